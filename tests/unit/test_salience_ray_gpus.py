"""Ray actors ask for a GPU exactly when salience runs on CUDA (no Ray needed for the rule)."""
import pytest

from detectors.run.engines import DetectorSpec, actor_gpus


def test_cpu_and_auto_without_gpus_ask_for_none():
    assert actor_gpus(DetectorSpec(("rouge", "salience")), {"CPU": 8}) == 0
    assert actor_gpus(DetectorSpec(("salience",), {"salience": {"device": "cpu"}}), {"CPU": 8, "GPU": 2}) == 0
    assert actor_gpus(DetectorSpec(("rouge",)), {"CPU": 8, "GPU": 2}) == 0  # no detector with a device


def test_cuda_or_auto_on_gpu_nodes_ask_for_one():
    assert actor_gpus(DetectorSpec(("salience",), {"salience": {"device": "cuda"}}), {"GPU": 4}) == 1
    assert actor_gpus(DetectorSpec(("rouge", "salience")), {"CPU": 8, "GPU": 1}) == 1  # auto (the default)


def test_cuda_without_gpus_is_refused():
    with pytest.raises(ValueError, match="GPU nodes"):
        actor_gpus(DetectorSpec(("salience",), {"salience": {"device": "cuda:0"}}), {"CPU": 8})


def test_classifier_on_cuda_asks_for_a_gpu_too():
    assert actor_gpus(DetectorSpec(("classifier",), {"classifier": {"device": "cuda"}}), {"GPU": 2}) == 1
    assert actor_gpus(DetectorSpec(("classifier",), {"classifier": {"device": "cpu"}}), {"GPU": 2}) == 0
