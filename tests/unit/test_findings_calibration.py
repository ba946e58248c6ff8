"""The calibration given to `score` (``--calibration DIR``) drives the findings' thresholds, in this
process, in a process pool and through the CLI; $FAITHSCOPE_CALIBRATION is only the default.

No model runs: a stand-in classifier returns the shipped classifier's stored result for the
labelled fixture (``tests/fixtures/findings_labelled.scored.jsonl``).
"""
from __future__ import annotations

import copy
import json
import pickle
from pathlib import Path

import pytest

from detectors import cli
from detectors.calibration import ENV_VAR, load_calibration
from detectors.core.result import DetectorResult
from detectors.core.scored import example_of
from detectors.run.engines import DEFAULT_CALIBRATION, DetectorSpec, Job, resolve_calibration, run_pool, score_example

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "findings_labelled.scored.jsonl"


def _row(rid: str) -> dict:
    return next(r for r in map(json.loads, FIXTURE.read_text().splitlines()) if r["id"] == rid)


def _example(row: dict):
    return example_of(row)


def _zero_thresholds():
    """The shipped calibration with the classifier's decision thresholds at 0: every clause and argument is flagged."""
    cal = copy.deepcopy(load_calibration())
    for e in cal.get("classifier").errors.values():
        e.threshold = 0.0
    return cal


class StoredClassifier:
    name = "classifier"

    def __init__(self, row: dict) -> None:
        self.result = DetectorResult.from_dict("classifier", row["scores"]["classifier"])

    def run(self, example):
        return self.result


@pytest.fixture(autouse=True)
def _no_env(monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)


def test_explicit_calibration_sets_the_findings_thresholds():
    row = _row("zoos-correct")
    ex, scores = _example(row), {"classifier": row["scores"]["classifier"]}
    assert score_example(ex, [], True, scores)["findings"] == []  # default (shipped) calibration
    found = score_example(ex, [], True, scores, calibration=_zero_thresholds())["findings"]
    # every argument is then flagged omitted (an unsupported clause needs P >= 0.5 whatever the threshold, stop 59)
    n_arguments = sum(len(p.arguments) for p in ex.perspectives)
    assert [f["type"] for f in found].count("omission") == n_arguments and all(f["calibrated"] for f in found)
    raw = score_example(ex, [], True, scores, calibration=None)["findings"]  # None: raw thresholds, not the default
    assert all(not f["calibrated"] for f in raw)


def test_default_calibration_sentinel_pickles_as_itself_and_resolves():
    assert pickle.loads(pickle.dumps(DEFAULT_CALIBRATION)) is DEFAULT_CALIBRATION  # what pool workers receive
    assert resolve_calibration(DEFAULT_CALIBRATION) == load_calibration()
    assert resolve_calibration(None) is None
    given = _zero_thresholds()
    assert resolve_calibration(given) is given


def test_pool_workers_use_the_calibration_they_are_given():
    rows = [_row("zoos-correct"), _row("homework-correct")]
    jobs = [Job(_example(r), {"classifier": r["scores"]["classifier"]}) for r in rows]
    out = list(run_pool(DetectorSpec(()), jobs, True, workers=2, calibration=_zero_thresholds()))
    assert len(out) == 2 and all(r["findings"] for r in out)
    assert all(not r["findings"] for r in run_pool(DetectorSpec(()), jobs, True, workers=2))


def test_cli_calibration_flag_drives_findings(tmp_path, monkeypatch):
    row = _row("zoos-correct")
    monkeypatch.setattr(cli, "make_detector", lambda name, **kw: StoredClassifier(row))
    inp = tmp_path / "in.jsonl"
    inp.write_text(json.dumps(_example(row).to_json_dict()) + "\n")
    cal_dir = tmp_path / "cal"
    _zero_thresholds().save(cal_dir)

    assert cli.main(["score", str(inp), "-o", str(tmp_path / "default.jsonl"), "--detectors", "classifier",
                     "--details", "-q"]) == 0
    assert json.loads((tmp_path / "default.jsonl").read_text())["findings"] == []

    assert cli.main(["score", str(inp), "-o", str(tmp_path / "custom.jsonl"), "--detectors", "classifier",
                     "--details", "-q", "--calibration", str(cal_dir)]) == 0
    out = json.loads((tmp_path / "custom.jsonl").read_text())
    assert out["scores"]["classifier"]["flagged"]["hallucination"] is True  # `calibrated`/`flagged` from DIR …
    assert any(f["type"] == "omission" for f in out["findings"])  # … and the findings too
