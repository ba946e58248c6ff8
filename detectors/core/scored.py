"""A scored row: the input example plus what ``score`` wrote beside it (``scores``, ``findings``).

``example_of`` is the one place a row is split into its example, ``read_scored`` the one reader of
a scored file.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from detectors.core.example import Example, parse_example
from detectors.core.jsonl import read_jsonl
from detectors.core.result import ERROR_TYPES, DetectorResult

# The keys ``score`` adds to an input object; everything else is the example as given.
SCORED_KEYS = ("scores", "findings")
# Detectors "disagree" on an error type when their scores are this far apart (scores are in [0, 1]).
DISAGREE_GAP = 0.5


def example_of(row: dict[str, Any]) -> Example:
    """The example of a scored row (ValueError when the row or its input part is not valid)."""
    if not isinstance(row, dict):
        raise ValueError(f"expected a JSON object, got {type(row).__name__}")
    return parse_example({k: v for k, v in row.items() if k not in SCORED_KEYS})


def read_scored(path: str | Path) -> tuple[list[dict[str, Any]], list[str]]:
    """Rows of a scored JSONL file (any JSON object with ``scores``), and readable reasons for skipped lines.

    A run interrupted while completing rows may leave two rows of one example: the last one counts.
    """
    rows, errors = [], []
    for line in read_jsonl(path):
        if line.error:
            errors.append(f"line {line.lineno}: {line.error}")
        elif not isinstance(line.data, dict) or not isinstance(line.data.get("scores"), dict):
            errors.append(f"line {line.lineno}: no scores (run `python -m detectors score` first)")
        else:
            rows.append(line.data)
    return last_per_key(rows), errors


def last_per_key(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per example key, the last one; rows whose example is invalid are kept (keyed by position)."""
    by_key: dict[str, dict[str, Any]] = {}
    for i, row in enumerate(rows):
        try:
            key = example_of(row).key()
        except ValueError:
            key = f"#{i}"
        by_key.pop(key, None)
        by_key[key] = row
    return list(by_key.values())


def score_gaps(scores: dict[str, Any]) -> dict[str, float]:
    """Per error type, the largest difference between two detectors' scores (types fewer than two detectors score: absent)."""
    out = {}
    for err in ERROR_TYPES:
        vals = [s[err] for s in scores.values() if isinstance(s, dict) and isinstance(s.get(err), (int, float))]
        if len(vals) > 1:
            out[err] = float(max(vals) - min(vals))
    return out


def disagreements(scores: dict[str, Any]) -> list[str]:
    """Error types on which the detectors' scores differ by at least ``DISAGREE_GAP``."""
    return [err for err, gap in score_gaps(scores).items() if gap >= DISAGREE_GAP]


def row_results(row: dict[str, Any]) -> dict[str, DetectorResult]:
    """The detector results a scored row carries (one per ``scores`` entry with example scores; unreadable ones
    skipped). ``DetectorResult.from_dict`` ignores the calibration annotations beside the scores."""
    out = {}
    for name, entry in (row.get("scores") or {}).items():
        if isinstance(entry, dict) and "hallucination" in entry:
            try:
                out[name] = DetectorResult.from_dict(name, entry)
            except (KeyError, TypeError, ValueError):
                continue
    return out
