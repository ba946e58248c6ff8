"""Real Chromium on the Review page: judge three findings, add one, reload and see them kept; two reviewers at once."""
from __future__ import annotations

from playwright.sync_api import expect

from detectors.review.state import replay
from detectors.review.store import open_store
from tests.browser.browser import (
    ARTIFACTS,
    CHROMIUM_ARGS,
    STEP_MS,
    browser_page,
    chromium_path,
    open_expander,
    streamlit_server,
    wait_for_first_run,
)
from tests.unit.test_review_store import RESPONSE, scored_row

THREE = [
    {"type": "unsupported", "span": [68, 88], "argument": None, "confidence": 0.8, "calibrated": True,
     "text": "Zoos are also cheap.", "evidence": {}, "edit": None},
    {"type": "altered", "span": [0, 29], "argument": [0, 0], "confidence": 0.7, "calibrated": False,
     "text": RESPONSE[0:29], "evidence": {}, "edit": None},
    {"type": "omission", "span": None, "argument": [1, 0], "confidence": 0.6, "calibrated": True,
     "text": "Captivity stresses wild animals.", "evidence": {}, "edit": None},
]


def seeded(tmp_path, monkeypatch) -> str:
    url = f"sqlite:///{tmp_path / 'review.sqlite'}"
    monkeypatch.setenv("FAITHSCOPE_DB", url)  # inherited by the Streamlit server
    store = open_store(url)
    store.add_dataset("zoo", [scored_row(1, findings=THREE), scored_row(2)])
    store.close()
    return url


def start(page, url: str, name: str) -> None:
    page.goto(url + "/review", wait_until="domcontentloaded")
    box = page.get_by_role("textbox", name="Your name")
    box.wait_for(timeout=60_000)
    box.fill(name)
    box.press("Enter")
    page.get_by_text("Findings", exact=True).wait_for(timeout=60_000)
    wait_for_first_run(page, STEP_MS)  # act once the page has drawn, as a reader does


def test_review_three_findings_add_one_reload_and_see_them_kept(tmp_path, monkeypatch):
    chromium_path()
    ARTIFACTS.mkdir(exist_ok=True)
    db = seeded(tmp_path, monkeypatch)
    with streamlit_server() as url, browser_page() as page:
        start(page, url, "ann")
        page.get_by_role("button", name="Accept").nth(0).click()
        page.get_by_text("✓ accepted").first.wait_for(timeout=STEP_MS)
        page.get_by_role("button", name="Accept").nth(1).click()
        page.get_by_text("✓ accepted").nth(1).wait_for(timeout=STEP_MS)
        # a click while the accept's rerun still redraws the page can be lost (a full run timed out here at stop 66)
        wait_for_first_run(page, STEP_MS)
        open_expander(page, "Add a finding the detectors missed", STEP_MS)
        page.get_by_role("button", name="Add finding").click()
        page.get_by_text("Findings you added").wait_for(timeout=STEP_MS)
        wait_for_first_run(page, STEP_MS)
        page.get_by_role("button", name="Reject").nth(2).click()  # the last open finding: ex2 opens
        page.get_by_text("1 of 2 reviewed by you").wait_for(timeout=STEP_MS)

        page.reload(wait_until="domcontentloaded")  # a new session: only the store remembers
        start(page, url, "ann")
        page.get_by_role("button", name="◀ Previous").click()
        # the page draws its blocks one after another: wait for each, never count a half-drawn page
        expect(page.get_by_text("✗ rejected")).to_have_count(1, timeout=STEP_MS)
        expect(page.get_by_text("✓ accepted")).to_have_count(2, timeout=STEP_MS)
        expect(page.get_by_text("Findings you added")).to_have_count(1, timeout=STEP_MS)
        page.screenshot(path=str(ARTIFACTS / "review.png"), full_page=True)
    store = open_store(db)
    st = replay(store.actions("zoo"))["ex1"].reviewers["ann"]
    assert st.verdicts == {0: ("accept", None), 1: ("accept", None), 2: ("reject", None)} and len(st.added) == 1
    store.close()


def test_two_reviewers_at_once_lose_no_writes(tmp_path, monkeypatch):
    from playwright.sync_api import sync_playwright

    db = seeded(tmp_path, monkeypatch)
    with streamlit_server() as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
        # two browser contexts: two independent sessions, as two people's browsers
        first, second = (browser.new_context(viewport={"width": 1400, "height": 1800}).new_page() for _ in range(2))
        start(first, url, "ann")
        start(second, url, "bob")
        for i in range(3):  # click in both sessions without waiting for either to finish
            first.get_by_role("button", name="Accept" if i % 2 == 0 else "Reject").nth(i).click(no_wait_after=True)
            second.get_by_role("button", name="Reject" if i % 2 == 0 else "Accept").nth(i).click(no_wait_after=True)
            for page in (first, second):  # each session shows its own verdicts; the third opens ex2
                check = ("document.querySelectorAll('.fs-verdict').length >= " + str(i + 1) if i < 2
                         else "document.body.innerText.includes('ex2 · Are zoos good?')")
                page.wait_for_function(f"() => {check}", timeout=STEP_MS)
        browser.close()
    store = open_store(db)
    reviewers = replay(store.actions("zoo"))["ex1"].reviewers
    assert reviewers["ann"].verdicts == {0: ("accept", None), 1: ("reject", None), 2: ("accept", None)}
    assert reviewers["bob"].verdicts == {0: ("reject", None), 1: ("accept", None), 2: ("reject", None)}
    store.close()


def test_send_the_sample_set_from_the_dataset_page_to_review(tmp_path, monkeypatch):
    chromium_path()
    db = f"sqlite:///{tmp_path / 'review.sqlite'}"
    monkeypatch.setenv("FAITHSCOPE_DB", db)
    with streamlit_server() as url, browser_page() as page:
        page.goto(url + "/dataset", wait_until="domcontentloaded")
        page.get_by_role("button", name="Score", exact=True).click(timeout=60_000)
        page.get_by_role("button", name="Send to review").click(timeout=120_000)
        page.get_by_text("42 examples added").wait_for(timeout=60_000)
        box = page.get_by_role("textbox", name="Your name")
        box.fill("ann")
        box.press("Enter")
        page.get_by_role("button", name="✓ Correct: no error (next)").click(timeout=60_000)
        page.get_by_text("1 of 42 reviewed by you").wait_for(timeout=STEP_MS)
    store = open_store(db)
    assert [(d.name, d.n_examples) for d in store.datasets()] == [("sample_set · rouge", 42)]
    assert len(store.actions("sample_set · rouge")) == 2  # both labels of the first example
    store.close()
