"""Token-map strategies the library's fast path was chosen against (docs/salience.md, Speed); benchmarks only.

The library computes a token map one way, ``prefix``
(``detectors.salience.gradients.token_salience_fast``: per chunk of consecutive columns, a forward
truncated to the prefix the chunk needs, then one batched vector-Jacobian product). The others,
compared by ``benchmarks/salience_speed.py --strategies``:

* ``prefix_loop``: the same truncated forward per chunk, then one ``retain_graph`` backward per column;
* ``batched``: one forward over the whole prompt for all columns, then one batched VJP per chunk;
* ``loop``: one forward, then one ``retain_graph`` backward per column.

All give the same map (``tests/models/test_salience_fastpath.py`` checks each against the Captum
reference). ``strategy_result`` runs the detector's own maths on a strategy's map, timed.
"""
from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

import numpy as np
import torch

from detectors.core.example import Example
from detectors.core.result import DetectorResult
from detectors.salience.detector import Setting, model_precision, prompt_layout, salience_result
from detectors.salience.gradients import (
    _batched_vjp,
    _to_numpy,
    auto_chunk_size,
    column_chunks,
    get_method,
    input_embeddings,
    target_logits,
    token_salience_fast,
)
from detectors.salience.lm import LoadedModel
from detectors.salience.prompt import prompt_fingerprint
from detectors.salience.scoring import DEFAULT_AGGREGATION, DEFAULT_METHOD, DEFAULT_NORMALIZATION

STRATEGIES = ("prefix", "prefix_loop", "batched", "loop")


def strategy_token_map(model: Any, ids: Sequence[int], columns: Sequence[int], method: str = DEFAULT_METHOD,
                       chunk_size: int | None = 16, strategy: str = "prefix") -> np.ndarray:
    """(L, len(columns)) token map computed by ``strategy`` (``prefix``: the library's own path)."""
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    if strategy == "prefix":
        return token_salience_fast(model, ids, columns, method, chunk_size)
    m = get_method(method)
    columns = list(columns)
    out = np.zeros((len(ids), len(columns)))
    if not columns:
        return out
    chunks = column_chunks(columns, chunk_size if chunk_size is not None else auto_chunk_size(model, len(ids)))
    embeds_all = input_embeddings(model, ids)
    with torch.enable_grad():
        if strategy == "prefix_loop":
            for chunk in chunks:
                cols = [columns[j] for j in chunk]
                end = max(cols)
                embeds = embeds_all[:, :end].clone().requires_grad_(True)
                f = target_logits(model, embeds, ids, cols)
                out[:end, chunk] = looped_vjp(f, embeds, range(len(chunk)), m, retain=False).T
            return out
        end = max(columns)
        embeds = embeds_all[:, :end].clone().requires_grad_(True)
        f = target_logits(model, embeds, ids, columns)
        vjp = _batched_vjp if strategy == "batched" else looped_vjp
        for ci, chunk in enumerate(chunks):
            out[:end, chunk] = vjp(f, embeds, chunk, m, retain=ci < len(chunks) - 1).T
    return out


def looped_vjp(f: torch.Tensor, embeds: torch.Tensor, rows: Sequence[int], m: Any, retain: bool) -> np.ndarray:
    """(len(rows), L) salience of the outputs ``f[rows]``, one ``retain_graph`` backward each."""
    rows = list(rows)
    out = []
    for k, r in enumerate(rows):
        (g,) = torch.autograd.grad(f[r], embeds, retain_graph=retain or k < len(rows) - 1)
        out.append(_to_numpy(m.reduce(g[0], embeds.detach()[0])))
    return np.stack(out)


def strategy_result(lm: LoadedModel, example: Example, strategy: str = "prefix", chunk_size: int | None = 16,
                    method: str = DEFAULT_METHOD, aggregation: str = DEFAULT_AGGREGATION,
                    normalization: str = DEFAULT_NORMALIZATION) -> DetectorResult:
    """The detector's result (braces prompt) on the token map of ``strategy``; ``details.seconds`` times the map only."""
    layout = prompt_layout(example, lm.tokenizer)
    setting = Setting(lm.name, method, prompt_fingerprint("braces", lm.tokenizer), normalization, aggregation,
                      model_precision(lm))
    started = time.perf_counter()
    tmap = strategy_token_map(lm.model, layout.tp.ids, layout.columns, method, chunk_size, strategy)
    return salience_result(example, layout, tmap, setting, seconds=time.perf_counter() - started)
