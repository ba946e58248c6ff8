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
| **Salience** | 1 − geometric mean of attributions; 1 − min over perspectives of the geometric mean of contributions | 1 − attribution (response words), 1 − contribution (argument words), from gradient×input through a causal LM |
| **Classifier** | from per-clause support (a clause that names its side is held to that side's arguments) and per-argument statement probabilities | inherited from the word's clause / argument |

Words: split on whitespace and punctuation, lowercased, stop words dropped, Porter-stemmed.
"""
)
