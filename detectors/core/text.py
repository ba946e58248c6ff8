"""Text units shared by every detector: words with character spans, stop words, stems, sentences.

Words follow the method paper (§3.1): split on whitespace and punctuation,
lowercase, drop English stop words, Porter-stem with NLTK's ``PorterStemmer``.

Stop words: NLTK's list needs ``nltk.download()``, which cannot run offline, so
the list is scikit-learn's ``ENGLISH_STOP_WORDS`` (the Glasgow list, installed
with scikit-learn) with two corrections that bring it closer to NLTK's:
the content words the Glasgow list happens to contain (``bill``, ``fire``,
``system`` …) are kept as words, and the contraction fragments our splitter
produces (``don`` from "don't", ``t``, ``s``, ``ll`` …) plus the few function
words NLTK has and Glasgow lacks (``did``, ``does``, ``just`` …) are dropped.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from nltk.stem.porter import PorterStemmer
from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

_GLASGOW_CONTENT_WORDS = frozenset(
    "bill fire system interest detail describe cry fill find found front full mill move "
    "name serious sincere thick thin top bottom empty call amount part side show".split()
)
_NLTK_EXTRAS = frozenset(
    "s t d ll m o re ve y ain aren couldn didn doesn don hadn hasn haven isn ma mightn mustn "
    "needn shan shouldn wasn weren won wouldn did does doing having just should now why".split()
)
STOP_WORDS: frozenset[str] = (frozenset(ENGLISH_STOP_WORDS) - _GLASGOW_CONTENT_WORDS) | _NLTK_EXTRAS

# A word is a maximal run of letters or digits (any script); everything else separates words.
_WORD_RE = re.compile(r"[^\W_]+")
_stemmer = PorterStemmer()


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    return _stemmer.stem(word.lower())


@dataclass(frozen=True)
class Word:
    """One word of a text with its character span ``text[start:end]``."""

    text: str  # as written
    start: int
    end: int

    @property
    def lower(self) -> str:
        return self.text.lower()

    @property
    def stem(self) -> str:
        return stem(self.text)

    @property
    def is_stop(self) -> bool:
        return self.lower in STOP_WORDS


def split_words(text: str) -> list[Word]:
    """Every word (stop words included) with its span."""
    return [Word(m.group(), m.start(), m.end()) for m in _WORD_RE.finditer(text)]


def content_words(text: str) -> list[Word]:
    """The words the detectors score: no stop words."""
    return [w for w in split_words(text) if not w.is_stop]


def content_stems(text: str) -> list[str]:
    """Stemmed content words, in order: the tokens ROUGE counts."""
    return [w.stem for w in content_words(text)]


class StemTokenizer:
    """Adapter so ``rouge_score.rouge_scorer.RougeScorer(tokenizer=...)`` uses our words."""

    def tokenize(self, text: str) -> list[str]:
        return content_stems(text)


@dataclass(frozen=True)
class Sentence:
    text: str
    start: int
    end: int


# A sentence ends at . ! ? (optionally followed by closing quotes/brackets) and whitespace,
# unless the period ends a common abbreviation or a single initial.
_ABBREVIATIONS = frozenset(
    "mr mrs ms dr prof sr jr st vs etc e.g i.e u.s u.k no inc ltd co fig approx dept est".split()
)
_BOUNDARY_RE = re.compile(r"[.!?]+[\"'”’)\]]*\s+")


def split_sentences(text: str) -> list[Sentence]:
    """Sentences with spans. Rule-based (no downloadable model is available offline)."""
    sentences: list[Sentence] = []
    start = 0
    for m in _BOUNDARY_RE.finditer(text):
        before = text[start : m.start()].split()
        last = before[-1].lower().rstrip(".") if before else ""
        if m.group().startswith(".") and (last in _ABBREVIATIONS or (len(last) == 1 and last.isalpha())):
            continue
        _append_sentence(sentences, text, start, m.end())
        start = m.end()
    _append_sentence(sentences, text, start, len(text))
    return sentences


# A clause boundary inside a sentence: a semicolon, or a comma before a connective that
# starts a new clause. Both sides must keep CLAUSE_MIN_WORDS words, so lists
# ("cheap, safe, and green") stay whole.
_CLAUSE_RE = re.compile(r";\s+|,\s+(?=(?:and|but|while|whereas)\b)", re.IGNORECASE)
CLAUSE_MIN_WORDS = 4


def split_clauses(sentence: Sentence) -> list[Sentence]:
    """The sentence's clauses with spans in the original text (the sentence itself if it has one)."""
    text, base = sentence.text, sentence.start
    pieces, start = [], 0
    for m in _CLAUSE_RE.finditer(text):
        if len(text[start : m.start()].split()) >= CLAUSE_MIN_WORDS and len(text[m.end() :].split()) >= CLAUSE_MIN_WORDS:
            pieces.append((start, m.start()))  # the clause ends before its ; or ,
            start = m.end()
    pieces.append((start, len(text)))
    return [Sentence(text[a:b], base + a, base + b) for a, b in pieces]


def _append_sentence(out: list[Sentence], text: str, start: int, end: int) -> None:
    chunk = text[start:end]
    stripped = chunk.strip()
    if not stripped:
        return
    s = start + (len(chunk) - len(chunk.lstrip()))
    out.append(Sentence(stripped, s, s + len(stripped)))
