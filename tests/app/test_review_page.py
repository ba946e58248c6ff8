"""The Review page (AppTest): judge findings, add one, undo, labels, escaped notes, settle, agreement, recalibrate."""
from __future__ import annotations

from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from detectors.review.state import replay
from detectors.review.store import open_store
from pages.parts.review_state import SENT
from tests.unit.test_review_store import scored_row

PAGE = Path(__file__).resolve().parents[2] / "pages" / "review.py"


@pytest.fixture
def db(tmp_path, monkeypatch):
    url = f"sqlite:///{tmp_path / 'review.sqlite'}"
    monkeypatch.setenv("FAITHSCOPE_DB", url)
    monkeypatch.setenv("FAITHSCOPE_MODELS_DIR", str(tmp_path / "models"))
    store = open_store(url)
    yield store
    store.close()


def run_page(**state):
    at = AppTest.from_file(str(PAGE), default_timeout=60)
    for k, v in state.items():
        at.session_state[k] = v
    at.run()
    assert not at.exception, at.exception
    return at


def heading(at) -> str:
    return next(m.value for m in at.markdown if m.value.startswith("**ex"))


def test_empty_store_says_how_to_start(db):
    at = run_page()
    assert any("No dataset in the review store" in i.value for i in at.info)
    assert any("not a login" in c.value for c in at.caption)


def test_review_findings_add_one_undo_and_the_next_example_opens(db):
    db.add_dataset("zoo", [scored_row(1), scored_row(2)])
    at = run_page(rv_annotator="ann")
    assert heading(at).startswith("**ex1**")
    at.button(key="rv_acc_ex1_0").click().run()
    assert heading(at).startswith("**ex1**")  # one finding still open
    at.button(key="rv_rej_ex1_1").click().run()
    assert heading(at).startswith("**ex2**")  # the last verdict opens the next example
    assert [(a.kind, a.verdict, a.finding) for a in db.actions("zoo")] == [("verdict", "accept", 0), ("verdict", "reject", 1)]

    at.selectbox(key="rv_add_type_ex2").set_value("altered").run()
    at.button(key="rv_add_btn_ex2").click().run()
    added = db.actions("zoo", key="ex2")
    assert [(a.kind, a.finding_type) for a in added] == [("add", "altered")] and added[0].span is not None
    at.button(key="rv_undo").click().run()
    assert db.actions("zoo", key="ex2") == []
    assert any("Undone" in i.value and "add on ex2" in i.value for i in at.info)
    assert "1 of 2 reviewed by you" in at.get("progress")[0].proto.text


def test_two_quick_verdicts_in_one_rerun_still_open_the_next_example(db):
    # Two clicks that reach the server before the page is redrawn run both callbacks in one rerun, each with
    # the state of the run that drew its button: neither saw the other's verdict, yet together they close ex1.
    db.add_dataset("zoo", [scored_row(1), scored_row(2)])
    at = run_page(rv_annotator="ann")
    at.button(key="rv_acc_ex1_0").click()
    at.button(key="rv_rej_ex1_1").click().run()
    assert [(a.verdict, a.finding) for a in db.actions("zoo")] == [("accept", 0), ("reject", 1)]
    assert heading(at).startswith("**ex2**")


def test_note_tags_and_type_clicked_straight_after_typing_save_what_was_typed(db):
    # typing then clicking at once sends the new text and the click in one rerun: the saved value must be the new one
    db.add_dataset("zoo", [scored_row(1), scored_row(2)])
    at = run_page(rv_annotator="ann")
    at.text_area(key="rv_note_ex1").input("typed, then saved")
    at.button(key="rv_note_btn_ex1").click().run()
    at.text_input(key="rv_tags_ex1").input("a, b")
    at.button(key="rv_tags_btn_ex1").click().run()
    at.selectbox(key="rv_type_ex1_0").set_value("repetition")
    at.button(key="rv_chg_ex1_0").click().run()
    at.selectbox(key="rv_add_type_ex1").set_value("omission")
    at.selectbox(key="rv_add_arg_ex1").set_value((1, 0))
    at.button(key="rv_add_btn_ex1").click().run()
    st = replay(db.actions("zoo"))["ex1"].reviewers["ann"]
    assert st.note == "typed, then saved" and st.tags == ["a", "b"]
    assert st.verdicts[0] == ("change", "repetition")
    [added] = st.added.values()
    assert (added.type, tuple(added.argument)) == ("omission", (1, 0))


def test_labels_note_tags_saved_and_escaped(db):
    db.add_dataset("zoo", [scored_row(1, findings=[])])
    at = run_page(rv_annotator="<b>ann</b>")
    at.button(key="rv_lab1_ex1_hallucination").click().run()
    at.text_area(key="rv_note_ex1").input("<script>alert(1)</script> & more").run()
    at.button(key="rv_note_btn_ex1").click().run()
    at.text_input(key="rv_tags_ex1").input("numbers, <i>odd</i>").run()
    at.button(key="rv_tags_btn_ex1").click().run()
    st = replay(db.actions("zoo"))["ex1"].reviewers["<b>ann</b>"]
    assert st.labels == {"hallucination": 1}
    assert st.note == "<script>alert(1)</script> & more" and st.tags == ["numbers", "<i>odd</i>"]
    html = " ".join(h.proto.body for h in at.get("html"))
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; more" in html and "<script>" not in html
    assert "&lt;i&gt;odd&lt;/i&gt;" in html and "&lt;b&gt;ann&lt;/b&gt;" in html


def test_correct_button_labels_both_and_moves_on(db):
    db.add_dataset("zoo", [scored_row(1, findings=[]), scored_row(2, findings=[])])
    at = run_page(rv_annotator="ann")
    at.button(key="rv_ok_ex1").click().run()
    assert heading(at).startswith("**ex2**")
    assert replay(db.actions("zoo"))["ex1"].reviewers["ann"].labels == {"hallucination": 0, "coverage": 0}


def test_disputed_queue_settle_and_agreement(db):
    db.add_dataset("zoo", [scored_row(1, findings=[]), scored_row(2, findings=[])])
    db.set_label("zoo", "ex1", "bob", "hallucination", 1)
    db.set_label("zoo", "ex1", "cy", "hallucination", 0)
    at = run_page(rv_annotator="ann", rv_order="disputed")
    assert heading(at).startswith("**ex1**")
    at.button(key="rv_set1_ex1_hallucination").click().run()
    assert any("Nothing here: no example is disputed" in s.value for s in at.success)
    at = run_page(rv_annotator="ann")
    at.button(key="rv_gold").click().run()
    assert [d.proto.label for d in at.get("download_button")] == ["Download the gold set (1 examples, JSONL)"]
    at.button(key="rv_agree").click().run()
    tables = [d.value for d in at.dataframe if "metric" in d.value.columns]
    assert tables and {"comparison", "unit", "metric", "value", "interval"} <= set(tables[0].columns)
    settled = tables[0][(tables[0]["comparison"] == "human vs human") & (tables[0]["unit"] == "hallucination")]
    # two reviewers (settling is not reviewing): κ, undefined on their one shared example
    assert len(settled) == 1 and settled.iloc[0]["metric"] == "kappa" and settled.iloc[0]["n"] == 1


def test_send_to_review_imports_the_run(db):
    at = run_page(rv_annotator="ann", **{SENT: {"name": "sample · rouge", "rows": [scored_row(1)], "source": "sample"}})
    assert [d.name for d in db.datasets()] == ["sample · rouge"]
    assert any("1 examples added" in s.value for s in at.success)


def test_recalibrate_refuses_with_how_many_more_labels(db):
    db.add_dataset("zoo", [scored_row(i, findings=[]) for i in range(3)])
    for i in range(3):
        db.set_label("zoo", f"ex{i}", "ann", "hallucination", i % 2)
    at = run_page(rv_annotator="ann")
    at.button(key="rv_cal").click().run()
    err = " ".join(e.value for e in at.error)
    assert "Cannot recalibrate yet" in err and "rouge hallucination: 3 labelled (1 with the error, 2 without)" in err
    assert "label 17 more, of which at least 4 with and 3 without" in err


def test_recalibrate_saves_a_named_calibration_the_sidebar_can_select(db, tmp_path):
    from detectors.calibration import load_calibration
    from detectors.core.paths import resolve_user_model
    from tests.unit.test_review_gold import reviewed_store

    reviewed_store(str(db.engine.url)).close()  # 24 examples reviewed by ann into the page's store
    at = run_page(rv_annotator="ann")
    at.button(key="rv_cal").click().run()
    assert not at.error, [e.value for e in at.error]
    assert any("calibrations/zoo\\-gold" in s.value for s in at.success)
    cal = load_calibration(resolve_user_model("calibrations/zoo-gold"))  # as the sidebar field resolves it
    assert cal.detectors["rouge"].model_id == "rouge:test"
    assert len(at.get("plotly_chart")) == 2  # reliability before/after, per error type


def test_change_type_and_remove_an_added_finding(db):
    db.add_dataset("zoo", [scored_row(1), scored_row(2)])
    at = run_page(rv_annotator="ann")
    at.selectbox(key="rv_type_ex1_0").set_value("altered").run()
    at.button(key="rv_chg_ex1_0").click().run()
    at.button(key="rv_add_btn_ex1").click().run()  # defaults: unsupported, the first clause
    added = [a for a in db.actions("zoo") if a.kind == "add"]
    assert len(added) == 1 and added[0].finding_type == "unsupported" and added[0].span == (0, 28)
    at.button(key=f"rv_rm_{added[0].id}").click().run()
    st = replay(db.actions("zoo"))["ex1"].reviewers["ann"]
    assert st.verdicts == {0: ("change", "altered")} and st.added == {}
    assert any("type changed → altered" in h.proto.body for h in at.get("html"))


def test_outline_a_chosen_finding(db):
    db.add_dataset("zoo", [scored_row(1)])
    at = run_page(rv_annotator="ann")
    table = " ".join(h.proto.body for h in at.get("html"))
    assert '<mark class="fs-mark"' in table and "finding 1 is outlined" in " ".join(m.value for m in at.markdown)
    at.button(key="rv_focus_ex1_1").click().run()  # the omission: its argument is outlined, no response span
    assert "finding 2 is outlined" in " ".join(m.value for m in at.markdown)
