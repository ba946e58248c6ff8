"""Issue 23's defect: the shipped calibration must never be read on another classifier's scores,
on the Dataset page (with "Word scores" off, i.e. results without details) or in the CLI."""
import json
from pathlib import Path

from streamlit.testing.v1 import AppTest

from detectors.cli import main
from tests.models.tiny_bert import tiny_bert

PAGE = Path(__file__).resolve().parents[2] / "pages" / "dataset.py"


def tiny_classifier(folder: Path) -> Path:
    return tiny_bert(folder, {0: "not", 1: "entailment"})


def test_dataset_page_refuses_the_shipped_calibration_for_a_custom_classifier(tmp_path, monkeypatch):
    monkeypatch.setenv("FAITHSCOPE_MODELS_DIR", str(tmp_path))
    folder = tiny_classifier(tmp_path / "my-classifier")
    at = AppTest.from_file(str(PAGE), default_timeout=300)
    at.run()
    at.multiselect(key="ds_detectors").set_value(["classifier"]).run()
    at.checkbox(key="ds_details").uncheck().run()
    at.text_input(key="ds_opt_classifier_model_path").input(str(folder)).run()
    at.button(key="ds_score").click().run()
    assert not at.exception, at.exception
    warnings = " ".join(w.value for w in at.warning)
    assert "Classifier: calibration not applied" in warnings and "fitted on classifier:" in warnings
    table = at.dataframe[0].value
    table = table.data if hasattr(table, "data") else table
    assert not any(c.startswith("classifier · P(") for c in table.columns)
    assert not table["flagged"].str.contains("classifier").any()


def test_cli_scores_a_custom_classifier_without_the_shipped_calibration(tmp_path, capsys):
    folder = tiny_classifier(tmp_path / "my-classifier")
    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    inp.write_text(json.dumps({"id": "x", "query": "Q?", "response": "Apples are healthy and cheap.",
                               "perspectives": [{"label": "pro", "arguments": ["Apples are healthy."]}]}) + "\n")
    assert main(["score", str(inp), "-o", str(out), "-q", "--detectors", "rouge,classifier", "--classifier", str(folder)]) == 0
    scores = json.loads(out.read_text())["scores"]
    assert "calibrated" in scores["rouge"]  # the shipped ROUGE calibration still applies to ROUGE
    assert "calibrated" not in scores["classifier"] and "flagged" not in scores["classifier"]
    assert "fitted on classifier:" in scores["classifier"]["calibration_refused"]
    assert "classifier: calibration not applied" in capsys.readouterr().err
