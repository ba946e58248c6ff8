"""Sidebar settings of every detector, built from the registry's option specs (``detectors.run.registry``)."""
from __future__ import annotations

from typing import Any

import streamlit as st

from detectors.run.registry import REGISTRY, Option


def option_widget(detector: str, o: Option, key_prefix: str = "opt") -> Any:
    """One widget for one option; its value (None for an empty text field)."""
    key = f"{key_prefix}_{detector}_{o.name}"
    label = o.label or o.name
    if o.choices:
        return st.selectbox(label, list(o.choices), index=list(o.choices).index(o.default), key=key, help=o.help)
    if o.type is int:
        return int(st.number_input(label, min_value=1, max_value=64, value=o.default or 2, key=key, help=o.help))
    value = st.text_input(label, value=o.default or "", key=key, help=o.help)
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
