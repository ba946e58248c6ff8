"""Summary tables: the numbers agreement and the disagreement queue read, kept by every write.

Creates ``example_scores`` (each example's raw score and flag per detector and error type) and the summary tables
``example_reviews``, ``review_labels``, ``review_findings``, ``review_votes``, and fills them for what is already
stored: every example's ``state.score_facts``, and for each example with live actions their replay
(``state.replay``) summarized with its row (``state.summarize``, ``Summary.rows``), the rules the store applies on
every write since. The tables are read and written through their revision-0002 columns (``sa.table`` below), not
the models, so a later revision that changes a model does not change what this one does.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-24
"""
from __future__ import annotations

import itertools
from typing import Any

import sqlalchemy as sa
from alembic import op

from detectors.review.state import record_of, replay, score_facts, summarize

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

_examples = sa.table("examples", sa.column("id", sa.Integer), sa.column("dataset_id", sa.Integer),
                     sa.column("key", sa.String), sa.column("row", sa.JSON))
_annotators = sa.table("annotators", sa.column("id", sa.Integer), sa.column("name", sa.String))
_actions = sa.table(
    "actions", *(sa.column(c, sa.Integer) for c in ("id", "example_id", "annotator_id", "finding", "target_id",
                                                     "span_start", "span_end", "perspective", "argument", "value")),
    *(sa.column(c, sa.String) for c in ("kind", "verdict", "finding_type", "error_type", "text")),
    sa.column("created_at", sa.DateTime(timezone=True)), sa.column("tags", sa.JSON),
    sa.column("undone_at", sa.DateTime(timezone=True)))

def _ids(*more: sa.ColumnClause[Any]) -> list[sa.ColumnClause[Any]]:
    return [sa.column("example_id", sa.Integer), sa.column("dataset_id", sa.Integer), *more]


_new = {
    "example_scores": sa.table("example_scores", *_ids(sa.column("detector", sa.String), sa.column("error_type", sa.String),
                                                       sa.column("score", sa.Float), sa.column("flagged", sa.Boolean))),
    "example_reviews": sa.table("example_reviews", *_ids(sa.column("reviewers", sa.Integer),
                                                         sa.column("disputed", sa.Boolean))),
    "review_labels": sa.table("review_labels", *_ids(sa.column("annotator_id", sa.Integer),
                                                     sa.column("error_type", sa.String), sa.column("value", sa.Integer))),
    "review_findings": sa.table("review_findings", *_ids(sa.column("position", sa.Integer), sa.column("type", sa.String),
                                                         sa.column("gold", sa.String))),
    "review_votes": sa.table("review_votes", *_ids(sa.column("position", sa.Integer), sa.column("annotator_id", sa.Integer),
                                                   sa.column("kept", sa.Integer))),
}


def _fk(table: str) -> sa.Column[Any]:
    return sa.Column(f"{table[:-1]}_id", sa.Integer(), sa.ForeignKey(f"{table}.id", ondelete="CASCADE"), nullable=False)


def upgrade() -> None:
    op.create_table(
        "example_scores", sa.Column("id", sa.Integer(), primary_key=True), _fk("examples"), _fk("datasets"),
        sa.Column("detector", sa.String(100), nullable=False), sa.Column("error_type", sa.String(20), nullable=False),
        sa.Column("score", sa.Float(), nullable=True), sa.Column("flagged", sa.Boolean(), nullable=True))
    op.create_table(
        "example_reviews",
        sa.Column("example_id", sa.Integer(), sa.ForeignKey("examples.id", ondelete="CASCADE"), primary_key=True,
                  autoincrement=False),
        _fk("datasets"), sa.Column("reviewers", sa.Integer(), nullable=False),
        sa.Column("disputed", sa.Boolean(), nullable=False))
    op.create_table(
        "review_labels", sa.Column("id", sa.Integer(), primary_key=True), _fk("examples"), _fk("datasets"),
        sa.Column("annotator_id", sa.Integer(), sa.ForeignKey("annotators.id"), nullable=True),
        sa.Column("error_type", sa.String(20), nullable=False), sa.Column("value", sa.Integer(), nullable=False))
    op.create_table(
        "review_findings", sa.Column("id", sa.Integer(), primary_key=True), _fk("examples"), _fk("datasets"),
        sa.Column("position", sa.Integer(), nullable=True), sa.Column("type", sa.String(20), nullable=True),
        sa.Column("gold", sa.String(20), nullable=True))
    op.create_table(
        "review_votes", sa.Column("id", sa.Integer(), primary_key=True), _fk("examples"), _fk("datasets"),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("annotator_id", sa.Integer(), sa.ForeignKey("annotators.id"), nullable=False),
        sa.Column("kept", sa.Integer(), nullable=False))
    op.create_index("ix_example_reviews_dataset", "example_reviews", ["dataset_id", "disputed"])
    for table in ("example_scores", "review_labels", "review_findings", "review_votes"):
        op.create_index(f"ix_{table}_dataset_id", table, ["dataset_id"])
        op.create_index(f"ix_{table}_example", table, ["example_id"])
    backfill(op.get_bind())


def backfill(conn: sa.Connection) -> None:
    """Scores of every example; summaries of every example with a live action."""
    e = _examples.c
    buffer: dict[str, list[dict[str, Any]]] = {t: [] for t in _new}

    def flush(at_least: int) -> None:
        for table, rows in buffer.items():
            if len(rows) >= at_least:
                conn.execute(sa.insert(_new[table]), rows)
                rows.clear()

    rows = {}
    for example_id, dataset_id, key, row in conn.execute(sa.select(e.id, e.dataset_id, e.key, e.row).order_by(e.id)):
        rows[example_id] = (dataset_id, key, row)
        buffer["example_scores"] += [{"example_id": example_id, "dataset_id": dataset_id, "detector": d,
                                      "error_type": err, "score": x, "flagged": f} for d, err, x, f in score_facts(row)]
        flush(1000)
    annotators = {name: id_ for id_, name in conn.execute(sa.select(_annotators.c.id, _annotators.c.name))}
    a = _actions.c
    q = (sa.select(a.id, a.created_at, a.kind, a.finding, a.target_id, a.verdict, a.finding_type, a.span_start,
                   a.span_end, a.perspective, a.argument, a.error_type, a.value, a.text, a.tags, a.undone_at,
                   a.example_id, _annotators.c.name)
         .join(_annotators, a.annotator_id == _annotators.c.id).where(a.undone_at.is_(None))
         .order_by(a.example_id, a.id))
    for example_id, group in itertools.groupby(conn.execute(q).all(), key=lambda r: r.example_id):
        dataset_id, key, row = rows[example_id]
        records = [record_of((*r[:16], key, r.name)) for r in group]  # the action's columns, key, annotator
        review = replay(records).get(key)
        if review is not None:
            for table, new in summarize(row, review).rows(example_id, dataset_id, annotators).items():
                buffer[table] += new
        flush(1000)
    flush(1)


def downgrade() -> None:
    for table in ("example_scores", "review_labels", "review_findings", "review_votes"):
        op.drop_index(f"ix_{table}_example", table)
        op.drop_index(f"ix_{table}_dataset_id", table)
    op.drop_index("ix_example_reviews_dataset", "example_reviews")
    for table in ("review_votes", "review_findings", "review_labels", "example_reviews", "example_scores"):
        op.drop_table(table)
