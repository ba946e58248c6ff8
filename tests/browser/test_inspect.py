"""A real headless Chromium loads the app, picks a gallery example and sees the highlighted response."""
import re

from tests.browser.browser import ARTIFACTS, STEP_MS, browser_page, chromium_path, streamlit_server, wait_for_first_run


def test_gallery_example_shows_highlighted_response():
    chromium_path()
    ARTIFACTS.mkdir(exist_ok=True)
    with streamlit_server() as url, browser_page() as page:
        page.goto(url + "/", wait_until="domcontentloaded")
        wait_for_first_run(page)
        page.get_by_role("button", name="homework · hallucination").click()
        page.wait_for_function(  # the first response block (the shaded one), not a stale one or the salience tab's
            "() => (document.querySelector('.fs-response')?.innerText || '').includes('teenage depression')",
            timeout=150_000,  # a cold server loads both classifier encoders on this first run (2 cores, CI)
        )
        response = page.locator(".fs-response").first
        response.locator('span.fs-word[data-score="1.000"]', has_text="teenage").wait_for(timeout=60_000)
        shaded = response.locator('span.fs-word[data-score="1.000"]')
        assert "teenage" in shaded.all_inner_texts()  # the hallucinated sentence is shaded
        assert "Homework" not in response.locator('span.fs-word[data-score="1.000"]').all_inner_texts()
        page.wait_for_url(re.compile(r"[?&]ex="), timeout=STEP_MS)  # the view is shareable (set later in the run)
        page.locator(".js-plotly-plot").first.wait_for(timeout=60_000)  # the figures are drawn
        page.screenshot(path=str(ARTIFACTS / "inspect.png"), full_page=True)

        # Pasted markup is shown as text, never executed
        page.goto(url + "/", wait_until="domcontentloaded")
        box = page.get_by_label("Response (scored)")
        box.fill('Zoos <img src=x onerror="document.title=\'pwned\'"> <b>bold</b>')
        box.press("Control+Enter")
        page.wait_for_function(
            "() => [...document.querySelectorAll('.fs-response')].some(e => e.innerText.includes('<b>bold</b>'))",
            timeout=60_000,
        )
        assert page.title() != "pwned"
        assert page.locator(".fs-response img").count() == 0
