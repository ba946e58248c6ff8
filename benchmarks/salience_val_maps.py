"""Raw salience token maps of a stratified val sample, computed once, for offline choices.

``python benchmarks/salience_val_maps.py --n 32 --threads 1`` picks ``n`` val examples
(``detectors.training.classifier_data.dev_examples(data, "val")``; ``--split test`` for the test topics) stratified by
paraphrased × label (error-free / hallucination / coverage), in round-robin order over
the strata so a partial run stays balanced, and writes for each one
``<out>/<index>.npz`` with the raw gradient×input token map (every token row × the needed
response columns), the column indices and the example's JSON. The maps do not depend on
normalization or aggregation, so ``benchmarks/salience_choice.py`` evaluates every choice
from them without touching the model. Resumable: existing files are kept.
"""
from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

import numpy as np

DEFAULT_OUT = Path(__file__).resolve().parents[1] / ".cache" / "salience_val"


def stratum(ex) -> tuple[bool, str]:
    kind = "hallucination" if ex.labels.hallucination else "coverage" if ex.labels.coverage else "none"
    return bool(ex.meta.get("paraphrased")), kind


def stratified_sample(examples: list, n: int, seed: int = 0) -> list:
    """Round-robin over shuffled strata (sorted keys) until ``n`` examples."""
    rng = random.Random(seed)
    strata: dict = {}
    for ex in examples:
        strata.setdefault(stratum(ex), []).append(ex)
    queues = [rng.sample(v, len(v)) for _, v in sorted(strata.items())]
    out: list = []
    while len(out) < n and any(queues):
        for q in queues:
            if q and len(out) < n:
                out.append(q.pop())
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", default="../shared/data")
    ap.add_argument("--n", type=int, default=32)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=str(DEFAULT_OUT))
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--split", default="val", choices=("val", "test"),
                    help="topic split of the dev files (test: for the held-out report in docs/evaluation.md)")
    args = ap.parse_args(argv)

    from detectors.salience.gradients import token_salience_fast
    from detectors.salience.lm import load_model
    from detectors.salience.prompt import build_prompt, tokenize_prompt
    from detectors.salience.words import needed_columns, response_words
    from detectors.training.classifier_data import dev_examples

    sample = stratified_sample([ex for _, ex in dev_examples(args.data, args.split)], args.n, args.seed)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    lm = None
    for i, ex in enumerate(sample):
        path = out / f"{i:03d}.npz"
        if path.exists():
            continue
        lm = lm or load_model(threads=args.threads)
        tp = tokenize_prompt(build_prompt(ex), lm.tokenizer)
        columns = needed_columns(response_words(tp, ex.response))
        started = time.perf_counter()
        tmap = token_salience_fast(lm.model, tp.ids, columns)
        secs = time.perf_counter() - started
        tmp = out / f"{i:03d}.tmp.npz"
        np.savez_compressed(tmp, token_map=tmap.astype(np.float32), columns=np.array(columns), ids=np.array(tp.ids),
                            example=json.dumps(ex.to_json_dict()),
                            stratum=json.dumps(stratum(ex)), seconds=secs)
        tmp.replace(path)
        print(f"{i:03d} {stratum(ex)} {len(tp.ids)} tokens, {len(columns)} columns: {secs:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
