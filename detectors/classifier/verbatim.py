"""Word for word: a text that repeats whole clauses of another is stated by it, whatever the pair model says.

A response that copies its arguments ("City planners argue that <argument> and that <argument>.") must
not be read as unfaithful. The pair model judges such pairs well on the whole, but not always: a copied
argument that the clause split cuts in two ("…, which could reduce absences") leaves a fragment it
cannot place, and two copied arguments in one clause read to it as neither. Containment is a fact the
reading can check, so a pair (premise, hypothesis) counts as stated (f = 1, P(contradicted) = 0) when

* the hypothesis, after a lead-in that only names a side or frames ("Critics argue that", "For
  residents,", "and that"; ``claim_words``), has at least ``MIN_WORDS`` words, and
* those words (lowercased, punctuation ignored) occur in the premise in the same order, starting and
  ending at clause edges (``_opens`` / ``_closes``: a sentence's start after its lead-in, or its end; a
  semicolon; a connective such as "and", "that", "which"), so "studies find small drops" is not stated
  by "Some studies find small drops", "costs rise" not by "In many cities, costs rise" (a dropped hedge
  or restriction) nor by "costs rise for renters", and
* nothing in the premise's sentence before them denies them ("It is not true that costs rise";
  ``detectors.core.polarity``).

Reworded statements are left to the pair model: this reads copies, not meanings.
"""
from __future__ import annotations

import re
from collections.abc import Collection

from detectors.classifier.claims import FRAMING_WORDS
from detectors.core.polarity import negators
from detectors.core.text import CLAUSE_CONNECTIVES, Word, split_words

MIN_WORDS = 3  # shorter copies ("costs rise") may sit in any argument; leave them to the model
LEAD_IN_MAX_WORDS = 8
# a clause of the premise opens after these and ends before them (a copied fragment may open with them: the
# clause split cuts there, ", which could reduce absences")
CONNECTIVES = frozenset(c.split()[0] for c in CLAUSE_CONNECTIVES) | {"that", "so"}
SCOPE_WORDS = frozenset("some many most few several all every each any often sometimes usually generally typically "
                        "commonly mainly largely mostly partly especially particularly certain".split())
# verbs that only attribute what follows ("Critics say costs rise"); "fear", "warn" and "claim" carry content
SAYING = ("say", "says", "said", "argue", "argues", "argued", "note", "notes", "point", "points", "believe",
          "believes", "think", "thinks", "contend", "contends", "maintain", "maintains", "insist", "insists",
          "stress", "stresses", "add", "adds", "counter", "counters", "observe", "observes")
_SENTENCE_END = re.compile(r"[.!?\n]")
_LEAD_END = re.compile(r",|\bthat\b|\b(?:" + "|".join(SAYING) + r")\b(?:\s+out\b)?", re.IGNORECASE)


def claim_words(text: str, labels: Collection[str] = ()) -> list[Word]:
    """The words of ``text`` after its lead-ins: each "… that", "…," or "… say(s)" within ``LEAD_IN_MAX_WORDS``
    words made only of framing words and label stems (``labels``, ``_is_lead_in``) is dropped."""
    start = 0
    while (m := _LEAD_END.search(text, start)) and len(split_words(text[start:m.start()])) <= LEAD_IN_MAX_WORDS:
        if not _is_lead_in(text[start:m.end()], labels):
            break
        start = m.end()
    return [Word(w.text, w.start + start, w.end + start) for w in split_words(text[start:])]


def _is_lead_in(text: str, labels: Collection[str]) -> bool:
    """Text ending in "that", a verb of saying or a comma, made only of framing words and label stems ("For
    residents,", "Critics argue that", "Supporters say"): no negator, and before a comma no word that limits or
    hedges what follows ("In many cases,")."""
    words = split_words(text)
    if not words or negators(text):
        return False
    attribution = words[-1].lower == "that" or words[-1].lower in SAYING or (  # who says it, not where it holds
        len(words) > 1 and words[-1].lower == "out" and words[-2].lower in SAYING)
    if not (attribution or text.rstrip().endswith(",")):
        return False
    return all((w.is_stop or w.stem in FRAMING_WORDS or w.stem in labels or w.lower in SAYING)
               and (attribution or w.lower not in SCOPE_WORDS) for w in words)


def _opens(premise: str, words: list[Word], i: int, labels: Collection[str]) -> bool:
    """A clause of the premise starts at word i: after its sentence's lead-in, a connective or a semicolon, or
    at a comma when the copy itself opens with a connective (", which could reduce absences")."""
    before = premise[_sentence_start(premise, words[i].start):words[i].start]
    if not before.strip() or _is_lead_in(before, labels):
        return True
    gap, previous = premise[words[i - 1].end:words[i].start], words[i - 1].lower
    if previous == "that":  # "and that <clause>"; "Shops fear that <clause>" attributes it, so it is not stated
        return i >= 2 and words[i - 2].lower in ("and", "but", "or")
    return (previous in CONNECTIVES or ";" in gap or ":" in gap
            or (words[i].lower in CONNECTIVES and "," in gap))


def _closes(premise: str, words: list[Word], j: int) -> bool:
    """A clause of the premise ends at word j: its sentence ends, or a semicolon or a connective follows (not a
    bare comma or another word: "costs rise for renters" does not state "costs rise" for everyone)."""
    if j == len(words) - 1:
        return True
    gap = premise[words[j].end:words[j + 1].start]
    return bool(_SENTENCE_END.search(gap)) or ";" in gap or words[j + 1].lower in CONNECTIVES


def _sentence_start(premise: str, at: int) -> int:
    return max((m.end() for m in _SENTENCE_END.finditer(premise, 0, at)), default=0)


def _denied_before(premise: str, at: int) -> bool:
    """A negator earlier in the copy's sentence, before no semicolon: "it is not true that costs rise" denies "costs
    rise", "X is rarely safe; costs rise" does not (a semicolon closes the negation's clause)."""
    start = max(_sentence_start(premise, at), premise.rfind(";", 0, at) + 1)
    return bool(negators(premise[start:at]))


def states_verbatim(premise: str, hypothesis: str, labels: Collection[str] = (), clause: bool = True) -> bool:
    """Whether ``premise`` repeats ``hypothesis`` word for word, clause edge to clause edge (module doc).

    ``labels``: the perspective labels' stems (a lead-in may name a side); ``clause``: the hypothesis is a
    response clause, read after its lead-ins (``claim_words``), else a given argument, read whole.
    """
    claim = [w.lower for w in (claim_words(hypothesis, labels) if clause else split_words(hypothesis))]
    n = len(claim)
    if n < MIN_WORDS:
        return False
    words = split_words(premise)
    lower = [w.lower for w in words]
    for i in range(len(words) - n + 1):
        if (lower[i] == claim[0] and lower[i:i + n] == claim
                and _opens(premise, words, i, labels) and _closes(premise, words, i + n - 1)
                and not _denied_before(premise, words[i].start)):
            return True
    return False
