"""Inspect page: response B (``Example.response_b``) scored by the fast detectors and shown beside
response A, with B's findings and the score differences B − A."""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

import streamlit as st

from components.findings import finding_title
from components.highlight import highlighted_response, shading_result
from components.plot_text import md_escape
from detectors.calibration import CalibratedResult, Calibration, calibrate_result
from detectors.compare import score_differences
from detectors.core.example import Example
from detectors.core.result import DetectorResult, Outcome
from detectors.findings import find_findings
from detectors.findings.types import Finding
from reports.case import Comparison

FAST = ("rouge", "classifier")  # salience takes seconds to minutes: not run for B


def _column(title: str, example: Example, results: Mapping[str, DetectorResult], findings: Sequence[Finding]) -> None:
    st.markdown(title)
    shade = shading_result(results)
    st.html(highlighted_response(example.response, shade.response_words if shade else []))
    if "classifier" not in results:
        st.caption("Findings need the classifier's result.")
        return
    labels = [p.label for p in example.perspectives]
    arguments = [list(p.arguments) for p in example.perspectives]
    if not findings:
        st.caption("No finding above the default threshold.")
    for f in findings:
        st.markdown(f"- {md_escape(finding_title(f, labels, arguments))}")


def compare_section(example_b: Example | None, example_a: Example, results_a: Mapping[str, Outcome],
                    calibrated_a: Mapping[str, CalibratedResult | None], calibration: Calibration | None,
                    findings_a: Sequence[Finding], runners: Mapping[str, Callable[[Example], DetectorResult]]
                    ) -> Comparison | None:
    """``runners``: detector name → a (cached) function scoring an example, for the fast detectors A has;
    ``findings_a``: A's flagged findings (computed once by the page). Returns what it showed (for the case file)."""
    if example_b is None:
        return None
    st.subheader("Compare: response B")
    done_a = {n: r for n, r in results_a.items() if isinstance(r, DetectorResult) and n in FAST}
    results_b: dict[str, DetectorResult] = {}
    for name in done_a:
        try:
            results_b[name] = runners[name](example_b)
        except (ValueError, OSError) as err:
            st.warning(f"{name} could not score response B: {md_escape(err)}")
    calibrated_b = {n: calibrate_result(r, calibration) for n, r in results_b.items()}
    st.caption("Response B is scored by the fast detectors (ROUGE, classifier) against the same query and "
               "arguments. Shading: the classifier's word scores (ROUGE's without it).")
    left, right = st.columns(2)
    with left:
        _column("**Response A**", example_a, done_a, findings_a)
    findings_b = find_findings(example_b, results_b, calibration)
    with right:
        _column("**Response B**", example_b, results_b, findings_b)
    rows = score_differences(done_a, results_b, calibrated_a, calibrated_b)
    st.markdown("**Differences B − A** (higher = more likely an error, so negative = B is better by that detector; "
                "P columns: calibrated probabilities, where the detector has a calibration)")
    st.dataframe(rows, hide_index=True, key="compare_differences",
                 column_config={c: st.column_config.NumberColumn(format="%+.2f" if "−" in c else "%.2f")
                                for c in ("A", "B", "B − A", "P(A)", "P(B)", "P(B) − P(A)")})
    return Comparison(example_b, results_b, findings_b, rows)
