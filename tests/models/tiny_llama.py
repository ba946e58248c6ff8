"""A tiny random Llama on the bundled tokenizer: real transformers code paths in a second, for salience tests."""
from __future__ import annotations

import torch
from transformers import LlamaConfig, LlamaForCausalLM

from detectors.salience.lm import LoadedModel, load_tokenizer


def tiny_llama(name: str, chat_template: str | None = None, seed: int = 0) -> LoadedModel:
    tokenizer = load_tokenizer()
    if chat_template is not None:
        tokenizer.chat_template = chat_template
    torch.manual_seed(seed)
    config = LlamaConfig(
        vocab_size=len(tokenizer), hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=512,
    )
    model = LlamaForCausalLM(config).eval()
    for p in model.parameters():
        p.requires_grad_(False)
    return LoadedModel(model, tokenizer, name)
