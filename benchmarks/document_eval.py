"""The classifier on documents and their summaries: held-out faithfulness sets as examples.

    python benchmarks/document_eval.py [--sets qags,wice] [--n 200] [--split all|val|test] [--summaries] [--model FOLDER] [--document-model none|FOLDER] [--seed 1]
    python benchmarks/document_eval.py --write FILE [--sets qags,wice] [--n 100000] [--split val|test]

Each held-out row of ``../shared/data/nli/{set}.jsonl`` (never trained on) becomes one example: the
premise (a news article, retrieved evidence) is the only given argument, the hypothesis (a summary
sentence, a claim) the response, ``labels.hallucination = 1 − label2``. The shipped detector (the
cross-encoder blended with the bi-encoder, raw scores; a document example is read by the document adapter,
``detectors.classifier.adapters``, unless ``--document-model none``) scores it twice in one process: the document
read whole (truncated to the model's limit), and as it reads it by default
(``detectors.classifier.long_premise``: a premise over 150 words in two-sentence windows). Read whole, the
premise is not treated as a document at all, so the cross-encoder itself reads it, never the document adapter. Prints the
example ROC AUC of P(hallucination) with a 1,000-replicate bootstrap interval for each.

``--write FILE``: the same rows as a labelled JSONL file for ``python -m detectors score`` and ``calibrate``, each
with ``labels.hallucination`` only (a document has no coverage labels), ``meta.set`` (the set, "qags summaries" with
``--summaries``) and its document as ``topic`` (so the
calibration's folds keep a document together; the classifier does not read the topic); nothing is scored.
The shipped calibration's document map is fitted on the val half written this way
(``benchmarks/fit_calibration.py build --documents``).

``--calibrated``: also the default reading through the shipped calibration as the app reads it (a document
through the classifier's document maps, a premise of 150 words or fewer through the argument-list maps): the
calibrated AUC, the mean calibrated P(hallucination) of the unfaithful and of the faithful rows, the share of each
flagged (P at or above the calibration's threshold) and the ECE (10 bins). Before stop 39 the argument-list maps
were the only ones, and these figures (ECE 0.23 and 0.46) are why documents got maps of their own.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from detectors.calibration import calibrate_result, load_calibration  # noqa: E402
from detectors.calibration.maps import ece  # noqa: E402
from detectors.classifier.detector import ClassifierDetector  # noqa: E402
from detectors.core import domain  # noqa: E402
from detectors.core.example import Example, Perspective  # noqa: E402
from detectors.evaluation.evaluate import bootstrap_ci, roc_auc  # noqa: E402


def document_split(premise: str) -> str:
    """"val" or "test": half of the documents by a hash of the premise, so both halves of a set never share one
    (rules for documents are chosen on val; test is read once)."""
    return "val" if int(hashlib.sha1(premise.encode("utf-8")).hexdigest(), 16) % 2 == 0 else "test"


def summaries(rows: list[dict]) -> list[dict]:
    """The rows of one premise joined in file order into one summary, unfaithful if any of its sentences is (QAGS
    labels each sentence of a summary: CNN/DailyMail summaries have three or four, XSum ones one)."""
    by_premise: dict[str, list[dict]] = {}
    for r in rows:
        by_premise.setdefault(r["premise"], []).append(r)
    return [{"premise": p, "hypothesis": " ".join(r["hypothesis"].strip() for r in rs),
             "label2": min(int(r["label2"]) for r in rs)} for p, rs in by_premise.items()]


def examples(path: Path, n: int, seed: int, split: str = "all", whole_summaries: bool = False) -> list[tuple[Example, int]]:
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    rows = [r for r in rows if r.get("label2") in (0, 1) and r.get("premise") and r.get("hypothesis")
            and split in ("all", document_split(r["premise"]))]
    if whole_summaries:
        rows = summaries(rows)
    rows = random.Random(seed).sample(rows, min(n, len(rows)))
    kind = "-summary" if whole_summaries else ""
    return [(Example(id=f"{path.stem}{kind}-{i}", query="Summarize the source.",
                     perspectives=[Perspective(label="source", arguments=[r["premise"]])], response=r["hypothesis"]),
             1 - int(r["label2"])) for i, r in enumerate(rows)]


def write_rows(out: Path, data: Path, sets: list[str], n: int, seed: int, split: str, whole: bool) -> int:
    """``--write``: the examples of every set as labelled JSONL rows (module doc)."""
    lines = []
    for name in sets:
        for ex, label in examples(data / f"{name}.jsonl", n, seed, split, whole):
            document = ex.perspectives[0].arguments[0]
            digest = hashlib.sha1(document.encode("utf-8")).hexdigest()[:12]
            row = ex.model_copy(update={"topic": f"{name} document {digest}"}).model_dump(exclude_none=True)
            lines.append(json.dumps({**row, "labels": {"hallucination": label},
                                     "meta": {"set": name + (" summaries" if whole else ""),
                                              "split": document_split(document)}}, ensure_ascii=False))
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(lines)} rows → {out}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default="../shared/data")
    ap.add_argument("--sets", default="qags,wice")
    ap.add_argument("--n", type=int, default=200)
    ap.add_argument("--model", default=None, help="cross-encoder folder (default: the shipped one)")
    ap.add_argument("--document-model", default=None,
                    help="what reads the documents: 'none' (the cross-encoder itself, as before stop 37), an adapter "
                         "or model folder (default: the shipped document adapter beside the shipped cross-encoder)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--split", choices=("all", "val", "test"), default="all",
                    help="rows of half of the documents (``document_split``): choose on val, read test once")
    ap.add_argument("--summaries", action="store_true",
                    help="one example per premise: its rows' sentences joined into one summary (``summaries``)")
    ap.add_argument("--calibrated", action="store_true", help="also the shipped calibration's view (module doc)")
    ap.add_argument("--write", default=None, help="write the rows as labelled JSONL to this file, score nothing")
    a = ap.parse_args()
    if a.write:
        return write_rows(Path(a.write), Path(a.data) / "nli", a.sets.split(","), a.n, a.seed, a.split, a.summaries)
    calibration = load_calibration() if a.calibrated else None
    calibrated_rows: list[str] = []
    detector = ClassifierDetector(model_path=a.model, threads=1, biencoder=True, document_model=a.document_model)
    limit = domain.LONG_PREMISE_WORDS
    print("| set | n (hallucinated) | document read whole | in two-sentence windows |\n|---|---|---|---|")
    for name in a.sets.split(","):
        pairs = examples(Path(a.data) / "nli" / f"{name}.jsonl", a.n, a.seed, a.split, a.summaries)
        y = np.array([lab for _, lab in pairs])
        cells = []
        for words in (10**9, limit):
            domain.LONG_PREMISE_WORDS = words
            results = detector.run_many([ex for ex, _ in pairs])
            s = np.array([r.hallucination for r in results])
            cells.append(_auc_cell(y, s))
        domain.LONG_PREMISE_WORDS = limit
        print(f"| {name} | {len(y)} ({int(y.sum())}) | {cells[0]} | {cells[1]} |", flush=True)
        if calibration is not None:
            calibrated_rows.append(_calibrated_row(name, y, [calibrate_result(r, calibration) for r in results]))
    if calibrated_rows:
        print("\n| set (two-sentence windows, shipped calibration) | calibrated AUC | mean P, unfaithful / faithful "
              "| flagged, unfaithful / faithful | ECE |\n|---|---|---|---|---|")
        print("\n".join(calibrated_rows))
    return 0


def _auc_cell(y: np.ndarray, s: np.ndarray) -> str:
    lo, hi = bootstrap_ci([(np.array([t], bool), np.array([v], float)) for t, v in zip(y, s)])
    return f"{roc_auc(y, s):.3f} [{lo:.3f}, {hi:.3f}]"


def _calibrated_row(name: str, y: np.ndarray, calibrated) -> str:
    p = np.array([c.probs["hallucination"] for c in calibrated])
    flagged = np.array([c.flagged.get("hallucination", False) for c in calibrated])
    pos, neg = y == 1, y == 0
    return (f"| {name} | {_auc_cell(y, p)} | {p[pos].mean():.3f} / {p[neg].mean():.3f} "
            f"| {flagged[pos].mean():.2f} / {flagged[neg].mean():.2f} | {ece(p, y):.3f} |")


if __name__ == "__main__":
    sys.exit(main())
