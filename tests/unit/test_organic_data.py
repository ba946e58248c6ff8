"""Pairs from labelled organic-style answers (``detectors.training.organic_data``), on a hand-made row."""
from __future__ import annotations

import json

import pytest

from detectors.training.entailment_data import CON, ENT, NEU
from detectors.training.organic_data import AMBIGUOUS, answer_pairs, organic_pairs, unit_error

PRO = ["Bike lanes could make cycling safer.", "They may cut traffic on nearby roads."]
CON_ARGS = ["Shops may lose parking spaces their customers rely on."]
RESPONSE = ("Supporters say bike lanes could make cycling safer. "
            "Shop owners say the lanes will not cost them any parking at all. "
            "A city study found that 40 percent of trips are under two miles.")
NEGATION = "the lanes will not cost them any parking at all"
INVENTED = "A city study found that 40 percent of trips are under two miles."


def _row() -> dict:
    def span(quote: str) -> list[int]:
        start = RESPONSE.index(quote)
        return [start, start + len(quote)]
    return {"id": "t-1", "query": "Should the city build bike lanes?", "topic": "Bike lanes",
            "perspectives": [{"label": "supporters", "arguments": PRO}, {"label": "shop owners", "arguments": CON_ARGS}],
            "response": RESPONSE,
            "meta": {"errors": [{"type": "negation", "span": span(NEGATION), "argument": [1, 0]},
                                {"type": "invented_statistic", "span": span(INVENTED), "argument": None},
                                {"type": "omitted_argument", "span": None, "argument": [0, 1]}]}}


def _by_hypothesis(kinds: str) -> dict[str, set[tuple[str, int]]]:
    out: dict[str, set[tuple[str, int]]] = {}
    for p in answer_pairs(_row(), kinds):
        out.setdefault(p.hypothesis, set()).add((p.premise, p.label))
    return out


def test_a_unit_takes_the_error_that_covers_most_of_it():
    errors = [{"type": "negation", "span": [10, 30]}, {"type": "exaggeration", "span": [25, 60]}]
    assert unit_error(20, 60, errors)["type"] == "exaggeration"
    assert unit_error(0, 5, errors) is None
    assert unit_error(0, 100, [{"type": "negation", "span": [90, 200]}]) is AMBIGUOUS  # 10 of the unit's 100


def test_faithful_negated_and_invented_units_get_their_labels_in_both_readings():
    by = _by_hypothesis("given")
    faithful = next(h for h in by if "cycling safer" in h)
    negated = next(h for h in by if "parking" in h)
    invented = next(h for h in by if "40 percent" in h)
    assert by[faithful] == {("\n".join(PRO), ENT), (PRO[0], ENT)}  # its side's arguments; its closest argument
    assert by[negated] == {("\n".join(CON_ARGS), CON), (CON_ARGS[0], CON)}  # the labelled argument alone
    assert by[invented] == {("\n".join(PRO + CON_ARGS), NEU)}  # no side named: every argument; no argument of its own


def test_error_kinds_read_as_contradiction():
    by = _by_hypothesis("error")
    invented = next(h for h in by if "40 percent" in h)
    assert {label for _, label in by[invented]} == {CON}


def test_a_file_s_pairs_are_its_rows_and_a_bad_line_is_named(tmp_path):
    good = tmp_path / "good.jsonl"
    good.write_text(json.dumps(_row()) + "\n\n", encoding="utf-8")
    assert organic_pairs([good]) == answer_pairs(_row())
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(_row()) + "\n" + json.dumps({"id": "x"}) + "\nnot json\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad.jsonl, line 2: .*query"):
        organic_pairs([bad])
