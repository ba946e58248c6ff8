"""FAVA-style suggested edits of a response, and word-level diffs to show them.

Every edit changes the response only (never the arguments) and keeps the rest of it verbatim:

* ``delete_clause``: drop an unsupported or repeated clause (the whole sentence when it is the
  sentence's only clause; otherwise the clause with its joining ", and" / ";", keeping the
  sentence's lead-in when the first clause goes: "Supporters argue that A, and that B" →
  "Supporters argue that B").
* ``restore_clause``: replace what an altered clause says (its words after the lead-in) by its
  argument's own words.
* ``move_clause``: delete a wrong-side clause and state its claim under the side it belongs to.
* ``add_argument``: insert a sentence stating an omitted argument in its own words, in the
  response's voice ("Critics also argue that …"), after the last sentence that speaks for that
  side (at the end when none does).
"""
from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from detectors.classifier.attribution import label_side
from detectors.core.text import JOINING_CONNECTIVE_RE, Sentence, claim_text, lead_in_end, split_clauses, split_sentences
from detectors.findings.types import Edit


def as_clause(argument: str) -> str:
    """An argument's own words, ready to follow "… argue that ": no final period, lower first letter
    (unless the first word looks like a name or acronym)."""
    text = argument.strip().rstrip(".!?;").strip()
    first = text.split()[0] if text.split() else ""
    if first and first[0].isupper() and not (len(first) > 1 and (first[1:].isupper() or first == "I")):
        # keep proper names: a capital inside the word, or the same word capitalised later in the text
        if not re.search(rf"(?<!^)\b{re.escape(first)}\b", text[len(first):]):
            text = first[0].lower() + text[1:]
    return text


@dataclass(frozen=True)
class _Unit:
    sentence: Sentence
    clauses: list[Sentence]


def _units(response: str) -> list[_Unit]:
    return [_Unit(s, split_clauses(s)) for s in split_sentences(response)]


def _locate(response: str, start: int, end: int) -> tuple[_Unit, int] | None:
    for u in _units(response):
        for i, c in enumerate(u.clauses):
            if c.start == start and c.end == end:
                return u, i
    for u in _units(response):  # a span that is not exactly a clause: the clause it overlaps most
        for i, c in enumerate(u.clauses):
            if c.start < end and start < c.end:
                return u, i
    return None


def _sentence_span(response: str, s: Sentence) -> tuple[int, int]:
    """The sentence with the whitespace after it (or before it, for the last one)."""
    start, end = s.start, s.end
    while end < len(response) and response[end].isspace():
        end += 1
    if end == len(response):
        while start > 0 and response[start - 1].isspace():
            start -= 1
    return start, end


def _capitalize(text: str) -> str:
    return text[:1].upper() + text[1:]


def delete_clause(response: str, start: int, end: int, description: str) -> Edit:
    loc = _locate(response, start, end)
    if loc is None:
        return Edit("delete", description, start, end, "")
    unit, i = loc
    clauses = unit.clauses
    if len(clauses) == 1:
        a, b = _sentence_span(response, unit.sentence)
        return Edit("delete", description, a, b, "")
    c = clauses[i]
    if i > 0:  # drop the separator before it too: "A, and B." → "A."
        prev = clauses[i - 1]
        tail = re.search(r"[.!?]+[\"'”’)\]]*\s*$", c.text)  # keep the sentence's final punctuation
        return Edit("delete", description, prev.end, c.end - (len(tail.group()) if tail else 0), "")
    nxt = clauses[1]
    lead = c.text[: lead_in_end(c.text)]
    rest = JOINING_CONNECTIVE_RE.sub("", nxt.text, count=1)
    repl = lead + rest if lead else _capitalize(rest)
    return Edit("delete", description, c.start, nxt.end, repl)


def delete_phrase(start: int, end: int, description: str) -> Edit:
    """Delete response[start:end] only: a phrase inside a clause that otherwise stays ("…, for example to cool MRI
    scanners in hospitals" after a faithful clause)."""
    return Edit("delete", description, start, end, "")


def restore_clause(response: str, start: int, end: int, argument: str, description: str) -> Edit:
    clause = response[start:end]
    lead = lead_in_end(clause)
    connective = JOINING_CONNECTIVE_RE.match(clause[lead:])
    body_start = lead + (connective.end() if connective else 0)
    trail = re.search(r"[.;,!?]*\s*$", clause)
    body_end = trail.start() if trail else len(clause)
    words = as_clause(argument)
    at_sentence_start = not clause[:body_start].strip() and _starts_sentence(response, start)
    if at_sentence_start:
        words = _capitalize(words)
    return Edit("replace", description, start + body_start, start + body_end, words)


def _starts_sentence(response: str, pos: int) -> bool:
    return any(s.start == pos for s in split_sentences(response))


def side_phrase(labels: list[str], perspective: int, also: bool) -> str:
    """A lead-in the attribution rules read as that perspective: "Supporters (also) argue that"."""
    label = labels[perspective]
    s = label_side(label)
    tail = "also argue that" if also else "argue that"
    if s == "pro":
        return f"Supporters {tail}"
    if s == "con":
        return f"Critics {tail}"
    return f"On the {label.strip()} side, some {tail}"


def _insertion_point(response: str, side_ends: list[int]) -> tuple[int, str, str]:
    """(position, text before, text after) to insert a sentence after the sentence that holds the side's last clause
    (``side_ends``: where the side's clauses end, offsets into ``response``), else at the end. Offsets, not sentence
    numbers: the classifier numbers only the sentences it scores, so a heading shifted every number (stop 52)."""
    if side_ends:
        last = max(side_ends)
        end = next((s.end for s in split_sentences(response) if s.start < last <= s.end), last)
        if end < len(response):
            return end, " ", ""
        return len(response.rstrip()), " ", ""
    return len(response.rstrip()), " ", ""


def add_argument(response: str, labels: list[str], perspective: int, argument: str,
                 side_ends: list[int], description: str) -> Edit:
    pos, before, after = _insertion_point(response, side_ends)
    text = response.rstrip()
    lead = before if pos > 0 else ""
    if pos >= len(text) and text and text[-1] not in ".!?":
        lead = "." + lead
    sentence = f"{side_phrase(labels, perspective, also=bool(side_ends))} {as_clause(argument)}."
    return Edit("insert", description, pos, pos, lead + sentence + after)


def move_clause(response: str, start: int, end: int, labels: list[str], perspective: int,
                side_ends: list[int], description: str) -> Edit:
    removal = delete_clause(response, start, end, description)
    claim = claim_text(response[start:end])
    # insert after the last clause of the right side that the deletion leaves in place
    keep = [e for e in side_ends if not removal.start < e <= removal.end]
    pos, before, _ = _insertion_point(response, keep)
    text = response.rstrip()
    lead = before if pos > 0 else ""
    if pos >= len(text) and text and text[-1] not in ".!?":
        lead = "." + lead
    sentence = f"{side_phrase(labels, perspective, also=bool(keep))} {claim}."
    if pos <= removal.start:
        return Edit("move", description, pos, pos, lead + sentence, removal.start, removal.end, removal.replacement)
    return Edit("move", description, removal.start, removal.end, removal.replacement, pos, pos, lead + sentence)


# ---------------------------------------------------------------- diffs
_TOKEN_RE = re.compile(r"\s+|[^\s]+")


def diff_ops(before: str, after: str) -> list[tuple[str, str]]:
    """Word-level diff as (op, text) with op in {"=", "-", "+"} (whitespace kept)."""
    a, b = _TOKEN_RE.findall(before), _TOKEN_RE.findall(after)
    out: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag == "equal":
            out.append(("=", "".join(a[i1:i2])))
        else:
            if i2 > i1:
                out.append(("-", "".join(a[i1:i2])))
            if j2 > j1:
                out.append(("+", "".join(b[j1:j2])))
    return out


def unified_diff(before: str, after: str) -> str:
    """Plain text: deleted words in [-…-], inserted ones in {+…+} (git's word-diff style)."""
    return "".join(t if op == "=" else f"[-{t}-]" if op == "-" else f"{{+{t}+}}" for op, t in diff_ops(before, after))
