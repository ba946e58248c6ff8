"""Which tokens make up each argument word (rows) and response word (columns) of the word map.

Words are ``detectors.core.text`` content words (the same units as ROUGE: maximal
runs of letters/digits, stop words dropped). The tokens of a word are the
tokens whose character span overlaps the word: that merges consecutive tokens
not separated by whitespace or punctuation (paper §3.2).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from detectors.core.text import content_words
from detectors.salience.prompt import TokenizedPrompt


@dataclass(frozen=True)
class MapWord:
    """A row or column word: its text and span in its own argument/response text, and its tokens."""

    word: str
    start: int
    end: int
    tokens: tuple[int, ...]
    perspective: int | None = None
    argument: int | None = None
    kind: str = "argument"  # for the expert rows: query, topic, label, intro, response


def _words_in(tp: TokenizedPrompt, key: tuple, text: str, **where: Any) -> list[MapWord]:
    base = tp.prompt.spans[key][0]
    return [
        MapWord(w.text, w.start, w.end, tuple(tp.tokens_in((base + w.start, base + w.end))), **where)
        for w in content_words(text)
    ]


def argument_words(tp: TokenizedPrompt, arguments: list[tuple[int, int, str]]) -> list[MapWord]:
    """Rows: content words of every argument, grouped by perspective then argument."""
    out: list[MapWord] = []
    for p, a, text in arguments:
        out += _words_in(tp, ("argument", p, a), text, perspective=p, argument=a)
    return out


def response_words(tp: TokenizedPrompt, response: str) -> list[MapWord]:
    """Columns: content words of the main response."""
    return _words_in(tp, ("response",), response)


def needed_columns(words: list[MapWord]) -> list[int]:
    """The token indices the word map needs as columns: every token of a response content word."""
    return sorted({t for w in words for t in w.tokens})


def other_words(tp: TokenizedPrompt) -> list[MapWord]:
    """The prompt's other rows, for experts: content words of the query, topic, perspective labels,
    intro and response (the response so far), in prompt order."""
    out: list[MapWord] = []
    text = tp.prompt.full_text
    for key, (lo, hi) in sorted(tp.prompt.spans.items(), key=lambda kv: kv[1]):
        if key[0] in ("query", "topic", "label", "intro", "response") and hi > lo:
            p = key[1] if key[0] == "label" else None
            out += [MapWord(w.word, w.start, w.end, w.tokens, perspective=p, kind=key[0])
                    for w in _words_in(tp, key, text[lo:hi])]
    return out
