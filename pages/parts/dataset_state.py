"""The Dataset page's state: the chosen file → examples, and scored rows cached in session_state.

A run is keyed by the file's content hash (plus CSV mapping) and the detector choice, so
reruns (every widget click) never re-score; a cancelled run keeps its rows and continues.
Which examples still need scoring is the library's rule (``detectors.run.batch.plan``: one
row per example key, first occurrence wins), the same as the CLI's.
"""
from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import streamlit as st

from detectors.core.example import Example, LoadReport, load_text
from detectors.run.batch import plan
from detectors.run.engines import score_examples
from pages.parts import resources

SAMPLE_PATH = Path(__file__).resolve().parents[2] / "examples" / "sample_set.jsonl"
RUNS = "ds_runs"


@dataclass
class Run:
    key: str
    detectors: tuple[str, ...]
    options: dict[str, dict[str, Any]] = field(default_factory=dict)
    rows: dict[str, dict[str, Any]] = field(default_factory=dict)  # example key → scored row, in scoring order
    done: bool = False
    seconds: float = 0.0


def content_hash(data: bytes, extra: str = "") -> str:
    return hashlib.sha256(data + extra.encode()).hexdigest()[:16]


def load_bytes(name: str, data: bytes) -> LoadReport:
    return load_text(name, data.decode("utf-8", errors="replace"))


def get_run(key: str, detectors: tuple[str, ...], options: dict[str, dict[str, Any]] | None = None) -> Run:
    runs = st.session_state.setdefault(RUNS, {})
    if key not in runs:
        runs[key] = Run(key, detectors, options or {})
    return runs[key]


# rows scored together (the classifier batches and de-duplicates their pairs, issue 27), small
# enough that the progress bar moves every few seconds and a stop loses little work
PAGE_CHUNK = 8


def score_pending(run: Run, examples: list[Example], details: bool,
                  on_row: Callable[[int, int, float], None]) -> None:
    """Score the examples not yet in ``run``, ``PAGE_CHUNK`` at a time (stopping here is safe: a rerun
    continues from the first row not kept)."""
    dets = [resources.detector(n, **run.options.get(n, {})) for n in run.detectors]
    jobs, _ = plan(examples, run.rows, run.detectors, details)
    total = len(run.rows) + len(jobs)
    for start in range(0, len(jobs), PAGE_CHUNK):
        chunk = jobs[start : start + PAGE_CHUNK]
        t0 = time.perf_counter()
        for job, row in zip(chunk, score_examples(chunk, dets, details)):
            run.rows[job.example.key()] = row
        run.seconds += time.perf_counter() - t0
        on_row(len(run.rows), total, run.seconds / len(run.rows))
    run.done = True


def eta_text(done: int, total: int, seconds_per_example: float) -> str:
    left = (total - done) * seconds_per_example
    eta = f"{left:.0f} s" if left < 120 else f"{left / 60:.1f} min"
    return f"{done}/{total} scored · {1 / seconds_per_example if seconds_per_example else 0:.1f} examples/s · ETA {eta}"
