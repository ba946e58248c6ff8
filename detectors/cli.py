"""Command line.

    python -m detectors score INPUT.jsonl -o OUTPUT.jsonl [--detectors rouge,...] [--details]
                              [--workers N] [--engine local|ray] [--address ADDR] [detector options]
    python -m detectors evaluate SCORED.jsonl [--by meta.FIELD] [--json OUT.json] [--roc ROC.png]
    python -m detectors synth ERROR_FREE.jsonl --pool POOL.jsonl -o OUT.jsonl [--seed N]
    python -m detectors review import|export|stats --dataset NAME [--db URL]
    python -m detectors report SCORED.jsonl -o REPORT.html [--by meta.FIELD] [--examples N]
"""
from __future__ import annotations

import argparse
import importlib
import sys

from tqdm import tqdm

from detectors.calibration import annotate_file
from detectors.calibration.store import calibration_in_use
from detectors.run.batch import score_file
from detectors.run.engines import ENGINES, DetectorSpec
from detectors.run.registry import DETECTOR_NAMES, add_cli_options, cli_options, make_detector

EXIT_OK, EXIT_BAD_LINES, EXIT_USAGE = 0, 3, 2

# The modules that register the other subcommands with ``add_commands(sub)``, imported only when the
# parser needs them: `score` builds a parser of its own, so it never loads scipy, scikit-learn,
# SQLAlchemy/Alembic (review) or Jinja2/plotly (report) — start-up, issue 27 (tests/unit/test_imports.py).
LIBRARY_COMMAND_MODULES = ("detectors.evaluation.commands", "detectors.review.commands")
# Subcommands of packages layered above ``detectors`` (they import it, so it must never import them): each
# module named here registers its own subcommands with ``add_commands(sub)``. Named, not imported, so the
# import rules hold (tests/unit/test_architecture.py); a module that is not installed adds nothing.
COMMAND_MODULES = ("reports.commands",)


def add_layered_commands(sub: argparse._SubParsersAction, modules: tuple[str, ...] = COMMAND_MODULES) -> None:
    for name in modules:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name is not None and name.startswith(err.name):
                continue  # e.g. an installed `detectors` without `reports`
            raise
        module.add_commands(sub)


def _cmd_score(args: argparse.Namespace) -> int:
    names = [n.strip() for n in args.detectors.split(",") if n.strip()]
    unknown = [n for n in names if n not in DETECTOR_NAMES]
    if unknown:
        print(f"error: unknown detector(s) {', '.join(unknown)}; choose from {', '.join(DETECTOR_NAMES)}", file=sys.stderr)
        return EXIT_USAGE
    if args.workers is not None and args.workers < 1:
        print("error: --workers must be at least 1", file=sys.stderr)
        return EXIT_USAGE
    if args.address and args.engine != "ray":
        print("error: --address only applies with --engine ray", file=sys.stderr)
        return EXIT_USAGE
    try:
        calibration = calibration_in_use(args.calibration)
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_USAGE
    spec = DetectorSpec(tuple(names), {n: cli_options(args, n) for n in names})
    parallel = args.engine == "ray" or (args.workers or 1) > 1
    # One worker: build here (fails fast on a bad model path). Several: each worker builds its own.
    detectors = spec if parallel else [make_detector(n, **cli_options(args, n)) for n in names]
    # tqdm shows done/total, rate and the ETA once the total is known.
    bar = tqdm(desc="scoring", unit="ex", file=sys.stderr, disable=args.quiet)

    def progress(done: int, total: int) -> None:
        bar.total = total
        bar.n = done
        bar.refresh()

    try:
        summary = score_file(args.input, args.output, detectors, details=args.details, on_progress=progress,
                             workers=args.workers, engine=args.engine, address=args.address,
                             calibration=calibration)  # the findings' thresholds: the same calibration as `calibrated`
    except FileNotFoundError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_USAGE
    except ModuleNotFoundError as err:
        if err.name != "ray":
            raise
        print("error: --engine ray needs Ray: pip install -r requirements.txt -c constraints.txt", file=sys.stderr)
        return EXIT_USAGE
    finally:
        bar.close()
    if calibration is not None:
        for name, why in annotate_file(args.output, calibration).items():
            print(f"{name}: calibration not applied, scores left uncalibrated: {why}", file=sys.stderr)
    for e in summary.errors:
        print(f"{args.input}: {e}", file=sys.stderr)
    print(
        f"scored {summary.written} (of which {summary.completed} completed rows of an earlier run), "
        f"already in output {summary.skipped_done}, invalid lines {len(summary.errors)}",
        file=sys.stderr,
    )
    return EXIT_BAD_LINES if summary.errors else EXIT_OK


def build_parser(score_only: bool = False) -> argparse.ArgumentParser:
    """The whole CLI; ``score_only`` leaves out the other subcommands (and their imports)."""
    parser = argparse.ArgumentParser(prog="python -m detectors", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    score = sub.add_parser("score", help="score a JSONL/JSON file of examples")
    score.add_argument("input")
    score.add_argument("-o", "--output", required=True)
    score.add_argument("--detectors", default="rouge", help=f"comma-separated: {', '.join(DETECTOR_NAMES)}")
    score.add_argument("--details", action="store_true", help="also write word-level scores")
    # registry.add_cli_options only calls add_argument; its parameter should be argparse._ActionsContainer
    add_cli_options(score.add_argument_group("detector options"))  # type: ignore[arg-type]
    score.add_argument("--workers", type=int, default=None,
                       help="local: parallel worker processes (default 1); ray: actors (default one per cluster CPU)")
    score.add_argument("--engine", choices=ENGINES, default="local", help="local (default) or ray")
    score.add_argument("--address", help="ray: cluster address, e.g. ray://head:10001 or auto; default a local Ray")
    score.add_argument("--calibration", metavar="DIR",
                       help="calibration folder (from `calibrate`); default $FAITHSCOPE_CALIBRATION, else the shipped one")
    score.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    score.set_defaults(func=_cmd_score)
    if not score_only:
        for name in LIBRARY_COMMAND_MODULES:
            importlib.import_module(name).add_commands(sub)
        add_layered_commands(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = build_parser(score_only=bool(argv) and argv[0] == "score").parse_args(argv)
    return args.func(args)
