"""Three-way entailment pairs for the classifier: paraphrase vs alteration (issue 24).

The shipped cross-encoder learned topical matching: it calls a clause that negates,
exaggerates, extends or swaps its argument "stated". This module builds a pair mixture in
which every alteration stands beside faithful rewordings of the *same* argument, so the
model sees minimal pairs both ways. Labels (``LABELS``): 0 entailment, 1 neutral (not
stated), 2 contradiction.

Pieces (all deterministic given the seed; ``build_mixture`` puts them together):

* rule perturbations (FAVA-style) of train-topic arguments and key points, each a hypothesis
  against the original as premise, or the other way round where the label survives it:

  ====================  ==============  =====================================================
  kind                  label           rule
  ====================  ==============  =====================================================
  negation              contradiction   a negation inserted after the first auxiliary / modal
                                        ("should" → "should not") or removed ("isn't" → "is");
                                        else "It is not true that …"; both directions
  strengthen            neutral         hedges and quantifiers made absolute (could→will,
                                        may→will, some→all, most→all, often→always,
                                        reduce→eliminate, help→guarantee …). The stronger claim
                                        is not stated, but the weaker one does not refute it,
                                        so *neutral*; hypothesis direction only (the strong
                                        claim would state the weak one)
  number                contradiction   a number changed (digits or number words); both directions
  antonym               contradiction   one direction word swapped (increase↔decrease,
                                        more↔less, better↔worse, safer↔more dangerous …);
                                        both directions
  added_clause          neutral         "…, and also <another argument of this or another
                                        topic>" as hypothesis; the reverse (the long sentence
                                        as premise, the original as hypothesis) is entailment
  target_swap           neutral         a topic word of the argument replaced by the key word
                                        of another topic (it is about something else)
  side_swap             neutral         an argument of the other stance of the same topic
                                        (the sides' arguments are different claims, rarely
                                        the literal negation)
  ====================  ==============  =====================================================

* faithful rewordings beside them (entailment): ArgKP crowd arguments labelled as matching
  their key point (both directions), Perspectrum cluster members (both directions), the
  argument behind a lead-in ("Supporters point out that …", "- ", "1. "), conjunction halves
  reordered, and a multi-sentence premise that contains the argument. Non-matching pairs of
  the same topic (ArgKP label 0, other Perspectrum clusters) are neutral.

  Alterations and rewordings of one argument share a premise form: the original alone,
  behind a lead-in, or among other arguments of its topic (a response-like block). Lead-ins
  appear on both labels so they carry no label information.

* NLI pairs from ``../shared/data/nli`` (``label3`` where present, else ``label2`` 1 →
  entailment, 0 → neutral), capped per source. ``HELD_OUT`` sets (qags, begin, wice) are
  never trained on (out-of-domain evaluation); ``NOT_SHIPPABLE`` sets (licence "see
  repository") are left out.
* ``replay``: a sample of the shipped classifier's own pairs (``classifier_data.build_pairs``,
  train topics; label 1 → entailment, 0 → neutral), so the multi-sentence / compound
  structures it learned are kept.

Topics follow ``classifier_data.topic_split``: only ``train`` topics are trained on; the
``val`` pairs are built the same way for ``benchmarks/entailment_eval.py``.
"""
from __future__ import annotations

import json
import random
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

LABELS = {0: "entailment", 1: "neutral", 2: "contradiction"}
ENT, NEU, CON = 0, 1, 2

# sets of ../shared/data/nli
HELD_OUT = ("qags", "begin", "wice")
NOT_SHIPPABLE = ("climate_fever", "fs_rte", "fs_scitail", "fs_joci", "fs_mpe", "fs_add_one_rte",
                 "fs_fracas", "fs_commitment_bank")
# task-distant formats left out by default (question premises, short QA answers)
OFF_TASK = ("fs_qnli", "halueval_qa")
NLI_WEIGHTS = {  # share of the NLI budget per set
    "esnli_snli": 0.2, "cad_snli": 0.2, "conjnli": 0.15, "fs_mnli": 0.15, "fever_rte": 0.12,
    "breaking_nli": 0.1, "q2": 0.04, "faithdial_audit": 0.04,
}

SIDE_LEADS = [
    "Supporters argue that {}", "Supporters point out that {}", "Proponents claim that {}",
    "Critics argue that {}", "Opponents say that {}", "Some people believe that {}",
    "One argument is that {}", "Another point is that {}", "Many argue that {}",
    "Those in favour say that {}", "Those against it note that {}", "It is argued that {}",
]
LIST_LEADS = ["- {}", "* {}", "1. {}", "2. {}", "• {}"]


@dataclass(frozen=True)
class EPair:
    premise: str
    hypothesis: str
    label: int
    source: str  # e.g. "perturb:negation", "faithful:argkp", "nli:esnli_snli", "replay"
    topic: str = ""


# ---------------------------------------------------------------- text helpers


def sentence(text: str) -> str:
    """Stripped, with a final full stop unless it already ends a sentence."""
    text = text.strip().strip("`").strip()
    return text if text[-1:] in ".!?" else text + "."


def lower_first(text: str) -> str:
    """Lower-case the first letter unless the first word looks like a name or acronym."""
    return text[:1].lower() + text[1:] if text[1:2].islower() or text[1:2] in (" ", "") else text


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def with_lead(text: str, lead: str) -> str:
    """``text`` behind a lead-in pattern ``"... {}"`` (a list marker keeps the capital)."""
    text = sentence(text)
    if lead.startswith(("-", "*", "•")) or lead[:1].isdigit():
        return lead.format(upper_first(text))
    return lead.format(lower_first(text))


def _sub_first(pattern: str, repl: str | Callable, text: str) -> str | None:
    out, n = re.subn(pattern, repl, text, count=1, flags=re.I)
    return out if n else None


def _keep_case(old: str, new: str) -> str:
    return upper_first(new) if old[:1].isupper() else new


# ---------------------------------------------------------------- perturbations

_NEG_REMOVE = [  # (pattern, replacement): a present negation taken out
    (r"\bcannot\b", "can"), (r"\bcan't\b", "can"), (r"\bcan not\b", "can"),
    (r"\bwon't\b", "will"), (r"\bwill not\b", "will"), (r"\bshouldn't\b", "should"),
    (r"\bshould not\b", "should"), (r"\bisn't\b", "is"), (r"\bis not\b", "is"),
    (r"\baren't\b", "are"), (r"\bare not\b", "are"), (r"\bdoesn't\b", "does"),
    (r"\bdoes not\b", "does"), (r"\bdon't\b", "do"), (r"\bdo not\b", "do"),
    (r"\bwouldn't\b", "would"), (r"\bwould not\b", "would"), (r"\bmust not\b", "must"),
    (r"\bwasn't\b", "was"), (r"\bwas not\b", "was"), (r"\bhas no\b", "has"), (r"\bhave no\b", "have"),
    (r"\bcouldn't\b", "could"), (r"\bcould not\b", "could"), (r"\bnever\b", "always"),
]
_AUX = r"\b(is|are|was|were|should|can|could|will|would|must|may|might|has been|have been)\b"


def negate(text: str) -> str | None:
    """Insert or remove one negation; None if neither rule applies.

    Removal first (the first present negation); else "not" after the first auxiliary or modal
    ("can" → "cannot"). Texts without either are left to ``negate_wrapped``.
    """
    hits = [(m.start(), pat, rep) for pat, rep in _NEG_REMOVE for m in [re.search(pat, text, re.I)] if m]
    if hits:
        _, pat, rep = min(hits)
        return _sub_first(pat, lambda m: _keep_case(m.group(0), rep), text)
    m = re.search(_AUX, text, re.I)
    if not m:
        return None
    word = m.group(0)
    neg = "cannot" if word.lower() == "can" else word.split()[0] + " not" + word[len(word.split()[0]):]
    return text[: m.start()] + _keep_case(word, neg) + text[m.end():]


def negate_wrapped(text: str) -> str:
    """The always-applicable negation: "It is not true that …"."""
    return "It is not true that " + lower_first(sentence(text))


_STRONGER = [
    (r"\bcould\b", "will"), (r"\bmay\b", "will"), (r"\bmight\b", "will"), (r"\bcan\b", "will always"),
    (r"\bsome\b", "all"), (r"\bmany\b", "all"), (r"\bmost\b", "all"), (r"\bseveral\b", "all"),
    (r"\boften\b", "always"), (r"\bsometimes\b", "always"), (r"\busually\b", "always"),
    (r"\blikely\b", "certain"), (r"\bpossibly\b", "definitely"), (r"\bhelps\b", "guarantees"),
    (r"\bhelp\b", "guarantee"), (r"\breduces\b", "eliminates"), (r"\breduce\b", "eliminate"),
    (r"\blowers\b", "eliminates"),
    (r"\bincreases\b", "doubles"), (r"\bincrease\b", "double"), (r"\bimproves\b", "perfects"),
    (r"\bcontributes to\b", "is the only cause of"), (r"\bcan lead to\b", "always leads to"),
    (r"\bleads to\b", "always leads to"), (r"\bsome people\b", "everyone"),
]


def strengthen(text: str, rng: random.Random | None = None) -> str | None:
    """Make one hedge or quantifier absolute (could → will, some → all, reduce → eliminate …).

    None for a text with a negation (under "not" the absolute claim is the weaker one).
    """
    if re.search(r"\b(not|no|never|cannot)\b|n't\b", text, re.I):
        return None
    cands = [(pat, rep) for pat, rep in _STRONGER if re.search(pat, text, re.I)]
    if not cands:
        return None
    pat, rep = rng.choice(cands) if rng else cands[0]
    return _sub_first(pat, lambda m: _keep_case(m.group(0), rep), text)


_NUM_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
              "twenty", "fifty", "hundred", "thousand", "million", "billion"]


def change_number(text: str, rng: random.Random | None = None) -> str | None:
    """Change the first number (digits or a number word); None if there is none."""
    rng = rng or random.Random(0)
    m = re.search(r"\d+(?:[.,]\d+)?", text)
    if m:
        s = m.group(0)
        v = float(s.replace(",", ""))
        new = v * rng.choice([2, 3, 10, 0.5]) + rng.choice([0, 1, 7])
        if new == v:
            new = v + 1
        new_s = str(int(new)) if new == int(new) else f"{new:.1f}"
        return text[: m.start()] + new_s + text[m.end():]
    m = re.search(r"\b(" + "|".join(_NUM_WORDS) + r")\b", text, re.I)
    if m:
        choices = [w for w in _NUM_WORDS if w != m.group(0).lower()]
        return text[: m.start()] + _keep_case(m.group(0), rng.choice(choices)) + text[m.end():]
    return None


# Surface forms to write an antonym negation with; ``detectors.core.polarity.OPPOSITES`` is the table the
# alteration rule reads them by (stems, one word for one).
_ANTONYMS = [
    ("increase", "decrease"), ("increases", "decreases"), ("more", "less"), ("better", "worse"),
    ("higher", "lower"), ("safer", "more dangerous"), ("cheaper", "more expensive"),
    ("benefit", "harm"), ("benefits", "harms"), ("good", "bad"), ("positive", "negative"),
    ("rich", "poor"), ("easier", "harder"), ("strengthens", "weakens"), ("protect", "endanger"),
    ("protects", "endangers"), ("helpful", "harmful"), ("legal", "illegal"), ("allow", "forbid"),
    ("allows", "forbids"), ("encourage", "discourage"), ("encourages", "discourages"),
    ("healthy", "unhealthy"), ("fair", "unfair"), ("effective", "ineffective"), ("necessary", "unnecessary"),
    ("important", "unimportant"), ("success", "failure"), ("win", "lose"),
]
_ANTI = {**{a: b for a, b in _ANTONYMS}, **{b: a for a, b in _ANTONYMS}}


def swap_antonym(text: str) -> str | None:
    """Swap the first direction word for its opposite (increase ↔ decrease …)."""
    pat = r"\b(" + "|".join(sorted(map(re.escape, _ANTI), key=len, reverse=True)) + r")\b"
    m = re.search(pat, text, re.I)
    if not m:
        return None
    return text[: m.start()] + _keep_case(m.group(0), _ANTI[m.group(0).lower()]) + text[m.end():]


STOP = set("""a an the of to in on for and or but is are was were be been being it its this that these
those with without by as at from should would could can will not no do does did have has had
they them their there we our you your he she his her i me my so than then also very more most
all any some many such into about over under against between because if while whereas who which
what when where how why people""".split())


def content_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z][a-z'-]+", text.lower()) if w not in STOP and len(w) > 3]


def topic_keyword(topic: str) -> str | None:
    """The longest content word of a topic string (its likely subject: 'euthanasia')."""
    words = content_words(topic)
    return max(words, key=len) if words else None


def swap_target(text: str, topic: str, other_keyword: str) -> str | None:
    """Replace a content word the text shares with its topic by another topic's keyword."""
    shared = [w for w in content_words(text) if w in set(content_words(topic))]
    if not shared or not other_keyword or other_keyword in shared:
        return None
    word = max(shared, key=len)
    return _sub_first(r"\b" + re.escape(word) + r"\b", lambda m: _keep_case(m.group(0), other_keyword), text)


def add_clause(text: str, other: str, rng: random.Random | None = None) -> str:
    """One sentence stating ``text`` and, appended, ``other``."""
    joiner = (rng.choice if rng else (lambda xs: xs[0]))([", and also ", ", and ", "; moreover, ", ", and in addition "])
    return sentence(text).rstrip(".!?") + joiner + lower_first(sentence(other))


_SUBJECT_START = ("it", "they", "the", "we", "people", "there", "this", "these", "its", "their", "many",
                  "most", "some", "he", "she", "you", "i", "our", "students", "children", "governments")


def reorder_conjunction(text: str) -> str | None:
    """'A and B.' → 'B and A.' for two clauses; else None.

    Only one sentence without commas, split at its single "and", both halves 4+ words, the
    second opening like a clause (a pronoun, an article, a plural subject).
    """
    body = sentence(text).rstrip(".!?")
    parts = re.split(r"\s+and\s+", body)
    if len(parts) != 2 or re.search(r"[,;:.!?]", body):
        return None
    a, b = parts
    if len(a.split()) < 4 or len(b.split()) < 4 or b.split()[0].lower() not in _SUBJECT_START:
        return None
    return upper_first(b) + " and " + lower_first(a) + "."


# ---------------------------------------------------------------- units and pair builders


@dataclass
class Unit:
    """One argument: canonical text (key point / first cluster member) and its rewordings."""

    topic: str
    stance: str
    texts: list[str]


PERTURB_LABELS = {"negation": CON, "strengthen": NEU, "number": CON, "antonym": CON,
                  "added_clause": NEU, "target_swap": NEU, "side_swap": NEU}
REVERSIBLE = ("negation", "number", "antonym", "target_swap")


def perturbations(text: str, unit: Unit, topic_units: list[Unit], other_keywords: list[str],
                  other_texts: list[str], rng: random.Random, avoid: Sequence[Unit] = ()) -> dict[str, str]:
    """Every applicable alteration of ``text`` (kind → altered text).

    Added clauses and side swaps take other arguments of the topic except the ``avoid`` units
    (those the premise already states).
    """
    out: dict[str, str] = {}
    neg = negate(text)
    out["negation"] = neg if neg and rng.random() < 0.85 else negate_wrapped(text)
    for kind, fn in (("strengthen", lambda: strengthen(text, rng)), ("number", lambda: change_number(text, rng)),
                     ("antonym", lambda: swap_antonym(text))):
        v = fn()
        if v and v != text:
            out[kind] = v
    same_topic = [u for u in topic_units if u is not unit and u.texts and u not in avoid]
    pool = [t for u in same_topic for t in u.texts[:1]] or other_texts
    if pool:
        extra = rng.choice(pool) if rng.random() < 0.7 or not other_texts else rng.choice(other_texts)
        out["added_clause"] = add_clause(text, extra, rng)
    if other_keywords:
        v = swap_target(text, unit.topic, rng.choice(other_keywords))
        if v:
            out["target_swap"] = v
    other_side = [u for u in same_topic if u.stance != unit.stance]
    if other_side:
        out["side_swap"] = sentence(rng.choice(rng.choice(other_side).texts))
    return out


def faithful_rewordings(text: str, unit: Unit, rng: random.Random) -> list[tuple[str, str]]:
    """(kind, reworded text) for ``text``: other members of its unit, a lead-in, a reordering."""
    out = [("paraphrase", sentence(t)) for t in unit.texts if t != text]
    rng.shuffle(out)
    out = out[:2]
    out.append(("lead_in", with_lead(text, rng.choice(SIDE_LEADS + LIST_LEADS))))
    r = reorder_conjunction(text)
    if r:
        out.append(("reorder", r))
    return out


def premise_form(text: str, unit: Unit, topic_units: list[Unit], rng: random.Random) -> tuple[str, list[Unit]]:
    """The original as a premise: alone, behind a lead-in, or among other arguments of its topic.

    Returns (premise, the other units whose text it contains).
    """
    r = rng.random()
    if r < 0.45:
        return sentence(text), []
    if r < 0.7:
        return with_lead(text, rng.choice(SIDE_LEADS + LIST_LEADS)), []
    others = [u for u in topic_units if u is not unit and u.texts]
    used = rng.sample(others, min(len(others), rng.randint(1, 2)))
    block = [u.texts[0] for u in used] + [text]
    rng.shuffle(block)
    lead = rng.random() < 0.5
    return " ".join(with_lead(t, rng.choice(SIDE_LEADS)) if lead else sentence(t) for t in block), used


def hypothesis_form(text: str, rng: random.Random) -> str:
    """A hypothesis as a response clause: plain or behind a lead-in (label-free)."""
    return with_lead(text, rng.choice(SIDE_LEADS + LIST_LEADS)) if rng.random() < 0.35 else sentence(text)


def unit_pairs(unit: Unit, topic_units: list[Unit], other_keywords: list[str], other_texts: list[str],
               rng: random.Random, kinds: Iterable[str] | None = None, cross: float = 0.0) -> list[EPair]:
    """Minimal pairs around one argument: alterations of one of its texts and rewordings beside them.

    One anchor text (canonical or a member); for each alteration kind a premise/hypothesis
    pair (and the reverse for ``REVERSIBLE`` kinds, half the time); for each rewording an
    entailment pair with the *same* premise (and the reverse direction for paraphrases).
    With probability ``cross`` (a unit of 2+ texts) the premise is another text of the unit, so the
    alterations are of a rewording of the premise, as an answer's altered clauses are (issue 24).
    """
    pairs: list[EPair] = []
    anchor = rng.choice(unit.texts)
    given = anchor
    if cross > 0 and len(unit.texts) > 1 and rng.random() < cross:  # no draw at 0: the default mixture is unchanged
        given = rng.choice([t for t in unit.texts if t != anchor] or [anchor])
    premise, used = premise_form(given, unit, topic_units, rng)
    avoid_texts = {t for u in used for t in u.texts}
    alts = perturbations(anchor, unit, topic_units, other_keywords,
                         [t for t in other_texts if t not in avoid_texts], rng, avoid=used)
    for kind, alt in alts.items():
        if kinds is not None and kind not in kinds:
            continue
        lab = PERTURB_LABELS[kind]
        pairs.append(EPair(premise, hypothesis_form(alt, rng), lab, f"perturb:{kind}", unit.topic))
        if kind in REVERSIBLE and rng.random() < 0.5:
            pairs.append(EPair(hypothesis_form(alt, rng), sentence(anchor), lab, f"perturb:{kind}", unit.topic))
        if kind == "added_clause" and rng.random() < 0.5:  # the long sentence states its first half
            pairs.append(EPair(hypothesis_form(alt, rng), sentence(anchor), ENT, "faithful:clause_half", unit.topic))
    for kind, text in faithful_rewordings(anchor, unit, rng):
        pairs.append(EPair(premise, hypothesis_form(text, rng) if kind == "paraphrase" else text, ENT,
                           f"faithful:{kind}", unit.topic))
        if kind == "paraphrase" and rng.random() < 0.5:
            pairs.append(EPair(hypothesis_form(text, rng), sentence(anchor), ENT, f"faithful:{kind}", unit.topic))
    return pairs


# ---------------------------------------------------------------- sources


def argkp_units(data: Path) -> tuple[list[Unit], list[tuple[str, str, int, str]]]:
    """ArgKP key points with their matching crowd arguments, and the raw labelled pairs."""
    import csv

    from detectors.training.classifier_data import load_argkp

    groups, raw = load_argkp(data)
    stance = {r["key_point"]: r["stance"] for r in csv.DictReader(
        open(data / "argkp_train" / "key_points_train.csv", encoding="utf-8"))}
    units = [Unit(g.topic, stance.get(u[0], "?"), u) for g in groups for u in g.units if u]
    return units, raw


def perspectrum_units(data: Path) -> list[Unit]:
    out = []
    for line in open(data / "perspectrum_train" / "claims_train.jsonl", encoding="utf-8"):
        c = json.loads(line)
        for p in c["perspectives"]:
            if p["paraphrases"]:
                out.append(Unit(c["claim"], p["stance"], list(p["paraphrases"])))
    return out


def labelled_argkp_pairs(raw: list[tuple[str, str, int, str]], split: str, rng: random.Random, n: int) -> list[EPair]:
    """Human ArgKP labels: matches as entailment (both directions), non-matches as neutral."""
    from detectors.training.classifier_data import topic_split

    rows = [r for r in raw if topic_split(r[3]) == split]
    rng.shuffle(rows)
    pos = [r for r in rows if r[2] == 1][: n // 2]
    neg = [r for r in rows if r[2] == 0][: n // 2]
    out = []
    for a, k, y, t in pos + neg:
        lab, src = (ENT, "faithful:argkp") if y else (NEU, "nonmatch:argkp")
        if rng.random() < 0.6:
            out.append(EPair(hypothesis_form(a, rng), sentence(k), lab, src, t))
        else:
            out.append(EPair(sentence(k), hypothesis_form(a, rng), lab, src, t))
    return out


def other_cluster_pairs(units: list[Unit], rng: random.Random, n_per_unit: int = 1) -> list[EPair]:
    """Same-topic, different-argument pairs (neutral): the topical confusion to unlearn."""
    by_topic: dict[str, list[Unit]] = defaultdict(list)
    for u in units:
        by_topic[u.topic].append(u)
    out = []
    for u in units:
        others = [o for o in by_topic[u.topic] if o is not u]
        for _ in range(n_per_unit if others else 0):
            o = rng.choice(others)
            out.append(EPair(sentence(rng.choice(u.texts)), hypothesis_form(rng.choice(o.texts), rng), NEU,
                             "nonmatch:cluster", u.topic))
    return out


def argument_pairs(data: str | Path, split: str, seed: int = 0, rounds: int = 2,
                   n_argkp_labels: int = 3000, kinds: Iterable[str] | None = None, cross: float = 0.0) -> list[EPair]:
    """Perturbation / rewording / non-matching pairs of one topic split (ArgKP + Perspectrum)."""
    from detectors.training.classifier_data import topic_split

    data = Path(data)
    rng = random.Random(seed)
    ak_units, raw = argkp_units(data)
    ps_units = perspectrum_units(data)
    all_units = ak_units + ps_units
    units = [u for u in all_units if topic_split(u.topic) == split]
    by_topic: dict[str, list[Unit]] = defaultdict(list)
    for u in units:
        by_topic[u.topic].append(u)
    keywords = sorted({k for k in (topic_keyword(t) for t in by_topic) if k})
    other_texts = [u.texts[0] for u in units]
    pairs: list[EPair] = []
    for _ in range(rounds):
        for u in units:
            kw = [k for k in keywords if k != topic_keyword(u.topic)]
            pairs += unit_pairs(u, by_topic[u.topic], kw, other_texts, rng, kinds, cross)
    pairs += labelled_argkp_pairs(raw, split, rng, n_argkp_labels)
    pairs += other_cluster_pairs(units, rng, n_per_unit=rounds)
    return pairs


def nli_label(row: dict) -> int | None:
    """label3 if present, else label2 (1 → entailment, 0 → neutral)."""
    l3 = row.get("label3")
    if l3 in ("entailment", "neutral", "contradiction"):
        return {"entailment": ENT, "neutral": NEU, "contradiction": CON}[l3]
    l2 = row.get("label2")
    if l2 in (0, 1):
        return ENT if l2 == 1 else NEU
    return None


def nli_pairs(nli_dir: str | Path, total: int, rng: random.Random,
              weights: dict[str, float] | None = None) -> list[EPair]:
    """NLI pairs, at most ``weights[set] · total`` per set; held-out and unshippable sets refused."""
    weights = weights or NLI_WEIGHTS
    bad = set(weights) & set(HELD_OUT + NOT_SHIPPABLE)
    if bad:
        raise ValueError(f"refusing held-out / unshippable NLI sets: {sorted(bad)}")
    out = []
    for name, w in sorted(weights.items()):
        f = Path(nli_dir) / f"{name}.jsonl"
        if not f.exists():
            continue
        rows = [json.loads(line) for line in open(f, encoding="utf-8")]
        labelled = [(r, label) for r in rows if r.get("premise") and r.get("hypothesis")
                    and (label := nli_label(r)) is not None]
        rng.shuffle(labelled)
        out += [EPair(r["premise"], r["hypothesis"], label, f"nli:{name}") for r, label in labelled[: int(w * total)]]
    return out


def all_nli_pairs(nli_dir: str | Path, seed: int = 0) -> list[EPair]:
    """Every pair of the on-task shippable NLI sets (``NLI_WEIGHTS``' sets, none held out), shuffled."""
    rng = random.Random(seed)
    largest = max(sum(1 for _ in open(Path(nli_dir) / f"{name}.jsonl", encoding="utf-8"))
                  for name in NLI_WEIGHTS if (Path(nli_dir) / f"{name}.jsonl").exists())
    pairs = nli_pairs(nli_dir, largest, rng, weights={name: 1.0 for name in NLI_WEIGHTS})
    rng.shuffle(pairs)
    return pairs


def replay_pairs(data: str | Path, n: int, rng: random.Random, seed: int = 0) -> list[EPair]:
    """A sample of the shipped classifier's training pairs (train topics), 1 → entailment, 0 → neutral."""
    from detectors.training.classifier_data import build_pairs

    ps = build_pairs(data, "train", seed=seed, scale=1.0)
    ps = rng.sample(ps, min(n, len(ps)))
    return [EPair(p.premise, p.hypothesis, ENT if p.label == 1 else NEU, f"replay:{p.source}") for p in ps]


def subsample(pairs: list[EPair], n: int, rng: random.Random) -> list[EPair]:
    return pairs if len(pairs) <= n else rng.sample(pairs, n)


WRITTEN_ANSWERS = Path(__file__).resolve().parent / "data" / "written_answers.txt"
# Kind → label of "the given arguments state this clause"; and of "this clause states its argument" (an
# exaggerated or detailed clause still states the weaker argument it grows from).
WRITTEN_GIVEN = {"F": ENT, "N": CON, "E": NEU, "D": NEU, "I": NEU}
WRITTEN_OWN = {"F": ENT, "N": CON, "E": ENT, "D": ENT}


@dataclass
class WrittenTopic:
    topic: str
    perspectives: list[list[str]]
    clauses: list[tuple[str, tuple[int, int] | None, str]]  # (kind, (perspective, argument) or None, text)


WRITTEN_KINDS = ("F", "N", "E", "D", "I")  # faithful, negation, exaggeration, added detail, invented
WRITTEN_CLAUSE_LINE = re.compile(rf"(\d\d|--) ([{''.join(WRITTEN_KINDS)}]): (.+)$")  # argument (or --), kind, text


def read_written_answers(path: str | Path = WRITTEN_ANSWERS) -> list[WrittenTopic]:
    """The hand-written answer clauses (``data/written_answers.txt``; its header says the format)."""
    topics: list[WrittenTopic] = []
    for n, raw in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("= "):
            topics.append(WrittenTopic(line[2:], [], []))
        elif line.startswith("+ "):
            topics[-1].perspectives.append([a.strip() for a in line.split(":", 1)[1].split("|")])
        else:
            m = WRITTEN_CLAUSE_LINE.match(line)
            if m is None or not topics:
                raise ValueError(f"{path}, line {n}: not a clause line: {raw!r}")
            ref = None if m.group(1) == "--" else (int(m.group(1)[0]), int(m.group(1)[1]))
            topics[-1].clauses.append((m.group(2), ref, m.group(3)))
    return topics


def written_rows(topic: WrittenTopic) -> list[tuple[str, str, str, str]]:
    """(direction, clause kind, premise, hypothesis) per clause of one topic, in this order: "given" (all given
    arguments, one a line as the detector joins them, → the clause), "argument" (its own argument → the clause)
    and "own" (the clause → its argument); an invented clause has only "given"."""
    given = "\n".join(a for args in topic.perspectives for a in args)
    out = []
    for kind, ref, text in topic.clauses:
        out.append(("given", kind, given, text))
        if ref is not None:
            argument = topic.perspectives[ref[0]][ref[1]]
            out += [("argument", kind, argument, text), ("own", kind, text, argument)]
    return out


def written_answer_pairs(path: str | Path = WRITTEN_ANSWERS, held_out: int = 0, own: bool = True) -> list[EPair]:
    """Pairs from the written answers (``written_rows``): "given" and "argument" labelled by whether the arguments
    state the clause, "own" (unless ``own`` is False) by whether the clause states its argument. The last
    ``held_out`` topics are left out (``benchmarks/entailment_eval.py --written`` reads them)."""
    topics = read_written_answers(path)
    return [EPair(premise, hypothesis, (WRITTEN_OWN if direction == "own" else WRITTEN_GIVEN)[kind], f"written:{kind}",
                  t.topic)
            for t in topics[: len(topics) - held_out] for direction, kind, premise, hypothesis in written_rows(t)
            if own or direction != "own"]


def build_mixture(data: str | Path, nli_dir: str | Path | None, total: int, seed: int = 0, *,
                  nli_share: float = 0.2, replay_share: float = 0.2, perturb: bool = True,
                  nli: bool = True, cross: float = 0.0) -> tuple[list[EPair], dict]:
    """The training mixture (train topics only): argument pairs, replay and NLI; shuffled.

    ``total`` pairs in all (about): ``nli_share`` NLI, ``replay_share`` replay, the rest argument
    pairs. ``perturb=False`` keeps only the rewordings / non-matching argument pairs (no
    alterations: the ablation). Returns (pairs, counts by source).
    """
    rng = random.Random(seed)
    n_nli = int(total * nli_share) if nli and nli_dir else 0
    n_replay = int(total * replay_share)
    n_arg = total - n_nli - n_replay
    rounds = max(1, round(n_arg / 9000))
    arg = argument_pairs(data, "train", seed=seed, rounds=rounds, n_argkp_labels=max(1000, n_arg // 6), cross=cross)
    if not perturb:
        arg = [p for p in arg if not p.source.startswith("perturb:")]
    pairs = subsample(arg, n_arg, rng)
    pairs += replay_pairs(data, n_replay + (n_arg - len(pairs) if len(pairs) < n_arg else 0), rng, seed)
    if n_nli and nli_dir is not None:
        pairs += nli_pairs(nli_dir, n_nli, rng)
    rng.shuffle(pairs)
    return pairs, mixture_counts(pairs)


def mixture_counts(pairs: list[EPair]) -> dict:
    """{"by_source": {source: n}, "by_label": {label name: n}, "total": n}."""
    return {"total": len(pairs),
            "by_label": {LABELS[k]: v for k, v in sorted(Counter(p.label for p in pairs).items())},
            "by_source": dict(sorted(Counter(p.source for p in pairs).items()))}
