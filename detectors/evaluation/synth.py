"""Synthetic errors from error-free examples (method paper §4.2): the response is never changed.

* Hallucination variant: one given argument is dropped (from a perspective that keeps at
  least one), so the response still states something no longer given.
  Labels: hallucination 1, coverage 0.
* Coverage variant: one argument of the same topic and the same perspective label, taken
  from a pool and not already given, is added, so the response leaves it out.
  Labels: hallucination 0, coverage 1.

Each variant gets ``id = <source id>-hallucination|-coverage``, ``meta.synthetic``,
``meta.source_id`` and a human-readable ``meta.note``. Word labels (see ``evaluate``):
the added argument is wholly uncovered; the error-free response has no hallucinated words,
and a dropped argument's response spans are known only when the source row says where the
response states each argument, in ``meta.support = [[perspective, argument, start, end], ...]``.

Topics match on ``topic`` (the query when there is no topic), labels on the perspective
label, both case-insensitively. Everything random comes from one seeded ``random.Random``.
"""
from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from detectors.core.example import Example, Labels, Perspective

POOL_ROW_FIELDS = {"topic", "label", "argument"}


def _norm(text: str | None) -> str:
    return " ".join((text or "").lower().split())


def topic_of(example: Example) -> str:
    return _norm(example.topic or example.query)


@dataclass
class ArgumentPool:
    """Arguments by (topic, perspective label), from examples or plain ``{topic, label, argument}`` rows."""

    by_key: dict[tuple[str, str], list[str]] = field(default_factory=dict)

    def add(self, topic: str, label: str, argument: str) -> None:
        bucket = self.by_key.setdefault((_norm(topic), _norm(label)), [])
        if _norm(argument) not in {_norm(a) for a in bucket}:
            bucket.append(argument.strip())

    @classmethod
    def from_rows(cls, rows: Iterable[Example | dict[str, Any]]) -> ArgumentPool:
        pool = cls()
        for row in rows:
            if isinstance(row, Example):
                for p in row.perspectives:
                    for a in p.arguments:
                        pool.add(row.topic or row.query, p.label, a)
            elif POOL_ROW_FIELDS <= set(row):
                pool.add(row["topic"], row["label"], row["argument"])
            else:
                raise ValueError(f"a pool row needs an example or the fields {sorted(POOL_ROW_FIELDS)}")
        return pool

    def unused(self, example: Example, perspective: int) -> list[str]:
        given = {_norm(a) for _, _, a in example.arguments}
        key = (topic_of(example), _norm(example.perspectives[perspective].label))
        return [a for a in self.by_key.get(key, []) if _norm(a) not in given]


def _with(example: Example, perspectives: list[Perspective], kind: str, note: str, word_labels: dict | None) -> Example:
    meta = {k: v for k, v in example.meta.items() if k not in ("support", "word_labels")}
    meta.update(synthetic=kind, source_id=example.key(), note=note)
    if word_labels is not None:
        meta["word_labels"] = word_labels
    hallucination = 1 if kind == "hallucination" else 0
    return example.model_copy(update={
        "id": f"{example.key()}-{kind}",
        "perspectives": perspectives,
        "labels": Labels(hallucination=hallucination, coverage=1 - hallucination),
        "meta": meta,
    })


def hallucination_variant(example: Example, rng: random.Random) -> Example | None:
    """Drop one argument from a perspective with two or more; None if no perspective has two."""
    choices = [(pi, ai) for pi, p in enumerate(example.perspectives) if len(p.arguments) > 1
               for ai in range(len(p.arguments))]
    if not choices:
        return None
    pi, ai = rng.choice(choices)
    p = example.perspectives[pi]
    dropped = p.arguments[ai]
    perspectives = list(example.perspectives)
    perspectives[pi] = Perspective(label=p.label, arguments=[a for i, a in enumerate(p.arguments) if i != ai])
    word_labels: dict[str, list] = {"arguments": []}
    support = example.meta.get("support")
    if isinstance(support, list):
        word_labels["response"] = [[s, e] for sp, sa, s, e in support if (sp, sa) == (pi, ai)]
    note = f'synthetic hallucination: dropped argument {ai + 1} of "{p.label}" ("{dropped}"); the response still states it'
    return _with(example, perspectives, "hallucination", note, word_labels)


def coverage_variant(example: Example, pool: ArgumentPool, rng: random.Random) -> Example | None:
    """Add an unused pool argument of the same topic and perspective label; None if the pool has none."""
    choices = [(pi, a) for pi in range(len(example.perspectives)) for a in pool.unused(example, pi)]
    if not choices:
        return None
    pi, added = rng.choice(choices)
    p = example.perspectives[pi]
    perspectives = list(example.perspectives)
    perspectives[pi] = Perspective(label=p.label, arguments=[*p.arguments, added])
    word_labels = {"response": [], "arguments": [[pi, len(p.arguments), 0, len(added)]]}
    note = f'synthetic coverage error: added unused argument to "{p.label}" ("{added}"); the response does not cover it'
    return _with(example, perspectives, "coverage", note, word_labels)


@dataclass
class SynthReport:
    rows: list[Example] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # readable reasons, one per example or variant not made


def synthesize(
    error_free: Sequence[Example], pool: ArgumentPool, seed: int = 0, keep_originals: bool = True
) -> SynthReport:
    """Originals (labelled 0/0) followed by their hallucination and coverage variants, seeded."""
    rng = random.Random(seed)
    report = SynthReport()
    for ex in error_free:
        labels = ex.labels
        if labels and (labels.hallucination or labels.coverage):
            report.skipped.append(f"{ex.key()}: labelled with an error, not error-free")
            continue
        if keep_originals:
            meta = {**ex.meta, "word_labels": {"response": [], "arguments": []}}  # error-free: no error words
            report.rows.append(ex.model_copy(update={"labels": Labels(hallucination=0, coverage=0), "meta": meta}))
        h = hallucination_variant(ex, rng)
        if h is None:
            report.skipped.append(f"{ex.key()}: no perspective has two arguments to drop one from")
        else:
            report.rows.append(h)
        c = coverage_variant(ex, pool, rng)
        if c is None:
            report.skipped.append(f"{ex.key()}: the pool has no unused argument of this topic and perspective")
        else:
            report.rows.append(c)
    return report
