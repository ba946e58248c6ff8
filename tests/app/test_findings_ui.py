"""AppTest: the Inspect page lists findings, shows an edit's diff, and Apply puts the edited response in the form
and shows before/after scores."""
from __future__ import annotations

from pathlib import Path

from streamlit.testing.v1 import AppTest

from detectors.findings import FINDING_TYPES

ROOT = Path(__file__).resolve().parents[2]


def _app() -> AppTest:
    at = AppTest.from_file(str(ROOT / "pages" / "inspect.py"), default_timeout=240)
    return at.run()


def _load(at: AppTest, gallery_id: str) -> AppTest:
    next(b for b in at.sidebar.button if b.key == f"gallery_{gallery_id}").click()
    return at.run()


def test_partial_hallucination_has_an_altered_finding_and_apply_rescores():
    at = _load(_app(), "vouchers-partial-hallucination")
    assert not at.exception
    titles = [e.label for e in at.expander]
    assert any(t.startswith("altered") or t.startswith("unsupported") for t in titles), titles
    before = at.session_state["f_response"]
    apply = next(b for b in at.button if b.key == "apply_finding_0")
    apply.click()
    at = at.run()
    assert not at.exception
    assert at.session_state["f_response"] != before
    assert any(m.value.startswith("**Edit applied**") for m in at.markdown)


def test_correct_example_shows_no_finding():
    at = _load(_app(), "zoos-error-free")
    assert not at.exception
    assert any("No finding above the default threshold" in s.value for s in at.success)


def test_an_invented_claim_is_a_finding_and_a_correct_example_lists_its_closest_candidates():
    """zoos-hallucination: the invented clause is an ``unsupported`` finding (the shipped calibration
    reads the response's word overlap, so a reworded response's low support counts). zoos-error-free:
    no finding, and the closest candidates under the threshold are listed, marked, not as findings."""
    at = _load(_app(), "zoos-hallucination")
    assert not at.exception
    titles = [e.label for e in at.expander if e.label.startswith(FINDING_TYPES) and "below threshold" not in e.label]
    assert len(titles) == 1 and titles[0].startswith("unsupported"), titles
    assert "same budget would save more animals" in titles[0]
    at = _load(at, "zoos-error-free")
    assert not at.exception
    assert any("No finding above the default threshold" in s.value for s in at.success)
    below = [e.label for e in at.expander if "below threshold" in e.label]
    assert below and below[0].startswith(FINDING_TYPES), below  # the nearest candidates, of whatever type
    assert any("below the default threshold" in c.value for c in at.caption)


def test_a_repetition_says_what_it_repeats():
    at = _load(_app(), "hockey-repetition")
    assert not at.exception
    assert any(e.label.startswith("repetition") for e in at.expander), [e.label for e in at.expander]
    assert any(c.value.startswith("Already stated") and "fight" in c.value for c in at.caption), [c.value for c in at.caption]
