"""Salience speed on the gallery's longest example: fast path vs reference loop vs stock Captum.

    python benchmarks/salience_speed.py [--gallery examples/gallery.jsonl] [--threads 2]
           [--strategies prefix,batched,loop] [--skip-stock]

All in one process on the same example and model (SmolLM2-135M by default):

* fast: ``token_salience_fast`` for each strategy (only the content-word response
  columns, one forward, chunked vector-Jacobian products);
* reference: one Captum ``InputXGradient`` forward + backward per column (same columns);
* stock: Captum's ``LLMGradientAttribution`` with ``LayerGradientXActivation`` on the
  embeddings, target = the whole target sequence (one forward + backward per target token).

Prints seconds, ratios, the largest relative difference of the word maps, and peak RSS.
"""
from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from detectors.core.example import load_examples  # noqa: E402
from detectors.salience.lm import DEFAULT_MODEL, load_model  # noqa: E402
from detectors.salience.prompt import build_prompt, tokenize_prompt  # noqa: E402
from detectors.salience.detector import compute_salience  # noqa: E402


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def stock_captum(lm, example) -> float:
    from captum.attr import LayerGradientXActivation, LLMGradientAttribution, TextTokenInput

    prompt = build_prompt(example)
    attr = LLMGradientAttribution(LayerGradientXActivation(lm.model, lm.model.get_input_embeddings()), lm.tokenizer)
    inp = TextTokenInput(prompt.input_text, lm.tokenizer)
    started = time.perf_counter()
    attr.attribute(inp, target=prompt.target_text)
    return time.perf_counter() - started


def relative_difference(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.abs(a - b).max() / max(np.abs(b).max(), 1e-30))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gallery", default="examples/gallery.jsonl")
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--strategies", default="prefix,batched,loop")
    ap.add_argument("--chunk-size", type=int, default=16)
    ap.add_argument("--skip-stock", action="store_true")
    args = ap.parse_args()

    lm = load_model(args.model, args.threads)
    examples = [e for _, e in load_examples(args.gallery).examples]
    example = max(examples, key=lambda e: len(tokenize_prompt(build_prompt(e), lm.tokenizer).ids))
    tp = tokenize_prompt(build_prompt(example), lm.tokenizer)
    print(f"example {example.id or example.content_key()}: {len(tp.ids)} tokens "
          f"({tp.n_input} input, {len(tp.ids) - tp.n_input} target), threads {args.threads}")

    fast = {}
    for strategy in args.strategies.split(","):
        r = compute_salience(lm, example, strategy=strategy, chunk_size=args.chunk_size)
        fast[strategy] = r
        print(f"fast[{strategy}]: {r.details.seconds:.1f} s for {len(r.details.token_cols)} columns", flush=True)
    best = min(fast, key=lambda s: fast[s].details.seconds)
    t_fast = fast[best].details.seconds

    ref = compute_salience(lm, example, reference=True)
    t_ref = ref.details.seconds
    print(f"reference (Captum InputXGradient, one pass per column): {t_ref:.1f} s", flush=True)
    for s, r in fast.items():
        print(f"  word map fast[{s}] vs reference: max relative difference "
              f"{relative_difference(r.details.word_matrix, ref.details.word_matrix):.2e}")

    t_stock = float("nan")
    if not args.skip_stock:
        t_stock = stock_captum(lm, example)
        print(f"stock Captum LLMGradientAttribution + LayerGradientXActivation: {t_stock:.1f} s", flush=True)

    print(f"\nfastest strategy: {best}, {t_fast:.1f} s")
    print(f"reference / fast: {t_ref / t_fast:.1f}x")
    print(f"stock / fast:     {t_stock / t_fast:.1f}x  (target >= 4x)")
    print(f"peak RSS: {peak_rss_mb():.0f} MB  (target < 4096 MB)")


if __name__ == "__main__":
    main()
