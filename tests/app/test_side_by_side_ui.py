"""AppTest: the side-by-side view outlines a selected finding's span in every detector column, and the
optional response B is scored, compared (B − A) and gets its own findings. Real ROUGE and classifier."""
from __future__ import annotations

import html
import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

from detectors.core.example import decode_example

ROOT = Path(__file__).resolve().parents[2]
INVENTED = " Critics also claim that most zoo animals are secretly sold to circuses every winter."


def _app() -> AppTest:
    return AppTest.from_file(str(ROOT / "pages" / "inspect.py"), default_timeout=240).run()


def _load(at: AppTest, gallery_id: str) -> AppTest:
    next(b for b in at.sidebar.button if b.key == f"gallery_{gallery_id}").click()
    return at.run()


def _html(at: AppTest, cls: str) -> str:
    bodies = [e.proto.body for e in at.get("html") if cls in e.proto.body]
    assert len(bodies) == 1, f"{len(bodies)} blocks with {cls}"
    return bodies[0]


def _rows(table: str) -> list[str]:
    return re.findall(r'<tr class="fs-row".*?</tr>', table, flags=re.S)


def test_selecting_a_finding_marks_its_span_in_every_column():
    at = _load(_app(), "uniforms-perspective-confusion")
    assert not at.exception
    radio = next(r for r in at.radio if r.key and r.key.startswith("sbs_finding_"))
    assert "fs-mark" not in _html(at, "fs-sbs-response")  # nothing selected yet
    at = radio.set_value(0).run()
    assert not at.exception
    response = at.session_state["f_response"]
    table = _html(at, "fs-sbs-response")
    header = re.search(r"<thead>.*?</thead>", table, flags=re.S).group()
    n_columns = header.count('<th style') - 1  # minus the sentence number
    assert n_columns >= 2  # ROUGE and the classifier at least
    marked = [r for r in _rows(table) if 'data-marked="1"' in r]
    assert len(marked) == 1
    cells = re.findall(r'<td class="fs-cell".*?</td>', marked[0], flags=re.S)
    assert len(cells) == n_columns
    marks = [html.unescape(re.sub(r"<[^>]+>", "", re.search(r'<mark class="fs-mark".*?</mark>', c, flags=re.S).group()))
             for c in cells]
    assert len(set(marks)) == 1  # the same words outlined in every column …
    assert marks[0].strip() and marks[0].strip() in response  # … and they are response text (the finding's span)
    assert "Opponents counter" in marks[0] or "Supporters argue" in marks[0]
    # a wrong-side finding names its argument too: outlined in the arguments table and shaded in the chart
    args = _html(at, "fs-sbs-arguments")
    assert sum('data-marked="1"' in r for r in _rows(args)) == 1
    assert at.get("plotly_chart")  # the grouped chart is drawn


def test_response_b_is_scored_compared_and_gets_findings():
    at = _load(_app(), "zoos-error-free")
    assert not at.exception
    assert not any(s.value == "Compare: response B" for s in at.subheader)  # no B, no section
    at.text_area(key="f_response_b").set_value(at.session_state["f_response"] + INVENTED)
    at = at.run()
    assert not at.exception
    assert any(s.value == "Compare: response B" for s in at.subheader)
    diff = next(d.value for d in at.dataframe if "B − A" in d.value.columns)
    assert set(diff["detector"]) == {"rouge", "classifier"}
    clf_h = diff[(diff["detector"] == "classifier") & (diff["error"] == "hallucination")].iloc[0]
    assert clf_h["B"] > clf_h["A"] and abs(clf_h["B − A"] - (clf_h["B"] - clf_h["A"])) < 1e-9
    assert clf_h["P(B)"] > clf_h["P(A)"]  # calibrated probabilities too
    b_findings = [m.value for m in at.markdown if m.value.startswith("- ")]
    assert any(v.startswith("- unsupported") and "secretly" in v for v in b_findings), b_findings
    assert len(b_findings) == 1  # A (the correct response) has none
    # B travels in the shareable URL
    assert decode_example(at.session_state["synced_token"]).response_b.endswith(INVENTED.strip())
