import json
import subprocess
import sys

from detectors.cli import main
from detectors.rouge import ROUGE_MODEL_ID

GOOD = {"id": "g1", "query": "Q?", "perspectives": [{"label": "pro", "arguments": ["apples are healthy"]}],
        "response": "apples are healthy and cheap", "meta": {"keep": [1, 2]}}


def write(path, lines):
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_score_writes_valid_lines_reports_bad_ones_and_resumes(tmp_path, capsys):
    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write(inp, [json.dumps(GOOD), "{broken", json.dumps({**GOOD, "id": "g2", "response": ""}),
                json.dumps({**GOOD, "id": "g3"})])
    rc = main(["score", str(inp), "-o", str(out), "-q"])
    err = capsys.readouterr().err
    assert rc == 3  # bad lines were found (valid ones still written)
    assert "line 2: unreadable JSON" in err and "line 3: response" in err
    rows = [json.loads(l) for l in out.read_text().splitlines()]
    assert [r["id"] for r in rows] == ["g1", "g3"]
    assert rows[0]["meta"] == {"keep": [1, 2]}
    # response stems: appl healthi cheap; argument stems: appl healthi
    rouge = rows[0]["scores"]["rouge"]
    assert {k: rouge[k] for k in ("hallucination", "coverage")} == {"hallucination": 1 - 2 / 3, "coverage": 0.0}
    assert set(rouge) <= {"hallucination", "coverage", "model_id", "calibrated", "flagged"}  # + the shipped calibration's output
    assert rouge["model_id"] == ROUGE_MODEL_ID and "flagged" in rouge  # the shipped calibration belongs to this ROUGE

    # resume: a torn last line (killed mid-write) is dropped and only the missing example re-scored
    text = out.read_text().splitlines()
    out.write_text(text[0] + "\n" + text[1][:25])
    main(["score", str(inp), "-o", str(out), "-q"])
    ids = [json.loads(l)["id"] for l in out.read_text().splitlines()]
    assert sorted(ids) == ["g1", "g3"]
    main(["score", str(inp), "-o", str(out), "-q"])
    assert len(out.read_text().splitlines()) == 2


def test_details_write_word_scores_with_spans(tmp_path):
    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write(inp, [json.dumps(GOOD)])
    assert main(["score", str(inp), "-o", str(out), "--details", "-q"]) == 0
    rouge = json.loads(out.read_text())["scores"]["rouge"]
    words = {w["word"]: w for w in rouge["response_words"]}
    assert words["cheap"]["score"] == 1.0 and words["apples"]["score"] == 0.0
    assert GOOD["response"][words["cheap"]["start"]:words["cheap"]["end"]] == "cheap"
    assert rouge["argument_words"][0]["perspective"] == 0


def test_unknown_detector_and_missing_file(tmp_path, capsys):
    assert main(["score", str(tmp_path / "nope.jsonl"), "-o", str(tmp_path / "o.jsonl"), "-q"]) == 2
    assert main(["score", "x", "-o", "y", "--detectors", "magic"]) == 2
    assert "unknown detector" in capsys.readouterr().err


def test_module_entry_point_runs(tmp_path):
    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    write(inp, [json.dumps(GOOD)])
    proc = subprocess.run([sys.executable, "-m", "detectors", "score", str(inp), "-o", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "scored 1" in proc.stderr
