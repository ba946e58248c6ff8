"""Document arguments are read in two-sentence windows; arguments and responses, however long, are untouched."""
import re

import numpy as np
import pytest

from detectors.classifier.detector import entailment_and_contradiction
from detectors.classifier.long_premise import premise_windows, windowed
from detectors.core.domain import DOCUMENT, LONG_PREMISE_WORDS, calibration_domain, is_document

FILLER = " ".join(f"Sentence {i} is about nothing in particular at all today." for i in range(20))
DOC = FILLER + " The council approved the new bridge in May. " + FILLER  # > LONG_PREMISE_WORDS words


class SimilarEverything:
    """A bi-encoder that calls every pair the same argument, and remembers what it was asked."""

    def probs(self, pairs):
        self.seen = list(pairs)
        return [1.0] * len(pairs)


class KeywordModel:
    """P(entailment) 0.9 when the premise holds every word of the hypothesis (any order) and is short, else 0.1;
    counts what it is asked. The texts below reorder their words, so the word-for-word reading
    (``detectors.classifier.verbatim``, f = 1 for a copy) leaves these pairs to the model."""

    entail_id, contradiction_id = 0, 2

    def __init__(self):
        self.calls: list[list[tuple[str, str]]] = []

    def _p(self, premise: str, hypothesis: str) -> float:
        words = set(re.findall(r"\w+", hypothesis.lower()))
        return 0.9 if words <= set(re.findall(r"\w+", premise.lower())) and len(premise.split()) < 40 else 0.1

    def probs(self, pairs, progress=None):
        self.calls.append(list(pairs))
        return [self._p(p, h) for p, h in pairs]

    def distributions(self, pairs, progress=None):
        self.calls.append(list(pairs))
        return np.array([[e, (1 - e) / 2, (1 - e) / 2] for e in (self._p(p, h) for p, h in pairs)])


def test_premises_that_are_not_documents_are_scored_in_one_unchanged_call():
    pairs = [("Buses cut traffic. They are cheap.", "Buses cut traffic."), ("A b.", "c."), (DOC, "Sentence 3")]
    assert premise_windows(pairs[0][0]) == [pairs[0][0]]  # two sentences: one window
    m = KeywordModel()
    ent, con = entailment_and_contradiction(m, pairs)  # DOC is long, but not named a document here
    assert m.calls == [pairs]  # exactly the call made without windows
    assert list(ent) == [0.9, 0.1, 0.1] and np.allclose(con, [0.05, 0.45, 0.45])


def test_a_document_is_read_in_adjacent_sentence_pairs_and_keeps_its_best_window():
    assert len(DOC.split()) > LONG_PREMISE_WORDS
    wins = premise_windows(DOC)
    assert len(wins) == 40 and all(len(w.split()) < 25 for w in wins)  # 41 sentences → 40 windows of two
    assert any("bridge" in w for w in wins)
    m = KeywordModel()
    hyp = "The council approved the new bridge in May"
    assert is_document(DOC) and m.probs([(DOC, hyp)]) == [0.1]  # read whole, the long premise fails
    ent, con = entailment_and_contradiction(m, [(DOC, hyp), ("Short one.", "Other.")], documents={DOC})
    assert list(ent) == [0.9, 0.1] and np.isclose(con[0], 0.05)
    two_way = windowed(KeywordModel().probs, [(DOC, hyp), (DOC, "A dragon flew over the bridge")], {DOC})
    assert list(two_way) == [0.9, 0.1]


def test_a_document_source_is_the_premise_of_its_window_pairs_and_skips_the_biencoder():
    """A document cannot be stated by a response window; the window is judged as stated by it."""
    from detectors.classifier.detector import example_pairs, pair_scores
    from detectors.core.example import Example, Perspective

    ex = Example(query="Summarize.", perspectives=[Perspective(label="source", arguments=[DOC]),
                                                    Perspective(label="other", arguments=["Buses cut traffic."])],
                 response="In May the council approved the new bridge. Buses cut traffic.")
    ep = example_pairs(ex)
    window_pairs = ep.pairs[: ep.n_window_pairs]
    assert all(p == DOC for p, _ in window_pairs[0::2])  # the document is the premise
    assert all(h == "Buses cut traffic." for _, h in window_pairs[1::2])  # an argument stays the hypothesis

    bi = SimilarEverything()
    scores = pair_scores(KeywordModel(), ex, biencoder=bi)
    assert bi.seen and not any(p == DOC for p, _ in bi.seen)
    first = scores.f_window[0, 0]  # window 0 is the first sentence, judged against the document by the model alone
    assert first == 0.9


def test_a_document_compares_a_clause_with_the_other_sentences_clauses_only():
    """own(c, a) = f(c, a) · (f(c, a) / max_c' f(c', a))^γ over every clause c' for an argument (one claim, stated in
    one place); for a document, c' runs over c itself and the clauses of the *other* sentences: the clauses of one
    summary sentence are parts of one claim, a sentence supported far less than its siblings is suspect."""
    from detectors.classifier.detector import SHARE_POWER, PairScores, ResponseUnits, example_pairs
    from detectors.core.example import Example, Perspective
    from detectors.core.text import split_sentences

    units = split_sentences("The council approved the bridge, which opens in May. It cost ten million.")
    ru = ResponseUnits(units=units[:1] * 3, sentence_of=[0, 0, 1], sentence=[0, 0, 1], attributed=[None] * 3,
                       claim=[True] * 3)
    f = np.array([[0.9], [0.6], [0.3]])  # clauses 0 and 1 share sentence 0; clause 2 is sentence 1
    wins = [(0, 1), (1, 2), (2, 3)]
    as_document = PairScores(ru, wins, f, f[:, 0], document_columns=(True,))
    as_argument = PairScores(ru, wins, f, f[:, 0], document_columns=(False,))
    g = SHARE_POWER
    # clause 0: its top is max(0.9, 0.3); clause 1: max(0.6, 0.3), not its sibling's 0.9; clause 2: max(0.3, 0.9, 0.6)
    assert np.allclose(as_document.own([0]), [0.9, 0.6, 0.3 * (0.3 / 0.9) ** g])
    assert np.allclose(as_argument.own([0]), [0.9, 0.6 * (0.6 / 0.9) ** g, 0.3 * (0.3 / 0.9) ** g])
    assert np.allclose(PairScores(ru, wins, f, f[:, 0]).own([0]), as_argument.own([0]))  # no columns named: arguments

    ex = Example(query="Summarize.", perspectives=[Perspective(label="source", arguments=[DOC]),
                                                    Perspective(label="other", arguments=["Buses cut traffic."])],
                 response="In May the council approved the new bridge. Buses cut traffic.")
    assert example_pairs(ex).document_columns == (True, False)


def test_a_long_response_is_not_read_as_a_document():
    """Real answers often run past the document length: their windows stay premises, blended with the bi-encoder."""
    from detectors.classifier.detector import example_pairs, pair_scores
    from detectors.core.example import Example, Perspective

    response = FILLER + " Traffic is cut by buses."
    assert is_document(response)
    ex = Example(query="Buses?", perspectives=[Perspective(label="pro", arguments=["Buses cut traffic."])],
                 response=response)
    ep = example_pairs(ex)
    assert ep.documents == frozenset()
    assert all(h == "Buses cut traffic." for _, h in ep.pairs[: ep.n_window_pairs])

    m = KeywordModel()
    scores = pair_scores(m, ex, biencoder=SimilarEverything())
    assert m.calls[0] == list(dict.fromkeys(ep.pairs))  # one call, no premise split into windows
    whole = ep.windows.index((0, len(ep.ru.units)))  # the whole-response window, over 150 words
    assert scores.f_window[whole, 0] == pytest.approx(0.5 * 0.1 + 0.5 * 1.0)  # its bi-encoder half is kept


def test_an_example_with_a_document_argument_is_in_the_document_calibration_domain():
    from tests.factories import make_example, make_perspectives

    short = make_example(query="Bridge?", perspectives=make_perspectives(["The council approved the bridge."]),
                         response="The council approved the bridge.")
    assert calibration_domain(short) == ""
    doc = make_example(query="Bridge?", perspectives=make_perspectives([DOC]), response="The council approved it.")
    assert calibration_domain(doc) == DOCUMENT
