"""Where stop 40's and 41's surface rules fire, by the label of the clause they fire on (issue 24).

    python benchmarks/rule_firings.py SCORED.jsonl [MORE.jsonl …]

Reads rows scored with ``--detectors classifier --details`` (any labelled set: organic, fresh, dev, documents written
by ``document_eval.py --write``). Each response clause is labelled by the error whose span it overlaps
(``meta.errors``; dev rows: ``meta.word_labels.response``, "error"), else "faithful" in an error-free response, else
"other". Per file and label it counts the clauses on which each rule fires:

* ``opener``: framing only because of stop 40's opener rule (``claims.EVALUATIVE_WORDS`` and the query's and topic's
  words in the first and last sentence): ``is_framing`` with them and not without;
* ``figures``: a claim clause with a figure no given text has (``figures.ungiven_figures``);
* ``absolute``: a claim clause that puts an absolute in place of its best argument's hedge
  (``alteration.absolutes_added``) and repeats at least ``ALTER_OVERLAP`` of its stems with its host;
* ``adverb``: the negative adverbs (rarely, seldom …) in the clause and none in its best argument;
* ``cue`` (stop 41): a clause of the first or last sentence that ``claims.EDGE_CUES`` makes framing (before stop
  41: the last sentence only, and without "a question of how", "versus", "sets A against B");
* ``talk`` (stop 41): a clause of a sentence that speaks to the reader (``claims.is_conversational``);
* ``head`` (stop 41): a clause the word rules hold as a claim (``detector.response_units``) and the framing head
  excuses (``detectors.classifier.framing_head``).
Documents (rows without clause details): ``figures`` on the whole response.
"""
from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from detectors.classifier import claims  # noqa: E402
from detectors.classifier.alteration import ALTER_OVERLAP, absolutes_added, argument_overlap, with_host  # noqa: E402
from detectors.classifier.detector import response_units  # noqa: E402
from detectors.classifier.figures import example_figures, ungiven_figures  # noqa: E402
from detectors.core.example import Example  # noqa: E402
from detectors.core.text import split_words  # noqa: E402

ADVERBS = frozenset({"rarely", "seldom", "hardly", "barely", "scarcely"})
RULES = ("opener", "figures", "absolute", "adverb", "cue", "talk", "head")


def clause_label(row: dict, start: int, end: int) -> str:
    meta = row.get("meta") or {}
    for e in meta.get("errors") or []:
        if e.get("span") and e["span"][0] < end and start < e["span"][1]:
            return e["type"]
    if any(s < end and start < t for s, t in (meta.get("word_labels") or {}).get("response") or []):
        return "error"
    return "faithful" if not any((row.get("labels") or {}).get(k) for k in ("hallucination", "coverage")) else "other"


def firings(row: dict) -> list[tuple[str, set[str]]]:
    """(label, rules that fire) per clause of one scored row."""
    ex = Example.model_validate({k: row[k] for k in ("query", "topic", "perspectives", "response") if k in row})
    given = example_figures(ex)
    clf = row["scores"]["classifier"]
    details = clf.get("extras", {}).get("clauses")
    if not details:  # a document row: the response is the claim
        return [(clause_label(row, 0, len(ex.response)), {"figures"} if ungiven_figures(ex.response, given) else set())]
    labels, topic = claims.label_stems(ex), claims.topic_stems(ex)
    ru = response_units(ex)
    by_rules = dict(zip(((u.start, u.end) for u in ru.units), ru.claim))
    sentences = [c["sentence"] for c in details]
    texts = [c["text"] for c in details]
    out = []
    for i, c in enumerate(details):
        fired = set()
        edge = c["sentence"] in (sentences[0], sentences[-1])
        last = c["sentence"] == sentences[-1]
        if not c["claim"] and edge and claims.is_framing(c["text"], labels, topic) and not _old_framing(
                c["text"], labels, last):
            fired.add("opener")
        if not c["claim"] and edge and claims.EDGE_CUES.search(c["text"]):
            fired.add("cue")
        if not c["claim"] and claims.is_conversational(c["text"]):
            fired.add("talk")
        if not c["claim"] and by_rules.get((c["start"], c["end"])):
            fired.add("head")
        if c["claim"]:
            p, a = c["best_argument"]
            argument = ex.perspectives[p].arguments[a]
            host = with_host(texts, sentences, i)
            fired |= {"figures"} if ungiven_figures(c["text"], given) else set()
            if absolutes_added(c["text"], argument, host) and argument_overlap(host, argument) >= ALTER_OVERLAP:
                fired.add("absolute")
            words, arg_words = {w.lower for w in split_words(c["text"])}, {w.lower for w in split_words(argument)}
            if words & ADVERBS and not arg_words & ADVERBS:
                fired.add("adverb")
        out.append((clause_label(row, c["start"], c["end"]), fired))
    return out


def _old_framing(text: str, labels: frozenset[str], last: bool) -> bool:
    """``is_framing`` as it was before stop 40: framing words and labels only, no evaluative or topic words."""
    from detectors.core.text import content_words
    if claims.has_figure(text):
        return False
    if all(w.stem in claims.FRAMING_WORDS or w.stem in labels for w in content_words(text)):
        return True
    return last and bool(claims.EDGE_CUES.search(text))


def main(paths: list[str]) -> int:
    for path in paths:
        total, fired = Counter(), Counter()
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if line.strip():
                for label, rules in firings(json.loads(line)):
                    total[label] += 1
                    fired.update((label, r) for r in rules)
        print(f"\n### {Path(path).name}\n\n| clause label | clauses | " + " | ".join(RULES) + " |")
        print("|---" * (len(RULES) + 2) + "|")
        for label in sorted(total, key=lambda k: (k in ("faithful", "other"), k)):
            print(f"| {label} | {total[label]} | " + " | ".join(str(fired[(label, r)]) for r in RULES) + " |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
