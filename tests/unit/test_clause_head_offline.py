"""Scored rows read again with another clause head, without a model (detector.reread_clauses, stop 62)."""
from pathlib import Path

import pytest

from detectors.classifier.clause_head import DEFAULT_CLAUSE_HEAD, load_clause_head
from detectors.classifier.detector import reread_clauses
from detectors.core.scored import example_of, read_scored, row_results

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "findings_labelled.scored.jsonl"


@pytest.fixture(scope="module")
def rows():
    return read_scored(FIXTURE)[0]


def test_the_shipped_head_reproduces_the_rows_it_scored(rows):
    head = load_clause_head(DEFAULT_CLAUSE_HEAD)
    read_by_head = 0
    for row in rows:
        before = row_results(row)["classifier"]
        after = reread_clauses(before, example_of(row), head)
        assert after.hallucination == pytest.approx(before.hallucination, abs=1e-12)
        assert [c.support for c in after.details.clauses] == pytest.approx(
            [c.support for c in before.details.clauses], abs=1e-12)
        assert [w.score for w in after.response_words] == pytest.approx([w.score for w in before.response_words])
        read_by_head += sum(c.support_rules is not None for c in before.details.clauses)
    assert read_by_head > 0  # the fixture was scored with the head, so the check above compares two readings


def test_without_a_head_each_claim_has_the_rules_support_and_the_answer_its_least_supported_clause(rows):
    moved = 0
    for row in rows:
        before = row_results(row)["classifier"]
        after = reread_clauses(before, example_of(row), None)
        for b, a in zip(before.details.clauses, after.details.clauses):
            expected = b.support_rules if b.claim and b.support_rules is not None else b.support
            assert a.support == expected and a.support_rules is None
        assert after.hallucination == pytest.approx(1.0 - min(c.support for c in after.details.clauses))
        moved += abs(after.hallucination - before.hallucination) > 1e-6
    assert moved > 0


def test_a_result_without_clauses_is_refused(rows):
    result = row_results(rows[0])["rouge"]
    with pytest.raises(ValueError, match="--details"):
        reread_clauses(result, example_of(rows[0]), None)
