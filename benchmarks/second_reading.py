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
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from adapter_readings import auc, read_claims  # noqa: E402

from detectors.classifier.adapters import model_folder  # noqa: E402
from detectors.classifier.alteration import ALTER_OVERLAP, argument_overlap, with_host  # noqa: E402
from detectors.classifier.detector import example_pairs  # noqa: E402
from detectors.core.scored import example_of, read_scored  # noqa: E402
from detectors.evaluation.evaluate import example_label  # noqa: E402

TAUS = (0.5, 0.7, 0.8, 0.9, 0.95, 0.97, 0.99)


def altered_readings(rows: list[dict], model: str) -> dict[tuple[int, int], float]:
    """{(row, clause): P(altered)} from a kept / altered head, of (best argument, clause) for the claims not copied
    from the given arguments that repeat ``ALTER_OVERLAP`` of their argument (with their host)."""
    want: list[tuple[int, int, tuple[str, str]]] = []
    for ri, r in enumerate(rows):
        ep, clauses = example_pairs(example_of(r)), r["scores"]["classifier"]["extras"]["clauses"]
        n = ep.n_window_pairs
        texts, sentences = [c["text"] for c in clauses], [c["sentence"] for c in clauses]
        for i, c in enumerate(clauses):
            pi, ai = c["best_argument"]
            argument = r["perspectives"][pi]["arguments"][ai]
            if c["claim"] and not ep.verbatim[n + i] and argument_overlap(with_host(texts, sentences, i), argument) >= ALTER_OVERLAP:
                want.append((ri, i, (argument, c["text"])))
    distinct = list(dict.fromkeys(p for _, _, p in want))
    from alteration_eval import altered_probs  # a kept / altered head has no entailment label: run as it runs it

    got = dict(zip(distinct, altered_probs(str(model_folder(Path(model))), distinct)))
    return {(ri, i): float(got[p]) for ri, i, p in want}


def readings(rows: list[dict], model: str, read: str) -> dict[tuple[int, int], float]:
    """{(row, clause): P(read)} of the claims the reading applies to."""
    if read == "altered":
        return altered_readings(rows, model)
    adapter = "shipped" if model == "shipped-contradiction" else model
    return {key: given[read] for key, (given, _) in read_claims(rows, adapter, hosts=False).items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("scored")
    ap.add_argument("model")
    ap.add_argument("--read", default="contradiction", choices=("contradiction", "neutral", "entailment", "altered"))
    a = ap.parse_args(argv)
    rows = read_scored(a.scored)[0]
    p = readings(rows, a.model, a.read)
    y = [int(lab) for r in rows if (lab := example_label(r, "hallucination")) is not None]

    def capped(cap: Callable[[float, float | None], float]) -> tuple[float, int]:
        return auc(rows, lambda r, c, i, q: cap(c["support"], q), p)

    base, _ = capped(lambda s, q: s)
    print(f"{a.scored}: {len(y)} answers ({sum(y)} with a hallucination), {len(p)} claims read ({a.read})")
    print(f"\n| reading | hallucination AUC | error-free answers touched |\n|---|---|---|\n| none | {base:.3f} | 0 |")
    if a.read == "entailment":
        rows_out = [("min(support, P)", capped(lambda s, q: min(s, q) if q is not None else s))]
    else:
        def cap_from(t: float) -> Callable[[float, float | None], float]:
            return lambda s, q: min(s, 1 - q) if q is not None and q >= t else s
        rows_out = [(f"cap at 1 − P from {t}", capped(cap_from(t))) for t in TAUS]
    for name, (v, n) in rows_out:
        print(f"| {name} | {v:.3f} | {n} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
