"""Sidebar settings of every detector, built from the registry's option specs (``detectors.run.registry``)."""
from __future__ import annotations

from typing import Any

import streamlit as st

from detectors.run.registry import REGISTRY, Option


def widget_default(o: Option) -> Any:
    """Where an option's widget starts: its default, else (None: the library's choice) ``widget_default``."""
    return o.default if o.default is not None else o.widget_default


def option_widget(detector: str, o: Option, key_prefix: str = "opt") -> Any:
    """One widget for one option; its value (None for an empty text field)."""
    key = f"{key_prefix}_{detector}_{o.name}"
    label = o.label or o.name
    # A value already in the widget's state (e.g. restored from a link) wins; passing a default beside it
    # would make Streamlit warn on the page.
    preset = key in st.session_state
    if o.choices:
        index = None if preset else list(o.choices).index(o.default)
        return st.selectbox(label, list(o.choices), key=key, help=o.help, **({} if preset else {"index": index}))
    if o.type is int:
        return int(st.number_input(label, min_value=o.minimum, max_value=o.maximum, key=key, help=o.help,
                                   **({} if preset else {"value": widget_default(o)})))
    value = st.text_input(label, key=key, help=o.help, **({} if preset else {"value": o.default or ""}))
    return value.strip() or None


def detector_settings(names: list[str] | None = None, key_prefix: str = "opt") -> dict[str, dict[str, Any]]:
    """Render a settings block per detector that has options; returns {detector: {option: value}}."""
    out: dict[str, dict[str, Any]] = {}
    for name in (names if names is not None else list(REGISTRY)):
        info = REGISTRY[name]
        out[name] = {}
        if not info.options:
            continue
        st.subheader(f"{info.title} settings")
        for o in info.options:
            out[name][o.name] = option_widget(name, o, key_prefix)
    return out


def calibration_setting():
    """The sidebar's calibration folder (call inside ``st.sidebar``); returns the Calibration to use, or None.

    Empty = ``$FAITHSCOPE_CALIBRATION`` or the shipped calibration. A typed folder must lie under
    the allowed models directory (``FAITHSCOPE_MODELS_DIR``), like a model path: a visitor must not
    make the server read arbitrary folders.
    """
    from detectors.calibration import load_calibration
    from detectors.core.paths import ModelPathRefused, resolve_user_model

    st.subheader("Calibration")
    typed = st.text_input("Calibration folder (empty = shipped)", key="calibration_dir",
                          help="A folder written by `python -m detectors calibrate SCORED.jsonl -o DIR`, under the "
                               "models directory (default: $FAITHSCOPE_CALIBRATION, else the calibration shipped "
                               "with Faithscope)").strip()
    try:
        return load_calibration(resolve_user_model(typed) if typed else None)
    except ModelPathRefused as err:
        st.error(f"Calibration folder refused: {err}")
    except ValueError as err:
        st.error(f"Calibration not used: {err}")
    return None
