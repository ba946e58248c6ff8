import json

import numpy as np
import pytest

from detectors.cli import main
from detectors.evaluation.evaluate import bootstrap_ci, evaluate_rows, roc_auc, word_groups


def row(i, h, c, sh, sc, **meta):
    return {"id": f"r{i}", "labels": {"hallucination": h, "coverage": c}, "meta": meta,
            "scores": {"rouge": {"hallucination": sh, "coverage": sc},
                       "other": {"hallucination": 1 - sh, "coverage": sc}}}


# Hallucination: positives r1 r2 r3 (0.9, 0.4, 0.6), negatives r4 r5 r6 (0.1, 0.5, 0.4).
# Pairs (pos > neg): 0.9 beats 3; 0.4 beats 0.1, ties 0.4 (½); 0.6 beats 3 → 3 + 1.5 + 3 = 7.5 of 9.
# The coverage-only row r7 is neither positive nor negative for hallucination; r8 has no labels.
ROWS = [
    row(1, 1, 0, 0.9, 0.2, para=True), row(2, 1, 0, 0.4, 0.3, para=False), row(3, 1, 1, 0.6, 0.8, para=True),
    row(4, 0, 0, 0.1, 0.1, para=False), row(5, 0, 0, 0.5, 0.7, para=True), row(6, 0, 0, 0.4, 0.0, para=False),
    row(7, 0, 1, 0.95, 0.9, para=True), {"id": "r8", "scores": {"rouge": {"hallucination": 0.0, "coverage": 0.0}}},
]


def find(results, **kw):
    (r,) = [r for r in results if all(getattr(r, k) == v for k, v in kw.items())]
    return r


def test_example_level_auc_matches_hand_computation():
    res = evaluate_rows(ROWS, n_boot=200, seed=1)
    h = find(res, slice="all", level="example", detector="rouge", error_type="hallucination")
    assert (h.n_pos, h.n_neg) == (3, 3)
    assert h.auc == pytest.approx(7.5 / 9)
    # "other" = 1 - x: pos (0.1, 0.6, 0.4) vs neg (0.9, 0.5, 0.6): only 0.6 > 0.5 and the 0.6 tie (½) → 1.5 / 9
    assert find(res, slice="all", level="example", detector="other", error_type="hallucination").auc == pytest.approx(1.5 / 9)
    # Coverage: positives r3 r7 (0.8, 0.9), negatives r4 r5 r6 (0.1, 0.7, 0.0): every pair ranked right.
    c = find(res, slice="all", level="example", detector="rouge", error_type="coverage")
    assert (c.n_pos, c.n_neg, c.auc) == (2, 3, 1.0)
    assert h.ci_low <= h.auc <= h.ci_high and 0 <= h.ci_low < h.ci_high <= 1
    assert h.fpr[0] == 0 and h.tpr[-1] == 1


def test_a_row_labelled_for_one_error_type_only_is_a_negative_for_it_when_its_label_is_0():
    summaries = [{"id": f"s{i}", "labels": {"hallucination": y}, "scores": {"rouge": {"hallucination": x, "coverage": 0.5}}}
                 for i, (y, x) in enumerate([(1, 0.8), (1, 0.3), (0, 0.4), (0, 0.1)])]  # documents: no coverage label
    h = find(evaluate_rows(summaries, n_boot=50), slice="all", level="example", detector="rouge", error_type="hallucination")
    # positives 0.8, 0.3 against negatives 0.4, 0.1: 0.8 beats both, 0.3 beats 0.1 → 3 of 4 pairs
    assert (h.n_pos, h.n_neg, h.auc) == (2, 2, 0.75)
    c = find(evaluate_rows(summaries, n_boot=50), slice="all", level="example", detector="rouge", error_type="coverage")
    assert (c.n_pos, c.n_neg) == (0, 0)  # no coverage label: neither
    assert find(evaluate_rows(ROWS, n_boot=50), slice="all", level="example", detector="rouge",
                error_type="hallucination").n_neg == 3  # r7 (coverage error) is still no negative for hallucination


def test_slices_by_meta_field():
    res = evaluate_rows(ROWS, by="meta.para", n_boot=100)
    # para=true hallucination: pos r1 r3 (0.9, 0.6) vs neg r5 (0.5) → 1.0; false: pos r2 0.4 vs neg 0.1, 0.4 → 0.75
    assert find(res, slice="true", level="example", detector="rouge", error_type="hallucination").auc == 1.0
    assert find(res, slice="false", level="example", detector="rouge", error_type="hallucination").auc == 0.75
    assert find(res, slice="(missing)", level="example", detector="rouge", error_type="hallucination").auc is None


def test_roc_auc_agrees_with_sklearn_and_rejects_one_class():
    from sklearn.metrics import roc_auc_score

    rng = np.random.default_rng(0)
    y, s = rng.integers(0, 2, 200), rng.random(200).round(1)
    assert roc_auc(y, s) == pytest.approx(roc_auc_score(y, s))
    with pytest.raises(ValueError):
        roc_auc([1, 1], [0.2, 0.3])


def test_bootstrap_is_seeded_and_narrows_with_more_data():
    rng = np.random.default_rng(0)

    def groups(n):
        y = rng.integers(0, 2, n).astype(bool)
        return [(np.array([a]), np.array([b])) for a, b in zip(y, y * 0.3 + rng.random(n))]

    small, big = groups(40), groups(2000)
    assert bootstrap_ci(small, 300, seed=4) == bootstrap_ci(small, 300, seed=4)
    lo_s, hi_s = bootstrap_ci(small, 300, seed=4)
    lo_b, hi_b = bootstrap_ci(big, 300, seed=4)
    assert hi_b - lo_b < hi_s - lo_s


def test_word_level_uses_span_overlap_and_skips_unannotated_kinds():
    r = {"meta": {"word_labels": {"response": [[6, 11]], "arguments": [[0, 1, 0, 3]]}},
         "scores": {"rouge": {"hallucination": 1, "coverage": 1,
                              "response_words": [{"word": "cats", "start": 0, "end": 4, "score": 0.0},
                                                 {"word": "purr", "start": 7, "end": 11, "score": 1.0}],
                              "argument_words": [{"word": "dog", "start": 0, "end": 3, "score": 0.2, "perspective": 0, "argument": 0},
                                                 {"word": "cat", "start": 0, "end": 3, "score": 0.9, "perspective": 0, "argument": 1}]}}}
    y, s = word_groups(r, "rouge", "hallucination")
    assert y.tolist() == [False, True] and s.tolist() == [0.0, 1.0]
    y, _ = word_groups(r, "rouge", "coverage")
    assert y.tolist() == [False, True]
    del r["meta"]["word_labels"]["response"]
    assert word_groups(r, "rouge", "hallucination") is None
    res = evaluate_rows([r], n_boot=10)
    assert find(res, level="word", error_type="coverage").auc == 1.0


def test_evaluate_cli_prints_table_writes_json_and_png(tmp_path, capsys):
    scored = tmp_path / "scored.jsonl"
    scored.write_text("\n".join(json.dumps(r) for r in ROWS) + "\n{bad\n")
    out, png = tmp_path / "auc.json", tmp_path / "roc.png"
    rc = main(["evaluate", str(scored), "--by", "meta.para", "--json", str(out), "--roc", str(png), "--bootstrap", "100"])
    cap = capsys.readouterr()
    assert rc == 3 and "line 9: unreadable JSON" in cap.err  # bad line reported, the rest evaluated
    assert "0.833 [" in cap.out and "hallucination · rouge" in cap.out
    data = json.loads(out.read_text())
    h = [r for r in data["results"] if r["slice"] == "all" and r["detector"] == "rouge" and r["error_type"] == "hallucination"][0]
    assert h["auc"] == pytest.approx(7.5 / 9) and len(h["ci"]) == 2 and h["roc"]["tpr"][-1] == 1
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and png.stat().st_size > 10_000


def test_evaluate_on_the_bundled_sample_set_end_to_end(tmp_path):
    out = tmp_path / "s.jsonl"
    assert main(["score", "examples/sample_set.jsonl", "-o", str(out), "--details", "-q"]) == 0
    res = evaluate_rows([json.loads(l) for l in out.read_text().splitlines()], by="meta.paraphrased", n_boot=100)
    ex = find(res, slice="all", level="example", detector="rouge", error_type="hallucination")
    assert (ex.n_pos, ex.n_neg) == (14, 14)
    # ROUGE separates close restatements perfectly and struggles with paraphrases (paper Table 1's trend)
    assert find(res, slice="false", level="example", detector="rouge", error_type="coverage").auc == 1.0
    assert find(res, slice="true", level="example", detector="rouge", error_type="coverage").auc < 0.8
    assert find(res, slice="all", level="word", detector="rouge", error_type="hallucination").n_pos > 50
