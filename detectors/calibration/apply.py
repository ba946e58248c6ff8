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

One model check for every caller (the CLI, both pages, the engines, the findings):
``calibration_refusal`` says why a detector's calibration may not be read on a result — it was
fitted on another ``model_id`` (a custom classifier, other salience options), the result has
none (scored before model ids existed), or the example lies outside what the calibration was fitted on
— and ``calibrate_result`` then returns None. An example of another domain (``DetectorResult.calibration_domain``:
the classifier given a document) is read through its detector's maps for that domain (``Calibration.get``), and
refused where there are none; a domain may map one error type only (documents: hallucination), the other then
stays a raw score (``CalibratedResult.unmapped`` says why).
A ``stretch`` map (salience) gives a score, not a probability: no flags.

``CalibratedResult`` is the one calibrated view every consumer reads: example values, flags, and for
the classifier calibrated P(stated) per argument and support per clause, the calibrated
``ClassifierLocalization`` (``localization``) and word scores (``response_words``).
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import numpy as np

from detectors.calibration.maps import MissingInputs
from detectors.calibration.store import Calibration, DetectorCalibration
from detectors.core.jsonl import dumps, read_jsonl_rows, write_jsonl_atomic
from detectors.core.result import ERROR_TYPES, ClassifierLocalization, DetectorResult, WordScore


@dataclass
class CalibratedResult:
    """The calibrated view of one ``DetectorResult``: what every page, component and rule reads."""

    detector: str
    probs: dict[str, float]  # error type → calibrated P(error) (a stretched score when not is_probability)
    flagged: dict[str, bool]  # empty for a map that gives scores
    thresholds: dict[str, float]
    argument_stated: list[list[float]] | None = None  # classifier: calibrated P(stated) [perspective][argument]
    argument_flagged: list[list[bool]] | None = None
    clause_support: list[float] | None = None  # classifier: calibrated support per clause
    clause_flagged: list[bool] | None = None
    is_probability: bool = True
    unmapped: dict[str, str] = field(default_factory=dict)  # error type left as a raw score → why (no map for it)
    extra: dict[str, Any] = field(default_factory=dict)

    def value(self, error: str, raw: float) -> float:
        """The shown value of ``error``: its calibrated probability, or ``raw`` where it has no map (``unmapped``)."""
        return self.probs.get(error, raw)

    def to_dict(self, details: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {**{e: round(p, 6) for e, p in self.probs.items()}}
        if details and self.argument_stated is not None:
            out["argument_stated"] = [[round(v, 6) for v in row] for row in self.argument_stated]
            out["argument_flagged"] = self.argument_flagged
        if details and self.clause_support is not None:
            out["clause_support"] = [round(v, 6) for v in self.clause_support]
            out["clause_flagged"] = self.clause_flagged
        return out

    def localization(self, loc: ClassifierLocalization) -> ClassifierLocalization:
        """The classifier's localization with calibrated P(stated) and clause support in place of the raw ones
        (each where it has a map)."""
        stated = self.argument_stated if self.argument_stated is not None else loc.argument_probs
        support = self.clause_support if self.clause_support is not None else [c.support for c in loc.clauses]
        return replace(loc, argument_probs=stated,
                       clauses=[replace(c, support=p) for c, p in zip(loc.clauses, support, strict=True)])

    def response_words(self, result: DetectorResult) -> list[WordScore]:
        """Response word scores in calibrated terms: a word gets 1 − calibrated support of its clause."""
        loc = result.details
        if self.clause_support is None or not isinstance(loc, ClassifierLocalization):
            return result.response_words
        out = []
        for w in result.response_words:
            i = loc.clause_at(w.start)
            out.append(replace(w, score=1 - self.clause_support[i]) if i is not None else w)
        return out

    def argument_words(self, result: DetectorResult) -> list[WordScore]:
        """Argument word scores in calibrated terms: 1 − calibrated P(stated) of the word's argument."""
        if self.argument_stated is None:
            return result.argument_words
        stated = self.argument_stated
        return [replace(w, score=1 - stated[w.perspective][w.argument])
                if w.perspective is not None and w.argument is not None else w for w in result.argument_words]


def calibration_refusal(entry: DetectorCalibration | None, result: DetectorResult) -> str | None:
    """Why ``entry`` may not be read on ``result`` (None: it may). The one model check of the project."""
    if entry is None and result.calibration_domain:
        return (f"a {result.calibration_domain} is given as an argument, and this calibration of {result.detector} has "
                f"no maps for {result.calibration_domain}s (argument-list maps do not hold there: docs/evaluation.md)")
    if entry is None:
        return f"no calibration for {result.detector}"
    if not entry.errors:
        return f"the calibration of {result.detector} has no maps"
    if not result.model_id:
        return (f"these {result.detector} scores carry no model id (scored by an older version): "
                "score them again to calibrate them")
    if entry.model_id != result.model_id:
        fitted = entry.model_id or "an unknown model"
        return (f"the calibration of {result.detector} was fitted on {fitted}, these scores come from "
                f"{result.model_id}: fit one for this model with `python -m detectors calibrate`")
    return None


def entry_for(result: DetectorResult, calibration: Calibration | None) -> DetectorCalibration | None:
    """The maps of ``calibration`` for ``result``'s detector and domain (``DetectorResult.calibration_domain``)."""
    return calibration.get(result.detector, result.calibration_domain) if calibration is not None else None


def refusal_for(result: DetectorResult, calibration: Calibration | None) -> str | None:
    """``calibration_refusal`` of ``result``'s entry, where ``calibration`` has anything for its detector (else None:
    a detector without a calibration is not refused, it simply has none)."""
    if calibration is None or calibration.get(result.detector) is None:
        return None
    return calibration_refusal(entry_for(result, calibration), result)


def calibrate_result(result: DetectorResult, calibration: Calibration | None) -> CalibratedResult | None:
    """Calibrated probabilities and flags of ``result``, or None where ``calibration`` has no map for it
    (or was fitted on another model: ``calibration_refusal``). Error types the entry has no map for (a document's
    coverage) keep their raw score, named with the reason in ``unmapped``."""
    cal = entry_for(result, calibration)
    if cal is None or calibration_refusal(cal, result) is not None:
        return None
    mapped = [e for e in ERROR_TYPES if e in cal.errors]
    m = {e: cal.errors[e].map for e in mapped}
    probability = all(m[e].is_probability for e in mapped)
    t = {e: cal.errors[e].threshold for e in mapped} if probability else {}
    raw = result.scores()
    z = result.calibration_inputs
    try:
        probs = {e: m[e].one(raw[e], z) for e in mapped}
    except MissingInputs:
        return None
    flagged = {e: bool(probs[e] >= t[e]) for e in mapped} if probability else {}
    unmapped = {e: cal.unmapped.get(e) or f"the calibration has no {e} map here" for e in ERROR_TYPES if e not in m}
    out = CalibratedResult(result.detector, probs, flagged, t, is_probability=probability, unmapped=unmapped)
    loc = result.details
    if probability and isinstance(loc, ClassifierLocalization):
        if "coverage" in m:
            out.argument_stated = [(1 - m["coverage"](1 - np.asarray(row, float), z)).tolist() for row in loc.argument_probs]
            out.argument_flagged = [[bool(1 - v >= t["coverage"]) for v in row] for row in out.argument_stated]
        if loc.clauses and "hallucination" in m:
            out.clause_support = (1 - m["hallucination"](1 - np.asarray([c.support for c in loc.clauses]), z)).tolist()
            out.clause_flagged = [bool(1 - v >= t["hallucination"]) for v in out.clause_support]
    return out


def calibrate_all(results: dict[str, Any], calibration: Calibration | None) -> dict[str, CalibratedResult | None]:
    """``calibrate_result`` of every ``DetectorResult`` among ``results`` (others: None)."""
    return {name: calibrate_result(r, calibration) if isinstance(r, DetectorResult) else None
            for name, r in results.items()}


def refusals(results: dict[str, Any], calibration: Calibration | None) -> dict[str, str]:
    """{detector: why its calibration is not applied} for results whose detector has a calibration entry."""
    out = {}
    for name, r in results.items():
        if isinstance(r, DetectorResult) and (why := refusal_for(r, calibration)):
            out[name] = why
    return out


def annotate_scores(scores: dict[str, Any], calibration: Calibration | None) -> dict[str, Any]:
    """Add ``calibrated`` (probabilities) and ``flagged`` (booleans) beside each calibrated detector's scores.

    ``scores`` is a row's ``"scores"`` object as ``score`` writes it. A stretch map writes ``stretched``
    (scores) instead; a detector whose calibration is refused gets ``calibration_refused`` (the reason);
    detectors without a map are left as they are (stale keys of these kinds removed).
    """
    out = {}
    for name, entry in scores.items():
        if not isinstance(entry, dict) or "hallucination" not in entry:
            out[name] = entry
            continue
        entry = {k: v for k, v in entry.items() if k not in ANNOTATION_KEYS}
        try:
            result = DetectorResult.from_dict(name, entry)
        except (KeyError, TypeError, ValueError):
            out[name] = entry
            continue
        res = calibrate_result(result, calibration)
        if res is not None and res.is_probability:
            entry["calibrated"] = res.to_dict(details="extras" in entry)
            entry["flagged"] = res.flagged
        elif res is not None:
            entry["stretched"] = res.to_dict()
        elif calibration is not None and calibration.get(name) is not None:
            entry["calibration_refused"] = refusal_for(result, calibration)
        if res is not None and res.unmapped:
            entry["uncalibrated"] = dict(res.unmapped)
        out[name] = entry
    return out


ANNOTATION_KEYS = ("calibrated", "flagged", "stretched", "calibration_refused", "uncalibrated")


def annotate_file(path: str | Path, calibration: Calibration | None) -> dict[str, str]:
    """Rewrite a scored JSONL file with ``calibrated``/``flagged`` added to every row (atomically).

    Lines that are not JSON objects are kept as they are. Returns {detector: why its calibration was
    refused} for the detectors it was refused on (first reason of each), for the caller to report."""
    path = Path(path)
    if not path.exists():
        return {}
    lines: list[str] = []
    refused: dict[str, str] = {}
    for row, raw in read_jsonl_rows(path):
        if isinstance(row, dict) and isinstance(row.get("scores"), dict):
            row["scores"] = annotate_scores(row["scores"], calibration)
            for name, entry in row["scores"].items():
                if isinstance(entry, dict) and entry.get("calibration_refused"):
                    refused.setdefault(name, entry["calibration_refused"])
        lines.append(dumps(row) if row is not None else raw)
    write_jsonl_atomic(path, lines)
    return refused
