"""Responses that copy their arguments word for word: a faithful copy must get no finding and a low P.

    python benchmarks/copied_responses.py [FILE.jsonl ...] [--styles pairs,sentences,list] [--threads 2]

From every distinct argument list in the files (default: the organic val and test splits, 28 topics) it
writes one response per style that restates every argument in its own words, then scores them with
ROUGE and the shipped classifier and recomputes the findings with the shipped calibration:

* ``pairs``: two arguments to a sentence, "<Lead-in> <a1> and that <a2>." (no comma; the lead-in is "Supporters /
  Critics argue that" for a pro / con label, "<Label> argue that" for a stakeholder's);
* ``sentences``: one argument to a sentence, "<Lead-in> <a>.";
* ``list``: a heading per perspective and its arguments as list items, as written;
* ``swapped``: the control, each argument copied under the next perspective's label ("Critics argue that
  <a supporters' argument>."): exact copies on the wrong side, which must still be found.

Prints, per style, how many responses carry any finding (and of which types) and the largest
calibrated P(hallucination) and P(coverage error). The first three are error-free by construction.
"""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from detectors.calibration import calibrate_result, load_calibration  # noqa: E402
from detectors.classifier.attribution import label_side  # noqa: E402
from detectors.classifier.detector import ClassifierDetector  # noqa: E402
from detectors.core.example import Example, load_examples  # noqa: E402
from detectors.findings import find_findings  # noqa: E402
from detectors.findings.edits import as_clause, side_phrase  # noqa: E402
from detectors.rouge import RougeDetector  # noqa: E402

DEFAULT_FILES = [ROOT / "examples" / "organic" / "organic_val.jsonl", ROOT / "examples" / "organic" / "organic_test.jsonl"]


def _lead(labels: list[str], p: int) -> str:
    """"Supporters / Critics argue that" for a pro / con label, "<Label> argue that" for a stakeholder's."""
    if label_side(labels[p]) is not None:
        return side_phrase(labels, p, also=False) + " "
    return f"{labels[p][:1].upper()}{labels[p][1:]} argue that "


def pairs_style(ex: Example) -> str:
    sentences, labels = [], [p.label for p in ex.perspectives]
    for i, p in enumerate(ex.perspectives):
        args = [as_clause(a) for a in p.arguments]
        sentences += [_lead(labels, i) + " and that ".join(args[k:k + 2]) + "." for k in range(0, len(args), 2)]
    return " ".join(sentences)


def sentences_style(ex: Example) -> str:
    labels = [p.label for p in ex.perspectives]
    return " ".join(_lead(labels, i) + as_clause(a) + "." for i, p in enumerate(ex.perspectives) for a in p.arguments)


def list_style(ex: Example) -> str:
    return "\n\n".join(f"### {p.label}\n" + "\n".join(f"- {a}" for a in p.arguments) for p in ex.perspectives)


def swapped_style(ex: Example) -> str:
    """Every argument copied under the next perspective's label: the copies are exact, the sides are wrong."""
    labels = [p.label for p in ex.perspectives]
    return " ".join(_lead(labels, (k + 1) % len(labels)) + as_clause(a) + "."
                    for k, p in enumerate(ex.perspectives) for a in p.arguments)


STYLES = {"pairs": pairs_style, "sentences": sentences_style, "list": list_style, "swapped": swapped_style}


def distinct_argument_lists(files: list[Path]) -> list[Example]:
    seen, out = set(), []
    for f in files:
        for _, ex in load_examples(f).examples:
            key = (ex.query, tuple((p.label, tuple(p.arguments)) for p in ex.perspectives))
            if key not in seen:
                seen.add(key)
                out.append(ex)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", type=Path, default=DEFAULT_FILES)
    ap.add_argument("--styles", default=",".join(STYLES))  # "swapped" last: the control
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--show", action="store_true", help="print each finding")
    args = ap.parse_args()
    sources = distinct_argument_lists(args.files)
    clf, rouge, calibration = ClassifierDetector(threads=args.threads), RougeDetector(), load_calibration()
    print(f"{len(sources)} argument lists from {', '.join(f.name for f in args.files)}\n")
    print("| style | responses with any finding | finding types | max calibrated P(hallucination) | max P(coverage error) |")
    print("|---|---|---|---|---|")
    for style in args.styles.split(","):
        examples = [ex.model_copy(update={"response": STYLES[style](ex), "intro": None}) for ex in sources]
        results = clf.run_many(examples)
        with_finding, types, p_hall, p_cov = 0, Counter(), 0.0, 0.0
        for ex, r in zip(examples, results):
            findings = find_findings(ex, {"classifier": r, "rouge": rouge.run(ex)}, calibration)
            with_finding += bool(findings)
            types.update(f.type for f in findings)
            cal = calibrate_result(r, calibration)
            hall, cov = (cal.probs["hallucination"], cal.probs["coverage"]) if cal else (r.hallucination, r.coverage)
            p_hall, p_cov = max(p_hall, hall), max(p_cov, cov)
            if args.show:
                for f in findings:
                    print(f"  {style} {ex.id}: {f.type} {f.text!r}")
        print(f"| {style} | {with_finding} / {len(examples)} | {dict(types) or '–'} | {p_hall:.2f} | {p_cov:.2f} |")


if __name__ == "__main__":
    main()
