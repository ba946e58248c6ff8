"""Classifier seconds per example, this checkout against another one, in one run (issue 24's speed budget).

    python benchmarks/classifier_time.py --other /tmp/old-checkout [--input FILE ...] [--rounds 2] [--threads 1]

``--other``: a checkout of an earlier commit (``git worktree add /tmp/old-checkout COMMIT``) with its
own code and weights. Each round times both checkouts on every input file, alternating, in fresh
processes (model loading not counted), so machine drift hits both alike; the table gives the mean
seconds per example of each and their ratio over the rounds, with the spread (min–max).
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_INPUTS = [ROOT / "examples" / "sample_set.jsonl", ROOT / "examples" / "organic" / "organic_val.jsonl"]

_CHILD = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from detectors.classifier.detector import ClassifierDetector
from detectors.core.example import load_examples
examples = [ex for _, ex in load_examples(sys.argv[2]).examples]
det = ClassifierDetector(threads=int(sys.argv[3]))
det.run(examples[0])  # load and warm up
t0 = time.perf_counter()
for ex in examples:
    det.run(ex)
print(json.dumps({"n": len(examples), "seconds": time.perf_counter() - t0}))
"""


def seconds_per_example(root: Path, path: Path, threads: int) -> float:
    out = subprocess.run([sys.executable, "-c", _CHILD, str(root), str(path), str(threads)], capture_output=True,
                         text=True, check=True, cwd=root)
    r = json.loads(out.stdout.strip().splitlines()[-1])
    return r["seconds"] / r["n"]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--other", required=True, help="the other checkout (e.g. the commit before the change)")
    ap.add_argument("--input", nargs="*", default=[str(p) for p in DEFAULT_INPUTS])
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--threads", type=int, default=1)
    a = ap.parse_args()
    other = Path(a.other).resolve()
    print("| input | rounds | other s/example | this s/example | ratio this / other (min–max) |\n|---|---|---|---|---|")
    for path in map(Path, a.input):
        mine, theirs = [], []
        for _ in range(a.rounds):
            theirs.append(seconds_per_example(other, path.resolve(), a.threads))
            mine.append(seconds_per_example(ROOT, path.resolve(), a.threads))
        ratios = [m / t for m, t in zip(mine, theirs)]
        print(f"| {path.name} | {a.rounds} | {statistics.mean(theirs):.3f} | {statistics.mean(mine):.3f} | "
              f"{statistics.mean(ratios):.2f} ({min(ratios):.2f}–{max(ratios):.2f}) |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
