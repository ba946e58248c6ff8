"""Classifier detector: shipped weights offline on the gallery, consistency, custom models, rendering."""
import json
import math
from pathlib import Path

import pytest
import torch
from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

from components.probabilities import coverage_bars, shaded_response_html
from detectors.classifier import (
    DEFAULT_MODEL_DIR,
    ClassifierDetector,
    FeatureModel,
    entailment_label_id,
    load_classifier_detector,
    load_pair_model,
)
from detectors.example import Example, load_examples
from detectors.registry import make_detector
from detectors.text import split_sentences
from detectors.train_classifier import base_model_dir

GALLERY = Path(__file__).resolve().parents[1] / "examples" / "gallery.jsonl"


@pytest.fixture(scope="module")
def shipped():
    return load_classifier_detector(threads=2)


@pytest.fixture(scope="module")
def gallery(shipped):
    exs = [ex for _, ex in load_examples(GALLERY).examples]
    return {ex.id: (ex, shipped.run(ex)) for ex in exs}


def test_shipped_weights_are_in_the_package_and_small():
    assert (DEFAULT_MODEL_DIR / "head.safetensors").is_file()
    assert sum(f.stat().st_size for f in DEFAULT_MODEL_DIR.iterdir()) < 100e6
    assert json.loads((DEFAULT_MODEL_DIR / "head.json").read_text())["kind"] == "minilm-features-mlp"


def test_shipped_weights_load_offline(monkeypatch):
    monkeypatch.setenv("HF_HUB_OFFLINE", "1")
    pm = load_pair_model()
    assert isinstance(pm, FeatureModel) and pm.name == "shipped"
    p_same, p_other = pm.probs([
        ("Critics say that school uniforms stop children from expressing themselves.",
         "Uniforms suppress students' self-expression."),
        ("Critics say that school uniforms are expensive for poor families.",
         "Uniforms suppress students' self-expression."),
    ])
    assert p_same > p_other


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
    probs = res.extras["argument_probs"]
    flat = [(probs[pi][ai], ex.perspectives[pi].arguments[ai]) for pi, ai, _ in ex.arguments]
    assert min(flat)[1].startswith("Zoo veterinarians")


def test_example_level_is_derived_from_localized_outputs(gallery):
    for ex, res in gallery.values():
        sents = res.extras["sentences"]
        probs = res.extras["argument_probs"]
        assert [s["text"] for s in sents] == [s.text for s in split_sentences(ex.response)]
        assert math.isclose(res.hallucination, 1 - min(s["support"] for s in sents))
        assert math.isclose(res.coverage, 1 - min(min(row) for row in probs))
        assert res.hallucination == res.extras["p_hallucination"] and res.coverage == res.extras["p_coverage"]
        assert [len(r) for r in probs] == [len(p.arguments) for p in ex.perspectives]
        assert res.argument_coverage == [[1 - v for v in row] for row in probs]
        assert math.isclose(max(res.perspective_coverage), res.coverage)
        for s in sents:
            pi, ai = s["best_argument"]
            assert ex.perspectives[pi].arguments[ai]
            assert 0 <= s["support"] <= 1
        for w in res.response_words:
            s = next(s for s in sents if s["start"] <= w.start < s["end"])
            assert math.isclose(w.score, 1 - s["support"])
            assert ex.response[w.start : w.end] == w.word
        for w in res.argument_words:
            assert math.isclose(w.score, 1 - probs[w.perspective][w.argument])
        assert res.to_dict()["extras"]["sentences"]  # JSON-able


def test_registry_makes_the_classifier():
    det = make_detector("classifier", threads=1)
    assert isinstance(det, ClassifierDetector) and det.name == "classifier"


def _tiny_model(tmp_path: Path, id2label: dict[int, str]) -> Path:
    tok = AutoTokenizer.from_pretrained(base_model_dir())
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
    assert res.extras["model"] == str(path)
    # the reported probability is the softmax of the ENTAILMENT logit
    pm = det.pair_model
    enc = pm.tokenizer("Deliveries become harder.", "Opponents worry about deliveries.", return_tensors="pt")
    with torch.no_grad():
        expected = torch.softmax(pm.model(**enc).logits, -1)[0, 2].item()
    assert math.isclose(pm.probs([("Deliveries become harder.", "Opponents worry about deliveries.")])[0],
                        expected, rel_tol=1e-5)
    assert 0 <= res.hallucination <= 1 and 0 <= res.coverage <= 1
    assert len(res.extras["sentences"]) == 6


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
    extras = {"argument_probs": [[0.3]], "sentences": [
        {"text": s.text, "start": s.start, "end": s.end, "support": v, "best_argument": [0, 0],
         "best_argument_prob": 0.5} for s, v in zip(sents, [0.9, 0.1])]}
    res = type("R", (), {"extras": extras})()
    out = shaded_response_html(res, ex)
    assert "<i>" not in out and "<script>" not in out and "<b>" not in out
    assert "&lt;i&gt;claim&lt;/i&gt;" in out and "Second &amp; last." in out
    assert out.count("<span") == 2 and "0.54)" in out and "0.06)" in out  # alpha = 0.6 · (1 − support)
    fig = coverage_bars(res, ex)
    assert list(fig.data[0].y) == [0.3] and "<script>" not in fig.data[0].text[0]
