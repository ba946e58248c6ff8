"""Fit the clause head (``detectors.classifier.clause_head``, stop 61) on scored, labelled val rows.

    python -m detectors score SPLIT.jsonl -o SPLIT.scored.jsonl --detectors classifier --details   (each split)
    python -m detectors.training.train_clause_head A1.scored.jsonl … DEV_VAL.scored.jsonl \\
        -o detectors/classifier/weights/clause_head/head.json [--rule-weight 0.35] [--dev-weight 5] [--c 1.0]

Each claim clause of a row is one example: positive where a hallucination error (``HALLUCINATION_KINDS``: the
organic rows' ``meta.errors`` with a span) covers it, by ``organic_data.unit_error`` (a clause an error covers too
little of is left out), negative elsewhere. Rows without ``meta.errors`` (the dev data) take their hallucinated
spans from ``meta.word_labels.response`` and the weight ``--dev-weight``. Features are read from the rules' support
(``support_rules`` where the rows were scored with a head), so the rows may be scored with or without one. The head
is scikit-learn's L2 logistic regression; the JSON records the files, counts and options.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from detectors.classifier.clause_head import FEATURES, ClauseHead, features_of
from detectors.classifier.details import example_stems
from detectors.core.result import ClassifierLocalization
from detectors.core.scored import example_of, read_scored, row_results
from detectors.training.organic_data import AMBIGUOUS, HALLUCINATION_KINDS, unit_error


@dataclass
class ClauseRows:
    """Features, labels and sample weights of the labelled claim clauses."""

    x: list[list[float]]
    y: list[int]
    w: list[float]


def hallucinated_spans(row: dict, has_errors: bool) -> list[dict]:
    """The row's hallucination spans as ``unit_error`` reads them (module doc)."""
    meta = row.get("meta") or {}
    if has_errors:
        return [e for e in meta["errors"] if e.get("type") in HALLUCINATION_KINDS and e.get("span")]
    if not (row.get("labels") or {}).get("hallucination"):
        return []
    return [{"type": "word_labels", "span": list(s)} for s in (meta.get("word_labels") or {}).get("response") or []]


def clause_rows(rows: Sequence[dict], dev_weight: float = 1.0) -> ClauseRows:
    out = ClauseRows([], [], [])
    for row in rows:
        result = row_results(row).get("classifier")
        if result is None or not isinstance(result.details, ClassifierLocalization):
            raise ValueError(f"row {row.get('id')!r} has no classifier clauses: score it with --details")
        has_errors = "errors" in (row.get("meta") or {})
        spans = hallucinated_spans(row, has_errors)
        given = example_stems(example_of(row))
        for clause in result.details.clauses:
            if not clause.claim:
                continue
            error = unit_error(clause.start, clause.end, spans)
            if error is AMBIGUOUS:
                continue
            out.x.append(features_of(clause, given))
            out.y.append(int(error is not None))
            out.w.append(1.0 if has_errors else dev_weight)
    return out


def fit_head(data: ClauseRows, rule_weight: float, c: float = 1.0) -> ClauseHead:
    from sklearn.linear_model import LogisticRegression

    if len(set(data.y)) < 2:
        raise ValueError("the clause head needs both hallucinated and faithful clauses")
    model = LogisticRegression(C=c, max_iter=5000).fit(np.asarray(data.x), np.asarray(data.y),
                                                       sample_weight=np.asarray(data.w))
    return ClauseHead(tuple(float(v) for v in model.coef_[0]), float(model.intercept_[0]), rule_weight)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m detectors.training.train_clause_head", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("scored", nargs="+", help="scored JSONL files (--details) with labels")
    p.add_argument("-o", "--out", type=Path, required=True)
    p.add_argument("--rule-weight", type=float, default=0.35, help="the rules' share λ of the blend (module doc)")
    p.add_argument("--dev-weight", type=float, default=5.0, help="weight of a clause of a row without meta.errors")
    p.add_argument("--c", type=float, default=1.0, help="inverse L2 strength")
    args = p.parse_args(argv)
    rows = [r for path in args.scored for r in read_scored(path)[0]]
    data = clause_rows(rows, args.dev_weight)
    head = fit_head(data, args.rule_weight, args.c)
    training = {"files": [Path(f).name for f in args.scored], "rows": len(rows), "clauses": len(data.y),
                "hallucinated": sum(data.y),
                "options": {"rule_weight": args.rule_weight, "dev_weight": args.dev_weight, "c": args.c}}
    head = replace(head, training=training)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(head.to_dict(), indent=1) + "\n", encoding="utf-8")
    print(f"{len(data.y)} clauses ({sum(data.y)} hallucinated) from {len(rows)} rows → {args.out}: "
          + ", ".join(f"{k} {w:+.3f}" for k, w in zip(FEATURES, head.weights)) + f", bias {head.bias:+.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
