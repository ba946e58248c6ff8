"""Score a file of examples: resumable, flushed line by line, bad lines reported and skipped.

Output rows are the input object plus ``"scores": {detector: {"hallucination": x, "coverage": y, ...}}``.
Re-running with an existing output skips the examples already in it (by ``id``, or by a
content hash when an example has no id), so an interrupted run resumes and loses nothing.
With several workers (or Ray) rows are written in the order they finish; each key appears once.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from .engines import DetectorSpec, run_pool, run_ray, run_serial, score_example
from .example import Example, LineError, LoadReport, load_examples, parse_example
from .result import Detector

__all__ = ["ScoreSummary", "score_file", "score_example", "scored_keys", "plan"]


@dataclass
class ScoreSummary:
    written: int = 0
    skipped_done: int = 0
    errors: list[LineError] = field(default_factory=list)


def scored_keys(output: Path) -> set[str]:
    """Keys of the examples already in an output file. A torn last line (killed mid-write) is ignored."""
    keys: set[str] = set()
    if not output.exists():
        return keys
    for raw in output.read_text(encoding="utf-8").splitlines():
        try:
            row = json.loads(raw)
            keys.add(parse_example({k: v for k, v in row.items() if k != "scores"}).key())
        except (json.JSONDecodeError, ValueError):
            continue
    return keys


def _drop_torn_tail(output: Path) -> None:
    """If a previous run died mid-line, cut the partial line so appends start clean."""
    if not output.exists() or output.stat().st_size == 0:
        return
    data = output.read_bytes()
    if not data.endswith(b"\n"):
        output.write_bytes(data[: data.rfind(b"\n") + 1])


def plan(examples: Sequence[Example], done: set[str]) -> tuple[list[Example], int]:
    """The examples still to score (each key once, first occurrence wins) and how many were already done."""
    todo, skipped, seen = [], 0, set(done)
    for ex in examples:
        if ex.key() in done:
            skipped += 1
        elif ex.key() not in seen:
            todo.append(ex)
            seen.add(ex.key())
    return todo, skipped


def _rows(
    detectors: Sequence[Detector] | DetectorSpec,
    todo: list[Example],
    details: bool,
    workers: int | None,
    engine: str,
    address: str | None,
) -> Iterator[dict[str, Any]]:
    if engine == "ray":
        if not isinstance(detectors, DetectorSpec):
            raise TypeError("the Ray engine needs a DetectorSpec (workers build their own detectors)")
        return run_ray(detectors, todo, details, workers=workers, address=address)
    if engine != "local":
        raise ValueError(f"unknown engine {engine!r}; choose local or ray")
    if (workers or 1) > 1 and len(todo) > 1:
        if not isinstance(detectors, DetectorSpec):
            raise TypeError("--workers > 1 needs a DetectorSpec (workers build their own detectors)")
        return run_pool(detectors, todo, details, workers or 1)
    built = detectors.build() if isinstance(detectors, DetectorSpec) else detectors
    return run_serial(built, todo, details)


def score_file(
    input_path: str | Path,
    output_path: str | Path,
    detectors: Sequence[Detector] | DetectorSpec,
    details: bool = False,
    on_progress: Callable[[int, int], None] | None = None,
    workers: int | None = 1,
    engine: str = "local",
    address: str | None = None,
) -> ScoreSummary:
    """Score every valid example of ``input_path`` not yet in ``output_path``, appending rows as they finish."""
    report: LoadReport = load_examples(input_path)
    output = Path(output_path)
    output.parent.mkdir(parents=True, exist_ok=True)
    _drop_torn_tail(output)
    todo, skipped = plan([ex for _, ex in report.examples], scored_keys(output))
    summary = ScoreSummary(skipped_done=skipped, errors=list(report.errors))
    if on_progress:
        on_progress(0, len(todo))
    if not todo:
        return summary
    with output.open("a", encoding="utf-8") as f:
        for row in _rows(detectors, todo, details, workers, engine, address):
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
            f.flush()
            summary.written += 1
            if on_progress:
                on_progress(summary.written, len(todo))
    return summary
