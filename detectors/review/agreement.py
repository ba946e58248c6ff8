"""Agreement: human vs each detector, and human vs human, each with a percentile bootstrap interval.

**Human vs detector**, per error type E, on the examples with a gold label of E (``state.gold_of``):

* ``AUC``: ROC AUC of the detector's raw score of E on the gold labels (scikit-learn ``roc_auc_score``);
* ``kappa``: Cohen's κ between the gold label and the detector's flag (calibrated P ≥ its threshold: the row's
  ``flagged``, written by ``score`` or added when the dataset entered the store), scikit-learn ``cohen_kappa_score``.

**Human vs findings**, per finding type T and over all types, on the detector findings the reviewers decided (a
strict majority kept or dropped it) and the findings they added: TP = kept with the detector's type T, FP = dropped
or changed away from T, FN = added as T or changed to T. Precision, recall and F1.

**Human vs human**, per error type (effective labels, ``state``) and per finding type (a detector finding kept =
1, dropped = 0, one unit per finding), on the units at least two reviewers judged: Cohen's κ when two reviewers
gave labels or verdicts in the dataset, Krippendorff's α (nominal; the ``krippendorff`` package) when more did.

The numbers come from the store's summary tables (``ReviewStore.review_facts``, kept by every write:
``state.Summary``), or from scored rows and replayed reviews (``agreement``, ``state.ReviewFacts.of``): the same
rows either way.

Point values come from the libraries. Intervals: percentile bootstrap, the examples resampled 1000 times by
default (seed 0), vectorised: one set of resamples for the whole table, drawn in chunks as weights (how often each
resample drew each example, ``resample_weights``). Precision, recall, F1, the reviewers' κ and α are functions of
per-example sums (the 2×2 table's cells; α's coincidence matrix is a sum over units), so one matrix product gives
every resample's sums; AUC under the weights from one cumulative sum over the examples sorted by score
(``WeightedAUC``; ``evaluate``'s ``bootstrap_ci`` re-ranks every resample, 1000 × 10,000 was seconds); a
detector's κ as multinomial draws over its 2×2 table's cells. Replicates where a statistic is undefined (one class)
are left out. The tests check the vectorised formulas against the libraries' values.
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
from detectors.review.state import ExampleReview, ReviewFacts

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


def kappa_with_ci(y1: Sequence[int] | np.ndarray, y2: Sequence[int] | np.ndarray, n_boot: int, rng: np.random.Generator) -> tuple[float | None, float | None, float | None]:
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


def resample_weights(b: int, n: int, rng: np.random.Generator) -> np.ndarray:
    """``b`` bootstrap resamples of ``n`` examples as weights (b × n): how often each resample drew each example
    (float32: small integers, exact; half the memory traffic of float64)."""
    idx = rng.integers(0, n, (b, n), dtype=np.int32 if n < 2**31 else np.int64)
    w = np.empty((b, n), np.float32)
    for r in range(b):  # row by row: one bincount over all b·n cells (4 MB for 50 × 10,000) was 5× slower
        w[r] = np.bincount(idx[r], minlength=n)
    return w


def alpha_from_units(units: np.ndarray) -> np.ndarray:
    """Krippendorff's α (nominal, two values) from per-unit sums [..., (n1, n0, n1·n0/(m − 1))] over pairable units:
    α = 1 − (n − 1)·2·Σ n1·n0/(m − 1) / (2·N1·N0), n = N1 + N0 (the coincidence-matrix form); NaN with one value."""
    u = np.asarray(units, float)
    n1, n0, d = u[..., 0], u[..., 1], u[..., 2]
    n = n1 + n0
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.where((n1 > 0) & (n0 > 0), 1 - (n - 1) * d / (n1 * n0), np.nan)


class WeightedAUC:
    """ROC AUC (Mann–Whitney, ties one half) of labels ``y`` and scores ``x`` under example weights, vectorised over
    resamples: AUC = Σ_positives w_i·(negatives' weight below x_i + their weight at x_i / 2) / (P·N), the negatives'
    weight below any score read off one cumulative sum over the negatives sorted by score (where each positive falls
    among them: ``searchsorted``). NaN for a resample with one class. The weights, their running sums and products
    in float32 (integers and halves below 2^24: exact), the products summed in float64. ``examples``: where the
    labelled examples sit among the weights' columns (default: the first ``len(y)``)."""

    def __init__(self, y: np.ndarray, x: np.ndarray, examples: np.ndarray | None = None):
        y, x = np.asarray(y, bool), np.asarray(x, float)
        at = np.arange(len(y)) if examples is None else np.asarray(examples)
        by_score = np.argsort(x[~y], kind="stable")
        x_neg = x[~y][by_score]
        self.neg, self.pos = at[~y][by_score], at[y]
        self.below = np.searchsorted(x_neg, x[y], "left")  # negatives scored below each positive
        self.upto = np.searchsorted(x_neg, x[y], "right")  # … below or tied with it
        self.ties = bool((self.below != self.upto).any())

    def __call__(self, w: np.ndarray) -> np.ndarray:
        """AUC under each row of ``w`` (b × examples)."""
        w = np.asarray(w, np.float32)  # (no copy for resample_weights)
        cum = np.zeros((len(w), len(self.neg) + 1), np.float32)  # cum[:, k]: the weight of the k lowest negatives
        np.cumsum(w[:, self.neg], axis=1, out=cum[:, 1:])
        count = cum[:, self.below]
        if self.ties:
            count += (cum[:, self.upto] - count) / 2
        w_pos = w[:, self.pos]
        with np.errstate(invalid="ignore", divide="ignore"):
            return ((w_pos * count).sum(axis=1, dtype=np.float64)
                    / (w_pos.sum(axis=1, dtype=np.float64) * cum[:, -1]))


def auc_boot(y: np.ndarray, x: np.ndarray, n_boot: int, rng: np.random.Generator, chunk: int = 50) -> np.ndarray:
    """ROC AUC of ``n_boot`` resamples of the examples (``WeightedAUC`` under ``resample_weights``)."""
    auc = WeightedAUC(y, x)
    n = len(auc.pos) + len(auc.neg)
    out = [auc(resample_weights(min(chunk, n_boot - start), n, rng)) for start in range(0, n_boot, chunk)]
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
    """Statistics resampled together: one set of example weights for all (the same bootstrap replicates), drawn
    once (``resample_weights``, in chunks) when ``run`` is called. Functions of per-example sums (``add``) take
    the weighted sums; others (``add_weighted``: AUC) take the weights of their examples."""

    def __init__(self, n_examples: int):
        self.n = n_examples
        self.blocks: list[tuple[np.ndarray, Any]] = []
        self.weighted: list[tuple[Callable[[np.ndarray], np.ndarray], Any]] = []

    def add(self, per_example: np.ndarray, finish: Any) -> None:
        """``per_example``: n × k sums; ``finish(resampled sums B × k)`` sets the intervals."""
        self.blocks.append((per_example.reshape(self.n, -1), finish))

    def add_weighted(self, stat: Callable[[np.ndarray], np.ndarray], finish: Any) -> None:
        """``stat(weights b × n)`` → b values; ``finish(B values)`` sets the interval."""
        self.weighted.append((stat, finish))

    def run(self, n_boot: int, rng: np.random.Generator, chunk: int = 50) -> None:
        if not self.blocks and not self.weighted:
            return
        per_example = (np.hstack([b for b, _ in self.blocks]) if self.blocks else np.zeros((self.n, 0))).astype(np.float32)
        used = per_example.any(axis=0)  # a column of zeros sums to zero in every resample
        columns = np.ascontiguousarray(per_example[:, used].T)
        sums: list[np.ndarray] = []
        values: list[list[np.ndarray]] = [[] for _ in self.weighted]
        for start in range(0, n_boot, chunk):
            w = resample_weights(min(chunk, n_boot - start), self.n, rng)
            # einsum, not BLAS: a threaded BLAS product waits for a busy core (15 ms instead of 0.5 ms per chunk, and
            # seconds now and then, on the shared 2-core machine); einsum's own loop takes about 3 ms
            sums.append(np.einsum("ij,kj->ik", w, columns).astype(float))
            for out, (stat, _) in zip(values, self.weighted):
                out.append(stat(w))
        all_sums = np.zeros((n_boot, int(used.size)))
        if sums:
            all_sums[:, used] = np.concatenate(sums)
        at = 0
        for block, finish in self.blocks:
            finish(all_sums[:, at:at + block.shape[1]])
            at += block.shape[1]
        for out, (_, finish) in zip(values, self.weighted):
            finish(np.concatenate(out) if out else np.zeros(0))


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
    are taken in its order). The store keeps what this reads of them: ``agreement_of(store.review_facts(dataset))``
    is the same table without reading a row or an action."""
    return agreement_of(ReviewFacts.of(rows, reviews), n_boot=n_boot, seed=seed)


def agreement_of(facts: ReviewFacts, n_boot: int = 1000, seed: int = 0) -> list[AgreementRow]:
    """Every agreement row from the reviewed examples' summaries (``state.ReviewFacts``), examples in its order."""
    rng = np.random.default_rng(seed)
    n = len(facts.keys)
    out: list[AgreementRow] = []
    boot = _Boot(n)
    lab = facts.labels
    gold = {}
    for err in ERROR_TYPES:
        gold[err] = np.full(n, -1)
        m = (lab["reviewer"] < 0) & (lab["error_type"] == err)
        gold[err][lab["example"][m]] = lab["value"][m]

    # ---- human vs each detector, per error type
    sc = facts.scores
    first_seen = np.argsort(sc["example"], kind="stable")  # detectors in the order the examples show them
    dets = sc["detector"][first_seen]
    detectors = [str(d) for d in dets[np.sort(np.unique(dets, return_index=True)[1])]] if len(dets) else []
    for det in detectors:
        for err in ERROR_TYPES:
            m = (sc["detector"] == det) & (sc["error_type"] == err) & np.isfinite(sc["score"])
            order = np.argsort(sc["example"][m], kind="stable")
            examples, x, flags = sc["example"][m][order], sc["score"][m][order], sc["flag"][m][order]
            y = gold[err][examples]
            has = y >= 0
            examples, x, flags, y = examples[has], x[has], flags[has], y[has]
            if len(np.unique(y)) == 2:
                auc_row = AgreementRow(f"human vs {det}", err, "AUC", float(roc_auc_score(y, x)), None, None, len(y))
                out.append(auc_row)

                def finish_auc(values: np.ndarray, row: AgreementRow = auc_row) -> None:
                    row.ci_low, row.ci_high = interval(values)

                boot.add_weighted(WeightedAUC(y.astype(bool), x, examples), finish_auc)
            flagged = flags >= 0
            if flagged.any():
                v, lo2, hi2 = kappa_with_ci(y[flagged], flags[flagged], n_boot, rng)
                out.append(AgreementRow(f"human vs {det}", err, "kappa", v, lo2, hi2, int(flagged.sum())))

    # ---- human vs findings, per finding type: TP / FP / FN counts per example
    types = [*FINDING_TYPES, ALL_TYPES]
    index = {t: j for j, t in enumerate(types[:-1])}
    fi = facts.findings
    t_code = np.array([index.get(t, -1) for t in fi["type"].tolist()], np.int64)  # -1: none or unknown
    g_list = fi["gold"].tolist()
    g_code = np.array([index.get(g, -1) if g else -1 for g in g_list], np.int64)
    kept = np.array([bool(g) for g in g_list], bool)  # a strict majority kept it, with type `gold`
    dropped = np.array([g == "" for g in g_list], bool)
    detector = fi["position"] >= 0
    same = fi["type"] == fi["gold"]
    per_example = np.zeros((n, len(types), 3))
    all_types = len(types) - 1

    def count(mask: np.ndarray, codes: np.ndarray | int, k: int) -> None:
        codes = np.broadcast_to(codes, mask.shape)
        mask = mask & (codes >= 0)
        np.add.at(per_example[:, :, k], (fi["example"][mask], codes[mask]), 1)

    count(detector & kept & same, g_code, 0)
    count(detector & kept & ~same, t_code, 1)  # changed type: a false positive of the detector's type,
    count(detector & kept & ~same, g_code, 2)  # a miss of the reviewers' type
    count(detector & kept, all_types, 0)  # over all types the place was right
    count(detector & dropped, t_code, 1)
    count(detector & dropped, all_types, 1)
    count(~detector, g_code, 2)  # added: a miss of the detectors
    count(~detector, all_types, 2)
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
    vo = facts.votes
    present = np.unique(np.r_[lab["reviewer"][lab["reviewer"] >= 0], vo["reviewer"]]).astype(np.int64)
    reviewers = [facts.reviewers[r] for r in present]  # sorted, as facts.reviewers is
    if len(reviewers) >= 2:
        row_of = np.full(len(facts.reviewers), -1, np.int64)
        row_of[present] = np.arange(len(present))
        for err in ERROR_TYPES:
            data = np.full((len(reviewers), n), np.nan)
            m = (lab["reviewer"] >= 0) & (lab["error_type"] == err)
            data[row_of[lab["reviewer"][m]], lab["example"][m]] = lab["value"][m]
            out.extend(_human_rows(err, data, np.arange(n), reviewers, boot))
        if len(vo["example"]):  # units: (example, finding) pairs, in that order
            span = int(max(vo["position"].max(), fi["position"].max(initial=0))) + 1
            units, unit_of_vote = np.unique(vo["example"] * span + vo["position"], return_inverse=True)
            votes = np.full((len(reviewers), len(units)), np.nan)
            votes[row_of[vo["reviewer"]], unit_of_vote.ravel()] = vo["kept"]
            judged = np.isfinite(votes).sum(axis=0) >= 2
            # each unit's finding type: the detector finding at that (example, position)
            finding_key = fi["example"][detector] * span + fi["position"][detector]
            by_key = np.argsort(finding_key)
            finding_key, finding_type = finding_key[by_key], fi["type"][detector][by_key]
            at = np.searchsorted(finding_key, units)
            hit = at < len(finding_key)
            hit[hit] = finding_key[at[hit]] == units[hit]
            unit_type = np.full(len(units), None, dtype=object)
            unit_type[hit] = finding_type[at[hit]]
            for t in types:
                mask = judged if t == ALL_TYPES else judged & (unit_type == t)
                if mask.any():
                    out.extend(_human_rows(t, votes[:, mask], units[mask] // span, reviewers, boot))
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
