"""Classifier detector: a trained pair classifier's probabilities (method paper §3.3, offline).

One pair model ``f(premise, hypothesis) = P(premise states hypothesis)`` answers
both questions (shipped: frozen-MiniLM features + trained head; or a custom
Hugging Face model's entailment probability).
Response sentences come from ``detectors.text.split_sentences``; the intro is not
scored.

Localized outputs

* stated(a)  = max over windows w of f(w, a) for every given argument a, where the
  windows are every sentence, every two adjacent sentences, and (for 3+
  sentences) the whole response — so an argument stated across sentences counts.
* support(s) = ½ · [ f(all given arguments, one a line, s) + max_a f(s, a) ] for every
  response sentence s: the first term asks whether everything s says is given,
  the second whether s states some given argument (the average was chosen on the
  validation topics: it beat either term alone, docs/evaluation.md).
* best argument of s = argmax_a f(s, a) (the argument the sentence states most).

Example level (consistent with the localized outputs by construction)

    P(hallucination)  = 1 − min_s support(s)
    P(coverage error) = 1 − min_a stated(a)

Result fields: ``argument_coverage[p][a] = 1 − stated(a)``,
``perspective_coverage[p] = max over p's arguments`` (so ``coverage`` is the max
over perspectives), word scores: a response word gets 1 − support of its
sentence, an argument word gets 1 − stated of its argument.

The default model is shipped in ``detectors/weights/classifier``: a small head
on frozen all-MiniLM-L6-v2 pair features (``detectors.classifier_features``,
trained by ``detectors.train_classifier``). Any local Hugging Face
sequence-classification model with an entailment label (``config.id2label``:
entailment / entails / yes / supported …) can be given instead; f is then its
softmax probability of that label on ``[CLS] premise [SEP] hypothesis [SEP]``.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .example import Example
from .result import DetectorResult, Progress, WordScore
from .text import content_words, split_sentences

DEFAULT_MODEL_DIR = Path(__file__).resolve().parent / "weights" / "classifier"
ENTAILMENT_NAMES = ("entailment", "entailed", "entails", "entail", "yes", "supported", "support", "true")
BATCH_SIZE = 32


def entailment_label_id(id2label: dict[Any, str]) -> int:
    """The class index whose name means 'entailed'; ValueError naming the labels if there is none."""
    for name in ENTAILMENT_NAMES:
        for i, label in id2label.items():
            if str(label).strip().lower() == name:
                return int(i)
    raise ValueError(
        f"the model has no entailment label (its labels: {', '.join(map(str, id2label.values()))}); "
        f"expected one named {', '.join(ENTAILMENT_NAMES[:4])} …"
    )


@dataclass
class PairModel:
    """A sequence-classification model and tokenizer scoring (premise, hypothesis) pairs."""

    model: Any
    tokenizer: Any
    entail_id: int
    name: str
    max_length: int = 512

    def probs(self, pairs: list[tuple[str, str]], progress: Progress | None = None) -> list[float]:
        """P(entailment) for each pair; length-sorted batches, no gradients."""
        import torch

        out = [0.0] * len(pairs)
        order = sorted(range(len(pairs)), key=lambda i: len(pairs[i][0]) + len(pairs[i][1]))
        for b in range(0, len(order), BATCH_SIZE):
            idx = order[b : b + BATCH_SIZE]
            enc = self.tokenizer(
                [pairs[i][0] for i in idx],
                [pairs[i][1] for i in idx],
                truncation="longest_first",
                max_length=self.max_length,
                padding=True,
                return_tensors="pt",
            )
            with torch.inference_mode():
                logits = self.model(**enc).logits.float()
            p = torch.softmax(logits, dim=-1)[:, self.entail_id].tolist()
            for i, v in zip(idx, p):
                out[i] = float(v)
            if progress:
                progress(min(b + BATCH_SIZE, len(order)), len(order))
        return out


class FeatureModel:
    """The shipped model: frozen MiniLM pair features + trained head (``detectors.classifier_features``)."""

    def __init__(self, folder: Path, name: str):
        from .classifier_features import Encoder, Head

        self.encoder = Encoder()
        self.head = Head.load(folder)
        self.name = name

    def probs(self, pairs: list[tuple[str, str]], progress: Progress | None = None) -> list[float]:
        from .classifier_features import features

        out = self.head.predict(features(self.encoder, pairs)).tolist() if pairs else []
        if progress:
            progress(1, 1)
        return [float(v) for v in out]


def load_pair_model(model_path: str | Path | None = None, threads: int | None = None) -> "PairModel | FeatureModel":
    """Load the shipped weights (default) or a local model folder, offline, in fp32.

    A folder with ``head.safetensors`` is a feature head (the shipped kind); a folder
    with ``config.json`` is a Hugging Face sequence-classification model whose
    ``id2label`` has an entailment label. Suited to ``st.cache_resource``.
    """
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    import torch
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    if threads is not None:
        torch.set_num_threads(max(1, int(threads)))
    path = Path(model_path) if model_path else DEFAULT_MODEL_DIR
    if (path / "head.safetensors").exists():
        return FeatureModel(path, "shipped" if not model_path else str(model_path))
    if not (path / "config.json").exists():
        raise FileNotFoundError(f"no model in {path} (neither head.safetensors nor a Hugging Face config.json)")
    model = AutoModelForSequenceClassification.from_pretrained(path, dtype=torch.float32)
    entail_id = entailment_label_id(model.config.id2label)
    tokenizer = AutoTokenizer.from_pretrained(path)
    model.eval()
    for p in model.parameters():
        p.requires_grad_(False)
    limit = min(512, getattr(model.config, "max_position_embeddings", 512) or 512,
                getattr(tokenizer, "model_max_length", 512) or 512)
    return PairModel(model, tokenizer, entail_id, "shipped" if not model_path else str(model_path), limit)


def windows(n: int) -> list[tuple[int, int]]:
    """Sentence windows [i, j) scored as premises: singles, adjacent pairs, all (if n ≥ 3)."""
    out = [(i, i + 1) for i in range(n)] + [(i, i + 2) for i in range(n - 1)]
    if n >= 3:
        out.append((0, n))
    return out


class ClassifierDetector:
    """Hallucination and coverage-error probabilities from a pair classifier (see module doc)."""

    name = "classifier"

    def __init__(self, model_path: str | Path | None = None, threads: int | None = None,
                 pair_model: "PairModel | FeatureModel | None" = None):
        self.model_path = model_path
        self.threads = threads
        self._pm = pair_model

    @property
    def pair_model(self) -> "PairModel | FeatureModel":
        if self._pm is None:
            self._pm = load_pair_model(self.model_path, self.threads)
        return self._pm

    def run(self, example: Example, progress: Progress | None = None) -> DetectorResult:
        pm = self.pair_model
        response = example.response
        sents = split_sentences(response)
        args = example.arguments  # (perspective, argument, text)
        wins = windows(len(sents))
        given = "\n".join(a for _, _, a in args)

        pairs = [(response[sents[i].start : sents[j - 1].end], a) for i, j in wins for _, _, a in args]
        pairs += [(given, s.text) for s in sents]
        probs = pm.probs(pairs, progress)
        n_a = len(args)
        stated_by_window = [probs[w * n_a : (w + 1) * n_a] for w in range(len(wins))]
        support_joined = probs[len(wins) * n_a :]

        stated = [max(stated_by_window[w][k] for w in range(len(wins))) for k in range(n_a)]
        best_window = [max(range(len(wins)), key=lambda w: stated_by_window[w][k]) for k in range(n_a)]
        sentences = []
        for si, s in enumerate(sents):
            row = stated_by_window[si]  # window si is sentence si alone
            k = max(range(n_a), key=lambda k: row[k])
            sentences.append({
                "text": s.text, "start": s.start, "end": s.end,
                "support": 0.5 * (support_joined[si] + row[k]), "support_given": support_joined[si],
                "best_argument": [args[k][0], args[k][1]], "best_argument_prob": row[k],
            })
        support = [s["support"] for s in sentences]

        argument_probs = [[0.0] * len(p.arguments) for p in example.perspectives]
        argument_windows = [[[0, 0]] * len(p.arguments) for p in example.perspectives]
        for k, (pi, ai, _) in enumerate(args):
            argument_probs[pi][ai] = stated[k]
            i, j = wins[best_window[k]]
            argument_windows[pi][ai] = [sents[i].start, sents[j - 1].end]
        argument_coverage = [[1.0 - v for v in row] for row in argument_probs]
        perspective_coverage = [max(row) for row in argument_coverage]
        p_hall = 1.0 - min(support)
        p_cov = 1.0 - min(stated)

        response_words = []
        for w in content_words(response):
            si = next((i for i, s in enumerate(sents) if s.start <= w.start < s.end), None)
            score = 1.0 - support[si] if si is not None else 0.0
            response_words.append(WordScore(w.text, w.start, w.end, score))
        argument_words = [
            WordScore(w.text, w.start, w.end, argument_coverage[pi][ai], pi, ai)
            for pi, ai, a in args
            for w in content_words(a)
        ]
        return DetectorResult(
            detector=self.name,
            hallucination=p_hall,
            coverage=p_cov,
            response_words=response_words,
            argument_words=argument_words,
            perspective_coverage=perspective_coverage,
            argument_coverage=argument_coverage,
            extras={
                "p_hallucination": p_hall,
                "p_coverage": p_cov,
                "argument_probs": argument_probs,
                "argument_windows": argument_windows,
                "sentences": sentences,
                "model": pm.name,
                "rule": "P(hall) = 1 − min_s ½[f(given, s) + max_a f(s, a)]; P(cov) = 1 − min_a max_window f(window, a)",
            },
        )


def load_classifier_detector(model_path: str | None = None, threads: int | None = None) -> ClassifierDetector:
    """A ready detector with its model loaded; suited to ``st.cache_resource``."""
    det = ClassifierDetector(model_path, threads)
    det.pair_model  # noqa: B018 - load now, not on the first run
    return det
