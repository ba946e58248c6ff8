"""Faithscope: inspect hallucination and coverage errors in grounded LLM responses."""
import streamlit as st

st.set_page_config(page_title="Faithscope", page_icon="🔎", layout="wide")
st.navigation(
    [
        st.Page("pages/inspect.py", title="Inspect", icon="🔎", default=True),
        st.Page("pages/dataset.py", title="Dataset", url_path="dataset", icon="🗂️"),
        st.Page("pages/review.py", title="Review", url_path="review", icon="✅"),
        st.Page("pages/about.py", title="About", url_path="about", icon="ℹ️"),
    ]
).run()
