"""Calibrated probabilities and decision thresholds for the detectors' scores (issue 17).

* ``maps``: monotone maps error score → P(error) (isotonic or Platt), Brier score, ECE.
* ``store``: a calibration folder (``calibration.json``); the shipped one is ``shipped/``.
* ``fit``: fit maps and thresholds from a scored labelled file; the before/after table.
* ``apply``: calibrated probabilities and flags of a ``DetectorResult`` (the consistency rule
  between the classifier's example-level and localized outputs is stated there).
"""
from detectors.calibration.apply import CalibratedResult, annotate_file, annotate_scores, calibrate_result
from detectors.calibration.store import ENV_VAR, SHIPPED_DIR, Calibration, calibration_dir, load_calibration

__all__ = ["CalibratedResult", "Calibration", "ENV_VAR", "SHIPPED_DIR", "annotate_file", "annotate_scores",
           "calibrate_result", "calibration_dir", "load_calibration"]
