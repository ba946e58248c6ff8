"""The review store: datasets, examples, annotators, actions.

Revision ID: 0001
Revises:
Create Date: 2026-11-24
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "datasets",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("source", sa.Text(), nullable=False),
        sa.Column("calibration", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("name"),
    )
    op.create_table(
        "annotators",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(100), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.UniqueConstraint("name"),
    )
    op.create_table(
        "examples",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("dataset_id", sa.Integer(), sa.ForeignKey("datasets.id", ondelete="CASCADE"), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("key", sa.String(200), nullable=False),
        sa.Column("row", sa.JSON(), nullable=False),
        sa.Column("meta", sa.JSON(), nullable=False),
        sa.Column("uncertainty", sa.Float(), nullable=True),
        sa.Column("disagreement", sa.Float(), nullable=True),
        sa.UniqueConstraint("dataset_id", "key", name="uq_examples_dataset_key"),
        sa.UniqueConstraint("dataset_id", "position", name="uq_examples_dataset_position"),
    )
    op.create_index("ix_examples_dataset_id", "examples", ["dataset_id"])
    op.create_table(
        "actions",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("dataset_id", sa.Integer(), sa.ForeignKey("datasets.id", ondelete="CASCADE"), nullable=False),
        sa.Column("example_id", sa.Integer(), sa.ForeignKey("examples.id", ondelete="CASCADE"), nullable=False),
        sa.Column("annotator_id", sa.Integer(), sa.ForeignKey("annotators.id"), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("finding", sa.Integer(), nullable=True),
        sa.Column("target_id", sa.Integer(), sa.ForeignKey("actions.id", ondelete="CASCADE"), nullable=True),
        sa.Column("verdict", sa.String(10), nullable=True),
        sa.Column("finding_type", sa.String(20), nullable=True),
        sa.Column("span_start", sa.Integer(), nullable=True),
        sa.Column("span_end", sa.Integer(), nullable=True),
        sa.Column("perspective", sa.Integer(), nullable=True),
        sa.Column("argument", sa.Integer(), nullable=True),
        sa.Column("error_type", sa.String(20), nullable=True),
        sa.Column("value", sa.Integer(), nullable=True),
        sa.Column("text", sa.Text(), nullable=True),
        sa.Column("tags", sa.JSON(), nullable=True),
        sa.Column("undone_at", sa.DateTime(timezone=True), nullable=True),
    )
    op.create_index("ix_actions_dataset_annotator", "actions", ["dataset_id", "annotator_id"])
    op.create_index("ix_actions_example", "actions", ["example_id"])


def downgrade() -> None:
    op.drop_index("ix_actions_example", "actions")
    op.drop_index("ix_actions_dataset_annotator", "actions")
    op.drop_table("actions")
    op.drop_index("ix_examples_dataset_id", "examples")
    op.drop_table("examples")
    op.drop_table("annotators")
    op.drop_table("datasets")
