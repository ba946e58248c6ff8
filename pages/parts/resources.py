"""Detectors built once per server process from their registry entries and shared by every page and session.

Model paths typed by a visitor go through ``detectors.core.paths.resolve_user_model``: only the
bundled models a registry option names (``Option.bundled``) and folders under ``FAITHSCOPE_MODELS_DIR``
load. At most ``MAX_MODELS`` detectors per kind are held at once (least recently used dropped).
"""
from __future__ import annotations

from typing import Any

import streamlit as st

from detectors.core.paths import ModelPathRefused, resolve_user_model
from detectors.core.result import Detector
from detectors.run.registry import REGISTRY, Option, make_detector

MAX_MODELS = 2


def allowed_model(name: str | None, bundled: tuple[str, ...]) -> str | None:
    """The model to load, or None for the shipped default; raises ModelPathRefused with the reason."""
    if not name or not name.strip():
        return None
    return resolve_user_model(name, bundled)


def allowed_option(o: Option, value: Any) -> Any:
    """A path option's value as the app may load it (its default for an empty field); others unchanged."""
    if not o.path:
        return value
    return allowed_model(value, o.bundled) or o.default


def resolved_options(name: str, **options: Any) -> dict[str, Any]:
    """The detector's options with defaults filled in and model paths checked (raises ModelPathRefused)."""
    given = {k: v for k, v in options.items() if v is not None}
    return {o.name: allowed_option(o, given.get(o.name, o.default)) for o in REGISTRY[name].options}


@st.cache_resource(show_spinner="Loading the detector's model…", max_entries=MAX_MODELS * len(REGISTRY))
def _shared(name: str, options: tuple[tuple[str, Any], ...]) -> Detector:
    return make_detector(name, **dict(options))


def detector(name: str, **options: Any) -> Detector:
    """A detector ready to run, shared by every session. Options as in ``REGISTRY[name].options``."""
    return _shared(name, tuple(sorted(resolved_options(name, **options).items())))


__all__ = ["ModelPathRefused", "allowed_model", "detector", "resolved_options", "MAX_MODELS"]
