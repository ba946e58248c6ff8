"""Write the shipped salience results for a gallery: ``python -m detectors.salience.precompute examples/gallery.jsonl``.

Each example's token map is computed once (braces prompt, CPU, float32); from it, every
normalization × aggregation asked (default: all of them) gets
``detectors/salience/precomputed/<cache key>.json`` (raw scores, the setting's ``model_id``, floats
rounded to 5 digits), the read-only layer ``cache.ResultCache`` looks in first. Existing files are kept
unless ``--force``; ``--prune`` deletes shipped files no current key names (stale versions).
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

from detectors.core.example import load_examples
from detectors.salience.cache import SHIPPED_DIR, write_result
from detectors.salience.detector import SalienceDetector, prompt_layout, salience_result
from detectors.salience.gradients import token_salience_fast
from detectors.salience.lm import DEFAULT_MODEL, load_model
from detectors.salience.scoring import AGGREGATIONS, DEFAULT_METHOD, NORMALIZATIONS


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("gallery")
    ap.add_argument("--out", default=str(SHIPPED_DIR))
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--method", default=DEFAULT_METHOD)
    ap.add_argument("--aggregations", default=",".join(AGGREGATIONS))
    ap.add_argument("--normalizations", default=",".join(NORMALIZATIONS))
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--force", action="store_true")
    ap.add_argument("--prune", action="store_true", help="delete files in --out that no current key names")
    ap.add_argument("--maps", default=None,
                    help="folder to keep raw token maps in (and reuse them from), so a change in the scoring "
                         "maths does not need the gradients again")
    args = ap.parse_args(argv)

    report = load_examples(args.gallery)
    for err in report.errors:
        print(f"{args.gallery}: {err}", file=sys.stderr)
    out = Path(args.out)
    combos = [(n, a) for n in args.normalizations.split(",") for a in args.aggregations.split(",")]
    lm = None
    wanted: set[str] = set()
    for _, example in report.examples:
        dets = {c: SalienceDetector(model_name=args.model, method=args.method, aggregation=c[1], normalization=c[0],
                                    device="cpu", dtype="float32", cache=False) for c in combos}
        paths = {c: out / f"{d.cache_key(example)}.json" for c, d in dets.items()}
        wanted |= {p.name for p in paths.values()}
        if all(p.exists() for p in paths.values()) and not args.force:
            print(f"{example.key()}: kept {len(paths)} files")
            continue
        lm = lm or load_model(args.model, args.threads, "cpu", "float32")
        started = time.perf_counter()
        layout = prompt_layout(example, lm.tokenizer)
        saved = Path(args.maps) / f"{example.content_key()}-{args.model}-{args.method}.npz" if args.maps else None
        if saved is not None and saved.exists():
            z = np.load(saved)
            tmap, seconds = z["token_map"], float(z["seconds"])
        else:
            tmap = token_salience_fast(lm.model, layout.tp.ids, layout.columns, args.method)
            seconds = time.perf_counter() - started
            if saved is not None:
                saved.parent.mkdir(parents=True, exist_ok=True)
                np.savez_compressed(saved, token_map=tmap, seconds=seconds)
        for combo, path in paths.items():
            write_result(path, salience_result(example, layout, tmap, dets[combo].setting, seconds=seconds))
        print(f"{example.key()}: {seconds:.1f} s → {len(paths)} files", flush=True)
    if args.prune:
        for stale in sorted(out.glob("*.json")):
            if stale.name not in wanted:
                stale.unlink()
                print(f"pruned {stale.name}")
    return 1 if report.errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
