"""Which scored rows a change of the word rules can move, without running a model (stop 65).

    PYTHONPATH=OLD_CHECKOUT python benchmarks/rule_signature.py write OLD.json SCORED.jsonl …   # the old code's rules
    python benchmarks/rule_signature.py write NEW.json SCORED.jsonl …                          # this checkout's
    python benchmarks/rule_signature.py changed OLD.json NEW.json -o CHANGED.json

A row's signature is what the word rules read of it: the response's units (their spans, ``response_units``), the side
each speaks for, the rules' claim flags, and the polarity, absolute and marker readings of every unit (with the clause
it hangs on) against every argument (``detectors.classifier.alteration``). Two codes that give a row the same signature
score it the same, since the models read the same units with the same sides; so only the rows whose signatures differ
need scoring again (``detectors score`` on those rows), and the others keep their scores. ``changed`` writes the keys
("FILE::ID") of those rows.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parents[1]))  # after PYTHONPATH: another checkout's code may be read

from detectors.classifier.alteration import (  # noqa: E402
    absolutes_added,
    marker_difference,
    reverses_polarity,
    with_host,
)
from detectors.classifier.detector import response_units  # noqa: E402
from detectors.core.example import Example  # noqa: E402
from detectors.core.jsonl import read_jsonl  # noqa: E402
from detectors.core.scored import example_of  # noqa: E402

try:  # the markers a kept hedge softens (stop 66); a checkout before it reads them all, so more rows differ, none fewer
    from detectors.classifier.alteration import softened
except ImportError:  # pragma: no cover - another checkout's code
    def softened(markers: set[str], clause: str, host: str) -> set[str]:
        return markers


try:  # a flip denied only by a verb of failing needs no doubt of the support (stop 68)
    from detectors.classifier.alteration import denies_by_failing
except ImportError:  # pragma: no cover - another checkout's code: such a flip needed the doubt there
    def denies_by_failing(clause: str) -> bool:
        return False


def reading(clause: str, host: str, argument: str) -> str:
    """What the alteration rules read of one clause against one argument: a polarity reversal (and whether it needs
    the pair model's doubt), the absolutes it adds and the markers it adds (``detectors.classifier.alteration``)."""
    flip = reverses_polarity(clause, argument)
    return (("0" if not flip else "2" if denies_by_failing(clause) else "1")
            + ",".join(sorted(absolutes_added(clause, argument, host))) + ";"
            + ",".join(sorted(softened(marker_difference(clause, argument)[0], clause, host))))


def signature(example: Example) -> str:
    """What the word rules read of one example (module doc), as a string."""
    ru = response_units(example)
    arguments = [text for _, _, text in example.arguments]
    texts = [u.text for u in ru.units]
    readings = [[reading(u.text, with_host(texts, ru.sentence, i), a) for a in arguments] for i, u in enumerate(ru.units)]
    return json.dumps([[(u.start, u.end) for u in ru.units], ru.attributed, ru.claim, readings])


def signatures(paths: list[str]) -> dict[str, str]:
    """``signature`` of every example row of the files (scored or not), keyed "FILE::ID" (the line number without an
    id)."""
    return {f"{Path(p).name}::{line.data.get('id', line.lineno)}": signature(example_of(line.data))
            for p in paths for line in read_jsonl(p) if not line.error and isinstance(line.data, dict)}


def changed(old: dict[str, str], new: dict[str, str]) -> list[str]:
    """Keys whose signatures differ, or that only one side has."""
    return sorted(k for k in old.keys() | new.keys() if old.get(k) != new.get(k))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    w = sub.add_parser("write")
    w.add_argument("out")
    w.add_argument("scored", nargs="+")
    c = sub.add_parser("changed")
    c.add_argument("old")
    c.add_argument("new")
    c.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    if args.command == "write":
        Path(args.out).write_text(json.dumps(signatures(args.scored)), encoding="utf-8")
        return
    keys = changed(json.loads(Path(args.old).read_text(encoding="utf-8")),
                   json.loads(Path(args.new).read_text(encoding="utf-8")))
    Path(args.output).write_text(json.dumps(keys), encoding="utf-8")
    print(f"{len(keys)} rows changed")


if __name__ == "__main__":
    main()
