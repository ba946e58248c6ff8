"""The word-for-word reading (detectors.classifier.verbatim): copies are stated, altered copies are not."""
import pytest

from detectors.classifier.verbatim import claim_words, states_verbatim

LABELS = frozenset({"resid", "critic", "support"})
ARGUMENT = "Students get a full day for appointments, jobs or rest, which could reduce absences."


@pytest.mark.parametrize("clause", [
    "Residents argue that students get a full day for appointments, jobs or rest",  # lead-in, cut by the split
    "which could reduce absences.",  # the fragment the clause split cuts off a copied argument
    "and that students get a full day for appointments, jobs or rest, which could reduce absences.",
    "Critics say students get a full day for appointments, jobs or rest",  # a verb of saying without "that"
    "For residents, students get a full day for appointments, jobs or rest",
])
def test_a_copied_clause_is_stated(clause):
    assert states_verbatim(ARGUMENT, clause, LABELS)


def test_a_negation_ends_at_its_semicolon():
    premise = "Waste disposal is rarely safe; it is too much to expect a clean disposal of weapons"
    assert states_verbatim(premise, "it is too much to expect a clean disposal of weapons.", LABELS)
    assert not states_verbatim("It is rarely true that a clean disposal of weapons is easy",
                               "a clean disposal of weapons is easy", LABELS)


@pytest.mark.parametrize("premise, clause", [
    ("Some studies find small drops in achievement.", "studies find small drops in achievement"),  # hedge dropped
    ("In many cases, costs rise sharply.", "costs rise sharply"),  # restriction dropped
    ("Costs rise sharply for renters.", "Critics argue that costs rise sharply"),  # ends inside a clause
    ("It is not true that costs rise sharply.", "costs rise sharply"),  # denied in the premise
    ("Costs rise sharply.", "Critics argue that costs do not rise sharply"),  # negated copy
    ("Shops fear that fewer shoppers will drive in.", "fewer shoppers will drive in"),  # a fear stated as fact
    ("Costs rise sharply.", "Studies say costs rise sharply"),  # an invented source is no lead-in
    ("Costs rise sharply.", "Critics don't argue that costs rise sharply"),  # a denied lead-in
    ("Costs rise.", "Critics argue that costs rise"),  # too short to tell
])
def test_an_altered_or_attributed_copy_is_not(premise, clause):
    assert not states_verbatim(premise, clause, LABELS)


def test_a_given_argument_is_read_whole_in_a_window():
    window = "Residents argue that a peak charge makes commuting dearer and that less traffic means cleaner air."
    assert states_verbatim(window, "Less traffic means cleaner air.", LABELS, clause=False)
    assert states_verbatim(window, "A peak charge makes commuting dearer.", LABELS, clause=False)
    # an argument is not read after a lead-in: its "In many cases," hedges it
    assert not states_verbatim("Costs rise sharply.", "In many cases, costs rise sharply.", LABELS, clause=False)


def test_claim_words_drop_only_lead_ins():
    assert [w.text for w in claim_words("Critics, however, point out that costs rise", LABELS)] == ["costs", "rise"]
    assert [w.text for w in claim_words("Studies show that costs rise", LABELS)][:2] == ["Studies", "show"]
    # the dev files' template lead-in: "brought up" attributes like "raise" (284 of their responses use it)
    lead = "Another argument often brought up is that the bidding process is too long"
    assert [w.text for w in claim_words(lead, LABELS)] == ["the", "bidding", "process", "is", "too", "long"]
    assert states_verbatim("The bidding process is too long, tying up funds and land",
                           lead + ", tying up funds and land.", LABELS, clause=True)
