"""Inspect page: the findings list with each suggested edit as a diff and an Apply button."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

import streamlit as st

from components.findings import diff_html, finding_context, finding_title
from components.plot_text import md_escape
from detectors.core.example import Example
from detectors.core.result import ClassifierLocalization, DetectorResult
from detectors.findings.types import Finding


def _apply(new_response: str, before: dict[str, dict[str, float]]) -> None:
    st.session_state["f_response"] = new_response
    st.session_state["findings_before"] = {"response": new_response, "scores": before}


def findings_section(example: Example, done: Mapping[str, DetectorResult], candidates: Sequence[Finding]) -> None:
    """``candidates``: every finding, flagged or not (computed once by the page)."""
    st.subheader("Findings")
    if not any(isinstance(r.details, ClassifierLocalization) for r in done.values()):
        st.caption("Findings need the classifier's result.")
        return
    scores = {n: r.scores() for n, r in done.items()}
    before = st.session_state.get("findings_before")
    if before and before.get("response") == example.response:
        rows = [{"detector": n, "error": e, "before": before["scores"][n][e], "after": scores[n][e]}
                for n in scores if n in before["scores"] for e in ("hallucination", "coverage")]
        st.markdown("**Edit applied** — scores before and after:")
        st.dataframe(rows, hide_index=True, key="findings_before_after")
    findings = [f for f in candidates if f.evidence.get("flagged")]
    labels = [p.label for p in example.perspectives]
    arguments = [list(p.arguments) for p in example.perspectives]
    if not findings:
        st.success("No finding above the default threshold.")
    for i, f in enumerate(findings):
        with st.expander(md_escape(finding_title(f, labels, arguments)), expanded=i == 0):
            _finding_body(example, f, f"apply_finding_{i}", scores, labels, arguments)
    # The most likely errors the thresholds did not flag: a detector that ranks well but is unsure
    # still points at the right clause (e.g. an invented claim at P 0.45 under a 0.60 threshold).
    below = sorted((f for f in candidates if not f.evidence.get("flagged")), key=lambda f: -f.confidence)[:BELOW_SHOWN]
    if below:
        st.caption("Closest candidates below the default threshold (not flagged, most likely first; "
                   "thresholds chosen on held-out topics, docs/findings.md):")
        for i, f in enumerate(below):
            title = f"{finding_title(f, labels, arguments)} · below threshold {f.evidence.get('threshold', 0):.2f}"
            with st.expander(md_escape(title), expanded=False):
                _finding_body(example, f, f"apply_candidate_{i}", scores, labels, arguments)


BELOW_SHOWN = 2


def _finding_body(example: Example, f, key: str, scores: dict[str, dict[str, float]], labels: list[str],
                  arguments: list[list[str]]) -> None:
    for line in finding_context(f, labels, arguments):
        st.caption(md_escape(line))
    if f.edit is not None:
        after = f.edit.apply(example.response)
        st.markdown(f"Suggested edit: {md_escape(f.edit.description)}")
        st.html(diff_html(example.response, after))
        st.button("Apply this edit", key=key, on_click=_apply, args=(after, scores))
    st.json(f.evidence, expanded=False)
