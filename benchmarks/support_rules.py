"""Variants of the classifier's support rule, on organic val and the dev val topics (issue 24, stop 31).

    python benchmarks/support_rules.py [--data ../shared/data] [--split val] [--threads 2] [--model FOLDER]

Each example is scored once with the shipped pair models (``pair_scores_many``), plus two extra pair
sets the shipped rule does not read: (argument, clause) for every argument × clause, the direction
"does this one argument state the clause?" (``rev``), and (given arguments, its sentence up to and
including the clause) for every clause that is not its sentence's first (``prefix``: a fragment such as
"…, though attendance has not improved" judged with the clause it hangs on). Then P(hallucination) =
1 − min over claim clauses of support(c) is recomputed under each variant and its ROC AUC printed on
organic val (``examples/organic/organic_val.jsonl``), the fresh set's val split (``fresh_val.jsonl``, other
writers) and the dev val topics, paraphrased and not
(positives: responses with a hallucination; negatives: error-free responses). Raw scores, no calibration.
Then, on organic, the same comparison clause by clause and each negation clause's values.

Shipped: support(c) = w_G · f(given, c) + (1 − w_G) · max_a own(c, a), w_G = 0.25 (``detectors.classifier.detector``).
"""
from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from detectors.classifier.detector import (  # noqa: E402
    GIVEN_WEIGHT,
    ClassifierDetector,
    entailment_and_contradiction,
    pair_scores_many,
)
from detectors.core.example import load_examples  # noqa: E402
from detectors.evaluation.evaluate import roc_auc  # noqa: E402
from detectors.training.classifier_data import dev_examples  # noqa: E402

FRAGMENT = re.compile(r"(which|especially|particularly|notably|including|using|meaning)\b", re.IGNORECASE)


def cached_scores(items: list[tuple[str, Any]], det: ClassifierDetector, chunk: int = 16) -> list[dict[str, Any]]:
    """Pair scores of every example with the extra ``rev`` and ``prefix`` pairs (module doc)."""
    pm, bi = det.pair_model, det.biencoder
    out: list[dict[str, Any]] = []
    for s in range(0, len(items), chunk):
        part = items[s : s + chunk]
        scores = pair_scores_many(pm, [ex for _, ex in part], None, bi)
        extra: list[tuple[str, str]] = []
        for (_, ex), ps in zip(part, scores):
            ru = ps.ru
            extra += [(a, u.text) for u in ru.units for _, _, a in ex.arguments]
            for ui in range(1, len(ru.units)):
                if ru.sentence_of[ui - 1] == ru.sentence_of[ui]:
                    extra.append((given_text(ex, ru.attributed[ui]), sentence_prefix(ex, ru, ui)))
        extra = list(dict.fromkeys(extra))
        e, c = entailment_and_contradiction(pm, extra)
        row = {p: i for i, p in enumerate(extra)}
        for (group, ex), ps in zip(part, scores):
            ru = ps.ru
            rev = np.array([[e[row[(a, u.text)]] for _, _, a in ex.arguments] for u in ru.units])
            prefix = {ui: float(e[row[(given_text(ex, ru.attributed[ui]), sentence_prefix(ex, ru, ui))]])
                      for ui in range(1, len(ru.units)) if ru.sentence_of[ui - 1] == ru.sentence_of[ui]}
            out.append({"group": group, "ex": ex, "ps": ps, "rev": rev, "prefix": prefix})
        print(f"  scored {min(s + chunk, len(items))}/{len(items)}", file=sys.stderr, flush=True)
    return out


def given_text(ex: Any, side: int | None) -> str:
    return "\n".join(ex.perspectives[side].arguments if side is not None else [a for _, _, a in ex.arguments])


def sentence_prefix(ex: Any, ru: Any, ui: int) -> str:
    first = ru.sentence_of.index(ru.sentence_of[ui])
    return ex.response[ru.units[first].start : ru.units[ui].end]


def parts(item: dict[str, Any]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(f_given, max_a own, may_state) of one cached example."""
    ps, ex = item["ps"], item["ex"]
    sides = [p for p, _, _ in ex.arguments]
    return ps.f_given.copy(), ps.own(sides), ps.may_state(sides)


def shipped(w_g: float = GIVEN_WEIGHT) -> Callable[[dict[str, Any]], np.ndarray]:
    """The detector's own support rule (``PairScores.support``) at w_G."""
    def rule(item: dict[str, Any]) -> np.ndarray:
        return item["ps"].support([p for p, _, _ in item["ex"].arguments], w_g)
    return rule


def with_reverse(w_r: float) -> Callable[[dict[str, Any]], np.ndarray]:
    """A third term: max over the arguments the clause may state of f(argument, clause)."""
    def rule(item: dict[str, Any]) -> np.ndarray:
        given, own, may = parts(item)
        return GIVEN_WEIGHT * given + (1 - GIVEN_WEIGHT - w_r) * own + w_r * (item["rev"] * may).max(axis=1)
    return rule


def contradiction_penalty(item: dict[str, Any]) -> np.ndarray:
    """Support × (1 − P(contradicted by the given arguments))."""
    c = item["ps"].c_given
    return shipped()(item) * (1 - c if c is not None else 1)


def fragments_with_host(item: dict[str, Any]) -> np.ndarray:
    """A subordinate fragment's f(given, ·) is the lower of the fragment's and its sentence prefix's."""
    given, own, _ = parts(item)
    units = item["ps"].ru.units
    for ui, prefix in item["prefix"].items():
        if FRAGMENT.match(units[ui].text):
            given[ui] = min(given[ui], prefix)
    return GIVEN_WEIGHT * given + (1 - GIVEN_WEIGHT) * own


def fragments_judged_given_only(item: dict[str, Any]) -> np.ndarray:
    """A subordinate fragment states no argument of its own: its support is f(given, fragment) alone."""
    support = shipped()(item)
    units = item["ps"].ru.units
    for ui in item["prefix"]:
        if FRAGMENT.match(units[ui].text):
            support[ui] = item["ps"].f_given[ui]
    return support


def competitors_prefer_own(claims_only: bool, discount: bool) -> Callable[[dict[str, Any]], np.ndarray]:
    """own(c, a) = f · (f / max(f, max_c' g(c', a)))^γ: who competes with c for argument a.

    ``discount``: a competitor c' counts with g(c', a) = f(c', a) · (f(c', a) / max_a' f(c', a'))^γ, its claim on a
    discounted by how much better it states another argument ("Allowing e-bikes may require extra signs …", 0.98
    for its own argument, no longer outbids the clause that restates the safety argument at 0.62 with its 0.81);
    ``claims_only``: framing clauses (no claim) do not compete.
    """
    from detectors.classifier.detector import SHARE_POWER, dominance

    def rule(item: dict[str, Any]) -> np.ndarray:
        ps, ex = item["ps"], item["ex"]
        f = ps.f_unit * ps.may_state([p for p, _, _ in ex.arguments])
        g = dominance(f, axis=1) if discount else f.copy()
        if claims_only:
            g[~np.array(ps.ru.claim, dtype=bool)] = 0.0
        top = np.maximum(f, g.max(axis=0, keepdims=True))
        own = (f * (f / np.maximum(top, 1e-12)) ** SHARE_POWER).max(axis=1)
        support = GIVEN_WEIGHT * ps.f_given + (1 - GIVEN_WEIGHT) * own
        return np.where(ps.copied, 1.0, support) if ps.copied is not None else support
    return rule


VARIANTS: dict[str, Callable[[dict[str, Any]], np.ndarray]] = {
    "shipped (w_G = 0.25)": shipped(),
    "w_G = 0": shipped(0.0),
    "w_G = 0.5": shipped(0.5),
    "w_G = 0.75": shipped(0.75),
    "w_G = 1 (given arguments only)": shipped(1.0),
    "+ per-argument reverse term (w_R = 0.25)": with_reverse(0.25),
    "+ per-argument reverse term (w_R = 0.5)": with_reverse(0.5),
    "× (1 − P(contradicted))": contradiction_penalty,
    "fragments: min(fragment, sentence prefix) for f(given, ·)": fragments_with_host,
    "fragments: f(given, fragment) alone": fragments_judged_given_only,
    "competitors: framing clauses do not compete": competitors_prefer_own(True, False),
    "competitors: discounted by their own best argument": competitors_prefer_own(False, True),
    "competitors: both": competitors_prefer_own(True, True),
}


def auc(items: list[dict[str, Any]], rule: Callable[[dict[str, Any]], np.ndarray]) -> float | None:
    y, s = [], []
    for item in items:
        labels = item["ex"].labels
        if labels.hallucination == 1:
            y.append(1)
        elif labels.hallucination == 0 and labels.coverage == 0:
            y.append(0)
        else:
            continue
        claim = np.array(item["ps"].ru.claim)
        support = rule(item)
        s.append(1.0 - float(support[claim].min() if claim.any() else support.min()))
    return roc_auc(y, s) if 0 < sum(y) < len(y) else None


def clause_table(items: list[dict[str, Any]]) -> None:
    """Organic clauses: error clauses (``meta.errors`` spans) against the claim clauses of error-free responses,
    ranked by the shipped support and by f(given arguments, c) alone; then each negation clause's values."""
    rows: list[tuple[str, float, float, float | None, float | None, str]] = []
    for item in items:
        if item["group"] != "organic":
            continue
        ex, ps = item["ex"], item["ps"]
        errors = (ex.meta or {}).get("errors", [])
        clean = ex.labels.hallucination == 0 and ex.labels.coverage == 0
        support = shipped()(item)
        for ui, u in enumerate(ps.ru.units):
            kinds = [e["type"] for e in errors if e.get("span") and e["span"][0] < u.end and u.start < e["span"][1]]
            if ps.ru.claim[ui] and (kinds or clean):
                rows.append((kinds[0] if kinds else "faithful", float(support[ui]), float(ps.f_given[ui]),
                             None if ps.c_given is None else float(ps.c_given[ui]), item["prefix"].get(ui), u.text))
    errors_ = [r for r in rows if r[0] not in ("faithful", "repetition")]
    faithful = [r for r in rows if r[0] == "faithful"]
    y = [1] * len(errors_) + [0] * len(faithful)
    print(f"\nOrganic clauses: {len(errors_)} error clauses (repetitions left out) against {len(faithful)} claim "
          "clauses of error-free responses; ROC AUC of 1 − value:")
    for col, name in ((1, "shipped support"), (2, "f(given arguments, c) alone")):
        print(f"  {name}: {roc_auc(y, [1 - r[col] for r in errors_ + faithful]):.3f}")
    print("\nNegation clauses: f(given, c), P(contradicted), f(given, sentence up to c)")
    for kind, _, given, contra, prefix, text in rows:
        if kind == "negation":
            print(f"  {given:.2f}  {'–' if contra is None else f'{contra:.2f}'}  "
                  f"{'–' if prefix is None else f'{prefix:.2f}'}  {text}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", default=str(ROOT.parent / "shared" / "data"))
    ap.add_argument("--split", default="val", choices=["val", "test"])
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--model", default=None, help="a cross-encoder folder instead of the shipped one (blended with the shipped bi-encoder)")
    a = ap.parse_args(argv)
    organic = [("organic", ex) for _, ex in load_examples(ROOT / "examples" / "organic" / f"organic_{a.split}.jsonl").examples]
    fresh_file = ROOT / "examples" / "organic" / f"fresh_{a.split}.jsonl"
    fresh = [("fresh", ex) for _, ex in load_examples(fresh_file).examples] if fresh_file.exists() else []
    dev = [("dev paraphrased" if f.endswith("_para") else "dev unparaphrased", ex) for f, ex in dev_examples(a.data, a.split)]
    det = ClassifierDetector(a.model, threads=a.threads, biencoder=True) if a.model else ClassifierDetector(threads=a.threads)
    items = cached_scores(organic + fresh + dev, det)
    groups = ("organic",) + (("fresh",) if fresh else ()) + ("dev paraphrased", "dev unparaphrased")
    print(f"Hallucination ROC AUC (raw), {a.split} split: " + ", ".join(
        f"{g} {sum(1 for i in items if i['group'] == g)}" for g in groups) + " examples\n")
    print("| support rule | " + " | ".join(groups) + " |")
    print("|---" * (len(groups) + 1) + "|")
    for name, rule in VARIANTS.items():
        cells = [auc([i for i in items if i["group"] == g], rule) for g in groups]
        print(f"| {name} | " + " | ".join("–" if v is None else f"{v:.3f}" for v in cells) + " |")
    clause_table(items)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
