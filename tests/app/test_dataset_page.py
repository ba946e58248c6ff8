import json
from pathlib import Path

from streamlit.testing.v1 import AppTest

from components.tables import filter_frame, inspect_link, page_of, results_frame
from detectors.core.csv_input import CsvMapping, csv_examples, read_csv
from detectors.core.example import decode_example
from detectors.rouge import RougeDetector

PAGE = Path(__file__).resolve().parents[2] / "pages" / "dataset.py"


def run_page():
    at = AppTest.from_file(str(PAGE), default_timeout=120)
    at.run()
    assert not at.exception, at.exception
    return at


def test_sample_set_scores_once_and_shows_table_auc_and_exports(monkeypatch):
    calls = []
    original = RougeDetector.run
    monkeypatch.setattr(RougeDetector, "run", lambda self, ex, progress=None: calls.append(ex.key()) or original(self, ex, progress))
    at = run_page()
    assert "42" in at.markdown[0].value  # 42 valid examples
    at.button(key="ds_score").click().run()
    assert not at.exception, at.exception
    assert len(calls) == 42
    table = at.dataframe[0].value
    table = table.data if hasattr(table, "data") else table  # a Styler
    assert len(table) == 42 and table["rouge · hallucination"].between(0, 1).all()  # one page of 50 holds all
    auc = at.dataframe[1].value
    row = auc[(auc["slice"] == "all") & (auc["level"] == "example")].iloc[0]
    assert row["hallucination · rouge"].startswith("0.") and "[" in row["hallucination · rouge"]
    assert len(at.get("plotly_chart")) >= 1
    # reruns (any widget change) never re-score
    at.selectbox(key="ds_label").set_value("coverage").run()
    assert len(calls) == 42
    filtered = at.dataframe[0].value
    filtered = filtered.data if hasattr(filtered, "data") else filtered
    assert len(filtered) == 14 and (filtered["label coverage"] == 1).all()
    assert {d.proto.label for d in at.get("download_button")} == {"Export CSV", "Export JSONL", "Download report (HTML)"}
    # slicing by a meta field adds slices to the AUC table
    at.selectbox(key="ds_by").set_value("paraphrased").run()
    assert {"all", "true", "false"} <= set(at.dataframe[1].value["slice"])


def test_rows_link_to_the_inspect_page_with_the_example():
    row = json.loads(open("examples/sample_set.jsonl").readline())
    link = inspect_link({**row, "scores": {"rouge": {"hallucination": 0.1, "coverage": 0.2}}})
    assert link.startswith("./?ex=")
    ex = decode_example(link.split("ex=", 1)[1])
    assert ex.id == row["id"] and ex.response == row["response"]


def test_table_flags_disagreements_filters_and_pages():
    base = json.loads(open("examples/sample_set.jsonl").readline())
    rows = [{**base, "id": f"r{i}", "scores": {"rouge": {"hallucination": 0.9, "coverage": 0.1},
                                               "salience": {"hallucination": 0.2 if i % 2 else 0.8, "coverage": 0.1}}}
            for i in range(7)]
    df = results_frame(rows, ["rouge", "salience"])
    assert list(df["disagreement"]) == ["", "hallucination"] * 3 + [""]
    assert len(filter_frame(df, disagreeing_only=True)) == 3
    assert len(filter_frame(df, text="R3")) == 1
    assert list(page_of(df, 2, 3)["id"]) == ["r3", "r4", "r5"]
    assert list(page_of(df, 9, 3)["id"]) == ["r6"]


def test_csv_mapping_with_arguments_one_per_line():
    csv = (b"id,question,answer,pro,con,h\n"
           b'a1,Is tea good?,Tea is healthy but stains teeth.,"Tea is healthy\nTea is cheap",Tea stains teeth,1\n'
           b"a2,Is tea good?,,Tea is healthy,,\n")
    df = read_csv(csv)
    report = csv_examples(df, CsvMapping(query="question", response="answer", perspectives=["pro", "con"], id="id",
                                         hallucination="h"))
    (line, ex), = report.examples
    assert ex.id == "a1" and ex.perspectives[0].arguments == ["Tea is healthy", "Tea is cheap"]
    assert ex.perspectives[1].label == "con" and ex.labels.hallucination == 1 and ex.labels.coverage is None
    assert report.errors[0].line == 2 and "response" in report.errors[0].reason
