"""Model ids: a short fingerprint of a detector's weights and the options that change its scores.

Every ``DetectorResult`` carries the ``model_id`` of the detector that made it, and every
calibration records the ``model_id`` it was fitted on (``detectors.calibration``), so a map is
never read on another model's scores. ``model_id`` = ``<detector>:<12 hex digits>``.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

_CHUNK = 1 << 20


def fingerprint(*parts: object) -> str:
    """12 hex digits of the SHA-256 of the parts' ``repr``s: equal parts, equal fingerprint."""
    h = hashlib.sha256()
    for p in parts:
        h.update(repr(p).encode("utf-8"))
        h.update(b"\x00")
    return h.hexdigest()[:12]


def model_id(detector: str, *parts: object) -> str:
    return f"{detector}:{fingerprint(*parts)}"


def file_digest(path: str | Path) -> str:
    """SHA-256 of a file's bytes (12 hex digits), computed once per (path, size, mtime)."""
    p = Path(path).resolve()
    st = p.stat()
    return _file_digest(str(p), st.st_size, st.st_mtime_ns)


@lru_cache(maxsize=64)
def _file_digest(path: str, size: int, mtime_ns: int) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        while chunk := f.read(_CHUNK):
            h.update(chunk)
    return h.hexdigest()[:12]


def folder_digest(folder: str | Path, patterns: tuple[str, ...] = ("*.json", "*.safetensors", "*.bin", "*.gguf")) -> str:
    """One digest of the weight and config files of a model folder (names and contents)."""
    folder = Path(folder)
    files = sorted(f for pat in patterns for f in folder.glob(pat) if f.is_file())
    return fingerprint(*((f.name, file_digest(f)) for f in files))
