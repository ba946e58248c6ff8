"""Citation markers, mark allocations and a transcript's timestamps: notes, neither words nor figures of a sentence.

Kept apart from ``detectors.core.text`` (which loads scikit-learn's stop words) so that ``detectors.core.result`` can
read a clause as the detectors do without making the CLI's parser import scikit-learn.
"""
from __future__ import annotations

import re

# A search-style answer's citation markers ("… higher fees [3][4].", "[2, 5]", "[1–3]", a footnote's "[^1]") point at
# sources; they are neither words nor figures of the sentence (stop 52: read as ungiven figures, they put an
# `unsupported` finding on every clause of such an answer). Masked with spaces, so every span stays where it was.
# An answer key's mark allocations ("… protects salmon stocks. (1 mark)", "[2 marks]") are the same kind of note
# (stop 52: read as an ungiven figure, each made a sentence of its own with an `unsupported` finding).
# A transcript's timestamps ("[00:04:12]", "(12:30)") and stage directions ("[laughter]", "[crosstalk]",
# "[Interruption.]") are notes of the same kind (stop 55: a panel transcript's "[00:01:05] TOM VILJOEN: Yes" was read
# as a claim with an ungiven figure, an `unsupported` finding on every turn of every answer).
CITATION_MARK_RE = re.compile(
    r"\[\^?\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\]|[(\[]\d{1,2}\s+marks?[)\]]"
    r"|[(\[]\d{1,2}:\d{2}(?::\d{2})?(?:\.\d{1,3})?[)\]]"
    r"|\[(?:laughter|laughs|crosstalk|cross-talk|inaudible|applause|interruption|pause|silence|overlapping)\.?\]",
    re.IGNORECASE)


def mask_citation_marks(text: str) -> str:
    """``text`` with each note (a citation marker, a mark allocation, a transcript's timestamp or stage direction)
    replaced by as many spaces."""
    return CITATION_MARK_RE.sub(lambda m: " " * len(m.group()), text)
