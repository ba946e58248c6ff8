"""The Dataset page's state: the chosen file → examples, and scored rows cached in session_state.

A run is keyed by the file's content hash (plus CSV mapping) and the detector choice, so
reruns (every widget click) never re-score; a cancelled run keeps its rows and continues.
"""
from __future__ import annotations

import hashlib
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import streamlit as st

from detectors.engines import score_example
from detectors.example import Example, LoadReport, load_json_text, load_jsonl_lines
from detectors.registry import make_detector

SAMPLE_PATH = Path(__file__).resolve().parent.parent / "examples" / "sample_set.jsonl"
RUNS = "ds_runs"


@dataclass
class Run:
    key: str
    detectors: tuple[str, ...]
    rows: dict[str, dict[str, Any]] = field(default_factory=dict)  # example key → scored row, in scoring order
    done: bool = False
    seconds: float = 0.0


def content_hash(data: bytes, extra: str = "") -> str:
    return hashlib.sha256(data + extra.encode()).hexdigest()[:16]


def load_bytes(name: str, data: bytes) -> LoadReport:
    text = data.decode("utf-8", errors="replace")
    return load_json_text(text) if name.lower().endswith(".json") else load_jsonl_lines(text.splitlines())


@st.cache_resource(show_spinner="Loading detector…")
def detector(name: str):
    return make_detector(name)


def get_run(key: str, detectors: tuple[str, ...]) -> Run:
    runs = st.session_state.setdefault(RUNS, {})
    if key not in runs:
        runs[key] = Run(key, detectors)
    return runs[key]


def score_pending(run: Run, examples: list[Example], details: bool,
                  on_row: Callable[[int, int, float], None]) -> None:
    """Score the examples not yet in ``run`` (stopping here is safe: a rerun continues from the next one)."""
    dets = [detector(n) for n in run.detectors]
    todo = [ex for ex in examples if ex.key() not in run.rows]
    todo = list({ex.key(): ex for ex in todo}.values())
    total = len(run.rows) + len(todo)
    for ex in todo:
        t0 = time.perf_counter()
        run.rows[ex.key()] = score_example(ex, dets, details)
        run.seconds += time.perf_counter() - t0
        on_row(len(run.rows), total, run.seconds / len(run.rows))
    run.done = True


def eta_text(done: int, total: int, seconds_per_example: float) -> str:
    left = (total - done) * seconds_per_example
    eta = f"{left:.0f} s" if left < 120 else f"{left / 60:.1f} min"
    return f"{done}/{total} scored · {1 / seconds_per_example if seconds_per_example else 0:.1f} examples/s · ETA {eta}"
