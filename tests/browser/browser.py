"""Shared set-up for the real-browser tests: a headless Streamlit server and Debian chromium."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]


def chromium_path() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        if os.environ.get("CI"):
            pytest.fail("Debian chromium is not installed (.ci/run installs it)")
        pytest.skip("chromium not installed: apt-get install chromium")
    return path


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def streamlit_server(timeout: float = 90):
    port = _free_port()
    ARTIFACTS.mkdir(exist_ok=True)
    # The server's output goes to a file, never to an unread pipe: a full pipe buffer blocks the server mid-run.
    with open(ARTIFACTS / f"streamlit-{port}.log", "wb") as log:
        proc = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", str(ROOT / "app.py"), "--server.headless", "true",
             "--server.port", str(port), "--server.address", "127.0.0.1"],
            cwd=ROOT, stdout=log, stderr=subprocess.STDOUT,
        )
        url = f"http://127.0.0.1:{port}"
        try:
            deadline = time.time() + timeout
            while time.time() < deadline:
                try:
                    if urllib.request.urlopen(url + "/_stcore/health", timeout=2).status == 200:
                        break
                except OSError:
                    time.sleep(0.5)
            else:
                raise RuntimeError("streamlit did not start")
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()


@contextmanager
def browser_page():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1800})
        try:
            yield page
        finally:
            browser.close()


def open_expander(page, title: str, timeout: float) -> None:
    """Open the expander headed ``title`` and wait until it has finished growing: its content is clipped while it
    animates, so a click there can land on nothing (a lost "Add finding" click failed CI at stop 65)."""
    details = page.locator("details").filter(has=page.get_by_text(title, exact=True))
    details.locator("summary").click()
    details.wait_for(timeout=timeout)
    page.wait_for_function("(el) => el.open && el.getAnimations({subtree: true}).length === 0",
                           arg=details.element_handle(timeout=timeout), timeout=timeout)


# How long a test waits for one step of a page (a click's rerun, a block drawn): 30 s had no slack on a loaded
# 2-core machine (stop 63: a review step timed out once in a full run and passed alone). A broken step still fails.
STEP_MS = 90_000


def wait_for_first_run(page, timeout: float = 150_000) -> None:
    """Wait until the page's first script run has finished (Streamlit marks its root ``notRunning``): a fresh
    server loads the models on that run, and the tests act as a reader does, once the page has drawn."""
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"stApp\"]')?.getAttribute('data-test-script-state') === 'notRunning'",
        timeout=timeout)
