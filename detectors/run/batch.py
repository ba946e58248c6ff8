"""Score a file of examples: resumable, flushed line by line, bad lines reported and skipped.

Output rows are the input object plus ``"scores": {detector: {"hallucination": x, "coverage": y, ...}}``.
Re-running with an existing output resumes: an example counts as done only when its row carries
every requested detector (with word-level details when ``details``); a row that lacks some is
*completed* (the scores it has are kept, the missing detectors run) and written again, and the
file is compacted at the end to one row per example (the last). Until then a reader takes the
last row of each key (``read_rows``). Nothing is lost (a row is only superseded by a more
complete one) and nothing is duplicated. Rows are keyed by ``id``, else by a content hash.
With several workers (or Ray) rows are written in the order they finish.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from detectors.core.example import Example, LineError, LoadReport, load_examples
from detectors.core.jsonl import dumps, read_jsonl, write_jsonl_atomic
from detectors.core.result import Detector
from detectors.core.scored import example_of
from detectors.run.engines import (
    DEFAULT_CALIBRATION,
    CalibrationChoice,
    DetectorSpec,
    Job,
    has_score,
    run_pool,
    run_ray,
    run_serial,
    score_example,
)

__all__ = ["ScoreSummary", "score_file", "score_example", "read_rows", "plan", "Job"]


@dataclass
class ScoreSummary:
    written: int = 0
    skipped_done: int = 0
    completed: int = 0  # rows of an earlier run that lacked a requested detector and were completed
    errors: list[LineError] = field(default_factory=list)


def row_key(row: dict[str, Any]) -> str:
    return example_of(row).key()


def read_rows(output: Path) -> dict[str, dict[str, Any]]:
    """Rows of an output file by example key; the last row of a key wins. Torn or foreign lines are ignored."""
    rows: dict[str, dict[str, Any]] = {}
    if not output.exists():
        return rows
    for line in read_jsonl(output):
        try:
            rows.pop(key := row_key(line.data), None)
            rows[key] = line.data
        except (ValueError, TypeError, AttributeError):  # torn or foreign lines (error set: data is None)
            continue
    return rows


def _drop_torn_tail(output: Path) -> None:
    """If a previous run died mid-line, cut the partial line so appends start clean."""
    if not output.exists() or output.stat().st_size == 0:
        return
    data = output.read_bytes()
    if not data.endswith(b"\n"):
        output.write_bytes(data[: data.rfind(b"\n") + 1])


def compact(output: Path) -> None:
    """Rewrite ``output`` with one row per key (the last), atomically; a no-op when nothing repeats."""
    if not output.exists():
        return
    lines = [raw for raw in output.read_text(encoding="utf-8").splitlines() if raw.strip()]
    rows = read_rows(output)
    if len(rows) == len(lines):
        return
    write_jsonl_atomic(output, (dumps(r) for r in rows.values()))


def plan(examples: Sequence[Example], done: dict[str, dict[str, Any]] | set[str],
         names: Sequence[str] = (), details: bool = False) -> tuple[list[Job], int]:
    """The jobs still to run (each key once, first occurrence wins) and how many examples were already done.

    ``done``: earlier rows by key (or just their keys: then every listed example counts as done).
    A row counts as done when it has every detector in ``names`` (with details when asked); a row
    that lacks some becomes a job that keeps its scores.
    """
    rows: Mapping[str, dict[str, Any] | None] = done if isinstance(done, dict) else dict.fromkeys(done)
    jobs: list[Job] = []
    skipped = 0
    seen: set[str] = set()
    for ex in examples:
        key = ex.key()
        if key in seen:
            continue
        seen.add(key)
        if key in rows and rows[key] is None:  # a key given without its row: done
            skipped += 1
            continue
        row = rows.get(key) or {}
        if row and all(has_score(row.get("scores"), n, details) for n in names):
            skipped += 1
        else:
            jobs.append(Job(ex, row.get("scores") or None))
    return jobs, skipped


def _rows(
    detectors: Sequence[Detector] | DetectorSpec,
    todo: list[Job],
    details: bool,
    workers: int | None,
    engine: str,
    address: str | None,
    calibration: CalibrationChoice = DEFAULT_CALIBRATION,
) -> Iterator[dict[str, Any]]:
    if engine == "ray":
        if not isinstance(detectors, DetectorSpec):
            raise TypeError("the Ray engine needs a DetectorSpec (workers build their own detectors)")
        return run_ray(detectors, todo, details, workers=workers, address=address, calibration=calibration)
    if engine != "local":
        raise ValueError(f"unknown engine {engine!r}; choose local or ray")
    if (workers or 1) > 1 and len(todo) > 1:
        if not isinstance(detectors, DetectorSpec):
            raise TypeError("--workers > 1 needs a DetectorSpec (workers build their own detectors)")
        return run_pool(detectors, todo, details, workers or 1, calibration)
    built = detectors.build() if isinstance(detectors, DetectorSpec) else detectors
    return run_serial(built, todo, details, calibration)


def score_file(
    input_path: str | Path,
    output_path: str | Path,
    detectors: Sequence[Detector] | DetectorSpec,
    details: bool = False,
    on_progress: Callable[[int, int], None] | None = None,
    workers: int | None = 1,
    engine: str = "local",
    address: str | None = None,
    calibration: CalibrationChoice = DEFAULT_CALIBRATION,
) -> ScoreSummary:
    """Score every valid example of ``input_path`` not yet in ``output_path``, appending rows as they finish.

    ``calibration`` (with ``details``): what the findings' thresholds and confidences come from, a
    ``Calibration``, None (raw thresholds) or ``DEFAULT_CALIBRATION`` ($FAITHSCOPE_CALIBRATION, else shipped).
    """
    report: LoadReport = load_examples(input_path)
    output = Path(output_path)
    output.parent.mkdir(parents=True, exist_ok=True)
    _drop_torn_tail(output)
    names = detectors.names if isinstance(detectors, DetectorSpec) else [d.name for d in detectors]
    todo, skipped = plan([ex for _, ex in report.examples], read_rows(output), names, details)
    summary = ScoreSummary(skipped_done=skipped, completed=sum(j.existing is not None for j in todo),
                           errors=list(report.errors))
    if on_progress:
        on_progress(0, len(todo))
    if todo:
        with output.open("a", encoding="utf-8") as f:
            for row in _rows(detectors, todo, details, workers, engine, address, calibration):
                f.write(json.dumps(row, ensure_ascii=False) + "\n")
                f.flush()
                summary.written += 1
                if on_progress:
                    on_progress(summary.written, len(todo))
    compact(output)
    return summary
