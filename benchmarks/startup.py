"""Start-up as a user meets it: whole-process times of ``python -m detectors score`` and the app's first paint.

    python benchmarks/startup.py [--reps 5] [--old REV] [--detectors rouge,salience-hit,salience,classifier]
           [--cold-reps 1] [--app-reps 3] [--no-app]

Every figure is a whole process (``subprocess``), on a one-line file, timed from the parent:

* ``rouge``, ``classifier``: ``score --detectors NAME`` on the gallery's ``hockey-repetition`` (3 arguments,
  3 sentences);
* ``salience-hit``: the same line, whose salience result is shipped precomputed (start-up plus a cache read);
* ``salience``: the same line with its query edited so no cache holds it: start-up, model load and the map
  (the map's own seconds, ``details.seconds``, are printed too, and ``wall − map`` is everything else;
  ``--salience-threads N`` passes ``--threads N``).

Caches. **warm**: a Faithscope cache (``$FAITHSCOPE_CACHE``) whose ``models/`` is the converted safetensors
model of ``~/.cache/faithscope`` and whose ``onnx/`` its exported classifier graphs, an empty result cache per run, and Python bytecode written on an untimed
first run (kept under a ``PYTHONPYCACHEPREFIX`` in /tmp, never in the tree). **cold**: an empty Faithscope
cache (salience converts the shipped GGUF again, the classifier exports its ONNX graphs again) and no bytecode for the project (``PYTHONDONTWRITEBYTECODE``).
The OS page cache cannot be dropped without root (it is stated in the output whether it was).

Revisions: this checkout (``new``) and, with ``--old REV``, a ``git worktree`` of REV under /tmp (created
once, detached; the shared tree is never stashed or reset), run with the same virtual environment.
Repetitions alternate old and new, so drift hits both; each cell prints the median, min–max over the
repetitions, and the ratio old / new of the medians.

App: a fresh ``streamlit run app.py`` server per repetition and headless Debian chromium (Playwright, as
``tests/browser``). Timed: server start → health; server start → the Inspect page's first rendered element
(its title) in the first browser tab; page open → title and page open → first run finished (``notRunning``)
on that fresh server; the same in a second tab on the same, now warm, server.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYTHON = ROOT / ".venv" / "bin" / "python"
EXAMPLE_ID = "hockey-repetition"
DETECTORS = ("rouge", "salience-hit", "salience", "classifier")
SALIENCE_THREADS: int | None = None  # --salience-threads: torch threads of the salience runs (default torch's choice)
FIRST_ELEMENT = '[data-testid="stMain"] h1'  # the Inspect page's title: the first element it draws
APP_FRAME = '[data-testid="stApp"]'  # Streamlit's frontend has booted (before the page script draws anything)


def one_line_files(tmp: Path) -> dict[str, Path]:
    """The gallery line (salience result shipped) and the same line with its query edited (nothing cached)."""
    line = next(json.loads(s) for s in (ROOT / "examples" / "gallery.jsonl").read_text().splitlines()
                if json.loads(s)["id"] == EXAMPLE_ID)
    shipped, fresh = tmp / "shipped.jsonl", tmp / "fresh.jsonl"
    shipped.write_text(json.dumps(line) + "\n")
    fresh.write_text(json.dumps({**line, "id": "startup-probe", "query": line["query"] + " (start-up probe)"}) + "\n")
    return {"shipped": shipped, "fresh": fresh}


def worktree(rev: str) -> Path:
    """A detached worktree of ``rev`` under /tmp (made once): the old code, never the shared tree."""
    sha = subprocess.run(["git", "rev-parse", rev], cwd=ROOT, check=True, capture_output=True, text=True).stdout.strip()
    path = Path(tempfile.gettempdir()) / f"faithscope-startup-{sha[:10]}"
    if not (path / "detectors").is_dir():
        subprocess.run(["git", "worktree", "add", "--detach", str(path), sha], cwd=ROOT, check=True,
                       capture_output=True)
    return path


def environment(cache: Path, warm: bool, pycache: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "FAITHSCOPE_CALIBRATION")}
    env["FAITHSCOPE_CACHE"] = str(cache)
    if warm:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(pycache)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env.pop("PYTHONPYCACHEPREFIX", None)
    return env


def fresh_cache(tmp: Path, warm: bool) -> Path:
    """A Faithscope cache with no results; warm: the converted salience model and the classifier's exported
    ONNX graphs linked in from ``~/.cache/faithscope`` (an untimed first run writes the graphs)."""
    cache = Path(tempfile.mkdtemp(dir=tmp, prefix="cache-"))
    models = Path.home() / ".cache" / "faithscope" / "models"
    graphs = Path.home() / ".cache" / "faithscope" / "onnx"
    if warm:
        if not models.is_dir():
            raise SystemExit(f"no converted model in {models}: run salience once first")
        (cache / "models").symlink_to(models)
        graphs.mkdir(parents=True, exist_ok=True)
        (cache / "onnx").symlink_to(graphs)
    return cache


def score_once(root: Path, detector: str, files: dict[str, Path], tmp: Path, warm: bool,
               pycache: Path) -> tuple[float, float | None]:
    """(wall seconds, the salience map's own seconds or None) of one whole ``score`` process."""
    name = "salience" if detector.startswith("salience") else detector
    line = files["shipped" if detector in ("salience-hit", "rouge", "classifier") else "fresh"]
    cache = fresh_cache(tmp, warm)
    out = cache / "out.jsonl"
    cmd = [str(PYTHON), "-m", "detectors", "score", str(line), "-o", str(out), "--detectors", name, "-q"]
    if name == "salience":
        cmd += ["--details"] + (["--threads", str(SALIENCE_THREADS)] if SALIENCE_THREADS else [])
    started = time.perf_counter()
    proc = subprocess.run(cmd, cwd=root, env=environment(cache, warm, pycache), capture_output=True, text=True)
    wall = time.perf_counter() - started
    if proc.returncode != 0:
        raise SystemExit(f"{root}: {' '.join(cmd)} failed:\n{proc.stderr[-2000:]}")
    row = json.loads(out.read_text().splitlines()[0])
    seconds = None
    if detector == "salience":
        seconds = row["scores"]["salience"]["extras"]["seconds"]
    shutil.rmtree(cache, ignore_errors=True)
    return wall, seconds


def spread(xs: list[float]) -> str:
    return f"{statistics.median(xs):.2f} ({min(xs):.2f}–{max(xs):.2f})" if xs else "–"


def table(title: str, rows: list[tuple[str, dict[str, list[float]]]], revs: list[str]) -> None:
    print(f"\n{title}\n")
    head = " | ".join(f"{r}, s median (min–max)" for r in revs)
    ratio = " | old / new" if "old" in revs else ""
    print(f"| what | {head}{ratio} |")
    print("| --- | " + " | ".join("---" for _ in revs) + (" | ---" if ratio else "") + " |")
    for what, by_rev in rows:
        cells = " | ".join(spread(by_rev.get(r, [])) for r in revs)
        r = ""
        if ratio and by_rev.get("old") and by_rev.get("new"):
            r = f" | {statistics.median(by_rev['old']) / statistics.median(by_rev['new']):.2f}×"
        print(f"| {what} | {cells}{r} |")


def run_cli(roots: dict[str, Path], detectors: list[str], reps: int, cold_reps: int, tmp: Path) -> None:
    files = one_line_files(tmp)
    pycaches = {rev: tmp / f"pycache-{rev}" for rev in roots}
    rows: list[tuple[str, dict[str, list[float]]]] = []
    maps: dict[str, list[float]] = {rev: [] for rev in roots}
    for det in detectors:
        for rev, root in roots.items():  # untimed: writes the bytecode the warm runs read
            score_once(root, det, files, tmp, True, pycaches[rev])
        warm: dict[str, list[float]] = {rev: [] for rev in roots}
        rest: dict[str, list[float]] = {rev: [] for rev in roots}
        for _ in range(reps):
            for rev, root in roots.items():
                wall, seconds = score_once(root, det, files, tmp, True, pycaches[rev])
                warm[rev].append(wall)
                if seconds is not None:
                    maps[rev].append(seconds)
                    rest[rev].append(wall - seconds)
            print(f"  {det} warm: " + ", ".join(f"{r} {v[-1]:.2f} s" for r, v in warm.items()), file=sys.stderr, flush=True)
        rows.append((f"`{det}` warm", warm))
        if rest[next(iter(roots))]:
            rows.append((f"`{det}` warm, wall − map", rest))
        if cold_reps:
            cold: dict[str, list[float]] = {rev: [] for rev in roots}
            for _ in range(cold_reps):
                for rev, root in roots.items():
                    cold[rev].append(score_once(root, det, files, tmp, False, pycaches[rev])[0])
                print(f"  {det} cold: " + ", ".join(f"{r} {v[-1]:.2f} s" for r, v in cold.items()), file=sys.stderr,
                      flush=True)
            rows.append((f"`{det}` cold", cold))
    if any(maps.values()):
        rows.append(("salience map alone (`details.seconds`)", maps))
    table(f"Whole process `python -m detectors score ONE_LINE --detectors NAME`, {reps} warm "
          f"repetitions, {cold_reps} cold (page cache not dropped: needs root)", rows, list(roots))


def app_once(root: Path, tmp: Path, pycache: Path) -> dict[str, float]:
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    from tests.browser.browser import CHROMIUM_ARGS, _free_port, chromium_path  # the tests' own set-up

    cache = fresh_cache(tmp, True)
    port = _free_port()
    url = f"http://127.0.0.1:{port}"
    out: dict[str, float] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), headless=True, args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1800})
        page.goto("about:blank")
        started = time.perf_counter()
        proc = subprocess.Popen(
            [str(PYTHON), "-m", "streamlit", "run", "app.py", "--server.headless", "true", "--server.port", str(port),
             "--server.address", "127.0.0.1", "--browser.gatherUsageStats", "false"],
            cwd=root, env=environment(cache, True, pycache), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            import urllib.request

            while True:
                try:
                    if urllib.request.urlopen(url + "/_stcore/health", timeout=2).status == 200:
                        break
                except OSError:
                    if time.perf_counter() - started > 120:
                        raise RuntimeError("streamlit did not start") from None
                    time.sleep(0.05)
            out["server start → health"] = time.perf_counter() - started
            opened = time.perf_counter()
            page.goto(url)
            page.wait_for_selector(APP_FRAME, timeout=120_000)
            out["page open → app frame, no page content yet (fresh server)"] = time.perf_counter() - opened
            page.wait_for_selector(FIRST_ELEMENT, timeout=120_000)
            now = time.perf_counter()
            out["server start → first paint"] = now - started
            out["page open → first paint (fresh server)"] = now - opened
            _wait_idle(page)
            out["page open → first run done (fresh server: imports, classifier load, scores)"] = (
                time.perf_counter() - opened)
            second = browser.new_page(viewport={"width": 1400, "height": 1800})
            opened = time.perf_counter()
            second.goto(url)
            second.wait_for_selector(APP_FRAME, timeout=120_000)
            out["page open → app frame (warm server)"] = time.perf_counter() - opened
            second.wait_for_selector(FIRST_ELEMENT, timeout=120_000)
            out["page open → first paint (warm server)"] = time.perf_counter() - opened
            _wait_idle(second)
            out["page open → first run done (warm server)"] = time.perf_counter() - opened
        finally:
            browser.close()
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
    shutil.rmtree(cache, ignore_errors=True)
    return out


def _wait_idle(page) -> None:
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"stApp\"]')?.getAttribute('data-test-script-state') === 'notRunning'",
        timeout=180_000)


def run_app(roots: dict[str, Path], reps: int, tmp: Path) -> None:
    pycaches = {rev: tmp / f"pycache-{rev}" for rev in roots}
    for rev, root in roots.items():  # untimed: bytecode, and the OS page cache of torch and the models
        app_once(root, tmp, pycaches[rev])
    results: dict[str, dict[str, list[float]]] = {}
    for _ in range(reps):
        for rev, root in roots.items():
            for what, s in app_once(root, tmp, pycaches[rev]).items():
                results.setdefault(what, {}).setdefault(rev, []).append(s)
            print(f"  app {rev}: " + ", ".join(f"{k} {v[rev][-1]:.2f}" for k, v in results.items()), file=sys.stderr,
                  flush=True)
    table(f"App (`streamlit run app.py`, headless chromium), {reps} repetitions, fresh server each, warm caches; "
          f"first paint = the Inspect page's title ({FIRST_ELEMENT})", list(results.items()), list(roots))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=5, help="warm repetitions per detector and revision")
    ap.add_argument("--cold-reps", type=int, default=1)
    ap.add_argument("--app-reps", type=int, default=3)
    ap.add_argument("--no-app", action="store_true")
    ap.add_argument("--old", help="a git revision to compare with (checked out as a worktree under /tmp)")
    ap.add_argument("--detectors", default=",".join(DETECTORS), help=f"comma-separated: {', '.join(DETECTORS)}")
    ap.add_argument("--salience-threads", type=int, default=None,
                    help="--threads of the salience runs (the map's time is subtracted in `wall − map`; on a shared "
                         "host one thread keeps the map from oversubscribing the cores)")
    args = ap.parse_args()
    global SALIENCE_THREADS
    SALIENCE_THREADS = args.salience_threads
    detectors = [d for d in args.detectors.split(",") if d]
    unknown = set(detectors) - set(DETECTORS)
    if unknown:
        ap.error(f"unknown: {', '.join(sorted(unknown))}")
    roots = {"old": worktree(args.old)} if args.old else {}
    roots["new"] = ROOT
    head = subprocess.run(["git", "log", "-1", "--format=%h %s"], cwd=ROOT, capture_output=True, text=True).stdout
    print(f"new: {ROOT} at {head.strip()[:70]} (plus uncommitted changes, if any)"
          + (f"; old: {args.old} in {roots['old']}" if args.old else "")
          + f"; load average before: {os.getloadavg()[0]:.2f}, {os.cpu_count()} CPUs")
    with tempfile.TemporaryDirectory(prefix="faithscope-startup-") as t:
        tmp = Path(t)
        if detectors:
            run_cli(roots, detectors, args.reps, args.cold_reps, tmp)
        if not args.no_app:
            run_app(roots, args.app_reps, tmp)
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
