"""Names a clause gives that no given text has: the added detail ("as the Paris–Lyon high-speed line shows").

A proper name inside a sentence (a capitalised word after a word, a number or a comma, so that it does not open the
sentence, a quotation, a bracket or a run of title-case words) is a fact a reader can check, as a figure is
(``detectors.classifier.figures``). If neither the query, the topic, a perspective's label nor any argument has it,
an `unsupported` finding names it (``evidence.names_not_given``), so a reader sees why the clause says more than its
arguments. Unlike an ungiven figure it does not lower the clause's support: stop 49 capped that at 0.1 (chosen on the
eight organic-style val splits: 0.873 → 0.881 with the other rules, three more added details localized) and then
found that the gallery's error-free `space-three-perspectives` ("a colony on Mars or the Moon" for "a settlement on
another planet") gained a finding and nine correct paraphrased dev test answers were flagged: the dev data and the
gallery count a name their argument implies as a faithful paraphrase, the organic sets as an added detail
(docs/evaluation.md, Stop 49).

Not names: acronyms in capitals, plural or possessive too ("EV batteries" for "electric vehicles", "UTIs", "the
US's": an abbreviation of given words), single letters ("the U.S.", a stray capital "A"), words with a digit ("K-12"),
"I" and its contractions, and a name that shares its stem with a given word ("Cuban" for "Cuba", "Muslim" for
"muslims", "European" for "Europe": a common prefix of at least four letters that leaves at most one letter of the
shorter word). A name of several words or parts is given only when every part is.
"""
from __future__ import annotations

import os
import re

from detectors.core.example import Example

_WORD_RE = re.compile(r"[^\W\d_][\w'’\-–]*")
# A capital is a name's only after a word, a number or a comma-like mark: after anything else (a full stop, a colon,
# a quotation mark, a bracket, markdown, an emoji: "Golfers first ⛳ Council-run courses …") it opens something.
_INSIDE = (",", ";", ")", "%")
_POSSESSIVE_RE = re.compile(r"['’]s?$")
MIN_STEM = 4


def _key(word: str) -> str:
    return _POSSESSIVE_RE.sub("", word).lower()


def given_words(texts: list[str]) -> set[str]:
    """Every word of the given texts, lower-cased, without a possessive ending."""
    return {_key(w) for t in texts for w in _WORD_RE.findall(t)}


def example_words(example: Example) -> set[str]:
    """``given_words`` of what the example gives: its query, topic, intro, perspective labels and every argument."""
    texts = [example.query, example.topic or "", example.intro or ""] + [p.label for p in example.perspectives]
    return given_words(texts + [a for _, _, a in example.arguments])


def _same_stem(a: str, b: str) -> bool:
    common = len(os.path.commonprefix([a, b]))
    return common >= MIN_STEM and common >= min(len(a), len(b)) - 1


def _is_name(word: str) -> bool:
    if not word[0].isupper() or word == "I" or word.startswith(("I'", "I’")) or any(ch.isdigit() for ch in word):
        return False  # "K-12" is a figure's business
    letters = [ch for ch in _POSSESSIVE_RE.sub("", word) if ch.isalpha()]
    if len(letters) > 2 and letters[-1] == "s":  # an acronym's plural ("UTIs", "NGOs")
        letters = letters[:-1]
    return len(letters) > 1 and not all(ch.isupper() for ch in letters)  # not an initial ("the U.S."), not an acronym


def _capital_runs(text: str) -> list[list[re.Match[str]]]:
    """Runs of capitalised words next to each other ("San Diego", "Big Brother")."""
    runs: list[list[re.Match[str]]] = []
    for m in _WORD_RE.finditer(text):
        if not m.group()[0].isupper():
            runs.append([])
        elif runs and runs[-1] and text[runs[-1][-1].end():m.start()] == " ":
            runs[-1].append(m)
        else:
            runs.append([m])
    return [r for r in runs if r]


def names(text: str) -> list[str]:
    """The proper names inside ``text`` (module doc), in order, each once; a run of capitalised words is one name."""
    out: list[str] = []
    for run in _capital_runs(text):
        first = run[0]
        before = text[:first.start()].rstrip()
        if not before or not (before[-1].isalnum() or before.endswith(_INSIDE)):
            continue
        words = [m.group() for m in run if _is_name(m.group())]
        if words:
            out.append(" ".join(words))
    return list(dict.fromkeys(out))


def _given(part: str, given: set[str]) -> bool:
    key = _key(part)
    return key in given or any(_same_stem(key, g) for g in given)


def ungiven_names(clause: str, given: set[str]) -> list[str]:
    """The names of ``clause`` that ``given`` (``given_words``) lacks, in order: a name of several words or parts
    ("San Diego", "Paris–Lyon") is given only when every part is."""
    return [n for n in names(clause) if not all(_given(p, given) for p in re.split(r"[\s\-–]+", n) if p)]
