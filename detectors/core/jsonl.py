"""Reading and writing JSONL: the one read loop (blank lines skipped, bad lines reported by number)
and the one atomic rewrite."""
from __future__ import annotations

import json
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class JsonLine:
    """One non-blank line: its number (from 1), the text, and the parsed value or why it is unreadable."""

    lineno: int
    raw: str
    data: Any = None
    error: str | None = None


def iter_jsonl(lines: Iterable[str]) -> Iterator[JsonLine]:
    for lineno, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        try:
            yield JsonLine(lineno, raw, json.loads(raw))
        except json.JSONDecodeError as err:
            yield JsonLine(lineno, raw, error=f"unreadable JSON ({err.msg} at column {err.colno})")


def read_jsonl(path: str | Path) -> Iterator[JsonLine]:
    """The lines of a JSONL file (UTF-8; undecodable bytes replaced, so one bad byte costs one line)."""
    yield from iter_jsonl(Path(path).read_text(encoding="utf-8", errors="replace").splitlines())


def read_jsonl_rows(path: str | Path) -> Iterator[tuple[Any, str]]:
    """(parsed value or None, raw text) of every non-blank line."""
    for line in read_jsonl(path):
        yield line.data if line.error is None else None, line.raw


def write_jsonl_atomic(path: str | Path, lines: Iterable[str]) -> None:
    """Replace ``path`` with ``lines`` (one JSON text each) in one rename: a reader never sees half a file."""
    path = Path(path)
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    tmp.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    tmp.replace(path)


def dumps(row: Any) -> str:
    return json.dumps(row, ensure_ascii=False)
