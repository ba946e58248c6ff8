"""A second pair model as the judge of "is everything this clause says given?" (stop 35: a larger backbone).

    python benchmarks/given_judge.py MODEL --organic ORGANIC_VAL.scored.jsonl --dev DEV_VAL.scored.jsonl [--threads 2]

The scored files are the shipped classifier's (``python -m detectors score … --detectors rouge,classifier
--details``). For every claim clause, MODEL scores the pair the shipped rule calls f(given arguments, c)
(``example_pairs``: the clause's perspective's arguments, one a line, as premise) and gives P(entailment) e and,
with a three-way head, P(contradiction) k. The shipped support splits back into its two terms
(support = w_G · f_given + (1 − w_G) · own, ``detectors.classifier.detector``), so each variant below recombines
them without re-scoring the windows; P(hallucination) = 1 − min over claim clauses, raw, and its example ROC
AUC is printed on organic val and the dev val topics (paraphrased and not). A clause copied word for word keeps
support 1, as shipped. Then the clause-level ROC AUC on organic val per error kind (positives: claim clauses
overlapping a labelled hallucination span; negatives: every other claim clause). ``--rejected N``: the first N
distinct clauses of *correct* dev paraphrased responses to which MODEL gives P(entailment) < 0.3, each with its
best argument, to read by hand (where a strict judge and the dev labels disagree).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from detectors.classifier.detector import (  # noqa: E402
    GIVEN_WEIGHT,
    entailment_and_contradiction,
    example_pairs,
    load_pair_model,
)
from detectors.core.result import ClauseSupport  # noqa: E402
from detectors.core.scored import example_of, read_scored, row_results  # noqa: E402
from detectors.evaluation.evaluate import example_label, roc_auc  # noqa: E402
from detectors.training.organic_data import HALLUCINATION_KINDS  # noqa: E402


@dataclass
class Clause:
    shipped: ClauseSupport
    e: float  # MODEL's P(entailment) of (given arguments, clause)
    k: float  # MODEL's P(contradiction), 0 for a two-way model
    copied: bool

    @property
    def own(self) -> float:
        return (self.shipped.support - GIVEN_WEIGHT * self.shipped.support_given) / (1 - GIVEN_WEIGHT)


def read_clauses(path: str, pm) -> list[tuple[dict, list[Clause]]]:
    """Each scored row with its claim clauses, MODEL's two probabilities attached."""
    rows, _ = read_scored(path)
    per = []
    for row in rows:
        ep = example_pairs(example_of(row))
        given = ep.pairs[ep.n_window_pairs :]
        clauses = row_results(row)["classifier"].details.clauses
        if len(given) != len(clauses):
            raise ValueError(f"{row.get('id')}: {len(clauses)} scored clauses, {len(given)} units today (re-score the file)")
        per.append((row, given, clauses, ep.verbatim[ep.n_window_pairs :]))
    distinct = list(dict.fromkeys(p for _, given, _, _ in per for p in given))
    e, k = entailment_and_contradiction(pm, distinct)
    index = {p: i for i, p in enumerate(distinct)}
    out = []
    for row, given, clauses, verbatim in per:
        out.append((row, [Clause(c, float(e[index[p]]), float(k[index[p]]) if k is not None else 0.0, v)
                          for c, p, v in zip(clauses, given, verbatim) if c.claim]))
    return out


def example_auc(per: list[tuple[dict, list[Clause]]], support: Callable[[Clause], float],
                keep: Callable[[dict], bool] = lambda row: True) -> float | None:
    labels, scores = [], []
    for row, clauses in per:
        label = example_label(row, "hallucination")
        if label is None or not keep(row):
            continue
        values = [1.0 if c.shipped.support >= 1 or c.copied else support(c) for c in clauses]
        labels.append(label)
        scores.append(1 - min(values) if values else 0.0)
    return roc_auc(labels, scores)


def variants() -> dict[str, Callable[[Clause], float]]:
    out: dict[str, Callable[[Clause], float]] = {"shipped": lambda c: c.shipped.support}
    for w in (0.25, 0.5, 0.75, 1.0):
        out[f"f_given from MODEL, w_G = {w:g}"] = lambda c, w=w: w * c.e + (1 - w) * c.own
    out["shipped × (1 − MODEL's P(contradiction))"] = lambda c: c.shipped.support * (1 - c.k)
    out["min(shipped, 1 − MODEL's P(contradiction))"] = lambda c: min(c.shipped.support, 1 - c.k)
    out["shipped^0.8 · MODEL's e^0.2"] = lambda c: c.shipped.support ** 0.8 * c.e ** 0.2
    return out


def clause_table(per: list[tuple[dict, list[Clause]]]) -> None:
    """Organic clause-level ROC AUC of low support, per error kind (module doc)."""
    kinds, ys, cols = [], [], {"shipped support": [], "shipped f_given": [], "MODEL e": [], "MODEL 1 − k": []}
    for row, clauses in per:
        errors = [e for e in (row.get("meta") or {}).get("errors", []) if e.get("span") and e["type"] in HALLUCINATION_KINDS]
        for c in clauses:
            if c.shipped.support >= 1 or c.copied:
                continue
            hit = [e["type"] for e in errors if e["span"][0] < c.shipped.end and c.shipped.start < e["span"][1]]
            kinds.append(hit)
            ys.append(int(bool(hit)))
            for name, v in zip(cols, (c.shipped.support, c.shipped.support_given, c.e, 1 - c.k)):
                cols[name].append(v)
    y = np.array(ys)
    print(f"\nOrganic clauses: {int(y.sum())} in a hallucination span, {int((y == 0).sum())} others; ROC AUC of low values\n")
    present = [k for k in HALLUCINATION_KINDS if any(k in h for h in kinds)]
    print("| value | all | " + " | ".join(present) + " |\n|---|---|" + "---|" * len(present))
    for name, values in cols.items():
        s = -np.array(values)
        cells = [roc_auc(y.tolist(), s.tolist())]
        for kind in present:
            mask = (y == 0) | np.array([kind in h for h in kinds])
            cells.append(roc_auc(y[mask].tolist(), s[mask].tolist()))
        print(f"| {name} | " + " | ".join(f"{v:.3f}" if v is not None else "n/a" for v in cells) + " |")


def rejected_correct_clauses(dev: list[tuple[dict, list[Clause]]], n: int) -> None:
    """Clauses of correct paraphrased dev responses that MODEL does not read as given (module doc)."""
    seen: set[str] = set()
    print("\n| MODEL P(entailment) | shipped support | clause | its best argument |\n|---|---|---|---|")
    for row, clauses in dev:
        if (row.get("meta") or {}).get("paraphrased") is not True or example_label(row, "hallucination") != 0:
            continue
        for c in clauses:
            if c.e >= 0.3 or c.copied or c.shipped.support >= 1 or c.shipped.text in seen or len(seen) >= n:
                continue
            seen.add(c.shipped.text)
            p, a = c.shipped.best_argument
            argument = row["perspectives"][p]["arguments"][a]
            print(f"| {c.e:.2f} | {c.shipped.support:.2f} | {c.shipped.text} | {argument} |")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("model", help="a sequence-classification folder with an entailment label")
    ap.add_argument("--organic", required=True)
    ap.add_argument("--dev", required=True)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--rejected", type=int, default=0, help="list N correct dev clauses MODEL rejects (module doc)")
    args = ap.parse_args(argv)
    pm = load_pair_model(args.model, threads=args.threads)
    organic, dev = read_clauses(args.organic, pm), read_clauses(args.dev, pm)

    def paraphrased(value: bool) -> Callable[[dict], bool]:
        return lambda row: (row.get("meta") or {}).get("paraphrased") is value

    print("| support rule | organic val | dev val paraphrased | dev val unparaphrased |\n|---|---|---|---|")
    for name, rule in variants().items():
        cells = [example_auc(organic, rule), example_auc(dev, rule, paraphrased(True)), example_auc(dev, rule, paraphrased(False))]
        print(f"| {name} | " + " | ".join(f"{v:.3f}" if v is not None else "n/a" for v in cells) + " |")
    clause_table(organic)
    if args.rejected:
        rejected_correct_clauses(dev, args.rejected)
    print(json.dumps({"model": args.model, "organic": args.organic, "dev": args.dev}), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
