"""The shipped contradiction adapter (weights/contradiction, stop 42): what it reads, and what it leaves alone."""
import pytest

from detectors.classifier.alteration import CONTRADICTION_MIN
from detectors.classifier.detector import ClassifierDetector
from detectors.core.example import Example, Perspective
from tests.unit.test_long_premise import DOC

PRO = "Congestion charges could cut traffic in city centres."
CON = "Shops fear losing customers who drive."
EX = Example(id="c", query="Should cities bring in congestion charges?",
             perspectives=[Perspective(label="pro", arguments=[PRO]), Perspective(label="con", arguments=[CON])],
             response="Congestion charges have done little to cut traffic in city centres. "
                      "On the other hand, charges could bring down the number of cars downtown.")


@pytest.fixture(scope="module")
def shipped():
    return ClassifierDetector(threads=2)


def test_a_negation_by_idiom_is_contradicted_and_its_faithful_rewording_is_not(shipped):
    clauses = {c.text: c for c in shipped.run(EX).details.clauses}
    negated = clauses["Congestion charges have done little to cut traffic in city centres."]
    faithful = clauses["On the other hand, charges could bring down the number of cars downtown."]
    assert negated.contradiction >= CONTRADICTION_MIN and negated.support_rules <= 1 - negated.contradiction + 1e-9
    assert faithful.contradiction < 0.2 and faithful.support > negated.support


def test_without_the_adapter_the_negation_keeps_more_support(shipped):
    off = ClassifierDetector(threads=2, contradiction_model="none")
    assert off.model_id != shipped.model_id
    text = "Congestion charges have done little to cut traffic in city centres."
    before = {c.text: c for c in off.run(EX).details.clauses}[text]
    after = {c.text: c for c in shipped.run(EX).details.clauses}[text]
    assert after.support < before.support and after.contradiction > before.contradiction


def test_a_document_is_not_read_by_it(shipped):
    doc = Example(id="d", query="Summarize.", perspectives=[Perspective(label="source", arguments=[DOC])],
                  response="In May the new bridge was given the approval of the council.")
    on, off = shipped.run(doc), ClassifierDetector(threads=2, contradiction_model="none").run(doc)
    assert on.hallucination == off.hallucination and on.coverage == off.coverage
    assert [c.contradiction for c in on.details.clauses] == [c.contradiction for c in off.details.clauses]
