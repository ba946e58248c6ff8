"""Which kind of example this is: an argument list (the default) or a document given as the source.

A given argument over ``LONG_PREMISE_WORDS`` words is a *document* (a news article, retrieved evidence) rather than
an argument: no given argument in the dev data, the organic benchmark or the gallery comes near it (at most 40
words). The classifier reads a document in sentence windows (``detectors.classifier.long_premise``), and every
detector marks such an example with ``calibration_domain``, so that a calibration fitted on argument lists is not
read on it (``detectors.calibration``: the classifier has maps of its own for documents).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from detectors.core.example import Example

LONG_PREMISE_WORDS = 150
# The calibration domain of an example whose given material is a document (a source text with its summary).
DOCUMENT = "document"


def is_document(text: str) -> bool:
    """Longer than any argument: a source document rather than an argument."""
    return len(text.split()) > LONG_PREMISE_WORDS


def has_document(example: Example) -> bool:
    """Whether a given argument is a document."""
    return any(is_document(a) for _, _, a in example.arguments)


def calibration_domain(example: Example) -> str:
    """``DOCUMENT`` when a given argument is a document, else "" (``DetectorResult.calibration_domain``). The
    argument-list calibration does not hold on documents with their summaries (QAGS, WiCE: ECE 0.23 and 0.46,
    ``benchmarks/document_eval.py --calibrated`` before stop 39)."""
    return DOCUMENT if has_document(example) else ""
