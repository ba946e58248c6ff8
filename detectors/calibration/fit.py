"""Fit a calibration from a scored, labelled file, and the before/after table.

For detector D and error type E the fitting rows are every row with ``labels.E`` 0 or 1 (an
example with the other error is a negative for E: P(E) is the probability that *this* response
has error E), x = D's raw example-level score of E, y = ``labels.E``.

* map: ``method="auto"`` fits isotonic regression, Platt scaling and, where every fitting row
  carries the detector's ``calibration_inputs``, Platt scaling with those inputs, and keeps the
  one with the lowest out-of-fold Brier score (5 folds that keep each topic together; a proper
  score, and out-of-fold because in-sample isotonic regression always wins).
  ``isotonic``/``platt``/``platt+inputs`` force one.
* threshold (on the calibrated probability, flagged = P ≥ t): the t with the best balanced
  accuracy (mean of the share of errors flagged and the share of non-errors not flagged),
  optionally only among thresholds that flag at most ``max_rate`` of the ``protect`` rows
  (the shipped build protects the val split's correct paraphrased responses, at most 25 %);
  ties go to the higher t (fewer flags). Candidates: midpoints between consecutive distinct
  calibrated values.

Refused with ``CalibrationDataError`` (a readable message): no labels, fewer than
``MIN_ROWS`` labelled rows or fewer than ``MIN_PER_CLASS_TO_FIT`` of either class for an error type,
or only one class.

The table (``calibration_table``): per slice × detector × error type, ROC AUC as in
``detectors.evaluation.evaluate`` (positives = rows with E, negatives = error-free rows), and
Brier score and ECE (10 equal-width bins) over the fitting rows, before (raw score read as a
probability) and after calibration, and the share of error-free rows and of rows with E that
are flagged.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import numpy as np

from detectors.calibration.maps import FITTERS, MissingInputs, brier, cv_brier, ece
from detectors.calibration.store import Calibration, DetectorCalibration, ErrorCalibration
from detectors.core.result import ERROR_TYPES, calibration_domain_of
from detectors.evaluation.evaluate import ALL, example_label, meta_value, roc_auc

MIN_ROWS = 20
MIN_PER_CLASS_TO_FIT = 5
METHODS = ("auto", "isotonic", "platt", "platt+inputs")


class CalibrationDataError(ValueError):
    """The scored file cannot be calibrated; the message says why."""


def _raw(row: dict[str, Any], detector: str, error_type: str) -> float | None:
    entry = (row.get("scores") or {}).get(detector)
    value = entry.get(error_type) if isinstance(entry, dict) else None
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _label(row: dict[str, Any], error_type: str) -> int | None:
    v = (row.get("labels") or {}).get(error_type)
    return int(v) if isinstance(v, (bool, int, float)) and v in (0, 1) else None


def detectors_with_scores(rows: Sequence[dict[str, Any]]) -> list[str]:
    names: list[str] = []
    for r in rows:
        for n, entry in (r.get("scores") or {}).items():
            if isinstance(entry, dict) and "hallucination" in entry and n not in names:
                names.append(n)
    return names


def fitting_data(rows: Sequence[dict[str, Any]], detector: str, error_type: str) -> tuple[np.ndarray, np.ndarray, list[int]]:
    """(raw scores, labels, row indices) of the rows that have both."""
    xs, ys, idx = [], [], []
    for i, r in enumerate(rows):
        x, y = _raw(r, detector, error_type), _label(r, error_type)
        if x is not None and y is not None:
            xs.append(x)
            ys.append(y)
            idx.append(i)
    return np.asarray(xs, float), np.asarray(ys, int), idx


def fitting_inputs(rows: Sequence[dict[str, Any]], detector: str, idx: Sequence[int]) -> dict[str, np.ndarray] | None:
    """The detector's ``calibration_inputs`` of rows ``idx`` as {name: values}, or None unless every row has the same ones."""
    stored = [((rows[i].get("scores") or {}).get(detector) or {}).get("calibration_inputs") for i in idx]
    found: list[dict[str, Any]] = [f for f in stored if isinstance(f, dict) and f]
    if not found or len(found) < len(stored):
        return None
    names = sorted(found[0])
    if any(sorted(f) != names for f in found):
        return None
    return {k: np.asarray([float(f[k]) for f in found]) for k in names}


def check_data(rows: Sequence[dict[str, Any]], detector: str, error_type: str) -> tuple[np.ndarray, np.ndarray, list[int]]:
    require_labels(rows)
    x, y, idx = fitting_data(rows, detector, error_type)
    n_pos = int(y.sum())
    n_neg = len(y) - n_pos
    if len(y) and (n_pos == 0 or n_neg == 0):
        raise CalibrationDataError(f"{detector} {error_type}: only one class ({len(y)} rows, all labelled "
                                   f"{error_type} = {int(n_pos > 0)}); calibration needs rows with and without the error")
    if len(y) < MIN_ROWS or min(n_pos, n_neg) < MIN_PER_CLASS_TO_FIT:
        raise CalibrationDataError(f"{detector} {error_type}: too few labelled rows ({len(y)}: {n_pos} with the error, "
                                   f"{n_neg} without); the minimum is {MIN_ROWS} rows with at least {MIN_PER_CLASS_TO_FIT} "
                                   "of each class")
    return x, y, idx


def has_labels(rows: Sequence[dict[str, Any]], error_type: str) -> bool:
    return any(_label(r, error_type) is not None for r in rows)


def require_labels(rows: Sequence[dict[str, Any]]) -> None:
    """CalibrationDataError unless some row is labelled 0 or 1 for some error type."""
    if not any(has_labels(rows, e) for e in ERROR_TYPES):
        raise CalibrationDataError("no labels: calibration needs rows with \"labels\": {\"hallucination\": 0/1, "
                                   "\"coverage\": 0/1}")


def choose_threshold(probs: Sequence[float] | np.ndarray, labels: Sequence[int] | np.ndarray,
                     protect: Sequence[bool] | np.ndarray | None = None,
                     max_rate: float | None = None) -> float:
    """Best balanced accuracy of flagged = P ≥ t (see the module docstring); ties → higher t."""
    p, y = np.asarray(probs, float), np.asarray(labels, bool)
    prot = np.asarray(protect, bool) if protect is not None else np.zeros(len(p), bool)
    u = np.unique(p)
    cands = np.concatenate([[u[0] / 2], (u[:-1] + u[1:]) / 2, [min(1.0, (u[-1] + 1) / 2)]]) if len(u) else np.array([0.5])
    best_t, best = 1.0, -1.0
    for t in cands:
        f = p >= t
        if max_rate is not None and prot.any() and f[prot].mean() > max_rate + 1e-12:
            continue
        ba = (f[y].mean() if y.any() else 0.0) / 2 + ((~f[~y]).mean() if (~y).any() else 0.0) / 2
        if ba > best + 1e-12 or (abs(ba - best) <= 1e-12 and t > best_t):
            best_t, best = float(t), float(ba)
    return best_t


def fit_error(x: np.ndarray, y: np.ndarray, groups: Sequence[Any], method: str = "auto",
              protect: np.ndarray | None = None, max_rate: float | None = None,
              inputs: dict[str, np.ndarray] | None = None) -> ErrorCalibration:
    if method not in METHODS:
        raise ValueError(f"unknown method {method!r}; choose from {', '.join(METHODS)}")
    if method == "platt+inputs" and not inputs:
        raise CalibrationDataError("platt+inputs needs calibration_inputs on every scored row (score the file "
                                   "again with this version)")
    cv = {k: cv_brier(x, y, groups, k, inputs=inputs) for k in FITTERS}
    if method == "auto":
        usable = {k: v for k, v in cv.items() if v is not None}
        method = min(usable, key=lambda k: usable[k]) if usable else "isotonic"
    try:
        m = FITTERS[method](x, y, inputs)
    except ValueError as err:
        raise CalibrationDataError(str(err)) from None
    p = m(x, inputs)
    t = choose_threshold(p, y, protect, max_rate)
    info = {"method": method, "n": int(len(y)), "n_pos": int(y.sum()),
            "cv_brier": {k: (round(v, 5) if v is not None else None) for k, v in cv.items()}}
    return ErrorCalibration(m, t, info)


def fold_group(row: dict[str, Any], i: int) -> str:
    """The cross-validation group of row i: its topic (or query), so a topic never sits on both sides of a fold."""
    return str(row.get("topic") or row.get("query") or i)


def fitted_model_id(rows: Sequence[dict[str, Any]], detector: str) -> str:
    """The one ``model_id`` of ``detector``'s scores in ``rows``; CalibrationDataError when they have none or several."""
    ids = {((r.get("scores") or {}).get(detector) or {}).get("model_id") or "" for r in rows
           if isinstance((r.get("scores") or {}).get(detector), dict)}
    if "" in ids:
        raise CalibrationDataError(f"some {detector} scores carry no model id (scored by an older version): "
                                   "score the file again first")
    if len(ids) != 1:
        raise CalibrationDataError(f"the {detector} scores come from {len(ids)} models ({', '.join(sorted(ids))}): "
                                   "a calibration belongs to one model, so fit each model's rows apart")
    return ids.pop()


def row_domain(row: dict[str, Any], detector: str) -> str:
    """The calibration domain of ``detector``'s scores in ``row`` (``DetectorResult.calibration_domain``)."""
    entry = (row.get("scores") or {}).get(detector)
    return calibration_domain_of(entry) if isinstance(entry, dict) else ""


def domain_groups(rows: Sequence[dict[str, Any]], detector: str) -> dict[str, list[int]]:
    """{calibration domain: indices of its rows} for ``detector``'s scores ("" = the main domain)."""
    groups: dict[str, list[int]] = {}
    for i, r in enumerate(rows):
        groups.setdefault(row_domain(r, detector), []).append(i)
    return groups


def fit_detector(rows: Sequence[dict[str, Any]], name: str, method: str, protect: Sequence[bool] | None,
                 max_rate: float | None, methods: Mapping[str, str]) -> DetectorCalibration:
    """The maps of one detector on rows of one domain: every error type some row is labelled for (the others are
    ``unmapped``, shown raw)."""
    errors, unmapped = {}, {}
    for err in ERROR_TYPES:
        if not has_labels(rows, err):
            unmapped[err] = f"its calibration rows carry no {err} labels"
            continue
        x, y, idx = check_data(rows, name, err)
        prot = np.asarray([bool(protect[i]) for i in idx]) if protect is not None else None
        errors[err] = fit_error(x, y, [fold_group(rows[i], i) for i in idx], methods.get(err, method), prot, max_rate,
                                fitting_inputs(rows, name, idx))
    return DetectorCalibration(errors, fitted_model_id(rows, name), unmapped=unmapped)


def fit_calibration(rows: Sequence[dict[str, Any]], detectors: Sequence[str] | None = None, method: str = "auto",
                    protect: Sequence[bool] | None = None, max_rate: float | None = None,
                    meta: dict[str, Any] | None = None,
                    methods: Mapping[str, Mapping[str, str]] | None = None) -> Calibration:
    """Fit every detector × error type of ``rows`` (``protect``: a flag per row, see ``choose_threshold``).

    ``methods[detector][error]`` overrides ``method`` for that map. Rows of another calibration domain
    (``row_domain``: the classifier given a document) get maps of their own (``DetectorCalibration.domains``),
    fitted only for the error types they are labelled for; ``protect`` and ``max_rate`` hold for the main domain.
    """
    names = list(detectors) if detectors else detectors_with_scores(rows)
    if not names:
        raise CalibrationDataError("no scores: run `python -m detectors score` on the labelled file first")
    require_labels(rows)
    out: dict[str, DetectorCalibration] = {}
    for name in names:
        chosen = (methods or {}).get(name) or {}
        by_domain = domain_groups(rows, name)
        main = by_domain.pop("", [])
        if main:
            out[name] = fit_detector([rows[i] for i in main], name, method,
                                     [protect[i] for i in main] if protect is not None else None, max_rate, chosen)
        else:
            out[name] = DetectorCalibration({}, fitted_model_id(rows, name))
        out[name].domains = {domain: fit_detector([rows[i] for i in idx], name, method, None, None, chosen)
                             for domain, idx in by_domain.items()}
    rule = ("best balanced accuracy on the fitting rows"
            + (f", flagging at most {max_rate:.0%} of the protected rows" if max_rate is not None else ""))
    return Calibration(out, {"threshold_rule": rule, **(meta or {})})


def _metrics(y_fit: np.ndarray, p: np.ndarray, auc_lab: list[int | None]) -> dict[str, Any]:
    lab = np.asarray([a if a is not None else -1 for a in auc_lab])
    m = lab >= 0
    auc = roc_auc(lab[m], p[m]) if m.any() and 0 < lab[m].sum() < m.sum() else None
    return {"auc": auc, "brier": brier(p, y_fit), "ece": ece(p, y_fit)}


def calibration_table(rows: Sequence[dict[str, Any]], calibration: Calibration, by: str | None = None,
                      detectors: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """Before/after metrics per slice × detector × error type (see the module docstring)."""
    slices: dict[str, list[dict[str, Any]]] = {ALL: list(rows)}
    if by:
        for r in rows:
            slices.setdefault(meta_value(r, by), []).append(r)
    out = []
    for slice_all, all_rows in slices.items():
        for name, domain, slice_, srows in _by_domain(all_rows, slice_all, detectors or detectors_with_scores(rows)):
            cal = calibration.get(name, domain)
            for err in ERROR_TYPES:
                x, y, idx = fitting_data(srows, name, err)
                if not len(y) or cal is None or err not in cal.errors:
                    continue
                ec = cal.errors[err]
                try:
                    p = ec.map(x, fitting_inputs(srows, name, idx))
                except MissingInputs:
                    continue
                auc_lab = [example_label(srows[i], err) for i in idx]
                before, after = _metrics(y, x, auc_lab), _metrics(y, p, auc_lab)
                correct = np.asarray([a == 0 for a in auc_lab])
                flagged = p >= ec.threshold
                out.append({
                    "slice": slice_, "detector": name, "error_type": err, "n": int(len(y)), "n_pos": int(y.sum()),
                    "n_correct": int(correct.sum()), "method": ec.map.method, "threshold": ec.threshold,
                    **{f"{k}_before": v for k, v in before.items()}, **{f"{k}_after": v for k, v in after.items()},
                    "flagged_correct": float(flagged[correct].mean()) if correct.any() else None,
                    "flagged_errors": float(flagged[y == 1].mean()) if (y == 1).any() else None,
                })
    return out


def _by_domain(rows: list[dict[str, Any]], slice_: str,
               detectors: Sequence[str]) -> Iterator[tuple[str, str, str, list[dict[str, Any]]]]:
    """(detector, domain, slice label, rows) per detector and calibration domain of ``rows`` (a domain other than
    the main one is named in the slice: "all · documents")."""
    for name in detectors:
        for domain, idx in sorted(domain_groups(rows, name).items()):
            yield name, domain, (f"{slice_} · {domain}s" if domain else slice_), [rows[i] for i in idx]


def _f(v: float | None, pct: bool = False) -> str:
    if v is None:
        return "n/a"
    return f"{v:.0%}" if pct else f"{v:.3f}"


def format_calibration_table(table: Sequence[dict[str, Any]], markdown: bool = True) -> str:
    head = ["slice", "detector", "error", "n (errors)", "map", "AUC before → after", "Brier before → after",
            "ECE before → after", "threshold", "flagged: correct / with error"]
    lines = []
    for r in table:
        lines.append([r["slice"], r["detector"], r["error_type"], f"{r['n']} ({r['n_pos']})", r["method"],
                      f"{_f(r['auc_before'])} → {_f(r['auc_after'])}", f"{_f(r['brier_before'])} → {_f(r['brier_after'])}",
                      f"{_f(r['ece_before'])} → {_f(r['ece_after'])}", f"{r['threshold']:.2f}",
                      f"{_f(r['flagged_correct'], True)} / {_f(r['flagged_errors'], True)}"])
    if markdown:
        return "\n".join(["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
                         + ["| " + " | ".join(row) + " |" for row in lines])
    widths = [max(len(h), *(len(row[i]) for row in lines)) if lines else len(h) for i, h in enumerate(head)]
    fmt = lambda row: "  ".join(c.ljust(w) for c, w in zip(row, widths))  # noqa: E731
    return "\n".join([fmt(head)] + [fmt(row) for row in lines])
