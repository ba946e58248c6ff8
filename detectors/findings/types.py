"""The finding types: what is wrong with a response, where, how sure, why, and a suggested fix.

A ``Finding`` points at the smallest unit it can: a character span of the response (a clause)
and/or a given argument as ``(perspective, argument)``. ``confidence`` is a calibrated
probability where the detector it comes from is calibrated (``calibrated`` says which), else a
score in [0, 1]. ``evidence`` names the detectors and values that support it. ``edit`` is a
FAVA-style suggested edit of the response (never of the arguments).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

FindingType = Literal["unsupported", "altered", "wrong_side", "omission", "repetition"]
FINDING_TYPES: tuple[str, ...] = ("unsupported", "altered", "wrong_side", "omission", "repetition")

EditKind = Literal["delete", "replace", "move", "insert"]


@dataclass(frozen=True)
class Edit:
    """Replace ``response[start:end]`` by ``replacement`` (a deletion when empty, an insertion when start == end).

    ``move`` edits carry a second change (``start2``/``end2``/``replacement2``, applied in the
    same pass): the clause is deleted where it was and stated under its own side.
    """

    kind: EditKind
    description: str
    start: int
    end: int
    replacement: str
    start2: int | None = None
    end2: int | None = None
    replacement2: str | None = None

    def changes(self) -> list[tuple[int, int, str]]:
        out = [(self.start, self.end, self.replacement)]
        if self.start2 is not None and self.end2 is not None and self.replacement2 is not None:
            out.append((self.start2, self.end2, self.replacement2))
        return sorted(out)

    def apply(self, response: str) -> str:
        """The edited response (changes applied right to left so spans stay valid; spaces tidied)."""
        text = response
        for start, end, repl in sorted(self.changes(), reverse=True):
            text = text[:start] + repl + text[end:]
        return tidy(text)

    def to_dict(self) -> dict[str, Any]:
        d = {"kind": self.kind, "description": self.description, "start": self.start, "end": self.end,
             "replacement": self.replacement}
        if self.start2 is not None:
            d.update(start2=self.start2, end2=self.end2, replacement2=self.replacement2)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Edit:
        return cls(d["kind"], d["description"], int(d["start"]), int(d["end"]), d["replacement"],
                   d.get("start2"), d.get("end2"), d.get("replacement2"))


def tidy(text: str) -> str:
    """Collapse the double spaces and space-before-punctuation an edit may leave."""
    import re

    text = re.sub(r"[ \t]{2,}", " ", text)
    text = re.sub(r"\s+([.,;:!?])", r"\1", text)
    text = re.sub(r"([.!?])\1+", r"\1", text)
    return text.strip()


@dataclass
class Finding:
    type: FindingType
    confidence: float
    calibrated: bool
    span: tuple[int, int] | None = None  # response characters [start, end)
    argument: tuple[int, int] | None = None  # (perspective, argument)
    text: str = ""  # the response text at ``span`` (or the argument's text when there is no span)
    evidence: dict[str, Any] = field(default_factory=dict)
    edit: Edit | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"type": self.type, "confidence": round(float(self.confidence), 6),
                             "calibrated": self.calibrated,
                             "span": list(self.span) if self.span else None,
                             "argument": list(self.argument) if self.argument else None,
                             "text": self.text, "evidence": self.evidence,
                             "edit": self.edit.to_dict() if self.edit else None}
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Finding:
        return cls(type=d["type"], confidence=float(d["confidence"]), calibrated=bool(d.get("calibrated")),
                   span=tuple(d["span"]) if d.get("span") else None,
                   argument=tuple(d["argument"]) if d.get("argument") else None,
                   text=d.get("text", ""), evidence=dict(d.get("evidence") or {}),
                   edit=Edit.from_dict(d["edit"]) if d.get("edit") else None)

    def label(self) -> str:
        return self.type.replace("_", " ")
