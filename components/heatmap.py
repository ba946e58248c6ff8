"""The salience heatmap (paper Figure 2, top): argument words (rows) × response words (columns).

Pure rendering of ``SalienceMaps``: no model, no Streamlit.
Rows are grouped by perspective, with a line between groups and the
perspective's label beside its rows. Axes are positional, so repeated words
stay separate rows/columns; hover shows both words and the value.
"""
from __future__ import annotations

import numpy as np
import plotly.graph_objects as go

from detectors.core.result import SalienceMaps

from .plot_text import escape, perspective_names


def salience_heatmap(maps: SalienceMaps, level: str = "word", perspective_labels: list[str] | None = None) -> go.Figure:
    """``level="word"``: the word map; ``level="token"``: argument tokens × response tokens."""
    if level == "word":
        z = np.asarray(maps.word_matrix, dtype=float)
        rows = [(r.word, r.perspective, r.argument or 0) for r in maps.row_words]
        cols = [c.word for c in maps.col_words]
    elif level == "token":
        z = np.asarray(maps.token_matrix, dtype=float)
        rows = [(r.token, r.perspective, r.argument) for r in maps.token_rows]
        cols = list(maps.token_cols)
    else:
        raise ValueError(f"level must be 'word' or 'token', not {level!r}")
    z = z.reshape(len(rows), len(cols))
    n_persp = max([p for _, p, _ in rows], default=-1) + 1
    names = perspective_names(maps.perspective_labels, max(n_persp, len(maps.perspective_labels)), perspective_labels)

    row_text = [escape(w.strip() or "·") for w, _, _ in rows]
    col_text = [escape(c.strip() or "·") for c in cols]
    hover = [
        [
            f"argument: {row_text[i]} ({escape(names[rows[i][1]])}, arg {rows[i][2] + 1})<br>"
            f"response: {col_text[j]}<br>salience: {z[i, j]:.4f}"
            for j in range(len(cols))
        ]
        for i in range(len(rows))
    ]
    fig = go.Figure(
        go.Heatmap(
            z=z, x=list(range(len(cols))), y=list(range(len(rows))), text=hover,
            hovertemplate="%{text}<extra></extra>", colorscale="Blues", zmin=0,
            colorbar={"title": {"text": "salience"}},
        )
    )
    _perspective_separators(fig, [p for _, p, _ in rows], names, len(cols))
    fig.update_xaxes(tickvals=list(range(len(cols))), ticktext=col_text, tickangle=-60, title_text="response words" if level == "word" else "response tokens")
    fig.update_yaxes(tickvals=list(range(len(rows))), ticktext=row_text, autorange="reversed")
    fig.update_layout(
        height=max(320, 18 * len(rows) + 160), margin={"l": 160, "r": 20, "t": 30, "b": 120},
        plot_bgcolor="white",
    )
    return fig


def _perspective_separators(fig: go.Figure, row_persp: list[int], names: list[str], n_cols: int) -> None:
    """A horizontal line between perspective groups and each group's label at its first row."""
    for i, p in enumerate(row_persp):
        if i == 0 or p != row_persp[i - 1]:
            if i > 0:
                fig.add_shape(type="line", x0=-0.5, x1=n_cols - 0.5, y0=i - 0.5, y1=i - 0.5, line={"color": "black", "width": 2})
            fig.add_annotation(
                x=0, xref="paper", xanchor="right", xshift=-110, y=i, yanchor="top", yshift=8,
                text=f"<b>{escape(names[p])}</b>", showarrow=False, textangle=0,
            )
