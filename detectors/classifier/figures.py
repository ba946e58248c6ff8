"""Figures a clause gives that no given text has: the invented statistic ("a 2022 survey found that 71 % …").

A figure (a number written in digits: a percentage, a year, a count) is a fact a reader can check. If neither
the query nor any given argument has it, the arguments cannot state the clause, however well the rest of it
matches: the pair model read "A 2022 survey of secondary teachers found that 71% said phones interrupted their
lessons" as stated by "Phones in class can distract students and disrupt lessons" (support 0.73; the fresh set's
val split, examples/organic/README.md). The classifier gives such a claim clause support 0 and the `unsupported`
finding names the figures. On the val splits every invented statistic has one (11 of 11, organic and fresh).
The same holds of a summary and its document: on the documents' val half the rule fires on 289 of 966 unfaithful
and 30 of 773 faithful rows (``benchmarks/rule_firings.py``), mostly WiCE claims (raw AUC 0.679 → 0.736), and
barely moves QAGS (docs/evaluation.md, stop 40).

Not figures: a digit inside a word that starts with a letter ("ELI5", "CO2", "M25": part of a name; stop 59); a number
joined to a word by a hyphen ("24-hour", "four-day": a compound adjective, often the topic's own) or to another number
by a slash ("24/7", "9/11": idioms and dates); written-out numbers ("two sides", "a few"), which framing uses, except
a ratio ("one in four renters", "seven out of ten victims": a survey's finding in words, stop 53; on the val splits
all ten are invented statistics), a share in words ("a third of permit holders", "falling by around a third", "over
half of donors": all nine on val are in labelled errors) and a percentage in words ("ten percentage points"); a figure
the given texts write in words ("3 years" for "three years"); and the number of a point of the answer itself ("Points
2 and 4 bear on the same question", "point 5 raises a financial concern": an IRAC memo's analysis of its own numbered
list; stop 51).
"""
from __future__ import annotations

import re

from detectors.core.example import Example

NUMBER_RE = re.compile(r"\d+(?:[.,]\d+)*%?")
# In a given text a separator may be followed by a space: tokenized news ("31. 8 million", "15, 000 flowers"); such a
# number counts both joined and as its parts ("in 2019, 1,200 people" gives 2019 and 1200 too).
_SPACED_NUMBER_RE = re.compile(r"\d+(?:[.,] ?\d+)+")
_FIGURE_RE = re.compile(r"(?<![\d/])(\d+(?:[.,]\d+)*)(?![\d/]|[.,]?\d|-[^\W\d_])")
NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split())} | {"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
                                                    "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100}
_WORD_RE = re.compile(r"[^\W\d_]+")


# "point 2", "points 2 and 4", "items 1, 3 or 5", "paragraphs 1 and 2", a deck's "Slide 3: Surgeons", "Step 2", "Part 1":
# the answer's own numbering ("section 7" stays a figure: a summary's citation of a law)
# ("Position 1 (astronomers)", "Points 3 through 5 reflect the critics' case": stop 56)
# the answer's own sides numbered as its points are ("side 1, child rights advocates.", "camp 2"; stop 57)
POINT_REFERENCE_RE = re.compile(r"\b(?:points?|items?|paragraphs?|arguments?|slides?|steps?|parts?|chapters?|positions?|"
                                r"sides?|camps?|perspectives?|viewpoints?|stakeholders?)"
                                r"\s+\d{1,2}(?:\s*(?:,|and|or|&|–|-|to|through|thru)\s*\d{1,2})*\b", re.IGNORECASE)
# A count of the answer's own sides in digits, as a quick message writes "two sides" ("so 3 camps really", "i can see
# all 3"; stop 56): framing, as the written-out count is
SIDE_COUNT_RE = re.compile(r"\b\d\s+(?:main\s+|key\s+|different\s+|distinct\s+|big\s+)?(?:camps?|sides?|groups?|"
                           r"perspectives?|viewpoints?|views?|positions?|stakeholders?|parties|angles?|takes?)\b"
                           r"|\b(?:all|both)\s+\d\b(?!\s*(?:%|[^\W\d_]))", re.IGNORECASE)


# A digit inside a word that starts with a letter is part of a name, not a figure: "ELI5:" above a forum answer, "CO2",
# "H5N1", a username such as "CoolCat42", a road such as "M25" (stop 59: the ELI5 writer's label gave every one of its
# answers support 0). A number that starts the word ("5G", "10km", "1990s") stays a figure.
NAME_WITH_DIGITS_RE = re.compile(r"\b[^\W\d_][^\W_]*\d[^\W_]*")


def mask_own_numbers(text: str) -> str:
    """``text`` with the numbers that are no figures blanked: those that count the answer's own points and sides
    (``POINT_REFERENCE_RE``, ``SIDE_COUNT_RE``) and the digits of a name (``NAME_WITH_DIGITS_RE``)."""
    blank = lambda m: " " * len(m.group())  # noqa: E731
    return NAME_WITH_DIGITS_RE.sub(blank, SIDE_COUNT_RE.sub(blank, POINT_REFERENCE_RE.sub(blank, text)))


_RATIO_TERM = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
# "one in four", "seven out of ten", "a in every five" is no English, but "one in every five" is
_RATIO_RE = re.compile(rf"\b(a|{_RATIO_TERM}|\d+)\s+(?:in|out of)\s+(?:every\s+)?({_RATIO_TERM}|\d+)\b", re.IGNORECASE)


def _number(word: str) -> int:
    w = word.lower()
    return 1 if w == "a" else int(w) if w.isdigit() else NUMBER_WORDS[w]


# "a third of the catch", "two-thirds of parents", "(falling) by around a quarter": a share in words; "a third camp",
# "a third view" are ordinals (no "of" after them, no "by" before)
_FRACTIONS = {"third": 3, "quarter": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10}
_FRACTION_RE = re.compile(r"\b(?:(by)\s+(?:around\s+|about\s+|roughly\s+|nearly\s+|almost\s+|over\s+)?)?(a|one|two|three|four)"
                          r"[\s-]+(" + "|".join(_FRACTIONS) + r")s?\b(\s+of\b)?", re.IGNORECASE)


# "over half of current donors", "nearly half of visitors": a share in words too (stop 55: both on the val splits are
# invented statistics); "the second half of the season" is a part of a time, "on behalf of" no share
_HALF_RE = re.compile(r"(?<!\bthe )(?<!\bfirst )(?<!\bsecond )(?<!\bother )\bhalf\s+of\b", re.IGNORECASE)


# "ten percentage points", "twenty-five per cent": a percentage in words is a figure too (stop 53)
_TENS = "|".join(w for w, v in NUMBER_WORDS.items() if 20 <= v < 100 and v % 10 == 0)
_PERCENT_WORDS_RE = re.compile(rf"\b(?:({_TENS})-)?({_RATIO_TERM})\s+(?:percent|per\s+cent|percentage\s+points?)\b",
                               re.IGNORECASE)


def percentages_in_words(text: str) -> list[str]:
    """The percentages written in words in ``text``, as digits ("ten percentage points" → "10")."""
    return [str((NUMBER_WORDS[m.group(1).lower()] if m.group(1) else 0) + NUMBER_WORDS[m.group(2).lower()])
            for m in _PERCENT_WORDS_RE.finditer(text)]


def ratios(text: str) -> list[str]:
    """The ratios in ``text``, in digits or words, as "n/d": "one in four" → "1/4", and a share in words, "a third
    of", "by a quarter", "half of" → "1/3", "1/4", "1/2"."""
    out = [(m.start(), f"{_number(m.group(1))}/{_number(m.group(2))}") for m in _RATIO_RE.finditer(text)]
    out += [(m.start(), f"{_number(m.group(2))}/{_FRACTIONS[m.group(3).lower()]}") for m in _FRACTION_RE.finditer(text)
            if m.group(1) or m.group(4)]
    out += [(m.start(), "1/2") for m in _HALF_RE.finditer(text)]
    return [r for _, r in sorted(out)]


def figures(text: str) -> list[str]:
    """The figures written in digits in ``text`` (module doc), without thousands separators ("2,000" → "2000"), then
    its percentages in words and its ratios (``percentages_in_words``, ``ratios``), in order."""
    text = mask_own_numbers(text)
    digits = [m.group(1).replace(",", "") for m in _FIGURE_RE.finditer(text)]
    return list(dict.fromkeys(digits + percentages_in_words(text) + ratios(text)))


def given_figures(texts: list[str]) -> set[str]:
    """Every number the given texts have, in digits or in words."""
    out: set[str] = set()
    for t in texts:
        out.update(m.group().replace(",", "").rstrip("%") for m in NUMBER_RE.finditer(t))
        out.update(m.group().replace(" ", "").replace(",", "") for m in _SPACED_NUMBER_RE.finditer(t))
        out.update(str(NUMBER_WORDS[w.lower()]) for w in _WORD_RE.findall(t) if w.lower() in NUMBER_WORDS)
        given_ratios = ratios(t)
        out.update(given_ratios)
        out.update(_as_percent(r) for r in given_ratios)
    return out


def example_figures(example: Example) -> set[str]:
    """``given_figures`` of what the example gives: its query and every argument."""
    return given_figures([example.query] + [a for _, _, a in example.arguments])


def _as_percent(ratio: str) -> str:
    """A ratio "n/d" as the whole percentage it stands for ("1/4" → "25"): a document's "25 percent" gives "a
    quarter of", and an argument's "one in four" gives "25%"."""
    n, d = (int(x) for x in ratio.split("/"))
    return str(round(100 * n / d)) if d else ratio


def ungiven_figures(clause: str, given: set[str]) -> list[str]:
    """The figures of ``clause`` that ``given`` (``given_figures``) lacks, in order; a ratio is given as its
    percentage too."""
    return [f for f in figures(clause) if f not in given and not ("/" in f and _as_percent(f) in given)]
