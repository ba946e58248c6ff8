"""Salience figures render from a result alone (no model): grouping, separators, escaping, hover."""
import numpy as np
import plotly.graph_objects as go
import pytest

from components.bars import attribution_bars, contribution_bars
from components.heatmap import salience_heatmap
from detectors.core.result import SalienceMaps


@pytest.fixture()
def result():
    row_words = [
        {"word": "bans", "start": 0, "end": 4, "perspective": 0, "argument": 0},
        {"word": "<b>x</b>", "start": 5, "end": 13, "perspective": 0, "argument": 1},
        {"word": "murder", "start": 0, "end": 6, "perspective": 1, "argument": 0},
    ]
    col_words = [{"word": "bans", "start": 0, "end": 4}, {"word": "bans", "start": 9, "end": 13}]
    wm = np.array([[0.5, 0.1], [0.2, 0.3], [0.0, 0.05]])
    extras = {
        "model": "m", "method": "grad_x_input", "aggregation": "max", "template": "t", "n_tokens": 9,
        "word_matrix": wm, "row_words": row_words, "col_words": col_words,
        "token_matrix": np.array([[0.5, 0.1, 0.0]]), "token_rows": [{"token": " bans", "perspective": 0, "argument": 0}],
        "token_cols": [" b", "ans", " bans"],
        "contribution": wm.max(axis=1), "attribution": wm.max(axis=0), "perspective_labels": ["pro & co", "con"],
    }
    return SalienceMaps.from_dict(extras)


def test_word_heatmap(result):
    fig = salience_heatmap(result)
    assert isinstance(fig, go.Figure)
    hm = fig.data[0]
    np.testing.assert_array_equal(np.asarray(hm.z), result.word_matrix)
    assert list(fig.layout.xaxis.ticktext) == ["bans", "bans"]  # repeated words stay separate columns
    assert list(fig.layout.yaxis.ticktext) == ["bans", "&lt;b&gt;x&lt;/b&gt;", "murder"]
    hover = hm.text[1][1]
    assert "&lt;b&gt;x&lt;/b&gt;" in hover and "<b>x" not in hover and "response: bans" in hover and "0.3000" in hover
    separators = [s for s in fig.layout.shapes if s.type == "line"]
    assert len(separators) == 1 and separators[0].y0 == pytest.approx(1.5)
    labels = [a.text for a in fig.layout.annotations]
    assert labels == ["<b>pro &amp; co</b>", "<b>con</b>"]


def test_token_heatmap(result):
    fig = salience_heatmap(result, level="token")
    assert np.asarray(fig.data[0].z).shape == (1, 3)
    with pytest.raises(ValueError):
        salience_heatmap(result, level="sentence")


def test_contribution_bars_coloured_by_perspective(result):
    fig = contribution_bars(result, ["Pro", "Con"])
    assert [t.name for t in fig.data] == ["Pro", "Con"]
    assert list(fig.data[0].x) == [0, 1] and list(fig.data[1].x) == [2]
    np.testing.assert_allclose(fig.data[0].y, [0.5, 0.3])
    assert fig.data[0].marker.color != fig.data[1].marker.color


def test_attribution_bars(result):
    fig = attribution_bars(result)
    np.testing.assert_allclose(fig.data[0].y, [0.5, 0.3])
    assert list(fig.layout.xaxis.ticktext) == ["bans", "bans"]
