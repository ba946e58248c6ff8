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
* ``platt`` with ``inputs`` (method ``platt+inputs``): p = σ(a·logit(x) + b + Σ_k w_k·z_k), where
  z are per-example inputs the detector reports beside its score (``DetectorResult.calibration_inputs``;
  the classifier's: ROUGE-1 overlap of the response with its arguments, which tells a reworded
  response from a copied one). For one example z is fixed, so the map is still strictly increasing
  in x: every rule that reads localized scores through the example's map (``apply``) keeps its
  consistency. Across examples the ranking may change (AUC is reported before and after).

* ``stretch`` (not fitted on labels): v = clip((x − lo) / (hi − lo), 0, 1), the identity when hi ≤ lo; ``lo``
  and ``hi`` are the lowest and highest raw score on a sample (salience: its val sample,
  ``benchmarks/salience_choice.py --write-range``). It spreads a score that bunches in a narrow band over
  [0, 1] in the same order; the value is still a score, not a probability (``is_probability`` False:
  never shown as a probability nor flagged).

All map into [0, 1] and are non-decreasing in the score. Saved as small JSON (``to_dict``/``from_dict``).
``ece`` uses 10 equal-width bins on [0, 1].
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

EPS = 1e-3
N_BINS = 10
_CLIP = 1e-6


def _logit(x: np.ndarray) -> np.ndarray:
    x = np.clip(np.asarray(x, dtype=float), _CLIP, 1 - _CLIP)
    return np.log(x / (1 - x))


class MissingInputs(ValueError):
    """The map needs per-example inputs the result does not carry (e.g. a row scored by an older version)."""


Inputs = Mapping[str, "float | Sequence[float] | np.ndarray"]
Scores = Sequence[float] | float | np.ndarray
Floats = Sequence[float] | np.ndarray
Ints = Sequence[int] | np.ndarray


@dataclass
class CalibrationMap:
    """A fitted monotone map. ``kind``: ``isotonic`` (``x``, ``y``, ``eps``), ``platt`` (``a``, ``b``,
    optionally ``inputs`` with weights ``w``) or ``stretch`` (``lo``, ``hi``: a score, not a probability)."""

    kind: str
    x: list[float] = field(default_factory=list)
    y: list[float] = field(default_factory=list)
    eps: float = EPS
    a: float = 1.0
    b: float = 0.0
    inputs: list[str] = field(default_factory=list)
    w: list[float] = field(default_factory=list)
    lo: float = 0.0
    hi: float = 1.0

    @property
    def method(self) -> str:
        return "platt+inputs" if self.kind == "platt" and self.inputs else self.kind

    @property
    def is_probability(self) -> bool:
        """False for ``stretch``: its value is a rescaled score, never shown as a probability nor flagged."""
        return self.kind != "stretch"

    def __call__(self, scores: Scores, inputs: Inputs | None = None) -> np.ndarray:
        """P(error) for each score; ``inputs`` (scalars or one value per score) when the map has any."""
        if self.kind == "stretch":
            x = np.asarray(scores, dtype=float)
            return x.copy() if self.hi <= self.lo else np.clip((x - self.lo) / (self.hi - self.lo), 0.0, 1.0)
        s = np.clip(np.asarray(scores, dtype=float), 0.0, 1.0)
        if self.kind == "isotonic":
            iso = np.interp(s, self.x, self.y) if self.x else s
            p = (1 - self.eps) * iso + self.eps * s
        elif self.kind == "platt":
            z = self.a * _logit(s) + self.b
            missing = [k for k in self.inputs if inputs is None or k not in inputs]
            if missing:
                raise MissingInputs(f"this calibration needs the inputs {', '.join(missing)} beside the score "
                                    "(score the file again with this version)")
            for k, w in zip(self.inputs, self.w):
                z = np.add(z, w * np.asarray(inputs[k], dtype=float))  # type: ignore[index]
            p = 1.0 / (1.0 + np.exp(-z))
        else:
            raise ValueError(f"unknown calibration map kind {self.kind!r}")
        return np.clip(p, 0.0, 1.0)

    def one(self, score: float, inputs: Inputs | None = None) -> float:
        return float(np.ravel(self(np.array([score]), inputs))[0])

    def to_dict(self) -> dict[str, Any]:
        if self.kind == "isotonic":
            return {"kind": "isotonic", "x": [round(v, 6) for v in self.x], "y": [round(v, 6) for v in self.y],
                    "eps": self.eps}
        if self.kind == "stretch":
            return {"kind": "stretch", "lo": self.lo, "hi": self.hi}
        out: dict[str, Any] = {"kind": "platt", "a": self.a, "b": self.b}
        if self.inputs:
            out.update(inputs=list(self.inputs), w=list(self.w))
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CalibrationMap:
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
            names, w = [str(k) for k in d.get("inputs") or []], [float(v) for v in d.get("w") or []]
            if len(names) != len(w):
                raise ValueError("platt map: inputs and w must be equally long")
            return cls("platt", a=a, b=b, inputs=names, w=w)
        if kind == "stretch":
            return cls("stretch", lo=float(d["lo"]), hi=float(d["hi"]))
        raise ValueError(f"unknown calibration map kind {kind!r}")


def fit_isotonic(scores: Floats, labels: Ints, inputs: Inputs | None = None,
                 eps: float = EPS) -> CalibrationMap:
    from sklearn.isotonic import IsotonicRegression

    s = np.clip(np.asarray(scores, dtype=float), 0.0, 1.0)
    iso = IsotonicRegression(y_min=0.0, y_max=1.0, increasing=True, out_of_bounds="clip").fit(s, np.asarray(labels, float))
    return CalibrationMap("isotonic", [float(v) for v in iso.X_thresholds_], [float(v) for v in iso.y_thresholds_], eps)


def fit_platt(scores: Floats, labels: Ints, inputs: Inputs | None = None) -> CalibrationMap:
    """Platt scaling on logit(score); with ``inputs`` ({name: one value per score}) they enter linearly."""
    from sklearn.linear_model import LogisticRegression

    names = sorted(inputs) if inputs else []
    cols = [_logit(np.asarray(scores, dtype=float))] + [np.asarray(inputs[k], dtype=float) for k in names]  # type: ignore[index]
    lr = LogisticRegression(C=100.0, max_iter=1000).fit(np.column_stack(cols), np.asarray(labels, int))
    a, b = float(lr.coef_[0, 0]), float(lr.intercept_[0])
    if a <= 0:
        raise ValueError("the score ranks errors backwards (Platt slope ≤ 0): no monotone calibration")
    return CalibrationMap("platt", a=a, b=b, inputs=names, w=[float(v) for v in lr.coef_[0, 1:]])


def fit_platt_plain(scores: Floats, labels: Ints, inputs: Inputs | None = None) -> CalibrationMap:
    return fit_platt(scores, labels)


# method name → fitter(scores, labels, inputs); only ``platt+inputs`` uses the inputs.
FITTERS = {"isotonic": fit_isotonic, "platt": fit_platt_plain, "platt+inputs": fit_platt}


def brier(probs: Floats, labels: Ints) -> float:
    p, y = np.asarray(probs, float), np.asarray(labels, float)
    return float(np.mean((p - y) ** 2))


def reliability_bins(probs: Floats, labels: Ints, n_bins: int = N_BINS) -> list[dict[str, float]]:
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


def ece(probs: Floats, labels: Ints, n_bins: int = N_BINS) -> float:
    """Expected calibration error: Σ_bins (n_bin / n) · |mean probability − observed error rate|, equal-width bins."""
    n = len(probs)
    if n == 0:
        return float("nan")
    return float(sum(b["n"] / n * abs(b["mean_prob"] - b["error_rate"]) for b in reliability_bins(probs, labels, n_bins)))


def out_of_fold(scores: np.ndarray, labels: np.ndarray, groups: Sequence[Any], kind: str, folds: int = 5,
                inputs: Mapping[str, np.ndarray] | None = None) -> np.ndarray | None:
    """Each row's probability from ``kind`` fitted on the other folds (``folds`` folds that keep each group, a topic,
    together): what the map says of rows it was not fitted on.

    None when no fold split leaves both classes in every training part, the fit is refused, or
    ``kind`` needs inputs and there are none.
    """
    if kind == "platt+inputs" and not inputs:
        return None
    from sklearn.model_selection import GroupKFold

    group_ids = np.asarray([str(g) for g in groups])
    k = min(folds, len(set(group_ids)))
    if k < 2:
        return None
    out = np.zeros(len(scores))

    def part(idx: np.ndarray) -> dict[str, np.ndarray]:
        return {name: np.asarray(v)[idx] for name, v in (inputs or {}).items()}

    for train, test in GroupKFold(n_splits=k).split(scores, labels, group_ids):
        if len(set(labels[train].tolist())) < 2:
            return None
        try:
            out[test] = FITTERS[kind](scores[train], labels[train], part(train))(scores[test], part(test))
        except ValueError:
            return None
    return out


def cv_brier(scores: np.ndarray, labels: np.ndarray, groups: Sequence[Any], kind: str, folds: int = 5,
             inputs: Mapping[str, np.ndarray] | None = None) -> float | None:
    """Mean out-of-fold Brier score of ``kind`` (``out_of_fold``); None where that is None."""
    out = out_of_fold(scores, labels, groups, kind, folds, inputs)
    return brier(out, labels) if out is not None else None
