"""Text with each scored word shaded by its error score. All user text is HTML-escaped."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace

from detectors.core.result import DetectorResult, WordScore

from .plot_text import escape, perspective_color

LEGEND_STOPS = (0.0, 0.25, 0.5, 0.75, 1.0)


def score_color(score: float) -> str:
    """White (0: fine) → red (1: likely error), as an rgba background."""
    s = min(max(float(score), 0.0), 1.0)
    return f"rgba(214, 39, 40, {0.08 + 0.5 * s:.2f})" if s > 0 else "transparent"


MARK_STYLE = "background:none;color:inherit;outline:2px solid #e67e22;outline-offset:1px;border-radius:3px"


def highlight_text(text: str, words: Iterable[WordScore], label: str = "error score",
                   mark: tuple[int, int] | None = None) -> str:
    """``text`` as HTML with every word in ``words`` wrapped in a shaded span (hover shows the score).

    ``mark``: characters ``[start, end)`` of ``text`` outlined in one ``<mark class="fs-mark">``
    (e.g. the span of a selected finding); a word it cuts through is marked whole.
    """
    pieces: list[tuple[int, int, str]] = []  # (start, end, html) in text order

    def gap(a: int, b: int) -> None:
        cuts = sorted({a, b, *(c for c in (mark or ()) if a < c < b)})
        pieces.extend((x, y, escape(text[x:y])) for x, y in zip(cuts, cuts[1:]) if y > x)

    pos = 0
    for w in sorted(words, key=lambda w: w.start):
        if w.start < pos:  # overlapping spans cannot be shaded twice
            continue
        gap(pos, w.start)
        pieces.append((w.start, w.end,
            f'<span class="fs-word" style="background:{score_color(w.score)};border-radius:3px;padding:0 1px" '
            f'title="{escape(w.word)} · {label} {w.score:.2f}" data-score="{w.score:.3f}">'
            f"{escape(text[w.start : w.end])}</span>"))
        pos = w.end
    gap(pos, len(text))
    parts: list[str] = []
    inside = False
    for start, end, piece in pieces:
        marked = mark is not None and start < mark[1] and mark[0] < end
        if marked != inside:
            parts.append(f'<mark class="fs-mark" style="{MARK_STYLE}">' if marked else "</mark>")
            inside = marked
        parts.append(piece)
    if inside:
        parts.append("</mark>")
    return "".join(parts).replace("\n", "<br>")


def highlighted_response(response: str, words: Sequence[WordScore], intro: str | None = None) -> str:
    """The response block; the intro (not scored) is shown greyed before it."""
    intro_html = f'<span style="color:#888" title="opening: not scored">{escape(intro)} </span>' if intro else ""
    return f'<div class="fs-response" style="line-height:1.9">{intro_html}{highlight_text(response, words, "hallucination")}</div>'


def highlighted_arguments(
    perspectives: Sequence[tuple[str, Sequence[str]]],
    words: Sequence[WordScore],
    argument_scores: Sequence[Sequence[float]] | None = None,
) -> str:
    """Each argument with its words shaded by coverage error score, grouped under its perspective."""
    blocks = []
    for pi, (label, arguments) in enumerate(perspectives):
        color = perspective_color(pi)
        items = []
        for ai, arg in enumerate(arguments):
            arg_words = [w for w in words if w.perspective == pi and w.argument == ai]
            badge = ""
            if argument_scores and pi < len(argument_scores) and ai < len(argument_scores[pi]):
                s = argument_scores[pi][ai]
                badge = (
                    f' <span style="font-size:0.8em;color:#555;background:{score_color(s)};'
                    f'border:1px solid #ddd;border-radius:8px;padding:0 6px" title="coverage error score of this argument">'
                    f"{s:.2f}</span>"
                )
            items.append(f'<li style="line-height:1.9">{highlight_text(arg, arg_words, "coverage")}{badge}</li>')
        blocks.append(
            f'<div class="fs-perspective" style="border-left:4px solid {color};padding-left:8px;margin-bottom:8px">'
            f'<b style="color:{color}">{escape(label)}</b><ul style="margin:0">{"".join(items)}</ul></div>'
        )
    return "".join(blocks)


def legend() -> str:
    cells = "".join(
        f'<span style="background:{score_color(s)};padding:0 8px;margin-right:2px;border:1px solid #eee">{s:.2f}</span>'
        for s in LEGEND_STOPS
    )
    return f'<div style="font-size:0.8em;color:#555">error score: {cells} (hover a word for its score)</div>'


def shading_result(results: Mapping[str, DetectorResult]) -> DetectorResult | None:
    """The result whose word scores shade a compared response (response B): the classifier's, else ROUGE's."""
    return results.get("classifier") or results.get("rouge")


def stretch(words: Sequence[WordScore]) -> list[WordScore]:
    """Min–max rescale scores to [0, 1] within ``words``, for detectors whose scores bunch together
    (salience word scores are all close to 1: attributions are small shares of a column)."""
    if not words:
        return []
    lo, hi = min(w.score for w in words), max(w.score for w in words)
    span = hi - lo
    return [replace(w, score=(w.score - lo) / span if span > 0 else 0.0) for w in words]
