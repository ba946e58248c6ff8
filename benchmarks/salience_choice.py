"""Choose the default salience normalization × aggregation on the val sample, offline.

``python benchmarks/salience_choice.py`` reads the raw token maps written by
``benchmarks/salience_val_maps.py`` (no model runs: only the tokenizer, to map tokens to
words again) and prints, for every normalization (``arguments``, ``paper``, and ``all``:
the paper's literal all-rows normalization with template and BOS rows, for comparison) ×
aggregation (max, sum, neg_entropy, source_share):

* example-level AUC per error type (positives: that error; negatives: error-free examples),
* word-level AUC (response words for hallucination, argument words for coverage,
  labels from ``meta.word_labels``), with 95% bootstrap intervals over examples,
* quantiles (min, 10, 25, 50, 75, 90 %, max) of the example scores over the sample,
* the same quantiles as shown, stretched over a range: the one this sample spans (``--write-range``),
  else the shipped calibration's ``stretch`` map (the default setting only).

``--write-range`` (on the val sample) writes the default setting's range as the ``salience`` entry of
the shipped calibration (``detectors/calibration/shipped/calibration.json``): a ``stretch`` map per
error type, read on results of the default setting's ``model_id`` only. The other settings'
ranges are printed, not shipped: their scores are shown raw.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.salience_val_maps import DEFAULT_OUT  # noqa: E402
from detectors.calibration.store import SHIPPED_DIR as CALIBRATION_DIR  # noqa: E402
from detectors.core.example import Example  # noqa: E402
from detectors.evaluation.evaluate import evaluate_rows  # noqa: E402
from detectors.salience.detector import Layout, SalienceDetector, Setting, salience_result  # noqa: E402
from detectors.salience.lm import load_tokenizer  # noqa: E402
from detectors.salience.prompt import build_prompt, tokenize_prompt  # noqa: E402
from detectors.salience.scoring import AGGREGATIONS, DEFAULT_AGGREGATION, DEFAULT_NORMALIZATION  # noqa: E402
from detectors.salience.words import argument_words, response_words  # noqa: E402

NORMS = ("arguments", "paper", "all")
QUANTILES = (0, 10, 25, 50, 75, 90, 100)
DEFAULT_CHOICE = f"{DEFAULT_NORMALIZATION}/{DEFAULT_AGGREGATION}"
ERRORS = ("hallucination", "coverage")
CALIBRATION_FILE = CALIBRATION_DIR / "calibration.json"


def load_maps(folder: Path) -> list[dict]:
    out = []
    for path in sorted(folder.glob("[0-9][0-9][0-9].npz")):
        z = np.load(path)
        out.append({"example": Example.model_validate(json.loads(str(z["example"]))),
                    "token_map": z["token_map"].astype(float), "columns": [int(c) for c in z["columns"]],
                    "ids": [int(i) for i in z["ids"]], "seconds": float(z["seconds"])})
    return out


def score_rows(maps: list[dict], tokenizer) -> list[dict]:
    rows = []
    for m in maps:
        ex = m["example"]
        tp = tokenize_prompt(build_prompt(ex), tokenizer)
        if tp.ids != m["ids"]:
            raise SystemExit("the tokenizer or prompt changed since the maps were written; run salience_val_maps.py again")
        layout = Layout(tp, argument_words(tp, ex.arguments), response_words(tp, ex.response), m["columns"])
        scores = {}
        for norm in NORMS:
            for agg in AGGREGATIONS:
                r = salience_result(ex, layout, m["token_map"], Setting(normalization=norm, aggregation=agg))
                d = r.to_dict(details=True)
                scores[f"{norm}/{agg}"] = {"hallucination": r.hallucination, "coverage": r.coverage,
                                           "response_words": d["response_words"], "argument_words": d["argument_words"]}
        rows.append({"labels": ex.labels.model_dump(), "meta": ex.meta, "scores": scores})
    return rows


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--maps", default=str(DEFAULT_OUT))
    ap.add_argument("--boot", type=int, default=1000)
    ap.add_argument("--by", help="also print, per slice of this field (e.g. meta.paraphrased), the AUCs of --choice")
    ap.add_argument("--choice", default=DEFAULT_CHOICE, help="normalization/aggregation for --by")
    ap.add_argument("--write-range", action="store_true",
                    help="write the default setting's lowest and highest example score on this sample as the salience "
                         "stretch maps of --calibration-file (run it on the val sample); print every setting's")
    ap.add_argument("--calibration-file", default=str(CALIBRATION_FILE),
                    help="the calibration.json --write-range writes the salience entry of (default: the shipped one)")
    ap.add_argument("--reliability", help="with --by meta.paraphrased on a test sample: write --choice's AUCs as the "
                                          "salience entry of this reliability.json (the app's score card reads it)")
    args = ap.parse_args(argv)
    maps = load_maps(Path(args.maps))
    rows = score_rows(maps, load_tokenizer())
    n_h = sum(r["labels"]["hallucination"] for r in rows)
    n_c = sum(r["labels"]["coverage"] for r in rows)
    n_p = sum(bool(r["meta"].get("paraphrased")) for r in rows)
    print(f"sample: {len(rows)} examples ({n_h} hallucination, {n_c} coverage, {len(rows) - n_h - n_c} error-free; "
          f"{n_p} paraphrased); token-map seconds median {np.median([m['seconds'] for m in maps]):.1f}\n")
    res = {(r.level, r.detector, r.error_type): r for r in evaluate_rows(rows, n_boot=args.boot)}
    fmt = lambda r: "n/a" if r is None or r.auc is None else f"{r.auc:.2f} [{r.ci_low:.2f}, {r.ci_high:.2f}]"  # noqa: E731
    print("| normalization | aggregation | example AUC halluc. | example AUC coverage | word AUC halluc. | word AUC coverage | mean |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for name in rows[0]["scores"]:
        cells = [res.get((lvl, name, err)) for lvl in ("example", "word") for err in ("hallucination", "coverage")]
        mean = np.mean([c.auc for c in cells if c is not None and c.auc is not None])
        norm, agg = name.split("/")
        print(f"| {norm} | {agg} | " + " | ".join(fmt(c) for c in cells) + f" | {mean:.3f} |")
    print("\nExample-score quantiles (" + ", ".join(f"{q}%" for q in QUANTILES) + ")\n")
    print("| normalization | aggregation | hallucination | coverage |")
    print("| --- | --- | --- | --- |")
    for name in rows[0]["scores"]:
        qs = {err: np.percentile([r["scores"][name][err] for r in rows], QUANTILES) for err in ("hallucination", "coverage")}
        norm, agg = name.split("/")
        print(f"| {norm} | {agg} | " + " | ".join(" ".join(f"{v:.2f}" for v in qs[e]) for e in ("hallucination", "coverage")) + " |")
    ranges = fit_ranges(rows) if args.write_range else None
    if ranges:
        print_ranges(ranges)
        write_stretch_entry(Path(args.calibration_file), ranges[DEFAULT_CHOICE],
                            f"benchmarks/salience_choice.py --write-range on {args.maps} ({len(rows)} examples)")
    print_stretched(rows, ranges)
    if args.by:
        print(f"\n{args.choice} by {args.by}\n")
        print("| slice | level | error | n (errors / others) | AUC [95 % CI] |\n| --- | --- | --- | --- | --- |")
        for r in evaluate_rows(rows, by=args.by, n_boot=args.boot):
            if r.detector == args.choice:
                print(f"| {r.slice} | {r.level} | {r.error_type} | {r.n_pos} / {r.n_neg} | {fmt(r)} |")
        if args.reliability:
            write_reliability(Path(args.reliability), evaluate_rows(rows, by=args.by, n_boot=args.boot), args.choice, len(rows))
    return 0


def fit_ranges(rows: list[dict]) -> dict[str, dict[str, list[float]]]:
    """Per setting ``normalization/aggregation`` (not the comparison-only ``all``): [lowest, highest] raw score."""
    out = {}
    for name in rows[0]["scores"]:
        if not name.startswith("all/"):
            out[name] = {e: [round(min(r["scores"][name][e] for r in rows), 5), round(max(r["scores"][name][e] for r in rows), 5)]
                         for e in ("hallucination", "coverage")}
    return out


def print_ranges(ranges: dict[str, dict[str, list[float]]]) -> None:
    print("\nRange of the raw example scores on this sample (lowest, highest)\n")
    print("| normalization | aggregation | hallucination | coverage |\n| --- | --- | --- | --- |")
    for name, r in ranges.items():
        print(f"| {name.replace('/', ' | ')} | " + " | ".join(f"{r[e][0]:.5f}–{r[e][1]:.5f}" for e in ERRORS) + " |")


def stretch_entry(rng: dict[str, list[float]], source: str) -> dict:
    """The calibration entry of the default salience setting: per error type a ``stretch`` map over ``rng``.

    A stretched value is a score, not a probability: the threshold (1.0) is never used to flag.
    """
    entry: dict = {"model_id": SalienceDetector(device="cpu", dtype="float32", cache=False).model_id}
    for e in ERRORS:
        entry[e] = {"map": {"kind": "stretch", "lo": rng[e][0], "hi": rng[e][1]}, "threshold": 1.0,
                    "fitted_on": f"{source}: lowest and highest raw example score; a score, not a probability"}
    return entry


def write_stretch_entry(path: Path, rng: dict[str, list[float]], source: str) -> None:
    """Replace the ``salience`` entry of a calibration file (the rest is kept as it is)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["detectors"]["salience"] = stretch_entry(rng, source)
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote the salience entry of {path}", file=sys.stderr)


def shipped_stretch() -> dict[str, list[float]] | None:
    """The default setting's range in the shipped calibration, or None."""
    entry = (json.loads(CALIBRATION_FILE.read_text(encoding="utf-8")).get("detectors") or {}).get("salience")
    if not entry or any(entry[e]["map"].get("kind") != "stretch" for e in ERRORS):
        return None
    return {e: [entry[e]["map"]["lo"], entry[e]["map"]["hi"]] for e in ERRORS}


def print_stretched(rows: list[dict], ranges: dict | None) -> None:
    """Quantiles of the example scores as shown: stretched by ``ranges`` (every setting), else by the shipped
    calibration's stretch map (the default setting only)."""
    from detectors.calibration.maps import CalibrationMap

    ranges = ranges or {DEFAULT_CHOICE: shipped_stretch()}
    print("\nExample-score quantiles as shown, stretched over the val range (" + ", ".join(f"{q}%" for q in QUANTILES) + ")\n")
    print("| normalization | aggregation | hallucination | coverage |")
    print("| --- | --- | --- | --- |")
    for name in rows[0]["scores"]:
        rng = ranges.get(name)
        if not rng:
            continue
        qs = {e: np.percentile(CalibrationMap("stretch", lo=rng[e][0], hi=rng[e][1])(
            [r["scores"][name][e] for r in rows]), QUANTILES) for e in ERRORS}
        norm, agg = name.split("/")
        print(f"| {norm} | {agg} | " + " | ".join(" ".join(f"{v:.2f}" for v in qs[e]) for e in ERRORS) + " |")


def write_reliability(path: Path, results: list, choice: str, n: int) -> None:
    """Replace the salience entry of ``reliability.json`` by ``choice``'s example-level AUCs on this sample, per
    paraphrased slice, with their bootstrap intervals (the score card mutes a slice whose interval reaches 0.5)."""
    names = {"all": "pooled", "true": "paraphrased", "false": "unparaphrased"}
    slices: dict = {}
    for r in results:
        if r.detector == choice and r.level == "example" and r.auc is not None:
            slices.setdefault(names.get(r.slice, r.slice), {})[r.error_type] = {
                "n": r.n_pos + r.n_neg, "n_pos": r.n_pos, "auc_before": r.auc, "auc_after": r.auc,
                "ci_low": r.ci_low, "ci_high": r.ci_high}
    data = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {"detectors": {}}
    data["detectors"]["salience"] = {
        "calibrated": False, "sample": n, "slices": slices,
        "source": f"benchmarks/salience_choice.py --by meta.paraphrased on a stratified sample of {n} test examples "
                  f"(benchmarks/salience_val_maps.py --split test), {choice}",
        "note": f"not calibrated; test AUC measured on a stratified sample of {n} examples only (40 s+ per example "
                "on a CPU)"}
    path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote the salience entry of {path}", file=sys.stderr)


if __name__ == "__main__":
    raise SystemExit(main())
