"""Issue 26 in a real headless Chromium: the case file and the dataset report open from disk with every network
request blocked and counted (none is made), draw their charts, show the findings, and turn a payload list in
every field into text (no dialog, no request, the layout intact); print to PDF works; a link with settings
restores them on a fresh server."""
from __future__ import annotations

import re
from contextlib import contextmanager
from urllib.parse import urlencode

import pytest

from detectors.calibration import load_calibration
from detectors.core.example import encode_example
from detectors.core.result import DetectorResult
from detectors.core.scored import example_of
from detectors.rouge import RougeDetector
from reports.case import case_file, case_from_results
from reports.dataset import report_html
from tests.browser.browser import ARTIFACTS, CHROMIUM_ARGS, STEP_MS, browser_page, chromium_path, streamlit_server
from tests.share_fixtures import altered_finding, classifier_row, gallery_salience, payload_example

pytestmark = pytest.mark.slow
CALIBRATION = load_calibration()

# What a payload would leave behind had it become markup: elements, handlers, links, a hidden body.
DAMAGE = """() => ({
  imgs: document.querySelectorAll('img, iframe, object, embed, link').length,
  handlers: [...document.querySelectorAll('*')].filter(e => [...e.attributes].some(a => a.name.startsWith('on'))).length,
  jsLinks: [...document.querySelectorAll('a')].filter(a => !/^https?:/.test(a.getAttribute('href') || '')).length,
  styles: [...document.body.querySelectorAll('style')].filter(s => !s.closest('svg')).length,  // plotly's go in <head>
  bodyShown: getComputedStyle(document.body).display !== 'none',
  narrowest: Math.min(...[...document.querySelectorAll('.fs-case-body')].map(e => e.getBoundingClientRect().width)),
  specs: document.querySelectorAll('script.fs-spec').length,
  drawn: document.querySelectorAll('.fs-plot .main-svg').length,
  findings: document.querySelectorAll('.fs-finding').length,
})"""


@contextmanager
def offline_page():
    """A page whose every request except the file itself is aborted and counted; dialogs are counted too."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
        context = browser.new_context(viewport={"width": 1300, "height": 1000})
        seen: dict[str, list] = {"requests": [], "dialogs": [], "errors": []}

        def route(r):
            if r.request.url.startswith("file://") and r.request.resource_type == "document":
                return r.continue_()
            seen["requests"].append(r.request.url)
            return r.abort()

        context.route("**/*", route)
        page = context.new_page()
        page.on("dialog", lambda d: (seen["dialogs"].append(d.message), d.dismiss()))
        page.on("pageerror", lambda e: seen["errors"].append(str(e)))
        try:
            yield page, seen
        finally:
            browser.close()


def open_offline(page, path):
    page.goto(path.as_uri())
    page.wait_for_selector("body[data-plots-ready]", timeout=60_000)
    for word in page.locator(".fs-word").all()[:40]:  # hover words: a handler payload would fire here
        word.hover()
    return page.evaluate(DAMAGE)


def test_case_file_and_report_open_offline_safely(tmp_path):
    chromium_path()
    ARTIFACTS.mkdir(exist_ok=True)
    row = classifier_row("zoos-altered")
    ex = example_of(row)
    results = {n: DetectorResult.from_dict(n, d) for n, d in row["scores"].items()}
    findings = [altered_finding(ex)]
    sal_ex, sal = gallery_salience()
    hostile = payload_example()
    files = {
        "case_findings.html": case_file(case_from_results(ex, results, CALIBRATION, findings, selected=0,
                                                          link="http://localhost:8501/?ex=x")),
        "case_salience.html": case_file(case_from_results(sal_ex, {"rouge": RougeDetector().run(sal_ex), "salience": sal},
                                                          CALIBRATION, [], shade_by="salience", relative=True)),
        "case_payload.html": case_file(case_from_results(hostile, {"rouge": RougeDetector().run(hostile)}, CALIBRATION, [],
                                                         link="http://localhost:8501/?ex=" + encode_example(hostile))),
        "report_payload.html": report_html(
            [{**hostile.to_json_dict(), "scores": {"rouge": RougeDetector().run(hostile).to_dict()}},
             {**row, "labels": {"hallucination": 0, "coverage": 0}, "findings": [f.to_dict() for f in findings]}],
            examples=2, calibration=CALIBRATION, n_boot=20),
    }
    with offline_page() as (page, seen):
        for name, html in files.items():
            path = tmp_path / name
            path.write_text(html, encoding="utf-8")
            state = open_offline(page, path)
            assert state["drawn"] >= state["specs"] > 0, (name, state)  # every chart drew (plotly: ≥ 1 svg each)
            assert state["imgs"] == 0 and state["handlers"] == 0 and state["jsLinks"] == 0, (name, state)
            assert state["styles"] == 0 and state["bodyShown"] and state["narrowest"] > 600, (name, state)
            if name == "case_findings.html":
                assert state["findings"] == 1
                assert page.locator(".fs-finding.fs-selected").inner_text().startswith("altered")
            if "payload" in name:
                assert page.get_by_text("<script>alert('s1')</script>", exact=False).first.is_visible()
            page.screenshot(path=str(ARTIFACTS / name.replace(".html", ".png")))
        page.emulate_media(media="print")  # the charts redraw at the page's width
        page.wait_for_selector('body[data-print-ready="1"]', timeout=STEP_MS)
        assert page.evaluate("Math.max(...[...document.querySelectorAll('.fs-plot .main-svg')].map(s => s.getBoundingClientRect().width))") <= 680
        pdf = page.pdf(format="A4", print_background=True)  # the last file, printed
        assert pdf.startswith(b"%PDF") and len(re.findall(rb"/Type\s*/Page[^s]", pdf)) >= 2
        assert seen["requests"] == [] and seen["dialogs"] == [] and seen["errors"] == []


def test_a_link_with_settings_restores_them_in_a_fresh_browser():
    chromium_path()
    from pages.parts.inspect_state import gallery

    ex = next(e for e in gallery() if e.id == "uniforms-perspective-confusion")
    query = urlencode({"ex": encode_example(ex), "salience.method": "grad_norm", "shade": "classifier", "rel": "1",
                       "finding": "0"})
    with streamlit_server() as url, browser_page() as page:
        page.goto(f"{url}/?{query}", wait_until="domcontentloaded")
        page.wait_for_selector(".fs-sbs-response mark.fs-mark", timeout=120_000)  # the link's finding, outlined
        checked = page.get_by_role("radiogroup", name="Shade words by").locator("input:checked")
        assert checked.evaluate("e => e.closest('label').innerText.trim()") == "classifier"
        boxes = page.evaluate("""() => [...document.querySelectorAll('[data-testid="stSidebar"] [data-testid="stSelectbox"]')]
            .map(b => b.innerText + ' ' + [...b.querySelectorAll('input')].map(i => i.value).join(' '))""")
        assert any("grad_norm" in b for b in boxes), boxes
        page.wait_for_function("() => location.search.includes('shade=classifier')", timeout=STEP_MS)
        assert "finding=0" in page.url and "salience.method=grad_norm" in page.url
        # the case file of this view, downloaded from the sidebar, holds the same link
        with page.expect_download(timeout=60_000) as download:
            page.get_by_test_id("stSidebar").get_by_role("button", name="Download case file (HTML)").click()
        html = download.value.path().read_text(encoding="utf-8")
        assert download.value.suggested_filename == "uniforms-perspective-confusion.html"
        assert "Words shaded by classifier (relative shading)" in html and 'class="fs-finding fs-selected"' in html
        link = re.search(r'Reopen this view in Faithscope: <a href="([^"]+)"', html).group(1).replace("&amp;", "&")
        assert link.startswith(url + "/?ex=") and "shade=classifier" in link and "finding=0" in link, (url, link[:60], link[-80:])


def test_dataset_page_downloads_the_report_of_what_it_scored(tmp_path):
    chromium_path()
    with streamlit_server() as url, browser_page() as page:
        page.goto(url + "/dataset", wait_until="domcontentloaded")
        page.get_by_role("button", name="Score", exact=True).click()  # the bundled sample set, ROUGE
        page.get_by_text("ROC AUC").first.wait_for(timeout=120_000)
        with page.expect_download(timeout=60_000) as download:
            page.get_by_role("button", name="Download report (HTML)").click()
        assert download.value.suggested_filename == "faithscope-report.html"
        path = tmp_path / "report.html"
        download.value.save_as(path)
        html = path.read_text(encoding="utf-8")
        assert "42 rows scored on the Dataset page" in html and 'class="fs-table fs-auc"' in html
        assert html.count('data-rank="closest"') == 5  # the default number of closest calls
        links = re.findall(r'Reopen this view in Faithscope: <a href="([^"?]+)\?ex=', html)
        assert links and set(links) == {url + "/"}  # the Inspect page of this app
    with offline_page() as (page, seen):
        state = open_offline(page, path)
        assert state["drawn"] >= state["specs"] > 0 and seen["requests"] == [] and seen["errors"] == []
