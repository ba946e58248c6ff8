"""A cold server whose very first request is a direct link to a page still runs the app's navigation."""
import pytest
from playwright.sync_api import expect

from tests.browser.browser import ARTIFACTS, STEP_MS, browser_page, chromium_path, streamlit_server


@pytest.mark.parametrize("path, heading", [("/dataset", "Dataset"), ("/about", "About Faithscope")])
def test_direct_link_on_a_fresh_server_shows_the_page_with_navigation(path, heading):
    chromium_path()
    ARTIFACTS.mkdir(exist_ok=True)
    with streamlit_server() as url, browser_page() as page:
        page.goto(url + path, wait_until="domcontentloaded")  # the first request this server sees
        page.get_by_role("heading", name=heading, exact=True).wait_for(timeout=60_000)
        nav = page.locator('[data-testid="stSidebarNav"]')
        nav.wait_for(timeout=STEP_MS)
        expect(nav.get_by_role("link")).to_have_count(4, timeout=STEP_MS)  # drawn in full before it is read
        links = [t.split()[-1] for t in nav.get_by_role("link").all_inner_texts()]  # icon, then the title
        assert links == ["Inspect", "Dataset", "Review", "About"]  # app.py's pages, in its order
        assert not page.get_by_text("parts").count()  # helper modules are never listed as pages
        page.screenshot(path=str(ARTIFACTS / f"direct{path.replace('/', '-')}.png"), full_page=True)
