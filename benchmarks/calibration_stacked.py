"""Measured alternative to the shipped classifier calibration: Platt scaling with ROUGE's overlap as extra inputs.

    python benchmarks/calibration_stacked.py --val /tmp/calib/val.scored.jsonl --test /tmp/calib/test.scored.jsonl

Inputs per example: logit(classifier score of error E) (the shipped map uses only this), plus
ROUGE's hallucination and coverage scores, which say how much the response rewords its arguments
(the classifier is over-confident on reworded responses). Logistic regression fitted on val
(rows labelled for E; the other error counts as a negative, as in ``detectors.calibration.fit``),
reported on test: ECE (10 equal-width bins), Brier, and AUC over the same rows, pooled and per
paraphrased slice. Prints a markdown table.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sklearn.linear_model import LogisticRegression  # noqa: E402
from sklearn.metrics import roc_auc_score  # noqa: E402

from detectors.calibration.maps import brier, ece  # noqa: E402


def features(rows: list[dict], error: str, stacked: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    x, y, para = [], [], []
    for r in rows:
        if not r.get("labels"):
            continue
        c = float(np.clip(r["scores"]["classifier"][error], 1e-4, 1 - 1e-4))
        g = r["scores"]["rouge"]
        x.append([np.log(c / (1 - c))] + ([g["hallucination"], g["coverage"]] if stacked else []))
        y.append(r["labels"][error])
        para.append(bool((r.get("meta") or {}).get("paraphrased")))
    return np.asarray(x), np.asarray(y), np.asarray(para)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--val", required=True)
    ap.add_argument("--test", required=True)
    args = ap.parse_args(argv)
    load = lambda p: [json.loads(line) for line in Path(p).read_text().splitlines() if line.strip()]  # noqa: E731
    val, test = load(args.val), load(args.test)
    print("| error | inputs | ECE all | ECE paraphrased | ECE unparaphrased | Brier all | AUC all |")
    print("|---|---|---|---|---|---|---|")
    for error in ("hallucination", "coverage"):
        for stacked in (False, True):
            xv, yv, _ = features(val, error, stacked)
            xt, yt, pt = features(test, error, stacked)
            p = LogisticRegression().fit(xv, yv).predict_proba(xt)[:, 1]
            name = "classifier + ROUGE" if stacked else "classifier only"
            print(f"| {error} | {name} | {ece(p, yt):.3f} | {ece(p[pt], yt[pt]):.3f} | {ece(p[~pt], yt[~pt]):.3f} "
                  f"| {brier(p, yt):.3f} | {roc_auc_score(yt, p):.3f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
