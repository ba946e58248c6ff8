"""Prompt format, token offsets and word grouping with the real SmolLM2 tokenizer (no model weights)."""
import pytest

from detectors.core.example import Example
from detectors.salience.lm import load_tokenizer
from detectors.salience.prompt import PromptTemplate, build_prompt, tokenize_prompt
from detectors.salience.words import argument_words, needed_columns, response_words


@pytest.fixture(scope="module")
def tokenizer():
    return load_tokenizer()


EXAMPLE = Example.model_validate({
    "query": "Should abortion be legal?", "topic": "abortion",
    "perspectives": [
        {"label": "pro", "arguments": ["Abortion bans deny bodily autonomy.", "It is safe."]},
        {"label": "con", "arguments": ["Life begins at conception."]},
        {"label": "neutral", "arguments": ["The <law> & courts vary."]},
    ],
    "intro": "This is debated.",
    "response": "People say abortion bans deny the autonomy of women.",
})


def test_prompt_matches_paper_format_generalized():
    p = build_prompt(EXAMPLE)
    assert p.input_text == (
        "User question: {Should abortion be legal?}\nTopic: {abortion}\n"
        "Perspective #1: {pro: Abortion bans deny bodily autonomy. pro: It is safe.}\n"
        "Perspective #2: {con: Life begins at conception.}\n"
        "Perspective #3: {neutral: The <law> & courts vary.}\n"
        "Neutral response opening: {"
    )
    assert p.target_text == "This is debated.} Neutral response core: {People say abortion bans deny the autonomy of women.}"
    for (kind, *idx), (s, e) in p.spans.items():
        if kind == "argument":
            assert p.full_text[s:e] == EXAMPLE.perspectives[idx[0]].arguments[idx[1]]
    s, e = p.spans[("response",)]
    assert p.full_text[s:e] == EXAMPLE.response


def test_template_is_configurable_and_fingerprinted():
    t = PromptTemplate(input_end="Answer: {{", target_middle="}}\nCore: {{")
    p = build_prompt(EXAMPLE.model_copy(update={"topic": None}), t)
    assert "Topic:" not in p.input_text and p.input_text.endswith("Answer: {")
    assert p.target_text.startswith("This is debated.}\nCore: {People")
    assert t.fingerprint() != PromptTemplate().fingerprint()


def test_offsets_map_tokens_back_to_text(tokenizer):
    tp = tokenize_prompt(build_prompt(EXAMPLE), tokenizer)
    assert "".join(tp.tokens) == tp.prompt.full_text
    assert tp.ids[: tp.n_input] == tokenizer(tp.prompt.input_text)["input_ids"]


def test_words_merge_subword_tokens_and_drop_stop_words(tokenizer):
    tp = tokenize_prompt(build_prompt(EXAMPLE), tokenizer)
    rows = argument_words(tp, EXAMPLE.arguments)
    assert [w.word for w in rows] == ["Abortion", "bans", "deny", "bodily", "autonomy", "safe", "Life",
                                      "begins", "conception", "law", "courts", "vary"]
    assert [(w.perspective, w.argument) for w in rows][-4:] == [(1, 0), (2, 0), (2, 0), (2, 0)]
    abortion = rows[0]
    assert len(abortion.tokens) >= 2  # "Abortion" is several SmolLM2 tokens, merged into one word
    assert abortion.tokens == tuple(range(abortion.tokens[0], abortion.tokens[-1] + 1))
    assert "".join(tp.tokens[t] for t in abortion.tokens).strip() == "Abortion"
    cols = response_words(tp, EXAMPLE.response)
    assert [w.word for w in cols] == ["People", "say", "abortion", "bans", "deny", "autonomy", "women"]
    assert all(t >= tp.n_input for t in needed_columns(cols))
    the = EXAMPLE.response.index(" the ") + 1 + tp.prompt.spans[("response",)][0]
    stop_tokens = tp.tokens_in((the, the + 3))
    assert stop_tokens
    assert not set(stop_tokens) & set(needed_columns(cols))
