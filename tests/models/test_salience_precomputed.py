"""The shipped precomputed salience results cover the gallery and agree with the example and the formulas.

If this fails after changing the prompt template, the method or the gallery, re-run
``python -m detectors.salience.precompute examples/gallery.jsonl``.
"""
from pathlib import Path

import numpy as np
import pytest

from detectors.core.example import load_examples
from detectors.core.text import content_words
from detectors.salience.cache import ResultCache
from detectors.salience.detector import SalienceDetector
from detectors.salience.scoring import gmean

GALLERY = Path(__file__).resolve().parents[2] / "examples" / "gallery.jsonl"
EXAMPLES = [e for _, e in load_examples(GALLERY).examples] if GALLERY.exists() else []


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.key() for e in EXAMPLES])
def test_shipped_result_matches_example(example, tmp_path):
    det = SalienceDetector(cache=ResultCache(user_dir=tmp_path))  # empty user layer: only shipped files
    result = det.cached(example)
    assert result is not None, "no shipped result: run python -m detectors.salience.precompute examples/gallery.jsonl"
    assert [w.word for w in result.response_words] == [w.text for w in content_words(example.response)]
    expected_rows = [(p, a, w.text) for p, a, arg in example.arguments for w in content_words(arg)]
    assert [(w.perspective, w.argument, w.word) for w in result.argument_words] == expected_rows
    wm = result.details.word_matrix
    assert wm.shape == (len(expected_rows), len(result.response_words))
    assert result.details.aggregation == "source_share" and result.details.normalization == "arguments"
    np.testing.assert_allclose(result.details.attribution, result.details.source_share, atol=1e-5)
    np.testing.assert_allclose(result.details.contribution, wm.max(axis=1), atol=1e-5)
    np.testing.assert_allclose(result.details.source_parts.sum(axis=1), 1, atol=5e-5)
    # raw scores (the stretch is a calibration map applied outside the detector), from the stored word values
    assert result.hallucination == pytest.approx(1 - gmean(result.details.attribution), abs=5e-3)  # stored values are rounded
    assert result.model_id == det.model_id
    rows = [w.perspective for w in result.argument_words]
    contribution = np.asarray(result.details.contribution)
    assert result.perspective_coverage == pytest.approx(
        [1 - gmean(contribution[np.asarray(rows) == k]) for k in range(len(example.perspectives))], abs=5e-3)
    assert result.coverage == pytest.approx(max(result.perspective_coverage), abs=1e-5)


def test_recomputing_a_shipped_result_gives_the_shipped_numbers(tmp_path):
    """No stale results: the shipped file of the shortest gallery example equals a fresh computation
    (so a change in the salience maths without bumping ``SALIENCE_VERSION`` and re-running
    precompute fails here)."""
    from detectors.salience.detector import compute_salience
    from detectors.salience.lm import load_model

    det = SalienceDetector(cache=ResultCache(user_dir=tmp_path))
    shipped = {e.key(): det.cached(e) for e in EXAMPLES}
    example = min(EXAMPLES, key=lambda e: shipped[e.key()].details.n_tokens)
    fresh = compute_salience(load_model(device="cpu", dtype="float32"), example, det.method, det.aggregation,
                             det.template, normalization=det.normalization)
    old = shipped[example.key()]
    assert fresh.details.n_tokens == old.details.n_tokens
    np.testing.assert_allclose(fresh.details.word_matrix, old.details.word_matrix, atol=2e-5)
    np.testing.assert_allclose(fresh.details.token_matrix, old.details.token_matrix, atol=2e-5)
    np.testing.assert_allclose(fresh.details.source_parts, old.details.source_parts, atol=2e-5)
    np.testing.assert_allclose(fresh.details.other_matrix, old.details.other_matrix, atol=2e-5)
    assert fresh.hallucination == pytest.approx(old.hallucination, abs=1e-4)
    assert fresh.coverage == pytest.approx(old.coverage, abs=1e-4)
    assert fresh.perspective_coverage == pytest.approx(old.perspective_coverage, abs=1e-4)
    np.testing.assert_allclose(np.concatenate(fresh.argument_coverage), np.concatenate(old.argument_coverage), atol=1e-4)
    assert fresh.model_id == old.model_id == det.model_id
