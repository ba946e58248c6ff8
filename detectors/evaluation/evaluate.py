"""ROC AUC of each detector per error type, with bootstrap 95% intervals (method paper §5, Tables 1 and 3).

Example level, for error type E (``hallucination`` or ``coverage``):
    positives = rows with ``labels.E == 1``; negatives = error-free rows (both labels 0).
    Rows with only the other error, or without labels, are left out of E's evaluation.

Word level, where a row carries ``meta.word_labels`` and its scores were written with
``--details`` (so word scores with character spans exist)::

    "word_labels": {
        "response":  [[start, end], ...],                      # hallucinated spans of the response
        "arguments": [[perspective, argument, start, end], ...] # uncovered spans of an argument
    }

Each key is optional: a missing key means "not annotated" (the row's words of that kind are
left out), an empty list means "annotated, no errors" (all those words are negatives).
A scored word is positive when its span overlaps a labelled span. Hallucination uses the
response words of every annotated row, coverage the argument words (paper §5.3).

Intervals: percentile bootstrap over examples (for word level, whole examples are resampled,
keeping a response's words together), seeded; replicates with a single class are redrawn.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from detectors.core.result import ERROR_TYPES

ALL = "all"
MISSING = "(missing)"
# Bootstrap replicates and seed of the intervals `evaluate` and the dataset report print (the Dataset page shows 500).
DEFAULT_BOOTSTRAP, DEFAULT_SEED = 1000, 0


@dataclass
class AucResult:
    slice: str
    level: str  # "example" or "word"
    detector: str
    error_type: str
    n_pos: int
    n_neg: int
    auc: float | None
    ci_low: float | None
    ci_high: float | None
    fpr: list[float] = field(default_factory=list, repr=False)
    tpr: list[float] = field(default_factory=list, repr=False)

    def to_dict(self, curves: bool = True) -> dict[str, Any]:
        d = {k: getattr(self, k) for k in ("slice", "level", "detector", "error_type", "n_pos", "n_neg", "auc")}
        d["ci"] = [self.ci_low, self.ci_high]
        if curves:
            d["roc"] = {"fpr": self.fpr, "tpr": self.tpr}
        return d


def roc_auc(labels: Sequence[int] | np.ndarray, scores: Sequence[float] | np.ndarray) -> float:
    """Mann–Whitney AUC: P(score of a positive > score of a negative), ties counting one half."""
    y = np.asarray(labels, dtype=bool)
    s = np.asarray(scores, dtype=float)
    n_pos, n_neg = int(y.sum()), int((~y).sum())
    if n_pos == 0 or n_neg == 0:
        raise ValueError("AUC needs at least one positive and one negative")
    from scipy.stats import rankdata  # scipy (~0.4 s) only when an AUC is computed, not on `import detectors.cli`

    ranks = rankdata(s)
    return float((ranks[y].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg))


def bootstrap_ci(
    groups: Sequence[tuple[np.ndarray, np.ndarray]], n_boot: int = DEFAULT_BOOTSTRAP, seed: int = DEFAULT_SEED,
    level: float = 0.95
) -> tuple[float, float]:
    """Percentile interval of the AUC over resampled groups (one group per example: its labels and scores)."""
    rng = np.random.default_rng(seed)
    n = len(groups)
    aucs: list[float] = []
    attempts = 0
    singles = all(len(g[0]) == 1 for g in groups)
    if singles:  # example level: plain arrays, no per-replicate concatenation
        y_all = np.concatenate([g[0] for g in groups])
        s_all = np.concatenate([g[1] for g in groups])
    while len(aucs) < n_boot and attempts < n_boot * 20:
        attempts += 1
        idx = rng.integers(0, n, n)
        if singles:
            y, s = y_all[idx], s_all[idx]
        else:
            y = np.concatenate([groups[i][0] for i in idx])
            s = np.concatenate([groups[i][1] for i in idx])
        if y.all() or not y.any():
            continue
        aucs.append(roc_auc(y, s))
    if not aucs:
        return float("nan"), float("nan")
    tail = (1 - level) / 2 * 100
    lo, hi = np.percentile(aucs, [tail, 100 - tail])
    return float(lo), float(hi)


def _result(slice_: str, level: str, det: str, err: str, groups, n_boot: int, seed: int) -> AucResult:
    y = np.concatenate([g[0] for g in groups]) if groups else np.zeros(0, bool)
    s = np.concatenate([g[1] for g in groups]) if groups else np.zeros(0)
    n_pos, n_neg = int(y.sum()), int((~y).sum())
    if n_pos == 0 or n_neg == 0:
        return AucResult(slice_, level, det, err, n_pos, n_neg, None, None, None)
    from sklearn.metrics import roc_curve  # scikit-learn only where a curve is drawn

    fpr, tpr, _ = roc_curve(y, s)
    lo, hi = bootstrap_ci(groups, n_boot, seed)
    return AucResult(slice_, level, det, err, n_pos, n_neg, roc_auc(y, s), lo, hi, fpr.tolist(), tpr.tolist())


def example_label(row: dict[str, Any], error_type: str) -> int | None:
    """1 = has this error, 0 = error-free (both labels 0, or this one 0 where the row is labelled for it alone: a
    document with its summary has no coverage label), None = not part of this evaluation."""
    labels = row.get("labels") or {}
    h, c = labels.get("hallucination"), labels.get("coverage")
    if labels.get(error_type) == 1:
        return 1
    if h == 0 and c == 0:
        return 0
    if labels.get(error_type) == 0 and (c if error_type == "hallucination" else h) is None:
        return 0
    return None


def meta_value(row: dict[str, Any], path: str) -> str:
    """``meta.paraphrased`` → the row's value as text, ``(missing)`` when absent."""
    value: Any = row
    for part in path.split("."):
        if not isinstance(value, dict) or part not in value:
            return MISSING
        value = value[part]
    return str(value).lower() if isinstance(value, bool) else str(value)


def detectors_in(rows: Iterable[dict[str, Any]]) -> list[str]:
    names: list[str] = []
    for r in rows:
        for n in r.get("scores", {}):
            if n not in names:
                names.append(n)
    return names


def _overlaps(start: int, end: int, spans: Iterable[Sequence[int]]) -> bool:
    return any(start < e and s < end for s, e in spans)


def word_groups(row: dict[str, Any], detector: str, error_type: str) -> tuple[np.ndarray, np.ndarray] | None:
    """(labels, scores) of one row's words for word-level AUC, or None if not annotated / no word scores."""
    wl = (row.get("meta") or {}).get("word_labels")
    det = (row.get("scores") or {}).get(detector) or {}
    if not isinstance(wl, dict):
        return None
    if error_type == "hallucination":
        if "response" not in wl or "response_words" not in det:
            return None
        words, spans = det["response_words"], [tuple(s) for s in wl["response"]]
        y = [_overlaps(w["start"], w["end"], spans) for w in words]
    else:
        if "arguments" not in wl or "argument_words" not in det:
            return None
        words = det["argument_words"]
        by_arg: dict[tuple[int, int], list[tuple[int, int]]] = {}
        for p, a, s, e in wl["arguments"]:
            by_arg.setdefault((p, a), []).append((s, e))
        y = [_overlaps(w["start"], w["end"], by_arg.get((w.get("perspective"), w.get("argument")), [])) for w in words]
    if not words:
        return None
    return np.asarray(y, dtype=bool), np.asarray([w["score"] for w in words], dtype=float)


def evaluate_rows(
    rows: Sequence[dict[str, Any]], by: str | None = None, n_boot: int = DEFAULT_BOOTSTRAP, seed: int = DEFAULT_SEED
) -> list[AucResult]:
    """AUC per slice × level × detector × error type. Slice ``all`` always comes first."""
    slices: dict[str, list[dict[str, Any]]] = {ALL: list(rows)}
    if by:
        for r in rows:
            slices.setdefault(meta_value(r, by), []).append(r)
    out: list[AucResult] = []
    names = detectors_in(rows)
    for slice_, srows in slices.items():
        for det in names:
            for err in ERROR_TYPES:
                groups = []
                for r in srows:
                    lab = example_label(r, err)
                    score = ((r.get("scores") or {}).get(det) or {}).get(err)
                    if lab is not None and score is not None:
                        groups.append((np.array([lab], bool), np.array([score], float)))
                out.append(_result(slice_, "example", det, err, groups, n_boot, seed))
        for det in names:
            for err in ERROR_TYPES:
                groups = [g for r in srows if (g := word_groups(r, det, err)) is not None]
                if groups:
                    out.append(_result(slice_, "word", det, err, groups, n_boot, seed))
    return out


def format_auc(r: AucResult) -> str:
    if r.auc is None:
        return "n/a"
    return f"{r.auc:.3f} [{r.ci_low:.3f}, {r.ci_high:.3f}]"


def format_table(results: Sequence[AucResult]) -> str:
    """Table 1's shape: one line per slice and level, columns error type × detector."""
    cols = [(e, d) for e in ERROR_TYPES for d in dict.fromkeys(r.detector for r in results)]
    keys = list(dict.fromkeys((r.slice, r.level) for r in results))
    cell = {(r.slice, r.level, r.error_type, r.detector): r for r in results}
    header = ["slice", "level"] + [f"{e} · {d}" for e, d in cols]
    lines = [header]
    for s, lvl in keys:
        line = [s, lvl]
        for e, d in cols:
            r = cell.get((s, lvl, e, d))
            line.append("" if r is None else f"{format_auc(r)} ({r.n_pos}+/{r.n_neg}−)")
        lines.append(line)
    widths = [max(len(l[i]) for l in lines) for i in range(len(header))]
    text = ["  ".join(c.ljust(w) for c, w in zip(l, widths)).rstrip() for l in lines]
    text.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(text)


def finding_counts(rows: list[dict]) -> dict[str, dict[str, int]] | None:
    """Per finding type, how many findings rows carry (``score --details`` writes them), split by label:
    ``hallucination`` (rows labelled with one), ``coverage``, ``error-free`` (both labels 0),
    ``unlabelled``, and ``all``; also ``rows`` (rows with a ``findings`` list) per group. None when no row has findings."""
    from detectors.findings.types import FINDING_TYPES

    with_findings = [r for r in rows if isinstance(r.get("findings"), list)]
    if not with_findings:
        return None
    groups = ("hallucination", "coverage", "error-free", "unlabelled", "all")
    out = {t: {g: 0 for g in groups} for t in (*FINDING_TYPES, "rows")}
    for r in with_findings:
        labels = r.get("labels") or {}
        if labels.get("hallucination") is None and labels.get("coverage") is None:
            gs = ["unlabelled"]
        else:
            gs = [e for e in ("hallucination", "coverage") if labels.get(e) == 1] or ["error-free"]
        for g in (*gs, "all"):
            out["rows"][g] += 1
            for f in r["findings"]:
                if isinstance(f, dict) and f.get("type") in out:
                    out[f["type"]][g] += 1
    return out


def format_finding_counts(counts: dict[str, dict[str, int]]) -> str:
    groups = [g for g in ("hallucination", "coverage", "error-free", "unlabelled", "all") if counts["rows"][g]]
    head = "finding type".ljust(14) + "".join(f"{g} ({counts['rows'][g]} rows)".rjust(26) for g in groups)
    lines = [head]
    for t, row in counts.items():
        if t == "rows":
            continue
        lines.append(t.ljust(14) + "".join(str(row[g]).rjust(26) for g in groups))
    return "\n".join(lines)
