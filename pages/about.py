"""What the detectors compute, in one page."""
import streamlit as st

from pages.parts.router import run_under_app

run_under_app()

st.title("About Faithscope")
st.markdown(
    """
Faithscope checks a response written from given arguments for two errors
(Chang, Tomanek et al. 2024, *Detecting Hallucination and Coverage Errors in Retrieval
Augmented Generation for Controversial Topics*):

* **Hallucination** — the response states an argument it was not given.
* **Coverage error** — the response drops an argument it was given.

Every detector reports both as a score in [0, 1], higher = more likely an error, at the
example level and for every word.

| detector | example level | word level |
|---|---|---|
| **ROUGE** | 1 − ROUGE-1 precision of the response against all arguments; 1 − min over perspectives of ROUGE-1 recall | 0 if the (stemmed, non-stop) word occurs on the other side, else 1 |
| **Salience** | 1 − geometric mean of attributions (default: each response word's source share from the arguments); 1 − min over perspectives of the geometric mean of contributions; with the bundled LM, stretched over the range these take on a val sample (same order) | 1 − attribution (response words), 1 − contribution (argument words), from gradient×input through a causal LM |
| **Classifier** | from per-clause support (a clause that names its side is held to that side's arguments) and per-argument statement probabilities | inherited from the word's clause / argument |

Words: split on whitespace and punctuation, lowercased, stop words dropped, Porter-stemmed.
"""
)

# ---------------------------------------------------------------- how far to trust each number (issue 17)
import pandas as pd  # noqa: E402

from components.scorecards import too_few_to_trust  # noqa: E402
from detectors.calibration.store import shipped_reliability  # noqa: E402

st.subheader("How far to trust each number")
st.markdown(
    """
Raw detector outputs are **scores**: they rank examples, but 0.8 does not mean an 80 % chance of an
error. ROUGE and the classifier ship with a **calibration** fitted on held-out validation topics
(`detectors/calibration/shipped/`; per detector and error type, isotonic regression, Platt scaling, or
Platt scaling that also reads how much the response reuses its arguments' words — whichever had the
lowest cross-validated Brier score; the classifier's uses the word overlap, since its raw score runs high
on correct reworded responses): only these calibrated values are called **probabilities**, and ⚑ marks a
probability at or above the detector's decision threshold. The classifier's per-argument P(stated) and
per-clause support are calibrated with the same map as its example-level probability, so
P(coverage error) = 1 − the lowest calibrated P(stated) still holds. An example whose given material is a
document (over 150 words: a source text with its summary) is read through ROUGE's and the classifier's maps for
documents, fitted on held-out summaries and claims (the "documents" rows below): P(hallucination) is a probability
there too, while its coverage stays a score (a summary is not meant to restate its whole source). Salience has no
calibration: it stays a score. Recalibrate for your own data with `python -m detectors calibrate SCORED.jsonl -o DIR`
and select the folder in the sidebar, with `--calibration DIR` or `FAITHSCOPE_CALIBRATION`.

The table: test topics of the development data (never used for fitting or choosing), before → after
calibration; the "documents" rows: the test half of held-out QAGS summaries and WiCE claims, read once. AUC below 0.6 is near chance: such a score is noise on that kind of response.
"""
)
_rel = shipped_reliability()
if not _rel:
    st.info("No reliability table shipped (run benchmarks/fit_calibration.py).")
else:
    _rows = []
    _f = lambda v, p=False: "n/a" if v is None else (f"{v:.0%}" if p else f"{v:.3f}")  # noqa: E731
    for _det, _entry in _rel["detectors"].items():
        if not _entry.get("slices"):
            _rows.append({"detector": _det, "responses": "—", "error": "—", "note": _entry.get("note", "")})
            continue
        _slices = list(_entry["slices"].items())
        _slices += [(f"{_dom}s: {_s}", _e) for _dom, _d in (_entry.get("domains") or {}).items()
                    for _s, _e in _d["slices"].items()]
        for _slice, _errs in _slices:
            for _err, _m in _errs.items():
                _auc, _lo = _m.get("auc_after"), _m.get("ci_low")
                _rows.append({
                    "detector": _det, "responses": _slice, "error": _err, "n (with error)": f"{_m['n']} ({_m['n_pos']})",
                    "AUC": _f(_auc) + (f" [{_lo:.2f}, {_m['ci_high']:.2f}]" if _lo is not None else ""),
                    "Brier before → after": f"{_f(_m.get('brier_before'))} → {_f(_m.get('brier_after'))}",
                    "ECE before → after": f"{_f(_m.get('ece_before'))} → {_f(_m.get('ece_after'))}",
                    "correct flagged": _f(_m.get("flagged_correct"), True), "errors flagged": _f(_m.get("flagged_errors"), True),
                    "note": "; ".join(filter(None, (
                        f"sample of {_entry['sample']}" if _entry.get("sample") else "",
                        "near chance" if _auc is not None and _auc < 0.6 else
                        "too few examples to tell from chance" if _auc is not None and too_few_to_trust(_m) else ""))),
                })
    st.dataframe(pd.DataFrame(_rows), hide_index=True)
    st.caption(f"{_rel.get('n_examples', '?')} test examples · written by benchmarks/fit_calibration.py "
               "(docs/evaluation.md, Calibration).")
