"""Salience speed on the gallery's longest example: fast path vs reference loop vs stock Captum.

    python benchmarks/salience_speed.py [--gallery examples/gallery.jsonl] [--example longest|shortest|KEY]
           [--threads 2] [--device auto|cpu|cuda|mps] [--dtype auto|float32|bfloat16|float16] [--reps N]
           [--strategies prefix,batched,loop] [--chunk-size N|auto] [--skip-reference] [--skip-stock]

All in one process on the same example and model (SmolLM2-135M by default):

* fast: the library's ``token_salience_fast`` (``prefix``) and the other strategies of
  ``benchmarks/salience_strategies.py`` (only the content-word response columns, chunked
  vector-Jacobian products);
* reference: one Captum ``InputXGradient`` forward + backward per column (same columns);
* stock: Captum's ``LLMGradientAttribution`` with ``LayerGradientXActivation`` on the
  embeddings, target = the whole target sequence (one forward + backward per target token);
A warm-up run on the shortest gallery example comes first, so no timed path pays first-call costs.

* whole: ``SalienceDetector.run`` on a cache miss (a fresh result cache): prompt, tokens, word lists, the
  map, normalization, word map, aggregation, the result and the cache write; ``whole − map`` is what does not
  scale with the gradients. The ratio to stock Captum is taken against this, the detector's whole compute;
* floor: one forward over the whole prompt plus, per needed column, one single-column
  vector-Jacobian product w.r.t. the input embeddings (timed on 3 columns spread over the
  target, averaged, times the number of columns): exact gradients cannot cost less.

``--profile`` prints torch.profiler's operator table of one whole detector run first. ``--reps N`` repeats fast, whole, floor and stock in turn (the reference once) and prints the median and
min–max of each, the ratios taken within each repetition (this host drifts ±15 % and is shared).
Prints seconds, ratios, the largest relative difference of the word maps, and peak RSS
(and peak GPU memory on CUDA).
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.salience_strategies import strategy_result  # noqa: E402
from detectors.core.example import load_examples  # noqa: E402
from detectors.salience.cache import ResultCache  # noqa: E402
from detectors.salience.detector import SalienceDetector, compute_salience  # noqa: E402
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


def whole_seconds(lm, example, chunk: int | None) -> tuple[float, float]:
    """(seconds of ``SalienceDetector.run`` on a cache miss, the map's own seconds): prompt, tokens, word lists,
    map, normalization, word map, aggregation, the result's maps and the cache write, as the CLI and the app pay."""
    with tempfile.TemporaryDirectory() as tmp:
        det = SalienceDetector(lm, chunk_size=chunk, cache=ResultCache(Path(tmp), None))
        started = time.perf_counter()
        r = det.run(example)
        return time.perf_counter() - started, r.details.seconds


def spread(xs: list[float], digits: int = 1) -> str:
    xs = [x for x in xs if x == x]
    if not xs:
        return "–"
    return f"{statistics.median(xs):.{digits}f} ({min(xs):.{digits}f}–{max(xs):.{digits}f})"


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
    ap.add_argument("--reps", type=int, default=1,
                    help="repetitions of fast, whole, floor and stock, interleaved (the reference runs once)")
    ap.add_argument("--skip-reference", action="store_true")
    ap.add_argument("--skip-stock", action="store_true")
    ap.add_argument("--profile", action="store_true",
                    help="first, torch.profiler over one whole detector run: the operators by self CPU time")
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
          f"{len(columns)} needed columns); device {param.device}, dtype {param.dtype}, threads {args.threads}, "
          f"{args.reps} repetition(s), load average {os.getloadavg()[0]:.2f}")

    shortest = min(examples, key=lambda e: n_tokens[e.key()])
    compute_salience(lm, shortest, chunk_size=chunk)  # warm-up (allocator, kernels): every timed path runs warm
    if args.profile:
        from torch.profiler import ProfilerActivity, profile

        with profile(activities=[ProfilerActivity.CPU], record_shapes=True) as prof:
            whole_seconds(lm, example, chunk)
        print(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=12), flush=True)
    strategies = args.strategies.split(",")
    fast: dict[str, list[float]] = {s: [] for s in strategies}
    results = {}
    whole, whole_map, floor, fwd, vjp, stock = [], [], [], [], [], []
    stock_ratio, floor_ratio = [], []
    for rep in range(args.reps):
        for strategy in strategies:
            r = strategy_result(lm, example, strategy, chunk)
            results[strategy] = r
            fast[strategy].append(r.details.seconds)
            print(f"[{rep + 1}] fast[{strategy}]: {r.details.seconds:.1f} s for {len(r.details.token_cols)} columns",
                  flush=True)
        t_whole, t_map = whole_seconds(lm, example, chunk)
        whole.append(t_whole)
        whole_map.append(t_map)
        print(f"[{rep + 1}] whole detector run (cache miss): {t_whole:.2f} s, of which the map {t_map:.2f} s", flush=True)
        t_floor, t_fwd, t_vjp = floor_seconds(lm, tp.ids, columns)
        floor.append(t_floor)
        fwd.append(t_fwd)
        vjp.append(t_vjp)
        print(f"[{rep + 1}] floor: forward {t_fwd:.2f} s + {len(columns)} × VJP {t_vjp:.2f} s = {t_floor:.1f} s", flush=True)
        best_now = min(fast[s][-1] for s in strategies)
        floor_ratio.append(best_now / t_floor)
        if not args.skip_stock:
            stock.append(stock_captum(lm, example))
            stock_ratio.append(stock[-1] / t_whole)
            print(f"[{rep + 1}] stock Captum LLMGradientAttribution + LayerGradientXActivation: {stock[-1]:.1f} s",
                  flush=True)
    best = min(fast, key=lambda s: statistics.median(fast[s]))

    t_ref = float("nan")
    if not args.skip_reference:
        ref = compute_salience(lm, example, reference=True)
        t_ref = ref.details.seconds
        print(f"reference (Captum InputXGradient, one pass per column): {t_ref:.1f} s", flush=True)
        for s, r in results.items():
            print(f"  word map fast[{s}] vs reference: max relative difference "
                  f"{relative_difference(r.details.word_matrix, ref.details.word_matrix):.2e}")

    med = statistics.median
    print(f"\n{args.reps} repetition(s): median (min–max); ratios are taken within each repetition, then summarized\n")
    print("| path | seconds | ratio |\n| --- | --- | --- |")
    print(f"| fast map ({best}) | {spread(fast[best])} | 1× |")
    fixed = [w - m for w, m in zip(whole, whole_map)]
    print(f"| whole detector run, cache miss (prompt, words, map, scores, cache write) | {spread(whole)} | "
          f"fixed costs {spread(fixed, 2)} s = {100 * med(fixed) / med(whole):.1f} % |")
    print(f"| floor (forward {spread(fwd, 2)} s + {len(columns)} × VJP {spread(vjp, 2)} s) | {spread(floor)} | "
          f"fast / floor {spread(floor_ratio, 2)}× (target ≤ 1.5×) |")
    print(f"| reference (Captum InputXGradient per column) | {t_ref:.1f} | {t_ref / med(fast[best]):.1f}× |")
    print(f"| stock Captum LLMGradientAttribution | {spread(stock)} | stock / whole run {spread(stock_ratio, 2)}× "
          f"(target ≥ 6×) |")
    print(f"peak RSS: {peak_rss_mb():.0f} MB; load average at the end {os.getloadavg()[0]:.2f}")
    if param.device.type == "cuda":
        import torch

        print(f"peak GPU memory: {torch.cuda.max_memory_allocated(param.device) / 2**20:.0f} MB")


if __name__ == "__main__":
    main()
