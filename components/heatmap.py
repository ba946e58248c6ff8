"""The salience heatmap (paper Figure 2, top): argument words (rows) × response words (columns).

Pure rendering of ``SalienceMaps``: no model, no Streamlit.
Colour: the map's normalization (``maps.normalization``), on a scale clipped at the
``CLIP_PERCENTILE``-th percentile of the shown cells, so one cell (often a copied word)
cannot wash the rest out; cells above it show the darkest colour, and hover gives the exact
normalized value and the raw gradient×input value. Rows are grouped by perspective (a
solid line and the perspective's label) and argument (a dotted line); ``show_other=True``
appends the prompt's other rows for experts (query, topic, labels, intro, response so far, and
one row for the template, BOS and braces together), below a double line, each cell the share
of the column's salience over all non-template rows. Axes are positional, so repeated words
stay separate rows/columns.
"""
from __future__ import annotations

import numpy as np
import plotly.graph_objects as go

from detectors.core.result import SalienceMaps

from .plot_text import escape, perspective_names, row_position

CLIP_PERCENTILE = 99.0
NORMALIZATION_TEXT = {
    "arguments": "share of the word's salience over the given arguments",
    "paper": "share of the word's salience over the prompt and response so far",
}
KIND_TEXT = {"query": "query", "topic": "topic", "label": "perspective label", "intro": "intro",
             "response": "response so far", "template": "template"}


def clip_max(z: np.ndarray, percentile: float = CLIP_PERCENTILE) -> float:
    """The colour scale's top: the ``percentile``-th percentile of the cells (their max if that is 0)."""
    z = np.asarray(z, dtype=float)
    if z.size == 0:
        return 1.0
    top = float(np.percentile(z, percentile))
    return top if top > 0 else (float(z.max()) if z.max() > 0 else 1.0)


def _short(text: str, n: int = 80) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def salience_heatmap(maps: SalienceMaps, level: str = "word", perspective_labels: list[str] | None = None,
                     arguments: list[list[str]] | None = None, show_other: bool = False,
                     percentile: float = CLIP_PERCENTILE) -> go.Figure:
    """``level="word"``: the word map; ``level="token"``: argument tokens × response tokens.

    ``arguments[p][a]``: the argument texts, shown on hover. ``show_other``: add the expert rows (word level).
    """
    raw = None
    rows: list[tuple[str, int, int]]  # (text, perspective, argument)
    if level == "word":
        z = np.asarray(maps.word_matrix, dtype=float)
        rows = [(r.word, *row_position(r)) for r in maps.row_words]
        cols = [c.word for c in maps.col_words]
        if maps.raw_word_matrix is not None:
            raw = np.asarray(maps.raw_word_matrix, dtype=float)
    elif level == "token":
        z = np.asarray(maps.token_matrix, dtype=float)
        rows = [(r.token, r.perspective, r.argument) for r in maps.token_rows]
        cols = list(maps.token_cols)
    else:
        raise ValueError(f"level must be 'word' or 'token', not {level!r}")
    z = z.reshape(len(rows), len(cols))
    n_persp = max([p for _, p, _ in rows], default=-1) + 1
    names = perspective_names(maps.perspective_labels, max(n_persp, len(maps.perspective_labels)), perspective_labels)
    zmax = clip_max(z, percentile)

    row_text = [escape(w.strip() or "·") for w, _, _ in rows]
    col_text = [escape(c.strip() or "·") for c in cols]
    unit = NORMALIZATION_TEXT.get(maps.normalization, maps.normalization)

    def arg_text(p: int, a: int) -> str:
        if arguments and p < len(arguments) and a < len(arguments[p]):
            return f"<br><i>{escape(_short(arguments[p][a]))}</i>"
        return ""

    hover = [
        [
            f"argument: {row_text[i]} ({escape(names[rows[i][1]])}, arg {rows[i][2] + 1}){arg_text(rows[i][1], rows[i][2])}<br>"
            f"response: {col_text[j]}<br>salience: {z[i, j]:.4f} ({unit})"
            + (f"<br>raw gradient×input: {raw[i, j]:.3g}" if raw is not None else "")
            + (" · above the colour scale" if z[i, j] > zmax else "")
            for j in range(len(cols))
        ]
        for i in range(len(rows))
    ]
    y_text = list(row_text)
    other = level == "word" and show_other and maps.other_matrix is not None and len(maps.other_rows) > 0
    if other:
        oz = np.asarray(maps.other_matrix, dtype=float).reshape(len(maps.other_rows), len(cols))
        oraw = np.asarray(maps.other_raw, dtype=float).reshape(oz.shape) if maps.other_raw is not None else None
        for k, r in enumerate(maps.other_rows):
            kind = KIND_TEXT.get(r.kind, r.kind)
            what = "share of all rows" if r.kind == "template" else "share over the prompt and response so far"
            hover.append([
                f"{escape(kind)}: {escape(r.word)}<br>response: {col_text[j]}<br>salience: {oz[k, j]:.4f} ({what})"
                + (f"<br>raw gradient×input: {oraw[k, j]:.3g}" if oraw is not None and r.kind != "template" else "")
                for j in range(len(cols))
            ])
            y_text.append(f"<i>{escape(r.word)}</i>" if r.kind != "template" else "<i>[template]</i>")
        z = np.vstack([z, oz]) if len(cols) else np.zeros((len(y_text), 0))
    fig = go.Figure(
        go.Heatmap(
            z=z, x=list(range(len(cols))), y=list(range(len(y_text))), text=hover,
            hovertemplate="%{text}<extra></extra>", colorscale="Blues", zmin=0, zmax=zmax,
            colorbar={"title": {"text": f"salience<br>(clipped at<br>p{percentile:g})"}},
        )
    )
    _separators(fig, [(p, a) for _, p, a in rows], names, len(cols))
    if other:
        n = len(rows)
        fig.add_shape(type="line", x0=-0.5, x1=len(cols) - 0.5, y0=n - 0.5, y1=n - 0.5,
                      line={"color": "black", "width": 4})
        fig.add_annotation(x=0, xref="paper", xanchor="right", xshift=-110, y=n, yanchor="top", yshift=8,
                           text="<b>other rows</b>", showarrow=False)
    fig.update_xaxes(tickvals=list(range(len(cols))), ticktext=col_text, tickangle=-60, title_text="response words" if level == "word" else "response tokens")
    fig.update_yaxes(tickvals=list(range(len(y_text))), ticktext=y_text, autorange="reversed")
    fig.update_layout(
        height=max(320, 18 * len(y_text) + 160), margin={"l": 160, "r": 20, "t": 30, "b": 120},
        plot_bgcolor="white",
    )
    return fig


def _separators(fig: go.Figure, row_groups: list[tuple[int, int]], names: list[str], n_cols: int) -> None:
    """A solid line between perspectives with each perspective's label at its first row; a dotted line between arguments."""
    for i, (p, a) in enumerate(row_groups):
        if i == 0 or p != row_groups[i - 1][0]:
            if i > 0:
                fig.add_shape(type="line", x0=-0.5, x1=n_cols - 0.5, y0=i - 0.5, y1=i - 0.5, line={"color": "black", "width": 2})
            fig.add_annotation(
                x=0, xref="paper", xanchor="right", xshift=-110, y=i, yanchor="top", yshift=8,
                text=f"<b>{escape(names[p])}</b>", showarrow=False, textangle=0,
            )
        elif a != row_groups[i - 1][1]:
            fig.add_shape(type="line", x0=-0.5, x1=n_cols - 0.5, y0=i - 0.5, y1=i - 0.5,
                          line={"color": "#888888", "width": 1, "dash": "dot"})
