"""Table-1-style ROC AUC on held-out dev topics: ROUGE, salience (sample), MiniLM cosine, classifier.

    python benchmarks/classifier_eval.py --data ../shared/data [--split test] [--salience-sample 0] [--pair-auc]

Examples: ``dev/*.jsonl`` whose topic hashes into ``--split``
(``detectors.training.classifier_data.topic_split``; the classifier never trains on
``val``/``test`` and is selected on ``val``). AUC (Mann–Whitney, ``detectors.evaluation.evaluate.roc_auc``):
positives = examples with that error, negatives = error-free examples, scored by
each detector's example-level ``hallucination`` / ``coverage``; separately for
paraphrased and unparaphrased files; in brackets the 95 % percentile bootstrap
interval over examples (``detectors.evaluation.evaluate``, seed 0). Also prints per-example
classifier latency, and with ``--pair-auc`` the pair model's AUC on the split's
ArgKP human labels.

``--merge-sentences`` is a robustness check on phrasing: every two adjacent
response sentences are joined into one ("A; b") before scoring, so responses
no longer state one argument per sentence (labels are unchanged). The classifier's
clause split (``detectors.core.text.split_clauses``) undoes a ";" join, so this checks
that clause scoring works rather than robustness to unsplittable phrasing.

"MiniLM cosine" is the untrained alternative: frozen all-MiniLM-L6-v2 embeddings,
stated(a) = max_s cos(s, a), support(s) = max_a cos(s, a), same 1 − min rules.
"""
from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np  # noqa: E402

from detectors.core.example import Example  # noqa: E402
from detectors.core.text import split_sentences  # noqa: E402
from detectors.evaluation.evaluate import bootstrap_ci, roc_auc  # noqa: E402
from detectors.training.classifier_data import dev_examples  # noqa: E402


class CosineBaseline:
    """Frozen MiniLM sentence embeddings; no training (the 'frozen encoder' alternative)."""

    name = "cosine"

    def __init__(self):
        from sentence_transformers import SentenceTransformer

        from detectors.core.paths import minilm_dir

        self.model = SentenceTransformer(str(minilm_dir()), device="cpu")

    def scores(self, ex: Example) -> tuple[float, float]:
        sents = [s.text for s in split_sentences(ex.response)]
        args = [a for _, _, a in ex.arguments]
        emb = self.model.encode(sents + args, normalize_embeddings=True, convert_to_numpy=True)
        sim = emb[: len(sents)] @ emb[len(sents) :].T
        return 1.0 - float(sim.max(axis=1).min()), 1.0 - float(sim.max(axis=0).min())


def merge_sentences(ex: Example) -> Example:
    """The same example with every two adjacent response sentences joined by a semicolon."""
    sents = [s.text for s in split_sentences(ex.response)]
    joined = []
    for i in range(0, len(sents), 2):
        pair = sents[i : i + 2]
        if len(pair) == 2:
            first, second = pair[0].rstrip(".!?"), pair[1]
            second = (second[:1].lower() if second[1:2].islower() else second[:1]) + second[1:]
            joined.append(f"{first}; {second}")
        else:
            joined.append(pair[0])
    return ex.model_copy(update={"response": " ".join(joined)})


def stratified_sample(exs: list[Example], per_class: int, seed: int) -> list[Example]:
    """``per_class`` error-free, hallucination and coverage examples each (seeded), so AUCs have both classes."""
    rnd = random.Random(seed)
    classes = [[e for e in exs if not e.labels.hallucination and not e.labels.coverage],
               [e for e in exs if e.labels.hallucination], [e for e in exs if e.labels.coverage]]
    return [e for c in classes for e in rnd.sample(c, min(per_class, len(c)))]


def auc(rows: list[tuple[Example, float, float]], kind: str, n_boot: int = 1000) -> tuple[float, float, float] | None:
    """(AUC, 95 % bootstrap low, high) for one error type (``detectors.evaluation.evaluate``), or None without both classes."""
    y, s = [], []
    for ex, h, c in rows:
        lab = ex.labels
        err = lab.hallucination if kind == "hallucination" else lab.coverage
        if err == 1:
            y.append(1)
        elif not lab.hallucination and not lab.coverage:
            y.append(0)
        else:
            continue
        s.append(h if kind == "hallucination" else c)
    return _with_interval(y, s, n_boot)


def _with_interval(y: list[int], s: list[float], n_boot: int) -> tuple[float, float, float] | None:
    if len(set(y)) < 2:
        return None
    groups = [(np.array([bool(a)]), np.array([float(b)])) for a, b in zip(y, s)]
    return (roc_auc(y, s), *bootstrap_ci(groups, n_boot, seed=0))


def pair_auc(pm, data: str, split: str, n_boot: int, biencoder=None) -> tuple[dict[str, tuple[float, float, float]], int, int]:
    """AUC of f(crowd argument, key point) on every human ArgKP label of the split's topics.

    A far larger and less noisy check of the pair model than the example-level table
    (thousands of labelled pairs against ~80–150 examples per group). With a bi-encoder:
    the pair model, the bi-encoder and their blend as the detector uses it.
    """
    from detectors.classifier.detector import BI_WEIGHT
    from detectors.training.classifier_data import load_argkp, topic_split

    _, raw = load_argkp(Path(data))
    rows = [r for r in raw if topic_split(r[3]) == split]
    pairs = [(a, k) for a, k, _, _ in rows]
    y = [lab for _, _, lab, _ in rows]
    probs = np.asarray(pm.probs(pairs))
    out = {"pair model": _with_interval(y, probs, n_boot)}
    if biencoder is not None:
        bi = np.asarray(biencoder.probs(pairs))
        out["bi-encoder"] = _with_interval(y, bi, n_boot)
        out[f"blend (w_B = {BI_WEIGHT:g})"] = _with_interval(y, (1 - BI_WEIGHT) * probs + BI_WEIGHT * bi, n_boot)
    return out, sum(y), len(y) - sum(y)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", default="../shared/data")
    p.add_argument("--split", default="test", choices=["train", "val", "test"])
    p.add_argument("--model", default=None, help="classifier weights (default: shipped)")
    p.add_argument("--biencoder", default=None, help="bi-encoder folder (default: the shipped one with the shipped model, none with --model)")
    p.add_argument("--no-biencoder", action="store_true", help="the pair model alone")
    p.add_argument("--salience-sample", type=int, default=0, help="salience on this many error-free, hallucination and coverage examples per group (0 = skip)")
    p.add_argument("--no-cosine", action="store_true")
    p.add_argument("--no-classifier", action="store_true")
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--limit", type=int, default=None, help="at most this many examples per group")
    p.add_argument("--merge-sentences", action="store_true", help="join every two adjacent response sentences first")
    p.add_argument("--pair-auc", action="store_true", help="also the pair model's AUC on the split's ArgKP human labels")
    p.add_argument("--bootstrap", type=int, default=1000, help="bootstrap replicates for the 95 %% intervals")
    args = p.parse_args(argv)

    from detectors.classifier.biencoder import BiEncoder
    from detectors.classifier.detector import ClassifierDetector, load_pair_model
    from detectors.rouge import RougeDetector

    items = dev_examples(args.data, args.split)
    if args.merge_sentences:
        items = [(f, merge_sentences(ex)) for f, ex in items]
    groups = {"paraphrased": [], "unparaphrased": []}
    for f, ex in items:
        groups["paraphrased" if f.endswith("_para") else "unparaphrased"].append(ex)
    if args.limit:
        rnd = random.Random(0)
        groups = {g: rnd.sample(v, min(args.limit, len(v))) for g, v in groups.items()}

    detectors = {"ROUGE": RougeDetector()}
    if not args.no_cosine:
        detectors["MiniLM cosine (untrained)"] = CosineBaseline()
    clf, load_s = None, 0.0
    if not args.no_classifier:
        t = time.time()
        bi = None
        if not args.no_biencoder and (args.biencoder or args.model is None):
            bi = BiEncoder(args.biencoder, args.threads)
        clf = ClassifierDetector(pair_model=load_pair_model(args.model, args.threads), biencoder=bi or False)
        load_s = time.time() - t
        detectors["Classifier"] = clf
    salience = None
    if args.salience_sample:
        try:
            from detectors.salience.detector import SalienceDetector

            salience = SalienceDetector(threads=args.threads)
        except Exception as err:  # noqa: BLE001
            print(f"salience unavailable: {err}", file=sys.stderr)

    table: dict[str, dict[str, tuple]] = {}
    latencies: list[float] = []
    for g, exs in groups.items():
        n_h = sum(1 for e in exs if e.labels.hallucination)
        n_c = sum(1 for e in exs if e.labels.coverage)
        print(f"{g}: {len(exs)} examples ({n_h} hallucination, {n_c} coverage)", file=sys.stderr)
        for name, det in detectors.items():
            rows = []
            for ex in exs:
                if isinstance(det, CosineBaseline):
                    h, c = det.scores(ex)
                else:
                    t = time.time()
                    r = det.run(ex)
                    if det is clf:
                        latencies.append(time.time() - t)
                    h, c = r.hallucination, r.coverage
                rows.append((ex, h, c))
            table.setdefault(name, {})[g] = (auc(rows, "hallucination", args.bootstrap),
                                             auc(rows, "coverage", args.bootstrap), len(rows))
        if salience is not None:
            sample = stratified_sample(exs, args.salience_sample, seed=1)
            rows = []
            for i, ex in enumerate(sample):
                t = time.perf_counter()
                r = salience.run(ex)
                rows.append((ex, r.hallucination, r.coverage))
                print(f"salience {g} {i + 1}/{len(sample)}: {time.perf_counter() - t:.0f}s", file=sys.stderr, flush=True)
            table.setdefault("Salience (sample)", {})[g] = (auc(rows, "hallucination", args.bootstrap),
                                                            auc(rows, "coverage", args.bootstrap), len(rows))

    fmt = lambda v: "–" if v is None else f"{v[0]:.3f} ({v[1]:.2f}–{v[2]:.2f})"  # noqa: E731
    print(f"\nSplit: {args.split} (topic-disjoint from training)\n")
    print("| detector | para: hallucination | para: coverage | unpara: hallucination | unpara: coverage | n (para / unpara) |")
    print("|---|---|---|---|---|---|")
    for name, res in table.items():
        pa = res.get("paraphrased", (None, None, 0))
        un = res.get("unparaphrased", (None, None, 0))
        print(f"| {name} | {fmt(pa[0])} | {fmt(pa[1])} | {fmt(un[0])} | {fmt(un[1])} | {pa[2]} / {un[2]} |")
    if salience is None:
        print("| Salience | not measured | not measured | not measured | not measured | – |")
    if clf is not None and args.pair_auc:
        aucs, n_pos, n_neg = pair_auc(clf.pair_model, args.data, args.split, args.bootstrap, clf.biencoder)
        print(f"\nPair scores on the {args.split} topics' ArgKP human labels ({n_pos} matching, {n_neg} not): "
              + "; ".join(f"{k} AUC {a:.3f} ({lo:.3f}–{hi:.3f})" for k, (a, lo, hi) in aucs.items()))
    if latencies:
        lat = sorted(latencies)
        print(f"\nClassifier: load {load_s:.1f}s; per-example latency mean {statistics.mean(lat) * 1000:.0f} ms, "
              f"median {lat[len(lat) // 2] * 1000:.0f} ms, p90 {lat[int(len(lat) * 0.9)] * 1000:.0f} ms "
              f"over {len(lat)} examples (torch threads {__import__('torch').get_num_threads()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
