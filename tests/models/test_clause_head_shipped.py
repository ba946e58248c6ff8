"""The shipped clause head (weights/clause_head, stop 61) beside the shipped classifier: on by default, read from the
rules' support, off for documents."""
import pytest

from detectors.classifier.clause_head import DEFAULT_CLAUSE_HEAD, load_clause_head
from detectors.classifier.detector import ClassifierDetector
from detectors.core.example import Example, Perspective
from tests.models.test_contradiction_adapter import EX
from tests.unit.test_long_premise import DOC


@pytest.fixture(scope="module")
def pair():
    return ClassifierDetector(threads=2), ClassifierDetector(threads=2, clause_head="none")


def test_the_shipped_head_loads_and_records_its_training():
    head = load_clause_head(DEFAULT_CLAUSE_HEAD)
    assert 0 < head.rule_weight < 1 and head.training["clauses"] > 1000
    assert "dev_val.scored.jsonl" in head.training["files"]


def test_it_reads_each_claim_from_the_rules_support(pair):
    on, off = pair
    assert on.clause_head is not None and off.clause_head is None and on.model_id != off.model_id
    a, b = on.run(EX), off.run(EX)
    claims_on = [c for c in a.details.clauses if c.claim]
    assert [c.support_rules for c in claims_on] == pytest.approx([c.support for c in b.details.clauses if c.claim])
    assert a.hallucination == pytest.approx(1 - min(c.support for c in a.details.clauses))
    negated, faithful = claims_on  # the negation by idiom stays the least supported claim
    assert negated.support < 0.5 < faithful.support


def test_a_document_is_not_read_by_it(pair):
    on, off = pair
    doc = Example(id="d", query="Summarize.", perspectives=[Perspective(label="source", arguments=[DOC])],
                  response="In May the new bridge was given the approval of the council.")
    x, y = on.run(doc), off.run(doc)
    assert x.hallucination == y.hallucination and all(c.support_rules is None for c in x.details.clauses)
