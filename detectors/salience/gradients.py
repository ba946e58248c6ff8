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
  (``InputXGradient`` or ``Saliency``) = one forward + backward per column; the tests
  check the fast path against it.
* ``token_salience_fast``: per chunk of consecutive columns (``column_chunks``), one
  teacher-forced forward truncated to the prefix the chunk needs, computing only the
  logits needed, then the vector-Jacobian products of the whole chunk at once
  (``torch.autograd.grad(..., is_grads_batched=True)``; ``prefix_chunk``). Model
  parameters never require grad, so only input gradients are computed. The other
  strategies measured in docs/salience.md (one forward for all columns, batched or one
  ``retain_graph`` backward per column) live in ``benchmarks/salience_strategies.py``.

Device and precision follow the model (``model.device``, its dtype); reductions run in
float32 and maps come back as float64 numpy. ``chunk_size=None`` picks the chunk from the
memory at hand (``auto_chunk_size``), and a chunk that still runs out of memory is split in
two and retried, down to one column: a long prompt on a small GPU is slower, never out of memory.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import torch

from detectors.core.result import Progress
from detectors.salience.scoring import DEFAULT_METHOD, METHOD_NAMES


class GradientXInput:
    """M[s, t] = ∇_{e_s} f_t · e_s: gradient times input, summed over the embedding dimension."""

    name = "grad_x_input"

    def reduce(self, grads: torch.Tensor, embeds: torch.Tensor) -> torch.Tensor:
        return (grads.float() * embeds.float()).sum(-1)

    def captum_attribute(self, forward: Any, embeds: torch.Tensor) -> torch.Tensor:
        from captum.attr import InputXGradient

        return InputXGradient(forward).attribute(embeds.clone().requires_grad_(True)).sum(-1)


class GradientNorm:
    """M[s, t] = ‖∇_{e_s} f_t‖₂: the L2 norm of the gradient over the embedding dimension."""

    name = "grad_norm"

    def reduce(self, grads: torch.Tensor, embeds: torch.Tensor) -> torch.Tensor:
        return grads.float().norm(dim=-1)

    def captum_attribute(self, forward: Any, embeds: torch.Tensor) -> torch.Tensor:
        from captum.attr import Saliency

        return Saliency(forward).attribute(embeds.clone().requires_grad_(True), abs=False).norm(dim=-1)


FIRST_CHUNK = 2  # columns of the first chunk when a live display is fed (``on_chunk``)
METHODS = {m.name: m for m in (GradientXInput(), GradientNorm())}  # the implementations of scoring.METHOD_NAMES
assert tuple(METHODS) == METHOD_NAMES


def get_method(name: str) -> GradientXInput | GradientNorm:
    try:
        return METHODS[name]
    except KeyError:
        raise ValueError(f"unknown salience method {name!r}; choose from {', '.join(METHODS)}") from None


def model_device(model: Any) -> torch.device:
    return getattr(model, "device", None) or next(model.parameters()).device


def input_embeddings(model: Any, ids: Sequence[int]) -> torch.Tensor:
    """(1, L, d) embeddings of the ids, detached from the (frozen) embedding table."""
    with torch.no_grad():
        return model.get_input_embeddings()(torch.tensor([list(ids)], device=model_device(model))).detach()


def target_logits(model: Any, embeds: torch.Tensor, ids: Sequence[int], columns: Sequence[int]) -> torch.Tensor:
    """f_t for every column t: shape (len(columns),). Only the needed logit rows are computed."""
    dev = embeds.device
    cols = torch.tensor(list(columns), device=dev)
    out = model(inputs_embeds=embeds, logits_to_keep=cols - 1, use_cache=False)
    logits = out.logits[0]  # (len(columns), vocab)
    return logits[torch.arange(len(cols), device=dev), torch.tensor([ids[c] for c in columns], device=dev)]


def _to_numpy(t: torch.Tensor) -> np.ndarray:
    return t.detach().float().cpu().double().numpy()


def free_memory_bytes(device: torch.device | str) -> int:
    """Memory at hand on ``device``: free CUDA memory, else the system's available memory."""
    device = torch.device(device)
    if device.type == "cuda":
        free, _ = torch.cuda.mem_get_info(device)
        return int(free)
    if device.type == "mps":
        try:
            return int(torch.mps.recommended_max_memory() - torch.mps.driver_allocated_memory())
        except (AttributeError, RuntimeError):
            pass
    try:
        import psutil

        return int(psutil.virtual_memory().available)
    except ImportError:  # pragma: no cover - psutil is a dependency of the app
        return 4 << 30


def auto_chunk_size(model: Any, n_tokens: int, free_bytes: int | None = None, lo: int = 1, hi: int = 64) -> int:
    """Columns per batched VJP that fit in half the free memory.

    Estimate per column: the backward holds about ``24 · layers · L · hidden`` activation
    values of the model's element size (attention scores, MLP, residual stream, batched
    over the chunk); a conservative constant, checked by the OOM fallback anyway.
    """
    cfg = getattr(model, "config", None)
    layers = int(getattr(cfg, "num_hidden_layers", 24) or 24)
    hidden = int(getattr(cfg, "hidden_size", 1024) or 1024)
    elem = next(model.parameters()).element_size()
    per_column = 24 * layers * max(1, n_tokens) * hidden * elem
    if free_bytes is None:
        free_bytes = free_memory_bytes(model_device(model))
    return int(max(lo, min(hi, (free_bytes // 2) // max(1, per_column))))


def is_out_of_memory(err: BaseException) -> bool:
    return isinstance(err, torch.cuda.OutOfMemoryError) or "out of memory" in str(err).lower()


def token_salience_reference(
    model: Any, ids: Sequence[int], columns: Sequence[int], method: str = DEFAULT_METHOD,
    progress: Progress | None = None,
) -> np.ndarray:
    """(L, len(columns)) token map, one Captum forward + backward per column (what the fast path is tested against)."""
    m = get_method(method)
    embeds = input_embeddings(model, ids)
    out = np.zeros((len(ids), len(columns)))
    for j, t in enumerate(columns):
        def forward(e: torch.Tensor, t: int = t) -> torch.Tensor:
            return target_logits(model, e, ids, [t])

        with torch.enable_grad():
            out[:, j] = _to_numpy(m.captum_attribute(forward, embeds)[0])
        if progress:
            progress(j + 1, len(columns))
    return out


def token_salience_fast(
    model: Any, ids: Sequence[int], columns: Sequence[int], method: str = DEFAULT_METHOD,
    chunk_size: int | None = 16, progress: Progress | None = None, on_chunk: Any = None,
) -> np.ndarray:
    """(L, len(columns)) token map: per chunk of consecutive columns, one forward truncated to the prefix
    the chunk needs, then one batched vector-Jacobian product (chunks of 16: the fastest measured,
    docs/salience.md; the other strategies measured there are in ``benchmarks/salience_strategies.py``).

    ``progress(done, total)`` is called after every chunk; it may raise ``Cancelled``.
    ``on_chunk(out)`` is called after every chunk with the map so far (columns not yet
    computed are zero), for progressive display; the first chunk is then small (``FIRST_CHUNK``).
    ``chunk_size=None``: ``auto_chunk_size``. A chunk that runs out of memory is split in two and retried.
    """
    m = get_method(method)
    columns = list(columns)
    out = np.zeros((len(ids), len(columns)))
    if not columns:
        return out
    embeds = input_embeddings(model, ids)
    if chunk_size is None:
        chunk_size = auto_chunk_size(model, len(ids))
    pending = column_chunks(columns, chunk_size, small_first=on_chunk is not None)
    done = 0
    while pending:
        chunk = pending.pop(0)
        got = _chunk_or_none(model, embeds, ids, [columns[j] for j in chunk], m)
        if got is None:  # out of memory: the halves go first
            _empty_cache(embeds.device)
            pending[:0] = [chunk[: len(chunk) // 2], chunk[len(chunk) // 2 :]]
            continue
        end, values = got
        out[:end, chunk] = values
        done += len(chunk)
        if on_chunk:
            on_chunk(out)
        _report(progress, done, len(columns))
    return out


def column_chunks(columns: Sequence[int], chunk_size: int, small_first: bool = False) -> list[list[int]]:
    """Indices into ``columns`` in chunks of ``chunk_size``, in the order of the columns' positions;
    ``small_first``: the first chunk has at most ``FIRST_CHUNK`` columns (something on screen quickly)."""
    order = sorted(range(len(columns)), key=lambda j: columns[j])
    chunks = [order[i : i + chunk_size] for i in range(0, len(order), chunk_size)]
    if small_first and chunks and len(chunks[0]) > FIRST_CHUNK:
        chunks[:1] = [chunks[0][:FIRST_CHUNK], chunks[0][FIRST_CHUNK:]]
    return chunks


def prefix_chunk(model: Any, embeds_all: torch.Tensor, ids: Sequence[int], chunk_columns: Sequence[int],
                 m: Any) -> tuple[int, np.ndarray]:
    """(end, (end, len(chunk_columns)) map): the chunk's columns through a forward over tokens 0 … end − 1 only
    (later positions cannot influence the chunk's logits) and one batched backward."""
    end = max(chunk_columns)
    with torch.enable_grad():
        embeds = embeds_all[:, :end].clone().requires_grad_(True)
        f = target_logits(model, embeds, ids, chunk_columns)
        return end, _batched_vjp(f, embeds, range(len(chunk_columns)), m, retain=False).T


def _chunk_or_none(model: Any, embeds: torch.Tensor, ids: Sequence[int], chunk_columns: list[int],
                   m: Any) -> tuple[int, np.ndarray] | None:
    """``prefix_chunk``, or None when it ran out of memory (re-raised for a single column, and for other errors).

    Returning (not handling the error in the caller) drops the failed chunk's tensors before the cache is emptied.
    """
    try:
        return prefix_chunk(model, embeds, ids, chunk_columns, m)
    except (RuntimeError, MemoryError) as err:
        if len(chunk_columns) == 1 or not (isinstance(err, MemoryError) or is_out_of_memory(err)):
            raise
    return None


def _empty_cache(device: torch.device) -> None:
    if device.type == "cuda":
        torch.cuda.empty_cache()


def _batched_vjp(f: torch.Tensor, embeds: torch.Tensor, rows: Sequence[int], m: Any, retain: bool) -> np.ndarray:
    """(len(rows), L) salience of the outputs ``f[rows]`` w.r.t. ``embeds`` in one batched backward."""
    rows = list(rows)
    seeds = torch.zeros(len(rows), f.shape[0], dtype=f.dtype, device=f.device)
    seeds[torch.arange(len(rows), device=f.device), torch.tensor(rows, device=f.device)] = 1.0
    (g,) = torch.autograd.grad(f, embeds, grad_outputs=seeds, is_grads_batched=True, retain_graph=retain)
    return _to_numpy(m.reduce(g[:, 0], embeds.detach()[0]))


def _report(progress: Progress | None, done: int, total: int) -> None:
    if progress:
        progress(done, total)
