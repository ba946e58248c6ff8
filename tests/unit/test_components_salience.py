"""Salience figures render from a result alone (no model): grouping, separators, escaping, hover."""
import numpy as np
import plotly.graph_objects as go
import pytest

from components.bars import attribution_bars, contribution_bars
from components.heatmap import clip_max, salience_heatmap
from components.source_share import share_color, source_share_bars, source_share_html
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
    separators = [s for s in fig.layout.shapes if s.type == "line" and s.line.dash is None]
    assert len(separators) == 1 and separators[0].y0 == pytest.approx(1.5)
    dotted = [s for s in fig.layout.shapes if s.type == "line" and s.line.dash == "dot"]
    assert [s.y0 for s in dotted] == [pytest.approx(0.5)]  # between the two arguments of "pro & co"
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


@pytest.fixture()
def full(result):
    d = result.to_dict()
    d.update(normalization="arguments", raw_word_matrix=[[0.7, -0.1], [0.2, 0.3], [0.0, 0.01]],
             source_parts=[[0.8, 0.15, 0.05], [0.1, 0.6, 0.3]],
             other_rows=[{"word": "<zoo>", "kind": "query", "start": 0, "end": 3},
                         {"word": "template, BOS, braces", "kind": "template"}],
             other_matrix=[[0.2, 0.4], [0.9, 0.95]], other_raw=[[1.5, -2.0], [0.0, 0.0]])
    return SalienceMaps.from_dict(d)


def test_colour_scale_is_clipped_at_a_percentile():
    z = np.zeros((10, 10))
    z[0, 0] = 1.0  # one washing-out cell
    z[1:, :] = np.linspace(0.01, 0.1, 90).reshape(9, 10)
    top = clip_max(z, 99)
    assert 0.09 < top < 1.0
    assert clip_max(np.zeros((2, 2))) == 1.0 and clip_max(np.array([[0.0, 0.0, 0.0, 0.5]]), 50) == 0.5


def test_heatmap_hover_has_raw_normalized_and_argument_text(full):
    fig = salience_heatmap(full, arguments=[["Bans work.", "<b>x</b> matters"], ["Murder is wrong."]])
    hm = fig.data[0]
    assert hm.zmin == 0 and hm.zmax == pytest.approx(clip_max(full.word_matrix))
    hover = hm.text[0][0]
    assert "0.5000" in hover and "raw gradient×input: 0.7" in hover and "<i>Bans work.</i>" in hover
    assert "over the given arguments" in hover
    assert "&lt;b&gt;x&lt;/b&gt; matters" in hm.text[1][0]


def test_expert_rows_are_appended_below_a_separator(full):
    plain = salience_heatmap(full)
    fig = salience_heatmap(full, show_other=True)
    z = np.asarray(fig.data[0].z)
    assert z.shape == (5, 2) and np.asarray(plain.data[0].z).shape == (3, 2)
    np.testing.assert_allclose(z[3:], full.other_matrix)
    assert list(fig.layout.yaxis.ticktext)[3:] == ["<i>&lt;zoo&gt;</i>", "<i>[template]</i>"]
    assert "query: &lt;zoo&gt;" in fig.data[0].text[3][1] and "raw gradient×input: -2" in fig.data[0].text[3][1]
    assert any(s.line.width == 4 and s.y0 == pytest.approx(2.5) for s in fig.layout.shapes)
    # the colour scale stays that of the argument rows
    assert fig.data[0].zmax == pytest.approx(plain.data[0].zmax)
    # token level has no expert rows
    assert np.asarray(salience_heatmap(full, level="token", show_other=True).data[0].z).shape == (1, 3)


def test_source_share_bars_stack_the_three_parts(full):
    fig = source_share_bars(full)
    assert [t.name for t in fig.data] == ["given arguments", "response so far", "rest of prompt"]
    np.testing.assert_allclose([t.y[0] for t in fig.data], [0.8, 0.15, 0.05])
    assert fig.layout.barmode == "stack"


def test_source_share_shading(full):
    html = source_share_html("bans and bans", full)
    assert html.count('class="fs-share"') == 2
    assert 'data-share="0.800"' in html and 'data-share="0.100"' in html
    assert share_color(1.0) == "transparent" and share_color(0.0) != "transparent"
    assert "<script" not in source_share_html("<script>x</script>", full)
