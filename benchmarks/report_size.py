"""Sizes and times of the shareable HTML (issue 26): a case file, and the report of 1,000 scored examples.

    python benchmarks/report_size.py [--rows 1000] [--examples 10] [--out DIR]

* Case files: the largest shapes the Inspect page writes: ROUGE + classifier with findings (a row of
  ``tests/fixtures/findings_labelled.scored.jsonl``), and ROUGE + the shipped precomputed salience of a gallery
  example (heatmap, source shares, contribution and attribution bars). Target: ≤ 5 MB each.
* Report: the 40 fixture rows (ROUGE and the classifier with word scores, the findings the rules give) repeated
  to ``--rows`` rows with distinct ids, labels cycling through hallucination / coverage / error-free and a
  ``meta.copy`` slice; ``--examples 10`` gives 20 case sections (10 most confident errors, 10 closest calls).
  Written by ``python -m detectors report`` itself (reading, 1,000 bootstrap resamples, rendering, writing);
  targets: ≤ 15 MB and < 10 s on the 2-core CPU.

Prints one line per file: size in MB and seconds. Not a test: timings depend on the machine and its load.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from detectors.calibration import load_calibration  # noqa: E402
from detectors.calibration.store import shipped_reliability  # noqa: E402
from detectors.cli import main as cli  # noqa: E402
from detectors.core.result import DetectorResult  # noqa: E402
from detectors.core.scored import example_of  # noqa: E402
from detectors.findings import find_findings  # noqa: E402
from detectors.rouge import RougeDetector  # noqa: E402
from reports.case import case_file, case_from_results  # noqa: E402
from tests.share_fixtures import SCORED_FIXTURE, altered_finding, classifier_row, gallery_salience  # noqa: E402

LABELS = ({"hallucination": 1, "coverage": 0}, {"hallucination": 0, "coverage": 1}, {"hallucination": 0, "coverage": 0})


def timed_case(name: str, out: Path, make) -> None:
    started = time.perf_counter()
    html = make()
    seconds = time.perf_counter() - started
    path = out / name
    path.write_text(html, encoding="utf-8")
    print(f"{name:32s} {path.stat().st_size / 1e6:6.2f} MB  {seconds:5.2f} s")


def report_rows(n: int) -> list[dict]:
    calibration = load_calibration()
    base = [json.loads(line) for line in SCORED_FIXTURE.read_text(encoding="utf-8").splitlines()]
    for row in base:
        results = {k: DetectorResult.from_dict(k, d) for k, d in row["scores"].items()}
        row["findings"] = [f.to_dict() for f in find_findings(example_of(row), results, calibration)]
    rows = []
    for i in range(n):
        row = json.loads(json.dumps(base[i % len(base)]))
        row["id"] = f"{row.get('id', 'row')}-{i}"
        row["labels"] = LABELS[i % len(LABELS)]
        row["meta"] = {**(row.get("meta") or {}), "copy": str(i // len(base) % 2)}
        rows.append(row)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rows", type=int, default=1000)
    parser.add_argument("--examples", type=int, default=10, help="per ranking: 10 gives 20 case sections")
    parser.add_argument("--out", help="folder for the files (default: a temporary one)")
    args = parser.parse_args()
    out = Path(args.out or tempfile.mkdtemp(prefix="faithscope-report-"))
    out.mkdir(parents=True, exist_ok=True)
    calibration, reliability = load_calibration(), shipped_reliability()

    row = classifier_row("zoos-altered")
    ex = example_of(row)
    results = {k: DetectorResult.from_dict(k, d) for k, d in row["scores"].items()}
    timed_case("case_classifier.html", out, lambda: case_file(case_from_results(
        ex, results, calibration, [altered_finding(ex)], selected=0, reliability=reliability)))
    sal_ex, sal = gallery_salience()
    timed_case("case_salience.html", out, lambda: case_file(case_from_results(
        sal_ex, {"rouge": RougeDetector().run(sal_ex), "salience": sal}, calibration, [], shade_by="salience",
        relative=True, reliability=reliability)))

    scored = out / "scored.jsonl"
    scored.write_text("".join(json.dumps(r) + "\n" for r in report_rows(args.rows)), encoding="utf-8")
    report = out / "report.html"
    started = time.perf_counter()
    rc = cli(["report", str(scored), "-o", str(report), "--by", "meta.copy", "--examples", str(args.examples)])
    seconds = time.perf_counter() - started
    sections = report.read_text(encoding="utf-8").count('<div class="fs-case"')
    print(f"{'report.html':32s} {report.stat().st_size / 1e6:6.2f} MB  {seconds:5.2f} s  "
          f"({args.rows} rows, {sections} case sections, exit {rc})")
    print(f"files in {out}")
    return rc


if __name__ == "__main__":
    sys.exit(main())
