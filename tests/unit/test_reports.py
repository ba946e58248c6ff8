"""The case file and the dataset report (issue 26): content, escaping, offline assets, and the AUC table
equal to `evaluate`'s. Rendered from fixtures (no model)."""
from __future__ import annotations

import base64
import gzip
import json
import re
from html.parser import HTMLParser

import pytest
from plotly.offline import get_plotlyjs

from detectors.calibration import load_calibration
from detectors.calibration.apply import calibrate_all
from detectors.calibration.store import shipped_reliability
from detectors.cli import main
from detectors.core.example import load_examples
from detectors.core.result import DetectorResult
from detectors.core.scored import example_of
from detectors.rouge import RougeDetector
from detectors.run.engines import score_example
from reports.case import case_file, case_from_results, case_from_row
from reports.dataset import Call, closest_calls, most_confident_errors, report_context, report_html
from tests.share_fixtures import ROOT, altered_finding, classifier_row, gallery_salience, payload_example

CALIBRATION = load_calibration()


class Tags(HTMLParser):
    """Every start tag with its attributes, and the text of each <td> of tables with a given class."""

    def __init__(self, table_class: str = "") -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []
        self.table_class, self.depth, self.cells, self.in_td = table_class, 0, [], False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        self.tags.append((tag, a))
        if tag == "table" and self.table_class and self.table_class in (a.get("class") or "").split():
            self.depth = 1
        elif tag == "td" and self.depth:
            self.in_td = True
            self.cells.append("")

    def handle_endtag(self, tag):
        if tag == "table" and self.depth:
            self.depth = 0
        if tag == "td":
            self.in_td = False

    def handle_data(self, data):
        if self.in_td:
            self.cells[-1] += data


def parse(html: str, table_class: str = "") -> Tags:
    p = Tags(table_class)
    p.feed(html)
    return p


def assert_inert(html: str) -> None:
    """No payload became markup: every <script> is ours (plotly, the draw script, figure JSON), no event
    handler attribute, no javascript: link, no <style> but the head's, no <img>/<svg> outside plotly."""
    tags = parse(html).tags
    scripts = [a for t, a in tags if t == "script"]
    assert all(a.get("type") == "application/json" and a.get("class") == "fs-spec" for a in scripts[:-2])
    assert scripts[-2]["id"] == "fs-plotly" and scripts[-1] == {}  # packed plotly.js and the draw script
    assert sum(t == "style" for t, _ in tags) == 1
    assert not [t for t, _ in tags if t in ("img", "svg", "iframe", "object", "link")]
    assert not [(t, k) for t, a in tags for k in a if k.startswith("on")]
    assert not [a for t, a in tags if t == "a" and not str(a.get("href", "")).startswith(("http://", "https://"))]
    for spec in re.findall(r'<script type="application/json" class="fs-spec">(.*?)</script>', html, re.S):
        json.loads(spec)  # the figure JSON stayed whole: no payload closed the script early


def plotly_blobs(html: str) -> list[str]:
    packed = re.findall(r'<script type="application/octet-stream" id="fs-plotly" data-encoding="gzip\+base64">(.*?)</script>',
                        html, re.S)
    return [gzip.decompress(base64.b64decode(p)).decode("utf-8") for p in packed]


@pytest.fixture(scope="module")
def classifier_case_html() -> str:
    row = classifier_row("zoos-altered")
    ex = example_of(row)
    results = {n: DetectorResult.from_dict(n, d) for n, d in row["scores"].items()}
    findings = [altered_finding(ex)]
    return case_file(case_from_results(ex, results, CALIBRATION, findings, selected=0,
                                       link="http://localhost:8501/?ex=abc", reliability=shipped_reliability(),
                                       settings={"classifier": {"threads": 2}}))


def test_case_file_holds_input_scores_findings_settings_and_link(classifier_case_html):
    html = classifier_case_html
    assert plotly_blobs(html) == [get_plotlyjs()]  # plotly.js inlined once: no network needed
    assert "Zoos run breeding programmes that save endangered species from extinction." in html
    assert "altered · score 0.97 · “Supporters argue that zoo breeding" in html and "Suggested edit: Restore the clause to what its argument says" in html
    assert '<div class="fs-finding fs-selected"' in html
    assert html.count('data-marked="1"') >= 2  # the selected finding outlined in the side-by-side tables
    # the calibrated line of each calibrated detector, its threshold, and the reliability (test AUC) line
    # every detector's calibration line: its probabilities and thresholds where the calibration applies (ROUGE's
    # always; the classifier's while the fixture was scored by the shipped weights), else why not
    row = classifier_row("zoos-altered")
    views = calibrate_all({n: DetectorResult.from_dict(n, d) for n, d in row["scores"].items()}, CALIBRATION)
    calibrated = [n for n, v in views.items() if v is not None and v.is_probability]
    assert "rouge" in calibrated and html.count("Calibrated probability:") == len(calibrated)
    for name in calibrated:
        assert f"(threshold {CALIBRATION.get(name).errors['hallucination'].threshold:.2f})" in html
    assert html.count("Calibration not applied: ") == len(views) - len(calibrated)
    assert "Test AUC" in html and "<td>shipped with Faithscope</td>" in html
    assert "threads = 2" in html and row["scores"]["classifier"]["model_id"] in html
    assert 'href="http://localhost:8501/?ex=abc"' in html
    names = [a["data-figure"] for t, a in parse(html).tags if t == "figure"]
    assert names == ["comparison", "coverage", "classifier-bars"]
    assert_inert(html)


def test_case_file_with_salience_draws_the_heatmap_and_bars():
    ex, sal = gallery_salience()
    rouge = RougeDetector().run(ex)
    html = case_file(case_from_results(ex, {"rouge": rouge, "salience": sal}, CALIBRATION, [], shade_by="salience",
                                       relative=True))
    names = [a["data-figure"] for t, a in parse(html).tags if t == "figure"]
    assert names == ["comparison", "coverage", "salience-heatmap", "source-share", "contribution", "attribution"]
    assert "Words shaded by salience (relative shading)" in html
    assert "Findings need the classifier&#39;s result." in html
    assert len(html.encode()) <= 5_000_000


def test_every_payload_stays_text_in_the_case_file():
    ex = payload_example()
    rouge = RougeDetector().run(ex)
    html = case_file(case_from_results(ex, {"rouge": rouge}, CALIBRATION, [], link="http://localhost:8501/?ex=x"))
    assert_inert(html)
    assert "&lt;script&gt;alert(&#39;s1&#39;)&lt;/script&gt;" in html  # shown as typed, escaped once
    assert "{{ 7*7 }}" in html.replace("&#39;", "'")  # not evaluated by Jinja2
    assert "<script>alert" not in html and "<style>body" not in html


def test_review_labels_and_notes_are_shown_escaped():
    ex = payload_example()
    html = case_file(case_from_results(ex, {"rouge": RougeDetector().run(ex)}, None, []))
    assert_inert(html)
    rows = parse(html, "fs-review").cells
    assert rows[0] == "ann <script>alert('s1')</script>" and rows[1] == "hallucination = 1"
    assert rows[2].startswith("#0 change → \" onmouseover=") and rows[4].startswith("note <script>alert('s1')")
    assert "Settled: coverage = 0." in html and "Disputed: &lt;/script&gt;&lt;script&gt;alert" in html


def test_response_b_is_compared_in_the_case_file():
    from detectors.compare import score_differences, split_responses
    from reports.case import Comparison

    full = example_of({**hand_row(0, 0.0, None), "response_b": "apples are healthy and cheap"})
    a, b = split_responses(full)
    ra, rb = RougeDetector().run(a), RougeDetector().run(b)
    rows = score_differences({"rouge": ra}, {"rouge": rb})
    html = case_file(case_from_results(full, {"rouge": ra}, None, [], compare=Comparison(b, {"rouge": rb}, [], rows)))
    assert "Compare: response B" in html and "words shaded by rouge" in html
    # B's stems appl, healthi, cheap against the argument's appl, healthi: hallucination 1 − 2/3 (A: 0)
    assert parse(html, "fs-differences").cells[:5] == ["rouge", "hallucination", "0.00", "0.33", "+0.33"]


def test_a_link_that_is_not_http_is_dropped():
    ex = payload_example()
    html = case_file(case_from_results(ex, {"rouge": RougeDetector().run(ex)}, None, [], link="javascript:alert(1)"))
    assert "Reopen this view" not in html and 'href="javascript' not in html


@pytest.fixture(scope="module")
def sample_rows() -> list[dict]:
    examples = [ex for _, ex in load_examples(ROOT / "examples" / "sample_set.jsonl").examples]
    return [score_example(ex, [RougeDetector()], details=True, calibration=CALIBRATION) for ex in examples]


def test_report_auc_table_equals_evaluate(sample_rows, tmp_path, capsys):
    scored = tmp_path / "scored.jsonl"
    scored.write_text("".join(json.dumps(r) + "\n" for r in sample_rows), encoding="utf-8")
    out, js = tmp_path / "report.html", tmp_path / "eval.json"
    assert main(["evaluate", str(scored), "--by", "meta.paraphrased", "--json", str(js)]) == 0
    assert main(["report", str(scored), "-o", str(out), "--by", "meta.paraphrased", "--examples", "2"]) == 0
    capsys.readouterr()
    expected = []
    for r in json.loads(js.read_text())["results"]:
        if r["error_type"] == "hallucination":  # the table's column order: hallucination · rouge, coverage · rouge
            pair = [x for x in json.loads(js.read_text())["results"]
                    if (x["slice"], x["level"]) == (r["slice"], r["level"])]
            expected.append([r["slice"], r["level"]]
                            + [f"{x['auc']:.3f} [{x['ci'][0]:.3f}, {x['ci'][1]:.3f}]" for x in pair]
                            + [f"{x['n_pos']}/{x['n_neg']}" for x in pair])
    cells = parse(out.read_text(encoding="utf-8"), "fs-auc").cells
    width = len(expected[0])
    assert [cells[i:i + width] for i in range(0, len(cells), width)] == expected
    assert [e[:2] for e in expected] == [["all", "example"], ["all", "word"], ["false", "example"], ["false", "word"],
                                         ["true", "example"], ["true", "word"]]


def hand_row(i: int, h: float, labels: dict | None) -> dict:
    row = {"id": f"r{i}", "query": "Q?", "perspectives": [{"label": "pro", "arguments": ["apples are healthy"]}],
           "response": "apples are healthy", "scores": {"rouge": {"hallucination": h, "coverage": 0.0}}}
    if labels is not None:
        row["labels"] = labels
    return row


HAND = [(0.9, 1), (0.4, 1), (0.5, 0), (0.1, 0)]  # hallucination score, label (0 = error-free)


def test_report_auc_by_hand_and_the_ranked_calls():
    rows = [hand_row(i, h, {"hallucination": y, "coverage": 0}) for i, (h, y) in enumerate(HAND)]
    ctx = report_context(rows, examples=2, calibration=None, n_boot=50)
    cell = ctx["auc_rows"][0]["hallucination · rouge"]
    # positives 0.9, 0.4 against negatives 0.5, 0.1: 0.9 beats both, 0.4 beats 0.1 only → 3 of 4 pairs
    assert cell.startswith("0.750 [")
    # raw scores at the findings' 0.5 threshold: wrong are r1 (0.4 < 0.5, has the error: margin 0.1) and
    # r2 (0.5 ≥ 0.5, error-free: margin 0.0), and every coverage call of r0/r1 (0.0 < 0.5 but labelled 0 → right)
    assert [(s["call"].row, s["call"].error_type) for s in ctx["confident_errors"]] == [(1, "hallucination"),
                                                                                      (2, "hallucination")]
    # closest: r2 (margin 0), then r1 (0.1); one call per row
    assert [s["call"].row for s in ctx["closest"]] == [2, 1]


def test_ranking_keeps_one_call_per_row():
    calls = [Call(0, "a", "hallucination", 0.9, 0.5, 0, True), Call(0, "a", "coverage", 0.8, 0.5, 0, True),
             Call(1, "a", "hallucination", 0.55, 0.5, 0, True), Call(2, "a", "coverage", 0.2, 0.5, 1, True)]
    assert [(c.row, c.error_type) for c in most_confident_errors(calls, 5)] == [(0, "hallucination"), (2, "coverage"),
                                                                               (1, "hallucination")]
    assert [c.row for c in closest_calls(calls, 2)] == [1, 2]


def test_report_without_labels_says_what_it_leaves_out():
    rows = [hand_row(i, h, None) for i, (h, _) in enumerate(HAND)]
    html = report_html(rows, examples=1, calibration=None)
    assert "Left out: the file has no labels" in html and 'class="fs-table fs-auc"' not in html
    assert "Left out: the file has no labels, so no call can be called an error." in html
    assert "Left out: the file holds one detector" in html
    assert html.count('data-rank="closest"') == 1 and 'data-rank="confident-error"' not in html
    assert plotly_blobs(html) == [get_plotlyjs()]


def test_report_case_sections_escape_payloads():
    ex = payload_example()
    row = {**ex.to_json_dict(), "scores": {"rouge": RougeDetector().run(ex).to_dict()}}
    html = report_html([row, hand_row(1, 0.2, {"hallucination": 0, "coverage": 0})], examples=2, calibration=None,
                       n_boot=20)
    assert 'data-rank="confident-error"' in html
    assert_inert(html)


def test_case_from_a_scored_row_keeps_its_flagged_findings():
    row = classifier_row("zoos-altered")
    finding = altered_finding(example_of(row))
    below = {**finding.to_dict(), "type": "omission", "evidence": {"flagged": False}}
    row["findings"] = [finding.to_dict(), below]
    case = case_from_row(row, CALIBRATION)
    assert [f.type for f in case.findings] == ["altered"]
    assert case.findings[0].edit.apply(case.example.response).startswith(
        "Supporters argue that zoo breeding programmes save endangered species from extinction, and that")


def test_report_command_usage_errors(tmp_path, capsys):
    scored = tmp_path / "s.jsonl"
    scored.write_text(json.dumps(hand_row(0, 0.5, None)) + "\n{broken\n", encoding="utf-8")
    out = tmp_path / "r.html"
    assert main(["report", str(tmp_path / "missing.jsonl"), "-o", str(out)]) == 2
    assert main(["report", str(scored), "-o", str(out), "--examples", "-1"]) == 2
    assert main(["report", str(scored), "-o", str(out), "--app-url", "javascript:alert(1)//"]) == 2
    assert not out.exists()
    assert main(["report", str(scored), "-o", str(out), "--examples", "0"]) == 3  # written; a bad line reported
    err = capsys.readouterr().err
    assert "line 2: unreadable JSON" in err and f"wrote {out}" in err
    assert "None asked for (--examples 0)." in out.read_text(encoding="utf-8")


def test_layered_commands_skip_a_package_that_is_not_installed(tmp_path, monkeypatch):
    import argparse

    from detectors.cli import add_layered_commands

    sub = argparse.ArgumentParser().add_subparsers()
    add_layered_commands(sub, ("no_such_package.commands",))  # an installed detectors without reports
    assert sub.choices == {}
    (tmp_path / "layered_probe.py").write_text("import no_such_dependency_of_the_probe\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ModuleNotFoundError):  # a dependency missing inside the module is not hidden
        add_layered_commands(sub, ("layered_probe",))


def test_a_document_case_shows_a_probability_of_hallucination_and_its_coverage_as_a_score():
    from detectors.core.domain import DOCUMENT
    from detectors.core.example import Example, Perspective
    from reports.dataset import calls

    if CALIBRATION.get("rouge", DOCUMENT) is None:
        pytest.skip("no document maps shipped")
    source = " ".join(f"Paragraph {i}: the council met on Tuesday and discussed the budget for the new library, "
                      "which opens in May after two years of building work." for i in range(12))
    ex = Example(query="Summarize the source.", perspectives=[Perspective(label="source", arguments=[source])],
                 response="The new library opens in May. It cost ten million pounds.")
    rouge = RougeDetector().run(ex)
    assert rouge.calibration_domain == DOCUMENT
    html = case_file(case_from_results(ex, {"rouge": rouge}, CALIBRATION, [], reliability=shipped_reliability()))
    calibrated = re.search(r'<div class="fs-calibrated">(.*?)</div>', html, re.S).group(1)
    assert "P(hallucination)" in calibrated and "P(coverage error)" not in calibrated
    assert "Coverage error: the score above only, no probability" in html
    assert "held-out documents" in html  # judged by the document figures, not the argument lists'
    row = {**json.loads(ex.model_dump_json()), "labels": {"hallucination": 1}, "scores": {"rouge": rouge.to_dict()}}
    assert [c.error_type for c in calls([row], CALIBRATION)] == ["hallucination"]  # no raw call among calibrated ones
