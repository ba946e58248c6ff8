"""The classifier's encoders on ONNX Runtime: the same float32 weights, about twice as fast on a CPU, and no torch.

The first time a folder is used on a CPU, its encoder is exported once with torch
(``torch.onnx.export``) into the Faithscope cache, named by the folder's digest
(``onnx/<kind>-<digest>.onnx``; written to a temporary file and renamed, so two processes never
read half a file). From then on a process scores with ``onnxruntime`` and the ``tokenizers``
library alone: neither torch nor transformers is imported, which is most of the classifier's
start-up (docs/performance.md). The graph computes what the torch model computes, in float32: the
probabilities agree within 1e-5 (``tests/models/test_onnx_backend.py``), so the model id and the
calibration are the torch path's.

``backend``: ``auto`` (ONNX Runtime on a CPU in float32 for a BERT-type folder with a ``tokenizer.json``,
as both shipped encoders are, when ``onnxruntime`` is installed; else torch), ``onnx`` or ``torch``; ``FAITHSCOPE_ENCODER_BACKEND`` sets the default.
"""
from __future__ import annotations

import json
import os
import tempfile
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, TypeVar

import numpy as np

from detectors.classifier.pair_scorer import PairScorer, contradiction_label_id, entailment_label_id
from detectors.core.device import BACKENDS
from detectors.core.fingerprint import folder_digest
from detectors.core.paths import cache_dir

OPSET = 17
PAIR_INPUTS = ("input_ids", "attention_mask", "token_type_ids")
T = TypeVar("T")
# Architectures whose export and tokenizer set-up (BERT's [PAD], token type ids) the tests check against torch;
# any other model type runs on torch.
ONNX_MODEL_TYPES = ("bert",)
FLOAT32 = "torch.float32"  # the precision the model id names: the torch path's float32, whose numbers these are


def onnx_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("onnxruntime") is not None


def requested_backend(backend: str | None) -> str:
    """What was asked for: ``backend``, else ``FAITHSCOPE_ENCODER_BACKEND``, else ``auto``."""
    if not backend or backend.strip().lower() == "auto":
        backend = os.environ.get("FAITHSCOPE_ENCODER_BACKEND") or "auto"
    return backend.strip().lower()


def resolve_backend(backend: str | None, device: str, dtype: str, folder: Path | None = None) -> str:
    """``onnx`` or ``torch`` for an encoder placed on (device, dtype) (module doc); a ``folder`` must hold a
    fast tokenizer (``tokenizer.json``) for ONNX."""
    backend = requested_backend(backend)
    if backend not in BACKENDS:
        raise ValueError(f"unknown encoder backend {backend!r}; choose from {', '.join(BACKENDS)}")
    possible = device == "cpu" and dtype == "float32" and onnx_available() and (
        folder is None or ((folder / "tokenizer.json").is_file()
                           and _read_json(folder / "config.json").get("model_type") in ONNX_MODEL_TYPES))
    if backend == "onnx" and not possible:
        raise ValueError("the ONNX backend runs float32 on a CPU, needs onnxruntime installed, a tokenizer.json and "
                         f"a model of type {', '.join(ONNX_MODEL_TYPES)}")
    if backend == "auto":
        return "onnx" if possible else "torch"
    return backend


def cached_graph(kind: str, folder: Path, export: Callable[[Path], None]) -> Path:
    """The cached ONNX file of ``folder``'s encoder, exported with ``export(path)`` when missing."""
    path = cache_dir() / "onnx" / f"{kind}-{folder_digest(folder)}.onnx"
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(suffix=".onnx", dir=path.parent)
        os.close(fd)
        try:
            export(Path(tmp))
            os.chmod(tmp, 0o644)  # mkstemp's 0600 would hide a shared cache from other users
            os.replace(tmp, path)
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
    return path


def cached_session(kind: str, folder: Path, export: Callable[[Path], None], threads: int | None):
    """A session on ``folder``'s cached graph; a cached file that does not load (cut short by a full disk,
    damaged) is exported again once."""
    path = cached_graph(kind, folder, export)
    try:
        return session(path, threads)
    except Exception:  # noqa: BLE001 - onnxruntime raises its own types for an unreadable graph
        path.unlink(missing_ok=True)
        return session(cached_graph(kind, folder, export), threads)


def onnx_or_fallback(backend: str | None, load: Callable[[], T]) -> T | None:
    """``load()`` of the ONNX path; when ONNX was chosen automatically and cannot be set up (no ``onnx`` package
    to export with, a cache that cannot be written), None after a warning, so the caller runs torch."""
    try:
        return load()
    except Exception as err:
        if requested_backend(backend) == "onnx":
            raise
        warnings.warn(f"ONNX Runtime unavailable ({type(err).__name__}: {err}); the classifier runs on torch",
                      RuntimeWarning, stacklevel=2)
        return None


def export_graph(model: Any, inputs: dict[str, np.ndarray], output: str, path: Path) -> None:
    """Export a BERT-type torch ``model`` (called with ``inputs``' names, batch × tokens, dynamic batch and length
    axes) as a graph whose one output is the model output's ``output`` field (``logits``, ``last_hidden_state``)."""
    import torch

    names = list(inputs)

    class Output(torch.nn.Module):
        def forward(self, *tensors):
            return getattr(model(**dict(zip(names, tensors))), output)

    axes = {k: {0: "batch", 1: "tokens"} for k in names} | {output: {0: "batch"}}
    with torch.inference_mode(), warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the tracer's notes on BERT's Python-side checks: nothing a user can act on
        torch.onnx.export(Output(), tuple(torch.from_numpy(inputs[k]) for k in names), str(path), input_names=names,
                          output_names=[output], dynamic_axes=axes, opset_version=OPSET, dynamo=False)


def session(path: Path, threads: int | None):
    """An ONNX Runtime CPU session; ``threads`` intra-op threads (None: onnxruntime's default)."""
    import onnxruntime as ort

    options = ort.SessionOptions()
    if threads is not None:
        options.intra_op_num_threads = max(1, int(threads))
    options.inter_op_num_threads = 1
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    return ort.InferenceSession(str(path), options, providers=["CPUExecutionProvider"])


def fast_tokenizer(tokenizer_json: Path, max_length: int):
    """The folder's ``tokenizers`` tokenizer set to truncate (longest first) and pad to the longest in a batch,
    as a transformers fast tokenizer called with ``truncation=…, max_length=…, padding=True`` is."""
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(tokenizer_json))
    tok.enable_truncation(max_length=max_length, strategy="longest_first")
    pad = tok.token_to_id("[PAD]")
    tok.enable_padding(pad_id=pad if pad is not None else 0, pad_token="[PAD]")
    return tok


def encode(tok, batch: list[Any], names: tuple[str, ...]) -> dict[str, np.ndarray]:
    """int64 arrays of a batch of texts or (text, text) pairs, as the graph's inputs."""
    encs = tok.encode_batch(batch)
    columns = {"input_ids": "ids", "attention_mask": "attention_mask", "token_type_ids": "type_ids"}
    return {k: np.array([getattr(e, columns[k]) for e in encs], dtype=np.int64) for k in names}


def softmax(logits: np.ndarray) -> np.ndarray:
    e = np.exp(logits - logits.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


@dataclass
class OnnxPairModel(PairScorer):
    """A sequence classifier exported to ONNX scoring (premise, hypothesis) pairs (``PairModel``'s numbers)."""

    session: Any
    tokenizer: Any  # tokenizers.Tokenizer (``fast_tokenizer``)

    @property
    def precision(self) -> str:
        return FLOAT32

    def forward(self, batch: list[tuple[str, str]]) -> np.ndarray:
        enc = encode(self.tokenizer, batch, self.inputs)
        return softmax(self.session.run(None, enc)[0].astype(np.float64))

    @cached_property
    def inputs(self) -> tuple[str, ...]:
        return tuple(i.name for i in self.session.get_inputs())


def _read_json(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def load_onnx_pair_model(folder: Path, threads: int | None, name: str, backend: str | None) -> OnnxPairModel | None:
    """A Hugging Face sequence-classification folder (full or delta) on ONNX Runtime, exported on first use;
    None where ``onnx_or_fallback`` falls back to torch. A folder without an entailment label is the user's
    error on any runtime: it raises before any fallback."""
    config = _read_json(folder / "config.json")
    id2label = {int(k): v for k, v in config.get("id2label", {}).items()}
    entail_id = entailment_label_id(id2label)
    limit = min(512, int(config.get("max_position_embeddings") or 512),
                int(_read_json(folder / "tokenizer_config.json").get("model_max_length") or 512))
    tokenizer = fast_tokenizer(folder / "tokenizer.json", limit)

    def export(path: Path) -> None:
        from detectors.classifier.delta import load_sequence_classifier

        sample = encode(tokenizer, [("A short premise.", "A hypothesis."), ("Another premise here.", "One.")], PAIR_INPUTS)
        export_graph(load_sequence_classifier(folder).eval().requires_grad_(False), sample, "logits", path)

    graph = onnx_or_fallback(backend, lambda: cached_session("classifier", folder, export, threads))
    if graph is None:
        return None
    return OnnxPairModel(graph, tokenizer, entail_id=entail_id, name=name, max_length=limit, device="cpu",
                         contradiction_id=contradiction_label_id(id2label))
