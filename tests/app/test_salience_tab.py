"""AppTest of the Salience tab on a shipped (precomputed) result: expert rows, source shares, settings."""
from streamlit.testing.v1 import AppTest

from detectors.salience.detector import SalienceDetector
from pages.parts.inspect_state import gallery


def app() -> AppTest:
    return AppTest.from_file("../../app.py", default_timeout=120)


def _heatmap_rows(at) -> int:
    import json

    charts = [c for c in at.get("plotly_chart")]
    for c in charts:
        spec = json.loads(c.proto.spec)
        data = spec.get("data") or []
        if data and data[0].get("type") == "heatmap" and "clipped" in str(data[0].get("colorbar")):
            z = data[0]["z"]  # plotly writes numpy arrays as {"dtype", "bdata", "shape"}
            return int(str(z["shape"]).split(",")[0]) if isinstance(z, dict) else len(z)
    raise AssertionError("no heatmap")


def test_expert_rows_toggle_and_source_share_view():
    first = gallery()[0]
    sal = SalienceDetector().cached(first)
    assert sal is not None and sal.details.normalization == "arguments" and sal.details.aggregation == "source_share"
    at = app().run()
    assert not at.exception
    n_rows = _heatmap_rows(at)
    assert n_rows == len(sal.details.row_words)
    at.toggle(key="sal_other").set_value(True).run()
    assert not at.exception
    assert _heatmap_rows(at) == n_rows + len(sal.details.other_rows)
    assert any('class="fs-share"' in h.proto.body for h in at.get("html"))  # response shaded by source share


def test_sidebar_normalization_switches_to_the_other_shipped_result():
    first = gallery()[0]
    paper = SalienceDetector(normalization="paper", aggregation="max").cached(first)
    assert paper is not None  # the gallery ships both normalizations x every aggregation
    at = app().run()
    at.selectbox(key="opt_salience_normalization").set_value("paper").run()
    at.selectbox(key="opt_salience_aggregation").set_value("max").run()
    assert not at.exception
    assert [m.value for m in at.metric][2:4] == [f"{paper.hallucination:.2f}", f"{paper.coverage:.2f}"]
