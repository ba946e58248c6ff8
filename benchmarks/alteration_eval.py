"""How well does an alteration model tell a changed argument from a kept one? (issue 24, pair level)

    python benchmarks/alteration_eval.py MODEL [MODEL …] [--written 5] [--val-pairs 3000] [--data ../shared/data]

MODEL: a folder with the kept / altered head (``train_entailment --altered``), or ``shipped`` for the three-way
cross-encoder read as P(contradiction). Two sets, neither trained on:

* the last ``--written`` topics of ``detectors/training/data/written_answers.txt``: each clause against its own
  argument (premise = argument). ROC AUC of P(altered), negations (N) and exaggerations (E) against faithful
  rewordings (F); and added details (D) against F, which should stay near 0.5 or below (a detail is the support
  side's business, not a change of the argument);
* the val topics' pairs of the entailment mixture (``alteration_data.altered_label``), per kind: each alteration
  kind against the faithful rewordings and non-alterations of the same topics.

``--organic SCORED`` (an organic split scored with ``--details``) adds the question that decides whether such a
model can serve the `altered` rule: over the claim clauses that repeat at least ``ALTER_OVERLAP`` of their best
argument (with their host; the rule's own candidates), P(altered) of the clauses inside a labelled negation or
exaggeration against those outside every labelled error, as ROC AUC and as the count of each above 0.5 and 0.9.
"""
from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.evaluation.evaluate import roc_auc  # noqa: E402
from detectors.training.alteration_data import ALTERED_KINDS, altered_label  # noqa: E402
from detectors.training.entailment_data import argument_pairs, read_written_answers  # noqa: E402


def altered_probs(model_dir: str, pairs: list[tuple[str, str]], batch: int = 64) -> list[float]:
    """P(altered) (or P(contradiction) for a three-way model) of each (premise, hypothesis)."""
    import torch
    from transformers import AutoTokenizer

    from detectors.classifier.delta import load_sequence_classifier
    from detectors.training.train_entailment import SHIPPED

    folder = SHIPPED if model_dir == "shipped" else Path(model_dir)
    model, tok = load_sequence_classifier(folder).eval(), AutoTokenizer.from_pretrained(folder)
    col = model.config.label2id.get("altered", model.config.label2id.get("contradiction"))
    out: list[float] = []
    with torch.inference_mode():
        for i in range(0, len(pairs), batch):
            chunk = pairs[i:i + batch]
            enc = tok([p for p, _ in chunk], [h for _, h in chunk], truncation="longest_first", max_length=128,
                      padding=True, return_tensors="pt")
            out += model(**enc).logits.softmax(-1)[:, col].tolist()
    return out


def auc(pos: list[float], neg: list[float]) -> float:
    return roc_auc([1] * len(pos) + [0] * len(neg), pos + neg) if pos and neg else float("nan")


def held_out_written(held_out: int) -> list[tuple[str, str, str]]:
    topics = read_written_answers()
    return [(kind, t.perspectives[ref[0]][ref[1]], text) for t in topics[len(topics) - held_out:]
            for kind, ref, text in t.clauses if ref is not None]


def organic_candidates(scored: str) -> list[tuple[str, str, bool]]:
    """(best argument, clause, inside a negation / exaggeration) of every candidate clause outside other errors."""
    import json

    from detectors.classifier.alteration import ALTER_OVERLAP, argument_overlap, with_host

    out = []
    for line in open(scored, encoding="utf-8"):
        row = json.loads(line)
        errors = row["meta"]["errors"]
        clauses = row["scores"]["classifier"]["extras"]["clauses"]
        texts, sentences = [c["text"] for c in clauses], [c["sentence"] for c in clauses]
        for i, c in enumerate(clauses):
            pi, ai = c["best_argument"]
            argument = row["perspectives"][pi]["arguments"][ai]
            if not c.get("claim", True) or argument_overlap(with_host(texts, sentences, i), argument) < ALTER_OVERLAP:
                continue
            kinds = {e["type"] for e in errors if e.get("span") and e["span"][0] < c["end"] and e["span"][1] > c["start"]}
            if not kinds or kinds & {"negation", "exaggeration"}:
                out.append((argument, c["text"], bool(kinds)))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("models", nargs="+")
    p.add_argument("--written", type=int, default=5, help="held-out written topics (the last N)")
    p.add_argument("--val-pairs", type=int, default=3000, help="val-topic mixture pairs (0: skip)")
    p.add_argument("--data", default="../shared/data")
    p.add_argument("--organic", help="an organic split scored with --details (the rule's candidates, above)")
    args = p.parse_args(argv)
    written = held_out_written(args.written)
    val = []
    if args.val_pairs:
        val = argument_pairs(args.data, "val", seed=1, rounds=1, n_argkp_labels=600)
        val = random.Random(0).sample(val, min(args.val_pairs, len(val)))
    kinds = [k for k in ALTERED_KINDS if any(v.source == f"perturb:{k}" for v in val)]
    val_columns = [f"val: {k}" for k in kinds] + (["val: all"] if val else [])
    print("| " + " | ".join(["model", "written: negation", "exaggeration", "added detail (low is right)",
                             "mean P, faithful", *val_columns]) + " |")
    print("|---" * (5 + len(val_columns)) + "|")
    for m in args.models:
        pw = altered_probs(m, [(a, c) for _, a, c in written])
        by = defaultdict(list)
        for (kind, _, _), s in zip(written, pw):
            by[kind].append(s)
        row = [auc(by["N"], by["F"]), auc(by["E"], by["F"]), auc(by["D"], by["F"]),
               sum(by["F"]) / max(1, len(by["F"]))]
        if val:
            pv = altered_probs(m, [(v.premise, v.hypothesis) for v in val])
            kept = [s for v, s in zip(val, pv) if not altered_label(v)]
            row += [auc([s for v, s in zip(val, pv) if v.source == f"perturb:{k}"], kept) for k in kinds]
            row.append(auc([s for v, s in zip(val, pv) if altered_label(v)], kept))
        print(f"| {m} | " + " | ".join(f"{x:.3f}" for x in row) + " |", flush=True)
    if args.organic:
        cands = organic_candidates(args.organic)
        print(f"\n{args.organic}: {sum(c[2] for c in cands)} negated / exaggerated candidate clauses, "
              f"{sum(not c[2] for c in cands)} outside every labelled error\n")
        print("| model | ROC AUC | altered ≥ 0.5 / ≥ 0.9 | kept ≥ 0.5 / ≥ 0.9 |\n|---|---|---|---|")
        for m in args.models:
            ps = altered_probs(m, [(a, c) for a, c, _ in cands])
            pos = [x for x, c in zip(ps, cands) if c[2]]
            neg = [x for x, c in zip(ps, cands) if not c[2]]
            print(f"| {m} | {auc(pos, neg):.3f} | {sum(x >= .5 for x in pos)} / {sum(x >= .9 for x in pos)} | "
                  f"{sum(x >= .5 for x in neg)} / {sum(x >= .9 for x in neg)} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
