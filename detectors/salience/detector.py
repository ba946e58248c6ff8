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

from detectors.core.example import Example
from detectors.core.result import DetectorResult, Progress, PromptRowRef, SalienceMaps, TokenRef, WordRef, WordScore
from detectors.salience.cache import ResultCache, result_key
from detectors.salience.gradients import get_method, token_salience_fast, token_salience_reference
from detectors.salience.lm import DEFAULT_MODEL, LoadedModel, load_model, load_tokenizer
from detectors.salience.prompt import (
    DEFAULT_TEMPLATE,
    PROMPT_FORMATS,
    PromptTemplate,
    TokenizedPrompt,
    make_prompt,
    prompt_fingerprint,
    tokenize_prompt,
)
from detectors.salience.score_range import score_range, stretch
from detectors.salience.scoring import (
    AGGREGATIONS,
    NORMALIZATIONS,
    aggregate,
    argument_coverage,
    coverage_score,
    hallucination_score,
    normalization_rows,
    normalize,
    perspective_coverage,
    raw_word_map,
    source_parts,
    token_kinds,
    word_map,
)
from detectors.salience.words import MapWord, argument_words, needed_columns, other_words, response_words

DEFAULT_MAX_TOKENS = 1536
DEFAULT_NORMALIZATION = "arguments"  # chosen on val (docs/salience.md)
DEFAULT_AGGREGATION = "source_share"  # chosen on val (docs/salience.md)


class SalienceDetector:
    """``run(example, progress)`` → ``DetectorResult(detector="salience")``.

    ``model``: a ``LoadedModel`` (e.g. from ``load_model`` under ``st.cache_resource``),
    or a model name/folder (as the CLI's ``--model``); a name, or None for the default
    model, is loaded on the first run that misses the cache (on ``device`` in ``dtype``).
    ``chunk_size=None`` adapts the chunk to the memory at hand.
    """

    name = "salience"

    def __init__(
        self,
        model: LoadedModel | str | None = None,
        model_name: str = DEFAULT_MODEL,
        method: str = "grad_x_input",
        aggregation: str = DEFAULT_AGGREGATION,
        normalization: str = DEFAULT_NORMALIZATION,
        prompt_format: str = "braces",
        template: PromptTemplate = DEFAULT_TEMPLATE,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        chunk_size: int | None = None,
        strategy: str = "prefix",
        threads: int | None = None,
        device: str = "auto",
        dtype: str = "auto",
        cache: ResultCache | None | bool = True,
    ) -> None:
        get_method(method)
        if aggregation not in AGGREGATIONS:
            raise ValueError(f"unknown aggregation {aggregation!r}; choose from {', '.join(AGGREGATIONS)}")
        if normalization not in NORMALIZATIONS:
            raise ValueError(f"unknown normalization {normalization!r}; choose from {', '.join(NORMALIZATIONS)}")
        if prompt_format not in PROMPT_FORMATS:
            raise ValueError(f"unknown prompt format {prompt_format!r}; choose from {', '.join(PROMPT_FORMATS)}")
        if isinstance(model, str):
            model, model_name = None, model
        self.model = model
        self.model_name = model.name if model is not None else model_name
        self.method, self.aggregation, self.normalization = method, aggregation, normalization
        self.prompt_format, self.template = prompt_format, template
        self.max_tokens, self.chunk_size, self.strategy, self.threads = max_tokens, chunk_size, strategy, threads
        self.device, self.dtype = device, dtype
        self.cache = ResultCache() if cache is True else (cache or None)
        self._fingerprint: str | None = None

    def _precision(self) -> str:
        """The dtype the maps are computed in (part of the cache key: half precision differs)."""
        if self.model is not None:
            return str(next(self.model.model.parameters()).dtype).removeprefix("torch.")
        from detectors.core.device import resolve_device, resolve_dtype

        try:
            return resolve_dtype(self.dtype, resolve_device(self.device))
        except ValueError:
            return self.dtype

    def prompt_fingerprint(self) -> str:
        if self._fingerprint is None:
            tok = None
            if self.prompt_format == "chat":
                tok = self.model.tokenizer if self.model is not None else load_tokenizer(self.model_name)
            self._fingerprint = prompt_fingerprint(self.prompt_format, tok, self.template)
        return self._fingerprint

    def cache_key(self, example: Example) -> str:
        return result_key(example.content_key(), self.model_name, self.prompt_fingerprint(), self.method,
                          self.aggregation, normalization=self.normalization, dtype=self._precision())

    def cached(self, example: Example) -> DetectorResult | None:
        """The cached result, or None (never computes)."""
        return self.cache.get(self.cache_key(example)) if self.cache else None

    def run(self, example: Example, progress: Progress | None = None, partial: Any = None) -> DetectorResult:
        """``partial(result)`` receives a partial result (``details.complete`` False) after every chunk."""
        hit = self.cached(example)
        if hit is not None:
            if progress:
                progress(1, 1)
            return hit
        if self.model is None:
            self.model = load_model(self.model_name, self.threads, self.device, self.dtype)
        result = compute_salience(
            self.model, example, self.method, self.aggregation, self.template,
            max_tokens=self.max_tokens, chunk_size=self.chunk_size, strategy=self.strategy, progress=progress,
            normalization=self.normalization, prompt_format=self.prompt_format, partial=partial,
        )
        if self.cache:
            self.cache.put(self.cache_key(example), result)
        return result


def compute_salience(
    lm: LoadedModel,
    example: Example,
    method: str = "grad_x_input",
    aggregation: str = DEFAULT_AGGREGATION,
    template: PromptTemplate = DEFAULT_TEMPLATE,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    chunk_size: int | None = None,
    strategy: str = "prefix",
    reference: bool = False,
    progress: Progress | None = None,
    normalization: str = DEFAULT_NORMALIZATION,
    prompt_format: str = "braces",
    partial: Any = None,
) -> DetectorResult:
    """Compute the salience result (no cache). ``reference=True`` uses the per-column Captum loop.

    ``partial(result)``: called with a partial result after every chunk of columns.
    """
    tp = tokenize_prompt(make_prompt(example, prompt_format, lm.tokenizer, template), lm.tokenizer)
    if len(tp.ids) > max_tokens:
        raise ValueError(
            f"example too long for salience: the prompt has {len(tp.ids):,} tokens, the limit is {max_tokens:,} "
            f"(shorten the arguments or response, or raise max_tokens)"
        )
    rows = argument_words(tp, example.arguments)
    cols = response_words(tp, example.response)
    columns = needed_columns(cols)
    fingerprint = prompt_fingerprint(prompt_format, lm.tokenizer, template)
    common = dict(aggregation=aggregation, method=method, model=lm.name, template=fingerprint, normalization=normalization)
    on_chunk = None
    if partial is not None:
        def on_chunk(tmap: np.ndarray) -> None:
            partial(salience_result(example, tp, tmap, columns, rows, cols, complete=False, **common))
    started = time.perf_counter()
    if reference:
        tmap = token_salience_reference(lm.model, tp.ids, columns, method, progress=progress)
    else:
        tmap = token_salience_fast(lm.model, tp.ids, columns, method, chunk_size, strategy, progress=progress,
                                   on_chunk=on_chunk)
    seconds = time.perf_counter() - started
    return salience_result(example, tp, tmap, columns, rows, cols, seconds=seconds, **common)


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
    normalization: str = DEFAULT_NORMALIZATION,
    complete: bool = True,
) -> DetectorResult:
    """Steps 2–4 of the method on a raw token map (all tokens × ``columns``).

    ``complete=False``: a partial map (columns not computed yet are all zero) for progressive display.
    """
    token_map = np.asarray(token_map, dtype=float)
    kinds = token_kinds(len(tp.ids), tp.prompt.spans, tp.offsets)
    norm = normalize(token_map, normalization_rows(kinds, normalization))
    col_index = {t: j for j, t in enumerate(columns)}
    row_groups = [w.tokens for w in rows]
    col_groups = [[col_index[t] for t in w.tokens] for w in cols]
    wmap = word_map(norm, row_groups, col_groups)
    parts = source_parts(token_map, kinds, col_groups)
    contribution = aggregate(wmap, axis=1, how=aggregation)
    attribution = parts[:, 0].copy() if aggregation == "source_share" else aggregate(wmap, axis=0, how=aggregation)
    r_persp = [w.perspective for w in rows]
    per_persp = perspective_coverage(contribution, r_persp, len(example.perspectives))
    per_arg = argument_coverage(contribution, r_persp, [w.argument for w in rows], [len(p.arguments) for p in example.perspectives])
    raw_scores = {"hallucination": hallucination_score(attribution), "coverage": coverage_score(per_persp)}
    hallucination = raw_scores["hallucination"]
    rng = score_range(model, method, template, normalization, aggregation)
    if rng:  # coverage is the max over perspectives, so stretching them stretches it
        hallucination = stretch(hallucination, *rng["hallucination"])
        per_persp = [stretch(v, *rng["coverage"]) for v in per_persp]
        per_arg = [[stretch(v, *rng["coverage"]) for v in row] for row in per_arg]

    # expert rows: the prompt's other words (share of all non-template rows) and the template (share of all rows)
    others = other_words(tp)
    share = normalize(token_map, normalization_rows(kinds, "paper"))
    other_matrix = word_map(share, [w.tokens for w in others], col_groups)
    other_raw = raw_word_map(token_map, share, [w.tokens for w in others], col_groups)
    template_rows = [int(i) for i in np.flatnonzero(kinds == 3)]
    everything = normalize(token_map)
    template_share = np.array([everything[template_rows][:, g].sum(axis=0).max() if g and template_rows else 0.0
                               for g in col_groups])
    other_refs = [PromptRowRef(w.word, w.kind, w.start, w.end, w.perspective) for w in others]
    other_refs.append(PromptRowRef("template, BOS, braces", "template"))
    other_matrix = np.vstack([other_matrix, template_share[None, :]]) if cols else np.zeros((len(other_refs), 0))
    other_raw = np.vstack([other_raw, np.zeros((1, len(cols)))]) if cols else np.zeros((len(other_refs), 0))

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
        normalization=normalization,
        raw_word_matrix=raw_word_map(token_map, norm, row_groups, col_groups),
        source_parts=parts,
        other_rows=other_refs,
        other_matrix=other_matrix,
        other_raw=other_raw,
        complete=complete,
        raw_scores=raw_scores,
        score_range=rng,
    )
    return DetectorResult(
        detector="salience",
        hallucination=hallucination,
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
