import json

import pytest

from detectors.core.example import (
    MAX_EXAMPLE_CHARS,
    Example,
    decode_example,
    encode_example,
    load_examples,
    load_jsonl_lines,
)

GOOD = {"id": "a", "query": "Q?", "perspectives": [{"label": "pro", "arguments": ["x y"]}], "response": "r"}


def line(**over):
    d = dict(GOOD)
    d.update(over)
    return json.dumps({k: v for k, v in d.items() if v is not ...})


def test_every_bad_record_is_reported_with_line_and_reason_and_good_ones_kept():
    lines = [
        line(),  # 1 ok
        "{not json",  # 2
        line(response=...),  # 3 missing response
        line(perspectives=[{"label": "pro", "arguments": ["ok", "  "]}]),  # 4 empty argument
        line(query=42),  # 5 wrong type
        line(response="x" * (MAX_EXAMPLE_CHARS + 1)),  # 6 too long
        "[1, 2]",  # 7 not an object
        "",  # blank lines are skipped silently
        line(perspectives=[]),  # 9 no perspective
        line(labels={"hallucination": 2}),  # 10 label out of range
        line(surprise=1),  # 11 unknown field
        line(id="b", meta={"anything": [1, {"x": None}]}),  # 12 ok, meta untouched
    ]
    rep = load_jsonl_lines(lines)
    assert [n for n, _ in rep.examples] == [1, 12]
    reasons = {e.line: e.reason for e in rep.errors}
    assert set(reasons) == {2, 3, 4, 5, 6, 7, 9, 10, 11}
    assert "unreadable JSON" in reasons[2]
    assert "response: missing required field" in reasons[3]
    assert "argument 2 is empty" in reasons[4]
    assert reasons[5].startswith("query:")
    assert "too long" in reasons[6] and f"{MAX_EXAMPLE_CHARS:,}" in reasons[6]
    assert "JSON object" in reasons[7]
    assert reasons[9].startswith("perspectives")
    assert "labels.hallucination" in reasons[10]
    assert "surprise: unknown field" in reasons[11]
    assert rep.examples[1][1].meta == {"anything": [1, {"x": None}]}


def test_empty_text_fields_are_rejected():
    with pytest.raises(ValueError):
        Example.model_validate({**GOOD, "response": "   "})
    with pytest.raises(ValueError):
        Example.model_validate({**GOOD, "query": ""})


def test_json_file_with_a_list(tmp_path):
    p = tmp_path / "x.json"
    p.write_text(json.dumps([GOOD, {"query": "q"}]))
    rep = load_examples(p)
    assert len(rep.examples) == 1 and rep.errors[0].line == 2


def test_url_encoding_round_trip_and_garbage():
    ex = Example.model_validate({**GOOD, "response": "<script>alert(1)</script> é 東京"})
    assert decode_example(encode_example(ex)) == ex
    with pytest.raises(ValueError, match="readable"):
        decode_example("not-a-valid-token")


def test_content_key_ignores_id_labels_meta():
    a = Example.model_validate(GOOD)
    b = Example.model_validate({**GOOD, "id": "other", "meta": {"k": 1}, "labels": {"coverage": 1}})
    assert a.content_key() == b.content_key()
    assert a.content_key() != Example.model_validate({**GOOD, "response": "other"}).content_key()


def test_gallery_is_valid_and_varied():
    rep = load_examples("examples/gallery.jsonl")
    assert rep.ok and len(rep.examples) >= 8
    kinds = {ex.meta["kind"] for _, ex in rep.examples}
    assert {"error-free", "hallucination", "coverage", "partial-hallucination", "repetition", "perspective-confusion"} <= kinds
    assert any(len(ex.perspectives) == 3 for _, ex in rep.examples)
