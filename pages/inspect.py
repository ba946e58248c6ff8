"""Inspect one example: inputs on top, the detectors side by side below."""
from __future__ import annotations

import time

import streamlit as st

# The title first: on a fresh server the imports below take about a second (NLTK, through the detectors'
# word rules, and the figures), and the page is on screen before them (start-up, issue 27).
st.title("Inspect a response")
st.caption(
    "Does the response state arguments it was not given (hallucination) or drop a given one (coverage error)? "
    "Scores are in [0, 1]; higher = more likely an error. Only a calibrated score is called a probability; "
    "⚑ marks a value at or above its detector's decision threshold."
)

from components.highlight import highlighted_arguments, highlighted_response, legend, stretch  # noqa: E402
from components.plot_text import md_escape  # noqa: E402
from components.scorecards import (  # noqa: E402
    calibration_status,
    comparison_figure,
    probability_markdown,
    reliability_note,
    score_table,
    shown_scores,
    stretch_note,
)
from detectors.calibration.apply import calibrate_all, refusals  # noqa: E402
from detectors.calibration.store import shipped_reliability  # noqa: E402
from detectors.compare import split_responses  # noqa: E402
from detectors.core.example import Example  # noqa: E402
from detectors.core.result import DetectorResult, Outcome, Status  # noqa: E402
from detectors.findings import find_findings  # noqa: E402
from detectors.rouge import RougeDetector  # noqa: E402
from pages.parts import resources  # noqa: E402
from pages.parts.detail_tabs import details_tab  # noqa: E402
from pages.parts.inspect_compare import compare_section  # noqa: E402
from pages.parts.inspect_findings import findings_section  # noqa: E402
from pages.parts.inspect_salience import salience_tab  # noqa: E402
from pages.parts.inspect_side_by_side import side_by_side_section  # noqa: E402
from pages.parts.inspect_state import (  # noqa: E402
    LINK_LIMIT,
    add_perspective,
    example_json,
    form_example,
    gallery,
    init_form,
    load_uploaded,
    pending_shade,
    relative_default,
    remove_perspective,
    set_form,
    sync_url,
    view_params,
)
from pages.parts.router import run_under_app  # noqa: E402
from pages.parts.settings import calibration_setting, detector_settings  # noqa: E402
from reports.case import Case, calibration_source, case_file  # noqa: E402

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

with st.sidebar:
    st.download_button("Download example (JSON)", example_json(example), file_name=f"{example.id or 'example'}.json",
                       mime="application/json", key="download_example")
    case_slot = st.empty()  # the case file's button, once everything it holds is computed
full_example = example  # with response B: what the URL and the case file hold
example, example_b = split_responses(example)  # A is scored as if alone (same caches); B is compared below

perspectives = [(p.label, p.arguments) for p in example.perspectives]


# ---------------------------------------------------------------- detectors
@st.cache_data(show_spinner=False, max_entries=256)
def run_rouge(ex: Example) -> DetectorResult:
    return RougeDetector().run(ex)


@st.cache_data(show_spinner=False, max_entries=256)
def run_classifier(ex: Example, options: tuple[tuple[str, object], ...]) -> DetectorResult:
    return resources.detector("classifier", **dict(options)).run(ex)


results: dict[str, Outcome] = {"rouge": run_rouge(example)}

try:
    sal_resolved = resources.resolved_options("salience", **sal_opts)
    sal_model = sal_resolved["model"]
except resources.ModelPathRefused as err:
    sal_resolved, sal_model = {}, None
    with st.sidebar:
        st.error(f"Causal LM refused: {err}")
sal_key = ("salience", example.content_key(), *sorted(sal_resolved.items()))
sal = resources.detector("salience", **sal_resolved).cached(example) if sal_model else None
sal_running = sal is None and sal_model is not None and st.session_state.get("sal_requested") == sal_key
sal_error = st.session_state.get("sal_error", {}).get(sal_key)
results["salience"] = sal if sal is not None else Status(
    "running…" if sal_running else sal_error or ("not run" if sal_model else "model refused (see the sidebar)"))

def classify(ex: Example) -> DetectorResult:
    """The classifier as the sidebar set it (raises ModelPathRefused for a folder outside the models directory)."""
    return run_classifier(ex, tuple(sorted(resources.resolved_options("classifier", **clf_opts).items())))


try:
    results["classifier"] = classify(example)
except resources.ModelPathRefused as err:
    results["classifier"] = Status(f"model refused: {err}")
    with st.sidebar:
        st.error(f"Classifier model refused: {err}")
except (ValueError, OSError) as err:
    results["classifier"] = Status(f"error: {err}")

# ---------------------------------------------------------------- calibration
calibrated = calibrate_all(results, calibration)
refused = refusals(results, calibration)
reliability = shipped_reliability()
done_results = {n: r for n, r in results.items() if isinstance(r, DetectorResult)}
# The findings, once per rerun: every candidate (the Findings section lists the closest below the
# thresholds too); the side-by-side view and compare show the flagged ones.
candidates = find_findings(example, done_results, calibration, include_below=True)
findings = [f for f in candidates if f.evidence.get("flagged")]

# ---------------------------------------------------------------- scores side by side
st.subheader("Scores")
table = score_table(results)
cols = st.columns(len(table))
for col, row in zip(cols, table.itertuples()):
    with col:
        st.markdown(f"**{row.detector}**")
        domain = r.calibration_domain if isinstance(r := results.get(row.detector), DetectorResult) else ""
        note, muted = reliability_note(row.detector, reliability, domain)
        if row.status == "done":
            cal = calibrated.get(row.detector)
            shown = shown_scores(done_results[row.detector], cal)
            st.metric("Hallucination score", f"{shown['hallucination']:.2f}",
                      help="The detector's output in [0, 1]: ranks examples, not a probability")
            st.metric("Coverage error score", f"{shown['coverage']:.2f}",
                      help="The detector's output in [0, 1]: ranks examples, not a probability")
            stretched = stretch_note(done_results[row.detector], cal)
            if stretched:
                st.caption(stretched)
            status = calibration_status(cal, refused.get(row.detector))
            if status is None and cal is not None:
                st.markdown(probability_markdown(cal))
            elif status is not None:
                st.caption(md_escape(status))
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
pending_shade(done)  # a link's shading, now that the detectors that ran are known
shade_by = opt_left.radio("Shade words by", done, horizontal=True, key="shade_by")
relative_key = f"relative_{shade_by}"
relative = opt_right.toggle("Relative shading", key=relative_key,
                            **({} if relative_key in st.session_state else {"value": relative_default(shade_by)}),
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
selected = side_by_side_section(example, done_results, calibrated, findings)

# ---------------------------------------------------------------- the link and the case file (issue 26)
link = sync_url(view_params(full_example, settings, st.session_state.get("calibration_dir", "").strip(), shade_by,
                            relative, selected, shade_default=done[0] if done else None))
too_long = ("This view is too long to share as a link (browsers and servers refuse links of more than "
            f"{LINK_LIMIT:,} characters): download the case file from the sidebar to share it.")
if link is None:
    st.info(too_long)

# ---------------------------------------------------------------- findings (detectors.findings)
findings_section(example, done_results, candidates)

# ---------------------------------------------------------------- response B (optional), fast detectors
comparison = compare_section(example_b, example, results, calibrated, calibration, findings,
                             {"rouge": run_rouge, "classifier": classify})
case = Case(full_example, results, calibrated, refused, findings, settings=settings,
            calibration_source=calibration_source(calibration), shade_by=shade_by, relative=relative, selected=selected,
            link=link, link_note=None if link else too_long, reliability=reliability, compare=comparison)
case_slot.download_button("Download case file (HTML)", lambda: case_file(case), file_name=f"{example.id or 'case'}.html",
                          mime="text/html", key="download_case", on_click="ignore",
                          help="One HTML file with everything on this page (charts included) that opens in any "
                               "browser with no server or network; print it to PDF from the browser")

# ---------------------------------------------------------------- per-detector detail
tabs = st.tabs([name.capitalize() for name in done])
for tab, name in zip(tabs, done):
    with tab:
        details_tab(done_results[name], example, calibrated.get(name))

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
        shown["n"] += 1
        with live.container():
            salience_tab(partial, perspectives, example, key=f"sal_live{shown['n']}")

    try:
        resources.detector("salience", **sal_resolved).run(example, progress=on_progress, partial=on_partial)
    except Exception as err:  # a model that cannot load or an over-long prompt must not break the page
        st.session_state.setdefault("sal_error", {})[sal_key] = f"error: {err}"
    st.session_state.pop("sal_requested", None)
    st.rerun()  # the result is in the cache now
