"""Result cache: key parts, user layer round trip, shipped layer first, rounding."""
import json

import numpy as np

from detectors.cache import ResultCache, read_result, result_key, write_result
from detectors.result import DetectorResult, WordScore


def make_result(h=0.123456789):
    return DetectorResult(
        "salience", h, 0.5, [WordScore("bans", 0, 4, 0.25)], [WordScore("bans", 3, 7, 0.75, 0, 1)],
        [0.5, 0.25], [[0.5], [0.25]],
        {"word_matrix": np.array([[0.3333333333]]), "contribution": np.array([0.3333333333]), "model": "m"},
    )


def test_key_depends_on_every_part():
    base = ("ck", "model", "tmpl", "grad_x_input", "max")
    keys = {result_key(*base)}
    for i in range(5):
        parts = list(base)
        parts[i] = parts[i] + "x"
        keys.add(result_key(*parts))
    assert len(keys) == 6


def test_round_trip_rounds_floats(tmp_path):
    path = tmp_path / "r.json"
    write_result(path, make_result())
    raw = json.loads(path.read_text())
    assert raw["hallucination"] == 0.12346 and raw["extras"]["word_matrix"] == [[0.33333]]
    back = read_result(path)
    assert back.detector == "salience"
    assert isinstance(back.extras["word_matrix"], np.ndarray) and back.extras["word_matrix"].shape == (1, 1)
    assert back.argument_words[0] == WordScore("bans", 3, 7, 0.75, 0, 1)


def test_shipped_layer_wins_and_put_goes_to_user_layer(tmp_path):
    cache = ResultCache(user_dir=tmp_path / "user", shipped_dir=tmp_path / "shipped")
    assert cache.get("k") is None
    cache.put("k", make_result(0.9))
    assert cache.get("k").hallucination == 0.9
    write_result(tmp_path / "shipped" / "k.json", make_result(0.1))
    assert cache.get("k").hallucination == 0.1
    assert not (tmp_path / "shipped" / "k.json.tmp").exists()


def test_unreadable_entry_is_a_miss(tmp_path):
    (tmp_path / "user").mkdir()
    (tmp_path / "user" / "k.json").write_text("{broken")
    assert ResultCache(user_dir=tmp_path / "user", shipped_dir=None).get("k") is None
