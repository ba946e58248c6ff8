"""Typed findings (issue 19): what is wrong with a response, where, of which kind, and a suggested edit.

* ``types``: ``Finding`` and ``Edit`` (JSON round trip).
* ``rules``: ``find_findings(example, results, calibration)`` (rules and thresholds: module doc there).
* ``edits``: the FAVA-style edits (delete, restore, move, add) and word diffs.
"""
from detectors.findings.rules import find_findings
from detectors.findings.types import FINDING_TYPES, Edit, Finding

__all__ = ["FINDING_TYPES", "Edit", "Finding", "find_findings"]
