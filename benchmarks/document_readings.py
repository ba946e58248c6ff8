"""Ways of reading a document against a response, on the documents' val half (stop 38, docs/evaluation.md).

    python benchmarks/document_readings.py pairs [--sets qags,wice] [--n 250,300] [--split val]
    python benchmarks/document_readings.py detector [--sets qags,wice] [--n 1000,500] [--split val]
    python benchmarks/document_readings.py summaries --sets qags [--split val]
    python benchmarks/document_readings.py calibration [--sets qags,wice]

``pairs``: the document adapter's class distributions for every window of 1, 2 or 3 sentences against the whole
hypothesis and against each of its clauses, then example ROC AUC of P(hallucination) for each reading (window
size, the sentence whole or the min over clauses, max P(entailment) or SummaC's P(entailment) − P(contradiction),
the sentences that entail it most joined into one premise). ``detector``: the whole detector with the pairs scored
once and read with three ways of comparing a document's clauses in own(c, a) (``OWN_READINGS``: γ = 8 over every
clause, as until stop 37; γ = 0; γ = 8 across sentences only, shipped), and with the document adapter, the argument
model and their mean. ``summaries``: QAGS's sentences of one article joined into its whole summary,
unfaithful if any sentence is, read with the three comparisons and four ways of pooling clause supports. ``calibration``: every row of both halves scored by the detector; isotonic and
Platt maps fitted on the val half, their ECE on each set's test half. The rows and halves are those of
``benchmarks/document_eval.py`` (``examples``, ``document_split``).
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from document_eval import _auc_cell, examples  # noqa: E402

from detectors.calibration.maps import FITTERS, ece  # noqa: E402
from detectors.classifier import detector as D  # noqa: E402
from detectors.classifier.long_premise import premise_windows  # noqa: E402
from detectors.core.example import Example  # noqa: E402
from detectors.core.text import split_clauses, split_sentences  # noqa: E402
from detectors.evaluation.evaluate import roc_auc  # noqa: E402


def pair_readings(det: D.ClassifierDetector, rows: list[tuple[Example, int]]) -> dict[str, list[float]]:
    """P(hallucination) of each row under each pair-level reading (module doc)."""
    pm = det.document_model
    e, c = pm.entail_id, pm.contradiction_id
    plan, pairs = [], []
    for ex, _ in rows:
        doc, hyp = ex.perspectives[0].arguments[0], ex.response
        hs = [hyp] + [cl.text for s in split_sentences(hyp) for cl in split_clauses(s)]
        wins = {k: premise_windows(doc, k) for k in (1, 2, 3)}
        at = {}
        for k, ws in wins.items():
            for wi, w in enumerate(ws):
                for hi, h in enumerate(hs):
                    at[(k, wi, hi)] = len(pairs)
                    pairs.append((w, h))
        plan.append((hs, wins, at))
    dist = pm.distributions(pairs)
    extra, where = [], []
    for ri, (hs, wins, at) in enumerate(plan):
        for hi in range(len(hs)):
            pe = np.array([dist[at[(1, wi, hi)], e] for wi in range(len(wins[1]))])
            for top in (2, 3, 4):
                keep = sorted(np.argsort(-pe)[:top])
                extra.append((" ".join(wins[1][i] for i in keep), hs[hi]))
                where.append((ri, hi, top))
    joined = dict(zip(where, pm.distributions(extra)[:, e]))
    out: dict[str, list[float]] = {}
    def ent(p: np.ndarray) -> float:
        return float(p[e])

    def summac(p: np.ndarray) -> float:
        return float(p[e] - (p[c] if c is not None else 0.0))

    for ri, (hs, wins, at) in enumerate(plan):
        def best(k: int, hi: int, fn, wins=wins, at=at) -> float:
            return max(fn(dist[at[(k, wi, hi)]]) for wi in range(len(wins[k])))

        clauses = range(1, len(hs)) if len(hs) > 1 else range(0, 1)
        for k in (1, 2, 3):
            out.setdefault(f"windows of {k}, the sentence whole", []).append(1 - best(k, 0, ent))
            out.setdefault(f"windows of {k}, min over clauses", []).append(1 - min(best(k, h, ent) for h in clauses))
            out.setdefault(f"windows of {k}, SummaC (P(e) - P(c))", []).append(-best(k, 0, summac))
        out.setdefault("best of 1-, 2-, 3-sentence windows, min over clauses", []).append(
            1 - min(max(best(k, h, ent) for k in (1, 2, 3)) for h in clauses))
        for top in (2, 3, 4):
            out.setdefault(f"the {top} sentences that entail it most, joined", []).append(
                1 - min(joined[(ri, h, top)] for h in clauses))
            out.setdefault(f"the {top} sentences joined, or the best 2-sentence window", []).append(
                1 - min(max(joined[(ri, h, top)], best(2, h, ent)) for h in clauses))
    return out


SHIPPED_OWN = D.PairScores.own


def _own_all_clauses(self: D.PairScores, perspective_of: list[int]) -> np.ndarray:
    """Stop 37: a document's column compared over every clause, as an argument's is (γ = 8)."""
    return D.dominance(self.f_unit * self.may_state(perspective_of), axis=0).max(axis=1)


def _own_no_comparison(self: D.PairScores, perspective_of: list[int]) -> np.ndarray:
    """γ = 0 for a document's column: every clause keeps f(c, document)."""
    f = self.f_unit * self.may_state(perspective_of)
    out = D.dominance(f, axis=0)
    docs = np.flatnonzero(np.array(self.document_columns, dtype=bool))
    out[:, docs] = f[:, docs]
    return out.max(axis=1)


OWN_READINGS = {"γ = 8 over every clause (stop 37)": _own_all_clauses, "γ = 0 (no comparison)": _own_no_comparison,
                "γ = 8 across sentences only (shipped)": SHIPPED_OWN}


def read_with(det: D.ClassifierDetector, exs: list[Example], scores: list[D.PairScores], own) -> list:
    """The detector's results of ``exs`` from ``scores`` with ``own`` in place of ``PairScores.own``."""
    D.PairScores.own = own
    try:
        return [det.result(ex, p) for ex, p in zip(exs, scores)]
    finally:
        D.PairScores.own = SHIPPED_OWN


def detector_readings(det: D.ClassifierDetector, rows: list[tuple[Example, int]]) -> dict[str, list[float]]:
    """The detector's P(hallucination) with each way of comparing a document's clauses, and with either pair model
    or their mean."""
    exs = [ex for ex, _ in rows]
    adapter = D.pair_scores_many(det.document_model, exs, None, det.biencoder)
    argument = D.pair_scores_many(det.pair_model, exs, None, det.biencoder)
    out: dict[str, list[float]] = {}
    for name, own in OWN_READINGS.items():
        out[f"adapter, {name}"] = [r.hallucination for r in read_with(det, exs, adapter, own)]
    for name, w in (("argument model", 1.0), ("mean of both", 0.5)):
        mixed = [replace(a, f_window=(1 - w) * a.f_window + w * b.f_window, f_given=(1 - w) * a.f_given + w * b.f_given,
                         c_given=None if a.c_given is None or b.c_given is None else (1 - w) * a.c_given + w * b.c_given)
                 for a, b in zip(adapter, argument)]
        out[f"{name}, shipped comparison"] = [det.result(ex, p).hallucination for ex, p in zip(exs, mixed)]
    return out


def summary_readings(det: D.ClassifierDetector, rows: list[tuple[Example, int]]) -> dict[str, list[float]]:
    """Whole summaries (``document_eval.summaries``): each way of comparing a document's clauses, and of pooling
    the clauses' supports (the shipped minimum, the mean, the second lowest, 1 − their product)."""
    exs = [ex for ex, _ in rows]
    scores = D.pair_scores_many(det.document_model, exs, None, det.biencoder)
    out: dict[str, list[float]] = {}
    for name, own in OWN_READINGS.items():
        for r in read_with(det, exs, scores, own):
            support = sorted(c.support for c in r.details.clauses) if r.details else [1 - r.hallucination]
            out.setdefault(f"{name}: 1 − min support (shipped)", []).append(r.hallucination)
            out.setdefault(f"{name}: 1 − mean support", []).append(1 - float(np.mean(support)))
            out.setdefault(f"{name}: 1 − second lowest support", []).append(1 - support[min(1, len(support) - 1)])
            out.setdefault(f"{name}: 1 − product of supports", []).append(1 - float(np.prod(support)))
    return out


def calibration(det: D.ClassifierDetector, data: Path, sets: list[str]) -> None:
    scored = {}
    for split in ("val", "test"):
        for name in sets:
            rows = examples(data / f"{name}.jsonl", 10**9, 1, split)
            scored[(split, name)] = (np.array([r.hallucination for r in det.run_many([ex for ex, _ in rows])]),
                                     np.array([y for _, y in rows]))
            x, y = scored[(split, name)]
            print(f"{name} {split}: {len(y)} rows, error rate {y.mean():.2f}, AUC {roc_auc(y, x):.3f}, "
                  f"mean raw {x.mean():.2f}, raw ECE {ece(x, y):.3f}", flush=True)
    xv = np.concatenate([scored[("val", n)][0] for n in sets])
    yv = np.concatenate([scored[("val", n)][1] for n in sets])
    print("\n| map fitted on the val halves | " + " | ".join(f"{n} test: ECE" for n in sets) + " |")
    print("|---|" + "---|" * len(sets))
    for kind in ("isotonic", "platt"):
        m = FITTERS[kind](xv, yv, {})
        print(f"| {kind} | " + " | ".join(f"{ece(m(scored[('test', n)][0], {}), scored[('test', n)][1]):.3f}"
                                         for n in sets) + " |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=("pairs", "detector", "summaries", "calibration"))
    ap.add_argument("--data", default="../shared/data")
    ap.add_argument("--sets", default="qags,wice")
    ap.add_argument("--n", default=None, help="rows per set, comma-separated (pairs: 250,300; detector: 1000,500)")
    ap.add_argument("--split", choices=("val", "test", "all"), default="val")
    a = ap.parse_args()
    sets = a.sets.split(",")
    det = D.ClassifierDetector(threads=2, biencoder=True)
    data = Path(a.data) / "nli"
    if a.what == "calibration":
        calibration(det, data, sets)
        return 0
    sizes = [int(v) for v in (a.n or {"pairs": "250,300", "detector": "1000,500"}.get(a.what, "1000,1000")).split(",")]
    for name, n in zip(sets, sizes):
        rows = examples(data / f"{name}.jsonl", n, 1, a.split, whole_summaries=a.what == "summaries")
        y = np.array([lab for _, lab in rows])
        readings = {"pairs": pair_readings, "detector": detector_readings, "summaries": summary_readings}[a.what](det, rows)
        print(f"\n{name}, {a.split} half: {len(y)} rows ({int(y.sum())} unfaithful)\n\n| reading | ROC AUC |\n|---|---|")
        for label, s in readings.items():
            print(f"| {label} | {_auc_cell(y, np.array(s))} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
