"""Training code: pair building with a topic-disjoint split, and a one-step smoke run on a tiny model."""
import csv
import json
import math
from pathlib import Path

import pytest
import torch
from transformers import BertForSequenceClassification

from detectors.classifier.detector import load_pair_model
from detectors.training.classifier_data import Pair, build_pairs, dev_examples, topic_split, with_lead_in
from detectors.training.train_classifier import train_cross_encoder
from tests.models.tiny_bert import tiny_bert


def _topics(split: str, n: int) -> list[str]:
    out, i = [], 0
    while len(out) < n:
        t = f"We should adopt policy number {i}"
        if topic_split(t) == split:
            out.append(t)
        i += 1
    return out


def _write_data(root: Path) -> tuple[str, str]:
    """A miniature copy of the shared data layout with one train and one test topic."""
    train_t, test_t = _topics("train", 1)[0], _topics("test", 1)[0]
    (root / "argkp_train").mkdir(parents=True)
    (root / "perspectrum_train").mkdir()
    (root / "dev").mkdir()
    args, kps, labels = [], [], []
    for t, topic in enumerate([train_t, test_t]):
        for k in range(3):
            kps.append({"key_point_id": f"kp_{t}_{k}", "key_point": f"Key point {k} about topic {t}",
                        "topic": topic, "stance": 1})
            for a in range(2):
                args.append({"arg_id": f"arg_{t}_{k}_{a}", "argument": f"Crowd argument {a} for point {k} of {t}",
                             "topic": topic, "stance": 1})
                for kk in range(3):
                    labels.append({"arg_id": f"arg_{t}_{k}_{a}", "key_point_id": f"kp_{t}_{kk}", "label": int(kk == k)})
    for name, rows in [("arguments_train.csv", args), ("key_points_train.csv", kps), ("labels_train.csv", labels)]:
        with open(root / "argkp_train" / name, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
    with open(root / "perspectrum_train" / "claims_train.jsonl", "w") as f:
        for cid, topic in enumerate([train_t, test_t]):
            f.write(json.dumps({"claim_id": cid, "claim": topic, "perspectives": [
                {"stance": "support", "paraphrases": [f"Cluster one of {cid}", f"Cluster one again {cid}"]},
                {"stance": "undermine", "paraphrases": [f"Cluster two of {cid}"]}]}) + "\n")
    with open(root / "dev" / "argkp_para.jsonl", "w") as f:
        for topic in [train_t, test_t]:
            base = {"query": f"What about {topic}?", "topic": topic, "response": "Some say A holds. Others say B holds."}
            f.write(json.dumps({**base, "perspectives": [{"label": "pro", "arguments": ["A holds"]},
                                                         {"label": "con", "arguments": ["B holds", "C holds"]}],
                                "labels": {"hallucination": 0, "coverage": 1},
                                "meta": {"note": "synthetic coverage error: response omits 'C holds'"}}) + "\n")
            f.write(json.dumps({**base, "perspectives": [{"label": "pro", "arguments": ["A holds"]}],
                                "labels": {"hallucination": 1, "coverage": 0},
                                "meta": {"note": "synthetic hallucination: response states 'B holds'"}}) + "\n")
    return train_t, test_t


def test_pairs_are_topic_disjoint_and_labelled(tmp_path):
    train_t, test_t = _write_data(tmp_path)
    pairs = build_pairs(tmp_path, "train", seed=0, scale=0.2)
    text = json.dumps([p.__dict__ for p in pairs])
    assert pairs and "of 1" not in text and "about topic 1" not in text  # nothing from the test topic
    assert {p.label for p in pairs} == {0, 1}
    dev = [p for p in pairs if p.source == "dev-coverage"]
    assert any(p.hypothesis == "C holds" and p.label == 0 for p in dev)
    assert all(p.label == 1 for p in dev if p.hypothesis != "C holds")
    assert any(p.source == "dev-support" and p.label == 0 for p in pairs)
    assert [ex.topic for _, ex in dev_examples(tmp_path, "test")] == [test_t, test_t]
    assert build_pairs(tmp_path, "train", seed=0, scale=0.2) == pairs  # deterministic


def test_lead_ins_keep_the_claim():
    import random

    rng = random.Random(3)
    for _ in range(20):
        s = with_lead_in("Cars pollute the air", rng)
        assert s.endswith("ars pollute the air.")


FOUR_PAIRS = [Pair("Cars pollute the air.", "Cars cause pollution", 1, "t"),
              Pair("Buses are cheap.", "Cars cause pollution", 0, "t"),
              Pair("Trees give shade.", "Trees cool streets", 1, "t"),
              Pair("Taxes are high.", "Trees cool streets", 0, "t")]


def _tiny_base(folder: Path) -> Path:
    """A tiny random BERT with the real MiniLM tokenizer, saved as a base model."""
    return tiny_bert(folder, max_positions=256)


def test_cross_encoder_one_step_changes_weights_and_saves_a_loadable_model(tmp_path):
    """The shipped model's training path, on a tiny random BERT."""
    base = _tiny_base(tmp_path / "base")
    before = {k: v.clone() for k, v in BertForSequenceClassification.from_pretrained(base, num_labels=2).state_dict().items()}
    pairs = FOUR_PAIRS
    stats = train_cross_encoder(pairs, tmp_path / "out", base_model=base, max_steps=1, batch_size=4, lr=1e-3, seed=0, log=lambda m: None)
    assert stats["steps"] == 1 and len(stats["losses"]) == 1 and math.isfinite(stats["losses"][0])
    after = stats["model"].state_dict()
    changed = [k for k in before if "classifier" in k or "encoder" in k if not torch.equal(before[k], after[k])]
    assert any("encoder" in k for k in changed) and any("classifier" in k for k in changed)
    pm = load_pair_model(tmp_path / "out", backend="torch")
    assert pm.entail_id == 1
    assert json.loads((tmp_path / "out" / "training.json").read_text())["steps"] == 1
    enc = pm.tokenizer("a", "b", return_tensors="pt")
    with torch.no_grad():
        expected = torch.softmax(pm.model(**enc).logits.float(), -1)[0, 1].item()
    assert pm.probs([("a", "b")])[0] == pytest.approx(expected, rel=1e-5)  # the saved model's entailment softmax


def test_checkpoints_do_not_change_what_is_trained(tmp_path):
    """Saving fp16 checkpoints mid-run must leave the fp32 training weights alone (same seed → same model)."""
    base = _tiny_base(tmp_path / "base")
    kw = dict(base_model=base, max_steps=3, batch_size=2, lr=1e-3, seed=0, log=lambda m: None)
    plain = train_cross_encoder(FOUR_PAIRS, None, **kw)["model"].state_dict()
    saving = train_cross_encoder(FOUR_PAIRS, tmp_path / "out", save_every=1, **kw)
    assert (tmp_path / "out" / "step-1" / "model.safetensors").exists()
    assert all(torch.equal(plain[k], v) for k, v in saving["model"].state_dict().items())
    assert all(v.dtype == torch.float32 for v in saving["model"].state_dict().values())


def test_all_argkp_labels_keeps_every_labelled_pair_of_the_split(tmp_path):
    _write_data(tmp_path)
    pairs = build_pairs(tmp_path, "train", seed=0, scale=0.2, all_argkp_labels=True)
    labelled = [p for p in pairs if p.source == "argkp-labels"]
    assert len(labelled) == 18 and sum(p.label for p in labelled) == 6  # 6 arguments × 3 key points, 1 match each


def test_training_command_smoke_run_writes_a_loadable_cross_encoder(tmp_path, capsys):
    from detectors.training.train_classifier import main

    _write_data(tmp_path / "data")
    assert main(["--data", str(tmp_path / "data"), "-o", str(tmp_path / "out"), "--smoke", "--threads", "1"]) == 0
    assert "done: 1 steps" in capsys.readouterr().out
    pm = load_pair_model(tmp_path / "out", backend="torch")
    assert pm.entail_id == 1 and pm.model.config.num_hidden_layers == 6  # fine-tuned from the real MiniLM
    info = json.loads((tmp_path / "out" / "training.json").read_text())
    assert info["steps"] == 1 and info["scale"] == 2.0 and info["all_argkp_labels"] is False  # the shipped recipe
