"""The two values the review queue orders by, computed once per example when it is added to the store.

* ``uncertainty``: over every detector of the row with a calibrated probability (``detectors.calibration``'s
  calibrated view, ``calibrate_result``: the same maps, thresholds and model check as the pages and the CLI), the
  smallest |P(error) − the detector's threshold| over the error types; None when no detector is calibrated.
  "Uncertain first" shows the examples whose flag is closest to flipping.
* ``disagreement``: the largest gap between two detectors' scores over the error types
  (``detectors.core.scored.score_gaps``, the rule behind the Dataset page's disagreement column); None with
  fewer than two detectors.
"""
from __future__ import annotations

from typing import Any

from detectors.calibration import Calibration, calibrate_result
from detectors.core.scored import row_results, score_gaps


def calibrated_views(row: dict[str, Any], calibration: Calibration | None) -> dict[str, Any]:
    """{detector: CalibratedResult} of the row's detectors that ``calibration`` gives probabilities for."""
    views = {name: calibrate_result(r, calibration) for name, r in row_results(row).items()}
    return {name: v for name, v in views.items() if v is not None and v.is_probability}


def queue_values(row: dict[str, Any], calibration: Calibration | None) -> tuple[float | None, float | None]:
    """(uncertainty, disagreement) of one row (module doc)."""
    margins = [abs(p - v.thresholds[e]) for v in calibrated_views(row, calibration).values() for e, p in v.probs.items()]
    gaps = score_gaps(row.get("scores") or {})
    return (min(margins) if margins else None), (max(gaps.values()) if gaps else None)
