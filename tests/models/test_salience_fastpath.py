"""The fast path equals the straightforward reference (one Captum pass per column) to 1e-4 relative.

On a tiny randomly initialized Llama built here (no download), with the SmolLM2 tokenizer.
"""
import numpy as np
import pytest
import torch

from detectors.core.example import Example
from detectors.core.result import Cancelled
from detectors.salience.detector import SalienceDetector, compute_salience, top_sources
from detectors.salience.gradients import input_embeddings, token_salience_fast, token_salience_reference
from tests.models.tiny_llama import tiny_llama

EXAMPLE = Example.model_validate({
    "query": "Should zoos exist?",
    "perspectives": [
        {"label": "pro", "arguments": ["Zoos protect endangered species.", "Children learn about wildlife."]},
        {"label": "con", "arguments": ["Enclosures cause stress in intelligent animals."]},
    ],
    "intro": "Opinions differ.",
    "response": "Zoos protect endangered species, but enclosures cause stress.",
})


@pytest.fixture(scope="module")
def tiny():
    return tiny_llama("tiny-llama")


def rel(a, b):
    return np.abs(a - b).max() / np.abs(b).max()


@pytest.mark.parametrize("method", ["grad_x_input", "grad_norm"])
def test_word_map_fast_equals_reference(tiny, method):
    ref = compute_salience(tiny, EXAMPLE, method=method, reference=True)
    assert np.abs(ref.details.word_matrix).max() > 0
    fast = compute_salience(tiny, EXAMPLE, method=method, chunk_size=3)
    assert rel(fast.details.word_matrix, ref.details.word_matrix) < 1e-4
    assert fast.hallucination == pytest.approx(ref.hallucination, rel=1e-4)
    assert fast.coverage == pytest.approx(ref.coverage, rel=1e-4)
    assert fast.model_id == ref.model_id


@pytest.mark.parametrize("method", ["grad_x_input", "grad_norm"])
def test_the_benchmarks_strategies_equal_the_reference(tiny, method):
    """The strategies docs/salience.md compares the fast path with (benchmarks/salience_strategies.py)."""
    from benchmarks.salience_strategies import STRATEGIES, strategy_token_map

    ids = tiny.tokenizer("Zoos protect endangered species and more, said the keeper")["input_ids"]
    cols = [3, 5, 6, len(ids) - 2, len(ids) - 1]
    ref = token_salience_reference(tiny.model, ids, cols, method)
    for strategy in STRATEGIES:
        got = strategy_token_map(tiny.model, ids, cols, method, chunk_size=2, strategy=strategy)
        assert rel(got, ref) < 1e-4, strategy


def test_token_map_causal_and_matches_manual_gradient(tiny):
    ids = tiny.tokenizer("Zoos protect endangered species and more")["input_ids"]
    cols = [3, len(ids) - 1]
    fast = token_salience_fast(tiny.model, ids, cols, chunk_size=1)
    ref = token_salience_reference(tiny.model, ids, cols)
    assert rel(fast, ref) < 1e-4
    assert np.all(fast[3:, 0] == 0) and np.abs(fast[:3, 0]).min() > 0  # rows s ≥ t get nothing
    # by hand: d logit[t-1, x_t] / d e, dotted with e
    e = input_embeddings(tiny.model, ids).requires_grad_(True)
    t = cols[1]
    logit = tiny.model(inputs_embeds=e).logits[0, t - 1, ids[t]]
    (g,) = torch.autograd.grad(logit, e)
    np.testing.assert_allclose(fast[:, 1], (g * e).sum(-1)[0].detach().numpy(), rtol=1e-4, atol=1e-7)


def test_progress_per_chunk_and_cancel(tiny):
    seen = []
    compute_salience(tiny, EXAMPLE, chunk_size=2, progress=lambda d, t: seen.append((d, t)))
    total = seen[-1][1]
    assert seen[-1] == (total, total) and len(seen) == (total + 1) // 2

    def cancel(done, total):
        raise Cancelled

    with pytest.raises(Cancelled):
        compute_salience(tiny, EXAMPLE, chunk_size=2, progress=cancel)


def test_token_limit_has_clear_message(tiny):
    with pytest.raises(ValueError, match="too long for salience: the prompt has .* tokens, the limit is 20"):
        compute_salience(tiny, EXAMPLE, max_tokens=20)


def test_result_shape_scores_and_top_sources(tiny):
    r = compute_salience(tiny, EXAMPLE)
    ex = r.details
    assert ex.word_matrix.shape == (len(r.argument_words), len(r.response_words)) == (12, 7)
    assert [w.word for w in ex.col_words] == ["Zoos", "protect", "endangered", "species", "enclosures", "cause", "stress"]
    assert ex.aggregation == "source_share" and ex.normalization == "arguments"  # the defaults
    np.testing.assert_allclose([1 - w.score for w in r.response_words], ex.source_share)
    np.testing.assert_allclose([1 - w.score for w in r.argument_words], ex.word_matrix.max(axis=1))
    np.testing.assert_allclose(ex.word_matrix.sum(axis=0) > 0, True)  # every column has argument salience
    m = compute_salience(tiny, EXAMPLE, aggregation="max")
    np.testing.assert_allclose([1 - w.score for w in m.response_words], m.details.word_matrix.max(axis=0))
    assert len(r.perspective_coverage) == 2 and [len(a) for a in r.argument_coverage] == [2, 1]
    assert r.coverage == max(r.perspective_coverage)
    assert 0 <= r.hallucination <= 1
    assert ex.token_matrix.shape == (len(ex.token_rows), len(ex.token_cols))
    assert (ex.token_matrix.sum(axis=0) <= 1 + 1e-9).all()
    top = top_sources(r.details, 1, k=3)
    column = ex.word_matrix[:, 1]
    assert [value for _, value in top] == sorted(column, reverse=True)[:3]
    assert top[0][0] == ex.row_words[int(column.argmax())]


def test_detector_uses_cache(tiny, tmp_path):
    from detectors.salience.cache import ResultCache

    cache = ResultCache(user_dir=tmp_path / "results", shipped_dir=tmp_path / "shipped")
    det = SalienceDetector(model=tiny, cache=cache)
    first = det.run(EXAMPLE)
    assert first.model_id == det.model_id and first.model_id.startswith("salience:")
    assert len(list((tmp_path / "results").glob("*.json"))) == 1
    cold = SalienceDetector(model=None, model_name="tiny-llama", device="cpu", dtype="float32", cache=cache)
    assert cold.model_id == det.model_id  # computable without loading the model
    again = cold.run(EXAMPLE)  # no model: must hit
    assert again.model_id == det.model_id
    assert again.hallucination == pytest.approx(first.hallucination, abs=1e-5)
    np.testing.assert_allclose(again.details.word_matrix, first.details.word_matrix, atol=1e-5)
    assert [w.word for w in again.argument_words] == [w.word for w in first.argument_words]
    other = SalienceDetector(model=tiny, aggregation="sum", cache=cache)
    assert other.cached(EXAMPLE) is None  # aggregation is part of the key


def test_partial_results_fill_in_and_end_equal_to_the_full_map(tiny):
    """Progressive display: a small first chunk, then partial results with more columns each time."""
    partials = []
    full = compute_salience(tiny, EXAMPLE, chunk_size=4, partial=partials.append)
    assert len(partials) >= 2 and all(p.details.complete is False for p in partials)
    assert {p.model_id for p in partials} == {full.model_id} and full.model_id
    assert full.details.complete is True
    filled = [int((np.abs(p.details.word_matrix).sum(axis=0) > 0).sum()) for p in partials]
    assert filled == sorted(filled) and filled[0] < filled[-1]
    assert filled[0] <= 2  # the first chunk is small, so the first columns show quickly
    np.testing.assert_allclose(partials[-1].details.word_matrix, full.details.word_matrix)
