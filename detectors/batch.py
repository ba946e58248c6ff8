"""Score a file of examples: resumable, flushed line by line, bad lines reported and skipped.

Output rows are the input object plus ``"scores": {detector: {"hallucination": x, "coverage": y, ...}}``.
Re-running with an existing output skips the examples already in it (by ``id``, or by a
content hash when an example has no id), so an interrupted run resumes and loses nothing.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from .example import Example, LineError, LoadReport, load_examples, parse_example
from .result import Detector


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


def score_example(example: Example, detectors: Sequence[Detector], details: bool = False) -> dict[str, Any]:
    row = example.to_json_dict()
    row["scores"] = {d.name: d.run(example).to_dict(details=details) for d in detectors}
    return row


def score_file(
    input_path: str | Path,
    output_path: str | Path,
    detectors: Sequence[Detector],
    details: bool = False,
    on_progress: Callable[[int, int], None] | None = None,
) -> ScoreSummary:
    report: LoadReport = load_examples(input_path)
    output = Path(output_path)
    output.parent.mkdir(parents=True, exist_ok=True)
    _drop_torn_tail(output)
    done = scored_keys(output)
    summary = ScoreSummary(errors=list(report.errors))
    todo = []
    for _, ex in report.examples:
        if ex.key() in done:
            summary.skipped_done += 1
        else:
            todo.append(ex)
            done.add(ex.key())  # duplicates within the input are scored once
    with output.open("a", encoding="utf-8") as f:
        for i, ex in enumerate(todo, start=1):
            f.write(json.dumps(score_example(ex, detectors, details), ensure_ascii=False) + "\n")
            f.flush()
            summary.written += 1
            if on_progress:
                on_progress(i, len(todo))
    return summary
