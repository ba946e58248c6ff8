"""Calibrated probabilities and flags for a ``DetectorResult``.

The rule (one map m_E per detector × error type E, non-decreasing in the error score, → P(error);
a map may also read the result's per-example ``calibration_inputs`` z, fixed within one example):

* example level:  P(E) = m_E(raw score of E);  flagged(E) = P(E) ≥ t_E.
* classifier, localized (its raw example scores are 1 − min of the localized ones):

      calibrated P(stated)(a)    = 1 − m_coverage(1 − stated(a); z)
      calibrated support(c)      = 1 − m_hallucination(1 − support(c); z)
      argument a flagged         ⇔ 1 − calibrated P(stated)(a) ≥ t_coverage
      clause c flagged           ⇔ 1 − calibrated support(c)  ≥ t_hallucination

  Because m is non-decreasing, m(1 − min_a stated(a)) = max_a m(1 − stated(a)), so
  P(coverage error) = 1 − min_a calibrated P(stated)(a) and P(hallucination) = 1 − min_c
  calibrated support(c) hold after calibration exactly as before it, and an example is flagged
  iff one of its arguments (clauses) is. The maps are fitted on example-level labels
  (``detectors.calibration.fit``): the localized values are read through the example's map
  (docs/evaluation.md reports how calibrated they are at argument and clause level).

ROUGE's per-argument recall is not the unit its example score is the minimum of (that is the
per-perspective recall), so ROUGE gets example-level probabilities only. A detector without a
map (the shipped calibration has none for salience), or whose map needs inputs the result does not
carry (a row scored before they existed), gets ``None``: its numbers stay scores.
A calibration whose classifier entry names another model than the result's is not applied.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from detectors.calibration.maps import MissingInputs
from detectors.calibration.store import ERROR_TYPES, Calibration, DetectorCalibration
from detectors.core.result import ClassifierLocalization, DetectorResult


@dataclass
class CalibratedResult:
    detector: str
    probs: dict[str, float]  # error type → calibrated P(error)
    flagged: dict[str, bool]
    thresholds: dict[str, float]
    argument_stated: list[list[float]] | None = None  # classifier: calibrated P(stated) [perspective][argument]
    argument_flagged: list[list[bool]] | None = None
    clause_support: list[float] | None = None  # classifier: calibrated support per clause
    clause_flagged: list[bool] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self, details: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {**{e: round(p, 6) for e, p in self.probs.items()}}
        if details and self.argument_stated is not None:
            out["argument_stated"] = [[round(v, 6) for v in row] for row in self.argument_stated]
            out["argument_flagged"] = self.argument_flagged
        if details and self.clause_support is not None:
            out["clause_support"] = [round(v, 6) for v in self.clause_support]
            out["clause_flagged"] = self.clause_flagged
        return out


def applies(cal: DetectorCalibration | None, result: DetectorResult) -> bool:
    if cal is None or not all(e in cal.errors for e in ERROR_TYPES):
        return False
    if cal.model and isinstance(result.details, ClassifierLocalization) and result.details.model != cal.model:
        return False
    return True


def calibrate_result(result: DetectorResult, calibration: Calibration | None) -> CalibratedResult | None:
    """Calibrated probabilities and flags of ``result``, or None where ``calibration`` has no map for it."""
    cal = calibration.get(result.detector) if calibration else None
    if not applies(cal, result):
        return None
    assert cal is not None
    m = {e: cal.errors[e].map for e in ERROR_TYPES}
    t = {e: cal.errors[e].threshold for e in ERROR_TYPES}
    raw = result.scores()
    z = result.calibration_inputs
    try:
        probs = {e: m[e].one(raw[e], z) for e in ERROR_TYPES}
    except MissingInputs:
        return None
    out = CalibratedResult(result.detector, probs, {e: bool(probs[e] >= t[e]) for e in ERROR_TYPES}, t)
    loc = result.details
    if isinstance(loc, ClassifierLocalization):
        out.argument_stated = [(1 - m["coverage"](1 - np.asarray(row, float), z)).tolist() for row in loc.argument_probs]
        out.argument_flagged = [[bool(1 - v >= t["coverage"]) for v in row] for row in out.argument_stated]
        if loc.clauses:
            out.clause_support = (1 - m["hallucination"](1 - np.asarray([c.support for c in loc.clauses]), z)).tolist()
            out.clause_flagged = [bool(1 - v >= t["hallucination"]) for v in out.clause_support]
    return out


def annotate_scores(scores: dict[str, Any], calibration: Calibration | None) -> dict[str, Any]:
    """Add ``calibrated`` (probabilities) and ``flagged`` (booleans) beside each calibrated detector's scores.

    ``scores`` is a row's ``"scores"`` object as ``score`` writes it; detectors without a map
    are left as they are (and any stale ``calibrated``/``flagged`` keys of theirs removed).
    """
    out = {}
    for name, entry in scores.items():
        if not isinstance(entry, dict) or "hallucination" not in entry:
            out[name] = entry
            continue
        entry = {k: v for k, v in entry.items() if k not in ("calibrated", "flagged")}
        try:
            res = calibrate_result(DetectorResult.from_dict(name, entry), calibration)
        except (KeyError, TypeError, ValueError):
            res = None
        if res is not None:
            entry["calibrated"] = res.to_dict(details="extras" in entry)
            entry["flagged"] = res.flagged
        out[name] = entry
    return out


def annotate_file(path: str | Path, calibration: Calibration | None) -> int:
    """Rewrite a scored JSONL file with ``calibrated``/``flagged`` added to every row (atomically); rows annotated."""
    path = Path(path)
    if not path.exists():
        return 0
    lines, n = [], 0
    for raw in path.read_text(encoding="utf-8").splitlines():
        if not raw.strip():
            continue
        try:
            row = json.loads(raw)
        except json.JSONDecodeError:
            lines.append(raw)
            continue
        if isinstance(row, dict) and isinstance(row.get("scores"), dict):
            row["scores"] = annotate_scores(row["scores"], calibration)
            n += 1
        lines.append(json.dumps(row, ensure_ascii=False))
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    tmp.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    tmp.replace(path)
    return n
