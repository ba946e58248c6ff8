"""Would a word rule find negations and exaggerations the pair model misses? (issue 24, measured, not shipped)

    python benchmarks/lexical_alterations.py SCORED.jsonl [SCORED2.jsonl …] [--overlap 0.4 0.6 0.8]

SCORED files: rows written by ``python -m detectors score … --detectors rouge,classifier --details``,
either the organic set (``meta.errors``: each error's type and span) or the dev files
(``meta.word_labels``: hallucinated spans). For every classifier clause c and its best argument a:

* ``negation flip``: c and a differ in polarity (an odd number of negators of the predicate, ``negated`` in
  ``detectors.core.polarity``: "not" after an auxiliary, "no" not after a preposition, never, cannot, nor,
  neither, n't; idioms such as "not least" left out) and c (with
  the clause it hangs on) repeats at least ``--overlap`` of a's content stems (``argument_overlap``).
* ``negation flip of a stated word``: the same, and the first content stem after a negator is one the
  other text has ("does not reduce absences" for "… could reduce absences").
* ``negation flip, f_CE(given, c) < 0.6``: the flip as the ``altered`` rule uses it (``NEGATION_SUPPORT_MAX``).
* ``hedge dropped``: a hedges (some, may, could, can, few, often, …) and c with its host does not,
  at the same overlap.

Counted per rule: clauses of each labelled error type it fires on (organic), error-free responses
where it fires on some clause (these would gain a finding), and, in responses with errors, the
clauses it fires on outside every labelled span. The pair model's own view of the fired clauses
(support from the given arguments, P(contradicted)) is listed with ``--show``, to see whether a
model gate could separate the true flips from antonym paraphrases ("doesn't help" for
"disadvantages").
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.classifier.alteration import NEGATION_SUPPORT_MAX, argument_overlap, with_host  # noqa: E402
from detectors.core.polarity import denies_at, negated  # noqa: E402
from detectors.core.result import ClassifierLocalization  # noqa: E402
from detectors.core.scored import example_of, row_results  # noqa: E402
from detectors.core.text import content_stems, split_words  # noqa: E402

HEDGES = frozenset("some may might could can small few several often sometimes certain possibly likely partly "
                   "slightly briefly modest modestly perhaps".split())


def _words(text: str) -> list[str]:
    return [w.lower for w in split_words(text)]


def negated_stems(text: str) -> set[str]:
    """The first content stem after each negator of ``text``: what the negation is about."""
    words = split_words(text)
    lower = [w.lower for w in words]
    return {stem for k, w in enumerate(words) if denies_at(lower, k) for stem in content_stems(text[w.end:])[:1]}


def negates_own_word(clause: str, argument: str) -> bool:
    """A polarity flip whose negated word is one the other text states: "does not reduce" for "reduces"."""
    if negated(clause) == negated(argument):
        return False
    neg, other = (clause, argument) if negated(clause) else (argument, clause)
    return bool(negated_stems(neg) & set(content_stems(other)))


def hedged(text: str) -> bool:
    return bool(set(_words(text)) & HEDGES)


Rule = Callable[[Any, str, str, float, float], bool]  # (classifier clause, clause with host, argument, overlap, min overlap)
RULES: dict[str, Rule] = {
    "negation flip": lambda c, host, a, o, t: o >= t and negated(c.text) != negated(a),
    "negation flip, f_CE(given, c) < 0.6 (shipped in altered)":
        lambda c, host, a, o, t: o >= t and negated(c.text) != negated(a) and c.support_given < NEGATION_SUPPORT_MAX,
    "negation flip of a stated word": lambda c, host, a, o, t: o >= t and negates_own_word(c.text, a),
    "hedge dropped": lambda c, host, a, o, t: o >= t and hedged(a) and not hedged(host),
}


def _overlaps(a, b) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def error_spans(row: dict) -> tuple[list[tuple[str, tuple[int, int]]], bool]:
    """(typed error spans, error-free) of an organic or dev row."""
    meta = row.get("meta") or {}
    if "errors" in meta:
        errs = meta["errors"] or []
        return [(e["type"], tuple(e["span"])) for e in errs if e.get("span")], not errs
    labels = row.get("labels") or {}
    spans = [("hallucinated span", tuple(s)) for s in meta.get("word_labels", {}).get("response", [])]
    return spans, not labels.get("hallucination") and not labels.get("coverage")


def measure(rows: list[dict], overlap: float, show: bool) -> tuple[Counter, Counter, Counter, int, Counter]:
    """(fired per (rule, error type), error-free responses fired per rule, clauses fired outside the errors per rule,
    error-free responses, clauses per error type)."""
    fired_by_type: dict[str, Counter] = {}
    clean_fired: Counter = Counter()
    outside: Counter = Counter()
    totals: Counter = Counter()
    n_clean = 0
    for row in rows:
        ex, loc = example_of(row), row_results(row)["classifier"].details
        assert isinstance(loc, ClassifierLocalization)
        spans, clean = error_spans(row)
        n_clean += clean
        fired_here: set[str] = set()
        for i, c in enumerate(loc.clauses):
            arg = ex.perspectives[c.best_argument[0]].arguments[c.best_argument[1]]
            host = with_host([c.text for c in loc.clauses], [c.sentence for c in loc.clauses], i)
            o = argument_overlap(host, arg)
            kinds = [k for k, s in spans if _overlaps(s, (c.start, c.end))]
            for k in kinds:
                totals[k] += 1
            for name, rule in RULES.items():
                if not rule(c, host, arg, o, overlap):
                    continue
                for k in kinds:
                    fired_by_type.setdefault(name, Counter())[k] += 1
                if not kinds and not clean:
                    outside[name] += 1
                fired_here.add(name)
                if show:
                    where = ",".join(kinds) or ("error-free" if clean else "outside the errors")
                    print(f"  {name} · {where} · overlap {o:.2f} · support from the given {c.support_given:.2f} · "
                          f"P(contradicted) {c.contradiction or 0:.2f} · {c.text[:80]!r} ← {arg[:60]!r}")
        for name in fired_here:
            clean_fired[name] += clean
    by_type = Counter({(name, k): v for name, cnt in fired_by_type.items() for k, v in cnt.items()})
    return by_type, clean_fired, outside, n_clean, totals


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("scored", nargs="+")
    ap.add_argument("--overlap", type=float, nargs="+", default=[0.4, 0.6, 0.8])
    ap.add_argument("--show", action="store_true", help="list every clause a rule fires on")
    args = ap.parse_args()
    for path in args.scored:
        rows = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
        print(f"\n### {Path(path).name}: {len(rows)} responses")
        for t in args.overlap:
            by_type, clean_fired, outside, n_clean, totals = measure(rows, t, args.show)
            print(f"\noverlap ≥ {t}\n\n| rule | " + " | ".join(sorted(totals)) + " | error-free responses fired | "
                  "clauses outside the errors |")
            print("|---" * (len(totals) + 3) + "|")
            for name in RULES:
                cells = [f"{by_type[(name, k)]}/{totals[k]}" for k in sorted(totals)]
                print(f"| {name} | " + " | ".join(cells) + f" | {clean_fired[name]}/{n_clean} | {outside[name]} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
