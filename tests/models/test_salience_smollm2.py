"""Salience with the real SmolLM2-135M-Instruct on a short example (loads from the wheel's GGUF once)."""
import numpy as np
import pytest

from detectors.core.example import Example
from detectors.salience.detector import compute_salience
from detectors.salience.gradients import token_salience_fast
from detectors.salience.lm import load_model
from detectors.salience.prompt import build_prompt, tokenize_prompt
from detectors.salience.scoring import gmean, normalize_columns
from detectors.salience.words import needed_columns, response_words

EXAMPLE = Example.model_validate({
    "query": "Should schools buy more instruments?",
    "perspectives": [
        {"label": "pro", "arguments": ["Schools should buy xylophones for music classes."]},
        {"label": "con", "arguments": ["Budgets should pay teachers first."]},
    ],
    "response": "Some want schools to buy xylophones, while others would pay teachers first.",
})


@pytest.fixture(scope="module")
def smollm2():
    return load_model(threads=2)


@pytest.fixture(scope="module")
def result(smollm2):
    return compute_salience(smollm2, EXAMPLE)


def test_model_is_frozen_and_in_eval_mode(smollm2):
    assert not smollm2.model.training
    assert not any(p.requires_grad for p in smollm2.model.parameters())


def test_shapes(result):
    ex = result.details
    assert [w.word for w in ex.row_words] == ["Schools", "buy", "xylophones", "music", "classes", "Budgets", "pay", "teachers"]
    assert [w.word for w in ex.col_words] == ["want", "schools", "buy", "xylophones", "pay", "teachers"]
    assert ex.word_matrix.shape == (8, 6)
    assert ex.token_matrix.shape == (len(ex.token_rows), len(ex.token_cols))
    assert ex.model == "smollm2-135m-instruct" and ex.method == "grad_x_input"
    # the example scores follow App. C from the word map: 1 − gmean(β), 1 − min_k gmean(α over perspective k);
    # raw (the stretch over the val range is a calibration map, applied outside the detector)
    raw_per_perspective = [1 - gmean(ex.contribution[:5]), 1 - gmean(ex.contribution[5:])]
    assert result.hallucination == pytest.approx(1 - gmean(ex.attribution))
    assert result.perspective_coverage == pytest.approx(raw_per_perspective)
    assert result.coverage == pytest.approx(max(result.perspective_coverage))
    from detectors.salience.detector import SalienceDetector

    assert result.model_id == SalienceDetector(device="cpu", dtype="float32", cache=False).model_id


def test_columns_sum_to_one_before_word_merging(smollm2):
    tp = tokenize_prompt(build_prompt(EXAMPLE), smollm2.tokenizer)
    cols = needed_columns(response_words(tp, EXAMPLE.response))
    norm = normalize_columns(token_salience_fast(smollm2.model, tp.ids, cols))
    assert norm.shape == (len(tp.ids), len(cols))
    np.testing.assert_allclose(norm.sum(axis=0), 1.0, rtol=1e-9)
    for j, t in enumerate(cols):
        assert np.all(norm[t:, j] == 0)  # nothing from the token itself or later


def test_copied_rare_noun_is_attributed_to_itself(result):
    ex = result.details
    j = [w.word for w in ex.col_words].index("xylophones")
    column = ex.word_matrix[:, j]
    assert ex.row_words[int(np.argmax(column))].word == "xylophones"
