"""Calibration maps, thresholds, the `calibrate` command and the example/localized consistency rule."""
import json
from dataclasses import replace

import numpy as np
import pytest

from components.plot_text import md_escape
from components.scorecards import comparison_figure, probability_markdown, unmapped_note, value_name
from detectors.calibration import annotate_scores, calibrate_result, load_calibration
from detectors.calibration.apply import calibration_refusal
from detectors.calibration.fit import choose_threshold
from detectors.calibration.maps import CalibrationMap, MissingInputs, ece, fit_isotonic, fit_platt, reliability_bins
from detectors.calibration.store import SHIPPED_DIR, Calibration, DetectorCalibration, ErrorCalibration
from detectors.cli import main
from detectors.core.result import DOCUMENT, ClassifierLocalization, ClauseSupport, DetectorResult
from detectors.findings.rules import RAW_THRESHOLDS, classifier_values
from detectors.rouge import ROUGE_MODEL_ID

GRID = np.linspace(-0.5, 1.5, 401)  # beyond [0, 1] too: scores are clipped


def noisy(n=300, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    x = np.clip(0.35 + 0.3 * y + rng.normal(0, 0.2, n), 0, 1)
    return x, y


@pytest.mark.parametrize("fit", [fit_isotonic, fit_platt])
def test_fitted_maps_are_monotone_and_map_into_unit_interval(fit):
    x, y = noisy()
    m = fit(x, y)
    for mm in (m, CalibrationMap.from_dict(json.loads(json.dumps(m.to_dict())))):  # and after a JSON round trip
        p = mm(GRID)
        assert np.all(np.diff(p) >= 0)
        assert p.min() >= 0 and p.max() <= 1
        assert np.all(np.diff(mm(np.linspace(0, 1, 101))) > 0)  # strictly: ranking (AUC) is kept
    assert m(0.9)[()] > m(0.1)[()]


def test_loading_refuses_maps_that_are_not_monotone_or_leave_unit_interval():
    with pytest.raises(ValueError):
        CalibrationMap.from_dict({"kind": "isotonic", "x": [0, 1], "y": [0.8, 0.2]})
    with pytest.raises(ValueError):
        CalibrationMap.from_dict({"kind": "isotonic", "x": [0, 1], "y": [0.0, 1.5]})
    with pytest.raises(ValueError):
        CalibrationMap.from_dict({"kind": "platt", "a": -1.0, "b": 0.0})


def test_ece_and_bins_on_known_values():
    # bin [0.1, 0.2): mean 0.15, error rate 0.5; bin [0.9, 1.0]: mean 1.0, rate 1.0
    p, y = [0.1, 0.2 - 1e-9, 1.0, 1.0], [0, 1, 1, 1]
    bins = reliability_bins(p, y)
    assert [b["n"] for b in bins] == [2, 2]
    assert ece(p, y) == pytest.approx(0.5 * abs(0.15 - 0.5))
    assert ece([0.0, 1.0], [0, 1]) == 0.0


def test_threshold_best_balanced_accuracy_and_protected_rows():
    p = np.array([0.1, 0.2, 0.3, 0.6, 0.7, 0.8])
    y = np.array([0, 0, 0, 1, 1, 1])
    t = choose_threshold(p, y)
    assert 0.3 < t <= 0.6  # every error flagged, nothing else; ties go to the higher threshold
    assert t == pytest.approx(0.45)
    # protect the 0.6 row (say, a correct paraphrased response labelled... here an error): at most 0 % may be flagged
    t2 = choose_threshold(p, y, protect=[False, False, False, True, False, False], max_rate=0.0)
    assert 0.6 < t2 <= 0.7


def scored_row(i, h_score, c_score, labels=None, topic=None):
    row = {"id": f"r{i}", "query": "Q?", "topic": topic or f"t{i % 7}",
           "perspectives": [{"label": "pro", "arguments": ["apples are healthy"]}],
           "response": "apples are healthy", "scores": {"rouge": {"hallucination": h_score, "coverage": c_score, "model_id": ROUGE_MODEL_ID}}}
    if labels is not None:
        row["labels"] = labels
    return row


def separated_file(path, n=40):
    """Hallucinations score 0.7–0.9, everything else 0.1–0.3; coverage errors likewise."""
    rows = []
    for i in range(n):
        kind = i % 4  # 0, 1: error-free; 2: hallucination; 3: coverage error
        j = (i // 4) / max(1, n // 4 - 1)  # 0 … 1 within each kind
        lo, hi = 0.1 + 0.2 * j, 0.7 + 0.2 * j
        rows.append(scored_row(i, hi if kind == 2 else lo, hi if kind == 3 else lo,
                               {"hallucination": int(kind == 2), "coverage": int(kind == 3)}))
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return rows


def test_calibrate_on_perfectly_separated_scores_gives_a_step_map_and_a_threshold_between(tmp_path, capsys):
    scored, out = tmp_path / "scored.jsonl", tmp_path / "cal"
    separated_file(scored)
    assert main(["calibrate", str(scored), "-o", str(out), "--method", "isotonic"]) == 0
    printed = capsys.readouterr().out
    assert "ECE" in printed and "rouge" in printed
    cal = load_calibration(out)
    for err in ("hallucination", "coverage"):
        ec = cal.get("rouge").errors[err]
        assert ec.map.kind == "isotonic"
        # negatives score 0.1–0.3, positives 0.7–0.9: 0 up to the highest negative, 1 from the lowest positive
        assert ec.map.one(0.0) <= 0.001 and ec.map.one(0.3) <= 0.001
        assert ec.map.one(0.7) >= 0.999 and ec.map.one(1.0) >= 0.999
        assert ec.map.one(0.3) < ec.threshold <= ec.map.one(0.7)
        assert ec.threshold == pytest.approx(0.5, abs=0.01)  # midway between the two classes' probabilities
        assert ec.info["n"] == 40 and ec.info["n_pos"] == 10
    # auto picks a map by cross-validated Brier; on separated data either map separates
    assert main(["calibrate", str(scored), "-o", str(tmp_path / "auto")]) == 0
    auto = load_calibration(tmp_path / "auto").get("rouge").errors["hallucination"]
    assert auto.map.one(0.2) < 0.1 and auto.map.one(0.8) > 0.9


def test_calibrate_refuses_one_class_no_labels_and_too_few_rows(tmp_path, capsys):
    one = tmp_path / "one.jsonl"
    one.write_text("".join(json.dumps(scored_row(i, 0.2, 0.2, {"hallucination": 0, "coverage": 0})) + "\n"
                           for i in range(40)))
    assert main(["calibrate", str(one), "-o", str(tmp_path / "c1")]) == 2
    assert "only one class" in capsys.readouterr().err
    none = tmp_path / "none.jsonl"
    none.write_text("".join(json.dumps(scored_row(i, 0.2, 0.2)) + "\n" for i in range(40)))
    assert main(["calibrate", str(none), "-o", str(tmp_path / "c2")]) == 2
    assert "no labels" in capsys.readouterr().err
    few = tmp_path / "few.jsonl"
    separated_file(few, n=12)
    assert main(["calibrate", str(few), "-o", str(tmp_path / "c3")]) == 2
    assert "the minimum is 20 rows" in capsys.readouterr().err
    assert not (tmp_path / "c1").exists() and not (tmp_path / "c3").exists()


def classifier_result(stated, supports, model="shipped-model"):
    clauses = [ClauseSupport(f"c{i}", 0, 1, i, s, s, (0, 0), 0.5, None) for i, s in enumerate(supports)]
    loc = ClassifierLocalization(model, "rule", stated, [[(0, 1)] * len(r) for r in stated],
                                 [[None] * len(r) for r in stated], clauses)
    flat = [v for r in stated for v in r]
    return DetectorResult("classifier", 1 - min(supports), 1 - min(flat), [], [],
                          [max(1 - v for v in r) for r in stated], [[1 - v for v in r] for r in stated], loc,
                          calibration_inputs=dict(INPUTS), model_id=model)


INPUTS = {"rouge_hallucination": 0.4, "rouge_coverage": 0.7}


def calibration_with(maps, thresholds, model="shipped-model"):
    return Calibration({"classifier": DetectorCalibration(
        {e: ErrorCalibration(maps[e], thresholds[e]) for e in maps}, model)})


CASES = [
    ([[0.9, 0.2], [0.7]], [0.95, 0.3, 0.8]),  # one argument dropped, one unsupported clause
    ([[0.99], [0.98, 0.97]], [0.99, 0.97]),  # everything stated and supported
    ([[0.05, 0.5, 0.5]], [0.5]),  # ties at the minimum
]
MAPS = [
    {"hallucination": CalibrationMap("isotonic", [0.0, 0.4, 0.6, 1.0], [0.0, 0.1, 0.7, 0.9]),
     "coverage": CalibrationMap("platt", a=2.0, b=-1.0)},
    {"hallucination": CalibrationMap("platt", a=0.5, b=0.3),
     "coverage": CalibrationMap("isotonic", [0.2, 0.8], [0.05, 0.95])},
    {"hallucination": CalibrationMap("platt", a=1.5, b=-0.5, inputs=sorted(INPUTS), w=[3.0, -2.0]),
     "coverage": CalibrationMap("platt", a=0.7, b=0.2, inputs=sorted(INPUTS), w=[-1.0, 4.0])},
]


@pytest.mark.parametrize("stated, supports", CASES)
@pytest.mark.parametrize("maps", MAPS)
def test_calibrated_example_level_rule_matches_localized_outputs(stated, supports, maps):
    t = {"hallucination": 0.5, "coverage": 0.3}
    res = calibrate_result(classifier_result(stated, supports), calibration_with(maps, t))
    flat = [v for r in res.argument_stated for v in r]
    assert res.probs["coverage"] == pytest.approx(1 - min(flat), abs=1e-12)
    assert res.probs["hallucination"] == pytest.approx(1 - min(res.clause_support), abs=1e-12)
    assert res.flagged["coverage"] == any(f for r in res.argument_flagged for f in r)
    assert res.flagged["hallucination"] == any(res.clause_flagged)
    # the localized values keep their order and stay probabilities
    raw_flat = [v for r in stated for v in r]
    assert all(0 <= v <= 1 for v in flat + res.clause_support)
    order = np.argsort(raw_flat, kind="stable")
    assert np.all(np.diff(np.asarray(flat)[order]) >= 0)


def test_a_document_without_maps_of_its_domain_keeps_its_raw_scores_and_says_why():
    cal = calibration_with(MAPS[0], {"hallucination": 0.5, "coverage": 0.5}, model="shipped-model")
    doc = replace(classifier_result([[0.5]], [0.5], model="shipped-model"), calibration_domain=DOCUMENT)
    assert calibrate_result(doc, cal) is None  # same model, but the argument-list maps do not hold on documents
    why = calibration_refusal(cal.get("classifier", DOCUMENT), doc)
    assert why is not None and "no maps for documents" in why
    back = DetectorResult.from_dict("classifier", doc.to_dict(details=False))  # kept in a scored file
    assert back.calibration_domain == DOCUMENT
    assert annotate_scores({"classifier": doc.to_dict(details=False)}, cal)["classifier"]["calibration_refused"] == why
    # a row scored before domains existed said outside_calibration: still read as a document
    old = {k: v for k, v in doc.to_dict(details=False).items() if k != "calibration_domain"}
    assert DetectorResult.from_dict("classifier", {**old, "outside_calibration": "a document …"}).calibration_domain == DOCUMENT


def with_document_maps(cal, hallucination_map, threshold, model="shipped-model"):
    cal.get("classifier").domains[DOCUMENT] = DetectorCalibration(
        {"hallucination": ErrorCalibration(hallucination_map, threshold)}, model,
        unmapped={"coverage": "documents carry no coverage labels"})
    return cal


def test_a_document_is_read_through_its_domains_hallucination_map_and_keeps_a_raw_coverage_score():
    doc_map = CalibrationMap("isotonic", [0.0, 0.5, 1.0], [0.2, 0.6, 0.9], eps=0.0)
    cal = with_document_maps(calibration_with(MAPS[0], {"hallucination": 0.5, "coverage": 0.5}), doc_map, 0.55)
    doc = replace(classifier_result([[0.3]], [0.9, 0.5], model="shipped-model"), calibration_domain=DOCUMENT)
    res = calibrate_result(doc, cal)
    # hand-computed on the document map: raw hallucination 1 − 0.5 = 0.5 → 0.6; the clauses 0.1 → 0.28, 0.5 → 0.6
    assert res.probs == pytest.approx({"hallucination": 0.6})
    assert res.flagged == {"hallucination": True} and res.thresholds == {"hallucination": 0.55}
    assert res.clause_support == pytest.approx([1 - 0.28, 1 - 0.6]) and res.clause_flagged == [False, True]
    assert res.argument_stated is None and res.unmapped == {"coverage": "documents carry no coverage labels"}
    assert res.value("coverage", doc.coverage) == doc.coverage and res.value("hallucination", 0.0) == pytest.approx(0.6)
    assert res.localization(doc.details).argument_probs == [[0.3]]  # raw P(stated), calibrated supports
    assert [c.support for c in res.localization(doc.details).clauses] == pytest.approx([0.72, 0.4])
    row = annotate_scores({"classifier": doc.to_dict(details=False)}, cal)["classifier"]
    assert row["calibrated"] == pytest.approx({"hallucination": 0.6}) and row["flagged"] == {"hallucination": True}
    assert row["uncalibrated"] == {"coverage": "documents carry no coverage labels"}
    # the argument-list example beside it is still read through the main maps, both error types
    assert set(calibrate_result(classifier_result([[0.3]], [0.5]), cal).probs) == {"hallucination", "coverage"}
    back = Calibration.from_dict(json.loads(json.dumps(cal.to_dict())))  # the domain survives the file
    assert back.get("classifier", DOCUMENT).unmapped == {"coverage": "documents carry no coverage labels"}
    assert back.get("classifier", DOCUMENT).errors["hallucination"].map.one(0.5) == pytest.approx(0.6)


def document_case():
    doc_map = CalibrationMap("isotonic", [0.0, 0.5, 1.0], [0.2, 0.6, 0.9], eps=0.0)
    cal = with_document_maps(calibration_with(MAPS[0], {"hallucination": 0.5, "coverage": 0.5}), doc_map, 0.55)
    return replace(classifier_result([[0.3]], [0.9, 0.5]), calibration_domain=DOCUMENT), cal


def test_findings_read_a_documents_calibrated_support_and_its_raw_coverage():
    doc, cal = document_case()
    values = classifier_values(doc, cal)
    assert values.unsupport == pytest.approx([0.28, 0.6]) and values.calibrated  # through the document map
    assert values.omitted[0] == pytest.approx([0.7]) and not values.omitted_calibrated  # 1 − raw P(stated)
    assert values.thresholds == {"hallucination": 0.55, "coverage": RAW_THRESHOLDS["coverage"]}


def test_a_score_card_names_the_error_type_that_stays_a_score():
    doc, cal = document_case()
    view = calibrate_result(doc, cal)
    text = probability_markdown(view)
    assert "P(hallucination) **0.60** ⚑ **flagged**" in text and "P(coverage error)" not in text
    note = "Coverage error: the score above only, no probability (documents carry no coverage labels)."
    assert md_escape(note) in text and unmapped_note(view) == note
    assert value_name("classifier", view) == "classifier (P(hallucination), coverage score)"
    full = calibrate_result(classifier_result([[0.3]], [0.5]), cal)
    assert value_name("classifier", full) == "classifier probability" and "Coverage error:" not in probability_markdown(full)
    figure = comparison_figure({"classifier": doc}, {"classifier": view})
    assert [bar.x[0] for bar in figure.data] == pytest.approx([0.6, doc.coverage])  # P(hallucination), raw coverage


def test_calibrate_fits_a_documents_hallucination_map_of_its_own_from_rows_without_coverage_labels(tmp_path, capsys):
    rows = separated_file(tmp_path / "lists.jsonl")
    for r in rows:
        r["scores"]["rouge"]["model_id"] = "m"
    docs = []
    for i in range(40):  # documents: hallucinations score 0.3–0.4, faithful summaries 0.0–0.1 (lower than lists)
        y = i % 2
        row = scored_row(100 + i, (0.3 if y else 0.0) + 0.1 * (i / 40), 0.9, {"hallucination": y}, topic=f"d{i % 9}")
        row["scores"]["rouge"].update(model_id="m", calibration_domain=DOCUMENT)
        docs.append(row)
    scored = tmp_path / "scored.jsonl"
    scored.write_text("".join(json.dumps(r) + "\n" for r in rows + docs))
    assert main(["calibrate", str(scored), "-o", str(tmp_path / "cal"), "--method", "isotonic"]) == 0
    cal = load_calibration(tmp_path / "cal")
    lists, documents = cal.get("rouge"), cal.get("rouge", DOCUMENT)
    assert set(lists.errors) == {"hallucination", "coverage"} and lists.errors["hallucination"].info["n"] == 40
    assert set(documents.errors) == {"hallucination"} and "no coverage labels" in documents.unmapped["coverage"]
    ec = documents.errors["hallucination"]
    assert ec.info["n"] == 40 and ec.map.one(0.05) <= 0.001 and ec.map.one(0.35) >= 0.999  # its own step
    assert lists.errors["hallucination"].map.one(0.35) < 0.2  # where the lists' map still says "probably no error"
    printed = capsys.readouterr().out  # the table reads the documents apart, their AUC from their one label
    assert "all · documents  rouge     hallucination  40 (20)     isotonic  1.000 → 1.000" in printed


def test_calibration_of_another_classifier_model_is_not_applied():
    cal = calibration_with(MAPS[0], {"hallucination": 0.5, "coverage": 0.5}, model="shipped-model")
    assert calibrate_result(classifier_result([[0.5]], [0.5]), cal) is not None
    other = classifier_result([[0.5]], [0.5], model="my-own-model")
    assert calibrate_result(other, cal) is None
    why = calibration_refusal(cal.get("classifier"), other)
    assert "fitted on shipped-model" in why and "my-own-model" in why
    # the defect of issue 23: a result without details (and without a model id) was calibrated anyway
    bare = DetectorResult("classifier", 0.9, 0.9, [], [])
    assert calibrate_result(bare, cal) is None and "no model id" in calibration_refusal(cal.get("classifier"), bare)
    assert "calibration_refused" in annotate_scores({"classifier": other.to_dict(details=False)}, cal)["classifier"]
    assert calibrate_result(DetectorResult("salience", 0.9, 0.9, [], []), cal) is None


def test_calibrate_refuses_rows_of_several_models(tmp_path, capsys):
    scored = tmp_path / "scored.jsonl"
    separated_file(scored)
    rows = [json.loads(line) for line in scored.read_text().splitlines()]
    rows[0]["scores"]["rouge"]["model_id"] = "rouge:other"
    scored.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert main(["calibrate", str(scored), "-o", str(tmp_path / "cal")]) == 2
    assert "come from 2 models" in capsys.readouterr().err


def test_score_writes_calibrated_and_flagged_with_a_user_calibration(tmp_path, monkeypatch, capsys):
    scored, cal_dir = tmp_path / "scored.jsonl", tmp_path / "cal"
    separated_file(scored)
    assert main(["calibrate", str(scored), "-o", str(cal_dir), "--method", "isotonic"]) == 0
    inp = tmp_path / "in.jsonl"
    inp.write_text(json.dumps({"id": "x", "query": "Q?", "perspectives": [{"label": "pro", "arguments": ["apples are healthy"]}],
                               "response": "bananas are yellow"}) + "\n")
    out = tmp_path / "out.jsonl"
    assert main(["score", str(inp), "-o", str(out), "-q", "--calibration", str(cal_dir)]) == 0
    rouge = json.loads(out.read_text())["scores"]["rouge"]
    assert rouge["hallucination"] == 1.0  # the raw score is kept
    assert rouge["calibrated"]["hallucination"] >= 0.999 and rouge["flagged"] == {"hallucination": True, "coverage": True}
    # the environment variable selects it too; a bad folder is a usage error
    monkeypatch.setenv("FAITHSCOPE_CALIBRATION", str(cal_dir))
    out2 = tmp_path / "out2.jsonl"
    assert main(["score", str(inp), "-o", str(out2), "-q"]) == 0
    assert json.loads(out2.read_text())["scores"]["rouge"]["flagged"]["hallucination"] is True
    assert main(["score", str(inp), "-o", str(tmp_path / "o3.jsonl"), "-q", "--calibration", str(tmp_path / "nope")]) == 2
    assert "no calibration file" in capsys.readouterr().err


def test_annotating_twice_gives_the_same_row():
    cal = calibration_with(MAPS[0], {"hallucination": 0.5, "coverage": 0.5})
    res = classifier_result([[0.9, 0.2]], [0.95, 0.3])
    scores = {"classifier": res.to_dict(details=True)}
    once = annotate_scores(scores, cal)
    assert once["classifier"]["calibrated"]["argument_stated"][0][1] < 0.5
    assert annotate_scores(once, cal) == once


def test_shipped_calibration_loads_and_is_monotone():
    if not (SHIPPED_DIR / "calibration.json").is_file():
        pytest.skip("no shipped calibration yet (benchmarks/fit_calibration.py writes it)")
    cal = load_calibration(SHIPPED_DIR)
    # salience is stretched over its val range, a score, never a probability (docs/salience.md)
    assert all(not ec.map.is_probability for ec in cal.get("salience").errors.values())
    # the word-overlap inputs are dropped where they lower the organic val AUC (fit_calibration.py, stop 42: 0.823 raw,
    # 0.811 with them out of fold); coverage keeps whatever map its CV Brier chose
    assert cal.get("classifier").errors["hallucination"].map.inputs == []
    for det in cal.detectors.values():
        for ec in det.errors.values():
            for z in ({k: 0.0 for k in ec.map.inputs}, {k: 1.0 for k in ec.map.inputs}, {k: 0.5 for k in ec.map.inputs}):
                p = ec.map(GRID, z)
                assert np.all(np.diff(p) >= 0) and p.min() >= 0 and p.max() <= 1 and 0 <= ec.threshold <= 1


def test_shipped_calibration_belongs_to_the_shipped_detectors():
    """Each shipped entry was fitted on the model the shipped detector is: new weights or rule constants
    without a refit would silently leave every result uncalibrated."""
    from detectors.classifier.detector import ClassifierDetector
    from detectors.salience.detector import SalienceDetector

    cal = load_calibration(SHIPPED_DIR)
    assert cal.get("rouge").model_id == ROUGE_MODEL_ID
    assert cal.get("classifier").model_id == ClassifierDetector(device="cpu").model_id
    assert cal.get("salience").model_id == SalienceDetector(device="cpu").model_id


def test_map_with_inputs_is_monotone_in_the_score_for_fixed_inputs_and_reads_them():
    m = CalibrationMap("platt", a=1.2, b=-0.3, inputs=["rouge_coverage", "rouge_hallucination"], w=[2.0, -1.0])
    for z in ({"rouge_coverage": 0.1, "rouge_hallucination": 0.9}, {"rouge_coverage": 0.9, "rouge_hallucination": 0.0}):
        for mm in (m, CalibrationMap.from_dict(json.loads(json.dumps(m.to_dict())))):
            p = mm(GRID, z)
            assert np.all(np.diff(p) >= 0) and p.min() >= 0 and p.max() <= 1
            assert np.all(np.diff(mm(np.linspace(0, 1, 101), z)) > 0)
    # hand-computed: σ(1.2·logit(0.5) − 0.3 + 2·0.5 − 1·0.25) = σ(0.45)
    assert m.one(0.5, {"rouge_coverage": 0.5, "rouge_hallucination": 0.25}) == pytest.approx(1 / (1 + np.exp(-0.45)))
    assert m.method == "platt+inputs" and CalibrationMap("platt").method == "platt"
    with pytest.raises(MissingInputs, match="rouge_coverage"):
        m(0.5)
    with pytest.raises(ValueError, match="equally long"):
        CalibrationMap.from_dict({"kind": "platt", "a": 1.0, "b": 0.0, "inputs": ["x"], "w": []})


def test_a_result_without_the_inputs_its_map_needs_stays_a_score():
    cal = calibration_with(MAPS[2], {"hallucination": 0.5, "coverage": 0.5})
    old = classifier_result([[0.5]], [0.5])
    assert calibrate_result(old, cal) is not None
    old.calibration_inputs = {}  # a row scored before the classifier reported its inputs
    assert calibrate_result(old, cal) is None
    row = old.to_dict(details=False)
    assert "calibration_inputs" not in row and "calibrated" not in annotate_scores({"classifier": row}, cal)["classifier"]


def test_auto_method_takes_the_inputs_when_they_explain_what_the_score_cannot(tmp_path, capsys):
    """Two kinds of responses: on one the raw score runs 0.5 higher whatever the label (a reworded
    response, to a pair model), and an input says which kind it is. Platt with the input must win on
    cross-validated Brier, and its probabilities must be calibrated on both kinds."""
    rng = np.random.default_rng(1)
    rows = []
    for i in range(240):
        kind, y = i % 2, int(rng.integers(0, 2))
        x = float(np.clip(0.15 + 0.3 * y + 0.45 * kind + rng.normal(0, 0.06), 0.01, 0.99))
        rows.append({**scored_row(i, x, x, {"hallucination": y, "coverage": y}, topic=f"t{i % 12}"),
                     "scores": {"clf": {"hallucination": x, "coverage": x, "model_id": "clf:1",
                                               "calibration_inputs": {"reworded": kind}}}})
    path = tmp_path / "scored.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    assert main(["calibrate", str(path), "-o", str(tmp_path / "cal")]) == 0
    cal = load_calibration(tmp_path / "cal")
    ec = cal.get("clf").errors["hallucination"]
    assert ec.map.method == "platt+inputs" and ec.map.inputs == ["reworded"]
    cv = ec.info["cv_brier"]
    assert cv["platt+inputs"] < min(cv["platt"], cv["isotonic"])
    for kind in (0, 1):
        x = np.array([r["scores"]["clf"]["hallucination"] for r in rows[kind::2]])
        y = np.array([r["labels"]["hallucination"] for r in rows[kind::2]])
        assert ece(ec.map(x, {"reworded": np.full(len(x), kind)}), y) < 0.1
    assert "platt+inputs" in capsys.readouterr().out


def test_out_of_fold_scores_each_topic_with_a_map_fitted_without_it():
    """Two topics, so two folds: topic a's rows get the map fitted on topic b alone and the other way round; the
    cross-validated Brier score is the Brier score of those predictions."""
    from detectors.calibration.maps import brier, cv_brier, out_of_fold

    x = np.array([0.1, 0.4, 0.6, 0.9, 0.2, 0.3, 0.7, 0.8])
    y = np.array([0, 0, 1, 1, 0, 1, 0, 1])
    groups = ["a"] * 4 + ["b"] * 4
    a, b = np.arange(4), np.arange(4, 8)
    oof = out_of_fold(x, y, groups, "platt")
    assert np.allclose(oof[a], fit_platt(x[b], y[b])(x[a]))
    assert np.allclose(oof[b], fit_platt(x[a], y[a])(x[b]))
    assert cv_brier(x, y, groups, "platt") == pytest.approx(brier(oof, y))
    assert out_of_fold(x, y, ["a"] * 8, "platt") is None  # one topic: nothing to hold out
    assert out_of_fold(x, y, groups, "platt+inputs") is None  # no inputs to read
