"""Make every page run under ``app.py``'s navigation, even on a cold server's first request.

Streamlit still has its old ``pages/`` router: until the first ``st.navigation`` call of the
server process switches it off, a direct link such as ``/dataset`` as the very first request
runs ``pages/dataset.py`` by itself, with an auto-generated menu that lists every file. Each
page script calls ``run_under_app()`` first: when the old router ran it, it switches that router
off exactly as ``st.navigation`` does and reruns, so ``app.py`` runs and shows the same page.
"""
from __future__ import annotations

import streamlit as st


def run_under_app() -> None:
    from streamlit.runtime.pages_manager import PagesManager

    if PagesManager.uses_pages_directory:
        PagesManager.uses_pages_directory = False
        st.rerun()
