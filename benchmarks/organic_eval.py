"""The organic benchmark (issue 24): example AUC with intervals and findings per error kind.

    python -m detectors score examples/organic/organic_val.jsonl -o VAL.scored.jsonl --detectors rouge,classifier --details
    python benchmarks/organic_eval.py VAL.scored.jsonl [--calibration DIR] [--json OUT.json] [--failures N]
    python benchmarks/organic_eval.py OUT.scored.jsonl --score-with MODEL --input examples/organic/organic_val.jsonl
    python benchmarks/organic_eval.py VAL.scored.jsonl --contradiction-min 0.9   # the altered rule's threshold, read
    python benchmarks/organic_eval.py VAL.scored.jsonl --hallucination-threshold 0.5   # the flag threshold, read

``--score-with MODEL``: score ``--input`` first (ROUGE + the classifier with a cross-encoder folder
blended with the shipped bi-encoder, as the shipped one is; details on) into the scored file. This is
how the ablation's models were compared (``benchmarks/entailment_ablation.sh``).

Rows carry ``meta.errors`` (``examples/organic/README.md``): each error's kind, its response span
(clause errors) and the argument (or perspective) it concerns. Findings are recomputed from the
scored rows with ``find_findings`` and the calibration, so a change of the rules needs no rescoring.

* Example level: ROC AUC of each detector's raw and calibrated hallucination / coverage score
  (positives: the error, negatives: error-free responses, as ``detectors evaluate``) with a
  1,000-replicate bootstrap interval.
* Findings: an error with a span is *localized* when a clause finding (any type but omission)
  overlaps it, and *named* when that finding has the kind's type (``EXPECTED``); an omitted
  argument is found by an omission finding of that argument, an omitted perspective by one of
  any of its arguments. Error-free responses with any finding are counted.
* ``--failures N``: the first N errors not localized and the findings on error-free responses,
  with the clause and the finding, for reading by hand.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from detectors.calibration import calibrate_result, load_calibration  # noqa: E402
from detectors.core.result import ERROR_TYPES  # noqa: E402
from detectors.core.scored import example_of, read_scored, row_results  # noqa: E402
from detectors.evaluation.evaluate import bootstrap_ci, example_label, roc_auc  # noqa: E402
from detectors.findings import find_findings  # noqa: E402
from detectors.training.organic_data import HALLUCINATION_KINDS  # noqa: E402

CLAUSE_KINDS = (*HALLUCINATION_KINDS, "repetition")
OMISSION_KINDS = ("omitted_argument", "omitted_perspective")
EXPECTED = {"invented_claim": {"unsupported"}, "invented_statistic": {"unsupported"},
            "added_detail": {"altered", "unsupported"}, "negation": {"altered", "unsupported"},
            "exaggeration": {"altered", "unsupported"}, "side_swap": {"wrong_side"},
            "repetition": {"repetition"}, "omitted_argument": {"omission"}, "omitted_perspective": {"omission"}}


def _overlaps(a, b) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def auc_with_interval(labels: list[int], scores: list[float]) -> str:
    if not labels or all(labels) or not any(labels):
        return "–"
    groups = [(np.array([y], bool), np.array([s], float)) for y, s in zip(labels, scores)]
    lo, hi = bootstrap_ci(groups)
    return f"{roc_auc(labels, scores):.3f} [{lo:.3f}, {hi:.3f}] ({sum(labels)}+/{len(labels) - sum(labels)}−)"


def example_table(rows: list[dict], calibration) -> list[tuple[str, str, str, str]]:
    """(detector, error type, raw AUC, calibrated AUC) per detector and error type."""
    results = [row_results(r) for r in rows]
    out = []
    for det in sorted({n for res in results for n in res}):
        for err in ERROR_TYPES:
            y, raw, cal = [], [], []
            for r, by_name in zip(rows, results):
                lab = example_label(r, err)
                res = by_name.get(det)
                if lab is None or res is None:
                    continue
                y.append(lab)
                raw.append(getattr(res, err))
                c = calibrate_result(res, calibration)
                cal.append(c.probs[err] if c is not None else getattr(res, err))
            out.append((det, err, auc_with_interval(y, raw), auc_with_interval(y, cal)))
    return out


def error_found(error: dict, findings, example) -> tuple[bool, bool]:
    """(localized, named) for one labelled error (module doc)."""
    kind = error["type"]
    if kind in OMISSION_KINDS:
        if kind == "omitted_argument":
            hits = [f for f in findings if f.type == "omission" and f.argument and list(f.argument) == list(error["argument"])]
        else:
            hits = [f for f in findings if f.type == "omission" and f.argument and f.argument[0] == error["perspective"]]
        return bool(hits), bool(hits)
    hits = [f for f in findings if f.span is not None and f.type != "omission" and _overlaps(f.span, error["span"])]
    return bool(hits), any(f.type in EXPECTED[kind] for f in hits)


def findings_table(rows: list[dict], calibration, failures: int = 0) -> dict:
    found, named, total = Counter(), Counter(), Counter()
    clean, clean_flagged, clean_types = 0, 0, Counter()
    missed, false_alarms = [], []
    for r in rows:
        ex = example_of(r)
        fs = find_findings(ex, row_results(r), calibration)
        errors = (r.get("meta") or {}).get("errors") or []
        if not errors:
            clean += 1
            clean_flagged += bool(fs)
            clean_types.update({f.type for f in fs})
            false_alarms += [(r["id"], f.type, round(f.confidence, 2), f.text[:140]) for f in fs]
        for e in errors:
            loc, nam = error_found(e, fs, ex)
            total[e["type"]] += 1
            found[e["type"]] += loc
            named[e["type"]] += nam
            if not loc:
                span = e.get("span")
                missed.append((r["id"], e["type"], ex.response[span[0]:span[1]][:140] if span else e.get("argument"),
                               [(f.type, round(f.confidence, 2), f.text[:60]) for f in fs]))
    out = {"per_kind": {k: {"errors": total[k], "localized": found[k], "named": named[k]} for k in sorted(total)},
           "error_free": clean, "error_free_with_finding": clean_flagged,
           "error_free_finding_types": dict(clean_types)}
    if failures:
        out["missed"] = missed[:failures]
        out["false_alarms"] = false_alarms[:failures]
    return out


def score_blended(model: str, input_path: str, output_path: str) -> None:
    from detectors.classifier.detector import ClassifierDetector
    from detectors.rouge import RougeDetector
    from detectors.run.batch import score_file

    detector = ClassifierDetector(model_path=model, threads=1, biencoder=True)
    summary = score_file(input_path, output_path, [detector, RougeDetector()], details=True)
    print(f"scored {summary.written} with {model} → {output_path}", file=sys.stderr)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("scored", nargs="+")
    ap.add_argument("--calibration", help="calibration folder (default: the shipped one)")
    ap.add_argument("--json", help="write the figures here")
    ap.add_argument("--failures", type=int, default=0)
    ap.add_argument("--score-with", metavar="MODEL", help="cross-encoder folder to score --input with first")
    ap.add_argument("--input", help="examples to score with --score-with")
    ap.add_argument("--contradiction-min", type=float, metavar="P",
                    help="read the findings with the altered rule's CONTRADICTION_MIN at P (a threshold read on the "
                         "scored rows; the scores themselves keep the one they were made with)")
    ap.add_argument("--hallucination-threshold", type=float, metavar="T",
                    help="read the findings with the classifier's calibrated hallucination threshold at T (the "
                         "shipped calibration's otherwise): the trade-off between errors localized and error-free "
                         "answers with a finding (docs/evaluation.md, stop 55)")
    a = ap.parse_args()
    if a.contradiction_min is not None:
        import detectors.classifier.alteration as alteration_rule

        alteration_rule.CONTRADICTION_MIN = a.contradiction_min
    if a.score_with:
        score_blended(a.score_with, a.input, a.scored[0])
    calibration = load_calibration(a.calibration)
    if a.hallucination_threshold is not None:
        calibration.detectors["classifier"].errors["hallucination"].threshold = a.hallucination_threshold
    report = {}
    for path in a.scored:
        rows, _ = read_scored(path)
        table = example_table(rows, calibration)
        fnd = findings_table(rows, calibration, a.failures)
        report[path] = {"example": table, "findings": fnd}
        print(f"\n### {Path(path).name}: {len(rows)} responses, {fnd['error_free']} error-free\n")
        print("| detector | error | ROC AUC (raw) | ROC AUC (calibrated) |\n|---|---|---|---|")
        for det, err, raw, cal in table:
            print(f"| {det} | {err} | {raw} | {cal} |")
        print("\n| error kind | errors | localized | named (expected type) |\n|---|---|---|---|")
        for kind, c in fnd["per_kind"].items():
            print(f"| {kind} | {c['errors']} | {c['localized'] / c['errors']:.2f} ({c['localized']}) "
                  f"| {c['named'] / c['errors']:.2f} ({c['named']}) |")
        n_err = sum(c["errors"] for c in fnd["per_kind"].values())
        n_loc = sum(c["localized"] for c in fnd["per_kind"].values())
        print(f"\nAll errors localized: {n_loc}/{n_err} ({n_loc / max(n_err, 1):.2f}). Error-free responses with any "
              f"finding: {fnd['error_free_with_finding']}/{fnd['error_free']} "
              f"({fnd['error_free_with_finding'] / max(fnd['error_free'], 1):.2f}); types {fnd['error_free_finding_types']}")
        for key in ("missed", "false_alarms"):
            for item in fnd.get(key, []):
                print(f"  {key}: {item}")
    if a.json:
        Path(a.json).write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
