"""Chat-template prompt format and half precision, on a tiny random Llama built here (no download).

The tokenizer is SmolLM2's with a chat template set in the test, so the test does not depend on
the bundled model's own template.
"""
import numpy as np
import pytest
import torch

from detectors.core.example import Example
from detectors.salience.detector import SalienceDetector, compute_salience
from detectors.salience.lm import LoadedModel, load_tokenizer
from detectors.salience.prompt import build_chat_prompt, prompt_fingerprint, tokenize_prompt
from detectors.salience.scoring import token_kinds
from tests.models.tiny_llama import tiny_llama

EXAMPLE = Example.model_validate({
    "query": "Should zoos exist?",
    "topic": "zoos",
    "perspectives": [
        {"label": "pro", "arguments": ["Zoos protect endangered species.", "Children learn about wildlife."]},
        {"label": "con", "arguments": ["Enclosures cause stress in intelligent animals."]},
    ],
    "intro": "Opinions differ.",
    "response": "Zoos protect endangered species, but enclosures cause stress.",
})
TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
)


@pytest.fixture(scope="module")
def tiny_chat():
    return tiny_llama("tiny-llama-chat", chat_template=TEMPLATE)


def test_chat_spans_map_back_to_the_fields(tiny_chat):
    pt = build_chat_prompt(EXAMPLE, tiny_chat.tokenizer)
    text = pt.full_text
    assert text.startswith(tiny_chat.tokenizer.bos_token + "<|im_start|>user\n")
    assert pt.input_text.endswith("<|im_start|>assistant\n") and pt.target_text.endswith("<|im_end|>\n")
    assert text[slice(*pt.spans[("query",)])] == EXAMPLE.query
    assert text[slice(*pt.spans[("topic",)])] == "zoos"
    assert text[slice(*pt.spans[("response",)])] == EXAMPLE.response
    assert text[slice(*pt.spans[("intro",)])] == EXAMPLE.intro
    for p, a, arg in EXAMPLE.arguments:
        assert text[slice(*pt.spans[("argument", p, a)])] == arg
        assert text[slice(*pt.spans[("label", p)])] == EXAMPLE.perspectives[p].label
    tp = tokenize_prompt(pt, tiny_chat.tokenizer)
    bos = tiny_chat.tokenizer.bos_token
    assert tp.ids.count(tiny_chat.tokenizer.bos_token_id) == text.count(bos)  # the template's, none added twice
    kinds = token_kinds(len(tp.ids), pt.spans, tp.offsets)
    tokens = tp.tokens
    assert all(kinds[i] == 3 for i, t in enumerate(tokens) if t in ("<|im_start|>", "<|im_end|>"))
    assert kinds[0] == 3  # BOS


def test_chat_word_map_has_the_same_words_and_fast_equals_reference(tiny_chat):
    chat = compute_salience(tiny_chat, EXAMPLE, prompt_format="chat", chunk_size=3)
    braces = compute_salience(tiny_chat, EXAMPLE, prompt_format="braces", chunk_size=3)
    ref = compute_salience(tiny_chat, EXAMPLE, prompt_format="chat", reference=True)
    assert [w.word for w in chat.details.row_words] == [w.word for w in braces.details.row_words]
    assert [w.word for w in chat.details.col_words] == [w.word for w in braces.details.col_words]
    assert chat.details.word_matrix.shape == braces.details.word_matrix.shape
    assert not np.allclose(chat.details.word_matrix, braces.details.word_matrix)  # a different prompt
    w, r = chat.details.word_matrix, ref.details.word_matrix
    assert np.abs(w - r).max() / np.abs(r).max() < 1e-4
    np.testing.assert_allclose(chat.details.source_parts.sum(axis=1), 1, atol=1e-9)
    assert chat.details.template != braces.details.template


def test_chat_fingerprint_follows_the_template(tiny_chat):
    a = prompt_fingerprint("chat", tiny_chat.tokenizer)
    tok = load_tokenizer()
    tok.chat_template = TEMPLATE.replace("<|im_end|>", "<|im_end|>\n")
    assert a.startswith("chat-") and a != prompt_fingerprint("chat", tok)
    det = SalienceDetector(model=tiny_chat, prompt_format="chat", cache=False)
    assert det.cache_key(EXAMPLE) != SalienceDetector(model=tiny_chat, cache=False).cache_key(EXAMPLE)


def test_template_that_rewrites_the_text_is_refused():
    tok = load_tokenizer()
    tok.chat_template = "{% for m in messages %}{{ m['content'] | upper }}{% endfor %}"
    with pytest.raises(ValueError, match="braces"):
        build_chat_prompt(EXAMPLE, tok)
    tok.chat_template = None
    with pytest.raises(ValueError, match="no chat template"):
        build_chat_prompt(EXAMPLE, tok)


BF16_TOLERANCE = 0.1  # max |Δ| of word-map cells and shares (each in [0, 1]); stated in docs/salience.md
BF16_MIN_CORRELATION = 0.95  # Pearson correlation of the word-map cells


def test_bfloat16_agrees_with_float32(tiny_chat):
    """Lower precision changes the maps only a little: word-map cells within BF16_TOLERANCE, source shares too."""
    import copy

    f32 = compute_salience(tiny_chat, EXAMPLE, chunk_size=4)
    lm16 = LoadedModel(copy.deepcopy(tiny_chat.model).to(torch.bfloat16), tiny_chat.tokenizer, "tiny-bf16")
    b16 = compute_salience(lm16, EXAMPLE, chunk_size=4)
    diff = np.abs(b16.details.word_matrix - f32.details.word_matrix).max()
    assert diff < BF16_TOLERANCE
    corr = np.corrcoef(b16.details.word_matrix.ravel(), f32.details.word_matrix.ravel())[0, 1]
    assert corr > BF16_MIN_CORRELATION
    print(f"bfloat16 vs float32: max |Δ| word map {diff:.3f}, correlation {corr:.4f}, "
          f"max |Δ| source parts {np.abs(b16.details.source_parts - f32.details.source_parts).max():.3f}")
    assert np.abs(b16.details.source_parts - f32.details.source_parts).max() < BF16_TOLERANCE
    assert abs(b16.hallucination - f32.hallucination) < BF16_TOLERANCE
    assert not np.array_equal(b16.details.word_matrix, f32.details.word_matrix)  # it really ran in bfloat16
    assert SalienceDetector(model=lm16, cache=False).cache_key(EXAMPLE) != SalienceDetector(
        model=tiny_chat, cache=False).cache_key(EXAMPLE)


def test_results_hold_raw_scores_and_the_setting_s_model_id(tiny_chat):
    """No stretch inside the detector: the example score is 1 − gmean(β) and the largest perspective score;
    the model id changes with every score-changing option (prompt format included) and matches the detector's."""
    from detectors.salience.scoring import gmean

    braces = compute_salience(tiny_chat, EXAMPLE, chunk_size=4)
    assert braces.hallucination == pytest.approx(1 - gmean(braces.details.attribution))
    assert braces.coverage == max(braces.perspective_coverage)
    chat = compute_salience(tiny_chat, EXAMPLE, chunk_size=4, prompt_format="chat")
    summed = compute_salience(tiny_chat, EXAMPLE, chunk_size=4, aggregation="sum")
    assert len({braces.model_id, chat.model_id, summed.model_id}) == 3
    assert chat.model_id == SalienceDetector(model=tiny_chat, prompt_format="chat", cache=False).model_id
    assert braces.model_id == SalienceDetector(model=tiny_chat, cache=False).model_id
