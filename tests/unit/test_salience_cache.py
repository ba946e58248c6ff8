"""Result cache: key parts, user layer round trip, shipped layer first, rounding."""
import json

import numpy as np

from detectors.core.result import DetectorResult, SalienceMaps, WordRef, WordScore
from detectors.salience.cache import SALIENCE_VERSION, ResultCache, read_result, result_key, write_result


def make_result(h=0.123456789):
    return DetectorResult(
        "salience", h, 0.5, [WordScore("bans", 0, 4, 0.25)], [WordScore("bans", 3, 7, 0.75, 0, 1)],
        [0.5, 0.25], [[0.5], [0.25]],
        SalienceMaps(model="m", method="grad_x_input", aggregation="max", template="t", perspective_labels=["pro"],
                     n_tokens=3, token_matrix=np.zeros((0, 1)), token_rows=[], token_cols=["x"],
                     word_matrix=np.array([[0.3333333333]]), row_words=[WordRef("bans", 3, 7, 0, 1)],
                     col_words=[WordRef("bans", 0, 4)], contribution=np.array([0.3333333333]),
                     attribution=np.array([0.3333333333])),
    )


def test_key_depends_on_every_part_and_the_salience_version():
    base = ("ck", "salience:0123456789ab", SALIENCE_VERSION)
    keys = {result_key(*base)}
    for i in range(3):
        parts = list(base)
        parts[i] = parts[i] + "x"
        keys.add(result_key(*parts))
    assert len(keys) == 4
    assert result_key(*base[:2]) == result_key(*base)  # the default version is the current one


def test_key_is_the_setting_s_model_id_so_each_option_changes_it():
    """The cache key is (version, example, model id); the model id names every score-changing option."""
    from detectors.salience.detector import SalienceDetector

    def key(**kw):
        det = SalienceDetector(device="cpu", dtype=kw.pop("dtype", "float32"), cache=False, **kw)
        return result_key("ck", det.model_id)

    keys = {key(), key(method="grad_norm"), key(aggregation="max"), key(normalization="paper"), key(dtype="bfloat16"),
            key(model_name="some/other-model")}
    assert len(keys) == 6


def test_round_trip_rounds_floats(tmp_path):
    path = tmp_path / "r.json"
    write_result(path, make_result())
    raw = json.loads(path.read_text())
    assert raw["hallucination"] == 0.12346 and raw["extras"]["word_matrix"] == [[0.33333]]
    back = read_result(path)
    assert back.detector == "salience"
    assert isinstance(back.details, SalienceMaps)
    assert isinstance(back.details.word_matrix, np.ndarray) and back.details.word_matrix.shape == (1, 1)
    assert back.details.row_words == [WordRef("bans", 3, 7, 0, 1)] and back.details.contribution[0] == 0.33333
    assert back.argument_words[0] == WordScore("bans", 3, 7, 0.75, 0, 1)


def test_shipped_layer_wins_and_put_goes_to_user_layer(tmp_path):
    cache = ResultCache(user_dir=tmp_path / "user", shipped_dir=tmp_path / "shipped")
    assert cache.get("k") is None
    cache.put("k", make_result(0.9))
    assert cache.get("k").hallucination == 0.9
    write_result(tmp_path / "shipped" / "k.json", make_result(0.1))
    assert cache.get("k").hallucination == 0.1
    assert sorted(p.name for p in (tmp_path / "shipped").iterdir()) == ["k.json"]  # no temporary file left
    assert sorted(p.name for p in (tmp_path / "user").iterdir()) == ["k.json"]


def test_unreadable_entry_is_a_miss(tmp_path):
    (tmp_path / "user").mkdir()
    (tmp_path / "user" / "k.json").write_text("{broken")
    assert ResultCache(user_dir=tmp_path / "user", shipped_dir=None).get("k") is None


def test_unreadable_and_unwritable_entries_are_logged(tmp_path, caplog):
    (tmp_path / "user").mkdir()
    (tmp_path / "user" / "k.json").write_text("{broken")
    cache = ResultCache(user_dir=tmp_path / "user", shipped_dir=None)
    with caplog.at_level("WARNING", logger="detectors.salience.cache"):
        assert cache.get("k") is None
        blocked = ResultCache(user_dir=tmp_path / "user" / "k.json" / "sub", shipped_dir=None)  # a file is in the way
        blocked.put("k", make_result())
    messages = [r.getMessage() for r in caplog.records]
    assert any("unreadable entry" in m for m in messages) and any("cannot write" in m for m in messages)


def test_a_local_model_folder_is_named_by_its_files_not_its_path(tmp_path):
    import shutil

    from detectors.salience.detector import Setting

    (tmp_path / "m").mkdir()
    (tmp_path / "m" / "config.json").write_text('{"hidden_size": 8}')
    shutil.copytree(tmp_path / "m", tmp_path / "elsewhere")
    a, b = Setting(model=str(tmp_path / "m")), Setting(model=str(tmp_path / "elsewhere"))
    assert a.model_id == b.model_id and a.model_id.startswith("salience:")
    (tmp_path / "elsewhere" / "config.json").write_text('{"hidden_size": 16}')
    assert Setting(model=str(tmp_path / "elsewhere")).model_id != a.model_id
    assert Setting(model="org/hub-model").model_id != Setting(model="org/other-model").model_id  # hub names: the name
