"""The pure aggregation steps of salience (method paper §3.2, Appendix C and C.1). Numpy only.

1. Token map → normalized token map, over a set R of rows (``normalize``)::

       N[s, t] = M[s, t]² / Σ_{s' ∈ R} M[s', t]²      (s ∈ R; an all-zero column stays zero)

   Every token is of one kind (``token_kinds``): ``argument`` (inside a given argument),
   ``response`` (intro and response: the response so far), ``context`` (query, topic,
   perspective labels) or ``template`` (the format's literal text, braces, BOS and other
   special tokens). Template tokens never enter a normalization:

       paper:      R = argument ∪ response ∪ context rows  (the paper's "all rows", template left out)
       arguments:  R = argument rows; a column is then the response token's source
                   distribution over the given arguments

   Source share of a column token t (Voita et al. 2021; Dale et al. 2023)::

       share_k(t) = Σ_{s of kind k} M[s, t]² / Σ_{s ∈ paper rows} M[s, t]²,  k ∈ (argument, response, context)

   and of a response word: the shares of its token with the highest argument share.

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

from collections.abc import Sequence

import numpy as np

# The options of a salience setting and their defaults, defined once: the detector, ``precompute``, the
# registry (CLI flags, app settings) and the benchmarks read them from here (this module imports no torch).
METHOD_NAMES = ("grad_x_input", "grad_norm")  # gradients.METHODS implements them, in this order
DEFAULT_METHOD = "grad_x_input"
AGGREGATIONS = ("max", "sum", "neg_entropy", "source_share")
NORMALIZATIONS = ("arguments", "paper")
DEFAULT_NORMALIZATION = "arguments"  # chosen on val (docs/salience.md)
DEFAULT_AGGREGATION = "source_share"  # chosen on val (docs/salience.md)
KINDS = ("argument", "response", "context", "template")
SOURCE_KINDS = KINDS[:3]  # the parts of a source share, in this order
GMEAN_EPS = 1e-12


def token_kinds(n_tokens: int, spans: dict[tuple, tuple[int, int]], offsets: Sequence[tuple[int, int]]) -> np.ndarray:
    """The kind of every token (``KINDS``) from the prompt's field spans and the tokens' character offsets.

    A token overlapping a field is of that field's kind (argument before response before
    context); a token overlapping none (literal template text, braces, special tokens
    with the empty span) is ``template``.
    """
    kind_of = {"argument": 0, "intro": 1, "response": 1, "query": 2, "topic": 2, "label": 2}
    out = np.full(n_tokens, 3, dtype=int)
    for key, (lo, hi) in spans.items():
        k = kind_of.get(key[0])
        if k is None or hi <= lo:
            continue
        for i, (s, e) in enumerate(offsets):
            if s < hi and e > lo and k < out[i]:
                out[i] = k
    return out


def normalization_rows(kinds: np.ndarray, normalization: str) -> np.ndarray:
    """Boolean mask of the rows a normalization divides by."""
    kinds = np.asarray(kinds)
    if normalization == "all":  # the paper's literal "all rows", template included: for comparisons only
        return np.ones(kinds.shape, dtype=bool)
    if normalization == "paper":
        return kinds != 3
    if normalization == "arguments":
        return kinds == 0
    raise ValueError(f"unknown normalization {normalization!r}; choose from {', '.join(NORMALIZATIONS)}")


def normalize(token_map: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
    """Square and divide each column by its sum over ``rows`` (a boolean mask; None = all rows).

    Rows outside the mask are set to zero.
    """
    sq = np.square(np.asarray(token_map, dtype=float))
    if rows is not None:
        sq = np.where(np.asarray(rows, dtype=bool)[:, None], sq, 0.0)
    sums = sq.sum(axis=0, keepdims=True)
    return np.divide(sq, sums, out=np.zeros_like(sq), where=sums > 0)


def source_parts(token_map: np.ndarray, kinds: np.ndarray, col_groups: Sequence[Sequence[int]]) -> np.ndarray:
    """(n words, 3): the argument / response / context shares of each column word (rows sum to 1, or 0)."""
    sq = np.square(np.asarray(token_map, dtype=float))
    kinds = np.asarray(kinds)
    per_kind = np.stack([sq[kinds == k].sum(axis=0) for k in range(3)], axis=1)  # (columns, 3)
    total = per_kind.sum(axis=1, keepdims=True)
    shares = np.divide(per_kind, total, out=np.zeros_like(per_kind), where=total > 0)
    out = np.zeros((len(col_groups), 3))
    for j, g in enumerate(col_groups):
        if len(g):
            g = list(g)
            out[j] = shares[g[int(np.argmax(shares[g, 0]))]]
    return out


def normalize_columns(token_map: np.ndarray) -> np.ndarray:
    """Square and divide each column by its sum."""
    sq = np.square(np.asarray(token_map, dtype=float))
    sums = sq.sum(axis=0, keepdims=True)
    return np.divide(sq, sums, out=np.zeros_like(sq), where=sums > 0)


def raw_word_map(raw_map: np.ndarray, norm_map: np.ndarray, row_groups: Sequence[Sequence[int]],
                 col_groups: Sequence[Sequence[int]]) -> np.ndarray:
    """The raw (signed) token value at the token pair where ``word_map`` took its maximum."""
    raw_map, norm_map = np.asarray(raw_map, dtype=float), np.asarray(norm_map, dtype=float)
    out = np.zeros((len(row_groups), len(col_groups)))
    for i, rg in enumerate(row_groups):
        for j, cg in enumerate(col_groups):
            if len(rg) and len(cg):
                block = norm_map[np.ix_(list(rg), list(cg))]
                a, b = np.unravel_index(int(np.argmax(block)), block.shape)
                out[i, j] = raw_map[list(rg)[a], list(cg)[b]]
    return out


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


def aggregate(matrix: np.ndarray, axis: int, how: str) -> np.ndarray:
    """Aggregate along ``axis`` (1: per row → contribution, 0: per column → attribution)."""
    m = np.asarray(matrix, dtype=float)
    n = m.shape[axis]
    if n == 0:
        return np.zeros(m.shape[1 - axis])
    if how in ("max", "source_share"):  # source_share: rows (contributions) by max; columns use the shares
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


def gmean(values: Sequence[float] | np.ndarray, empty: float = 1.0) -> float:
    """Geometric mean with values floored at ε; ``empty`` for no values."""
    v = np.asarray(values, dtype=float)
    if v.size == 0:
        return empty
    return float(np.exp(np.mean(np.log(np.maximum(v, GMEAN_EPS)))))


def perspective_coverage(contribution: Sequence[float] | np.ndarray, row_perspective: Sequence[int | None], n_perspectives: int) -> list[float]:
    """1 − gmean of contribution over each perspective's words."""
    c = np.asarray(contribution, dtype=float)
    p = np.asarray(row_perspective, dtype=int)
    return [1.0 - gmean(c[p == k]) for k in range(n_perspectives)]


def argument_coverage(
    contribution: Sequence[float] | np.ndarray, row_perspective: Sequence[int | None], row_argument: Sequence[int | None],
    shape: Sequence[int],
) -> list[list[float]]:
    """1 − gmean of contribution over each argument's words; ``shape[k]`` = arguments of perspective k."""
    c = np.asarray(contribution, dtype=float)
    p = np.asarray(row_perspective, dtype=int)
    a = np.asarray(row_argument, dtype=int)
    return [[1.0 - gmean(c[(p == k) & (a == i)]) for i in range(n)] for k, n in enumerate(shape)]


def coverage_score(perspective_scores: Sequence[float]) -> float:
    """1 − min_k gmean_k = the largest perspective coverage error."""
    return max(perspective_scores) if len(perspective_scores) else 0.0


def hallucination_score(attribution: Sequence[float] | np.ndarray) -> float:
    """1 − gmean of attribution; 0 when the response has no content words."""
    return 1.0 - gmean(attribution, empty=1.0)
