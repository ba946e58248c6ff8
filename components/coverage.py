"""Per-argument coverage bars, grouped and coloured by perspective: which argument was dropped."""
from __future__ import annotations

from collections.abc import Sequence

import plotly.graph_objects as go

from .plot_text import escape, perspective_color


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def argument_coverage_figure(
    perspectives: Sequence[tuple[str, Sequence[str]]],
    argument_scores: Sequence[Sequence[float]],
    perspective_scores: Sequence[float] | None = None,
    value_name: str = "coverage error",
) -> go.Figure:
    fig = go.Figure()
    for pi, (label, arguments) in enumerate(perspectives):
        scores = list(argument_scores[pi]) if pi < len(argument_scores) else []
        title = escape(label)
        if perspective_scores is not None and pi < len(perspective_scores):
            title += f" ({perspective_scores[pi]:.2f})"
        fig.add_bar(
            y=[f"{escape(label)} #{ai + 1}: {escape(_short(a))}" for ai, a in enumerate(arguments)][: len(scores)],
            x=scores, orientation="h", name=title, marker_color=perspective_color(pi),
            customdata=[escape(a) for a in arguments][: len(scores)],
            hovertemplate=f"%{{customdata}}<br>{value_name} %{{x:.3f}}<extra></extra>",
        )
    n = sum(len(a) for _, a in perspectives)
    fig.update_layout(
        height=80 + 32 * n, margin=dict(l=10, r=10, t=30, b=10), showlegend=True,
        xaxis=dict(range=[0, 1], title=f"{value_name} (higher = more likely dropped)"),
        yaxis=dict(autorange="reversed"), legend=dict(orientation="h", y=1.12),
    )
    return fig
