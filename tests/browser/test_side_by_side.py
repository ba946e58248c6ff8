"""A real headless Chromium opens a faulty gallery example, selects a finding and sees its span outlined in
every detector column of the side-by-side view."""
import re

from tests.browser.browser import ARTIFACTS, browser_page, chromium_path, streamlit_server, wait_for_first_run

MARKS = """() => {
  const t = document.querySelector('.fs-sbs-response');
  if (!t) return null;
  const row = t.querySelector('tr[data-marked="1"]');
  if (!row) return null;
  return {cells: row.querySelectorAll('td.fs-cell').length,
          marks: [...row.querySelectorAll('td.fs-cell mark.fs-mark')].map(m => m.innerText.trim()),
          columns: t.querySelectorAll('thead th').length - 1};
}"""


def test_selecting_a_finding_highlights_its_span_in_every_column():
    chromium_path()
    ARTIFACTS.mkdir(exist_ok=True)
    with streamlit_server() as url, browser_page() as page:
        page.goto(url + "/", wait_until="domcontentloaded")
        wait_for_first_run(page)
        page.get_by_role("button", name=re.compile("perspective-confusion")).click()
        page.wait_for_function(
            "() => [...document.querySelectorAll('.fs-sbs-response')].some(e => e.innerText.includes('uniforms'))",
            timeout=90_000,
        )
        assert page.locator(".fs-sbs-response mark.fs-mark").count() == 0  # nothing selected yet
        option = (page.get_by_role("radiogroup", name="Finding to highlight")
                  .locator('[data-testid="stRadioOption"]', has_text="wrong side").first)
        option.wait_for(timeout=60_000)
        title = option.inner_text()
        option.click()
        page.wait_for_function(f"() => {{ const r = ({MARKS})(); return r && r.marks.length === r.cells; }}",
                               timeout=60_000)
        state = page.evaluate(f"({MARKS})()")
        assert state["cells"] == state["columns"] >= 2  # ROUGE and the classifier (salience too when shipped)
        assert len(set(state["marks"])) == 1  # the same span in every column
        quoted = title.split("“", 1)[1].rstrip("”…").strip()  # the finding's text as its title quotes it
        assert state["marks"][0].startswith(quoted[:30]), (state["marks"][0], quoted)
        page.locator(".fs-sbs-response").screenshot(path=str(ARTIFACTS / "side_by_side.png"))
