"""Text helpers shared by the plotly figures: plotly renders some HTML in labels and hover text."""
from __future__ import annotations

import html

from detectors.core.result import WordRef

PERSPECTIVE_COLORS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf")


def escape(text: str) -> str:
    """Escape ``&``, ``<`` and ``>`` (and quotes) so user text never becomes markup."""
    return html.escape(str(text), quote=True)


def perspective_color(k: int) -> str:
    return PERSPECTIVE_COLORS[k % len(PERSPECTIVE_COLORS)]


def perspective_names(stored: list[str] | None, n: int, given: list[str] | None = None) -> list[str]:
    """Display names: the given labels, else the result's stored labels, else 'Perspective k'."""
    labels = list(given or stored or [])
    return [labels[k] if k < len(labels) else f"Perspective {k + 1}" for k in range(n)]


def row_position(word: WordRef) -> tuple[int, int]:
    """(perspective, argument) of a salience map row word: an argument word, so both are set
    (``argument`` None reads as the first argument)."""
    if word.perspective is None:
        raise ValueError(f"map row word {word.word!r} has no perspective: not an argument word")
    return word.perspective, word.argument or 0


_MARKDOWN_SPECIALS = set("\\`*_{}[]()#+-.!|<>~$:=")


def md_escape(text: str) -> str:
    """Escape user text for Streamlit Markdown (labels, captions, help): shown as typed, never as markup.

    Every Markdown/LaTeX special character gets a backslash, ``&`` becomes an entity, and newlines
    become spaces (a label is one line).
    """
    text = str(text).replace("&", "&amp;").replace("\r", " ").replace("\n", " ")
    return "".join("\\" + c if c in _MARKDOWN_SPECIALS else c for c in text)
