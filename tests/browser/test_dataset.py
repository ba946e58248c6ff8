"""Real Chromium: upload a JSONL file on the Dataset page, score it, open a row in Inspect."""
import json
import re

from tests.browser.browser import ARTIFACTS, STEP_MS, browser_page, chromium_path, streamlit_server

ROWS = [
    {"id": "up-ok", "query": "Should cities ban cars downtown?", "topic": "car-free centres",
     "perspectives": [{"label": "pro", "arguments": ["Car-free streets cut air pollution."]},
                      {"label": "con", "arguments": ["Shops lose customers who arrive by car."]}],
     "response": "Backers say car-free streets cut air pollution. Shop owners fear losing customers who drive in.",
     "labels": {"hallucination": 0, "coverage": 0}},
    {"id": "up-hall", "query": "Should cities ban cars downtown?", "topic": "car-free centres",
     "perspectives": [{"label": "pro", "arguments": ["Car-free streets cut air pollution."]}],
     "response": "Backers say car-free streets cut air pollution and that house prices triple within a year.",
     "labels": {"hallucination": 1, "coverage": 0}},
]


def test_upload_score_and_open_in_inspect(tmp_path):
    chromium_path()
    ARTIFACTS.mkdir(exist_ok=True)
    path = tmp_path / "mine.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in ROWS) + "\n{broken line\n", encoding="utf-8")
    with streamlit_server() as url, browser_page() as page:
        # Visit Inspect first, so opening a row must replace an example already in the form
        page.goto(url + "/", wait_until="domcontentloaded")
        page.locator(".fs-response").first.wait_for(timeout=60_000)
        page.get_by_role("link", name="Dataset").click()
        page.get_by_text("Upload a file").click()
        page.locator('input[type="file"]').set_input_files(str(path))
        page.get_by_text("invalid lines skipped").wait_for(timeout=60_000)  # the bad line is reported
        page.get_by_role("button", name="Score", exact=True).click()
        page.get_by_text("Results").wait_for(timeout=120_000)
        page.locator('[data-testid="stDataFrame"]').first.wait_for(timeout=STEP_MS)
        page.get_by_label("Row to open in Inspect").click()
        page.get_by_role("option", name="1 · up-ok").click()
        open_button = page.get_by_role("button", name="Open up-ok in Inspect")
        open_button.wait_for(timeout=STEP_MS)
        page.screenshot(path=str(ARTIFACTS / "dataset.png"), full_page=True)
        open_button.click()
        page.wait_for_function(
            "() => [...document.querySelectorAll('.fs-response')].some(e => e.innerText.includes('Shop owners fear'))",
            timeout=60_000,
        )
        page.wait_for_url(re.compile(r"[?&]ex="), timeout=STEP_MS)
