"""Gold sets: export a dataset's reviewed examples as JSONL that ``evaluate`` and ``calibrate`` read unchanged,
and import scored files (or such an export) into the store.

An exported line is the stored row (the example, its ``scores`` and ``findings``) with

* ``labels``: the gold labels (``state.gold_of``: settled, else unanimous); an error type the reviewers dispute and
  nobody settled is left out;
* ``meta.word_labels`` (``evaluate``'s word-level format): ``response``: the spans of the gold findings of
  hallucination types, ``arguments``: ``[perspective, argument, 0, len(argument)]`` of the gold omissions; a key is
  written only when its error type has a gold label and, when that label is 1, at least one span backs it;
* ``meta.review``: ``reviewers`` (per reviewer: verdicts by finding index, added findings, explicit labels, note,
  tags, last action time), ``settled``, ``disputed``, ``gold_findings``, and the row's own ``labels`` /
  ``word_labels`` before the review (``original_labels``, ``original_word_labels``).

Import reads any JSONL of examples or scored rows: bad lines (unreadable JSON, not a valid example) are reported
by number and the good ones kept. A row carrying ``meta.review`` is put back as it was before the review (its
original labels and word labels) and its reviewers' actions are recorded again under their names, so an export
moves a review from one store to another (a laptop's SQLite file to the team's PostgreSQL).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from detectors.calibration import Calibration
from detectors.core.jsonl import dumps, iter_jsonl, write_jsonl_atomic
from detectors.core.scored import example_of
from detectors.review.cache import ReviewCache
from detectors.review.state import FINDING_ERROR, gold_of, replay
from detectors.review.store import ReviewError, ReviewStore


def gold_rows(store: ReviewStore, dataset: str, cache: ReviewCache | None = None) -> list[dict[str, Any]]:
    """The exported rows of every example someone reviewed, in file order (module doc)."""
    reviews = cache.reviews(dataset) if cache is not None else replay(store.actions(dataset))
    reviewed = [k for k, r in reviews.items() if r.reviewers or r.settled]
    rows = (cache.rows(dataset, reviewed) if cache is not None else store.rows(dataset, reviewed)) if reviewed else {}
    order = {k: i for i, k in enumerate(store.rows_order(dataset))} if cache is not None else None
    out = []
    for key, row in (sorted(rows.items(), key=lambda kv: order[kv[0]]) if order else rows.items()):
        review = reviews[key]
        gold = gold_of(row, review)
        ex = example_of(row)
        meta = dict(row.get("meta") or {})
        original_word_labels = meta.pop("word_labels", None)
        meta.pop("review", None)
        word_labels: dict[str, list[list[int]]] = {}
        if "hallucination" in gold.labels:
            spans = [list(f["span"]) for f in gold.findings if FINDING_ERROR.get(f["type"]) == "hallucination" and f["span"]]
            if spans or gold.labels["hallucination"] == 0:
                word_labels["response"] = spans
        if "coverage" in gold.labels:
            args = [[p, a, 0, len(ex.perspectives[p].arguments[a])] for f in gold.findings
                    if FINDING_ERROR.get(f["type"]) == "coverage" and f["argument"] for p, a in [f["argument"]]]
            if args or gold.labels["coverage"] == 0:
                word_labels["arguments"] = args
        if word_labels:
            meta["word_labels"] = word_labels
        meta["review"] = {
            "dataset": dataset,
            "reviewers": {name: st.to_dict() for name, st in review.reviewers.items()},
            "settled": {e: {"value": v, "by": who} for e, (v, who) in review.settled.items()},
            "disputed": gold.disputed,
            "gold_findings": gold.findings,
            "original_labels": row.get("labels"),
            "original_word_labels": original_word_labels,
        }
        exported = {k: v for k, v in row.items() if k not in ("labels", "meta")}
        if gold.labels:
            exported["labels"] = gold.labels
        exported["meta"] = meta
        out.append(exported)
    return out


def export_gold(store: ReviewStore, dataset: str, path: str | Path) -> int:
    """Write the gold set to ``path`` (atomically); returns the number of rows."""
    rows = gold_rows(store, dataset)
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    write_jsonl_atomic(path, (dumps(r) for r in rows))
    return len(rows)


def read_rows(text: str) -> tuple[list[dict[str, Any]], list[str]]:
    """Rows of a JSONL text that are valid examples (scored or not), and a reason for every bad line."""
    rows, errors = [], []
    for line in iter_jsonl(text.splitlines()):
        if line.error:
            errors.append(f"line {line.lineno}: {line.error}")
            continue
        try:
            example_of(line.data)
        except ValueError as err:
            errors.append(f"line {line.lineno}: {err}")
            continue
        rows.append(line.data)
    return rows, errors


@dataclass
class ImportReport:
    added: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)  # already in the dataset: left as they were
    actions: int = 0  # review actions recorded again from meta.review
    errors: list[str] = field(default_factory=list)


def _without_review(row: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    meta = row.get("meta")
    if not isinstance(meta, dict) or not isinstance(meta.get("review"), dict):
        return row, None
    review = meta["review"]
    meta = {k: v for k, v in meta.items() if k not in ("review", "word_labels")}
    if review.get("original_word_labels") is not None:
        meta["word_labels"] = review["original_word_labels"]
    out = {k: v for k, v in row.items() if k not in ("labels", "meta")}
    if review.get("original_labels"):
        out["labels"] = review["original_labels"]
    out["meta"] = meta
    return out, review


def import_rows(store: ReviewStore, dataset: str, rows: list[dict[str, Any]], source: str = "",
                calibration: Calibration | None = None) -> ImportReport:
    """Add ``rows`` to ``dataset`` and record the reviews they carry (module doc)."""
    plain, reviews = [], {}
    for row in rows:
        clean, review = _without_review(row)
        plain.append(clean)
        if review is not None:
            reviews[example_of(clean).key()] = review
    report = ImportReport()
    with store.bulk():  # one commit per BULK_COMMIT writes, each write (example and reviewer) still all or none
        report.added, report.kept = store.add_dataset(dataset, plain, source=source, calibration=calibration)
        for key in report.added:
            review = reviews.get(key)
            if not review:
                continue
            for name, st in (review.get("reviewers") or {}).items():
                calls: list[tuple[str, Any]] = []
                for i, v in (st.get("verdicts") or {}).items():
                    calls.append(("verdict", dict(verdict=v.get("verdict"), finding=int(i), finding_type=v.get("type"))))
                for f in st.get("added") or []:
                    calls.append(("add", dict(finding_type=f.get("type"), span=tuple(f["span"]) if f.get("span") else None,
                                              argument=tuple(f["argument"]) if f.get("argument") else None)))
                for error_type, value in (st.get("labels") or {}).items():
                    calls.append(("label", dict(error_type=error_type, value=value)))
                if st.get("note"):
                    calls.append(("note", dict(text=st["note"])))
                if st.get("tags"):
                    calls.append(("tags", dict(tags=st["tags"])))
                try:
                    with store.together():  # per example and reviewer: all of their review or none (a savepoint)
                        for kind, kwargs in calls:
                            _call(store, kind, dataset, key, str(name), kwargs)
                    report.actions += len(calls)
                except (ReviewError, TypeError, ValueError) as err:
                    report.errors.append(f"{key}: {name}: review not recorded: {err}")
            for error_type, settled in (review.get("settled") or {}).items():
                try:
                    store.settle(dataset, key, str(settled["by"]), error_type, settled["value"])
                    report.actions += 1
                except (ReviewError, KeyError, TypeError) as e:
                    report.errors.append(f"{key}: settle not recorded: {e}")
    return report


def _call(store: ReviewStore, kind: str, dataset: str, key: str, name: str, kw: dict[str, Any]) -> None:
    if kind == "verdict":
        store.verdict(dataset, key, name, **kw)
    elif kind == "add":
        store.add_finding(dataset, key, name, **kw)
    elif kind == "label":
        store.set_label(dataset, key, name, **kw)
    elif kind == "note":
        store.set_note(dataset, key, name, **kw)
    elif kind == "tags":
        store.set_tags(dataset, key, name, **kw)
