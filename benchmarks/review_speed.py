"""Review store speed: a dataset of N examples (default 10,000) reviewed by 3 reviewers; time to import it, to open
the queue in each order and to compute the agreement table (prints times and ratios; not a timed test).

    python benchmarks/review_speed.py [--examples 10000] [--reviewers 3] [--db URL] [--bootstrap 1000] [--repeat 5]

Without ``--db`` the store is a SQLite file in a temporary folder (``--db`` must name an empty database). The
examples are synthetic scored rows (ROUGE and classifier scores with calibrated flags, two findings each) in the
gold-set format: every reviewer labels every example and judges both findings (3 actions each), imported with
``detectors.review.gold.import_rows`` as ``python -m detectors review import`` does.

Each figure is the median of ``--repeat`` runs, with the fastest and slowest: **cold** on a store opened anew for
each run (a new engine and connections, as a fresh server process or CLI call has), **warm** on one open store (a
server process's later clicks). For scale, the agreement table is also computed the way it was before the store
kept a summary per example (every row and every action read, replayed and summarized), and a few hundred actions
are written one transaction each (the page's way) to compare the import's time per action with.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.review.agreement import agreement, agreement_of  # noqa: E402
from detectors.review.gold import import_rows  # noqa: E402
from detectors.review.queue import ORDERS, open_queue  # noqa: E402
from detectors.review.state import replay  # noqa: E402
from detectors.review.store import ReviewStore, open_store  # noqa: E402

PAGE_BOOTSTRAP = 500  # the Review page's Agreement tab (pages/review.py); the CLI's stats takes 1000


def make_row(i: int, rng: random.Random, reviewers: int) -> dict:
    h, c = rng.random(), rng.random()
    response = f"Supporters say point {i} holds. Critics say it costs too much. Some claim it cures everything."
    truth = rng.random() < 0.3
    review = {}
    for r in range(reviewers):
        label = truth if rng.random() < 0.85 else not truth
        review[f"reviewer{r}"] = {"labels": {"hallucination": int(label)},
                                  "verdicts": {"0": {"verdict": "accept" if label else "reject"},
                                               "1": {"verdict": "accept" if rng.random() < 0.4 else "reject"}}}
    return {
        "id": f"ex{i}", "query": f"Question {i}?", "topic": f"topic{i % 50}",
        "perspectives": [{"label": "pro", "arguments": [f"Point {i} holds."]},
                         {"label": "con", "arguments": ["It costs too much.", "It is slow."]}],
        "response": response, "meta": {"group": f"g{i % 7}", "review": {"reviewers": review}},
        "scores": {d: {"hallucination": h * k, "coverage": c * k, "model_id": f"{d}:bench",
                       "calibrated": {"hallucination": h * k, "coverage": c * k},
                       "flagged": {"hallucination": h * k >= 0.5, "coverage": c * k >= 0.5}}
                   for d, k in (("rouge", 0.9), ("classifier", 1.0))},
        "findings": [{"type": "unsupported", "span": [68, 99], "argument": None, "confidence": h},
                     {"type": "omission", "span": None, "argument": [1, 1], "confidence": c}],
    }


def timed(fn: Callable[[ReviewStore], Any], repeat: int, stores: Callable[[], ReviewStore],
          close: bool) -> tuple[list[float], Any]:
    """Seconds of ``repeat`` calls of ``fn(store)``, each on ``stores()``: a store opened anew (cold, ``close``) or
    the one open store (warm); and the last call's result."""
    times, out = [], None
    for _ in range(repeat):
        s = stores()
        t = time.perf_counter()
        out = fn(s)
        times.append(time.perf_counter() - t)
        if close:
            s.close()
    return times, out


def spread(times: list[float]) -> str:
    return f"{statistics.median(times):.3f} s (min {min(times):.3f}, max {max(times):.3f}, n={len(times)})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--examples", type=int, default=10_000)
    ap.add_argument("--reviewers", type=int, default=3)
    ap.add_argument("--db", help="SQLAlchemy URL of an empty database (default: a temporary SQLite file)")
    ap.add_argument("--bootstrap", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        url = args.db or f"sqlite:///{Path(tmp) / 'bench.sqlite'}"
        rng = random.Random(0)
        rows = [make_row(i, rng, args.reviewers) for i in range(args.examples)]
        t = time.perf_counter()
        store = open_store(url)
        t_open = time.perf_counter() - t
        t = time.perf_counter()
        report = import_rows(store, "bench", rows)
        t_import = time.perf_counter() - t
        assert not report.errors, report.errors[:3]
        print(f"open_store (migrations checked): {t_open:.3f} s")
        print(f"import {len(report.added):,} examples with {report.actions:,} review actions (import_rows, bulk): "
              f"{t_import:.1f} s, {t_import / report.actions * 1e3:.3f} ms per action")
        # the page's way: one transaction (and one summary rewrite) per action
        few = rows[:100]
        store.add_dataset("single", [{k: v for k, v in r.items() if k != "meta"} for r in few])
        n_single = 0
        t = time.perf_counter()
        for r in few:
            for name, st in r["meta"]["review"]["reviewers"].items():
                store.set_label("single", r["id"], name, "hallucination", st["labels"]["hallucination"])
                for i, v in st["verdicts"].items():
                    store.verdict("single", r["id"], name, v["verdict"], finding=int(i))
                n_single += 1 + len(st["verdicts"])
        per_single = (time.perf_counter() - t) / n_single
        print(f"one transaction per action ({n_single} actions): {per_single * 1e3:.3f} ms per action; "
              f"the import is {per_single / (t_import / report.actions):.1f}× faster per action")

        def fresh() -> ReviewStore:
            return open_store(url)

        def cold_of(fn: Callable[[ReviewStore], Any], repeat: int = args.repeat) -> tuple[list[float], Any]:
            return timed(fn, repeat, fresh, close=True)

        def warm_of(fn: Callable[[ReviewStore], Any]) -> tuple[list[float], Any]:
            return timed(fn, args.repeat, lambda: store, close=False)

        print(f"\n{args.examples:,} examples × {args.reviewers} reviewers; median of {args.repeat} (min, max)")
        for order in ORDERS:
            def q(s: ReviewStore, order: str = order) -> Any:
                return open_queue(s, "bench", "reviewer0", order, seed=1, slice_field="group")
            cold, queue = cold_of(q)
            warm, _ = warm_of(q)
            print(f"open queue ({order:>9}): cold {spread(cold)}; warm {spread(warm)}  [{queue.total:,} examples]")

        def agree(s: ReviewStore) -> Any:
            return agreement_of(s.review_facts("bench"), n_boot=args.bootstrap)

        cold, table = cold_of(agree)
        warm, _ = warm_of(agree)
        page, _ = cold_of(lambda s: agreement_of(s.review_facts("bench"), n_boot=PAGE_BOOTSTRAP))
        reads, sums = warm_of(lambda s: s.review_facts("bench"))
        metrics, _ = warm_of(lambda s: agreement_of(sums, n_boot=args.bootstrap))
        print(f"agreement ({len(table)} rows, {args.bootstrap} bootstrap replicates, {len(sums.keys):,} reviewed examples): "
              f"cold {spread(cold)}; warm {spread(warm)}")
        print(f"  of which: read the summary tables {spread(reads)}, metrics {spread(metrics)}")
        print(f"agreement as the Review page computes it ({PAGE_BOOTSTRAP} bootstrap replicates): cold {spread(page)}")

        def from_actions(s: ReviewStore) -> Any:
            return agreement(s.rows("bench"), replay(s.actions("bench")), n_boot=args.bootstrap)

        old, old_table = cold_of(from_actions, max(1, args.repeat // 2))
        same = [r.to_dict() for r in old_table] == [r.to_dict() for r in table]
        print(f"agreement from every row and action (the way before the summaries): cold {spread(old)}; "
              f"{statistics.median(old) / statistics.median(cold):.1f}× the summaries' cold time; same table: {same}")

        # after a click: a write and an undo, then what the page asks again
        store.set_label("bench", "ex5", "reviewer1", "hallucination", 1)
        store.undo("bench", "reviewer2")
        after_q, _ = warm_of(lambda s: open_queue(s, "bench", "reviewer0", "disputed"))
        after_a, _ = warm_of(agree)
        print(f"after a click (a label and an undo): disputed queue {spread(after_q)}; agreement {spread(after_a)}")
        store.close()


if __name__ == "__main__":
    main()
