"""The range the bundled model's example scores are stretched over, so they spread over [0, 1].

The method's example scores are 1 − geometric means of word scores in [0, 1]; with SmolLM2-135M
they bunch in a narrow band (the default's raw scores lie in 0.57–0.93 on the val sample), so a
difference between two responses is hard to see. For a setting measured on the val sample
(model, method, prompt template, normalization, aggregation), each example-level score x is
shown as

    stretch(x) = clip((x − lo) / (hi − lo), 0, 1)

with lo / hi the lowest / highest raw score of that error type among the val sample's examples
(``score_range.json``, written by ``benchmarks/salience_choice.py --write-range``). The
per-perspective and per-argument coverage scores go through the coverage range, so the example
score is still their maximum. The stretch is increasing, so it ranks exactly as the raw score (AUC
unchanged, except ties where a new example falls outside the val range and is clipped); it adds no
information and is not a probability. Other settings (another model, the chat format) have no
range and keep their raw scores; ``SalienceMaps.raw_scores`` always holds the raw ones.
"""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

RANGE_FILE = Path(__file__).resolve().parent / "score_range.json"


def stretch(value: float, lo: float, hi: float) -> float:
    """(value − lo) / (hi − lo), clipped to [0, 1]; the value itself when the range is empty."""
    if hi <= lo:
        return float(value)
    return float(min(1.0, max(0.0, (value - lo) / (hi - lo))))


@lru_cache(maxsize=1)
def _entries() -> tuple[dict[str, Any], ...]:
    if not RANGE_FILE.is_file():
        return ()
    return tuple(json.loads(RANGE_FILE.read_text(encoding="utf-8")).get("ranges") or ())


def score_range(model: str, method: str, template: str, normalization: str, aggregation: str) -> dict[str, list[float]] | None:
    """{error type: [lo, hi]} for this setting, or None when it was not measured."""
    for e in _entries():
        if (e["model"], e["method"], e["template"], e["normalization"], e["aggregation"]) == \
                (model, method, template, normalization, aggregation):
            return {"hallucination": list(e["hallucination"]), "coverage": list(e["coverage"])}
    return None


def range_fingerprint() -> str:
    """Part of the salience cache key: new ranges must not be served from results stretched by old ones."""
    return hashlib.sha256(RANGE_FILE.read_bytes()).hexdigest()[:8] if RANGE_FILE.is_file() else "none"
