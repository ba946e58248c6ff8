"""The clause head (stop 61): a learned reading of a claim clause's support, from the signals the rules already have.

The rules give each claim clause a support (``detectors.classifier.detector``: the pair model's own(c, a) and its
reading against all given arguments, capped by the altered, contradiction, figure and detail rules). The contradiction
adapter's P(contradicted) enters them only through a hard cap at ``CONTRADICTION_MIN``, and words the given arguments
never use not at all, although both separate faithful clauses from invented, exaggerated and negated ones far below
the cap. The head is a logistic regression over ``FEATURES`` (``clause_features``), fitted on the claim clauses of the
labelled organic-style val answers and the dev val split (``detectors.training.train_clause_head``), and the clause's
support becomes the blend, in log-odds, of the rules' unsupport and the head's P(unsupported):

    logit(1 − support) = λ · logit(1 − support_rules) + (1 − λ) · logit(P_head),   λ = ``rule_weight``

The rules keep a share: the head alone ranks the dev data's ungiven arguments (other key points of the same topic,
in the given arguments' own words) worse than the rules do (docs/evaluation.md, stop 61). A framing clause keeps
support 1, a document's clauses are not read by it (it never saw one), and a detail no given text has keeps the
rules' cap (stop 66: the detail rule fires on 612 of the written answers' 2,146 added details and 3 of 5,998 faithful
rewordings, more surely than the head reads them).
"""
from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from detectors.classifier.details import DETAIL_CAP, ungiven_example_words
from detectors.core.result import ClauseSupport
from detectors.core.text import content_stems

DEFAULT_CLAUSE_HEAD = Path(__file__).resolve().parent / "weights" / "clause_head" / "head.json"
FEATURES = ("support", "support_given", "best_argument", "contradiction", "altered", "has_altered",
            "ungiven_share", "ungiven_count")
RULES_FEATURE = FEATURES.index("support")  # the rules' support, which the blend keeps a share of
LOGIT_FLOOR = 1e-4  # a probability of 0 or 1 read as this far from the edge
UNGIVEN_COUNT_CAP = 10


def logit(p: float) -> float:
    p = min(max(p, LOGIT_FLOOR), 1.0 - LOGIT_FLOOR)
    return math.log(p / (1.0 - p))


def sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x)) if x >= 0 else math.exp(x) / (1.0 + math.exp(x))


def clause_features(support: float, support_given: float, best_argument_prob: float, contradiction: float | None,
                    altered: float | None, text: str, given_stems: Collection[str]) -> list[float]:
    """``FEATURES`` of one claim clause: the rules' support, the pair model's reading against all given arguments and
    against its best argument, P(contradicted) (0 without a contradiction model), the altered score (0 where none),
    whether it has one, and the share and count of its content stems that no argument, query or topic gives."""
    stems = content_stems(text)
    ungiven = [s for s in stems if s not in given_stems]
    return [logit(support), logit(support_given), logit(best_argument_prob),
            logit(contradiction if contradiction is not None else 0.0), altered or 0.0, float(altered is not None),
            len(ungiven) / max(len(stems), 1), min(len(ungiven), UNGIVEN_COUNT_CAP) / UNGIVEN_COUNT_CAP]


@dataclass(frozen=True)
class ClauseHead:
    """Logistic weights over ``FEATURES`` and the rules' share λ of the blend (module doc)."""

    weights: tuple[float, ...]
    bias: float
    rule_weight: float
    training: dict[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        if len(self.weights) != len(FEATURES):
            raise ValueError(f"a clause head has {len(FEATURES)} weights ({', '.join(FEATURES)}), not {len(self.weights)}")
        if not 0.0 <= self.rule_weight <= 1.0:
            raise ValueError(f"rule_weight must lie in [0, 1], not {self.rule_weight}")

    def p_unsupported(self, features: Sequence[float]) -> float:
        return sigmoid(self.bias + sum(w * x for w, x in zip(self.weights, features)))

    def support(self, features: Sequence[float]) -> float:
        """The clause's support: the blend of the rules' (their log-odds are a feature) and the head's (module doc)."""
        unsupport = (self.rule_weight * -features[RULES_FEATURE]
                     + (1.0 - self.rule_weight) * logit(self.p_unsupported(features)))
        return 1.0 - sigmoid(unsupport)

    def to_dict(self) -> dict[str, Any]:
        return {"features": list(FEATURES), "weights": list(self.weights), "bias": self.bias,
                "rule_weight": self.rule_weight, "training": self.training}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ClauseHead:
        if list(d.get("features", [])) != list(FEATURES):
            raise ValueError(f"the clause head was fitted on features {d.get('features')}, this code reads {list(FEATURES)}")
        return cls(tuple(float(w) for w in d["weights"]), float(d["bias"]), float(d["rule_weight"]),
                   dict(d.get("training") or {}))

    @property
    def digest(self) -> str:
        """What the model id records: the weights and the blend, not the training notes."""
        core = {k: v for k, v in self.to_dict().items() if k != "training"}
        return hashlib.sha256(json.dumps(core, sort_keys=True).encode()).hexdigest()[:12]


def load_clause_head(path: str | Path = DEFAULT_CLAUSE_HEAD) -> ClauseHead:
    return ClauseHead.from_dict(json.loads(Path(path).read_text(encoding="utf-8")))


def rules_support(clause: ClauseSupport) -> float:
    """The support the rules gave the clause: ``support_rules`` where a head already read it, else its support."""
    return clause.support_rules if clause.support_rules is not None else clause.support


def features_of(clause: ClauseSupport, given_stems: Collection[str]) -> list[float]:
    """``clause_features`` of a scored clause, from the rules' support (``rules_support``)."""
    return clause_features(rules_support(clause), clause.support_given, clause.best_argument_prob, clause.contradiction, clause.altered,
                           clause.reading, given_stems)


def read_clause(head: ClauseHead, clause: ClauseSupport, given_stems: Collection[str]) -> ClauseSupport:
    """The clause with the head's support and the rules' kept in ``support_rules``; a framing clause unchanged. A
    detail no given text has (``details.ungiven_detail``) keeps its cap, ``DETAIL_CAP``: the head, reading the clause's
    words against the arguments it restates, read four labelled val details as stated (support 0.50–0.60; stop 66)."""
    if not clause.claim:
        return clause
    support = head.support(features_of(clause, given_stems))
    if ungiven_example_words(clause.text, given_stems):
        support = min(support, DETAIL_CAP)
    return replace(clause, support=support, support_rules=rules_support(clause))
