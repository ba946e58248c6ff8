"""Pair-level and held-out evaluation of entailment pair models (issue 24).

    python benchmarks/entailment_eval.py MODEL [MODEL ...] [--data ../shared/data] [--per-kind 300]
        [--held-out 600] [--e2e IN.jsonl ...] [--out DIR] [--threads 1]

MODEL: a model folder, ``shipped`` (the shipped cross-encoder, read through its entailment label) or
``documents`` (the shipped document adapter merged into it: what reads an example with a document argument).

1. val topics (``classifier_data.topic_split``) of the ``entailment_data.argument_pairs`` pairs:
   mean P(entailment) per kind (faithful rewordings, each alteration, non-matching pairs), the ROC
   AUC faithful vs each alteration kind and faithful vs all alterations.
2. held-out faithfulness sets ``nli/{qags,begin,wice}``: ROC AUC of P(entailment) vs ``label2``
   (a seeded sample of ``--held-out`` pairs each; never trained on): ``auc_whole`` with the premise
   read whole (truncated to the model's limit), ``auc`` as the detector reads it
   (``detectors.classifier.long_premise``: a document-length premise in two-sentence windows).
3. ``--e2e FILE``: end to end on NPOV examples with the full classifier detector:
   ``python -m detectors score FILE -o OUT --detectors classifier --classifier MODEL --details``
   then ``python -m detectors evaluate OUT``. A model folder runs alone (no bi-encoder blend, no
   calibration); ``shipped`` runs as shipped (blend + its calibration), and ``shipped-ce`` names the
   shipped cross-encoder folder, i.e. that model alone like any other folder.

``--e2e-blend FILE``: the same examples through ``ClassifierDetector(model, biencoder=True)`` in
   this process: the model blended with the shipped bi-encoder as the shipped cross-encoder is,
   raw scores (no calibration), example-level AUC (positives: the error, negatives: error-free
   examples, as ``detectors evaluate``) with a 1,000-replicate bootstrap interval, per
   ``meta.paraphrased`` slice too. This is the like-for-like comparison with the shipped detector.

``--make-dev-val N FILE`` writes N labelled dev examples of the val topics (seeded) to FILE first.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from detectors.classifier.detector import entailment_and_contradiction  # noqa: E402
from detectors.core.domain import is_document  # noqa: E402
from detectors.training.entailment_data import ENT, argument_pairs  # noqa: E402

SHIPPED_CE = Path(__file__).resolve().parent.parent / "detectors" / "classifier" / "weights" / "classifier"


def auc(pos: list[float], neg: list[float]) -> float | None:
    """P(score of a random positive > that of a random negative), ties count half."""
    if not pos or not neg:
        return None
    import numpy as np

    s = np.array(list(pos) + list(neg))
    from scipy.stats import rankdata

    r = rankdata(s)
    n1, n0 = len(pos), len(neg)
    return float((r[:n1].sum() - n1 * (n1 + 1) / 2) / (n1 * n0))


def model_path(name: str) -> str | None:
    if name == "documents":  # the shipped document adapter, merged into the shipped cross-encoder
        from detectors.classifier.adapters import DOCUMENT_ADAPTER, merged_folder

        return str(merged_folder(DOCUMENT_ADAPTER))
    return None if name == "shipped" else str(SHIPPED_CE) if name == "shipped-ce" else name


def kind_of(source: str) -> str:
    return "faithful" if source.startswith("faithful:") else source


def pair_level(pm, data: Path, per_kind: int, seed: int) -> dict:
    pairs = argument_pairs(data, "val", seed=seed, rounds=1, n_argkp_labels=2000)
    rng = random.Random(seed)
    by: dict[str, list] = defaultdict(list)
    for p in pairs:
        by[kind_of(p.source)].append(p)
    by_fine: dict[str, list] = defaultdict(list)
    out: dict = {"kinds": {}}
    for k, ps in sorted(by.items()):
        ps = rng.sample(ps, min(per_kind * (3 if k == "faithful" else 1), len(ps)))
        probs = pm.probs([(p.premise, p.hypothesis) for p in ps])
        by[k] = list(zip(ps, probs))
        for p, q in by[k]:
            by_fine[p.source].append(q)
    faithful = [q for _, q in by["faithful"]]
    altered = []
    for k, items in by.items():
        qs = [q for _, q in items]
        row = {"n": len(qs), "mean_p_entailment": round(sum(qs) / len(qs), 3),
               "label": "entailment" if items and items[0][0].label == ENT else "not entailed"}
        if k != "faithful":
            row["auc_faithful_vs"] = round(auc(faithful, qs), 3)
            if k.startswith("perturb:"):
                altered += qs
        out["kinds"][k] = row
    out["faithful_fine"] = {k: {"n": len(v), "mean_p_entailment": round(sum(v) / len(v), 3)}
                            for k, v in sorted(by_fine.items()) if k.startswith("faithful:")}
    out["auc_faithful_vs_all_alterations"] = round(auc(faithful, altered), 3)
    return out


def written(pm, held_out_topics: int, files: list[Path] | None = None) -> dict:
    """The last ``held_out_topics`` topics of each written file (never trained on: ``--written-held-out``): ROC AUC
    of P(the given arguments state the clause), faithful rewordings against each other kind, per premise (all given
    arguments, the clause's own argument)."""
    from detectors.training.entailment_data import WRITTEN_ANSWERS, read_written_answers, written_rows

    topics = [t for f in files or [WRITTEN_ANSWERS] for t in read_written_answers(f)[-held_out_topics:]]
    rows = [r for t in topics for r in written_rows(t) if r[0] != "own"]
    probs = pm.probs([(r[2], r[3]) for r in rows])
    out: dict = {"topics": [t.topic for t in topics]}
    for premise in ("given", "argument"):
        by: dict[str, list[float]] = defaultdict(list)
        for r, q in zip(rows, probs):
            if r[0] == premise:
                by[r[1]].append(q)
        out[premise] = {k: {"n": len(by[k]), "mean_p_entailment": round(sum(by[k]) / len(by[k]), 3),
                            **({"auc_faithful_vs": round(auc(by["F"], by[k]), 3)} if k != "F" else {})}
                        for k in "FNEDI" if by[k]}
        others = [q for k in "NEDI" for q in by[k]]
        out[premise]["auc_faithful_vs_all"] = round(auc(by["F"], others), 3)
    return out


def held_out(pm, data: Path, n: int, seed: int) -> dict:
    out = {}
    for name in ("qags", "begin", "wice"):
        f = data / "nli" / f"{name}.jsonl"
        if not f.exists():
            continue
        rows = [json.loads(line) for line in open(f, encoding="utf-8")]
        rows = [r for r in rows if r.get("label2") in (0, 1)]
        rows = random.Random(seed).sample(rows, min(n, len(rows)))
        pairs = [(r["premise"], r["hypothesis"]) for r in rows]
        whole = pm.probs(pairs)  # the premise read whole (truncated to the model's limit)
        documents = {p for p, _ in pairs if is_document(p)}  # as the detector reads a document argument
        read = entailment_and_contradiction(pm, pairs, documents=documents)[0]
        out[name] = {"n": len(rows)}
        for key, probs in (("auc_whole", whole), ("auc", read)):
            pos = [q for r, q in zip(rows, probs) if r["label2"] == 1]
            neg = [q for r, q in zip(rows, probs) if r["label2"] == 0]
            out[name][key] = round(auc(pos, neg), 3)
    return out


def make_dev_val(data: Path, n: int, path: Path, seed: int = 0) -> int:
    """N labelled dev examples of the val topics (raw JSON lines), seeded, to ``path``."""
    from detectors.training.classifier_data import topic_split

    rows = []
    for f in sorted((data / "dev").glob("*.jsonl")):
        for line in open(f, encoding="utf-8"):
            r = json.loads(line)
            if r.get("labels") and topic_split(r.get("topic") or r["query"]) == "val":
                rows.append(r)
    rows = random.Random(seed).sample(rows, min(n, len(rows)))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return len(rows)


def end_to_end(name: str, infile: Path, out_dir: Path, threads: int) -> str:
    """Run ``score`` then ``evaluate``; returns evaluate's printed table."""
    tag = Path(name).name if name not in ("shipped", "shipped-ce") else name
    scored = out_dir / f"{infile.stem}.{tag}.scored.jsonl"
    cmd = [sys.executable, "-m", "detectors", "score", str(infile), "-o", str(scored), "--detectors", "classifier",
           "--details", "--threads", str(threads), "-q"]
    if name != "shipped":
        cmd += ["--classifier", model_path(name)]
    env = {**os.environ, "OMP_NUM_THREADS": str(threads)}
    root = Path(__file__).resolve().parent.parent
    subprocess.run(cmd, check=True, cwd=root, env=env)
    res = subprocess.run([sys.executable, "-m", "detectors", "evaluate", str(scored), "--by", "meta.paraphrased",
                          "--json", str(scored.with_suffix(".eval.json"))],
                         check=True, cwd=root, env=env, capture_output=True, text=True)
    return res.stdout


def end_to_end_blend(name: str, infile: Path, threads: int) -> dict:
    """Example-level AUCs (raw P(hallucination), P(coverage error)) with the bi-encoder blend."""
    import numpy as np

    from detectors.classifier.detector import ClassifierDetector
    from detectors.core.example import load_examples
    from detectors.evaluation.evaluate import bootstrap_ci

    det = ClassifierDetector(model_path=model_path(name) if name != "shipped" else None, threads=threads,
                             biencoder=True)
    rows = []
    for _, ex in load_examples(infile).examples:
        if ex.labels is None:
            continue
        r = det.run(ex)
        rows.append((bool(ex.meta.get("paraphrased", True)), int(ex.labels.hallucination or 0),
                     int(ex.labels.coverage or 0), float(r.hallucination), float(r.coverage)))
    out = {}
    for sl in ("all", "paraphrased", "unparaphrased"):
        sub = [r for r in rows if sl == "all" or r[0] == (sl == "paraphrased")]
        for task, yi, si in (("hallucination", 1, 3), ("coverage", 2, 4)):
            # as `detectors evaluate`: positives have the error, negatives are error-free
            sub_t = [r for r in sub if r[yi] or not (r[1] or r[2])]
            y = [r[yi] for r in sub_t]
            if len(set(y)) < 2:
                continue
            s = [r[si] for r in sub_t]
            a = auc([q for q, t in zip(s, y) if t], [q for q, t in zip(s, y) if not t])
            lo, hi = bootstrap_ci([(np.array([t]), np.array([q])) for t, q in zip(y, s)], 1000, 0)
            out[f"{sl}/{task}"] = f"{a:.3f} [{lo:.3f}, {hi:.3f}] ({sum(y)}+/{len(y) - sum(y)}-)"
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("models", nargs="+", help="model folders, 'shipped', 'shipped-ce' or 'documents'")
    p.add_argument("--data", default="../shared/data")
    p.add_argument("--per-kind", type=int, default=300, help="val pairs per alteration kind (3x for faithful)")
    p.add_argument("--held-out", type=int, default=600, help="pairs per held-out set (0: skip)")
    p.add_argument("--no-pairs", action="store_true", help="skip the pair-level val table")
    p.add_argument("--e2e", nargs="*", default=[], help="NPOV JSONL files to score end to end")
    p.add_argument("--e2e-blend", nargs="*", default=[], help="NPOV JSONL files: the model blended with the bi-encoder")
    p.add_argument("--make-dev-val", nargs=2, metavar=("N", "FILE"), help="write N val-topic dev examples to FILE")
    p.add_argument("--out", default="/work/runs/eval", help="folder for results")
    p.add_argument("--written", type=int, default=0, metavar="N",
                   help="also the pair level on the last N written-answer topics (held out of training)")
    p.add_argument("--written-files", nargs="+", type=Path, default=None, metavar="FILE",
                   help="--written reads the last N topics of each of these (default: data/written_answers.txt)")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    data, out = Path(args.data), Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.make_dev_val:
        k = make_dev_val(data, int(args.make_dev_val[0]), Path(args.make_dev_val[1]), seed=0)
        print(f"wrote {k} val-topic dev examples to {args.make_dev_val[1]}", flush=True)
    from detectors.classifier.detector import load_pair_model

    results = {}
    for name in args.models:
        res: dict = {}
        if not args.no_pairs or args.held_out or args.written:
            pm = load_pair_model(model_path(name), threads=args.threads)
            if not args.no_pairs:
                res["pairs"] = pair_level(pm, data, args.per_kind, args.seed)
                print(f"== {name}: pair level (val topics)\n{json.dumps(res['pairs'], indent=1)}", flush=True)
            if args.written:
                res["written"] = written(pm, args.written, args.written_files)
                print(f"== {name}: written answers, held-out topics\n{json.dumps(res['written'], indent=1)}", flush=True)
            if args.held_out:
                res["held_out"] = held_out(pm, data, args.held_out, args.seed)
                print(f"== {name}: held-out AUC {json.dumps(res['held_out'])}", flush=True)
        for f in args.e2e:
            table = end_to_end(name, Path(f), out, args.threads)
            res.setdefault("e2e", {})[f] = table
            print(f"== {name}: end to end on {f}\n{table}", flush=True)
        for f in args.e2e_blend:
            table = end_to_end_blend(name, Path(f), args.threads)
            res.setdefault("e2e_blend", {})[f] = table
            print(f"== {name}: end to end, blended with the bi-encoder, raw, on {f}\n{json.dumps(table, indent=1)}",
                  flush=True)
        results[name] = res
        tag = Path(name).name if name not in ("shipped", "shipped-ce") else name
        (out / f"{tag}.json").write_text(json.dumps(res, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
