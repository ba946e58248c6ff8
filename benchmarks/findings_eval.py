"""Precision and recall of the findings (docs/findings.md takes its tables from this script).

    python benchmarks/findings_eval.py SCORED.jsonl [SCORED2.jsonl …] [--fixture tests/fixtures/findings_labelled.jsonl]

SCORED files: rows written by ``python -m detectors score … --detectors rouge,classifier --details``
with ``meta.word_labels`` (the dev files). Synthetic errors give two finding types:

* ``unsupported``: a finding is correct when its span overlaps a labelled hallucinated span; a
  labelled span is found when an ``unsupported`` finding overlaps it.
* ``omission``: a finding is correct when its argument is labelled uncovered; recall over the
  labelled arguments.

Also: findings of each type per error-free example (a correct response should have none). ``--show TYPE``
lists the findings of that type on error-free rows (clause, its best argument, confidence, evidence), to
read by hand.

The fixture (``--fixture``, a JSONL of examples with ``meta.expected_findings`` = a list of
``{"type", "span"?: [start, end], "argument"?: [p, a]}``; rows may carry ``scores`` already,
otherwise the classifier and ROUGE are run): per type, a finding matches an expected one of the
same type when their spans overlap or, without spans, their arguments are equal.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.calibration import load_calibration  # noqa: E402
from detectors.core.example import parse_example  # noqa: E402
from detectors.core.scored import example_of, row_results  # noqa: E402
from detectors.findings import FINDING_TYPES, find_findings  # noqa: E402


def _overlaps(a, b) -> bool:
    return a[0] < b[1] and b[0] < a[1]


def synthetic(rows, calibration, show: str | None = None):
    c = Counter()
    per_clean = Counter()
    n_clean = 0
    for row in rows:
        ex = example_of(row)
        fs = find_findings(ex, row_results(row), calibration)
        wl = row["meta"]["word_labels"]
        spans = [tuple(s) for s in wl["response"]]
        omitted = {(p, a) for p, a, *_ in wl["arguments"]}
        labels = row.get("labels") or {}
        if not labels.get("hallucination") and not labels.get("coverage"):
            n_clean += 1
            for f in fs:
                per_clean[f.type] += 1
                if f.type == show:
                    print(false_finding_line(row, f))
        uns = [f for f in fs if f.type == "unsupported"]
        clause_any = [f for f in fs if f.span is not None]
        c["uns_pred"] += len(uns)
        c["uns_tp"] += sum(any(_overlaps(f.span, s) for s in spans) for f in uns)
        c["uns_gold"] += len(spans)
        c["uns_found"] += sum(any(_overlaps(f.span, s) for f in uns) for s in spans)
        c["any_found"] += sum(any(_overlaps(f.span, s) for f in clause_any) for s in spans)
        om = [f for f in fs if f.type == "omission"]
        c["om_pred"] += len(om)
        c["om_tp"] += sum(tuple(f.argument) in omitted for f in om)
        c["om_gold"] += len(omitted)
        c["om_found"] += len(omitted & {tuple(f.argument) for f in om})
        c["rows"] += 1
    return c, per_clean, n_clean


def fixture(rows, calibration):
    stats = defaultdict(Counter)
    confusions = Counter()
    for row in rows:
        exp = row["meta"]["expected_findings"]
        ex = example_of(row)
        fs = find_findings(ex, row_results(row), calibration)

        def match(f, e):
            if e.get("span") and f.span:
                return _overlaps(f.span, e["span"])
            return e.get("argument") is not None and f.argument is not None and list(f.argument) == list(e["argument"])

        for t in FINDING_TYPES:
            pred = [f for f in fs if f.type == t]
            gold = [e for e in exp if e["type"] == t]
            stats[t]["pred"] += len(pred)
            stats[t]["tp"] += sum(any(match(f, e) for e in gold) for f in pred)
            stats[t]["gold"] += len(gold)
            stats[t]["found"] += sum(any(match(f, e) for f in pred) for e in gold)
        if not exp:
            stats["(correct examples)"]["rows"] += 1
            stats["(correct examples)"]["with_finding"] += bool(fs)
        for e in exp:
            got = [f.type for f in fs if match(f, e)]
            confusions[(e["type"], got[0] if got else "-")] += 1
    return stats, confusions


def _pr(tp, pred, found, gold) -> str:
    p = f"{tp / pred:.2f} ({tp}/{pred})" if pred else "– (0/0)"
    r = f"{found / gold:.2f} ({found}/{gold})" if gold else "–"
    return f"{p} | {r}"


def false_finding_line(row: dict, f) -> str:
    """One finding on an error-free row, for reading by hand."""
    ev = f.evidence
    extra = {k: ev[k] for k in ("changed_words", "negation", "contradiction") if k in ev}
    return (f"  {row.get('id', '')} ({'paraphrased' if (row.get('meta') or {}).get('paraphrased') else 'unparaphrased'}) "
            f"{f.type} {f.confidence:.2f} {json.dumps(f.text, ensure_ascii=False)} | best argument "
            f"{json.dumps(ev['classifier']['best_argument_text'], ensure_ascii=False)} | {json.dumps(extra)}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("scored", nargs="*")
    ap.add_argument("--fixture")
    ap.add_argument("--calibration")
    ap.add_argument("--show", choices=FINDING_TYPES, help="list this type's findings on error-free rows")
    a = ap.parse_args()
    calibration = load_calibration(a.calibration)
    for path in a.scored:
        rows = [json.loads(line) for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]
        c, per_clean, n_clean = synthetic(rows, calibration, a.show)
        print(f"\n### {Path(path).name}: {c['rows']} examples, {n_clean} error-free\n")
        print("| type | precision | recall |\n|---|---|---|")
        print(f"| unsupported | {_pr(c['uns_tp'], c['uns_pred'], c['uns_found'], c['uns_gold'])} |")
        print(f"| omission | {_pr(c['om_tp'], c['om_pred'], c['om_found'], c['om_gold'])} |")
        print(f"\nHallucinated spans found by a clause finding of any type: {c['any_found']}/{c['uns_gold']}.")
        print("Findings per error-free example: " + ", ".join(
            f"{t} {per_clean[t] / max(n_clean, 1):.3f} ({per_clean[t]})" for t in FINDING_TYPES))
    if a.fixture:
        rows = [json.loads(line) for line in Path(a.fixture).read_text(encoding="utf-8").splitlines() if line.strip()]
        if any("scores" not in r for r in rows):
            from detectors.run.engines import score_example
            from detectors.run.registry import make_detector

            dets = [make_detector("rouge"), make_detector("classifier")]
            rows = [r if "scores" in r else {**score_example(parse_example({k: v for k, v in r.items()}), dets, True),
                                               "meta": r["meta"]} for r in rows]
        stats, conf = fixture(rows, calibration)
        print(f"\n### {Path(a.fixture).name}: {len(rows)} examples\n")
        print("| type | precision | recall |\n|---|---|---|")
        for t in FINDING_TYPES:
            s = stats[t]
            print(f"| {t} | {_pr(s['tp'], s['pred'], s['found'], s['gold'])} |")
        s = stats["(correct examples)"]
        print(f"\nCorrect examples with any finding: {s['with_finding']}/{s['rows']}.")
        print("Expected type → type found at that place: " + ", ".join(f"{e}→{g} {n}" for (e, g), n in sorted(conf.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
