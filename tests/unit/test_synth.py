import json
import random

from detectors.cli import main
from detectors.core.example import Example
from detectors.evaluation.synth import ArgumentPool, coverage_variant, hallucination_variant, synthesize

BASE = Example.model_validate({
    "id": "tea", "query": "Is tea good for you?", "topic": "Tea",
    "perspectives": [{"label": "pro", "arguments": ["Tea has antioxidants.", "Tea hydrates you."]},
                     {"label": "con", "arguments": ["Tea stains teeth."]}],
    "response": "Tea has antioxidants. It also hydrates you. But it stains teeth.",
    "meta": {"support": [[0, 0, 0, 21], [0, 1, 22, 43], [1, 0, 44, 64]], "src": "hand"},
})
OTHER = Example.model_validate({
    "id": "tea2", "query": "Should offices serve tea?", "topic": "tea",
    "perspectives": [{"label": "PRO", "arguments": ["Tea breaks help people talk.", "Tea has antioxidants."]},
                     {"label": "against", "arguments": ["Tea costs money."]}],
    "response": "x",
})
COFFEE = Example.model_validate({
    "query": "Coffee?", "topic": "coffee",
    "perspectives": [{"label": "pro", "arguments": ["Coffee wakes you up."]}], "response": "y",
})


def test_hallucination_variant_drops_one_argument_keeps_response_and_labels():
    for seed in range(10):
        h = hallucination_variant(BASE, random.Random(seed))
        assert h.response == BASE.response
        assert h.labels.hallucination == 1 and h.labels.coverage == 0
        # only the perspective with two arguments can lose one
        assert len(h.perspectives[0].arguments) == 1 and h.perspectives[1] == BASE.perspectives[1]
        dropped = (set(BASE.perspectives[0].arguments) - set(h.perspectives[0].arguments)).pop()
        assert dropped in h.meta["note"] and h.meta["synthetic"] == "hallucination"
        ai = BASE.perspectives[0].arguments.index(dropped)
        s, e = h.meta["word_labels"]["response"][0]
        assert (s, e) == tuple(BASE.meta["support"][ai][2:])
        assert h.id == "tea-hallucination" and h.meta["source_id"] == "tea" and h.meta["src"] == "hand"
        assert "support" not in h.meta


def test_no_hallucination_variant_when_no_perspective_has_two_arguments():
    assert hallucination_variant(COFFEE, random.Random(0)) is None


def test_coverage_variant_adds_unused_argument_of_same_topic_and_label():
    pool = ArgumentPool.from_rows([BASE, OTHER, COFFEE])
    for seed in range(10):
        c = coverage_variant(BASE, pool, random.Random(seed))
        assert c.labels.hallucination == 0 and c.labels.coverage == 1
        added = c.perspectives[0].arguments[-1]
        # "Tea has antioxidants." is already given; coffee and "against" arguments are other topic/label
        assert added == "Tea breaks help people talk."
        assert c.perspectives[1] == BASE.perspectives[1]
        assert c.meta["word_labels"]["arguments"] == [[0, 2, 0, len(added)]]
        assert added in c.meta["note"]


def test_coverage_variant_from_plain_pool_rows_and_none_when_pool_is_empty():
    pool = ArgumentPool.from_rows([{"topic": "tea", "label": "con", "argument": "Tea keeps some people awake."}])
    c = coverage_variant(BASE, pool, random.Random(1))
    assert c.perspectives[1].arguments == ["Tea stains teeth.", "Tea keeps some people awake."]
    assert coverage_variant(BASE, ArgumentPool(), random.Random(1)) is None


def test_synthesize_is_seeded_and_skips_labelled_errors():
    pool = ArgumentPool.from_rows([BASE, OTHER])
    bad = Example.model_validate({**BASE.to_json_dict(), "id": "bad", "labels": {"hallucination": 1, "coverage": 0}})
    a = synthesize([BASE, bad], pool, seed=3)
    b = synthesize([BASE, bad], pool, seed=3)
    assert [r.model_dump() for r in a.rows] == [r.model_dump() for r in b.rows]
    assert [r.id for r in a.rows] == ["tea", "tea-hallucination", "tea-coverage"]
    assert a.rows[0].labels.hallucination == 0 and a.rows[0].labels.coverage == 0
    assert any("bad: labelled with an error" in s for s in a.skipped)


def test_synth_cli_writes_labelled_rows(tmp_path, capsys):
    src, pool, out = tmp_path / "ef.jsonl", tmp_path / "pool.jsonl", tmp_path / "out.jsonl"
    src.write_text(json.dumps(BASE.to_json_dict()) + "\n")
    pool.write_text(json.dumps(OTHER.to_json_dict()) + "\n" + json.dumps({"topic": "tea", "label": "con", "argument": "Tea is hot."}) + "\n")
    assert main(["synth", str(src), "--pool", str(pool), "-o", str(out), "--seed", "5"]) == 0
    rows = [json.loads(l) for l in out.read_text().splitlines()]
    assert [(r["labels"]["hallucination"], r["labels"]["coverage"]) for r in rows] == [(0, 0), (1, 0), (0, 1)]
    assert "1 hallucination, 1 coverage" in capsys.readouterr().err
    pool.write_text("{oops\n")
    assert main(["synth", str(src), "--pool", str(pool), "-o", str(out)]) == 2


def test_bundled_sample_set_is_what_the_generator_writes(tmp_path):
    from examples import make_sample_set as gen

    rows = [json.loads(l) for l in gen.OUT.read_text().splitlines()]
    examples = gen.error_free_examples()
    assert len(examples) >= 12 and len({e.topic for e in examples}) >= 6
    kinds = [r["meta"].get("synthetic", "original") for r in rows]
    assert kinds.count("original") == kinds.count("hallucination") == kinds.count("coverage") == len(examples)
    for e in examples:  # the support spans really are sentences of the response
        for _pi, _ai, s, end in e.meta["support"]:
            assert e.response[s:end].endswith(".")
    fresh = synthesize(examples, ArgumentPool.from_rows(examples), seed=gen.SEED).rows
    assert [x.to_json_dict() for x in fresh] == rows
