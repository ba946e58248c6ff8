"""The incremental cache gives exactly what a full replay gives, after new actions and undos (old and new)."""
from __future__ import annotations

from detectors.review.cache import ReviewCache
from detectors.review.gold import gold_rows
from detectors.review.queue import disputed_keys
from detectors.review.state import replay
from detectors.review.store import open_store
from tests.unit.test_review_store import scored_row


def full(store):
    return replay(store.actions("d"))


def test_cache_matches_a_full_replay_through_actions_and_undos(tmp_path):
    store = open_store(f"sqlite:///{tmp_path / 'c.sqlite'}")
    store.add_dataset("d", [scored_row(i) for i in range(4)])
    cache = ReviewCache(store)
    assert cache.reviews("d") == full(store) == {}
    store.set_label("d", "ex0", "ann", "hallucination", 1)
    store.verdict("d", "ex0", "ann", "accept", finding=0)
    store.set_label("d", "ex1", "bob", "coverage", 0)
    assert cache.reviews("d") == full(store)
    store.set_label("d", "ex1", "ann", "coverage", 1)  # ex1 now disputed
    assert disputed_keys(store, "d") == ["ex1"]
    store.undo("d", "bob")  # an older action of another example than the newest one
    store.add_finding("d", "ex2", "cy", "altered", span=(0, 10))
    assert cache.reviews("d") == full(store)
    assert disputed_keys(store, "d") == []
    store.undo("d", "ann")  # ann's newest (ex1's label)
    store.undo("d", "cy")  # the only action on ex2: its review disappears
    assert cache.reviews("d") == full(store) and "ex2" not in cache.reviews("d")
    assert cache.rows("d", ["ex3", "ex0"]) == {k: store.row("d", k) for k in ("ex3", "ex0")}
    store.set_label("d", "ex3", "ann", "coverage", 0)
    store.set_label("d", "ex0", "bob", "coverage", 1)
    assert gold_rows(store, "d", cache) == gold_rows(store, "d")  # same rows, same (file) order
    store.close()
