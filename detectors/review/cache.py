"""Replayed reviews and rows of a dataset kept between calls, brought up to date from what changed since.

Reading and replaying every action of a large dataset costs seconds (100,000 actions are 100,000 Python objects);
the page and a long-running process ask again after every click. ``ReviewCache.reviews(dataset)`` reads only the
actions newer than the last one it saw and the ids of undone actions, and replays only the examples those touch
(an example's review is a function of its own actions: ``state.replay``). Rows never change once stored (adding an
example that is already there keeps the old row), so they are read once. Safe to share between threads (a lock).
"""
from __future__ import annotations

import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from detectors.review.state import ActionRecord, ExampleReview, replay
from detectors.review.store import ReviewStore


@dataclass
class _Entry:
    last_id: int = 0
    undone: set[int] = field(default_factory=set)
    records: dict[str, list[ActionRecord]] = field(default_factory=dict)  # key → its live actions, in order
    reviews: dict[str, ExampleReview] = field(default_factory=dict)
    rows: dict[str, dict[str, Any]] = field(default_factory=dict)


class ReviewCache:
    def __init__(self, store: ReviewStore):
        self.store = store
        self._entries: dict[str, _Entry] = {}
        self._lock = threading.Lock()

    def reviews(self, dataset: str) -> dict[str, ExampleReview]:
        """{key: ExampleReview} of every example with a live action, as ``replay(store.actions(dataset))`` gives."""
        with self._lock:
            entry = self._entries.setdefault(dataset, _Entry())
            new = self.store.actions(dataset, after_id=entry.last_id)
            undone = self.store.undone_ids(dataset)
            touched = {a.key for a in new}
            for a in new:
                entry.records.setdefault(a.key, []).append(a)
            # an action read above may have been undone since: removing after appending covers it
            newly_undone = undone - entry.undone
            if newly_undone:
                for key, recs in entry.records.items():
                    if any(a.id in newly_undone for a in recs):
                        entry.records[key] = [a for a in recs if a.id not in newly_undone]
                        touched.add(key)
            # only ids read as live move the mark: a live action written between the two queries is read next time
            entry.last_id = max([entry.last_id, *(a.id for a in new)])
            entry.undone = undone
            for key in touched:
                recs = entry.records.get(key, [])
                review = replay(recs).get(key) if recs else None
                if review is None:
                    entry.reviews.pop(key, None)
                else:
                    entry.reviews[key] = review
            return dict(entry.reviews)

    def rows(self, dataset: str, keys: Iterable[str]) -> dict[str, dict[str, Any]]:
        """{key: row} of ``keys`` (read from the store once)."""
        with self._lock:
            entry = self._entries.setdefault(dataset, _Entry())
            wanted = list(keys)
            missing = [k for k in wanted if k not in entry.rows]
            if missing:
                entry.rows.update(self.store.rows(dataset, missing))
            return {k: entry.rows[k] for k in wanted if k in entry.rows}
