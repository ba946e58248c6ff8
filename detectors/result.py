"""The one result type every detector returns, so pages and the CLI treat detectors alike.

Orientation everywhere: a score in [0, 1], higher = more likely an error.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Literal, Protocol

import numpy as np

from .example import Example

# progress(done, total): detectors that take more than a second report through this.
Progress = Callable[[int, int], None]


class Cancelled(Exception):
    """Raised from inside a progress callback to stop a long detector run."""


@dataclass(frozen=True)
class WordScore:
    """A content word and its error score.

    ``start``/``end`` index the text the word belongs to: the response for
    response words, ``example.perspectives[perspective].arguments[argument]`` for
    argument words.
    """

    word: str
    start: int
    end: int
    score: float
    perspective: int | None = None
    argument: int | None = None


@dataclass
class DetectorResult:
    detector: str
    hallucination: float
    coverage: float
    response_words: list[WordScore]
    argument_words: list[WordScore]
    # Coverage error score per perspective and per argument ([perspective][argument]).
    perspective_coverage: list[float] = field(default_factory=list)
    argument_coverage: list[list[float]] = field(default_factory=list)
    # Detector-specific: matrices, sentences, settings. Numpy arrays allowed.
    extras: dict[str, Any] = field(default_factory=dict)

    def scores(self) -> dict[str, float]:
        return {"hallucination": self.hallucination, "coverage": self.coverage}

    def to_dict(self, details: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {"hallucination": self.hallucination, "coverage": self.coverage}
        if details:
            out["perspective_coverage"] = self.perspective_coverage
            out["argument_coverage"] = self.argument_coverage
            out["response_words"] = [_word_dict(w) for w in self.response_words]
            out["argument_words"] = [_word_dict(w) for w in self.argument_words]
            out["extras"] = to_jsonable(self.extras)
        return out

    @classmethod
    def from_dict(cls, detector: str, data: dict[str, Any]) -> "DetectorResult":
        return cls(
            detector=detector,
            hallucination=data["hallucination"],
            coverage=data["coverage"],
            response_words=[WordScore(**w) for w in data.get("response_words", [])],
            argument_words=[WordScore(**w) for w in data.get("argument_words", [])],
            perspective_coverage=data.get("perspective_coverage", []),
            argument_coverage=data.get("argument_coverage", []),
            extras=data.get("extras", {}),
        )


def _word_dict(w: WordScore) -> dict[str, Any]:
    d = asdict(w)
    return {k: v for k, v in d.items() if v is not None}


def to_jsonable(value: Any) -> Any:
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, (np.floating, np.integer)):
        return value.item()
    if isinstance(value, dict):
        return {str(k): to_jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [to_jsonable(v) for v in value]
    return value


class Detector(Protocol):
    """What every detector offers: a name and ``run(example) -> DetectorResult``."""

    name: str

    def run(self, example: Example, progress: Progress | None = None) -> DetectorResult: ...
