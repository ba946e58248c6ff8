"""What the stored actions mean: each reviewer's state on an example, and the example's gold labels and findings.

A reviewer's state is their actions replayed in order (undone ones are not read):

* ``verdicts``: detector finding index → (verdict, type): ``accept`` keeps the finding with its type, ``change``
  keeps it with the new type, ``reject`` drops it. The latest verdict on a finding counts.
* ``added``: the findings they added (keyed by the add action's id); a later ``reject`` verdict on one drops it,
  a ``change`` changes its type.
* ``labels``: their explicit example-level labels (the latest per error type), ``note`` and ``tags`` (the latest).

Finding types belong to error types (``FINDING_ERROR``): ``unsupported``, ``altered`` and ``wrong_side`` are
hallucinations (the response states what it was not given, or not as given), ``omission`` is a coverage error;
``repetition`` is neither (it is kept in the review, never in a label).

A reviewer's **effective label** of error type E (``ReviewerState.effective_labels``): their explicit label;
else, once they gave any verdict, added a finding or set a label on the example, 1 when a finding of E is kept,
0 when every detector finding of E has a verdict and none of E is kept, and no label while a detector finding of E
waits for a verdict. So a confident reviewer only judges the findings; a note or tags alone label nothing.

**Gold** (``gold_of``): per error type, the settled label when one was recorded (the latest ``settle`` action),
else the effective label when every reviewer with one agrees, else none: the example is *disputed* on E and waits
in the disagreement queue. Gold findings: a detector finding kept by a strict majority of the reviewers who gave it
a verdict (its type the most common kept type, ties to the detector's type), and every finding a reviewer added and
nobody dropped.

**Summary** (``summarize``): what agreement and the disagreement queue need of one example's review, as rows the
store keeps (rewritten by every write to the example); ``ReviewFacts``: a dataset's summaries and scores, the
input of ``agreement.agreement_of``.
"""
from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

import numpy as np

from detectors.core.result import ERROR_TYPES

FINDING_ERROR: dict[str, str | None] = {"unsupported": "hallucination", "altered": "hallucination",
                                        "wrong_side": "hallucination", "omission": "coverage", "repetition": None}


@dataclass(slots=True)  # not frozen: a frozen dataclass's __init__ costs a third of reading 90,000 actions
class ActionRecord:
    """One stored action, as read back (``detectors.review.models.Action``'s columns, names resolved)."""

    id: int
    key: str
    annotator: str
    created_at: datetime
    kind: str
    finding: int | None = None
    target_id: int | None = None
    verdict: str | None = None
    finding_type: str | None = None
    span: tuple[int, int] | None = None
    argument: tuple[int, int] | None = None
    error_type: str | None = None
    value: int | None = None
    text: str | None = None
    tags: tuple[str, ...] | None = None
    undone: bool = False


def record_of(r: Sequence[Any]) -> ActionRecord:
    """An ``ActionRecord`` from a row of the action's columns (id, created_at, kind, finding, target_id, verdict,
    finding_type, span_start, span_end, perspective, argument, error_type, value, text, tags, undone_at), then the
    example key and the annotator name."""
    (id_, created_at, kind, finding, target_id, verdict, finding_type, s0, s1, p, a, error_type, value, text_, tags,
     undone_at, key, annotator) = r
    return ActionRecord(
        id=id_, key=key, annotator=annotator, created_at=created_at, kind=kind, finding=finding, target_id=target_id,
        verdict=verdict, finding_type=finding_type, span=(s0, s1) if s0 is not None and s1 is not None else None,
        argument=(p, a) if p is not None and a is not None else None, error_type=error_type, value=value, text=text_,
        tags=tuple(tags) if tags is not None else None, undone=undone_at is not None)


@dataclass
class AddedFinding:
    id: int  # the add action's id (a verdict on it names this as target_id)
    type: str
    span: tuple[int, int] | None
    argument: tuple[int, int] | None
    by: str

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "type": self.type, "span": list(self.span) if self.span else None,
                "argument": list(self.argument) if self.argument else None, "by": self.by}


@dataclass
class ReviewerState:
    """One reviewer on one example (module doc)."""

    verdicts: dict[int, tuple[str, str | None]] = field(default_factory=dict)  # finding → (verdict, new type)
    added: dict[int, AddedFinding] = field(default_factory=dict)
    labels: dict[str, int] = field(default_factory=dict)
    note: str = ""
    tags: list[str] = field(default_factory=list)
    judged: bool = False  # gave a verdict, added a finding or set a label
    last_at: datetime | None = None

    def kept(self, findings: Sequence[dict[str, Any]]) -> dict[int, str]:
        """Detector finding index → the type it keeps, for the findings this reviewer accepted or changed."""
        out = {}
        for i, (verdict, new_type) in self.verdicts.items():
            if verdict == "accept" and i < len(findings):
                out[i] = str(findings[i].get("type"))
            elif verdict == "change" and new_type:
                out[i] = new_type
        return out

    def effective_labels(self, findings: Sequence[dict[str, Any]], kept: dict[int, str] | None = None) -> dict[str, int]:
        """(``kept``: ``self.kept(findings)`` when the caller has it already.)"""
        if not self.judged:
            return dict(self.labels)
        kept_errors = {FINDING_ERROR.get(t) for t in (kept if kept is not None else self.kept(findings)).values()}
        kept_errors.update(FINDING_ERROR.get(f.type) for f in self.added.values())
        waiting = {FINDING_ERROR.get(str(f.get("type"))) for i, f in enumerate(findings) if i not in self.verdicts}
        out = {}
        for err in ERROR_TYPES:
            if err in self.labels:
                out[err] = self.labels[err]
            elif err in kept_errors:
                out[err] = 1
            elif err not in waiting:
                out[err] = 0
        return out

    def to_dict(self) -> dict[str, Any]:
        return {"verdicts": {str(i): {"verdict": v, **({"type": t} if t else {})} for i, (v, t) in sorted(self.verdicts.items())},
                "added": [f.to_dict() for f in self.added.values()], "labels": dict(self.labels),
                "note": self.note, "tags": list(self.tags),
                "at": self.last_at.isoformat() if self.last_at else None}


@dataclass
class ExampleReview:
    """Every reviewer's state on one example, and the settled labels (error type → (value, who))."""

    reviewers: dict[str, ReviewerState] = field(default_factory=dict)
    settled: dict[str, tuple[int, str]] = field(default_factory=dict)


def replay(actions: Iterable[ActionRecord]) -> dict[str, ExampleReview]:
    """{example key: ExampleReview} from actions (oldest first; undone ones skipped)."""
    out: dict[str, ExampleReview] = {}
    added_owner: dict[int, tuple[str, str]] = {}  # add action id → (key, annotator)
    for a in actions:
        if a.undone:
            continue
        ex = out.setdefault(a.key, ExampleReview())
        if a.kind == "settle" and a.error_type is not None and a.value is not None:
            ex.settled[a.error_type] = (a.value, a.annotator)
            continue
        st = ex.reviewers.setdefault(a.annotator, ReviewerState())
        st.last_at = a.created_at
        if a.kind == "verdict" and a.verdict:
            st.judged = True
            if a.finding is not None:
                st.verdicts[a.finding] = (a.verdict, a.finding_type)
            elif a.target_id is not None and a.target_id in added_owner:
                owner = ex.reviewers[added_owner[a.target_id][1]]
                if a.verdict == "reject":
                    owner.added.pop(a.target_id, None)
                elif a.verdict == "change" and a.target_id in owner.added and a.finding_type:
                    owner.added[a.target_id].type = a.finding_type
        elif a.kind == "add" and a.finding_type:
            st.judged = True
            st.added[a.id] = AddedFinding(a.id, a.finding_type, a.span, a.argument, a.annotator)
            added_owner[a.id] = (a.key, a.annotator)
        elif a.kind == "label" and a.error_type is not None and a.value is not None:
            st.judged = True
            st.labels[a.error_type] = a.value
        elif a.kind == "note":
            st.note = a.text or ""
        elif a.kind == "tags":
            st.tags = list(a.tags or ())
    return out


@dataclass
class Gold:
    labels: dict[str, int]  # error type → gold label (settled or unanimous)
    disputed: list[str]  # error types the reviewers disagree on and nobody settled
    findings: list[dict[str, Any]]  # {type, span, argument, source: "detector" (with index) | "added"}
    effective: dict[str, dict[str, int]]  # reviewer → effective labels
    rejected: list[int] = field(default_factory=list)  # detector findings a strict majority of their verdicts dropped


def gold_of(row: dict[str, Any], review: ExampleReview) -> Gold:
    """The example's gold labels and findings (module doc)."""
    findings = [f for f in (row.get("findings") or []) if isinstance(f, dict)]
    kept_by = [st.kept(findings) for st in review.reviewers.values()]
    effective = {name: st.effective_labels(findings, k) for (name, st), k in zip(review.reviewers.items(), kept_by)}
    labels, disputed = {}, []
    for err in ERROR_TYPES:
        if err in review.settled:
            labels[err] = review.settled[err][0]
            continue
        values = {lab[err] for lab in effective.values() if err in lab}
        if len(values) == 1:
            labels[err] = values.pop()
        elif len(values) > 1:
            disputed.append(err)
    gold: list[dict[str, Any]] = []
    rejected = []
    for i, f in enumerate(findings):
        votes = [k.get(i) for k, st in zip(kept_by, review.reviewers.values()) if i in st.verdicts]
        kept = [t for t in votes if t is not None]
        if votes and (len(votes) - len(kept)) * 2 > len(votes):
            rejected.append(i)
        if votes and len(kept) * 2 > len(votes):
            counts = Counter(kept).most_common()
            best = [t for t, n in counts if n == counts[0][1]]
            kind = f.get("type") if f.get("type") in best else best[0]
            gold.append({"type": kind, "span": f.get("span"), "argument": f.get("argument"), "source": "detector",
                         "index": i})
    for st in review.reviewers.values():
        for a in st.added.values():
            gold.append({"type": a.type, "span": list(a.span) if a.span else None,
                         "argument": list(a.argument) if a.argument else None, "source": "added", "by": a.by})
    return Gold(labels, disputed, gold, effective, rejected)


@dataclass
class Summary:
    """What agreement and the disagreement queue read of one reviewed example (``summarize``), as rows: the store
    keeps them in ``example_reviews``, ``review_labels``, ``review_findings`` and ``review_votes`` (``rows``),
    rewritten in the transaction of every action on the example and of every undo, so neither reads the actions or
    the scored rows.

    * ``reviewers``: how many reviewers have a state on it; ``disputed``: as ``Gold``;
    * ``labels``: ``(reviewer, error type, value)``: each reviewer's effective label, and the gold label with
      reviewer None;
    * ``findings``: ``(position, type, gold)``: per detector finding (``position``: its index in the row's
      ``findings``, ``type``: the detector's) ``gold`` is the type a strict majority of its verdicts keeps it with,
      ``""`` when a strict majority dropped it, None otherwise; per added finding nobody dropped ``(None, None, its
      type)``;
    * ``votes``: ``(position, reviewer, kept)``: 1 kept / 0 dropped, per detector finding and reviewer who judged it.
    """

    reviewers: int = 0
    disputed: list[str] = field(default_factory=list)
    labels: list[tuple[str | None, str, int]] = field(default_factory=list)
    findings: list[tuple[int | None, str | None, str | None]] = field(default_factory=list)
    votes: list[tuple[int, str, int]] = field(default_factory=list)

    def rows(self, example_id: int, dataset_id: int, annotator_ids: dict[str, int]) -> dict[str, list[dict[str, Any]]]:
        """The summary tables' rows (table name → column values), the reviewers' names as ``annotator_ids``."""
        ids = {"example_id": example_id, "dataset_id": dataset_id}
        return {
            "example_reviews": [{**ids, "reviewers": self.reviewers, "disputed": bool(self.disputed)}],
            "review_labels": [{**ids, "annotator_id": None if who is None else annotator_ids[who], "error_type": err,
                               "value": v} for who, err, v in self.labels],
            "review_findings": [{**ids, "position": i, "type": t, "gold": g} for i, t, g in self.findings],
            "review_votes": [{**ids, "position": i, "annotator_id": annotator_ids[who], "kept": k}
                             for i, who, k in self.votes],
        }


def summarize(row: dict[str, Any], review: ExampleReview) -> Summary:
    """The ``Summary`` of one example's row and review (``gold_of``)."""
    findings = [f for f in (row.get("findings") or []) if isinstance(f, dict)]
    gold = gold_of(row, review)
    kept_by = {name: st.kept(findings) for name, st in review.reviewers.items()}
    gold_type = {f["index"]: f["type"] for f in gold.findings if f["source"] == "detector"}
    rejected = set(gold.rejected)
    labels: list[tuple[str | None, str, int]] = [(None, err, v) for err, v in gold.labels.items()]
    labels += [(name, err, v) for name, labs in gold.effective.items() for err, v in labs.items()]
    out: list[tuple[int | None, str | None, str | None]] = []
    votes = []
    for i, f in enumerate(findings):
        t = f.get("type")
        out.append((i, t if isinstance(t, str) else None, gold_type.get(i, "" if i in rejected else None)))
        votes += [(i, name, int(i in kept_by[name])) for name, st in review.reviewers.items() if i in st.verdicts]
    out += [(None, None, f["type"]) for f in gold.findings if f["source"] == "added"]
    return Summary(len(review.reviewers), gold.disputed, labels, out, votes)


# ReviewFacts' tables: column name → dtype. Codes: ``example`` indexes ``keys``, ``reviewer`` indexes ``reviewers``
# (-1: the gold label), ``position`` -1: an added finding, ``flag`` -1: none; a missing ``score`` is NaN.
FACT_TABLES: dict[str, tuple[tuple[str, Any], ...]] = {
    "labels": (("example", np.int64), ("reviewer", np.int64), ("error_type", object), ("value", np.int64)),
    "findings": (("example", np.int64), ("position", np.int64), ("type", object), ("gold", object)),
    "votes": (("example", np.int64), ("position", np.int64), ("reviewer", np.int64), ("kept", np.int64)),
    "scores": (("example", np.int64), ("detector", object), ("error_type", object), ("score", np.float64),
               ("flag", np.int64)),
}


def fact_table(name: str, rows: Sequence[Sequence[Any]] | None = None,
               columns: Sequence[Any] | None = None) -> dict[str, np.ndarray]:
    """One of ``FACT_TABLES`` as column arrays, from rows or from columns."""
    schema = FACT_TABLES[name]
    if columns is None:
        columns = list(zip(*rows)) if rows else [() for _ in schema]
    return {col: np.asarray(values, dtype=dtype) for (col, dtype), values in zip(schema, columns)}


@dataclass(eq=False)
class ReviewFacts:
    """The summaries of a dataset's reviewed examples (at least one reviewer) and their scores, as column arrays
    (``FACT_TABLES``): what ``agreement.agreement_of`` reads (``ReviewStore.review_facts``, or ``of`` from rows and
    reviews). ``labels``: ``Summary.labels``; ``findings``: ``Summary.findings``; ``votes``: ``Summary.votes``;
    ``scores``: ``score_facts``. The rows of each table in no set order."""

    keys: list[str]  # the reviewed examples, in file order
    reviewers: list[str]  # sorted
    labels: dict[str, np.ndarray]
    findings: dict[str, np.ndarray]
    votes: dict[str, np.ndarray]
    scores: dict[str, np.ndarray]

    @classmethod
    def of(cls, rows: dict[str, dict[str, Any]], reviews: dict[str, ExampleReview]) -> ReviewFacts:
        """From scored rows (in file order) and their reviews (``replay``)."""
        keys, summaries, scores = [], [], []
        for key, row in rows.items():
            review = reviews.get(key)
            if review is not None and review.reviewers:
                keys.append(key)
                summaries.append(summarize(row, review))
                scores.append(score_facts(row))
        reviewers = sorted({w for sm in summaries for w, _, _ in sm.labels if w is not None}
                           | {w for sm in summaries for _, w, _ in sm.votes})
        code = {name: r for r, name in enumerate(reviewers)}
        return cls(
            keys, reviewers,
            fact_table("labels", [(i, -1 if w is None else code[w], e, v) for i, sm in enumerate(summaries)
                                  for w, e, v in sm.labels]),
            fact_table("findings", [(i, -1 if p is None else p, t, g) for i, sm in enumerate(summaries)
                                    for p, t, g in sm.findings]),
            fact_table("votes", [(i, p, code[w], k) for i, sm in enumerate(summaries) for p, w, k in sm.votes]),
            fact_table("scores", [(i, d, e, np.nan if x is None else x, -1 if f is None else int(f))
                                  for i, sc in enumerate(scores) for d, e, x, f in sc]))

    def as_rows(self) -> dict[str, list[tuple[Any, ...]]]:
        """Each table as tuples naming examples by key and reviewers by name (None for the codes' -1 and NaN), the
        examples in file order (for tests and reading)."""
        out: dict[str, list[tuple[Any, ...]]] = {}
        for name in FACT_TABLES:
            table = getattr(self, name)
            order = np.argsort(table["example"], kind="stable")
            rows = []
            for values in zip(*(table[col][order].tolist() for col, _ in FACT_TABLES[name])):
                row = dict(zip((col for col, _ in FACT_TABLES[name]), values))
                row["example"] = self.keys[row["example"]]
                if "reviewer" in row:
                    row["reviewer"] = None if row["reviewer"] < 0 else self.reviewers[row["reviewer"]]
                if "position" in row and name == "findings":
                    row["position"] = None if row["position"] < 0 else row["position"]
                if "score" in row:
                    row["score"] = None if math.isnan(row["score"]) else row["score"]
                    row["flag"] = None if row["flag"] < 0 else bool(row["flag"])
                rows.append(tuple(row.values()))
            out[name] = rows
        return out


def score_facts(row: dict[str, Any]) -> list[tuple[str, str, float | None, bool | None]]:
    """``(detector, error type, raw score, flag)`` per detector and error type of a scored row (None where it has no
    finite number, no bool); stored with each example when it is added (``example_scores``)."""
    out = []
    for det, entry in (row.get("scores") or {}).items():
        if not isinstance(entry, dict):
            continue
        flagged = entry.get("flagged")
        flags: dict[str, Any] = flagged if isinstance(flagged, dict) else {}
        for err in ERROR_TYPES:
            flag = flags.get(err)
            out.append((str(det), err, _finite(entry.get(err)), flag if isinstance(flag, bool) else None))
    return out


def _finite(x: Any) -> float | None:
    return float(x) if isinstance(x, (int, float)) and math.isfinite(x) else None
