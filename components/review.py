"""The Review page's small renderings: a reviewer's note and tags, and the verdict badges, as escaped HTML.

Notes and tags are typed by reviewers: every piece is escaped (``plot_text.escape``) before it becomes markup.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from .plot_text import escape

VERDICT_BADGES = {"accept": ("✓ accepted", "#1e8449"), "reject": ("✗ rejected", "#a93226"),
                  "change": ("↻ type changed", "#b9770e")}


def tags_html(tags: Sequence[str]) -> str:
    """Tags as chips (escaped)."""
    chips = "".join(f'<span class="fs-tag" style="display:inline-block;margin:0 4px 4px 0;padding:1px 8px;'
                    f'border-radius:10px;background:#eef;font-size:0.85em">{escape(t)}</span>' for t in tags)
    return f'<div class="fs-tags">{chips}</div>' if chips else ""


def notes_html(notes: Mapping[str, str], tags: Mapping[str, Sequence[str]]) -> str:
    """Every reviewer's note and tags on one example: reviewer name, note text (line breaks kept), chips; escaped."""
    parts = []
    for name in sorted(set(notes) | set(tags)):
        note = notes.get(name, "")
        body = escape(note).replace("\n", "<br>") if note else ""
        parts.append(f'<div class="fs-note" style="margin-bottom:6px"><b>{escape(name)}</b>: {body}'
                     f'{tags_html(tags.get(name, ()))}</div>')
    return "".join(parts)


def verdict_badge(verdict: str | None, new_type: str | None = None) -> str:
    """The reviewer's verdict on a finding as a small coloured label (escaped); empty when not judged."""
    if verdict not in VERDICT_BADGES:
        return ""
    text, colour = VERDICT_BADGES[verdict]
    if verdict == "change" and new_type:
        text += f" → {new_type.replace('_', ' ')}"
    return f'<span class="fs-verdict" style="color:{colour};font-weight:600">{escape(text)}</span>'
