"""Dataset mode: score a whole file, browse the results, and evaluate detectors with ROC AUC."""
from __future__ import annotations

import time
from urllib.parse import urljoin

import streamlit as st

from components.plot_text import md_escape
from components.roc import auc_table, roc_figure
from components.scorecards import calibrated_detectors, reliability_curves, reliability_figure
from components.tables import (
    INSPECT_PATH,
    PAGE_SIZES,
    filter_frame,
    highlight_disagreements,
    page_of,
    results_frame,
    sort_frame,
    to_csv,
    to_jsonl,
)
from detectors.calibration import annotate_scores
from detectors.calibration.store import shipped_reliability
from detectors.core.csv_input import CsvMapping, csv_examples, read_csv
from detectors.core.example import encode_example
from detectors.core.scored import example_of
from detectors.evaluation.evaluate import evaluate_rows
from detectors.run.registry import DETECTOR_NAMES, REGISTRY
from pages.parts.dataset_state import SAMPLE_PATH, content_hash, eta_text, get_run, load_bytes, score_pending
from pages.parts.inspect_state import app_url
from pages.parts.resources import ModelPathRefused
from pages.parts.review_state import send_to_review
from pages.parts.router import run_under_app
from pages.parts.settings import calibration_setting, detector_settings
from reports.dataset import report_html

run_under_app()

LIVE_ROWS = 20  # newest rows shown while scoring runs

st.title("Dataset")
st.caption("Score a file of examples with several detectors, find where they disagree, "
           "and measure them with ROC AUC where the file has labels.")

# ---------------------------------------------------------------- source
source = st.radio("Examples", ["Bundled sample set", "Upload a file"], horizontal=True, key="ds_source")
report, file_key = None, None
if source == "Bundled sample set":
    data = SAMPLE_PATH.read_bytes()
    report, file_key = load_bytes(SAMPLE_PATH.name, data), content_hash(data)
    st.caption("42 team-written examples: 14 error-free on 7 topics, each with a synthetic hallucination "
               "(an argument dropped) and a synthetic coverage error (an unused argument added).")
else:
    up = st.file_uploader("JSONL, JSON or CSV", type=["jsonl", "json", "csv"], key="ds_upload")
    if up is not None:
        data = up.getvalue()
        if up.name.lower().endswith(".csv"):
            try:
                df = read_csv(data)
            except Exception as err:  # pandas raises several kinds on malformed CSV
                st.error(f"{up.name}: not a readable CSV ({err})")
                st.stop()
            cols = list(df.columns)
            opt = [None, *cols]
            with st.expander("Map CSV columns to fields", expanded=True):
                c1, c2, c3 = st.columns(3)
                guess = lambda name: cols.index(name) + 1 if name in cols else 0  # noqa: E731
                q = c1.selectbox("Query", opt, index=guess("query"), key="csv_query")
                r = c2.selectbox("Response", opt, index=guess("response"), key="csv_response")
                i = c3.selectbox("Id (optional)", opt, index=guess("id"), key="csv_id")
                t = c1.selectbox("Topic (optional)", opt, index=guess("topic"), key="csv_topic")
                h = c2.selectbox("Hallucination label (optional)", opt, index=guess("hallucination"), key="csv_h")
                c = c3.selectbox("Coverage label (optional)", opt, index=guess("coverage"), key="csv_c")
                used = {q, r, i, t, h, c}
                persp = st.multiselect("Perspective columns (header = label; one argument per line in a cell)",
                                       [x for x in cols if x not in used],
                                       default=[x for x in cols if x not in used and x not in ("intro",)],
                                       key="csv_persp")
            if not q or not r or not persp:
                st.info("Choose the query, response and at least one perspective column.")
                st.stop()
            mapping = CsvMapping(query=q, response=r, perspectives=persp, id=i, topic=t, hallucination=h, coverage=c)
            report, file_key = csv_examples(df, mapping), content_hash(data, repr(mapping))
        else:
            report, file_key = load_bytes(up.name, data), content_hash(data)

if report is None:
    st.info("Upload a file (one example per line, the Inspect page's JSON format) or pick the sample set.")
    st.stop()

examples = [ex for _, ex in report.examples]
st.write(f"**{len(examples)}** valid examples" + (f", **{len(report.errors)}** invalid lines skipped" if report.errors else ""))
if report.errors:
    with st.expander("Invalid lines"):
        st.text("\n".join(str(e) for e in report.errors[:200]))
if not examples:
    st.stop()

# ---------------------------------------------------------------- scoring
c1, c2 = st.columns([3, 1])
chosen = c1.multiselect("Detectors", list(DETECTOR_NAMES), default=["rouge"], key="ds_detectors",
                        help="ROUGE is instant; salience takes seconds per example on a CPU.")
has_word_labels = any("word_labels" in ex.meta for ex in examples)
details = c2.checkbox("Word scores", value=has_word_labels, key="ds_details",
                      help="Keep word-level scores (needed for word-level AUC; larger exports)")
if not chosen:
    st.stop()
with st.sidebar:
    options = detector_settings([n for n in chosen if REGISTRY[n].options], key_prefix="ds_opt")
    calibration = calibration_setting()
run = get_run(f"{file_key}|{','.join(chosen)}|{int(details)}|{sorted(options.items())!r}", tuple(chosen), options)

b1, b2, _ = st.columns([1, 1, 4])
start = b1.button("Score" if not run.rows else "Continue scoring", type="primary", disabled=run.done, key="ds_score")
# Pressing Cancel while scoring stops the running script; the rows scored so far stay in the run.
cancel = b2.button("Cancel", disabled=run.done, key="ds_cancel")
status = st.empty()
if start and not cancel:
    bar = st.progress(0.0, text="starting…")
    live = st.empty()  # the newest scored rows, refreshed at most once a second while scoring runs
    shown_at = [0.0]

    def on_row(done: int, total: int, seconds_per_example: float) -> None:
        bar.progress(done / total, text=eta_text(done, total, seconds_per_example))
        if time.perf_counter() - shown_at[0] > 1.0 or done == total:
            shown_at[0] = time.perf_counter()
            live.dataframe(results_frame(list(run.rows.values())[-LIVE_ROWS:], chosen), hide_index=True)

    try:
        score_pending(run, examples, details, on_row)
    except ModelPathRefused as err:
        status.error(f"Model refused: {err}")
    except Exception as err:  # a detector that cannot load (missing model) must not break the page
        status.error(f"Scoring stopped: {type(err).__name__}: {err}")
    bar.empty()
    live.empty()
if run.rows and not run.done:
    status.warning(f"Cancelled: {len(run.rows)} of {len(examples)} scored. Press Continue scoring to finish.")
if not run.rows:
    st.stop()

rows = list(run.rows.values())
full = results_frame(rows, chosen)
# Calibrated probabilities and flags (detectors without a calibration keep their scores only).
annotated = [annotate_scores(r.get("scores") or {}, calibration) for r in rows]
calibrated_names = calibrated_detectors(annotated, chosen)
refused = {d: a[d]["calibration_refused"] for a in annotated for d in chosen if (a.get(d) or {}).get("calibration_refused")}
for d, why in refused.items():
    st.warning(f"{REGISTRY[d].title}: calibration not applied, its scores stay scores ({why}).", icon="⚠️")
insert_at = list(full.columns).index("disagreement")
for d in reversed(calibrated_names):
    for err in reversed(("hallucination", "coverage")):
        full.insert(insert_at, f"{d} · P({err})", [(a.get(d) or {}).get("calibrated", {}).get(err) for a in annotated])
flag_lists = [[f"{d}: {err}" for d in calibrated_names for err, f in ((a.get(d) or {}).get("flagged") or {}).items() if f]
              for a in annotated]
full.insert(list(full.columns).index("disagreement"), "flagged", ["⚑ " + ", ".join(f) if f else "" for f in flag_lists])

# ---------------------------------------------------------------- results table
st.subheader("Results")
f1, f2, f3, f4 = st.columns([3, 2, 2, 1])
text = f1.text_input("Search id, topic, query, note", key="ds_search")
label = f2.selectbox("Labels", ["any", "error-free", "hallucination", "coverage", "unlabelled"], key="ds_label")
sort_cols = [c for c in full.columns if c not in ("inspect", "note")]
sort_by = f3.selectbox("Sort by", sort_cols, key="ds_sort")
desc = f4.checkbox("Descending", key="ds_desc")
disagree = st.checkbox("Only rows where detectors disagree", key="ds_disagree", disabled=len(chosen) < 2,
                       help="Scores at least 0.5 apart on an error type; such rows are shaded")
flag_choices = ["any", "flagged by any detector", "not flagged"] + [f"flagged by {d}" for d in calibrated_names]
flag_filter = st.selectbox("Flags", flag_choices, key="ds_flag", disabled=not calibrated_names,
                           help="⚑ = a calibrated probability at or above the detector's decision threshold")
view = filter_frame(full, text, label, disagree)
if flag_filter == "flagged by any detector":
    view = view[view["flagged"] != ""]
elif flag_filter == "not flagged":
    view = view[view["flagged"] == ""]
elif flag_filter.startswith("flagged by "):
    who = flag_filter.removeprefix("flagged by ") + ":"
    view = view[view["flagged"].str.contains(who, regex=False)]
view = sort_frame(view, sort_by, desc)
p1, p2, _ = st.columns([1, 1, 4])
size = p1.selectbox("Rows per page", PAGE_SIZES, index=1, key="ds_page_size")
pages = max(1, -(-len(view) // size))
page = p2.number_input(f"Page (of {pages})", 1, pages, 1, key="ds_page")
shown = page_of(view, page, size)
event = st.dataframe(
    highlight_disagreements(shown), hide_index=True, on_select="rerun", selection_mode="single-row", key="ds_table",
    column_config={"inspect": st.column_config.LinkColumn("inspect", display_text="open ↗"),
                   "query": st.column_config.TextColumn(width="medium")},
)
st.caption(f"{len(view)} of {len(full)} rows · select a row to open it in Inspect")
selected = event.selection.rows if event is not None else []
# The table's selection, or the row picked by number (keyboard-friendly), opens in Inspect.
o1, o2, _ = st.columns([2, 2, 2])
row_numbers = [int(r) for r in view["row"]]
chosen_row = o1.selectbox(
    "Row to open in Inspect", row_numbers,
    index=row_numbers.index(int(shown.iloc[selected[0]]["row"])) if selected else None,
    format_func=lambda n: f"{n} · {rows[n - 1].get('id') or rows[n - 1].get('topic') or 'no id'}",
    key="ds_open_row", placeholder="select a row above or pick one here",
)
if chosen_row is not None:
    picked = rows[chosen_row - 1]
    if o2.button(f"Open {md_escape(picked.get('id') or 'row')} in Inspect", key="ds_open"):
        ex = example_of(picked)
        st.switch_page("pages/inspect.py", query_params={"ex": encode_example(ex)})

d1, d2, d3, d4, _ = st.columns([1, 1, 1, 1.4, 1.6])
d1.download_button("Export CSV", to_csv(full), "scored.csv", "text/csv", key="ds_csv")
d2.download_button("Export JSONL", to_jsonl(rows), "scored.jsonl", "application/jsonl", key="ds_jsonl")
if d3.button("Send to review", key="ds_review", disabled=not run.done, help="Open these scored rows on the Review page"):
    name = SAMPLE_PATH.stem if source == "Bundled sample set" else str(getattr(up, "name", "upload")).rsplit(".", 1)[0]
    send_to_review(f"{name} · {', '.join(chosen)}", rows, source=name)


# Read here, not in the callable: it runs on another thread, without the session or the request.
report_by, inspect_url = st.session_state.get("ds_by"), urljoin(app_url(), INSPECT_PATH)


def report() -> str:
    """The dataset report (as `python -m detectors report`), built on click, sliced as the ROC AUC section below."""
    return report_html(rows, by=f"meta.{report_by}" if report_by else None, calibration=calibration,
                       reliability=shipped_reliability(), source=f"{len(rows)} rows scored on the Dataset page",
                       app_url=inspect_url)


d4.download_button("Download report (HTML)", report, "faithscope-report.html", "text/html", key="ds_report",
                   on_click="ignore", help="One HTML file that opens offline: what was scored, the AUC table, ROC and "
                                           "reliability charts, findings, disagreements, and the most confident errors "
                                           "and closest calls as case sections")

# ---------------------------------------------------------------- evaluation
if any(r.get("labels") for r in rows):
    st.subheader("ROC AUC")
    meta_fields = sorted({k for r in rows for k, v in (r.get("meta") or {}).items() if isinstance(v, (str, bool, int))})
    by = st.selectbox("Slice by", [None, *meta_fields], format_func=lambda x: "—" if x is None else f"meta.{x}",
                      key="ds_by")
    results = evaluate_rows(rows, by=f"meta.{by}" if by else None, n_boot=500, seed=0)
    st.dataframe(auc_table(results), hide_index=True)
    st.caption("AUC with bootstrap 95% interval (500 resamples, seed 0). Positives: examples with the error; "
               "negatives: error-free examples.")
    slices = list(dict.fromkeys(r.slice for r in results))
    s = st.selectbox("ROC curves for slice", slices, key="ds_roc_slice") if len(slices) > 1 else slices[0]
    for level in ("example", "word"):
        if any(r.level == level and r.slice == s and r.auc is not None for r in results):
            st.plotly_chart(roc_figure(results, s, level), key=f"roc_{level}")

    st.subheader("Reliability")
    st.caption("Does a value of 0.3 mean that 30 % of such examples have the error? Per error type: every row "
               "labelled for it (an example with the other error counts as a negative), 10 equal-width bins. "
               "Calibrated detectors are drawn with their probabilities, the others with their raw scores.")
    for err, curves in reliability_curves(rows, annotated, chosen, calibrated_names).items():
        st.plotly_chart(reliability_figure(curves, f"{err}: predicted vs observed"), key=f"reliability_{err}")
