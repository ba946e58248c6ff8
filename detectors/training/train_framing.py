"""Train the framing head (``detectors.classifier.framing_head``) on the sentences written for it.

    python -m detectors.training.train_framing [--data detectors/training/data/framing [FOLDER …]] [--threshold T]
        [-o detectors/classifier/weights/framing.json]

Data: every ``*.txt`` of each ``--data`` folder (not its subfolders): ``# topic: …`` headers, then
``F<TAB>sentence`` (framing: could be said whatever the arguments were) or ``C<TAB>sentence`` (a claim about the
topic). Features: the shipped bi-encoder's unit vectors. Model: L2-regularised logistic regression (scikit-learn), its C chosen by topic-grouped 5-fold
cross-validated log loss; the output records the CV figures, the data it saw and ``--threshold`` (chosen on the
organic-style val splits, docs/evaluation.md, Stop 41). A few seconds on the CPU.

``--claims-from DATA`` (stop 44) adds, as claims, the short arguments of the dev data's *train* splits (ArgKP key points,
Perspectrum perspectives; ``DATA`` holds ``argkp_train/`` and ``perspectrum_train/``), at most ``--claims-max`` of them
(a seeded sample): the dev answers restate such arguments ("Celibacy is outdated", "such bans are easy to side
step"), and a head that never saw them read some as framing.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

import numpy as np

from detectors.classifier.framing_head import DEFAULT_FRAMING_HEAD

DEFAULT_DATA = Path(__file__).resolve().parent / "data" / "framing"
C_GRID = (0.1, 0.3, 1.0, 3.0, 10.0, 30.0, 100.0)


class FramingDataError(ValueError):
    pass


def read_sentences(folder: Path) -> list[tuple[str, str, int]]:
    """(topic, sentence, 1 if framing) for every labelled line; a malformed line names its file and line."""
    out: list[tuple[str, str, int]] = []
    for path in sorted(folder.glob("*.txt")):
        topic = ""
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            if line.startswith("#"):
                if line.lower().startswith("# topic:"):
                    topic = f"{path.stem}:{line.split(':', 1)[1].strip()}"
                continue
            label, _, text = line.partition("\t")
            if label not in ("F", "C") or not text.strip() or not topic:
                raise FramingDataError(f"{path.name}:{n}: expected 'F<TAB>sentence' or 'C<TAB>sentence' under a topic")
            out.append((topic, text.strip(), int(label == "F")))
    if not out:
        raise FramingDataError(f"no labelled sentences in {folder}")
    return out


def train_split_claims(data: Path, limit: int, seed: int = 0) -> list[tuple[str, str, int]]:
    """(topic, claim, 0) for the ArgKP train key points and Perspectrum train perspectives, a seeded sample of at
    most ``limit``."""
    import random

    from detectors.training.classifier_data import load_argkp, load_perspectrum

    groups = load_argkp(data)[0] + load_perspectrum(data)
    rows = [(f"train:{g.topic}", unit[0].strip(), 0) for g in groups for unit in g.units if unit and unit[0].strip()]
    return random.Random(seed).sample(rows, min(limit, len(rows)))


def fit(vectors: np.ndarray, labels: np.ndarray, groups: list[str]) -> tuple[Any, dict[str, float]]:
    """The logistic regression with the C of the lowest topic-grouped CV log loss, and the CV figures."""
    from sklearn.linear_model import LogisticRegression
    from sklearn.metrics import log_loss, roc_auc_score
    from sklearn.model_selection import GroupKFold

    folds = list(GroupKFold(n_splits=5).split(vectors, labels, groups))
    cv: dict[float, tuple[float, float]] = {}
    for c in C_GRID:
        p = np.zeros(len(labels))
        for train, test in folds:
            model = LogisticRegression(C=c, max_iter=2000).fit(vectors[train], labels[train])
            p[test] = model.predict_proba(vectors[test])[:, 1]
        cv[c] = (log_loss(labels, p), roc_auc_score(labels, p))
    best = min(C_GRID, key=lambda c: cv[c][0])
    model = LogisticRegression(C=best, max_iter=2000).fit(vectors, labels)
    return model, {"C": best, "cv_log_loss": round(cv[best][0], 4), "cv_roc_auc": round(cv[best][1], 4)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", nargs="+", default=[str(DEFAULT_DATA)], help="one or more folders of *.txt files")
    ap.add_argument("-o", "--output", default=str(DEFAULT_FRAMING_HEAD))
    ap.add_argument("--threshold", type=float, default=0.9)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--claims-from", help="folder with argkp_train/ and perspectrum_train/ (module doc)")
    ap.add_argument("--claims-max", type=int, default=1000)
    args = ap.parse_args(argv)
    from detectors.classifier.biencoder import BiEncoder

    folders = [Path(d) for d in args.data]
    rows = [row for folder in folders for row in read_sentences(folder)]
    extra = train_split_claims(Path(args.claims_from), args.claims_max) if args.claims_from else []
    rows += extra
    vectors = BiEncoder(threads=args.threads).embed([s for _, s, _ in rows])
    labels = np.array([y for _, _, y in rows])
    model, figures = fit(vectors, labels, [t for t, _, _ in rows])
    out = {"weights": [round(float(v), 6) for v in model.coef_[0]], "bias": round(float(model.intercept_[0]), 6),
           "threshold": args.threshold,
           "trained_on": {"files": sorted(p.name for folder in folders for p in folder.glob("*.txt")), "sentences": len(rows),
                          "framing": int(labels.sum()), "topics": len({t for t, _, _ in rows}),
                          "train_split_claims": len(extra), "claims_max": args.claims_max if extra else None},
           "features": "the shipped bi-encoder's unit vectors (detectors/classifier/weights/biencoder)",
           "model": "L2 logistic regression, scikit-learn, C by topic-grouped 5-fold CV log loss", **figures}
    Path(args.output).write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: v for k, v in out.items() if k != "weights"}, indent=1), file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
