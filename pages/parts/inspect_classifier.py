"""The Classifier tab of the Inspect page: per-argument P(stated), clauses shaded by support."""
from __future__ import annotations

import streamlit as st

from components.plot_text import md_escape
from components.probabilities import coverage_bars, shaded_response_html
from detectors.core.example import Example
from detectors.core.result import DetectorResult


def classifier_tab(res: DetectorResult, example: Example) -> None:
    st.caption(md_escape(f"model {res.details.model} · {res.details.rule}"))
    st.markdown("**Is each given argument stated?** The lowest bar is the likely omission. A hatched bar "
                "marked \"⚠ said as …\" was stated, but only in clauses that speak for another side.")
    st.plotly_chart(coverage_bars(res.details, example), width="stretch", key="clf_bars")
    st.markdown("**Is each part of the response supported?** Each clause (a sentence, split at `;` and at "
                "`, and` / `, but` / `, while` / `, whereas`) is shaded by 1 − support and labelled with its "
                "best-matching argument. A clause that names its side (\"Supporters argue that …\") is held to "
                "that side's arguments: \"⚠ said as …\" marks a given argument stated under the wrong side; "
                "\"✎ altered\" a clause that restates its argument but negates, strengthens or renumbers it, "
                "whose support is capped by its altered score.")
    st.html(shaded_response_html(res.details, example))
