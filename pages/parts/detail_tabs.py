"""The Inspect page's per-detector tab, chosen by the type of the result's details (as LIT renders an
output by its spec's type): a new detector whose details are a new type adds one function here."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import streamlit as st

from components.coverage import argument_coverage_figure
from components.plot_text import md_escape
from components.scorecards import ERROR_NAMES, argument_flags_frame, clause_flags_frame
from detectors.calibration import CalibratedResult
from detectors.core.example import Example
from detectors.core.result import ClassifierLocalization, DetectorResult, RougeDetails, SalienceMaps
from pages.parts.inspect_classifier import classifier_tab
from pages.parts.inspect_salience import salience_tab

TabRenderer = Callable[[DetectorResult, Example, "CalibratedResult | None"], None]


def _perspectives(example: Example) -> list[tuple[str, list[str]]]:
    return [(p.label, list(p.arguments)) for p in example.perspectives]


def rouge_details(res: DetectorResult, example: Example, cal: CalibratedResult | None) -> None:
    assert isinstance(res.details, RougeDetails)
    perspectives = _perspectives(example)
    st.markdown("ROUGE-1 recall per argument: which argument the response dropped.")
    st.plotly_chart(argument_coverage_figure(perspectives, res.argument_coverage, res.perspective_coverage),
                    width="stretch", key="rouge_args")
    st.dataframe(
        [{"perspective": lbl, "recall": r, "coverage error": 1 - r}
         for (lbl, _), r in zip(perspectives, res.details.perspective_recall)]
        + [{"perspective": "(all arguments)", "precision": res.details.precision}],
        hide_index=True,
    )


def salience_details(res: DetectorResult, example: Example, cal: CalibratedResult | None) -> None:
    salience_tab(res, _perspectives(example), example)


def classifier_details(res: DetectorResult, example: Example, cal: CalibratedResult | None) -> None:
    loc = res.details
    assert isinstance(loc, ClassifierLocalization)
    if cal is None or not cal.is_probability:
        st.caption("Uncalibrated: the bars and shades below are the model's raw scores, not probabilities.")
        classifier_tab(res, example)
        return
    # Calibrated P(stated) and support (detectors.calibration.apply states the rule), each where it has a map.
    if cal.argument_stated is None:
        st.caption(md_escape(f"The bars of P(stated) are raw scores, not probabilities: {cal.unmapped.get('coverage', '')}"))
    classifier_tab(replace(res, details=cal.localization(loc)), example)
    thresholds = ", ".join(f"{ERROR_NAMES[e]} {t:.2f}" for e, t in cal.thresholds.items())
    st.markdown(f"**Flagged** (calibrated, thresholds: {md_escape(thresholds)}): ⚑ marks "
                + " or ".join(what for e, what in FLAG_MEANING.items() if e in cal.thresholds) + ".")
    if cal.argument_stated is not None:
        st.dataframe(argument_flags_frame(_perspectives(example), cal), hide_index=True, key="clf_arg_flags")
    if cal.clause_support is not None:
        st.dataframe(clause_flags_frame(loc.clauses, cal), hide_index=True, key="clf_clause_flags")


FLAG_MEANING = {"coverage": "an argument likely dropped", "hallucination": "a clause likely unsupported"}


DETAIL_TABS: dict[type, TabRenderer] = {
    RougeDetails: rouge_details,
    SalienceMaps: salience_details,
    ClassifierLocalization: classifier_details,
}


def details_tab(res: DetectorResult, example: Example, cal: CalibratedResult | None) -> None:
    """Render ``res``'s details by their type; a result without details (or of an unknown type) says so."""
    render = DETAIL_TABS.get(type(res.details))
    if render is None:
        st.caption("This detector reports no details beyond its scores.")
        return
    render(res, example, cal)
