"""Salience speed on the gallery's longest example: fast path vs reference loop vs stock Captum.

    python benchmarks/salience_speed.py [--gallery examples/gallery.jsonl] [--example longest|shortest|KEY]
           [--threads 2] [--device auto|cpu|cuda|mps] [--dtype auto|float32|bfloat16|float16]
           [--strategies prefix,batched,loop] [--chunk-size N|auto] [--skip-reference] [--skip-stock]

All in one process on the same example and model (SmolLM2-135M by default):

* fast: the library's ``token_salience_fast`` (``prefix``) and the other strategies of
  ``benchmarks/salience_strategies.py`` (only the content-word response columns, chunked
  vector-Jacobian products);
* reference: one Captum ``InputXGradient`` forward + backward per column (same columns);
* stock: Captum's ``LLMGradientAttribution`` with ``LayerGradientXActivation`` on the
  embeddings, target = the whole target sequence (one forward + backward per target token);
A warm-up run on the shortest gallery example comes first, so no timed path pays first-call costs.

* floor: one forward over the whole prompt plus, per needed column, one single-column
  vector-Jacobian product w.r.t. the input embeddings (timed on 3 columns spread over the
  target, averaged, times the number of columns): exact gradients cannot cost less.

Prints seconds, ratios, the largest relative difference of the word maps, and peak RSS
(and peak GPU memory on CUDA).
"""
from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.salience_strategies import strategy_result  # noqa: E402
from detectors.core.example import load_examples  # noqa: E402
from detectors.salience.detector import compute_salience  # noqa: E402
from detectors.salience.gradients import input_embeddings, target_logits  # noqa: E402
from detectors.salience.lm import DEFAULT_MODEL, load_model  # noqa: E402
from detectors.salience.prompt import build_prompt, tokenize_prompt  # noqa: E402
from detectors.salience.words import needed_columns, response_words  # noqa: E402


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


def _sync(device) -> None:
    import torch

    if device.type == "cuda":
        torch.cuda.synchronize(device)


def floor_seconds(lm, ids: list[int], columns: list[int]) -> tuple[float, float, float]:
    """(floor, one forward, one single-column VJP): forward + len(columns) × VJP."""
    import torch

    embeds = input_embeddings(lm.model, ids).clone().requires_grad_(True)
    with torch.enable_grad():
        target_logits(lm.model, embeds, ids, columns[:1])  # warm-up
        _sync(embeds.device)
        started = time.perf_counter()
        f = target_logits(lm.model, embeds, ids, columns)
        _sync(embeds.device)
        t_fwd = time.perf_counter() - started
        picks = sorted({0, len(columns) // 2, len(columns) - 1})
        started = time.perf_counter()
        for k, j in enumerate(picks):
            torch.autograd.grad(f[j], embeds, retain_graph=k < len(picks) - 1)
        _sync(embeds.device)
        t_vjp = (time.perf_counter() - started) / len(picks)
    return t_fwd + len(columns) * t_vjp, t_fwd, t_vjp


def relative_difference(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.abs(a - b).max() / max(np.abs(b).max(), 1e-30))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gallery", default="examples/gallery.jsonl")
    ap.add_argument("--model", default=DEFAULT_MODEL)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--strategies", default="prefix,batched,loop")
    ap.add_argument("--chunk-size", default="16", help="columns per chunk, or auto (from the memory at hand)")
    ap.add_argument("--example", default="longest", help="longest, shortest, or an example key of the gallery")
    ap.add_argument("--device", default="auto")
    ap.add_argument("--dtype", default="auto")
    ap.add_argument("--skip-reference", action="store_true")
    ap.add_argument("--skip-stock", action="store_true")
    args = ap.parse_args()

    lm = load_model(args.model, args.threads, args.device, args.dtype)
    param = next(lm.model.parameters())
    chunk = None if args.chunk_size == "auto" else int(args.chunk_size)
    examples = [e for _, e in load_examples(args.gallery).examples]
    n_tokens = {e.key(): len(tokenize_prompt(build_prompt(e), lm.tokenizer).ids) for e in examples}
    if args.example in ("longest", "shortest"):
        example = (max if args.example == "longest" else min)(examples, key=lambda e: n_tokens[e.key()])
    else:
        example = next(e for e in examples if e.key() == args.example)
    tp = tokenize_prompt(build_prompt(example), lm.tokenizer)
    columns = needed_columns(response_words(tp, example.response))
    print(f"example {example.key()}: {len(tp.ids)} tokens ({tp.n_input} input, {len(tp.ids) - tp.n_input} target, "
          f"{len(columns)} needed columns); device {param.device}, dtype {param.dtype}, threads {args.threads}")

    shortest = min(examples, key=lambda e: n_tokens[e.key()])
    compute_salience(lm, shortest, chunk_size=chunk)  # warm-up (allocator, kernels): every timed path runs warm
    fast = {}
    for strategy in args.strategies.split(","):
        r = strategy_result(lm, example, strategy, chunk)
        fast[strategy] = r
        print(f"fast[{strategy}]: {r.details.seconds:.1f} s for {len(r.details.token_cols)} columns", flush=True)
    best = min(fast, key=lambda s: fast[s].details.seconds)
    t_fast = fast[best].details.seconds

    t_floor, t_fwd, t_vjp = floor_seconds(lm, tp.ids, columns)
    print(f"floor: forward {t_fwd:.2f} s + {len(columns)} × VJP {t_vjp:.2f} s = {t_floor:.1f} s", flush=True)

    t_ref = float("nan")
    if not args.skip_reference:
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

    print("\n| path | seconds | ratio |\n| --- | --- | --- |")
    print(f"| fast ({best}) | {t_fast:.1f} | 1× |")
    print(f"| floor (forward + VJP per column) | {t_floor:.1f} | fast / floor {t_fast / t_floor:.2f}× (target ≤ 1.5×) |")
    print(f"| reference (Captum InputXGradient per column) | {t_ref:.1f} | {t_ref / t_fast:.1f}× |")
    print(f"| stock Captum LLMGradientAttribution | {t_stock:.1f} | {t_stock / t_fast:.1f}× (target ≥ 6×) |")
    print(f"peak RSS: {peak_rss_mb():.0f} MB")
    if param.device.type == "cuda":
        import torch

        print(f"peak GPU memory: {torch.cuda.max_memory_allocated(param.device) / 2**20:.0f} MB")


if __name__ == "__main__":
    main()
