"""Where the classifier's time goes when it scores a file, by stage, one example at a time against a chunk at a time.

    python benchmarks/classifier_profile.py [--input FILE] [--limit 60] [--threads N] [--device cpu]

Scores ``--input`` (default the bundled sample set; e.g. ``../shared/data/dev/perspectrum_unpara.jsonl``
for dev-style rows) as ``python -m detectors score --detectors classifier`` does: ``score_file`` (serial
engine, JSON lines written) and then the calibration (``annotate_file``). Twice, alternating, with one
loaded detector: once handing the engine a detector without ``run_many`` (the per-example path) and once
the detector itself (the chunk path, ``ClassifierDetector.run_many``). Each stage is timed exclusively
(a stage's time leaves out the stages it calls) by wrapping the functions and model objects that do it:

    tokenization      the cross-encoder's tokenizer calls
    cross-encoder     its forward passes (``model(**enc)``)
    pair-model rest   batching, softmax, copies around them (``PairModel.distributions`` itself)
    bi-encoder tok.   the bi-encoder's tokenizer calls
    bi-encoder        its forward passes, pooling and the cosines (``BiEncoder.embed`` / ``probs``)
    window building   clauses, sides, framing flags, windows and pair texts (``example_pairs``)
    rules             share / stated / support and the result (``ClassifierDetector.result``)
    ROUGE inputs      the calibration inputs (``overlap_inputs``)
    JSON              ``DetectorResult.to_dict`` and ``json.dumps`` of the rows
    calibration       ``annotate_file`` (read the scored file, apply the maps, rewrite it)
    other             the rest of the wall time (reading the input, the engine, file writes)

Model loading is not counted (one warm-up example first). cProfile's overhead is avoided: the wrappers add a
few microseconds per call. Prints a Markdown table (seconds per example and share of the wall time).
"""
from __future__ import annotations

import argparse
import functools
import json
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from detectors.calibration import annotate_file  # noqa: E402
from detectors.calibration.store import calibration_in_use  # noqa: E402
from detectors.classifier import detector as clf  # noqa: E402
from detectors.core import result as resmod  # noqa: E402
from detectors.core.example import load_examples  # noqa: E402
from detectors.run.batch import score_file  # noqa: E402

SAMPLE = ROOT / "examples" / "sample_set.jsonl"
STAGES = ("tokenization", "cross-encoder", "pair-model rest", "bi-encoder tok.", "bi-encoder", "window building",
          "rules", "ROUGE inputs", "JSON", "calibration", "other")


class Clock:
    """Exclusive time per stage: a stage called inside another is taken out of the outer one."""

    def __init__(self) -> None:
        self.spent: dict[str, float] = defaultdict(float)
        self._stack: list[list[float]] = []  # [start, time of children]

    def wrap(self, stage: str, fn: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(fn)
        def timed(*args: Any, **kwargs: Any) -> Any:
            self._stack.append([time.perf_counter(), 0.0])
            try:
                return fn(*args, **kwargs)
            finally:
                start, children = self._stack.pop()
                total = time.perf_counter() - start
                self.spent[stage] += total - children
                if self._stack:
                    self._stack[-1][1] += total
        return timed


class Timed:
    """An object whose calls are timed as ``stage``; attributes pass through (a model's ``config``)."""

    def __init__(self, inner: Any, clock: Clock, stage: str) -> None:
        self._inner, self._call = inner, clock.wrap(stage, inner)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._call(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)


class OneAtATime:
    """The detector without ``run_many``: the engines then call ``run`` per example (the path before issue 27)."""

    def __init__(self, det: Any) -> None:
        self.det, self.name = det, det.name

    def run(self, example: Any, progress: Any = None) -> Any:
        return self.det.run(example, progress)


def instrument(det: clf.ClassifierDetector, clock: Clock) -> None:
    pm, bi = det.pair_model, det.biencoder
    pm.tokenizer = Timed(pm.tokenizer, clock, "tokenization")
    pm.model = Timed(pm.model, clock, "cross-encoder")
    pm.distributions = clock.wrap("pair-model rest", pm.distributions)  # type: ignore[method-assign]
    if bi is not None:
        bi.tokenizer = Timed(bi.tokenizer, clock, "bi-encoder tok.")
        bi.model = Timed(bi.model, clock, "bi-encoder")
        bi.probs = clock.wrap("bi-encoder", bi.probs)  # type: ignore[method-assign]
    clf.example_pairs = clock.wrap("window building", clf.example_pairs)
    clf.overlap_inputs = clock.wrap("ROUGE inputs", clf.overlap_inputs)
    det.result = clock.wrap("rules", det.result)  # type: ignore[method-assign]
    resmod.DetectorResult.to_dict = clock.wrap("JSON", resmod.DetectorResult.to_dict)  # type: ignore[method-assign]
    json.dumps = clock.wrap("JSON", json.dumps)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--input", default=str(SAMPLE))
    ap.add_argument("--limit", type=int, default=60, help="score the first N rows")
    ap.add_argument("--rounds", type=int, default=1, help="alternating rounds of both paths (seconds are summed)")
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--device", default="cpu")
    a = ap.parse_args()
    det = clf.ClassifierDetector(threads=a.threads, device=a.device, backend="torch")  # profiles the torch modules
    first = load_examples(a.input).examples[0][1]
    det.run(first)  # load and warm up
    clock = Clock()
    instrument(det, clock)
    calibration = calibration_in_use()
    paths = {"one example at a time": OneAtATime(det), "chunk (run_many)": det}
    spent: dict[str, dict[str, float]] = {p: defaultdict(float) for p in paths}
    walls: dict[str, float] = defaultdict(float)
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "input.jsonl"
        src.write_text("".join(Path(a.input).read_text(encoding="utf-8").splitlines(keepends=True)[: a.limit]))
        n = len(load_examples(src).examples)
        for r in range(a.rounds):
            for label, d in paths.items():
                out = Path(tmp) / f"out-{r}-{len(walls)}.jsonl"
                clock.spent.clear()
                t0 = time.perf_counter()
                score_file(src, out, [d])
                if calibration is not None:
                    clock.wrap("calibration", annotate_file)(out, calibration)
                wall = time.perf_counter() - t0
                walls[label] += wall
                for stage, s in clock.spent.items():
                    spent[label][stage] += s
                spent[label]["other"] += wall - sum(clock.spent.values())
    print(f"input: {a.input} (first {n} rows), {a.rounds} round(s), device {a.device}, "
          f"threads {a.threads or 'torch default'}; seconds per example (share of wall time)\n")
    print("| stage | " + " | ".join(paths) + " |\n|---|" + "---|" * len(paths))
    for stage in STAGES:
        cells = [f"{spent[p][stage] / (n * a.rounds):.4f} ({100 * spent[p][stage] / walls[p]:.0f} %)" for p in paths]
        print(f"| {stage} | " + " | ".join(cells) + " |")
    print("| **wall** | " + " | ".join(f"**{walls[p] / (n * a.rounds):.4f}** ({n * a.rounds / walls[p]:.2f} ex/s)"
                                      for p in paths) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
