"""Build the shipped calibration (val topics) and report it on the test topics.

    # 1. the val and test rows of the dev files (topic split: detectors.training.classifier_data.topic_split)
    python benchmarks/fit_calibration.py splits --data ../shared/data -o /tmp/calib
    # 2. score them once (rouge + classifier, with --details for the localized and word-level outputs)
    python -m detectors score /tmp/calib/val.jsonl  -o /tmp/calib/val.scored.jsonl  --detectors rouge,classifier --details --threads 1
    python -m detectors score /tmp/calib/test.jsonl -o /tmp/calib/test.scored.jsonl --detectors rouge,classifier --details --threads 1
    # 3. fit on val, write detectors/calibration/shipped/{calibration,reliability}.json and docs/calibration/*.png,
    #    print the markdown tables of docs/evaluation.md ("Calibration")
    python benchmarks/fit_calibration.py build --val /tmp/calib/val.scored.jsonl --test /tmp/calib/test.scored.jsonl
    # 3b. the same tables for a calibration already fitted (default: the shipped one), on newly scored test rows;
    #     --write also rewrites its reliability.json (the pages' table) and the charts from those rows
    python benchmarks/fit_calibration.py report --test /tmp/calib/test.scored.jsonl [--write]
    # 3c. maps for documents (a domain of their own: hallucination only), fitted on the documents' val half and
    #     reported on their test half; a later build keeps them
    python benchmarks/document_eval.py --write /tmp/calib/doc_val.jsonl --n 100000 --split val   (and --split test;
    #     and with --sets qags --summaries for whole summaries), each scored with --detectors rouge,classifier --details
    python benchmarks/fit_calibration.py documents --val /tmp/calib/doc_val.scored.jsonl,/tmp/calib/sum_val.scored.jsonl \
        --test /tmp/calib/doc_test.scored.jsonl,/tmp/calib/sum_test.scored.jsonl
    # 4. word-level AUC (Table 3): python -m detectors evaluate /tmp/calib/test.scored.jsonl --by meta.paraphrased --json /tmp/calib/eval.json
    python benchmarks/fit_calibration.py words --json /tmp/calib/eval.json

Maps and thresholds: ``detectors.calibration.fit`` (map chosen per detector × error type by
5-fold topic-grouped cross-validated Brier score on val; threshold = best balanced accuracy on
val among thresholds that flag at most 25 % of val's correct paraphrased responses). Salience
is not calibrated (40 s+ per example; at chance on the sample in docs/evaluation.md).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from detectors.calibration.fit import (  # noqa: E402
    CalibrationDataError,
    calibration_table,
    detectors_with_scores,
    fit_calibration,
    fit_detector,
    format_calibration_table,
    row_domain,
)
from detectors.calibration.maps import brier, ece, reliability_bins  # noqa: E402
from detectors.calibration.store import SHIPPED_DIR, Calibration, load_calibration  # noqa: E402
from detectors.classifier.detector import overlap_inputs_from  # noqa: E402
from detectors.core.result import DOCUMENT  # noqa: E402
from detectors.core.scored import row_results  # noqa: E402
from detectors.evaluation.evaluate import example_label, roc_auc  # noqa: E402

DETECTORS = ("rouge", "classifier")
MAX_RATE = 0.25
SLICE_NAMES = {"all": "pooled", "true": "paraphrased", "false": "unparaphrased"}
DOCS_FIG = ROOT / "docs" / "calibration"
# Why a document's coverage score stays raw (shown on its score card).
DOCUMENT_COVERAGE = ("a document has no coverage labels, nor a clear coverage question: a summary is not meant to "
                     "restate its whole source")
SALIENCE_NOTE = ("not calibrated and not evaluated on the test split: 40 s+ per example on a CPU "
                 "(benchmarks/salience_choice.py --reliability writes a test sample's AUCs here)")


def read(paths: str | Path) -> list[dict]:
    """The rows of one scored file, or of several named with commas."""
    return [with_inputs(json.loads(line)) for path in str(paths).split(",")
            for line in Path(path).read_text(encoding="utf-8").splitlines() if line.strip()]


def with_inputs(row: dict) -> dict:
    """A row scored before the classifier reported its ``calibration_inputs`` gets them from the row's own
    ROUGE scores: they are the same numbers (``overlap_inputs``; tests/models/test_classifier.py checks it)."""
    scores = row.get("scores") or {}
    clf, rouge = scores.get("classifier"), scores.get("rouge")
    if isinstance(clf, dict) and isinstance(rouge, dict) and "calibration_inputs" not in clf:
        clf["calibration_inputs"] = overlap_inputs_from(rouge["hallucination"], rouge["coverage"])
    return row


def cmd_splits(args: argparse.Namespace) -> None:
    from detectors.training.classifier_data import topic_split  # build-time only

    out = Path(args.output)
    out.mkdir(parents=True, exist_ok=True)
    files = {s: open(out / f"{s}.jsonl", "w", encoding="utf-8") for s in ("val", "test")}
    for f in sorted((Path(args.data) / "dev").glob("*.jsonl")):
        for line in f.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            split = topic_split(row.get("topic") or row["query"])
            if split in files:
                row.setdefault("meta", {})["file"] = f.stem
                files[split].write(json.dumps(row, ensure_ascii=False) + "\n")
    for f in files.values():
        f.close()
    print(f"wrote {out}/val.jsonl and {out}/test.jsonl", file=sys.stderr)


def protected(rows: list[dict]) -> list[bool]:
    """Correct (both labels 0) paraphrased responses: the thresholds may flag at most 25 % of them."""
    return [example_label(r, "hallucination") == 0 and example_label(r, "coverage") == 0
            and (r.get("meta") or {}).get("paraphrased") is True for r in rows]


def _spans_overlap(s: int, e: int, spans) -> bool:
    return any(s < b and a < e for a, b in spans)


def unit_data(rows: list[dict], cal: Calibration) -> dict[str, tuple[np.ndarray, np.ndarray, np.ndarray]]:
    """Classifier units on labelled rows: (raw error score, calibrated error probability, label) for
    arguments (error = not stated: the argument is in ``meta.word_labels.arguments``) and clauses
    (error = unsupported: the clause overlaps a ``meta.word_labels.response`` span)."""
    from detectors.calibration.apply import calibrate_result
    from detectors.core.result import DetectorResult

    out: dict[str, list] = {"argument": [], "clause": []}
    for r in rows:
        wl = (r.get("meta") or {}).get("word_labels")
        entry = (r.get("scores") or {}).get("classifier")
        if not isinstance(wl, dict) or not entry or "extras" not in entry:
            continue
        res = DetectorResult.from_dict("classifier", entry)
        c = calibrate_result(res, cal)
        loc = res.details
        omitted = {(p, a) for p, a, *_ in wl.get("arguments", [])}
        for p, row in enumerate(loc.argument_probs):
            for a, v in enumerate(row):
                out["argument"].append((1 - v, 1 - c.argument_stated[p][a], int((p, a) in omitted)))
        spans = [tuple(s) for s in wl.get("response", [])]
        for k, cl in enumerate(loc.clauses):
            out["clause"].append((1 - cl.support, 1 - c.clause_support[k], int(_spans_overlap(cl.start, cl.end, spans))))
    return {k: tuple(np.asarray(col, float) for col in zip(*v)) for k, v in out.items() if v}


def unit_table(rows: list[dict], cal: Calibration) -> str:
    lines = ["| unit (error) | n (errors) | AUC | Brier before → after | ECE before → after |", "|---|---|---|---|---|"]
    for slice_, srows in (("pooled", rows), ("paraphrased", [r for r in rows if r["meta"].get("paraphrased")]),
                          ("unparaphrased", [r for r in rows if not r["meta"].get("paraphrased")])):
        for unit, (x, p, y) in unit_data(srows, cal).items():
            name = {"argument": "argument (not stated)", "clause": "clause (unsupported)"}[unit]
            lines.append(f"| {slice_}: {name} | {len(y)} ({int(y.sum())}) | {roc_auc(y, p):.3f} | "
                         f"{brier(x, y):.3f} → {brier(p, y):.3f} | {ece(x, y):.3f} → {ece(p, y):.3f} |")
    return "\n".join(lines)


def flag_summary(rows: list[dict], cal: Calibration) -> str:
    """Share of correct responses flagged, per detector, error type and phrasing, and flagged for either error."""
    lines = ["| detector | slice | correct responses | flagged: hallucination | flagged: coverage | flagged: either |",
             "|---|---|---|---|---|---|"]
    for det in DETECTORS:
        dc = cal.get(det)
        for name, want in (("paraphrased", True), ("unparaphrased", False)):
            correct = [r for r in rows if example_label(r, "hallucination") == 0 and bool(r["meta"].get("paraphrased")) == want]
            f = {e: np.asarray([dc.errors[e].map.one(r["scores"][det][e], r["scores"][det].get("calibration_inputs"))
                                >= dc.errors[e].threshold for r in correct])
                 for e in ("hallucination", "coverage")}
            lines.append(f"| {det} | {name} | {len(correct)} | {f['hallucination'].mean():.0%} | "
                         f"{f['coverage'].mean():.0%} | {(f['hallucination'] | f['coverage']).mean():.0%} |")
    return "\n".join(lines)


def reliability_png(rows: list[dict], cal: Calibration, det: str, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from detectors.calibration.fit import fitting_data, fitting_inputs

    fig, axes = plt.subplots(1, 2, figsize=(9, 4.2), sharey=True)
    for ax, err in zip(axes, ("hallucination", "coverage")):
        x, y, idx = fitting_data(rows, det, err)
        p = cal.get(det).errors[err].map(x, fitting_inputs(rows, det, idx))
        ax.plot([0, 1], [0, 1], ls=":", color="grey", lw=1)
        for vals, label, color in ((x, f"raw score (ECE {ece(x, y):.3f})", "#bbbbbb"),
                                   (p, f"calibrated (ECE {ece(p, y):.3f})", "#d62728" if err == "hallucination" else "#1f77b4")):
            bins = reliability_bins(vals, y)
            ax.plot([b["mean_prob"] for b in bins], [b["error_rate"] for b in bins], marker="o", color=color, label=label)
            for b in bins:
                ax.annotate(str(b["n"]), (b["mean_prob"], b["error_rate"]), textcoords="offset points", xytext=(3, -10),
                            fontsize=7, color=color)
        ax.set_title(f"{det}: {err} (test topics, n = {len(y)})", fontsize=10)
        ax.set_xlabel("predicted P(error), 10 equal-width bins")
        ax.set_xlim(0, 1), ax.set_ylim(-0.02, 1.02)
        ax.legend(fontsize=8, loc="upper left")
    axes[0].set_ylabel("observed error rate")
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)


def reliability_json(table: list[dict], test_rows: list[dict], previous: dict | None = None) -> dict:
    """The test table for the app; the salience entry written by ``benchmarks/salience_choice.py --reliability``
    (a test sample) is kept from ``previous``."""
    out: dict = {"split": "test", "source": "benchmarks/fit_calibration.py on the test topics of the dev files",
                 "n_examples": len(test_rows), "detectors": {}}
    for r in table:
        d = out["detectors"].setdefault(r["detector"], {"calibrated": True, "slices": {}})
        d["slices"].setdefault(SLICE_NAMES.get(r["slice"], r["slice"]), {})[r["error_type"]] = {
            k: r[k] for k in ("n", "n_pos", "n_correct", "auc_before", "auc_after", "brier_before", "brier_after",
                              "ece_before", "ece_after", "threshold", "flagged_correct", "flagged_errors")}
    kept = ((previous or {}).get("detectors") or {}).get("salience")
    out["detectors"]["salience"] = kept or {"calibrated": False, "slices": {}, "note": SALIENCE_NOTE}
    for det, entry in ((previous or {}).get("detectors") or {}).items():  # the document figures (``documents``)
        if entry.get("domains") and det in out["detectors"]:
            out["detectors"][det]["domains"] = entry["domains"]
    return out


def domain_reliability(table: list[dict], n_rows: int) -> dict:
    """A domain's test table for the app: per set ("qags", "wice", "qags summaries", "all") and error type."""
    slices: dict = {}
    for r in table:
        slices.setdefault(r["slice"].removesuffix(f" · {DOCUMENT}s"), {})[r["error_type"]] = {
            k: r[k] for k in ("n", "n_pos", "auc_before", "auc_after", "brier_before", "brier_after", "ece_before",
                              "ece_after", "threshold", "flagged_correct", "flagged_errors")}
    return {"split": "test half of the documents (benchmarks/document_eval.py document_split)", "n_examples": n_rows,
            "source": "benchmarks/fit_calibration.py documents", "slices": slices}


def is_organic(row: dict) -> bool:
    """A row of an organic-style set: ``examples/organic``'s own or a later writers' collection's (fresh, fresh2, fresh3)."""
    return str((row.get("meta") or {}).get("source", "")).startswith("organic")


def inputs_that_hurt_organic(val: list[dict], cal: Calibration, also: Sequence[dict] = ()) -> dict[str, dict[str, str]]:
    """{detector: {error: method}} for maps with per-example inputs whose ROC AUC on the organic val rows is below
    the raw score's (issue 24: keep inputs only where they help on organic val). The map is read out of fold
    (``maps.out_of_fold``, the folds of its cross-validated Brier score), so each organic row is scored by a map
    fitted without its topic: in sample, a map with two free weights per input always looks as if it helped
    (stop 37, hallucination: raw 0.791, in sample 0.826, out of fold 0.802, so kept as before). ``also``: more
    organic-style val rows that the maps were not fitted on (``--inputs-also``, stop 45: the later writers' val
    splits), read by the fitted map and pooled with the organic rows of ``val``."""
    from detectors.calibration.fit import fitting_data, fitting_inputs, fold_group
    from detectors.calibration.maps import out_of_fold

    out: dict[str, dict[str, str]] = {}
    for det in DETECTORS:
        dc = cal.get(det)
        for err, ec in (dc.errors.items() if dc else []):
            if not ec.map.inputs:
                continue
            x, y, idx = fitting_data(val, det, err)
            oof = out_of_fold(x, y, [fold_group(val[i], i) for i in idx], "platt+inputs",
                              inputs=fitting_inputs(val, det, idx))
            organic = [(k, lab) for k, i in enumerate(idx) if is_organic(val[i])
                       and (lab := example_label(val[i], err)) is not None]
            labels = [lab for _, lab in organic]
            if oof is None:
                continue
            raw, mapped = [float(x[k]) for k, _ in organic], [float(oof[k]) for k, _ in organic]
            for row in also:
                res = row_results(row).get(det)
                if res is not None and (lab := example_label(row, err)) is not None:
                    labels.append(lab)
                    raw.append(getattr(res, err))
                    mapped.append(float(ec.map.one(getattr(res, err), res.calibration_inputs)))
            if len(set(labels)) < 2:
                continue
            raw_auc, oof_auc = roc_auc(labels, raw), roc_auc(labels, mapped)
            print(f"{det} {err}: organic-style val AUC ({len(labels)} rows) {raw_auc:.3f} raw, {oof_auc:.3f} with inputs (out of fold)"
                  + (": inputs dropped" if oof_auc < raw_auc else ": inputs kept"), file=sys.stderr)
            if oof_auc < raw_auc:
                cv = ec.info["cv_brier"]
                out.setdefault(det, {})[err] = min(("isotonic", "platt"), key=lambda k: cv[k])
    return out


def cmd_build(args: argparse.Namespace) -> None:
    val, test = read(args.val), read(args.test)
    n_organic = sum((r.get("meta") or {}).get("source") == "organic" for r in val)
    n_fresh = sum(str((r.get("meta") or {}).get("source", "")).startswith("organic-") for r in val)
    fitted_on = f"val topics of the dev files ({len(val) - n_organic - n_fresh} examples)"
    if n_organic:
        fitted_on += f" and the organic val split ({n_organic} examples, examples/organic)"
    if n_fresh:
        fitted_on += f" and the later writers' val splits ({n_fresh} examples, examples/organic/fresh*_val.jsonl)"
    cal = fit_calibration(val, DETECTORS, method="auto", protect=protected(val), max_rate=MAX_RATE, meta={
        "fitted_on": f"{fitted_on}, benchmarks/fit_calibration.py",
        "method_rule": "per detector x error type, the map (isotonic, Platt, or Platt with the detector's "
                       "calibration inputs) with the lowest 5-fold topic-grouped cross-validated Brier score on val",
        "salience": ("stretch maps (the default setting's val range): scores, not probabilities, never flagged "
                     "(docs/salience.md; benchmarks/salience_choice.py writes them, this build keeps them)")})
    fitted = {r.get("id") for r in val}
    also = [r for path in args.inputs_also for r in read(path) if is_organic(r) and r.get("id") not in fitted]
    drop = inputs_that_hurt_organic(val, cal, also)
    if drop:  # refit those maps without inputs: the cheaper of isotonic / Platt by the same CV Brier
        cal = fit_calibration(val, DETECTORS, method="auto", protect=protected(val), max_rate=MAX_RATE,
                              meta=cal.meta, methods=drop)
        cal.meta["inputs_rule"] = ("per-example inputs kept only where they do not lower the organic-"
                                   "style val rows' ROC AUC" + (f" ({len(also)} of them not fitted on, --inputs-also)" if also else "")
                                   + "; dropped for " + ", ".join(f"{d} {e}" for d in drop for e in drop[d]))
    cal.meta["threshold_rule"] = ("best balanced accuracy on val among thresholds flagging at most 25 % of val's "
                                  "correct paraphrased responses")
    out_dir = Path(args.output)
    if (out_dir / "calibration.json").is_file():  # keep the entries fitted elsewhere (salience's stretch maps, documents)
        kept = load_calibration(out_dir)
        cal.detectors.update({n: d for n, d in kept.detectors.items() if n not in DETECTORS})
        for n in DETECTORS:
            if (old := kept.get(n)) is not None:
                domains = {d: replace(e, model_id=cal.detectors[n].model_id) if args.domains_unchanged else e
                           for d, e in old.domains.items()}
                cal.detectors[n].domains = {**domains, **cal.detectors[n].domains}
        cal.meta.update({k: v for k, v in kept.meta.items() if k not in cal.meta})
    cal.save(out_dir)
    table = calibration_table(test, cal, by="meta.paraphrased", detectors=DETECTORS)
    write_reliability(out_dir, cal, test, table)
    print_tables(cal, test, table)
    print(f"\nwrote {out_dir}/calibration.json, {out_dir}/reliability.json, {DOCS_FIG}/reliability_*.png", file=sys.stderr)


def cmd_documents(args: argparse.Namespace) -> None:
    """Each detector's document maps (``DetectorCalibration.domains``): hallucination fitted on the documents' val
    half, coverage left raw (``DOCUMENT_COVERAGE``); the test half's table into ``reliability.json``."""
    folder = Path(args.calibration) if args.calibration else SHIPPED_DIR
    cal, val_all, test_all = load_calibration(folder), read(args.val), read(args.test)
    rel = folder / "reliability.json"
    reliability = json.loads(rel.read_text(encoding="utf-8")) if rel.is_file() else None
    scored = detectors_with_scores(val_all)
    for det in [d for d in DETECTORS if d in scored]:
        entry = cal.get(det)
        if entry is None:
            raise SystemExit(f"{folder} has no {det} calibration to add document maps to")
        # a premise of 150 words or fewer is not a document: the argument-list maps read those rows
        val, test = ([r for r in rows if row_domain(r, det) == DOCUMENT] for rows in (val_all, test_all))
        print(f"{det}: {len(val)} val and {len(test)} test document rows ({len(val_all) - len(val)} and "
              f"{len(test_all) - len(test)} with a shorter premise left out)", file=sys.stderr)
        try:
            doc = fit_detector(val, det, "auto", None, None, {})
        except CalibrationDataError as err:
            raise SystemExit(str(err)) from None
        if doc.model_id != entry.model_id:
            raise SystemExit(f"the {det} document rows were scored by {doc.model_id}, the calibration belongs to "
                             f"{entry.model_id}")
        doc.unmapped = {"coverage": DOCUMENT_COVERAGE}
        entry.domains[DOCUMENT] = doc
        table = calibration_table(test, cal, by="meta.set", detectors=[det])
        if reliability is not None:
            reliability["detectors"].setdefault(det, {}).setdefault("domains", {})[DOCUMENT] = \
                domain_reliability(table, len(test))
        ec = doc.errors["hallucination"]
        print(f"\n{det} on documents: {ec.map.method} map, threshold {ec.threshold:.3f}, CV Brier {ec.info['cv_brier']}\n")
        print(format_calibration_table(table))
    sets = sorted({str((r.get("meta") or {}).get("set")) for r in val_all})
    cal.meta["documents"] = (f"document maps fitted on the val half of {', '.join(sets)}, "
                             "benchmarks/fit_calibration.py documents")
    cal.save(folder)
    if reliability is not None:
        rel.write_text(json.dumps(reliability, indent=1) + "\n", encoding="utf-8")
    print(f"\nwrote {folder}/calibration.json and {folder}/reliability.json", file=sys.stderr)


def write_reliability(out_dir: Path, cal: Calibration, test: list[dict], table: list[dict]) -> None:
    """``reliability.json`` beside the calibration (what the About and Inspect pages show) and the docs' charts."""
    rel = out_dir / "reliability.json"
    previous = json.loads(rel.read_text(encoding="utf-8")) if rel.is_file() else None
    rel.write_text(json.dumps(reliability_json(table, test, previous), indent=1) + "\n", encoding="utf-8")
    for det in DETECTORS:
        reliability_png(test, cal, det, DOCS_FIG / f"reliability_{det}.png")


def cmd_report(args: argparse.Namespace) -> None:
    """The tables of ``build`` for a calibration already fitted (default: the shipped one), on the scored test rows."""
    cal, test = load_calibration(args.calibration), read(args.test)
    table = calibration_table(test, cal, by="meta.paraphrased", detectors=DETECTORS)
    if args.write:  # the same maps on rows scored by today's detectors: the pages show what the docs print
        folder = Path(args.calibration) if args.calibration else SHIPPED_DIR
        write_reliability(folder, cal, test, table)
        print(f"wrote {folder}/reliability.json, {DOCS_FIG}/reliability_*.png", file=sys.stderr)
    print_tables(cal, test, table)


def print_tables(cal: Calibration, test: list[dict], table: list[dict]) -> None:
    """The markdown tables of docs/evaluation.md ("Calibration"): ``table`` is ``calibration_table`` of ``test``."""
    print("### Maps and thresholds (fitted on val)\n")
    print("| detector | error | map | CV Brier isotonic / Platt / Platt + inputs | threshold (calibrated P) |\n"
          "|---|---|---|---|---|")
    for det in DETECTORS:
        for err, ec in cal.get(det).errors.items():
            cv = ec.info["cv_brier"]
            inputs = f" ({', '.join(ec.map.inputs)})" if ec.map.inputs else ""
            print(f"| {det} | {err} | {ec.map.method}{inputs} | {cv['isotonic']} / {cv['platt']} / "
                  f"{cv.get('platt+inputs') or 'n/a'} | {ec.threshold:.3f} |")
    print("\n### Test topics: before → after\n")
    print(format_calibration_table(table))
    print("\n### Correct responses flagged at the shipped thresholds (test topics)\n")
    print(flag_summary(test, cal))
    print("\n### Classifier localized outputs (test topics)\n")
    print(unit_table(test, cal))


def cmd_words(args: argparse.Namespace) -> None:
    data = json.loads(Path(args.json).read_text(encoding="utf-8"))
    res = [r for r in data["results"] if r["level"] == "word"]
    print("| detector | slice | error | words: errors / others | word-level AUC (95 % CI) |\n|---|---|---|---|---|")
    order = {"all": 0, "true": 1, "false": 2}
    for r in sorted(res, key=lambda r: (r["detector"], order.get(r["slice"], 3), r["slice"], r["error_type"])):
        ci = r["ci"]
        auc = f"{r['auc']:.3f} ({ci[0]:.3f}–{ci[1]:.3f})" if r["auc"] is not None else "n/a"
        print(f"| {r['detector']} | {SLICE_NAMES.get(r['slice'], r['slice'])} | {r['error_type']} | "
              f"{r['n_pos']} / {r['n_neg']} | {auc} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("splits")
    s.add_argument("--data", required=True)
    s.add_argument("-o", "--output", required=True)
    s.set_defaults(func=cmd_splits)
    b = sub.add_parser("build")
    b.add_argument("--val", required=True)
    b.add_argument("--test", required=True)
    b.add_argument("-o", "--output", default=str(SHIPPED_DIR))
    b.add_argument("--inputs-also", nargs="*", default=[], metavar="SCORED",
                   help="more organic-style val rows, not fitted on, that decide whether a map keeps its inputs "
                        "(inputs_that_hurt_organic)")
    b.add_argument("--domains-unchanged", action="store_true",
                   help="the kept domain maps (documents) move to the new model id: only where the change that made "
                        "the new id leaves those rows' scores as they were (stop 42: the contradiction adapter does "
                        "not read documents; tests/models/test_contradiction_adapter.py)")
    b.set_defaults(func=cmd_build)
    r = sub.add_parser("report", help="the build's tables for a fitted calibration, without refitting")
    r.add_argument("--test", required=True)
    r.add_argument("--calibration", help="calibration folder (default: the shipped one)")
    r.add_argument("--write", action="store_true",
                   help="also rewrite that calibration's reliability.json and docs/calibration/*.png from these rows")
    r.set_defaults(func=cmd_report)
    d = sub.add_parser("documents", help="ROUGE's and the classifier's document maps (val half) and their test table")
    d.add_argument("--val", required=True, help="scored document rows, comma-separated files")
    d.add_argument("--test", required=True, help="scored document rows, comma-separated files")
    d.add_argument("--calibration", help="calibration folder to add them to (default: the shipped one)")
    d.set_defaults(func=cmd_documents)
    w = sub.add_parser("words")
    w.add_argument("--json", required=True)
    w.set_defaults(func=cmd_words)
    args = ap.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
