"""Classifier probabilities: per-argument coverage bars and the response shaded by clause support.

Pure rendering of ``ClassifierLocalization`` (``argument_probs``, ``clauses``): no model,
no Streamlit. All user text is escaped.
"""
from __future__ import annotations

import html

import plotly.graph_objects as go

from detectors.core.example import Example
from detectors.core.result import ClassifierLocalization

from .plot_text import escape, perspective_color


def _short(text: str, n: int = 60) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def coverage_bars(loc: ClassifierLocalization, example: Example) -> go.Figure:
    """One bar per given argument: P(the response states it), grouped and coloured by perspective.

    An argument stated only in clauses that speak for another side (``loc.argument_stated_as``)
    gets a hatched bar and a "⚠ said as <side>" mark.
    """
    probs = loc.argument_probs
    stated_as = loc.argument_stated_as or [[None] * len(p.arguments) for p in example.perspectives]
    fig = go.Figure()
    for pi, p in enumerate(example.perspectives):
        labels = [f"{escape(p.label)} · {ai + 1}" for ai in range(len(p.arguments))]
        sides = [None if o is None else example.perspectives[o].label for o in stated_as[pi]]
        notes = ["" if o is None else f"<br>⚠ said as {escape(o)}" for o in sides]
        fig.add_bar(
            x=labels, y=probs[pi], name=escape(p.label), marker_color=perspective_color(pi),
            marker_pattern_shape=["" if o is None else "/" for o in sides],
            text=[escape(_short(a)) for a in p.arguments], customdata=notes,
            hovertemplate="%{text}<br>P(stated): %{y:.3f}%{customdata}<extra>" + escape(p.label) + "</extra>",
            textposition="none",
        )
        for label, y, side in zip(labels, probs[pi], sides):
            if side is not None:
                fig.add_annotation(x=label, y=y, text=f"⚠ said as {escape(side)}", showarrow=False, yshift=10,
                                   font={"size": 11, "color": "#b00020"})
    fig.add_hline(y=0.5, line_dash="dot", line_color="#888888")
    fig.update_yaxes(title_text="P(response states argument)", range=[0, 1])
    fig.update_layout(height=300, margin={"l": 60, "r": 20, "t": 30, "b": 60}, bargap=0.2,
                      plot_bgcolor="white", legend_title_text="perspective")
    return fig


def _shade(support: float) -> str:
    """Red for unsupported (support 0) fading to transparent for fully supported (support 1)."""
    alpha = max(0.0, min(1.0, 1.0 - float(support))) * 0.6
    return f"rgba(214, 39, 40, {alpha:.2f})"


def shaded_response_html(loc: ClassifierLocalization, example: Example) -> str:
    """Escaped HTML of the response: each clause (sentence part) shaded by 1 − support and labelled with its best argument.

    A clause whose lead-in names another perspective than its best argument's is marked "⚠ said as <side>",
    one that restates its argument changed (its support capped by ``ClauseSupport.altered``) "✎ altered";
    a framing clause (``ClauseSupport.claim`` False) is marked "framing" and not shaded.

    Text between clauses is kept (escaped) as is.
    """
    response = example.response
    parts: list[str] = []
    pos = 0
    for s in loc.clauses:
        parts.append(html.escape(response[pos : s.start]))
        if not s.claim:  # framing ("Critics raise two concerns."): not held to the arguments, nothing to shade
            parts.append(f'<span title="framing: makes no claim, needs no support">{html.escape(response[s.start:s.end])}'
                         f'<sup style="color:#888;font-size:0.7em"> [framing]</sup></span>')
            pos = s.end
            continue
        pi, ai = s.best_argument
        p = example.perspectives[pi]
        label = f"{p.label} · argument {ai + 1}: {_short(p.arguments[ai], 80)}"
        read = f" (the rules' {s.support_rules:.2f}, read by the clause head)" if s.support_rules is not None else ""
        title = f"support {s.support:.2f}{read}; best match ({s.best_argument_prob:.2f}) {label}"
        named = s.attributed_to
        wrong_side = ""
        if named is not None and named != pi:
            side = example.perspectives[named].label
            title += f"; but the clause attributes it to {side}, whose arguments do not support it"
            wrong_side = f" · ⚠ said as {html.escape(side)}"
        if s.altered is not None:
            title += f"; it restates that argument changed (altered score {s.altered:.2f}), so the rules' support is at most {1 - s.altered:.2f}"
            wrong_side += " · ✎ altered"
        parts.append(
            f'<span style="background:{_shade(s.support)};border-radius:3px;padding:1px 2px" '
            f'title="{html.escape(title, quote=True)}">{html.escape(response[s.start:s.end])}'
            f'<sup style="color:{perspective_color(pi)};font-size:0.7em"> [{html.escape(p.label)} {ai + 1} · '
            f'{s.support:.2f}{wrong_side}]</sup></span>'
        )
        pos = s.end
    parts.append(html.escape(response[pos:]))
    return '<div style="line-height:1.8">' + "".join(parts) + "</div>"
