"""Pairs from labelled organic-style answers (``examples/organic/*_val.jsonl``) for the contradiction adapter (stop 60).

    python -m detectors.training.organic_data OUT.jsonl.xz SPLIT.jsonl … [--kinds given|error] [--repeat 1] [--error-repeat 4]

Every claim unit of an answer (``response_units``, as the detector reads it) becomes pairs in the two readings the
detector asks of the contradiction model (``ClassifierDetector._read_contradiction``): (its side's arguments, or all
arguments where it names no side, → unit) and (its argument alone → unit). A unit is labelled by the error whose span
covers most of it (at least half of the shorter of the two; a unit an error touches less is left out as ambiguous):
none or a repetition → faithful, a negation → contradiction, an exaggeration, an added detail or an invented claim or
statistic → neutral (``--kinds given``, the written clauses' ``WRITTEN_GIVEN``) or contradiction (``--kinds
error``: the adapter's contradiction then reads "not faithful"); a side swap is left out (its words are given, on the
other side). A faithful unit's argument is the one that shares the most content stems with it (at least two).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from detectors.classifier.detector import given_premise, response_units
from detectors.core.example import Example
from detectors.core.jsonl import read_jsonl
from detectors.core.scored import example_of
from detectors.core.text import content_stems
from detectors.training.entailment_data import CON, ENT, WRITTEN_GIVEN, EPair

# The labelled kinds that make an answer state what it was not given (examples/organic/README.md), each at a span
HALLUCINATION_KINDS = ("invented_claim", "invented_statistic", "added_detail", "negation", "exaggeration",
                       "side_swap")
KIND_OF_ERROR = {"negation": "N", "exaggeration": "E", "added_detail": "D", "invented_claim": "I",
                 "invented_statistic": "I", "repetition": "F"}
LABELS = {"given": WRITTEN_GIVEN, "error": {"F": ENT, "N": CON, "E": CON, "D": CON, "I": CON}}
MIN_SHARED_STEMS = 2
MIN_COVER = 0.5  # of the shorter of a unit and an error span, for the unit to take the error's label
AMBIGUOUS = {"type": "ambiguous"}  # no kind of its own: such a unit is left out


def _overlap(a: tuple[int, int], b: Sequence[int]) -> int:
    return max(0, min(a[1], b[1]) - max(a[0], b[0]))


def unit_error(start: int, end: int, errors: Iterable[dict]) -> dict | None:
    """The error that covers most of a unit, None where none touches it, ``AMBIGUOUS`` where the one that covers
    most of it covers less than ``MIN_COVER`` of the shorter of the two."""
    best, best_share = None, 0.0
    for e in errors:
        span = e.get("span")
        if not span:
            continue
        share = _overlap((start, end), span) / max(1, min(end - start, span[1] - span[0]))
        if share > best_share:
            best, best_share = e, share
    if best is None:
        return None
    return best if best_share >= MIN_COVER else AMBIGUOUS


def _closest_argument(example: Example, text: str) -> tuple[int, int] | None:
    stems = set(content_stems(text))
    shared = [(len(stems & set(content_stems(a))), (p, k)) for p, k, a in example.arguments]
    n, ref = max(shared, default=(0, None))
    return ref if n >= MIN_SHARED_STEMS else None


def answer_pairs(row: dict, kinds: str = "given") -> list[EPair]:
    """The labelled pairs of one organic row (module doc)."""
    example = example_of(row)
    errors = row.get("meta", {}).get("errors", [])
    ru = response_units(example)
    all_args = given_premise([a for _, _, a in example.arguments])
    out = []
    for i, unit in enumerate(ru.units):
        if not ru.claim[i]:
            continue
        error = unit_error(unit.start, unit.end, errors)
        kind = "F" if error is None else KIND_OF_ERROR.get(error["type"])
        if kind is None:
            continue
        label = LABELS[kinds][kind]
        side = ru.attributed[i]
        premise = given_premise(example.perspectives[side].arguments) if side is not None else all_args
        out.append(EPair(premise, unit.text, label, f"organic:{kind}", example.topic or ""))
        ref = (tuple(error["argument"]) if error is not None and error.get("argument") else
               _closest_argument(example, unit.text) if kind == "F" else None)
        if ref is not None and kind != "I":
            argument = example.perspectives[ref[0]].arguments[ref[1]]
            out.append(EPair(argument, unit.text, label, f"organic:{kind}", example.topic or ""))
    return out


def organic_pairs(paths: Sequence[str | Path], kinds: str = "given") -> list[EPair]:
    """The pairs of every row of these organic JSONL files; ValueError naming the first unreadable line."""
    out: list[EPair] = []
    for path in paths:
        for line in read_jsonl(path):
            try:
                if line.error:
                    raise ValueError(line.error)
                out += answer_pairs(line.data, kinds)
            except ValueError as e:
                raise ValueError(f"{path}, line {line.lineno}: {e}") from e
    return out


def main(argv: list[str] | None = None) -> int:
    from detectors.training.entailment_data import mixture_counts
    from detectors.training.train_entailment import write_pairs

    p = argparse.ArgumentParser(prog="python -m detectors.training.organic_data", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("out", type=Path)
    p.add_argument("splits", nargs="+")
    p.add_argument("--kinds", choices=sorted(LABELS), default="given")
    p.add_argument("--repeat", type=int, default=1, help="times each faithful pair is written")
    p.add_argument("--error-repeat", type=int, default=4, help="times each other pair is written (they are few)")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    pairs = [q for q in organic_pairs(args.splits, args.kinds)
             for _ in range(args.repeat if q.source == "organic:F" else args.error_repeat)]
    random.Random(args.seed).shuffle(pairs)
    write_pairs(pairs, args.out)
    print(f"{len(pairs)} pairs: {json.dumps(mixture_counts(pairs)['by_source'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
