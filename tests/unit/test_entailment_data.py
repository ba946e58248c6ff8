"""The entailment pair builders on hand-written inputs (no shared data needed)."""
from __future__ import annotations

import json
import random

import pytest

from detectors.training import entailment_data as ed
from detectors.training.entailment_data import CON, ENT, NEU, Unit


def test_negation_inserted_after_first_auxiliary():
    assert ed.negate("School uniforms should be mandatory.") == "School uniforms should not be mandatory."
    assert ed.negate("Cloning can save lives.") == "Cloning cannot save lives."
    assert ed.negate("Organ markets have been tried before.") == "Organ markets have not been tried before."


def test_negation_removed_when_present():
    assert ed.negate("Assisted suicide is not a crime.") == "Assisted suicide is a crime."
    assert ed.negate("Homework doesn't help children.") == "Homework does help children."
    assert ed.negate("We shouldn't subsidize space travel.") == "We should subsidize space travel."


def test_negation_fallback():
    assert ed.negate("Tourism brings money.") is None
    assert ed.negate_wrapped("Tourism brings money") == "It is not true that tourism brings money."


def test_strengthen_hedges_and_quantifiers():
    assert ed.strengthen("A tax could cut obesity.") == "A tax will cut obesity."
    assert ed.strengthen("Some students cheat.") == "All students cheat."
    assert ed.strengthen("Cameras reduce crime.") == "Cameras eliminate crime."
    assert ed.strengthen("Cameras record crime.") is None


def test_change_number():
    rng = random.Random(0)
    out = ed.change_number("It costs 40 dollars a year.", rng)
    assert out is not None and out != "It costs 40 dollars a year." and "40 " not in out
    out = ed.change_number("Three people died.", random.Random(1))
    assert out is not None and not out.startswith("Three") and out[0].isupper()
    assert ed.change_number("Nobody died.") is None


def test_antonym_swap_keeps_case():
    assert ed.swap_antonym("Zoos increase awareness.") == "Zoos decrease awareness."
    assert ed.swap_antonym("Better roads save time.") == "Worse roads save time."
    assert ed.swap_antonym("Zoos exist.") is None


def test_target_swap_uses_a_topic_word():
    out = ed.swap_target("Vaccines protect the herd.", "We should make vaccines mandatory", "cloning")
    assert out == "Cloning protect the herd."
    assert ed.swap_target("It protects the herd.", "We should make vaccines mandatory", "cloning") is None
    assert ed.topic_keyword("We should ban human cloning") == "cloning"


def test_add_clause_and_reorder():
    assert ed.add_clause("Zoos teach children", "they protect species.") == "Zoos teach children, and also they protect species."
    assert ed.reorder_conjunction("Zoos teach young children and they protect rare species") == \
        "They protect rare species and zoos teach young children."
    assert ed.reorder_conjunction("Zoos teach, and protect") is None


def test_lead_ins():
    assert ed.with_lead("Zoos teach children", "Supporters argue that {}") == "Supporters argue that zoos teach children."
    assert ed.with_lead("zoos teach children", "- {}") == "- Zoos teach children."
    assert ed.with_lead("NATO costs too much", "Critics argue that {}") == "Critics argue that NATO costs too much."


UNITS = [
    Unit("Zoos should be banned", "con", ["Zoos could help protect endangered species",
                                          "Zoos may save rare animals from extinction"]),
    Unit("Zoos should be banned", "pro", ["Zoos are cruel to animals", "Keeping animals in cages is cruel"]),
    Unit("Zoos should be banned", "con", ["Zoos educate children about nature"]),
]


def test_unit_pairs_put_alterations_beside_rewordings():
    pairs = ed.unit_pairs(UNITS[0], UNITS, ["cloning", "vaccines"], [u.texts[0] for u in UNITS], random.Random(3))
    kinds = {p.source for p in pairs}
    assert "perturb:negation" in kinds and "perturb:strengthen" in kinds and "faithful:paraphrase" in kinds
    assert "faithful:lead_in" in kinds
    for p in pairs:
        if p.source.startswith("perturb:"):
            assert p.label == ed.PERTURB_LABELS[p.source.split(":")[1]]
        if p.source.startswith("faithful:"):
            assert p.label == ENT
    # the faithful and the altered hypotheses share the anchor's premise
    premises = {p.premise for p in pairs if p.source in ("perturb:negation", "faithful:lead_in")}
    assert len(premises) <= 2


def test_side_swap_and_added_clause_avoid_what_the_premise_states():
    seen = set()
    for seed in range(60):
        pairs = ed.unit_pairs(UNITS[0], UNITS, [], [u.texts[0] for u in UNITS], random.Random(seed))
        for p in pairs:
            if p.source not in ("perturb:side_swap", "perturb:added_clause") or p.label != NEU:
                continue
            seen.add(p.source)
            other = UNITS[1].texts + UNITS[2].texts
            stated = [t for t in other if t.lower() in p.premise.lower()]
            assert not any(t.lower() in p.hypothesis.lower() for t in stated), (p.premise, p.hypothesis)
    assert seen == {"perturb:side_swap", "perturb:added_clause"}


def test_unit_pairs_deterministic():
    a = ed.unit_pairs(UNITS[1], UNITS, ["cloning"], ["x y z"], random.Random(7))
    b = ed.unit_pairs(UNITS[1], UNITS, ["cloning"], ["x y z"], random.Random(7))
    assert a == b


def test_other_cluster_pairs_are_neutral_and_same_topic():
    pairs = ed.other_cluster_pairs(UNITS, random.Random(0), n_per_unit=2)
    assert len(pairs) == 6 and all(p.label == NEU for p in pairs)


def test_nli_label_mapping():
    assert ed.nli_label({"label3": "contradiction", "label2": 0}) == CON
    assert ed.nli_label({"label3": None, "label2": 0}) == NEU
    assert ed.nli_label({"label3": None, "label2": 1}) == ENT
    assert ed.nli_label({"label3": None, "label2": None}) is None


def test_nli_pairs_caps_and_refuses_held_out(tmp_path):
    rows = [{"premise": f"p{i}", "hypothesis": f"h{i}", "label3": "neutral", "label2": 0} for i in range(50)]
    (tmp_path / "esnli_snli.jsonl").write_text("\n".join(json.dumps(r) for r in rows) + "\n")
    out = ed.nli_pairs(tmp_path, 100, random.Random(0), {"esnli_snli": 0.1})
    assert len(out) == 10 and all(p.label == NEU and p.source == "nli:esnli_snli" for p in out)
    with pytest.raises(ValueError):
        ed.nli_pairs(tmp_path, 100, random.Random(0), {"qags": 0.5})
    with pytest.raises(ValueError):
        ed.nli_pairs(tmp_path, 100, random.Random(0), {"climate_fever": 0.5})


def test_mixture_counts():
    pairs = [ed.EPair("a", "b", ENT, "x"), ed.EPair("a", "c", CON, "y"), ed.EPair("a", "d", CON, "y")]
    c = ed.mixture_counts(pairs)
    assert c == {"total": 3, "by_label": {"entailment": 1, "contradiction": 2}, "by_source": {"x": 1, "y": 2}}


def test_reorder_needs_two_clauses():
    assert ed.reorder_conjunction("Declaration of faith is key and that should be respected") is None
    assert ed.reorder_conjunction("It helps countries promote education and keep businesses competitive") is None


def test_strengthen_skips_negated_texts():
    assert ed.strengthen("Assault weapons are not used in most crimes.") is None


def test_cross_rewording_alters_one_text_against_another_of_its_cluster():
    texts = UNITS[0].texts

    def members(text: str) -> set[str]:
        return {t for t in texts if t.lower() in text.lower()}

    def shared(cross: float) -> int:
        """Perturbation pairs whose premise and altered hypothesis hold the same member text verbatim."""
        n = 0
        for seed in range(30):
            for p in ed.unit_pairs(UNITS[0], UNITS, [], [u.texts[0] for u in UNITS], random.Random(seed), cross=cross):
                if p.source.startswith("perturb:") and p.hypothesis not in {ed.sentence(t) for t in texts}:
                    n += bool(members(p.premise) & members(p.hypothesis))
        return n

    assert shared(0.0) > 0  # the default alters the premise's own text ("It is not true that <it>")
    assert shared(1.0) == 0  # cross-rewording: the premise is the other text of the cluster


def test_written_answers_parse_into_labelled_pairs_in_both_directions(tmp_path):
    f = tmp_path / "w.txt"
    f.write_text("# header\n\n= Topic A\n+ pro: Cats purr. | Cats nap.\n+ con: Cats scratch.\n"
                 "00 F: Cats make a purring sound.\n10 N: Cats never scratch.\n01 E: Cats nap all day, every day.\n"
                 "-- I: Cats invented the internet.\n\n= Topic B\n+ pro: Dogs bark.\n+ con: Dogs bite.\n00 D: Dogs bark at the postman.\n",
                 encoding="utf-8")
    [a, b] = ed.read_written_answers(f)
    assert a.perspectives == [["Cats purr.", "Cats nap."], ["Cats scratch."]]
    assert a.clauses[1] == ("N", (1, 0), "Cats never scratch.")
    pairs = ed.written_answer_pairs(f)
    given = "Cats purr.\nCats nap.\nCats scratch."
    by = {(p.premise, p.hypothesis): p.label for p in pairs}
    assert by[(given, "Cats make a purring sound.")] == ENT and by[("Cats purr.", "Cats make a purring sound.")] == ENT
    assert by[(given, "Cats never scratch.")] == CON and by[("Cats never scratch.", "Cats scratch.")] == CON
    # an exaggeration is not stated by its argument, but it still states the weaker argument
    assert by[("Cats nap.", "Cats nap all day, every day.")] == NEU and by[("Cats nap all day, every day.", "Cats nap.")] == ENT
    assert by[(given, "Cats invented the internet.")] == NEU
    assert len(pairs) == 1 + 3 * 4  # the invented clause has no argument of its own
    assert {p.topic for p in ed.written_answer_pairs(f, held_out=1)} == {"Topic A"}
    with pytest.raises(ValueError, match="line 3"):
        bad = tmp_path / "bad.txt"
        bad.write_text("= T\n+ pro: X.\nX F: oops\n", encoding="utf-8")
        ed.read_written_answers(bad)


def test_the_shipped_written_answers_parse():
    topics = ed.read_written_answers()
    assert len(topics) >= 20 and all(len(t.perspectives) == 2 for t in topics)
    assert all(ref is None or ref[1] < len(t.perspectives[ref[0]]) for t in topics for _, ref, _ in t.clauses)


def test_all_nli_pairs_take_every_row_of_the_trained_sets_and_none_of_the_held_out(tmp_path):
    """``--nli-only`` (the document adapter's data): all rows of the sets the mixture may use, shuffled by seed."""

    def write(name, rows):
        (tmp_path / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")

    write("esnli_snli", [{"premise": f"P{i}", "hypothesis": f"H{i}", "label3": "entailment"} for i in range(3)])
    write("fs_mnli", [{"premise": "A", "hypothesis": "B", "label3": "contradiction"},
                      {"premise": "C", "hypothesis": "D", "label2": 0}])
    write("qags", [{"premise": "doc", "hypothesis": "summary", "label2": 1}])  # held out: never read
    pairs = ed.all_nli_pairs(tmp_path, seed=0)
    assert sorted((p.premise, p.label, p.source) for p in pairs) == [
        ("A", CON, "nli:fs_mnli"), ("C", NEU, "nli:fs_mnli"),
        ("P0", ENT, "nli:esnli_snli"), ("P1", ENT, "nli:esnli_snli"), ("P2", ENT, "nli:esnli_snli")]
    assert ed.all_nli_pairs(tmp_path, seed=0) == pairs
