"""The Inspect page's input form state: session_state keys ↔ Example, the gallery, and the URL.

The URL holds the view (issue 26): ``ex`` the example (``encode_example``), ``DETECTOR.OPTION`` each detector
option that differs from its widget's default, ``cal`` the calibration folder typed in the sidebar, ``shade``
and ``rel`` the word shading, ``finding`` the selected finding. A link with ``ex`` only (older links) opens
with every default. A view whose link would be longer than ``LINK_LIMIT`` is not written to the URL: the page
says so and offers the case file instead.

Kept apart from the page so the page stays widgets → detectors → components.
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit, urlunsplit

import streamlit as st

from detectors.core.example import Example, Labels, decode_example, encode_example, load_examples, parse_example
from detectors.run.registry import REGISTRY, Option
from pages.parts.settings import widget_default

GALLERY_PATH = Path(__file__).resolve().parents[2] / "examples" / "gallery.jsonl"
URL_PARAM = "ex"
CALIBRATION_PARAM, SHADE_PARAM, RELATIVE_PARAM, FINDING_PARAM = "cal", "shade", "rel", "finding"
# Longest link the page writes: browsers and proxies refuse URLs of more than about 8,000 characters
# (Chromium itself takes 2 MB, but servers and link previews cut far earlier).
LINK_LIMIT = 8000
OPTION_KEY = "opt"  # the Inspect page's option widgets: f"{OPTION_KEY}_{detector}_{option}" (pages.parts.settings)


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
    ss["f_labelled_texts"] = example_texts(example)
    ss["f_meta"] = dict(example.meta)


def example_texts(example: Example) -> tuple:
    """What an example's labels judge: its texts. An edited text makes a gallery example's ground truth stale."""
    return (example.query, example.topic, example.intro, example.response, example.response_b,
            tuple((p.label, tuple(p.arguments)) for p in example.perspectives))


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
    example = parse_example(data)
    if not ss.get("f_labels") or example_texts(example) != ss.get("f_labelled_texts"):
        return example  # edited since it was loaded: its labels no longer say what this text is
    return example.model_copy(update={"labels": Labels.model_validate(ss["f_labels"])})


def init_form() -> str | None:
    """Fill the form when it is empty or the URL names another example or view.

    Order: the example in the URL (a shared link, or a row opened from the Dataset page), else the
    one this session last showed (Streamlit drops widget state while another page is open), else
    the first gallery example. The URL's view settings are restored with it (``restore_view``).
    Returns an error message when the URL held something unreadable.
    """
    ss = st.session_state
    params = {k: st.query_params.get(k) for k in st.query_params}
    token = params.get(URL_PARAM)
    if "f_query" in ss and (not token or params == ss.get("synced_params")):
        return None
    token = token or ss.get("synced_token")
    if token:
        try:
            set_form(decode_example(token))
            ss["synced_token"] = token
            ss["synced_params"] = params
            problems = restore_view(params)
            return ("Some settings in the link were not used: " + "; ".join(problems) + ".") if problems else None
        except ValueError as err:
            set_form(gallery()[0])
            return f"Could not read the example in the link: {err}. Showing a gallery example instead."
    set_form(gallery()[0])
    return None


def option_params(settings: Mapping[str, Mapping[str, Any]]) -> dict[str, str]:
    """The URL parameters of the detector options that differ from their widget's default."""
    out = {}
    for det, values in settings.items():
        for o in REGISTRY[det].options:
            v = values.get(o.name)
            if v is not None and v != widget_default(o):
                out[f"{det}.{o.name}"] = str(v)
    return out


def _option_value(o: Option, raw: str) -> Any:
    """A URL value as the option's widget holds it; ValueError when it is not one the widget offers."""
    if o.choices:
        if raw not in o.choices:
            raise ValueError(f"not one of {', '.join(o.choices)}")
        return raw
    if o.type is int:
        v = int(raw)
        if (o.minimum is not None and v < o.minimum) or (o.maximum is not None and v > o.maximum):
            raise ValueError(f"outside {o.minimum}–{o.maximum}")
        return v
    return raw


def restore_view(params: Mapping[str, str]) -> list[str]:
    """Write the URL's view into the widgets' state (before they render); returns what could not be used.

    Options and the calibration folder go straight to their widgets (a model folder is still checked by the
    page, as when typed). The shading and the finding wait in ``url_*`` keys until the page knows which
    detectors ran and which findings there are (``pending_shade``, ``pending_finding``).
    """
    ss = st.session_state
    if set(params) <= {URL_PARAM}:
        return []  # an example-only link (older links, a row opened from the Dataset page): the view stays as it is
    problems = []
    for det in REGISTRY:
        for o in REGISTRY[det].options:
            key = f"{OPTION_KEY}_{det}_{o.name}"
            raw = params.get(f"{det}.{o.name}")
            if raw is None:
                ss.pop(key, None)  # a link without it: the default
                continue
            try:
                ss[key] = _option_value(o, raw)
            except ValueError as err:
                problems.append(f"{det} {o.name} = {raw!r}: {err}")
    ss["calibration_dir"] = params.get(CALIBRATION_PARAM, "")
    ss["url_shade"] = params.get(SHADE_PARAM)
    ss["url_relative"] = params.get(RELATIVE_PARAM)
    finding = params.get(FINDING_PARAM)
    ss["url_finding"] = int(finding) if finding and finding.isdigit() else None
    return problems


def relative_default(shade_by: str | None) -> bool:
    """The relative-shading toggle's default: on for salience (its word scores bunch near 1)."""
    return shade_by == "salience"


def pending_shade(done: list[str]) -> None:
    """Apply the link's shading once the detectors that ran are known (call before the shading widgets)."""
    ss = st.session_state
    shade = ss.pop("url_shade", None)
    if shade in done:
        ss["shade_by"] = shade
    relative = ss.pop("url_relative", None)
    if relative in ("0", "1"):
        ss[f"relative_{ss.get('shade_by', shade)}"] = relative == "1"


def pending_finding(key: str, n_findings: int) -> None:
    """Select the link's finding once the findings are known (call before the findings radio, keyed ``key``)."""
    i = st.session_state.pop("url_finding", None)
    if i is not None and 0 <= i < n_findings:
        st.session_state[key] = i


def view_params(example: Example, settings: Mapping[str, Mapping[str, Any]], calibration_dir: str,
                shade_by: str | None, relative: bool, finding: int | None, shade_default: str | None = None) -> dict[str, str]:
    """The URL parameters of the whole view (defaults left out, so an unchanged view gives an ``ex``-only link).
    ``shade_default``: the detector the shading radio starts on."""
    params = {URL_PARAM: encode_example(example), **option_params(settings)}
    if calibration_dir:
        params[CALIBRATION_PARAM] = calibration_dir
    if shade_by is not None:
        if shade_by != shade_default:
            params[SHADE_PARAM] = shade_by
        if relative != relative_default(shade_by):
            params[RELATIVE_PARAM] = "1" if relative else "0"
    if finding is not None:
        params[FINDING_PARAM] = str(finding)
    return params


def app_url() -> str:
    """The address of this page without its query (where a copied link points); localhost when unknown."""
    parts = urlsplit(st.context.url or "")
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return "http://localhost:8501/"
    return urlunsplit((parts.scheme, parts.netloc, parts.path or "/", "", ""))


def link_of(params: Mapping[str, str]) -> str:
    return f"{app_url()}?{urlencode(params)}"


def sync_url(params: dict[str, str]) -> str | None:
    """Keep the URL holding the current view, so a copied link reproduces it. Returns the link, or None (and
    clears the URL) when it would be longer than ``LINK_LIMIT``."""
    ss = st.session_state
    link = link_of(params)
    ss["synced_token"] = params[URL_PARAM]
    if len(link) > LINK_LIMIT:
        ss["synced_params"] = {}
        st.query_params.clear()
        return None
    ss["synced_params"] = params
    if {k: st.query_params.get(k) for k in st.query_params} != params:
        st.query_params.from_dict(params)
    return link


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
