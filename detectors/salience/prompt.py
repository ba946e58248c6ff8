"""The prompt salience runs through: the method paper's curly-braces format (Figure 3).

Generalized to any number of perspectives, with ``{k}`` the 1-based perspective number::

    input  = User question: {<query>}
             Topic: {<topic>}                       (line left out when there is no topic)
             Perspective #1: {<label>: <argument> <label>: <argument> ...}
             Perspective #2: {...}
             Neutral response opening: {
    target = <intro>} Neutral response core: {<response>}

``build_chat_prompt`` is the other prompt format: the model's own chat template
(``tokenizer.apply_chat_template``), a user turn holding the query, topic and the
arguments by perspective (``CHAT_USER``) and an assistant turn holding intro and
response; the field spans are found in the rendered text, so the word map is the same.

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
    add_special_tokens: bool = True  # False when the text already holds them (a rendered chat template)

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
        if sep and key is not None:
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


PROMPT_FORMATS = ("braces", "chat")
DEFAULT_PROMPT_FORMAT = "braces"


@dataclass(frozen=True)
class ChatFormat:
    """The user turn of the chat prompt format; the assistant turn is ``intro + "\n\n" + response``."""

    query_line: str = "Question: {query}\n"
    topic_line: str = "Topic: {topic}\n"
    perspective_line: str = "\nPerspective {k} ({label}):\n"
    argument_line: str = "- {argument}\n"
    instruction: str = "\nWrite a neutral response that covers every perspective, using only these arguments."
    intro_separator: str = "\n\n"

    def fingerprint(self, chat_template: str = "") -> str:
        raw = json.dumps([asdict(self), chat_template], sort_keys=True)
        return "chat-" + hashlib.sha256(raw.encode()).hexdigest()[:12]


DEFAULT_CHAT = ChatFormat()


def build_chat_prompt(example: Example, tokenizer: Any, chat: ChatFormat = DEFAULT_CHAT) -> PromptText:
    """Render the example through ``tokenizer.apply_chat_template``; spans index the rendered text.

    The input is everything before the assistant's text (system text the template adds, the user
    turn, the assistant header); the target is the assistant's text and what follows it.
    """
    if not getattr(tokenizer, "chat_template", None):
        raise ValueError("this tokenizer has no chat template; use the braces prompt format")
    u = _Builder()
    u.template(chat.query_line, ("query",), example.query)
    if example.topic:
        u.template(chat.topic_line, ("topic",), example.topic)
    for p, persp in enumerate(example.perspectives):
        u.template(chat.perspective_line, ("label", p), persp.label, k=p + 1)
        for a, argument in enumerate(persp.arguments):
            u.template(chat.argument_line, ("argument", p, a), argument)
    u.literal(chat.instruction)
    asst = _Builder()
    if example.intro:
        asst.field(("intro",), example.intro)
        asst.literal(chat.intro_separator)
    else:
        asst.field(("intro",), "")
    asst.field(("response",), example.response)
    user, assistant = u.text(), asst.text()
    rendered = tokenizer.apply_chat_template(
        [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}], tokenize=False)
    u_at = rendered.find(user)
    a_at = rendered.find(assistant, u_at + len(user)) if u_at >= 0 else -1
    if u_at < 0 or a_at < 0:
        raise ValueError("the chat template changes the message text, so words cannot be mapped; "
                         "use the braces prompt format")
    spans = {k: (lo + u_at, hi + u_at) for k, (lo, hi) in u.spans.items()}
    spans |= {k: (lo + a_at, hi + a_at) for k, (lo, hi) in asst.spans.items()}
    return PromptText(rendered[:a_at], rendered[a_at:], spans, add_special_tokens=False)


def prompt_fingerprint(prompt_format: str, tokenizer: Any = None, template: PromptTemplate = DEFAULT_TEMPLATE) -> str:
    """The cache-key part naming the prompt format (the chat format includes the model's template)."""
    if prompt_format == "braces":
        return template.fingerprint()
    if prompt_format == "chat":
        return DEFAULT_CHAT.fingerprint(str(getattr(tokenizer, "chat_template", "") or ""))
    raise ValueError(f"unknown prompt format {prompt_format!r}; choose from {', '.join(PROMPT_FORMATS)}")


def make_prompt(example: Example, prompt_format: str = DEFAULT_PROMPT_FORMAT, tokenizer: Any = None,
                template: PromptTemplate = DEFAULT_TEMPLATE) -> PromptText:
    if prompt_format == "braces":
        return build_prompt(example, template)
    if prompt_format == "chat":
        return build_chat_prompt(example, tokenizer)
    raise ValueError(f"unknown prompt format {prompt_format!r}; choose from {', '.join(PROMPT_FORMATS)}")


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
    inp = tokenizer(prompt.input_text, add_special_tokens=prompt.add_special_tokens, return_offsets_mapping=True)
    tgt = tokenizer(prompt.target_text, add_special_tokens=False, return_offsets_mapping=True)
    shift = len(prompt.input_text)
    offsets = [(int(s), int(e)) for s, e in inp["offset_mapping"]]
    offsets += [(int(s) + shift, int(e) + shift) if e > s else (0, 0) for s, e in tgt["offset_mapping"]]
    return TokenizedPrompt(prompt, list(inp["input_ids"]) + list(tgt["input_ids"]), offsets, len(inp["input_ids"]))
