"""Gold export → ``evaluate`` and ``calibrate`` on the exported file; import keeps good lines, reports bad ones, and
moves a review to another store (SQLite → PostgreSQL); the ``review`` CLI."""
from __future__ import annotations

import json

import pytest

from detectors.cli import main
from detectors.core.jsonl import read_jsonl
from detectors.review.gold import export_gold, gold_rows, import_rows, read_rows
from detectors.review.state import gold_of, replay
from detectors.review.store import open_store
from tests.review_db import BACKENDS, postgres_server, review_url  # noqa: F401  (postgres_server: the fixture)
from tests.unit.test_review_store import scored_row


def reviewed_store(url: str, n: int = 24):
    """n examples; ann accepts the unsupported finding of every third one (hallucinated) and the omission of every
    fourth from ex1 (coverage error), and rejects the others."""
    store = open_store(url)
    rows = []
    for i in range(n):
        r = scored_row(i, hallucination=0.7 if i % 3 == 0 else 0.2 + i / 100, coverage=0.6 if i % 4 == 1 else 0.1 + i / 200)
        r["topic"] = f"topic{i % 6}"
        r["labels"] = {"hallucination": 0, "coverage": 0}  # the file's own labels: kept in meta.review
        rows.append(r)
    store.add_dataset("zoo", rows)
    for i in range(n):
        store.verdict("zoo", f"ex{i}", "ann", "accept" if i % 3 == 0 else "reject", finding=0)
        store.verdict("zoo", f"ex{i}", "ann", "accept" if i % 4 == 1 else "reject", finding=1)
    store.set_note("zoo", "ex0", "ann", "<b>bold</b> claim")
    store.set_tags("zoo", "ex0", "ann", ["numbers"])
    return store


def test_export_writes_labels_word_labels_and_review(tmp_path):
    store = reviewed_store(f"sqlite:///{tmp_path / 'a.sqlite'}")
    rows = gold_rows(store, "zoo")
    assert len(rows) == 24
    first, second = rows[0], rows[1]
    assert first["labels"] == {"hallucination": 1, "coverage": 0}
    assert first["meta"]["word_labels"] == {"response": [[68, 88]], "arguments": []}
    assert second["labels"] == {"hallucination": 0, "coverage": 1}
    assert second["meta"]["word_labels"] == {"response": [], "arguments": [[1, 0, 0, len("Captivity stresses wild animals.")]]}
    review = first["meta"]["review"]
    assert review["reviewers"]["ann"]["note"] == "<b>bold</b> claim" and review["reviewers"]["ann"]["tags"] == ["numbers"]
    assert review["reviewers"]["ann"]["verdicts"] == {"0": {"verdict": "accept"}, "1": {"verdict": "reject"}}
    assert review["original_labels"] == {"hallucination": 0, "coverage": 0}
    assert first["scores"] == scored_row(0, hallucination=0.7, coverage=0.1)["scores"]  # scores kept for evaluate
    store.close()


def test_export_is_read_by_evaluate_and_calibrate(tmp_path, capsys):
    store = reviewed_store(f"sqlite:///{tmp_path / 'a.sqlite'}")
    gold = tmp_path / "gold.jsonl"
    assert export_gold(store, "zoo", gold) == 24
    store.close()
    assert main(["evaluate", str(gold), "--bootstrap", "50"]) == 0
    out = capsys.readouterr().out
    # 8 hallucinated (0.7) and 6 coverage errors (0.6) vs 12 error-free (0.2 + i/100 ≤ 0.43, 0.1 + i/200 ≤ 0.22;
    # ex9 and ex21 have both errors): ROUGE separates them perfectly
    assert "1.000 [1.000, 1.000] (8+/12−)" in out and "1.000 [1.000, 1.000] (6+/12−)" in out
    assert main(["calibrate", str(gold), "-o", str(tmp_path / "cal")]) == 0
    assert (tmp_path / "cal" / "calibration.json").is_file()
    assert "rouge" in capsys.readouterr().out


def test_import_reports_bad_lines_and_keeps_good_ones(tmp_path):
    good = scored_row(1)
    text = "\n".join([json.dumps(good), "{not json", json.dumps({"query": "q", "response": "r"}), "",
                      json.dumps(scored_row(2))])
    rows, errors = read_rows(text)
    assert [r["id"] for r in rows] == ["ex1", "ex2"]
    assert len(errors) == 2 and errors[0].startswith("line 2: unreadable JSON") and errors[1].startswith("line 3:")


def comparable(rows):
    """Exported rows without what differs between stores: action times and the added findings' action ids."""
    rows = json.loads(json.dumps(rows))
    for r in rows:
        for st in r["meta"]["review"]["reviewers"].values():
            st.pop("at")
            for f in st["added"]:
                f.pop("id")
    return rows


@pytest.mark.parametrize("backend", BACKENDS)
def test_an_export_moves_a_review_to_another_store(request, tmp_path, backend):
    source = reviewed_store(f"sqlite:///{tmp_path / 'a.sqlite'}", n=6)
    source.add_finding("zoo", "ex2", "bob", "omission", argument=(1, 0))
    source.set_label("zoo", "ex2", "bob", "hallucination", 1)
    source.settle("zoo", "ex2", "cy", "hallucination", 0)
    exported = gold_rows(source, "zoo")
    target = open_store(review_url(request, backend, tmp_path))
    report = import_rows(target, "zoo", exported)
    assert len(report.added) == 6 and report.errors == []
    assert comparable(gold_rows(target, "zoo")) == comparable(exported)
    assert target.row("zoo", "ex0")["labels"] == {"hallucination": 0, "coverage": 0}  # the file's own labels are back
    g = gold_of(target.row("zoo", "ex2"), replay(target.actions("zoo"))["ex2"])
    # hallucination settled by cy; coverage disputed: ann rejected the omission finding, bob added one
    assert g.labels == {"hallucination": 0} and g.disputed == ["coverage"]
    again = import_rows(target, "zoo", exported)
    assert again.added == [] and len(again.kept) == 6 and again.actions == 0  # nothing doubled
    source.close()
    target.close()


def test_review_cli_import_stats_export(tmp_path, capsys):
    db = str(tmp_path / "cli.sqlite")
    scored = tmp_path / "scored.jsonl"
    scored.write_text("\n".join([json.dumps(scored_row(i)) for i in range(3)] + ["{oops"]) + "\n")
    assert main(["review", "import", str(scored), "--dataset", "zoo", "--db", db]) == 3  # one bad line, rest kept
    err = capsys.readouterr().err
    assert "line 4: unreadable JSON" in err and "added 3 examples" in err
    store = open_store(db)
    store.set_label("zoo", "ex0", "ann", "hallucination", 1)
    store.set_label("zoo", "ex0", "bob", "hallucination", 0)
    store.close()
    assert main(["review", "stats", "--dataset", "zoo", "--db", db, "--bootstrap", "20"]) == 0
    out = capsys.readouterr().out
    assert "3 examples, 1 reviewed; 1 disputed" in out and "ann: 1 of 3" in out
    gold = tmp_path / "gold.jsonl"
    assert main(["review", "export", "--dataset", "zoo", "--db", db, "-o", str(gold)]) == 0
    lines = list(read_jsonl(gold))
    assert len(lines) == 1 and "hallucination" not in lines[0].data.get("labels", {})  # disputed: no gold label
    assert lines[0].data["meta"]["review"]["disputed"] == ["hallucination"]
    assert main(["review", "stats", "--dataset", "nope", "--db", db]) == 2


def test_recalibrate_from_the_gold_set_and_how_many_more_labels(tmp_path):
    from detectors.review.recalibrate import labels_needed, recalibrate

    store = reviewed_store(f"sqlite:///{tmp_path / 'a.sqlite'}")
    rows = gold_rows(store, "zoo")
    cal, table = recalibrate(rows, ["rouge"])
    assert set(cal.detectors["rouge"].errors) == {"hallucination", "coverage"} and cal.detectors["rouge"].model_id == "rouge:test"
    assert {(r["detector"], r["error_type"]) for r in table} == {("rouge", "hallucination"), ("rouge", "coverage")}
    assert all(r["auc_after"] == pytest.approx(1.0) for r in table)
    for r in table:  # intervals around the in-sample values
        lo, hi = r["ece_after_ci"]
        assert lo <= r["ece_after"] + 1e-9 and hi >= lo and r["auc_before_ci"] == (1.0, 1.0)
    # 7 rows: 3 hallucinated (ex0, ex3, ex6) and 4 not → 13 more, at least 2 with and 1 without
    (needed, _) = labels_needed(rows[:7], ["rouge"])
    assert (needed.n, needed.n_pos, needed.n_neg, needed.more, needed.more_with, needed.more_without) == (7, 3, 4, 13, 2, 1)
    store.close()
