"""Inputs of the case-file and report tests (issue 26): hostile text, and results that need no model.

* ``PAYLOADS``: script tags, event handlers, ``javascript:`` links, Markdown links and CSS; ``payload_example``
  puts them in every text field of an example (ids, labels, arguments, response, note).
* ``classifier_row``: a row of ``tests/fixtures/findings_labelled.scored.jsonl`` (ROUGE and the shipped
  classifier, with details), so the findings rules have the classifier's localization.
* ``altered_finding``: a hand-written ``altered`` finding with its edit on that row (the rules that find
  findings are tested elsewhere and may change; these tests are about showing one).
* ``gallery_salience``: a gallery example with its shipped precomputed salience result.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from detectors.core.example import Example, load_examples
from detectors.core.result import DetectorResult
from detectors.findings.types import Edit, Finding

ROOT = Path(__file__).resolve().parents[1]
SCORED_FIXTURE = ROOT / "tests" / "fixtures" / "findings_labelled.scored.jsonl"

PAYLOADS = (
    "<script>alert('s1')</script>",
    '<img src="http://127.0.0.1:9/x.png" onerror="alert(\'e1\')">',
    '<a href="javascript:alert(\'j1\')">click</a>',
    "[click me](javascript:alert('m1')) ![x](http://127.0.0.1:9/m.png)",
    "<style>body{display:none !important}</style>",
    '<svg onload="alert(\'v1\')"></svg>',
    '" onmouseover="alert(\'q1\')" x="',
    "</script><script>alert('b1')</script>",
    "{{ 7*7 }} {% raw %}",
)
PAYLOAD = " ".join(PAYLOADS)


def payload_example(**overrides: Any) -> Example:
    """A valid example with every payload in every text field."""
    data: dict[str, Any] = {
        "id": "x" + PAYLOADS[0], "topic": PAYLOAD, "query": "Are zoos good? " + PAYLOAD,
        "perspectives": [{"label": "pro " + PAYLOADS[1], "arguments": ["Zoos save species. " + PAYLOAD]},
                         {"label": "con " + PAYLOADS[5], "arguments": ["Captivity stresses animals. " + PAYLOAD]}],
        "intro": "Opening. " + PAYLOAD,
        "response": "Zoos save species. " + PAYLOAD + " Captivity stresses animals, and zoos cure cancer.",
        "labels": {"hallucination": 1, "coverage": 0},
        "meta": {"note": PAYLOAD, "review": {  # as a gold export writes it (detectors.review.gold)
            "dataset": "d " + PAYLOADS[2],
            "reviewers": {"ann " + PAYLOADS[0]: {"verdicts": {"0": {"verdict": "change", "type": PAYLOADS[6]}},
                                                 "added": [{"type": PAYLOADS[1]}], "labels": {"hallucination": 1},
                                                 "note": "note " + PAYLOAD, "tags": list(PAYLOADS[3:5])}},
            "settled": {"coverage": {"value": 0, "by": PAYLOADS[4]}}, "disputed": [PAYLOADS[7]]}},
    }
    return Example.model_validate({**data, **overrides})


def classifier_row(example_id: str = "zoos-altered") -> dict[str, Any]:
    for line in SCORED_FIXTURE.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if row.get("id") == example_id:
            return row
    raise KeyError(example_id)


ALTERED = "have rescued every endangered species from dying out"
RESTORED = "save endangered species from extinction"


def altered_finding(example: Example) -> Finding:
    """An ``altered`` finding on zoos-altered's first clause, with the edit that restores its argument's words."""
    start = example.response.index(ALTERED)
    clause_end = example.response.index(", and that")
    return Finding("altered", 0.97, False, span=(0, clause_end), argument=(0, 0), text=example.response[:clause_end],
                   evidence={"flagged": True, "threshold": 0.5, "argument": "pro 1"},
                   edit=Edit("replace", "Restore the clause to what its argument says", start, start + len(ALTERED),
                             RESTORED))


def gallery_salience() -> tuple[Example, DetectorResult]:
    """The first gallery example whose shipped precomputed salience result matches its response word for word."""
    folder = ROOT / "detectors" / "salience" / "precomputed"
    results = [json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))]
    for _, ex in load_examples(ROOT / "examples" / "gallery.jsonl").examples:
        for data in results:
            words = data.get("response_words") or []
            if words and len(ex.response) >= words[-1]["end"] and all(
                    ex.response[w["start"]:w["end"]] == w["word"] for w in words):
                return ex, DetectorResult.from_dict("salience", data)
    raise LookupError("no gallery example matches a precomputed salience result")
