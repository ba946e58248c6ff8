"""components.side_by_side: aligned columns (same sentence in every column), escaping, the marked span,
and the grouped coverage chart; detectors.compare."""
from __future__ import annotations

import re

from components.side_by_side import Column, arguments_table, coverage_figure, response_table
from detectors.compare import score_differences, split_responses
from detectors.core.example import parse_example
from detectors.core.result import DetectorResult, WordScore
from detectors.core.text import content_words, split_sentences

RESPONSE = "Supporters say <script>alert(1)</script> zoos *save* species. Critics say [cages](x) stress animals! Done."
PERSPECTIVES = [("pro <b>", ["Zoos save species."]), ("con", ["Cages stress animals.", "Money # better spent."])]


def _words(text, score):
    return [WordScore(w.text, w.start, w.end, score(i)) for i, w in enumerate(content_words(text))]


def _columns():
    rw_a = _words(RESPONSE, lambda i: 1.0 if i % 2 else 0.0)
    rw_b = _words(RESPONSE, lambda i: 0.3)
    args = [WordScore(w.text, w.start, w.end, 0.5, pi, ai) for pi, (_, a) in enumerate(PERSPECTIVES)
            for ai, t in enumerate(a) for w in content_words(t)]
    return [Column("rouge", "score", rw_a, args, [[0.9], [0.8, 0.1]]),
            Column("classifier", "calibrated", rw_b, args, [[0.95], [0.7, 0.2]], probability=True)]


def _text(cell: str) -> str:
    return re.sub(r"<[^>]+>", "", cell)


def _cells(row: str) -> list[str]:
    return re.findall(r'<td class="fs-cell".*?</td>', row, flags=re.S)


def test_every_column_holds_the_same_sentence_on_the_same_row_escaped():
    html = response_table(RESPONSE, _columns())
    rows = re.findall(r'<tr class="fs-row".*?</tr>', html, flags=re.S)
    sentences = split_sentences(RESPONSE)
    assert len(rows) == len(sentences) == 3
    import html as h

    for row, s in zip(rows, sentences):
        cells = _cells(row)
        assert len(cells) == 2
        assert {h.unescape(_text(c)) for c in cells} == {RESPONSE[s.start:s.end]}  # same text in every column
    assert "<script" not in html and "</script" not in html and "&lt;" in html  # markup is shown, never run
    args = arguments_table(PERSPECTIVES, _columns())
    assert "pro <b>" not in args and "pro &lt;b&gt;" in args
    # Markdown is not interpreted either (st.html shows HTML): the characters survive as typed
    shown = h.unescape(_text(html))
    assert "*save*" in shown and "[cages](x)" in shown and "<em>" not in html and "<a " not in html


def test_the_marked_span_is_outlined_in_every_column_and_nowhere_else():
    start = RESPONSE.index("Critics")
    end = RESPONSE.index("!") + 1
    html = response_table(RESPONSE, _columns(), mark=(start, end))
    rows = re.findall(r'<tr class="fs-row".*?</tr>', html, flags=re.S)
    assert ['data-marked="1"' in r for r in rows] == [False, True, False]
    import html as h

    for cell in _cells(rows[1]):
        marks = re.findall(r'<mark class="fs-mark".*?</mark>', cell, flags=re.S)
        assert len(marks) == 1
        assert h.unescape(_text(marks[0])) == RESPONSE[start:end]
    # a span that starts inside a word marks the whole word
    inner = response_table(RESPONSE, _columns(), mark=(start + 2, start + 9))
    mark = re.search(r'<mark class="fs-mark".*?</mark>', inner, flags=re.S).group()
    assert _text(mark).startswith("Critics")


def test_argument_mark_and_grouped_chart():
    cols = _columns()
    html = arguments_table(PERSPECTIVES, cols, mark=(1, 0))
    rows = re.findall(r'<tr class="fs-row".*?</tr>', html, flags=re.S)
    assert ['data-marked="1"' in r for r in rows] == [False, True, False]
    assert all("fs-mark" in c for c in _cells(rows[1]))
    assert "P(stated) 0.70" in rows[1] and "stated score 0.80" in rows[1]  # probability vs score, honestly named
    fig = coverage_figure(PERSPECTIVES, cols, highlight=(1, 0), stated_threshold=0.63)
    assert fig.layout.barmode == "group"
    assert [t.name for t in fig.data] == ["rouge (score)", "classifier (probability)"]
    assert list(fig.data[1].y) == [0.95, 0.7, 0.2]
    assert list(fig.data[0].x) == ["pro &lt;b&gt; #1", "con #1", "con #2"]
    assert fig.layout.xaxis.title.text and fig.layout.yaxis.title.text
    rects = [s for s in fig.layout.shapes if s.type == "rect"]
    assert len(rects) == 1 and rects[0].x0 == 0.5 and rects[0].x1 == 1.5  # the selected argument's group


def test_split_responses_and_differences():
    ex = parse_example({"query": "Q?", "perspectives": [{"label": "pro", "arguments": ["a b"]}],
                        "response": "first", "response_b": "second"})
    a, b = split_responses(ex)
    assert a.response == "first" and a.response_b is None and b.response == "second" and b.response_b is None
    assert a.content_key() == split_responses(ex.model_copy(update={"response_b": None}))[0].content_key()
    assert split_responses(a)[1] is None

    def res(h, c):
        return DetectorResult("rouge", h, c, [], [])

    rows = score_differences({"rouge": res(0.2, 0.5)}, {"rouge": res(0.7, 0.1)})
    assert [(r["error"], round(r["B − A"], 6)) for r in rows] == [("hallucination", 0.5), ("coverage", -0.4)]
