"""AUC table (the paper's Table 1 shape) and interactive ROC curves for the Dataset page."""
from __future__ import annotations

from collections.abc import Sequence

import pandas as pd
import plotly.graph_objects as go
from plotly.subplots import make_subplots

from detectors.core.result import ERROR_TYPES
from detectors.evaluation.evaluate import ALL, AucResult, format_auc

from .plot_text import escape


def auc_table(results: Sequence[AucResult]) -> pd.DataFrame:
    """Rows = slice × level; columns = error type · detector; cells 'AUC [low, high]' and counts."""
    dets = list(dict.fromkeys(r.detector for r in results))
    rows: dict[tuple[str, str], dict[str, str]] = {}
    for r in results:
        rec = rows.setdefault((r.slice, r.level), {"slice": r.slice, "level": r.level})
        rec[f"{r.error_type} · {r.detector}"] = format_auc(r)
        rec[f"{r.error_type} n (+/−)"] = f"{r.n_pos}/{r.n_neg}"
    cols = ["slice", "level"] + [f"{e} · {d}" for e in ERROR_TYPES for d in dets] + [f"{e} n (+/−)" for e in ERROR_TYPES]
    return pd.DataFrame(list(rows.values())).reindex(columns=cols).fillna("")


def roc_figure(results: Sequence[AucResult], slice_: str = ALL, level: str = "example") -> go.Figure:
    """One panel per error type, one curve per detector, the chance diagonal dashed."""
    fig = make_subplots(rows=1, cols=len(ERROR_TYPES), subplot_titles=[f"{e} ({level} level)" for e in ERROR_TYPES])
    for col, err in enumerate(ERROR_TYPES, start=1):
        fig.add_trace(go.Scatter(x=[0, 1], y=[0, 1], mode="lines", line=dict(dash="dash", color="#bbbbbb"),
                                 showlegend=False, hoverinfo="skip"), row=1, col=col)
        for _i, r in enumerate(x for x in results if x.slice == slice_ and x.level == level and x.error_type == err):
            if r.auc is None:
                continue
            fig.add_trace(go.Scatter(
                x=r.fpr, y=r.tpr, mode="lines", name=escape(f"{r.detector} · {err}: {format_auc(r)}"),
                line=dict(width=2, shape="hv"), legendgroup=r.detector,
            ), row=1, col=col)
        fig.update_xaxes(title_text="false positive rate", range=[0, 1], row=1, col=col)
        fig.update_yaxes(title_text="true positive rate", range=[0, 1.02], row=1, col=col)
    fig.update_layout(height=380, margin=dict(l=10, r=10, t=40, b=10), legend=dict(orientation="h", y=-0.25))
    return fig
