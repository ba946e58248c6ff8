"""Pairs for the alteration model: does the clause change its argument? (issue 24)

The three-way cross-encoder answers "do the given arguments state this clause?". Made strict, it also
doubts the loose rewordings that the dev files (ArgKP) count as stated, so every stricter model traded the dev
paraphrased responses for the organic ones (``docs/evaluation.md``, stops 30–35). The `altered` rule asks a
narrower question of a clause and its best argument: is the clause the argument *changed* (negated, reversed by
an antonym, strengthened, renumbered, about another target)? A detail added to a faithful restatement is not a
change in this sense (the support side judges it), and neither is a loose rewording, so both label sets agree
on what this model should say.

Labels: 1 altered, 0 kept (``ALTERED_LABELS``). Sources, train topics only:

* the entailment mixture's argument pairs (``entailment_data.argument_pairs``): perturbations of kind
  ``ALTERED_KINDS`` → 1; added clauses, side swaps, faithful rewordings (ArgKP matches included) and
  non-matching arguments → 0;
* the written answers (``data/written_answers.txt``, all but the last ``written_held_out`` topics), each clause
  against its own argument, both directions: negations and exaggerations → 1, faithful rewordings and added
  details → 0, repeated ``written_repeat`` times (they are few and the only ones in the answers' own style);
* minimal-edit NLI (``ALTERATION_NLI``: counterfactually edited SNLI, single-word substitutions): contradiction
  → 1, else 0;
* pairs the shipped classifier learned as stated (``entailment_data.replay_pairs``, label entailment): the
  dev-style loose restatements → 0.
"""
from __future__ import annotations

import random
import re
from pathlib import Path

from detectors.training.entailment_data import (
    CON,
    ENT,
    WRITTEN_ANSWERS,
    EPair,
    argument_pairs,
    mixture_counts,
    nli_pairs,
    read_written_answers,
    replay_pairs,
    subsample,
)

ALTERED_LABELS = {0: "kept", 1: "altered"}
ALTERED_KINDS = ("negation", "antonym", "number", "strengthen", "target_swap")
WRITTEN_ALTERED = {"N": 1, "E": 1, "F": 0, "D": 0}
ALTERATION_NLI = {"cad_snli": 0.5, "breaking_nli": 0.5}
# Meaning-keeping word swaps: a faithful rewording is as small an edit as an alteration, so the model cannot
# read "few words changed" as "altered" (the first trained model did: it called "Lots of people find moving the
# clocks confusing" altered and a reworded negation kept).
SYNONYMS = {
    "many": ["lots of", "a lot of", "numerous"], "people": ["individuals", "folks"], "children": ["kids"],
    "reduce": ["cut", "lower", "bring down"], "reduces": ["cuts", "lowers"], "increase": ["raise", "boost"],
    "increases": ["raises", "boosts"], "help": ["assist", "aid"], "helps": ["assists", "aids"], "harm": ["damage", "hurt"],
    "harms": ["damages", "hurts"], "problem": ["issue"], "problems": ["issues"], "expensive": ["costly", "pricey"],
    "important": ["significant", "key"], "show": ["demonstrate", "indicate"], "shows": ["demonstrates", "indicates"],
    "use": ["utilise", "make use of"], "big": ["large", "major"], "large": ["big", "sizeable"], "quick": ["fast", "rapid"],
    "fast": ["quick", "rapid"], "money": ["funds", "cash"], "may": ["might", "could"], "might": ["may", "could"],
    "could": ["might", "may"], "often": ["frequently", "regularly"], "difficult": ["hard", "tough"],
    "hard": ["difficult", "tough"], "government": ["state", "authorities"], "students": ["pupils", "learners"],
    "teachers": ["educators", "staff"], "start": ["begin"], "begin": ["start"], "buy": ["purchase"],
    "enough": ["sufficient"], "dangerous": ["risky", "unsafe"], "lead to": ["result in"], "leads to": ["results in"],
    "causes": ["leads to", "brings about"], "cause": ["lead to", "bring about"], "need": ["require"],
    "needs": ["requires"], "protect": ["safeguard", "shield"], "protects": ["safeguards", "shields"],
    "threat": ["danger", "risk"], "unfair": ["unjust"], "essential": ["vital", "crucial"], "ensure": ["make sure"],
    "worried": ["concerned"], "fear": ["worry"], "believe": ["think", "feel"], "argue": ["contend", "say"],
    "benefit": ["advantage"], "jobs": ["work", "employment"], "cheaper": ["less expensive", "more affordable"],
    "companies": ["firms", "businesses"], "country": ["nation"], "workers": ["employees", "staff"],
    "safe": ["secure"], "rules": ["regulations"], "provide": ["offer", "give"], "provides": ["offers", "gives"],
    "allow": ["let", "permit"], "allows": ["lets", "permits"], "improve": ["better", "enhance"],
    "improves": ["enhances"], "also": [""], "very": ["really", "highly"], "more": ["additional"],
}
_SYN_RE = re.compile(r"\b(" + "|".join(sorted(map(re.escape, SYNONYMS), key=len, reverse=True)) + r")\b", re.I)


def faithful_edit(text: str, rng: random.Random) -> str | None:
    """``text`` with one or two words swapped for a synonym (``SYNONYMS``); None when none applies."""
    hits = list(_SYN_RE.finditer(text))
    if not hits:
        return None
    out = text
    for m in sorted(rng.sample(hits, min(len(hits), rng.choice([1, 2]))), key=lambda m: -m.start()):
        new = rng.choice(SYNONYMS[m.group(0).lower()])
        new = new[:1].upper() + new[1:] if m.group(0)[:1].isupper() and new else new
        out = out[: m.start()] + new + out[m.end():]
    return re.sub(r"\s{2,}", " ", out).strip()


def altered_label(pair: EPair) -> int:
    """1 when ``pair`` (an entailment-mixture pair) is an argument and its alteration, else 0."""
    return int(pair.source.startswith("perturb:") and pair.source.split(":", 1)[1] in ALTERED_KINDS)


def written_alteration_pairs(path: str | Path = WRITTEN_ANSWERS, held_out: int = 0) -> list[EPair]:
    """Each written clause against its own argument, both directions (module doc)."""
    topics = read_written_answers(path)
    out = []
    for t in topics[: len(topics) - held_out]:
        for kind, ref, text in t.clauses:
            if ref is None or kind not in WRITTEN_ALTERED:
                continue
            argument = t.perspectives[ref[0]][ref[1]]
            label = WRITTEN_ALTERED[kind]
            out += [EPair(argument, text, label, f"written:{kind}", t.topic),
                    EPair(text, argument, label, f"written:{kind}", t.topic)]
    return out


def alteration_mixture(data: str | Path, nli_dir: str | Path | None, total: int, seed: int = 0, *,
                       nli_share: float = 0.15, replay_share: float = 0.15, written_repeat: int = 4,
                       written_held_out: int = 5, cross: float = 0.0, synonyms: bool = True,
                       written_files: tuple[str | Path, ...] = (WRITTEN_ANSWERS,)) -> tuple[list[EPair], dict]:
    """About ``total`` labelled pairs (module doc), shuffled; (pairs, counts by source and label). ``cross``: share
    of perturbations made of another text of the argument's cluster (``entailment_data.unit_pairs``); ``synonyms``:
    add a synonym-swapped copy of each faithful rewording as a kept pair (``faithful_edit``); ``written_files``:
    files in the written answers' format, the last ``written_held_out`` topics of each left out."""
    rng = random.Random(seed)
    written = [p for f in written_files for p in written_alteration_pairs(f, held_out=written_held_out)] * written_repeat
    n_nli = int(total * nli_share) if nli_dir else 0
    n_replay = int(total * replay_share)
    n_arg = max(0, total - n_nli - n_replay - len(written))
    arg = argument_pairs(data, "train", seed=seed, rounds=max(1, round(n_arg / 9000)), n_argkp_labels=max(1000, n_arg // 6),
                         cross=cross)
    if synonyms:
        arg += [EPair(p.premise, edit, p.label, "faithful:synonyms", p.topic) for p in arg
                if p.source in ("faithful:lead_in", "faithful:paraphrase", "faithful:argkp")
                and (edit := faithful_edit(p.hypothesis, rng))]
    pairs = [EPair(p.premise, p.hypothesis, altered_label(p), p.source, p.topic) for p in subsample(arg, n_arg, rng)]
    stated = [p for p in replay_pairs(data, 3 * n_replay, rng, seed) if p.label == ENT][:n_replay]
    pairs += [EPair(p.premise, p.hypothesis, 0, p.source, p.topic) for p in stated]
    if n_nli and nli_dir is not None:
        pairs += [EPair(p.premise, p.hypothesis, int(p.label == CON), p.source, p.topic)
                  for p in nli_pairs(nli_dir, n_nli, rng, weights=ALTERATION_NLI)]
    pairs += written
    rng.shuffle(pairs)
    counts = mixture_counts(pairs)
    counts["by_label"] = {ALTERED_LABELS[k]: sum(p.label == k for p in pairs) for k in ALTERED_LABELS}
    return pairs, counts
