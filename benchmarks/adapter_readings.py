"""The contradiction adapter's other readings of each claim, and adapters side by side, on scored rows (stop 43).

    python benchmarks/adapter_readings.py VAL.scored.jsonl DEV.scored.jsonl [--adapters RUN …] [--rules]

VAL: organic-style rows scored with ``--details`` (the pooled val splits); DEV: the dev val rows, whose paraphrased
slice (``meta.paraphrased``) is the guard. Every claim clause not copied from the given arguments is read by an
adapter (a ``train_entailment --lora`` adapter folder or ``shipped``, ``weights/contradiction``) as (given arguments,
clause) and, for a clause hung on the one before it in its sentence, as (given arguments, host + clause)
(``alteration.with_host``). Prints the hallucination ROC AUC of 1 − min support over the claims (the rows' labels,
``example_label``, as ``organic_eval.py`` counts them) and how many error-free answers a rule touches.

``--rules`` (on rows scored with the shipped adapter): the shipped adapter's other readings as caps or lifts of the
support. ``--adapters`` (on rows scored with ``--contradiction-model none``): each adapter's P(contradiction), and
the mean of the shipped one with the others, as the shipped cap (support ≤ 1 − P where P ≥ τ).
"""
from __future__ import annotations

import argparse
import itertools
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.classifier.adapters import CONTRADICTION_ADAPTER, model_folder  # noqa: E402
from detectors.classifier.alteration import (  # noqa: E402
    ABSOLUTES,
    CONTRADICTION_MIN,
    absolutes_added,
    marker_difference,
    with_host,
)
from detectors.classifier.detector import example_pairs, load_pair_model  # noqa: E402
from detectors.core.polarity import negated  # noqa: E402
from detectors.core.scored import (
    example_of,  # noqa: E402
    read_scored,  # noqa: E402
)
from detectors.core.text import claim_text, content_stems, split_words  # noqa: E402
from detectors.evaluation.evaluate import example_label, roc_auc  # noqa: E402

Dist = dict[str, float]  # label -> P
Reading = tuple[Dist, Dist | None]  # (clause, host + clause)
Rule = Callable[[dict, dict, int, Any], float]  # (row, clause, clause index, its reading) -> support


def read_claims(rows: list[dict], adapter: str, hosts: bool = True) -> dict[tuple[int, int], Reading]:
    """{(row, clause): (P of (given, clause), P of (given, host + clause) or None)} for the claims an adapter reads
    (not copied from the given arguments); ``hosts=False`` reads no host."""
    folder = CONTRADICTION_ADAPTER if adapter == "shipped" else Path(adapter)
    pm = load_pair_model(model_folder(folder), threads=2)
    names = {pm.contradiction_id: "contradiction", pm.entail_id: "entailment"}
    want = []
    for ri, r in enumerate(rows):
        ep, clauses = example_pairs(example_of(r)), r["scores"]["classifier"]["extras"]["clauses"]
        n, texts, sentences = ep.n_window_pairs, [c["text"] for c in clauses], [c["sentence"] for c in clauses]
        for i, c in enumerate(clauses):
            if c["claim"] and not ep.verbatim[n + i]:
                premise, clause = ep.pairs[n + i]
                host = with_host(texts, sentences, i)
                want.append((ri, i, (premise, clause), (premise, host) if hosts and host != clause else None))
    distinct = list(dict.fromkeys([w[2] for w in want] + [w[3] for w in want if w[3]]))
    dist = pm.distributions(distinct)
    label = [names.get(j, "neutral") for j in range(dist.shape[1])]
    got = {p: dict(zip(label, map(float, dist[k]))) for k, p in enumerate(distinct)}
    return {(ri, i): (got[p], got[h] if h else None) for ri, i, p, h in want}


def auc(rows: list[dict], rule: Rule, readings: dict, paraphrased_only: bool = False) -> tuple[float, int]:
    """Hallucination ROC AUC of 1 − min support under ``rule``, and the error-free answers whose support it changed."""
    y, scores, touched = [], [], 0
    for k, r in enumerate(rows):
        label = example_label(r, "hallucination")
        if label is None or (paraphrased_only and not (r.get("meta") or {}).get("paraphrased")):
            continue
        clauses = r["scores"]["classifier"]["extras"]["clauses"]
        old = [c["support"] for c in clauses if c["claim"]]
        new = [rule(r, c, i, readings.get((k, i))) for i, c in enumerate(clauses) if c["claim"]]
        touched += int(new != old and not label)
        y.append(int(label))
        scores.append(1 - min(new or [1.0]))
    return roc_auc(y, scores), touched


def cap(support: float, p: float, tau: float) -> float:
    return min(support, 1 - p) if p >= tau else support


def argument(r: dict, c: dict) -> str:
    p, a = c["best_argument"]
    return r["perspectives"][p]["arguments"][a]


def adds_marker(r: dict, c: dict) -> bool:
    added, dropped = marker_difference(c["text"], argument(r, c))
    said = {w.lower for w in split_words(c["text"])} & ABSOLUTES
    return bool(added or dropped or said - {w.lower for w in split_words(argument(r, c))})


def within_argument(r: dict, c: dict, share: float) -> bool:
    """The claim's content stems (the query's aside) are at least ``share`` the best argument's, with the same
    polarity, no marker or absolute added, and no other side named."""
    stems = set(content_stems(claim_text(c["text"]) or c["text"])) - set(content_stems(r["query"]))
    arg = argument(r, c)
    return (bool(stems) and len(stems & set(content_stems(arg))) / len(stems) >= share
            and negated(c["text"]) == negated(arg) and not adds_marker(r, c) and not absolutes_added(c["text"], arg)
            and c["attributed_to"] in (None, c["best_argument"][0])
            and (c["contradiction"] or 0) < CONTRADICTION_MIN)


def rules() -> list[tuple[str, Rule]]:
    """The readings of stop 43's first table, each a support rule on top of the shipped one."""
    def host_cap(t: float) -> Rule:
        return lambda r, c, i, q: cap(c["support"], q[1]["contradiction"], t) if q and q[1] else c["support"]

    def neutral_cap(t: float, gated: bool = False) -> Rule:
        return lambda r, c, i, q: (cap(c["support"], q[0]["neutral"], t) if q and (not gated or adds_marker(r, c))
                                   else c["support"])

    def entailment_floor(r: dict, c: dict, i: int, q: Reading | None) -> float:
        return min(c["support"], 0.5 + q[0]["entailment"] / 2) if q else c["support"]

    def host_lift(r: dict, c: dict, i: int, q: Reading | None) -> float:
        if q and q[1] and c["support"] < 0.3 and q[1]["entailment"] >= 0.8 and q[1]["contradiction"] < 0.9:
            return max(c["support"], q[1]["entailment"])
        return c["support"]

    def stem_lift(to: float | None) -> Rule:
        return lambda r, c, i, q: (max(c["support"], to if to is not None else c["best_argument_prob"])
                                   if within_argument(r, c, 0.8) else c["support"])

    return [*((f"host's P(contradiction) cap from {t}", host_cap(t)) for t in (0.9, 0.95, 0.98)),
            *((f"P(neutral) cap from {t}", neutral_cap(t)) for t in (0.8, 0.9, 0.97)),
            ("P(neutral) cap from 0.9 where a marker word is added", neutral_cap(0.9, gated=True)),
            ("min(support, 0.5 + P(entailment) / 2)", entailment_floor),
            ("fragment lifted to its host's P(entailment) (≥ 0.8, support < 0.3)", host_lift),
            ("stems within the argument: lifted to f(c, a)", stem_lift(None)),
            ("stems within the argument: lifted to 0.9", stem_lift(0.9))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("val")
    ap.add_argument("dev")
    ap.add_argument("--adapters", nargs="*", default=[])
    ap.add_argument("--rules", action="store_true")
    a = ap.parse_args(argv)
    val, dev = read_scored(a.val)[0], read_scored(a.dev)[0]

    def line(name: str, rule: Rule, rv: dict, rd: dict) -> str:
        (v, t), (d, _), (dp, _) = auc(val, rule, rv), auc(dev, rule, rd), auc(dev, rule, rd, paraphrased_only=True)
        return f"| {name} | {v:.3f} | {t} | {dp:.3f} | {d:.3f} |"

    header = "| reading | val AUC | error-free touched | dev val paraphrased AUC | dev val AUC |\n|---|---|---|---|---|"
    if a.rules:
        rv, rd = read_claims(val, "shipped"), read_claims(dev, "shipped")
        print(header)
        print(line("none (the rows as scored)", lambda r, c, i, q: c["support"], rv, rd))
        for name, rule in rules():
            print(line(name, rule, rv, rd))
    if a.adapters:
        names = ["shipped", *a.adapters]
        reads = {n: (read_claims(val, n), read_claims(dev, n)) for n in names}
        groups = [(n,) for n in names] + [("shipped", n) for n in a.adapters] + ([tuple(names)] if len(names) > 2 else [])
        print(f"\n{header}")
        for group, tau in itertools.product(groups, (0.5, 0.8, 0.9)):
            mean = [{key: sum(reads[n][s][key][0]["contradiction"] for n in group) / len(group) for key in reads["shipped"][s]}
                    for s in (0, 1)]

            def mean_cap(r: dict, c: dict, i: int, p: float | None, tau: float = tau) -> float:
                return c["support"] if p is None else cap(c["support"], p, tau)
            print(line(f"{' + '.join(Path(n).name for n in group)}, mean from {tau}", mean_cap, *mean))
    return 0


if __name__ == "__main__":
    sys.exit(main())
