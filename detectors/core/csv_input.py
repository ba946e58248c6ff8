"""Examples from a CSV table: the user maps columns to fields.

Each perspective is one column: its header is the perspective label and each cell holds
that perspective's arguments, one argument per line. Label columns hold 0/1 (or empty).
Errors are reported per CSV row (1-based, header not counted), like the JSONL loader.
"""
from __future__ import annotations

import io
import math
from dataclasses import dataclass, field
from typing import Any

import pandas as pd

from detectors.core.example import LineError, LoadReport, parse_example


@dataclass
class CsvMapping:
    query: str
    response: str
    perspectives: list[str]
    id: str | None = None
    topic: str | None = None
    intro: str | None = None
    hallucination: str | None = None
    coverage: str | None = None
    meta: list[str] = field(default_factory=list)


def read_csv(data: bytes) -> pd.DataFrame:
    """All cells as text (ids like 007 stay as written); empty cells become None."""
    df = pd.read_csv(io.BytesIO(data), dtype=str, keep_default_na=False)
    return df.replace({"": None})


def _cell(row: pd.Series, col: str | None) -> Any:
    if not col:
        return None
    v = row.get(col)
    return None if v is None or (isinstance(v, float) and math.isnan(v)) else v


def _label(value: Any) -> int | None:
    if value is None:
        return None
    text = str(value).strip().lower()
    if text in ("1", "1.0", "true", "yes"):
        return 1
    if text in ("0", "0.0", "false", "no"):
        return 0
    raise ValueError(f"label {value!r} is not 0/1")


def csv_examples(df: pd.DataFrame, mapping: CsvMapping) -> LoadReport:
    report = LoadReport()
    for i, (_, row) in enumerate(df.iterrows(), start=1):
        try:
            perspectives = []
            for col in mapping.perspectives:
                args = [a for a in str(_cell(row, col) or "").splitlines() if a.strip()]
                if args:
                    perspectives.append({"label": col, "arguments": args})
            data: dict[str, Any] = {
                "query": _cell(row, mapping.query) or "", "response": _cell(row, mapping.response) or "",
                "perspectives": perspectives,
            }
            for name in ("id", "topic", "intro"):
                if _cell(row, getattr(mapping, name)) is not None:
                    data[name] = _cell(row, getattr(mapping, name))
            labels = {k: _label(_cell(row, getattr(mapping, k))) for k in ("hallucination", "coverage")}
            if any(v is not None for v in labels.values()):
                data["labels"] = labels
            meta = {c: _cell(row, c) for c in mapping.meta if _cell(row, c) is not None}
            if meta:
                data["meta"] = meta
            report.examples.append((i, parse_example(data)))
        except ValueError as err:
            report.errors.append(LineError(i, str(err)))
    return report
