"""Models and detectors, loaded once per server process and shared by every page and session.

Model paths typed by a visitor go through ``detectors.core.paths.resolve_user_model``: only
the bundled models and folders under ``FAITHSCOPE_MODELS_DIR`` load. At most ``MAX_MODELS``
causal LMs and ``MAX_MODELS`` classifiers are held at once (least recently used dropped).
"""
from __future__ import annotations

from typing import Any

import streamlit as st

from detectors.core.paths import ModelPathRefused, resolve_user_model
from detectors.run.registry import REGISTRY, make_detector

MAX_MODELS = 2
BUNDLED_LM = ("smollm2-135m-instruct",)


def allowed_model(name: str | None, bundled: tuple[str, ...]) -> str | None:
    """The model to load, or None for the shipped default; raises ModelPathRefused with the reason."""
    if not name or not name.strip():
        return None
    return resolve_user_model(name, bundled)


@st.cache_resource(show_spinner="Loading the language model (first time: about 30 s)…", max_entries=MAX_MODELS)
def language_model(name: str, threads: int | None, device: str = "auto", dtype: str = "auto"):
    from detectors.salience.lm import load_model

    return load_model(name, threads, device, dtype)


@st.cache_resource(show_spinner="Loading the classifier…", max_entries=MAX_MODELS)
def classifier(path: str | None, device: str = "auto", dtype: str = "auto"):
    from detectors.classifier.detector import load_classifier_detector

    return load_classifier_detector(path, device=device, dtype=dtype)


def detector(name: str, **options: Any):
    """A detector ready to run, built on the shared models. Options as in ``REGISTRY[name].options``."""
    opts = {**REGISTRY[name].defaults(), **{k: v for k, v in options.items() if v is not None}}
    if name == "salience":
        model = allowed_model(opts.pop("model"), BUNDLED_LM) or BUNDLED_LM[0]
        threads = opts.pop("threads", None)
        device, dtype = opts.pop("device", "auto"), opts.pop("dtype", "auto")
        from detectors.salience.detector import SalienceDetector

        return SalienceDetector(model=language_model(model, threads, device, dtype), **opts)
    if name == "classifier":
        return classifier(allowed_model(opts.get("model_path"), ()), opts.get("device", "auto"), opts.get("dtype", "auto"))
    return make_detector(name)


__all__ = ["ModelPathRefused", "allowed_model", "classifier", "detector", "language_model", "MAX_MODELS"]
