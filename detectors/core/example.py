"""The one input type: ``Example``, and loading it from JSON/JSONL with per-line errors.

An example is a user query, the arguments the model was given (grouped into
perspectives) and the model's response. See README.md "Input format".
"""
from __future__ import annotations

import base64
import hashlib
import json
import zlib
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from detectors.core.jsonl import iter_jsonl

# Longest example accepted, counting every text field (query, topic, labels,
# arguments, intro, response). Roughly 5,000 LLM tokens: ROUGE handles far
# more, but salience needs a forward/backward pass over the whole prompt.
MAX_EXAMPLE_CHARS = 20_000


def _clean(text: str) -> str:
    """Strip surrounding whitespace; reject text that is empty after that."""
    text = text.strip()
    if not text:
        raise ValueError("must not be empty")
    return text


class Perspective(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    label: str
    arguments: list[str] = Field(min_length=1)

    @field_validator("label")
    @classmethod
    def _label(cls, v: str) -> str:
        return _clean(v)

    @field_validator("arguments")
    @classmethod
    def _arguments(cls, v: list[str]) -> list[str]:
        out = []
        for i, arg in enumerate(v):
            if not arg.strip():
                raise ValueError(f"argument {i + 1} is empty")
            out.append(arg.strip())
        return out


class Labels(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    hallucination: int | None = Field(default=None, ge=0, le=1)
    coverage: int | None = Field(default=None, ge=0, le=1)


class Example(BaseModel):
    """A query, the given arguments per perspective, and the response to check."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str | None = None
    query: str
    topic: str | None = None
    perspectives: list[Perspective] = Field(min_length=1)
    intro: str | None = None
    response: str
    response_b: str | None = None  # optional second response to compare (not scored with ``response``)
    labels: Labels | None = None
    meta: dict[str, Any] = Field(default_factory=dict)

    @field_validator("query", "response")
    @classmethod
    def _required_text(cls, v: str) -> str:
        return _clean(v)

    @field_validator("response_b")
    @classmethod
    def _second_response(cls, v: str | None) -> str | None:
        return None if v is None else _clean(v)

    @field_validator("topic", "intro")
    @classmethod
    def _optional_text(cls, v: str | None) -> str | None:
        if v is None:
            return None
        v = v.strip()
        return v or None

    @field_validator("id", mode="before")
    @classmethod
    def _id_as_text(cls, v: Any) -> Any:
        return str(v) if isinstance(v, int) and not isinstance(v, bool) else v

    @model_validator(mode="after")
    def _size_limit(self) -> Example:
        n = self.total_chars
        if n > MAX_EXAMPLE_CHARS:
            raise ValueError(
                f"example too long: {n:,} characters of text, the limit is {MAX_EXAMPLE_CHARS:,}"
            )
        return self

    @property
    def total_chars(self) -> int:
        texts = [self.query, self.topic or "", self.intro or "", self.response, self.response_b or ""]
        for p in self.perspectives:
            texts.append(p.label)
            texts.extend(p.arguments)
        return sum(len(t) for t in texts)

    @property
    def arguments(self) -> list[tuple[int, int, str]]:
        """Every argument as (perspective index, argument index, text)."""
        return [(pi, ai, a) for pi, p in enumerate(self.perspectives) for ai, a in enumerate(p.arguments)]

    def content_key(self) -> str:
        """A stable hash of everything a detector reads (not id, labels or meta)."""
        fields = {"query", "topic", "perspectives", "intro", "response"}
        if self.response_b is not None:  # examples without it keep their earlier keys
            fields.add("response_b")
        payload = self.model_dump(include=fields)
        return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()[:20]

    def key(self) -> str:
        """The id if given, else the content hash: what resumable output files are keyed by."""
        return self.id if self.id is not None else self.content_key()

    def to_json_dict(self) -> dict[str, Any]:
        return self.model_dump(mode="json", exclude_none=True)


def describe_validation_error(err: ValidationError) -> str:
    """One readable line: 'perspectives.0.arguments: argument 2 is empty; response: Field required'."""
    parts = []
    for e in err.errors():
        loc = ".".join(str(x) for x in e["loc"]) or "example"
        msg = e["msg"].removeprefix("Value error, ")
        if e["type"] == "missing":
            msg = "missing required field"
        elif e["type"] == "extra_forbidden":
            msg = "unknown field"
        parts.append(f"{loc}: {msg}")
    return "; ".join(parts)


def parse_example(data: Any) -> Example:
    """Validate one decoded JSON object; raises ValueError with a readable reason."""
    if not isinstance(data, dict):
        raise ValueError(f"expected a JSON object, got {type(data).__name__}")
    try:
        return Example.model_validate(data)
    except ValidationError as err:
        raise ValueError(describe_validation_error(err)) from None


@dataclass
class LineError:
    line: int
    reason: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.reason}"


@dataclass
class LoadReport:
    """Valid examples with their 1-based line numbers, and every invalid line with its reason."""

    examples: list[tuple[int, Example]] = field(default_factory=list)
    errors: list[LineError] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors


def load_jsonl_lines(lines: Iterable[str]) -> LoadReport:
    report = LoadReport()
    for line in iter_jsonl(lines):
        if line.error:
            report.errors.append(LineError(line.lineno, line.error))
            continue
        try:
            report.examples.append((line.lineno, parse_example(line.data)))
        except ValueError as err:
            report.errors.append(LineError(line.lineno, str(err)))
    return report


def load_examples(path: str | Path) -> LoadReport:
    """Load a .jsonl file (one example a line) or a .json file (one example or a list)."""
    path = Path(path)
    return load_text(path.name, path.read_text(encoding="utf-8", errors="replace"))


def load_text(name: str, text: str) -> LoadReport:
    """Examples from a file's text; ``name`` ending in .json: one example or a list, else JSONL."""
    if name.lower().endswith(".json"):
        return load_json_text(text)
    return load_jsonl_lines(text.splitlines())


def load_json_text(text: str) -> LoadReport:
    """A JSON document holding one example or a list of them (errors numbered by item)."""
    report = LoadReport()
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        report.errors.append(LineError(err.lineno, f"unreadable JSON ({err.msg} at column {err.colno})"))
        return report
    items = data if isinstance(data, list) else [data]
    for i, item in enumerate(items, start=1):
        try:
            report.examples.append((i, parse_example(item)))
        except ValueError as err:
            report.errors.append(LineError(i, str(err)))
    return report


def encode_example(example: Example) -> str:
    """A compact URL-safe string holding the example (for shareable links: ``?ex=...``)."""
    raw = json.dumps(example.to_json_dict(), ensure_ascii=False, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def decode_example(token: str) -> Example:
    """Inverse of ``encode_example``; raises ValueError with a readable reason."""
    try:
        raw = zlib.decompress(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
        data = json.loads(raw)
    except Exception:
        raise ValueError("the link does not hold a readable example") from None
    return parse_example(data)
