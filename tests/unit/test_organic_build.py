"""The organic-style collections (examples/organic/build.py): the shipped jsonl files are what the sources build."""
import importlib.util
import json
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parents[2] / "examples" / "organic"


def _build_module():
    spec = importlib.util.spec_from_file_location("organic_build", HERE / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _shipped(prefix: str) -> list[dict]:
    return [json.loads(line) for split in ("val", "test")
            for line in (HERE / f"{prefix}_{split}.jsonl").read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize("collection", ["organic", "fresh", "fresh2", "fresh3"])
def test_each_collection_builds_to_its_shipped_splits(collection):
    build = _build_module()
    seen: set[str] = set()
    rows = build.build_rows(build.load_sources(), seen, set())
    if collection != "organic":
        rows = build.build_rows(build.load_sources(collection, "f*.py"), seen, set(), collection)
    built = sorted(rows, key=lambda r: r["id"])
    assert built == sorted(_shipped(collection), key=lambda r: r["id"])
    assert {r["meta"]["source"] for r in built} == {"organic" if collection == "organic" else f"organic-{collection}"}


def test_a_quote_that_is_not_in_the_response_is_refused():
    build = _build_module()
    topic = {"id": "t", "topic": "T", "query": "Q?", "_file": "f.py", "_index": 0,
             "perspectives": [("pro", ["Buses get faster."]), ("con", ["Fares rise."])]}
    with pytest.raises(build.BuildError, match="found 0 times"):
        build.build_example(topic, 1, ("prose", None, "Buses get faster and fares rise.", [
            ("negation", "buses get slower", (0, 0))]), "fresh2")
