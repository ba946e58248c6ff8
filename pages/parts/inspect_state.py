"""The Inspect page's input form state: session_state keys ↔ Example, the gallery, and the URL.

Kept apart from the page so the page stays widgets → detectors → components.
"""
from __future__ import annotations

import json
from pathlib import Path

import streamlit as st

from detectors.core.example import Example, decode_example, encode_example, load_examples, parse_example

GALLERY_PATH = Path(__file__).resolve().parents[2] / "examples" / "gallery.jsonl"
URL_PARAM = "ex"


@st.cache_data
def gallery() -> list[Example]:
    return [ex for _, ex in load_examples(GALLERY_PATH).examples]


def set_form(example: Example) -> None:
    """Write an example into the form's widget state (call before the widgets render, e.g. in a callback)."""
    ss = st.session_state
    ss["f_query"] = example.query
    ss["f_topic"] = example.topic or ""
    ss["f_intro"] = example.intro or ""
    ss["f_response"] = example.response
    ss["f_response_b"] = example.response_b or ""
    for pid in ss.get("persp_ids", []):
        ss.pop(f"f_label_{pid}", None)
        ss.pop(f"f_args_{pid}", None)
    start = ss.get("next_pid", 0)
    ss["persp_ids"] = list(range(start, start + len(example.perspectives)))
    ss["next_pid"] = start + len(example.perspectives)
    for pid, p in zip(ss["persp_ids"], example.perspectives):
        ss[f"f_label_{pid}"] = p.label
        ss[f"f_args_{pid}"] = "\n".join(p.arguments)
    ss["f_id"] = example.id
    ss["f_labels"] = example.labels.model_dump() if example.labels else None
    ss["f_meta"] = dict(example.meta)


def add_perspective() -> None:
    ss = st.session_state
    pid = ss.get("next_pid", 0)
    ss["next_pid"] = pid + 1
    ss["persp_ids"] = [*ss.get("persp_ids", []), pid]
    ss[f"f_label_{pid}"] = f"perspective {len(ss['persp_ids'])}"
    ss[f"f_args_{pid}"] = ""


def remove_perspective(pid: int) -> None:
    ss = st.session_state
    ss["persp_ids"] = [p for p in ss.get("persp_ids", []) if p != pid]


def form_example() -> Example:
    """The example the form currently holds; raises ValueError with a readable reason."""
    ss = st.session_state
    perspectives = [
        {
            "label": ss.get(f"f_label_{pid}", ""),
            "arguments": [line for line in ss.get(f"f_args_{pid}", "").splitlines() if line.strip()],
        }
        for pid in ss.get("persp_ids", [])
    ]
    for i, p in enumerate(perspectives, start=1):
        if not p["arguments"]:
            raise ValueError(f"perspective {i} ({p['label'] or 'no label'}) has no arguments: paste one per line")
    data = {
        "query": ss.get("f_query", ""),
        "topic": ss.get("f_topic") or None,
        "perspectives": perspectives,
        "intro": ss.get("f_intro") or None,
        "response": ss.get("f_response", ""),
        "meta": ss.get("f_meta") or {},
    }
    if ss.get("f_response_b", "").strip():  # optional second response, to compare
        data["response_b"] = ss["f_response_b"]
    if ss.get("f_id"):
        data["id"] = ss["f_id"]
    if ss.get("f_labels"):
        data["labels"] = ss["f_labels"]
    return parse_example(data)


def init_form() -> str | None:
    """Fill the form when it is empty or the URL names another example.

    Order: the example in the URL (a shared link, or a row opened from the Dataset page), else the
    one this session last showed (Streamlit drops widget state while another page is open), else
    the first gallery example. Returns an error message when the URL held something unreadable.
    """
    ss = st.session_state
    token = st.query_params.get(URL_PARAM)
    if "f_query" in ss and (not token or token == ss.get("synced_token")):
        return None
    token = token or ss.get("synced_token")
    if token:
        try:
            set_form(decode_example(token))
            ss["synced_token"] = token
            return None
        except ValueError as err:
            set_form(gallery()[0])
            return f"Could not read the example in the link: {err}. Showing a gallery example instead."
    set_form(gallery()[0])
    return None


def sync_url(example: Example) -> None:
    """Keep the URL pointing at the current example, so a copied link reproduces the view."""
    token = encode_example(example)
    st.session_state["synced_token"] = token
    if st.query_params.get(URL_PARAM) != token:
        st.query_params[URL_PARAM] = token


def load_uploaded(raw: bytes) -> Example:
    """A single uploaded JSON example (or a one-line JSONL); raises ValueError with the reason."""
    try:
        data = json.loads(raw.decode("utf-8", errors="replace"))
    except json.JSONDecodeError as err:
        raise ValueError(f"not readable JSON: {err.msg} at line {err.lineno}, column {err.colno}") from None
    if isinstance(data, list):
        if len(data) != 1:
            raise ValueError(f"expected one example, the file holds {len(data)}: use the Dataset page for many")
        data = data[0]
    return parse_example(data)


def example_json(example: Example) -> str:
    return json.dumps(example.to_json_dict(), ensure_ascii=False, indent=2)
