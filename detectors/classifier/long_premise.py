"""Premises longer than any argument are read in sentence windows.

The cross-encoder was trained on pairs of at most 128 tokens: arguments, key points and NLI
premises. A *document* given as the source (a news article, retrieved evidence) is far longer,
and read whole it is truncated and judged at chance (held-out QAGS: ROC AUC 0.55). Read as
every two adjacent sentences, with the pair's score taken from the window that entails the
hypothesis most (zero-shot SummaC-style), it is judged like the arguments it was trained on
(0.71; ``benchmarks/entailment_eval.py`` held-out table, docs/evaluation.md).

An argument over ``LONG_PREMISE_WORDS`` words is a document (``detectors.core.domain.is_document``); no given
argument in the dev data, the organic benchmark or the gallery comes near it, so their scores are unchanged.
Only documents (and a list of given arguments that holds one) are read in windows: a long response is never split here. The detector asks whether a document states each
response window rather than the other way round, with the cross-encoder alone
(``detectors.classifier.detector``, module doc). Through the whole detector, a QAGS summary sentence
against its article: ROC AUC 0.44 read whole, 0.70 so (``benchmarks/document_eval.py``).
"""
from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

import numpy as np

from detectors.core.text import split_sentences

WINDOW_SENTENCES = 2


def premise_windows(document: str, size: int = WINDOW_SENTENCES) -> list[str]:
    """Every ``size`` adjacent sentences of ``document`` (itself when it has no more)."""
    sentences = [s.text for s in split_sentences(document)]
    if len(sentences) <= size:
        return [document]
    return [" ".join(sentences[i : i + size]) for i in range(len(sentences) - size + 1)]


def windowed(score: Callable[[list[tuple[str, str]]], Sequence[float] | np.ndarray], pairs: Sequence[tuple[str, str]],
             documents: Collection[str] = (), entail_column: int | None = None) -> np.ndarray:
    """``score`` of every pair, a premise in ``documents`` read in windows: the pair keeps its best window's row.

    ``score`` returns one value per pair (P(entailment); ``entail_column`` None) or one row per pair
    (class distributions; the window with the largest ``entail_column`` is kept).
    """
    expanded = [premise_windows(p) if p in documents else [p] for p, _ in pairs]
    if all(len(w) == 1 for w in expanded):
        return np.asarray(score(list(pairs)), dtype=float)  # the common case: the same call as without windows
    flat = [(w, h) for ws, (_, h) in zip(expanded, pairs) for w in ws]
    out = np.asarray(score(flat), dtype=float)
    ent = out if entail_column is None else out[:, entail_column]
    keep, start = [], 0
    for ws in expanded:
        keep.append(start + int(np.argmax(ent[start : start + len(ws)])))
        start += len(ws)
    return out[np.asarray(keep, dtype=int)]
