"""Which reading of a document to calibrate: out-of-fold calibrated ROC AUC on the documents' val half (stop 39).

    python benchmarks/document_reading_calibrated.py --adapter DOC_VAL.scored.jsonl,SUM_VAL.scored.jsonl \
        --argument-model NONE_DOC_VAL.scored.jsonl,NONE_SUM_VAL.scored.jsonl

Both sets of rows are the same examples (``benchmarks/document_eval.py --write``) scored by the classifier with the
shipped document adapter and with ``--document-model none`` (the argument model reads the document too). Three
readings of P(hallucination): the adapter's, the argument model's and their mean. Each is read raw and through
each calibration map the calibration would choose from (isotonic, Platt, Platt with the classifier's word-overlap
inputs), fitted out of fold (5 folds that keep a document together, as ``fit_calibration.py documents`` chooses
its map): ROC AUC per set and the out-of-fold Brier score of all rows. Only document rows count (a premise over
150 words).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from detectors.calibration.fit import row_domain  # noqa: E402
from detectors.calibration.maps import FITTERS, brier, out_of_fold  # noqa: E402
from detectors.core.domain import DOCUMENT  # noqa: E402
from detectors.evaluation.evaluate import roc_auc  # noqa: E402


def read(paths: str) -> dict[str, dict]:
    rows = [json.loads(line) for path in paths.split(",") for line in open(path, encoding="utf-8") if line.strip()]
    return {r["id"]: r for r in rows if row_domain(r, "classifier") == DOCUMENT}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--adapter", required=True, help="scored rows, comma-separated files")
    ap.add_argument("--argument-model", required=True, help="the same rows scored with --document-model none")
    a = ap.parse_args()
    adapter, argument = read(a.adapter), read(a.argument_model)
    ids = sorted(set(adapter) & set(argument))
    score = {name: np.array([rows[i]["scores"]["classifier"]["hallucination"] for i in ids])
             for name, rows in (("adapter", adapter), ("argument model", argument))}
    score["mean of both"] = (score["adapter"] + score["argument model"]) / 2
    y = np.array([adapter[i]["labels"]["hallucination"] for i in ids])
    groups = [adapter[i].get("topic") or i for i in ids]
    sets = np.array([(adapter[i].get("meta") or {}).get("set", "") for i in ids])
    names = sorted(set(sets))
    inputs_rows = [adapter[i]["scores"]["classifier"]["calibration_inputs"] for i in ids]
    inputs = {k: np.array([float(z[k]) for z in inputs_rows]) for k in sorted(inputs_rows[0])}
    print(f"{len(ids)} document rows ({int(y.sum())} unfaithful)\n")
    print("| reading | map (out of fold) | " + " | ".join(names) + " | Brier, all rows |")
    print("|---|---|" + "---|" * (len(names) + 1))
    for reading, x in score.items():
        for kind in ("raw", *FITTERS):
            p = x if kind == "raw" else out_of_fold(x, y, groups, kind, inputs=inputs)
            if p is None:
                continue
            cells = [f"{roc_auc(y[sets == n], p[sets == n]):.3f}" for n in names]
            print(f"| {reading} | {kind} | " + " | ".join(cells) + f" | {brier(p, y):.4f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
