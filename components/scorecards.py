"""Detectors side by side: one row per detector, hallucination and coverage on the same 0–1 scale."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

import plotly.graph_objects as go

from detectors.calibration.maps import reliability_bins
from detectors.core.result import ERROR_TYPES, DetectorResult, Outcome

from .plot_text import escape, md_escape

if TYPE_CHECKING:
    import pandas as pd  # imported where a table is built: not on the Inspect page's way to its first paint

    from detectors.calibration import CalibratedResult



def score_table(results: Mapping[str, Outcome]) -> pd.DataFrame:
    """Rows = detectors; a value is a score, or the status saying why there is none (e.g. 'not run')."""
    rows = []
    for name, res in results.items():
        if isinstance(res, DetectorResult):
            rows.append({"detector": name, "hallucination": res.hallucination, "coverage": res.coverage, "status": "done"})
        else:
            rows.append({"detector": name, "hallucination": None, "coverage": None, "status": res.text})
    import pandas as pd

    return pd.DataFrame(rows, columns=["detector", "hallucination", "coverage", "status"])


def comparison_figure(results: Mapping[str, Outcome],
                      calibrated: Mapping[str, CalibratedResult | None] | None = None) -> go.Figure:
    """Grouped horizontal bars: per error type, one bar per detector that ran.

    A detector with a calibration shows its calibrated probability (named "… probability"),
    the others their raw score (named "… score").
    """
    table = score_table(results)
    calibrated = calibrated or {}
    done = table[table.status == "done"]
    views = {d: calibrated.get(d) for d in done.detector}
    names = [value_name(d, v) for d, v in views.items()]
    fig = go.Figure()
    for et, color in zip(ERROR_TYPES, ("#d62728", "#1f77b4")):
        values = [view.value(et, v) if (view := views[d]) is not None else v for d, v in zip(done.detector, done[et])]
        fig.add_bar(
            y=[escape(n) for n in names], x=values, name=et, orientation="h", marker_color=color,
            text=[f"{v:.2f}" for v in values], textposition="outside",
            hovertemplate=f"%{{y}} · {et} %{{x:.3f}}<extra></extra>",
        )
    title = ("probability (calibrated) or score; higher = more likely an error" if calibrated
             else "error score (higher = more likely an error)")
    fig.update_layout(
        barmode="group", height=90 + 45 * max(1, len(done)), margin=dict(l=10, r=10, t=30, b=10),
        xaxis=dict(range=[0, 1.1], title=title),
        legend=dict(orientation="h", y=1.15), yaxis=dict(autorange="reversed"),
    )
    return fig


def value_name(detector: str, view: CalibratedResult | None) -> str:
    """'classifier probability', 'rouge score', or for a view with one error type mapped
    'classifier (P(hallucination), coverage score)'."""
    if view is None or not view.is_probability:
        return f"{detector} score"
    if not view.unmapped:
        return f"{detector} probability"
    kinds = [f"P({et})" if et in view.probs else f"{et} score" for et in ERROR_TYPES]
    return f"{detector} ({', '.join(kinds)})"


# ---------------------------------------------------------------- calibration (issue 17)
# Only a calibrated value is called a probability; raw detector outputs are called scores.

ERROR_NAMES = {"hallucination": "hallucination", "coverage": "coverage error"}
NEAR_CHANCE = 0.6  # test AUC below this on a slice: the score card is muted
MIN_PER_CLASS_TO_TRUST = 10  # fewer test examples with (or without) the error on a slice: its AUC is not shown as evidence


def probability_markdown(cal: CalibratedResult) -> str:
    """'P(hallucination) 0.12 · P(coverage error) 0.81 ⚑' for a score card (⚑ = at or above the decision threshold);
    an error type without a map here (``CalibratedResult.unmapped``) is named with the reason its score stays raw."""
    parts = []
    for et in ERROR_TYPES:
        if et in cal.probs:
            flag = " ⚑ **flagged**" if cal.flagged[et] else ""
            parts.append(f"P({ERROR_NAMES[et]}) **{cal.probs[et]:.2f}**{flag}")
    text = "Calibrated probability: " + " · ".join(parts)
    if (note := unmapped_note(cal)) is not None:
        text += "  \n" + md_escape(note)
    return text


def unmapped_note(view: CalibratedResult | None) -> str | None:
    """'Coverage error: the score above only, no probability (why).' for each error type the view has no map for."""
    if view is None or not view.unmapped:
        return None
    return " ".join(f"{ERROR_NAMES[et].capitalize()}: the score above only, no probability ({why})."
                    for et, why in view.unmapped.items())


def shown_scores(result: DetectorResult, view: CalibratedResult | None) -> dict[str, float]:
    """The score card's two numbers: a stretched view's values (a map that gives scores), else the raw scores
    (a calibrated probability is shown beside them by ``probability_markdown``)."""
    return dict(view.probs) if view is not None and not view.is_probability else result.scores()


def calibration_status(view: CalibratedResult | None, refused: str | None = None) -> str | None:
    """Why a score card shows scores, not probabilities (None when it shows calibrated probabilities)."""
    if view is not None and view.is_probability:
        return None
    if view is not None:
        return "A score stretched over the val range, not a probability; nothing is flagged."
    if refused:
        return f"Calibration not applied: {refused}. Scores, not probabilities; nothing is flagged."
    return "No calibration for this detector: scores, not probabilities; nothing is flagged."


def stretch_note(result: DetectorResult, view: CalibratedResult | None) -> str | None:
    """For scores stretched over the val range (a ``stretch`` calibration map): the raw scores beside them."""
    if view is None or view.is_probability:
        return None
    raw = result.scores()
    parts = [f"{ERROR_NAMES[et]} {raw[et]:.2f}" for et in ERROR_TYPES]
    return ("Stretched over the range of the val sample's scores (0 = its lowest, 1 = its highest); raw: "
            + "; ".join(parts) + ". Same order, no added information.")


def reliability_note(detector: str, reliability: Mapping | None, domain: str = "") -> tuple[str, bool]:
    """One line on how far to trust a detector's score, and whether its card should be muted.

    ``domain``: the result's calibration domain (``DetectorResult.calibration_domain``); a document is judged by
    the figures on held-out documents (``domain_reliability_note``), not by the argument lists' test topics.

    ``reliability`` is ``reliability.json`` written by ``benchmarks/fit_calibration.py`` (test topics;
    salience: a stratified test sample, ``benchmarks/salience_choice.py``). Muted when a slice's AUC
    is below 0.6 (near chance), when it rests on fewer than 10 examples with or without the error,
    or when its bootstrap interval (where given) reaches 0.5: too few to tell it from chance.
    """
    entry = ((reliability or {}).get("detectors") or {}).get(detector)
    if domain:
        return domain_reliability_note(((entry or {}).get("domains") or {}).get(domain), domain)
    if not entry:
        return "Not evaluated on the held-out test topics.", False
    if not entry.get("slices"):
        return f"Not evaluated here: {entry.get('note', 'no test numbers')}.", True
    parts, low, unsure = [], [], []
    for slice_ in ("paraphrased", "unparaphrased"):
        s = entry["slices"].get(slice_) or {}
        cells = [(et, s.get(et) or {}) for et in ERROR_TYPES]
        parts.append(f"{slice_} " + " / ".join("n/a" if c.get("auc_after") is None else f"{c['auc_after']:.2f}"
                                               for _, c in cells))
        for et, c in cells:
            a = c.get("auc_after")
            if a is not None and a < NEAR_CHANCE:
                low.append(f"{ERROR_NAMES[et]} on {slice_} responses ({a:.2f})")
            elif a is not None and too_few_to_trust(c):
                unsure.append((f"{ERROR_NAMES[et]} on {slice_}", min(c.get("n_pos", 0), c.get("n", 0) - c.get("n_pos", 0))))
    where = f" on a sample of {entry['sample']} test examples" if entry.get("sample") else ""
    text = f"Test AUC{where} (hallucination / coverage): " + "; ".join(parts) + "."
    if low:
        text += " Near chance for " + ", ".join(low) + ": read it as noise there."
    if unsure:
        fewest = min(k for _, k in unsure)
        text += (" Too few examples to tell it from chance (" + ", ".join(name for name, _ in unsure)
                 + f"; as few as {fewest} of a class): read it as a pointer, not as evidence.")
    return text, bool(low or unsure)


def domain_reliability_note(entry: Mapping | None, domain: str) -> tuple[str, bool]:
    """``reliability_note`` for an example of another domain: its test AUC per held-out set, muted as there."""
    if not entry or not entry.get("slices"):
        return f"Not evaluated on {domain}s: read the score as a pointer, not as evidence.", True
    parts, weak = [], False
    for name, errors in entry["slices"].items():
        if name == "all":
            continue
        for et, cell in errors.items():
            auc = cell.get("auc_after")
            parts.append(f"{name} {'n/a' if auc is None else f'{auc:.2f}'}"
                         + ("" if et == "hallucination" else f" ({ERROR_NAMES[et]})"))
            weak = weak or auc is None or auc < NEAR_CHANCE or too_few_to_trust(cell)
    text = f"Test AUC on held-out {domain}s with their summaries or claims (hallucination): " + "; ".join(parts) + "."
    return text, weak


def too_few_to_trust(cell: Mapping) -> bool:
    """A slice's AUC rests on fewer than ``MIN_PER_CLASS_TO_TRUST`` examples of a class, or its interval reaches chance."""
    n, n_pos = cell.get("n"), cell.get("n_pos")
    if n is not None and n_pos is not None and min(n_pos, n - n_pos) < MIN_PER_CLASS_TO_TRUST:
        return True
    return cell.get("ci_low") is not None and cell["ci_low"] <= 0.5


def argument_flags_frame(perspectives: list[tuple[str, list[str]]], cal: CalibratedResult) -> pd.DataFrame:
    """One row per given argument: calibrated P(stated) and whether it is flagged as dropped."""
    rows = []
    for (label, args), probs, flags in zip(perspectives, cal.argument_stated or [], cal.argument_flagged or []):
        for text, p, f in zip(args, probs, flags):
            rows.append({"flag": "⚑" if f else "", "perspective": label, "argument": text, "P(stated)": round(p, 3)})
    import pandas as pd

    return pd.DataFrame(rows, columns=["flag", "perspective", "argument", "P(stated)"])


def clause_flags_frame(clauses: list, cal: CalibratedResult) -> pd.DataFrame:
    """One row per response clause: calibrated P(supported) and whether it is flagged as unsupported."""
    rows = [{"flag": "⚑" if f else "", "clause": c.text, "P(supported)": round(p, 3)}
            for c, p, f in zip(clauses, cal.clause_support or [], cal.clause_flagged or [])]
    import pandas as pd

    return pd.DataFrame(rows, columns=["flag", "clause", "P(supported)"])


def calibrated_detectors(annotated: Sequence[Mapping], detectors: Sequence[str]) -> list[str]:
    """The detectors that have calibrated probabilities on some row (``annotated``: each row's ``annotate_scores``)."""
    return [d for d in detectors if any("calibrated" in (a.get(d) or {}) for a in annotated)]


def reliability_curves(rows: Sequence[Mapping], annotated: Sequence[Mapping], detectors: Sequence[str],
                       calibrated: Sequence[str]) -> dict[str, dict[str, list[dict]]]:
    """Per error type, the reliability diagram's curves: per detector, every row labelled for the error type
    (an example with the other error counts as a negative) in 10 equal-width bins. ``annotated``: each row's
    ``annotate_scores``; detectors in ``calibrated`` are drawn with their probabilities, the others with raw scores."""
    out: dict[str, dict[str, list[dict]]] = {}
    for err in ERROR_TYPES:
        curves = {}
        for d in detectors:
            pairs = [(((a.get(d) or {}).get("calibrated") or {}).get(err, (r.get("scores") or {}).get(d, {}).get(err)),
                      (r.get("labels") or {}).get(err)) for r, a in zip(rows, annotated)]
            kept: list[tuple[float, int]] = [(float(p), int(y)) for p, y in pairs if p is not None and y in (0, 1)]
            if kept:
                kind = "probability" if d in calibrated else "score"
                curves[f"{d} {kind} (n = {len(kept)})"] = reliability_bins([p for p, _ in kept], [y for _, y in kept])
        if curves:
            out[err] = curves
    return out


def reliability_figure(curves: Mapping[str, list[dict]], title: str = "") -> go.Figure:
    """Reliability diagram: per curve (name → ``reliability_bins``), mean predicted value against observed error rate."""
    fig = go.Figure()
    fig.add_scatter(x=[0, 1], y=[0, 1], mode="lines", line=dict(dash="dot", color="grey"), name="perfect calibration",
                    hoverinfo="skip")
    for name, bins in curves.items():
        fig.add_scatter(
            x=[b["mean_prob"] for b in bins], y=[b["error_rate"] for b in bins], mode="lines+markers", name=escape(name),
            customdata=[b["n"] for b in bins],
            hovertemplate=escape(name) + "<br>predicted %{x:.2f} · observed %{y:.2f} · n = %{customdata}<extra></extra>",
        )
    fig.update_layout(height=380, margin=dict(l=10, r=10, t=40, b=10), title=escape(title),
                      xaxis=dict(range=[0, 1], title="predicted (10 equal-width bins)"),
                      yaxis=dict(range=[-0.02, 1.02], title="observed error rate"), legend=dict(orientation="h", y=-0.25))
    return fig
