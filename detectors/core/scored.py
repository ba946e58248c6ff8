"""A scored row: the input example plus what ``score`` wrote beside it (``scores``, ``findings``).

The one reader (``ScoredRow.parse``, ``read_scored``) and writer (``ScoredRow.to_json``) of the
scored-file format, so no module splits a row into its example and its scores by hand.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from detectors.core.example import Example, parse_example
from detectors.core.jsonl import dumps, read_jsonl
from detectors.core.result import DetectorResult

# The keys ``score`` adds to an input object; everything else is the example as given.
SCORED_KEYS = ("scores", "findings")


class ScoredRow(BaseModel):
    """An input object (kept as given, in ``model_extra``) with its ``scores`` and ``findings``."""

    model_config = ConfigDict(extra="allow")

    scores: dict[str, Any] = Field(default_factory=dict)
    findings: list[dict[str, Any]] | None = None

    @classmethod
    def parse(cls, data: dict[str, Any]) -> ScoredRow:
        if not isinstance(data, dict):
            raise ValueError("a scored row must be a JSON object")
        return cls.model_validate(data)

    @property
    def input(self) -> dict[str, Any]:
        """The input object without what ``score`` added."""
        return dict(self.model_extra or {})

    def example(self) -> Example:
        """The example (raises ValueError when the input part is not a valid example)."""
        return parse_example(self.input)

    def key(self) -> str:
        return self.example().key()

    def result(self, detector: str) -> DetectorResult:
        return DetectorResult.from_dict(detector, self.scores[detector])

    def to_dict(self) -> dict[str, Any]:
        out = {**self.input, "scores": self.scores}
        if self.findings is not None:
            out["findings"] = self.findings
        return out

    def to_json(self) -> str:
        return dumps(self.to_dict())


def example_of(row: dict[str, Any]) -> Example:
    """The example of a scored row given as a dict (its input part)."""
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
