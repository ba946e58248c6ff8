"""The Salience tab of the Inspect page: heatmap, contribution/attribution bars, top sources."""
from __future__ import annotations

import streamlit as st

from components.bars import attribution_bars, contribution_bars
from components.heatmap import salience_heatmap
from detectors.result import DetectorResult
from detectors.salience import top_sources


def salience_tab(res: DetectorResult, perspectives: list[tuple[str, list[str]]]) -> None:
    labels = [lbl for lbl, _ in perspectives]
    ex = res.extras
    st.caption(f"model {ex.get('model', '?')} · method {ex.get('method', '?')} · aggregation {ex.get('aggregation', '?')}")
    level = st.radio("Heatmap level", ["word", "token"], horizontal=True, key="sal_level",
                     help="word: the paper's word-to-word map; token: the squared, column-normalized token map")
    st.plotly_chart(salience_heatmap(res, level=level, perspective_labels=labels), width="stretch", key="sal_heatmap")
    left, right = st.columns(2)
    with left:
        st.plotly_chart(contribution_bars(res, labels), width="stretch", key="sal_contrib")
    with right:
        st.plotly_chart(attribution_bars(res), width="stretch", key="sal_attrib")
    cols = ex.get("col_words") or []
    if cols:
        choice = st.selectbox(
            "Where does this response word come from?", range(len(cols)), key="sal_word",
            format_func=lambda j: f"{cols[j]['word']} (word {j + 1}, attribution {1 - res.response_words[j].score:.2f})",
        )
        st.dataframe(
            [{"argument word": s["word"], "perspective": labels[s["perspective"]] if s["perspective"] < len(labels) else s["perspective"],
              "argument": s["argument"] + 1, "salience": s["value"]} for s in top_sources(res, choice, k=5)],
            hide_index=True,
        )
