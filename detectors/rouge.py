"""ROUGE-1 detector (method paper §3.1 and §5.3).

Example level, with words = stemmed content words (``detectors.core.text``):

    hallucination = 1 − P,   P = ROUGE-1 precision of the response against all given arguments
    coverage      = 1 − min_k R_k,   R_k = ROUGE-1 recall of perspective k's arguments in the response

Word level (paper §5.3): a response word scores 0 if its stem occurs in any
given argument, else 1; an argument word scores 0 if its stem occurs in the
response, else 1. Per-argument recall shows which argument was dropped.

Edge cases: a response with no content words has nothing that can be
hallucinated (hallucination 0) and covers nothing; an argument or perspective
with no content words has nothing to miss (recall 1).
"""
from __future__ import annotations

from functools import lru_cache
from importlib.metadata import version
from typing import Any

from detectors.core.domain import calibration_domain
from detectors.core.example import Example
from detectors.core.fingerprint import model_id
from detectors.core.result import DetectorResult, Progress, RougeDetails, WordScore
from detectors.core.text import StemTokenizer, content_stems, content_words


@lru_cache(maxsize=1)
def _scorer() -> Any:
    """The rouge-score scorer, built on first use (importing rouge_score imports all of NLTK)."""
    from rouge_score import rouge_scorer

    return rouge_scorer.RougeScorer(["rouge1"], tokenizer=StemTokenizer())


def rouge1(target: str, prediction: str) -> tuple[float, float]:
    """(precision, recall) of ``prediction`` against ``target`` from the rouge-score package."""
    s = _scorer().score(target, prediction)["rouge1"]
    return s.precision, s.recall


def _recall_or_one(target: str, prediction: str) -> float:
    return rouge1(target, prediction)[1] if content_stems(target) else 1.0


# ROUGE has no weights: its id names the package version and the word rule (stemmed content words).
ROUGE_MODEL_ID = model_id("rouge", version("rouge-score"), "rouge1", "stemmed content words")


class RougeDetector:
    name = "rouge"
    model_id = ROUGE_MODEL_ID

    def run(self, example: Example, progress: Progress | None = None) -> DetectorResult:
        response = example.response
        all_args = "\n".join(a for _, _, a in example.arguments)

        response_stems = set(content_stems(response))
        argument_stems = set(content_stems(all_args))

        if response_stems:
            precision, _ = rouge1(all_args, response)
            hallucination = 1.0 - precision
        else:
            hallucination = 0.0

        argument_coverage = [
            [1.0 - _recall_or_one(arg, response) for arg in p.arguments] for p in example.perspectives
        ]
        perspective_coverage = [1.0 - _recall_or_one("\n".join(p.arguments), response) for p in example.perspectives]
        coverage = max(perspective_coverage)  # 1 − min recall

        response_words = [
            WordScore(w.text, w.start, w.end, 0.0 if w.stem in argument_stems else 1.0)
            for w in content_words(response)
        ]
        argument_words = [
            WordScore(w.text, w.start, w.end, 0.0 if w.stem in response_stems else 1.0, pi, ai)
            for pi, ai, arg in example.arguments
            for w in content_words(arg)
        ]
        if progress:
            progress(1, 1)
        return DetectorResult(
            detector=self.name,
            model_id=self.model_id,
            calibration_domain=calibration_domain(example),
            hallucination=hallucination,
            coverage=coverage,
            response_words=response_words,
            argument_words=argument_words,
            perspective_coverage=perspective_coverage,
            argument_coverage=argument_coverage,
            details=RougeDetails(
                precision=1.0 - hallucination,
                perspective_recall=[1.0 - c for c in perspective_coverage],
                argument_recall=[[1.0 - c for c in row] for row in argument_coverage],
            ),
        )
