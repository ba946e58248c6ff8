"""Detectors by name, with the options they take and what they return: one place per detector.

The CLI flags (``detectors.cli``) and the app's sidebar settings are built from ``REGISTRY``,
so adding a detector or an option touches this module only (LIT's ``config_spec``/``meta_spec``,
inseq's method registry). Heavy detectors are imported lazily: ROUGE alone must not load torch.
"""
from __future__ import annotations

import argparse
import importlib
from dataclasses import dataclass, field
from typing import Any

from detectors.core.device import BACKENDS, DEVICES, DTYPES
from detectors.core.result import ClassifierLocalization, Detector, RougeDetails, SalienceMaps
from detectors.salience.lm import DEFAULT_MODEL as DEFAULT_SALIENCE_MODEL
from detectors.salience.prompt import DEFAULT_PROMPT_FORMAT, PROMPT_FORMATS
from detectors.salience.scoring import (
    AGGREGATIONS,
    DEFAULT_AGGREGATION,
    DEFAULT_METHOD,
    DEFAULT_NORMALIZATION,
    METHOD_NAMES,
    NORMALIZATIONS,
)

SALIENCE_METHODS = METHOD_NAMES  # the salience package's own names (none of these imports loads torch)


@dataclass(frozen=True)
class Option:
    """One setting of a detector: its keyword, type, default and help; ``cli`` is its command-line flag.

    Options of different detectors that share a ``cli`` flag (e.g. ``--threads``) take one value.
    ``path=True`` marks a model path the app only accepts from its allowed models directory.
    """

    name: str
    type: type
    default: Any
    help: str
    cli: str | None = None
    choices: tuple[str, ...] | None = None
    path: bool = False
    label: str = ""
    minimum: int | None = None  # int options: the range the app's number input allows
    maximum: int | None = None
    bundled: tuple[str, ...] = ()  # path options: the bundled model names accepted besides a folder
    widget_default: Any = None  # where the app's widget starts when ``default`` (None) means "the library's choice"


@dataclass(frozen=True)
class DetectorInfo:
    name: str
    title: str
    factory: str  # "module:Class", imported on first use
    returns: type  # the type of ``DetectorResult.details``
    summary: str
    options: tuple[Option, ...] = field(default_factory=tuple)
    slow: bool = False  # seconds or more per example on a CPU

    def defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}


THREADS = Option("threads", int, None, "CPU threads of torch or ONNX Runtime (default: the library's choice, the cores)", cli="--threads",
                 label="CPU threads", minimum=1, maximum=64, widget_default=2)

DEVICE = Option("device", str, "auto", "where the models run: auto (CUDA, else Apple MPS, else CPU), cpu, cuda or mps",
                cli="--device", choices=DEVICES, label="Device")
DTYPE = Option("dtype", str, "auto",
               "precision: auto (salience LM: float32 on CPU, bfloat16 on CUDA where supported, else float16; "
               "classifier encoders: float32 everywhere), float32, bfloat16 or float16",
               cli="--dtype", choices=DTYPES, label="Precision")

BACKEND = Option("backend", str, "auto",
                 "what runs the classifier's encoders: auto (ONNX Runtime for float32 on a CPU, about twice as fast "
                 "and with the same probabilities; else torch), onnx or torch", cli="--backend", choices=BACKENDS,
                 label="Encoder runtime")

REGISTRY: dict[str, DetectorInfo] = {
    info.name: info
    for info in (
        DetectorInfo(
            "rouge", "ROUGE", "detectors.rouge:RougeDetector", RougeDetails,
            "ROUGE-1 word overlap between the response and the given arguments (instant).",
        ),
        DetectorInfo(
            "salience", "Salience", "detectors.salience.detector:SalienceDetector", SalienceMaps,
            "Gradient×input through a causal LM: word-to-word salience maps (seconds to a minute per example on a CPU).",
            options=(
                Option("model", str, DEFAULT_SALIENCE_MODEL,
                       f"causal LM: the bundled {DEFAULT_SALIENCE_MODEL} or a local Hugging Face model folder",
                       cli="--model", path=True, label="Causal LM", bundled=(DEFAULT_SALIENCE_MODEL,)),
                Option("method", str, DEFAULT_METHOD, "gradient×input (paper) or gradient L2 norm (paper footnote 6)",
                       cli="--salience-method", choices=SALIENCE_METHODS, label="Method"),
                Option("aggregation", str, DEFAULT_AGGREGATION,
                       "how a row/column of the word map becomes a contribution/attribution (App. C.1); "
                       "source_share: a response word's share of salience from the given arguments",
                       cli="--salience-aggregation", choices=AGGREGATIONS, label="Aggregation"),
                Option("normalization", str, DEFAULT_NORMALIZATION,
                       "arguments: each response word's salience as a distribution over the given arguments; "
                       "paper: over all rows of the prompt and response so far (template, BOS and braces left out)",
                       cli="--salience-normalization", choices=NORMALIZATIONS, label="Normalization"),
                Option("prompt_format", str, DEFAULT_PROMPT_FORMAT,
                       "braces: the method paper's curly-braces prompt; chat: the model's own chat template",
                       cli="--prompt-format", choices=PROMPT_FORMATS, label="Prompt format"),
                DEVICE,
                DTYPE,
                THREADS,
            ),
            slow=True,
        ),
        DetectorInfo(
            "classifier", "Classifier", "detectors.classifier.detector:ClassifierDetector", ClassifierLocalization,
            "Trained MiniLM pair classifier: per-argument and per-clause probabilities (under a second per example on a CPU; docs/performance.md).",
            options=(
                Option("model_path", str, None,
                       "local Hugging Face sequence-classification model folder with an entailment label "
                       "(default: the shipped classifier)", cli="--classifier", path=True,
                       label="Model folder (empty = shipped)"),
                Option("document_model", str, None,
                       "what reads an example whose given material is a document (over 150 words): an adapter "
                       "folder (train_entailment --lora) or a model folder; 'none': the classifier's own model "
                       "(default: the shipped NLI adapter, beside the shipped classifier)",
                       cli="--document-model", path=True, bundled=("none",), label="Document model (empty = shipped)"),
                Option("contradiction_model", str, None,
                       "what reads P(contradicted) of each claim by its given arguments: an adapter or model folder "
                       "with a contradiction label; 'none': the classifier's own model (default: the shipped "
                       "contradiction adapter, beside the shipped classifier)",
                       cli="--contradiction-model", path=True, bundled=("none",),
                       label="Contradiction model (empty = shipped)"),
                Option("clause_head", str, None,
                       "what reads each claim clause's support from the rules' signals: a clause head's JSON file "
                       "(detectors.training.train_clause_head); 'none': the rules' support alone (default: the shipped "
                       "clause head, beside the shipped classifier)",
                       cli="--clause-head", path=True, bundled=("none",), label="Clause head (empty = shipped)"),
                DEVICE,
                DTYPE,
                BACKEND,
                THREADS,
            ),
        ),
    )
}
DETECTOR_NAMES: tuple[str, ...] = tuple(REGISTRY)


def detector_info(name: str) -> DetectorInfo:
    try:
        return REGISTRY[name]
    except KeyError:
        raise ValueError(f"unknown detector {name!r}; choose from {', '.join(DETECTOR_NAMES)}") from None


def make_detector(name: str, **options: Any) -> Detector:
    """Build detector ``name``; ``options`` not given keep their defaults. Unknown options raise ValueError."""
    info = detector_info(name)
    known = {o.name for o in info.options}
    unknown = set(options) - known
    if unknown:
        raise ValueError(f"detector {name!r} has no option {', '.join(sorted(unknown))}"
                         + (f"; it takes {', '.join(sorted(known))}" if known else ""))
    module, cls = info.factory.split(":")
    return getattr(importlib.import_module(module), cls)(**{k: v for k, v in options.items() if v is not None})


def add_cli_options(parser: argparse.ArgumentParser) -> None:
    """One flag per distinct ``Option.cli`` of every detector."""
    seen: dict[str, list[str]] = {}
    for info in REGISTRY.values():
        for o in info.options:
            if o.cli:
                seen.setdefault(o.cli, []).append(info.name)
    done: set[str] = set()
    for info in REGISTRY.values():
        for o in info.options:
            if not o.cli or o.cli in done:
                continue
            done.add(o.cli)
            owners = ", ".join(seen[o.cli])
            default = f"; default {o.default}" if o.default is not None else ""
            parser.add_argument(o.cli, dest=_dest(o.cli), type=o.type, choices=o.choices, default=None,
                                help=f"{owners}: {o.help}{default}")


def cli_options(args: argparse.Namespace, name: str) -> dict[str, Any]:
    """The options of detector ``name`` set on the command line (unset ones keep their defaults)."""
    out = {}
    for o in detector_info(name).options:
        value = getattr(args, _dest(o.cli), None) if o.cli else None
        if value is not None:
            out[o.name] = value
    return out


def _dest(flag: str) -> str:
    return flag.lstrip("-").replace("-", "_")
