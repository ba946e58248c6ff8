"""Word score bars (paper Figure 2, bottom): contribution of argument words, attribution of response words.

Pure rendering of ``SalienceMaps``: no model, no Streamlit.
Contribution αᵢ = ``maps.contribution``, attribution βⱼ = ``maps.attribution``.
"""
from __future__ import annotations

import numpy as np
import plotly.graph_objects as go

from detectors.core.result import SalienceMaps

from .plot_text import escape, perspective_color, perspective_names, row_position


def contribution_bars(maps: SalienceMaps, perspective_labels: list[str] | None = None) -> go.Figure:
    """One bar per argument word, coloured by perspective (one legend entry per perspective)."""
    values = np.asarray(maps.contribution, dtype=float)
    rows = maps.row_words
    positions = [row_position(r) for r in rows]
    n = max([p for p, _ in positions], default=-1) + 1
    names = perspective_names(maps.perspective_labels, n, perspective_labels)
    fig = go.Figure()
    for k in range(n):
        idx = [i for i, (p, _) in enumerate(positions) if p == k]
        fig.add_bar(
            x=idx, y=values[idx], name=escape(names[k]), marker_color=perspective_color(k),
            text=[f"{escape(rows[i].word)} (argument {positions[i][1] + 1})" for i in idx],
            hovertemplate="%{text}<br>contribution: %{y:.4f}<extra>" + escape(names[k]) + "</extra>",
            textposition="none",
        )
    _word_axis(fig, [r.word for r in rows], "contribution")
    return fig


def attribution_bars(maps: SalienceMaps) -> go.Figure:
    """One bar per response word."""
    values = np.asarray(maps.attribution, dtype=float)
    words = [c.word for c in maps.col_words]
    fig = go.Figure(
        go.Bar(
            x=list(range(len(words))), y=values, marker_color="#555555", text=[escape(w) for w in words],
            hovertemplate="%{text}<br>attribution: %{y:.4f}<extra></extra>", textposition="none",
        )
    )
    _word_axis(fig, words, "attribution")
    return fig


def _word_axis(fig: go.Figure, words: list[str], title: str) -> None:
    fig.update_xaxes(tickvals=list(range(len(words))), ticktext=[escape(w) for w in words], tickangle=-60)
    fig.update_yaxes(title_text=title, rangemode="tozero")
    fig.update_layout(height=320, margin={"l": 60, "r": 20, "t": 30, "b": 110}, bargap=0.15, plot_bgcolor="white")
