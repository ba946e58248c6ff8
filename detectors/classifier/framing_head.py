"""A learned reading of "does this clause claim anything about the topic?" (issue 24, stop 41).

The word rules of ``detectors.classifier.claims`` excuse the framing sentences the collections so far have shown
("Here's a balanced look at …", "It comes down to whether …", "Sure!"), and each new set of writers brings
new ones ("For drivers it's a mixed bag.", "Three groups, three different takes.", "… is a hot topic"). This head
reads the family rather than the list: a logistic regression on the shipped bi-encoder's unit vector u(c) (the
vector the bi-encoder gives the clause as a window; the detector embeds the claim clauses once more for it),

    P(framing | c) = σ(w · u(c) + b),

trained by ``detectors.training.train_framing`` on sentences written for it (``detectors/training/data/framing``:
per topic, sentences that could be said whatever the arguments were, and claims, hard ones included: "Cost is the
main drawback."), with the dev data's train-split arguments as more claims (stop 44). A claim clause with
P(framing) ≥ the shipped threshold and no figure needs no support, as a framing clause by the rules
(``detectors.classifier.detector.response_units``). The threshold was chosen on the organic-style val splits
(docs/evaluation.md, Stops 41 and 44). The weights ship as ``weights/framing.json`` (384 floats).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from detectors.core.fingerprint import fingerprint

DEFAULT_FRAMING_HEAD = Path(__file__).resolve().parent / "weights" / "framing.json"


@dataclass(frozen=True)
class FramingHead:
    """w, b and the decision threshold of the framing head (module doc)."""

    weights: np.ndarray
    bias: float
    threshold: float

    @classmethod
    def load(cls, path: str | Path = DEFAULT_FRAMING_HEAD) -> FramingHead:
        d = json.loads(Path(path).read_text(encoding="utf-8"))
        return cls(np.asarray(d["weights"], dtype=np.float32), float(d["bias"]), float(d["threshold"]))

    @property
    def digest(self) -> str:
        """A fingerprint of the weights, bias and threshold: part of the classifier's model id, since the head
        decides which clauses need support."""
        return fingerprint(self.weights.astype(np.float32).tobytes(), round(self.bias, 6), round(self.threshold, 6))

    def probs(self, vectors: np.ndarray) -> np.ndarray:
        """P(framing) per row of unit vectors (the bi-encoder's ``embed``)."""
        if len(vectors) == 0:
            return np.zeros(0)
        return 1.0 / (1.0 + np.exp(-(vectors.astype(np.float64) @ self.weights.astype(np.float64) + self.bias)))

    def framing(self, vectors: np.ndarray) -> np.ndarray:
        """Whether each row reads as framing (P(framing) ≥ the threshold)."""
        return self.probs(vectors) >= self.threshold
