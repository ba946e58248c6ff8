"""Table-1-style ROC AUC on held-out dev topics: ROUGE, salience (sample), MiniLM cosine, classifier.

    python benchmarks/classifier_eval.py --data /work/shared/data [--split test] [--salience-sample 0]

Examples: ``dev/*.jsonl`` whose topic hashes into ``--split``
(``detectors.classifier_data.topic_split``; the classifier never trains on
``val``/``test`` and is selected on ``val``). AUC (sklearn ``roc_auc_score``):
positives = examples with that error, negatives = error-free examples, scored by
each detector's example-level ``hallucination`` / ``coverage``; separately for
paraphrased and unparaphrased files. Also prints per-example classifier latency.

``--merge-sentences`` is a robustness check on phrasing: every two adjacent
response sentences are joined into one ("A; b") before scoring, so responses
no longer state one argument per sentence (labels are unchanged). The classifier's
clause split (``detectors.text.split_clauses``) undoes a ";" join, so this checks
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

from sklearn.metrics import roc_auc_score  # noqa: E402

from detectors.classifier_data import dev_examples  # noqa: E402
from detectors.example import Example  # noqa: E402
from detectors.text import split_sentences  # noqa: E402


class CosineBaseline:
    """Frozen MiniLM sentence embeddings; no training (the 'frozen encoder' alternative)."""

    name = "cosine"

    def __init__(self):
        from sentence_transformers import SentenceTransformer

        from detectors.train_classifier import base_model_dir

        self.model = SentenceTransformer(str(base_model_dir()), device="cpu")

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


def auc(rows: list[tuple[Example, float, float]], kind: str) -> float | None:
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
    return roc_auc_score(y, s) if len(set(y)) == 2 else None


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", default="/work/shared/data")
    p.add_argument("--split", default="test", choices=["train", "val", "test"])
    p.add_argument("--model", default=None, help="classifier weights (default: shipped)")
    p.add_argument("--salience-sample", type=int, default=0, help="salience on this many error-free, hallucination and coverage examples per group (0 = skip)")
    p.add_argument("--no-cosine", action="store_true")
    p.add_argument("--no-classifier", action="store_true")
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--limit", type=int, default=None, help="at most this many examples per group")
    p.add_argument("--merge-sentences", action="store_true", help="join every two adjacent response sentences first")
    args = p.parse_args(argv)

    from detectors.classifier import ClassifierDetector, load_pair_model
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
        clf = ClassifierDetector(pair_model=load_pair_model(args.model, args.threads))
        load_s = time.time() - t
        detectors["Classifier"] = clf
    salience = None
    if args.salience_sample:
        try:
            from detectors.salience import SalienceDetector

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
            table.setdefault(name, {})[g] = (auc(rows, "hallucination"), auc(rows, "coverage"), len(rows))
        if salience is not None:
            sample = stratified_sample(exs, args.salience_sample, seed=1)
            rows = []
            for i, ex in enumerate(sample):
                t = time.perf_counter()
                r = salience.run(ex)
                rows.append((ex, r.hallucination, r.coverage))
                print(f"salience {g} {i + 1}/{len(sample)}: {time.perf_counter() - t:.0f}s", file=sys.stderr, flush=True)
            table.setdefault(f"Salience (sample)", {})[g] = (auc(rows, "hallucination"), auc(rows, "coverage"), len(rows))

    fmt = lambda v: "–" if v is None else f"{v:.3f}"  # noqa: E731
    print(f"\nSplit: {args.split} (topic-disjoint from training)\n")
    print("| detector | para: hallucination | para: coverage | unpara: hallucination | unpara: coverage | n (para / unpara) |")
    print("|---|---|---|---|---|---|")
    for name, res in table.items():
        pa = res.get("paraphrased", (None, None, 0))
        un = res.get("unparaphrased", (None, None, 0))
        print(f"| {name} | {fmt(pa[0])} | {fmt(pa[1])} | {fmt(un[0])} | {fmt(un[1])} | {pa[2]} / {un[2]} |")
    if salience is None:
        print("| Salience | not measured | not measured | not measured | not measured | – |")
    if latencies:
        lat = sorted(latencies)
        print(f"\nClassifier: load {load_s:.1f}s; per-example latency mean {statistics.mean(lat) * 1000:.0f} ms, "
              f"median {lat[len(lat) // 2] * 1000:.0f} ms, p90 {lat[int(len(lat) * 0.9)] * 1000:.0f} ms "
              f"over {len(lat)} examples (torch threads {__import__('torch').get_num_threads()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
