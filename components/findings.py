"""Findings rendered as escaped HTML: a word diff of a suggested edit, a one-line summary, and what the evidence points at."""
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


def _quote(text: str, n: int = 80) -> str:
    return f"“{text[:n]}{'…' if len(text) > n else ''}”"


def finding_context(f: Finding, labels: list[str], arguments: list[list[str]]) -> list[str]:
    """Plain-text lines (for a Markdown-escaped caption) naming what the finding's evidence points at: the earlier
    statement a repetition repeats and the arguments it leaves unsaid, the side a misplaced argument belongs to, the
    argument an altered clause changes and the words it changes, the figures an unsupported claim gives that no
    argument has. Empty for other findings or missing evidence."""
    ev, out = f.evidence, []
    if f.type == "repetition" and isinstance(ev.get("repeats"), dict):
        out.append(f"Already stated: {_quote(ev['repeats'].get('text', ''))}")
        for d in ev.get("displaces") or []:
            p, a = d["argument"]
            out.append(f"Left unsaid: {labels[p]} argument {a + 1}, {_quote(arguments[p][a])}")
    elif f.type == "wrong_side" and ev.get("belongs_to"):
        out.append(f"Stated as {ev.get('stated_as')}, but it is a {ev['belongs_to']} argument")
    elif f.type == "altered" and f.argument is not None:
        p, a = f.argument
        out.append(f"Changes {labels[p]} argument {a + 1}: {_quote(arguments[p][a])}")
        changed = ev.get("changed_words") or {}
        words = [f"adds {', '.join(changed['added'])}"] if changed.get("added") else []
        words += [f"drops {', '.join(changed['dropped'])}"] if changed.get("dropped") else []
        if isinstance(ev.get("negation"), dict):
            words.append("flips its polarity")
        if isinstance(ev.get("opposite"), dict):
            words.append(f"reverses it: {ev['opposite'].get('clause')} for {ev['opposite'].get('argument')}")
        if words:
            out.append("The clause " + "; ".join(words))
    elif f.type == "unsupported":
        if ev.get("figures_not_given"):
            out.append(f"No given argument has the figures {', '.join(ev['figures_not_given'])}")
        if ev.get("names_not_given"):
            out.append(f"No given argument has the names {', '.join(ev['names_not_given'])}")
        if ev.get("example_not_given"):
            out.append(f"No given argument has the example's words {', '.join(ev['example_not_given'])}")
    return out
