"""Review: judge what the detectors found, label examples, measure agreement, export a gold set, recalibrate."""
from __future__ import annotations

import json
import re

import pandas as pd
import streamlit as st

from components.findings import finding_title
from components.plot_text import md_escape
from components.review import notes_html, verdict_badge
from components.scorecards import reliability_figure
from components.side_by_side import arguments_table, detector_column, response_table
from detectors.calibration import calibrate_result
from detectors.calibration.fit import CalibrationDataError
from detectors.calibration.maps import reliability_bins
from detectors.core.jsonl import dumps
from detectors.core.paths import models_dir
from detectors.core.result import ERROR_TYPES
from detectors.core.scored import example_of, row_results
from detectors.core.text import split_clauses, split_sentences
from detectors.findings.types import FINDING_TYPES, Finding
from detectors.review.agreement import agreement_of
from detectors.review.gold import gold_rows, import_rows, read_rows
from detectors.review.queue import ORDERS, open_queue
from detectors.review.recalibrate import recalibrate
from detectors.review.state import gold_of, replay
from detectors.review.store import ReviewError
from pages.parts.review_state import (
    ADVANCE,
    current_key,
    open_example,
    review_cache,
    review_store,
    take_sent,
)
from pages.parts.router import run_under_app
from pages.parts.settings import calibration_setting

run_under_app()

st.title("Review")
st.caption("Judge what the detectors found, label examples, and measure how well people and detectors agree. "
           "Every click is saved at once in the review store.")

store = review_store()
cache = review_cache()
with st.sidebar:
    calibration = calibration_setting()
    st.caption(f"Review store: {md_escape(store.url)} (set `FAITHSCOPE_DB` on the server to use another)")

# ---------------------------------------------------------------- who and what
annotator = st.text_input("Your name", key="rv_annotator", max_chars=100,
                          help="A label on your actions, not a login: anyone can type any name.").strip()
st.caption("The name is a label, not a login: it records who did what; it proves nothing about who you are.")

sent = take_sent()
if sent is not None:
    try:
        report = import_rows(store, sent["name"], sent["rows"], source=sent["source"], calibration=calibration)
        st.session_state["rv_dataset"] = sent["name"]
        st.success(f"{md_escape(sent['name'])}: {len(report.added)} examples added, {len(report.kept)} already there.")
    except ReviewError as err:
        st.error(str(err))

with st.expander("Add a scored file to the store", expanded=not store.datasets()):
    up = st.file_uploader("Scored JSONL (`python -m detectors score … --details`)", type=["jsonl"], key="rv_upload")
    new_name = st.text_input("Dataset name", key="rv_new_name")
    if st.button("Add to the store", key="rv_add", disabled=up is None or not new_name.strip()):
        assert up is not None
        rows, errors = read_rows(up.getvalue().decode("utf-8", errors="replace"))
        for e in errors[:20]:
            st.warning(f"{md_escape(up.name)}: {md_escape(e)}")
        try:
            report = import_rows(store, new_name, rows, source=up.name, calibration=calibration)
            st.session_state["rv_dataset"] = new_name.strip()
            st.success(f"{len(report.added)} examples added, {len(report.kept)} already there, "
                       f"{len(errors)} bad lines skipped, {report.actions} review actions recorded.")
        except ReviewError as err:
            st.error(str(err))
    st.caption("Or score a file on the Dataset page and press **Send to review** there.")

datasets = store.datasets()
if not datasets:
    st.info("No dataset in the review store yet: add a scored file above, or send a run from the Dataset page.")
    st.stop()
names = [d.name for d in datasets]
if st.session_state.get("rv_dataset") not in names:
    st.session_state["rv_dataset"] = names[-1]
dataset = st.selectbox("Dataset", names, key="rv_dataset",
                       format_func=lambda n: f"{n} ({next(d.n_examples for d in datasets if d.name == n)} examples)")
if not annotator:
    st.info("Type your name to start reviewing.")
    st.stop()

c1, c2, c3 = st.columns([2, 1, 2])
order = c1.selectbox("Queue order", ORDERS, key="rv_order", format_func=lambda o: {
    "uncertain": "uncertain first (calibrated probability nearest the threshold)",
    "disagree": "detectors disagree first", "random": "random (seeded)", "slice": "by slice (meta field)",
    "disputed": "disputed: reviewers disagree (settle them)"}[o])
seed = int(c2.number_input("Seed", 0, 10**6, 0, key="rv_seed", disabled=order != "random"))
meta_fields = sorted({k for r in store.queue_rows(dataset) for k in r.meta if k not in ("review", "word_labels")})
slice_field = c3.selectbox("Slice by", meta_fields, key="rv_slice", disabled=order != "slice",
                           format_func=lambda f: f"meta.{f}") if meta_fields else None
if order == "slice" and not slice_field:
    st.info("This dataset's examples have no meta fields to slice by.")
    st.stop()
queue = open_queue(store, dataset, annotator, order, seed=seed, slice_field=slice_field)
st.progress(len(queue.mine & set(queue.keys)) / max(1, queue.total), text=queue.progress())
if order == "slice":
    st.caption("Per slice (reviewed by you): " + ", ".join(
        f"{md_escape(v)} {n} of {t}" for v, (n, t) in queue.slice_progress().items()))
if queue.by_reviewer:
    st.caption("By reviewer: " + ", ".join(f"{md_escape(n)} {k}" for n, k in queue.by_reviewer.items()))
if not queue.keys:
    st.success("Nothing here: no example is disputed." if order == "disputed" else "This dataset is empty.")
    st.stop()

slot = (dataset, annotator, order)
previous = st.session_state.get("rv_current", {}).get(slot)
key = current_key(slot, queue.keys, queue.next_key(after=previous))
assert key is not None
pos = queue.keys.index(key)
jump_key = f"rv_jump_{abs(hash(slot))}"
number = {k: i for i, k in enumerate(queue.keys, start=1)}
st.session_state[jump_key] = key  # the picker shows the open example (set before the widget exists)
n1, n2, n3 = st.columns([1, 4, 1])
n1.button("◀ Previous", key="rv_prev", disabled=pos == 0, on_click=open_example, args=(slot, queue.keys[pos - 1]))
n2.selectbox("Example", queue.keys, key=jump_key, on_change=lambda: open_example(slot, st.session_state[jump_key]),
             format_func=lambda k: f"{number[k]}. {k}" + (" ✓" if k in queue.mine else "")
             + (f" · {queue.slices[k]}" if k in queue.slices else ""))
n3.button("Next ▶", key="rv_next", disabled=pos == len(queue.keys) - 1, on_click=open_example,
          args=(slot, queue.keys[min(pos + 1, len(queue.keys) - 1)]))

row = store.row(dataset, key)
example = example_of(row)
findings = [Finding.from_dict(f) for f in (row.get("findings") or []) if isinstance(f, dict)]
reviews = replay(store.actions(dataset, key=key))
review = reviews.get(key)
mine = review.reviewers.get(annotator) if review else None
labels = [p.label for p in example.perspectives]
arguments = [list(p.arguments) for p in example.perspectives]
pending = [i for i in range(len(findings)) if not mine or i not in mine.verdicts]


# ---------------------------------------------------------------- actions (saved at once)
def act(fn, *args, **kwargs) -> None:
    try:
        fn(dataset, key, annotator, *args, **kwargs)
    except ReviewError as err:
        st.session_state["rv_error"] = str(err)


def still_open() -> list[int]:
    """The findings this reviewer has not judged, read from the store now: a callback may run after a rerun that
    was cut short by a quick second click, so the ``pending`` of the run that drew the button can be stale."""
    now = replay(store.actions(dataset, key=key)).get(key)
    judged = now.reviewers[annotator].verdicts if now and annotator in now.reviewers else {}
    return [j for j in range(len(findings)) if j not in judged]


def verdict(i: int, v: str, new_type: str | None = None) -> None:
    act(store.verdict, v, finding=i, finding_type=new_type)
    if "rv_error" not in st.session_state and not still_open():  # it judged the last open finding: open the next
        st.session_state[ADVANCE] = True


def change_type(i: int) -> None:
    verdict(i, "change", st.session_state[f"rv_type_{key}_{i}"])


def add_finding(clauses: list) -> None:
    """Save the finding described by the form's widgets as they are now (read here, not bound when drawn)."""
    ss = st.session_state
    how, span = ss.get(f"rv_add_how_{key}"), None
    if how == "a clause" and clauses:
        clause = clauses[ss.get(f"rv_add_clause_{key}") or 0]
        span = (clause.start, clause.end)
    elif how == "exact characters":
        span = (int(ss[f"rv_add_s0_{key}"]), int(ss[f"rv_add_s1_{key}"]))
    act(store.add_finding, ss[f"rv_add_type_{key}"], span=span, argument=ss.get(f"rv_add_arg_{key}"))


def save_note() -> None:  # the text as typed: a click straight after typing reruns with the new text
    act(store.set_note, st.session_state.get(f"rv_note_{key}", ""))


def save_tags() -> None:
    act(store.set_tags, [t for t in re.split(r",", st.session_state.get(f"rv_tags_{key}", "")) if t.strip()])


def outline(i: int) -> None:
    st.session_state.setdefault("rv_focus", {})[(dataset, key)] = i


def undo() -> None:
    done = store.undo(dataset, annotator)
    st.session_state["rv_undone"] = (f"Undone: {done.kind} on {done.key}" if done else "Nothing to undo.")


if "rv_error" in st.session_state:
    st.error(md_escape(st.session_state.pop("rv_error")))
if "rv_undone" in st.session_state:
    st.info(md_escape(st.session_state.pop("rv_undone")))

head = f"**{md_escape(example.id or key)}** · {md_escape(example.query)}"
st.markdown(head)
st.button("↶ Undo my last action", key="rv_undo", on_click=undo)

# ---------------------------------------------------------------- side by side
results = row_results(row)
columns = [detector_column(r, calibrate_result(r, calibration)) for r in results.values()]
# The outlined finding: the one whose "Outline" was pressed on this example, else the first one still to judge.
chosen_focus = st.session_state.get("rv_focus", {}).get((dataset, key))
focus_i = chosen_focus if chosen_focus is not None and chosen_focus < len(findings) else (pending[0] if pending else None)
focus = findings[focus_i] if focus_i is not None else None
st.markdown("**Response**, a row per sentence"
            + (f" — finding {focus_i + 1} is outlined" if focus_i is not None else ""))
st.html(response_table(example.response, columns, tuple(focus.span) if focus and focus.span else None))
st.markdown("**Given arguments**")
st.html(arguments_table([(p.label, p.arguments) for p in example.perspectives], columns,
                        tuple(focus.argument) if focus and focus.argument else None))

# ---------------------------------------------------------------- findings
st.subheader("Findings")
if not findings:
    st.caption("The detectors found nothing here. Add a finding they missed below, or mark the example as correct.")
for i, f in enumerate(findings):
    v = mine.verdicts.get(i) if mine else None
    with st.container(border=True):
        st.markdown(md_escape(finding_title(f, labels, arguments)))
        if v:
            st.html(verdict_badge(v[0], v[1]))
        b1, b2, b3, b4, b5 = st.columns([1, 1, 2, 1, 1])
        b1.button("Accept", key=f"rv_acc_{key}_{i}", on_click=verdict, args=(i, "accept"), type="primary" if not v else "secondary")
        b2.button("Reject", key=f"rv_rej_{key}_{i}", on_click=verdict, args=(i, "reject"))
        other = [t for t in FINDING_TYPES if t != f.type]
        b3.selectbox("Change type to", other, key=f"rv_type_{key}_{i}", label_visibility="collapsed",
                     format_func=lambda t: f"change type to: {t.replace('_', ' ')}")
        b4.button("Change", key=f"rv_chg_{key}_{i}", on_click=change_type, args=(i,))
        b5.button("Outline", key=f"rv_focus_{key}_{i}", on_click=outline, args=(i,), disabled=i == focus_i,
                  help="Outline this finding's span and argument in the text above")

if mine and mine.added:
    st.markdown("**Findings you added**")
    for a in mine.added.values():
        where = (f"“{example.response[a.span[0]:a.span[1]]}”" if a.span else "")
        if a.argument:
            where += f" · {labels[a.argument[0]]} argument {a.argument[1] + 1}"
        r1, r2 = st.columns([5, 1])
        r1.markdown(md_escape(f"{a.type.replace('_', ' ')} · {where}"))
        r2.button("Remove", key=f"rv_rm_{a.id}", on_click=act, args=(store.verdict, "reject"), kwargs={"target_id": a.id})

with st.expander("Add a finding the detectors missed"):
    clauses = [c for s in split_sentences(example.response) for c in split_clauses(s)]
    ftype = st.selectbox("Type", FINDING_TYPES, key=f"rv_add_type_{key}", format_func=lambda t: t.replace("_", " "))
    how = st.radio("Where in the response", ["a clause", "exact characters", "nowhere (an omission)"],
                   key=f"rv_add_how_{key}", horizontal=True, index=2 if ftype == "omission" else 0)
    if how == "a clause" and clauses:
        st.selectbox("Clause", range(len(clauses)), key=f"rv_add_clause_{key}",
                     format_func=lambda j: clauses[j].text)  # option text is shown as plain text
    elif how == "exact characters":
        e1, e2 = st.columns(2)
        s0 = int(e1.number_input("From character", 0, len(example.response) - 1, 0, key=f"rv_add_s0_{key}"))
        s1 = int(e2.number_input("To character (excluded)", 1, len(example.response), len(example.response),
                                 key=f"rv_add_s1_{key}"))
        st.caption(f"Covers: “{md_escape(example.response[s0:s1])}”")
    arg_choices = [None, *[(p, a) for p in range(len(arguments)) for a in range(len(arguments[p]))]]
    st.selectbox("The given argument it concerns", arg_choices, key=f"rv_add_arg_{key}",
                 format_func=lambda x: "none" if x is None else f"{labels[x[0]]}: {arguments[x[0]][x[1]]}")
    st.button("Add finding", key=f"rv_add_btn_{key}", on_click=add_finding, args=(clauses,))

# ---------------------------------------------------------------- example labels, note, tags
st.subheader("Example")
effective = mine.effective_labels([f.to_dict() for f in findings]) if mine else {}
l1, l2, l3 = st.columns(3)
for col, err in zip((l1, l2), ERROR_TYPES):
    now = effective.get(err)
    col.markdown(f"**{err}**: " + {None: "not labelled", 0: "no", 1: "yes"}[now]
                 + (" (from your verdicts)" if mine and err not in mine.labels and now is not None else ""))
    y, n = col.columns(2)
    y.button("yes", key=f"rv_lab1_{key}_{err}", on_click=act, args=(store.set_label, err, 1))
    n.button("no", key=f"rv_lab0_{key}_{err}", on_click=act, args=(store.set_label, err, 0))


def no_error() -> None:
    for err in ERROR_TYPES:
        act(store.set_label, err, 0)
    st.session_state[ADVANCE] = True


l3.button("✓ Correct: no error (next)", key=f"rv_ok_{key}", on_click=no_error,
          help="Labels both error types 0 and opens the next example")
st.text_area("Your note", value=mine.note if mine else "", key=f"rv_note_{key}", max_chars=10_000)
st.text_input("Your tags (comma-separated)", value=", ".join(mine.tags) if mine else "", key=f"rv_tags_{key}")
s1, s2 = st.columns(2)
s1.button("Save note", key=f"rv_note_btn_{key}", on_click=save_note)
s2.button("Save tags", key=f"rv_tags_btn_{key}", on_click=save_tags)
notes = notes_html({n: s.note for n, s in review.reviewers.items() if s.note},
                   {n: s.tags for n, s in review.reviewers.items() if s.tags}) if review else ""
if notes:
    st.markdown("**Notes and tags**")
    st.html(notes)

# ---------------------------------------------------------------- disagreement: settle
if review and len(review.reviewers) > 1:
    gold = gold_of(row, review)
    if gold.disputed or review.settled:
        st.subheader("Reviewers disagree")
        table = [{"reviewer": n, **{e: labs.get(e) for e in ERROR_TYPES}} for n, labs in gold.effective.items()]
        st.dataframe(table, hide_index=True, key=f"rv_disp_{key}")
        for err in ERROR_TYPES:
            if err in review.settled:
                v, who = review.settled[err]
                st.caption(md_escape(f"{err}: settled as {v} by {who}"))
            elif err in gold.disputed:
                d1, d2 = st.columns(2)
                d1.button(f"Settle {err}: yes", key=f"rv_set1_{key}_{err}", on_click=act, args=(store.settle, err, 1))
                d2.button(f"Settle {err}: no", key=f"rv_set0_{key}_{err}", on_click=act, args=(store.settle, err, 0))

# ---------------------------------------------------------------- agreement, gold set, recalibration
st.divider()
tab_agree, tab_gold, tab_cal = st.tabs(["Agreement", "Gold set", "Recalibrate"])
with tab_agree:
    if st.button("Compute agreement", key="rv_agree"):
        table = agreement_of(store.review_facts(dataset), n_boot=500)
        st.session_state["rv_agreement"] = (dataset, [r.to_dict() for r in table])
    stored = st.session_state.get("rv_agreement")
    if stored and stored[0] == dataset:
        frame = pd.DataFrame(stored[1])
        if len(frame):
            frame["interval"] = [("" if lo is None else f"[{lo:.3f}, {hi:.3f}]") for lo, hi in frame.pop("ci")]
            st.dataframe(frame, hide_index=True, key="rv_agreement_table")
        else:
            st.caption("Nothing to compare yet.")
        st.caption("Human vs detector: AUC of its scores and Cohen's κ of its flags on the gold labels; human vs "
                   "findings: precision, recall and F1 per finding type; human vs human: Cohen's κ (two reviewers) "
                   "or Krippendorff's α (more). 95% bootstrap intervals over examples (500 resamples).")

with tab_gold:
    st.write("The gold set: every reviewed example in the input format with the gold `labels`, `meta.word_labels` "
             "(accepted and added findings) and `meta.review`; `python -m detectors evaluate` and `calibrate` read it "
             "as it is.")
    if st.button("Prepare the gold set", key="rv_gold"):
        gold_set = gold_rows(store, dataset, cache)
        st.session_state["rv_gold_file"] = (dataset, len(gold_set), "".join(dumps(r) + "\n" for r in gold_set))
    prepared = st.session_state.get("rv_gold_file")
    if prepared and prepared[0] == dataset:
        st.download_button(f"Download the gold set ({prepared[1]} examples, JSONL)", prepared[2],
                           f"{dataset}.gold.jsonl", "application/jsonl", key="rv_gold_dl", disabled=not prepared[1])

with tab_cal:
    st.caption("Fit calibration maps and thresholds on the gold labels (the `calibrate` command's fitting) and "
               "save them as a named calibration the Inspect and Dataset pages can select.")
    scored = sorted(n for n, e in (row.get("scores") or {}).items() if isinstance(e, dict))
    chosen = st.multiselect("Detectors", scored, default=[d for d in scored if d != "salience"], key="rv_cal_dets")
    cal_name = st.text_input("Save as", value=f"{dataset}-gold", key="rv_cal_name")
    if st.button("Recalibrate", key="rv_cal", disabled=not chosen or not cal_name.strip()):
        gold_set = gold_rows(store, dataset, cache)
        try:
            cal, table = recalibrate(gold_set, chosen, meta={"fitted_on": f"review gold set {dataset}"})
        except CalibrationDataError as err:
            st.error(f"Cannot recalibrate yet: {err}")
        else:
            safe = re.sub(r"[^A-Za-z0-9_.-]+", "-", cal_name.strip()).strip(".-") or "gold"
            folder = models_dir() / "calibrations" / safe
            cal.save(folder)
            st.success(f"Saved. Select it in the sidebar's Calibration field as `calibrations/{md_escape(safe)}`.")
            shown = pd.DataFrame([{k: (f"[{v[0]:.3f}, {v[1]:.3f}]" if v[0] is not None else "") if k.endswith("_ci") else v
                                   for k, v in r.items()} for r in table])
            st.dataframe(shown, hide_index=True, key="rv_cal_table")
            st.caption("AUC (errors vs error-free rows), Brier and ECE before (raw score) and after calibration, in "
                       "sample, with 95% bootstrap intervals (500 resamples); threshold on the calibrated probability.")
            for err in ERROR_TYPES:
                curves = {}
                for d in chosen:
                    pairs = [(float(r["scores"][d][err]), r["labels"][err]) for r in gold_set
                             if err in (r.get("labels") or {}) and isinstance((r.get("scores") or {}).get(d), dict)]
                    if pairs:
                        x = [p for p, _ in pairs]
                        y = [t for _, t in pairs]
                        ec = cal.detectors[d].errors.get(err)
                        curves[f"{d} before (raw score)"] = reliability_bins(x, y)
                        try:
                            if ec is not None:  # None: only documents were labelled, their maps are apart
                                curves[f"{d} after (calibrated)"] = reliability_bins(ec.map(x).tolist(), y)
                        except ValueError:  # a map that needs inputs the rows lack: shown before only
                            pass
                st.plotly_chart(reliability_figure(curves, f"{err}: before and after"), key=f"rv_rel_{err}")
            st.caption(json.dumps({d: {e: round(ec.threshold, 3) for e, ec in cal.detectors[d].errors.items()}
                                   for d in chosen}) + " — thresholds on the calibrated probability")
