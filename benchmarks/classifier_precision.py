"""The classifier's encoders in float32 against dynamic int8 (and bfloat16) on the dev test split: AUC, calibration, speed.

    python benchmarks/classifier_precision.py --data ../shared/data [--split test] [--variants float32,int8,bfloat16]
                                              [--limit 0] [--chunk 32] [--bootstrap 1000]

Issue 27's precision lever. ``int8``: ``torch.ao.quantization.quantize_dynamic`` of every ``nn.Linear`` of both
encoders (the cross-encoder and the bi-encoder; weights int8, activations quantized per batch), on copies of the
loaded float32 models; ``bfloat16``: both encoders in bfloat16 (the classifier's ``dtype`` option). Examples:
``dev/*.jsonl`` whose topic hashes into ``--split`` (as ``benchmarks/classifier_eval.py``), scored a chunk at a time
(``run_many``) by every variant in turn, the order flipped every chunk so drift hits all alike; the seconds are
summed per variant (model loading not counted).

Per error type (positives: examples with that error; negatives: error-free ones): ROC AUC with its 95 % percentile
bootstrap interval over examples (``detectors.evaluation.evaluate``, seed 0), and the shipped calibration's
probabilities (its maps read on each variant's raw scores, even where the model check would refuse them: the
question is whether the float32 maps still fit) with their Brier score and ECE, each with a bootstrap interval
(same resamples). Then the largest and mean change of the raw and calibrated example probabilities against
float32 and how many flags flip. A variant is fit to ship when no probability moves by more than 0.01.
"""
from __future__ import annotations

import argparse
import copy
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

import numpy as np  # noqa: E402

from detectors.calibration import load_calibration  # noqa: E402
from detectors.calibration.apply import calibrate_result  # noqa: E402
from detectors.calibration.maps import brier, ece  # noqa: E402
from detectors.classifier.detector import ClassifierDetector, PairModel  # noqa: E402
from detectors.core.result import DetectorResult  # noqa: E402
from detectors.evaluation.evaluate import bootstrap_ci, roc_auc  # noqa: E402
from detectors.training.classifier_data import dev_examples  # noqa: E402

ERRORS = ("hallucination", "coverage")


def int8_copy(det: ClassifierDetector) -> ClassifierDetector:
    """The detector with both encoders' linear layers dynamically quantized to int8 (copies; ``det`` is untouched)."""
    import torch
    from torch.ao.quantization import quantize_dynamic

    pm = det.pair_model
    q = quantize_dynamic(pm.model, {torch.nn.Linear}, dtype=torch.qint8, inplace=False)
    qpm = PairModel(q, pm.tokenizer, entail_id=pm.entail_id, name=f"{pm.name} int8", max_length=pm.max_length,
                    device=pm.device, contradiction_id=pm.contradiction_id)
    bi = det.biencoder
    qbi = None
    if bi is not None:
        qbi = copy.copy(bi)
        qbi.model = quantize_dynamic(bi.model, {torch.nn.Linear}, dtype=torch.qint8, inplace=False)
    return ClassifierDetector(pair_model=qpm, biencoder=qbi if qbi is not None else False)


def metric_with_interval(fn, y: np.ndarray, p: np.ndarray, n_boot: int) -> tuple[float, float, float]:
    """``fn(p, y)`` and its 95 % percentile bootstrap interval over examples (seed 0)."""
    rng = np.random.default_rng(0)
    reps = [fn(p[i], y[i]) for i in (rng.integers(0, len(y), len(y)) for _ in range(n_boot))]
    lo, hi = np.percentile(reps, [2.5, 97.5])
    return float(fn(p, y)), float(lo), float(hi)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default=str(Path(__file__).resolve().parents[2] / "shared" / "data"))
    ap.add_argument("--split", default="test", choices=["train", "val", "test"])
    ap.add_argument("--variants", default="float32,int8,bfloat16")
    ap.add_argument("--limit", type=int, default=0, help="the first N examples of the split (0: all)")
    ap.add_argument("--chunk", type=int, default=32)
    ap.add_argument("--bootstrap", type=int, default=1000)
    ap.add_argument("--threads", type=int, default=None)
    a = ap.parse_args()
    exs = [ex for _, ex in dev_examples(a.data, a.split)]
    exs = exs[: a.limit] if a.limit else exs
    names = [v for v in a.variants.split(",") if v]
    base = ClassifierDetector(threads=a.threads, device="cpu", dtype="float32", backend="torch")  # int8 is made from the torch model
    base.run(exs[0])
    dets = {"float32": base}
    for v in names:
        if v == "int8":
            dets[v] = int8_copy(base)
        elif v != "float32":
            dets[v] = ClassifierDetector(threads=a.threads, device="cpu", dtype=v)
        dets[v].run(exs[0])  # load and warm up
    results: dict[str, list[DetectorResult]] = {v: [] for v in names}
    seconds = dict.fromkeys(names, 0.0)
    for k, b in enumerate(range(0, len(exs), a.chunk)):
        chunk = exs[b : b + a.chunk]
        for v in (names if k % 2 == 0 else names[::-1]):
            t0 = time.perf_counter()
            results[v] += dets[v].run_many(chunk)
            seconds[v] += time.perf_counter() - t0
    calibration = load_calibration()
    entry = calibration.get("classifier")
    if entry is None:
        raise SystemExit("the calibration in use has no classifier entry")
    calibrated = {v: [calibrate_result(replace(r, model_id=entry.model_id), calibration) for r in rs]
                  for v, rs in results.items()}
    print(f"split {a.split}: {len(exs)} examples, chunks of {a.chunk}; seconds summed over the chunks, "
          f"variant order flipped every chunk\n")
    print("| variant | s/example | speed vs float32 | error | AUC [95 % CI] | Brier [CI] | ECE [CI] |")
    print("|---|---|---|---|---|---|---|")
    for v in names:
        for e in ERRORS:
            keep = [i for i, ex in enumerate(exs)
                    if getattr(ex.labels, e) == 1 or (not ex.labels.hallucination and not ex.labels.coverage)]
            y = np.array([getattr(exs[i].labels, e) == 1 for i in keep])
            raw = np.array([getattr(results[v][i], e) for i in keep])
            groups = [(np.array([t]), np.array([s])) for t, s in zip(y, raw)]
            lo, hi = bootstrap_ci(groups, a.bootstrap, seed=0)
            cal = np.array([c.probs[e] if c else np.nan for c in (calibrated[v][i] for i in keep)])
            br = metric_with_interval(brier, y.astype(int), cal, a.bootstrap)
            ec = metric_with_interval(ece, y.astype(int), cal, a.bootstrap)
            print(f"| {v} | {seconds[v] / len(exs):.3f} | {seconds['float32'] / seconds[v]:.2f}× | {e} | "
                  f"{roc_auc(y, raw):.3f} [{lo:.3f}, {hi:.3f}] | {br[0]:.3f} [{br[1]:.3f}, {br[2]:.3f}] | "
                  f"{ec[0]:.3f} [{ec[1]:.3f}, {ec[2]:.3f}] |")
    print("\n| variant | max abs Δ raw P vs float32 | mean abs Δ raw | max abs Δ calibrated P | mean abs Δ calibrated | "
          "flags flipped (of examples × 2) |\n|---|---|---|---|---|---|")
    for v in names:
        if v == "float32":
            continue
        d_raw = [abs(getattr(r, e) - getattr(f, e)) for r, f in zip(results[v], results["float32"]) for e in ERRORS]
        pairs = [(c, f) for c, f in zip(calibrated[v], calibrated["float32"]) if c and f]
        d_cal = [abs(c.probs[e] - f.probs[e]) for c, f in pairs for e in ERRORS]
        flips = sum(c.flagged[e] != f.flagged[e] for c, f in pairs for e in ERRORS)
        print(f"| {v} | {max(d_raw):.4f} | {statistics.mean(d_raw):.4f} | {max(d_cal):.4f} | "
              f"{statistics.mean(d_cal):.4f} | {flips} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
