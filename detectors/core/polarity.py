"""Polarity: which words of a text deny its predicate ("does not reduce", "no study has found", "won't").

Read by the findings' polarity flip (``detectors.findings.rules``) and by the classifier's word-for-word
reading (``detectors.classifier.verbatim``), which must not count "costs rise" as stated by "it is not
true that costs rise".
"""
from __future__ import annotations

import difflib
import re

from detectors.core.text import split_words, stem

# The negators that deny the clause's own predicate (the negative adverbs too: "rarely make queues move any
# faster" for "often make queues move faster"; they license "any" as "not" does). "not" counts after an auxiliary ("does not
# reduce", "will probably not") or before a participle whose auxiliary is left out, so "by not commuting" (a paraphrase of "skipping the commute") does not;
# "no" counts unless a preposition or "having" governs it ("with no driver" = "without a driver"); "not least", "not only",
# "no doubt" are idioms. "t" is the second half of "can't", "doesn't" … as split_words cuts them.
# "few" denies as "not many" does ("hardly use any services" for "use few services"), except after "a" ("a few"),
# "the" ("one of the few measures that work") or a preposition, as for "no". "little" is left out: "has little value"
# added to a faithful dev paraphrase flipped it (stop 44). "unable", "unlikely" and "impossible" carry their "not" in
# the word ("can't drive in" for "unable to drive in"; "impossible to remove" for "never removed", stop 54), as do
# "ignore" (and "overlook", "neglect": stop 55), "lack" and "fail to" ("takes no account of differences" for "ignores
# differences", "fails to cut costs" for "could cut costs"; stop 53: "alarms may fail" is no denial). "nothing",
# "nobody" and "none" deny as "no" does ("would get nothing comparable" for "would get no equivalent help").
NEGATIVE_QUANTIFIERS = frozenset({"few"})
FAIL_WORDS = frozenset("fail fails failed failing".split())
NEGATIVE_WORDS = frozenset("unable unlikely impossible ignore ignores ignored ignoring lack lacks lacked lacking "
                           "overlook overlooks overlooked overlooking neglect neglects neglected neglecting".split()
                           ) | FAIL_WORDS
NEGATIVE_PRONOUNS = frozenset({"nothing", "nobody", "none"})
NEGATORS = frozenset({"not", "no", "never", "cannot", "nor", "neither", "t", "rarely", "seldom", "hardly", "barely",
                      "scarcely"}) | NEGATIVE_QUANTIFIERS | NEGATIVE_WORDS | NEGATIVE_PRONOUNS
NOT_NEGATING_NEXT = frozenset({"only", "just", "least", "merely", "doubt", "less"})
AUXILIARIES = frozenset("do does did is are was were be been being am has have had can could will would shall "
                        "should may might must".split())
PREPOSITIONS = frozenset("with of for at in on by to from under into over about".split())
# "having no vehicle access means …" is "without vehicle access": the gerund makes "no" part of a noun phrase (stop 49)
NOUN_PHRASE_OPENERS = frozenset({"having"})


# Terse notes drop the auxiliary: "many older customers not (clearly) told what the change means", "costs not covered"
# deny as "were not told" does; a participle after "not" shows it (stop 52). "X, not Y" ("for parents, not planners",
# "harder, not easier") and "freedom not to take part" have no participle there.
_IRREGULAR_PARTICIPLES = frozenset("told given shown known seen made paid built kept taken done heard met found left "
                                   "brought sent spent".split())


def _is_participle(word: str) -> bool:
    return (word.endswith("ed") and len(word) > 4) or word in _IRREGULAR_PARTICIPLES


def _elides_auxiliary(words: list[str], k: int) -> bool:
    """Whether "not" at k denies a participle whose auxiliary is left out ("customers not told", "not clearly told")."""
    after = words[k + 1 : k + 3]
    participle = bool(after) and (_is_participle(after[0]) or (
        after[0].endswith("ly") and len(after) > 1 and _is_participle(after[1])))
    return participle and k > 0 and words[k - 1] not in PREPOSITIONS


def denies_at(words: list[str], k: int) -> bool:
    """Whether the k-th of these lowercase words negates its clause's predicate (see ``NEGATORS``)."""
    w = words[k]
    if w not in NEGATORS or (k + 1 < len(words) and words[k + 1] in NOT_NEGATING_NEXT):
        return False
    if w == "not":
        return bool(AUXILIARIES & set(words[max(0, k - 2):k])) or _elides_auxiliary(words, k)
    if w == "no" or w in NEGATIVE_PRONOUNS:
        return k == 0 or words[k - 1] not in PREPOSITIONS | NOUN_PHRASE_OPENERS
    if w in NEGATIVE_QUANTIFIERS:  # "only a few firms" is "few firms" (stop 54)
        return k == 0 or words[k - 1] not in PREPOSITIONS | {"a", "the"} or words[max(0, k - 2) : k] == ["only", "a"]
    if w in FAIL_WORDS:
        return words[k + 1 : k + 2] == ["to"]
    if w == "t":  # "doesn't" → doesn, t; not the letter of "T cells"
        return k > 0 and words[k - 1].endswith("n")
    return True


# "small numbers of operations" says "few operations" (stop 54); "a small number of" says "a few", which denies nothing
_FEW_PHRASE_RE = re.compile(r"(?<!\ba )\b(?:small|low|limited|tiny)\s+numbers?\s+of\b", re.IGNORECASE)


def few_phrases(text: str) -> int:
    """How many times ``text`` says "few" in other words (``_FEW_PHRASE_RE``)."""
    return len(_FEW_PHRASE_RE.findall(text))


# Words that deny without a negator, or only sometimes: "may be too infrequent to catch" says "may not happen often
# enough to catch", "make little difference" says "not make much difference", "move rather than disappear" says "not
# disappear", "would stop plants being undercut" says "plants are not undercut", "a supplement rather than a substitute"
# says "should not replace" (six of stop 63's val false alarms); "may leave out the unpaid hours" says "may not cover
# them", "may not lose coverage" says "may hold on to coverage". Each may also deny nothing ("a little", "stop by",
# "too" as "also"), so, as for "without", a polarity reversal must hold with and without them (``implicit_denials``);
# a negation that keeps the word ("would not stop", "may lose") still reverses.
IMPLICIT_DENIALS = frozenset("too little stop stops stopped stopping prevent prevents prevented preventing lose loses "
                             "lost losing miss misses missed missing avoid avoids avoided avoiding refuse refuses "
                             "refused refusing".split())
IMPLICIT_DENIAL_PHRASES = (("rather", "than"), ("instead", "of"), ("leave", "out"), ("leaves", "out"),
                           ("left", "out"), ("leaving", "out"),
                           # "they doubt that councils have the staff" says "councils may lack it" (stop 67)
                           *((doubt, after) for doubt in ("doubt", "doubts", "doubted", "doubting")
                             for after in ("that", "whether", "if")))


def implicit_denials(words: list[str]) -> list[str]:
    """The ``IMPLICIT_DENIALS`` and ``IMPLICIT_DENIAL_PHRASES`` among lowercase words ("a little" is none)."""
    single = [w for k, w in enumerate(words) if w in IMPLICIT_DENIALS and not (w == "little" and k > 0
                                                                                and words[k - 1] == "a")]
    pairs = [" ".join(p) for k in range(len(words) - 1) for p in IMPLICIT_DENIAL_PHRASES if tuple(words[k : k + 2]) == p]
    return single + pairs


def negators(text: str, count_without: bool = False, count_implicit: bool = False) -> list[str]:
    """The negating words of ``text``, in order ("n't" for a contraction's "t"), then a "few" said in other words;
    ``count_without``: "without" denies too, ``count_implicit``: the ``implicit_denials`` too (each may or may not:
    ``alteration.reverses_polarity`` reads every way)."""
    words = [w.lower for w in split_words(text)]
    found = ["n't" if words[k] == "t" else words[k] for k in range(len(words))
             if denies_at(words, k) or (count_without and words[k] == "without")] + ["few"] * few_phrases(text)
    return found + (implicit_denials(words) if count_implicit else [])


def negated(text: str, count_without: bool = False, count_implicit: bool = False) -> bool:
    """An odd number of negators: the text denies what it says without them (``negators``)."""
    return len(negators(text, count_without, count_implicit)) % 2 == 1


# Direction words and their opposites: a clause that puts one in place of the other reverses its argument without a
# negator ("could make it harder to post parcels" for "could make it easier to post parcels"). A word bag cannot tell
# which word an opposite qualifies ("more pleasant" against "less traffic", stop 48), so ``opposite_swap`` aligns the
# two texts and counts only a one-for-one replacement with the same words on either side of it. (The training
# perturbations, ``detectors.training.entailment_data._ANTONYMS``, write antonym negations and keep surface forms
# of their own, "safer" / "more dangerous"; this table reads them, by stem.)
OPPOSITES: tuple[tuple[str, str], ...] = (
    ("easier", "harder"), ("easy", "hard"), ("more", "less"), ("more", "fewer"), ("increase", "decrease"),
    ("increase", "reduce"), ("raise", "lower"), ("rise", "fall"), ("higher", "lower"), ("better", "worse"),
    ("improve", "worsen"), ("cheaper", "dearer"), ("help", "hurt"), ("help", "harm"), ("safe", "unsafe"),
    ("safer", "riskier"), ("gain", "lose"), ("boost", "reduce"), ("benefit", "harm"), ("strengthen", "weaken"),
    ("encourage", "discourage"), ("attract", "deter"), ("up", "down"), ("quieter", "noisier"), ("faster", "slower"),
    ("longer", "shorter"), ("protect", "endanger"), ("likely", "unlikely"),
    # stop 51: neutral on the nine val splits and dev val (no clause there changes), +9 negations of the written
    # answers and no faithful rewording (benchmarks/opposites.py)
    ("increase", "cut"), ("raise", "cut"), ("boost", "cut"), ("boost", "hurt"), ("ease", "worsen"),
    ("ease", "increase"), ("cut", "add"), ("save", "cost"), ("attract", "repel"), ("welcome", "oppose"),
    ("support", "oppose"), ("strong", "weak"), ("stronger", "weaker"), ("high", "low"), ("rise", "drop"),
    ("grow", "shrink"), ("expand", "shrink"), ("positive", "negative"), ("success", "failure"),
    ("cheap", "expensive"), ("cheaper", "pricier"), ("quiet", "noisy"), ("safe", "dangerous"), ("good", "bad"),
    ("fair", "unfair"), ("legal", "illegal"), ("allow", "forbid"), ("include", "exclude"), ("gain", "loss"),
    ("benefit", "cost"), ("reduce", "worsen"), ("lower", "increase"), ("improve", "damage"), ("protect", "harm"),
    ("encourage", "deter"))


def _opposites_by_stem(pairs: tuple[tuple[str, str], ...]) -> dict[str, frozenset[str]]:
    """Each word's stem → the stems of its opposites, both ways round."""
    out: dict[str, set[str]] = {}
    for a, b in pairs:
        out.setdefault(stem(a), set()).add(stem(b))
        out.setdefault(stem(b), set()).add(stem(a))
    return {k: frozenset(v) for k, v in out.items()}


_OPPOSITE = _opposites_by_stem(OPPOSITES)


# A degree word beside the opposite keeps the swap one-for-one ("should be easy enough to compare" for "may be hard to
# compare", "far cheaper" for "more expensive"; stop 53).
OPPOSITE_DEGREE_WORDS = frozenset("enough much far very quite fairly pretty really relatively rather so too".split())


def _one_word(stems: list[str], words: list[str]) -> tuple[str, str] | None:
    """(stem, word) of a span that is one word, or one word and a degree word beside it, else None."""
    kept = [(s, w) for s, w in zip(stems, words) if w not in OPPOSITE_DEGREE_WORDS]
    return kept[0] if len(kept) == 1 and len(stems) <= 2 else None


def opposite_swap(clause: str, argument: str) -> tuple[str, str] | None:
    """(the argument's word, the clause's word) where the clause replaces one word of its argument by its opposite,
    with the same word before and after it in both (``OPPOSITES``; a degree word may stand beside either), else None."""
    a_words, c_words = [w.lower for w in split_words(argument)], [w.lower for w in split_words(clause)]
    a, c = [stem(w) for w in a_words], [stem(w) for w in c_words]
    ops = difflib.SequenceMatcher(a=a, b=c, autojunk=False).get_opcodes()
    for k, (tag, i1, i2, j1, j2) in enumerate(ops):
        if tag != "replace" or not (0 < k < len(ops) - 1 and ops[k - 1][0] == ops[k + 1][0] == "equal"):
            continue
        old, new = _one_word(a[i1:i2], a_words[i1:i2]), _one_word(c[j1:j2], c_words[j1:j2])
        if old is not None and new is not None and new[0] in _OPPOSITE.get(old[0], ()):
            return old[1], new[1]
    return None
