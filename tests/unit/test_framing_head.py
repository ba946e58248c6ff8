"""The framing head's arithmetic, how the classifier applies it, and its training data reader."""
import math

import numpy as np
import pytest

from detectors.classifier.detector import excuse_framing, response_units
from detectors.classifier.framing_head import FramingHead
from detectors.training.train_framing import FramingDataError, read_sentences
from tests.factories import make_example, make_perspectives

HEAD = FramingHead(np.array([1.0, -1.0], dtype=np.float32), bias=0.5, threshold=0.5)


def test_probabilities_are_a_logistic_of_the_unit_vector():
    p = HEAD.probs(np.array([[1.0, 0.0], [0.0, 1.0]], dtype=np.float32))
    assert np.allclose(p, [1 / (1 + math.exp(-1.5)), 1 / (1 + math.exp(0.5))])
    assert HEAD.framing(np.array([[1.0, 0.0], [0.0, 1.0]])).tolist() == [True, False]
    assert HEAD.probs(np.zeros((0, 2))).shape == (0,)


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


def test_training_sentences_are_read_per_topic_and_a_bad_line_is_named(tmp_path):
    (tmp_path / "w.txt").write_text("# topic: Bike lanes\nF\tHere's the gist.\nC\tLanes slow buses.\n", encoding="utf-8")
    assert read_sentences(tmp_path) == [("w:Bike lanes", "Here's the gist.", 1), ("w:Bike lanes", "Lanes slow buses.", 0)]
    (tmp_path / "w.txt").write_text("# topic: Bike lanes\nF\tHere's the gist.\nX Lanes slow buses.\n", encoding="utf-8")
    with pytest.raises(FramingDataError, match=r"w\.txt:3"):
        read_sentences(tmp_path)


def test_the_digest_changes_with_the_weights_bias_or_threshold():
    same = FramingHead(np.array([1.0, -1.0], dtype=np.float32), bias=0.5, threshold=0.5)
    assert same.digest == HEAD.digest
    assert FramingHead(np.array([1.0, -0.9], dtype=np.float32), bias=0.5, threshold=0.5).digest != HEAD.digest
    assert FramingHead(HEAD.weights, bias=0.6, threshold=0.5).digest != HEAD.digest
    assert FramingHead(HEAD.weights, bias=0.5, threshold=0.6).digest != HEAD.digest


def test_train_split_claims_reads_key_points_and_perspectives_as_claims_in_a_seeded_sample(tmp_path):
    from detectors.training.train_framing import train_split_claims

    (tmp_path / "argkp_train").mkdir()
    (tmp_path / "perspectrum_train").mkdir()
    (tmp_path / "argkp_train" / "key_points_train.csv").write_text(
        "key_point_id,key_point,topic,stance\nkp_0_0,Celibacy is outdated,Priests should marry,1\n", encoding="utf-8")
    (tmp_path / "argkp_train" / "arguments_train.csv").write_text(
        "arg_id,argument,topic,stance\narg_0_0,the vow is outdated,Priests should marry,1\n", encoding="utf-8")
    (tmp_path / "argkp_train" / "labels_train.csv").write_text("arg_id,key_point_id,label\narg_0_0,kp_0_0,1\n",
                                                               encoding="utf-8")
    (tmp_path / "perspectrum_train" / "claims_train.jsonl").write_text(
        '{"claim": "Bans work", "perspectives": [{"stance": "undermine", "paraphrases": ["Bans are easy to side step",'
        ' "People get around bans"]}]}\n', encoding="utf-8")
    rows = train_split_claims(tmp_path, limit=10)
    assert sorted(rows) == [("train:Bans work", "Bans are easy to side step", 0),
                            ("train:Priests should marry", "Celibacy is outdated", 0)]  # canonical texts only
    assert len(train_split_claims(tmp_path, limit=1)) == 1
    assert train_split_claims(tmp_path, limit=1) == train_split_claims(tmp_path, limit=1)  # seeded
