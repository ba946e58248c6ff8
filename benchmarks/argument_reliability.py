"""How well each argument's P(omitted), as the findings read it, matches the labels of organic-style answers.

    python benchmarks/argument_reliability.py SCORED.jsonl [SCORED.jsonl ...] [--calibration DIR] [--fit FIT.jsonl ...]

An argument counts as omitted where its answer labels an ``omitted_argument`` error on it or an ``omitted_perspective``
error on its side (``examples/organic/README.md``). P(omitted) is 1 − P(stated) through the calibration's localized
reading (``detectors.findings.rules.classifier_values``): what an `omission` finding shows. Prints the observed share
of omitted arguments in bands of P, with the ECE (10 equal-width bins) and the Brier score over all arguments
(docs/evaluation.md, Stop 64, part 5). ``--fit``: the same for a map fitted on those rows' arguments (isotonic and
Platt on P(omitted), ``detectors.calibration.maps``) and read on SCORED's: what a map fitted on argument labels would show.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from detectors.calibration import load_calibration  # noqa: E402
from detectors.calibration.maps import brier, ece, fit_isotonic, fit_platt  # noqa: E402
from detectors.core.scored import example_of, read_scored, row_results  # noqa: E402
from detectors.findings.rules import classifier_values  # noqa: E402

BANDS = ((0.0, 0.05), (0.05, 0.12), (0.12, 0.2), (0.2, 0.3), (0.3, 0.6), (0.6, 0.9), (0.9, 1.0))


def omitted_labels(row: dict, n_arguments: list[int]) -> list[list[int]]:
    """[perspective][argument] 1 where the row's labels say the argument is omitted (module doc)."""
    errors = (row.get("meta") or {}).get("errors") or []
    arguments = {tuple(e["argument"]) for e in errors if e["type"] == "omitted_argument"}
    sides = {e["perspective"] for e in errors if e["type"] == "omitted_perspective"}
    return [[int((p, a) in arguments or p in sides) for a in range(n)] for p, n in enumerate(n_arguments)]


def argument_readings(paths: list[str], calibration) -> tuple[np.ndarray, np.ndarray]:
    """(P(omitted), label) of every argument of every labelled row."""
    probs, labels = [], []
    for path in paths:
        for row in read_scored(path)[0]:
            example = example_of(row)
            omitted = classifier_values(row_results(row)["classifier"], calibration).omitted
            truth = omitted_labels(row, [len(p.arguments) for p in example.perspectives])
            for p_row, y_row in zip(omitted, truth):
                probs += p_row
                labels += y_row
    return np.asarray(probs, dtype=float), np.asarray(labels, dtype=int)


def print_table(title: str, probs: np.ndarray, labels: np.ndarray) -> None:
    print(f"{title}: {len(probs)} arguments, {labels.sum()} omitted; ECE {ece(probs, labels):.3f}, "
          f"Brier {brier(probs, labels):.4f}\n")
    print("| P(omitted) shown | arguments | mean P | observed omitted |\n|---|---|---|---|")
    for lo, hi in BANDS:
        band = (probs >= lo) & ((probs < hi) if hi < 1.0 else (probs <= hi))
        if band.any():
            print(f"| {lo:.2f}–{hi:.2f} | {band.sum()} | {probs[band].mean():.3f} | {labels[band].mean():.3f} |")
    print()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("scored", nargs="+")
    ap.add_argument("--calibration", help="calibration folder (default: the shipped one)")
    ap.add_argument("--fit", nargs="+", default=[], metavar="FIT", help="rows to fit an argument map on (module doc)")
    a = ap.parse_args()
    calibration = load_calibration(a.calibration)
    probs, labels = argument_readings(a.scored, calibration)
    print_table("as shown", probs, labels)
    if a.fit:
        fit_probs, fit_labels = argument_readings(a.fit, calibration)
        for name, fit in (("an isotonic", fit_isotonic), ("a Platt", fit_platt)):
            print_table(f"through {name} map fitted on --fit's {len(fit_probs)} arguments",
                        fit(fit_probs, fit_labels)(probs), labels)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
