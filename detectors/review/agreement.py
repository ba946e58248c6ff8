"""Agreement: human vs each detector, and human vs human, each with a percentile bootstrap interval.

**Human vs detector**, per error type E, on the examples with a gold label of E (``state.gold_of``):

* ``AUC``: ROC AUC of the detector's raw score of E on the gold labels (scikit-learn ``roc_auc_score``);
* ``kappa``: Cohen's κ between the gold label and the detector's flag (calibrated P ≥ its threshold: the row's
  ``flagged``, written by ``score`` or added when the dataset entered the store), scikit-learn ``cohen_kappa_score``.

**Human vs findings**, per finding type T and over all types, on the detector findings the reviewers decided (a
strict majority kept or dropped it) and the findings they added: TP = kept with the detector's type T, FP = dropped
or changed away from T, FN = added as T or changed to T. Precision, recall and F1.

**Human vs human**, per error type (effective labels, ``state``) and per finding type (a detector finding kept =
1, dropped = 0, one unit per finding), on the units at least two reviewers judged: Cohen's κ when the dataset has
two reviewers, Krippendorff's α (nominal; the ``krippendorff`` package) when it has more.

Point values come from the libraries. Intervals: percentile bootstrap, the examples (or units) resampled 1000
times by default (seed 0), vectorised so that 10,000 examples take well under a second: κ as multinomial draws over
its 2×2 table's cells; precision, recall, F1 and α from example (unit) weights applied to per-example counts (α's
coincidence matrix is a sum over units); AUC by counting each resample's positives and negatives per score level
(``auc_boot``; ``evaluate``'s ``bootstrap_ci`` re-ranks every resample, 1000 × 10,000 was seconds). Each is the
distribution of resampling the examples; replicates where a statistic is undefined (one class) are left out.
The tests check the vectorised formulas against the libraries' values.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import krippendorff
import numpy as np
from sklearn.metrics import cohen_kappa_score, roc_auc_score

from detectors.core.result import ERROR_TYPES
from detectors.findings.types import FINDING_TYPES
from detectors.review.state import ExampleReview, Summary, summarize

ALL_TYPES = "all"


@dataclass
class AgreementRow:
    comparison: str  # "human vs <detector>", "human vs findings", "human vs human"
    unit: str  # an error type or a finding type (or "all")
    metric: str  # AUC, kappa, alpha, precision, recall, F1
    value: float | None
    ci_low: float | None
    ci_high: float | None
    n: int  # examples, findings or units

    def to_dict(self) -> dict[str, Any]:
        return {"comparison": self.comparison, "unit": self.unit, "metric": self.metric, "value": self.value,
                "ci": [self.ci_low, self.ci_high], "n": self.n}


def interval(samples: np.ndarray, level: float = 0.95) -> tuple[float | None, float | None]:
    samples = samples[np.isfinite(samples)]
    if not len(samples):
        return None, None
    tail = (1 - level) / 2 * 100
    lo, hi = np.percentile(samples, [tail, 100 - tail])
    return float(lo), float(hi)


def kappa_from_counts(counts: np.ndarray) -> np.ndarray:
    """Cohen's κ of 2×2 tables given as counts [..., (1,1), (1,0), (0,1), (0,0)]; NaN where chance agreement is 1."""
    c = np.asarray(counts, float)
    a, b, cc, d = c[..., 0], c[..., 1], c[..., 2], c[..., 3]
    n = a + b + cc + d
    with np.errstate(invalid="ignore", divide="ignore"):
        po = (a + d) / n
        pe = ((a + b) * (a + cc) + (cc + d) * (b + d)) / n**2
        return np.where(np.isclose(pe, 1), np.nan, (po - pe) / (1 - pe))


def _table(y1: np.ndarray, y2: np.ndarray) -> np.ndarray:
    y1, y2 = np.asarray(y1, bool), np.asarray(y2, bool)
    return np.array([(y1 & y2).sum(), (y1 & ~y2).sum(), (~y1 & y2).sum(), (~y1 & ~y2).sum()], float)


def kappa_with_ci(y1: Sequence[int], y2: Sequence[int], n_boot: int, rng: np.random.Generator) -> tuple[float | None, float | None, float | None]:
    """κ (scikit-learn) and its bootstrap interval (multinomial draws over the 2×2 table)."""
    y1a, y2a = np.asarray(y1, int), np.asarray(y2, int)
    if len(y1a) < 2 or (len(set(y1a.tolist())) == 1 and set(y1a.tolist()) == set(y2a.tolist())):
        return None, None, None  # one class in both: κ is undefined
    value = float(cohen_kappa_score(y1a, y2a))
    table = _table(y1a == 1, y2a == 1)
    draws = rng.multinomial(len(y1a), table / table.sum(), size=n_boot)
    lo, hi = interval(kappa_from_counts(draws))
    return value, lo, hi


def _prf(counts: np.ndarray) -> np.ndarray:
    """[..., (tp, fp, fn)] → [..., (precision, recall, F1)] (NaN where undefined)."""
    tp, fp, fn = counts[..., 0], counts[..., 1], counts[..., 2]
    with np.errstate(invalid="ignore", divide="ignore"):
        p = tp / (tp + fp)
        r = tp / (tp + fn)
        f = 2 * tp / (2 * tp + fp + fn)
    return np.stack([p, r, f], axis=-1)


def _weighted_boot(per_example: np.ndarray, n_boot: int, rng: np.random.Generator, chunk: int = 50) -> np.ndarray:
    """Sums of ``per_example`` rows (n × k) over ``n_boot`` resamples of the examples (each resample's weights: how
    often it drew each example)."""
    n = len(per_example)
    out = []
    for start in range(0, n_boot, chunk):
        b = min(chunk, n_boot - start)
        idx = rng.integers(0, n, (b, n))
        w = np.bincount((np.arange(b)[:, None] * n + idx).ravel(), minlength=b * n).reshape(b, n).astype(float)
        out.append(w @ np.asarray(per_example, float))
    return np.concatenate(out) if out else np.zeros((0, per_example.shape[1]))


def alpha_from_units(units: np.ndarray) -> np.ndarray:
    """Krippendorff's α (nominal, two values) from per-unit sums [..., (n1, n0, n1·n0/(m − 1))] over pairable units:
    α = 1 − (n − 1)·2·Σ n1·n0/(m − 1) / (2·N1·N0), n = N1 + N0 (the coincidence-matrix form); NaN with one value."""
    u = np.asarray(units, float)
    n1, n0, d = u[..., 0], u[..., 1], u[..., 2]
    n = n1 + n0
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where((n1 > 0) & (n0 > 0), 1 - (n - 1) * d / (n1 * n0), np.nan)


def alpha_with_ci(data: np.ndarray, n_boot: int, rng: np.random.Generator) -> tuple[float | None, float | None, float | None]:
    """Krippendorff's α (nominal; the ``krippendorff`` package) of reviewers × units (NaN = not judged, values 0/1) and
    its bootstrap interval over units (each resample's α from the summed per-unit coincidences, ``alpha_from_units``)."""
    if data.shape[1] < 2 or len(np.unique(data[np.isfinite(data)])) < 2:
        return None, None, None
    value = float(krippendorff.alpha(reliability_data=data, level_of_measurement="nominal"))
    m = np.isfinite(data).sum(axis=0)
    n1 = np.nansum(data == 1, axis=0).astype(float)
    n0 = m - n1
    pairable = m >= 2
    units = np.stack([n1, n0, np.where(pairable, n1 * n0 / np.maximum(m - 1, 1), 0)], axis=1)[pairable]
    lo, hi = interval(alpha_from_units(_weighted_boot(units, n_boot, rng)))
    return value, lo, hi


def auc_boot(y: np.ndarray, x: np.ndarray, n_boot: int, rng: np.random.Generator, chunk: int = 50) -> np.ndarray:
    """ROC AUC (Mann–Whitney, ties one half) of ``n_boot`` resamples of the examples, vectorised: each resample's
    positives and negatives are counted per score level, AUC = Σ_l pos_l·(neg below l + neg_l / 2) / (P·N).
    NaN for a resample with one class."""
    levels, lvl = np.unique(np.asarray(x, float), return_inverse=True)
    y = np.asarray(y, bool)
    n, n_lv = len(y), len(levels)
    out = []
    for start in range(0, n_boot, chunk):
        b = min(chunk, n_boot - start)
        idx = rng.integers(0, n, (b, n))
        cell = (np.arange(b)[:, None] * n_lv + lvl[idx]).ravel()
        pos = np.bincount(cell, weights=y[idx].ravel().astype(float), minlength=b * n_lv).reshape(b, n_lv)
        neg = np.bincount(cell, minlength=b * n_lv).reshape(b, n_lv) - pos
        below = np.cumsum(neg, axis=1) - neg
        with np.errstate(invalid="ignore", divide="ignore"):
            out.append((pos * (below + neg / 2)).sum(axis=1) / (pos.sum(axis=1) * neg.sum(axis=1)))
    return np.concatenate(out) if out else np.zeros(0)


def _unit_sums(data: np.ndarray, two: bool) -> np.ndarray:
    """Per unit (column of reviewers × units, NaN = not judged, values 0/1) what its resampled statistic sums:
    two reviewers: the 2×2 table's one-hot cell [(1,1), (1,0), (0,1), (0,0)] (units both judged, else zeros);
    more: (n1, n0, n1·n0/(m − 1)) of ``alpha_from_units`` (pairable units, else zeros)."""
    if two:
        a, b = data[0], data[1]
        both = np.isfinite(a) & np.isfinite(b)
        cells = np.stack([(a == 1) & (b == 1), (a == 1) & (b == 0), (a == 0) & (b == 1), (a == 0) & (b == 0)], axis=1)
        return (cells & both[:, None]).astype(float)
    m = np.isfinite(data).sum(axis=0)
    n1 = np.nansum(data == 1, axis=0).astype(float)
    n0 = m - n1
    pairable = m >= 2
    return np.where(pairable[:, None], np.stack([n1, n0, n1 * n0 / np.maximum(m - 1, 1)], axis=1), 0.0)


class _Boot:
    """Statistics that are functions of per-example sums, resampled together: one set of example weights for all
    (the same bootstrap replicates), drawn once (``_weighted_boot``) when ``run`` is called."""

    def __init__(self, n_examples: int):
        self.n = n_examples
        self.blocks: list[tuple[np.ndarray, Any]] = []

    def add(self, per_example: np.ndarray, finish: Any) -> None:
        """``per_example``: n × k sums; ``finish(resampled sums B × k)`` sets the intervals."""
        self.blocks.append((per_example.reshape(self.n, -1), finish))

    def run(self, n_boot: int, rng: np.random.Generator) -> None:
        if not self.blocks:
            return
        sums = _weighted_boot(np.hstack([b for b, _ in self.blocks]), n_boot, rng)
        at = 0
        for block, finish in self.blocks:
            finish(sums[:, at:at + block.shape[1]])
            at += block.shape[1]


def _human_rows(unit: str, data: np.ndarray, example_of_unit: np.ndarray, reviewers: list[str], boot: _Boot) -> list[AgreementRow]:
    """κ (two reviewers) or α (more) on the units at least two reviewers judged; intervals from ``boot``."""
    judged = np.isfinite(data).sum(axis=0) >= 2
    data, example_of_unit = data[:, judged], example_of_unit[judged]
    if not data.shape[1]:
        return []
    two = len(reviewers) == 2
    values = np.unique(data[np.isfinite(data)])
    stat: Callable[[np.ndarray], np.ndarray]
    if two:
        a, b = data[0].astype(int), data[1].astype(int)
        value = None if len(values) < 2 else float(cohen_kappa_score(a, b))
        row = AgreementRow("human vs human", unit, "kappa", value, None, None, int(data.shape[1]))
        stat = kappa_from_counts
    else:
        value = None if len(values) < 2 else float(krippendorff.alpha(reliability_data=data, level_of_measurement="nominal"))
        row = AgreementRow("human vs human", unit, "alpha", value, None, None, int(data.shape[1]))
        stat = alpha_from_units
    if value is not None:
        per_unit = _unit_sums(data, two)
        per_example = np.zeros((boot.n, per_unit.shape[1]))
        np.add.at(per_example, example_of_unit, per_unit)

        def finish(sums: np.ndarray, row: AgreementRow = row, stat: Any = stat) -> None:
            row.ci_low, row.ci_high = interval(stat(sums))

        boot.add(per_example, finish)
    return [row]


def agreement(rows: dict[str, dict[str, Any]], reviews: dict[str, ExampleReview], n_boot: int = 1000,
              seed: int = 0) -> list[AgreementRow]:
    """Every agreement row of a dataset's reviewed examples (module doc). ``rows``: key → scored row (the examples
    are taken in its order). The store keeps these summaries: ``agreement_of(store.summaries(dataset))`` is the
    same table without reading a row or an action."""
    return agreement_of({k: summarize(row, reviews[k]) for k, row in rows.items() if k in reviews and reviews[k].reviewers},
                        n_boot=n_boot, seed=seed)


def agreement_of(summaries: dict[str, Summary], n_boot: int = 1000, seed: int = 0) -> list[AgreementRow]:
    """Every agreement row from the reviewed examples' summaries (``state.summarize``), in the order given."""
    rng = np.random.default_rng(seed)
    sums = list(summaries.values())
    n = len(sums)
    out: list[AgreementRow] = []
    boot = _Boot(n)

    # ---- human vs each detector, per error type
    detectors = list(dict.fromkeys(d for sm in sums for d in sm.scores))
    for det in detectors:
        for err in ERROR_TYPES:
            y, x, fy, ff = [], [], [], []
            for sm in sums:
                lab = sm.labels.get(err)
                if lab is None:
                    continue
                score, flag = (sm.scores.get(det) or {}).get(err) or (None, None)
                if score is None:
                    continue
                y.append(lab)
                x.append(score)
                if flag is not None:
                    fy.append(lab)
                    ff.append(int(flag))
            if len(set(y)) == 2:
                ya, xa = np.asarray(y, bool), np.asarray(x, float)
                lo, hi = interval(auc_boot(ya, xa, n_boot, rng))
                out.append(AgreementRow(f"human vs {det}", err, "AUC", float(roc_auc_score(ya, xa)), lo, hi, len(y)))
            if ff:
                v, lo2, hi2 = kappa_with_ci(fy, ff, n_boot, rng)
                out.append(AgreementRow(f"human vs {det}", err, "kappa", v, lo2, hi2, len(ff)))

    # ---- human vs findings, per finding type
    types = [*FINDING_TYPES, ALL_TYPES]
    index = {t: i for i, t in enumerate(types)}
    per_example = np.zeros((n, len(types), 3))
    for row_i, sm in enumerate(sums):
        counts = per_example[row_i]
        for orig, gold, _votes in sm.findings:
            if gold:  # kept by a strict majority, with type `gold`
                if orig == gold:
                    if gold in index:
                        counts[index[gold], 0] += 1
                else:  # changed type: a false positive of the detector's type, a miss of the reviewers' type
                    if orig in index:
                        counts[index[orig], 1] += 1
                    counts[index[gold], 2] += 1
                counts[-1, 0] += 1  # over all types the place was right
            elif gold == "":  # dropped by a strict majority
                if orig in index:
                    counts[index[orig], 1] += 1
                counts[-1, 1] += 1
        for t in sm.added:
            counts[index[t], 2] += 1
            counts[-1, 2] += 1
    if n:
        totals = per_example.sum(axis=0)
        point = _prf(totals)
        prf_rows: dict[tuple[int, int], AgreementRow] = {}
        for ti, t in enumerate(types):
            if totals[ti].sum() == 0:
                continue
            for mi, metric in enumerate(("precision", "recall", "F1")):
                v = point[ti, mi]
                prf_rows[ti, mi] = AgreementRow("human vs findings", t, metric, None if np.isnan(v) else float(v),
                                                None, None, int(totals[ti].sum()))
                out.append(prf_rows[ti, mi])

        def finish_prf(sums: np.ndarray) -> None:
            boots = _prf(sums.reshape(-1, len(types), 3))
            for (ti, mi), row in prf_rows.items():
                row.ci_low, row.ci_high = interval(boots[:, ti, mi])

        boot.add(per_example, finish_prf)

    # ---- human vs human
    reviewers = sorted({name for sm in sums for name in sm.effective})
    if len(reviewers) >= 2:
        who = {name: i for i, name in enumerate(reviewers)}
        for err in ERROR_TYPES:
            data = np.full((len(reviewers), n), np.nan)
            for j, sm in enumerate(sums):
                for name, labs in sm.effective.items():
                    if err in labs:
                        data[who[name], j] = labs[err]
            out.extend(_human_rows(err, data, np.arange(n), reviewers, boot))
        units: dict[str, list[tuple[int, np.ndarray]]] = {t: [] for t in types}
        for j, sm in enumerate(sums):
            for orig, _gold, votes in sm.findings:
                if len(votes) < 2:
                    continue
                col = np.full(len(reviewers), np.nan)
                for name, v in votes.items():
                    col[who[name]] = v
                if str(orig) in units:
                    units[str(orig)].append((j, col))
                units[ALL_TYPES].append((j, col))
        for t in types:
            if units[t]:
                data = np.stack([c for _, c in units[t]], axis=1)
                out.extend(_human_rows(t, data, np.asarray([j for j, _ in units[t]]), reviewers, boot))
    boot.run(n_boot, rng)
    return out


def format_agreement(rows: Sequence[AgreementRow]) -> str:
    """A plain table: comparison, unit, metric, value [interval], n."""
    lines = [["comparison", "unit", "metric", "value [95% interval]", "n"]]
    for r in rows:
        v = "n/a" if r.value is None else f"{r.value:.3f}"
        ci = "" if r.ci_low is None or r.ci_high is None else f" [{r.ci_low:.3f}, {r.ci_high:.3f}]"
        lines.append([r.comparison, r.unit, r.metric, v + ci, str(r.n)])
    widths = [max(len(line[i]) for line in lines) for i in range(5)]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(line, widths)).rstrip() for line in lines)
