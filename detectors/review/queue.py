"""The review queue: the order a reviewer sees a dataset's examples in, and progress.

Orders (``ORDERS``), each with the file order breaking ties:

* ``uncertain``: calibrated probability nearest a detector's threshold first (``values.queue_values``);
  examples without a calibrated detector last.
* ``disagree``: the largest gap between two detectors' scores first; examples scored by one detector last.
* ``random``: shuffled by a hash of (seed, example key): the same seed gives the same order, on every machine and
  after more examples are added.
* ``slice``: grouped by ``meta.FIELD`` (``slice_field``; values as ``evaluate --by`` reads them), groups in order
  of their first example.
* ``disputed``: only the examples the reviewers disagree on and nobody settled (the disagreement queue), in file
  order.

``open_queue`` returns every key in order, what the reviewer and everyone have reviewed (an example counts as
reviewed by whoever acted on it), and the next example for the reviewer: the first one in order they have not
reviewed.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field

from detectors.evaluation.evaluate import meta_value
from detectors.review.store import QueueRow, ReviewStore

ORDERS = ("uncertain", "disagree", "random", "slice", "disputed")


@dataclass
class Queue:
    keys: list[str]  # every example in queue order
    mine: set[str]  # reviewed by this reviewer
    anyone: set[str]  # reviewed by anyone
    by_reviewer: dict[str, int] = field(default_factory=dict)  # reviewer → examples reviewed
    slices: dict[str, str] = field(default_factory=dict)  # key → its slice value (order "slice")

    @property
    def total(self) -> int:
        return len(self.keys)

    def next_key(self, after: str | None = None) -> str | None:
        """The first example in order this reviewer has not reviewed (after ``after`` when given, wrapping)."""
        start = self.keys.index(after) + 1 if after in self.keys else 0
        for key in self.keys[start:] + self.keys[:start]:
            if key not in self.mine and key != after:
                return key
        return None

    def slice_progress(self) -> dict[str, tuple[int, int]]:
        """Order ``slice``: per slice value, (reviewed by you, examples), in queue order."""
        out: dict[str, tuple[int, int]] = {}
        for key in self.keys:
            value = self.slices.get(key)
            if value is not None:
                mine, total = out.get(value, (0, 0))
                out[value] = (mine + (key in self.mine), total + 1)
        return out

    def progress(self) -> str:
        return (f"{len(self.mine & set(self.keys))} of {self.total} reviewed by you · "
                f"{len(self.anyone & set(self.keys))} of {self.total} by anyone")


def _random_rank(seed: int, key: str) -> str:
    return hashlib.sha256(f"{seed}\x00{key}".encode()).hexdigest()


def order_rows(rows: list[QueueRow], order: str, seed: int = 0, slice_field: str | None = None) -> tuple[list[str], dict[str, str]]:
    """Keys of ``rows`` in ``order`` (module doc) and, for ``slice``, each key's slice value."""
    if order == "uncertain":
        rows = sorted(rows, key=lambda r: (r.uncertainty is None, r.uncertainty or 0.0, r.position))
    elif order == "disagree":
        rows = sorted(rows, key=lambda r: (r.disagreement is None, -(r.disagreement or 0.0), r.position))
    elif order == "random":
        rows = sorted(rows, key=lambda r: _random_rank(seed, r.key))
    elif order == "slice":
        if not slice_field:
            raise ValueError("the slice order needs a meta field")
        path = slice_field if slice_field.startswith("meta.") else f"meta.{slice_field}"
        values = {r.key: meta_value({"meta": r.meta}, path) for r in rows}
        first: dict[str, int] = {}
        for r in rows:
            first.setdefault(values[r.key], r.position)
        rows = sorted(rows, key=lambda r: (first[values[r.key]], r.position))
        return [r.key for r in rows], values
    elif order != "disputed":
        raise ValueError(f"unknown queue order {order!r}: one of {', '.join(ORDERS)}")
    return [r.key for r in rows], {}


def open_queue(store: ReviewStore, dataset: str, annotator: str, order: str = "uncertain", seed: int = 0,
               slice_field: str | None = None) -> Queue:
    rows = store.queue_rows(dataset)
    keys, slices = order_rows(rows, order, seed, slice_field)
    reviewed = store.reviewed(dataset)
    if order == "disputed":
        keys = disputed_keys(store, dataset, keys)
    anyone = set().union(*reviewed.values()) if reviewed else set()
    return Queue(keys, set(reviewed.get(annotator, set())), anyone, {n: len(k) for n, k in sorted(reviewed.items())}, slices)


def disputed_keys(store: ReviewStore, dataset: str, keys: list[str] | None = None) -> list[str]:
    """Examples (in file order, or the order of ``keys``) whose reviewers disagree on a label nobody settled: the
    store's summaries say which (``ReviewStore.disputed``, kept by every write), no action is replayed."""
    disputed = store.disputed(dataset)
    if keys is None:
        return disputed
    wanted = set(disputed)
    return [k for k in keys if k in wanted]
