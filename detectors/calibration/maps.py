"""Monotone calibration maps (error score → probability of the error) and the calibration metrics.

A ``CalibrationMap`` takes a detector's raw error score (higher = more likely an error) and
returns P(error). Two kinds, both fitted with scikit-learn:

* ``isotonic``: ``IsotonicRegression(out_of_bounds="clip")`` (piecewise linear through the
  fitted points), mixed with ``EPS`` of the raw score: p = (1 − EPS)·iso(x) + EPS·x. Isotonic
  regression is only non-decreasing; its flat stretches would tie examples the raw score
  ranks, and ties lower ROC AUC. The mix breaks every tie in the raw score's order (the map
  becomes strictly increasing, so ranking and AUC are exactly unchanged) and moves no
  probability by more than EPS.
* ``platt``: logistic regression on logit(x) (x clipped to [1e-6, 1 − 1e-6]): p = σ(a·logit(x) + b),
  strictly increasing for a > 0 (a fit with a ≤ 0, i.e. a score that ranks backwards, is refused).

Both map into [0, 1] and are non-decreasing. Saved as small JSON (``to_dict``/``from_dict``).
``ece`` uses 10 equal-width bins on [0, 1].
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

import numpy as np

EPS = 1e-3
N_BINS = 10
_CLIP = 1e-6


def _logit(x: np.ndarray) -> np.ndarray:
    x = np.clip(np.asarray(x, dtype=float), _CLIP, 1 - _CLIP)
    return np.log(x / (1 - x))


@dataclass
class CalibrationMap:
    """A fitted monotone map. ``kind``: ``isotonic`` (``x``, ``y``, ``eps``) or ``platt`` (``a``, ``b``)."""

    kind: str
    x: list[float] = field(default_factory=list)
    y: list[float] = field(default_factory=list)
    eps: float = EPS
    a: float = 1.0
    b: float = 0.0

    def __call__(self, scores: Sequence[float] | float) -> np.ndarray:
        s = np.clip(np.asarray(scores, dtype=float), 0.0, 1.0)
        if self.kind == "isotonic":
            iso = np.interp(s, self.x, self.y) if self.x else s
            p = (1 - self.eps) * iso + self.eps * s
        elif self.kind == "platt":
            p = 1.0 / (1.0 + np.exp(-(self.a * _logit(s) + self.b)))
        else:
            raise ValueError(f"unknown calibration map kind {self.kind!r}")
        return np.clip(p, 0.0, 1.0)

    def one(self, score: float) -> float:
        return float(self(np.array([score]))[0])

    def to_dict(self) -> dict[str, Any]:
        if self.kind == "isotonic":
            return {"kind": "isotonic", "x": [round(v, 6) for v in self.x], "y": [round(v, 6) for v in self.y],
                    "eps": self.eps}
        return {"kind": "platt", "a": self.a, "b": self.b}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "CalibrationMap":
        kind = d.get("kind")
        if kind == "isotonic":
            x, y = [float(v) for v in d["x"]], [float(v) for v in d["y"]]
            if len(x) != len(y) or any(b < a for a, b in zip(x, x[1:])) or any(b < a for a, b in zip(y, y[1:])) \
                    or any(not 0 <= v <= 1 for v in y):
                raise ValueError("isotonic map: x and y must be equally long, non-decreasing, y in [0, 1]")
            return cls("isotonic", x, y, float(d.get("eps", EPS)))
        if kind == "platt":
            a, b = float(d["a"]), float(d["b"])
            if a <= 0:
                raise ValueError("platt map: slope a must be positive (a monotone non-decreasing map)")
            return cls("platt", a=a, b=b)
        raise ValueError(f"unknown calibration map kind {kind!r}")


def fit_isotonic(scores: Sequence[float], labels: Sequence[int], eps: float = EPS) -> CalibrationMap:
    from sklearn.isotonic import IsotonicRegression

    s = np.clip(np.asarray(scores, dtype=float), 0.0, 1.0)
    iso = IsotonicRegression(y_min=0.0, y_max=1.0, increasing=True, out_of_bounds="clip").fit(s, np.asarray(labels, float))
    return CalibrationMap("isotonic", [float(v) for v in iso.X_thresholds_], [float(v) for v in iso.y_thresholds_], eps)


def fit_platt(scores: Sequence[float], labels: Sequence[int]) -> CalibrationMap:
    from sklearn.linear_model import LogisticRegression

    z = _logit(np.asarray(scores, dtype=float)).reshape(-1, 1)
    lr = LogisticRegression(C=100.0).fit(z, np.asarray(labels, int))
    a, b = float(lr.coef_[0, 0]), float(lr.intercept_[0])
    if a <= 0:
        raise ValueError("the score ranks errors backwards (Platt slope ≤ 0): no monotone calibration")
    return CalibrationMap("platt", a=a, b=b)


FITTERS = {"isotonic": fit_isotonic, "platt": fit_platt}


def brier(probs: Sequence[float], labels: Sequence[int]) -> float:
    p, y = np.asarray(probs, float), np.asarray(labels, float)
    return float(np.mean((p - y) ** 2))


def reliability_bins(probs: Sequence[float], labels: Sequence[int], n_bins: int = N_BINS) -> list[dict[str, float]]:
    """Equal-width bins on [0, 1] (the last one closed): count, mean probability and observed error rate of each non-empty bin."""
    p, y = np.asarray(probs, float), np.asarray(labels, float)
    idx = np.minimum((p * n_bins).astype(int), n_bins - 1)
    out = []
    for b in range(n_bins):
        m = idx == b
        if m.any():
            out.append({"low": b / n_bins, "high": (b + 1) / n_bins, "n": int(m.sum()),
                        "mean_prob": float(p[m].mean()), "error_rate": float(y[m].mean())})
    return out


def ece(probs: Sequence[float], labels: Sequence[int], n_bins: int = N_BINS) -> float:
    """Expected calibration error: Σ_bins (n_bin / n) · |mean probability − observed error rate|, equal-width bins."""
    n = len(probs)
    if n == 0:
        return float("nan")
    return float(sum(b["n"] / n * abs(b["mean_prob"] - b["error_rate"]) for b in reliability_bins(probs, labels, n_bins)))


def cv_brier(scores: np.ndarray, labels: np.ndarray, groups: Sequence[Any], kind: str, folds: int = 5) -> float | None:
    """Mean out-of-fold Brier score of ``kind`` over ``folds`` folds that keep each group (topic) together.

    None when no fold split leaves both classes in every training part, or the fit is refused.
    """
    from sklearn.model_selection import GroupKFold

    groups = np.asarray([str(g) for g in groups])
    k = min(folds, len(set(groups)))
    if k < 2:
        return None
    out = np.zeros(len(scores))
    for train, test in GroupKFold(n_splits=k).split(scores, labels, groups):
        if len(set(labels[train].tolist())) < 2:
            return None
        try:
            out[test] = FITTERS[kind](scores[train], labels[train])(scores[test])
        except ValueError:
            return None
    return brier(out, labels)
