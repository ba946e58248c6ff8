"""Every detector side by side (issue 19): aligned shaded text and one grouped coverage chart.

* ``response_table``: one HTML table, a row per response sentence and a column per detector;
  every cell holds the same sentence, its words shaded by that detector (so the same words sit on
  the same line across columns). A selected span is outlined (``<mark class="fs-mark">``) in
  every column.
* ``arguments_table``: the same for the given arguments (a row per argument); a selected argument
  is outlined whole in every column.
* ``coverage_figure``: per-argument coverage from every detector as one grouped bar chart
  (grouped by argument, coloured by detector), the selected argument shaded behind its group.

Pure rendering: results in, escaped HTML / plotly figures out. All user text is escaped.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import plotly.graph_objects as go

from detectors.calibration.apply import CalibratedResult
from detectors.core.result import ClassifierLocalization, DetectorResult, RougeDetails, SalienceMaps, WordScore
from detectors.core.text import split_sentences

from .highlight import highlight_text, score_color, stretch
from .plot_text import escape, perspective_color

DETECTOR_COLORS = {"rouge": "#7f7f7f", "classifier": "#1f77b4", "salience": "#ff7f0e"}
_CELL = "vertical-align:top;padding:4px 8px;border-bottom:1px solid #eee;line-height:1.8"


@dataclass(frozen=True)
class Column:
    """One detector's shading: ``note`` says what the shade is (a score or a calibrated probability)."""

    name: str
    note: str
    response_words: Sequence[WordScore]
    argument_words: Sequence[WordScore]
    stated: Sequence[Sequence[float]]  # per argument, higher = stated (score or probability)
    probability: bool = False  # stated values are calibrated probabilities
    extra: dict = field(default_factory=dict)


def detector_column(result: DetectorResult, calibrated: CalibratedResult | None = None) -> Column:
    """A column from a detector result, read through its calibrated view where it has one (a word: 1 −
    calibrated support of its clause; an argument: calibrated P(stated)). Word scores of a detector whose
    details are salience maps are stretched to the example's range (they bunch near 1); the rest are raw."""
    name = result.detector
    if calibrated is not None and calibrated.is_probability and calibrated.argument_stated is not None:
        return Column(name, "P(unsupported) per clause, calibrated probability", calibrated.response_words(result),
                      calibrated.argument_words(result), calibrated.argument_stated, probability=True)
    stated = [[1 - v for v in row] for row in result.argument_coverage]
    if isinstance(result.details, SalienceMaps):
        return Column(name, "word score, stretched to this example's range", stretch(result.response_words),
                      stretch(result.argument_words), stated)
    note = ("1 − clause support (raw score)" if isinstance(result.details, ClassifierLocalization)
            else "1 = word not in any argument (score)" if isinstance(result.details, RougeDetails) else "word score")
    return Column(name, note, result.response_words, result.argument_words, stated)


def _header(columns: Sequence[Column], first: str) -> str:
    cells = "".join(
        f'<th style="text-align:left;padding:4px 8px;border-bottom:2px solid {DETECTOR_COLORS.get(c.name, "#333")}">'
        f'{escape(c.name)}<br><span style="font-weight:normal;font-size:0.8em;color:#666">{escape(c.note)}</span></th>'
        for c in columns
    )
    return f'<thead><tr><th style="text-align:left;padding:4px 8px;border-bottom:2px solid #333">{first}</th>{cells}</tr></thead>'


def _table(head: str, rows: list[str], cls: str) -> str:
    return (f'<table class="{cls}" style="border-collapse:collapse;width:100%;table-layout:fixed;font-size:0.95em">'
            f'{head}<tbody>{"".join(rows)}</tbody></table>')


def _shift(words: Sequence[WordScore], start: int, end: int) -> list[WordScore]:
    return [replace(w, start=w.start - start, end=w.end - start) for w in words if start <= w.start and w.end <= end]


def response_table(response: str, columns: Sequence[Column], mark: tuple[int, int] | None = None) -> str:
    """The response, a row per sentence, a column per detector; ``mark`` (response characters) outlined in every column."""
    rows = []
    for i, s in enumerate(split_sentences(response)):
        local = None
        if mark is not None and mark[0] < s.end and s.start < mark[1]:
            local = (max(mark[0], s.start) - s.start, min(mark[1], s.end) - s.start)
        text = response[s.start : s.end]
        cells = "".join(
            f'<td class="fs-cell" data-detector="{escape(c.name)}" style="{_CELL}">'
            f'{highlight_text(text, _shift(c.response_words, s.start, s.end), c.name, local)}</td>'
            for c in columns
        )
        marked = ' data-marked="1"' if local else ""
        rows.append(f'<tr class="fs-row" data-sentence="{i}"{marked}>'
                    f'<td style="{_CELL};color:#888;width:2.5em">{i + 1}</td>{cells}</tr>')
    return _table(_header(columns, "#"), rows, "fs-side-by-side fs-sbs-response")


def arguments_table(perspectives: Sequence[tuple[str, Sequence[str]]], columns: Sequence[Column],
                    mark: tuple[int, int] | None = None) -> str:
    """The given arguments, a row per argument, a column per detector (words shaded by coverage error, the
    argument's stated value as a badge); argument ``mark`` = (perspective, argument) outlined in every column."""
    rows = []
    for pi, (label, arguments) in enumerate(perspectives):
        color = perspective_color(pi)
        for ai, arg in enumerate(arguments):
            marked = mark is not None and tuple(mark) == (pi, ai)
            cells = []
            for c in columns:
                words = [w for w in c.argument_words if w.perspective == pi and w.argument == ai]
                badge = ""
                if pi < len(c.stated) and ai < len(c.stated[pi]):
                    v = c.stated[pi][ai]
                    kind = "P(stated)" if c.probability else "stated score"
                    badge = (f' <span style="font-size:0.8em;color:#555;background:{score_color(1 - v)};border:1px solid #ddd;'
                             f'border-radius:8px;padding:0 6px" title="{kind}">{kind} {v:.2f}</span>')
                body = highlight_text(arg, words, f"{c.name} coverage error", (0, len(arg)) if marked else None)
                cells.append(f'<td class="fs-cell" data-detector="{escape(c.name)}" style="{_CELL}">{body}{badge}</td>')
            flag = ' data-marked="1"' if marked else ""
            rows.append(f'<tr class="fs-row" data-argument="{pi}-{ai}"{flag}><td style="{_CELL};color:{color}">'
                        f'<b>{escape(label)}</b> #{ai + 1}</td>{"".join(cells)}</tr>')
    return _table(_header(columns, "argument"), rows, "fs-side-by-side fs-sbs-arguments")


def _argument_labels(perspectives: Sequence[tuple[str, Sequence[str]]]) -> list[str]:
    labels = [f"{escape(label)} #{ai + 1}" for label, args in perspectives for ai in range(len(args))]
    if len(set(labels)) < len(labels):  # two perspectives with one label: number them too
        labels = [f"P{pi + 1} {escape(label)} #{ai + 1}" for pi, (label, args) in enumerate(perspectives)
                  for ai in range(len(args))]
    return labels


def coverage_figure(perspectives: Sequence[tuple[str, Sequence[str]]], columns: Sequence[Column],
                    highlight: tuple[int, int] | None = None, stated_threshold: float | None = None) -> go.Figure:
    """One grouped bar chart: per argument (x), how stated each detector finds it (y), a bar per detector.

    ``stated_threshold``: the classifier's calibrated P(stated) below which an argument is flagged dropped.
    """
    x = _argument_labels(perspectives)
    texts = [escape(a) for _, args in perspectives for a in args]
    fig = go.Figure()
    for c in columns:
        y = [c.stated[pi][ai] if pi < len(c.stated) and ai < len(c.stated[pi]) else None
             for pi, (_, args) in enumerate(perspectives) for ai in range(len(args))]
        kind = "calibrated P(stated)" if c.probability else "stated score"
        fig.add_bar(x=x, y=y, name=f"{escape(c.name)} ({'probability' if c.probability else 'score'})",
                    marker_color=DETECTOR_COLORS.get(c.name), customdata=texts,
                    hovertemplate=f"%{{customdata}}<br>{escape(c.name)} {kind} %{{y:.2f}}<extra></extra>")
    if stated_threshold is not None:
        fig.add_hline(y=stated_threshold, line_dash="dot", line_color=DETECTOR_COLORS["classifier"],
                      annotation_text=f"classifier flags below P = {stated_threshold:.2f}",
                      annotation_position="top left")
    if highlight is not None:
        flat = [(pi, ai) for pi, (_, args) in enumerate(perspectives) for ai in range(len(args))]
        mark = (highlight[0], highlight[1])
        if mark in flat:
            i = flat.index(mark)
            fig.add_vrect(x0=i - 0.5, x1=i + 0.5, fillcolor="#f5b041", opacity=0.3, line_width=0, layer="below",
                          annotation_text="selected", annotation_position="top")
    fig.update_layout(
        barmode="group", height=360, margin=dict(l=10, r=10, t=40, b=10),
        legend=dict(orientation="h", y=1.15, title_text="detector"),
        xaxis=dict(title="given argument (perspective #n)"),
        yaxis=dict(range=[0, 1.05], title="argument stated: score or calibrated probability (higher = covered)"),
    )
    return fig
