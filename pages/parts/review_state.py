"""The Review page's state: the store (one per server process), the Dataset page's hand-off, the current example.

The store's URL comes from the server's environment only (``$FAITHSCOPE_DB``, else the home folder's SQLite
file): a visitor never types a database URL. Every write goes straight to the store (``detectors.review.store``),
so a reload or a server restart loses nothing; session state only remembers which example is open.
"""
from __future__ import annotations

from typing import Any

import streamlit as st

from detectors.review.cache import ReviewCache
from detectors.review.store import ReviewStore, db_url, open_store

SENT = "review_sent"  # the Dataset page's "Send to review": {"name", "rows", "source"}
CURRENT = "rv_current"  # (dataset, annotator, order) → the open example's key
ADVANCE = "rv_advance"  # set by a verdict that judged the last finding: open the next example


@st.cache_resource(show_spinner="Opening the review store…")
def _open(url: str) -> ReviewStore:
    return open_store(url)


def review_store() -> ReviewStore:
    return _open(db_url())


@st.cache_resource
def _cache(url: str) -> ReviewCache:
    return ReviewCache(_open(url))


def review_cache() -> ReviewCache:
    """The replayed reviews and rows of the store's datasets, kept for the server process (``detectors.review.cache``)."""
    return _cache(db_url())


def send_to_review(name: str, rows: list[dict[str, Any]], source: str) -> None:
    """Hand a scored run to the Review page (called by the Dataset page) and open it."""
    st.session_state[SENT] = {"name": name, "rows": rows, "source": source}
    st.switch_page("pages/review.py")


def take_sent() -> dict[str, Any] | None:
    return st.session_state.pop(SENT, None)


def current_key(slot: tuple[str, str, str], keys: list[str], next_key: str | None) -> str | None:
    """The open example of this dataset × reviewer × order: kept across reruns, else the queue's next one."""
    current = st.session_state.setdefault(CURRENT, {})
    key = current.get(slot)
    if st.session_state.pop(ADVANCE, False) or key not in keys:
        key = next_key if next_key is not None else (keys[0] if keys else None)
        current[slot] = key
    return key


def open_example(slot: tuple[str, str, str], key: str) -> None:
    st.session_state.setdefault(CURRENT, {})[slot] = key
