"""Words that give a written clause's kind away, and copies of the files without them (stop 46).

    python -m detectors.training.written_shortcuts audit FILE … [--min 20] [--ratio 8] [--top 15]
    python -m detectors.training.written_shortcuts drop FILE … --word though --kind N -o DIR

Written answer clauses (``entailment_data.read_written_answers``'s format: ``F`` faithful, ``N`` negation, ``E``
exaggeration, ``D`` added detail, ``I`` invented) train the contradiction adapter. A word that a brief asked for in
one kind only (stop 43's and 46's briefs asked for negations "hung on a host: ``…, though it does little to …``"
and for no faithful clause of that shape) becomes the label: adapters trained with such files read faithful
"though …" fragments on the organic-style val splits as contradicted (P 0.02 → 0.99, docs/evaluation.md, Stop 46).

``audit``: per word, the share of each kind's clauses that hold it; the words whose share in one kind is at least
``--ratio`` times their share in ``--base`` clauses (faithful ones by default; and that at least ``--min`` clauses
hold) are listed, the most lopsided first. It reads the framing head's files too (``F`` / ``C`` sentences: ``--base
C`` lists the words that give framing away, ``--base F`` those that give claims away). Meaning words ("not", "little", "all") are expected there; openers and connectives ("though",
"however", "also") are shortcuts. ``drop``: copies of the files without the clauses of ``--kind`` that hold
``--word``, for a training run without the shortcut.
"""
from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

from detectors.training.entailment_data import WRITTEN_CLAUSE_LINE, WRITTEN_KINDS, read_written_answers
from detectors.training.train_framing import read_sentence_file

_WORD = re.compile(r"[a-z']+")


def clause_words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def labelled_texts(path: Path) -> list[tuple[str, str]]:
    """(kind, text) of every clause of a written-answers file, or (F / C, sentence) of a framing file (the framing
    head's format, ``train_framing.read_sentences``: ``# topic:`` headers, ``F<TAB>…`` / ``C<TAB>…`` lines)."""
    first = next((ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()), "")
    if first.lower().startswith("# topic:"):
        return [("F" if framing else "C", text) for _, text, framing in read_sentence_file(path)]
    return [(kind, text) for topic in read_written_answers(path) for kind, _, text in topic.clauses]


def kind_shares(files: list[Path]) -> tuple[Counter[str], dict[str, Counter[str]]]:
    """Clauses per kind, and per kind how many of its clauses hold each word."""
    totals: Counter[str] = Counter()
    holding: dict[str, Counter[str]] = {}
    for f in files:
        for kind, text in labelled_texts(f):
            totals[kind] += 1
            holding.setdefault(kind, Counter()).update(clause_words(text))
    return totals, holding


def lopsided(totals: Counter[str], holding: dict[str, Counter[str]], min_clauses: int, ratio: float,
             base: str = "F") -> list[tuple[float, str, str, float, float]]:
    """(ratio, word, kind, share in kind, share in ``base``) for words far more common in a kind than in ``base``
    (its share floored at half a clause)."""
    out = []
    n_base = max(totals[base], 1)
    base_holding = holding.get(base, Counter())
    for kind, words in holding.items():
        if kind == base:
            continue
        for word, n in words.items():
            if n < min_clauses:
                continue
            share, base_share = n / totals[kind], base_holding[word] / n_base
            r = share / max(base_share, 0.5 / n_base)
            if r >= ratio:
                out.append((r, word, kind, share, base_share))
    return sorted(out, reverse=True)


def drop_clauses(src: Path, dst: Path, word: str, kind: str) -> int:
    """Copy ``src`` to ``dst`` without the ``kind`` clause lines that hold ``word``; returns how many were dropped."""
    kept, dropped = [], 0
    for line in src.read_text(encoding="utf-8").splitlines():
        m = WRITTEN_CLAUSE_LINE.match(line.strip())
        if m and m.group(2) == kind and word in clause_words(m.group(3)):
            dropped += 1
            continue
        kept.append(line)
    dst.write_text("\n".join(kept) + "\n", encoding="utf-8")
    return dropped


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m detectors.training.written_shortcuts", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="command", required=True)
    a = sub.add_parser("audit", help="words that give a kind away")
    a.add_argument("files", nargs="+", type=Path)
    a.add_argument("--min", type=int, default=20, help="at least this many clauses of the kind hold the word")
    a.add_argument("--ratio", type=float, default=8.0, help="share in the kind / share in faithful clauses")
    a.add_argument("--top", type=int, default=15)
    a.add_argument("--base", default="F", help="the kind the others are compared with (framing files: F or C)")
    d = sub.add_parser("drop", help="copies without one kind's clauses that hold a word")
    d.add_argument("files", nargs="+", type=Path)
    d.add_argument("--word", required=True)
    d.add_argument("--kind", choices=WRITTEN_KINDS, required=True)
    d.add_argument("-o", "--out", type=Path, required=True)
    args = p.parse_args(argv)
    if args.command == "audit":
        totals, holding = kind_shares(args.files)
        print("clauses per kind:", dict(totals))
        print(f"| word | kind | share in kind | share in {args.base} | ratio |\n|---|---|---|---|---|")
        for r, word, kind, share, base in lopsided(totals, holding, args.min, args.ratio, args.base)[: args.top]:
            print(f"| {word} | {kind} | {share:.3f} | {base:.3f} | {r:.0f} |")
        return 0
    args.out.mkdir(parents=True, exist_ok=True)
    for f in args.files:
        n = drop_clauses(f, args.out / f.name, args.word.lower(), args.kind)
        print(f"{f.name}: {n} {args.kind} clauses holding {args.word!r} dropped -> {args.out / f.name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
