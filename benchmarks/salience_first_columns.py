"""Time to the first partial salience map (progressive display), model already loaded.

``python benchmarks/salience_first_columns.py [--threads 2]``: for the gallery's longest and
shortest examples, the seconds from starting ``compute_salience`` to the first ``partial``
result (the first chunk: ``gradients.FIRST_CHUNK`` columns), then stops.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.core.example import load_examples  # noqa: E402
from detectors.core.result import Cancelled  # noqa: E402
from detectors.salience.detector import compute_salience  # noqa: E402
from detectors.salience.lm import load_model  # noqa: E402
from detectors.salience.prompt import build_prompt, tokenize_prompt  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gallery", default="examples/gallery.jsonl")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--dtype", default="float32")
    args = ap.parse_args()
    lm = load_model(threads=args.threads, device=args.device, dtype=args.dtype)
    examples = [e for _, e in load_examples(args.gallery).examples]
    size = {e.key(): len(tokenize_prompt(build_prompt(e), lm.tokenizer).ids) for e in examples}
    for ex in (max(examples, key=lambda e: size[e.key()]), min(examples, key=lambda e: size[e.key()])):
        started = time.perf_counter()

        def partial(_result, ex=ex, started=started):
            print(f"{ex.key()} ({size[ex.key()]} tokens): first partial map after "
                  f"{time.perf_counter() - started:.2f} s", flush=True)
            raise Cancelled

        try:
            compute_salience(lm, ex, partial=partial)
        except Cancelled:
            pass


if __name__ == "__main__":
    main()
