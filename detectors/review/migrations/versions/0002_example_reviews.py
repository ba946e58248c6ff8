"""example_reviews: what agreement and the disagreement queue read of each reviewed example, kept by every write.

Creates the table and fills it for the actions already stored: each example's live actions replayed
(``detectors.review.state.replay``) and summarized with its row (``summarize``), the rules the store applies on
every write since. The tables are read through their revision-0002 columns (``sa.table`` below), not the models,
so a later revision that changes a model does not change what this one reads.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-24
"""
from __future__ import annotations

import itertools

import sqlalchemy as sa
from alembic import op

from detectors.review.state import record_of, replay, summarize

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
_reviews = sa.table("example_reviews", sa.column("example_id", sa.Integer), sa.column("dataset_id", sa.Integer),
                    sa.column("reviewers", sa.Integer), sa.column("disputed", sa.Boolean), sa.column("summary", sa.JSON))


def upgrade() -> None:
    op.create_table(
        "example_reviews",
        sa.Column("example_id", sa.Integer(), sa.ForeignKey("examples.id", ondelete="CASCADE"), primary_key=True,
                  autoincrement=False),
        sa.Column("dataset_id", sa.Integer(), sa.ForeignKey("datasets.id", ondelete="CASCADE"), nullable=False),
        sa.Column("reviewers", sa.Integer(), nullable=False),
        sa.Column("disputed", sa.Boolean(), nullable=False),
        sa.Column("summary", sa.JSON(), nullable=False),
    )
    op.create_index("ix_example_reviews_dataset", "example_reviews", ["dataset_id", "disputed"])
    backfill(op.get_bind())


def backfill(conn: sa.Connection) -> int:
    """Summaries of every example with a live action; returns how many were written."""
    a = _actions.c
    q = (sa.select(a.id, a.created_at, a.kind, a.finding, a.target_id, a.verdict, a.finding_type, a.span_start,
                   a.span_end, a.perspective, a.argument, a.error_type, a.value, a.text, a.tags, a.undone_at,
                   a.example_id, _annotators.c.name)
         .join(_annotators, a.annotator_id == _annotators.c.id).where(a.undone_at.is_(None))
         .order_by(a.example_id, a.id))
    written = 0
    batch: list[dict] = []
    for example_id, group in itertools.groupby(conn.execute(q).all(), key=lambda r: r.example_id):
        ex = conn.execute(sa.select(_examples.c.dataset_id, _examples.c.key, _examples.c.row)
                          .where(_examples.c.id == example_id)).one()
        records = [record_of((*r[:16], ex.key, r.name)) for r in group]  # the action's columns, key, annotator
        review = replay(records).get(ex.key)
        if review is None:
            continue
        summary = summarize(ex.row, review)
        batch.append({"example_id": example_id, "dataset_id": ex.dataset_id, "reviewers": len(review.reviewers),
                      "disputed": bool(summary.disputed), "summary": summary.to_json()})
        if len(batch) >= 1000:
            conn.execute(sa.insert(_reviews), batch)
            written += len(batch)
            batch = []
    if batch:
        conn.execute(sa.insert(_reviews), batch)
        written += len(batch)
    return written


def downgrade() -> None:
    op.drop_index("ix_example_reviews_dataset", "example_reviews")
    op.drop_table("example_reviews")
