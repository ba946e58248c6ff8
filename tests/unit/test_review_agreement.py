"""Agreement numbers against values computed by hand, and the queue orders."""
from __future__ import annotations

import numpy as np
import pytest
from sklearn.metrics import roc_auc_score

from detectors.review.agreement import (
    WeightedAUC,
    _unit_sums,
    agreement,
    alpha_from_units,
    auc_boot,
    kappa_from_counts,
    kappa_with_ci,
)
from detectors.review.queue import open_queue, order_rows
from detectors.review.state import replay
from detectors.review.store import QueueRow, open_store
from tests.unit.test_review_store import scored_row


@pytest.fixture
def store(tmp_path):
    s = open_store(f"sqlite:///{tmp_path / 'r.sqlite'}")
    yield s
    s.close()


def row_map(rows):
    return {r["id"]: r for r in rows}


def test_kappa_of_a_hand_table():
    # a=(1,1)=3, b=(1,0)=1, c=(0,1)=1, d=(0,0)=5: po = 0.8, pe = (4·4 + 6·6)/100 = 0.52, κ = 0.28/0.48
    y1 = [1, 1, 0, 0, 1, 0, 1, 0, 0, 0]
    y2 = [1, 0, 0, 0, 1, 0, 1, 1, 0, 0]
    v, lo, hi = kappa_with_ci(y1, y2, 500, np.random.default_rng(0))
    assert v == pytest.approx(0.28 / 0.48)
    assert kappa_from_counts(np.array([3, 1, 1, 5])) == pytest.approx(0.28 / 0.48)  # the bootstrap's formula agrees
    assert lo is not None and hi is not None and lo <= v <= hi


def test_alpha_of_a_hand_table():
    # 3 reviewers × 4 units: (1,1,1), (0,0,0), (1,1,0), (0,0,1). Coincidences: o11 = o00 = 4, o10 = o01 = 2, n = 12;
    # D_o = 4/12, D_e = 2·6·6/(12·11) = 6/11, α = 1 − (1/3)/(6/11) = 7/18
    # (the krippendorff package's value and its interval, through agreement(): the next test's three reviewers)
    data = np.array([[1, 0, 1, 0], [1, 0, 1, 0], [1, 0, 0, 1]], float)
    # the bootstrap's form: per-unit (n1, n0, n1·n0/(m − 1)) summed
    assert alpha_from_units(np.array([3 + 0 + 2 + 1, 0 + 3 + 1 + 2, 0 + 0 + 1 + 1])) == pytest.approx(7 / 18)
    assert alpha_from_units(_unit_sums(data, two=False).sum(axis=0)) == pytest.approx(7 / 18)


def test_the_vectorised_auc_bootstrap_is_the_mann_whitney_auc():
    rng = np.random.default_rng(1)
    y = rng.random(300) < 0.3
    x = np.round(rng.random(300) + y * 0.4, 1)  # rounded: many ties
    class Fixed:  # "resamples" that are the data itself
        def integers(self, lo, hi, size, dtype=int):
            return np.tile(np.arange(hi), (size[0], 1))
    assert auc_boot(y, x, 3, Fixed())[0] == pytest.approx(roc_auc_score(y, x))


def test_the_weighted_auc_is_the_auc_of_the_resample_it_stands_for():
    rng = np.random.default_rng(2)
    y = rng.random(200) < 0.4
    x = np.round(rng.random(200) + y * 0.3, 1)
    w = rng.integers(0, 3, (4, 200)).astype(float)  # how often each resample drew each example
    expected = [roc_auc_score(np.repeat(y, wi.astype(int)), np.repeat(x, wi.astype(int))) for wi in w]
    assert WeightedAUC(y, x)(w) == pytest.approx(expected)
    assert np.isnan(WeightedAUC(y, x)(np.where(y, 0.0, 1.0)[None, :]))[0]  # no positive drawn: undefined


def test_human_vs_human_kappa_for_two_reviewers_alpha_for_three(store):
    rows = [scored_row(i, findings=[]) for i in range(10)]
    store.add_dataset("d", rows)
    y1 = [1, 1, 0, 0, 1, 0, 1, 0, 0, 0]
    y2 = [1, 0, 0, 0, 1, 0, 1, 1, 0, 0]
    for i in range(10):
        store.set_label("d", f"ex{i}", "ann", "hallucination", y1[i])
        store.set_label("d", f"ex{i}", "bob", "hallucination", y2[i])
    out = agreement(row_map(rows), replay(store.actions("d")), n_boot=200)
    hh = [r for r in out if r.comparison == "human vs human" and r.unit == "hallucination"]
    assert len(hh) == 1 and hh[0].metric == "kappa" and hh[0].value == pytest.approx(0.28 / 0.48) and hh[0].n == 10
    assert hh[0].ci_low is not None and hh[0].ci_low <= hh[0].value <= hh[0].ci_high
    # these rows have no findings, so a reviewer who set a label has coverage 0 (no coverage finding waits for a
    # verdict): both reviewers say 0 everywhere, one class, κ undefined
    cov = [r for r in out if r.comparison == "human vs human" and r.unit == "coverage"]
    assert cov and cov[0].value is None

    store.add_dataset("t", rows[:4])
    for i, labels in enumerate([(1, 1, 1), (0, 0, 0), (1, 1, 0), (0, 0, 1)]):
        for name, v in zip(("ann", "bob", "cy"), labels):
            store.set_label("t", f"ex{i}", name, "hallucination", v)
    out = agreement(row_map(rows[:4]), replay(store.actions("t")), n_boot=50)
    hh = [r for r in out if r.comparison == "human vs human" and r.unit == "hallucination"]
    assert hh[0].metric == "alpha" and hh[0].value == pytest.approx(7 / 18) and hh[0].ci_high is not None
    assert hh[0].ci_low is not None and hh[0].ci_low <= hh[0].ci_high


def test_human_vs_detector_auc_kappa_and_findings(store):
    # gold hallucination labels y = 1, 0, 1, 0; ROUGE scores 0.9, 0.3, 0.4, 0.5: of the 4 (pos, neg) pairs 3 are
    # ordered right (0.4 < 0.5 is not) → AUC 0.75. Flags T, F, F, T against y: a = b = c = d = 1 → κ = 0.
    scores = [0.9, 0.3, 0.4, 0.5]
    flags = [True, False, False, True]
    rows = []
    for i, (s, f) in enumerate(zip(scores, flags)):
        r = scored_row(i, hallucination=s)
        r["scores"]["rouge"]["flagged"] = {"hallucination": f, "coverage": False}
        rows.append(r)
    store.add_dataset("d", rows)
    for i, y in enumerate([1, 0, 1, 0]):
        store.set_label("d", f"ex{i}", "ann", "hallucination", y)
    # findings on ex0: the unsupported one accepted (TP), the omission rejected (FP), an altered one added (FN)
    store.verdict("d", "ex0", "ann", "accept", finding=0)
    store.verdict("d", "ex0", "ann", "reject", finding=1)
    store.add_finding("d", "ex0", "ann", "altered", span=(0, 29))
    out = {(r.comparison, r.unit, r.metric): r for r in agreement(row_map(rows), replay(store.actions("d")), n_boot=200)}
    assert out[("human vs rouge", "hallucination", "AUC")].value == pytest.approx(0.75)
    assert out[("human vs rouge", "hallucination", "kappa")].value == pytest.approx(0.0)
    assert out[("human vs findings", "all", "precision")].value == pytest.approx(0.5)
    assert out[("human vs findings", "all", "recall")].value == pytest.approx(0.5)
    assert out[("human vs findings", "unsupported", "F1")].value == pytest.approx(1.0)
    assert out[("human vs findings", "omission", "precision")].value == pytest.approx(0.0)
    assert out[("human vs findings", "altered", "recall")].value == pytest.approx(0.0)
    auc = out[("human vs rouge", "hallucination", "AUC")]
    assert auc.ci_low is not None and auc.ci_low <= 0.75 <= auc.ci_high


def test_queue_orders_and_progress(store):
    rows = [QueueRow("a", 1, 0.30, 0.1, {"lang": "en"}), QueueRow("b", 2, 0.05, None, {"lang": "de"}),
            QueueRow("c", 3, None, 0.7, {"lang": "en"}), QueueRow("d", 4, 0.10, 0.4, {})]
    assert order_rows(rows, "uncertain")[0] == ["b", "d", "a", "c"]
    assert order_rows(rows, "disagree")[0] == ["c", "d", "a", "b"]
    assert order_rows(rows, "slice", slice_field="lang")[0] == ["a", "c", "b", "d"]  # en, en, de, (missing)
    shuffled = order_rows(rows, "random", seed=3)[0]
    assert sorted(shuffled) == ["a", "b", "c", "d"] and shuffled == order_rows(list(reversed(rows)), "random", seed=3)[0]
    with pytest.raises(ValueError, match="unknown queue order"):
        order_rows(rows, "loudest")

    store.add_dataset("d", [scored_row(i, hallucination=h) for i, h in enumerate([0.1, 0.9, 0.5])])
    store.set_label("d", "ex0", "ann", "hallucination", 0)
    store.set_label("d", "ex1", "bob", "hallucination", 1)
    store.set_label("d", "ex1", "ann", "hallucination", 0)
    q = open_queue(store, "d", "ann", "random", seed=1)
    assert q.progress() == "2 of 3 reviewed by you · 2 of 3 by anyone" and q.next_key() == "ex2"
    assert q.by_reviewer == {"ann": 2, "bob": 1}
    by_slice = open_queue(store, "d", "ann", "slice", slice_field="topic_group")  # ex0 b, ex1 a, ex2 b
    assert by_slice.keys == ["ex0", "ex2", "ex1"] and by_slice.slice_progress() == {"b": (1, 2), "a": (1, 1)}
    # the disagreement queue: ex1 (ann 0, bob 1); settling it empties the queue
    assert open_queue(store, "d", "cy", "disputed").keys == ["ex1"]
    store.settle("d", "ex1", "cy", "hallucination", 1)
    assert open_queue(store, "d", "cy", "disputed").keys == []


def test_queue_values_read_the_shipped_calibration_on_real_rouge_scores(store):
    """Uncertainty = the smallest |calibrated P − threshold| of the calibrated view; disagreement = the score gap."""
    import json

    from detectors.calibration import calibrate_result, load_calibration
    from detectors.core.example import parse_example
    from detectors.core.result import DetectorResult
    from detectors.rouge import RougeDetector
    from detectors.run.engines import score_example

    calibration = load_calibration()
    examples = [parse_example(json.loads(line)) for line in open("examples/sample_set.jsonl").readlines()[:4]]
    rows = [score_example(ex, [RougeDetector()], False) for ex in examples]
    store.add_dataset("real", rows, calibration=calibration)
    by_key = {r.key: r for r in store.queue_rows("real")}
    for ex, row in zip(examples, rows):
        view = calibrate_result(DetectorResult.from_dict("rouge", row["scores"]["rouge"]), calibration)
        assert view is not None  # the shipped calibration has a ROUGE map for this model id
        expected = min(abs(view.probs[e] - view.thresholds[e]) for e in ("hallucination", "coverage"))
        assert by_key[ex.key()].uncertainty == pytest.approx(expected)
        assert by_key[ex.key()].disagreement is None  # one detector: nothing to disagree with
    stored = store.row("real", examples[0].key())["scores"]["rouge"]
    assert set(stored["flagged"]) == {"hallucination", "coverage"}  # the flags agreement reads
