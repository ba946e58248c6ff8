"""A tiny random BERT sequence classifier on the MiniLM tokenizer: the real transformers code paths in a second."""
from __future__ import annotations

from pathlib import Path

import torch
from transformers import AutoTokenizer, BertConfig, BertForSequenceClassification

from detectors.core.paths import minilm_dir


def tiny_bert(folder: Path, id2label: dict[int, str] | None = None, max_positions: int = 128) -> Path:
    """Save one to ``folder`` (weights and tokenizer); ``id2label`` None gives transformers' default two labels."""
    tok = AutoTokenizer.from_pretrained(minilm_dir())
    torch.manual_seed(0)
    labels = {"num_labels": len(id2label), "id2label": id2label,
              "label2id": {v: k for k, v in id2label.items()}} if id2label else {}
    cfg = BertConfig(vocab_size=tok.vocab_size, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                     intermediate_size=32, max_position_embeddings=max_positions, **labels)
    BertForSequenceClassification(cfg).save_pretrained(folder)
    tok.save_pretrained(folder)
    return folder
