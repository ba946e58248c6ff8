"""The review store: open it (migrations applied), add datasets, record review actions, read them back.

Where: ``open_store(url)`` takes any SQLAlchemy URL (``postgresql+psycopg://user@host/db`` for a team store);
without one, ``$FAITHSCOPE_DB`` (a URL or a file path), else the SQLite file ``review.sqlite`` in the Faithscope
home folder (``detectors.core.paths.home_dir``). Opening runs the Alembic migrations up to the newest revision,
so an empty database gets the schema and an older one is upgraded.

Every write is one transaction (``Session.begin()``), through the ORM only. On SQLite the store takes the write
lock at the start of a writing transaction (``BEGIN IMMEDIATE``) and waits up to 30 s for another writer
(``busy_timeout``), in WAL mode so readers never wait: two reviewers saving at once are serialized, neither write
is lost. A write that loses a race to create the same annotator name is retried once.

Every action and undo also rewrites, in its transaction, its example's summary rows (``state.Summary``: effective
and gold labels, gold decisions on findings, each reviewer's kept/dropped), made from the example's live actions
with the example's row locked (``SELECT … FOR UPDATE`` on PostgreSQL), so agreement (``review_facts``) and the
disagreement queue (``disputed``) read a few small columns instead of replaying every action over every scored row.
``bulk()`` (imports) checks each action or ``together()`` block as it comes and writes the accepted ones many to a
statement, each example's summary once per part, one commit per ``BULK_COMMIT`` actions.
"""
from __future__ import annotations

import gc
import os
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
from alembic import command
from alembic.config import Config
from sqlalchemy import Engine, Select, case, create_engine, delete, event, func, insert, select, update
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from detectors.calibration import Calibration, annotate_scores
from detectors.core.paths import home_dir
from detectors.core.result import ERROR_TYPES
from detectors.core.scored import example_of
from detectors.findings.types import FINDING_TYPES
from detectors.review.models import (
    SUMMARY_TABLES,
    Action,
    Annotator,
    Base,
    Dataset,
    ExampleReviewRow,
    ExampleRow,
    ExampleScore,
    ReviewFinding,
    ReviewLabel,
    ReviewVote,
    now,
)
from detectors.review.state import ActionRecord, ReviewFacts, fact_table, record_of, replay, score_facts, summarize
from detectors.review.values import queue_values

DB_ENV = "FAITHSCOPE_DB"
DB_FILE = "review.sqlite"
MIGRATIONS = Path(__file__).resolve().parent / "migrations"
MAX_NAME = 100
MAX_NOTE = 10_000
MAX_TAGS, MAX_TAG = 20, 50
BULK_COMMIT = 2000  # actions per commit inside bulk()

T = TypeVar("T")


class ReviewError(ValueError):
    """A review action or dataset the store refuses; the message says why."""


def db_url(url: str | None = None) -> str:
    """``url``, else ``$FAITHSCOPE_DB``, else the SQLite file in the home folder. A plain path means a SQLite file."""
    url = (url or os.environ.get(DB_ENV, "")).strip()
    if url and "://" in url:
        return url
    path = Path(url).expanduser() if url else home_dir() / DB_FILE
    path.parent.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{path.resolve()}"


def describe_url(url: str) -> str:
    """The URL with its password hidden (for messages and the page)."""
    return make_url(url).render_as_string(hide_password=True)


@dataclass(frozen=True)
class DatasetInfo:
    name: str
    source: str
    calibration: str
    n_examples: int
    created_at: datetime


@dataclass(frozen=True)
class QueueRow:
    """What ordering the queue needs of one example (never its whole row)."""

    key: str
    position: int
    uncertainty: float | None
    disagreement: float | None
    meta: dict[str, Any]


def _sqlite_setup(engine: Engine) -> None:
    """Foreign keys on, WAL, a 30 s busy timeout, and BEGIN IMMEDIATE for writing transactions (see module doc)."""

    @event.listens_for(engine, "connect")
    def _connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # pysqlite must not issue its own BEGIN: the "begin" hook below does
        cur = dbapi_conn.cursor()
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA busy_timeout=30000")
        if engine.url.database not in (None, "", ":memory:"):
            cur.execute("PRAGMA journal_mode=WAL")
        cur.close()

    @event.listens_for(engine, "begin")
    def _begin(conn: Any) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if conn.get_execution_options().get("review_write") else "BEGIN")


def _upgrade(engine: Engine) -> None:
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")


def open_store(url: str | None = None, echo: bool = False) -> ReviewStore:
    """The store at ``url`` (see ``db_url``), its schema migrated to the newest revision."""
    resolved = db_url(url)
    engine = create_engine(resolved, echo=echo)
    if engine.dialect.name == "sqlite":
        _sqlite_setup(engine)
    _upgrade(engine)
    return ReviewStore(engine)


class ReviewStore:
    def __init__(self, engine: Engine):
        self.engine = engine
        self._read = sessionmaker(engine, expire_on_commit=False)
        self._write = sessionmaker(engine.execution_options(review_write=True), expire_on_commit=False)
        self._local = threading.local()  # together()'s pending actions, per thread (the app shares one store)

    @property
    def url(self) -> str:
        return describe_url(self.engine.url.render_as_string(hide_password=False))

    def close(self) -> None:
        self.engine.dispose()

    # ------------------------------------------------------------------ transactions
    def _writing(self, fn: Callable[[Session], T]) -> T:
        """Run ``fn`` in one writing transaction (inside ``bulk()``: a savepoint of the bulk's transaction, after the
        actions it holds are written); retried once when it lost a race on a unique name."""
        bulk: _Bulk | None = getattr(self._local, "bulk", None)
        for attempt in (0, 1):
            try:
                if bulk is not None:
                    self._flush_bulk(bulk)
                    with bulk.session.begin_nested():
                        return fn(bulk.session)
                with self._write.begin() as s:
                    return fn(s)
            except IntegrityError:
                if attempt:
                    raise
        raise AssertionError("unreachable")

    @contextmanager
    def bulk(self, commit_every: int = BULK_COMMIT) -> Iterator[None]:
        """Writes by this thread inside the block share one transaction, committed each time ``commit_every``
        actions wait and when the block ends (an exception out of the block rolls back what is not committed).
        An action (or a ``together()`` block) is checked at once, as on its own: a refused one raises ReviewError
        and leaves nothing; the accepted ones are written many to one statement, and each example's summary once.
        Their ids are not known (the methods return -1). For imports: a commit costs a disk sync, and on SQLite
        the other writers wait at most one part for the lock."""
        if getattr(self._local, "bulk", None) is not None or getattr(self._local, "batch", None) is not None:
            raise RuntimeError("bulk() does not nest, nor go inside together()")
        bulk = _Bulk(self._write(), commit_every)
        self._local.bulk = bulk
        try:
            yield
            self._flush_bulk(bulk, commit=True)
        except BaseException:
            bulk.session.rollback()
            raise
        finally:
            self._local.bulk = None
            bulk.session.close()

    def _flush_bulk(self, bulk: _Bulk, commit: bool = False) -> None:
        if bulk.pending:
            self._insert(bulk.session, bulk.pending)
            bulk.pending = []
        if commit:
            bulk.session.commit()
            bulk.session.expunge_all()
            bulk.examples.clear()  # their locks end with the transaction: the next part locks them again

    def _dataset(self, s: Session, name: str) -> Dataset:
        ds = s.scalar(select(Dataset).where(Dataset.name == name))
        if ds is None:
            raise ReviewError(f"no dataset named {name!r} in the review store")
        return ds

    def _example(self, s: Session, dataset: str, key: str, lock: bool = False) -> ExampleRow:
        """(``lock``: its row locked until the transaction ends, on PostgreSQL: the writes to one example's actions and
        summary take turns, so each summary is made from every committed action; SQLite has one writer anyway.)"""
        q = select(ExampleRow).join(Dataset).where(Dataset.name == dataset, ExampleRow.key == key)
        ex = s.scalar(q.with_for_update(of=ExampleRow) if lock else q)
        if ex is None:
            raise ReviewError(f"no example {key!r} in dataset {dataset!r}")
        return ex

    @staticmethod
    def _annotator(s: Session, name: str) -> Annotator:
        name = check_name(name, "annotator")
        ann = s.scalar(select(Annotator).where(Annotator.name == name))
        if ann is None:
            ann = Annotator(name=name, created_at=now())
            s.add(ann)
            s.flush()  # a concurrent insert of the same name fails here: _writing retries
        return ann

    # ------------------------------------------------------------------ datasets
    def datasets(self) -> list[DatasetInfo]:
        with self._read.begin() as s:
            counts = dict(s.execute(select(ExampleRow.dataset_id, func.count()).group_by(ExampleRow.dataset_id)).all())
            return [DatasetInfo(d.name, d.source, d.calibration, counts.get(d.id, 0), d.created_at)
                    for d in s.scalars(select(Dataset).order_by(Dataset.created_at, Dataset.id))]

    def add_dataset(self, name: str, rows: Iterable[dict[str, Any]], source: str = "",
                    calibration: Calibration | None = None) -> tuple[list[str], list[str]]:
        """Add ``rows`` (scored rows or plain examples) to dataset ``name``, creating it if needed.

        Returns (keys added, keys already there): an example whose key the dataset holds is kept as it is, so
        sending the same run twice adds nothing. Every row must be a valid example (``example_of``): the caller
        reports invalid lines (``detectors.review.gold.read_rows``). With a ``calibration``, the rows' scores get its
        ``calibrated``/``flagged`` annotations (``annotate_scores``) and the queue values its maps. One transaction."""
        name = check_name(name, "dataset", 200)
        prepared = []
        for row in rows:
            key = example_of(row).key()
            if calibration is not None and isinstance(row.get("scores"), dict):
                row = {**row, "scores": annotate_scores(row["scores"], calibration)}  # the flags agreement reads
            unc, gap = queue_values(row, calibration)
            prepared.append((key, row, unc, gap))

        def write(s: Session) -> tuple[list[str], list[str]]:
            ds = s.scalar(select(Dataset).where(Dataset.name == name))
            if ds is None:
                ds = Dataset(name=name, source=source, calibration=calibration.source if calibration else "",
                             created_at=now())
                s.add(ds)
                s.flush()
            have = set(s.scalars(select(ExampleRow.key).where(ExampleRow.dataset_id == ds.id)))
            start = (s.scalar(select(func.max(ExampleRow.position)).where(ExampleRow.dataset_id == ds.id)) or 0)
            added, kept = [], []
            new: list[tuple[ExampleRow, dict[str, Any]]] = []
            for key, row, unc, gap in prepared:
                if key in have:
                    kept.append(key)
                    continue
                have.add(key)
                start += 1
                ex = ExampleRow(dataset_id=ds.id, position=start, key=key, row=row, meta=dict(row.get("meta") or {}),
                                uncertainty=unc, disagreement=gap)
                s.add(ex)
                new.append((ex, row))
                added.append(key)
            s.flush()
            scores = [{"example_id": ex.id, "dataset_id": ds.id, "detector": d, "error_type": err, "score": x,
                       "flagged": f} for ex, row in new for d, err, x, f in score_facts(row)]
            if scores:
                s.execute(insert(ExampleScore), scores)
            return added, kept

        return self._writing(write)

    def rows(self, dataset: str, keys: Sequence[str] | None = None) -> dict[str, dict[str, Any]]:
        """{key: scored row} of the dataset (of ``keys`` only, when given), in file order."""
        with self._read.begin() as s:
            ds = self._dataset(s, dataset)
            q = select(ExampleRow.key, ExampleRow.row).where(ExampleRow.dataset_id == ds.id)
            wanted = set(keys) if keys is not None else None
            if wanted is not None and len(wanted) <= 500:  # a long IN list would pass SQLite's variable limit
                q = q.where(ExampleRow.key.in_(sorted(wanted)))
            return {k: r for k, r in s.execute(q.order_by(ExampleRow.position)).all() if wanted is None or k in wanted}

    def rows_order(self, dataset: str) -> list[str]:
        """The dataset's keys in file order."""
        with self._read.begin() as s:
            ds = self._dataset(s, dataset)
            return list(s.scalars(select(ExampleRow.key).where(ExampleRow.dataset_id == ds.id).order_by(ExampleRow.position)))

    def row(self, dataset: str, key: str) -> dict[str, Any]:
        with self._read.begin() as s:
            return dict(self._example(s, dataset, key).row)

    def queue_rows(self, dataset: str) -> list[QueueRow]:
        with self._read.begin() as s:
            ds = self._dataset(s, dataset)
            q = (select(ExampleRow.key, ExampleRow.position, ExampleRow.uncertainty, ExampleRow.disagreement, ExampleRow.meta)
                 .where(ExampleRow.dataset_id == ds.id).order_by(ExampleRow.position))
            return [QueueRow(*t) for t in s.execute(q)]

    # ------------------------------------------------------------------ reading the summaries
    def review_facts(self, dataset: str) -> ReviewFacts:
        """The summaries of the dataset's reviewed examples and their scores (``state.ReviewFacts``; kept by every
        write): what ``agreement.agreement_of`` reads, without a scored row or an action. Read as Core rows and
        turned into column arrays at once (some 100,000 small rows for 10,000 examples × 3 reviewers)."""
        with self._read.begin() as s, _collector_paused():
            ds = self._dataset(s, dataset)
            conn = s.connection()
            reviewed = conn.execute(
                select(ExampleRow.id, ExampleRow.key).join(ExampleReviewRow, ExampleReviewRow.example_id == ExampleRow.id)
                .where(ExampleReviewRow.dataset_id == ds.id, ExampleReviewRow.reviewers > 0)
                .order_by(ExampleRow.position)).all()
            annotators = conn.execute(select(Annotator.id, Annotator.name).order_by(Annotator.name)).all()
            example_at = _lookup([id_ for id_, _ in reviewed])  # example id → its index in keys, -1: not reviewed
            reviewer_at = _lookup([id_ for id_, _ in annotators])  # annotator id → its index in the sorted names

            def facts(name: str, table: Any, *columns: Any) -> dict[str, np.ndarray]:
                rows = conn.execute(select(table.example_id, *columns).where(table.dataset_id == ds.id)
                                    .order_by(table.id)).all()  # each example's rows as written
                cols = list(zip(*rows)) if rows else [() for _ in range(len(columns) + 1)]
                example = example_at(np.asarray(cols[0], np.int64))
                out = fact_table(name, columns=[example, *cols[1:]])
                if "reviewer" in out:
                    out["reviewer"] = np.where(out["reviewer"] < 0, -1, reviewer_at(out["reviewer"]))
                return {col: values[example >= 0] for col, values in out.items()}

            labels = facts("labels", ReviewLabel, func.coalesce(ReviewLabel.annotator_id, -1), ReviewLabel.error_type,
                           ReviewLabel.value)
            findings = facts("findings", ReviewFinding, func.coalesce(ReviewFinding.position, -1), ReviewFinding.type,
                             ReviewFinding.gold)
            votes = facts("votes", ReviewVote, ReviewVote.position, ReviewVote.annotator_id, ReviewVote.kept)
            flag = case((ExampleScore.flagged.is_(None), -1), (ExampleScore.flagged.is_(True), 1), else_=0)
            scores = facts("scores", ExampleScore, ExampleScore.detector, ExampleScore.error_type, ExampleScore.score, flag)
            return ReviewFacts([key for _, key in reviewed], [name for _, name in annotators], labels, findings, votes,
                               scores)

    def disputed(self, dataset: str) -> list[str]:
        """Keys of the examples whose reviewers disagree on a label nobody settled, in file order."""
        with self._read.begin() as s:
            ds = self._dataset(s, dataset)
            q = (select(ExampleRow.key).select_from(ExampleReviewRow)
                 .join(ExampleRow, ExampleReviewRow.example_id == ExampleRow.id)
                 .where(ExampleReviewRow.dataset_id == ds.id, ExampleReviewRow.disputed.is_(True))
                 .order_by(ExampleRow.position))
            return list(s.scalars(q))

    # ------------------------------------------------------------------ reading actions
    def actions(self, dataset: str, key: str | None = None, annotator: str | None = None,
                include_undone: bool = False, after_id: int | None = None) -> list[ActionRecord]:
        """Actions on the dataset (one example's, one annotator's, those after ``after_id``), oldest first; undone ones
        left out unless asked. Reads columns, not entities."""
        with self._read.begin() as s:
            ds = self._dataset(s, dataset)
            q = _actions_query().where(Action.dataset_id == ds.id)
            if after_id is not None:
                q = q.where(Action.id > after_id)
            if key is not None:
                q = q.where(ExampleRow.key == key)
            if annotator is not None:
                q = q.where(Annotator.name == annotator)
            if not include_undone:
                q = q.where(Action.undone_at.is_(None))
            return [record_of(r) for r in s.execute(q.order_by(Action.id)).all()]

    def undone_ids(self, dataset: str) -> set[int]:
        """Ids of the dataset's undone actions."""
        with self._read.begin() as s:
            ds = self._dataset(s, dataset)
            return set(s.scalars(select(Action.id).where(Action.dataset_id == ds.id, Action.undone_at.is_not(None))))

    def reviewed(self, dataset: str) -> dict[str, set[str]]:
        """{annotator: keys of the examples they acted on} (undone actions do not count)."""
        with self._read.begin() as s:
            ds = self._dataset(s, dataset)
            q = (select(Annotator.name, ExampleRow.key).distinct()
                 .join(Action, Action.annotator_id == Annotator.id).join(ExampleRow, Action.example_id == ExampleRow.id)
                 .where(Action.dataset_id == ds.id, Action.undone_at.is_(None)))
            out: dict[str, set[str]] = {}
            for name, key in s.execute(q):
                out.setdefault(name, set()).add(key)
            return out

    def annotators(self) -> list[str]:
        with self._read.begin() as s:
            return list(s.scalars(select(Annotator.name).order_by(Annotator.name)))

    # ------------------------------------------------------------------ writing actions
    def _record_action(self, dataset: str, key: str, annotator: str, kind: str,
                       check: Callable[[Session, dict[str, Any]], None] | None = None, **fields: Any) -> int:
        item = (dataset, key, annotator, kind, check, fields)
        batch = getattr(self._local, "batch", None)
        if batch is not None:  # inside together(): written when the block ends
            batch.append(item)
            return -1
        bulk: _Bulk | None = getattr(self._local, "bulk", None)
        if bulk is not None:  # inside bulk(): checked now, written with the others
            self._queue(bulk, [item])
            return -1
        return self._writing(lambda s: self._insert(s, self._prepare(s, [item]))[0])

    def _prepare(self, s: Session, items: Sequence[_Item], bulk: _Bulk | None = None) -> list[_Pending]:
        """Check ``items`` (ReviewError on the first refused one) and resolve their example (locked: ``_example``) and
        annotator; nothing is written but a new annotator name. ``bulk``: its examples and annotators are reused."""
        examples = bulk.examples if bulk is not None else {}
        annotators = bulk.annotators if bulk is not None else {}
        out = []
        for dataset, key, annotator, kind, check, fields in items:
            ex = examples.get((dataset, key))
            if ex is None:
                ex = examples[dataset, key] = self._example(s, dataset, key, lock=True)
            if check is not None:
                check(s, ex.row)
            ann_id = annotators.get(annotator)
            if ann_id is None:
                ann_id = annotators[annotator] = self._annotator(s, annotator).id
            out.append(_Pending(ex, {"dataset_id": ex.dataset_id, "example_id": ex.id, "annotator_id": ann_id,
                                     "kind": kind, "created_at": now(), **fields}))
        return out

    def _queue(self, bulk: _Bulk, items: Sequence[_Item]) -> None:
        """Inside ``bulk()``: check ``items`` together (a new annotator name in a savepoint, so a refused block
        leaves nothing) and hold them for the next write of the bulk."""
        for attempt in (0, 1):
            known = dict(bulk.examples), dict(bulk.annotators)
            try:
                with bulk.session.begin_nested():
                    pending = self._prepare(bulk.session, items, bulk)
                break
            except BaseException as err:
                bulk.examples, bulk.annotators = known  # what the savepoint's rollback took back (a lock, a new name)
                if attempt or not isinstance(err, IntegrityError):
                    raise
        bulk.pending.extend(pending)
        if len(bulk.pending) >= bulk.commit_every:
            self._flush_bulk(bulk, commit=True)

    def _insert(self, s: Session, pending: Sequence[_Pending]) -> list[int]:
        """Write checked actions (one statement; their ids when there is one) and rewrite their examples' summaries."""
        if len(pending) == 1:
            ids = [s.execute(insert(Action).returning(Action.id), pending[0].values).scalar_one()]
        else:
            s.execute(insert(Action), [p.values for p in pending])
            ids = []
        self._summarize(s, list({p.example.id: p.example for p in pending}.values()))
        return ids

    @staticmethod
    def _summarize(s: Session, examples: Sequence[ExampleRow]) -> None:
        """Rewrite the examples' summary rows (``state.Summary.rows``) from their live actions, in the writing
        transaction, each example locked (``_example``); an example with no live action left has none."""
        records: list[ActionRecord] = []
        for part in range(0, len(examples), 500):  # an IN list within every database's limit on parameters
            ids = [ex.id for ex in examples[part:part + 500]]
            for table in SUMMARY_TABLES:
                s.execute(delete(Base.metadata.tables[table]).where(Base.metadata.tables[table].c.example_id.in_(ids)))
            records += [record_of(r) for r in s.execute(_actions_query().where(Action.example_id.in_(ids),
                                                                                Action.undone_at.is_(None)))]
        records.sort(key=lambda r: r.id)
        reviews = replay(records)
        names = {a.annotator for a in records}
        annotators: dict[str, int] = {}
        if names:
            annotators = {name: id_ for name, id_ in s.execute(select(Annotator.name, Annotator.id)
                                                                 .where(Annotator.name.in_(names)))}
        new: dict[str, list[dict[str, Any]]] = {t: [] for t in SUMMARY_TABLES}
        for ex in examples:
            review = reviews.get(ex.key)
            if review is not None:
                for table, rows in summarize(ex.row, review).rows(ex.id, ex.dataset_id, annotators).items():
                    new[table] += rows
        for table, rows in new.items():
            if rows:
                s.execute(insert(Base.metadata.tables[table]), rows)

    @contextmanager
    def together(self) -> Iterator[None]:
        """The actions recorded inside the block (by this thread) are written in one transaction when it ends: all
        or none (a refused one raises ReviewError and nothing of the block is stored). Their ids are not known
        inside the block (the methods return -1). For imports: all of one reviewer's review of an example or none
        (inside ``bulk()``, the block is checked when it ends and written with the bulk's next part)."""
        if getattr(self._local, "batch", None) is not None:
            raise RuntimeError("together() blocks do not nest")
        self._local.batch = []
        try:
            yield
            batch = self._local.batch
        finally:
            self._local.batch = None
        if not batch:
            return
        bulk: _Bulk | None = getattr(self._local, "bulk", None)
        if bulk is not None:
            self._queue(bulk, batch)
        else:
            self._writing(lambda s: self._insert(s, self._prepare(s, batch)))

    def verdict(self, dataset: str, key: str, annotator: str, verdict: str, finding: int | None = None,
                target_id: int | None = None, finding_type: str | None = None) -> int:
        """accept / reject / change (to ``finding_type``) detector finding ``finding`` or added finding ``target_id``."""
        if verdict not in ("accept", "reject", "change"):
            raise ReviewError(f"unknown verdict {verdict!r}: accept, reject or change")
        if (finding is None) == (target_id is None):
            raise ReviewError("a verdict is on one finding: give finding (a detector finding) or target_id (an added one)")
        if verdict == "change":
            check_type(finding_type)
        elif finding_type is not None:
            raise ReviewError("only a change verdict takes a finding type")

        def check(s: Session, row: dict[str, Any]) -> None:
            if finding is not None:
                findings = row.get("findings") or []
                if not 0 <= finding < len(findings):
                    raise ReviewError(f"example {key!r} has no finding {finding} (it has {len(findings)})")
            else:
                target = s.get(Action, target_id)
                if target is None or target.kind != "add" or target.undone_at is not None or target.example.key != key:
                    raise ReviewError(f"no added finding {target_id} on example {key!r}")

        return self._record_action(dataset, key, annotator, "verdict", check, verdict=verdict, finding=finding,
                                   target_id=target_id, finding_type=finding_type)

    def add_finding(self, dataset: str, key: str, annotator: str, finding_type: str,
                    span: tuple[int, int] | None = None, argument: tuple[int, int] | None = None) -> int:
        """A finding the detectors missed: its type, response characters ``span`` and/or given ``argument``."""
        check_type(finding_type)
        if finding_type == "omission" and argument is None:
            raise ReviewError("an omission names the given argument the response leaves out")
        if finding_type != "omission" and span is None:
            raise ReviewError(f"a {finding_type} finding names the response characters it covers (span)")

        def check(_s: Session, row: dict[str, Any]) -> None:
            ex = example_of(row)
            if span is not None and not 0 <= span[0] < span[1] <= len(ex.response):
                raise ReviewError(f"span {list(span)} is not inside the response (0 to {len(ex.response)})")
            if argument is not None:
                p, a = argument
                if not (0 <= p < len(ex.perspectives) and 0 <= a < len(ex.perspectives[p].arguments)):
                    raise ReviewError(f"example {key!r} has no argument {list(argument)}")

        return self._record_action(dataset, key, annotator, "add", check, finding_type=finding_type,
                                   span_start=span[0] if span else None, span_end=span[1] if span else None,
                                   perspective=argument[0] if argument else None,
                                   argument=argument[1] if argument else None)

    def set_label(self, dataset: str, key: str, annotator: str, error_type: str, value: int) -> int:
        check_label(error_type, value)
        return self._record_action(dataset, key, annotator, "label", error_type=error_type, value=int(value))

    def settle(self, dataset: str, key: str, annotator: str, error_type: str, value: int) -> int:
        """The settled (gold) label of ``error_type`` on a disputed example."""
        check_label(error_type, value)
        return self._record_action(dataset, key, annotator, "settle", error_type=error_type, value=int(value))

    def set_note(self, dataset: str, key: str, annotator: str, text: str) -> int:
        text = str(text)
        if len(text) > MAX_NOTE:
            raise ReviewError(f"a note holds at most {MAX_NOTE:,} characters (this one has {len(text):,})")
        return self._record_action(dataset, key, annotator, "note", text=text)

    def set_tags(self, dataset: str, key: str, annotator: str, tags: Iterable[str]) -> int:
        return self._record_action(dataset, key, annotator, "tags", tags=clean_tags(tags))

    def undo(self, dataset: str, annotator: str) -> ActionRecord | None:
        """Take back ``annotator``'s newest action on the dataset that is not undone yet (None: nothing to undo)."""
        def write(s: Session) -> ActionRecord | None:
            ds = self._dataset(s, dataset)
            ann = s.scalar(select(Annotator).where(Annotator.name == annotator))
            if ann is None:
                return None
            while True:
                last = s.scalar(select(Action).where(Action.dataset_id == ds.id, Action.annotator_id == ann.id,
                                                     Action.undone_at.is_(None)).order_by(Action.id.desc()).limit(1))
                if last is None:
                    return None
                ex = s.scalar(select(ExampleRow).where(ExampleRow.id == last.example_id).with_for_update(of=ExampleRow))
                # Conditional update: of two undos racing for one action, one wins and the other takes the next one.
                done = s.execute(update(Action).where(Action.id == last.id, Action.undone_at.is_(None))
                                 .values(undone_at=now()).execution_options(synchronize_session=False))
                if getattr(done, "rowcount", 1):
                    row = s.execute(_actions_query().where(Action.id == last.id)).one()
                    if ex is not None:
                        self._summarize(s, [ex])
                    return record_of(row)

        return self._writing(write)


_ACTION_COLUMNS = (Action.id, Action.created_at, Action.kind, Action.finding, Action.target_id, Action.verdict,
                   Action.finding_type, Action.span_start, Action.span_end, Action.perspective, Action.argument,
                   Action.error_type, Action.value, Action.text, Action.tags, Action.undone_at)


@contextmanager
def _collector_paused() -> Iterator[None]:
    """Python's cyclic garbage collector off for the block (reference counting still frees everything). A block that
    makes some 100,000 small acyclic objects (database rows) otherwise sets off collections that walk the whole heap
    each time: in a process holding a dataset's rows that tripled ``review_facts``' time (benchmarks/review_speed.py)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _lookup(ids: Sequence[int]) -> Callable[[np.ndarray], np.ndarray]:
    """A vectorised map from ``ids`` (database ids) to their positions in ``ids``; -1 for any other id."""
    table = np.full(max(ids, default=-1) + 2, -1, np.int64)
    table[np.asarray(ids, np.int64)] = np.arange(len(ids))

    def at(values: np.ndarray) -> np.ndarray:
        return table[np.where((values >= 0) & (values < len(table)), values, len(table) - 1)]

    return at


def _actions_query() -> Select[*tuple[Any, ...]]:
    """Actions' columns + example key + annotator name, as ``state.record_of`` reads them."""
    return (select(*_ACTION_COLUMNS, ExampleRow.key, Annotator.name)
            .join(ExampleRow, Action.example_id == ExampleRow.id).join(Annotator, Action.annotator_id == Annotator.id))


_Item = tuple[str, str, str, str, Callable[[Session, dict[str, Any]], None] | None, dict[str, Any]]  # _record_action's


@dataclass
class _Pending:
    """An action checked and ready to write: its example and the ``actions`` row's values."""

    example: ExampleRow
    values: dict[str, Any]


@dataclass
class _Bulk:
    session: Session
    commit_every: int
    pending: list[_Pending] = field(default_factory=list)
    examples: dict[tuple[str, str], ExampleRow] = field(default_factory=dict)  # locked in this part's transaction
    annotators: dict[str, int] = field(default_factory=dict)


def check_name(name: str, what: str, limit: int = MAX_NAME) -> str:
    name = " ".join(str(name or "").split())
    if not name:
        raise ReviewError(f"the {what} name is empty")
    if len(name) > limit:
        raise ReviewError(f"the {what} name is longer than {limit} characters")
    return name


def check_type(finding_type: str | None) -> None:
    if finding_type not in FINDING_TYPES:
        raise ReviewError(f"unknown finding type {finding_type!r}: one of {', '.join(FINDING_TYPES)}")


def check_label(error_type: str, value: int) -> None:
    if error_type not in ERROR_TYPES:
        raise ReviewError(f"unknown error type {error_type!r}: {' or '.join(ERROR_TYPES)}")
    if value not in (0, 1) or isinstance(value, bool):
        raise ReviewError(f"a label is 0 or 1, not {value!r}")


def clean_tags(tags: Iterable[str]) -> list[str]:
    out: list[str] = []
    for t in tags:
        t = " ".join(str(t).split())
        if not t or t in out:
            continue
        if len(t) > MAX_TAG:
            raise ReviewError(f"a tag holds at most {MAX_TAG} characters: {t[:20]!r}…")
        out.append(t)
    if len(out) > MAX_TAGS:
        raise ReviewError(f"at most {MAX_TAGS} tags per example")
    return out
