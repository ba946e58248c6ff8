"""Examples a clause gives that no given text has: the added detail ("Helium is needed in medicine, for example to
cool MRI scanners in hospitals", "… help end poaching, for example by paying for park rangers in Africa and Asia").

An example list opened after a comma by "for example", "for instance", "such as", "e.g." or "like" names things a
reader can check, as does a clause that only narrows the one before it ("…, particularly those on top floors beneath
uninsulated roofs", "…, especially the refrigerated trucks and air freight"; stop 53). When at least ``DETAIL_MIN_WORDS`` of its content words, and a share of at least
``DETAIL_MIN_SHARE`` of them, are in neither the query, the topic, a perspective's label nor any argument, the clause
says more than its arguments: its support is capped at ``DETAIL_CAP`` (``detectors.classifier.detector``) and its
`unsupported` finding lists the words (``evidence.example_not_given``) and suggests deleting the example list only
(``example_tail``), not the clause it hangs on. An example its argument already names ("such
as dialysis or chemotherapy"), or one that mostly restates it ("like pants and polo shirts, could save money" for
"basic items … save families money": 4 of 8 words new) is left alone. Chosen on the ten organic-style val splits
(docs/evaluation.md, Stop 51); the dev data's example lists ("such as that of young boys and priests") have at most
two new words.
"""
from __future__ import annotations

import re

from detectors.core.example import Example
from detectors.core.text import content_words

DETAIL_MIN_WORDS = 3
DETAIL_MIN_SHARE = 0.6
DETAIL_CAP = 0.1
_EXAMPLE_TAIL = re.compile(r",\s*(?:such as|for example|for instance|e\.g\.,?|like)\s", re.IGNORECASE)
# A clause cut off after "…," that only narrows what went before ("particularly those on top floors beneath uninsulated
# roofs", "especially the refrigerated trucks and air freight"): lowercase, so it continues a sentence (stop 53)
_NARROWING_HEAD = re.compile(r"^[^\w]*(?:and\s+)?(?:particularly|especially|notably|in particular|including)\s")
# A narrowing phrase set inside its clause ("particularly parents juggling childcare, only have weekends for DIY") ends
# at its comma; the words after it restate the argument and would dilute the share of new words (stop 57)
_PHRASE_END = re.compile(r"[,;:]|\s[—–-]\s")


def example_stems(example: Example) -> set[str]:
    """The content stems of what the example gives: its query, topic, perspective labels and arguments."""
    texts = [example.query, example.topic or ""] + [p.label for p in example.perspectives]
    return {w.stem for text in texts + [a for _, _, a in example.arguments] for w in content_words(text)}


def example_tail(clause: str) -> tuple[int, int] | None:
    """Where the clause's example list runs: from the comma before its marker to the clause's end, without the final
    punctuation (what deleting the example removes), or None without one."""
    m = _EXAMPLE_TAIL.search(clause)
    if m is None:
        return None
    end = len(clause.rstrip().rstrip(".;!?\"'”’)"))
    return m.start(), end


def ungiven_example_words(clause: str, given: set[str]) -> list[str]:
    """The words of the clause's example list that ``given`` (``example_stems``) lacks, when they are enough to make
    it a detail of its own (module doc), else []."""
    m = _EXAMPLE_TAIL.search(clause) or _NARROWING_HEAD.match(clause)
    if m is None:
        return []
    tail = clause[m.end() :]
    # a narrowing phrase may end at its comma, the rest restating the argument, or run on as a list ("including
    # homework, quizzes and files"): either reading that makes a detail does (stop 57)
    tails = [_PHRASE_END.split(tail, maxsplit=1)[0], tail] if m.re is _NARROWING_HEAD else [tail]
    for text in tails:
        words = content_words(text)
        new = [w.text for w in words if w.stem not in given]
        if len(new) >= DETAIL_MIN_WORDS and len(new) >= DETAIL_MIN_SHARE * len(words):
            return new
    return []
