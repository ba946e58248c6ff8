"""components.findings: what a finding's evidence points at, as plain lines (hand-made findings)."""
from __future__ import annotations

from components.findings import finding_context
from detectors.findings.types import Finding

LABELS = ["pro", "con"]
ARGUMENTS = [["Zoos save endangered species.", "Zoos teach children about wildlife."], ["Captivity stresses animals."]]


def _finding(kind: str, evidence: dict, argument=(0, 0)) -> Finding:
    return Finding(kind, 0.9, False, (0, 5), argument, "Some clause.", evidence, None)


def test_a_displacing_repetition_names_what_it_repeats_and_what_it_leaves_unsaid():
    f = _finding("repetition", {"repeats": {"span": [0, 10], "text": "Supporters say zoos save endangered species."},
                                "displaces": [{"argument": [0, 1], "text": ARGUMENTS[0][1], "p_omitted": 0.9}]})
    assert finding_context(f, LABELS, ARGUMENTS) == [
        "Already stated: “Supporters say zoos save endangered species.”",
        "Left unsaid: pro argument 2, “Zoos teach children about wildlife.”"]
    # a repetition found by shared words names no displaced argument
    plain = _finding("repetition", {"repeats": {"span": [0, 10], "text": "x" * 100, "overlap": 0.5}})
    assert finding_context(plain, LABELS, ARGUMENTS) == ["Already stated: “" + "x" * 80 + "…”"]


def test_wrong_side_and_altered_say_where_the_clause_belongs_and_what_it_changes():
    side = _finding("wrong_side", {"stated_as": "con", "belongs_to": "pro"})
    assert finding_context(side, LABELS, ARGUMENTS) == ["Stated as con, but it is a pro argument"]
    altered = _finding("altered", {"changed_words": {"added": ["every"], "dropped": []},
                                   "negation": {"clause": ["not"], "argument": [], "overlap": 1.0}})
    assert finding_context(altered, LABELS, ARGUMENTS) == [
        "Changes pro argument 1: “Zoos save endangered species.”", "The clause adds every; flips its polarity"]
    reversed_ = _finding("altered", {"changed_words": {"added": [], "dropped": []},
                                     "opposite": {"argument": "easier", "clause": "harder", "overlap": 1.0}})
    assert finding_context(reversed_, LABELS, ARGUMENTS)[1] == "The clause reverses it: harder for easier"
    assert finding_context(_finding("unsupported", {}, None), LABELS, ARGUMENTS) == []
    figures = _finding("unsupported", {"figures_not_given": ["2019", "40"]}, None)
    assert finding_context(figures, LABELS, ARGUMENTS) == ["No given argument has the figures 2019, 40"]
    named = _finding("unsupported", {"figures_not_given": ["2019"], "names_not_given": ["Berlin Zoo"]}, None)
    assert finding_context(named, LABELS, ARGUMENTS) == ["No given argument has the figures 2019",
                                                         "No given argument has the names Berlin Zoo"]
    example = _finding("unsupported", {"example_not_given": ["MRI", "scanners"]}, None)
    assert finding_context(example, LABELS, ARGUMENTS) == ["No given argument has the example's words MRI, scanners"]
    assert finding_context(_finding("repetition", {}), LABELS, ARGUMENTS) == []  # no evidence, no line
