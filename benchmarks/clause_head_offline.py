"""Read scored organic-style rows again with another clause head, without running a model (stop 62).

    python benchmarks/clause_head_offline.py SCORED.jsonl … --head HEAD.json|none [--calibration DIR]
        [--unsupported-min P] [--write OUT.jsonl]

Every scored row (``detectors score … --details``) keeps each claim clause's rules' support (``support_rules``), so a
head fitted by ``detectors.training.train_clause_head`` can be judged on rows scored with another one (or none):
``detectors.classifier.detector.reread_clauses`` reads each claim again and the answer's P(hallucination) and word
scores follow. Reading the rows with the head they were scored with reproduces them exactly
(``tests/unit/test_clause_head_offline.py``). Prints, pooled over the files, what ``benchmarks/organic_eval.py``
prints per file: the calibrated hallucination ROC AUC with its bootstrap interval, the error-free answers with a
finding, and the errors localized per kind. A head changes the model id; the rows keep theirs, so the calibration
(``--calibration``, default the shipped one) must be one fitted for the rows' id. ``--write``: the re-read rows.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from organic_eval import auc_with_interval, findings_table  # noqa: E402

from detectors.calibration import calibrate_result, load_calibration  # noqa: E402
from detectors.classifier.clause_head import ClauseHead, load_clause_head  # noqa: E402
from detectors.classifier.detector import reread_clauses  # noqa: E402
from detectors.core.scored import example_of, read_scored, row_results  # noqa: E402
from detectors.evaluation.evaluate import example_label  # noqa: E402


def reread_rows(rows: list[dict], head: ClauseHead | None) -> list[dict]:
    """Copies of the rows whose classifier result is read again with ``head`` (None: the rules alone)."""
    out = []
    for row in rows:
        result = reread_clauses(row_results(row)["classifier"], example_of(row), head)
        out.append({**row, "scores": {**row["scores"], "classifier": result.to_dict()}})
    return out


def summary(rows: list[dict], calibration) -> str:
    labels, scores = [], []
    for row in rows:
        label = example_label(row, "hallucination")
        calibrated = calibrate_result(row_results(row)["classifier"], calibration)
        if label is None or calibrated is None:
            continue
        labels.append(label)
        scores.append(calibrated.probs["hallucination"])
    table = findings_table(rows, calibration)
    kinds = table["per_kind"]
    localized = sum(k["localized"] for k in kinds.values())
    lines = [f"hallucination AUC {auc_with_interval(labels, scores)}",
             f"error-free answers with a finding: {table['error_free_with_finding']} of {table['error_free']}",
             f"errors localized: {localized} of {sum(k['errors'] for k in kinds.values())} ("
             + ", ".join(f"{kind} {k['localized']}/{k['errors']}" for kind, k in kinds.items()) + ")"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("scored", nargs="+")
    p.add_argument("--head", required=True, help="a clause head's JSON, or none")
    p.add_argument("--calibration", help="calibration folder for the rows' model id (default: the shipped one)")
    p.add_argument("--unsupported-min", type=float, metavar="P", help="read the findings with UNSUPPORTED_MIN at P")
    p.add_argument("--write", type=Path, help="write the re-read rows here")
    args = p.parse_args(argv)
    if args.unsupported_min is not None:
        import detectors.findings.rules as rules

        rules.UNSUPPORTED_MIN = args.unsupported_min
    head = None if args.head.strip().lower() == "none" else load_clause_head(args.head)
    rows = reread_rows([r for path in args.scored for r in read_scored(path)[0]], head)
    print(summary(rows, load_calibration(args.calibration)))
    if args.write:
        args.write.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
