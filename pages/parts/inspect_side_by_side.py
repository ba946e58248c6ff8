"""Inspect page: every detector side by side (aligned shaded columns, one grouped coverage chart) with
the findings beside the chart; selecting a finding outlines its span / argument everywhere."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

import streamlit as st

from components.findings import finding_title
from components.plot_text import md_escape
from components.side_by_side import arguments_table, coverage_figure, detector_column, response_table
from detectors.calibration import CalibratedResult
from detectors.core.example import Example
from detectors.core.result import ClassifierLocalization, DetectorResult
from detectors.findings.types import Finding
from pages.parts.inspect_state import pending_finding

NONE = -1


def selection_key(example: Example, n_findings: int) -> str:
    """The radio's key: per example (a choice never carries over to another example's findings)."""
    return f"sbs_finding_{example.content_key()}_{n_findings}"


def side_by_side_section(example: Example, done: Mapping[str, DetectorResult],
                         calibrated: Mapping[str, CalibratedResult | None], findings: Sequence[Finding]) -> int | None:
    """``done``: the detectors with a result; ``findings``: the flagged findings (computed once by the page).
    Returns the index of the selected finding (None: none selected)."""
    st.subheader("Side by side")
    st.caption("Each column shades the same text by one detector (only detectors that have run). "
               "Darker = more likely an error; the header says whether the shade is a score or a calibrated probability.")
    columns = [detector_column(r, calibrated.get(n)) for n, r in done.items()]
    labels = [p.label for p in example.perspectives]
    arguments = [list(p.arguments) for p in example.perspectives]
    perspectives = [(p.label, p.arguments) for p in example.perspectives]

    chart_col, list_col = st.columns([3, 2])
    with list_col:
        st.markdown("**Findings** — select one to outline it in every column")
        if findings:
            pending_finding(selection_key(example, len(findings)), len(findings))  # a link's selected finding
            choice = st.radio(
                "Finding to highlight", [NONE, *range(len(findings))], key=selection_key(example, len(findings)),
                format_func=lambda i: "none" if i == NONE else md_escape(finding_title(findings[i], labels, arguments)),
                label_visibility="collapsed",
            )
        else:
            choice = NONE
            st.caption("No finding above the default threshold." if any(
                isinstance(r.details, ClassifierLocalization) for r in done.values())
                else "Findings need the classifier's result.")
    selected = findings[choice] if choice != NONE else None
    span = tuple(selected.span) if selected and selected.span else None
    argument = tuple(selected.argument) if selected and selected.argument else None

    # The chart's threshold line: P(stated) below which the view with per-argument probabilities flags an argument.
    threshold = next((1 - v.thresholds["coverage"] for v in calibrated.values()
                      if v is not None and v.is_probability and v.argument_stated is not None), None)
    with chart_col:
        st.plotly_chart(coverage_figure(perspectives, columns, argument, threshold), width="stretch",
                        key="sbs_coverage")
    st.markdown("**Response**, a row per sentence")
    st.html(response_table(example.response, columns, span))
    st.markdown("**Given arguments**, a row per argument")
    st.html(arguments_table(perspectives, columns, argument))
    return None if choice == NONE else choice
