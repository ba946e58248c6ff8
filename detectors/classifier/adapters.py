"""Models shipped as LoRA adapters over the shipped cross-encoder (``train_entailment --lora``).

An adapter folder holds ``adapter_model.safetensors`` (the low-rank factors A, B of each adapted projection and
the classification head, fp16) and ``adapter_config.json`` (its rank r and lora_alpha). Merged, each adapted
weight is W + (lora_alpha / r) · B A, which is what ``peft``'s ``merge_and_unload`` computes; the merge is done
here so that running it needs neither ``peft`` nor a second copy of the weights in the repository. The merged
model is written once to the cache (``cache_dir()/models``) as a model folder, so it loads like any pair model
(ONNX Runtime on a CPU).

Shipped: ``DOCUMENT_ADAPTER`` (``weights/documents``), the cross-encoder for examples whose given material is a
document (``detectors.classifier.long_premise``; ``docs/evaluation.md``, "Out of domain").
"""
from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

from detectors.core.fingerprint import folder_digest

WEIGHTS = Path(__file__).resolve().parent / "weights"
DOCUMENT_ADAPTER = WEIGHTS / "documents"
CONTRADICTION_ADAPTER = WEIGHTS / "contradiction"
BASE_MODEL = WEIGHTS / "classifier"
ADAPTER_FILE = "adapter_model.safetensors"
OFF = "none"  # the option value that switches an adapter off (``ClassifierDetector(document_model=OFF)``)
_PREFIX = "base_model.model."


def is_adapter_folder(folder: str | Path) -> bool:
    return (Path(folder) / ADAPTER_FILE).is_file()


def merge_adapter(adapter_dir: str | Path, base_dir: str | Path = BASE_MODEL):
    """The base cross-encoder (a delta or full folder) with the adapter's factors merged in and its head."""
    import torch
    from safetensors.torch import load_file

    from detectors.classifier.delta import load_sequence_classifier

    adapter_dir = Path(adapter_dir)
    config = json.loads((adapter_dir / "adapter_config.json").read_text(encoding="utf-8"))
    scale = config["lora_alpha"] / config["r"]
    state = {k.removeprefix(_PREFIX): v.float() for k, v in load_file(str(adapter_dir / ADAPTER_FILE)).items()}
    model = load_sequence_classifier(base_dir)
    modules = dict(model.named_modules())
    with torch.no_grad():
        for key in [k for k in state if k.endswith(".lora_A.weight")]:
            name = key.removesuffix(".lora_A.weight")
            modules[name].weight += scale * (state.pop(f"{name}.lora_B.weight") @ state.pop(key))
        if set(state) != {"classifier.weight", "classifier.bias"}:  # what is left must be the head, whole
            raise ValueError(f"{adapter_dir}: expected the head beside the factors, found {sorted(state)}")
        if state["classifier.weight"].shape != model.classifier.weight.shape:
            _relabel(model, adapter_dir, state["classifier.weight"].shape)
        model.classifier.weight.copy_(state["classifier.weight"])
        model.classifier.bias.copy_(state["classifier.bias"])
    return model.eval()


def _relabel(model, adapter_dir: Path, shape) -> None:
    """A head of another size than the base's (the framing adapter's two labels over the three-way base): a new
    linear layer of that shape, its labels from the run's ``training.json`` (``id2label``)."""
    from detectors.classifier.delta import swap_head

    stats = json.loads((adapter_dir / "training.json").read_text(encoding="utf-8")) if (adapter_dir / "training.json").is_file() else {}
    id2label = {int(k): v for k, v in (stats.get("id2label") or {}).items()}
    if len(id2label) != shape[0]:
        raise ValueError(f"{adapter_dir}: a {shape[0]}-label head needs its labels (id2label) in training.json")
    swap_head(model, id2label)


def merged_folder(adapter_dir: str | Path, base_dir: str | Path = BASE_MODEL) -> Path:
    """The merged model as a model folder in the cache, built once per (adapter, base) pair."""
    from detectors.classifier.delta import save_model
    from detectors.core.paths import cache_dir

    adapter_dir, base = Path(adapter_dir), Path(base_dir)
    dest = cache_dir() / "models" / f"merged-{folder_digest(adapter_dir)[:12]}-{folder_digest(base)[:12]}"
    if (dest / "config.json").is_file():
        return dest
    dest.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=dest.parent) as tmp:
        out = Path(tmp) / "model"
        save_model(merge_adapter(adapter_dir, base), out)
        for f in ("tokenizer.json", "tokenizer_config.json"):
            shutil.copy(base / f, out / f)
        if not dest.exists():  # another process may have built it meanwhile
            out.rename(dest)
    return dest


def model_folder(folder: str | Path) -> Path:
    """The model folder to load for ``folder``: an adapter folder's merge, or a model folder as it is."""
    return merged_folder(folder) if is_adapter_folder(folder) else Path(folder)
