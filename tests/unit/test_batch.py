import json
import signal
import subprocess
import sys
from pathlib import Path

from detectors.rouge import RougeDetector
from detectors.run.batch import score_file
from detectors.run.engines import DetectorSpec, chunk_size

ROOT = Path(__file__).resolve().parents[2]


def example(i, response=None):
    return {"id": f"x{i}", "query": "Is tea good?", "topic": "tea",
            "perspectives": [{"label": "pro", "arguments": [f"tea has antioxidants number {i}"]}],
            "response": response or f"tea has antioxidants and tastes fine {i}"}


def write(path, rows):
    path.write_text("".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in rows), encoding="utf-8")


def ids(path):
    return [json.loads(l)["id"] for l in path.read_text().splitlines()]


# A detector that is slow enough to kill the scoring subprocess mid-file.
SLOW_SCRIPT = """
import sys, time
sys.path.insert(0, {root!r})
from detectors.run.batch import score_file
from detectors.rouge import RougeDetector
class Slow(RougeDetector):
    def run(self, ex, progress=None):
        time.sleep(0.05)
        return super().run(ex, progress)
score_file(sys.argv[1], sys.argv[2], [Slow()], on_progress=lambda d, t: print(d, flush=True))
"""


def test_resume_after_killing_a_run_mid_file(tmp_path):
    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write(inp, [example(i) for i in range(200)])
    script = tmp_path / "slow.py"
    script.write_text(SLOW_SCRIPT.format(root=str(ROOT)))
    proc = subprocess.Popen([sys.executable, str(script), str(inp), str(out)], stdout=subprocess.PIPE, text=True)
    try:
        for line in proc.stdout:  # wait until some rows are written, then kill it hard
            if int(line) >= 20:
                break
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    partial = ids(out)
    assert 20 <= len(partial) < 200, "the run must have been killed mid-file"

    summary = score_file(inp, out, [RougeDetector()])
    assert summary.skipped_done == len(partial)
    assert summary.written == 200 - len(partial)
    final = ids(out)
    assert sorted(final) == sorted(f"x{i}" for i in range(200))  # every id exactly once
    assert len(final) == len(set(final))


def test_bad_lines_reported_and_skipped_and_duplicates_scored_once(tmp_path):
    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write(inp, [example(1), "not json", {"id": "x2", "query": "q"}, example(3), example(1), "[1, 2]"])
    summary = score_file(inp, out, [RougeDetector()])
    assert [e.line for e in summary.errors] == [2, 3, 6]
    assert "unreadable JSON" in summary.errors[0].reason
    assert "response: missing required field" in summary.errors[1].reason
    assert "expected a JSON object" in summary.errors[2].reason
    assert ids(out) == ["x1", "x3"]


def test_two_workers_write_each_id_once_with_the_same_scores(tmp_path):
    inp = tmp_path / "in.jsonl"
    write(inp, [example(i, response=f"tea has {'antioxidants ' if i % 2 else ''}sugar {i}") for i in range(30)])
    spec = DetectorSpec(("rouge",))
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    score_file(inp, one, spec, workers=1)
    progress = []
    summary = score_file(inp, two, spec, workers=2, on_progress=lambda d, t: progress.append((d, t)))
    assert summary.written == 30 and progress[-1] == (30, 30)
    rows1 = {json.loads(l)["id"]: json.loads(l) for l in one.read_text().splitlines()}
    rows2 = [json.loads(l) for l in two.read_text().splitlines()]
    assert len(rows2) == 30 and {r["id"]: r for r in rows2} == rows1
    # resuming a finished parallel run writes nothing
    assert score_file(inp, two, spec, workers=2).written == 0


def test_chunk_size_balances_work():
    assert chunk_size(0, 2) == 1
    assert chunk_size(10, 2) == 1
    assert chunk_size(160, 2) == 10
    assert chunk_size(100_000, 4) == 16


def test_cli_workers_and_engine_flags_are_validated(tmp_path, capsys):
    from detectors.cli import main

    inp = tmp_path / "in.jsonl"
    write(inp, [example(1)])
    assert main(["score", str(inp), "-o", str(tmp_path / "o.jsonl"), "--workers", "0", "-q"]) == 2
    assert main(["score", str(inp), "-o", str(tmp_path / "o.jsonl"), "--address", "auto", "-q"]) == 2
    err = capsys.readouterr().err
    assert "--workers must be at least 1" in err and "--address only applies" in err
