"""Salience formulas on hand-made matrices, with hand-computed expectations (paper §3.2, App. C/C.1)."""
import math

import numpy as np
import pytest

from detectors.salience.scoring import (
    aggregate,
    argument_coverage,
    coverage_score,
    gmean,
    hallucination_score,
    normalize_columns,
    perspective_coverage,
    word_map,
)

TOKEN_MAP = np.array([[1.0, 0.0, 0.0], [-1.0, 3.0, 0.0], [2.0, 0.0, 0.0]])


def test_normalize_squares_and_divides_by_column_sum():
    n = normalize_columns(TOKEN_MAP)
    np.testing.assert_allclose(n[:, 0], [1 / 6, 1 / 6, 4 / 6])
    np.testing.assert_allclose(n[:, 1], [0, 1, 0])
    np.testing.assert_array_equal(n[:, 2], [0, 0, 0])  # an all-zero column stays zero


def test_word_map_is_max_over_token_pairs():
    n = normalize_columns(TOKEN_MAP)[:, :2]
    w = word_map(n, row_groups=[[0, 1], [2]], col_groups=[[0], [1], [0, 1]])
    np.testing.assert_allclose(w, [[1 / 6, 1, 1], [4 / 6, 0, 4 / 6]])


W = np.array([[1 / 6, 1.0, 1.0], [4 / 6, 0.0, 4 / 6]])


def test_max_aggregation():
    np.testing.assert_allclose(aggregate(W, axis=1, how="max"), [1, 4 / 6])
    np.testing.assert_allclose(aggregate(W, axis=0, how="max"), [4 / 6, 1, 1])


def test_sum_aggregation_is_clipped_to_one():
    np.testing.assert_allclose(aggregate(W, axis=0, how="sum"), [5 / 6, 1, 1])
    np.testing.assert_allclose(aggregate(np.array([[0.1, 0.2]]), axis=1, how="sum"), [0.3])


def test_negative_entropy_rescaled():
    # column 0: p = (0.2, 0.8); column 1: all mass on one word (entropy 0); uniform → 0
    h = -(0.2 * math.log(0.2) + 0.8 * math.log(0.8))
    got = aggregate(np.array([[1 / 6, 1.0, 0.5], [4 / 6, 0.0, 0.5]]), axis=0, how="neg_entropy")
    np.testing.assert_allclose(got, [1 - h / math.log(2), 1.0, 0.0], atol=1e-12)
    assert aggregate(np.zeros((2, 1)), axis=0, how="neg_entropy")[0] == 0.0


def test_unknown_aggregation():
    with pytest.raises(ValueError, match="unknown aggregation"):
        aggregate(W, axis=0, how="mean")


def test_geometric_mean():
    assert gmean([0.25, 1.0]) == pytest.approx(0.5)
    assert gmean([]) == 1.0
    assert 0 < gmean([0.0, 1.0]) < 1e-5  # a zero is floored, not fatal


def test_coverage_is_one_minus_min_over_perspectives():
    contribution = [0.25, 1.0, 0.81, 0.01]
    per = perspective_coverage(contribution, [0, 0, 1, 1], 2)
    np.testing.assert_allclose(per, [0.5, 1 - 0.09])
    assert coverage_score(per) == pytest.approx(0.91)
    # a perspective with no content words has nothing to miss
    assert perspective_coverage(contribution, [0, 0, 0, 0], 2)[1] == pytest.approx(0.0)


def test_argument_coverage():
    got = argument_coverage([0.25, 1.0, 0.81, 0.01], [0, 0, 1, 1], [0, 1, 0, 0], [2, 1])
    np.testing.assert_allclose(got[0], [0.75, 0.0])
    np.testing.assert_allclose(got[1], [1 - 0.09])


def test_hallucination_is_one_minus_gmean_attribution():
    assert hallucination_score([0.25, 1.0]) == pytest.approx(0.5)
    assert hallucination_score([]) == 0.0
