"""Seconds from pressing *Run salience* to the first partial map on screen, in a real browser.

    python benchmarks/salience_first_columns_browser.py [--runs 3]

Starts the app (headless Streamlit) and Debian chromium (Playwright, as the browser tests do),
opens a gallery example whose response is changed so no cached or shipped result exists, and
presses *Run salience* once to load the LM (not timed: the model is a cached resource, loaded
once per server). Then, ``--runs`` times, it edits the response again, presses *Run salience*
and times until the live view's caption ("partial: columns still being computed") is visible,
and until the finished map replaces it. Prints every run and the median.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.browser.browser import browser_page, chromium_path, streamlit_server  # noqa: E402

PARTIAL = "partial: columns still being computed"


def run_once(page, suffix: str, timeout_ms: int = 300_000) -> tuple[float, float]:
    box = page.get_by_label("Response (scored)")
    box.fill(box.input_value() + suffix)
    box.press("Control+Enter")
    run = page.get_by_role("button", name="Run salience")
    run.wait_for(timeout=timeout_ms)
    started = time.perf_counter()
    run.click()
    page.get_by_text(PARTIAL).first.wait_for(timeout=timeout_ms)
    first = time.perf_counter() - started
    page.get_by_text(PARTIAL).first.wait_for(state="detached", timeout=timeout_ms)
    page.get_by_role("tab", name="Salience").wait_for(timeout=timeout_ms)
    return first, time.perf_counter() - started


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--example", default="zoos · coverage", help="gallery button to start from")
    args = ap.parse_args()
    chromium_path()
    with streamlit_server() as url, browser_page() as page:
        page.goto(url + "/", wait_until="domcontentloaded")
        page.get_by_role("button", name=args.example).click()
        page.get_by_label("Response (scored)").wait_for()
        warm = run_once(page, " Warm-up.")
        print(f"warm-up (loads the LM): first partial map {warm[0]:.2f} s, complete {warm[1]:.1f} s")
        firsts = []
        for k in range(args.runs):
            first, done = run_once(page, f" Run {k + 1}.")
            firsts.append(first)
            print(f"run {k + 1}: first partial map on screen {first:.2f} s, complete map {done:.1f} s")
        print(f"median time to the first partial map: {statistics.median(firsts):.2f} s (target: 3 s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
