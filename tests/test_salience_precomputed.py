"""The shipped precomputed salience results cover the gallery and agree with the example and the formulas.

If this fails after changing the prompt template, the method or the gallery, re-run
``python -m detectors.precompute examples/gallery.jsonl``.
"""
from pathlib import Path

import numpy as np
import pytest

from detectors.cache import ResultCache
from detectors.example import load_examples
from detectors.salience import SalienceDetector
from detectors.salience_math import gmean
from detectors.text import content_words

GALLERY = Path(__file__).resolve().parent.parent / "examples" / "gallery.jsonl"
EXAMPLES = [e for _, e in load_examples(GALLERY).examples] if GALLERY.exists() else []


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.key() for e in EXAMPLES])
def test_shipped_result_matches_example(example, tmp_path):
    det = SalienceDetector(cache=ResultCache(user_dir=tmp_path))  # empty user layer: only shipped files
    result = det.cached(example)
    assert result is not None, "no shipped result: run python -m detectors.precompute examples/gallery.jsonl"
    assert [w.word for w in result.response_words] == [w.text for w in content_words(example.response)]
    expected_rows = [(p, a, w.text) for p, a, arg in example.arguments for w in content_words(arg)]
    assert [(w.perspective, w.argument, w.word) for w in result.argument_words] == expected_rows
    wm = result.extras["word_matrix"]
    assert wm.shape == (len(expected_rows), len(result.response_words))
    np.testing.assert_allclose(result.extras["attribution"], wm.max(axis=0), atol=1e-5)
    assert result.hallucination == pytest.approx(1 - gmean(result.extras["attribution"]), abs=5e-3)  # stored values are rounded
    assert len(result.perspective_coverage) == len(example.perspectives)
    assert result.coverage == pytest.approx(max(result.perspective_coverage), abs=1e-5)
