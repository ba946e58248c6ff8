"""AppTest of the Inspect page: gallery, scores, escaping, bad input, URL state."""
import pytest
from streamlit.testing.v1 import AppTest

from detectors.core.example import Example, decode_example, encode_example
from detectors.rouge import RougeDetector
from pages.parts.inspect_state import gallery
from tests.factories import make_example, make_perspectives


def app() -> AppTest:
    return AppTest.from_file("../../app.py", default_timeout=120)


def metrics(at):
    return [m.value for m in at.metric]


def rouge_scores(example_id):
    ex = next(e for e in gallery() if e.id == example_id)
    r = RougeDetector().run(ex)
    return f"{r.hallucination:.2f}", f"{r.coverage:.2f}"


def test_loads_first_gallery_example_and_shows_rouge_scores():
    at = app().run()
    assert not at.exception
    assert at.text_input(key="f_query").value == gallery()[0].query
    assert tuple(metrics(at)[:2]) == rouge_scores(gallery()[0].id)


def test_gallery_click_loads_example_and_updates_url():
    at = app().run()
    at.button(key="gallery_homework-full-hallucination").click().run()
    assert not at.exception
    assert tuple(metrics(at)[:2]) == rouge_scores("homework-full-hallucination")
    ex = decode_example(at.query_params["ex"][0] if isinstance(at.query_params["ex"], list) else at.query_params["ex"])
    assert ex.id == "homework-full-hallucination"
    html = "".join(h.proto.body for h in at.get("html"))
    assert "fs-word" in html and "teenage" in html


def test_link_reproduces_a_pasted_example():
    ex = make_example(perspectives=make_perspectives(["apples are red"]), response="apples are green")
    at = app()
    at.query_params["ex"] = encode_example(ex)
    at.run()
    assert at.text_area(key="f_response").value == "apples are green"
    assert metrics(at)[:2] == ["0.50", "0.50"]


def test_bad_link_warns_and_falls_back():
    at = app()
    at.query_params["ex"] = "garbage"
    at.run()
    assert any("Could not read the example" in w.value for w in at.warning)
    assert not at.exception


def test_script_in_pasted_response_is_shown_as_text():
    at = app().run()
    at.text_area(key="f_response").input('Zoos <script>alert("x")</script> <img src=x onerror=alert(1)>').run()
    html = "".join(h.proto.body for h in at.get("html"))
    assert "<script" not in html and "<img" not in html
    assert "&lt;" in html and "onerror" in html


def test_empty_response_gives_a_clear_message_and_keeps_the_inputs():
    at = app().run()
    at.text_area(key="f_response").input("   ").run()
    assert any("cannot be scored yet" in e.value and "response" in e.value for e in at.error)
    assert at.text_input(key="f_query").value == gallery()[0].query


def test_add_and_remove_perspective():
    at = app().run()
    n = len(gallery()[0].perspectives)
    at.button(key="add_persp").click().run()
    # the new perspective has no arguments yet: a clear message, nothing lost
    assert any("has no arguments" in e.value for e in at.error)
    new_pid = at.session_state["persp_ids"][-1]
    at.text_area(key=f"f_args_{new_pid}").input("Visitors learn about animals.").run()
    assert not at.error and len(at.session_state["persp_ids"]) == n + 1
    at.button(key=f"rm_{new_pid}").click().run()
    assert len(at.session_state["persp_ids"]) == n and not at.error


def test_precomputed_salience_shows_at_once_with_its_views():
    from detectors.calibration import calibrate_result, load_calibration
    from detectors.salience.detector import SalienceDetector

    first = gallery()[0]
    sal = SalienceDetector().cached(first)  # shipped in detectors/salience/precomputed
    assert sal is not None
    at = app().run()
    assert not at.exception
    # the detector returns raw scores; the card shows them stretched by the shipped calibration's stretch map
    view = calibrate_result(sal, load_calibration())
    assert view is not None and not view.is_probability
    assert metrics(at)[2:4] == [f"{view.probs['hallucination']:.2f}", f"{view.probs['coverage']:.2f}"]
    assert any(f"raw: hallucination {sal.hallucination:.2f}" in c.value for c in at.caption)
    assert len(at.get("plotly_chart")) >= 4  # comparison, heatmap, contribution and attribution bars
    # top sources of the first response word; the choice follows the example shown
    word_select = next(sb for sb in at.selectbox if sb.key.startswith("sal_word_"))
    assert word_select.value == 0
    word_select.set_value(3).run()
    assert next(sb for sb in at.selectbox if sb.key.startswith("sal_word_")).value == 3
    other = next(e for e in gallery()[1:] if SalienceDetector().cached(e) is not None)
    at.button(key=f"gallery_{other.id}").click().run()
    assert not at.exception
    shown = next(sb for sb in at.selectbox if sb.key.startswith("sal_word_"))
    words = [w.word for w in SalienceDetector().cached(other).details.col_words]
    assert shown.value == 0 and shown.options[0].startswith(words[0])  # not word 4 of the previous example
    at.button(key=f"gallery_{first.id}").click().run()
    at.radio(key="sal_level").set_value("token").run()
    assert not at.exception
    at.radio(key="shade_by").set_value("salience").run()
    assert at.toggle(key="relative_salience").value is True


def test_uploaded_example_parsing_reports_problems():
    from pages.parts.inspect_state import load_uploaded

    good = gallery()[1]
    assert load_uploaded(good.model_dump_json().encode()) == good
    assert load_uploaded(f"[{good.model_dump_json()}]".encode()) == good
    with pytest.raises(ValueError, match="not readable JSON"):
        load_uploaded(b"{oops")
    with pytest.raises(ValueError, match="expected one example"):
        load_uploaded(b"[]")
    with pytest.raises(ValueError, match="response"):
        load_uploaded(b'{"query": "q", "perspectives": [{"label": "a", "arguments": ["x"]}]}')


def test_salience_runs_after_fast_results_and_reports_failures_on_the_card():
    from detectors.salience.lm import load_model

    load_model()  # the first load converts the GGUF into the (temporary) cache: not part of the page's time budget
    # 200 sentences: the classifier alone takes about a minute on 2 busy cores, so this test gets more time
    at = AppTest.from_file("../../app.py", default_timeout=400).run()
    long_response = " ".join(["Zoos protect endangered species and teach children about wildlife."] * 200)
    at.text_area(key="f_response").input(long_response).run()
    at.button(key="sal_run").click().run()
    assert not at.exception
    rouge = RougeDetector().run(_form(at))
    assert metrics(at)[:2] == [f"{rouge.hallucination:.2f}", f"{rouge.coverage:.2f}"]
    assert any("too long for salience" in c.value for c in at.caption)
    assert "sal_requested" not in at.session_state


def _form(at) -> Example:
    return decode_example(at.query_params["ex"][0] if isinstance(at.query_params["ex"], list) else at.query_params["ex"])


def test_a_model_path_outside_the_models_dir_is_refused_with_a_message(tmp_path, monkeypatch):
    monkeypatch.setenv("FAITHSCOPE_MODELS_DIR", str(tmp_path / "allowed"))
    at = app().run()
    at.text_input(key="opt_salience_model").set_value("/etc").run()
    assert not at.exception
    errors = [e.value for e in at.error]
    assert any("Causal LM refused" in e and "not under the models directory" in e for e in errors)
    assert not [b for b in at.button if b.key == "sal_run"]  # nothing to run with a refused model
    at.text_input(key="opt_classifier_model_path").set_value(str(tmp_path)).run()
    assert any("Classifier model refused" in e.value for e in at.error)


def test_meta_note_and_id_are_rendered_as_text_not_markdown():
    ex = make_example(id="**bold-id**", perspectives=make_perspectives(["tea helps"]), response="tea helps",
                      labels={"hallucination": 0, "coverage": 0}, meta={"note": "see [here](javascript:alert(1)) **now**"})
    at = app()
    at.query_params["ex"] = encode_example(ex)
    at.run()
    assert not at.exception
    caption = next(c.value for c in at.caption if "Ground truth" in c.value)
    assert "\\[here\\]\\(javascript\\:alert\\(1\\)\\)" in caption and "\\*\\*now\\*\\*" in caption


def test_ground_truth_is_shown_only_while_the_loaded_text_is_unchanged():
    ex = make_example(perspectives=make_perspectives(["tea helps"]), response="tea helps",
                      labels={"hallucination": 0, "coverage": 0})
    at = app()
    at.query_params["ex"] = encode_example(ex)
    at.run()
    assert any("Ground truth" in c.value for c in at.caption)
    at.text_area(key="f_response").set_value("tea helps and cures colds").run()
    assert not at.exception
    assert not any("Ground truth" in c.value for c in at.caption)  # the label judged the old text
    assert _form(at).labels is None
