"""``python -m detectors review import|export|stats``: the review store from the command line (registered on the CLI
by ``add_commands``, like ``detectors.evaluation.commands``).

    python -m detectors review import SCORED.jsonl --dataset NAME [--db URL] [--calibration DIR]
    python -m detectors review export --dataset NAME -o GOLD.jsonl [--db URL]
    python -m detectors review stats --dataset NAME [--db URL] [--json OUT.json] [--bootstrap N]

``--db``: any SQLAlchemy URL or a SQLite file path; default ``$FAITHSCOPE_DB``, else ``review.sqlite`` in the
Faithscope home folder. Exit codes as the other commands: 0 ok, 2 usage, 3 some lines were bad (the rest kept).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from detectors.calibration.store import calibration_in_use
from detectors.review.agreement import agreement_of, format_agreement
from detectors.review.gold import export_gold, import_rows, read_rows
from detectors.review.queue import disputed_keys
from detectors.review.store import DB_ENV, ReviewError, open_store

EXIT_OK, EXIT_USAGE, EXIT_BAD_LINES = 0, 2, 3


def cmd_import(args: argparse.Namespace) -> int:
    try:
        text = Path(args.file).read_text(encoding="utf-8", errors="replace")
        calibration = calibration_in_use(args.calibration)
    except (FileNotFoundError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_USAGE
    rows, errors = read_rows(text)
    for e in errors:
        print(f"{args.file}: {e}", file=sys.stderr)
    store = open_store(args.db)
    try:
        report = import_rows(store, args.dataset, rows, source=str(args.file), calibration=calibration)
    except ReviewError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_USAGE
    for e in report.errors:
        print(f"{args.file}: {e}", file=sys.stderr)
    print(f"{args.dataset} ({store.url}): added {len(report.added)} examples, {len(report.kept)} already there, "
          f"{report.actions} review actions recorded, {len(errors)} bad lines skipped", file=sys.stderr)
    return EXIT_BAD_LINES if errors or report.errors else EXIT_OK


def cmd_export(args: argparse.Namespace) -> int:
    store = open_store(args.db)
    try:
        n = export_gold(store, args.dataset, args.output)
    except ReviewError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_USAGE
    print(f"wrote {n} reviewed examples of {args.dataset} to {args.output}", file=sys.stderr)
    return EXIT_OK


def cmd_stats(args: argparse.Namespace) -> int:
    store = open_store(args.db)
    try:
        total = {d.name: d.n_examples for d in store.datasets()}.get(args.dataset)
        if total is None:
            raise ReviewError(f"no dataset named {args.dataset!r} in {store.url}")
        facts = store.review_facts(args.dataset)
    except ReviewError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_USAGE
    reviewed = store.reviewed(args.dataset)
    disputed = disputed_keys(store, args.dataset)
    print(f"{args.dataset}: {total} examples, {len(set().union(*reviewed.values())) if reviewed else 0} reviewed; "
          f"{len(disputed)} disputed (not settled)")
    for name, keys in sorted(reviewed.items()):
        print(f"  {name}: {len(keys)} of {total}")
    table = agreement_of(facts, n_boot=args.bootstrap, seed=args.seed)
    print(format_agreement(table) if table else "no agreement yet: nobody has reviewed an example")
    if args.json:
        out = {"dataset": args.dataset, "examples": total, "reviewed": {n: len(k) for n, k in reviewed.items()},
               "disputed": disputed, "agreement": [r.to_dict() for r in table]}
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {args.json}", file=sys.stderr)
    return EXIT_OK


def add_commands(sub: argparse._SubParsersAction) -> None:
    review = sub.add_parser("review", help="the review store: import scored files, export the gold set, agreement")
    rsub = review.add_subparsers(dest="review_command", required=True)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("--dataset", required=True, help="dataset name in the store")
        p.add_argument("--db", help=f"SQLAlchemy URL or SQLite file (default ${DB_ENV}, else the home folder's review.sqlite)")

    im = rsub.add_parser("import", help="add a scored JSONL (or an exported gold set, with its reviews) to a dataset")
    im.add_argument("file")
    common(im)
    im.add_argument("--calibration", metavar="DIR",
                    help="calibration for the queue and the flags (default $FAITHSCOPE_CALIBRATION, else the shipped one)")
    im.set_defaults(func=cmd_import)

    ex = rsub.add_parser("export", help="write the gold set: labels, meta.word_labels and meta.review per reviewed example")
    common(ex)
    ex.add_argument("-o", "--output", required=True)
    ex.set_defaults(func=cmd_export)

    st = rsub.add_parser("stats", help="progress per reviewer, disputed examples, agreement with intervals")
    common(st)
    st.add_argument("--json", help="also write the numbers to this JSON file")
    st.add_argument("--bootstrap", type=int, default=1000, help="bootstrap replicates (default 1000)")
    st.add_argument("--seed", type=int, default=0)
    st.set_defaults(func=cmd_stats)
