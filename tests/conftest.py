"""Test set-up: caches in a temporary folder, offline Hugging Face, and the ``slow`` marker.

Tests must never write the user's ``~/.cache`` nor their review store: ``FAITHSCOPE_CACHE`` (converted models,
salience results) and ``FAITHSCOPE_HOME`` (the review store's SQLite file) point at per-session temporary
folders, inherited by the Streamlit servers the browser tests start. Tests under ``models/`` and ``browser/`` load real models or a real browser
and are marked ``slow`` (``pytest -m "not slow"`` runs the fast ones).
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

SLOW_FOLDERS = ("models", "browser")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: loads real models or starts a browser (seconds to minutes)")


@pytest.fixture(scope="session", autouse=True)
def isolated_cache(tmp_path_factory: pytest.TempPathFactory):
    cache = tmp_path_factory.mktemp("faithscope-cache")
    saved = {k: os.environ.get(k) for k in ("FAITHSCOPE_CACHE", "FAITHSCOPE_HOME", "FAITHSCOPE_DB", "HF_HUB_OFFLINE")}
    os.environ["FAITHSCOPE_CACHE"] = str(cache)
    os.environ["FAITHSCOPE_HOME"] = str(tmp_path_factory.mktemp("faithscope-home"))  # the review store, saved calibrations
    os.environ.pop("FAITHSCOPE_DB", None)
    os.environ["HF_HUB_OFFLINE"] = "1"
    yield cache
    for k, v in saved.items():
        if v is None:
            os.environ.pop(k, None)
        else:
            os.environ[k] = v


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        parts = Path(str(item.fspath)).parts
        if any(folder in parts for folder in SLOW_FOLDERS):
            item.add_marker(pytest.mark.slow)
