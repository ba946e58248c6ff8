"""Salience detector (method paper §3.2, §5.3, Appendix C/C.1).

Pipeline, for one example:

1. ``prompt``: the curly-braces prompt; teacher-force input + target through the LM.
2. ``salience_gradients``: token map M[s, t] (rows s: every token; columns t: the
   response tokens of content words) by gradient×input or gradient L2 norm.
3. ``salience_math``: square and column-normalize, max-merge tokens into words
   (rows: argument words, columns: response words), aggregate rows into
   contributions α and columns into attributions β (max | sum | neg_entropy),
   and the example scores::

       coverage      = 1 − min_k gmean_{i ∈ perspective k} αᵢ
       hallucination = 1 − gmean_j βⱼ

   Word scores: 1 − βⱼ for response words, 1 − αᵢ for argument words;
   argument coverage = 1 − gmean of α over the argument's words.

``SalienceDetector.run`` looks results up in ``cache.ResultCache`` first.
"""
from __future__ import annotations

import time
from typing import Any

import numpy as np

from detectors.salience.cache import ResultCache, result_key
from detectors.core.example import Example
from detectors.salience.lm import DEFAULT_MODEL, LoadedModel, load_model
from detectors.salience.prompt import DEFAULT_TEMPLATE, PromptTemplate, TokenizedPrompt, build_prompt, tokenize_prompt
from detectors.core.result import DetectorResult, Progress, SalienceMaps, TokenRef, WordRef, WordScore
from detectors.salience.gradients import get_method, token_salience_fast, token_salience_reference
from detectors.salience.scoring import (
    AGGREGATIONS,
    aggregate,
    argument_coverage,
    coverage_score,
    hallucination_score,
    normalize_columns,
    perspective_coverage,
    word_map,
)
from detectors.salience.words import MapWord, argument_words, needed_columns, response_words

DEFAULT_MAX_TOKENS = 1536


class SalienceDetector:
    """``run(example, progress)`` → ``DetectorResult(detector="salience")``.

    ``model``: a ``LoadedModel`` (e.g. from ``load_model`` under ``st.cache_resource``),
    or a model name/folder (as the CLI's ``--model``); a name, or None for the default
    model, is loaded on the first run that misses the cache.
    """

    name = "salience"

    def __init__(
        self,
        model: LoadedModel | str | None = None,
        model_name: str = DEFAULT_MODEL,
        method: str = "grad_x_input",
        aggregation: str = "max",
        template: PromptTemplate = DEFAULT_TEMPLATE,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        chunk_size: int = 16,
        strategy: str = "prefix",
        threads: int | None = None,
        cache: ResultCache | None | bool = True,
    ) -> None:
        get_method(method)
        if aggregation not in AGGREGATIONS:
            raise ValueError(f"unknown aggregation {aggregation!r}; choose from {', '.join(AGGREGATIONS)}")
        if isinstance(model, str):
            model, model_name = None, model
        self.model = model
        self.model_name = model.name if model is not None else model_name
        self.method, self.aggregation, self.template = method, aggregation, template
        self.max_tokens, self.chunk_size, self.strategy, self.threads = max_tokens, chunk_size, strategy, threads
        self.cache = ResultCache() if cache is True else (cache or None)

    def cache_key(self, example: Example) -> str:
        return result_key(example.content_key(), self.model_name, self.template.fingerprint(), self.method, self.aggregation)

    def cached(self, example: Example) -> DetectorResult | None:
        """The cached result, or None (never computes)."""
        return self.cache.get(self.cache_key(example)) if self.cache else None

    def run(self, example: Example, progress: Progress | None = None) -> DetectorResult:
        hit = self.cached(example)
        if hit is not None:
            if progress:
                progress(1, 1)
            return hit
        if self.model is None:
            self.model = load_model(self.model_name, self.threads)
        result = compute_salience(
            self.model, example, self.method, self.aggregation, self.template,
            max_tokens=self.max_tokens, chunk_size=self.chunk_size, strategy=self.strategy, progress=progress,
        )
        if self.cache:
            self.cache.put(self.cache_key(example), result)
        return result


def compute_salience(
    lm: LoadedModel,
    example: Example,
    method: str = "grad_x_input",
    aggregation: str = "max",
    template: PromptTemplate = DEFAULT_TEMPLATE,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    chunk_size: int = 16,
    strategy: str = "prefix",
    reference: bool = False,
    progress: Progress | None = None,
) -> DetectorResult:
    """Compute the salience result (no cache). ``reference=True`` uses the per-column Captum loop."""
    tp = tokenize_prompt(build_prompt(example, template), lm.tokenizer)
    if len(tp.ids) > max_tokens:
        raise ValueError(
            f"example too long for salience: the prompt has {len(tp.ids):,} tokens, the limit is {max_tokens:,} "
            f"(shorten the arguments or response, or raise max_tokens)"
        )
    rows = argument_words(tp, example.arguments)
    cols = response_words(tp, example.response)
    columns = needed_columns(cols)
    started = time.perf_counter()
    if reference:
        tmap = token_salience_reference(lm.model, tp.ids, columns, method, progress=progress)
    else:
        tmap = token_salience_fast(lm.model, tp.ids, columns, method, chunk_size, strategy, progress=progress)
    seconds = time.perf_counter() - started
    return salience_result(example, tp, tmap, columns, rows, cols, aggregation, method=method, model=lm.name,
                           template=template.fingerprint(), seconds=seconds)


def salience_result(
    example: Example,
    tp: TokenizedPrompt,
    token_map: np.ndarray,
    columns: list[int],
    rows: list[MapWord],
    cols: list[MapWord],
    aggregation: str = "max",
    method: str = "grad_x_input",
    model: str = "",
    template: str = "",
    seconds: float | None = None,
) -> DetectorResult:
    """Steps 2–4 of the method on a raw token map (all tokens × ``columns``)."""
    norm = normalize_columns(token_map)
    col_index = {t: j for j, t in enumerate(columns)}
    wmap = word_map(norm, [w.tokens for w in rows], [[col_index[t] for t in w.tokens] for w in cols])
    contribution = aggregate(wmap, axis=1, how=aggregation)
    attribution = aggregate(wmap, axis=0, how=aggregation)
    r_persp = [w.perspective for w in rows]
    per_persp = perspective_coverage(contribution, r_persp, len(example.perspectives))
    per_arg = argument_coverage(contribution, r_persp, [w.argument for w in rows], [len(p.arguments) for p in example.perspectives])

    arg_tokens = [(t, p, a) for p, a, _ in example.arguments for t in tp.tokens_in(tp.prompt.spans[("argument", p, a)])]
    token_text = tp.tokens
    maps = SalienceMaps(
        model=model, method=method, aggregation=aggregation, template=template,
        perspective_labels=[p.label for p in example.perspectives],
        n_tokens=len(tp.ids),
        token_matrix=norm[[t for t, _, _ in arg_tokens]] if arg_tokens else np.zeros((0, len(columns))),
        token_rows=[TokenRef(token_text[t], p, a) for t, p, a in arg_tokens],
        token_cols=[token_text[t] for t in columns],
        word_matrix=wmap,
        row_words=[WordRef(w.word, w.start, w.end, w.perspective, w.argument) for w in rows],
        col_words=[WordRef(w.word, w.start, w.end) for w in cols],
        contribution=contribution,
        attribution=attribution,
        seconds=seconds,
    )
    return DetectorResult(
        detector="salience",
        hallucination=hallucination_score(attribution),
        coverage=coverage_score(per_persp),
        response_words=[WordScore(w.word, w.start, w.end, float(1.0 - b)) for w, b in zip(cols, attribution)],
        argument_words=[
            WordScore(w.word, w.start, w.end, float(1.0 - a), w.perspective, w.argument) for w, a in zip(rows, contribution)
        ],
        perspective_coverage=per_persp,
        argument_coverage=per_arg,
        details=maps,
    )


def top_sources(maps: SalienceMaps, response_word_index: int, k: int = 5) -> list[tuple[WordRef, float]]:
    """The ``k`` argument words with the highest word-map value for one response word, highest first."""
    wmap = np.asarray(maps.word_matrix, dtype=float)
    if wmap.size == 0:
        return []
    column = wmap[:, response_word_index]
    order = np.argsort(-column, kind="stable")[:k]
    return [(maps.row_words[i], float(column[i])) for i in order]
