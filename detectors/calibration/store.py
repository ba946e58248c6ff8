"""A calibration folder: ``calibration.json`` with one map and one decision threshold per detector × error type.

Which folder is used: an explicit path (``--calibration DIR``, the app's sidebar setting), else
the environment variable ``FAITHSCOPE_CALIBRATION``, else the shipped folder
``detectors/calibration/shipped/`` (fitted on the val topics of the dev files by
``benchmarks/fit_calibration.py``).

File format (version 1)::

    {"version": 1, "fitted_on": "...", "threshold_rule": "...",
     "detectors": {
        "classifier": {"model_id": "classifier:…", # the model the maps were fitted on (DetectorResult.model_id)
                       "hallucination": {"map": {"kind": "isotonic", "x": [...], "y": [...], "eps": 0.001},
                                         "threshold": 0.41, "n": 185, "n_pos": 61, ...},
                       "coverage": {...},
                       "domains": {"document": {"model_id": "classifier:…", "hallucination": {...}}}},
        "rouge": {...}}}

``domains``: maps of their own for examples of another kind (``DetectorResult.calibration_domain``; the
classifier's ``document``: a document given as an argument, fitted on documents with their summaries). A domain
may map only some error types (a document has no coverage labels): the others are shown as raw scores.

``threshold`` is on the calibrated probability: flagged = P ≥ threshold. A detector missing from
the file is shown uncalibrated, as a score, never flagged; a ``stretch`` map (the shipped salience entry)
gives a score too, never a probability or a flag.
"""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from detectors.calibration.maps import CalibrationMap
from detectors.core.result import ERROR_TYPES

ENV_VAR = "FAITHSCOPE_CALIBRATION"
FILE_NAME = "calibration.json"
SHIPPED_DIR = Path(__file__).resolve().parent / "shipped"


@dataclass
class ErrorCalibration:
    """The map and decision threshold of one detector × error type, with what it was fitted on."""

    map: CalibrationMap
    threshold: float
    info: dict[str, Any] = field(default_factory=dict)  # n, n_pos, method choice, CV Brier, ...

    def to_dict(self) -> dict[str, Any]:
        return {"map": self.map.to_dict(), "threshold": round(self.threshold, 6), **self.info}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ErrorCalibration:
        t = float(d["threshold"])
        if not 0 <= t <= 1:
            raise ValueError(f"threshold {t} is not in [0, 1]")
        return cls(CalibrationMap.from_dict(d["map"]), t, {k: v for k, v in d.items() if k not in ("map", "threshold")})


@dataclass
class DetectorCalibration:
    errors: dict[str, ErrorCalibration]
    # The ``DetectorResult.model_id`` of the scores the maps were fitted on; the maps are read on no other
    # model's scores (``detectors.calibration.apply.calibration_refusal``). "" = unknown: never applied.
    model_id: str = ""
    domains: dict[str, DetectorCalibration] = field(default_factory=dict)  # the module doc's ``domains``
    unmapped: dict[str, str] = field(default_factory=dict)  # error type without a map → why (shown to the user)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"model_id": self.model_id, **{e: c.to_dict() for e, c in self.errors.items()}}
        if self.unmapped:
            out["unmapped"] = dict(self.unmapped)
        if self.domains:
            out["domains"] = {name: d.to_dict() for name, d in self.domains.items()}
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> DetectorCalibration:
        return cls({e: ErrorCalibration.from_dict(d[e]) for e in ERROR_TYPES if e in d}, str(d.get("model_id") or ""),
                   {str(name): cls.from_dict(v) for name, v in (d.get("domains") or {}).items()},
                   {str(e): str(why) for e, why in (d.get("unmapped") or {}).items()})


@dataclass
class Calibration:
    detectors: dict[str, DetectorCalibration]
    meta: dict[str, Any] = field(default_factory=dict)
    source: str = ""  # the folder it was read from

    def get(self, detector: str, domain: str = "") -> DetectorCalibration | None:
        """The maps of ``detector`` for examples of ``domain`` ("": the argument lists it is fitted on)."""
        entry = self.detectors.get(detector)
        return entry.domains.get(domain) if entry is not None and domain else entry

    def to_dict(self) -> dict[str, Any]:
        return {"version": 1, **self.meta, "detectors": {n: d.to_dict() for n, d in self.detectors.items()}}

    @classmethod
    def from_dict(cls, d: dict[str, Any], source: str = "") -> Calibration:
        if d.get("version") != 1:
            raise ValueError(f"unsupported calibration file version {d.get('version')!r} (expected 1)")
        dets = {n: DetectorCalibration.from_dict(v) for n, v in (d.get("detectors") or {}).items()}
        meta = {k: v for k, v in d.items() if k not in ("version", "detectors")}
        return cls(dets, meta, source)

    def save(self, folder: str | Path) -> Path:
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / FILE_NAME
        path.write_text(json.dumps(self.to_dict(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        return path


def calibration_dir(path: str | Path | None = None) -> Path:
    """The folder in use: ``path``, else ``$FAITHSCOPE_CALIBRATION``, else the shipped folder."""
    if path:
        return Path(path)
    env = os.environ.get(ENV_VAR, "").strip()
    return Path(env) if env else SHIPPED_DIR


def load_calibration(path: str | Path | None = None) -> Calibration:
    """Read a calibration folder (or its ``calibration.json``). Raises ValueError with a readable reason."""
    folder = calibration_dir(path)
    file = folder if folder.suffix == ".json" else folder / FILE_NAME
    if not file.is_file():
        raise ValueError(f"no calibration file at {file} (make one with `python -m detectors calibrate SCORED.jsonl -o DIR`)")
    return _load(str(file.resolve()), file.stat().st_mtime_ns)


def calibration_in_use(path: str | Path | None = None) -> Calibration | None:
    """The calibration the commands apply: ``path``, ``$FAITHSCOPE_CALIBRATION`` or the shipped one (None if none
    is shipped). Raises ValueError for a named folder without a readable calibration."""
    folder = calibration_dir(path)
    if not path and folder == SHIPPED_DIR and not (SHIPPED_DIR / FILE_NAME).is_file():
        return None
    return load_calibration(folder)


@lru_cache(maxsize=8)
def _load(file: str, mtime: int) -> Calibration:
    try:
        data = json.loads(Path(file).read_text(encoding="utf-8"))
        return Calibration.from_dict(data, source=str(Path(file).parent))
    except (json.JSONDecodeError, KeyError, TypeError) as err:
        raise ValueError(f"unreadable calibration file {file}: {err}") from None


def shipped_reliability() -> dict[str, Any] | None:
    """The test-split reliability table the build script wrote beside the shipped calibration (``reliability.json``)."""
    file = SHIPPED_DIR / "reliability.json"
    if not file.is_file():
        return None
    return json.loads(file.read_text(encoding="utf-8"))
