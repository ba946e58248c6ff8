"""Examples per second per detector on the bundled sample set, and the speedup of parallel engines.

    python benchmarks/dataset_throughput.py [--detectors rouge,classifier,salience] [--repeat 5] [--no-ray]
                                            [--devices cpu,cuda] [--dtype auto]

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
import sys
import tempfile
import time
from pathlib import Path

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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--detectors", default="rouge,classifier,salience")
    ap.add_argument("--repeat", type=int, default=5, help="copies of the sample set for rouge/classifier")
    ap.add_argument("--salience-examples", type=int, default=6, help="salience is slow: score only this many")
    ap.add_argument("--engines-detector", default="rouge", help="detector for the engine comparison")
    ap.add_argument("--no-ray", action="store_true")
    ap.add_argument("--devices", default="cpu", help="comma-separated: cpu, cuda, mps, auto")
    ap.add_argument("--dtype", default="auto", help="auto, float32, bfloat16 or float16")
    args = ap.parse_args()

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
