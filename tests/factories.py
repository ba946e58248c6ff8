"""Builders of test inputs: an ``Example`` with sensible defaults, so a test states only what it depends on.

    make_example()                                              # a valid two-perspective example
    make_example(response="Zoos are fun.")                      # ... with this response
    make_example(perspectives=make_perspectives(["tea helps"]))  # one perspective, "pro", one argument
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from detectors.classifier.pair_scorer import PairScorer
from detectors.core.example import Example

DEFAULT_LABELS = ("pro", "con")


def make_perspectives(*arguments: Sequence[str], labels: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """One perspective per argument list, labelled ``labels`` (default pro, con, then p2, p3, ...)."""
    if labels is not None and len(labels) != len(arguments):
        raise ValueError(f"{len(labels)} labels for {len(arguments)} perspectives")
    names = list(labels) if labels is not None else [
        DEFAULT_LABELS[i] if i < len(DEFAULT_LABELS) else f"p{i}" for i in range(len(arguments))]
    return [{"label": label, "arguments": list(args)} for label, args in zip(names, arguments, strict=True)]


def make_example(**overrides: Any) -> Example:
    """A valid ``Example`` (query, two perspectives of one argument each, a response), fields replaced by ``overrides``."""
    fields: dict[str, Any] = {
        "query": "Are zoos good?",
        "perspectives": make_perspectives(["Zoos save endangered species."], ["Captivity stresses wild animals."]),
        "response": "Zoos save endangered species, but captivity stresses wild animals.",
    }
    return Example.model_validate({**fields, **overrides})


class EveryPairStated:
    """A pair model that reads every pair as stated (P 0.99): only a rule can lower a clause's support."""

    name = "table"

    def probs(self, pairs, progress=None):
        return [0.99] * len(pairs)


class FramingTable(PairScorer):
    """A two-way pair model for the framing head: P(entailment | topic, clause) from ``framing``, 0 for any other
    pair; records the pairs it read."""

    def __init__(self, framing: dict[tuple[str, str], float]):
        super().__init__(entail_id=1, name="table")
        self.table = framing
        self.seen: list[tuple[str, str]] = []

    @property
    def precision(self) -> str:
        return "table"

    def forward(self, batch):
        self.seen += batch
        return np.array([[1 - self.table.get(p, 0.0), self.table.get(p, 0.0)] for p in batch])
