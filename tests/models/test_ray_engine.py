"""The Ray engine maps the same scoring function as the local one: same rows, each id once."""
import json

import pytest

ray = pytest.importorskip("ray")

from detectors.run.batch import score_file  # noqa: E402
from detectors.run.engines import DetectorSpec  # noqa: E402


def test_ray_engine_output_equals_local_engine(tmp_path):
    inp = tmp_path / "in.jsonl"
    src = [json.loads(l) for l in open("examples/sample_set.jsonl")]
    inp.write_text("".join(json.dumps(r) + "\n" for r in src[:24]) + "{bad line\n")
    spec = DetectorSpec(("rouge",))
    local, remote = tmp_path / "local.jsonl", tmp_path / "ray.jsonl"
    score_file(inp, local, spec, details=True)

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        progress = []
        summary = score_file(inp, remote, spec, details=True, engine="ray", workers=2,
                             on_progress=lambda d, t: progress.append((d, t)))
        assert ray.is_initialized()  # a Ray instance we started ourselves is left running
        # resume on Ray: nothing left to do
        assert score_file(inp, remote, spec, engine="ray", workers=2).written == 0
    finally:
        ray.shutdown()
    assert summary.written == 24 and [e.line for e in summary.errors] == [25]
    assert progress[-1] == (24, 24)
    by_id = lambda p: {json.loads(l)["id"]: json.loads(l) for l in p.read_text().splitlines()}  # noqa: E731
    rows = remote.read_text().splitlines()
    assert len(rows) == 24 and by_id(remote) == by_id(local)


def test_ray_engine_needs_a_spec(tmp_path):
    from detectors.rouge import RougeDetector

    inp = tmp_path / "in.jsonl"
    inp.write_text(open("examples/sample_set.jsonl").readline())
    with pytest.raises(TypeError, match="DetectorSpec"):
        score_file(inp, tmp_path / "o.jsonl", [RougeDetector()], engine="ray")
