"""Resume respects what was asked: a row is done only when it carries every requested detector
(with details when asked); otherwise it is completed. Nothing lost, nothing duplicated."""
import json

from detectors.cli import main
from detectors.core.example import parse_example
from detectors.rouge import RougeDetector
from detectors.run.batch import plan, read_rows, score_file


class Counting(RougeDetector):
    """ROUGE under another name, counting its runs."""

    def __init__(self, name):
        self.name, self.runs = name, 0

    def run(self, example, progress=None):
        self.runs += 1
        result = super().run(example, progress)
        result.detector = self.name
        return result


def example(i):
    return {"id": f"x{i}", "query": "Is tea good?", "perspectives": [{"label": "pro", "arguments": [f"tea helps {i}"]}],
            "response": f"tea helps people {i}"}


def lines(path):
    return [json.loads(l) for l in path.read_text().splitlines()]


def test_adding_a_detector_completes_rows_instead_of_skipping_them(tmp_path):
    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    inp.write_text("".join(json.dumps(example(i)) + "\n" for i in range(5)))
    first = Counting("rouge")
    s1 = score_file(inp, out, [first])
    assert (s1.written, s1.skipped_done, first.runs) == (5, 0, 5)

    again, second = Counting("rouge"), Counting("second")
    s2 = score_file(inp, out, [again, second])
    assert (s2.written, s2.completed, s2.skipped_done) == (5, 5, 0)
    assert again.runs == 0 and second.runs == 5  # the scores already there are kept, not recomputed
    rows = lines(out)
    assert [r["id"] for r in rows] == [f"x{i}" for i in range(5)]  # one row per example, compacted
    assert all(set(r["scores"]) == {"rouge", "second"} for r in rows)

    third = Counting("second")
    s3 = score_file(inp, out, [third])
    assert (s3.written, s3.skipped_done, third.runs) == (0, 5, 0)


def test_asking_for_details_completes_rows_scored_without_them(tmp_path, capsys):
    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    inp.write_text("".join(json.dumps(example(i)) + "\n" for i in range(3)))
    assert main(["score", str(inp), "-o", str(out), "-q"]) == 0
    assert all("response_words" not in r["scores"]["rouge"] for r in lines(out))
    assert main(["score", str(inp), "-o", str(out), "-q", "--details"]) == 0
    assert "scored 3 (of which 3 completed rows of an earlier run), already in output 0" in capsys.readouterr().err
    rows = lines(out)
    assert len(rows) == 3 and all("response_words" in r["scores"]["rouge"] for r in rows)
    assert main(["score", str(inp), "-o", str(out), "-q"]) == 0  # details present: enough for a plain run too
    assert "already in output 3" in capsys.readouterr().err


def test_an_interrupted_completion_leaves_both_rows_and_the_last_wins(tmp_path):
    """Killed after appending a completed row but before compaction: the old row is superseded, not lost."""
    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    inp.write_text(json.dumps(example(0)) + "\n" + json.dumps(example(1)) + "\n")
    score_file(inp, out, [Counting("rouge")])
    old = lines(out)
    newer = dict(old[0], scores={**old[0]["scores"], "second": old[0]["scores"]["rouge"]})
    out.write_text("".join(json.dumps(r) + "\n" for r in [*old, newer]))  # the state a kill leaves
    rows = read_rows(out)
    assert list(rows) == [parse_example(example(1)).key(), parse_example(example(0)).key()]
    assert set(rows[parse_example(example(0)).key()]["scores"]) == {"rouge", "second"}
    second = Counting("second")
    score_file(inp, out, [Counting("rouge"), second])
    assert second.runs == 1  # only x1 still lacked it
    assert sorted(r["id"] for r in lines(out)) == ["x0", "x1"]


def test_plan_dedupes_and_keeps_existing_scores():
    exs = [parse_example(example(i)) for i in (0, 1, 1, 2)]
    done = {exs[0].key(): {"scores": {"rouge": {"hallucination": 0.1, "coverage": 0.2}}},
            exs[1].key(): {"scores": {"other": {"hallucination": 0.1, "coverage": 0.2}}}}
    jobs, skipped = plan(exs, done, ["rouge"])
    assert skipped == 1 and [j.example.id for j in jobs] == ["x1", "x2"]
    assert jobs[0].existing == {"other": {"hallucination": 0.1, "coverage": 0.2}} and jobs[1].existing is None
    jobs, skipped = plan(exs, {exs[0].key()}, ["rouge"])  # plain keys: listed examples count as done
    assert skipped == 1 and len(jobs) == 2
