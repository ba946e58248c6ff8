"""What the classifier's rules ask of a pair model, whichever library runs it (torch or ONNX Runtime).

``PairScorer``: class probabilities of (premise, hypothesis) pairs, computed batch by batch over
length-sorted batches (``length_sorted``: less padding); the label ids that say which class is
"entailed" and which "contradicted" in a model's ``id2label``.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from detectors.core.result import Progress

ENTAILMENT_NAMES = ("entailment", "entailed", "entails", "entail", "yes", "supported", "support", "true")
BATCH_SIZE = 8  # pairs per forward pass: 13 % faster per example than 32 on 2 cores, less padding (docs/evaluation.md)
CONTRADICTION_NAMES = ("contradiction", "contradicted", "contradicts", "refuted")


def contradiction_label_id(id2label: dict[Any, str]) -> int | None:
    """The class index whose name means 'contradicted', or None (a two-way model)."""
    return next((int(i) for i, label in id2label.items() if str(label).strip().lower() in CONTRADICTION_NAMES), None)


def entailment_label_id(id2label: dict[Any, str]) -> int:
    """The class index whose name means 'entailed'; ValueError naming the labels if there is none."""
    for name in ENTAILMENT_NAMES:
        for i, label in id2label.items():
            if str(label).strip().lower() == name:
                return int(i)
    raise ValueError(
        f"the model has no entailment label (its labels: {', '.join(map(str, id2label.values()))}); "
        f"expected one named {', '.join(ENTAILMENT_NAMES[:4])} …"
    )


def length_sorted(pairs: list[tuple[str, str]], forward: Callable[[list[tuple[str, str]]], np.ndarray],
                  progress: Progress | None = None) -> np.ndarray:
    """``forward`` (class probabilities of a batch) over length-sorted batches of ``BATCH_SIZE``, in input order."""
    out: list[Any] = [[]] * len(pairs)
    order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
    for b in range(0, len(order), BATCH_SIZE):
        idx = order[b : b + BATCH_SIZE]
        for i, v in zip(idx, forward([pairs[i] for i in idx])):
            out[i] = v
        if progress:
            progress(min(b + BATCH_SIZE, len(order)), len(order))
    return np.asarray(out, dtype=float).reshape(len(pairs), -1)


@dataclass(kw_only=True)
class PairScorer:
    """What the rules ask of a pair model: class probabilities of (premise, hypothesis) pairs, batch by batch.

    Its fields are keyword-only, so a runtime's own fields (the torch model, the ONNX session, their
    tokenizer) come first in a subclass's constructor."""

    entail_id: int
    name: str
    max_length: int = 512
    device: str = "cpu"
    contradiction_id: int | None = None  # a three-way model's contradiction class

    @property
    def precision(self) -> str:
        """The numbers' precision, part of the model id (float32 computed by torch or ONNX Runtime alike)."""
        raise NotImplementedError

    def forward(self, batch: list[tuple[str, str]]) -> np.ndarray:
        """Class probabilities [pair, class] of one batch."""
        raise NotImplementedError

    def probs(self, pairs: list[tuple[str, str]], progress: Progress | None = None) -> list[float]:
        """P(entailment) for each pair; length-sorted batches, no gradients."""
        return [float(v) for v in self.distributions(pairs, progress)[:, self.entail_id]]

    def distributions(self, pairs: list[tuple[str, str]], progress: Progress | None = None) -> np.ndarray:
        """The class probabilities of each pair [pair, class]; length-sorted batches, no gradients."""
        return length_sorted(pairs, self.forward, progress)


