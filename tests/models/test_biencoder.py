"""Bi-encoder half of the classifier: shipped weights, batched scoring against a per-pair reference, training smoke."""
import json
import math
import random
from pathlib import Path

import numpy as np
import pytest
import torch
from safetensors.torch import load_file
from transformers import AutoModel, AutoTokenizer

from detectors.classifier.biencoder import DEFAULT_BIENCODER_DIR, FROZEN, BiEncoder, mean_pool
from detectors.classifier.detector import BI_WEIGHT, ClassifierDetector, load_pair_model, pair_scores
from detectors.core.example import load_examples
from detectors.core.paths import minilm_dir
from detectors.training.classifier_data import biencoder_pairs, topic_batches, topic_split
from detectors.training.train_biencoder import main as train_main
from detectors.training.train_biencoder import ranking_mask, train_biencoder
from tests.models.test_train_classifier import _write_data

GALLERY = Path(__file__).resolve().parents[2] / "examples" / "gallery.jsonl"
SAME = ("Critics say that school uniforms stop children from expressing themselves.",
        "Uniforms suppress students' self-expression.")
OTHER = ("Critics say that school uniforms are expensive for poor families.",
         "Uniforms suppress students' self-expression.")


@pytest.fixture(scope="module")
def bi():
    return BiEncoder(threads=2, backend="torch")  # these tests read the torch model; test_onnx_backend compares the two


def test_shipped_biencoder_is_a_small_delta_on_the_base_wheel():
    delta = load_file(str(DEFAULT_BIENCODER_DIR / "delta.safetensors"))
    assert not set(FROZEN) & set(delta) and all(v.dtype == torch.float16 for v in delta.values())
    assert sum(f.stat().st_size for f in DEFAULT_BIENCODER_DIR.iterdir()) < 30e6
    cal = json.loads((DEFAULT_BIENCODER_DIR / "calibration.json").read_text())
    assert cal["seed"] == 0 and cal["scale"] > 0


def test_shipped_biencoder_ranks_a_paraphrase_above_another_argument(bi):
    p_same, p_other, p_swapped = bi.probs([SAME, OTHER, SAME[::-1]])
    assert 0.0 <= p_other < p_same <= 1.0
    assert p_swapped == pytest.approx(p_same, abs=1e-6)  # cosine: symmetric


def test_loaded_weights_are_the_shipped_delta(bi):
    delta = load_file(str(DEFAULT_BIENCODER_DIR / "delta.safetensors"))
    state = bi.model.state_dict()
    for k in ("encoder.layer.5.output.dense.weight", "pooler.dense.bias", "embeddings.LayerNorm.weight"):
        assert torch.equal(state[k], delta[k].float()), k
    base = AutoModel.from_pretrained(minilm_dir())
    assert torch.equal(state[FROZEN[0]], base.state_dict()[FROZEN[0]])
    assert not torch.equal(state["encoder.layer.5.output.dense.weight"], base.state_dict()["encoder.layer.5.output.dense.weight"])


def test_batched_probs_equal_a_one_text_at_a_time_reference(bi):
    """Length-sorted, padded batches and the text de-duplication must not change any score."""
    texts = [SAME[0], SAME[1], OTHER[0], "Ünïcode — “quotes” & <b>tags</b>", "Short."]
    pairs = [(a, b) for a in texts for b in texts[:3]]
    tok = AutoTokenizer.from_pretrained(minilm_dir())

    def vec(t):
        enc = tok(t, return_tensors="pt")
        with torch.inference_mode():
            h = bi.model(**enc).last_hidden_state[0].numpy()
        v = h.mean(axis=0)
        return v / np.linalg.norm(v)

    expected = [1 / (1 + math.exp(-(bi.scale * float(vec(a) @ vec(b)) + bi.bias))) for a, b in pairs]
    assert bi.probs(pairs) == pytest.approx(expected, abs=1e-5)


def test_classifier_blends_the_biencoder_into_window_argument_scores(bi):
    ex = next(ex for _, ex in load_examples(GALLERY).examples if ex.labels and ex.labels.coverage)
    pm = load_pair_model(threads=2)
    alone = pair_scores(pm, ex)
    both = pair_scores(pm, ex, biencoder=bi)
    resp, args = ex.response, [a for _, _, a in ex.arguments]
    f_bi = np.array(bi.probs([(resp[alone.ru.units[i].start : alone.ru.units[j - 1].end], a)
                              for i, j in alone.windows for a in args])).reshape(alone.f_window.shape)
    np.testing.assert_allclose(both.f_window, (1 - BI_WEIGHT) * alone.f_window + BI_WEIGHT * f_bi, atol=1e-9)
    np.testing.assert_array_equal(both.f_given, alone.f_given)  # "is all of it given?" stays the pair model's


def test_biencoder_is_used_with_the_shipped_model_only(tmp_path):
    assert ClassifierDetector()._bi is True
    assert ClassifierDetector(model_path=tmp_path).biencoder is None
    assert ClassifierDetector(biencoder=False).biencoder is None


def test_biencoder_pairs_are_train_topics_only_and_labelled(tmp_path):
    _write_data(tmp_path)
    pairs, _ = biencoder_pairs(tmp_path, "train", seed=0)
    assert pairs and {y for _, _, y, _ in pairs} == {0, 1}
    assert all(" of 1" not in x for x, _, _, _ in pairs)  # topic index 1 is the test topic of _write_data
    assert all(topic_split(t) == "train" for _, _, _, t in pairs)
    assert biencoder_pairs(tmp_path, "train", seed=0)[0] == pairs


def test_topic_batches_use_every_pair_once_with_one_topic_per_half_batch():
    pairs = [(f"x{t}-{i}", f"y{t}-{i}", i % 2, f"topic {t}") for t in range(5) for i in range(4 * (t + 1))]
    batches = topic_batches(pairs, random.Random(0), 8)
    assert sorted(p for b in batches for p in b) == sorted(pairs)
    assert [len(b) for b in batches] == [8] * (len(pairs) // 8) + ([4] if len(pairs) % 8 else [])
    assert all(len({p[3] for p in half}) == 1 for b in batches for half in (b[:4], b[4:]) if half)
    assert topic_batches(pairs, random.Random(0), 8) == batches
    assert topic_batches(pairs, random.Random(1), 8) != batches


def test_ranking_mask_hides_other_columns_that_also_match():
    batch = [("a1", "K", 1, "t"), ("a2", "K", 1, "t"), ("a3", "L", 1, "t"), ("a4", "M", 0, "t")]
    known = {("a1", "K"), ("a2", "K"), ("a3", "L"), ("a1", "M")}
    # row a1: column 1 has the same key point text, column 3 is a labelled match of a1; its own column stays
    assert ranking_mask(batch, [0, 1, 2], known) == [
        [False, True, False, True],
        [True, False, False, False],
        [False, False, False, False],
    ]


def test_training_smoke_one_step_changes_weights_and_loads(tmp_path):
    _write_data(tmp_path / "data")
    pairs, rng = biencoder_pairs(tmp_path / "data", "train", seed=0)
    base = AutoModel.from_pretrained(minilm_dir()).state_dict()
    stats = train_biencoder(pairs[:16], tmp_path / "out", random.Random(0), max_steps=1, threads=2, log=lambda m: None)
    assert stats["steps"] == 1 and math.isfinite(stats["losses"][0])
    trained = stats["model"].state_dict()
    assert not torch.equal(trained["encoder.layer.0.attention.self.query.weight"],
                           base["encoder.layer.0.attention.self.query.weight"])
    assert torch.equal(trained[FROZEN[0]], base[FROZEN[0]])
    loaded = BiEncoder(tmp_path / "out")
    # the saved folder reproduces the trained model: σ(s · cos(u_x, u_y) + b) with its s, b (fp16 tolerance)
    tok = AutoTokenizer.from_pretrained(minilm_dir())
    model = stats["model"].eval()
    with torch.no_grad():
        enc = tok([t for pair in (SAME, OTHER) for t in pair], padding=True, return_tensors="pt")
        u = mean_pool(model(**enc).last_hidden_state, enc["attention_mask"])
    cos = (u[0::2] * u[1::2]).sum(-1).numpy()
    expected = 1 / (1 + np.exp(-(stats["scale"] * cos + stats["bias"])))
    np.testing.assert_allclose(loaded.probs([SAME, OTHER]), expected, atol=5e-3)


def test_training_cli_smoke(tmp_path, capsys):
    _write_data(tmp_path / "data")
    assert train_main(["--data", str(tmp_path / "data"), "-o", str(tmp_path / "w"), "--smoke", "--threads", "2"]) == 0
    assert "done: 1 steps" in capsys.readouterr().out
    assert (tmp_path / "w" / "delta.safetensors").is_file()


def test_missing_folder_is_a_clear_error(tmp_path):
    with pytest.raises(FileNotFoundError, match="delta.safetensors"):
        BiEncoder(tmp_path)
