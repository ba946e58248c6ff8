"""Findings (detectors.findings): rules on hand-made localizations, edits on hand-made texts, and the
rules on the team's labelled set (tests/fixtures/findings_labelled.jsonl, scored with the real
classifier into findings_labelled.scored.jsonl). The edit → re-score test loads the classifier (slow)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from detectors.calibration import load_calibration
from detectors.classifier.alteration import marker_difference
from detectors.classifier.details import DETAIL_CAP, example_stems, ungiven_example_words
from detectors.classifier.detector import ClassifierDetector
from detectors.core.example import parse_example
from detectors.core.polarity import negated, negators, opposite_swap
from detectors.core.result import ClassifierLocalization, ClauseSupport, DetectorResult
from detectors.core.scored import example_of
from detectors.core.text import split_clauses, split_sentences
from detectors.evaluation.evaluate import finding_counts
from detectors.findings import Edit, Finding, edits, find_findings
from detectors.findings.rules import concedes
from detectors.run.engines import score_example
from tests.factories import EveryPairStated, make_example, make_perspectives

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
SCORED = FIXTURES / "findings_labelled.scored.jsonl"


def _rows() -> list[dict]:
    return [json.loads(line) for line in SCORED.read_text(encoding="utf-8").splitlines() if line.strip()]


def _findings(row: dict, calibration="shipped") -> list[Finding]:
    ex = example_of(row)
    results = {n: DetectorResult.from_dict(n, v) for n, v in row["scores"].items()}
    return find_findings(ex, results, load_calibration() if calibration == "shipped" else calibration)


def _overlaps(a, b) -> bool:
    return a[0] < b[1] and b[0] < a[1]


# ---------------------------------------------------------------- hand-made localizations
EX = make_example(
    query="Are zoos good?",
    perspectives=make_perspectives(["Zoos save endangered species.", "Zoos teach children about wildlife."],
                                   ["Captivity stresses wild animals."]),
    response="Supporters say zoos save endangered species. Critics say zoos teach children about wildlife. "
             "Zoos also cure cancer.")


def _loc(clause_values, argument_probs, stated_as=None, example=EX) -> DetectorResult:
    """clause_values: per clause (support, best_argument, best_prob, attributed_to)."""
    clauses = [c for s in split_sentences(example.response) for c in split_clauses(s)]
    assert len(clauses) == len(clause_values)
    sents = {s.start: i for i, s in enumerate(split_sentences(example.response))}
    cs = []
    for c, (sup, best, prob, att) in zip(clauses, clause_values):
        sentence = max(i for start, i in sents.items() if start <= c.start)
        cs.append(ClauseSupport(c.text, c.start, c.end, sentence, sup, sup, best, prob, att))
    loc = ClassifierLocalization("m", "r", argument_probs, [[(0, 1)] * len(r) for r in argument_probs],
                                 stated_as or [[None] * len(r) for r in argument_probs], cs)
    cov = [[1 - p for p in row] for row in argument_probs]
    return DetectorResult("classifier", 1 - min(c.support for c in cs), max(max(r) for r in cov), [], [],
                          [max(r) for r in cov], cov, loc)


def test_rules_on_a_hand_made_localization_name_type_and_place():
    res = _loc([(0.95, (0, 0), 0.97, 0), (0.1, (0, 1), 0.95, 1), (0.05, (2 - 2, 0), 0.1, None)],
               [[0.97, 0.95], [0.05]], [[None, 1], [None]])
    got = {(f.type, f.span, f.argument) for f in find_findings(EX, {"classifier": res}, None)}
    c = [c for s in split_sentences(EX.response) for c in split_clauses(s)]
    assert ("wrong_side", (c[1].start, c[1].end), (0, 1)) in got
    assert ("unsupported", (c[2].start, c[2].end), None) in got
    assert ("omission", None, (1, 0)) in got
    assert len(got) == 3  # the well-supported first clause and the stated arguments give nothing


def _identity_calibration(threshold: float = 0.43):
    """A classifier calibration whose maps leave the scores as they are (model "m1"), both thresholds at ``threshold``."""
    from detectors.calibration.maps import CalibrationMap
    from detectors.calibration.store import Calibration, DetectorCalibration, ErrorCalibration

    m = CalibrationMap("isotonic", [0.0, 1.0], [0.0, 1.0])
    return Calibration({"classifier": DetectorCalibration(
        {e: ErrorCalibration(m, threshold) for e in ("hallucination", "coverage")}, "m1")})


def test_an_unsupported_clause_is_named_from_070_or_from_035_where_it_says_it_adds_a_point():
    ex = make_example(query=EX.query, perspectives=EX.perspectives,
                      response="Supporters say zoos save endangered species. Critics say captivity stresses wild "
                               "animals. Zoos teach children about wildlife. They also say zoos fund rangers abroad.")
    c = [c for s in split_sentences(ex.response) for c in split_clauses(s)]

    def named(third: float, fourth: float) -> set[int]:
        res = _loc([(0.95, (0, 0), 0.97, 0), (0.95, (1, 0), 0.97, 1), (1 - third, (0, 1), 0.3, None),
                    (1 - fourth, (0, 1), 0.3, None)], [[0.97, 0.95], [0.97]], example=ex)
        found = find_findings(ex, {"classifier": _with_model(res)}, _identity_calibration())
        return {[k.start for k in c].index(f.span[0]) for f in found if f.type == "unsupported"}

    # calibrated P(hallucination) 0.65: above the answer's threshold (0.43), below UNSUPPORTED_MIN (0.6 since stop 61,
    # 0.7 since stop 67): not named; the clause that adds a point ("They also say …") is named from 0.35
    assert named(0.65, 0.45) == {3}
    assert named(0.75, 0.3) == {2}
    assert named(0.75, 0.4) == {2, 3}
    # stop 67: "On top of that, …" and "What's more, …" add a point too
    for opener in ("On top of that, zoos", "What's more, zoos"):
        added = make_example(query=EX.query, perspectives=EX.perspectives,
                             response=ex.response.replace("They also say zoos", opener))
        res = _loc([(0.95, (0, 0), 0.97, 0), (0.95, (1, 0), 0.97, 1), (0.35, (0, 1), 0.3, None),
                    (0.55, (0, 1), 0.3, None)], [[0.97, 0.95], [0.97]], example=added)
        found = find_findings(added, {"classifier": _with_model(res)}, _identity_calibration())
        assert [f.text for f in found if f.type == "unsupported"] == [opener + " fund rangers abroad."], opener
    [f] = [f for f in find_findings(ex, {"classifier": _with_model(_loc(
        [(0.95, (0, 0), 0.97, 0), (0.95, (1, 0), 0.97, 1), (0.9, (0, 1), 0.3, None), (0.6, (0, 1), 0.3, None)],
        [[0.97, 0.95], [0.97]], example=ex))}, _identity_calibration()) if f.type == "unsupported"]
    assert f.evidence["threshold"] == 0.35 and f.evidence["flagged"]
    # raw scores (no calibration) keep the raw threshold for every clause
    raw = _loc([(0.95, (0, 0), 0.97, 0), (0.95, (1, 0), 0.97, 1), (0.45, (0, 1), 0.3, None), (0.9, (0, 1), 0.3, None)],
               [[0.97, 0.95], [0.97]], example=ex)
    assert {f.span[0] for f in find_findings(ex, {"classifier": raw}, None) if f.type == "unsupported"} == {c[2].start}


def test_an_argument_no_claim_reads_as_its_own_is_named_omitted_from_omission_min():
    ex = make_example(query=EX.query, perspectives=EX.perspectives,
                      response="Supporters say zoos save endangered species. Critics say captivity stresses wild "
                               "animals. Zoos are popular.")

    def omitted(teach_stated: float, third_best: tuple[int, int]) -> list[tuple[tuple[int, int], float]]:
        res = _loc([(0.95, (0, 0), 0.97, 0), (0.95, (1, 0), 0.97, 1), (0.9, third_best, 0.3, None)],
                   [[0.97, teach_stated], [0.97]], example=ex)
        found = find_findings(ex, {"classifier": _with_model(res)}, _identity_calibration())
        return [(f.argument, f.evidence["threshold"]) for f in found if f.type == "omission"]

    # the identity map: calibrated P(omitted) = 1 − P(stated); the calibration's threshold is 0.43
    assert omitted(0.5, (0, 0)) == [((0, 1), 0.1)]  # 0.5 ≥ OMISSION_MIN (0.1): no claim reads "teach" as its own
    assert omitted(0.85, (0, 0)) == [((0, 1), 0.1)]
    assert omitted(0.95, (0, 0)) == []  # 0.05 < 0.1
    assert omitted(0.85, (0, 1)) == []  # a claim points at it: the calibration's threshold (0.43) holds
    assert omitted(0.5, (0, 1)) == [((0, 1), 0.43)]
    # raw scores (no calibration) keep the raw threshold (0.5)
    raw = _loc([(0.95, (0, 0), 0.97, 0), (0.95, (1, 0), 0.97, 1), (0.9, (0, 0), 0.3, None)], [[0.97, 0.6], [0.97]],
               example=ex)
    assert [f for f in find_findings(ex, {"classifier": raw}, None) if f.type == "omission"] == []
    # a clause that repeats half of its content stems ("zoos", "teach" of zoo, teach, children, wildlife) points at it
    said = make_example(query=EX.query, perspectives=EX.perspectives,
                        response="Supporters say zoos save endangered species. Critics say captivity stresses wild "
                                 "animals. Zoos teach manners.")
    res = _loc([(0.95, (0, 0), 0.97, 0), (0.95, (1, 0), 0.97, 1), (0.9, (0, 0), 0.3, None)], [[0.97, 0.85], [0.97]],
               example=said)
    assert [f for f in find_findings(said, {"classifier": _with_model(res)}, _identity_calibration())
            if f.type == "omission"] == []


def _with_model(res: DetectorResult, model: str = "m1") -> DetectorResult:
    res.model_id = model
    return res


def test_a_side_that_says_another_sides_argument_in_its_words_is_a_swap_below_the_flag_too():
    # stop 57: the critics' clause repeats every content word of the supporters' argument; its support (0.9) is above
    # any flag and the classifier names no argument stated under the critics, yet the words say whose argument it is
    res = _loc([(0.95, (0, 0), 0.97, 0), (0.9, (0, 1), 0.95, 1), (0.05, (0, 0), 0.1, None)],
               [[0.97, 0.95], [0.05]])
    swaps = [f for f in find_findings(EX, {"classifier": res}, None) if f.type == "wrong_side"]
    assert [(f.argument, f.text) for f in swaps] == [((0, 1), "Critics say zoos teach children about wildlife.")]
    # fewer of its words (1 of 4 content stems: "children"): the support decides, and it is not flagged
    loose = make_example(query=EX.query, perspectives=EX.perspectives,
                         response="Supporters say zoos save endangered species. Critics say children learn a lot. "
                                  "Zoos also cure cancer.")
    res = _loc([(0.95, (0, 0), 0.97, 0), (0.9, (0, 1), 0.95, 1), (0.05, (0, 0), 0.1, None)],
               [[0.97, 0.95], [0.05]], example=loose)
    assert "wrong_side" not in {f.type for f in find_findings(loose, {"classifier": res}, None)}


def test_a_side_that_concedes_another_sides_argument_is_a_swap_whatever_its_support():
    # stop 58: "Critics accept that …" the supporters' argument, in few of its words and well supported
    conceding = make_example(query=EX.query, perspectives=EX.perspectives,
                             response="Supporters say zoos save endangered species. Even so, critics accept that "
                                      "children learn a lot. Zoos also cure cancer.")
    res = _loc([(0.95, (0, 0), 0.97, 0), (0.9, (0, 1), 0.95, 1), (0.05, (0, 0), 0.1, None)],
               [[0.97, 0.95], [0.05]], example=conceding)
    swaps = [f for f in find_findings(conceding, {"classifier": res}, None) if f.type == "wrong_side"]
    assert [f.argument for f in swaps] == [(0, 1)]
    for concession in ("The unions do, however, accept that fewer posts might be offered",
                       "Motoring groups accept that a driver's sight can worsen", "They'll even admit standards rose",
                       "Even critics of the technology concede that cultivated meat could cut slaughter"):
        assert concedes(concession), concession
    for other in ("And they believe shoppers may well accept that odd produce sells", "Critics accept the need for rules",
                  "Supporters agree with the plan", "Shoppers accept odd-looking produce if it is cheaper",
                  "Critics say children learn a lot."):
        assert not concedes(other), other


def test_a_side_that_concedes_its_own_argument_says_it_reversed():
    # stop 58: "Critics concede that captivity hardly stresses wild animals" restates the critics' own argument, so the
    # concession reverses it, whatever its support; so does an unnamed side's; the writer's own "I'll admit" does not
    def conceded(response: str, side: int | None) -> list[tuple[str, tuple[int, int] | None]]:
        ex = make_example(query=EX.query, perspectives=EX.perspectives, response=response)
        res = _loc([(0.95, (0, 0), 0.97, 0), (0.9, (1, 0), 0.9, side), (0.05, (0, 0), 0.1, None)],
                   [[0.97, 0.95], [0.9]], example=ex)
        return [(f.type, f.argument) for f in find_findings(ex, {"classifier": res}, None)
                if f.type == "altered"]

    tail = " Zoos also cure cancer."
    assert conceded("Supporters say zoos save endangered species. Critics concede that captivity hardly stresses "
                    "wild animals." + tail, 1) == [("altered", (1, 0))]
    assert conceded("Supporters say zoos save endangered species. They accept that captivity hardly stresses wild "
                    "animals." + tail, None) == [("altered", (1, 0))]
    assert conceded("Supporters say zoos save endangered species. I'll admit that captivity stresses wild animals."
                    + tail, None) == []
    assert conceded("Supporters say zoos save endangered species. Critics say that captivity stresses wild animals."
                    + tail, 1) == []


def test_a_clause_in_the_words_of_its_own_side_is_no_swap_whatever_the_pair_model_matched():
    own = make_example(query=EX.query, perspectives=EX.perspectives,
                       response="Supporters say zoos save endangered species. Critics say captivity stresses wild "
                                "animals. Zoos also cure cancer.")
    # the pair model matches the critics' clause to a supporters' argument, which the classifier names stated under
    # the critics: its words are the critics' own argument's, so it is not named a swap
    res = _loc([(0.95, (0, 0), 0.97, 0), (0.4, (0, 1), 0.6, 1), (0.05, (0, 0), 0.1, None)],
               [[0.97, 0.6], [0.4]], [[None, 1], [None]], example=own)
    assert "wrong_side" not in {f.type for f in find_findings(own, {"classifier": res}, None)}
    swapped = _loc([(0.95, (0, 0), 0.97, 0), (0.1, (0, 1), 0.95, 1), (0.05, (0, 0), 0.1, None)],
                   [[0.97, 0.95], [0.05]], [[None, 1], [None]])  # EX: the critics say the supporters' words
    assert "wrong_side" in {f.type for f in find_findings(EX, {"classifier": swapped}, None)}


def test_whole_perspective_dropped_is_marked():
    res = _loc([(0.95, (0, 0), 0.97, 0), (0.95, (0, 1), 0.95, None), (0.9, (0, 0), 0.2, None)],
               [[0.97, 0.95], [0.02]])
    om = [f for f in find_findings(EX, {"classifier": res}, None) if f.type == "omission"]
    assert [f.argument for f in om] == [(1, 0)] and om[0].evidence["whole_perspective"] is True


def test_a_document_is_never_named_omitted():
    source = "Captivity stresses wild animals, keepers report. " + "The zoo opened a new enclosure last spring. " * 30
    doc_ex = make_example(query=EX.query, perspectives=make_perspectives(EX.perspectives[0].arguments, [source]),
                          response=EX.response)
    res = _loc([(0.95, (0, 0), 0.97, 0), (0.95, (0, 1), 0.95, None), (0.9, (0, 0), 0.2, None)],
               [[0.97, 0.95], [0.02]])  # as above: the second perspective's one argument unstated
    assert [f.argument for f in find_findings(EX, {"classifier": res}, None) if f.type == "omission"] == [(1, 0)]
    below = find_findings(doc_ex, {"classifier": res}, None, include_below=True)
    assert (1, 0) not in [f.argument for f in below if f.type == "omission"]  # not even below the threshold


def test_nothing_without_the_classifier_and_below_threshold_only_on_request():
    assert find_findings(EX, {}, None) == []
    res = _loc([(0.95, (0, 0), 0.97, 0), (0.9, (0, 1), 0.95, None), (0.6, (0, 0), 0.2, None)], [[0.97, 0.95], [0.6]])
    assert find_findings(EX, {"classifier": res}, None) == []
    below = find_findings(EX, {"classifier": res}, None, include_below=True)
    assert below and all(not f.evidence["flagged"] for f in below)


ALTER_EX = make_example(
    query="Are zoos good?",
    perspectives=make_perspectives(["Zoos save endangered species."], ["Captivity stresses wild animals."]),
    response="Supporters say zoos save every endangered species. Critics say captivity does not stress wild animals.")


def _alter_loc(clauses: list[tuple[float, float, float | None]], example=ALTER_EX) -> DetectorResult:
    """Per clause (support, f_CE(given arguments, clause), P(contradiction) or None)."""
    sentences = split_sentences(example.response)
    cs = [ClauseSupport(example.response[c.start : c.end], c.start, c.end, i, sup, given, (i, 0), 0.9, None, contradiction=k)
          for i, (c, (sup, given, k)) in enumerate(zip(sentences, clauses))]
    loc = ClassifierLocalization("m", "r", [[0.9], [0.9]], [[(0, 1)], [(0, 1)]], [[None], [None]], cs)
    return DetectorResult("classifier", 1 - min(c.support for c in cs), 0.1, [], [], [0.1, 0.1], [[0.1], [0.1]], loc)


def test_altered_needs_the_cross_encoder_to_doubt_the_clause_then_markers_or_a_contradiction_name_it():
    # the cross-encoder reads both as stated by the arguments: no finding, whatever markers ("every") they add
    assert find_findings(ALTER_EX, {"classifier": _alter_loc([(0.9, 0.9, None), (0.9, 0.9, 0.1)])}, None) == []
    # doubted: the added marker names the first altered (score 1 − 0.3), the contradiction the second (0.98); the
    # second clause says the opposite without a negator, so it is no polarity flip (those: the test below)
    opposite = make_example(query=ALTER_EX.query, perspectives=ALTER_EX.perspectives,
                            response="Supporters say zoos save every endangered species. Critics say captivity calms wild animals.")
    got = find_findings(opposite, {"classifier": _alter_loc([(0.8, 0.3, None), (0.6, 0.6, 0.98)], opposite)}, None)
    by_arg = {f.argument: f for f in got}
    assert sorted((f.type, f.argument) for f in got) == [("altered", (0, 0)), ("altered", (1, 0))]
    assert by_arg[(0, 0)].evidence["changed_words"]["added"] == ["every"]
    assert by_arg[(0, 0)].confidence == pytest.approx(0.7) and not by_arg[(0, 0)].calibrated
    assert by_arg[(1, 0)].evidence["contradiction"] == 0.98 and by_arg[(1, 0)].confidence == pytest.approx(0.98)
    # a contradiction under CONTRADICTION_MIN (0.97 since stop 60) names nothing by itself
    weak = find_findings(opposite, {"classifier": _alter_loc([(0.9, 0.9, None), (0.6, 0.6, 0.95)], opposite)}, None)
    assert [f.type for f in weak if f.type == "altered"] == []
    framing = _alter_loc([(0.8, 0.3, None), (0.6, 0.6, 0.98)], opposite)
    framing.details.clauses[0].claim = False  # needs no support, so the classifier caps none: not altered either
    assert [f.argument for f in find_findings(opposite, {"classifier": framing}, None) if f.type == "altered"] == [(1, 0)]
    bored = make_example(query=ALTER_EX.query, perspectives=ALTER_EX.perspectives,
                         response="Supporters say zoos save endangered species. Critics say captivity bores wild animals.")
    got = find_findings(bored, {"classifier": _alter_loc([(0.9, 0.9, None), (0.3, 0.3, 0.1)], bored)}, None)
    assert [f.type for f in got] == ["unsupported"]


def test_an_unsupported_claim_names_the_figures_no_argument_has():
    stat = make_example(query=ALTER_EX.query, perspectives=ALTER_EX.perspectives,
                        response="Supporters say zoos save endangered species. A 2019 study found 40% fewer deaths.")
    got = find_findings(stat, {"classifier": _alter_loc([(0.9, 0.9, None), (0.0, 0.2, 0.1)], stat)}, None)
    assert [(f.type, f.evidence.get("figures_not_given")) for f in got] == [("unsupported", ["2019", "40"])]
    plain = make_example(query=ALTER_EX.query, perspectives=ALTER_EX.perspectives,
                         response="Supporters say zoos save endangered species. Critics say captivity bores wild animals.")
    got = find_findings(plain, {"classifier": _alter_loc([(0.9, 0.9, None), (0.0, 0.2, 0.1)], plain)}, None)
    assert [f.type for f in got] == ["unsupported"] and "figures_not_given" not in got[0].evidence
    assert "names_not_given" not in got[0].evidence
    named = make_example(query=ALTER_EX.query, perspectives=ALTER_EX.perspectives,
                         response="Supporters say zoos save endangered species. Critics cite the Berlin Zoo scandal.")
    got = find_findings(named, {"classifier": _alter_loc([(0.9, 0.9, None), (0.0, 0.2, 0.1)], named)}, None)
    assert [(f.type, f.evidence.get("names_not_given")) for f in got] == [("unsupported", ["Berlin Zoo"])]


def test_a_citation_marker_is_no_added_word_or_ungiven_figure_of_a_finding():
    # findings re-read a clause shown as written ("… [1]."): they read it as the classifier did, markers masked
    cited = make_example(query=ALTER_EX.query, perspectives=ALTER_EX.perspectives,
                         response="Supporters say zoos save endangered species [1]. Critics say captivity bores animals [2].")
    got = find_findings(cited, {"classifier": _alter_loc([(0.8, 0.3, None), (0.0, 0.2, 0.1)], cited)}, None)
    assert [(f.type, f.text) for f in got] == [("unsupported", "Critics say captivity bores animals [2].")]
    assert "figures_not_given" not in got[0].evidence


def test_a_clause_that_negates_its_argument_is_altered_unless_the_cross_encoder_reads_it_as_stated():
    # "captivity does not stress wild animals" for "Captivity stresses wild animals": no marker, no contradiction,
    # a polarity flip over all four of the argument's content stems
    [f] = find_findings(ALTER_EX, {"classifier": _alter_loc([(0.9, 0.9, None), (0.3, 0.3, 0.1)])}, None)
    assert (f.type, f.argument) == ("altered", (1, 0)) and f.confidence == pytest.approx(1.0)
    assert f.evidence["negation"] == {"clause": ["not"], "argument": [], "overlap": 1.0}
    # the cross-encoder reads it as stated (an antonym paraphrase, "does not help" for "harms"): no finding
    assert find_findings(ALTER_EX, {"classifier": _alter_loc([(0.9, 0.9, None), (0.9, 0.7, 0.1)])}, None) == []
    # ... unless the contradiction model leans to it (P >= FLIP_CONTRADICTION_MIN, 0.5): the flip names it
    [f] = find_findings(ALTER_EX, {"classifier": _alter_loc([(0.9, 0.9, None), (0.9, 0.7, 0.6)])}, None)
    assert (f.type, f.argument) == ("altered", (1, 0)) and f.confidence == pytest.approx(1.0)


DWELL_EX = make_example(
    query=EX.query, perspectives=EX.perspectives,
    response="Supporters say zoos save endangered species. Indeed, breeding programmes have brought rare animals back. "
             "Critics say captivity stresses wild animals.")


def _dwell_loc(second: tuple[float, int | None], teach_stated: float, window_of_first: tuple[int, int],
               second_f: float = 0.4, ex=DWELL_EX) -> DetectorResult:
    """Three one-clause sentences; the second (support, attributed_to) has best argument (0, 0) at f ``second_f``."""
    s = split_sentences(ex.response)
    values = [(0.95, (0, 0), 0.97, 0), (second[0], (0, 0), second_f, second[1]), (0.95, (1, 0), 0.97, 1)]
    cs = [ClauseSupport(x.text, x.start, x.end, i, sup, sup, best, f, att) for i, (x, (sup, best, f, att)) in enumerate(zip(s, values))]
    probs = [[0.97, teach_stated], [0.97]]
    windows = [[window_of_first, (0, 0)], [(s[2].start, s[2].end)]]
    loc = ClassifierLocalization("m", "r", probs, windows, [[None, None], [None]], cs)
    cov = [[1 - p for p in row] for row in probs]
    return DetectorResult("classifier", 1 - min(c.support for c in cs), max(max(r) for r in cov), [], [],
                          [max(r) for r in cov], cov, loc)


def test_a_clause_that_dwells_on_the_argument_before_it_while_another_goes_unsaid_is_a_repetition():
    s = split_sentences(DWELL_EX.response)
    first = (s[0].start, s[0].end)
    got = find_findings(DWELL_EX, {"classifier": _dwell_loc((0.8, None), 0.1, first)}, None)
    rep = [f for f in got if f.type == "repetition"]
    assert [(f.span, f.argument) for f in rep] == [((s[1].start, s[1].end), (0, 0))]
    assert rep[0].confidence == pytest.approx(0.97)
    assert rep[0].evidence["displaces"][0]["argument"] == [0, 1] and rep[0].evidence["repeats"]["span"] == list(first)
    assert "teach children about wildlife" in rep[0].edit.apply(DWELL_EX.response)
    assert "breeding" not in rep[0].edit.apply(DWELL_EX.response)
    assert [f.argument for f in got if f.type == "omission"] == [(0, 1)]  # the displaced argument keeps its omission
    # no argument displaced, the argument stated in the clause's own sentence, the clause naming the other side,
    # or a clause flagged unsupported: no repetition
    assert not [f for f in find_findings(DWELL_EX, {"classifier": _dwell_loc((0.8, None), 0.9, first)}, None)]
    own = (s[1].start, s[1].end)
    assert not [f for f in find_findings(DWELL_EX, {"classifier": _dwell_loc((0.8, None), 0.1, own)}, None)
                if f.type == "repetition"]
    assert not [f for f in find_findings(DWELL_EX, {"classifier": _dwell_loc((0.8, 1), 0.1, first)}, None)
                if f.type == "repetition"]
    flagged = find_findings(DWELL_EX, {"classifier": _dwell_loc((0.3, None), 0.1, first)}, None)
    assert sorted(f.type for f in flagged) == ["omission", "unsupported"]
    # stop 49: an earlier claim clause with the same best argument, both at f >= RESTATE_MATCH, is enough, wherever
    # the argument's best window lies (here in the clause's own sentence)
    restated = find_findings(DWELL_EX, {"classifier": _dwell_loc((0.8, None), 0.1, own, second_f=0.7)}, None)
    rep = [f for f in restated if f.type == "repetition"]
    assert [f.span for f in rep] == [(s[1].start, s[1].end)] and rep[0].evidence["repeats"]["span"] == list(first)
    # stop 63: RESTATE_MATCH is 0.5, so f 0.55 restates and f 0.45 does not
    for second_f, named in ((0.55, True), (0.45, False)):
        found = find_findings(DWELL_EX, {"classifier": _dwell_loc((0.8, None), 0.1, own, second_f=second_f)}, None)
        assert any(f.type == "repetition" for f in found) is named


def _same_sentence_loc(ex, second_f: float = 0.55) -> DetectorResult:
    """The first sentence's two clauses both read (0, 0) best (f 0.97, ``second_f``); "teach" is unsaid (P 0.1)."""
    s = split_sentences(ex.response)
    clauses = [(i, c) for i, x in enumerate(s) for c in split_clauses(x)]
    assert len(clauses) == 3
    values = [(0.95, (0, 0), 0.97, 0), (0.95, (0, 0), second_f, None), (0.95, (1, 0), 0.97, 1)]
    cs = [ClauseSupport(c.text, c.start, c.end, i, sup, sup, best, f, att)
          for (i, c), (sup, best, f, att) in zip(clauses, values)]
    windows = [[(clauses[0][1].start, clauses[0][1].end), (0, 0)], [(s[1].start, s[1].end)]]
    loc = ClassifierLocalization("m", "r", [[0.97, 0.1], [0.97]], windows, [[None, None], [None]], cs)
    return DetectorResult("classifier", 0.05, 0.9, [], [], [0.9, 0.03], [[0.03, 0.9], [0.03]], loc)


def test_a_clause_that_restates_the_argument_of_its_own_sentence_while_another_goes_unsaid_is_a_repetition():
    # stop 67: "… , and that …" restating the argument the sentence has just stated, in other words, while another
    # argument goes unsaid; only where it adds none of the argument's words the first clause lacks
    ex = make_example(query=EX.query, perspectives=EX.perspectives,
                      response="Supporters say zoos save endangered species, and that breeding programmes save rare "
                               "animals from dying out. Critics say captivity stresses wild animals.")
    second = split_clauses(split_sentences(ex.response)[0])[1]
    rep = [f for f in find_findings(ex, {"classifier": _same_sentence_loc(ex)}, None) if f.type == "repetition"]
    assert [(f.span, f.argument) for f in rep] == [((second.start, second.end), (0, 0))]
    assert rep[0].evidence["displaces"][0]["argument"] == [0, 1]
    # the argument's second half ("endangered" said first here): no repetition
    half = make_example(query=EX.query, perspectives=EX.perspectives,
                        response="Supporters say zoos save rare species, and that they save endangered ones from "
                                 "dying out. Critics say captivity stresses wild animals.")
    assert not [f for f in find_findings(half, {"classifier": _same_sentence_loc(half)}, None) if f.type == "repetition"]
    # below RESTATE_MATCH: no repetition
    assert not [f for f in find_findings(ex, {"classifier": _same_sentence_loc(ex, 0.45)}, None)
                if f.type == "repetition"]


def test_a_clause_that_says_it_restates_the_sentence_before_is_a_repetition_wherever_the_argument_was_read():
    ex = make_example(query=EX.query, perspectives=EX.perspectives,
                      response=DWELL_EX.response.replace("Indeed, breeding", "Put simply, breeding"))
    s = split_sentences(ex.response)
    own = (s[1].start, s[1].end)  # the argument's best window is the clause's own sentence: not "just before"
    rep = [f for f in find_findings(ex, {"classifier": _dwell_loc((0.8, None), 0.1, own, ex=ex)}, None)
           if f.type == "repetition"]
    assert [f.span for f in rep] == [own] and rep[0].evidence["repeats"]["span"] == [s[0].start, s[0].end]
    # "Indeed, …" says no such thing
    assert not [f for f in find_findings(DWELL_EX, {"classifier": _dwell_loc((0.8, None), 0.1, own)}, None)
                if f.type == "repetition"]
    # stop 64: "i.e., …" (its comma after the last period hid it from a word boundary) and "And again, …" say it too
    for opener in ("i.e., breeding", "And again, breeding"):
        ex = make_example(query=EX.query, perspectives=EX.perspectives,
                          response=DWELL_EX.response.replace("Indeed, breeding", opener))
        s = split_sentences(ex.response)
        own = (s[1].start, s[1].end)
        rep = [f for f in find_findings(ex, {"classifier": _dwell_loc((0.8, None), 0.1, own, ex=ex)}, None)
               if f.type == "repetition"]
        assert [f.span for f in rep] == [own], opener


def test_a_clause_that_says_it_restates_the_sentence_before_displaces_the_least_stated_argument_below_the_flag():
    # stop 59: the displaced argument reads as stated (P(omitted) 0.1, below the flag), since the pair model read the
    # restatement itself as saying it, so rule 3b has nothing displaced; "Put simply" says what the clause is
    ex = make_example(query=EX.query, perspectives=EX.perspectives,
                      response=DWELL_EX.response.replace("Indeed, breeding", "Put simply, breeding"))
    s = split_sentences(ex.response)
    own = (s[1].start, s[1].end)
    [rep] = find_findings(ex, {"classifier": _dwell_loc((0.8, None), 0.9, own, ex=ex)}, None)
    assert (rep.type, rep.span, rep.argument) == ("repetition", own, (0, 0)) and rep.confidence == pytest.approx(0.97)
    assert rep.evidence["displaces"][0]["argument"] == [0, 1] and rep.evidence["repeats"]["span"] == [s[0].start, s[0].end]
    assert "teach children about wildlife" in rep.edit.apply(ex.response)
    assert not find_findings(DWELL_EX, {"classifier": _dwell_loc((0.8, None), 0.9, own)}, None)  # "Indeed" says no such thing


def test_a_restatement_under_a_list_label_read_as_framing_is_a_repetition_where_an_argument_goes_unsaid():
    # stop 68: "**Personal choice:** Put simply, …" restates the item above the label, and the framing head excused it
    ex = make_example(query=EX.query, perspectives=EX.perspectives,
                      response="Supporters say zoos save endangered species.\n**Breeding:** Put simply, breeding "
                               "programmes have brought rare animals back.\nCritics say captivity stresses wild animals.")
    s = split_sentences(ex.response)
    assert len(s) == 4

    def loc(teach_stated: float) -> DetectorResult:
        values = [(0.95, (0, 0), 0.97, 0, True), (1.0, (0, 0), 0.3, None, False), (1.0, (0, 0), 0.8, 0, False),
                  (0.95, (1, 0), 0.97, 1, True)]
        cs = [ClauseSupport(x.text, x.start, x.end, i, sup, sup, best, f, att, claim)
              for i, (x, (sup, best, f, att, claim)) in enumerate(zip(s, values))]
        probs = [[0.97, teach_stated], [0.97]]
        windows = [[(s[0].start, s[0].end), (0, 0)], [(s[3].start, s[3].end)]]
        cov = [[1 - p for p in row] for row in probs]
        return DetectorResult("classifier", 0.05, max(max(r) for r in cov), [], [], [max(r) for r in cov], cov,
                              ClassifierLocalization("m", "r", probs, windows, [[None, None], [None]], cs))

    rep = [f for f in find_findings(ex, {"classifier": loc(0.1)}, None) if f.type == "repetition"]
    assert [(f.span, f.argument) for f in rep] == [((s[2].start, s[2].end), (0, 0))]
    assert rep[0].evidence["repeats"]["span"] == [s[0].start, s[0].end]  # past the label, the claim above
    # nothing flagged unsaid: a framing restatement is left alone
    assert not [f for f in find_findings(ex, {"classifier": loc(0.97)}, None) if f.type == "repetition"]


def test_an_opposite_counts_only_in_its_arguments_place():
    argument = "The shop's longer opening hours could make it easier to post parcels."
    assert opposite_swap("the opening hours could make it harder to post parcels", argument) == ("easier", "harder")
    assert opposite_swap("the opening hours could make it easier to post parcels", argument) is None
    # "less safe" to "unsafe" is two words for one; "more pleasant" does not stand where "less traffic" stood
    assert opposite_swap("Residents may feel unsafe walking home.", "Residents may feel less safe walking home.") is None
    assert opposite_swap("It means more pleasant streets.", "It means less traffic on streets.") is None
    # stop 51's pairs: "cut" for "increase", "oppose" for "support", each both ways round
    assert opposite_swap("the charge could cut visitor numbers", "The charge could increase visitor numbers.") == (
        "increase", "cut")
    assert opposite_swap("Most residents support the plan", "Most residents oppose the plan") == ("oppose", "support")
    # a degree word beside the opposite keeps it in place; two words of content do not
    assert opposite_swap("grades should be easy enough to compare", "Grades may be hard to compare") == ("hard", "easy")
    assert opposite_swap("it could make it much harder to post parcels", argument) == ("easier", "harder")
    assert opposite_swap("it could make it harder and slower to post parcels", argument) is None


def test_negators_count_polarity_not_idioms():
    assert negators("Homework doesn't help, and it can't be fixed") == ["n't", "n't"]
    assert negated("There is no evidence that trains cut emissions") and not negated("Trains cut emissions")
    assert not negated("It is not true that trains do not cut emissions")  # two negations
    assert negated("Digital payments rarely make queues move any faster")  # a negative adverb denies its predicate
    assert negators("Phones seldom distract pupils and hardly ever ring") == ["seldom", "hardly"]
    assert not negated("Trains cut emissions, not least on short routes") and not negated("not only trains")
    assert not negated("Remote workers save hours by not commuting") and negated("Remote work will probably not save hours")
    assert not negated("Riders feel uneasy with no driver on board") and negated("No study has found that")
    assert not negated("Having no vehicle access means setting up takes longer") and negated("The ban has no effect")
    # "few" (not "a few", "the few", "with few"), "unable", "unlikely" deny as "not" does
    assert negated("Owners use few local services") == negated("Owners hardly use any local services") is True
    assert not negated("A few owners use local services") and not negated("one of the few measures that work")
    assert not negated("Pools can be hubs in neighbourhoods with few other facilities")
    assert negated("Residents are unable to drive in") == negated("Residents can't drive in") is True
    assert negators("Bad actors are unlikely to comply") == ["unlikely"]
    assert not negated("The vaccine trains T cells") and negated("It won't train them")
    # a terse note leaves the auxiliary out before a participle; "X, not Y" and "not to take part" deny no predicate
    assert negated("many older customers not told what it means") and negated("customers not clearly told")
    assert negated("Costs not covered by the scheme") and not negated("by not signed")
    assert not negated("It is for parents, not planners, to decide") and not negated("their freedom not to take part")
    # "ignore", "lack" and "fail to" carry their "not"; "fail" alone is a verb of its own; "nothing" denies as "no" does
    assert negated("A uniform width ignores differences in soil") == negated("It takes no account of soil") is True
    assert negated("The levy fails to cut traffic") and not negated("Some alarms may fail after the switch")
    assert negated("Graduates in other jobs would get nothing comparable") and not negated("They work for nothing")


def test_marker_difference_sees_scope_certainty_and_numbers_not_paraphrase():
    assert marker_difference("Supporters say zoos save every endangered species.", "Zoos save endangered species.")[0] == {"every"}
    assert marker_difference("They say it costs 12 dollars.", "It costs 10 dollars.") == ({"12"}, {"10"})
    assert marker_difference("Critics say captivity can stress wild animals.", "Captivity stresses wild animals.") == (set(), set())


def test_finding_round_trip():
    f = Finding("altered", 0.9, False, (3, 10), (0, 1), "abc", {"x": 1}, Edit("replace", "d", 3, 10, "xyz"))
    assert Finding.from_dict(json.loads(json.dumps(f.to_dict()))) == f


# ---------------------------------------------------------------- edits on hand-made texts
def test_delete_keeps_the_lead_in_when_the_first_clause_goes():
    r = "Supporters argue that zoos cure cancer, and that zoos save endangered species. Critics disagree."
    s = split_sentences(r)[0]
    first = split_clauses(s)[0]
    assert edits.delete_clause(r, first.start, first.end, "").apply(r) == \
        "Supporters argue that zoos save endangered species. Critics disagree."
    second = split_clauses(s)[1]
    assert edits.delete_clause(r, second.start, second.end, "").apply(r) == \
        "Supporters argue that zoos cure cancer. Critics disagree."
    last = split_sentences(r)[1]
    assert edits.delete_clause(r, last.start, last.end, "").apply(r) == \
        "Supporters argue that zoos cure cancer, and that zoos save endangered species."


def test_restore_add_and_move():
    r = "Supporters argue that zoos save every endangered species. Critics say captivity stresses animals."
    c = split_sentences(r)[0]
    assert edits.restore_clause(r, c.start, c.end, "Zoos save endangered species.", "").apply(r) == \
        "Supporters argue that zoos save endangered species. Critics say captivity stresses animals."
    first, second = split_sentences(r)
    add = edits.add_argument(r, ["pro", "con"], 1, "Zoos cost a lot.", [second.end], "")
    assert add.apply(r).endswith("Critics say captivity stresses animals. Critics also argue that zoos cost a lot.")
    add0 = edits.add_argument(r, ["pro", "con"], 0, "Zoos teach children.", [first.end], "")
    assert "endangered species. Supporters also argue that zoos teach children. Critics say" in add0.apply(r)
    r2 = "Supporters argue that zoos save species. Supporters argue that captivity stresses animals."
    s2 = split_sentences(r2)[1]
    moved = edits.move_clause(r2, s2.start, s2.end, ["pro", "con"], 1, [], "").apply(r2)
    assert moved == "Supporters argue that zoos save species. Critics argue that captivity stresses animals."
    assert edits.side_phrase(["economists", "farmers"], 1, False) == "On the farmers side, some argue that"


def test_an_omitted_argument_is_added_after_its_sides_last_clause_under_headings_too():
    # the classifier numbers only the sentences it scores; a heading once shifted the insertion by one sentence
    r = "### Supporters\nZoos save endangered species.\n### Critics\nCaptivity stresses animals.\nIt is a hard call."
    critics_end = r.index("animals.") + len("animals.")
    added = edits.add_argument(r, ["pro", "con"], 1, "Zoos cost a lot.", [critics_end], "").apply(r)
    assert "Captivity stresses animals. Critics also argue that zoos cost a lot.\nIt is a hard call." in added
    # a clause that ends mid-sentence puts the argument after its whole sentence
    r2 = "Supporters say zoos save species, while critics say captivity stresses animals. Both matter."
    mid = r2.index(", while")
    assert edits.add_argument(r2, ["pro", "con"], 0, "Zoos teach.", [mid], "").apply(r2).startswith(
        "Supporters say zoos save species, while critics say captivity stresses animals. Supporters also argue")


def test_diff_ops_mark_only_the_changed_words():
    ops = edits.diff_ops("zoos save every species", "zoos save species")
    assert ("-", "every ") in ops or ("-", "every") in ops
    assert "".join(t for op, t in ops if op != "-") == "zoos save species"
    assert edits.unified_diff("a b", "a c") == "a [-b-]{+c+}"


# ---------------------------------------------------------------- the labelled set (real classifier outputs)
def test_labelled_set_every_error_is_found_with_its_type_and_place():
    missed, wrong_place = [], []
    for row in _rows():
        for exp in row["meta"]["expected_findings"]:
            fs = [f for f in _findings(row) if f.type == exp["type"]]
            if not fs:
                missed.append(row["id"])
            elif not any(_overlaps(f.span, exp["span"]) and list(f.argument) == exp["argument"] for f in fs):
                wrong_place.append(row["id"])
    assert not wrong_place
    # measured: 8 of 30 (docs/findings.md). Issue 24 made ``altered`` need the cross-encoder's doubt, so a
    # faithful paraphrase adding "whole" or "will" is no longer named altered; the shipped model does not
    # doubt 5 of the team's exaggerations ("always", "90 percent"), and 2 repetitions are reworded more
    # than REPEAT_OVERLAP. Before: 1 of 30, with 4 of 33 error-free organic val responses named altered.
    assert len(missed) <= 8, missed


def test_correct_paraphrased_examples_have_no_finding():
    rows = {r["id"]: r for r in _rows()}
    for rid in ("zoos-correct", "uniforms-correct", "social-media-correct", "homework-correct", "video-games-correct"):
        assert _findings(rows[rid]) == [], rid


def test_score_example_writes_findings_and_evaluate_counts_them():
    row = next(r for r in _rows() if r["id"] == "zoos-altered")
    ex = example_of(row)
    out = score_example(ex, [], details=True, existing=row["scores"])
    assert [f["type"] for f in out["findings"]] == ["altered"]
    f = out["findings"][0]
    assert set(f) >= {"type", "span", "argument", "confidence", "evidence", "edit"}
    assert "findings" not in score_example(ex, [], details=False, existing=row["scores"])
    counts = finding_counts([out, {**out, "findings": [], "labels": {"hallucination": 0, "coverage": 0}}])
    assert counts["altered"]["unlabelled"] == 1 and counts["altered"]["all"] == 1
    assert counts["rows"]["error-free"] == 1


@pytest.mark.slow
def test_each_edit_applied_removes_its_finding_and_adds_none_of_its_kind():
    from detectors.run.registry import make_detector

    clf = make_detector("classifier", threads=1)
    cal = load_calibration()
    rows = {r["id"]: r for r in _rows()}
    cases = ["zoos-altered", "nuclear-wrong_side", "homework-repetition"]
    penny = make_example(
        query="Should the penny be retired?",
        perspectives=make_perspectives(["Each penny costs more than one cent to make."],
                                       ["Rounding prices to the nearest nickel would hurt poor shoppers.",
                                        "Charities collect millions of dollars through penny drives."]),
        response="Those who want to retire the coin note that producing a single penny costs the mint more than "
                 "the coin is worth. Those who want to keep it worry that rounding to the nearest nickel would hit "
                 "poor shoppers hardest.")
    examples = [parse_example({k: v for k, v in rows[c].items() if k not in ("scores", "meta")}) for c in cases if c in rows]
    examples.append(penny)
    checked = 0
    for ex in examples:
        fs = find_findings(ex, {"classifier": clf.run(ex)}, cal)
        assert fs, ex.id
        f = fs[0]
        edited = ex.model_copy(update={"response": f.edit.apply(ex.response)})
        after = [g for g in find_findings(edited, {"classifier": clf.run(edited)}, cal) if g.type == f.type]
        assert after == [], (ex.id, f.type, edited.response, [g.text for g in after])
        checked += 1
    assert checked == 4


def test_response_b_is_optional_validated_counted_and_keys_stay_stable():
    from detectors.core.example import MAX_EXAMPLE_CHARS

    base = {"query": "Q?", "perspectives": [{"label": "pro", "arguments": ["a b c"]}], "response": "a b c"}
    ex = parse_example(base)
    assert ex.response_b is None and ex.content_key() == parse_example(dict(base)).content_key()
    with_b = parse_example({**base, "response_b": "  d e f  "})
    assert with_b.response_b == "d e f" and with_b.content_key() != ex.content_key()
    with pytest.raises(ValueError, match="response_b"):
        parse_example({**base, "response_b": "   "})
    with pytest.raises(ValueError, match="too long"):
        parse_example({**base, "response_b": "x" * MAX_EXAMPLE_CHARS})


def _two_sentence_repeat(second: str, unsaid: bool = True) -> list[Finding]:
    """The first sentence states argument (0, 0); every clause of ``second`` is matched to it at f = 0.9, supported;
    ``unsaid``: argument (0, 1) is left unsaid (P(stated) 0.05)."""
    ex = make_example(query="Are zoos good?", perspectives=EX.perspectives,
                      response=f"Zoos save endangered species from extinction. {second}")
    sentences = split_sentences(ex.response)
    cs = [ClauseSupport(c.text, c.start, c.end, i, 0.95, 0.95, (0, 0), 0.9, None)
          for i, s in enumerate(sentences) for c in split_clauses(s)]
    probs = [[0.95, 0.05 if unsaid else 0.95], [0.95]]
    loc = ClassifierLocalization("m", "r", probs, [[(0, 1)] * len(r) for r in probs], [[None] * len(r) for r in probs], cs)
    cov = [[1 - p for p in row] for row in probs]
    res = DetectorResult("classifier", 0.05, max(max(r) for r in cov), [], [], [max(r) for r in cov], cov, loc)
    return [f for f in find_findings(ex, {"classifier": res}, None) if f.type == "repetition"]


def test_a_summary_that_restates_leaves_nothing_unsaid_is_no_repetition():
    # stop 68: "**Key takeaways**" or "In short, …" restate the points above by design; only where nothing is unsaid
    close = "Zoos keep endangered species from extinction."
    assert [f.text for f in _two_sentence_repeat(close, unsaid=False)] == [close]
    assert _two_sentence_repeat(f"**Key takeaways**\n{close}", unsaid=False) == []
    assert _two_sentence_repeat("In short, zoos keep endangered species from extinction.", unsaid=False) == []
    assert close in [f.text for f in _two_sentence_repeat(f"**Key takeaways**\n{close}")]  # an argument unsaid: named
    assert len(_two_sentence_repeat("Overall zoos keep endangered species from extinction.", unsaid=False)) == 1


def test_a_repetition_in_other_words_needs_a_quarter_of_its_content_stems_shared():
    # Content stems shared with "Zoos save endangered species from extinction.": 2 of 7 (0.286, named since stop 46,
    # when the threshold went from 0.3 to 0.25) and 2 of 9 (0.222, not named).
    # (with an argument left unsaid; rule 3b names the second as the repetition that displaces it, not by its words)
    [f] = _two_sentence_repeat("Without zoos, several endangered animals would already be gone.")
    assert f.text == "Without zoos, several endangered animals would already be gone."
    assert f.evidence["repeats"]["overlap"] == pytest.approx(2 / 7, abs=1e-4)
    assert [("overlap" in f.evidence["repeats"], "displaces" in f.evidence) for f in _two_sentence_repeat(
        "Breeding programmes in zoos keep endangered animals alive.")] == [(False, True)]


def test_a_repetition_where_nothing_is_left_unsaid_needs_more_than_a_third_of_its_content_stems_shared():
    # stop 67: an answer that leaves no argument unsaid may restate one in other words (a closing summary, an
    # error-free answer); it is named said twice only from SAID_TWICE_OVERLAP (0.35) of shared content stems
    again = "Without zoos, several endangered animals would already be gone."  # 2 of 7 shared (0.286)
    assert [f.text for f in _two_sentence_repeat(again)] == [again]
    assert _two_sentence_repeat(again, unsaid=False) == []
    close = "Zoos keep endangered species from extinction."  # 4 of 6 shared
    assert [f.text for f in _two_sentence_repeat(close, unsaid=False)] == [close]


def test_an_example_list_of_words_no_argument_has_is_a_detail_of_its_own():
    ex = make_example(query="Should helium balloon releases be banned?", perspectives=make_perspectives(
        ["Helium is a finite resource that could be better used in medicine and science."], ["Releases mark memorials."]),
        response="Helium could be better used in medicine, for example to cool MRI scanners in hospitals.")
    given = example_stems(ex)
    assert ungiven_example_words(ex.response, given) == ["cool", "MRI", "scanners", "hospitals"]
    # an example the arguments give, or one with too few new words, is no detail of its own
    assert ungiven_example_words("Helium has uses, such as medicine and science.", given) == []
    assert ungiven_example_words("Helium has uses, such as medicine and MRI scans.", given) == []  # 2 new words
    assert ungiven_example_words("Helium is scarce and could be used in hospitals to cool scanners.", given) == []
    # a clause that only narrows the one before it, cut off at its comma, is read as an example list
    assert ungiven_example_words("particularly MRI scanners cooled in big hospitals", given) == [
        "MRI", "scanners", "cooled", "big", "hospitals"]
    assert ungiven_example_words("Particularly MRI scanners cooled in big hospitals", given) == []  # a sentence of its own
    assert ungiven_example_words("especially in medicine and science", given) == []
    # a narrowing phrase set inside its clause ends at its comma: what follows restates the argument (stop 57)
    # ("big MRI scanners" is 3 new words of 3; read to the clause's end, 3 of 8 with "a finite resource … science")
    assert ungiven_example_words("particularly big MRI scanners, are a finite resource better used in medicine and "
                                 "science", given) == ["big", "MRI", "scanners"]
    # or runs on as a list past its comma
    assert ungiven_example_words("including MRI scanners, cryostats and welding gas", given) == [
        "MRI", "scanners", "cryostats", "welding", "gas"]
    # so do their abbreviations in note-style answers (stop 68)
    assert ungiven_example_words("Helium could be better used in medicine, esp. cooling MRI scanners", given) == [
        "cooling", "MRI", "scanners"]
    assert ungiven_example_words("incl. MRI scanners and cryostats", given) == ["MRI", "scanners", "cryostats"]
    got = find_findings(ex, {"classifier": _alter_loc([(0.1, 0.2, None)], ex)}, None)
    assert [(f.type, f.evidence.get("example_not_given")) for f in got] == [
        ("unsupported", ["cool", "MRI", "scanners", "hospitals"])]
    # the edit deletes the example only: the clause before it restates its argument
    assert got[0].edit.apply(ex.response) == "Helium could be better used in medicine."


def test_a_narrowing_phrase_or_attached_tail_inside_a_clause_is_a_detail_of_its_own():
    # stop 58: "…, particularly older and disabled residents, …", "…, with the biggest savings going to …", "…, along
    # with …", an example list without its comma; read to the phrase's own end, and its edit deletes only it
    ex = make_example(query="Should shops print receipts only on request?", perspectives=make_perspectives(
        ["Shops could save money on till rolls."], ["Some customers need receipts for returns."]),
        response="Shops could save money on till rolls, with the biggest savings going to large supermarket chains.")
    given = example_stems(ex)
    assert ungiven_example_words(ex.response, given) == ["biggest", "going", "large", "supermarket", "chains"]
    assert ungiven_example_words("Shops, particularly big chains in market towns, could save money on till rolls.",
                                 given) == ["big", "chains", "market", "towns"]
    assert ungiven_example_words("Customers need receipts for returns such as faulty kettles and broken toasters.",
                                 given) == ["faulty", "kettles", "broken", "toasters"]
    # a phrase the arguments give, or too few new words, is none
    assert ungiven_example_words("Shops could save money, with till rolls costing less.", given) == []
    assert ungiven_example_words("Customers, especially older ones, need receipts for returns.", given) == []
    got = find_findings(ex, {"classifier": _alter_loc([(0.1, 0.2, None)], ex)}, None)
    assert got[0].edit.apply(ex.response) == "Shops could save money on till rolls."


def test_the_classifier_caps_a_claim_whose_example_list_no_argument_gives():
    ex = make_example(perspectives=make_perspectives(["Helium could be better used in medicine."], ["Releases mark memorials."]),
                      response="Helium could be better used in medicine, for example to cool MRI scanners in hospitals. "
                               "Releases mark memorials.")
    result = ClassifierDetector(pair_model=EveryPairStated()).run(ex)
    supports = {c.text: c.support for c in result.details.clauses}
    assert supports["Helium could be better used in medicine, for example to cool MRI scanners in hospitals."] == DETAIL_CAP
    assert supports["Releases mark memorials."] > 0.9


def test_a_fronted_with_phrase_is_no_attached_detail():
    # stop 58 (dev val): "In addition, with the sexual revolution, …" fronts its phrase; only what follows the
    # clause's own words is attached
    given = {"celibaci", "outdat"}
    assert ungiven_example_words("In addition, with the sexual revolution, the vow of celibacy is outdated and has "
                                 "little value in society.", given) == []
