"""Findings rendered as escaped HTML: a word diff of a suggested edit, and a one-line summary."""
from __future__ import annotations

import html

from detectors.findings.edits import diff_ops
from detectors.findings.types import Finding

TYPE_COLOURS = {"unsupported": "#c0392b", "altered": "#d35400", "wrong_side": "#8e44ad",
                "omission": "#2471a3", "repetition": "#7f8c8d"}


def diff_html(before: str, after: str) -> str:
    """The edit as a word diff: deletions struck through in red, insertions in green; all text escaped."""
    parts = []
    for op, t in diff_ops(before, after):
        e = html.escape(t)
        if op == "=":
            parts.append(e)
        elif op == "-":
            parts.append(f'<del style="background:#fdd;color:#900">{e}</del>')
        else:
            parts.append(f'<ins style="background:#dfd;color:#060;text-decoration:none">{e}</ins>')
    return '<div class="fs-diff" style="line-height:1.6">' + "".join(parts) + "</div>"


def finding_title(f: Finding, labels: list[str], arguments: list[list[str]]) -> str:
    """Plain text (for a Markdown-escaped label): type, confidence, and where."""
    where = f"“{f.text[:60]}{'…' if len(f.text) > 60 else ''}”" if f.span else ""
    if f.argument is not None and f.span is None:
        p, a = f.argument
        where = f"{labels[p]} argument {a + 1}: “{arguments[p][a][:60]}”"
    kind = "P" if f.calibrated else "score"
    return f"{f.label()} · {kind} {f.confidence:.2f} · {where}"
