"""The pure aggregation steps of salience (method paper §3.2, Appendix C and C.1). Numpy only.

1. Token map → normalized token map::

       N[s, t] = M[s, t]² / Σ_s' M[s', t]²      (each column sums to one; an all-zero column stays zero)

2. Token map → word map, for words made of token groups (rows: argument words,
   columns: response words)::

       W[i, j] = max_{s ∈ tokens(i), t ∈ tokens(j)} N[s, t]

3. Word scores by aggregating rows (contribution αᵢ of argument word i) or
   columns (attribution βⱼ of response word j) of W, with ``how`` =

       max:          max_k v_k                                  (paper's default, Eq. 1–2)
       sum:          min(1, Σ_k v_k)                            (App. C.1; clipped to stay in [0, 1])
       neg_entropy:  1 − H(p) / log n,  p = v / Σ v,  H(p) = −Σ p log p
                     (App. C.1 negative entropy, rescaled to [0, 1]; n = 1 → 1; Σ v = 0 → 0)

4. Example scores with geometric means (gmean(x) = exp(mean(log max(x, ε))), ε = 1e-12
   so a zero does not swallow the mean)::

       coverage      = 1 − min_k gmean_{i ∈ perspective k} αᵢ
       hallucination = 1 − gmean_j βⱼ

   A perspective (or argument) without content words has nothing to miss
   (gmean taken as 1); a response without content words has nothing that can
   be hallucinated (hallucination 0).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

AGGREGATIONS = ("max", "sum", "neg_entropy")
GMEAN_EPS = 1e-12


def normalize_columns(token_map: np.ndarray) -> np.ndarray:
    """Square and divide each column by its sum."""
    sq = np.square(np.asarray(token_map, dtype=float))
    sums = sq.sum(axis=0, keepdims=True)
    return np.divide(sq, sums, out=np.zeros_like(sq), where=sums > 0)


def word_map(norm_map: np.ndarray, row_groups: Sequence[Sequence[int]], col_groups: Sequence[Sequence[int]]) -> np.ndarray:
    """W[i, j] = max of ``norm_map`` over the token pairs of row word i and column word j.

    ``row_groups[i]`` are row indices of ``norm_map``, ``col_groups[j]`` column indices.
    A word without tokens gets zeros.
    """
    norm_map = np.asarray(norm_map, dtype=float)
    rows = np.zeros((len(row_groups), norm_map.shape[1]))
    for i, g in enumerate(row_groups):
        if len(g):
            rows[i] = norm_map[list(g)].max(axis=0)
    out = np.zeros((len(row_groups), len(col_groups)))
    for j, g in enumerate(col_groups):
        if len(g):
            out[:, j] = rows[:, list(g)].max(axis=1)
    return out


def aggregate(matrix: np.ndarray, axis: int, how: str = "max") -> np.ndarray:
    """Aggregate along ``axis`` (1: per row → contribution, 0: per column → attribution)."""
    m = np.asarray(matrix, dtype=float)
    n = m.shape[axis]
    if n == 0:
        return np.zeros(m.shape[1 - axis])
    if how == "max":
        return m.max(axis=axis)
    if how == "sum":
        return np.minimum(1.0, m.sum(axis=axis))
    if how == "neg_entropy":
        if n == 1:
            return np.where(m.sum(axis=axis) > 0, 1.0, 0.0)
        total = m.sum(axis=axis, keepdims=True)
        p = np.divide(m, total, out=np.zeros_like(m), where=total > 0)
        plogp = np.where(p > 0, p * np.log(np.where(p > 0, p, 1.0)), 0.0)
        h = -plogp.sum(axis=axis)
        return np.where(total.squeeze(axis) > 0, 1.0 - h / np.log(n), 0.0)
    raise ValueError(f"unknown aggregation {how!r}; choose from {', '.join(AGGREGATIONS)}")


def gmean(values: Sequence[float], empty: float = 1.0) -> float:
    """Geometric mean with values floored at ε; ``empty`` for no values."""
    v = np.asarray(values, dtype=float)
    if v.size == 0:
        return empty
    return float(np.exp(np.mean(np.log(np.maximum(v, GMEAN_EPS)))))


def perspective_coverage(contribution: Sequence[float], row_perspective: Sequence[int], n_perspectives: int) -> list[float]:
    """1 − gmean of contribution over each perspective's words."""
    c = np.asarray(contribution, dtype=float)
    p = np.asarray(row_perspective, dtype=int)
    return [1.0 - gmean(c[p == k]) for k in range(n_perspectives)]


def argument_coverage(
    contribution: Sequence[float], row_perspective: Sequence[int], row_argument: Sequence[int], shape: Sequence[int]
) -> list[list[float]]:
    """1 − gmean of contribution over each argument's words; ``shape[k]`` = arguments of perspective k."""
    c = np.asarray(contribution, dtype=float)
    p = np.asarray(row_perspective, dtype=int)
    a = np.asarray(row_argument, dtype=int)
    return [[1.0 - gmean(c[(p == k) & (a == i)]) for i in range(n)] for k, n in enumerate(shape)]


def coverage_score(perspective_scores: Sequence[float]) -> float:
    """1 − min_k gmean_k = the largest perspective coverage error."""
    return max(perspective_scores) if len(perspective_scores) else 0.0


def hallucination_score(attribution: Sequence[float]) -> float:
    """1 − gmean of attribution; 0 when the response has no content words."""
    return 1.0 - gmean(attribution, empty=1.0)
