"""A second model's reading of each claim, read into the support on scored rows (issue 24, stop 42).

    python benchmarks/second_reading.py SCORED.jsonl MODEL [--read contradiction|neutral|entailment|altered]

SCORED: organic-style rows scored with ``--details`` (``meta.errors``); MODEL: an adapter folder (``train_entailment
--lora``'s ``adapter/`` or a shipped one), a model folder, or ``shipped-contradiction`` (``weights/contradiction``).
For every claim clause (not copied from the given arguments) the model reads (given arguments, clause) — for
``altered``, a kept / altered head, (best argument, clause) of the clauses that repeat ``ALTER_OVERLAP`` of it —
and the clause's support is capped at 1 − P(read) where P ≥ τ (for ``entailment``: min(support, P)). Prints the
hallucination ROC AUC of 1 − min support (the rows' hallucination labels, ``example_label``, as
``organic_eval.py`` counts them) and how many error-free answers (label 0) a cap touches, per τ. This is how stop 42 chose the
contradiction reading and its threshold before building it into the detector, and measured the others.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.classifier.adapters import CONTRADICTION_ADAPTER, model_folder  # noqa: E402
from detectors.classifier.alteration import ALTER_OVERLAP, argument_overlap, with_host  # noqa: E402
from detectors.classifier.detector import example_pairs, load_pair_model  # noqa: E402
from detectors.core.scored import example_of  # noqa: E402
from detectors.evaluation.evaluate import example_label, roc_auc  # noqa: E402

TAUS = (0.5, 0.7, 0.8, 0.9, 0.95, 0.97, 0.99)


def readings(rows: list[dict], model: str, read: str) -> dict[tuple[int, int], float]:
    """{(row, clause): P(read)} of the claims the reading applies to."""
    folder = CONTRADICTION_ADAPTER if model == "shipped-contradiction" else Path(model)
    want: list[tuple[int, int, tuple[str, str]]] = []
    for ri, r in enumerate(rows):
        ep, clauses = example_pairs(example_of(r)), r["scores"]["classifier"]["extras"]["clauses"]
        n = ep.n_window_pairs
        texts, sentences = [c["text"] for c in clauses], [c["sentence"] for c in clauses]
        for i, c in enumerate(clauses):
            if not c["claim"] or ep.verbatim[n + i]:
                continue
            if read == "altered":
                pi, ai = c["best_argument"]
                argument = r["perspectives"][pi]["arguments"][ai]
                if argument_overlap(with_host(texts, sentences, i), argument) >= ALTER_OVERLAP:
                    want.append((ri, i, (argument, c["text"])))
            else:
                want.append((ri, i, ep.pairs[n + i]))
    distinct = list(dict.fromkeys(p for _, _, p in want))
    if read == "altered":  # a kept / altered head has no entailment label, so it runs as alteration_eval runs it
        from alteration_eval import altered_probs

        got = dict(zip(distinct, altered_probs(str(model_folder(folder)), distinct)))
    else:
        pm = load_pair_model(model_folder(folder), threads=1)
        id2label = json.loads((model_folder(folder) / "config.json").read_text(encoding="utf-8"))["id2label"]
        column = {v: int(k) for k, v in id2label.items()}[read]
        got = dict(zip(distinct, pm.distributions(distinct)[:, column]))
    return {(ri, i): float(got[p]) for ri, i, p in want}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("scored")
    ap.add_argument("model")
    ap.add_argument("--read", default="contradiction", choices=("contradiction", "neutral", "entailment", "altered"))
    a = ap.parse_args(argv)
    rows = [json.loads(line) for line in open(a.scored, encoding="utf-8") if line.strip()]
    p = readings(rows, a.model, a.read)
    labels = {k: example_label(r, "hallucination") for k, r in enumerate(rows)}
    keep = [k for k, lab in labels.items() if lab is not None]
    y = [int(labels[k]) for k in keep]

    def auc(cap) -> tuple[float, int]:
        scores, touched = [], 0
        for k, label in zip(keep, y):
            clauses = rows[k]["scores"]["classifier"]["extras"]["clauses"]
            sup = [cap(c["support"], p.get((k, i))) for i, c in enumerate(clauses) if c["claim"]]
            old = [c["support"] for c in clauses if c["claim"]]
            touched += int(sup != old and not label)
            scores.append(1 - min(sup or [1.0]))
        return roc_auc(y, scores), touched

    base, _ = auc(lambda s, q: s)
    print(f"{a.scored}: {len(keep)} answers ({sum(y)} with a hallucination), {len(p)} claims read ({a.read})")
    print(f"\n| reading | hallucination AUC | error-free answers touched |\n|---|---|---|\n| none | {base:.3f} | 0 |")
    if a.read == "entailment":
        rows_out = [("min(support, P)", auc(lambda s, q: min(s, q) if q is not None else s))]
    else:
        rows_out = [(f"cap at 1 − P from {t}", auc(lambda s, q, t=t: min(s, 1 - q) if q is not None and q >= t else s))
                    for t in TAUS]
    for name, (v, n) in rows_out:
        print(f"| {name} | {v:.3f} | {n} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
