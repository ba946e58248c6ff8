"""Salience detector (method paper §3.2, §5.3, Appendix C/C.1).

Pipeline, for one example:

1. ``prompt``: the prompt (the paper's curly braces, or the model's chat template) and its
   tokens; ``words``: the argument words (rows), response words (columns) and the token
   columns they need (``prompt_layout`` here).
2. ``gradients``: token map M[s, t] (rows s: every token; columns t: the response tokens of
   content words) by gradient×input or gradient L2 norm, teacher-forced through the LM.
3. ``scoring``: square and column-normalize, max-merge tokens into words (rows: argument
   words, columns: response words), aggregate rows into contributions α and columns into
   attributions β (max | sum | neg_entropy | source_share), and the example scores::

       coverage      = 1 − min_k gmean_{i ∈ perspective k} αᵢ
       hallucination = 1 − gmean_j βⱼ

   Word scores: 1 − βⱼ for response words, 1 − αᵢ for argument words;
   argument coverage = 1 − gmean of α over the argument's words.

The detector returns these raw scores. Spreading them over a val range is a calibration map
applied outside the detector (``detectors.calibration``, map kind ``stretch``; the shipped
calibration has one for the default setting, read on results of its ``model_id`` only).
Every result carries the ``model_id`` of its setting (``Setting``: model weights, method,
prompt format, normalization, aggregation, dtype). ``SalienceDetector.run`` looks results
up in ``cache.ResultCache`` first.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

import numpy as np

from detectors.core.domain import calibration_domain
from detectors.core.example import Example
from detectors.core.fingerprint import folder_digest, model_id
from detectors.core.result import DetectorResult, Progress, PromptRowRef, SalienceMaps, TokenRef, WordRef, WordScore
from detectors.salience.cache import ResultCache, result_key
from detectors.salience.lm import DEFAULT_MODEL, LoadedModel, load_model, load_tokenizer
from detectors.salience.prompt import (
    DEFAULT_PROMPT_FORMAT,
    DEFAULT_TEMPLATE,
    PROMPT_FORMATS,
    PromptTemplate,
    TokenizedPrompt,
    make_prompt,
    prompt_fingerprint,
    tokenize_prompt,
)
from detectors.salience.scoring import (
    AGGREGATIONS,
    DEFAULT_AGGREGATION,
    DEFAULT_METHOD,
    DEFAULT_NORMALIZATION,
    METHOD_NAMES,
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


@dataclass(frozen=True)
class Setting:
    """What a salience result is computed with: it names the result (``SalienceMaps`` header) and its ``model_id``.

    ``model``: the bundled model's name, a hub name or a local folder; ``template``: the prompt
    format's fingerprint (``prompt.prompt_fingerprint``); ``dtype``: the precision the maps are
    computed in (half precision gives other numbers).
    """

    model: str = DEFAULT_MODEL
    method: str = DEFAULT_METHOD
    template: str = ""
    normalization: str = DEFAULT_NORMALIZATION
    aggregation: str = DEFAULT_AGGREGATION
    dtype: str = "float32"

    @cached_property
    def model_id(self) -> str:
        """``salience:<digest>`` of the weights (a local folder: its files' digest, so the path does not
        matter; otherwise the name) and every option that changes the scores."""
        weights = folder_digest(self.model) if self.model != DEFAULT_MODEL and Path(self.model).is_dir() else self.model
        return model_id("salience", weights, self.method, self.template, self.normalization, self.aggregation,
                        self.dtype)


@dataclass(frozen=True)
class Layout:
    """One example's tokenized prompt and the words of its map: ``rows`` (argument words),
    ``cols`` (response words) and ``columns``, the token columns they need."""

    tp: TokenizedPrompt
    rows: list[MapWord]
    cols: list[MapWord]
    columns: list[int]


def prompt_layout(example: Example, tokenizer: Any, prompt_format: str = DEFAULT_PROMPT_FORMAT,
                  template: PromptTemplate = DEFAULT_TEMPLATE, max_tokens: int = DEFAULT_MAX_TOKENS) -> Layout:
    """Tokenize the example's prompt and find its map's words; a prompt over ``max_tokens`` is refused."""
    tp = tokenize_prompt(make_prompt(example, prompt_format, tokenizer, template), tokenizer)
    if len(tp.ids) > max_tokens:
        raise ValueError(
            f"example too long for salience: the prompt has {len(tp.ids):,} tokens, the limit is {max_tokens:,} "
            f"(shorten the arguments or response, or raise max_tokens)"
        )
    cols = response_words(tp, example.response)
    return Layout(tp, argument_words(tp, example.arguments), cols, needed_columns(cols))


def model_precision(lm: LoadedModel) -> str:
    """The dtype of a loaded model's parameters, e.g. ``float32``."""
    return str(next(lm.model.parameters()).dtype).removeprefix("torch.")


class SalienceDetector:
    """``run(example, progress)`` → ``DetectorResult(detector="salience")`` with raw scores and ``model_id``.

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
        method: str = DEFAULT_METHOD,
        aggregation: str = DEFAULT_AGGREGATION,
        normalization: str = DEFAULT_NORMALIZATION,
        prompt_format: str = DEFAULT_PROMPT_FORMAT,
        template: PromptTemplate = DEFAULT_TEMPLATE,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        chunk_size: int | None = None,
        threads: int | None = None,
        device: str = "auto",
        dtype: str = "auto",
        cache: ResultCache | None | bool = True,
    ) -> None:
        _check_choice("salience method", method, METHOD_NAMES)
        _check_choice("aggregation", aggregation, AGGREGATIONS)
        _check_choice("normalization", normalization, NORMALIZATIONS)
        _check_choice("prompt format", prompt_format, PROMPT_FORMATS)
        if isinstance(model, str):
            model_name, model = model, None
        self.model: LoadedModel | None = model
        self.model_name = model.name if model is not None else model_name
        self.method, self.aggregation, self.normalization = method, aggregation, normalization
        self.prompt_format, self.template = prompt_format, template
        self.max_tokens, self.chunk_size, self.threads = max_tokens, chunk_size, threads
        self.device, self.dtype = device, dtype
        self.cache = ResultCache() if cache is True else (cache or None)
        self._fingerprint: str | None = None
        self._setting: Setting | None = None

    def _precision(self) -> str:
        """The dtype the maps are computed in (part of the model id: half precision differs)."""
        if self.model is not None:
            return model_precision(self.model)
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

    @property
    def setting(self) -> Setting:
        if self._setting is None:
            self._setting = Setting(self.model_name, self.method, self.prompt_fingerprint(), self.normalization,
                                    self.aggregation, self._precision())
        return self._setting

    @property
    def model_id(self) -> str:
        """The ``model_id`` every result of this detector carries (computed without running the model)."""
        return self.setting.model_id

    def cache_key(self, example: Example) -> str:
        return result_key(example.content_key(), self.model_id)

    def cached(self, example: Example) -> DetectorResult | None:
        """The cached result, or None (never computes)."""
        hit = self.cache.get(self.cache_key(example)) if self.cache else None
        if hit is not None:
            hit.model_id = self.model_id  # the key is made of it: say so on results stored without one
        return hit

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
            max_tokens=self.max_tokens, chunk_size=self.chunk_size, progress=progress,
            normalization=self.normalization, prompt_format=self.prompt_format, partial=partial,
        )
        if self.cache:
            self.cache.put(self.cache_key(example), result)
        return result


def _check_choice(what: str, value: str, choices: tuple[str, ...]) -> None:
    if value not in choices:
        raise ValueError(f"unknown {what} {value!r}; choose from {', '.join(choices)}")


def compute_salience(
    lm: LoadedModel,
    example: Example,
    method: str = DEFAULT_METHOD,
    aggregation: str = DEFAULT_AGGREGATION,
    template: PromptTemplate = DEFAULT_TEMPLATE,
    max_tokens: int = DEFAULT_MAX_TOKENS,
    chunk_size: int | None = None,
    reference: bool = False,
    progress: Progress | None = None,
    normalization: str = DEFAULT_NORMALIZATION,
    prompt_format: str = DEFAULT_PROMPT_FORMAT,
    partial: Any = None,
) -> DetectorResult:
    """Compute the salience result (no cache). ``reference=True`` uses the per-column Captum loop.

    ``partial(result)``: called with a partial result after every chunk of columns.
    """
    from detectors.salience.gradients import token_salience_fast, token_salience_reference  # torch: only to compute

    layout = prompt_layout(example, lm.tokenizer, prompt_format, template, max_tokens)
    setting = Setting(lm.name, method, prompt_fingerprint(prompt_format, lm.tokenizer, template), normalization,
                      aggregation, model_precision(lm))
    on_chunk = None
    if partial is not None:
        def on_chunk(tmap: np.ndarray) -> None:
            partial(salience_result(example, layout, tmap, setting, complete=False))
    started = time.perf_counter()
    if reference:
        tmap = token_salience_reference(lm.model, layout.tp.ids, layout.columns, method, progress=progress)
    else:
        tmap = token_salience_fast(lm.model, layout.tp.ids, layout.columns, method, chunk_size, progress=progress,
                                   on_chunk=on_chunk)
    return salience_result(example, layout, tmap, setting, seconds=time.perf_counter() - started)


def salience_result(example: Example, layout: Layout, token_map: np.ndarray, setting: Setting,
                    seconds: float | None = None, complete: bool = True) -> DetectorResult:
    """Step 3 of the method on a raw token map (all tokens × ``layout.columns``): raw scores, word scores, maps.

    ``complete=False``: a partial map (columns not computed yet are all zero) for progressive display.
    """
    token_map = np.asarray(token_map, dtype=float)
    words = word_level(layout, token_map, setting.normalization, setting.aggregation)
    per_persp, per_arg = coverage_scores(example, layout.rows, words.contribution)
    return DetectorResult(
        detector="salience",
        hallucination=hallucination_score(words.attribution),
        coverage=coverage_score(per_persp),
        response_words=[WordScore(w.word, w.start, w.end, float(1.0 - b)) for w, b in zip(layout.cols, words.attribution)],
        argument_words=[WordScore(w.word, w.start, w.end, float(1.0 - a), w.perspective, w.argument)
                        for w, a in zip(layout.rows, words.contribution)],
        perspective_coverage=per_persp,
        argument_coverage=per_arg,
        details=salience_maps(example, layout, token_map, words, setting, seconds, complete),
        model_id=setting.model_id,
        calibration_domain=calibration_domain(example),
    )


@dataclass
class WordLevel:
    """The word map of one token map and what it aggregates to."""

    kinds: np.ndarray  # the kind of every token (scoring.KINDS)
    norm: np.ndarray  # the normalized token map
    col_groups: list[list[int]]  # per response word, its columns of the token map
    word_matrix: np.ndarray  # [argument word, response word]
    source_parts: np.ndarray  # [response word, (arguments, response so far, rest of prompt)]
    contribution: np.ndarray  # α per argument word
    attribution: np.ndarray  # β per response word


def word_level(layout: Layout, token_map: np.ndarray, normalization: str, aggregation: str) -> WordLevel:
    """Normalize the token map, merge it into the word map, aggregate rows (α) and columns (β)."""
    tp = layout.tp
    kinds = token_kinds(len(tp.ids), tp.prompt.spans, tp.offsets)
    norm = normalize(token_map, normalization_rows(kinds, normalization))
    col_index = {t: j for j, t in enumerate(layout.columns)}
    col_groups = [[col_index[t] for t in w.tokens] for w in layout.cols]
    wmap = word_map(norm, [w.tokens for w in layout.rows], col_groups)
    parts = source_parts(token_map, kinds, col_groups)
    contribution = aggregate(wmap, axis=1, how=aggregation)
    attribution = parts[:, 0].copy() if aggregation == "source_share" else aggregate(wmap, axis=0, how=aggregation)
    return WordLevel(kinds, norm, col_groups, wmap, parts, contribution, attribution)


def coverage_scores(example: Example, rows: list[MapWord], contribution: np.ndarray) -> tuple[list[float], list[list[float]]]:
    """Raw coverage error per perspective and per argument ([perspective][argument]) from the contributions."""
    r_persp = [w.perspective for w in rows]
    per_persp = perspective_coverage(contribution, r_persp, len(example.perspectives))
    per_arg = argument_coverage(contribution, r_persp, [w.argument for w in rows],
                                [len(p.arguments) for p in example.perspectives])
    return per_persp, per_arg


def expert_rows(layout: Layout, token_map: np.ndarray, kinds: np.ndarray,
                col_groups: list[list[int]]) -> tuple[list[PromptRowRef], np.ndarray, np.ndarray]:
    """The prompt's other words (each cell: share of the column over all non-template rows) and one row for the
    template (share over all rows): their refs, values and raw values (the template row's raw values are 0)."""
    others = other_words(layout.tp)
    n_cols = len(layout.cols)
    share = normalize(token_map, normalization_rows(kinds, "paper"))
    matrix = word_map(share, [w.tokens for w in others], col_groups)
    raw = raw_word_map(token_map, share, [w.tokens for w in others], col_groups)
    template_rows = [int(i) for i in np.flatnonzero(kinds == 3)]
    everything = normalize(token_map)
    template_share = np.array([everything[template_rows][:, g].sum(axis=0).max() if g and template_rows else 0.0
                               for g in col_groups])
    refs = [PromptRowRef(w.word, w.kind, w.start, w.end, w.perspective) for w in others]
    refs.append(PromptRowRef("template, BOS, braces", "template"))
    if not n_cols:
        return refs, np.zeros((len(refs), 0)), np.zeros((len(refs), 0))
    return refs, np.vstack([matrix, template_share[None, :]]), np.vstack([raw, np.zeros((1, n_cols))])


def salience_maps(example: Example, layout: Layout, token_map: np.ndarray, words: WordLevel, setting: Setting,
                  seconds: float | None, complete: bool) -> SalienceMaps:
    """Everything the figures show (``SalienceMaps``)."""
    tp, columns = layout.tp, layout.columns
    arg_tokens = [(t, p, a) for p, a, _ in example.arguments for t in tp.tokens_in(tp.prompt.spans[("argument", p, a)])]
    token_text = tp.tokens
    other_refs, other_matrix, other_raw = expert_rows(layout, token_map, words.kinds, words.col_groups)
    return SalienceMaps(
        model=setting.model, method=setting.method, aggregation=setting.aggregation, template=setting.template,
        perspective_labels=[p.label for p in example.perspectives],
        n_tokens=len(tp.ids),
        token_matrix=words.norm[[t for t, _, _ in arg_tokens]] if arg_tokens else np.zeros((0, len(columns))),
        token_rows=[TokenRef(token_text[t], p, a) for t, p, a in arg_tokens],
        token_cols=[token_text[t] for t in columns],
        word_matrix=words.word_matrix,
        row_words=[WordRef(w.word, w.start, w.end, w.perspective, w.argument) for w in layout.rows],
        col_words=[WordRef(w.word, w.start, w.end) for w in layout.cols],
        contribution=words.contribution,
        attribution=words.attribution,
        seconds=seconds,
        normalization=setting.normalization,
        raw_word_matrix=raw_word_map(token_map, words.norm, [w.tokens for w in layout.rows], words.col_groups),
        source_parts=words.source_parts,
        other_rows=other_refs,
        other_matrix=other_matrix,
        other_raw=other_raw,
        complete=complete,
    )


def top_sources(maps: SalienceMaps, response_word_index: int, k: int = 5) -> list[tuple[WordRef, float]]:
    """The ``k`` argument words with the highest word-map value for one response word, highest first."""
    wmap = np.asarray(maps.word_matrix, dtype=float)
    if wmap.size == 0:
        return []
    column = wmap[:, response_word_index]
    order = np.argsort(-column, kind="stable")[:k]
    return [(maps.row_words[i], float(column[i])) for i in order]
