"""Faithscope detectors: a pure library (no Streamlit) for hallucination and coverage errors."""
from detectors.core.example import Example, LoadReport, Perspective, load_examples
from detectors.core.result import Cancelled, DetectorResult, WordScore

__all__ = ["Example", "Perspective", "LoadReport", "load_examples", "DetectorResult", "WordScore", "Cancelled"]
