"""The Salience tab of the Inspect page: heatmap, contribution/attribution bars, top sources."""
from __future__ import annotations

import hashlib

import streamlit as st

from components.bars import attribution_bars, contribution_bars
from components.heatmap import salience_heatmap
from components.plot_text import md_escape
from detectors.core.result import DetectorResult
from detectors.salience.detector import top_sources


def salience_tab(res: DetectorResult, perspectives: list[tuple[str, list[str]]]) -> None:
    labels = [lbl for lbl, _ in perspectives]
    maps = res.details
    st.caption(md_escape(f"model {maps.model} · method {maps.method} · aggregation {maps.aggregation}"))
    level = st.radio("Heatmap level", ["word", "token"], horizontal=True, key="sal_level",
                     help="word: the paper's word-to-word map; token: the squared, column-normalized token map")
    st.plotly_chart(salience_heatmap(maps, level=level, perspective_labels=labels), width="stretch", key="sal_heatmap")
    left, right = st.columns(2)
    with left:
        st.plotly_chart(contribution_bars(maps, labels), width="stretch", key="sal_contrib")
    with right:
        st.plotly_chart(attribution_bars(maps), width="stretch", key="sal_attrib")
    cols = maps.col_words
    if cols:
        choice = st.selectbox(
            # Keyed by the words shown, so the choice follows the example on screen, not the previous one.
            "Where does this response word come from?", range(len(cols)),
            key="sal_word_" + hashlib.sha1(repr((maps.row_words, cols)).encode()).hexdigest()[:12],
            format_func=lambda j: f"{cols[j].word} (word {j + 1}, attribution {1 - res.response_words[j].score:.2f})",
        )
        st.dataframe(
            [{"argument word": w.word, "perspective": labels[w.perspective] if w.perspective < len(labels) else w.perspective,
              "argument": w.argument + 1, "salience": value} for w, value in top_sources(maps, choice, k=5)],
            hide_index=True,
        )
