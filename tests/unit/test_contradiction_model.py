"""The contradiction model's reading of each claim (ClassifierDetector contradiction_model): hand-made pair models."""
import numpy as np

from detectors.classifier.alteration import CONTRADICTION_MIN
from detectors.classifier.detector import BEST_CONTRADICTION_MIN, ClassifierDetector
from detectors.classifier.pair_scorer import PairScorer
from tests.factories import make_example, make_perspectives


class _StatedEverywhere:
    """Every pair is stated and nothing is contradicted: only the contradiction model can lower a support."""

    name = "table"

    def probs(self, pairs, progress=None):
        return [0.99] * len(pairs)


class _Contradicts(PairScorer):
    """A three-way table: the hypotheses in ``contradicted`` are contradicted with ``p``, the rest entailed."""

    def __init__(self, contradicted: set[str], p: float):
        super().__init__(entail_id=0, contradiction_id=2, name="contradicts")
        self.contradicted, self.p = contradicted, p
        self.seen: list[tuple[str, str]] = []

    @property
    def precision(self) -> str:
        return "table"

    def forward(self, batch):
        self.seen += batch
        return np.array([[1 - self.p, 0.0, self.p] if h in self.contradicted else [1.0, 0.0, 0.0] for _, h in batch])


EX = make_example(perspectives=make_perspectives(["Zoos help save endangered species.", "Zoos teach children about wildlife."],
                                                 ["Captivity stresses animals."]),
                  response="Zoos do little to save endangered species. Zoos teach children about wildlife. "
                           "Captivity stresses animals.")


def test_a_claim_the_contradiction_model_reads_as_contradicted_loses_its_support():
    cm = _Contradicts({"Zoos do little to save endangered species."}, 0.97)
    result = ClassifierDetector(pair_model=_StatedEverywhere(), contradiction_model=cm).run(EX)
    clauses = {c.text: c for c in result.details.clauses}
    assert clauses["Zoos do little to save endangered species."].contradiction == 0.97
    assert clauses["Zoos do little to save endangered species."].support <= 1 - 0.97 + 1e-9
    assert clauses["Captivity stresses animals."].support > 0.9
    assert abs(result.hallucination - 0.97) < 1e-9
    # a claim that names no side is read against all sides' arguments, against its best argument's side's (one a
    # line) and against its best argument alone; one copied word for word is not read
    clause = "Zoos do little to save endangered species."
    assert sorted(cm.seen) == [("Zoos help save endangered species.", clause),
                               ("Zoos help save endangered species.\nZoos teach children about wildlife.", clause),
                               ("Zoos help save endangered species.\nZoos teach children about wildlife.\n"
                                "Captivity stresses animals.", clause)]


class _ContradictsWith(_Contradicts):
    """Contradicted with ``p`` only when the premise holds ``other``: the other side's argument."""

    def __init__(self, contradicted: set[str], p: float, other: str):
        super().__init__(contradicted, p)
        self.other = other

    def forward(self, batch):
        self.seen += batch
        return np.array([[1 - self.p, 0.0, self.p] if h in self.contradicted and self.other in prem else [1.0, 0.0, 0.0]
                         for prem, h in batch])


def test_a_clause_that_names_no_side_is_not_read_against_the_other_sides_arguments():
    # stop 57: all sides' arguments together hold the other side's view, which a faithful clause contradicts
    clause = "Zoos play a part in saving species at risk."
    ex = make_example(perspectives=make_perspectives(["Zoos help save endangered species.", "Zoos teach children."],
                                                     ["Zoos do little for endangered species."]),
                      response=f"{clause} Zoos teach children. Zoos do little for endangered species.")
    cm = _ContradictsWith({clause}, 0.99, "Zoos do little for endangered species.")
    result = ClassifierDetector(pair_model=_StatedEverywhere(), contradiction_model=cm).run(ex)
    assert result.details.clauses[0].attributed_to is None and result.details.clauses[0].best_argument == (0, 0)
    assert any(h == clause and "Zoos do little" in prem for prem, h in cm.seen)  # read so, 0.99: not taken
    assert result.details.clauses[0].contradiction == 0.0


class _ContradictsAlone(_Contradicts):
    """Contradicted with ``p`` only when the premise is one argument alone (no line break): the given arguments
    together read the clause as entailed."""

    def forward(self, batch):
        self.seen += batch
        return np.array([[1 - self.p, 0.0, self.p] if h in self.contradicted and "\n" not in prem else [1.0, 0.0, 0.0]
                         for prem, h in batch])


def test_the_best_argument_alone_counts_only_from_its_own_threshold():
    clause = "Zoos do little to save endangered species."
    strong = ClassifierDetector(pair_model=_StatedEverywhere(),
                                contradiction_model=_ContradictsAlone({clause}, BEST_CONTRADICTION_MIN)).run(EX)
    assert strong.details.clauses[0].contradiction == BEST_CONTRADICTION_MIN
    assert strong.details.clauses[0].support <= 1 - BEST_CONTRADICTION_MIN + 1e-9
    weak = ClassifierDetector(pair_model=_StatedEverywhere(),
                              contradiction_model=_ContradictsAlone({clause}, BEST_CONTRADICTION_MIN - 0.02)).run(EX)
    assert weak.details.clauses[0].contradiction == 0.0 and weak.details.clauses[0].support > 0.9


def test_the_best_argument_alone_is_not_read_against_a_clause_that_speaks_for_another_side():
    # the critics' clause may well contradict the supporters' argument: that is the debate, not an alteration
    clause = "Critics say zoos do little to save endangered species."
    ex = make_example(perspectives=make_perspectives(["Zoos help save endangered species."],
                                                     ["Captivity stresses animals.", "Enclosures are small."]),
                      response=f"{clause} Captivity stresses animals.")
    cm = _ContradictsAlone({clause}, 1.0)
    result = ClassifierDetector(pair_model=_StatedEverywhere(), contradiction_model=cm).run(ex)
    assert result.details.clauses[0].attributed_to == 1 and result.details.clauses[0].best_argument == (0, 0)
    assert result.details.clauses[0].contradiction == 0.0
    assert ("Zoos help save endangered species.", clause) not in cm.seen


def test_below_the_threshold_the_support_stands_and_without_the_model_nothing_changes():
    below = ClassifierDetector(pair_model=_StatedEverywhere(),
                               contradiction_model=_Contradicts({"Zoos do little to save endangered species."},
                                                                CONTRADICTION_MIN - 0.05)).run(EX)
    plain = ClassifierDetector(pair_model=_StatedEverywhere()).run(EX)
    assert [c.support for c in below.details.clauses] == [c.support for c in plain.details.clauses]
    assert plain.details.clauses[0].contradiction is None  # a two-way pair model reads no contradiction


def test_the_contradiction_model_is_part_of_the_model_id():
    with_cm = ClassifierDetector(pair_model=_StatedEverywhere(), contradiction_model=_Contradicts(set(), 0.5))
    assert with_cm.model_id != ClassifierDetector(pair_model=_StatedEverywhere()).model_id


class _Table:
    """f(premise, hypothesis) from a table of hypotheses (0.99 for any other)."""

    name = "table"

    def __init__(self, f: dict[str, float]):
        self.f = f

    def probs(self, pairs, progress=None):
        return [self.f.get(h, 0.99) for _, h in pairs]


HEADED = make_example(perspectives=make_perspectives(["Bulky desks cramp classrooms."], ["Desks cost money."]),
                      response="The catch is space, because bulky desks cramp classrooms. Desks cost money.")


def test_a_short_head_is_as_supported_as_the_clause_that_explains_it():
    vague = {"The catch is space": 0.02, "The catch is space, because bulky desks cramp classrooms.": 0.02}
    result = ClassifierDetector(pair_model=_Table(vague)).run(HEADED)
    clauses = {c.text: c for c in result.details.clauses}
    assert clauses["The catch is space"].support == clauses["because bulky desks cramp classrooms."].support > 0.9
    assert result.hallucination < 0.1


def test_a_head_that_says_an_absolute_or_is_contradicted_keeps_its_own_support():
    ex = make_example(perspectives=HEADED.perspectives,
                      response="Space vanishes entirely, because bulky desks cramp classrooms. Desks cost money.")
    vague = {"Space vanishes entirely": 0.02, "Space vanishes entirely, because bulky desks cramp classrooms.": 0.02}
    result = ClassifierDetector(pair_model=_Table(vague)).run(ex)
    assert result.details.clauses[0].support < 0.1  # "entirely" is the head's own claim
    contradicted = ClassifierDetector(pair_model=_Table({"The catch is space": 0.02}),
                                      contradiction_model=_Contradicts({"The catch is space"}, 0.98)).run(HEADED)
    assert contradicted.details.clauses[0].support <= 0.02 + 1e-9
