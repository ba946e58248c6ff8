"""Examples a clause gives that no given text has: the added detail ("Helium is needed in medicine, for example to
cool MRI scanners in hospitals", "… help end poaching, for example by paying for park rangers in Africa and Asia").

An example list opened after a comma by "for example", "for instance", "such as", "e.g." or "like" names things a
reader can check, as does a clause that only narrows the one before it ("…, particularly those on top floors beneath
uninsulated roofs", "…, especially the refrigerated trucks and air freight"; stop 53). When at least ``DETAIL_MIN_WORDS`` of its content words, and a share of at least
``DETAIL_MIN_SHARE`` of them, are in neither the query, the topic, a perspective's label nor any argument, the clause
says more than its arguments: its support is capped at ``DETAIL_CAP`` (``detectors.classifier.detector``) and its
`unsupported` finding lists the words (``evidence.example_not_given``) and suggests deleting the example list only
(``ungiven_detail``), not the clause it hangs on. An example its argument already names ("such
as dialysis or chemotherapy"), or one that mostly restates it ("like pants and polo shirts, could save money" for
"basic items … save families money": 4 of 8 words new) is left alone. Chosen on the ten organic-style val splits
(docs/evaluation.md, Stop 51); the dev data's example lists ("such as that of young boys and priests") have at most
two new words. Since stop 58 the same holds inside a clause: a narrowing phrase after its comma or dash, read to its
own end ("…, particularly older and disabled residents, …"), what a clause attaches after "with", "along with" or
"much of it" ("…, with the biggest savings going to large supermarket chains"), and an example list without its comma
("public funds such as housing benefit and Universal Credit"); the edit deletes that stretch only. Note-style answers
abbreviate the markers ("esp.", "incl."; stop 68), which count as the words they stand for.
"""
from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from detectors.core.example import Example
from detectors.core.text import content_words, split_words

DETAIL_MIN_WORDS = 3
DETAIL_MIN_SHARE = 0.6
DETAIL_CAP = 0.1
_EXAMPLE_TAIL = re.compile(r",\s*(?:such as|for example|for instance|e\.g\.,?|like)\s", re.IGNORECASE)
# A clause cut off after "…," that only narrows what went before ("particularly those on top floors beneath uninsulated
# roofs", "especially the refrigerated trucks and air freight"): lowercase, so it continues a sentence (stop 53)
_NARROWING_HEAD = re.compile(r"^[^\w]*(?:and\s+)?(?:particularly|especially|esp\.|notably|in particular|including|incl\.)\s")
# A narrowing phrase set inside its clause ("particularly parents juggling childcare, only have weekends for DIY") ends
# at its comma; the words after it restate the argument and would dilute the share of new words (stop 57)
_PHRASE_END = re.compile(r"[,;:]|\s[—–-]\s")
# Inside a clause, after its comma or dash: a narrowing phrase ("…, particularly older and disabled residents, …",
# "… — particularly around exam time", "…, chiefly through having to keep extra staff on hand") read to its own end,
# or what the clause attaches ("…, with the biggest savings going to large supermarket chains", "…, along with the
# wharfies loading the ships at Fremantle", "…, much of it paid out to private escort firms") read to the clause's end;
# and an example list without its comma ("public funds such as housing benefit and Universal Credit"), read to its own
# end. Stop 58: on the 25 val splits these make details of 17 clauses of labelled added details and 2 of invented
# statistics, and of 1 clause of an error-free answer.
_NARROWING_MID = re.compile(r"(?:,\s*|\s[—–-]\s*)(?:particularly|especially|esp\.|notably|in particular|chiefly|mainly|"
                            r"mostly|largely|often|including|incl\.)\s", re.IGNORECASE)
_ATTACHED = re.compile(r",\s*(?:with|along with|much of (?:it|them))\s", re.IGNORECASE)
ATTACHED_AFTER_WORDS = 4
_BARE_EXAMPLES = re.compile(r"\s(?:such as|for example|for instance)\s", re.IGNORECASE)


def example_stems(example: Example) -> set[str]:
    """The content stems of what the example gives: its query, topic, perspective labels and arguments."""
    texts = [example.query, example.topic or ""] + [p.label for p in example.perspectives]
    return {w.stem for text in texts + [a for _, _, a in example.arguments] for w in content_words(text)}


def _candidate_tails(clause: str) -> list[tuple[int, int, str]]:
    """The stretches of a clause that may be a detail of their own, as (start, end, text): where deleting one starts
    (its comma or dash; the marker itself for a clause that opens with it) and ends (module doc; ``_NARROWING_MID``,
    ``_ATTACHED``, ``_BARE_EXAMPLES``)."""
    end = len(clause.rstrip().rstrip(".;!?\"'”’)"))

    def to_phrase_end(start: int, m: re.Match[str]) -> tuple[int, int, str]:
        text = _PHRASE_END.split(clause[m.end() :], maxsplit=1)[0]
        return start, min(m.end() + len(text.rstrip()), end), text

    out: list[tuple[int, int, str]] = []
    head = _NARROWING_HEAD.match(clause)
    if head:
        # a narrowing phrase may end at its comma, the rest restating the argument, or run on as a list ("including
        # homework, quizzes and files"): either reading that makes a detail does (stop 57)
        out += [to_phrase_end(head.start(), head), (head.start(), end, clause[head.end() :])]
    out += [to_phrase_end(m.start(), m) for m in _NARROWING_MID.finditer(clause)]
    out += [(m.start(), end, clause[m.end() :]) for m in _EXAMPLE_TAIL.finditer(clause)]
    # what a clause attaches comes after its own words, not fronted ("In addition, with the sexual revolution, the vow
    # … is outdated" on dev val)
    out += [(m.start(), end, clause[m.end() :]) for m in _ATTACHED.finditer(clause)
            if len(split_words(clause[: m.start()])) >= ATTACHED_AFTER_WORDS]
    # without a comma before it, the list runs to the next one ("such as hosting bids," they say — …)
    out += [to_phrase_end(m.start(), m) for m in _BARE_EXAMPLES.finditer(clause)]
    return out


def _new_words(text: str, given: Collection[str]) -> list[str]:
    words = content_words(text)
    new = [w.text for w in words if w.stem not in given]
    return new if len(new) >= DETAIL_MIN_WORDS and len(new) >= DETAIL_MIN_SHARE * len(words) else []


@dataclass(frozen=True)
class Detail:
    """A stretch of a clause that is a detail of its own: where deleting it starts and ends, and its new words."""

    start: int
    end: int
    words: list[str]


def ungiven_detail(clause: str, given: Collection[str]) -> Detail | None:
    """The first stretch of the clause whose words ``given`` (``example_stems``) lacks, when they are enough to make it
    a detail of its own (module doc), or None."""
    return next((Detail(start, end, new) for start, end, text in _candidate_tails(clause)
                 if (new := _new_words(text, given))), None)


def ungiven_example_words(clause: str, given: Collection[str]) -> list[str]:
    """The words of the clause's detail (``ungiven_detail``), else []."""
    detail = ungiven_detail(clause, given)
    return detail.words if detail is not None else []
