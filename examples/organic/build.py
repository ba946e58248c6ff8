"""Build the organic-style benchmark from the hand-written sources in ``source/``.

Every source file ``source/b*.py`` defines ``TOPICS``: a list of topics, each with its given
arguments and several responses ("variants") written in the styles a chat model answers in.
A variant is ``(format, intro, response, errors)``; each error is ``(type, quote, target)``
where ``quote`` is an exact substring of the (stripped) response that occurs in it once (the
erroneous clause; ``None`` for pure omissions) and ``target`` is the argument concerned as
``(perspective, argument)``, a perspective index for ``omitted_perspective`` or ``None``.

This script turns quotes into character offsets, derives the labels from the errors,
validates every example with Faithscope's own model and writes ``organic_val.jsonl`` and
``organic_test.jsonl`` (split by topic). It prints the counts table pasted into README.md.

The later collections, ``fresh/f*.py`` … ``fresh7/f*.py``, were each written by four or five other writers who never
saw the detectors (README.md, "The fresh set" … "The fourth fresh set"); each is built the same way into
``<collection>_val.jsonl`` and ``<collection>_test.jsonl`` (the first two topics of each file are val, the other
two test), with ``meta.source = "organic-<collection>"`` and ``meta.writer`` the file's name.

    .venv/bin/python examples/organic/build.py
    .venv/bin/python examples/organic/build.py --check examples/organic/fresh2/f6.py   # one writer's file, writes nothing
"""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from detectors.core.example import Example  # noqa: E402

HALLUCINATION_TYPES = ("invented_claim", "invented_statistic", "added_detail", "negation", "exaggeration", "side_swap")
COVERAGE_TYPES = ("repetition", "omitted_argument", "omitted_perspective")
ERROR_TYPES = HALLUCINATION_TYPES + COVERAGE_TYPES
FORMATS = ("prose", "bullets", "numbered", "headed", "dense", "closing", "three_perspectives")
# types whose target is a given argument / that need a quote
ARGUMENT_TARGET = {"added_detail", "negation", "exaggeration", "side_swap", "repetition", "omitted_argument"}
NEEDS_QUOTE = set(HALLUCINATION_TYPES) | {"repetition"}

# Split by topic, fixed: about 40 % of the topics are validation topics, the rest test.
VAL_TOPICS = {
    "congestion_pricing", "lab_grown_meat", "rent_control",
    "four_day_school_week", "daylight_saving_time", "robotaxis",
    "right_to_repair", "deep_sea_mining", "esports_olympics",
    "open_access_mandates", "later_school_start", "short_haul_flight_ban",
}


# The later writers' collections, each a folder of f*.py files; per file, these many leading topics
# are val, the rest test.
FRESH_COLLECTIONS = ("fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh8", "fresh9", "fresh10", "fresh11", "fresh12", "fresh13", "fresh14", "fresh15", "fresh16", "fresh17", "fresh18", "fresh19", "fresh20", "fresh21", "fresh22", "fresh23", "fresh24", "fresh25", "fresh26", "fresh27", "fresh28", "fresh29")
FRESH_VAL_PER_FILE = 2


def load_sources(folder: str = "source", pattern: str = "b*.py") -> list[dict]:
    topics = []
    for path in sorted((HERE / folder).glob(pattern)):
        spec = importlib.util.spec_from_file_location(f"organic_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        for k, t in enumerate(module.TOPICS):
            topics.append({**t, "_file": path.name, "_index": k})
    return topics


def fresh_split(topic: dict) -> str:
    return "val" if topic["_index"] < FRESH_VAL_PER_FILE else "test"


def dev_topics() -> set[str]:
    out = set()
    for path in (ROOT.parent / "shared" / "data" / "dev").glob("*.jsonl") if (ROOT.parent / "shared").exists() else []:
        for line in path.read_text().splitlines():
            if line.strip():
                out.add(json.loads(line).get("topic", "").strip().lower())
    return out


class BuildError(ValueError):
    pass


def build_example(topic: dict, n: int, variant: tuple, collection: str = "organic") -> dict:
    """One row; ``collection`` is "organic" (the team's sources) or a later writers' folder ("fresh", "fresh2")."""
    fresh = collection != "organic"
    fmt, intro, response, errors = variant[:4]
    overrides = variant[4] if len(variant) > 4 else {}
    ex_id = f"{collection}-{topic['id']}-{n}"

    def fail(msg: str) -> None:
        raise BuildError(f"{ex_id} ({topic['_file']}): {msg}")

    perspectives = overrides.get("perspectives", topic["perspectives"])
    persp = [{"label": label.strip(), "arguments": [a.strip() for a in args]} for label, args in perspectives]
    if not 2 <= len(persp) <= 3:
        fail("needs 2 or 3 perspectives")
    for p in persp:
        if not 1 <= len(p["arguments"]) <= 3:
            fail(f"perspective {p['label']!r} needs 1-3 arguments")
    if fmt not in FORMATS:
        fail(f"unknown format {fmt!r}")
    if (fmt == "three_perspectives") != (len(persp) == 3):
        fail("format three_perspectives iff three perspectives")
    response = response.strip()
    if len(errors) > 2:
        fail("at most two errors")

    meta_errors, hall_spans, omitted = [], [], set()
    for err in errors:
        etype, quote, target = err
        if etype not in ERROR_TYPES:
            fail(f"unknown error type {etype!r}")
        span = None
        if etype in NEEDS_QUOTE:
            if not quote or not quote.strip():
                fail(f"{etype} needs a quote")
            if quote != quote.strip():
                fail(f"quote has surrounding whitespace: {quote!r}")
            count = response.count(quote)
            if count != 1:
                fail(f"quote found {count} times: {quote!r}")
            start = response.index(quote)
            span = [start, start + len(quote)]
            if not response[span[0]:span[1]].strip():
                fail("empty span")
        elif quote is not None:
            fail(f"{etype} takes no quote")
        record = {"type": etype, "span": span, "argument": None}
        if etype in ARGUMENT_TARGET:
            if not (isinstance(target, tuple) and len(target) == 2):
                fail(f"{etype} needs an (perspective, argument) target")
            pi, ai = target
            if not (0 <= pi < len(persp) and 0 <= ai < len(persp[pi]["arguments"])):
                fail(f"target {target} out of range")
            record["argument"] = [pi, ai]
            if etype in ("omitted_argument", "repetition"):
                omitted.add((pi, ai))
        elif etype == "omitted_perspective":
            if not (isinstance(target, int) and 0 <= target < len(persp)):
                fail("omitted_perspective needs a perspective index")
            record["perspective"] = target
            omitted.update((target, ai) for ai in range(len(persp[target]["arguments"])))
        elif target is not None:
            fail(f"{etype} takes no target")
        if etype in HALLUCINATION_TYPES:
            hall_spans.append(span)
        meta_errors.append(record)

    hall_spans.sort()
    for a, b in zip(hall_spans, hall_spans[1:]):
        if b[0] < a[1]:
            fail("overlapping hallucination spans")
    if len(omitted) >= sum(len(p["arguments"]) for p in persp):
        fail("every argument omitted")

    labels = {
        "hallucination": int(any(e["type"] in HALLUCINATION_TYPES for e in meta_errors)),
        "coverage": int(any(e["type"] in COVERAGE_TYPES for e in meta_errors)),
    }
    word_labels = {
        "response": hall_spans,
        "arguments": [[pi, ai, 0, len(persp[pi]["arguments"][ai])] for pi, ai in sorted(omitted)],
    }
    row = {
        "id": ex_id,
        "query": overrides.get("query", topic["query"]),
        "topic": topic["topic"],
        "perspectives": persp,
        "response": response,
        "labels": labels,
        "meta": {
            "source": f"organic-{collection}" if fresh else "organic",
            "paraphrased": True,
            "topic_id": topic["id"],
            "format": fmt,
            "split": fresh_split(topic) if fresh else "val" if topic["id"] in VAL_TOPICS else "test",
            "errors": meta_errors,
            "word_labels": word_labels,
        },
    }
    if intro:
        row["intro"] = intro.strip()
    # Faithscope's own model must accept it unchanged (it strips texts: offsets above are on stripped text).
    parsed = Example.model_validate(row).to_json_dict()
    if parsed["response"] != response or parsed["perspectives"] != persp:
        fail("model changed the text")
    # key order as in the README's input format
    order = ["id", "query", "topic", "perspectives", "intro", "response", "labels", "meta"]
    return {k: row[k] for k in order if k in row}


def counts_table(rows: list[dict]) -> str:
    splits = ["val", "test"]
    by = {s: [r for r in rows if r["meta"]["split"] == s] for s in splits}

    def line(name: str, fn) -> str:
        vals = [fn(by[s]) for s in splits] + [fn(rows)]
        return f"| {name} | " + " | ".join(str(v) for v in vals) + " |"

    out = ["| | val | test | all |", "|---|---:|---:|---:|"]
    out.append(line("topics", lambda rs: len({r["meta"]["topic_id"] for r in rs})))
    out.append(line("examples", len))
    out.append(line("error-free (0/0)", lambda rs: sum(1 for r in rs if not r["meta"]["errors"])))
    out.append(line("hallucination = 1", lambda rs: sum(r["labels"]["hallucination"] for r in rs)))
    out.append(line("coverage = 1", lambda rs: sum(r["labels"]["coverage"] for r in rs)))
    out.append(line("both = 1", lambda rs: sum(r["labels"]["hallucination"] * r["labels"]["coverage"] for r in rs)))
    out.append(line("two errors", lambda rs: sum(1 for r in rs if len(r["meta"]["errors"]) == 2)))
    out.append("| **error type** (examples carrying it) | | | |")
    for t in ERROR_TYPES:
        out.append(line(f"`{t}`", lambda rs, t=t: sum(1 for r in rs if any(e["type"] == t for e in r["meta"]["errors"]))))
    out.append("| **format** (examples / of them error-free) | | | |")
    for f in FORMATS:
        out.append(line(f"`{f}`", lambda rs, f=f: f"{sum(1 for r in rs if r['meta']['format'] == f)} / "
                                                 f"{sum(1 for r in rs if r['meta']['format'] == f and not r['meta']['errors'])}"))
    return "\n".join(out)


def build_rows(topics: list[dict], seen_ids: set[str], dev: set[str], collection: str = "organic") -> list[dict]:
    """Every variant of ``topics`` as a row; topic ids are unique across collections and none is a dev topic."""
    rows = []
    for t in topics:
        if t["id"] in seen_ids:
            raise BuildError(f"duplicate topic id {t['id']}")
        seen_ids.add(t["id"])
        if t["topic"].strip().lower() in dev:
            raise BuildError(f"topic {t['topic']!r} is a dev topic")
        for n, variant in enumerate(t["variants"], start=1):
            row = build_example(t, n, variant, collection)
            if collection != "organic":
                row["meta"]["writer"] = Path(t["_file"]).stem
            rows.append(row)
    return rows


def write_splits(rows: list[dict], prefix: str) -> None:
    for split in ("val", "test"):
        with (HERE / f"{prefix}_{split}.jsonl").open("w") as fh:
            for r in rows:
                if r["meta"]["split"] == split:
                    fh.write(json.dumps(r, ensure_ascii=False) + "\n")


def main() -> int:
    seen_ids: set[str] = set()
    dev = dev_topics()
    rows = build_rows(load_sources(), seen_ids, dev)
    unknown_val = VAL_TOPICS - seen_ids
    write_splits(rows, "organic")
    print(counts_table(rows))
    if unknown_val:
        print(f"\n(val topics not written yet: {', '.join(sorted(unknown_val))})")
    # The later writers' collections (module doc): their own files, never mixed into the organic splits.
    for collection in FRESH_COLLECTIONS:
        fresh = build_rows(load_sources(collection, "f*.py"), seen_ids, dev, collection)
        if fresh:
            write_splits(fresh, collection)
            print(f"\nThe {collection} set ({collection}/):\n")
            print(counts_table(fresh))
    return 0


def check(path: str) -> int:
    """Validate one writer's file against every other collection's topics; writes nothing."""
    target = Path(path).resolve()
    seen_ids: set[str] = set()
    dev = dev_topics()
    build_rows(load_sources(), seen_ids, dev)
    for collection in FRESH_COLLECTIONS:
        others = [t for t in load_sources(collection, "f*.py") if (HERE / collection / t["_file"]).resolve() != target]
        build_rows(others, seen_ids, dev, collection)
    spec = importlib.util.spec_from_file_location(f"organic_{target.stem}", target)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    topics = [{**t, "_file": target.name, "_index": k} for k, t in enumerate(module.TOPICS)]
    rows = build_rows(topics, seen_ids, dev, target.parent.name)
    print(counts_table(rows))
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        sys.exit(check(sys.argv[2]))
    sys.exit(main())
