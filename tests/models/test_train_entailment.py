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
