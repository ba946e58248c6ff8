"""The findings of every gallery example (docs/findings.md, "Gallery", takes its table from this script).

    python benchmarks/gallery_findings.py [--gallery examples/gallery.jsonl] [--salience]

Runs ROUGE and the shipped classifier (and, with ``--salience``, the shipped precomputed salience
where the gallery has it) on each example, then ``detectors.findings.find_findings`` with the
default calibration, exactly as the Inspect page does. Prints a Markdown table: gallery id, the
kind the gallery names (``meta.kind``), each finding as ``type (P|score conf) “span text”`` or
``type (…) [perspective label #argument: “text”]``, and the candidate closest to its threshold among
those below it (``include_below=True``: what a lower threshold would add first).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.calibration import load_calibration  # noqa: E402
from detectors.core.example import load_examples  # noqa: E402
from detectors.findings import find_findings  # noqa: E402
from detectors.rouge import RougeDetector  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def describe(f, example) -> str:
    kind = "P" if f.calibrated else "score"
    if f.span is not None:
        text = f.text if len(f.text) <= 50 else f.text[:49] + "…"
        where = f"“{text}”"
    else:
        p, a = f.argument
        arg = example.perspectives[p].arguments[a]
        where = f"[{example.perspectives[p].label} #{a + 1}: “{arg if len(arg) <= 50 else arg[:49] + '…'}”]"
    return f"`{f.type}` ({kind} {f.confidence:.2f}) {where}".replace("|", "\\|")


def gallery_findings(path: Path, salience: bool = False) -> list[tuple[str, str, list[str], str]]:
    from detectors.classifier.detector import load_classifier_detector

    clf = load_classifier_detector(None)
    rouge = RougeDetector()
    sal = None
    if salience:
        from detectors.salience.detector import SalienceDetector

        sal = SalienceDetector()
    calibration = load_calibration()
    rows = []
    for _, ex in load_examples(path).examples:
        results = {"rouge": rouge.run(ex), "classifier": clf.run(ex)}
        if sal is not None:
            cached = sal.cached(ex)
            if cached is not None:
                results["salience"] = cached
        found = [describe(f, ex) for f in find_findings(ex, results, calibration)]
        below = [f for f in find_findings(ex, results, calibration, include_below=True)
                 if not f.evidence.get("flagged")]
        top = max(below, key=lambda f: f.confidence - f.evidence.get("threshold", 0.5), default=None)
        near = f"{describe(top, ex)} < {top.evidence.get('threshold', 0.5):.2f}" if top is not None else ""
        rows.append((ex.id or "", ex.meta.get("kind", ""), found, near))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--gallery", default=str(ROOT / "examples" / "gallery.jsonl"))
    parser.add_argument("--salience", action="store_true", help="add the shipped precomputed salience as evidence")
    args = parser.parse_args()
    print("| gallery id | kind (gallery) | findings (default threshold) | nearest candidate below its threshold |")
    print("|---|---|---|---|")
    for gid, kind, found, near in gallery_findings(Path(args.gallery), args.salience):
        print(f"| `{gid}` | {kind} | {'<br>'.join(found) if found else 'none'} | {near} |")


if __name__ == "__main__":
    main()
