"""The written-clause shortcut audit: hand-counted shares on a three-clause-per-kind file."""
from __future__ import annotations

from pathlib import Path

from detectors.training.entailment_data import read_written_answers
from detectors.training.written_shortcuts import drop_clauses, kind_shares, lopsided

FILE = """= Quiet zones on trains
+ pro: Quiet zones could help passengers rest. | They may reduce complaints.
+ con: Enforcing silence would be hard for staff.
00 F: Quiet carriages might let travellers rest.
00 F: passengers could get some rest in quiet zones
01 F: Complaints may fall.
00 N: Quiet zones rarely help anyone rest, though.
01 N: though complaints would hardly fall.
10 N: Staff could enforce silence easily, though.
10 E: Enforcing silence will always be impossible for staff.
-- I: Most rail firms already run quiet zones.
"""


def _file(tmp_path: Path) -> Path:
    f = tmp_path / "w.txt"
    f.write_text(FILE, encoding="utf-8")
    return f


def test_shares_count_clauses_not_words(tmp_path):
    totals, holding = kind_shares([_file(tmp_path)])
    assert dict(totals) == {"F": 3, "N": 3, "E": 1, "I": 1}
    assert holding["N"]["though"] == 3 and holding["F"]["though"] == 0
    assert holding["F"]["rest"] == 2


def test_a_word_only_negations_hold_is_listed_first(tmp_path):
    totals, holding = kind_shares([_file(tmp_path)])
    found = lopsided(totals, holding, min_clauses=2, ratio=8.0)
    # "though": in 3 of 3 negations and 0 of 3 faithful clauses (floored at half a clause): 1.0 / (0.5 / 3) = 6
    assert [(w, k) for _, w, k, _, _ in found] == []
    found = lopsided(totals, holding, min_clauses=2, ratio=5.0)
    assert [(w, k, round(r, 3)) for r, w, k, _, _ in found] == [("though", "N", 6.0)]


def test_drop_keeps_every_other_line(tmp_path):
    out = tmp_path / "out.txt"
    assert drop_clauses(_file(tmp_path), out, "though", "N") == 3
    topic = read_written_answers(out)[0]
    assert [k for k, _, _ in topic.clauses] == ["F", "F", "F", "E", "I"]
    assert topic.perspectives == read_written_answers(_file(tmp_path))[0].perspectives


def test_framing_files_are_read_as_framing_and_claims(tmp_path):
    f = tmp_path / "w.txt"
    f.write_text("# topic: Quiet zones on trains\nF\tHere's the short version.\nC\tIt would not cut complaints.\n"
                 "C\tStaff could not enforce silence.\nF\tBoth sides have a point.\n", encoding="utf-8")
    totals, holding = kind_shares([f])
    assert dict(totals) == {"F": 2, "C": 2}
    found = lopsided(totals, holding, min_clauses=2, ratio=3.0, base="F")
    assert [(w, k, r) for r, w, k, _, _ in found] == [("not", "C", 4.0)]  # 2/2 of claims, 0 of 2 framing: 1 / 0.25
