"""Source share of each response word (Voita et al. 2021; Dale et al. 2023), as stacked bars and as shading.

Pure rendering of ``SalienceMaps.source_parts``: for every response word, the shares of its
squared salience that come from the given arguments, the response so far and the rest of the
prompt (query, topic, labels); template tokens are left out. A low argument share marks a word
the model did not draw from the given arguments: a salience candidate for hallucination.
"""
from __future__ import annotations

import numpy as np
import plotly.graph_objects as go

from detectors.core.result import SalienceMaps

from .plot_text import escape

PARTS = (("given arguments", "#1f77b4"), ("response so far", "#bbbbbb"), ("rest of prompt", "#ff9f4a"))


def _parts(maps: SalienceMaps) -> np.ndarray:
    if maps.source_parts is None:
        return np.zeros((len(maps.col_words), 3))
    return np.asarray(maps.source_parts, dtype=float).reshape(len(maps.col_words), 3)


def source_share_bars(maps: SalienceMaps) -> go.Figure:
    """One stacked bar per response word: the three shares (summing to 1)."""
    parts = _parts(maps)
    words = [escape(c.word) for c in maps.col_words]
    x = list(range(len(words)))
    fig = go.Figure()
    for k, (name, color) in enumerate(PARTS):
        fig.add_bar(x=x, y=parts[:, k], name=name, marker_color=color, text=words, textposition="none",
                    hovertemplate="%{text}<br>" + name + ": %{y:.2f}<extra></extra>")
    fig.update_xaxes(tickvals=x, ticktext=words, tickangle=-60)
    fig.update_yaxes(title_text="source share", range=[0, 1])
    fig.update_layout(barmode="stack", height=320, margin={"l": 60, "r": 20, "t": 30, "b": 110}, bargap=0.15,
                      plot_bgcolor="white", legend={"orientation": "h", "y": 1.12})
    return fig


def share_color(share: float) -> str:
    """Transparent at share 1 (fully from the arguments) → orange at share 0 (nothing from them)."""
    s = 1.0 - min(max(float(share), 0.0), 1.0)
    return f"rgba(255, 127, 14, {0.6 * s:.2f})" if s > 0.02 else "transparent"


def source_share_html(response: str, maps: SalienceMaps) -> str:
    """The response with each content word shaded by 1 − its argument share (hover: all three shares)."""
    parts = _parts(maps)
    out: list[str] = []
    pos = 0
    for w, (a, r, c) in sorted(zip(maps.col_words, parts), key=lambda x: x[0].start):
        if w.start < pos:
            continue
        out.append(escape(response[pos : w.start]))
        out.append(
            f'<span class="fs-share" style="background:{share_color(a)};border-radius:3px;padding:0 1px" '
            f'title="{escape(w.word)} · from the arguments {a:.2f}, response so far {r:.2f}, rest of prompt {c:.2f}" '
            f'data-share="{a:.3f}">{escape(response[w.start : w.end])}</span>'
        )
        pos = w.end
    out.append(escape(response[pos:]))
    return '<div class="fs-response" style="line-height:1.9">' + "".join(out).replace("\n", "<br>") + "</div>"
