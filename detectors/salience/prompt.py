"""The prompt salience runs through: the method paper's curly-braces format (Figure 3).

Generalized to any number of perspectives, with ``{k}`` the 1-based perspective number::

    input  = User question: {<query>}
             Topic: {<topic>}                       (line left out when there is no topic)
             Perspective #1: {<label>: <argument> <label>: <argument> ...}
             Perspective #2: {...}
             Neutral response opening: {
    target = <intro>} Neutral response core: {<response>}

Every piece of text is placed with its character span, so each argument's and
the response's characters can be mapped to tokens through the tokenizer's
``offset_mapping``. The whole format lives in ``PromptTemplate``; its
``fingerprint()`` is part of the salience cache key.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field
from typing import Any

from detectors.core.example import Example

# A span key: ("query",), ("topic",), ("label", p), ("argument", p, a), ("intro",), ("response",).
SpanKey = tuple


@dataclass(frozen=True)
class PromptTemplate:
    """All literal text of the prompt format; change a field to change the format everywhere."""

    query_line: str = "User question: {{{query}}}\n"
    topic_line: str = "Topic: {{{topic}}}\n"
    perspective_open: str = "Perspective #{k}: {{"
    argument_separator: str = " "
    label_separator: str = ": "
    perspective_close: str = "}}\n"
    input_end: str = "Neutral response opening: {{"
    target_middle: str = "}} Neutral response core: {{"
    target_end: str = "}}"

    def fingerprint(self) -> str:
        """Short stable hash of the format, for cache keys."""
        return hashlib.sha256(json.dumps(asdict(self), sort_keys=True).encode()).hexdigest()[:12]


DEFAULT_TEMPLATE = PromptTemplate()


@dataclass
class PromptText:
    """Input and target text, and where each example field sits in ``full = input + target``."""

    input_text: str
    target_text: str
    spans: dict[SpanKey, tuple[int, int]] = field(default_factory=dict)

    @property
    def full_text(self) -> str:
        return self.input_text + self.target_text


class _Builder:
    def __init__(self) -> None:
        self.parts: list[str] = []
        self.length = 0
        self.spans: dict[SpanKey, tuple[int, int]] = {}

    def literal(self, text: str) -> None:
        self.parts.append(text)
        self.length += len(text)

    def field(self, key: SpanKey, text: str) -> None:
        self.spans[key] = (self.length, self.length + len(text))
        self.literal(text)

    def template(self, fmt: str, key: SpanKey | None = None, value: str = "", **kw: Any) -> None:
        """Append ``fmt`` where the placeholder named like ``key[0]`` is filled with ``value``."""
        marker = "\x00"
        name = key[0] if key else None
        filled = fmt.format(**kw, **({name: marker} if name else {}))
        before, sep, after = filled.partition(marker)
        self.literal(before)
        if sep:
            self.field(key, value)
            self.literal(after)

    def text(self) -> str:
        return "".join(self.parts)


def build_prompt(example: Example, template: PromptTemplate = DEFAULT_TEMPLATE) -> PromptText:
    """Fill the template with the example; spans index ``PromptText.full_text``."""
    b = _Builder()
    b.template(template.query_line, ("query",), example.query)
    if example.topic:
        b.template(template.topic_line, ("topic",), example.topic)
    for p, persp in enumerate(example.perspectives):
        b.template(template.perspective_open, k=p + 1)
        for a, argument in enumerate(persp.arguments):
            if a:
                b.literal(template.argument_separator)
            if a == 0:
                b.field(("label", p), persp.label)  # the span of the perspective's first label
            else:
                b.literal(persp.label)
            b.literal(template.label_separator)
            b.field(("argument", p, a), argument)
        b.template(template.perspective_close)
    b.template(template.input_end)
    input_text = b.text()
    b.field(("intro",), example.intro or "")
    b.template(template.target_middle)
    b.field(("response",), example.response)
    b.template(template.target_end)
    return PromptText(input_text, b.text()[len(input_text):], b.spans)


@dataclass
class TokenizedPrompt:
    """Token ids of input + target and each token's character span in ``prompt.full_text``."""

    prompt: PromptText
    ids: list[int]
    offsets: list[tuple[int, int]]
    n_input: int  # tokens of the input part; target tokens follow

    @property
    def tokens(self) -> list[str]:
        text = self.prompt.full_text
        return [text[s:e] for s, e in self.offsets]

    def tokens_in(self, span: tuple[int, int]) -> list[int]:
        """Indices of tokens overlapping the character span."""
        lo, hi = span
        return [i for i, (s, e) in enumerate(self.offsets) if s < hi and e > lo]


def tokenize_prompt(prompt: PromptText, tokenizer: Any) -> TokenizedPrompt:
    """Tokenize input and target separately (teacher forcing) and join them.

    The input gets the tokenizer's special tokens (e.g. BOS), the target none.
    Special tokens get the empty span (0, 0).
    """
    inp = tokenizer(prompt.input_text, add_special_tokens=True, return_offsets_mapping=True)
    tgt = tokenizer(prompt.target_text, add_special_tokens=False, return_offsets_mapping=True)
    shift = len(prompt.input_text)
    offsets = [(int(s), int(e)) for s, e in inp["offset_mapping"]]
    offsets += [(int(s) + shift, int(e) + shift) if e > s else (0, 0) for s, e in tgt["offset_mapping"]]
    return TokenizedPrompt(prompt, list(inp["input_ids"]) + list(tgt["input_ids"]), offsets, len(inp["input_ids"]))
