"""``python -m detectors report``: registered on the CLI by ``add_commands`` (named in ``detectors.cli.COMMAND_MODULES``)."""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from detectors.calibration.store import calibration_in_use, shipped_reliability
from detectors.evaluation.commands import EXIT_BAD_LINES, EXIT_OK, EXIT_USAGE, read_scored_or_report
from detectors.evaluation.evaluate import DEFAULT_BOOTSTRAP, DEFAULT_SEED

from .dataset import DEFAULT_APP_URL, DEFAULT_EXAMPLES, report_html


def cmd_report(args: argparse.Namespace) -> int:
    if args.examples < 0:
        print("error: --examples must be 0 or more", file=sys.stderr)
        return EXIT_USAGE
    if not args.app_url.startswith(("http://", "https://")):
        print("error: --app-url must be an http(s) address", file=sys.stderr)
        return EXIT_USAGE
    try:
        calibration = calibration_in_use(args.calibration)
    except ValueError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_USAGE
    read = read_scored_or_report(args.scored)
    if read is None:
        return EXIT_USAGE
    rows, errors = read
    started = time.perf_counter()
    html = report_html(rows, by=args.by, examples=args.examples, calibration=calibration, source=Path(args.scored).name,
                       app_url=args.app_url, n_boot=args.bootstrap, seed=args.seed, reliability=shipped_reliability())
    out = Path(args.output)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(html, encoding="utf-8")
    print(f"wrote {out} ({out.stat().st_size / 1e6:.1f} MB, {len(rows)} rows, "
          f"{time.perf_counter() - started:.1f} s)", file=sys.stderr)
    return EXIT_BAD_LINES if errors else EXIT_OK


def add_commands(sub: argparse._SubParsersAction) -> None:
    rp = sub.add_parser("report", help="one self-contained HTML report of a scored file (opens offline)")
    rp.add_argument("scored", help="output of `score` (--details adds word shading and findings to the case sections)")
    rp.add_argument("-o", "--output", required=True, help="the HTML file to write")
    rp.add_argument("--by", help="also slice by this field, e.g. meta.paraphrased")
    rp.add_argument("--examples", type=int, default=DEFAULT_EXAMPLES,
                    help=f"case sections: this many most confident errors and closest calls (default {DEFAULT_EXAMPLES})")
    rp.add_argument("--calibration", metavar="DIR",
                    help="calibration folder (from `calibrate`); default $FAITHSCOPE_CALIBRATION, else the shipped one")
    rp.add_argument("--app-url", default=DEFAULT_APP_URL,
                    help=f"the Faithscope app the case sections' links open (default {DEFAULT_APP_URL})")
    rp.add_argument("--bootstrap", type=int, default=DEFAULT_BOOTSTRAP,
                    help=f"bootstrap replicates (default {DEFAULT_BOOTSTRAP}, as evaluate)")
    rp.add_argument("--seed", type=int, default=DEFAULT_SEED)
    rp.set_defaults(func=cmd_report)
