"""The classifier's chunk path (``run_many``, issue 27) against one example at a time, with a table pair model.

A table gives every pair the same score whatever batch it is in, so the two paths must agree exactly;
the shipped model's batching noise is checked in ``tests/models/test_classifier_batching.py``.
"""
from __future__ import annotations

from detectors.classifier.detector import ClassifierDetector, example_pairs
from detectors.core.result import BatchDetector
from detectors.rouge import RougeDetector
from detectors.run.engines import Job, run_serial, score_examples
from tests.factories import make_example, make_perspectives


class CountingTable:
    """f from a hash of the pair's text (deterministic, varied); records every pair it is asked for."""

    name = "table"

    def __init__(self) -> None:
        self.calls: list[list[tuple[str, str]]] = []

    def probs(self, pairs, progress=None):
        self.calls.append(list(pairs))
        return [(sum(map(ord, p + "|" + h)) % 97) / 100 + 0.02 for p, h in pairs]


def examples():
    args = make_perspectives(["Zoos save endangered species.", "Zoos teach children."],
                             ["Captivity stresses wild animals."])
    response = "Zoos save endangered species, and they teach children a lot. Captivity stresses wild animals."
    dropped = make_perspectives(["Zoos save endangered species."], ["Captivity stresses wild animals."])
    return [
        make_example(id="a", perspectives=args, response=response),
        make_example(id="b", perspectives=dropped, response=response),  # a variant: same response, one argument fewer
        make_example(id="c", response="Zoos save endangered species. Yet captivity stresses wild animals. It depends."),
    ]


def test_run_many_equals_run_and_scores_each_distinct_pair_once():
    exs = examples()
    one = ClassifierDetector(pair_model=CountingTable())
    single = [one.run(ex).to_dict(details=True) for ex in exs]
    table = CountingTable()
    many = ClassifierDetector(pair_model=table)
    assert isinstance(many, BatchDetector)
    assert [r.to_dict(details=True) for r in many.run_many(exs)] == single
    assert len(table.calls) == 1  # one call for the whole chunk
    asked = table.calls[0]
    every = [p for ex in exs for p in example_pairs(ex).pairs]
    assert len(asked) == len(set(asked)) == len(set(every)) < len(every)  # the variant's shared pairs are asked once


def test_engine_hands_a_batch_detector_the_chunk_and_keeps_order_and_existing_scores():
    exs = examples()
    table = CountingTable()
    det = ClassifierDetector(pair_model=table)
    kept = {"classifier": {"hallucination": 0.5, "coverage": 0.5}}
    jobs = [Job(exs[0]), Job(exs[1], kept), Job(exs[2])]
    rows = score_examples(jobs, [det, RougeDetector()], details=False, calibration=None)
    assert [r["id"] for r in rows] == ["a", "b", "c"]
    assert rows[1]["scores"]["classifier"] == kept["classifier"]  # an earlier run's scores are not recomputed
    assert all("rouge" in r["scores"] for r in rows)
    assert len(table.calls) == 1 and {h for _, h in table.calls[0]} >= {a for _, _, a in exs[2].arguments}
    single = ClassifierDetector(pair_model=CountingTable()).run(exs[2]).to_dict(details=False)
    assert rows[2]["scores"]["classifier"] == single
    serial = list(run_serial([ClassifierDetector(pair_model=CountingTable())], [Job(ex) for ex in exs], False, None))
    assert [r["scores"]["classifier"] for r in serial] == [
        ClassifierDetector(pair_model=CountingTable()).run(ex).to_dict(details=False) for ex in exs]
