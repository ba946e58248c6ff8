"""Train the framing head (``detectors.classifier.framing_head``) on the sentences written for it.

    python -m detectors.training.train_framing [--data detectors/training/data/framing [FOLDER …]]
        [--claims-from ../shared/data --claims-max 3200] [--threshold T] [--rank 8] [--epochs 2] [--seed 0]
        [-o detectors/classifier/weights/framing]

Data: every ``*.txt`` of each ``--data`` folder (not its subfolders): ``# topic: …`` headers, then
``F<TAB>sentence`` (framing: could be said whatever the arguments were) or ``C<TAB>sentence`` (a claim about the
topic). ``--claims-from DATA`` (stop 44) adds, as claims, the short arguments of the dev data's *train* splits
(ArgKP key points, Perspectrum perspectives; ``DATA`` holds ``argkp_train/`` and ``perspectrum_train/``), at most
``--claims-max`` of them (a seeded sample): the dev answers restate such arguments ("Celibacy is outdated", "such
bans are easy to side step"), and a head that never saw them read some as framing.

Model (stop 45): each sentence becomes the pair (its topic, the sentence), entailed when it is framing; the shipped
cross-encoder is trained on them under rank-``--rank`` LoRA adapters and a two-way head
(``detectors.training.train_entailment.train``: AdamW at ``--lr``, 6 % warm-up then linear decay, batch 32,
length-bucketed, word embeddings frozen, ``--seed``), and the adapters and head are written to ``-o`` in fp16 as
``train_entailment --ship-adapter`` writes them, with ``training.json`` recording the data it saw and
``--threshold`` (chosen on the organic-style val splits, docs/evaluation.md, Stop 45). About 6 minutes on the 2-core
CPU.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

from detectors.classifier.framing_head import DEFAULT_FRAMING_HEAD

DEFAULT_DATA = Path(__file__).resolve().parent / "data" / "framing"


class FramingDataError(ValueError):
    pass


def read_sentence_file(path: Path) -> list[tuple[str, str, int]]:
    """(topic, sentence, 1 if framing) for every labelled line of one file; a malformed line names its file and
    line."""
    out: list[tuple[str, str, int]] = []
    topic = ""
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        if line.startswith("#"):
            if line.lower().startswith("# topic:"):
                topic = f"{path.stem}:{line.split(':', 1)[1].strip()}"
            continue
        label, _, text = line.partition("\t")
        if label not in ("F", "C") or not text.strip() or not topic:
            raise FramingDataError(f"{path.name}:{n}: expected 'F<TAB>sentence' or 'C<TAB>sentence' under a topic")
        out.append((topic, text.strip(), int(label == "F")))
    return out


def read_sentences(folder: Path) -> list[tuple[str, str, int]]:
    """``read_sentence_file`` of every ``*.txt`` of ``folder``, in name order."""
    out = [row for path in sorted(folder.glob("*.txt")) for row in read_sentence_file(path)]
    if not out:
        raise FramingDataError(f"no labelled sentences in {folder}")
    return out


def train_split_claims(data: Path, limit: int, seed: int = 0) -> list[tuple[str, str, int]]:
    """(topic, claim, 0) for the ArgKP train key points and Perspectrum train perspectives, a seeded sample of at
    most ``limit``."""
    import random

    from detectors.training.classifier_data import load_argkp, load_perspectrum

    groups = load_argkp(data)[0] + load_perspectrum(data)
    rows = [(f"train:{g.topic}", unit[0].strip(), 0) for g in groups for unit in g.units if unit and unit[0].strip()]
    return random.Random(seed).sample(rows, min(limit, len(rows)))


QUESTIONS = ("What do people think about {t}?", "What are the arguments for and against {t}?", "Is {t} a good idea?",
             "Give me a balanced overview of {t}.", "{T}: what are the main views?")


def as_question(title: str, rng: random.Random) -> str:
    """The topic title as a user's question (one of ``QUESTIONS``): at inference an example without a topic is read
    against its query."""
    title = title.strip().rstrip(".")
    lower = title[:1].lower() + title[1:] if title[1:2].islower() else title
    return rng.choice(QUESTIONS).format(t=lower, T=title)


def framing_pairs(rows: list[tuple[str, str, int]], question_share: float = 0.0, seed: int = 0):
    """(topic, sentence) pairs for ``train_entailment.train``: label 0 (entailment) for framing, 1 for a claim; a
    seeded ``question_share`` of them with the topic asked as a question (``as_question``)."""
    from detectors.training.entailment_data import EPair

    rng = random.Random(seed)
    out = []
    for topic, sentence, framing in rows:
        title = topic.split(":", 1)[1]
        premise = as_question(title, rng) if rng.random() < question_share else title
        out.append(EPair(premise, sentence, 0 if framing else 1, f"framing:{topic.split(':', 1)[0]}", topic))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", nargs="+", default=[str(DEFAULT_DATA)], help="one or more folders of *.txt files")
    ap.add_argument("-o", "--output", default=str(DEFAULT_FRAMING_HEAD), help="the adapter folder to write")
    ap.add_argument("--threshold", type=float, default=0.9)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--claims-from", help="folder with argkp_train/ and perspectrum_train/ (module doc)")
    ap.add_argument("--claims-max", type=int, default=1000)
    ap.add_argument("--rank", type=int, default=8)
    ap.add_argument("--epochs", type=float, default=2.0)
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--question-share", type=float, default=0.0,
                    help="share of the pairs whose premise is the topic asked as a question (as_question)")
    ap.add_argument("--max-steps", type=int, default=None, help="stop after N steps (smoke runs)")
    ap.add_argument("--device", default="cpu", help="cpu | cuda | auto (as detectors.core.device)")
    args = ap.parse_args(argv)
    import tempfile

    import torch

    from detectors.core.device import resolve_device
    from detectors.training.train_entailment import ship_adapter, train

    torch.set_num_threads(args.threads)
    folders = [Path(d) for d in args.data]
    rows = [row for folder in folders for row in read_sentences(folder)]
    extra = train_split_claims(Path(args.claims_from), args.claims_max) if args.claims_from else []
    rows += extra
    labels = [y for _, _, y in rows]
    trained_on = {"files": sorted(p.name for folder in folders for p in folder.glob("*.txt")), "sentences": len(rows),
                  "framing": sum(labels), "topics": len({t for t, _, _ in rows}),
                  "train_split_claims": len(extra), "claims_max": args.claims_max if extra else None}
    info = {"trained_on": trained_on, "threshold": args.threshold, "question_share": args.question_share,
            "input": "(topic, sentence); entailment = framing"}
    with tempfile.TemporaryDirectory() as work:
        stats = train(framing_pairs(rows, args.question_share, args.seed), Path(work), init="shipped", two_way=True, epochs=args.epochs,
                      lr=args.lr, seed=args.seed, max_steps=args.max_steps, info=info,
                      device=resolve_device(args.device), lora=args.rank, log=lambda m: print(m, file=sys.stderr))
        ship_adapter(Path(work) / "adapter", Path(args.output))
    print(json.dumps({k: v for k, v in stats.items() if k != "id2label"}, indent=1), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
