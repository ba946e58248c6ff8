"""Classifier detector: shipped weights offline on the gallery, consistency, custom models, rendering."""
import json
import math
from pathlib import Path

import numpy as np
import pytest
import torch
from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

from components.probabilities import coverage_bars, shaded_response_html
from detectors.classifier import detector as classifier
from detectors.classifier.delta import DELTA_FILE
from detectors.classifier.detector import (
    DEFAULT_MODEL_DIR,
    ClassifierDetector,
    PairModel,
    PairScorer,
    dominance,
    entailment_label_id,
    load_classifier_detector,
    load_pair_model,
    stated_under_other_side,
    windows,
)
from detectors.core.example import Example, load_examples
from detectors.core.paths import minilm_dir
from detectors.core.result import ClassifierLocalization, ClauseSupport
from detectors.core.text import split_clauses, split_sentences
from detectors.run.registry import make_detector

GALLERY = Path(__file__).resolve().parents[2] / "examples" / "gallery.jsonl"


@pytest.fixture(scope="module")
def shipped():
    return load_classifier_detector(threads=2)


@pytest.fixture(scope="module")
def gallery(shipped):
    exs = [ex for _, ex in load_examples(GALLERY).examples]
    return {ex.id: (ex, shipped.run(ex)) for ex in exs}


def test_shipped_weights_are_in_the_package_and_small():
    assert (DEFAULT_MODEL_DIR / DELTA_FILE).is_file()  # the word embeddings come from the wheel
    assert sum(f.stat().st_size for f in DEFAULT_MODEL_DIR.iterdir()) < 25e6
    config = json.loads((DEFAULT_MODEL_DIR / "config.json").read_text())
    assert config["architectures"] == ["BertForSequenceClassification"] and config["dtype"] == "float16"
    assert config["id2label"] == {"0": "entailment", "1": "neutral", "2": "contradiction"}  # three-way (issue 24)
    training = json.loads((DEFAULT_MODEL_DIR / "training.json").read_text())
    assert training["seed"] == 0 and training["init_training"]["seed"] == 0  # both stages recorded
    assert set(training["nli_held_out"]) == {"qags", "begin", "wice"}
    assert not set(training["nli_sets"]) & set(training["nli_held_out"] + training["nli_not_shippable"])


def test_shipped_weights_load_offline(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    pm = load_pair_model()
    assert isinstance(pm, PairScorer) and pm.name == "shipped" and pm.entail_id == 0 and pm.contradiction_id == 2
    p_same, p_other = pm.probs([
        ("Critics say that school uniforms stop children from expressing themselves.",
         "Uniforms suppress students' self-expression."),
        ("Critics say that school uniforms are expensive for poor families.",
         "Uniforms suppress students' self-expression."),
    ])
    assert p_same > p_other


def test_batched_probs_equal_one_pair_at_a_time(shipped):
    """The length-sorted batches (padding, reordering) give each pair the score it gets alone."""
    pm = shipped.pair_model
    words = "uniforms cost poor families money and stop pupils from expressing who they are".split()
    pairs = [(" ".join(words[: 3 + (7 * i) % 12]), " ".join(words[(5 * i) % 9 :])) for i in range(13)]
    batched = pm.probs(pairs)
    alone = [pm.probs([pair])[0] for pair in pairs]
    assert len(batched) == 13 and len(set(round(p, 4) for p in batched)) > 3
    np.testing.assert_allclose(batched, alone, atol=1e-5)


def test_gallery_errors_score_above_their_error_free_twins(gallery):
    checked = 0
    for ex, res in gallery.values():
        twin = ex.meta.get("twin")
        if not twin:
            continue
        _, twin_res = gallery[twin]
        if ex.labels.hallucination:
            assert res.hallucination > twin_res.hallucination, ex.id
            checked += 1
        if ex.labels.coverage:
            assert res.coverage > twin_res.coverage, ex.id
            checked += 1
    assert checked >= 2


def test_gallery_localizes_the_dropped_argument(gallery):
    ex, res = gallery["zoos-coverage"]
    probs = res.details.argument_probs
    flat = [(probs[pi][ai], ex.perspectives[pi].arguments[ai]) for pi, ai, _ in ex.arguments]
    assert min(flat)[1].startswith("Zoo veterinarians")


def test_example_level_is_derived_from_localized_outputs(gallery):
    for ex, res in gallery.values():
        sents = res.details.clauses
        probs = res.details.argument_probs
        assert [s.text for s in sents] == [c.text for s in split_sentences(ex.response) for c in split_clauses(s)]
        assert math.isclose(res.hallucination, 1 - min(s.support for s in sents))
        assert math.isclose(res.coverage, 1 - min(min(row) for row in probs))
        assert [len(r) for r in probs] == [len(p.arguments) for p in ex.perspectives]
        assert res.argument_coverage == [[1 - v for v in row] for row in probs]
        assert math.isclose(max(res.perspective_coverage), res.coverage)
        for s in sents:
            pi, ai = s.best_argument
            assert ex.perspectives[pi].arguments[ai]
            assert 0 <= s.support <= 1
        for w in res.response_words:
            s = next(s for s in sents if s.start <= w.start < s.end)
            assert math.isclose(w.score, 1 - s.support)
            assert ex.response[w.start : w.end] == w.word
        for w in res.argument_words:
            assert math.isclose(w.score, 1 - probs[w.perspective][w.argument])
        assert ClassifierLocalization.from_dict(json.loads(json.dumps(res.to_dict()["extras"]))) == res.details


def test_registry_makes_the_classifier():
    det = make_detector("classifier", threads=1)
    assert isinstance(det, ClassifierDetector) and det.name == "classifier"


def _tiny_model(tmp_path: Path, id2label: dict[int, str]) -> Path:
    tok = AutoTokenizer.from_pretrained(minilm_dir())
    torch.manual_seed(0)
    cfg = BertConfig(vocab_size=tok.vocab_size, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                     intermediate_size=32, max_position_embeddings=128, num_labels=len(id2label),
                     id2label=id2label, label2id={v: k for k, v in id2label.items()})
    BertForSequenceClassification(cfg).save_pretrained(tmp_path)
    tok.save_pretrained(tmp_path)
    return tmp_path


EX = Example(
    query="Should cities ban cars from the centre?",
    perspectives=[{"label": "pro", "arguments": ["Car-free centres have cleaner air.", "Shops gain walking customers."]},
                  {"label": "con", "arguments": ["Deliveries become harder."]}],
    response="Supporters say the air gets cleaner without cars. Opponents worry about deliveries. " * 3,
)


def test_custom_model_path_uses_the_entailment_label(tmp_path):
    path = _tiny_model(tmp_path, {0: "CONTRADICTION", 1: "NEUTRAL", 2: "ENTAILMENT"})
    det = ClassifierDetector(model_path=str(path))
    res = det.run(EX)
    assert det.pair_model.entail_id == 2 and det.pair_model.max_length == 128
    assert res.details.model == str(path)
    # the reported probability is the softmax of the ENTAILMENT logit (of the torch model: the default ONNX
    # graph exported from this folder must compute the same)
    pm = load_pair_model(path, backend="torch")
    assert isinstance(pm, PairModel)
    enc = pm.tokenizer("Deliveries become harder.", "Opponents worry about deliveries.", return_tensors="pt")
    with torch.no_grad():
        expected = torch.softmax(pm.model(**enc).logits, -1)[0, 2].item()
    assert math.isclose(det.pair_model.probs([("Deliveries become harder.", "Opponents worry about deliveries.")])[0],
                        expected, rel_tol=1e-5)
    assert len(res.details.clauses) == 6
    assert res.hallucination == pytest.approx(1 - min(c.support for c in res.details.clauses))
    assert res.coverage == pytest.approx(1 - min(min(r) for r in res.details.argument_probs))


def test_custom_model_without_entailment_label_fails_clearly(tmp_path):
    path = _tiny_model(tmp_path, {0: "negative", 1: "positive"})
    with pytest.raises(ValueError, match="no entailment label.*negative, positive"):
        load_pair_model(str(path))
    assert entailment_label_id({0: "no", 1: "yes"}) == 1
    with pytest.raises(FileNotFoundError):
        load_pair_model(str(tmp_path / "missing"))


def test_rendering_escapes_user_text():
    ex = Example(query="q?", perspectives=[{"label": "<b>pro</b>", "arguments": ["a <script>x</script>"]}],
                 response="First <i>claim</i>. Second & last.")
    sents = split_sentences(ex.response)
    loc = ClassifierLocalization(model="m", rule="r", argument_probs=[[0.3]], argument_windows=[[(0, 0)]],
                                 argument_stated_as=[[None]], clauses=[
        ClauseSupport(s.text, s.start, s.end, i, v, v, (0, 0), 0.5, None)
        for i, (s, v) in enumerate(zip(sents, [0.9, 0.1]))])
    out = shaded_response_html(loc, ex)
    assert "<i>" not in out and "<script>" not in out and "<b>" not in out
    assert "&lt;i&gt;claim&lt;/i&gt;" in out and "Second &amp; last." in out
    assert out.count("<span") == 2 and "0.54)" in out and "0.06)" in out  # alpha = 0.6 · (1 − support)
    assert "said as" not in out
    loc.clauses[0].claim = False  # a framing clause: marked, not shaded, its text still escaped
    framed = shaded_response_html(loc, ex)
    assert "[framing]" in framed and "0.06)" not in framed and "&lt;i&gt;claim&lt;/i&gt;" in framed
    loc.clauses[0].claim = True
    loc.clauses[1].attributed_to = 0
    ex2 = Example(query="q?", perspectives=[{"label": "<b>pro</b>", "arguments": ["a"]},
                                            {"label": "con & co", "arguments": ["b"]}], response=ex.response)
    loc.clauses[1].best_argument = (1, 0)
    out = shaded_response_html(loc, ex2)
    assert out.count("said as") == 1 and "⚠ said as &lt;b&gt;pro&lt;/b&gt;" in out and "con &amp; co" in out
    assert "altered" not in out
    loc.clauses[0].altered = 0.75  # its support capped by the alteration rule: marked, with the cap in its title
    marked = shaded_response_html(loc, ex2)
    assert marked.count("✎ altered") == 1 and "altered score 0.75), so the rules&#x27; support is at most 0.25" in marked
    assert "clause head" not in marked
    loc.clauses[0].support_rules = 0.2  # read by the clause head: both supports in its title
    assert "support 0.90 (the rules&#x27; 0.20, read by the clause head)" in shaded_response_html(loc, ex2)
    loc.clauses[0].altered = loc.clauses[0].support_rules = None
    fig = coverage_bars(loc, ex)
    assert list(fig.data[0].y) == [0.3] and "<script>" not in fig.data[0].text[0]
    assert not fig.layout.annotations and list(fig.data[0].marker.pattern.shape) == [""]
    loc.argument_probs = [[0.3], [0.8]]
    loc.argument_stated_as = [[1], [None]]
    fig = coverage_bars(loc, ex2)
    assert [a.text for a in fig.layout.annotations] == ["⚠ said as con &amp; co"]
    assert list(fig.data[0].marker.pattern.shape) == ["/"] and list(fig.data[1].marker.pattern.shape) == [""]
    assert fig.data[0].customdata[0] == "<br>⚠ said as con &amp; co"


def test_dominance_hand_computed():
    f = np.array([[0.9, 0.6], [0.2, 0.8]])
    # along rows, γ = 1: row 0 max 0.9 → [0.9, 0.6·(0.6/0.9)]; row 1 max 0.8 → [0.2·(0.2/0.8), 0.8]
    assert np.allclose(dominance(f, axis=1, power=1), [[0.9, 0.4], [0.05, 0.8]])
    # along columns, γ = 2: column 0 max 0.9 → [0.9, 0.2·(0.2/0.9)²]; column 1 max 0.8 → [0.6·0.75², 0.8]
    assert np.allclose(dominance(f, axis=0, power=2), [[0.9, 0.6 * 0.75**2], [0.2 * (0.2 / 0.9) ** 2, 0.8]])
    assert np.allclose(dominance(f, axis=1, power=0), f)  # γ = 0: the plain scores


class TablePairModel:
    """f(premise, hypothesis) from a table (0.1 when absent): makes the detector's rules checkable by hand."""

    name = "table"

    def __init__(self, table):
        self.table = table

    def probs(self, pairs, progress=None):
        return [self.table.get(p, 0.1) for p in pairs]


def test_rules_hand_computed(monkeypatch):
    monkeypatch.setattr(classifier, "SHARE_POWER", 1.0)
    monkeypatch.setattr(classifier, "GIVEN_WEIGHT", 0.25)
    s1, s2 = "Cars pollute the air.", "Shops lose drivers."
    a, b, c = "Cleaner air.", "Less pollution.", "Deliveries suffer."
    ex = Example(query="Ban cars?", perspectives=[{"label": "pro", "arguments": [a, b]}, {"label": "con", "arguments": [c]}],
                 response=f"{s1} {s2}")
    given = "\n".join([a, b, c])
    both = f"{s1} {s2}"
    table = {(s1, a): 0.9, (s1, b): 0.6, (s2, c): 0.3, (both, a): 0.8, (both, c): 0.4,
             (given, s1): 0.7, (given, s2): 0.2}
    res = ClassifierDetector(pair_model=TablePairModel(table)).run(ex)
    # windows: s1, s2, s1+s2. share(w, x) = f · f / max_row f
    #   a: s1 0.9·1, s2 0.1·(0.1/0.3), both 0.8·1                → stated 0.9
    #   b: s1 0.6·(0.6/0.9) = 0.4, s2 0.1/3, both 0.1·(0.1/0.8)   → stated 0.4
    #   c: s1 0.1·(0.1/0.9), s2 0.3·1, both 0.4·(0.4/0.8) = 0.2   → stated 0.3
    probs = res.details.argument_probs
    assert np.allclose(probs[0], [0.9, 0.4]) and np.allclose(probs[1], [0.3])
    assert math.isclose(res.coverage, 1 - 0.3)
    # own(s, x) = f(s, x) · f(s, x) / max_s' f(s', x); support = ¼ f(given, s) + ¾ max_x own(s, x)
    #   s1: own a 0.9, b 0.6, c 0.1·(0.1/0.3) → 0.9; support = 0.25·0.7 + 0.75·0.9 = 0.85
    #   s2: own a 0.1·(0.1/0.9), b 0.1·(0.1/0.6), c 0.3 → 0.3; support = 0.25·0.2 + 0.75·0.3 = 0.275
    sents = res.details.clauses
    assert np.allclose([s.support for s in sents], [0.85, 0.275])
    assert [s.best_argument for s in sents] == [(0, 0), (1, 0)]
    assert math.isclose(res.hallucination, 1 - 0.275)
    assert res.details.argument_windows[1][0] == (len(s1) + 1, len(both))  # c is best stated by s2


def test_a_clause_that_negates_its_argument_has_its_support_capped_by_the_alteration(monkeypatch):
    """The pair model reads a negated argument as stated; the alteration rule caps its support (stop 36)."""
    monkeypatch.setattr(classifier, "SHARE_POWER", 1.0)
    monkeypatch.setattr(classifier, "GIVEN_WEIGHT", 0.25)
    a, s = "Uniforms reduce bullying and teasing.", "Uniforms do not reduce bullying in schools."
    ex = Example(query="Uniforms?", perspectives=[{"label": "pro", "arguments": [a]}], response=s)
    res = ClassifierDetector(pair_model=TablePairModel({(s, a): 0.9, (a, s): 0.5})).run(ex)
    (clause,) = res.details.clauses
    # support = ¼ · 0.5 + ¾ · 0.9 = 0.8; a polarity flip repeating 3 of a's 4 content stems with f_CE 0.5 < 0.6:
    # altered score = max(1 − 0.5, 3/4) = 0.75, so support = min(0.8, 1 − 0.75) = 0.25
    assert math.isclose(clause.altered, 0.75) and math.isclose(clause.support, 0.25)
    assert math.isclose(res.hallucination, 0.75)
    faithful = Example(query="Uniforms?", perspectives=[{"label": "pro", "arguments": [a]}],
                       response="Uniforms cut bullying and teasing in schools.")
    res = ClassifierDetector(pair_model=TablePairModel({(faithful.response, a): 0.9, (a, faithful.response): 0.5})).run(faithful)
    assert res.details.clauses[0].altered is None and math.isclose(res.hallucination, 1 - 0.8)


def test_windows_cover_clauses_sentences_and_neighbours():
    # sentence 0 has two clauses, sentences 1 and 2 one each
    assert windows([0, 0, 1, 2]) == [(0, 1), (1, 2), (2, 3), (3, 4), (0, 2), (0, 3), (2, 4), (0, 4)]
    assert windows([0, 1]) == [(0, 1), (1, 2), (0, 2)]  # two sentences: the pair is the whole response
    assert windows([0]) == [(0, 1)] and windows([]) == []


def test_an_invented_clause_is_caught_inside_a_sentence_that_states_a_given_argument(monkeypatch):
    """The vouchers pattern: a given argument and an invented claim joined by ', and'."""
    monkeypatch.setattr(classifier, "SHARE_POWER", 1.0)
    monkeypatch.setattr(classifier, "GIVEN_WEIGHT", 0.25)
    c1, c2 = "Cars pollute the air in every city", "and they cause most traffic deaths today."
    a = "Cars pollute."
    ex = Example(query="Ban cars?", perspectives=[{"label": "pro", "arguments": [a]}], response=f"{c1}, {c2}")
    table = {(c1, a): 0.9, (c2, a): 0.2, (ex.response, a): 0.8, (a, c1): 0.8, (a, c2): 0.1}
    res = ClassifierDetector(pair_model=TablePairModel(table)).run(ex)
    clauses = res.details.clauses
    assert [c.text for c in clauses] == [c1, c2] and [c.sentence for c in clauses] == [0, 0]
    # stated(a) = max(0.9·1, 0.2·(0.2/0.9), 0.8·1) = 0.9
    assert math.isclose(res.coverage, 1 - 0.9)
    # own(c, a) = f · f / max_c f: c1 0.9, c2 0.2·(0.2/0.9); support = ¼ f(given, c) + ¾ own
    s2 = 0.25 * 0.1 + 0.75 * 0.2 * 0.2 / 0.9
    assert np.allclose([c.support for c in clauses], [0.25 * 0.8 + 0.75 * 0.9, s2])
    assert math.isclose(res.hallucination, 1 - s2)
    words = {w.word: w.score for w in res.response_words}
    assert math.isclose(words["deaths"], 1 - s2) and math.isclose(words["pollute"], 1 - clauses[0].support)


def test_a_clause_is_held_to_the_side_its_lead_in_names(monkeypatch):
    """Perspective confusion: each sentence states the other side's argument under its own side's name."""
    monkeypatch.setattr(classifier, "SHARE_POWER", 1.0)
    monkeypatch.setattr(classifier, "GIVEN_WEIGHT", 0.25)
    s1, s2 = "Supporters say uniforms stifle self-expression.", "Critics say uniforms curb bullying."
    a, c = "Uniforms curb bullying.", "Uniforms stifle self-expression."
    ex = Example(query="Uniforms?", perspectives=[{"label": "pro", "arguments": [a]}, {"label": "con", "arguments": [c]}],
                 response=f"{s1} {s2}")
    table = {(s1, a): 0.2, (s1, c): 0.9, (s2, a): 0.8, (a, s1): 0.3, (c, s2): 0.2}
    res = ClassifierDetector(pair_model=TablePairModel(table)).run(ex)
    clauses = res.details.clauses
    assert [x.attributed_to for x in clauses] == [0, 1]
    assert [x.best_argument for x in clauses] == [(1, 0), (0, 0)]  # what each states, on any side
    # s1 may state only a, s2 only c: f_unit masked = [[0.2, 0], [0, 0.1]]; own column max → s1 0.2, s2 0.1
    # "given" is the named side's arguments: f(a, s1) = 0.3, f(c, s2) = 0.2
    assert np.allclose([x.support for x in clauses], [0.25 * 0.3 + 0.75 * 0.2, 0.25 * 0.2 + 0.75 * 0.1])
    assert math.isclose(res.hallucination, 1 - 0.125)
    # coverage ignores sides, but names the side each argument was said under: a (pro) is best
    # stated by s2 (share 0.8 against 0.2 · 0.2 / 0.9 and 0.1), which speaks for con; c by s1 (pro)
    assert res.details.argument_stated_as == [[1], [0]]


def test_stated_under_other_side_needs_every_clause_of_the_window_on_one_other_side():
    assert stated_under_other_side([1], 0) == 1
    assert stated_under_other_side([1, 1], 0) == 1
    assert stated_under_other_side([0], 0) is None
    assert stated_under_other_side([None], 0) is None
    assert stated_under_other_side([1, None], 0) is None  # one clause names no side: it may be the one
    assert stated_under_other_side([1, 0], 0) is None
    assert stated_under_other_side([1, 2], 0) is None
    assert stated_under_other_side([1], 0, p_stated=0.9) == 1
    assert stated_under_other_side([1], 0, p_stated=0.02) is None  # not stated at all: said under no side


def test_gallery_perspective_confusion_is_a_hallucination(gallery):
    ex, res = gallery["uniforms-perspective-confusion"]
    clauses = res.details.clauses
    assert [x.attributed_to for x in clauses] == [0, 1]
    assert [x.best_argument[0] for x in clauses] == [1, 0]
    # the side rule holds each clause to its side's arguments (the clause head, stop 61, reads the swap only through
    # that support: one clause comes back to 0.53, the answer stays flagged)
    assert res.hallucination > 0.5 and max(x.support_rules for x in clauses) < 0.5
    # the con argument is said only as the pro side's; the pro argument's best window is the whole
    # response (both sides), which names no single other side
    assert res.details.argument_stated_as[1] == [0] and res.details.argument_stated_as[0][0] in (1, None)
    _, verbatim = gallery["dst-error-free-verbatim"]  # correctly attributed: unaffected
    assert verbatim.hallucination < 0.5  # measured 0.43 raw with the three-way model (0.06 before), not flagged
    assert all(o is None for row in verbatim.details.argument_stated_as for o in row)


def test_bfloat16_encoders_agree_with_float32_within_tolerance(gallery):
    """``--dtype bfloat16`` moves both encoders to bfloat16 (stated tolerance: 0.05 on every localized
    probability); ``auto`` keeps float32, so the shipped calibration sees the scores it was fitted on."""
    det = ClassifierDetector(threads=2, device="cpu", dtype="bfloat16")
    assert det.pair_model.model.dtype == torch.bfloat16 and det.biencoder.model.dtype == torch.bfloat16
    assert ClassifierDetector(device="cpu").pair_model.precision == "torch.float32"
    worst = 0.0
    for ex_id in ("zoos-coverage", "uniforms-perspective-confusion"):
        ex, ref = gallery[ex_id]
        got = det.run(ex)
        a = np.concatenate([np.ravel(r) for r in got.details.argument_probs])
        b = np.concatenate([np.ravel(r) for r in ref.details.argument_probs])
        s = np.array([c.support for c in got.details.clauses])
        t = np.array([c.support for c in ref.details.clauses])
        worst = max(worst, float(np.abs(a - b).max()), float(np.abs(s - t).max()))
        assert not np.array_equal(s, t)  # it really ran in another precision
    assert worst < 0.05, worst


def test_registry_device_and_dtype_reach_the_classifier():
    det = make_detector("classifier", device="cpu", dtype="bfloat16")
    assert (det.device, det.dtype) == ("cpu", "bfloat16")


def test_calibration_inputs_are_rouges_example_scores(gallery):
    """The shipped calibration reads them beside the raw scores; the build script fills them in from a
    row's ROUGE scores for files scored before they existed, which is only right if they are equal."""
    from detectors.rouge import RougeDetector

    for ex, res in gallery.values():
        r = RougeDetector().run(ex)
        assert res.calibration_inputs == {"rouge_hallucination": r.hallucination, "rouge_coverage": r.coverage}
    ex, res = gallery["zoos-error-free"]
    assert res.to_dict(details=False)["calibration_inputs"] == res.calibration_inputs


def test_a_copied_response_is_read_as_stated_whatever_the_pair_model_says():
    """Word for word (detectors.classifier.verbatim): the table gives every pair 0.1, yet copies count in full."""
    a1 = "Students get a full day for appointments, jobs or rest, which could reduce absences."
    a2, c1 = "Districts can save money on transport.", "Parents have to pay for childcare on the fifth day."
    ex = Example(query="A four-day week?", perspectives=[{"label": "pro", "arguments": [a1, a2]},
                                                         {"label": "con", "arguments": [c1]}],
                 response="Pro argue that districts can save money on transport and that students get a full day for "
                          "appointments, jobs or rest, which could reduce absences. Con argue that parents have to "
                          "pay for childcare on every day.")
    res = ClassifierDetector(pair_model=TablePairModel({})).run(ex)
    clauses = res.details.clauses
    assert [c.text for c in clauses][:3] == ["Pro argue that districts can save money on transport",
                                             "and that students get a full day for appointments, jobs or rest",
                                             "which could reduce absences."]
    assert [c.support for c in clauses[:3]] == [1.0, 1.0, 1.0]  # copies, the cut-off fragment included
    assert clauses[3].support < 0.5  # "on every day" is no copy: the table's 0.1 stands
    assert res.details.argument_probs[0] == [1.0, 1.0]
    # "on every day" is no copy of "on the fifth day": the con argument is only as stated as its words present (3 of
    # its 4 stems beside the query's: ``words_present``), not a verbatim 1.0
    assert res.details.argument_probs[1][0] == pytest.approx(0.75)
