"""Examples per second per detector on the bundled sample set, and the speedup of parallel engines.

    python benchmarks/dataset_throughput.py [--detectors rouge,classifier,salience] [--repeat 5] [--no-ray]
                                            [--devices cpu,cuda] [--dtype auto]
    python benchmarks/dataset_throughput.py --compare [--input FILE] [--limit 96] [--rounds 3] [--devices cpu,cuda] [--backend torch,onnx]
                                            [--threads N]

``--compare`` (issue 27): the classifier's examples per second one example at a time (the engines call
``run`` per example, the path before batching) against a chunk at a time (``run_many``: pairs batched and
de-duplicated across the chunk), in one run with one loaded model, alternating the two paths (the order
flips every round, so drift hits both alike) for ``--rounds`` rounds, on the first ``--limit`` rows of
``--input`` (default the sample set, unrepeated; a dev-style file such as
``../shared/data/dev/perspectrum_unpara.jsonl`` shows the rows of one response side by side). Each figure is
``score_file`` end to end (reading, scoring, JSON writing; model loading not counted); the table gives the
median and the spread (min–max) over the rounds and the per-round ratio, and the process's CPU seconds per
example (all threads: with ``--threads 1`` the work done, which other jobs on a shared CPU do not inflate as they
do the wall time; with more threads it includes threads waiting for each other). ``--devices cuda`` measures a GPU.

Each figure runs ``detectors.batch.score_file`` end to end into a fresh output file (reading,
scoring, JSON writing). Model loading is timed separately and not counted in the rate.
The sample set (42 rows) is repeated ``--repeat`` times with fresh ids so pools have work to share.
Engine rows include process/actor start-up (spawned Python + imports), which dominates small files:
that is the honest cost of ``--workers 2`` / ``--engine ray`` on a file of this size.
``--devices`` repeats the per-detector table for each device (``auto`` resolves as the detectors
do; a device torch does not see is reported as unavailable); ``--dtype`` is passed to every
detector with a ``dtype`` option (the classifier keeps float32 on ``auto``, the salience LM picks
bfloat16 on CUDA).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from detectors.run.batch import score_file  # noqa: E402
from detectors.run.engines import DetectorSpec  # noqa: E402
from detectors.run.registry import REGISTRY, make_detector  # noqa: E402

SAMPLE = ROOT / "examples" / "sample_set.jsonl"


def repeated_input(tmp: Path, repeat: int) -> tuple[Path, int]:
    rows = [json.loads(l) for l in SAMPLE.read_text().splitlines()]
    path = tmp / "input.jsonl"
    with path.open("w") as f:
        for k in range(repeat):
            for r in rows:
                f.write(json.dumps({**r, "id": f"{r['id']}#{k}"}) + "\n")
    return path, len(rows) * repeat


def timed(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def compare(args: argparse.Namespace) -> None:
    """One example at a time against a chunk at a time (``--compare``; module doc)."""
    from classifier_profile import OneAtATime  # benchmarks/ is this script's folder

    with tempfile.TemporaryDirectory() as tmpdir:
        src = Path(tmpdir) / "input.jsonl"
        lines = Path(args.input).read_text(encoding="utf-8").splitlines(keepends=True)[: args.limit]
        src.write_text("".join(lines), encoding="utf-8")
        n = len(lines)
        print(f"input: {args.input}, first {n} rows; {args.rounds} rounds, order flipped every round; "
              f"threads {args.threads or 'torch default'}; encoder backend {args.backend}\n")
        print("| device | path | ex/s median | min–max | per-round ratio chunk / one at a time, median (min–max) "
              "| CPU s/example, median (min–max) |")
        print("|---|---|---|---|---|---|")
        for device in [d for d in args.devices.split(",") if d]:
            paths: dict[str, Any] = {}
            for backend in [b for b in args.backend.split(",") if b]:
                try:
                    det = make_detector("classifier", device=device, dtype=args.dtype, threads=args.threads,
                                        backend=backend)
                    det.run(_first_example())  # loads the models
                except Exception as err:  # a device torch does not see, a backend that cannot run there
                    print(f"| {device} | {backend}: unavailable: {type(err).__name__}: {err} | | | | |")
                    continue
                paths[f"{backend} · one example at a time"] = OneAtATime(det)
                paths[f"{backend} · chunk (run_many)"] = det
            if not paths:
                continue
            rates: dict[str, list[float]] = {p: [] for p in paths}
            cpu: dict[str, list[float]] = {p: [] for p in paths}
            for r in range(args.rounds):
                for label in (list(paths) if r % 2 == 0 else list(paths)[::-1]):
                    out = Path(tmpdir) / f"out-{device}-{r}-{len(cpu[label])}-{abs(hash(label))}.jsonl"
                    c0 = time.process_time()
                    rates[label].append(n / timed(lambda out=out, d=paths[label]: score_file(src, out, [d])))
                    cpu[label].append((time.process_time() - c0) / n)
            for label, v in rates.items():
                one = rates.get(label.replace("chunk (run_many)", "one example at a time"))
                ratios = [c / o for o, c in zip(one, v)] if one is not None and one is not v else []
                ratio = f"{statistics.median(ratios):.2f} ({min(ratios):.2f}–{max(ratios):.2f})" if ratios else ""
                print(f"| {device} | {label} | {statistics.median(v):.2f} | {min(v):.2f}–{max(v):.2f} | {ratio} | "
                      f"{statistics.median(cpu[label]):.3f} ({min(cpu[label]):.3f}–{max(cpu[label]):.3f}) |", flush=True)
            chunks = [k for k in rates if k.endswith("chunk (run_many)")]
            for other in chunks[1:]:  # each backend's chunk path against the first one's, round by round
                r = [b / a for a, b in zip(rates[chunks[0]], rates[other])]
                print(f"\n{device}: {other} / {chunks[0]}, per round: median {statistics.median(r):.2f} "
                      f"({min(r):.2f}–{max(r):.2f})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--detectors", default="rouge,classifier,salience")
    ap.add_argument("--repeat", type=int, default=5, help="copies of the sample set for rouge/classifier")
    ap.add_argument("--salience-examples", type=int, default=6, help="salience is slow: score only this many")
    ap.add_argument("--engines-detector", default="rouge", help="detector for the engine comparison")
    ap.add_argument("--no-ray", action="store_true")
    ap.add_argument("--devices", default="cpu", help="comma-separated: cpu, cuda, mps, auto")
    ap.add_argument("--dtype", default="auto", help="auto, float32, bfloat16 or float16")
    ap.add_argument("--compare", action="store_true", help="classifier: one example at a time vs a chunk at a time")
    ap.add_argument("--input", default=str(SAMPLE), help="--compare: the file to score")
    ap.add_argument("--limit", type=int, default=96, help="--compare: its first N rows")
    ap.add_argument("--rounds", type=int, default=3, help="--compare: alternating rounds")
    ap.add_argument("--threads", type=int, default=None, help="--compare: CPU threads (default: the runtime's)")
    ap.add_argument("--backend", default="auto",
                    help="--compare: the classifier's encoder runtimes, comma-separated (auto, onnx, torch), alternated in one run")
    args = ap.parse_args()
    if args.compare:
        compare(args)
        return

    with tempfile.TemporaryDirectory() as tmpdir:
        tmp = Path(tmpdir)
        inp, n = repeated_input(tmp, args.repeat)
        print(f"input: {SAMPLE.relative_to(ROOT)} × {args.repeat} = {n} examples\n")
        print(f"{'device':<8}{'detector':<12}{'load s':>8}{'examples':>10}{'seconds':>10}{'ex/s':>10}")
        devices = [d for d in args.devices.split(",") if d]
        for device in devices:
            for name in [d for d in args.detectors.split(",") if d]:
                placed = {"device": device, "dtype": args.dtype} if "device" in REGISTRY[name].defaults() else {}
                if not placed and device != devices[0]:
                    continue  # a detector without a device option (ROUGE) runs once
                try:
                    load = time.perf_counter()
                    det = make_detector(name, **placed)
                    det.run(_first_example())  # warm-up: loads the models
                    load = time.perf_counter() - load
                except Exception as err:  # a model not installed here, or a device torch does not see
                    print(f"{device:<8}{name:<12}  unavailable: {type(err).__name__}: {err}")
                    continue
                src, count = inp, n
                if name == "salience":
                    src, count = tmp / "sal.jsonl", args.salience_examples
                    src.write_text("".join(inp.read_text().splitlines(keepends=True)[:count]))
                secs = timed(lambda src=src, out=tmp / f"out-{device}-{name}.jsonl", det=det: score_file(src, out, [det]))
                print(f"{device:<8}{name:<12}{load:>8.1f}{count:>10}{secs:>10.2f}{count / secs:>10.1f}")

        spec = DetectorSpec((args.engines_detector,))
        print(f"\nengines ({args.engines_detector}, {n} examples, start-up included)")
        base = timed(lambda: score_file(inp, tmp / "e1.jsonl", spec, workers=1))
        print(f"{'local, 1 worker':<22}{base:>8.2f} s{n / base:>9.1f} ex/s  speedup 1.00")
        two = timed(lambda: score_file(inp, tmp / "e2.jsonl", spec, workers=2))
        print(f"{'local, --workers 2':<22}{two:>8.2f} s{n / two:>9.1f} ex/s  speedup {base / two:.2f}")
        if not args.no_ray:
            try:
                ray_s = timed(lambda: score_file(inp, tmp / "er.jsonl", spec, engine="ray", workers=2))
                print(f"{'ray, 2 actors':<22}{ray_s:>8.2f} s{n / ray_s:>9.1f} ex/s  speedup {base / ray_s:.2f}")
            except ModuleNotFoundError:
                print("ray: not installed")


def _first_example():
    from detectors.core.example import load_examples

    return load_examples(SAMPLE).examples[0][1]


if __name__ == "__main__":
    main()
