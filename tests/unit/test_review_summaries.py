"""The summaries the store keeps per reviewed example (``example_reviews``) are what a full replay gives, after
every kind of write and undo, on SQLite and PostgreSQL; revision 0002 fills them for a store made at 0001; the
agreement table read from them is the one computed from the rows and the actions."""
from __future__ import annotations

import numpy as np
import pytest
from alembic import command
from alembic.config import Config
from sqlalchemy import create_engine, insert, select, text

from detectors.review.agreement import agreement, agreement_of
from detectors.review.models import Action, Annotator, Dataset, ExampleRow, now
from detectors.review.queue import disputed_keys
from detectors.review.state import ReviewFacts, gold_of, replay
from detectors.review.store import MIGRATIONS, ReviewError, open_store
from tests.review_db import BACKENDS, postgres_server, review_url, run_at_once  # noqa: F401  (postgres_server: the fixture)
from tests.unit.test_review_store import scored_row


@pytest.fixture(params=BACKENDS)
def url(request, tmp_path):
    return review_url(request, request.param, tmp_path)


def canonical(facts):
    """The facts as sorted tuples naming examples and reviewers (the store reads rows in no set order)."""
    return facts.keys, {name: sorted(rows, key=repr) for name, rows in facts.as_rows().items()}


def stored(store, dataset):
    return canonical(store.review_facts(dataset))


def from_replay(store, dataset):
    """The summaries computed from the rows and the actions (what the store's summary tables should hold)."""
    return canonical(ReviewFacts.of(store.rows(dataset), replay(store.actions(dataset))))


def rows_with_flags(n):
    rows = []
    for i in range(n):
        r = scored_row(i, hallucination=(i * 37 % 10) / 10, coverage=(i * 53 % 10) / 10)
        r["scores"]["rouge"]["flagged"] = {"hallucination": i % 3 == 0, "coverage": i % 4 == 0}
        r["scores"]["classifier"] = {"hallucination": (i * 7 % 10) / 10, "coverage": None}
        rows.append(r)
    return rows


def test_every_write_and_undo_keeps_the_summaries(url):
    store = open_store(url)
    store.add_dataset("d", rows_with_flags(6))
    assert store.review_facts("d").keys == [] and store.disputed("d") == []
    store.verdict("d", "ex0", "ann", "accept", finding=0)
    store.verdict("d", "ex0", "bob", "reject", finding=0)
    store.verdict("d", "ex0", "cy", "change", finding=0, finding_type="altered")
    added = store.add_finding("d", "ex1", "ann", "omission", argument=(1, 0))
    store.verdict("d", "ex1", "bob", "change", target_id=added, finding_type="omission")
    store.set_label("d", "ex1", "bob", "hallucination", 0)
    store.set_label("d", "ex2", "ann", "hallucination", 1)
    store.set_label("d", "ex2", "bob", "hallucination", 0)  # ex2 disputed
    store.set_note("d", "ex3", "ann", "a note alone labels nothing")
    with store.together():
        store.set_label("d", "ex4", "cy", "coverage", 1)
        store.verdict("d", "ex4", "cy", "accept", finding=1)
    assert stored(store, "d") == from_replay(store, "d")
    assert store.review_facts("d").keys == ["ex0", "ex1", "ex2", "ex3", "ex4"]  # file order
    # ex0: ann keeps the unsupported finding, bob drops it (hallucination 1 against 0); ex2: explicit labels
    assert store.disputed("d") == disputed_keys(store, "d") == ["ex0", "ex2"]
    store.settle("d", "ex2", "dee", "hallucination", 1)  # settled: no longer disputed
    assert store.disputed("d") == ["ex0"]
    assert ("ex2", None, "hallucination", 1) in store.review_facts("d").as_rows()["labels"]  # the gold label
    store.undo("d", "dee")
    assert store.disputed("d") == ["ex0", "ex2"]
    store.undo("d", "ann")  # ann's newest: the note, ex3's only action: its summary goes
    assert "ex3" not in store.review_facts("d").keys
    store.undo("d", "ann")  # then the label on ex2, which is no longer disputed
    assert store.disputed("d") == ["ex0"]
    with store.engine.connect() as conn:
        assert conn.execute(text("select count(*) from example_reviews")).scalar() == 4  # ex0, ex1, ex2, ex4
        assert conn.execute(text("select count(*) from example_scores")).scalar() == 6 * 4  # 2 detectors × 2 types
    assert stored(store, "d") == from_replay(store, "d")
    store.set_label("d", "ex5", "ann", "hallucination", 1)  # gold hallucination labels of both classes: AUC
    assert stored(store, "d") == from_replay(store, "d")
    # the agreement table read from the summaries is the one computed from the rows and the actions
    reviews = replay(store.actions("d"))
    table = agreement(store.rows("d"), reviews, n_boot=50)
    assert agreement_of(store.review_facts("d"), n_boot=50) == table
    facts = store.review_facts("d")  # the examples' rows in another order (each example's kept): the same table
    rank = np.random.default_rng(1).random(len(facts.keys))
    shuffled = ReviewFacts(facts.keys, facts.reviewers, *(
        {col: values[np.argsort(rank[table["example"]], kind="stable")] for col, values in table.items()}
        for table in (facts.labels, facts.findings, facts.votes, facts.scores)))
    assert agreement_of(shuffled, n_boot=50) == table
    assert {(r.comparison, r.metric) for r in table} >= {("human vs rouge", "AUC"), ("human vs rouge", "kappa"),
                                                         ("human vs classifier", "AUC"), ("human vs human", "alpha"),
                                                         ("human vs findings", "F1")}
    store.close()


def test_writers_at_once_keep_one_examples_summary(url):
    """Two engines writing to the same examples at once: each summary is made from every committed action."""
    stores = [open_store(url), open_store(url)]
    stores[0].add_dataset("d", rows_with_flags(2))

    def work(store, name):
        for i in range(12):
            store.set_label("d", f"ex{i % 2}", name, "hallucination", i % 2)
            store.verdict("d", f"ex{i % 2}", name, "accept" if i % 3 else "reject", finding=i % 2)

    assert run_at_once(work, stores) == []
    assert stored(stores[0], "d") == from_replay(stores[0], "d")
    assert {who for key, who, _, _ in stores[0].review_facts("d").as_rows()["labels"] if key == "ex0"} == {None, "ann", "bob"}
    for s in stores:
        s.close()


def test_bulk_commits_in_parts_and_a_refused_write_leaves_nothing(url):
    store = open_store(url)
    store.add_dataset("d", rows_with_flags(5))
    with store.bulk(commit_every=2):
        for i in range(5):
            store.set_label("d", f"ex{i}", "ann", "hallucination", 1)
            if i == 2:
                with pytest.raises(ReviewError, match="no finding 7"):
                    with store.together():  # bob is a new name: made and taken back with the refused block
                        store.set_label("d", f"ex{i}", "bob", "coverage", 0)
                        store.verdict("d", f"ex{i}", "bob", "accept", finding=7)
                with pytest.raises(ReviewError, match="no example"):
                    store.set_label("d", "nope", "ann", "coverage", 0)
        store.set_note("d", "ex4", "bob", "after the refused block")
        assert store.actions("d") != []  # parts of two actions were committed on the way
    assert [(a.key, a.annotator) for a in store.actions("d")] == [(f"ex{i}", "ann") for i in range(5)] + [("ex4", "bob")]
    assert stored(store, "d") == from_replay(store, "d") and len(store.review_facts("d").keys) == 5
    with pytest.raises(RuntimeError, match="does not nest"):
        with store.bulk(), store.bulk():
            pass
    store.close()


def test_revision_0002_fills_the_summaries_of_a_store_made_at_0001(url):
    engine = create_engine(url)
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0001")
    rows = rows_with_flags(4)
    # a store as 0001 left it: rows and actions, no summaries (written with the 0001 columns only)
    with engine.begin() as conn:
        ds = conn.execute(insert(Dataset).values(name="old", source="", calibration="", created_at=now())
                          .returning(Dataset.id)).scalar_one()
        ids = [conn.execute(insert(ExampleRow).values(dataset_id=ds, position=i + 1, key=r["id"], row=r, meta={})
                            .returning(ExampleRow.id)).scalar_one() for i, r in enumerate(rows)]
        ann, bob = (conn.execute(insert(Annotator).values(name=n, created_at=now()).returning(Annotator.id)).scalar_one()
                    for n in ("ann", "bob"))
        acts = [dict(example_id=ids[0], annotator_id=ann, kind="label", error_type="hallucination", value=1),
                dict(example_id=ids[0], annotator_id=bob, kind="label", error_type="hallucination", value=0),
                dict(example_id=ids[1], annotator_id=ann, kind="verdict", finding=0, verdict="accept"),
                dict(example_id=ids[1], annotator_id=bob, kind="verdict", finding=0, verdict="change",
                     finding_type="altered"),
                dict(example_id=ids[2], annotator_id=ann, kind="note", text="only a note, then undone")]
        for a in acts:
            conn.execute(insert(Action).values(dataset_id=ds, created_at=now(), **a))
        conn.execute(insert(Action).values(dataset_id=ds, example_id=ids[3], annotator_id=bob, kind="label",
                                           error_type="coverage", value=1, created_at=now(), undone_at=now()))
    engine.dispose()
    store = open_store(url)  # upgrades to 0002: the summaries are filled
    with store.engine.connect() as conn:
        assert conn.execute(text("select version_num from alembic_version")).scalar() == "0002"
    assert store.review_facts("old").keys == ["ex0", "ex1", "ex2"]  # ex3's only action is undone
    assert stored(store, "old") == from_replay(store, "old")
    with store.engine.connect() as conn:  # every example's scores, reviewed or not
        assert conn.execute(text("select count(*) from example_scores")).scalar() == 4 * 4
    assert store.disputed("old") == ["ex0"]
    assert gold_of(store.row("old", "ex1"), replay(store.actions("old"))["ex1"]).findings[0]["type"] in ("unsupported", "altered")
    store.set_label("old", "ex0", "cy", "hallucination", 1)  # and the writes keep them from there
    assert stored(store, "old") == from_replay(store, "old")
    with store.engine.connect() as conn:
        assert conn.execute(select(ExampleRow.key).order_by(ExampleRow.position)).scalars().all() == [r["id"] for r in rows]
    store.close()
