"""The dataset commands, registered on the CLI by ``add_commands``: ``evaluate`` (ROC AUC with intervals), ``synth`` (synthetic errors) and ``calibrate`` (calibration maps and thresholds)."""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from detectors.core.example import load_examples, parse_example
from detectors.core.jsonl import read_jsonl
from detectors.core.scored import read_scored
from detectors.evaluation.evaluate import (
    DEFAULT_BOOTSTRAP,
    DEFAULT_SEED,
    evaluate_rows,
    example_label,
    finding_counts,
    format_finding_counts,
    format_table,
)
from detectors.evaluation.synth import ArgumentPool, synthesize

EXIT_OK, EXIT_USAGE, EXIT_BAD_LINES = 0, 2, 3


def read_scored_or_report(path: str) -> tuple[list[dict], list[str]] | None:
    """``read_scored`` with its bad lines reported on stderr; None (after saying why) when the file is missing."""
    try:
        rows, errors = read_scored(path)
    except FileNotFoundError as err:
        print(f"error: {err}", file=sys.stderr)
        return None
    for e in errors:
        print(f"{path}: {e}", file=sys.stderr)
    return rows, errors


def cmd_evaluate(args: argparse.Namespace) -> int:
    read = read_scored_or_report(args.scored)
    if read is None:
        return EXIT_USAGE
    rows, errors = read
    results = evaluate_rows(rows, by=args.by, n_boot=args.bootstrap, seed=args.seed)
    print(format_table(results))
    counts = finding_counts(rows)
    if counts is not None:
        print("\nFindings (score --details) per type and label:")
        print(format_finding_counts(counts))
    if all(r.auc is None for r in results):
        print("no AUC: needs rows labelled with an error and error-free rows (both labels 0)", file=sys.stderr)
    if args.json:
        out = {"input": str(args.scored), "by": args.by, "bootstrap": args.bootstrap, "seed": args.seed,
               "rows": len(rows), "results": [r.to_dict() for r in results], "findings": counts}
        Path(args.json).parent.mkdir(parents=True, exist_ok=True)
        Path(args.json).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {args.json}", file=sys.stderr)
    if args.roc:
        from detectors.evaluation.roc_image import save_roc_image

        print(f"wrote {save_roc_image(results, args.roc)}", file=sys.stderr)
    return EXIT_BAD_LINES if errors else EXIT_OK


def read_pool(path: str | Path) -> ArgumentPool:
    """A pool file: each line an example or a ``{topic, label, argument}`` row. Raises ValueError on bad lines."""
    rows, errors = [], []
    for line in read_jsonl(path):
        try:
            if line.error:
                raise ValueError(line.error)
            is_row = isinstance(line.data, dict) and {"topic", "label", "argument"} <= set(line.data)
            rows.append(line.data if is_row else parse_example(line.data))
        except ValueError as err:
            errors.append(f"line {line.lineno}: {err}")
    if errors:
        raise ValueError("; ".join(errors))
    return ArgumentPool.from_rows(rows)


def cmd_synth(args: argparse.Namespace) -> int:
    try:
        report = load_examples(args.error_free)
        pool = read_pool(args.pool)
    except FileNotFoundError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_USAGE
    except (ValueError, json.JSONDecodeError) as err:
        print(f"error: pool {args.pool}: {err}", file=sys.stderr)
        return EXIT_USAGE
    for e in report.errors:
        print(f"{args.error_free}: {e}", file=sys.stderr)
    out = synthesize([ex for _, ex in report.examples], pool, seed=args.seed, keep_originals=not args.no_originals)
    for s in out.skipped:
        print(f"skipped {s}", file=sys.stderr)
    Path(args.output).parent.mkdir(parents=True, exist_ok=True)
    with open(args.output, "w", encoding="utf-8") as f:
        for ex in out.rows:
            f.write(json.dumps(ex.to_json_dict(), ensure_ascii=False) + "\n")
    kinds = [ex.meta.get("synthetic", "original") for ex in out.rows]
    print(f"wrote {len(out.rows)} rows to {args.output}: {kinds.count('original')} error-free, "
          f"{kinds.count('hallucination')} hallucination, {kinds.count('coverage')} coverage", file=sys.stderr)
    return EXIT_BAD_LINES if report.errors else EXIT_OK


def cmd_calibrate(args: argparse.Namespace) -> int:
    from detectors.calibration.fit import (
        MIN_PER_CLASS_TO_FIT,
        MIN_ROWS,
        CalibrationDataError,
        calibration_table,
        fit_calibration,
        format_calibration_table,
    )

    read = read_scored_or_report(args.scored)
    if read is None:
        return EXIT_USAGE
    rows, errors = read
    names = [n.strip() for n in args.detectors.split(",") if n.strip()] if args.detectors else None
    try:
        cal = fit_calibration(rows, names, method=args.method,
                              protect=[example_label(r, "hallucination") == 0 for r in rows] if args.max_flag_rate is not None else None,
                              max_rate=args.max_flag_rate, meta={"fitted_on": str(args.scored)})
    except CalibrationDataError as err:
        print(f"error: cannot calibrate {args.scored}: {err}", file=sys.stderr)
        print(f"(needs a scored file with labels: at least {MIN_ROWS} labelled rows per error type, "
              f"at least {MIN_PER_CLASS_TO_FIT} with and {MIN_PER_CLASS_TO_FIT} without the error)", file=sys.stderr)
        return EXIT_USAGE
    path = cal.save(args.output)
    print(format_calibration_table(calibration_table(rows, cal, by=args.by), markdown=False))
    print("(in-sample: measured on the rows it was fitted on; hold out rows and use `score --calibration` "
          "to judge it)", file=sys.stderr)
    print(f"wrote {path}; use it with `python -m detectors score ... --calibration {args.output}` "
          f"or FAITHSCOPE_CALIBRATION={args.output}", file=sys.stderr)
    return EXIT_BAD_LINES if errors else EXIT_OK


def add_commands(sub: argparse._SubParsersAction) -> None:
    ev = sub.add_parser("evaluate", help="ROC AUC per detector and error type, with bootstrap 95%% intervals")
    ev.add_argument("scored", help="output of `score` (add --details there for word-level AUC)")
    ev.add_argument("--by", help="also slice by this field, e.g. meta.paraphrased")
    ev.add_argument("--json", help="write the results (with ROC points) to this JSON file")
    ev.add_argument("--roc", help="save ROC curves to this image (.png, .svg or .pdf)")
    ev.add_argument("--bootstrap", type=int, default=DEFAULT_BOOTSTRAP, help=f"bootstrap replicates (default {DEFAULT_BOOTSTRAP})")
    ev.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ev.set_defaults(func=cmd_evaluate)

    sy = sub.add_parser("synth", help="add synthetic hallucination and coverage variants of error-free examples")
    sy.add_argument("error_free", help="JSONL/JSON of error-free examples")
    sy.add_argument("--pool", required=True,
                    help="JSONL of examples, or of {topic, label, argument} rows, to draw unused arguments from")
    sy.add_argument("-o", "--output", required=True)
    sy.add_argument("--seed", type=int, default=0)
    sy.add_argument("--no-originals", action="store_true", help="write only the variants")
    sy.set_defaults(func=cmd_synth)

    ca = sub.add_parser("calibrate", help="fit calibration maps and decision thresholds from a scored labelled file")
    ca.add_argument("scored", help="output of `score` on examples with labels")
    ca.add_argument("-o", "--output", required=True, help="calibration folder to write (calibration.json)")
    ca.add_argument("--detectors", help="comma-separated detectors to calibrate (default: every detector in the file)")
    ca.add_argument("--method", choices=("auto", "isotonic", "platt", "platt+inputs"), default="auto",
                    help="map: auto (default) keeps the one with the lowest cross-validated Brier score; "
                         "platt+inputs also reads the detector's per-example calibration_inputs (the classifier's "
                         "word overlap), where every row has them")
    ca.add_argument("--max-flag-rate", type=float, default=None,
                    help="thresholds flag at most this share of error-free rows (default: no limit)")
    ca.add_argument("--by", help="also show the table by this field, e.g. meta.paraphrased")
    ca.set_defaults(func=cmd_calibrate)
