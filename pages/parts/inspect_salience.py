"""The Salience tab of the Inspect page: heatmap, source shares, contribution/attribution bars, top sources."""
from __future__ import annotations

import hashlib

import streamlit as st

from components.bars import attribution_bars, contribution_bars
from components.heatmap import CLIP_PERCENTILE, salience_heatmap
from components.plot_text import md_escape
from components.source_share import source_share_bars, source_share_html
from detectors.core.example import Example
from detectors.core.result import DetectorResult
from detectors.salience.detector import top_sources


def salience_tab(res: DetectorResult, perspectives: list[tuple[str, list[str]]], example: Example | None = None,
                 key: str = "sal") -> None:
    """``example``: adds the response shaded by source share. ``key``: widget key prefix (partial maps use another)."""
    labels = [lbl for lbl, _ in perspectives]
    arguments = [list(args) for _, args in perspectives]
    maps = res.details
    partial = not getattr(maps, "complete", True)
    st.caption(md_escape(f"model {maps.model} · method {maps.method} · normalization {maps.normalization} · "
                         f"aggregation {maps.aggregation}" + (" · partial: columns still being computed" if partial else "")))
    if partial:  # a live view while columns are computed: no widgets (a click would stop the computation)
        st.plotly_chart(salience_heatmap(maps, perspective_labels=labels, arguments=arguments), width="stretch",
                        key=f"{key}_heatmap")
        if example is not None:
            st.html(source_share_html(example.response, maps))
        st.plotly_chart(source_share_bars(maps), width="stretch", key=f"{key}_share")
        return
    left, right = st.columns([1, 1])
    level = left.radio("Heatmap level", ["word", "token"], horizontal=True, key=f"{key}_level",
                       help="word: the paper's word-to-word map; token: the normalized token map")
    show_other = right.toggle("Other prompt rows (expert)", key=f"{key}_other", disabled=level != "word",
                              help="add the query, topic, labels, intro, response so far and the template as rows "
                                   "(each cell: share of the column's salience over all non-template rows)")
    st.plotly_chart(salience_heatmap(maps, level=level, perspective_labels=labels, arguments=arguments,
                                     show_other=show_other), width="stretch", key=f"{key}_heatmap")
    st.caption(f"Colour scale clipped at the {CLIP_PERCENTILE:g}th percentile of the cells; hover for exact "
               "normalized and raw values.")
    st.markdown("**Source share**: how much of each response word's salience comes from the given arguments "
                "(blue), the response so far (grey) or the rest of the prompt (orange). Words shaded orange "
                "drew little on the arguments: candidates for hallucination.")
    if example is not None:
        st.html(source_share_html(example.response, maps))
    st.plotly_chart(source_share_bars(maps), width="stretch", key=f"{key}_share")
    left, right = st.columns(2)
    with left:
        st.plotly_chart(contribution_bars(maps, labels), width="stretch", key=f"{key}_contrib")
    with right:
        st.plotly_chart(attribution_bars(maps), width="stretch", key=f"{key}_attrib")
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
