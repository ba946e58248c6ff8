"""How often the `altered` rule's opposite (an antonym in its argument's place) fires on clauses written by many hands.

    python benchmarks/opposites.py [--show F,N]

Reads every written answer file (``detectors/training/data/written_answers.txt`` and ``realistic/r*.txt``: per
argument, faithful rewordings F, negations or reversals N, exaggerations E, added details D, by nineteen writers)
and asks ``alteration.opposite_in_place`` of each clause against its own argument, the clause as its own host (the
files hold clauses, not answers). Rules only: no model is loaded. Prints, per kind, how many clauses it fires on;
on F it should fire on none (every firing is a faithful rewording the rule would call altered), on N as often as
possible. ``--show`` lists the firings of those kinds. These files trained the contradiction adapter, not the rule:
the rule's table was chosen on the organic-style val splits (docs/evaluation.md, Stop 50) and extended at stop 51
with pairs that change no clause there and fire on none of these files' faithful rewordings.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from detectors.classifier.alteration import opposite_in_place  # noqa: E402
from detectors.training.entailment_data import WRITTEN_ANSWERS, read_written_answers  # noqa: E402

KINDS = ("F", "N", "E", "D")


def written_files() -> list[Path]:
    return [WRITTEN_ANSWERS, *sorted(WRITTEN_ANSWERS.parent.glob("realistic/r*.txt"), key=lambda p: int(p.stem[1:]))]


def firings(files: list[Path]) -> tuple[Counter[str], Counter[str], list[tuple[str, str, str, tuple[str, str]]]]:
    """(clauses per kind, firings per kind, [(kind, clause, argument, (argument's word, clause's word))])."""
    total: Counter[str] = Counter()
    fired: Counter[str] = Counter()
    shown = []
    for path in files:
        for topic in read_written_answers(path):
            for kind, ref, clause in topic.clauses:
                if ref is None or kind not in KINDS:
                    continue
                argument = topic.perspectives[ref[0]][ref[1]]
                total[kind] += 1
                if (swap := opposite_in_place(clause, clause, argument)) is not None:
                    fired[kind] += 1
                    shown.append((kind, clause, argument, swap))
    return total, fired, shown


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--show", default="F", help="kinds whose firings to list (comma-separated)")
    args = ap.parse_args()
    files = written_files()
    total, fired, shown = firings(files)
    print(f"{len(files)} files\n\n| kind | clauses | the opposite fires | share |\n|---|---|---|---|")
    for kind in KINDS:
        print(f"| {kind} | {total[kind]} | {fired[kind]} | {fired[kind] / max(total[kind], 1):.3f} |")
    wanted = set(args.show.split(","))
    for kind, clause, argument, (was, now) in shown:
        if kind in wanted:
            print(f"\n{kind} {now} for {was}: {clause}\n   argument: {argument}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
