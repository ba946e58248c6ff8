"""The alteration model's pairs (issue 24, measured and not shipped: docs/evaluation.md, stop 37)."""
import random

from detectors.training import alteration_data as ad
from detectors.training.entailment_data import EPair


def test_only_changes_of_the_argument_are_labelled_altered():
    def label(source: str) -> int:
        return ad.altered_label(EPair("p", "h", 0, source))

    assert [label(f"perturb:{k}") for k in ("negation", "antonym", "number", "strengthen", "target_swap")] == [1] * 5
    # a detail added to the argument, another argument, a rewording: the support side's business, not a change
    assert [label(s) for s in ("perturb:added_clause", "perturb:side_swap", "faithful:paraphrase", "faithful:argkp",
                               "nonmatch:cluster", "replay:support", "nli:cad_snli")] == [0] * 7


def test_written_clauses_are_paired_with_their_own_argument_both_ways(tmp_path):
    f = tmp_path / "w.txt"
    f.write_text("= Topic A\n+ pro: Cats purr. | Cats nap.\n+ con: Cats scratch.\n"
                 "00 F: Cats make a purring sound.\n10 N: Cats never scratch.\n01 E: Cats nap all day, every day.\n"
                 "01 D: Cats nap after lunch.\n-- I: Cats invented the internet.\n= Topic B\n+ pro: Dogs bark.\n"
                 "+ con: Dogs bite.\n00 N: Dogs never bark.\n", encoding="utf-8")
    pairs = ad.written_alteration_pairs(f, held_out=1)
    by = {(p.premise, p.hypothesis): p.label for p in pairs}
    assert by == {("Cats purr.", "Cats make a purring sound."): 0, ("Cats make a purring sound.", "Cats purr."): 0,
                  ("Cats scratch.", "Cats never scratch."): 1, ("Cats never scratch.", "Cats scratch."): 1,
                  ("Cats nap.", "Cats nap all day, every day."): 1, ("Cats nap all day, every day.", "Cats nap."): 1,
                  ("Cats nap.", "Cats nap after lunch."): 0, ("Cats nap after lunch.", "Cats nap."): 0}


def test_a_faithful_edit_swaps_words_for_synonyms_and_keeps_the_rest():
    rng = random.Random(0)
    text = "Many teachers may struggle."
    edits = {ad.faithful_edit(text, rng) for _ in range(40)}
    assert text not in edits and len(edits) > 3
    for e in edits:
        assert e.endswith("struggle.") and e[0].isupper()
    assert ad.faithful_edit("Quantum tunnelling occurs.", rng) is None
    assert ad.faithful_edit("Buses also stop.", random.Random(1)) == "Buses stop."  # a dropped "also" leaves one space
