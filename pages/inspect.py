"""Inspect one example: inputs on top, the detectors side by side below."""
from __future__ import annotations

import time

import streamlit as st

from components.coverage import argument_coverage_figure
from components.highlight import highlighted_arguments, highlighted_response, legend, stretch
from components.plot_text import md_escape
from components.scorecards import (
    argument_flags_frame,
    clause_flags_frame,
    comparison_figure,
    probability_markdown,
    reliability_note,
    score_table,
    stretch_note,
)
from detectors.calibration import calibrate_result
from detectors.calibration.store import shipped_reliability
from detectors.core.example import Example
from detectors.core.result import DetectorResult
from detectors.rouge import RougeDetector
from pages.parts import resources
from pages.parts.inspect_state import (
    add_perspective,
    example_json,
    form_example,
    gallery,
    init_form,
    load_uploaded,
    remove_perspective,
    set_form,
    sync_url,
)
from pages.parts.settings import calibration_setting, detector_settings

st.title("Inspect a response")
st.caption(
    "Does the response state arguments it was not given (hallucination) or drop a given one (coverage error)? "
    "Scores are in [0, 1]; higher = more likely an error. Only a calibrated score is called a probability; "
    "⚑ marks a value at or above its detector's decision threshold."
)
from pages.parts.router import run_under_app

run_under_app()

url_error = init_form()
if url_error:
    st.warning(url_error)

# ---------------------------------------------------------------- sidebar: gallery, files, settings
with st.sidebar:
    st.subheader("Gallery")
    for ex in gallery():
        kind = ex.meta.get("kind", "")
        st.button(
            md_escape(f"{ex.topic or ex.id} · {kind}"), key=f"gallery_{ex.id}", on_click=set_form, args=(ex,),
            help=md_escape(ex.meta["note"]) if ex.meta.get("note") else None, width="stretch",
        )
    st.subheader("File")
    upload = st.file_uploader("Load one example (JSON)", type=["json", "jsonl"], key="upload")
    if upload is not None and st.session_state.get("upload_done") != upload.file_id:
        try:
            set_form(load_uploaded(upload.getvalue()))
            st.session_state["upload_done"] = upload.file_id
            st.rerun()
        except ValueError as err:
            st.error(f"{upload.name}: {err}")
    settings = detector_settings(["salience", "classifier"])
    calibration = calibration_setting()
sal_opts, clf_opts = settings["salience"], settings["classifier"]

# ---------------------------------------------------------------- inputs
with st.expander("Example", expanded=True):
    st.text_input("User query", key="f_query")
    st.text_input("Topic (optional)", key="f_topic")
    st.markdown("**Given arguments** — one argument per line")
    pids = st.session_state.get("persp_ids", [])
    cols = st.columns(max(1, min(len(pids), 3)))
    for i, pid in enumerate(pids):
        with cols[i % len(cols)]:
            st.text_input("Perspective label", key=f"f_label_{pid}")
            st.text_area("Arguments", key=f"f_args_{pid}", height=130)
            if len(pids) > 1:
                st.button("Remove perspective", key=f"rm_{pid}", on_click=remove_perspective, args=(pid,))
    st.button("Add perspective", on_click=add_perspective, key="add_persp")
    st.text_area("Response opening (optional, not scored)", key="f_intro", height=68)
    st.text_area("Response (scored)", key="f_response", height=150)
    st.text_area("Response B (optional, compare)", key="f_response_b", height=100,
                 help="A second response to the same query and arguments: scored by ROUGE and the classifier, shown beside the first")

try:
    example = form_example()
except ValueError as err:
    st.error(f"This example cannot be scored yet: {err}")
    st.stop()

sync_url(example)
with st.sidebar:
    st.download_button("Download example (JSON)", example_json(example), file_name=f"{example.id or 'example'}.json",
                       mime="application/json", key="download_example")
from detectors.compare import split_responses

example, example_b = split_responses(example)  # A is scored as if alone (same caches); B is compared below

perspectives = [(p.label, p.arguments) for p in example.perspectives]


# ---------------------------------------------------------------- detectors
@st.cache_data(show_spinner=False, max_entries=256)
def run_rouge(ex: Example) -> DetectorResult:
    return RougeDetector().run(ex)


@st.cache_data(show_spinner=False, max_entries=256)
def run_classifier(ex: Example, path: str | None, device: str = "auto", dtype: str = "auto") -> DetectorResult:
    return resources.classifier(path, device, dtype).run(ex)


SAL_KEYS = ("method", "aggregation", "normalization", "prompt_format", "device", "dtype")


def salience_detector(model_name: str, lm=None):
    from detectors.salience.detector import SalienceDetector

    return SalienceDetector(model=lm, model_name=model_name, **{k: sal_opts[k] for k in SAL_KEYS})


results: dict[str, DetectorResult | str | None] = {"rouge": run_rouge(example)}

try:
    sal_model = resources.allowed_model(sal_opts["model"], resources.BUNDLED_LM) or resources.BUNDLED_LM[0]
except resources.ModelPathRefused as err:
    sal_model = None
    with st.sidebar:
        st.error(f"Causal LM refused: {err}")
sal_key = ("salience", example.content_key(), sal_model, *(sal_opts[k] for k in SAL_KEYS))
sal = salience_detector(sal_model).cached(example) if sal_model else None
sal_running = sal is None and sal_model is not None and st.session_state.get("sal_requested") == sal_key
sal_error = st.session_state.get("sal_error", {}).get(sal_key)
results["salience"] = sal if sal is not None else (
    "running…" if sal_running else sal_error or ("not run" if sal_model else "model refused (see the sidebar)"))

def classify(ex: Example) -> DetectorResult:
    """The classifier as the sidebar set it (raises ModelPathRefused for a folder outside the models directory)."""
    return run_classifier(ex, resources.allowed_model(clf_opts["model_path"], ()), clf_opts["device"], clf_opts["dtype"])


try:
    results["classifier"] = classify(example)
except resources.ModelPathRefused as err:
    results["classifier"] = f"model refused: {err}"
    with st.sidebar:
        st.error(f"Classifier model refused: {err}")
except (ValueError, OSError) as err:
    results["classifier"] = f"error: {err}"

# ---------------------------------------------------------------- calibration
calibrated = {name: calibrate_result(r, calibration) if isinstance(r, DetectorResult) else None
              for name, r in results.items()}
reliability = shipped_reliability()

# ---------------------------------------------------------------- scores side by side
st.subheader("Scores")
table = score_table(results)
cols = st.columns(len(table))
for col, row in zip(cols, table.itertuples()):
    with col:
        st.markdown(f"**{row.detector}**")
        note, muted = reliability_note(row.detector, reliability)
        if row.status == "done":
            st.metric("Hallucination score", f"{row.hallucination:.2f}",
                      help="The detector's raw output in [0, 1]: ranks examples, not a probability")
            st.metric("Coverage error score", f"{row.coverage:.2f}",
                      help="The detector's raw output in [0, 1]: ranks examples, not a probability")
            stretched = stretch_note(results[row.detector])
            if stretched:
                st.caption(stretched)
            cal = calibrated.get(row.detector)
            if cal is not None:
                st.markdown(probability_markdown(cal))
            else:
                st.caption("No calibration for this detector: scores, not probabilities; nothing is flagged.")
            st.caption(f":gray[{md_escape(note)}]" if muted else md_escape(note))
        else:
            st.caption(row.status)
            if row.detector == "salience" and sal_running:
                sal_slot = st.empty()  # filled at the end of the page, after the fast results are shown
            elif row.detector == "salience" and sal_model:
                st.button("Run salience", key="sal_run", type="primary",
                          on_click=lambda: st.session_state.update(sal_requested=sal_key),
                          help="Gradient×input through the causal LM: takes seconds to a minute on a CPU")
if example.labels:
    st.caption(f"Ground truth: hallucination = {example.labels.hallucination}, coverage error = {example.labels.coverage}"
               + (f" · {md_escape(example.meta['note'])}" if example.meta.get("note") else ""))
if (table.status == "done").sum() > 1:
    st.plotly_chart(comparison_figure(results, calibrated), width="stretch", key="comparison")

# ---------------------------------------------------------------- highlights
done = [name for name, r in results.items() if isinstance(r, DetectorResult)]
opt_left, opt_right = st.columns([3, 2])
shade_by = opt_left.radio("Shade words by", done, horizontal=True, key="shade_by")
relative = opt_right.toggle("Relative shading", value=shade_by == "salience", key=f"relative_{shade_by}",
                            help="Stretch the colours to this example's range of word scores (salience scores bunch near 1)")
shade = results[shade_by]
response_words = stretch(shade.response_words) if relative else shade.response_words
argument_words = stretch(shade.argument_words) if relative else shade.argument_words
left, right = st.columns(2)
with left:
    st.markdown("**Response** — words shaded by hallucination score")
    st.html(highlighted_response(example.response, response_words, example.intro))
with right:
    st.markdown("**Given arguments** — words shaded by coverage error score")
    st.html(highlighted_arguments(perspectives, argument_words, shade.argument_coverage))
st.html(legend())

# ---------------------------------------------------------------- every detector side by side (issue 19)
from pages.parts.inspect_side_by_side import side_by_side_section

side_by_side_section(example, results, calibrated, calibration)

# ---------------------------------------------------------------- findings (detectors.findings)
from pages.parts.inspect_findings import findings_section

findings_section(example, results, calibration)

# ---------------------------------------------------------------- response B (optional), fast detectors
from pages.parts.inspect_compare import compare_section

compare_section(example_b, example, results, calibrated, calibration,
                {"rouge": run_rouge, "classifier": classify})

# ---------------------------------------------------------------- per-detector detail
tabs = st.tabs([name.capitalize() for name in done])
for tab, name in zip(tabs, done):
    res = results[name]
    with tab:
        if name == "rouge":
            st.markdown("ROUGE-1 recall per argument: which argument the response dropped.")
            st.plotly_chart(argument_coverage_figure(perspectives, res.argument_coverage, res.perspective_coverage),
                            width="stretch", key="rouge_args")
            st.dataframe(
                [{"perspective": lbl, "recall": r, "coverage error": 1 - r}
                 for (lbl, _), r in zip(perspectives, res.details.perspective_recall)]
                + [{"perspective": "(all arguments)", "precision": res.details.precision}],
                hide_index=True,
            )
        elif name == "salience":
            from pages.parts.inspect_salience import salience_tab

            salience_tab(res, perspectives, example)
        elif name == "classifier":
            from pages.parts.inspect_classifier import classifier_tab

            cal = calibrated.get("classifier")
            if cal is None:
                st.caption("Uncalibrated: the bars and shades below are the model's raw scores, not probabilities.")
                classifier_tab(res, example)
            else:
                # The tab shows calibrated P(stated) and support (detectors.calibration.apply states the rule).
                from dataclasses import replace

                loc = res.details
                shown = replace(loc, argument_probs=cal.argument_stated,
                                clauses=[replace(c, support=p) for c, p in zip(loc.clauses, cal.clause_support or [])])
                classifier_tab(replace(res, details=shown), example)
                st.markdown(f"**Flagged** (calibrated, thresholds: coverage {cal.thresholds['coverage']:.2f}, "
                            f"hallucination {cal.thresholds['hallucination']:.2f}): ⚑ marks an argument likely dropped "
                            "or a clause likely unsupported.")
                st.dataframe(argument_flags_frame(perspectives, cal), hide_index=True, key="clf_arg_flags")
                st.dataframe(clause_flags_frame(loc.clauses, cal), hide_index=True, key="clf_clause_flags")

# ---------------------------------------------------------------- salience, last: everything fast is already on screen
if sal_running:
    with sal_slot.container():
        bar = st.progress(0.0, text="loading the model…")
        st.button("Cancel", key="sal_cancel", on_click=lambda: st.session_state.pop("sal_requested", None))
    started = time.perf_counter()

    def on_progress(done: int, total: int) -> None:
        # Any click (e.g. Cancel) makes Streamlit stop this script at the next UI call, here.
        bar.progress(done / max(total, 1), text=f"{done}/{total} columns · {time.perf_counter() - started:.0f} s")

    live = st.empty()  # progressive display: the map and source shares fill in as chunks of columns finish
    shown = {"n": 0}

    def on_partial(partial: DetectorResult) -> None:
        from pages.parts.inspect_salience import salience_tab

        shown["n"] += 1
        with live.container():
            salience_tab(partial, perspectives, example, key=f"sal_live{shown['n']}")

    try:
        lm = resources.language_model(sal_model, sal_opts["threads"], sal_opts["device"], sal_opts["dtype"])
        salience_detector(sal_model, lm).run(example, progress=on_progress, partial=on_partial)
    except Exception as err:  # a model that cannot load or an over-long prompt must not break the page
        st.session_state.setdefault("sal_error", {})[sal_key] = f"error: {err}"
    st.session_state.pop("sal_requested", None)
    st.rerun()  # the result is in the cache now
