import pytest

from detectors.core.text import content_stems
from detectors.rouge import ROUGE_MODEL_ID, RougeDetector, rouge1
from tests.factories import make_example, make_perspectives


def ex(response, *perspectives):
    return make_example(response=response, perspectives=make_perspectives(*perspectives))


def test_hand_computed_scores_two_perspectives():
    # pro stems: zoo protect endang speci | con stems: anim suffer captiv
    # response stems: zoo protect endang anim critic say zoo cruel (8)
    e = ex("Zoos protect endangered animals. Critics say zoos are cruel.",
           ["Zoos protect endangered species."], ["Animals suffer in captivity."])
    r = RougeDetector().run(e)
    # clipped matches: zoo 1 (args have one), protect, endang, anim → 4 / 8
    assert r.hallucination == pytest.approx(1 - 4 / 8)
    # pro recall 3/4, con recall 1/3 → coverage = 1 - min = 2/3
    assert r.perspective_coverage == pytest.approx([1 / 4, 2 / 3])
    assert r.coverage == pytest.approx(2 / 3)
    assert [(w.word, w.score) for w in r.response_words] == [
        ("Zoos", 0), ("protect", 0), ("endangered", 0), ("animals", 0), ("Critics", 1), ("say", 1), ("zoos", 0), ("cruel", 1)]
    assert [(w.word, w.score, w.perspective) for w in r.argument_words] == [
        ("Zoos", 0, 0), ("protect", 0, 0), ("endangered", 0, 0), ("species", 1, 0),
        ("Animals", 0, 1), ("suffer", 1, 1), ("captivity", 1, 1)]


def test_per_argument_recall_shows_the_dropped_argument():
    e = ex("Taxes fund schools and roads.", ["Taxes fund schools.", "Pollution harms children."], ["Roads need money."])
    r = RougeDetector().run(e)
    assert r.argument_coverage[0] == pytest.approx([0.0, 1.0])  # the pollution argument is dropped
    assert r.argument_coverage[1] == pytest.approx([1 - 1 / 3])  # road matched; need, money not
    assert r.perspective_coverage[0] == pytest.approx(1 - 3 / 6)


def test_stemming_matches_inflections_and_stop_words_do_not_count():
    e = ex("The running of the tests", ["They run a test"])
    r = RougeDetector().run(e)
    assert r.hallucination == 0.0 and r.coverage == 0.0


def test_three_perspectives_take_the_minimum_recall():
    e = ex("apples bananas", ["apples"], ["bananas"], ["cherries"])
    r = RougeDetector().run(e)
    assert r.perspective_coverage == [0.0, 0.0, 1.0] and r.coverage == 1.0


def test_response_empty_after_stop_words():
    e = ex("It is what it is.", ["Apples are healthy."])
    r = RougeDetector().run(e)
    assert r.response_words == []
    assert r.hallucination == 0.0  # nothing stated, nothing hallucinated
    assert r.coverage == 1.0  # nothing covered


def test_argument_without_content_words_has_nothing_to_miss():
    e = ex("apples", ["It is so."], ["apples"])
    assert RougeDetector().run(e).argument_coverage[0] == [0.0]


def test_word_marks_agree_with_rouge_score_when_no_word_repeats():
    e = ex("Vaccines prevent measles outbreaks in crowded schools",
           ["Vaccination prevents outbreaks of measles."], ["Schools should decide."])
    r = RougeDetector().run(e)
    args_text = "\n".join(a for _, _, a in e.arguments)
    p, _ = rouge1(args_text, e.response)
    assert len(set(content_stems(e.response))) == len(content_stems(e.response))
    assert 1 - sum(w.score for w in r.response_words) / len(r.response_words) == pytest.approx(p)
    for pi, persp in enumerate(e.perspectives):
        _, rec = rouge1("\n".join(persp.arguments), e.response)
        words = [w for w in r.argument_words if w.perspective == pi]
        assert 1 - sum(w.score for w in words) / len(words) == pytest.approx(rec)


def test_result_serializes():
    r = RougeDetector().run(ex("a b", ["a"]))
    d = r.to_dict()
    assert set(d) >= {"hallucination", "coverage", "response_words", "argument_words"}
    assert r.to_dict(details=False) == {"hallucination": r.hallucination, "coverage": r.coverage, "model_id": ROUGE_MODEL_ID}
