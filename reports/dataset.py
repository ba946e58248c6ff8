"""The dataset report: a scored file summarized in one HTML file that opens offline.

What was scored with what; the ROC AUC table with bootstrap intervals per slice (``detectors.evaluation``'s
``evaluate_rows``, the numbers ``python -m detectors evaluate`` prints); ROC curves and reliability diagrams;
finding counts by type and slice; where detectors disagree; and the N most confident errors and the N
closest calls as embedded case sections (``reports.case``). Parts that need labels are left out, with one
line saying why, when the file has none.

Which calls are ranked: every detector with calibrated probabilities against its decision threshold (when
none has a calibration, the raw scores against the findings' ``RAW_THRESHOLDS``). A row's call on an error
type is an *error* when it is on the wrong side of the threshold for the row's label (``example_label``: a
row with only the other error is not judged on this one); the most confident errors are the errors
furthest from their threshold, the closest calls the calls nearest to it, one call per row.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from components.roc import auc_table, roc_figure
from components.scorecards import calibrated_detectors, reliability_curves, reliability_figure
from components.tables import DISAGREE_GAP, disagreements
from detectors.calibration import Calibration, annotate_scores
from detectors.calibration.apply import calibrate_result
from detectors.core.example import encode_example
from detectors.core.result import ERROR_TYPES, DetectorResult
from detectors.core.scored import example_of
from detectors.evaluation.evaluate import (
    ALL,
    DEFAULT_BOOTSTRAP,
    DEFAULT_SEED,
    AucResult,
    detectors_in,
    evaluate_rows,
    example_label,
    finding_counts,
    meta_value,
)
from detectors.findings.rules import RAW_THRESHOLDS

from .case import calibration_source, case_context, case_from_row
from .render import figure, render

DEFAULT_APP_URL = "http://localhost:8501/"
DEFAULT_EXAMPLES = 5
DISAGREEMENTS_LISTED = 50  # rows listed by name; the count says how many there are in all


@dataclass(frozen=True)
class Call:
    """One detector's call on one row and error type: ``value`` against ``threshold``."""

    row: int
    detector: str
    error_type: str
    value: float
    threshold: float
    label: int | None
    calibrated: bool

    @property
    def margin(self) -> float:
        return abs(self.value - self.threshold)

    @property
    def wrong(self) -> bool:
        return self.label is not None and (self.value >= self.threshold) != bool(self.label)


def calls(rows: Sequence[dict[str, Any]], calibration: Calibration | None) -> list[Call]:
    """Every ranked call (see the module doc): calibrated detectors where any, else raw scores at ``RAW_THRESHOLDS``."""
    results = [{name: DetectorResult.from_dict(name, data) for name, data in (r.get("scores") or {}).items()
                if isinstance(data, dict) and "hallucination" in data} for r in rows]
    views = [{n: calibrate_result(res, calibration) for n, res in rs.items()} for rs in results]
    use_calibrated = any(v is not None and v.is_probability for vs in views for v in vs.values())
    found = []
    for i, (r, rs, vs) in enumerate(zip(rows, results, views)):
        for name, res in rs.items():
            view = vs.get(name)
            calibrated = view is not None and view.is_probability
            if use_calibrated and not calibrated:
                continue
            for err in ERROR_TYPES:
                label = example_label(r, err)
                if view is not None and calibrated:
                    if err in view.probs:  # not a document's coverage, which has no map (``unmapped``)
                        found.append(Call(i, name, err, view.probs[err], view.thresholds[err], label, True))
                else:
                    found.append(Call(i, name, err, res.scores()[err], RAW_THRESHOLDS[err], label, False))
    return found


def most_confident_errors(all_calls: Sequence[Call], n: int) -> list[Call]:
    wrong = sorted((c for c in all_calls if c.wrong), key=lambda c: (-c.margin, c.row))
    return _one_per_row(wrong, n)


def closest_calls(all_calls: Sequence[Call], n: int) -> list[Call]:
    return _one_per_row(sorted(all_calls, key=lambda c: (c.margin, c.row)), n)


def _one_per_row(ranked: Sequence[Call], n: int) -> list[Call]:
    out: list[Call] = []
    seen: set[int] = set()
    for c in ranked:
        if c.row not in seen and len(out) < n:
            seen.add(c.row)
            out.append(c)
    return out


def _slices(rows: Sequence[dict[str, Any]], by: str | None) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {ALL: list(rows)}
    if by:
        for r in rows:
            out.setdefault(meta_value(r, by), []).append(r)
    return out


def _row_name(row: dict[str, Any], i: int) -> str:
    return str(row.get("id") or row.get("topic") or f"row {i + 1}")


def link_for(row: dict[str, Any], app_url: str) -> str | None:
    """The Inspect link of a row's example (None when the row's example is not valid)."""
    try:
        return f"{app_url}?ex={encode_example(example_of(row))}"
    except ValueError:
        return None


def report_context(rows: Sequence[dict[str, Any]], by: str | None = None, examples: int = DEFAULT_EXAMPLES,
                   calibration: Calibration | None = None, source: str = "", app_url: str = DEFAULT_APP_URL,
                   n_boot: int = DEFAULT_BOOTSTRAP, seed: int = DEFAULT_SEED, reliability: Mapping | None = None,
                   results: Sequence[AucResult] | None = None) -> dict[str, Any]:
    """The report template's values. ``results``: ``evaluate_rows(rows, by, n_boot, seed)`` when the caller has them."""
    rows = list(rows)
    names = detectors_in(rows)
    labelled = [r for r in rows if any(example_label(r, e) is not None for e in ERROR_TYPES)]
    annotated = [annotate_scores(r.get("scores") or {}, calibration) for r in rows]
    calibrated = calibrated_detectors(annotated, names)
    model_ids = {n: sorted({str((r.get("scores") or {}).get(n, {}).get("model_id") or "(none: scored before model ids)")
                            for r in rows if n in (r.get("scores") or {})}) for n in names}
    ctx: dict[str, Any] = {
        "source": source, "n_rows": len(rows), "detectors": names, "model_ids": model_ids, "by": by,
        "n_labelled": len(labelled), "calibration_source": calibration_source(calibration), "calibrated": calibrated,
        "details": sum(1 for r in rows if any(isinstance(d, dict) and "response_words" in d
                                              for d in (r.get("scores") or {}).values())),
        "with_findings": sum(1 for r in rows if isinstance(r.get("findings"), list)),
        "n_boot": n_boot, "seed": seed, "examples": examples,
    }
    if labelled:
        results = list(results) if results is not None else evaluate_rows(rows, by=by, n_boot=n_boot, seed=seed)
        table = auc_table(results)
        ctx["auc_columns"] = list(table.columns)
        ctx["auc_rows"] = table.to_dict("records")
        ctx["roc"] = [(s, level, figure(roc_figure(results, s, level)))
                      for s in dict.fromkeys(r.slice for r in results) for level in ("example", "word")
                      if any(r.slice == s and r.level == level and r.auc is not None for r in results)]
        ctx["reliability"] = [(err, figure(reliability_figure(curves, f"{err}: predicted vs observed")))
                              for err, curves in reliability_curves(rows, annotated, names, calibrated).items()]
    counts = [(s, c) for s, srows in _slices(rows, by).items() if (c := finding_counts(srows)) is not None]
    ctx["finding_counts"] = counts
    ctx["disagreements"] = None  # one detector: nothing to compare
    if len(names) > 1:
        ctx["disagreements"] = [
            {"name": _row_name(r, i), "errors": errs, "scores": {n: (r.get("scores") or {}).get(n, {}) for n in names}}
            for i, r in enumerate(rows)
            if (errs := disagreements({n: d for n, d in (r.get("scores") or {}).items() if isinstance(d, dict)}))]
        ctx["disagree_gap"] = DISAGREE_GAP
        ctx["disagreements_listed"] = DISAGREEMENTS_LISTED
    all_calls = calls(rows, calibration) if examples > 0 else []
    ctx["calls_calibrated"] = any(c.calibrated for c in all_calls)
    ctx["confident_errors"] = _sections(rows, most_confident_errors(all_calls, examples), calibration, app_url, reliability) \
        if labelled else None
    ctx["closest"] = _sections(rows, closest_calls(all_calls, examples), calibration, app_url, reliability)
    return ctx


def _sections(rows: Sequence[dict[str, Any]], chosen: Sequence[Call], calibration: Calibration | None, app_url: str,
              reliability: Mapping | None) -> list[dict[str, Any]]:
    out = []
    for c in chosen:
        row = rows[c.row]
        try:
            case = case_from_row(row, calibration, link_for(row, app_url), reliability)
        except ValueError:
            continue  # a row whose example is invalid has no case to show
        out.append({"call": c, "name": _row_name(row, c.row), "case": case_context(case)})
    return out


def report_html(rows: Sequence[dict[str, Any]], **options: Any) -> str:
    """The self-contained HTML report of scored rows (options: those of ``report_context``)."""
    ctx = report_context(rows, **options)
    title = f"Faithscope report · {ctx['source'] or 'scored examples'}"
    return render("report.html.j2", title=title, r=ctx)
