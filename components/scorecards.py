"""Detectors side by side: one row per detector, hallucination and coverage on the same 0–1 scale."""
from __future__ import annotations

from typing import Mapping

import pandas as pd
import plotly.graph_objects as go

from detectors.core.result import DetectorResult

from .plot_text import escape

ERROR_TYPES = ("hallucination", "coverage")


def score_table(results: Mapping[str, DetectorResult | str | None]) -> pd.DataFrame:
    """Rows = detectors; a value is a score, or the text saying why there is none (e.g. 'not run')."""
    rows = []
    for name, res in results.items():
        if isinstance(res, DetectorResult):
            rows.append({"detector": name, "hallucination": res.hallucination, "coverage": res.coverage, "status": "done"})
        else:
            rows.append({"detector": name, "hallucination": None, "coverage": None, "status": res or "not run"})
    return pd.DataFrame(rows, columns=["detector", "hallucination", "coverage", "status"])


def comparison_figure(results: Mapping[str, DetectorResult | str | None]) -> go.Figure:
    """Grouped horizontal bars: per error type, one bar per detector that ran."""
    table = score_table(results)
    fig = go.Figure()
    for et, color in zip(ERROR_TYPES, ("#d62728", "#1f77b4")):
        done = table[table.status == "done"]
        fig.add_bar(
            y=[escape(d) for d in done.detector], x=done[et], name=et, orientation="h", marker_color=color,
            text=[f"{v:.2f}" for v in done[et]], textposition="outside",
            hovertemplate=f"%{{y}} · {et} %{{x:.3f}}<extra></extra>",
        )
    fig.update_layout(
        barmode="group", height=90 + 45 * max(1, (table.status == "done").sum()), margin=dict(l=10, r=10, t=30, b=10),
        xaxis=dict(range=[0, 1.1], title="error score (higher = more likely an error)"),
        legend=dict(orientation="h", y=1.15), yaxis=dict(autorange="reversed"),
    )
    return fig
