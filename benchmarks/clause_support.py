"""Support of the labelled error clauses, two classifiers side by side (organic benchmark, issue 24).

    python benchmarks/clause_support.py A.scored.jsonl B.scored.jsonl

Both files: the same organic rows (``examples/organic/``, ``meta.errors`` with spans) scored with
``--details`` by two classifiers (e.g. ``benchmarks/organic_eval.py --score-with``). Prints, per error
kind, the mean support of the least-supported claim clause overlapping each error's span, and the mean
of the lowest claim support of the error-free responses: where a model's better pair-level reading does
(or does not) reach the clauses the example score is made of.
"""
from __future__ import annotations

import json
import sys
from collections import defaultdict

import numpy as np


def rows(path: str) -> dict[str, dict]:
    out = {}
    for line in open(path, encoding="utf-8"):
        if line.strip():
            r = json.loads(line)
            out[r["id"]] = r
    return out


def claims(row: dict) -> list[dict]:
    return [c for c in row["scores"]["classifier"]["extras"]["clauses"] if c["claim"]]


def error_support(row: dict) -> list[tuple[str, float]]:
    out = []
    for e in row["meta"].get("errors") or []:
        if not e.get("span"):
            continue
        start, end = e["span"]
        over = [c["support"] for c in claims(row) if c["start"] < end and c["end"] > start]
        if over:
            out.append((e["type"], min(over)))
    return out


def main(a_path: str, b_path: str) -> None:
    a, b = rows(a_path), rows(b_path)
    by_kind: dict[str, list[tuple[float, float]]] = defaultdict(list)
    clean: list[tuple[float, float]] = []
    for key, ra in a.items():
        rb = b[key]
        if not (ra["meta"].get("errors") or []):
            clean.append((min([c["support"] for c in claims(ra)] or [1.0]),
                          min([c["support"] for c in claims(rb)] or [1.0])))
        for (kind, sa), (_, sb) in zip(error_support(ra), error_support(rb)):
            by_kind[kind].append((sa, sb))
    print("| clauses | n | A | B |\n|---|---|---|---|")
    for kind, v in sorted(by_kind.items()):
        print(f"| {kind} | {len(v)} | {np.mean([x for x, _ in v]):.3f} | {np.mean([y for _, y in v]):.3f} |")
    print(f"| least-supported claim of error-free responses | {len(clean)} | {np.mean([x for x, _ in clean]):.3f} "
          f"| {np.mean([y for _, y in clean]):.3f} |")


if __name__ == "__main__":
    main(*sys.argv[1:3])
