"""The review store on SQLite and on a real PostgreSQL server: migrations, round trips, validation, undo, two writers."""
from __future__ import annotations

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from sqlalchemy import inspect, text

from detectors.review.models import Base
from detectors.review.state import gold_of, replay
from detectors.review.store import ReviewError, db_url, open_store
from tests.factories import make_example
from tests.review_db import BACKENDS, postgres_server, review_url, run_at_once  # noqa: F401  (postgres_server: the fixture)

RESPONSE = "Zoos save endangered species, but captivity stresses wild animals. Zoos are also cheap."


def scored_row(i: int, hallucination: float = 0.2, coverage: float = 0.3, findings: list | None = None) -> dict:
    ex = make_example(id=f"ex{i}", response=RESPONSE, meta={"topic_group": "a" if i % 2 else "b"})
    return {**ex.to_json_dict(),
            "scores": {"rouge": {"hallucination": hallucination, "coverage": coverage, "model_id": "rouge:test"}},
            "findings": findings if findings is not None else [
                {"type": "unsupported", "span": [68, 88], "argument": None, "confidence": 0.8, "calibrated": True,
                 "text": "Zoos are also cheap.", "evidence": {}, "edit": None},
                {"type": "omission", "span": None, "argument": [1, 0], "confidence": 0.6, "calibrated": True,
                 "text": "Captivity stresses wild animals.", "evidence": {}, "edit": None}]}


@pytest.fixture(params=BACKENDS)
def url(request, tmp_path):
    return review_url(request, request.param, tmp_path)


@pytest.fixture
def store(url):
    s = open_store(url)
    yield s
    s.close()


def test_migrations_build_the_models_schema_from_an_empty_database(url):
    store = open_store(url)
    with store.engine.connect() as conn:
        assert conn.execute(text("select version_num from alembic_version")).scalar() == "0002"
        assert set(inspect(conn).get_table_names()) >= {"datasets", "examples", "annotators", "actions", "example_reviews"}
        # the migrations and the ORM models describe the same schema
        diff = compare_metadata(MigrationContext.configure(conn), Base.metadata)
        assert diff == []
    store.close()
    open_store(url).close()  # opening again (already at head) changes nothing


def test_round_trip_actions_undo_and_reopen(url):
    store = open_store(url)
    added, kept = store.add_dataset("zoo", [scored_row(1), scored_row(2)], source="t.jsonl")
    assert added == ["ex1", "ex2"] and kept == []
    assert store.add_dataset("zoo", [scored_row(2), scored_row(3)]) == (["ex3"], ["ex2"])
    assert [(d.name, d.n_examples) for d in store.datasets()] == [("zoo", 3)]

    store.verdict("zoo", "ex1", "ann", "accept", finding=0)
    store.verdict("zoo", "ex1", "ann", "change", finding=1, finding_type="wrong_side")
    added_id = store.add_finding("zoo", "ex1", "ann", "altered", span=(0, 29), argument=(0, 0))
    store.set_label("zoo", "ex1", "ann", "coverage", 0)
    store.set_note("zoo", "ex1", "ann", "<script>alert(1)</script> 'quoted' ; DROP TABLE actions")
    store.set_tags("zoo", "ex1", "ann", ["  paraphrase ", "numbers", "paraphrase"])
    store.set_label("zoo", "ex2", "bob", "hallucination", 1)
    undone = store.undo("zoo", "bob")
    assert undone is not None and undone.kind == "label" and undone.key == "ex2"
    assert store.undo("zoo", "bob") is None  # bob has nothing left to undo
    store.close()

    store = open_store(url)  # a new engine: everything was committed
    acts = store.actions("zoo")
    assert [a.kind for a in acts] == ["verdict", "verdict", "add", "label", "note", "tags"]
    assert acts[2].id == added_id and acts[2].span == (0, 29) and acts[2].argument == (0, 0)
    assert acts[4].text == "<script>alert(1)</script> 'quoted' ; DROP TABLE actions"  # stored as typed
    assert acts[5].tags == ("paraphrase", "numbers")
    assert all(a.annotator == "ann" for a in acts)
    assert [a.undone for a in store.actions("zoo", include_undone=True)][-1] is True
    assert store.reviewed("zoo") == {"ann": {"ex1"}}

    review = replay(acts)["ex1"]
    st = review.reviewers["ann"]
    assert st.verdicts == {0: ("accept", None), 1: ("change", "wrong_side")}
    assert st.labels == {"coverage": 0} and st.note.startswith("<script>") and st.tags == ["paraphrase", "numbers"]
    gold = gold_of(store.row("zoo", "ex1"), review)
    # kept: unsupported (accepted) and wrong_side (changed), added altered → hallucination 1; coverage explicit 0
    assert gold.labels == {"hallucination": 1, "coverage": 0}
    assert [(f["type"], f["source"]) for f in gold.findings] == [("unsupported", "detector"), ("wrong_side", "detector"),
                                                                 ("altered", "added")]
    # dropping the added finding (a reject verdict on it) takes it out of the gold findings
    store.verdict("zoo", "ex1", "ann", "reject", target_id=added_id)
    assert [f["type"] for f in gold_of(store.row("zoo", "ex1"), replay(store.actions("zoo"))["ex1"]).findings] == [
        "unsupported", "wrong_side"]
    store.close()


@pytest.mark.parametrize("call, message", [
    (lambda s: s.verdict("zoo", "ex1", "ann", "accept", finding=5), "no finding 5"),
    (lambda s: s.verdict("zoo", "ex1", "ann", "maybe", finding=0), "unknown verdict"),
    (lambda s: s.verdict("zoo", "ex1", "ann", "change", finding=0, finding_type="nonsense"), "unknown finding type"),
    (lambda s: s.add_finding("zoo", "ex1", "ann", "unsupported", span=(80, 500)), "not inside the response"),
    (lambda s: s.add_finding("zoo", "ex1", "ann", "omission", argument=(3, 0)), "no argument"),
    (lambda s: s.add_finding("zoo", "ex1", "ann", "omission"), "names the given argument"),
    (lambda s: s.set_label("zoo", "ex1", "ann", "hallucination", 2), "0 or 1"),
    (lambda s: s.set_label("zoo", "ex1", "  ", "hallucination", 1), "name is empty"),
    (lambda s: s.set_label("zoo", "nope", "ann", "hallucination", 1), "no example"),
    (lambda s: s.set_tags("zoo", "ex1", "ann", ["x" * 51]), "at most 50"),
])
def test_bad_actions_are_refused_and_write_nothing(store, call, message):
    store.add_dataset("zoo", [scored_row(1)])
    with pytest.raises(ReviewError, match=message):
        call(store)
    assert store.actions("zoo", include_undone=True) == []
    assert store.annotators() == []  # not even the annotator: the transaction was rolled back


def test_two_writers_at_once_lose_nothing(url):
    first = open_store(url)
    first.add_dataset("zoo", [scored_row(i) for i in range(4)])
    stores = [first, open_store(url)]  # two engines, as two server processes would have

    def work(store, name):
        for i in range(15):
            store.set_label("zoo", f"ex{i % 4}", name, "hallucination", i % 2)
            store.set_note("zoo", f"ex{i % 4}", "shared", f"{name} {i}")  # both create/use one annotator name

    assert run_at_once(work, stores) == []
    acts = first.actions("zoo")
    assert len(acts) == 60
    assert sorted(a.text for a in acts if a.kind == "note") == sorted(f"{n} {i}" for n in ("ann", "bob") for i in range(15))
    assert sorted(first.annotators()) == ["ann", "bob", "shared"]
    for s in stores:
        s.close()


def test_db_url_reads_the_environment_and_plain_paths(monkeypatch, tmp_path):
    monkeypatch.delenv("FAITHSCOPE_DB", raising=False)
    monkeypatch.setenv("FAITHSCOPE_HOME", str(tmp_path / "home"))
    assert db_url() == f"sqlite:///{tmp_path / 'home' / 'review.sqlite'}"
    monkeypatch.setenv("FAITHSCOPE_DB", str(tmp_path / "team.sqlite"))
    assert db_url() == f"sqlite:///{tmp_path / 'team.sqlite'}"
    assert db_url("postgresql+psycopg://u@h/db") == "postgresql+psycopg://u@h/db"


def test_together_writes_all_or_nothing(store):
    store.add_dataset("zoo", [scored_row(1)])
    with store.together():
        assert store.set_label("zoo", "ex1", "ann", "hallucination", 1) == -1  # pending until the block ends
        store.set_note("zoo", "ex1", "ann", "n")
        assert store.actions("zoo") == []
    assert [a.kind for a in store.actions("zoo")] == ["label", "note"]
    with pytest.raises(ReviewError, match="no finding 9"):
        with store.together():
            store.set_label("zoo", "ex1", "bob", "coverage", 0)
            store.verdict("zoo", "ex1", "bob", "accept", finding=9)  # refused when written: the label goes too
    assert [a.annotator for a in store.actions("zoo")] == ["ann", "ann"] and "bob" not in store.annotators()
