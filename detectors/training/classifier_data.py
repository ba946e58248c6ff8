"""Training pairs for the classifier detector, with a topic-disjoint split.

One pair model serves both questions: ``f(premise, hypothesis) = P(the premise
states the hypothesis)``.

* coverage direction: premise = response text (1–3 sentences or a whole
  response), hypothesis = one given argument;
* support direction: premise = the given arguments (joined, shuffled),
  hypothesis = one response sentence (or a whole response); the label is 1 only
  if *everything* the hypothesis says is stated by some given argument, so a
  sentence joining a given argument with an extra claim is a negative.

Sources (all under ``--data``):

* ArgKP 2021: "does crowd argument x express key point k?" (human labels).
  Key points play the given arguments, crowd arguments play response sentences.
* Perspectrum: members of one perspective cluster are paraphrases (positive);
  another cluster of the same claim is a hard negative.
* ``dev/*.jsonl`` (synthetic errors, paper §4.2): per argument "is it stated
  in the response?" (0 only for the omitted one of a coverage error) and per
  response "is all of it supported?" (0 for a hallucination).

Response sentences built from ArgKP/Perspectrum get a randomly chosen generic
attribution lead-in ("Some argue that …") on positives and negatives alike, so
lead-ins carry no label information. Nothing dev-template-specific is stripped
or matched.

Split: every topic string (ArgKP topic, Perspectrum claim, dev ``topic``) is
hashed; ``sha1(topic) mod 20`` in 0–4 → ``test`` (reported, never trained or
tuned on), 5–6 → ``val`` (model selection), else ``train``.
"""
from __future__ import annotations

import csv
import hashlib
import json
import random
import re
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from detectors.core.example import Example, load_examples
from detectors.core.text import split_sentences

SPLITS = ("train", "val", "test")

LEAD_INS = [
    "", "", "", "",
    "Some argue that {}", "Many people believe that {}", "It is often said that {}",
    "Proponents claim that {}", "Opponents contend that {}", "One view is that {}",
    "According to some, {}", "A common point is that {}", "Others believe {}",
    "Advocates stress that {}", "Skeptics say that {}", "There is also the view that {}",
    "People in favour say {}", "People against it say {}", "Another argument is that {}",
    "Some also note that {}", "Moreover, {}", "Furthermore, {}", "Also, {}", "Besides, {}",
    "On the other hand, {}", "Defenders maintain that {}", "Its critics warn that {}",
]


@dataclass(frozen=True)
class Pair:
    premise: str
    hypothesis: str
    label: int
    source: str


def topic_split(topic: str) -> str:
    """``train`` / ``val`` / ``test`` from a stable hash of the normalized topic string."""
    key = re.sub(r"\s+", " ", topic.strip().lower())
    h = int(hashlib.sha1(key.encode()).hexdigest(), 16) % 20
    return "test" if h < 5 else "val" if h < 7 else "train"


def _sentence(text: str) -> str:
    text = text.strip().strip("`").strip()
    return text if text[-1:] in ".!?" else text + "."


def with_lead_in(text: str, rng: random.Random) -> str:
    """``text`` as a response sentence, maybe behind a generic attribution phrase."""
    text = _sentence(text)
    lead = rng.choice(LEAD_INS)
    if not lead:
        return text
    first = text[:1].lower() if text[1:2].islower() else text[:1]
    return lead.format(first + text[1:])


def _join_clauses(a: str, b: str, rng: random.Random) -> str:
    """One sentence stating two things: 'A, and B.' / 'A; also, B.'."""
    a = _sentence(a).rstrip(".!?")
    b = _sentence(b)
    b = (b[:1].lower() if b[1:2].islower() else b[:1]) + b[1:]
    return a + rng.choice([", and ", "; also, ", ", and that ", ", while ", ". In addition, "]) + b


def _arguments_block(args: list[str], rng: random.Random) -> str:
    args = list(args)
    rng.shuffle(args)
    return "\n".join(_sentence(a) for a in args)


# ---------------------------------------------------------------- sources


@dataclass
class Group:
    """One topic: 'units' = arguments (key points / clusters), each with paraphrases."""

    topic: str
    units: list[list[str]]  # units[i] = [canonical text, paraphrase, ...]


def load_argkp(data: Path) -> tuple[list[Group], list[tuple[str, str, int, str]]]:
    """Groups of key points (with matching crowd arguments) and the raw labelled pairs."""
    root = data / "argkp_train"
    args = {r["arg_id"]: r for r in csv.DictReader(open(root / "arguments_train.csv", encoding="utf-8"))}
    kps = {r["key_point_id"]: r for r in csv.DictReader(open(root / "key_points_train.csv", encoding="utf-8"))}
    matches: dict[str, list[str]] = defaultdict(list)
    raw = []
    for r in csv.DictReader(open(root / "labels_train.csv", encoding="utf-8")):
        a, k = args[r["arg_id"]], kps[r["key_point_id"]]
        raw.append((a["argument"], k["key_point"], int(r["label"]), k["topic"]))
        if r["label"] == "1":
            matches[r["key_point_id"]].append(a["argument"])
    groups: dict[str, Group] = {}
    for kid, k in kps.items():
        g = groups.setdefault(k["topic"], Group(k["topic"], []))
        g.units.append([k["key_point"], *matches.get(kid, [])])
    return list(groups.values()), raw


def load_perspectrum(data: Path) -> list[Group]:
    out = []
    for line in open(data / "perspectrum_train" / "claims_train.jsonl", encoding="utf-8"):
        c = json.loads(line)
        units = [list(p["paraphrases"]) for p in c["perspectives"] if p["paraphrases"]]
        if units:
            out.append(Group(c["claim"], units))
    return out


def load_dev(data: Path) -> list[tuple[str, Example]]:
    """(file stem, example) for every labelled dev example."""
    out = []
    for f in sorted((data / "dev").glob("*.jsonl")):
        for _, ex in load_examples(f).examples:
            out.append((f.stem, ex))
    return out


# ---------------------------------------------------------------- pair builders


def group_pairs(g: Group, rng: random.Random, source: str, n: int) -> list[Pair]:
    """Synthetic pairs from one topic's units: simple, multi-sentence and compound."""
    pairs: list[Pair] = []
    units = [u for u in g.units if u]
    if len(units) < 2:
        return pairs
    for _ in range(n):
        i = rng.randrange(len(units))
        given = units[i][0]
        # a response sentence for unit i: a paraphrase if there is one (else verbatim)
        para = rng.choice(units[i][1:]) if len(units[i]) > 1 and rng.random() < 0.85 else units[i][0]
        others = [j for j in range(len(units)) if j != i]
        j = rng.choice(others)
        other_para = rng.choice(units[j][1:] or units[j][:1]) if rng.random() < 0.85 else units[j][0]
        kind = rng.random()
        if kind < 0.3:  # coverage direction, one sentence
            pairs.append(Pair(with_lead_in(para, rng), given, 1, source))
            pairs.append(Pair(with_lead_in(other_para, rng), given, 0, source))
        elif kind < 0.5:  # coverage direction, multi-sentence premise
            extra = [rng.choice(units[k][1:] or units[k][:1]) for k in rng.sample(others, min(len(others), rng.randint(1, 3)))]
            pos = extra + [para]
            rng.shuffle(pos)
            pairs.append(Pair(" ".join(with_lead_in(s, rng) for s in pos), given, 1, source))
            pairs.append(Pair(" ".join(with_lead_in(s, rng) for s in extra), given, 0, source))
        elif kind < 0.8:  # support direction, given-argument block premise
            distract = [units[k][0] for k in rng.sample(others, min(len(others), rng.randint(0, 3)))]
            distract = [d for d in distract if d != units[j][0]]
            pairs.append(Pair(_arguments_block(distract + [given], rng), with_lead_in(para, rng), 1, source))
            pairs.append(Pair(_arguments_block(distract or [units[j][0]], rng), with_lead_in(para, rng), 0, source))
        else:  # support direction, compound sentence: both parts must be given
            hyp = with_lead_in(_join_clauses(para, other_para, rng) if rng.random() < 0.5 else _join_clauses(other_para, para, rng), rng)
            pairs.append(Pair(_arguments_block([given, units[j][0]], rng), hyp, 1, source))
            pairs.append(Pair(_arguments_block([given], rng), hyp, 0, source))
    return pairs


def argkp_label_pairs(raw: list[tuple[str, str, int, str]], rng: random.Random, split: str, n: int | None) -> list[Pair]:
    """Human-labelled ArgKP pairs (coverage direction: sentence premise, key point hypothesis).

    ``n``: at most n/2 positives and n/2 negatives; ``None`` keeps every pair of the split.
    """
    rows = [r for r in raw if topic_split(r[3]) == split]
    rng.shuffle(rows)
    pos = [r for r in rows if r[2] == 1][: None if n is None else n // 2]
    neg = [r for r in rows if r[2] == 0][: None if n is None else n // 2]
    return [Pair(with_lead_in(a, rng), k, lab, "argkp-labels") for a, k, lab, _ in pos + neg]


_OMITS = re.compile(r"response omits '(.*)'$", re.S)
_STATES = re.compile(r"response states '(.*)'$", re.S)


def _words(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", text.lower())


def dev_pairs(items: list[tuple[str, Example]], rng: random.Random) -> list[Pair]:
    """Per-argument 'stated?' and per-response 'all supported?' pairs from labelled dev examples."""
    pairs: list[Pair] = []
    for _, ex in items:
        if ex.labels is None:
            continue
        m = _OMITS.search(str(ex.meta.get("note", "")))
        omitted = m.group(1) if m and ex.labels.coverage else None
        for _, _, arg in ex.arguments:
            pairs.append(Pair(ex.response, arg, 0 if arg == omitted else 1, "dev-coverage"))
        args = [a for _, _, a in ex.arguments]
        pairs.append(Pair(_arguments_block(args, rng), ex.response, 1 - int(ex.labels.hallucination or 0), "dev-support"))
        h = _STATES.search(str(ex.meta.get("note", ""))) if ex.labels.hallucination else None
        removed = _words(h.group(1))[:6] if h else None
        for s in split_sentences(ex.response):
            if not ex.labels.hallucination:  # every sentence of an error-free response is supported
                pairs.append(Pair(_arguments_block(args, rng), s.text, 1, "dev-support-sentence"))
            elif removed and " ".join(removed) in " ".join(_words(s.text)):  # the sentence restating it verbatim
                pairs.append(Pair(_arguments_block(args, rng), s.text, 0, "dev-support-sentence"))
    return pairs


def build_pairs(data: str | Path, split: str = "train", seed: int = 0, scale: float = 1.0,
                all_argkp_labels: bool = False) -> list[Pair]:
    """All training pairs whose topic falls in ``split``, shuffled deterministically.

    ``scale`` multiplies the synthetic pairs per topic (and the ArgKP label sample, unless
    ``all_argkp_labels`` keeps every human-labelled pair of the split).
    """
    data = Path(data)
    rng = random.Random(seed)
    argkp_groups, raw = load_argkp(data)
    persp = load_perspectrum(data)
    pairs: list[Pair] = []
    for g in argkp_groups:
        if topic_split(g.topic) == split:
            pairs += group_pairs(g, rng, "argkp-synth", int(120 * scale))
    pairs += argkp_label_pairs(raw, rng, split, None if all_argkp_labels else int(3000 * scale))
    for g in persp:
        if topic_split(g.topic) == split:
            pairs += group_pairs(g, rng, "perspectrum-synth", max(1, int(5 * scale)))
    dev = [(f, ex) for f, ex in load_dev(data) if topic_split(ex.topic or ex.query) == split]
    # dev positives far outnumber dev negatives: keep every negative, a sample of positives
    dp = dev_pairs(dev, rng)
    keep = {"dev-coverage": 0.3, "dev-support-sentence": 0.35}
    pairs += [p for p in dp if p.label == 0 or rng.random() < keep.get(p.source, 1.0)]
    rng.shuffle(pairs)
    return pairs


def dev_examples(data: str | Path, split: str) -> list[tuple[str, Example]]:
    """Labelled dev examples (file stem, example) of one split, for evaluation."""
    return [(f, ex) for f, ex in load_dev(Path(data)) if topic_split(ex.topic or ex.query) == split]


def biencoder_pairs(data: str | Path, split: str = "train", seed: int = 0) -> tuple[list[tuple[str, str, int, str]], random.Random]:
    """(text, text, same argument?, topic) pairs of one split for ``detectors.training.train_biencoder``, and the rng after building them.

    Every human-labelled ArgKP pair (crowd argument, key point); and per Perspectrum
    cluster two draws of (two of its paraphrases, 1) and (one of its paraphrases, a
    paraphrase of another cluster of the same claim, 0). In file order: batching
    (``topic_batches``) shuffles.
    """
    data = Path(data)
    rng = random.Random(seed)
    _, raw = load_argkp(data)
    pairs = [(a, k, y, t) for a, k, y, t in raw if topic_split(t) == split]
    for g in load_perspectrum(data):
        if topic_split(g.topic) != split:
            continue
        units = [u for u in g.units if u]
        for i, u in enumerate(units):
            for _ in range(2):
                if len(u) > 1:
                    a, b = rng.sample(u, 2)
                    pairs.append((a, b, 1, g.topic))
                if len(units) > 1:
                    j = rng.choice([j for j in range(len(units)) if j != i])
                    pairs.append((rng.choice(u), rng.choice(units[j]), 0, g.topic))
    return pairs, rng


def topic_batches(pairs: list[tuple[str, str, int, str]], rng: random.Random, batch_size: int) -> list[list[tuple[str, str, int, str]]]:
    """One epoch of batches in which every half batch comes from one topic (hard in-batch negatives).

    Each topic's pairs are shuffled and cut into chunks of ``batch_size // 2``; the
    chunks are shuffled and packed into batches of ``batch_size`` (the last may be
    shorter). A batch thus holds other arguments *of the same topic*, the confusions
    that matter, instead of mostly unrelated ones.
    """
    by_topic: dict[str, list[tuple[str, str, int, str]]] = {}
    for p in pairs:
        by_topic.setdefault(p[3], []).append(p)
    half = max(1, batch_size // 2)
    chunks = []
    for group in by_topic.values():
        group = group[:]
        rng.shuffle(group)
        chunks += [group[s : s + half] for s in range(0, len(group), half)]
    rng.shuffle(chunks)
    batches, current = [], []
    for chunk in chunks:
        current += chunk
        if len(current) >= batch_size:
            batches.append(current[:batch_size])
            current = current[batch_size:]
    if current:
        batches.append(current)
    return batches
