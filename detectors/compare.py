"""Two responses to the same query and arguments (``Example.response_b``): split them, compare their scores.

* ``split_responses(example)`` → (A, B): A is the example without ``response_b`` (so A's
  content key, detector caches and shipped salience are those of the one-response example); B is
  the same query, arguments and intro with ``response`` = ``response_b`` (None when there is none).
* ``score_differences(a, b, calibrated_a, calibrated_b)``: one row per detector run on both and
  error type, with A, B and B − A (raw scores; calibrated probabilities too where both have them).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from detectors.core.example import Example
from detectors.core.result import DetectorResult

ERRORS = ("hallucination", "coverage")


def split_responses(example: Example) -> tuple[Example, Example | None]:
    """(the example as scored for response A, the example with response B in its place, or None)."""
    a = example.model_copy(update={"response_b": None}) if example.response_b is not None else example
    if not example.response_b:
        return a, None
    return a, example.model_copy(update={"response": example.response_b, "response_b": None})


def score_differences(
    a: Mapping[str, DetectorResult],
    b: Mapping[str, DetectorResult],
    calibrated_a: Mapping[str, Any] | None = None,
    calibrated_b: Mapping[str, Any] | None = None,
) -> list[dict[str, Any]]:
    """Rows ``{detector, error, A, B, "B − A"}`` (+ ``P(A)``, ``P(B)``, ``P(B) − P(A)`` where both are calibrated).

    Higher = more likely an error, so a negative difference means B is the better response by that detector.
    """
    rows = []
    for name in a:
        if name not in b:
            continue
        sa, sb = a[name].scores(), b[name].scores()
        ca = (calibrated_a or {}).get(name)
        cb = (calibrated_b or {}).get(name)
        for e in ERRORS:
            row: dict[str, Any] = {"detector": name, "error": e, "A": sa[e], "B": sb[e], "B − A": sb[e] - sa[e]}
            if ca is not None and cb is not None and e in ca.probs and e in cb.probs:
                row.update({"P(A)": ca.probs[e], "P(B)": cb.probs[e], "P(B) − P(A)": cb.probs[e] - ca.probs[e]})
            rows.append(row)
    return rows
