"""An argument whose words are nearly all in the response is not dropped, whatever the pair model reads."""
from __future__ import annotations

import pytest

from detectors.classifier.detector import WORDS_PRESENT_MIN, ClassifierDetector, words_present
from detectors.core.text import content_stems
from tests.factories import make_example, make_perspectives


def said(response: str) -> set[str]:
    return set(content_stems(response))


class NoPairStated:
    """A pair model that reads no pair as stated (P 0.01)."""

    name = "table"

    def probs(self, pairs, progress=None):
        return [0.01] * len(pairs)


def test_the_share_of_an_arguments_own_words_bounds_its_p_stated():
    argument = "Parking fees could fund road repairs in the town centre."  # fee fund road repair town centr (+ park)
    assert words_present(argument, said("The money from fees pays for road repairs in the town centre.")) == pytest.approx(5 / 7)
    assert words_present(argument, said("Fees are unpopular.")) == 0.0  # 1 of 7: below WORDS_PRESENT_MIN
    assert words_present("Fees hurt.", said("Fees hurt.")) == 0.0  # under three stems: any answer may have them
    # the query's and title's words are any answer's: "Parking fees are unfair" has one stem of its own
    assert words_present("Parking fees are unfair.", said("Parking fees are unfair to drivers."), {"park", "fee"}) == 0.0


def test_a_restated_argument_the_pair_model_misses_is_stated_and_a_dropped_one_is_not():
    ex = make_example(query="Should towns charge for parking?",
                      perspectives=make_perspectives(["Parking fees could fund road repairs in the town centre."],
                                                     ["Shoppers may drive to out-of-town retail parks instead."]),
                      response="Fees would pay for road repairs in the town centre. Others disagree.")
    probs = ClassifierDetector(pair_model=NoPairStated()).run(ex).details.argument_probs
    assert probs[0][0] >= WORDS_PRESENT_MIN and probs[1][0] < 0.1


def test_words_present_elsewhere_name_no_side_for_the_pair_models_window():
    # the pair model reads nothing as stated, so its best window is merely the first one, a line of the critics: the
    # argument's words (under the supporters) raise its P(stated) but say nothing of that window's side
    ex = make_example(query="Should towns charge for parking?",
                      perspectives=make_perspectives(["Parking fees could fund road repairs in the town centre."],
                                                     ["Shoppers may drive to out-of-town retail parks instead."]),
                      response="Critics worry about shoppers. Supporters say fees would pay for road repairs in the town centre.")
    details = ClassifierDetector(pair_model=NoPairStated()).run(ex).details
    assert details.argument_probs[0][0] >= WORDS_PRESENT_MIN
    assert details.argument_windows[0][0] == (0, len("Critics worry about shoppers."))
    assert details.argument_stated_as[0][0] is None
