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

* ``example_scores``: each example's raw score and flag per detector and error type, written with the example.
* ``example_reviews``, ``review_labels``, ``review_findings``, ``review_votes``: per example with a live action,
  what agreement and the disagreement queue read of it (``detectors.review.state.Summary``: reviewers, disputed,
  effective and gold labels, gold decisions on findings, each reviewer's kept/dropped). Derived from ``actions``
  and the row: the store rewrites an example's rows in the transaction of every action and undo on it.

Revision 0002 added the last five and filled them for the examples and actions stored before it.
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


class ExampleScore(Base):
    """A row's raw score and flag per detector and error type (``state.score_facts``), written with the example."""

    __tablename__ = "example_scores"
    __table_args__ = (Index("ix_example_scores_example", "example_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    example_id: Mapped[int] = mapped_column(ForeignKey("examples.id", ondelete="CASCADE"))
    dataset_id: Mapped[int] = mapped_column(ForeignKey("datasets.id", ondelete="CASCADE"), index=True)
    detector: Mapped[str] = mapped_column(String(100))
    error_type: Mapped[str] = mapped_column(String(20))
    score: Mapped[float | None] = mapped_column(Float, nullable=True)
    flagged: Mapped[bool | None] = mapped_column(Boolean, nullable=True)


class ExampleReviewRow(Base):
    """One per example with a live action (``state.Summary``): how many reviewers, disputed or not."""

    __tablename__ = "example_reviews"
    __table_args__ = (Index("ix_example_reviews_dataset", "dataset_id", "disputed"),)

    example_id: Mapped[int] = mapped_column(ForeignKey("examples.id", ondelete="CASCADE"), primary_key=True,
                                            autoincrement=False)
    dataset_id: Mapped[int] = mapped_column(ForeignKey("datasets.id", ondelete="CASCADE"))
    reviewers: Mapped[int] = mapped_column(Integer)
    disputed: Mapped[bool] = mapped_column(Boolean)


class ReviewLabel(Base):
    """A reviewer's effective label of an example, or its gold label (``annotator_id`` None): ``Summary.labels``."""

    __tablename__ = "review_labels"
    __table_args__ = (Index("ix_review_labels_example", "example_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    example_id: Mapped[int] = mapped_column(ForeignKey("examples.id", ondelete="CASCADE"))
    dataset_id: Mapped[int] = mapped_column(ForeignKey("datasets.id", ondelete="CASCADE"), index=True)
    annotator_id: Mapped[int | None] = mapped_column(ForeignKey("annotators.id"), nullable=True)
    error_type: Mapped[str] = mapped_column(String(20))
    value: Mapped[int] = mapped_column(Integer)


class ReviewFinding(Base):
    """A detector finding's gold decision, or an added gold finding (``position`` None): ``Summary.findings``."""

    __tablename__ = "review_findings"
    __table_args__ = (Index("ix_review_findings_example", "example_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    example_id: Mapped[int] = mapped_column(ForeignKey("examples.id", ondelete="CASCADE"))
    dataset_id: Mapped[int] = mapped_column(ForeignKey("datasets.id", ondelete="CASCADE"), index=True)
    position: Mapped[int | None] = mapped_column(Integer, nullable=True)
    type: Mapped[str | None] = mapped_column(String(20), nullable=True)
    gold: Mapped[str | None] = mapped_column(String(20), nullable=True)


class ReviewVote(Base):
    """A reviewer's kept (1) or dropped (0) on a detector finding: ``Summary.votes``."""

    __tablename__ = "review_votes"
    __table_args__ = (Index("ix_review_votes_example", "example_id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    example_id: Mapped[int] = mapped_column(ForeignKey("examples.id", ondelete="CASCADE"))
    dataset_id: Mapped[int] = mapped_column(ForeignKey("datasets.id", ondelete="CASCADE"), index=True)
    position: Mapped[int] = mapped_column(Integer)
    annotator_id: Mapped[int] = mapped_column(ForeignKey("annotators.id"))
    kept: Mapped[int] = mapped_column(Integer)


SUMMARY_TABLES = ("example_reviews", "review_labels", "review_findings", "review_votes")  # Summary.rows's tables
