"""The framing head's arithmetic, how the classifier applies it, and its training data reader."""
import numpy as np
import pytest

from detectors.classifier.details import example_stems
from detectors.classifier.detector import excuse_framing, response_units
from detectors.classifier.framing_head import FramingHead, premise
from detectors.training.train_framing import FramingDataError, read_sentences
from tests.factories import FramingTable, make_example, make_perspectives

HEAD = FramingHead(FramingTable({("Bikes", "Here's the gist."): 0.7, ("Bikes", "Lanes slow buses."): 0.2}), 0.5, "w")


def test_the_head_reads_p_framing_as_p_entailment_of_the_topic_and_clause():
    pairs = [("Bikes", "Here's the gist."), ("Bikes", "Lanes slow buses."), ("Cars", "Here's the gist.")]
    assert np.allclose(HEAD.probs(pairs), [0.7, 0.2, 0.0])
    assert HEAD.framing(pairs).tolist() == [True, False, False]
    assert HEAD.probs([]).shape == (0,)


def test_the_topic_is_read_before_the_query():
    assert premise("Bike lanes", "Should cities build bike lanes?") == "Bike lanes"
    assert premise(None, "Should cities build bike lanes?") == premise("  ", "Should cities build bike lanes?") \
        == "Should cities build bike lanes?"


def _units():
    ex = make_example(perspectives=make_perspectives(["Bikes scare walkers."], ["Bikes widen access."]),
                      response="Bikes scare walkers. For walkers it is a mixed bag. In 3 of 4 parks bikes widen access.")
    return response_units(ex)


def test_a_unit_the_head_reads_as_framing_needs_no_support_unless_it_gives_a_figure():
    ru = _units()
    assert ru.claim == [True, True, True]
    excuse_framing(ru, [False, True, True])
    assert ru.claim == [True, False, True]  # "In 3 of 4 parks …" has a figure: a claim whatever the head says


def test_an_answer_left_without_a_claim_keeps_its_claims():
    ru = _units()
    excuse_framing(ru, [True, True, False])
    assert ru.claim == [False, False, True]
    ru = _units()
    ru.claim = [True, True, False]
    excuse_framing(ru, [True, True, False])
    assert ru.claim == [True, True, False]  # the head would excuse both claims: nothing is held then, so keep them


def test_a_narrowing_tail_with_words_no_given_text_has_stays_a_claim_whatever_the_head_says():
    ex = make_example(perspectives=make_perspectives(["Bikes scare walkers."], ["Bikes widen access."]),
                      response="Bikes scare walkers on narrow paths, particularly on busy Monday mornings. Bikes widen access.")
    ru = response_units(ex)
    assert [u.text for u in ru.units][1] == "particularly on busy Monday mornings." and ru.claim == [True, True, True]
    excuse_framing(ru, [False, True, False], example_stems(ex))
    assert ru.claim == [True, True, True]
    excuse_framing(ru, [False, True, False])  # without the example's words the head's reading stands
    assert ru.claim == [True, False, True]


def test_training_sentences_are_read_per_topic_and_a_bad_line_is_named(tmp_path):
    (tmp_path / "w.txt").write_text("# topic: Bike lanes\nF\tHere's the gist.\nC\tLanes slow buses.\n", encoding="utf-8")
    assert read_sentences(tmp_path) == [("w:Bike lanes", "Here's the gist.", 1), ("w:Bike lanes", "Lanes slow buses.", 0)]
    (tmp_path / "w.txt").write_text("# topic: Bike lanes\nF\tHere's the gist.\nX Lanes slow buses.\n", encoding="utf-8")
    with pytest.raises(FramingDataError, match=r"w\.txt:3"):
        read_sentences(tmp_path)


def test_the_digest_changes_with_the_weights_or_threshold():
    table = FramingTable({})
    assert FramingHead(table, 0.5, "w").digest == FramingHead(FramingTable({}), 0.5, "w").digest
    assert FramingHead(table, 0.5, "v").digest != FramingHead(table, 0.5, "w").digest
    assert FramingHead(table, 0.6, "w").digest != FramingHead(table, 0.5, "w").digest
