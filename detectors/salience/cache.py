"""On-disk cache of salience results, plus the shipped precomputed ones.

Key: (``SALIENCE_VERSION``, example.content_key(), the setting's ``model_id``: model weights, method,
prompt-format fingerprint, normalization, aggregation and dtype; ``detector.Setting``), hashed into a
file name ``<hash>.json``. ``SALIENCE_VERSION`` names the computation: bump it whenever the maths
changes, so no cache serves old numbers (a test recomputes a shipped result and compares). Results
hold raw scores: how they are shown (the ``stretch`` calibration map) is not part of the key. Two
layers, looked up in order:

1. ``detectors/salience/precomputed/`` inside the package: read-only results shipped for
   the gallery (written by ``python -m detectors.salience.precompute``), so a demo never waits;
2. ``$FAITHSCOPE_CACHE/results/`` (default ``~/.cache/faithscope/results``):
   everything computed on this machine.

Files are JSON (``DetectorResult.to_dict``) with floats rounded to 5 digits.
"""
from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path
from typing import Any

from detectors.core.paths import cache_dir
from detectors.core.result import DetectorResult

log = logging.getLogger(__name__)

# 2: template rows out of the normalizations, source shares, expert rows; 3: example scores stretched over the
# val range; 4: raw scores again (the stretch is a calibration map), keyed by the model id
SALIENCE_VERSION = "4"
SHIPPED_DIR = Path(__file__).resolve().parent / "precomputed"
DIGITS = 5


def result_key(content_key: str, model_id: str, version: str = SALIENCE_VERSION) -> str:
    """The cache file name (without ``.json``) of one example's result under one setting (``model_id``)."""
    raw = json.dumps([version, content_key, model_id])
    return hashlib.sha256(raw.encode()).hexdigest()[:24]


def user_results_dir() -> Path:
    return cache_dir() / "results"


class ResultCache:
    """``get(key)`` from the shipped layer, then the user layer; ``put(key, result)`` to the user layer."""

    def __init__(self, user_dir: Path | None = None, shipped_dir: Path | None = SHIPPED_DIR) -> None:
        self.user_dir = Path(user_dir) if user_dir is not None else user_results_dir()
        self.shipped_dir = Path(shipped_dir) if shipped_dir is not None else None

    def get(self, key: str) -> DetectorResult | None:
        for folder in (self.shipped_dir, self.user_dir):
            if folder is None:
                continue
            path = folder / f"{key}.json"
            if path.exists():
                try:
                    return read_result(path)
                except (OSError, ValueError, KeyError, TypeError) as err:
                    log.warning("salience cache: unreadable entry %s (%s); computing again", path, err)
                    continue
        return None

    def put(self, key: str, result: DetectorResult) -> None:
        try:
            write_result(self.user_dir / f"{key}.json", result)
        except OSError as err:  # a read-only cache only costs time, but say so once per entry
            log.warning("salience cache: cannot write %s (%s); results will be recomputed", self.user_dir, err)


def write_result(path: Path, result: DetectorResult) -> None:
    """Atomically write ``result`` as compact JSON with rounded floats."""
    data = {"detector": result.detector, **rounded(result.to_dict(details=True))}
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + f".tmp{os.getpid()}")
    tmp.write_text(json.dumps(data, separators=(",", ":"), ensure_ascii=False), encoding="utf-8")
    tmp.replace(path)


def read_result(path: Path) -> DetectorResult:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return DetectorResult.from_dict(data.pop("detector"), data)


def rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, DIGITS)
    if isinstance(value, dict):
        return {k: rounded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [rounded(v) for v in value]
    return value
