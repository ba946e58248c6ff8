"""AppTest: only calibrated detectors' values are called probabilities; flags and reliability notes on screen."""
import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from detectors.calibration.maps import CalibrationMap
from detectors.calibration.store import Calibration, DetectorCalibration, ErrorCalibration
from detectors.core.example import encode_example
from detectors.core.result import DOCUMENT
from detectors.rouge import ROUGE_MODEL_ID
from tests.factories import make_example, make_perspectives

ROOT = Path(__file__).resolve().parents[2]


def app() -> AppTest:
    return AppTest.from_file("../../app.py", default_timeout=180)


def rouge_only_calibration(folder: Path, threshold: float = 0.0) -> Path:
    """A calibration with maps for ROUGE only (identity-like isotonic maps); threshold 0 flags everything."""
    m = CalibrationMap("isotonic", [0.0, 1.0], [0.0, 1.0])
    Calibration({"rouge": DetectorCalibration({e: ErrorCalibration(m, threshold) for e in ("hallucination", "coverage")},
                                              ROUGE_MODEL_ID)}).save(folder)
    return folder


def texts(at, kind: str) -> list[str]:
    return [e.value for e in getattr(at, kind)]


def test_probability_only_for_the_calibrated_detector(tmp_path, monkeypatch):
    monkeypatch.setenv("FAITHSCOPE_CALIBRATION", str(rouge_only_calibration(tmp_path / "cal")))
    at = app().run()
    assert not at.exception
    probability_lines = [t for t in texts(at, "markdown") if "probability" in t.lower()]
    assert len(probability_lines) == 1 and "P(hallucination)" in probability_lines[0]  # ROUGE's card
    assert "flagged" in probability_lines[0]  # threshold 0: flagged
    done = len(at.metric) // 2  # detectors with scores on screen (gallery examples ship salience precomputed)
    assert done >= 2
    assert sum("No calibration for this detector" in t for t in texts(at, "caption")) == done - 1  # all but ROUGE
    assert all("probab" not in m.label.lower() and "score" in m.label.lower() for m in at.metric)
    # the classifier tab says its numbers are uncalibrated scores
    assert any("Uncalibrated" in t for t in texts(at, "caption"))


def test_shipped_calibration_calls_rouge_and_classifier_values_probabilities(monkeypatch):
    if not (ROOT / "detectors" / "calibration" / "shipped" / "calibration.json").is_file():
        pytest.skip("no shipped calibration")
    monkeypatch.delenv("FAITHSCOPE_CALIBRATION", raising=False)
    at = app().run()
    assert not at.exception
    probability_lines = [t for t in texts(at, "markdown") if t.startswith("Calibrated probability")]
    assert len(probability_lines) == 2  # ROUGE and classifier; salience (never calibrated) has none
    assert any("Near chance" in t or "Too few examples" in t for t in texts(at, "caption"))  # salience's muted line
    assert any("Test AUC" in t for t in texts(at, "caption"))  # the reliability line from reliability.json
    assert len(at.dataframe) >= 2  # flagged arguments and clauses of the classifier tab


def test_a_bad_calibration_folder_is_reported_and_scores_stay_scores(tmp_path, monkeypatch):
    monkeypatch.setenv("FAITHSCOPE_CALIBRATION", str(tmp_path / "missing"))
    at = app().run()
    assert not at.exception
    assert any("Calibration not used" in e.value for e in at.error)
    assert not [t for t in texts(at, "markdown") if t.startswith("Calibrated probability")]


def test_dataset_page_flags_filter_and_reliability(tmp_path, monkeypatch):
    monkeypatch.setenv("FAITHSCOPE_CALIBRATION", str(rouge_only_calibration(tmp_path / "cal", threshold=0.5)))
    at = AppTest.from_file(str(ROOT / "pages" / "dataset.py"), default_timeout=180).run()
    at.button(key="ds_score").click().run()
    assert not at.exception
    table = at.dataframe[0].value
    assert "rouge · P(hallucination)" in table.columns and "flagged" in table.columns
    n_all = len(table)
    at.selectbox(key="ds_flag").set_value("flagged by any detector").run()
    flagged = at.dataframe[0].value
    assert 0 < len(flagged) < n_all and flagged["flagged"].str.startswith("⚑").all()
    charts = [json.loads(c.proto.spec) for c in at.get("plotly_chart")]
    titles = [((c.get("layout") or {}).get("title") or {}).get("text", "") for c in charts]
    assert any("predicted vs observed" in t for t in titles)


def test_a_typed_calibration_folder_must_lie_under_the_models_directory(tmp_path, monkeypatch):
    allowed = tmp_path / "models"
    rouge_only_calibration(allowed / "mine")
    rouge_only_calibration(tmp_path / "outside")
    monkeypatch.setenv("FAITHSCOPE_MODELS_DIR", str(allowed))
    at = app().run()
    at.sidebar.text_input(key="calibration_dir").set_value(str(tmp_path / "outside")).run()
    assert not at.exception
    assert any("Calibration folder refused" in e.value for e in at.error)
    assert not [t for t in texts(at, "markdown") if t.startswith("Calibrated probability")]
    at.sidebar.text_input(key="calibration_dir").set_value("mine").run()  # relative: inside the models directory
    assert not [e for e in at.error if "Calibration" in e.value]
    assert [t for t in texts(at, "markdown") if t.startswith("Calibrated probability")]


def test_about_table_reads_the_reliability_file_and_marks_what_not_to_trust():
    """One row per detector × slice × error type from reliability.json; salience's rows come from a 24-example
    test sample and are marked, never presented as evidence."""
    at = AppTest.from_file(str(ROOT / "pages" / "about.py"), default_timeout=120).run()
    assert not at.exception
    df = at.dataframe[0].value
    assert set(df.detector) == {"rouge", "classifier", "salience"}
    sal = df[df.detector == "salience"]
    assert len(sal) == 6 and all("too few examples to tell from chance" in n for n in sal.note)
    assert all("[" in a for a in sal.AUC)  # with its bootstrap interval
    clf = df[(df.detector == "classifier") & (df.responses == "paraphrased")]
    assert set(clf.note) == {""} and len(clf) == 2  # measured on the whole test split: shown plainly


def test_a_document_gets_a_probability_of_hallucination_and_a_coverage_score(monkeypatch):
    shipped = Calibration.from_dict(json.loads((ROOT / "detectors" / "calibration" / "shipped" / "calibration.json")
                                               .read_text(encoding="utf-8")))
    if shipped.get("classifier", DOCUMENT) is None:
        pytest.skip("no document maps shipped")
    monkeypatch.delenv("FAITHSCOPE_CALIBRATION", raising=False)
    source = " ".join(f"Paragraph {i}: the council met on Tuesday and discussed the budget for the new library, "
                      "which opens in May after two years of building work." for i in range(12))  # > 150 words
    example = make_example(query="Summarize the source.", perspectives=make_perspectives([source]),
                           response="The new library opens in May. It cost ten million pounds.")
    at = app()
    at.query_params["ex"] = encode_example(example)
    at.run()
    assert not at.exception
    cards = [t for t in texts(at, "markdown") if t.startswith("Calibrated probability")]
    assert len(cards) == 2  # ROUGE's and the classifier's, each through its document map
    for card in cards:
        assert "P(hallucination)" in card and "P(coverage error)" not in card
        assert "Coverage error" in card and "no probability" in card
    assert any("documents with their summaries or claims" in t for t in texts(at, "caption"))  # the document figures
    assert any("are raw scores, not probabilities" in t for t in texts(at, "caption"))  # the classifier tab says which is which
