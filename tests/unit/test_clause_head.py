"""The clause head (detectors.classifier.clause_head) and its training (detectors.training.train_clause_head)."""
import json
import math

import pytest

from detectors.classifier.clause_head import (
    FEATURES,
    LOGIT_FLOOR,
    ClauseHead,
    clause_features,
    load_clause_head,
    read_clause,
)
from detectors.classifier.detector import ClassifierDetector
from detectors.core.result import ClauseSupport
from detectors.training.train_clause_head import clause_rows, fit_head
from tests.factories import make_example, make_perspectives


def _head(bias: float = 0.0, rule_weight: float = 0.5, **weights: float) -> ClauseHead:
    return ClauseHead(tuple(weights.get(f, 0.0) for f in FEATURES), bias, rule_weight)


def _clause(text: str, support: float, claim: bool = True, start: int = 0, **kw) -> ClauseSupport:
    return ClauseSupport(text=text, start=start, end=start + len(text), sentence=0, support=support,
                         support_given=kw.pop("support_given", 0.5), best_argument=(0, 0),
                         best_argument_prob=kw.pop("best_argument_prob", 0.5), attributed_to=None, claim=claim, **kw)


def test_features_by_hand():
    # "Fares rise sharply for commuters": stems fare, rise, sharp(ly), commut(er); the arguments give "fare" and "rise"
    x = clause_features(0.5, 0.8, 0.2, None, None, "Fares rise sharply for commuters", {"fare", "rise"})
    assert x[0] == pytest.approx(0.0)
    assert x[1] == pytest.approx(math.log(4))
    assert x[2] == pytest.approx(-math.log(4))
    assert x[3] == pytest.approx(math.log(LOGIT_FLOOR / (1 - LOGIT_FLOOR)))  # no contradiction model: read as 0
    assert x[4:6] == [0.0, 0.0]
    assert x[6] == pytest.approx(0.5) and x[7] == pytest.approx(0.2)  # 2 of 4 stems not given; 2 of the cap 10
    assert clause_features(0.5, 0.5, 0.5, 0.9, 0.7, "x", set())[3:6] == [pytest.approx(math.log(9)), 0.7, 1.0]


def test_the_blend_by_hand():
    # bias 1, no weights: P_head = σ(1); the rules' support 0.5 is log-odds 0; λ = 0.5 → 1 − σ(0.5)
    assert _head(bias=1.0).support([0.0] * len(FEATURES)) == pytest.approx(1 - 1 / (1 + math.exp(-0.5)))
    rules_only, head_only = _head(bias=3.0, rule_weight=1.0), _head(bias=3.0, rule_weight=0.0)
    x = clause_features(0.8, 0.5, 0.5, 0.1, None, "t", set())
    assert rules_only.support(x) == pytest.approx(0.8)
    assert head_only.support(x) == pytest.approx(1 - head_only.p_unsupported(x))
    # a positive contradiction weight: the more contradicted, the less supported
    h = _head(bias=-2.0, rule_weight=0.35, contradiction=0.5)
    low, high = (h.support(clause_features(0.9, 0.9, 0.9, c, None, "t", set())) for c in (0.01, 0.9))
    assert high < low


def test_a_head_refuses_other_features_and_round_trips(tmp_path):
    h = ClauseHead(tuple(float(i) for i in range(len(FEATURES))), -1.5, 0.35, {"files": ["a.jsonl"]})
    path = tmp_path / "head.json"
    path.write_text(json.dumps(h.to_dict()))
    back = load_clause_head(path)
    assert back == h and back.training == {"files": ["a.jsonl"]}
    assert back.digest == ClauseHead(h.weights, h.bias, h.rule_weight).digest  # the notes are not the model
    assert back.digest != ClauseHead(h.weights, h.bias, 0.5).digest
    with pytest.raises(ValueError, match="features"):
        ClauseHead.from_dict({**h.to_dict(), "features": list(FEATURES[:-1])})
    with pytest.raises(ValueError, match="rule_weight"):
        ClauseHead(h.weights, 0.0, 1.5)


def test_read_clause_keeps_the_rules_support_and_leaves_framing_alone():
    h = _head(bias=2.0)
    claim = read_clause(h, _clause("Fares rise.", 0.9), set())
    assert claim.support_rules == 0.9 and claim.support != 0.9
    assert read_clause(h, claim, set()) == claim  # read from the rules' support again, not its own
    framing = _clause("Two views follow.", 1.0, claim=False)
    assert read_clause(h, framing, set()) is framing


def test_a_detail_no_given_text_has_keeps_its_cap_whatever_the_head_reads():
    h = _head(bias=-6.0)  # a head sure that every clause is stated
    given = {"incom", "help", "protect", "council", "servic", "face", "cut"}
    detail = "The income could help protect council services facing cuts, such as libraries and youth provision."
    read = read_clause(h, _clause(detail, 0.1), given)
    assert read.support == pytest.approx(0.1) and read.support_rules == 0.1
    # without the example list the head's reading stands
    plain = read_clause(h, _clause("The income could help protect council services facing cuts.", 0.9), given)
    assert plain.support > 0.9


class _Stated:
    name = "table"

    def probs(self, pairs, progress=None):
        return [0.9] * len(pairs)


EX = make_example(perspectives=make_perspectives(["Zoos help save endangered species."], ["Captivity stresses animals."]),
                  response="Zoos help save endangered species. Captivity stresses animals.")


def test_the_detector_reads_each_claim_with_the_head_and_the_example_score_follows():
    plain = ClassifierDetector(pair_model=_Stated(), clause_head="none").run(EX)
    head = _head(bias=4.0, rule_weight=0.0)  # P_head = σ(4) for every clause: support 1 − σ(4)
    read = ClassifierDetector(pair_model=_Stated(), clause_head=head).run(EX)
    claims = [c for c in read.details.clauses if c.claim]
    assert claims and all(c.support == pytest.approx(1 - 1 / (1 + math.exp(-4))) for c in claims)
    assert [c.support_rules for c in claims] == [c.support for c in plain.details.clauses if c.claim]
    assert read.hallucination == pytest.approx(1 / (1 + math.exp(-4)))
    assert "clause head" in read.details.rule and "clause head" not in plain.details.rule
    assert ClassifierDetector(pair_model=_Stated(), clause_head=head).model_id != \
        ClassifierDetector(pair_model=_Stated(), clause_head="none").model_id


def _row(response: str, clauses: list[ClauseSupport], errors: list[dict] | None, labels=None, word_spans=None) -> dict:
    meta: dict = {"word_labels": {"response": word_spans or [], "arguments": []}}
    if errors is not None:
        meta["errors"] = errors
    return {"id": "r", "query": "Q?", "topic": "t", "response": response,
            "perspectives": [{"label": "pro", "arguments": ["Fares fall."]}],
            "labels": labels or {"hallucination": int(bool(errors)), "coverage": 0}, "meta": meta,
            "scores": {"classifier": {"hallucination": 0.5, "coverage": 0.1, "model_id": "classifier:x",
                                      "extras": {"kind": "ClassifierLocalization", "model": "m", "rule": "r",
                                                 "argument_probs": [[0.9]], "argument_windows": [[[0, 11]]],
                                                 "argument_stated_as": [[None]],
                                                 "clauses": [c.__dict__ | {"best_argument": list(c.best_argument)}
                                                             for c in clauses]}}}}


def test_clause_labels_from_error_spans_and_from_word_labels():
    text = "Fares fall. Buses fly. Trains float."
    cl = [_clause("Fares fall.", 0.9), _clause("Buses fly.", 0.2, start=12), _clause("Trains float.", 0.3, start=23),
          _clause("Intro.", 1.0, claim=False)]
    organic = _row(text, cl, [{"type": "invented_claim", "span": [12, 22]},
                              {"type": "repetition", "span": [23, 36], "argument": [0, 0]}])
    dev = _row(text, cl[:2], None, labels={"hallucination": 1, "coverage": 0}, word_spans=[[12, 22]])
    data = clause_rows([organic, dev], dev_weight=5.0)
    # organic: the invented claim is positive, the repetition no hallucination, the framing clause left out
    assert data.y == [0, 1, 0, 0, 1] and data.w == [1.0, 1.0, 1.0, 5.0, 5.0]
    assert data.x[1][0] == pytest.approx(math.log(0.2 / 0.8))
    head = fit_head(data, 0.35)
    assert head.rule_weight == 0.35 and len(head.weights) == len(FEATURES)
    with pytest.raises(ValueError, match="both"):
        fit_head(clause_rows([_row(text, cl[:1], [])]), 0.35)
