"""Faithfulness (comprehensiveness) of the salience word maps on dev examples.

``python benchmarks/salience_faithfulness.py --n 10`` takes the first ``n`` examples of the
val sample written by ``benchmarks/salience_val_maps.py`` (their raw token maps: no gradients
here) and, per normalization × aggregation, ranks the argument words by contribution α.
It then deletes the top ``k`` argument words (``k`` = 20 % of the argument words, at least 1)
from the arguments and measures the drop of the response's log-likelihood under the same LM
(teacher-forced, summed over the response's tokens), against deleting ``k`` random argument
words (mean of ``--draws`` draws). A faithful map: the top deletion lowers the log-likelihood
more (the usual comprehensiveness test, DeYoung et al. 2020).
"""
from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.salience_choice import load_maps  # noqa: E402
from benchmarks.salience_val_maps import DEFAULT_OUT  # noqa: E402
from detectors.core.example import Example  # noqa: E402
from detectors.salience.detector import Layout, Setting, salience_result  # noqa: E402
from detectors.salience.lm import load_model  # noqa: E402
from detectors.salience.prompt import build_prompt, tokenize_prompt  # noqa: E402
from detectors.salience.words import argument_words, response_words  # noqa: E402

CHOICES = (("arguments", "max"), ("paper", "max"), ("all", "max"))


def response_loglik(lm, example: Example) -> float:
    """Σ log p(response token | everything before it), teacher forced."""
    tp = tokenize_prompt(build_prompt(example), lm.tokenizer)
    targets = tp.tokens_in(tp.prompt.spans[("response",)])
    ids = torch.tensor([tp.ids])
    with torch.no_grad():
        logits = lm.model(input_ids=ids, use_cache=False).logits[0].float()
    logp = torch.log_softmax(logits, dim=-1)
    return float(sum(logp[t - 1, tp.ids[t]] for t in targets))


def delete_words(example: Example, words: list) -> Example:
    """The example with the given argument words (MapWord with perspective/argument/start/end) cut out."""
    data = example.model_dump()
    by_arg: dict = {}
    for w in words:
        by_arg.setdefault((w.perspective, w.argument), []).append((w.start, w.end))
    for (p, a), spans in by_arg.items():
        text = data["perspectives"][p]["arguments"][a]
        for s, e in sorted(spans, reverse=True):
            text = text[:s] + text[e:]
        data["perspectives"][p]["arguments"][a] = " ".join(text.split()) or "."
    return Example.model_validate(data)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--maps", default=str(DEFAULT_OUT))
    ap.add_argument("--n", type=int, default=10)
    ap.add_argument("--draws", type=int, default=5)
    ap.add_argument("--fraction", type=float, default=0.2)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    maps = load_maps(Path(args.maps))[: args.n]
    lm = load_model(threads=args.threads, device="cpu", dtype="float32")
    rng = random.Random(args.seed)
    drops: dict = {c: [] for c in CHOICES}
    rand_drops: list[float] = []
    for m in maps:
        ex = m["example"]
        tp = tokenize_prompt(build_prompt(ex), lm.tokenizer)
        rows, cols = argument_words(tp, ex.arguments), response_words(tp, ex.response)
        k = max(1, round(args.fraction * len(rows)))
        base = response_loglik(lm, ex)
        rand = float(np.mean([base - response_loglik(lm, delete_words(ex, rng.sample(rows, k)))
                              for _ in range(args.draws)]))
        rand_drops.append(rand)
        line = [f"{len(rows)} argument words, k={k}: random −{rand:.2f}"]
        for norm, agg in CHOICES:
            layout = Layout(tp, rows, cols, m["columns"])
            r = salience_result(ex, layout, m["token_map"], Setting(normalization=norm, aggregation=agg))
            top = [rows[i] for i in np.argsort(-r.details.contribution, kind="stable")[:k]]
            drop = base - response_loglik(lm, delete_words(ex, top))
            drops[(norm, agg)].append(drop)
            line.append(f"{norm}/{agg} −{drop:.2f}")
        print(" · ".join(line), flush=True)
    print(f"\n{len(maps)} examples, k = {args.fraction:.0%} of the argument words, random: mean of {args.draws} draws\n")
    print("| ranking | mean drop of response log-likelihood (nats) | vs random | examples where top > random |")
    print("| --- | --- | --- | --- |")
    rand = np.array(rand_drops)
    print(f"| random | {rand.mean():.2f} | 1.00× | |")
    for (norm, agg), d in drops.items():
        d = np.array(d)
        print(f"| {norm}/{agg} | {d.mean():.2f} | {d.mean() / rand.mean():.2f}× | {int((d > rand).sum())}/{len(d)} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
