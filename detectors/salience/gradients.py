"""Token-to-token gradient salience through a causal LM (method paper §3.2, footnote 6).

Teacher forcing: the LM reads the token ids ``x_0 … x_{L-1}`` (prompt + target)
through input embeddings ``e_0 … e_{L-1}``. The target function of a column
token ``t`` is its pre-softmax logit where it is predicted::

    f_t(e) = logits(e)[t − 1, x_t]

and the salience of an earlier token ``s`` (row) for column ``t`` is, per method,

    GradientXInput:  M[s, t] = ∇_{e_s} f_t · e_s          (Denil et al. 2014)
    GradientNorm:    M[s, t] = ‖∇_{e_s} f_t‖₂              (paper footnote 6)

Rows ``s ≥ t`` are exactly zero (the LM is causal). Two implementations:

* ``token_salience_reference``: the straightforward one, one Captum attribution
  (``InputXGradient`` or ``Saliency``) = one forward + backward per column.
* ``token_salience_fast``: one teacher-forced forward computing only the logits
  needed, then the vector-Jacobian products of many columns at once
  (``torch.autograd.grad(..., is_grads_batched=True)`` in chunks), or one
  ``retain_graph`` backward per column (``strategy="loop"``); the ``prefix*``
  strategies run one forward per chunk of consecutive columns, truncated to the
  prefix the chunk needs (later positions cannot influence the chunk's logits).
  Model parameters never require grad, so only input gradients are computed.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np
import torch

from detectors.core.result import Progress


class GradientXInput:
    """M[s, t] = ∇_{e_s} f_t · e_s: gradient times input, summed over the embedding dimension."""

    name = "grad_x_input"

    def reduce(self, grads: torch.Tensor, embeds: torch.Tensor) -> torch.Tensor:
        return (grads * embeds).sum(-1)

    def captum_attribute(self, forward: Any, embeds: torch.Tensor) -> torch.Tensor:
        from captum.attr import InputXGradient

        return InputXGradient(forward).attribute(embeds.clone().requires_grad_(True)).sum(-1)


class GradientNorm:
    """M[s, t] = ‖∇_{e_s} f_t‖₂: the L2 norm of the gradient over the embedding dimension."""

    name = "grad_norm"

    def reduce(self, grads: torch.Tensor, embeds: torch.Tensor) -> torch.Tensor:
        return grads.norm(dim=-1)

    def captum_attribute(self, forward: Any, embeds: torch.Tensor) -> torch.Tensor:
        from captum.attr import Saliency

        return Saliency(forward).attribute(embeds.clone().requires_grad_(True), abs=False).norm(dim=-1)


STRATEGIES = ("prefix", "prefix_loop", "batched", "loop")
METHODS = {m.name: m for m in (GradientXInput(), GradientNorm())}


def get_method(name: str) -> GradientXInput | GradientNorm:
    try:
        return METHODS[name]
    except KeyError:
        raise ValueError(f"unknown salience method {name!r}; choose from {', '.join(METHODS)}") from None


def input_embeddings(model: Any, ids: Sequence[int]) -> torch.Tensor:
    """(1, L, d) embeddings of the ids, detached from the (frozen) embedding table."""
    with torch.no_grad():
        return model.get_input_embeddings()(torch.tensor([list(ids)])).detach()


def target_logits(model: Any, embeds: torch.Tensor, ids: Sequence[int], columns: Sequence[int]) -> torch.Tensor:
    """f_t for every column t: shape (len(columns),). Only the needed logit rows are computed."""
    cols = torch.tensor(list(columns))
    out = model(inputs_embeds=embeds, logits_to_keep=cols - 1, use_cache=False)
    logits = out.logits[0]  # (len(columns), vocab)
    return logits[torch.arange(len(cols)), torch.tensor([ids[c] for c in columns])]


def token_salience_reference(
    model: Any, ids: Sequence[int], columns: Sequence[int], method: str = "grad_x_input",
    progress: Progress | None = None,
) -> np.ndarray:
    """(L, len(columns)) token map, one Captum forward + backward per column."""
    m = get_method(method)
    embeds = input_embeddings(model, ids)
    out = np.zeros((len(ids), len(columns)))
    for j, t in enumerate(columns):
        def forward(e: torch.Tensor, t: int = t) -> torch.Tensor:
            return target_logits(model, e, ids, [t])

        with torch.enable_grad():
            out[:, j] = m.captum_attribute(forward, embeds)[0].detach().double().numpy()
        if progress:
            progress(j + 1, len(columns))
    return out


def token_salience_fast(
    model: Any, ids: Sequence[int], columns: Sequence[int], method: str = "grad_x_input",
    chunk_size: int = 16, strategy: str = "prefix", progress: Progress | None = None,
) -> np.ndarray:
    """(L, len(columns)) token map from few forwards and chunked vector-Jacobian products.

    Default ``prefix``, chunks of 16: the fastest measured (docs/salience.md).

    ``strategy``: ``"batched"`` (one forward; ``is_grads_batched`` over a chunk of columns),
    ``"loop"`` (one forward; one ``retain_graph`` backward per column), ``"prefix"``
    (per chunk of consecutive columns, a forward truncated to the prefix the chunk
    needs, then batched) or ``"prefix_loop"`` (the same, looping over the chunk).
    ``progress(done, total)`` is called after every chunk; it may raise ``Cancelled``.
    """
    m = get_method(method)
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose from {', '.join(STRATEGIES)}")
    columns = list(columns)
    out = np.zeros((len(ids), len(columns)))
    if not columns:
        return out
    order = sorted(range(len(columns)), key=lambda j: columns[j])
    chunks = [order[i : i + chunk_size] for i in range(0, len(order), chunk_size)]
    embeds_all = input_embeddings(model, ids)
    done = 0
    with torch.enable_grad():
        if strategy in ("prefix", "prefix_loop"):
            for chunk in chunks:
                end = max(columns[j] for j in chunk)  # the chunk needs tokens 0 … end − 1
                embeds = embeds_all[:, :end].clone().requires_grad_(True)
                f = target_logits(model, embeds, ids, [columns[j] for j in chunk])
                if strategy == "prefix":
                    out[:end, chunk] = _batched_vjp(f, embeds, range(len(chunk)), m, retain=False).T
                else:
                    out[:end, chunk] = _looped_vjp(f, embeds, range(len(chunk)), m, retain=False).T
                done += len(chunk)
                _report(progress, done, len(columns))
            return out
        end = max(columns)
        embeds = embeds_all[:, :end].clone().requires_grad_(True)
        f = target_logits(model, embeds, ids, columns)
        for ci, chunk in enumerate(chunks):
            last = ci == len(chunks) - 1
            if strategy == "batched":
                out[:end, chunk] = _batched_vjp(f, embeds, chunk, m, retain=not last).T
            else:
                out[:end, chunk] = _looped_vjp(f, embeds, chunk, m, retain=not last).T
            done += len(chunk)
            _report(progress, done, len(columns))
    return out


def _batched_vjp(f: torch.Tensor, embeds: torch.Tensor, rows: Sequence[int], m: Any, retain: bool) -> np.ndarray:
    """(len(rows), L) salience of the outputs ``f[rows]`` w.r.t. ``embeds`` in one batched backward."""
    rows = list(rows)
    seeds = torch.zeros(len(rows), f.shape[0], dtype=f.dtype)
    seeds[torch.arange(len(rows)), torch.tensor(rows)] = 1.0
    (g,) = torch.autograd.grad(f, embeds, grad_outputs=seeds, is_grads_batched=True, retain_graph=retain)
    return m.reduce(g[:, 0], embeds.detach()[0]).double().numpy()


def _looped_vjp(f: torch.Tensor, embeds: torch.Tensor, rows: Sequence[int], m: Any, retain: bool) -> np.ndarray:
    """(len(rows), L) salience of the outputs ``f[rows]``, one ``retain_graph`` backward each."""
    rows = list(rows)
    out = []
    for k, r in enumerate(rows):
        (g,) = torch.autograd.grad(f[r], embeds, retain_graph=retain or k < len(rows) - 1)
        out.append(m.reduce(g[0], embeds.detach()[0]).double().numpy())
    return np.stack(out)


def _report(progress: Progress | None, done: int, total: int) -> None:
    if progress:
        progress(done, total)
