"""Normalizations, source shares and expert rows on hand-made token maps (docs/salience.md)."""
import numpy as np
import pytest

from detectors.core.result import DetectorResult, PromptRowRef, SalienceMaps
from detectors.salience.scoring import (
    aggregate,
    normalization_rows,
    normalize,
    normalize_columns,
    raw_word_map,
    source_parts,
    token_kinds,
)

# kinds: 0 argument, 1 response, 2 context, 3 template
KINDS = np.array([3, 2, 0, 0, 3, 1, 1])
# rows = tokens; columns = two response tokens (5 and 6); token 0 is a BOS with a big value
M = np.array([
    [10.0, 10.0],  # BOS (template)
    [1.0, 0.0],  # query word (context)
    [2.0, 1.0],  # argument
    [0.0, -1.0],  # argument
    [1.0, 1.0],  # brace (template)
    [1.0, 2.0],  # response so far
    [0.0, 0.0],
])


def test_token_kinds_from_spans_and_offsets():
    spans = {("query",): (0, 5), ("argument", 0, 0): (10, 20), ("label", 0): (6, 9), ("intro",): (30, 30),
             ("response",): (31, 40)}
    offsets = [(0, 0), (0, 5), (5, 6), (6, 9), (9, 11), (11, 20), (20, 31), (31, 35), (35, 40)]
    assert token_kinds(len(offsets), spans, offsets).tolist() == [3, 2, 3, 2, 0, 0, 3, 1, 1]


def test_template_rows_never_enter_a_normalization():
    for name in ("paper", "arguments"):
        n = normalize(M, normalization_rows(KINDS, name))
        assert np.all(n[KINDS == 3] == 0)
    paper = normalize(M, normalization_rows(KINDS, "paper"))
    np.testing.assert_allclose(paper[:, 0], [0, 1 / 6, 4 / 6, 0, 0, 1 / 6, 0])
    np.testing.assert_allclose(paper.sum(axis=0), [1, 1])
    # the paper's literal all-rows normalization lets the BOS take most of the column
    assert normalize_columns(M)[0, 0] > 0.9


def test_arguments_normalization_is_a_distribution_over_the_arguments():
    n = normalize(M, normalization_rows(KINDS, "arguments"))
    np.testing.assert_allclose(n[2:4], [[1, 0.5], [0, 0.5]])
    np.testing.assert_allclose(n[KINDS != 0], 0)
    with pytest.raises(ValueError, match="normalization"):
        normalization_rows(KINDS, "rows")


def test_source_parts_shares_sum_to_one_and_take_the_best_sourced_token():
    parts = source_parts(M, KINDS, [[0], [1], [0, 1], []])
    np.testing.assert_allclose(parts[0], [4 / 6, 1 / 6, 1 / 6])  # column 0: args 4, response 1, context 1
    np.testing.assert_allclose(parts[1], [2 / 6, 4 / 6, 0])  # column 1: args 2, response 4
    np.testing.assert_allclose(parts[2], parts[0])  # a word of both tokens: the one with the higher argument share
    np.testing.assert_array_equal(parts[3], [0, 0, 0])  # a word without tokens
    np.testing.assert_allclose(parts[:3].sum(axis=1), 1)


def test_raw_word_map_reports_the_signed_value_behind_the_max():
    n = normalize(M, normalization_rows(KINDS, "arguments"))
    raw = raw_word_map(M, n, [[2, 3]], [[1]])
    assert raw[0, 0] in (1.0, -1.0)  # a tie between the two argument tokens: either signed value
    raw = raw_word_map(M, n, [[3]], [[1]])
    assert raw[0, 0] == -1.0


def test_source_share_aggregation_keeps_max_for_rows():
    w = np.array([[0.2, 0.9], [0.5, 0.1]])
    np.testing.assert_allclose(aggregate(w, axis=1, how="source_share"), [0.9, 0.5])


def test_salience_maps_round_trip_with_new_fields():
    maps = SalienceMaps(
        model="m", method="grad_x_input", aggregation="source_share", template="t", perspective_labels=["pro"],
        n_tokens=7, token_matrix=np.zeros((1, 2)), token_rows=[], token_cols=["a", "b"],
        word_matrix=np.array([[0.25, 0.75]]), row_words=[], col_words=[],
        contribution=np.array([0.75]), attribution=np.array([0.5, 0.2]), normalization="arguments",
        raw_word_matrix=np.array([[0.1, -0.3]]), source_parts=np.array([[0.5, 0.25, 0.25], [0.2, 0.8, 0.0]]),
        other_rows=[PromptRowRef("zoos", "query", 0, 4), PromptRowRef("template, BOS, braces", "template")],
        other_matrix=np.array([[0.1, 0.2], [0.9, 0.8]]), other_raw=np.array([[1.0, 2.0], [0.0, 0.0]]), complete=False,
    )
    from detectors.core.result import WordRef

    maps.row_words = [WordRef("zoo", 0, 3, 0, 0)]
    maps.col_words = [WordRef("a", 0, 1), WordRef("b", 2, 3)]
    maps.token_rows = []
    maps.token_matrix = np.zeros((0, 2))
    back = SalienceMaps.from_dict(maps.to_dict())
    assert back.normalization == "arguments" and back.complete is False
    assert back.other_rows == maps.other_rows
    for f in ("raw_word_matrix", "source_parts", "other_matrix", "other_raw", "word_matrix"):
        np.testing.assert_allclose(getattr(back, f), getattr(maps, f))
    np.testing.assert_allclose(back.source_share, [0.5, 0.2])
    # an old stored result (before version 2) still loads, with the new fields empty
    old = {k: v for k, v in maps.to_dict().items()
           if k not in ("normalization", "raw_word_matrix", "source_parts", "other_rows", "other_matrix", "other_raw",
                        "complete")}
    legacy = SalienceMaps.from_dict(old)
    assert legacy.source_parts is None and legacy.other_rows == [] and np.isnan(legacy.source_share).all()
    r = DetectorResult(detector="salience", hallucination=0.5, coverage=0.25, response_words=[], argument_words=[],
                       details=maps)
    assert DetectorResult.from_dict("salience", r.to_dict()).details.other_rows == maps.other_rows


def test_the_shipped_calibration_stretches_the_default_setting_only():
    """The default setting's val range is a ``stretch`` calibration map (a score, not a probability), read on results
    of the default setting's model id; other settings have no entry and keep their raw scores."""
    import json

    from detectors.calibration.maps import CalibrationMap
    from detectors.calibration.store import SHIPPED_DIR
    from detectors.salience.detector import SalienceDetector

    entry = json.loads((SHIPPED_DIR / "calibration.json").read_text(encoding="utf-8"))["detectors"]["salience"]
    assert entry["model_id"] == SalienceDetector(device="cpu", dtype="float32", cache=False).model_id
    assert entry["model_id"] != SalienceDetector(device="cpu", dtype="float32", normalization="paper", cache=False).model_id
    for error in ("hallucination", "coverage"):
        m = CalibrationMap.from_dict(entry[error]["map"])
        assert m.kind == "stretch" and not m.is_probability and 0 <= m.lo < m.hi <= 1
        assert m.one(m.lo) == 0 and m.one(m.hi) == 1
