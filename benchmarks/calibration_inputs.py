"""Candidate per-example inputs for the classifier's hallucination map, judged out of fold on the val rows.

    python benchmarks/calibration_inputs.py VAL.scored.jsonl

VAL: the calibration's val rows scored with ``--details`` (dev val + organic val, as for ``fit_calibration.py
build``). Each candidate is a Platt map with inputs (``maps.out_of_fold``, topic folds: each row read through a map
fitted without its topic); printed: ROC AUC on the organic rows and on the dev paraphrased and unparaphrased rows,
Brier score and ECE over all. Candidates: none (plain Platt, isotonic); today's (ROUGE's two example scores of the
whole response); the same without the response's least supported clause (so an invented clause's low overlap does
not read as "reworded, so fine"); clause-support summaries (median, second lowest, mean support, claims per
argument, lowest f(given, c)) alone and beside ROUGE's (stop 38, docs/evaluation.md).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from detectors.calibration.fit import fold_group  # noqa: E402
from detectors.calibration.maps import brier, ece, out_of_fold  # noqa: E402
from detectors.classifier.detector import overlap_inputs  # noqa: E402
from detectors.core.scored import example_of  # noqa: E402
from detectors.evaluation.evaluate import example_label, roc_auc  # noqa: E402


def without_least_supported(row: dict) -> tuple[float, float]:
    """ROUGE's two example scores of the response with its least supported clause cut out."""
    ex = example_of(row)
    clauses = row["scores"]["classifier"]["extras"]["clauses"]
    c = min(clauses, key=lambda x: x["support"])
    rest = ex.response[: c["start"]] + " " + ex.response[c["end"] :]
    if not rest.strip():
        inputs = row["scores"]["classifier"]["calibration_inputs"]
        return inputs["rouge_hallucination"], inputs["rouge_coverage"]
    z = overlap_inputs(ex.model_copy(update={"response": rest}))
    return z["rouge_hallucination"], z["rouge_coverage"]


def support_summaries(row: dict) -> dict[str, float]:
    clauses = row["scores"]["classifier"]["extras"]["clauses"]
    s = sorted(c["support"] for c in clauses)
    given = sorted(c["support_given"] for c in clauses if c["claim"]) or [1.0]
    n_args = sum(len(p["arguments"]) for p in row["perspectives"])
    return {"median support": float(np.median(s)), "second lowest support": s[1] if len(s) > 1 else s[0],
            "mean support": float(np.mean(s)), "claims per argument": sum(c["claim"] for c in clauses) / max(1, n_args),
            "lowest f(given, c)": given[0]}


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    rows = [json.loads(line) for line in open(sys.argv[1], encoding="utf-8") if line.strip()]
    rows = [r for r in rows if example_label(r, "hallucination") is not None]
    y = np.array([example_label(r, "hallucination") for r in rows])
    x = np.array([r["scores"]["classifier"]["hallucination"] for r in rows])
    groups = [fold_group(r, i) for i, r in enumerate(rows)]
    organic = np.array([(r.get("meta") or {}).get("source") == "organic" for r in rows])
    para = np.array([bool((r.get("meta") or {}).get("paraphrased")) for r in rows])
    whole = {k: np.array([r["scores"]["classifier"]["calibration_inputs"][k] for r in rows])
             for k in ("rouge_hallucination", "rouge_coverage")}
    cut = np.array([without_least_supported(r) for r in rows])
    summaries = [support_summaries(r) for r in rows]
    candidates: dict[str, np.ndarray | None] = {
        "raw score (no map)": x,
        "isotonic, no inputs": out_of_fold(x, y, groups, "isotonic"),
        "Platt, no inputs": out_of_fold(x, y, groups, "platt"),
        "Platt + ROUGE of the whole response (shipped)": out_of_fold(x, y, groups, "platt+inputs", inputs=whole),
        "Platt + ROUGE without the least supported clause": out_of_fold(
            x, y, groups, "platt+inputs", inputs={"rouge_hallucination": cut[:, 0], "rouge_coverage": cut[:, 1]}),
    }
    for name in summaries[0]:
        z = {name: np.array([s[name] for s in summaries])}
        candidates[f"Platt + {name}"] = out_of_fold(x, y, groups, "platt+inputs", inputs=z)
        candidates[f"Platt + {name} + ROUGE (whole)"] = out_of_fold(x, y, groups, "platt+inputs", inputs={**whole, **z})
    print("| inputs (out of fold) | organic | dev paraphrased | dev unparaphrased | Brier | ECE |\n|---|---|---|---|---|---|")
    for name, p in candidates.items():
        if p is None:
            continue

        def auc(mask: np.ndarray, p: np.ndarray = p) -> str:
            return f"{roc_auc(y[mask], p[mask]):.3f}"

        print(f"| {name} | {auc(organic)} | {auc(~organic & para)} | {auc(~organic & ~para)} "
              f"| {brier(p, y):.4f} | {ece(p, y):.3f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
