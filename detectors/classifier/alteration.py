"""A clause that restates its argument but changes it: negated, strengthened, another quantity (the paper's
partial hallucination; FAVA's contradictory and entity errors).

The classifier lowers such a clause's support to 1 − its altered score, so P(hallucination) sees what the
`altered` finding names (``detectors.findings.rules``, rule 3, reads the same ``alteration``): a pair model
reads most of these clauses as stated, because nearly every word of its argument is there.

The rule, on clause c with best argument a (f = f(c, a)), the clause it hangs on (its host, the clause before
it in the same sentence) and f_CE(given arguments, c) from the cross-encoder alone (without the topical
bi-encoder, which cannot see a changed quantifier):

* c with its host (lead-in included) repeats at least ``ALTER_OVERLAP`` of a's content stems, the cross-encoder
  doubts that the given arguments state c (score = max(1 − f_CE, P(contradiction)) ≥ ``ALTER_SCORE``), and either
  a three-way pair model reads c as contradicted (P(contradiction) ≥ ``CONTRADICTION_MIN``) or f ≥ ``ALTER_MATCH``
  and c adds a marker word a lacks (universal or exclusive scope, certainty, intensifiers, quantities and numbers;
  ``MARKERS``) or drops or changes one of a's numbers;
* or a *polarity flip*: c and a differ in polarity (an odd number of negators in one of them, ``negated``; read on
  the part of each that restates the other, with "without" read both ways: ``reverses_polarity``, stop 55), c
  with its host repeats at least ``NEGATION_OVERLAP`` of a's content stems and either f_CE < ``NEGATION_SUPPORT_MAX``
  ("does not save the district money" for "saves the district money") or the three-way model leans to contradiction
  (P ≥ ``FLIP_CONTRADICTION_MIN``: "falling water tables would not affect the wells …" for "… may dry up the wells
  …", f_CE 0.66, P 0.77; stop 48: three val negations, no error-free clause of the six val splits or dev val); its
  score is at least that overlap;
* or an *opposite* (stop 50): c with its host puts one direction word of a in place of its opposite, one word for one
  with the same words on either side (``detectors.core.polarity.opposite_swap``: "could make it harder to post parcels"
  for "could make it easier to post parcels"), c and a have the same polarity and c repeats at least
  ``NEGATION_OVERLAP`` of a's content stems; no support gate, as the pair model reads such a clause as stated (f_CE
  0.82 on that one); its score is at least that overlap, as for a flip;
* or a *hedge turned absolute* (FAVA's exaggeration): a hedges (``HEDGES``: could, may, some, often …) and c adds an
  absolute (``ABSOLUTES``: eliminate, entirely, ensure, inevitably, never, always, everywhere, an intensifier such as
  dramatically unless a has a degree word of its own; ``ABSOLUTE_PHRASES``: wipe out, an end to, certain to, kill
  off, full stop …) that a lacks, nor says in other words ("every day" for "each day", "every customer" for "all
  customers" and back, stop 67: ``SAME_AS_MARKER``), an absolute of scope only where c keeps no hedge of its own ("every car … may crack a few slabs" rewords "may crack slabs":
  ``softened``), c with its host repeating at least ``ALTER_OVERLAP`` of a's content stems ("Compulsory chipping would
  eliminate the problem of unclaimed cats" for "It may reduce the number of unclaimed cats …"); its score is at least
  how surely c restates a: that overlap or the pair model's f(c, a), whichever is higher (stop 44: with the overlap
  alone, four val exaggerations at overlap 0.43–0.44 and f 0.59–0.83 stayed under ``ALTER_SCORE``). No support
  gate: the pair model reads such a clause as stated (f_CE 0.47–0.96 on the fresh set's val exaggerations), and a
  faithful rewording keeps a hedge or drops it for a plain verb ("Delivery firms stand to save time"), which the rule
  leaves alone; "will" and "all" alone are not absolutes (faithful rewordings use them:
  "Drivers worry that automation will take away their jobs", "banking it all takes time"). "will" is one only
  where it replaces a modal hedge (``MODAL_HEDGES``: could, may, might, can) and neither the clause nor its host
  keeps any hedge or softener (``SOFTENERS``: "will help", "stand to", "the potential to"): "Free parking will
  pull more people into their cars" for "Free parking could encourage more people to drive" (stop 41: 4 of the
  17 exaggerations of the two fresh val splits, no faithful clause of the four val sets, dev included).
* or a *hedge dropped* (stop 57): c repeats at least ``NEGATION_OVERLAP`` of a's content stems with the same polarity
  and states a verb that a hedges with a modal, with no hedge or softener left in c or its host
  (``stated_plainly``: "Unpasteurized milk carries bacteria … that cause serious illness" for "… can carry bacteria
  … that may cause serious illness"); its score is as an absolute's.

Without the support gate the flip also named antonym paraphrases of the dev data altered ("doesn't help" for
"disadvantages", f_CE 0.63–0.92; ``benchmarks/lexical_alterations.py``). A faithful paraphrase that happens to
add "whole" or "will" keeps f_CE high (0.85–0.95 on the organic val split), so it is not altered.
"""
from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product

from detectors.classifier.figures import NUMBER_RE, NUMBER_WORDS
from detectors.core.polarity import FAIL_WORDS, few_phrases, negated, negators, opposite_swap
from detectors.core.text import claim_text, content_stems, split_words, stem

ALTER_MATCH = 0.7
ALTER_OVERLAP = 0.4
NEGATION_OVERLAP = 0.6
NEGATION_SUPPORT_MAX = 0.6
FLIP_CONTRADICTION_MIN = 0.5
CONTRADICTION_MIN = 0.97  # stop 60's adapter reads every unfaithful kind as contradiction: 0.9 cost 9 error-free val answers
ALTER_SCORE = 0.5

# Marker words: words that make a claim stronger or change its quantity, scope or certainty. Only
# markers the clause *adds* count (and a number that differs from the argument's): negation,
# comparatives and hedges ("not", "more", "can", "may") are left out because paraphrases of the
# val topics use them freely (on val's correct responses they gave most of the false positives).
MARKER_GROUPS: dict[str, frozenset[str]] = {
    "universal": frozenset("all every always entire entirely whole completely totally fully everyone everybody "
                           "everything universally invariably".split()),
    "none": frozenset("never none nobody nothing".split()),
    "only": frozenset("only solely exclusively".split()),
    "certain": frozenset("certainly definitely undoubtedly surely proven proves guaranteed guarantee guarantees "
                         "inevitably will".split()),
    "intensifier": frozenset("extremely hugely massively dramatically vastly drastically enormously".split()),
    "quantity": frozenset("few double doubles doubled triple triples tripled half halves halved twice hundreds "
                          "thousands millions billions dozens percent majority minority".split()),
}
HEDGES = frozenset("could may might can some often sometimes many several likely possibly perhaps potentially tend "
                   "tends partly slightly somewhat risk risks occasionally usually typically most".split())
ABSOLUTES = frozenset("eliminate eliminates eliminated eliminating entirely completely totally altogether ensure ensures "
                      "ensured ensuring guarantee guarantees guaranteed inevitably inevitable always never certainly "
                      "definitely undoubtedly every everywhere reliably invariably universally".split()
                     ) | MARKER_GROUPS["intensifier"]
# An intensifier in place of the argument's own degree word is a rewording ("drastically lower" for "greatly reduce").
DEGREE_WORDS = MARKER_GROUPS["intensifier"] | frozenset("greatly significantly substantially sharply considerably markedly "
                                                        "strongly heavily seriously severely".split())
# Absolutes of more than one word ("would wipe out pollution", "are certain to bring", "put an end to").
ABSOLUTE_PHRASES = ("wipe out", "wipes out", "wiped out", "wiping out", "an end to", "once and for all", "do away with",
                    "does away with", "certain to", "sure to", "bound to", "kill off", "kills off", "killed off",
                    "finish off", "finishes off", "finished off", "spell the end", "spells the end", "full stop",
                    # "would end the injuries" for "could reduce injuries", "mean the end of discounts" (stop 54)
                    "will end the", "would end the", "will end all", "would end all", "mean the end of",
                    "means the end of", "meant the end of")
MODAL_HEDGES = frozenset("could may might can".split())
# "Altogether" goes with a verb of stopping or leaving ("could leave altogether", "may skip it altogether"), which is
# already whole: it adds no scope while the clause keeps a hedge, only where the hedge is gone (stop 53). So too an
# absolute of scope under a hedge of possibility the clause keeps: "could keep doctors on site at every hour", "every
# car … may crack a few slabs" reword a hedged argument (stop 66: four error-free val answers lose their only
# finding, two val errors are lost, one of them found by accident; on the written answers 1 of 621 exaggerations);
# "loot boxes are hooking every kid", with no hedge of its own, does not.
EMPHATIC_ABSOLUTES = frozenset({"altogether"})
SCOPE_SOFTENED_ABSOLUTES = frozenset({"every", "everywhere", "always"})
# Words that keep a claim hedged without a modal: "will help cut", "stand to save", "the potential to reduce".
SOFTENERS = frozenset("help helps helping potential chance stand stands expect expects hope hopes aim aims conceivable "
                      "conceivably possible probably".split())
HEDGING = HEDGES | SOFTENERS
# Numbers written in words count as their digits ("Sixteen-year-olds" for "16-year-olds" is the same number); "one"
# and "zero" are left out ("one of the few", "zero-emission"), magnitudes stay words.
_COUNTED_NUMBER_WORDS = {w: str(v) for w, v in NUMBER_WORDS.items() if v > 1}
_MAGNITUDES = frozenset("thousand million billion".split())
_NUMBER_WORDS = frozenset(_COUNTED_NUMBER_WORDS) | _MAGNITUDES
MARKERS = frozenset().union(*MARKER_GROUPS.values()) | _NUMBER_WORDS


# "it is only fair that …" judges; it does not narrow (stop 54)
_ONLY_IDIOMS = frozenset("fair natural right reasonable sensible logical proper".split())
# Words that say a thing is whole: one restates another ("impossible to remove completely" for "… remove fully")
COMPLETENESS = frozenset("entire entirely whole wholly completely totally fully altogether".split())


# "will" as a noun: "against their will", "free will", "political will" (stop 58)
_BEFORE_NOUN_WILL = frozenset("their his her its our your my own free good ill political popular the a".split())


def _noun_will(words: list[str], k: int) -> bool:
    return words[k] == "will" and k > 0 and words[k - 1] in _BEFORE_NOUN_WILL


def says_will(words: list[str]) -> bool:
    """Whether lowercase words say the verb "will" (not the noun: ``_BEFORE_NOUN_WILL``)."""
    return any(w == "will" and not _noun_will(words, k) for k, w in enumerate(words))


# "everyone else" is "the others", no scope of its own ("gaps between students from well-resourced schools and everyone
# else" for "… and others"; stop 68: on the written answers 3 faithful rewordings fewer with a marker added, one of
# 1,334 exaggerations keeps two others)
_OTHERS_PRONOUNS = frozenset("everyone everybody everything".split())


def marker_words(text: str) -> set[str]:
    """The marker words and numbers in ``text`` (lowercase; a number word as its digits); "a few" is no "few", nor is
    "only" in "only fair", nor "will" a noun, nor "everyone" in "everyone else"; "nothing but" is "only" (stop 68:
    "left with nothing but the angriest calls" for "handling only the angriest calls")."""
    words = [w.lower for w in split_words(text)]
    words = ["only" if w == "nothing" and words[k + 1 : k + 2] == ["but"] else w for k, w in enumerate(words)]
    out = {_COUNTED_NUMBER_WORDS.get(w, w) for k, w in enumerate(words) if w in MARKERS
           and not (w == "few" and k > 0 and words[k - 1] == "a")
           and not (w in _OTHERS_PRONOUNS and words[k + 1 : k + 2] == ["else"])
           and not (w == "only" and words[k + 1 : k + 2] and words[k + 1] in _ONLY_IDIOMS) and not _noun_will(words, k)}
    return out | set(NUMBER_RE.findall(text))


# An argument's word that says what a marker says: "every day" restates "each day" (stop 51).
# "all" and "every" both ways (stop 67): on the written answers 14 faithful rewordings fewer with a marker added (of 326)
# for 3 exaggerations (of 1,334); val error-free answers with a finding 34 → 33 of 451, no labelled error lost
SAME_AS_MARKER = {"each": "every", "all": "every", "every": "all"}


def markers_in_other_words(text: str) -> set[str]:
    """The markers a text says in other words: ``SAME_AS_MARKER``, "few" ("small numbers of operations",
    ``polarity.few_phrases``; stop 54), one ``COMPLETENESS`` word for another; a denial says "never" ("would never get
    around to opening an account" for "would not open one", stop 53)."""
    words = {w.lower for w in split_words(text)}
    return ({SAME_AS_MARKER[w] for w in words if w in SAME_AS_MARKER} | (COMPLETENESS if words & COMPLETENESS else set())
            | ({"few"} if few_phrases(text) else set()) | ({"never"} if negated(text) else set()))


def marker_difference(clause: str, argument: str) -> tuple[set[str], set[str]]:
    """(markers the clause adds, numbers of the argument it drops or changes)."""
    c = marker_words(claim_text(clause) or clause)
    a = marker_words(argument) | markers_in_other_words(argument)
    numbers = {w for w in a - c if w[0].isdigit() or w in _MAGNITUDES}
    return c - a, numbers


def absolutes_added(clause: str, argument: str, host: str | None = None) -> set[str]:
    """The absolutes the clause adds to a hedged argument (module doc), or an empty set; ``host``: the clause with
    the clause it hangs on (default: the clause alone), which must keep no hedge for "will" to count."""
    argument_words = [w.lower for w in split_words(argument)]
    a = set(argument_words)
    if not a & HEDGES:
        return set()
    claim_words = [w.lower for w in split_words(clause)]  # lead-in too: "… would wipe out the revenue that keeps …"
    out = (absolutes_in(claim_words) - absolutes_in(argument_words) - absolutes_said_otherwise(argument_words)
           - markers_in_other_words(argument))
    if a & DEGREE_WORDS:
        out -= MARKER_GROUPS["intensifier"]
    if says_will(claim_words) and hardens_will(argument, host or clause):
        out.add("will")
    return softened(out, clause, host or clause)


# A modal of possibility, not of ability: "Voters can always remove judges" claims the power every time (stop 66: on
# the written answers, counting "can" and the softeners too lost eleven exaggerations)
POSSIBILITY_MODALS = frozenset("could may might".split())
_DENIED_MODAL_NEXT = frozenset({"not", "t", "never"})  # "could never justify", "may not": a denial, not a hedge


def softened(markers: set[str], clause: str, host: str) -> set[str]:
    """The markers less those a kept hedge softens: "altogether" under a hedge or softener of the clause or its host
    (``EMPHATIC_ABSOLUTES``), an absolute of scope under a hedge of possibility in the clause itself
    (``SCOPE_SOFTENED_ABSOLUTES``, ``hedges_possibility``)."""
    if {w.lower for w in split_words(host)} & (MODAL_HEDGES | SOFTENERS):
        markers = markers - EMPHATIC_ABSOLUTES
    if hedges_possibility([w.lower for w in split_words(clause)]):
        markers = markers - SCOPE_SOFTENED_ABSOLUTES
    return markers


def hedges_possibility(words: list[str]) -> bool:
    """Whether lower-cased words keep a modal of possibility that is not denied ("could", not "could never")."""
    return any(w in POSSIBILITY_MODALS and after not in _DENIED_MODAL_NEXT for w, after in zip(words, words[1:] + [""]))


# A clause's parts: commas, semicolons, colons, dashes, and a subordinate clause's opening word cut it.
_PART_BREAK_RE = re.compile(r"[,;:]\s+|\s[—–-]\s|\s(?=(?:because|since|although|though|whereas)\b)", re.IGNORECASE)
OWN_PART_MIN_WORDS = 2


def argument_part(clause: str, argument: str) -> str:
    """The clause without its parts that say something else (either text may be the clause): a part that shares no
    content stem with the argument and has ``OWN_PART_MIN_WORDS`` content words of its own ("… says plenty of people
    keep paying for subscriptions they no longer want because …, that cancelling should be no harder than signing up"
    read against "Cancelling should be no harder than signing up": the first point's "no longer" is not the second's
    denial; stop 55)."""
    a = set(content_stems(argument))
    parts = _PART_BREAK_RE.split(clause)
    kept = [p for p in parts if set(content_stems(p)) & a or len(content_stems(p)) < OWN_PART_MIN_WORDS]
    return " ".join(kept) if kept else clause


def reverses_polarity(clause: str, argument: str) -> bool:
    """Whether the clause's part that restates the argument and the argument's part that the clause restates
    (``argument_part`` both ways: "Commonhold asks flat owners to run their own building" restates the first part of
    "…, which many may lack the time or skill to do") differ in polarity, however "without" reads: it denies ("without
    relying on locum doctors" for "not left leaning on locum doctors") or it does not ("protect players without a full
    ban"), so a reversal must hold both ways (stop 55); so too with the words that deny only sometimes
    (``polarity.IMPLICIT_DENIALS``: "may not happen often enough" for "may be too infrequent", stop 64)."""
    said, meant = argument_part(clause, argument), argument_part(argument, clause)
    return all(negated(said, w, i) != negated(meant, w, i) for w, i in product((False, True), repeat=2))


def opposite_in_place(clause: str, host: str, argument: str) -> tuple[str, str] | None:
    """(argument's word, clause's word) where the clause with its host puts a direction word's opposite in its
    argument's place (``opposite_swap``), keeps its polarity and repeats at least ``NEGATION_OVERLAP`` of its content
    stems (module doc), else None."""
    if negated(clause) != negated(argument) or argument_overlap(host, argument) < NEGATION_OVERLAP:
        return None
    return opposite_swap(host, argument)


def hedge_words(text: str) -> set[str]:
    """The lowercase words of ``text`` that hedge or soften (``HEDGING``); "at risk" is a danger said,
    not a hedge ("will put mothers and babies at risk" for "could put some mothers … at risk"; stop 67)."""
    words = [w.lower for w in split_words(text)]
    return {w for k, w in enumerate(words) if w in HEDGING
            and not (w in ("risk", "risks") and k > 0 and words[k - 1] == "at")}


def hardens_will(argument: str, host: str) -> bool:
    """Whether a clause's "will" replaces a modal hedge of its argument: the argument hedges with a modal and no
    "will", and the clause with its host keeps no hedge or softener (lead-in included: "it's conceivable that … will",
    "Stallholders hope the square will bring …")."""
    a = {w.lower for w in split_words(argument)}
    return "will" not in a and bool(a & MODAL_HEDGES) and not hedge_words(host)


# "would" for "could" keeps a claim conditional: writers reword so ("commonhold would free flat owners from paying
# ground rent" for "… could free …"; stop 57)
CONDITIONALS = frozenset("would should".split())
# A denial in words the polarity rule does not count ("have done little to cut traffic" for "could cut traffic"): a
# negation, which the contradiction reading names, not a hedge dropped
DENIALS = frozenset("little hardly barely scarcely nothing".split())
# Words between a modal and its verb that leave the verb the same claim ("may never see", "could also raise").
_BETWEEN_MODAL_AND_VERB = frozenset("never not also even still only actually really".split())
PLAIN_VERB_MIN_CHARS = 3  # a stem this short matches too much ("be", "go")


def hedged_verbs(argument: str) -> list[tuple[str, str]]:
    """The verbs the argument hedges with a modal (``MODAL_HEDGES``), each with the word after it: "can carry bacteria
    … that may cause serious illness" → (carry, bacteria), (cause, serious); "may be" hedges no verb of its own."""
    words = [w.lower for w in split_words(argument)]
    out = []
    for i, w in enumerate(words):
        if w not in MODAL_HEDGES:
            continue
        j = i + 1
        while j < len(words) and words[j] in _BETWEEN_MODAL_AND_VERB:
            j += 1
        if j + 1 < len(words) and words[j] != "be" and len(stem(words[j])) >= PLAIN_VERB_MIN_CHARS:
            out.append((words[j], words[j + 1]))
    return out


def stated_plainly(clause: str, host: str, argument: str) -> set[str]:
    """The argument's hedged verbs that the clause states with no hedge (FAVA's exaggeration: "Unpasteurized milk
    carries bacteria … that cause serious illness" for "… can carry bacteria … that may cause serious illness", "kids
    … never see any of the money" for "may never see any of the money"), read on the argument's part the clause
    restates (``argument_part``); the clause with its host keeps no hedge, softener or conditional ("would") at all,
    and no denial the argument lacks ("done little to", ``DENIALS``), and the same verb is there with the same word
    after it: a faithful rewording that drops a modal changes the verb ("modern filters allow output to be held" for
    "emissions can be kept", "enables staff to handle" for "Staff can manage"; stop 57), and "Banks pushed back" is
    not "could push shoppers"."""
    said_words = {w.lower for w in split_words(host)}
    if hedge_words(host) or said_words & CONDITIONALS or (said_words & DENIALS) - {w.lower for w in split_words(argument)}:
        return set()
    words = [stem(w.lower) for w in split_words(clause)]
    pairs = set(zip(words, words[1:]))
    return {verb for verb, after in hedged_verbs(argument_part(argument, clause)) if (stem(verb), stem(after)) in pairs}


# A verb of stopping is already whole: "can put an end to buddy punching" restates "can stop buddy punching" (stop 64)
STOPPING_VERBS = frozenset("stop stops stopped stopping end ends ended ending halt halts halted halting".split())
ENDING_PHRASES = frozenset(p for p in ABSOLUTE_PHRASES if " end" in f" {p}")


def absolutes_in(words: list[str]) -> set[str]:
    """The absolutes among lower-cased words, in order: ``ABSOLUTES`` and the ``ABSOLUTE_PHRASES`` they spell."""
    text = _spaced(words)
    return (set(words) & ABSOLUTES) | {p for p in ABSOLUTE_PHRASES if f" {p} " in text}


# Words that already say an absolute: "all customers" is "every customer", "constant betting ads" are there "always"
# (stop 65: "every customer" for "all customers" was an absolute added)
SAID_AS = {"every": frozenset({"all", "each"}), "always": frozenset({"constant", "constantly", "continual", "continually"})}


def absolutes_said_otherwise(words: list[str]) -> set[str]:
    """The absolutes lower-cased words say in other words: a verb of stopping says the phrases of ending, "all" and
    "each" say "every", "constant" says "always" (``SAID_AS``)."""
    said = set(words)
    out = {absolute for absolute, others in SAID_AS.items() if said & others}
    return out | (set(ENDING_PHRASES) if said & STOPPING_VERBS else set())


SCOPE_ABSOLUTES = frozenset("every always never everywhere".split())


def _neighbours(word: str, words: list[str]) -> set[tuple[int, str]]:
    """The words either side of each ``word`` in ``words`` (-1: before, 1: after)."""
    return {(d, words[k + d]) for k, w in enumerate(words) if w == word for d in (-1, 1) if 0 <= k + d < len(words)}


def query_absolutes(clause: str, query: str) -> set[str]:
    """The absolutes the clause takes from the question: said in it beside a word the question has beside it
    ("services in every town" for "… in every town?"), or any absolute but one of scope (``SCOPE_ABSOLUTES``: "a
    compulsory five-year guarantee" for "… required to guarantee …?" names the topic). "remove every dangerously
    poor-sighted driver" takes nothing from "an eyesight test every time they renew" (stop 58)."""
    clause_words, query_words = [w.lower for w in split_words(clause)], [w.lower for w in split_words(query)]
    return {a for a in absolutes_in(query_words)
            if a not in SCOPE_ABSOLUTES or _neighbours(a, clause_words) & _neighbours(a, query_words)}


def says_absolute(text: str) -> bool:
    """Whether a text holds an absolute ("entirely", "eliminated", "wipe out"), whatever its argument says."""
    return bool(absolutes_in([w.lower for w in split_words(text)]))


def _spaced(words: list[str]) -> str:
    """The words joined and padded with spaces, so a phrase is found as " phrase " (whole words only)."""
    return " " + " ".join(words) + " "


def argument_overlap(clause: str, argument: str) -> float:
    """Share of the argument's content stems that the clause repeats, lead-in included: a relative "that" reads as
    a lead-in ("extra signs and patrols that inevitably overwhelm …"), and cutting there drops the repeated words."""
    a, c = set(content_stems(argument)), set(content_stems(clause))
    return len(a & c) / len(a) if a else 0.0


WORDS_BEST_MIN = 0.6  # the share of an argument's content stems a clause must repeat to be read against it instead


def words_best_argument(host: str, arguments: Sequence[str], best: int) -> int | None:
    """The argument whose content stems the clause with its host repeats most, when that is not the pair model's
    ``best`` and the clause repeats at least ``WORDS_BEST_MIN`` of them and more than of ``best``'s; else None. An
    exaggeration or negation can pull the pair model to a neighbouring argument ("Funeral costs always push grieving
    families deep into debt" matched "Families may be spared the stress of borrowing …" best, not "Funeral costs can
    push grieving families into serious debt"), so the alteration is read against its words' argument too (stop 56)."""
    overlaps = [argument_overlap(host, a) for a in arguments]
    k = max(range(len(arguments)), key=lambda j: overlaps[j]) if arguments else best
    return k if k != best and overlaps[k] >= WORDS_BEST_MIN and overlaps[k] > overlaps[best] else None


def changes_its_part(clause: str, argument: str, alt: Alteration) -> bool:
    """Whether an alteration read against the clause's words' argument (``words_best_argument``) is an absolute or an
    opposite in the part of the clause that restates that argument (``argument_part``): a summary of several points
    ("a guaranteed public market …, shorter supply chains may …") holds another point's absolute."""
    part = argument_part(clause, argument)
    return (alt.opposite is not None or bool(absolutes_added(part, argument, part) & alt.absolute)
            or bool(stated_plainly(part, part, argument) & alt.plain))


def with_host(texts: Sequence[str], sentences: Sequence[int], i: int) -> str:
    """Clause i with the clause it hangs on (the one before it in the same sentence), for the stem overlap."""
    if i > 0 and sentences[i - 1] == sentences[i]:
        return texts[i - 1] + " " + texts[i]
    return texts[i]


@dataclass(frozen=True)
class Alteration:
    """Why a clause reads as its argument changed (module doc)."""

    score: float  # max(1 − f_CE(given, c), P(contradiction), the stem overlap for a polarity flip)
    added: frozenset[str]  # marker words the clause adds
    dropped: frozenset[str]  # numbers of the argument it drops or changes
    flipped: bool  # a polarity flip
    overlap: float  # share of the argument's content stems that the clause with its host repeats
    absolute: frozenset[str] = frozenset()  # absolutes the clause puts in place of the argument's hedge
    opposite: tuple[str, str] | None = None  # (argument's word, clause's word): a direction word reversed (a flip)
    plain: frozenset[str] = frozenset()  # the argument's hedged verbs the clause states with no hedge


def denies_by_failing(clause: str) -> bool:
    """Whether the clause's only denial is a verb of failing ("may fail to make much of a dent in loneliness" for "…
    eases loneliness"): the pair model reads such a clause as stating its argument, so a flip in those words needs no
    doubt of the support (stop 68)."""
    found = negators(clause)
    return bool(found) and all(w in FAIL_WORDS for w in found)


def alteration(clause: str, host: str, argument: str, best_argument_prob: float, support_given: float,
               contradiction: float | None, query: str = "") -> Alteration | None:
    """The alteration of ``clause`` against its best ``argument``, or None when the rule does not fire (module doc).

    ``host``: the clause with the clause it hangs on ("…, which completely eliminates bullying" needs
    "Uniforms mask income" to say which argument it alters); ``best_argument_prob``: f(c, a);
    ``support_given``: f_CE(given arguments, c); ``contradiction``: P(contradicted) from a three-way model;
    ``query``: a marker word the question itself uses is the topic's, not one the clause adds.
    """
    added, dropped = marker_difference(clause, argument)
    # "three-year degrees" when the query asks about shortening degrees to three years
    added = softened(added, clause, host) - marker_words(query)
    if "will" in added and not hardens_will(argument, host):  # "will" is a marker only where it is an absolute
        added.discard("will")
    contradicted = contradiction is not None and contradiction >= CONTRADICTION_MIN
    changed = bool(added or dropped) and best_argument_prob >= ALTER_MATCH
    overlap = argument_overlap(host, argument)
    doubted = (support_given < NEGATION_SUPPORT_MAX or (contradiction or 0.0) >= FLIP_CONTRADICTION_MIN
               or denies_by_failing(clause))
    opposite = opposite_in_place(clause, host, argument)
    reversed_polarity = reverses_polarity(clause, argument)
    flipped = (reversed_polarity and overlap >= NEGATION_OVERLAP and doubted) or opposite is not None
    # an absolute the question itself uses ("… services in every town?") is the topic's too (stop 54)
    absolute = absolutes_added(clause, argument, host) - query_absolutes(clause, query)
    plain = (stated_plainly(clause, host, argument)
             if overlap >= NEGATION_OVERLAP and not reversed_polarity else set())
    # how surely c is a's restatement: by a's words for a flip, by a's words or the pair model for an absolute
    score = max(1 - support_given, contradiction or 0.0, overlap if flipped else 0.0,
                max(overlap, best_argument_prob) if absolute or plain else 0.0)
    if score < ALTER_SCORE or not (contradicted or changed or flipped or absolute or plain) or overlap < ALTER_OVERLAP:
        return None
    return Alteration(score, frozenset(added | absolute), frozenset(dropped), flipped, overlap, frozenset(absolute),
                      opposite, frozenset(plain))
