"""A learned reading of "does this clause claim anything beyond the question?" (issue 24, stops 41 and 45).

The word rules of ``detectors.classifier.claims`` excuse the framing sentences the collections so far have shown
("Here's a balanced look at …", "It comes down to whether …", "Sure!"), and each new set of writers brings
new ones ("For drivers it's a mixed bag.", "Three groups, three different takes.", "… is a hot topic"). This head
reads the family rather than the list. Since stop 45 it is the shipped cross-encoder with LoRA adapters and a
two-way head (``weights/framing``, ``detectors.classifier.adapters``), reading the pair (the example's topic, or
its query when it has none; the clause):

    P(framing | c) = P(entailment | topic, c)

"entailed by the question" being what a framing clause is: it says nothing the question does not already pose
("Park managers sit somewhere in the middle.", "while the case against centers on cost and equity."). It is trained
by ``detectors.training.train_framing`` on sentences written for it (``detectors/training/data/framing``: per topic,
sentences that could be said whatever the arguments were, and claims, hard ones included: "Cost is the main
drawback.") with the dev data's train-split arguments as more claims. Stops 41–44 shipped a logistic regression
on the bi-encoder's vector instead; the fine-tuned pair reads the answers' framing lines more sharply (P 0.96–0.99
where the logistic gave 0.4–0.6) and, reading the question beside the clause, calls fewer short dev claims
framing (docs/evaluation.md, Stop 45).

A claim clause with P(framing) ≥ the shipped threshold (``training.json``'s ``threshold``) and no figure needs no
support, as a framing clause by the rules (``detectors.classifier.detector.response_units``).
"""
from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from detectors.classifier.adapters import WEIGHTS
from detectors.classifier.pair_scorer import PairScorer
from detectors.core.fingerprint import fingerprint, folder_digest

DEFAULT_FRAMING_HEAD = WEIGHTS / "framing"


def premise(topic: str | None, query: str) -> str:
    """What the head reads a clause against: the example's topic, else its query."""
    return (topic or "").strip() or query


def shipped_threshold(folder: Path) -> float:
    return float(json.loads((folder / "training.json").read_text(encoding="utf-8"))["threshold"])


def head_digest(weights_digest: str, threshold: float) -> str:
    """A fingerprint of the weights and threshold: part of the classifier's model id, since the head decides which
    clauses need support."""
    return fingerprint(weights_digest, round(threshold, 6))


def folder_head_digest(folder: str | Path = DEFAULT_FRAMING_HEAD) -> str:
    """``head_digest`` of an adapter folder without loading its model."""
    return head_digest(folder_digest(folder), shipped_threshold(Path(folder)))


@dataclass(frozen=True)
class FramingHead:
    """A pair model whose P(entailment | topic, clause) is P(framing), and the decision threshold (module doc)."""

    model: PairScorer
    threshold: float
    weights_digest: str

    @classmethod
    def from_folder(cls, folder: str | Path, model: PairScorer) -> FramingHead:
        """The head of an adapter folder, ``model`` being that folder's merged pair model
        (``detectors.classifier.detector.load_framing_head`` loads both)."""
        return cls(model, shipped_threshold(Path(folder)), folder_digest(folder))

    @property
    def digest(self) -> str:
        return head_digest(self.weights_digest, self.threshold)

    def probs(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """P(framing) of each (topic, clause) pair."""
        return np.asarray(self.model.probs(list(pairs)), dtype=np.float64) if pairs else np.zeros(0)

    def framing(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        """Whether each pair's clause reads as framing (P(framing) ≥ the threshold)."""
        return self.probs(pairs) >= self.threshold
