"""The review store's tables (SQLAlchemy 2 ORM). The schema is created and changed only by the Alembic
migrations in ``detectors/review/migrations/versions`` (``tests/unit/test_review_store.py`` checks that they
produce exactly these tables).

* ``datasets``: a named set of scored examples (``source``: where it came from; ``calibration``: the folder whose
  maps gave the queue values).
* ``examples``: one scored row each (the JSON ``score`` wrote, as read), its example key, its position in the
  file, and the two queue values computed when it was added: ``uncertainty`` (the smallest |calibrated P − threshold|
  over its calibrated detectors × error types) and ``disagreement`` (the largest gap between two detectors' scores).
* ``annotators``: reviewer names (a label, not a login).
* ``actions``: every review action, append-only, with who (``annotator_id``) and when (``created_at``); an undo
  sets ``undone_at`` on the action it takes back. Kinds (``ACTION_KINDS``):

  ==========  =====================================================================================
  ``verdict`` on detector finding ``finding`` (its index in the row's ``findings``) or on an added finding
              (``target_id``): ``verdict`` accept | reject | change (``finding_type`` the new type)
  ``add``     a missed finding: ``finding_type``, ``span_start``/``span_end`` (response characters) and/or
              ``perspective``/``argument``
  ``label``   an example-level label: ``error_type`` hallucination | coverage, ``value`` 0/1
  ``note``    ``text`` (the latest note replaces earlier ones)
  ``tags``    ``tags`` (a JSON list; the latest list replaces earlier ones)
  ``settle``  the settled (gold) label of a disputed example: ``error_type``, ``value``
  ==========  =====================================================================================

* ``example_reviews``: one row per example with a live action: what agreement and the disagreement queue read of it
  (``detectors.review.state.Summary``: gold labels, disputed error types, effective labels, finding votes, the
  row's scores and flags) and two columns to select on (``reviewers``: how many reviewers have a state on it,
  ``disputed``). Derived from ``actions`` and the row: the store rewrites it in the transaction of every action
  and undo on the example (revision 0002 filled it for the actions stored before it).
"""
from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, Float, ForeignKey, Index, Integer, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship

ACTION_KINDS = ("verdict", "add", "label", "note", "tags", "settle")
VERDICTS = ("accept", "reject", "change")


def now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    pass


class Dataset(Base):
    __tablename__ = "datasets"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(200), unique=True)
    source: Mapped[str] = mapped_column(Text, default="")
    calibration: Mapped[str] = mapped_column(Text, default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)

    examples: Mapped[list[ExampleRow]] = relationship(back_populates="dataset", cascade="all, delete-orphan",
                                                      order_by="ExampleRow.position")


class ExampleRow(Base):
    __tablename__ = "examples"
    __table_args__ = (UniqueConstraint("dataset_id", "key", name="uq_examples_dataset_key"),
                      UniqueConstraint("dataset_id", "position", name="uq_examples_dataset_position"))

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    dataset_id: Mapped[int] = mapped_column(ForeignKey("datasets.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    key: Mapped[str] = mapped_column(String(200))
    row: Mapped[dict[str, Any]] = mapped_column(JSON)
    meta: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    uncertainty: Mapped[float | None] = mapped_column(Float, nullable=True)
    disagreement: Mapped[float | None] = mapped_column(Float, nullable=True)

    dataset: Mapped[Dataset] = relationship(back_populates="examples")


class Annotator(Base):
    __tablename__ = "annotators"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(100), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


class Action(Base):
    __tablename__ = "actions"
    __table_args__ = (Index("ix_actions_dataset_annotator", "dataset_id", "annotator_id"),
                      Index("ix_actions_example", "example_id"))

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    dataset_id: Mapped[int] = mapped_column(ForeignKey("datasets.id", ondelete="CASCADE"))
    example_id: Mapped[int] = mapped_column(ForeignKey("examples.id", ondelete="CASCADE"))
    annotator_id: Mapped[int] = mapped_column(ForeignKey("annotators.id"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    kind: Mapped[str] = mapped_column(String(20))
    finding: Mapped[int | None] = mapped_column(Integer, nullable=True)
    target_id: Mapped[int | None] = mapped_column(ForeignKey("actions.id", ondelete="CASCADE"), nullable=True)
    verdict: Mapped[str | None] = mapped_column(String(10), nullable=True)
    finding_type: Mapped[str | None] = mapped_column(String(20), nullable=True)
    span_start: Mapped[int | None] = mapped_column(Integer, nullable=True)
    span_end: Mapped[int | None] = mapped_column(Integer, nullable=True)
    perspective: Mapped[int | None] = mapped_column(Integer, nullable=True)
    argument: Mapped[int | None] = mapped_column(Integer, nullable=True)
    error_type: Mapped[str | None] = mapped_column(String(20), nullable=True)
    value: Mapped[int | None] = mapped_column(Integer, nullable=True)
    text: Mapped[str | None] = mapped_column(Text, nullable=True)
    tags: Mapped[list[str] | None] = mapped_column(JSON, nullable=True)
    undone_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), nullable=True)

    annotator: Mapped[Annotator] = relationship()
    example: Mapped[ExampleRow] = relationship()


class ExampleReviewRow(Base):
    __tablename__ = "example_reviews"
    __table_args__ = (Index("ix_example_reviews_dataset", "dataset_id", "disputed"),)

    example_id: Mapped[int] = mapped_column(ForeignKey("examples.id", ondelete="CASCADE"), primary_key=True,
                                            autoincrement=False)
    dataset_id: Mapped[int] = mapped_column(ForeignKey("datasets.id", ondelete="CASCADE"))
    reviewers: Mapped[int] = mapped_column(Integer)
    disputed: Mapped[bool] = mapped_column(Boolean)
    summary: Mapped[dict[str, Any]] = mapped_column(JSON)
