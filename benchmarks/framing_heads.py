"""Framing heads and thresholds side by side, on answers scored once without a head (stops 41 and 43).

    python benchmarks/framing_heads.py VAL.jsonl DEV.jsonl --heads DIR [DIR …] [--work DIR] [--thresholds T …]

VAL: organic-style examples (the pooled val splits); DEV: the dev val examples, whose paraphrased slice
(``meta.paraphrased``) is the guard. Each file is scored once with the shipped classifier *without* a framing head
(``--work``/<name>.nohead.scored.jsonl, kept and resumed; default /tmp/faithscope-framing-heads), so every clause keeps its own support; then, per head
(a ``train_framing`` output folder) and threshold, a claim clause the head reads as framing (P ≥ τ) and that has no figure
needs no support, as ``detectors.classifier.detector.framing_claims`` decides, and the table gives the hallucination
ROC AUC of 1 − min support over the remaining claims (``example_label``, as ``organic_eval.py`` counts them).
``--without-topic`` reads every clause against its query instead of its topic. ``--show N`` lists the N least supported claim clauses of VAL's error-free answers with each head's P(framing).
The shipped head at its threshold reproduces the shipped rows' AUC (the head only decides which clauses count).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.classifier.detector import ClassifierDetector, framing_claims, load_framing_head  # noqa: E402
from detectors.classifier.framing_head import premise  # noqa: E402
from detectors.core.scored import read_scored  # noqa: E402
from detectors.evaluation.evaluate import example_label, roc_auc  # noqa: E402
from detectors.rouge import RougeDetector  # noqa: E402
from detectors.run.batch import score_file  # noqa: E402

THRESHOLDS = (0.99, 0.97, 0.95, 0.9, 0.8, 0.6)


def scored_without_head(examples: str, work: Path) -> list[dict]:
    out = work / f"{Path(examples).stem}.nohead.scored.jsonl"
    score_file(examples, out, [RougeDetector(), ClassifierDetector(threads=2, framing_head=False)], details=True)
    return read_scored(out)[0]


def premises(rows: list[dict]) -> list[tuple[str, str]]:
    """The distinct (topic, claim clause) pairs of the rows, as the classifier gives them to the head."""
    return sorted({(premise(r.get("topic"), r["query"]), c["text"]) for r in rows
                   for c in r["scores"]["classifier"]["extras"]["clauses"] if c["claim"]})


def auc(rows: list[dict], framing: dict[tuple[str, str], float], tau: float, paraphrased_only: bool = False) -> float:
    y, scores = [], []
    for r in rows:
        label = example_label(r, "hallucination")
        if label is None or (paraphrased_only and not (r.get("meta") or {}).get("paraphrased")):
            continue
        clauses = r["scores"]["classifier"]["extras"]["clauses"]
        topic = premise(r.get("topic"), r["query"])
        claim = framing_claims([c["claim"] for c in clauses], [framing.get((topic, c["text"]), 0.0) >= tau for c in clauses],
                               [c["text"] for c in clauses])
        y.append(int(label))
        scores.append(1 - min([c["support"] for c, k in zip(clauses, claim) if k] or [1.0]))
    return roc_auc(y, scores)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("val")
    ap.add_argument("dev")
    ap.add_argument("--heads", nargs="+", required=True)
    ap.add_argument("--work", default="/tmp/faithscope-framing-heads")
    ap.add_argument("--thresholds", nargs="+", type=float, default=list(THRESHOLDS))
    ap.add_argument("--show", type=int, default=0, metavar="N",
                    help="also list, per head, the N least supported claim clauses of VAL's error-free answers "
                         "with their P(framing)")
    ap.add_argument("--without-topic", action="store_true",
                    help="read every clause against its example's query, as for an example that gives no topic")
    a = ap.parse_args(argv)
    work = Path(a.work)
    work.mkdir(parents=True, exist_ok=True)
    val, dev = scored_without_head(a.val, work), scored_without_head(a.dev, work)
    if a.without_topic:
        for r in val + dev:
            r["topic"] = None
    pairs = premises(val + dev)
    print("val AUC / dev val paraphrased AUC / dev val AUC per threshold\n")
    print("| head | " + " | ".join(str(t) for t in a.thresholds) + " |\n|---|" + "---|" * len(a.thresholds))
    for path in a.heads:
        framing = dict(zip(pairs, load_framing_head(path, threads=2).probs(pairs)))
        cells = [f"{auc(val, framing, t):.3f} / {auc(dev, framing, t, True):.3f} / {auc(dev, framing, t):.3f}"
                 for t in a.thresholds]
        print(f"| {path} | " + " | ".join(cells) + " |")
        if a.show:
            for support, p, text in weakest_error_free(val, framing)[:a.show]:
                print(f"    support {support:.2f}  P(framing) {p:.2f}  {text[:110]}")
    return 0


def weakest_error_free(rows: list[dict], framing: dict[tuple[str, str], float]) -> list[tuple[float, float, str]]:
    """(support, P(framing), text) of the claim clauses of the error-free answers, least supported first."""
    out = []
    for r in rows:
        if (r.get("meta") or {}).get("errors"):
            continue
        topic = premise(r.get("topic"), r["query"])
        out += [(c["support"], framing.get((topic, c["text"]), 0.0), c["text"])
                for c in r["scores"]["classifier"]["extras"]["clauses"] if c["claim"]]
    return sorted(out)


if __name__ == "__main__":
    sys.exit(main())
