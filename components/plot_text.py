"""Text helpers shared by the plotly figures: plotly renders some HTML in labels and hover text."""
from __future__ import annotations

import html

PERSPECTIVE_COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf")


def escape(text: str) -> str:
    """Escape ``&``, ``<`` and ``>`` (and quotes) so user text never becomes markup."""
    return html.escape(str(text), quote=True)


def perspective_color(k: int) -> str:
    return PERSPECTIVE_COLORS[k % len(PERSPECTIVE_COLORS)]


def perspective_names(extras: dict, n: int, given: list[str] | None = None) -> list[str]:
    """Display names: the given labels, else the result's ``perspective_labels``, else 'Perspective k'."""
    labels = list(given or extras.get("perspective_labels") or [])
    return [labels[k] if k < len(labels) else f"Perspective {k + 1}" for k in range(n)]
