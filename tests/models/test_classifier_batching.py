"""The shipped classifier's chunk path (``run_many``: pairs batched and de-duplicated across examples, issue 27)
against the plain one-example path: every raw and calibrated probability within 0.01, on the gallery and on
the findings fixture's first rows. Batching changes padding and matrix shapes only, so the two differ by float noise."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from detectors.calibration import load_calibration
from detectors.calibration.apply import calibrate_result
from detectors.classifier.detector import load_classifier_detector
from detectors.core.example import load_examples
from detectors.core.result import DetectorResult

ROOT = Path(__file__).resolve().parents[2]
FILES = [ROOT / "examples" / "gallery.jsonl", ROOT / "tests" / "fixtures" / "findings_labelled.jsonl"]
ROWS = 16  # of each file (the fixture's first 16: whole groups of an example and its variants), to stay quick on 2 cores
TOLERANCE = 0.01


@pytest.fixture(scope="module")
def shipped():
    return load_classifier_detector(threads=2)


def probabilities(result: DetectorResult) -> np.ndarray:
    """Every probability a classifier result carries, raw and calibrated (shipped calibration), in a fixed order."""
    loc = result.details
    values = [result.hallucination, result.coverage]
    values += [v for row in loc.argument_probs for v in row]
    values += [v for c in loc.clauses for v in (c.support, c.support_given, c.best_argument_prob, c.contradiction or 0.0)]
    calibration = load_calibration()
    entry = calibration.get("classifier")
    assert entry is not None
    # The shipped maps, read on these scores even where the weights were replaced since the fit (the model
    # check would then refuse them): what is compared is how batching moves a calibrated probability.
    cal = calibrate_result(replace(result, model_id=entry.model_id), calibration)
    assert cal is not None
    values += list(cal.probs.values()) + [v for row in cal.argument_stated or [] for v in row]
    values += list(cal.clause_support or [])
    return np.asarray(values, dtype=float)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_chunk_path_matches_one_example_path(shipped, path):
    exs = [ex for _, ex in load_examples(path).examples][:ROWS]
    plain = [shipped.run(ex) for ex in exs]
    chunk = shipped.run_many(exs)
    assert len(chunk) == len(exs)
    for ex, a, b in zip(exs, plain, chunk):
        pa, pb = probabilities(a), probabilities(b)
        assert pa.shape == pb.shape and a.model_id == b.model_id
        assert np.abs(pa - pb).max() <= TOLERANCE, ex.id
