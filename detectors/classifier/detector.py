"""Classifier detector: a trained pair classifier's probabilities (method paper §3.3, offline).

One pair model ``f(premise, hypothesis) = P(premise states hypothesis)`` answers
both questions (shipped: a MiniLM cross-encoder fine-tuned here, blended with a
fine-tuned MiniLM bi-encoder for window/argument pairs; or a custom Hugging Face
model's entailment probability, used alone).
Scored units: the response's sentences (``detectors.core.text.split_sentences``), each
split into clauses at ";" and at ", and / , but / , while / , whereas" when both
sides keep 4+ words (``detectors.core.text.split_clauses``). A response often states
two arguments, or a given argument plus an invented one, in one sentence; a
clause can be judged on its own. The intro and headings ("### The case against",
"**Residents**", "Arguments for:") are not scored; a heading that names a perspective gives it
to the clauses under it. Framing clauses ("Skeptics raise two concerns.", a closing "It depends
on how …"; ``detectors.classifier.claims``) make no claim: their support is 1 (they need none),
and they still count as places where an argument may be stated.

Localized outputs (f on every window × argument, γ = ``SHARE_POWER``)

* with the shipped model, f(w, a) = (1 − w_B) · f_CE(w, a) + w_B · f_BI(w, a),
  w_B = ``BI_WEIGHT`` (``detectors.classifier.biencoder``): the two models err on different
  pairs (on the val ArgKP labels their blend ranks pairs better than either);
  f(given arguments, c) below is the cross-encoder's alone (the bi-encoder
  cannot say whether one text contains another).
* a *document* given as an argument (over ``detectors.core.domain.LONG_PREMISE_WORDS`` words: a source
  article, retrieved evidence) cannot be stated by a response window, so f(w, a) asks the other
  way round, whether a states w, with the cross-encoder alone, a read in two-sentence windows
  (``detectors.classifier.long_premise``). No argument of the dev data, the organic set or the
  gallery is that long. For a document, own(c, a) compares c only with the clauses of the response's *other*
  sentences: an argument makes one claim, stated best in one place, but a document states many, so the
  clauses of one summary sentence (parts of one claim) do not compete for its credit, while a summary sentence
  the document supports far less than its sibling sentences still loses it (documents' val half: WiCE
  claims 0.625 → 0.648, QAGS sentences 0.763 → 0.766, whole QAGS summaries 0.657 → 0.654; docs/evaluation.md,
  stop 38).

* windows: every clause, every sentence of 2+ clauses, every two adjacent
  sentences, and (for 3+ sentences) the whole response — so an argument stated
  across clauses or sentences counts.
* share(w, a) = f(w, a) · (f(w, a) / max_b f(w, b))^γ: how much of a is what
  window w *mainly* says. A small pair model scores a sentence that states
  argument b high for a similar argument a of the same side too; this sentence
  is explained by b, so a gets little credit from it. Two arguments stated
  equally strongly in one window both keep their score.
* stated(a)  = max_w share(w, a)  (shown as P(stated) per argument).
* own(c, a)  = f(c, a) · (f(c, a) / max_c' f(c', a))^γ for clauses c: a
  clause gets full credit from a only where a is stated most clearly.
* support(c) = w_G · f(all given arguments, one a line, c) + (1 − w_G) · max_a own(c, a),
  w_G = ``GIVEN_WEIGHT``: the first term asks whether everything c says is given,
  the second whether c is the place where some given argument is stated.
* perspective-aware: a clause whose lead-in names a side ("Supporters argue that …"), or
  whose opening continues or switches the side before it ("They also …", "However, …";
  ``detectors.classifier.attribution``), is held to that perspective's arguments: "all given
  arguments" becomes that perspective's arguments, and own(c, a) is 0 for the other
  perspectives' a (the column maximum of own is then taken over the clauses that may
  state a). A given argument stated under the wrong side thus gets no support.
  Clauses without a side are scored as before. P(stated) does not use this; an argument
  whose best window speaks only for another side is named in ``argument_stated_as``.
* words present: stated(a) is at least the share of a's content stems that the response has, where that share is
  at least ``WORDS_PRESENT_MIN`` (of at least three stems beside the query's and topic's; not for a document). Coverage asks whether an argument
  was dropped, and one whose words are nearly all there was not (it may be altered or moved to another side: those
  are the clause rules' to name); the pair model missed such restatements in long or dense answers (P(stated) 0.02–
  0.11 where every word was present). On the val splits of stop 53 no omitted argument has more than 0.62 of its
  stems in its response, and ten omission findings on arguments at 0.7 or more were all false.
* best argument of c = argmax_a f(c, a) (the argument the clause states most, on any side).
* word for word: a pair whose premise repeats the hypothesis clause edge to clause edge (a copied
  argument, a clause copied from the given arguments after a lead-in such as "Critics argue that")
  has f = 1 and P(contradicted) = 0 whatever the pair model says (``detectors.classifier.verbatim``),
  and a clause copied from the given arguments has support 1 (a fragment the clause split cut from a
  copied argument, ", which could reduce absences", states only part of it, so own(c, a) stays low).
* altered: a claim clause that restates its best argument but changes it (negated, strengthened, another
  number; ``detectors.classifier.alteration``) gets support at most 1 − its altered score: the pair model
  reads it as stated because nearly every word of its argument is there. The `altered` finding names the
  same clauses, so P(hallucination) counts what the findings show (organic val raw AUC 0.753 → 0.791,
  dev val paraphrased unchanged; docs/evaluation.md, stop 36).
* contradicted: P(contradicted) of a claim clause by its given arguments comes from the contradiction model (the
  shipped cross-encoder with LoRA adapters, ``weights/contradiction``: stop 42's written answer clauses plus, since
  stop 60, the claim clauses of labelled organic-style answers with every hallucination kind but side swaps as
  contradiction, so it reads "not faithful": negated, exaggerated, detailed or invented;
  ``detectors.training.organic_data``) where one is loaded, else from the pair model if it is three-way. A claim it
  reads as contradicted at P ≥ ``CONTRADICTION_MIN`` has support at most 1 − P, whatever its overlap with an argument
  ("has done little to cut waiting times" for "could cut waiting times"); documents are not read by it. Read against
  the given arguments together, the model misses most negations by antonym ("closures could make it easier for elderly
  people to get around" for "… harder …", P 0.00); against the clause's best argument alone it reads some of them
  ("there would be plenty of trained lifeguards" for "There may not be enough trained lifeguards", P 0.97), so
  P(contradicted) is the higher of the two readings where the second is at least ``BEST_CONTRADICTION_MIN`` (stop 49:
  chosen on the eight val splits, where it touches no claim of an error-free answer; one more model pair per claim
  clause). Only where that argument is of the side the clause speaks for, or the clause names none (stop 50): a side's
  clause may well contradict the other side's argument ("Hoteliers feared that the charge could push visitors to
  cheaper destinations" against "a small amount per night is unlikely to put tourists off", P 1.00). For the same
  reason a clause that names no side is contradicted only where both all sides' arguments together and its best
  argument's side's arguments read it so (the lower of the two readings; stop 57: "Businesses could face higher
  cleaning and security bills if people gather outside", a faithful clause, read P 0.98 against both sides' arguments
  and 0.12 against its own side's; its own side's alone read "won't achieve much" for "would achieve little" at 0.88).
* explained heads: a short claim whose next clause in its sentence explains or narrows it ("The catch is space,
  because …"; ``detectors.classifier.claims.explained_heads``) is as supported as that clause, unless one of the
  caps above, an ungiven figure or an absolute marks the head itself (stop 47).
* the clause head (stop 61, ``detectors.classifier.clause_head``; shipped beside the shipped pair model,
  ``clause_head="none"`` leaves it out): the support these rules give a claim (kept as ``support_rules``) is blended, in
  log-odds, with a logistic reading of it, of P(contradicted) below the cap, of the altered score and of the words no
  given text has, fitted on labelled val answers. Documents are not read by it.

γ, w_G and w_B were chosen on the validation topics (docs/evaluation.md); γ = 0 gives
the plain max rules.

Example level (consistent with the localized outputs by construction)

    P(hallucination)  = 1 − min_c support(c)
    P(coverage error) = 1 − min_a stated(a)

Result fields: ``argument_coverage[p][a] = 1 − stated(a)``,
``perspective_coverage[p] = max over p's arguments`` (so ``coverage`` is the max
over perspectives), ``details``: a ``ClassifierLocalization`` with ``argument_probs``,
``argument_stated_as[p][a]`` (the other perspective every clause of a's best window speaks
for, or None: stated, but as the other side's) and ``clauses`` (``ClauseSupport``: text,
span, sentence index, support, best argument, ``attributed_to``: the perspective the clause
speaks for, or None),
word scores: a response word gets 1 − support of its clause, an argument word gets
1 − stated of its argument; ``calibration_inputs``: ROUGE's two example scores (``overlap_inputs``),
which the shipped calibration reads beside the raw scores.

The default model is shipped in ``detectors/classifier/weights/classifier``: all-MiniLM-L6-v2
fine-tuned as a cross-encoder on synthetic and human-labelled pairs of the train
topics (``detectors.training.train_classifier``, fp16, ≈ 45 MB), and the bi-encoder in
``detectors/classifier/weights/biencoder`` (``detectors.training.train_biencoder``, ≈ 21 MB). Any local Hugging Face
sequence-classification model with an entailment label (``config.id2label``:
entailment / entails / yes / supported …) can be given instead; f is then its
softmax probability of that label on ``[CLS] premise [SEP] hypothesis [SEP]``.
"""
from __future__ import annotations

import os
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from detectors.classifier.adapters import CONTRADICTION_ADAPTER, DOCUMENT_ADAPTER, OFF, model_folder
from detectors.classifier.alteration import (
    CONTRADICTION_MIN,
    alteration,
    changes_its_part,
    says_absolute,
    with_host,
    words_best_argument,
)
from detectors.classifier.attribution import clause_attributions, is_title, opens_summary, table_sides, tagged_sides
from detectors.classifier.biencoder import DEFAULT_BIENCODER_DIR, BiEncoder
from detectors.classifier.claims import (
    announced_heads,
    announces,
    explained_heads,
    has_figure,
    is_conversational,
    is_framing,
    is_question,
    is_table_tag,
    label_stems,
    paragraph_of,
    signs_off,
    topic_sentences,
    topic_stems,
)
from detectors.classifier.clause_head import (
    DEFAULT_CLAUSE_HEAD,
    ClauseHead,
    load_clause_head,
    read_clause,
    rules_support,
)
from detectors.classifier.details import DETAIL_CAP, example_stems, ungiven_example_words
from detectors.classifier.figures import example_figures, ungiven_figures
from detectors.classifier.framing_head import DEFAULT_FRAMING_HEAD, FramingHead, folder_head_digest
from detectors.classifier.framing_head import premise as framing_premise
from detectors.classifier.long_premise import windowed
from detectors.classifier.pair_scorer import (  # noqa: F401 - BATCH_SIZE and the label ids are read from here too
    BATCH_SIZE,
    PairScorer,
    contradiction_label_id,
    entailment_label_id,
)
from detectors.classifier.verbatim import states_verbatim
from detectors.core.device import encoder_placement, set_threads
from detectors.core.domain import calibration_domain, has_document, is_document
from detectors.core.example import Example
from detectors.core.fingerprint import folder_digest, model_id
from detectors.core.result import ClassifierLocalization, ClauseSupport, DetectorResult, Progress, WordScore
from detectors.core.text import (
    ITEM_LABEL_LEVEL,
    LABEL_LEVEL,
    TABLE_HEADER_LEVEL,
    Sentence,
    content_stems,
    content_words,
    mask_citation_marks,
    split_clauses,
    split_inline_label,
    split_sentences,
)
from detectors.rouge import RougeDetector

if TYPE_CHECKING:  # transformers is imported where a model is loaded
    from transformers import PreTrainedModel, PreTrainedTokenizerBase

DEFAULT_MODEL_DIR = Path(__file__).resolve().parent / "weights" / "classifier"
SHARE_POWER = 8.0  # γ in share/own (module doc); chosen on the validation topics
DOCUMENT_OWN = "across sentences"  # how own(c, a) compares clauses for a document a (module doc), in the model id
GIVEN_WEIGHT = 0.25  # w_G in support (module doc); chosen on the validation topics
BI_WEIGHT = 0.5  # w_B in f (module doc); chosen on the validation topics
BEST_CONTRADICTION_MIN = 0.99  # the best argument's reading of a contradiction (module doc); chosen on the val splits, stop 49


@dataclass
class PairModel(PairScorer):
    """A sequence-classification model and tokenizer scoring (premise, hypothesis) pairs with torch."""

    model: PreTrainedModel
    tokenizer: PreTrainedTokenizerBase

    @property
    def precision(self) -> str:
        return str(self.model.dtype)

    def forward(self, batch: list[tuple[str, str]]) -> np.ndarray:
        import torch

        enc = self.tokenizer([a for a, _ in batch], [b for _, b in batch], truncation="longest_first",
                             max_length=self.max_length, padding=True, return_tensors="pt").to(self.device)
        with torch.inference_mode():
            logits = self.model(**enc).logits.float()
        return torch.softmax(logits, dim=-1).cpu().numpy()


def load_framing_head(folder: str | Path = DEFAULT_FRAMING_HEAD, threads: int | None = None, device: str = "cpu",
                      dtype: str = "float32", backend: str | None = None) -> FramingHead:
    """The framing head of an adapter folder (``detectors.classifier.framing_head``), its merged model loaded as any
    pair model."""
    return FramingHead.from_folder(folder, load_pair_model(model_folder(folder), threads, device, dtype, backend))


def load_pair_model(model_path: str | Path | None = None, threads: int | None = None,
                    device: str = "cpu", dtype: str = "float32", backend: str | None = None) -> PairScorer:
    """Load the shipped weights (default) or a local model folder, offline, on ``device`` in ``dtype``.

    A folder with ``config.json`` is a Hugging Face sequence-classification model whose
    ``id2label`` has an entailment label (the shipped kind). ``device``/``dtype`` as in
    ``detectors.core.device``; ``auto`` dtype is float32 here (``encoder_placement``). ``backend``:
    ``detectors.classifier.onnx_backend`` (float32 on a CPU runs on ONNX Runtime when it is installed).
    Suited to ``st.cache_resource``.
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from detectors.classifier.onnx_backend import load_onnx_pair_model, resolve_backend

    device, dtype = encoder_placement(device, dtype)
    path = Path(model_path) if model_path else DEFAULT_MODEL_DIR
    if not (path / "config.json").exists():
        raise FileNotFoundError(f"no model in {path} (no Hugging Face config.json)")
    name = "shipped" if not model_path else str(model_path)
    if resolve_backend(backend, device, dtype, path) == "onnx":
        onnx = load_onnx_pair_model(path, threads, name, backend)
        if onnx is not None:
            return onnx
    import torch
    from transformers import AutoTokenizer

    from detectors.classifier.delta import load_sequence_classifier

    set_threads(threads)
    model = load_sequence_classifier(path)
    entail_id = entailment_label_id(model.config.id2label)
    tokenizer = AutoTokenizer.from_pretrained(path)
    model = model.to(device=device, dtype=getattr(torch, dtype))
    model.eval()
    for p in model.parameters():
        p.requires_grad_(False)
    limit = min(512, getattr(model.config, "max_position_embeddings", 512) or 512,
                getattr(tokenizer, "model_max_length", 512) or 512)
    return PairModel(model, tokenizer, entail_id=entail_id, name=name, max_length=limit, device=device,
                     contradiction_id=contradiction_label_id(model.config.id2label))


def dominance(f: np.ndarray, axis: int, power: float | None = None) -> np.ndarray:
    """f · (f / max f along ``axis``)^γ: a score kept in full only where it is the largest of its row/column."""
    power = SHARE_POWER if power is None else power
    top = f.max(axis=axis, keepdims=True)
    return f * (f / np.maximum(top, 1e-12)) ** power


def dominance_across_sentences(f: np.ndarray, sentence: Sequence[int], power: float | None = None) -> np.ndarray:
    """[unit, column] f · (f / max(f, max f over the units of *other* sentences))^γ: ``dominance`` over units in
    which the clauses of one sentence do not compete (a document's columns; module doc)."""
    power = SHARE_POWER if power is None else power
    s = np.asarray(sentence)
    other = (s[:, None] != s[None, :])[:, :, None]  # [unit, other unit, 1]
    top = np.maximum(f, np.where(other, f[None, :, :], 0.0).max(axis=1))
    return f * (f / np.maximum(top, 1e-12)) ** power


# Below this raw P(stated) an argument's best window does not state it, so it was said under no side at all.
STATED_AS_MIN = 0.5
# An argument whose content words are nearly all in the response is not dropped, whatever the pair model reads
# (module doc, "words present"); on the val splits no omitted argument has more than 0.62 of its words there.
WORDS_PRESENT_MIN = 0.7
WORDS_PRESENT_MIN_STEMS = 3


def words_present(argument: str, said: Collection[str], topic: Collection[str] = frozenset()) -> float:
    """The share of the argument's content stems that ``said`` (the response's content stems) has, if at least
    ``WORDS_PRESENT_MIN`` of at least ``WORDS_PRESENT_MIN_STEMS``, else 0: a lower bound on P(stated) (module doc).
    ``topic``: stems that any answer on the topic has (the query's and title's), not counted."""
    stems = set(content_stems(argument)) - set(topic)
    if len(stems) < WORDS_PRESENT_MIN_STEMS:
        return 0.0
    share = len(stems & set(said)) / len(stems)
    return share if share >= WORDS_PRESENT_MIN else 0.0


def stated_under_other_side(window_sides: list[int | None], own_side: int, p_stated: float = 1.0) -> int | None:
    """The other perspective every clause of an argument's best window speaks for, else None.

    P(stated) does not look at sides (measured: side-aware coverage lost val AUC, docs/evaluation.md),
    so an argument said only as the other side's ("Supporters argue that <a con argument>") still
    counts as stated; this names the side it was said under, for the reader. Only an argument the window
    states (``p_stated`` ≥ ``STATED_AS_MIN``): the best window of an argument the answer leaves out is merely
    its least bad one, and naming its side hid the omission from the findings (stop 41: an argument at
    P(stated) 0.00 whose best window was a line of the other side got no `omission` finding).
    """
    sides = set(window_sides)
    if p_stated >= STATED_AS_MIN and len(sides) == 1 and None not in sides and own_side not in sides:
        return sides.pop()
    return None


@dataclass
class ResponseUnits:
    """The scored units of a response: clauses of every sentence but headings (``split_sentences``)."""

    units: list[Sentence]
    sentence_of: list[int]  # each unit's sentence, counted without headings (``windows``)
    sentence: list[int]  # each unit's sentence in ``split_sentences`` (headings counted)
    attributed: list[int | None]  # the perspective each unit speaks for (``clause_attributions``)
    claim: list[bool]  # False for framing clauses (``detectors.classifier.claims``): they need no support
    clause_texts: list[str] = field(default_factory=list)  # the clause each unit comes from (an inline label's too)

    def framing_texts(self, i: int) -> list[str]:
        """What the framing rules read for unit i: its text and, cut from a clause with an inline label
        (``split_inline_label``), the whole clause; either reading as framing excuses it."""
        texts = [self.units[i].text] + ([self.clause_texts[i]] if self.clause_texts else [])
        return list(dict.fromkeys(texts))


def framing_claims(claim: Sequence[bool], framing: Sequence[bool], texts: Sequence[str],
                   details: Sequence[bool] | None = None) -> list[bool]:
    """The claim flags once the framing head has read the units: unit i needs no support where the head reads it as
    framing (``framing[i]``) and it has no figure (``detectors.classifier.framing_head``) and no detail of its own
    (``details[i]``: an example list or narrowing tail with words no given text has, ``ungiven_example_words``; the
    head read "particularly on those busy Monday mornings." as framing, stop 56); as in ``response_units``, an answer
    the head would leave without a claim keeps the claims it had."""
    details = details if details is not None else [False] * len(texts)
    out = [c and not (f and not has_figure(text) and not d) for c, f, text, d in zip(claim, framing, texts, details)]
    return out if any(out) else list(claim)


def excuse_framing(ru: ResponseUnits, framing: Sequence[bool], given_stems: set[str] | None = None) -> None:
    """``framing_claims`` on ``ru``'s units, in place; ``given_stems``: the example's (``example_stems``), to keep the
    units with a detail of their own as claims."""
    texts = [u.text for u in ru.units]
    details = [bool(ungiven_example_words(t, given_stems)) for t in texts] if given_stems is not None else None
    ru.claim = framing_claims(ru.claim, framing, texts, details)


def with_line_label(sentences: list[Sentence], line: Sequence[int], i: int) -> str:
    """Sentence i with the bold label that opens its line (``line``: each sentence's line, ``paragraph_of``), if one
    does ("**If you're arguing against, lead with** small business, then jobs."): the label may be what makes the line
    speak to the reader."""
    label = sentences[i - 1] if i > 0 and line[i - 1] == line[i] else None
    if label is not None and label.level in (LABEL_LEVEL, ITEM_LABEL_LEVEL):
        return label.text + " " + sentences[i].text
    return sentences[i].text


def response_units(example: Example) -> ResponseUnits:
    """The units, their sentences, sides and claim flags; headings only pass their side on. A clause's inline label
    ("The catch is space: …", ``split_inline_label``) is a unit of its own that makes no claim unless it has a
    figure; both keep the side the whole clause's words give."""
    sentences = split_sentences(example.response)
    clauses = [(si, c) for si, s in enumerate(sentences) for c in ([s] if s.heading else split_clauses(s))]
    line = paragraph_of(example.response, [c for _, c in clauses])  # a line break starts a new one
    label_texts, topic = [p.label for p in example.perspectives], topic_stems(example)
    sides = clause_attributions([c.text for _, c in clauses], label_texts,
                                [sentences[si].level for si, _ in clauses],
                                [k == 0 or line[k] != line[k - 1] for k in range(len(clauses))],
                                [opens_summary(sentences[si].text) for si, _ in clauses],
                                [k == 0 and sentences[si].heading and is_title(c.text, label_texts, topic)
                                 for k, (si, c) in enumerate(clauses)])
    sides = table_sides([c.text for _, c in clauses], [sentences[si].column for si, _ in clauses],
                        [sentences[si].level == TABLE_HEADER_LEVEL for si, _ in clauses], line,
                        [p.label for p in example.perspectives], sides)
    sides = tagged_sides([c.text for _, c in clauses], line, [sentences[si].heading for si, _ in clauses],
                         [p.label for p in example.perspectives], sides)
    body = [(si, part, side, len(parts) == 2 and k == 0, c.text)
            for (si, c), side in zip(clauses, sides) if not sentences[si].heading
            for parts in [split_inline_label(c)] for k, part in enumerate(parts)]
    if not body:  # nothing but headings: score them rather than nothing
        body = [(si, c, side, False, c.text) for (si, c), side in zip(clauses, sides)]
    labels = label_stems(example)
    sentence_line, given_figures = paragraph_of(example.response, sentences), example_figures(example)
    talk = {si for si, *_ in body if is_conversational(with_line_label(sentences, sentence_line, si))
            or is_question(sentences[si].text, given_figures) or signs_off(example.response, sentences[si])}
    said = [si for si, *_ in body if si not in talk]
    edges = {said[0], said[-1]} if said else set()
    topics = topic_sentences(example.response, sentences)
    claim = [si not in topics and si not in talk and not announces(sentences[si].text) and not is_table_tag(sentences[si])
             and (not is_label or has_figure(c.text))
             and not any(is_framing(t, labels, topic=topic if si in edges else frozenset(), query_topic=topic)
                         for t in {c.text, whole})
             for si, c, _, is_label, whole in body]
    if not any(claim):  # nothing but framing: hold it to the arguments rather than nothing
        claim = [True] * len(body)
    kept = sorted({si for si, *_ in body})  # sentence indices without gaps, as ``windows`` expects
    return ResponseUnits([c for _, c, *_ in body], [kept.index(si) for si, *_ in body], [si for si, *_ in body],
                         [side for _, _, side, *_ in body], claim, [whole for *_, whole in body])


def windows(sentence_of: list[int]) -> list[tuple[int, int]]:
    """Unit windows [i, j) scored as premises, singles first.

    Every unit; every sentence of 2+ clauses; every two adjacent sentences; the whole
    response if it has 3+ sentences. No window appears twice.
    """
    n_units = len(sentence_of)
    n_sent = sentence_of[-1] + 1 if sentence_of else 0
    first = [sentence_of.index(k) for k in range(n_sent)] + [n_units]
    out = [(i, i + 1) for i in range(n_units)]
    out += [(first[k], first[k + 1]) for k in range(n_sent)]
    out += [(first[k], first[k + 2]) for k in range(n_sent - 1)]
    if n_sent >= 3:
        out.append((0, n_units))
    return list(dict.fromkeys(out))


@dataclass
class PairScores:
    """f on every (window, argument) and f(given arguments, unit) for one example."""

    ru: ResponseUnits  # the units, their sentences, sides and claim flags
    windows: list[tuple[int, int]]
    f_window: np.ndarray  # [window, argument]
    f_given: np.ndarray  # [unit]: the attributed perspective's arguments, else all of them
    c_given: np.ndarray | None = None  # [unit]: P(contradicted) by the given arguments (a three-way model)
    copied: np.ndarray | None = None  # [unit]: copied word for word from the given arguments (``verbatim``)
    document_columns: tuple[bool, ...] = ()  # [argument]: a document (``detectors.core.domain.is_document``)
    given_pairs: tuple[tuple[str, str], ...] = ()  # [unit]: (its given arguments, one a line; the unit's text)

    @property
    def f_unit(self) -> np.ndarray:
        return self.f_window[: len(self.ru.units)]  # windows start with every unit alone

    def best_argument(self, unit: int) -> int:
        """The argument (its column) the unit matches best by f."""
        return int(self.f_unit[unit].argmax())

    def may_state(self, perspective_of: list[int]) -> np.ndarray:
        """[unit, argument] 1 where the unit may state the argument: unattributed, or attributed to its perspective."""
        return np.array([[a is None or a == p for p in perspective_of] for a in self.ru.attributed],
                        dtype=float).reshape(len(self.ru.units), len(perspective_of))

    def own(self, perspective_of: list[int]) -> np.ndarray:
        """[unit] max_a own(c, a) over the arguments the unit may state (module doc); a document's column compares
        a clause with the other sentences' clauses only (``dominance_across_sentences``)."""
        f = self.f_unit * self.may_state(perspective_of)
        out = dominance(f, axis=0)
        docs = np.flatnonzero(np.array(self.document_columns, dtype=bool))
        if docs.size:
            out[:, docs] = dominance_across_sentences(f[:, docs], self.ru.sentence)
        return out.max(axis=1)

    def support(self, perspective_of: list[int], given_weight: float = GIVEN_WEIGHT) -> np.ndarray:
        """[unit] support(c) = w_G · f(given arguments, c) + (1 − w_G) · max_a own(c, a), framing clauses included;
        1 for a clause copied from the given arguments (a copied fragment states only part of its argument)."""
        support = given_weight * self.f_given + (1 - given_weight) * self.own(perspective_of)
        return np.where(self.copied, 1.0, support) if self.copied is not None else support


def entailment_and_contradiction(pm: PairScorer, pairs: list[tuple[str, str]], progress: Progress | None = None,
                                  documents: Collection[str] = ()) -> tuple[np.ndarray, np.ndarray | None]:
    """P(entailment) of every pair and, from a three-way model, P(contradiction) (None otherwise).

    A pair model without class distributions (any object with ``probs``, e.g. a table in tests)
    gives P(entailment) only. A premise in ``documents`` is read in sentence windows
    (``detectors.classifier.long_premise``).
    """
    if getattr(pm, "contradiction_id", None) is None:
        return windowed(lambda ps: pm.probs(ps, progress), pairs, documents), None
    dist = windowed(lambda ps: pm.distributions(ps, progress), pairs, documents, pm.entail_id)
    return dist[:, pm.entail_id], dist[:, pm.contradiction_id]


@dataclass
class ExamplePairs:
    """The pairs one example needs: f(window, argument) for every window × argument, then f(given, unit)."""

    ru: ResponseUnits
    windows: list[tuple[int, int]]
    n_args: int
    pairs: list[tuple[str, str]]  # window pairs first (window-major), then one (given arguments, unit) per unit
    documents: frozenset[str] = frozenset()  # premises read in windows: document arguments, given lists holding one
    verbatim: tuple[bool, ...] = ()  # per pair: the premise repeats the hypothesis word for word (stated, f = 1)
    document_columns: tuple[bool, ...] = ()  # per argument: a document

    @property
    def n_window_pairs(self) -> int:
        return len(self.windows) * self.n_args


def given_premise(arguments: Sequence[str]) -> str:
    """Given arguments as one premise for a clause, one a line (the pair model's and the contradiction model's)."""
    return "\n".join(arguments)


def example_pairs(example: Example) -> ExamplePairs:
    """The units, windows and (premise, hypothesis) pairs of one example (module doc)."""
    response = mask_citation_marks(example.response)  # a window reads as its units do
    ru = response_units(example)
    units = ru.units
    wins = windows(ru.sentence_of)
    args = [a for _, _, a in example.arguments]
    docs = {a for a in args if is_document(a)}
    given_lists = [example.perspectives[a].arguments if a is not None else args for a in ru.attributed]
    given = [given_premise(g) for g in given_lists]
    pairs = [(a, response[units[i].start : units[j - 1].end]) if a in docs else
             (response[units[i].start : units[j - 1].end], a) for i, j in wins for a in args]
    n_window_pairs = len(pairs)
    pairs += [(g, u.text) for g, u in zip(given, units)]
    documents = docs | {g for g, gl in zip(given, given_lists) if docs.intersection(gl)}
    labels = label_stems(example)
    verbatim = tuple(states_verbatim(premise, hypothesis, labels, clause=k >= n_window_pairs or premise in docs)
                     for k, (premise, hypothesis) in enumerate(pairs))
    return ExamplePairs(ru, wins, len(args), pairs, frozenset(documents), verbatim, tuple(a in docs for a in args))


def pair_scores(pm: PairScorer, example: Example, progress: Progress | None = None,
                biencoder: BiEncoder | None = None, bi_weight: float = BI_WEIGHT) -> PairScores:
    """Run the pair model on every (window, argument) and (given arguments, unit) pair of one example.

    With a ``biencoder``, f(window, argument) = (1 − w_B) · f_pair + w_B · f_BI (module doc).
    """
    return pair_scores_many(pm, [example], progress, biencoder, bi_weight)[0]


def pair_scores_many(pm: PairScorer, examples: Sequence[Example], progress: Progress | None = None,
                     biencoder: BiEncoder | None = None, bi_weight: float = BI_WEIGHT) -> list[PairScores]:
    """``pair_scores`` of several examples in one pass: each distinct pair is scored once.

    The pairs of all examples are de-duplicated by text (a file's rows share arguments, and a synthetic
    variant shares its response with the error-free row) and handed to the pair model together, so its
    length-sorted batches span examples (less padding, fewer small batches); the bi-encoder likewise
    encodes each distinct window and argument of the chunk once. Scores equal the one-example path's up
    to floating-point noise of batching (``tests/models/test_classifier_batching.py``).
    """
    if not examples:
        return []
    per = [example_pairs(ex) for ex in examples]
    distinct = list(dict.fromkeys(p for ep in per for p in ep.pairs))
    row = {p: i for i, p in enumerate(distinct)}
    documents = frozenset().union(*(ep.documents for ep in per))
    probs, contradicted = entailment_and_contradiction(pm, distinct, progress, documents)
    f_bi: dict[tuple[str, str], float] = {}
    if biencoder is not None:
        window_pairs = list(dict.fromkeys(p for ep in per for p in ep.pairs[: ep.n_window_pairs]
                                          if p[0] not in documents))  # a document is judged by the cross-encoder alone
        f_bi = dict(zip(window_pairs, biencoder.probs(window_pairs)))
    out = []
    for ep in per:
        n = ep.n_window_pairs
        idx = np.array([row[p] for p in ep.pairs], dtype=int)
        copied = np.array(ep.verbatim, dtype=bool)
        f_window = probs[idx[:n]]
        if biencoder is not None:
            f_window = (1 - bi_weight) * f_window + bi_weight * np.array(
                [f_bi.get(p, f) for p, f in zip(ep.pairs[:n], f_window)], dtype=float)
        f_window = np.where(copied[:n], 1.0, f_window)
        c_given = np.where(copied[n:], 0.0, contradicted[idx[n:]]) if contradicted is not None else None
        out.append(PairScores(ep.ru, ep.windows, f_window.reshape(len(ep.windows), ep.n_args),
                              np.where(copied[n:], 1.0, probs[idx[n:]]), c_given, copied[n:], ep.document_columns,
                              tuple(ep.pairs[n:])))
    return out


def answer_hallucination(support: Sequence[float]) -> float:
    """P(hallucination) of an answer from its clauses' supports: its least supported clause's unsupport."""
    return 1.0 - min(support)


def unsupported_words(response: str, spans: Sequence[tuple[int, int]], support: Sequence[float]) -> list[WordScore]:
    """Each content word of the response scored 1 − the support of the clause (``spans``) it lies in; 0 outside."""
    words = []
    for w in content_words(response):
        unit = next((i for i, (start, end) in enumerate(spans) if start <= w.start < end), None)
        words.append(WordScore(w.text, w.start, w.end, 1.0 - support[unit] if unit is not None else 0.0))
    return words


def clause_head_for(example: Example, head: ClauseHead | None) -> ClauseHead | None:
    """The head that reads the example's claims: none for a document (the head never saw one)."""
    return head if not has_document(example) else None


def reread_clauses(result: DetectorResult, example: Example, head: ClauseHead | None) -> DetectorResult:
    """A scored result as the detector would have made it with another clause head (None: the rules' support alone),
    without running a model: each claim clause's support is read again from its ``support_rules`` and the answer's
    P(hallucination) and word scores follow from the new supports (``benchmarks/clause_head_offline.py``)."""
    loc = result.details
    if not isinstance(loc, ClassifierLocalization) or not loc.clauses:
        raise ValueError("reread_clauses needs a classifier result scored with --details")
    head = clause_head_for(example, head)
    if head is None:
        clauses = [replace(c, support=rules_support(c), support_rules=None) if c.claim else c for c in loc.clauses]
    else:
        stems = example_stems(example)
        clauses = [read_clause(head, c, stems) for c in loc.clauses]
    support = [c.support for c in clauses]
    words = unsupported_words(example.response, [(c.start, c.end) for c in clauses], support)
    return replace(result, hallucination=answer_hallucination(support), response_words=words,
                   details=replace(loc, clauses=clauses))


def overlap_inputs(example: Example) -> dict[str, float]:
    """The classifier's calibration inputs: ROUGE's example scores (1 − ROUGE-1 precision, 1 − the lowest
    perspective recall). They say how much the response reuses its arguments' words: the pair model
    scores an error-free reworded response like an erroneous copied one, and a calibration that
    knows the overlap tells them apart (docs/evaluation.md, Calibration)."""
    r = RougeDetector().run(example)
    return overlap_inputs_from(r.hallucination, r.coverage)


def overlap_inputs_from(rouge_hallucination: float, rouge_coverage: float) -> dict[str, float]:
    """``overlap_inputs`` from ROUGE's two example scores already at hand (e.g. a row scored with ROUGE)."""
    return {"rouge_hallucination": float(rouge_hallucination), "rouge_coverage": float(rouge_coverage)}


class ClassifierDetector:
    """Hallucination and coverage-error probabilities from a pair classifier (see module doc)."""

    name = "classifier"

    def __init__(self, model_path: str | Path | None = None, threads: int | None = None,
                 pair_model: PairScorer | None = None, biencoder: BiEncoder | bool | None = None,
                 device: str = "auto", dtype: str = "auto", backend: str | None = None,
                 document_model: str | Path | None = None, framing_head: FramingHead | bool | None = None,
                 contradiction_model: str | Path | PairScorer | None = None,
                 clause_head: str | Path | ClauseHead | None = None):
        """``biencoder``: a loaded one, False for none, or None = the shipped one with the shipped
        pair model and none with a custom ``model_path`` / ``pair_model`` (which is then used alone).
        ``framing_head``: a loaded one, False for none, or None = the shipped one wherever the bi-encoder runs.
        ``device``/``dtype``: where both encoders run (``encoder_placement``); ``backend``: what runs them
        (``detectors.classifier.onnx_backend``: ONNX Runtime for float32 on a CPU, else torch).
        ``document_model``: what reads an example with a document argument (``has_document``): None = the shipped
        document adapter (``detectors.classifier.adapters``) beside the shipped pair model, else none; "none":
        the pair model reads documents too; or an adapter or model folder. ``contradiction_model``: what reads
        P(contradicted) of each claim by its given arguments on answers to argument lists: None = the shipped
        contradiction adapter beside the shipped pair model, else none (the pair model's own reading, if three-way);
        "none"; an adapter or model folder with a contradiction label; or a loaded pair model. ``clause_head``: what
        reads each claim clause's support from the rules' signals (``detectors.classifier.clause_head``): None = the
        shipped head beside the shipped pair model, else none; "none"; a head's JSON file; or a loaded head."""
        self.model_path = model_path
        self.threads = threads
        self.device, self.dtype, self.backend = device, dtype, backend
        self._pm = pair_model
        if biencoder is None:
            biencoder = model_path is None and pair_model is None
        self._bi = biencoder
        self._framing: FramingHead | bool = framing_head if framing_head is not None else bool(biencoder)
        self._model_id: str | None = None
        self._given_pm = pair_model is not None
        if document_model is None:
            document_model = OFF if model_path is not None or pair_model is not None else DOCUMENT_ADAPTER
        self.document_folder = None if str(document_model).strip().lower() == OFF else Path(document_model)
        self._doc_pm: PairScorer | None = None
        if contradiction_model is None:
            shipped = model_path is None and pair_model is None and CONTRADICTION_ADAPTER.is_dir()
            contradiction_model = CONTRADICTION_ADAPTER if shipped else OFF
        self._contra_pm: PairScorer | None = None
        self.contradiction_folder: Path | None = None
        if isinstance(contradiction_model, PairScorer):
            self._contra_pm = contradiction_model
        elif str(contradiction_model).strip().lower() != OFF:
            self.contradiction_folder = Path(contradiction_model)
        if clause_head is None:
            shipped = model_path is None and pair_model is None and DEFAULT_CLAUSE_HEAD.is_file()
            clause_head = DEFAULT_CLAUSE_HEAD if shipped else OFF
        self.clause_head: ClauseHead | None = (
            clause_head if isinstance(clause_head, ClauseHead)
            else None if str(clause_head).strip().lower() == OFF else load_clause_head(clause_head))

    @property
    def document_model(self) -> PairScorer:
        """The pair model for examples with a document argument (the pair model itself when there is none)."""
        if self.document_folder is None:
            return self.pair_model
        if self._doc_pm is None:
            self._doc_pm = load_pair_model(model_folder(self.document_folder), self.threads, self.device, self.dtype,
                                           self.backend)
        return self._doc_pm

    @property
    def contradiction_model(self) -> PairScorer | None:
        """The pair model whose P(contradiction) of (given arguments, claim) the rules read, or None (module doc)."""
        if self._contra_pm is None and self.contradiction_folder is not None:
            self._contra_pm = load_pair_model(model_folder(self.contradiction_folder), self.threads, self.device,
                                              self.dtype, self.backend)
            if self._contra_pm.contradiction_id is None:
                raise ValueError(f"{self.contradiction_folder}: the contradiction model has no contradiction label")
        return self._contra_pm

    @property
    def biencoder(self) -> BiEncoder | None:
        if self._bi is True:
            self._bi = BiEncoder(DEFAULT_BIENCODER_DIR, self.threads, self.device, self.dtype, self.backend)
        return self._bi or None

    def _precision(self) -> str:
        """The loaded encoder's dtype (a pair model given without torch weights, e.g. a table in tests: its name)."""
        return str(getattr(self.pair_model, "precision", type(self.pair_model).__name__))

    @property
    def model_id(self) -> str:
        """``classifier:<digest>`` of the pair model's (and bi-encoder's and framing head's) weights, the rule's
        constants and the dtype."""
        if self._model_id is None:
            bi = self.biencoder
            weights = (folder_digest(self.model_path) if self.model_path else
                       self._pm.name if self._given_pm and self._pm is not None else folder_digest(DEFAULT_MODEL_DIR))
            head = self._framing_digest() if bi else None
            contradiction = (folder_digest(self.contradiction_folder) if self.contradiction_folder is not None
                             else self._contra_pm.name if self._contra_pm is not None else None)
            self._model_id = model_id(
                "classifier", weights, folder_digest(DEFAULT_BIENCODER_DIR) if bi else None,
                BI_WEIGHT if bi else None, SHARE_POWER, GIVEN_WEIGHT, self._precision(), DOCUMENT_OWN,
                *([head] if head is not None else []),
                *([folder_digest(self.document_folder)] if self.document_folder is not None else []),
                *([contradiction, CONTRADICTION_MIN, BEST_CONTRADICTION_MIN] if contradiction is not None else []),
                *([f"head:{self.clause_head.digest}"] if self.clause_head is not None else []))
        return self._model_id

    @property
    def pair_model(self) -> PairScorer:
        if self._pm is None:
            self._pm = load_pair_model(self.model_path, self.threads, self.device, self.dtype, self.backend)
        return self._pm

    def run(self, example: Example, progress: Progress | None = None) -> DetectorResult:
        return self.run_many([example], progress)[0]

    def run_many(self, examples: Sequence[Example], progress: Progress | None = None) -> list[DetectorResult]:
        """``run`` of each example, their pairs scored together (``pair_scores_many``): what the engines call on a
        chunk. Examples with a document argument are read by ``document_model``."""
        documents = [has_document(ex) for ex in examples]
        scores: dict[int, PairScores] = {}
        for is_doc in (False, True):
            idx = [i for i, d in enumerate(documents) if d == is_doc]
            if idx:
                pm = self.document_model if is_doc else self.pair_model
                scores.update(zip(idx, pair_scores_many(pm, [examples[i] for i in idx], progress, self.biencoder)))
        answers = [i for i, d in enumerate(documents) if not d]
        self._excuse_framing([scores[i].ru for i in answers], [examples[i] for i in answers])
        self._read_contradiction([(scores[i], examples[i]) for i in answers])
        return [self.result(ex, scores[i]) for i, ex in enumerate(examples)]

    def _read_contradiction(self, scored: list[tuple[PairScores, Example]]) -> None:
        """P(contradicted) of each claim from the contradiction model, in place of the pair model's (a clause copied
        from the given arguments stays at 0; other units keep the pair model's): by its given arguments together, or
        by its best argument alone where that reading is at least ``BEST_CONTRADICTION_MIN`` (module doc)."""
        cm = self.contradiction_model
        if cm is None or cm.contradiction_id is None:
            return
        wanted = [(ps, ex, i) for ps, ex in scored for i, claim in enumerate(ps.ru.claim)
                  if claim and not (ps.copied is not None and ps.copied[i])]
        best = [_own_side_best_pair(ps, ex, i) for ps, ex, i in wanted]
        given = [_contradiction_given_pairs(ps, ex, i) for ps, ex, i in wanted]
        distinct = list(dict.fromkeys([p for pairs in given for p in pairs] + [b for b in best if b is not None]))
        if not distinct:
            return
        read = dict(zip(distinct, cm.distributions(distinct)[:, cm.contradiction_id]))
        for ps, _ in scored:
            if ps.c_given is None:
                ps.c_given = np.zeros(len(ps.ru.units))
        for (ps, _, i), given_pairs, best_pair in zip(wanted, given, best):
            assert ps.c_given is not None
            by_best = float(read[best_pair]) if best_pair is not None else 0.0
            by_given = min(float(read[p]) for p in given_pairs)
            ps.c_given[i] = max(by_given, by_best if by_best >= BEST_CONTRADICTION_MIN else 0.0)

    def _excuse_framing(self, units: list[ResponseUnits], examples: list[Example]) -> None:
        """The framing head's reading of the claim units, each against its example's topic (answers to arguments
        only: a document's summary is all claim); a custom pair model without the bi-encoder keeps the word rules."""
        head = self.framing_head if self.biencoder is not None else None
        if head is None:
            return
        premises = [framing_premise(ex.topic, ex.query) for ex in examples]
        pairs = list(dict.fromkeys((p, t) for ru, p in zip(units, premises)
                                   for i, c in enumerate(ru.claim) if c for t in ru.framing_texts(i)))
        framing = dict(zip(pairs, head.framing(pairs))) if pairs else {}
        for ru, p, ex in zip(units, premises, examples):
            excuse_framing(ru, [any(framing.get((p, t), False) for t in ru.framing_texts(i)) for i in range(len(ru.units))],
                           example_stems(ex))

    def _framing_digest(self) -> str | None:
        """The framing head's part of the model id, read from its folder while it is not loaded yet."""
        if self._framing is True:
            return folder_head_digest(DEFAULT_FRAMING_HEAD) if DEFAULT_FRAMING_HEAD.is_dir() else None
        return self._framing.digest if isinstance(self._framing, FramingHead) else None

    @property
    def framing_head(self) -> FramingHead | None:
        if self._framing is True:
            self._framing = (load_framing_head(DEFAULT_FRAMING_HEAD, self.threads, self.device, self.dtype, self.backend)
                             if DEFAULT_FRAMING_HEAD.is_dir() else False)
        return self._framing if isinstance(self._framing, FramingHead) else None

    def result(self, example: Example, ps: PairScores) -> DetectorResult:
        """The example's result from its pair scores: the support / stated rules (module doc)."""
        response = example.response
        args = example.arguments  # (perspective, argument, text)
        ru, wins = ps.ru, ps.windows
        units = ru.units

        share = dominance(ps.f_window, axis=1)
        stated = pair_stated = [float(v) for v in share.max(axis=0)]
        if not has_document(example):
            topic, said = topic_stems(example), frozenset(content_stems(response))
            stated = [max(v, words_present(text, said, topic)) for v, (_, _, text) in zip(stated, args)]
        best_window = share.argmax(axis=0)
        support = [float(v) if claim else 1.0 for v, claim in zip(ps.support([p for p, _, _ in args]), ru.claim)]
        given = example_figures(example)
        figures = [claim and bool(ungiven_figures(u.text, given)) for claim, u in zip(ru.claim, units)]
        support = [0.0 if figure else v for v, figure in zip(support, figures)]
        given_stems = example_stems(example)
        details = [claim and bool(ungiven_example_words(u.text, given_stems)) for claim, u in zip(ru.claim, units)]
        support = [min(v, DETAIL_CAP) if detail else v for v, detail in zip(support, details)]
        texts = [u.text for u in units]
        best = [ps.best_argument(ui) for ui in range(len(units))]
        contradictions = [float(ps.c_given[ui]) if ps.c_given is not None else None for ui in range(len(units))]
        alts = [alteration(u.text, with_host(texts, ru.sentence, ui), args[best[ui]][2], float(ps.f_unit[ui, best[ui]]),
                           float(ps.f_given[ui]), contradictions[ui], example.query) if ru.claim[ui] else None
                for ui, u in enumerate(units)]
        argument_texts = [a for _, _, a in args]
        for ui, u in enumerate(units):  # a changed restatement the pair model matched to another argument
            if ru.claim[ui] and alts[ui] is None and (k := words_best_argument(u.text, argument_texts, best[ui])) is not None:
                alt = alteration(u.text, with_host(texts, ru.sentence, ui), args[k][2], float(ps.f_unit[ui, k]),
                                 float(ps.f_given[ui]), contradictions[ui], example.query)
                if alt is not None and changes_its_part(u.text, args[k][2], alt):
                    best[ui], alts[ui] = k, alt
        capped = [figure or detail for figure, detail in zip(figures, details)]
        for ui, (alt, contradiction) in enumerate(zip(alts, contradictions)):
            if alt is not None:  # its argument, changed: stated in the pair model's eyes, not in the arguments'
                support[ui] = min(support[ui], 1.0 - alt.score)
                capped[ui] = True
            if ru.claim[ui] and contradiction is not None and contradiction >= CONTRADICTION_MIN:
                support[ui] = min(support[ui], 1.0 - contradiction)
                capped[ui] = True
        unit_line = paragraph_of(response, units)
        same_paragraph = [a == b for a, b in zip(unit_line, unit_line[1:])]
        heads = explained_heads(texts, ru.sentence, ru.claim) + announced_heads(texts, ru.sentence, ru.claim,
                                                                                same_paragraph)
        for head, tail in heads:
            if not capped[head] and not says_absolute(texts[head]):
                support[head] = max(support[head], support[tail])
        clauses = []
        for ui, u in enumerate(units):
            k, contradiction, alt = best[ui], contradictions[ui], alts[ui]
            clauses.append(ClauseSupport(
                text=response[u.start : u.end], start=u.start, end=u.end, sentence=ru.sentence[ui],  # as written: citation markers too
                support=support[ui], support_given=float(ps.f_given[ui]),
                best_argument=(args[k][0], args[k][1]), best_argument_prob=float(ps.f_unit[ui, k]),
                attributed_to=ru.attributed[ui], claim=ru.claim[ui], contradiction=contradiction,
                altered=alt.score if alt is not None else None,
            ))
        clause_head = clause_head_for(example, self.clause_head)
        if clause_head is not None:
            clauses = [read_clause(clause_head, c, given_stems) for c in clauses]
            support = [c.support for c in clauses]

        argument_probs = [[0.0] * len(p.arguments) for p in example.perspectives]
        argument_windows: list[list[tuple[int, int]]] = [[(0, 0)] * len(p.arguments) for p in example.perspectives]
        argument_stated_as: list[list[int | None]] = [[None] * len(p.arguments) for p in example.perspectives]
        for k, (pi, ai, _) in enumerate(args):
            argument_probs[pi][ai] = stated[k]
            i, j = wins[int(best_window[k])]
            argument_windows[pi][ai] = (units[i].start, units[j - 1].end)
            # the pair model's own P(stated): words present elsewhere say nothing of this window's side
            argument_stated_as[pi][ai] = stated_under_other_side(ru.attributed[i:j], pi, pair_stated[k])
        argument_coverage = [[1.0 - v for v in row] for row in argument_probs]
        perspective_coverage = [max(row) for row in argument_coverage]
        p_hall = answer_hallucination(support)
        p_cov = 1.0 - min(stated)
        response_words = unsupported_words(response, [(u.start, u.end) for u in units], support)
        argument_words = [
            WordScore(w.text, w.start, w.end, argument_coverage[pi][ai], pi, ai)
            for pi, ai, a in args
            for w in content_words(a)
        ]
        return DetectorResult(
            detector=self.name,
            model_id=self.model_id,
            calibration_inputs=overlap_inputs(example),
            calibration_domain=calibration_domain(example),
            hallucination=p_hall,
            coverage=p_cov,
            response_words=response_words,
            argument_words=argument_words,
            perspective_coverage=perspective_coverage,
            argument_coverage=argument_coverage,
            details=ClassifierLocalization(
                model=self.pair_model.name + (f" + bi-encoder (w_B = {BI_WEIGHT:g})" if self.biencoder else ""),
                rule="P(hall) = 1 − min_c support(c) over clauses c, a clause with a side held to that side's "
                     "arguments and a clause that restates its argument changed at most 1 − its altered score"
                     + (f", read by the clause head (λ = {clause_head.rule_weight:g})" if clause_head is not None else "") + "; "
                     f"P(cov) = 1 − min_a stated(a) (γ = {SHARE_POWER:g}, w_G = {GIVEN_WEIGHT:g})",
                argument_probs=argument_probs,
                argument_windows=argument_windows,
                argument_stated_as=argument_stated_as,
                clauses=clauses,
            ),
        )


def _contradiction_given_pairs(ps: PairScores, example: Example, unit: int) -> list[tuple[str, str]]:
    """The (given arguments, unit) pairs whose lowest P(contradicted) is the unit's (module doc): its side's arguments
    where the unit speaks for a side (as the pair model reads them); else all sides' arguments and those of its best
    argument's side, which must both read a contradiction (stop 57: all sides' arguments together hold the other
    side's view, which a faithful clause contradicts; its own side's alone read some faithful negative rewordings as
    contradicted)."""
    if ps.ru.attributed[unit] is not None:
        return [ps.given_pairs[unit]]
    side = example.arguments[ps.best_argument(unit)][0]
    return [ps.given_pairs[unit], (given_premise(example.perspectives[side].arguments), ps.ru.units[unit].text)]


def _own_side_best_pair(ps: PairScores, example: Example, unit: int) -> tuple[str, str] | None:
    """(the unit's best argument, the unit) for the contradiction reading, when that argument is of the side the unit
    speaks for or the unit names none (module doc: a side's clause may contradict the other side's argument)."""
    side, _, argument = example.arguments[ps.best_argument(unit)]
    return (argument, ps.ru.units[unit].text) if ps.ru.attributed[unit] in (None, side) else None


def load_classifier_detector(model_path: str | None = None, threads: int | None = None,
                             device: str = "auto", dtype: str = "auto", backend: str | None = None) -> ClassifierDetector:
    """A ready detector with its model loaded; suited to ``st.cache_resource``."""
    det = ClassifierDetector(model_path, threads, device=device, dtype=dtype, backend=backend)
    det.pair_model, det.biencoder  # noqa: B018 - load now, not on the first run
    return det
