"""Write the shipped salience results for a gallery: ``python -m detectors.salience.precompute examples/gallery.jsonl``.

Each example gets ``detectors/salience/precomputed/<cache key>.json`` (floats rounded to
5 digits), the read-only layer ``cache.ResultCache`` looks in first, for every
aggregation asked (default: max). Existing files are kept unless ``--force``.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from detectors.salience.cache import SHIPPED_DIR, write_result
from detectors.core.example import load_examples
from detectors.salience.lm import DEFAULT_MODEL, load_model
from detectors.salience.detector import SalienceDetector, compute_salience


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("gallery")
    ap.add_argument("--out", default=str(SHIPPED_DIR))
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--method", default="grad_x_input")
    ap.add_argument("--aggregations", default="max")
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--force", action="store_true")
    args = ap.parse_args(argv)

    report = load_examples(args.gallery)
    for err in report.errors:
        print(f"{args.gallery}: {err}", file=sys.stderr)
    out = Path(args.out)
    lm = None
    for _, example in report.examples:
        for aggregation in args.aggregations.split(","):
            det = SalienceDetector(model_name=args.model, method=args.method, aggregation=aggregation, cache=False)
            path = out / f"{det.cache_key(example)}.json"
            if path.exists() and not args.force:
                print(f"{example.key()} [{aggregation}]: kept {path.name}")
                continue
            lm = lm or load_model(args.model, args.threads)
            started = time.perf_counter()
            result = compute_salience(lm, example, args.method, aggregation)
            write_result(path, result)
            print(f"{example.key()} [{aggregation}]: {time.perf_counter() - started:.1f} s → {path}", flush=True)
    return 1 if report.errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
