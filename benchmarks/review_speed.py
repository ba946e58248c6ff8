"""Review store speed: a dataset of N examples (default 10,000) reviewed by 3 reviewers; time to open the queue in
each order and to compute the agreement table (prints times; not a timed test).

    python benchmarks/review_speed.py [--examples 10000] [--reviewers 3] [--db URL] [--bootstrap 1000]

Without ``--db`` the store is a SQLite file in a temporary folder. The examples are synthetic scored rows (ROUGE and
classifier scores with calibrated flags, two findings each); every reviewer labels every example and judges both
findings (3 actions each, written in one bulk transaction here: the page writes one action per transaction).
"""
from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.review.agreement import agreement  # noqa: E402
from detectors.review.cache import ReviewCache  # noqa: E402
from detectors.review.models import Action, Annotator, Dataset, ExampleRow, now  # noqa: E402
from detectors.review.queue import ORDERS, open_queue  # noqa: E402
from detectors.review.state import replay  # noqa: E402
from detectors.review.store import open_store  # noqa: E402


def make_row(i: int, rng: random.Random) -> dict:
    h, c = rng.random(), rng.random()
    response = f"Supporters say point {i} holds. Critics say it costs too much. Some claim it cures everything."
    return {
        "id": f"ex{i}", "query": f"Question {i}?", "topic": f"topic{i % 50}",
        "perspectives": [{"label": "pro", "arguments": [f"Point {i} holds."]},
                         {"label": "con", "arguments": ["It costs too much.", "It is slow."]}],
        "response": response, "meta": {"group": f"g{i % 7}"},
        "scores": {d: {"hallucination": h * k, "coverage": c * k, "model_id": f"{d}:bench",
                       "calibrated": {"hallucination": h * k, "coverage": c * k},
                       "flagged": {"hallucination": h * k >= 0.5, "coverage": c * k >= 0.5}}
                   for d, k in (("rouge", 0.9), ("classifier", 1.0))},
        "findings": [{"type": "unsupported", "span": [68, 99], "argument": None, "confidence": h},
                     {"type": "omission", "span": None, "argument": [1, 1], "confidence": c}],
    }


def populate(store, n: int, reviewers: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    t0 = time.perf_counter()
    store.add_dataset("bench", [make_row(i, rng) for i in range(n)])
    t1 = time.perf_counter()
    with store._write.begin() as s:  # bulk set-up through the ORM, one transaction
        ds = s.query(Dataset).filter_by(name="bench").one()
        ids = [e.id for e in s.query(ExampleRow.id).filter_by(dataset_id=ds.id).order_by(ExampleRow.position)]
        anns = [Annotator(name=f"reviewer{r}", created_at=now()) for r in range(reviewers)]
        s.add_all(anns)
        s.flush()
        actions = []
        for ex_id in ids:
            truth = rng.random() < 0.3
            for a in anns:
                label = truth if rng.random() < 0.85 else not truth
                actions.append(Action(dataset_id=ds.id, example_id=ex_id, annotator_id=a.id, kind="label",
                                      error_type="hallucination", value=int(label), created_at=now()))
                actions.append(Action(dataset_id=ds.id, example_id=ex_id, annotator_id=a.id, kind="verdict", finding=0,
                                      verdict="accept" if label else "reject", created_at=now()))
                actions.append(Action(dataset_id=ds.id, example_id=ex_id, annotator_id=a.id, kind="verdict", finding=1,
                                      verdict="accept" if rng.random() < 0.4 else "reject", created_at=now()))
        s.add_all(actions)
    print(f"set-up: {n:,} examples added in {t1 - t0:.1f} s; {len(actions):,} actions in {time.perf_counter() - t1:.1f} s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--examples", type=int, default=10_000)
    ap.add_argument("--reviewers", type=int, default=3)
    ap.add_argument("--db", help="SQLAlchemy URL of an empty database (default: a temporary SQLite file)")
    ap.add_argument("--bootstrap", type=int, default=1000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        store = open_store(args.db or f"sqlite:///{Path(tmp) / 'bench.sqlite'}")
        populate(store, args.examples, args.reviewers)
        for order in ORDERS:
            t = time.perf_counter()
            q = open_queue(store, "bench", "reviewer0", order, seed=1, slice_field="group")
            print(f"open queue ({order:>9}): {time.perf_counter() - t:.3f} s  ({q.progress()})")
        t = time.perf_counter()
        actions = store.actions("bench")
        rows = store.rows("bench")
        t_read = time.perf_counter() - t
        reviews = replay(actions)
        t_replay = time.perf_counter() - t - t_read
        table = agreement(rows, reviews, n_boot=args.bootstrap)
        total = time.perf_counter() - t
        print(f"agreement, cold ({len(table)} rows, {args.bootstrap} bootstrap replicates): {total:.3f} s "
              f"(read {len(actions):,} actions and {len(rows):,} rows {t_read:.3f} s, replay {t_replay:.3f} s, "
              f"metrics {total - t_read - t_replay:.3f} s)")
        # What the page does: a ReviewCache kept by the server process, brought up to date after each click.
        cache = ReviewCache(store)
        t = time.perf_counter()
        cache.reviews("bench")
        print(f"cache, first fill: {time.perf_counter() - t:.3f} s")
        store.set_label("bench", "ex5", "reviewer1", "hallucination", 1)
        store.undo("bench", "reviewer2")
        t = time.perf_counter()
        q = open_queue(store, "bench", "reviewer0", "disputed", cache=cache)
        print(f"open queue (disputed) after a click, with the cache: {time.perf_counter() - t:.3f} s")
        t = time.perf_counter()
        reviews = cache.reviews("bench")
        table = agreement(cache.rows("bench", list(reviews)), reviews, n_boot=args.bootstrap)
        print(f"agreement after a click, with the cache: {time.perf_counter() - t:.3f} s")
        store.close()


if __name__ == "__main__":
    main()
