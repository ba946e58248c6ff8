"""The result types: every detector returns a ``DetectorResult``, so pages and the CLI treat detectors alike.

Orientation everywhere: a score in [0, 1], higher = more likely an error.
Each detector's own output beyond the shared fields is a typed dataclass in ``DetectorResult.details``:
``RougeDetails``, ``SalienceMaps`` or ``ClassifierLocalization``. In JSON (``to_dict``) it is
written under ``"extras"`` (the output format's name for it).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields
from typing import Any, ClassVar, Protocol, get_args, runtime_checkable

import numpy as np

from detectors.core.citations import mask_citation_marks
from detectors.core.domain import DOCUMENT
from detectors.core.example import Example

# The two error types every detector scores, in this order everywhere.
ERROR_TYPES: tuple[str, str] = ("hallucination", "coverage")

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


@dataclass(frozen=True)
class WordRef:
    """A word of the response (no perspective) or of argument ``[perspective][argument]``, with its span."""

    word: str
    start: int
    end: int
    perspective: int | None = None
    argument: int | None = None


@dataclass(frozen=True)
class TokenRef:
    """An LM token of a given argument."""

    token: str
    perspective: int
    argument: int


@dataclass(frozen=True)
class PromptRowRef:
    """An expert row of the salience map outside the given arguments: a word of the query, topic,
    a perspective label, the intro or the response (so far), or ``kind="template"`` for all of the
    format's literal tokens, braces and special tokens (BOS) together."""

    word: str
    kind: str
    start: int = 0
    end: int = 0
    perspective: int | None = None


@dataclass
class RougeDetails:
    """ROUGE-1 precision of the response against all arguments, recall per perspective and argument."""

    precision: float
    perspective_recall: list[float]
    argument_recall: list[list[float]]
    SIGNATURE: ClassVar[str] = "perspective_recall"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": type(self).__name__, **asdict(self)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> RougeDetails:
        return cls(d["precision"], list(d["perspective_recall"]), [list(r) for r in d["argument_recall"]])


# Salience maps saved before the normalization option existed were normalized the paper's way.
LEGACY_NORMALIZATION = "paper"


@dataclass
class SalienceMaps:
    """The salience maps of one example (``detectors.salience``).

    ``token_matrix`` [argument token, response token] and ``word_matrix`` [argument word,
    response word] hold squared salience normalized per column by ``normalization``
    (``arguments``: over the argument rows; ``paper``: over all rows but the template's);
    ``raw_word_matrix`` the signed raw gradient×input at the token pair behind each word cell;
    ``contribution`` (per row word) and ``attribution`` (per column word) aggregate the word map.
    ``source_parts`` [response word, (arguments, response so far, rest of prompt)]: the shares of
    each response word's squared salience (rows sum to 1). ``other_rows`` / ``other_matrix`` /
    ``other_raw``: the prompt's other rows for experts, each cell the share of the column's
    squared salience over all non-template rows (the template row: share of all rows).
    """

    model: str
    method: str
    aggregation: str
    template: str
    perspective_labels: list[str]
    n_tokens: int
    token_matrix: np.ndarray
    token_rows: list[TokenRef]
    token_cols: list[str]
    word_matrix: np.ndarray
    row_words: list[WordRef]
    col_words: list[WordRef]
    contribution: np.ndarray
    attribution: np.ndarray
    seconds: float | None = None
    normalization: str = LEGACY_NORMALIZATION  # the detector always sets it; see LEGACY_NORMALIZATION
    raw_word_matrix: np.ndarray | None = None
    source_parts: np.ndarray | None = None
    other_rows: list[PromptRowRef] = field(default_factory=list)
    other_matrix: np.ndarray | None = None
    other_raw: np.ndarray | None = None
    complete: bool = True  # False for a partial map shown while the columns are computed

    @property
    def source_share(self) -> np.ndarray:
        """Share of each response word's squared salience that comes from the given arguments."""
        if self.source_parts is None:
            return np.full(len(self.col_words), np.nan)
        return np.asarray(self.source_parts, dtype=float).reshape(len(self.col_words), 3)[:, 0]

    SIGNATURE: ClassVar[str] = "token_matrix"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": type(self).__name__, **{f.name: getattr(self, f.name) for f in fields(self)}}
        d["other_rows"] = [asdict(r) for r in self.other_rows]
        d["token_rows"] = [asdict(t) for t in self.token_rows]
        d["row_words"] = [_word_dict(w) for w in self.row_words]
        d["col_words"] = [_word_dict(w) for w in self.col_words]
        return to_jsonable(d)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SalienceMaps:
        arr = lambda k: np.asarray(d[k], dtype=float)  # noqa: E731
        n_cols = len(d["col_words"])

        def opt(k: str, shape: tuple[int, int]) -> np.ndarray | None:
            return None if d.get(k) is None else np.asarray(d[k], dtype=float).reshape(shape)

        return cls(
            model=d["model"], method=d["method"], aggregation=d["aggregation"], template=d["template"],
            perspective_labels=list(d.get("perspective_labels") or []), n_tokens=int(d["n_tokens"]),
            token_matrix=arr("token_matrix").reshape(len(d["token_rows"]), len(d["token_cols"])),
            token_rows=[TokenRef(**t) for t in d["token_rows"]], token_cols=list(d["token_cols"]),
            word_matrix=arr("word_matrix").reshape(len(d["row_words"]), n_cols),
            row_words=[WordRef(**w) for w in d["row_words"]], col_words=[WordRef(**w) for w in d["col_words"]],
            contribution=arr("contribution"), attribution=arr("attribution"), seconds=d.get("seconds"),
            normalization=d.get("normalization", LEGACY_NORMALIZATION),
            raw_word_matrix=opt("raw_word_matrix", (len(d["row_words"]), n_cols)),
            source_parts=opt("source_parts", (n_cols, 3)),
            other_rows=[PromptRowRef(**r) for r in d.get("other_rows") or []],
            other_matrix=opt("other_matrix", (len(d.get("other_rows") or []), n_cols)),
            other_raw=opt("other_raw", (len(d.get("other_rows") or []), n_cols)),
            complete=bool(d.get("complete", True)),
        )


@dataclass
class ClauseSupport:
    """One scored unit of the response (a clause) and how well the given arguments support it."""

    text: str
    start: int
    end: int
    sentence: int
    support: float
    support_given: float
    best_argument: tuple[int, int]  # (perspective, argument) the clause states most, on any side
    best_argument_prob: float
    attributed_to: int | None  # the perspective the clause's lead-in names, or None
    claim: bool = True  # False: a framing clause ("Critics raise two concerns."), support 1 (it needs none)
    contradiction: float | None = None  # P(the given arguments contradict it), from a three-way pair model
    altered: float | None = None  # the altered score that capped its support (``detectors.classifier.alteration``)
    support_rules: float | None = None  # the rules' support where the clause head gave ``support`` (``clause_head``)

    @property
    def reading(self) -> str:
        """``text`` as the detectors read it (``text`` is as written): citation markers and mark allocations masked,
        so a rule that re-reads a clause ("[1]" is no added word or figure) agrees with the classifier that scored it."""
        return mask_citation_marks(self.text)


@dataclass
class ClassifierLocalization:
    """The classifier's localized outputs (``detectors.classifier``): per argument and per clause."""

    model: str
    rule: str
    argument_probs: list[list[float]]  # P(stated) [perspective][argument]
    argument_windows: list[list[tuple[int, int]]]  # the response span that states it best
    argument_stated_as: list[list[int | None]]  # the other side it was only stated under, or None
    clauses: list[ClauseSupport]

    def clause_at(self, pos: int) -> int | None:
        """The index of the clause holding response character ``pos``, or None (the intro, a gap)."""
        return next((i for i, c in enumerate(self.clauses) if c.start <= pos < c.end), None)

    SIGNATURE: ClassVar[str] = "argument_probs"

    def to_dict(self) -> dict[str, Any]:
        return to_jsonable({"kind": type(self).__name__, **asdict(self)})

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ClassifierLocalization:
        return cls(
            model=d["model"], rule=d["rule"], argument_probs=[list(r) for r in d["argument_probs"]],
            argument_windows=[[tuple(w) for w in row] for row in d["argument_windows"]],
            argument_stated_as=[list(r) for r in d["argument_stated_as"]],
            clauses=[ClauseSupport(**{**c, "best_argument": tuple(c["best_argument"])}) for c in d["clauses"]],
        )


Details = RougeDetails | SalienceMaps | ClassifierLocalization




def details_from_dict(d: dict[str, Any]) -> Details | None:
    """The typed details written by ``to_dict``: found by their ``kind`` (older files: by a key only that
    type has), never by the detector's name, so a new detector's details need no entry here."""
    for cls in get_args(Details):
        if d.get("kind") == cls.__name__ or ("kind" not in d and cls.SIGNATURE in d):
            return cls.from_dict(d)
    return None


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
    details: Details | None = None
    # Per-example inputs of the detector's calibration beside its raw score (detectors.calibration.maps):
    # the classifier's are how much the response reuses its arguments' words (docs/evaluation.md).
    calibration_inputs: dict[str, float] = field(default_factory=dict)
    # The detector's weights and score-changing options (``detectors.core.fingerprint``); "" for rows
    # scored before model ids existed. A calibration is only read on results of its own model_id.
    model_id: str = ""
    # Which of the detector's calibrations this example belongs to: "" (the argument lists and answers a
    # calibration is fitted on) or another domain with maps of its own (the classifier: ``DOCUMENT``, a document
    # given as an argument). ``detectors.calibration.apply.entry_for`` reads it (``Calibration.get``).
    calibration_domain: str = ""

    def scores(self) -> dict[str, float]:
        return {"hallucination": self.hallucination, "coverage": self.coverage}

    def to_dict(self, details: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {"hallucination": self.hallucination, "coverage": self.coverage}
        if self.model_id:
            out["model_id"] = self.model_id
        if self.calibration_inputs:
            out["calibration_inputs"] = dict(self.calibration_inputs)
        if self.calibration_domain:
            out["calibration_domain"] = self.calibration_domain
        if details:
            out["perspective_coverage"] = self.perspective_coverage
            out["argument_coverage"] = self.argument_coverage
            out["response_words"] = [_word_dict(w) for w in self.response_words]
            out["argument_words"] = [_word_dict(w) for w in self.argument_words]
            if self.details is not None:
                out["extras"] = self.details.to_dict()
        return out

    @classmethod
    def from_dict(cls, detector: str, data: dict[str, Any]) -> DetectorResult:
        extras = data.get("extras")
        return cls(
            detector=detector,
            hallucination=data["hallucination"],
            coverage=data["coverage"],
            response_words=[WordScore(**w) for w in data.get("response_words", [])],
            argument_words=[WordScore(**w) for w in data.get("argument_words", [])],
            perspective_coverage=data.get("perspective_coverage", []),
            argument_coverage=data.get("argument_coverage", []),
            details=details_from_dict(extras) if extras else None,
            calibration_inputs={str(k): float(v) for k, v in (data.get("calibration_inputs") or {}).items()},
            model_id=str(data.get("model_id") or ""),
            calibration_domain=calibration_domain_of(data),
        )


def calibration_domain_of(data: dict[str, Any]) -> str:
    """The stored domain; rows scored before domains existed said ``outside_calibration`` (only of a document)."""
    return str(data.get("calibration_domain") or (DOCUMENT if data.get("outside_calibration") else ""))


def _word_dict(w: WordScore | WordRef) -> dict[str, Any]:
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


@dataclass(frozen=True)
class Status:
    """Why a detector has no result to show: not run yet, running, its model refused, or an error."""

    text: str


# What a page holds per detector: its result, or why there is none.
Outcome = DetectorResult | Status


class Detector(Protocol):
    """What every detector offers: a name and ``run(example) -> DetectorResult``."""

    name: str

    def run(self, example: Example, progress: Progress | None = None) -> DetectorResult: ...


@runtime_checkable
class BatchDetector(Detector, Protocol):
    """A detector that also scores several examples in one call (``run_many``), as the engines hand it a chunk.

    ``run_many(examples)[i]`` is ``run(examples[i])`` up to floating-point noise (a batch of other
    examples' pairs pads and orders differently); it exists because one call can share work across
    examples (the classifier batches and de-duplicates its pairs over the chunk).
    """

    def run_many(self, examples: Sequence[Example]) -> list[DetectorResult]: ...
