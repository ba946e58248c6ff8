"""AppTest: the URL holds the view (options, calibration, shading, selected finding) and a link restores it;
an example-only link still works; a view too long for a link says so and offers the case file (issue 26)."""
from __future__ import annotations

import random
import string
from pathlib import Path

from streamlit.testing.v1 import AppTest

from detectors.core.example import encode_example
from pages.parts.inspect_state import LINK_LIMIT, gallery
from tests.factories import make_example, make_perspectives

ROOT = Path(__file__).resolve().parents[2]


def _app() -> AppTest:
    return AppTest.from_file(str(ROOT / "app.py"), default_timeout=240)


def _params(at: AppTest) -> dict[str, str]:
    return {k: (v[0] if isinstance(v, list) else v) for k, v in at.query_params.items()}


def test_a_link_with_settings_restores_the_view_and_the_url_keeps_them():
    ex = next(e for e in gallery() if e.id == "uniforms-perspective-confusion")
    link = {"ex": encode_example(ex), "salience.method": "grad_norm", "salience.prompt_format": "chat",
            "shade": "classifier", "rel": "1", "finding": "0"}
    at = _app()
    for k, v in link.items():
        at.query_params[k] = v
    at.run()
    assert not at.exception and not at.warning
    assert at.selectbox(key="opt_salience_method").value == "grad_norm"
    assert at.selectbox(key="opt_salience_prompt_format").value == "chat"
    assert at.selectbox(key="opt_salience_aggregation").value == "source_share"  # not in the link: default
    assert at.radio(key="shade_by").value == "classifier"
    assert at.toggle(key="relative_classifier").value is True
    finding = next(r for r in at.radio if r.key and r.key.startswith("sbs_finding_"))
    assert finding.value == 0
    sbs = next(h.proto.body for h in at.get("html") if "fs-sbs-response" in h.proto.body)
    assert "fs-mark" in sbs  # the selected finding is outlined
    assert _params(at) == link  # the page writes back the same view
    assert [d.proto.label for d in at.sidebar.get("download_button")] == ["Download example (JSON)",
                                                                         "Download case file (HTML)"]
    # changing a setting changes the URL; back to the default drops it from the URL
    at.radio(key="shade_by").set_value("rouge").run()
    assert "shade" not in _params(at) and "rel" not in _params(at)  # rouge, unstretched: the defaults
    at.selectbox(key="opt_salience_method").set_value("grad_x_input").run()
    assert "salience.method" not in _params(at)


def test_an_example_only_link_opens_with_the_defaults():
    ex = make_example(perspectives=make_perspectives(["apples are red"]), response="apples are green")
    at = _app()
    at.query_params["ex"] = encode_example(ex)
    at.run()
    assert not at.exception and not at.warning
    assert at.text_area(key="f_response").value == "apples are green"
    assert at.selectbox(key="opt_salience_method").value == "grad_x_input"
    assert at.radio(key="shade_by").value == "rouge"
    assert set(_params(at)) == {"ex"}  # an unchanged view writes an example-only link


def test_a_view_too_long_for_a_link_says_so_and_offers_the_case_file():
    rng = random.Random(0)
    words = " ".join("".join(rng.choices(string.ascii_lowercase, k=rng.randint(3, 9))) for _ in range(1900))
    ex = make_example(response="Zoos save endangered species. " + words + ".")
    assert len(encode_example(ex)) > LINK_LIMIT  # random words do not compress: a link would be too long
    at = _app()
    at.query_params["ex"] = encode_example(ex)
    at.run()
    assert not at.exception
    assert any("too long to share as a link" in i.value for i in at.info)
    assert _params(at) == {}  # the URL does not hold a link that browsers would refuse
    assert "Download case file (HTML)" in [d.proto.label for d in at.sidebar.get("download_button")]
