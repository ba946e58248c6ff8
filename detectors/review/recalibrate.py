"""Recalibrate from the gold set: the existing fitting (``detectors.calibration.fit``) on the exported gold rows,
and how many more labels a refusal needs.

The gold rows are ``gold.gold_rows``: the examples' scores with the reviewers' labels, the same rows ``python -m
detectors calibrate`` reads from an exported file, so the app and the command fit the same calibration.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from detectors.calibration.fit import (
    MIN_PER_CLASS_TO_FIT,
    MIN_ROWS,
    CalibrationDataError,
    calibration_table,
    detectors_with_scores,
    domain_groups,
    fit_calibration,
    fitting_data,
    fitting_inputs,
)
from detectors.calibration.maps import ece
from detectors.calibration.store import Calibration
from detectors.core.result import ERROR_TYPES
from detectors.evaluation.evaluate import example_label
from detectors.review.agreement import auc_boot, interval


@dataclass
class Needed:
    detector: str
    error_type: str
    n: int
    n_pos: int
    n_neg: int
    more_with: int  # more labelled examples with the error needed
    more_without: int  # ... without it
    more: int  # in all (at least more_with + more_without, and enough to reach MIN_ROWS)

    def text(self) -> str:
        return (f"{self.detector} {self.error_type}: {self.n} labelled ({self.n_pos} with the error, {self.n_neg} "
                f"without); label {self.more} more, of which at least {self.more_with} with and {self.more_without} "
                f"without the error (the minimum is {MIN_ROWS} with {MIN_PER_CLASS_TO_FIT} of each)")


def labels_needed(rows: Sequence[dict[str, Any]], detectors: Sequence[str] | None = None) -> list[Needed]:
    """Per detector × error type that cannot be fitted yet, how many more gold labels it needs (empty: enough)."""
    out = []
    for det in detectors or detectors_with_scores(rows):
        for err in ERROR_TYPES:
            _, y, _ = fitting_data(rows, det, err)
            n_pos = int(y.sum())
            n_neg = len(y) - n_pos
            with_, without = max(0, MIN_PER_CLASS_TO_FIT - n_pos), max(0, MIN_PER_CLASS_TO_FIT - n_neg)
            more = max(with_ + without, MIN_ROWS - len(y))
            if more:
                out.append(Needed(det, err, len(y), n_pos, n_neg, with_, without, more))
    return out


def recalibrate(rows: Sequence[dict[str, Any]], detectors: Sequence[str], method: str = "auto",
                meta: dict[str, Any] | None = None) -> tuple[Calibration, list[dict[str, Any]]]:
    """Fit on the gold rows; the calibration and its before/after table. Raises CalibrationDataError (with how many
    more labels are needed) when the labels do not suffice."""
    needed = labels_needed(rows, detectors)
    if needed:
        raise CalibrationDataError("not enough gold labels yet: " + "; ".join(n.text() for n in needed))
    cal = fit_calibration(rows, detectors, method=method, meta=meta)
    return cal, with_intervals(rows, cal, calibration_table(rows, cal, detectors=detectors))


def with_intervals(all_rows: Sequence[dict[str, Any]], cal: Calibration, table: list[dict[str, Any]], n_boot: int = 500,
                   seed: int = 0) -> list[dict[str, Any]]:
    """``calibration_table``'s rows (slice ``all``) with 95% bootstrap intervals of AUC and ECE before and after
    (``auc_before_ci`` …), the fitting rows resampled; AUC on the same rows as the table (error vs error-free)."""
    rng = np.random.default_rng(seed)
    for r in table:
        if r["slice"] != "all":  # the main domain's rows only ("all · documents" has maps of its own)
            continue
        rows = [all_rows[i] for i in domain_groups(all_rows, r["detector"]).get("", [])]
        x, y, idx = fitting_data(rows, r["detector"], r["error_type"])
        p = cal.detectors[r["detector"]].errors[r["error_type"]].map(x, fitting_inputs(rows, r["detector"], idx))
        lab = np.asarray([(a if a is not None else -1) for a in (example_label(rows[i], r["error_type"]) for i in idx)])
        m = lab >= 0
        for when, values in (("before", x), ("after", p)):
            if m.any() and 0 < lab[m].sum() < m.sum():
                r[f"auc_{when}_ci"] = interval(auc_boot(lab[m] == 1, values[m], n_boot, rng))
            draws = rng.integers(0, len(y), (n_boot, len(y)))
            r[f"ece_{when}_ci"] = interval(np.asarray([ece(values[d], y[d]) for d in draws]))
    return table
