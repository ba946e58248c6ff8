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
from detectors.run.engines import score_example
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


def score_pending(run: Run, examples: list[Example], details: bool,
                  on_row: Callable[[int, int, float], None]) -> None:
    """Score the examples not yet in ``run`` (stopping here is safe: a rerun continues from the next one)."""
    dets = [resources.detector(n, **run.options.get(n, {})) for n in run.detectors]
    jobs, _ = plan(examples, run.rows, run.detectors, details)
    total = len(run.rows) + len(jobs)
    for job in jobs:
        t0 = time.perf_counter()
        run.rows[job.example.key()] = score_example(job.example, dets, details, job.existing)
        run.seconds += time.perf_counter() - t0
        on_row(len(run.rows), total, run.seconds / len(run.rows))
    run.done = True


def eta_text(done: int, total: int, seconds_per_example: float) -> str:
    left = (total - done) * seconds_per_example
    eta = f"{left:.0f} s" if left < 120 else f"{left / 60:.1f} min"
    return f"{done}/{total} scored · {1 / seconds_per_example if seconds_per_example else 0:.1f} examples/s · ETA {eta}"
