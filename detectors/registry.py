"""Detectors by name, so the CLI and pages pick them the same way.

Heavy detectors are imported lazily: ROUGE alone must not load torch.
"""
from __future__ import annotations

from typing import Any

from .result import Detector

DETECTOR_NAMES: tuple[str, ...] = ("rouge", "salience", "classifier")


def make_detector(name: str, **options: Any) -> Detector:
    if name == "rouge":
        from .rouge import RougeDetector

        return RougeDetector()
    if name == "salience":
        from .salience import SalienceDetector

        return SalienceDetector(**options)
    if name == "classifier":
        from .classifier import ClassifierDetector

        return ClassifierDetector(**options)
    raise ValueError(f"unknown detector {name!r}; choose from {', '.join(DETECTOR_NAMES)}")
