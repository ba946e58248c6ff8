"""The shipped framing head: what it reads as framing, that its file is what its training command writes, and that
the classifier applies it."""
import json
from pathlib import Path

import numpy as np
import pytest

from detectors.classifier.biencoder import BiEncoder
from detectors.classifier.detector import ClassifierDetector
from detectors.classifier.framing_head import DEFAULT_FRAMING_HEAD, FramingHead
from detectors.training.train_framing import main as train_main
from tests.factories import make_example, make_perspectives

FRAMING = ["Now let's look at what the opponents say.", "That's the shape of the argument, in brief.",
           "Honestly, people land all over the place on this one."]
CLAIMS = ["Bus lanes would make the commute slower for drivers.", "Critics fear the levy will drive shoppers to malls.",
          "Parents say the scheme leaves rural pupils without a bus."]


@pytest.fixture(scope="module")
def bi():
    return BiEncoder(threads=2)


def test_the_shipped_head_tells_framing_from_claims(bi):
    head = FramingHead.load()
    assert head.weights.shape == (bi.hidden_size,) and 0.5 < head.threshold < 1
    p = head.probs(bi.embed(FRAMING + CLAIMS))
    assert p[:3].min() > 0.9 and p[3:].max() < 0.2, p
    assert head.framing(bi.embed(CLAIMS)).tolist() == [False] * 3


SHARED_DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data"


@pytest.mark.skipif(not (SHARED_DATA / "argkp_train").is_dir(), reason="the dev data's train splits (../shared) are absent")
def test_the_shipped_file_is_what_the_training_command_writes(tmp_path):
    out = tmp_path / "framing.json"
    shipped = json.loads(DEFAULT_FRAMING_HEAD.read_text())
    claims = (["--claims-from", str(SHARED_DATA), "--claims-max", str(shipped["trained_on"]["claims_max"])]
              if shipped["trained_on"].get("train_split_claims") else [])
    assert train_main(["-o", str(out), "--threshold", str(shipped["threshold"]), *claims]) == 0
    new = json.loads(out.read_text())
    assert new["trained_on"] == shipped["trained_on"] and new["C"] == shipped["C"]
    assert np.allclose(new["weights"], shipped["weights"], atol=2e-3) and abs(new["bias"] - shipped["bias"]) < 2e-3


def test_the_classifier_needs_no_support_for_what_the_head_reads_as_framing():
    ex = make_example(perspectives=make_perspectives(["Bikes scare walkers on narrow trails."],
                                                     ["E-bikes let older riders reach remote trails."]),
                      response="Bikes scare walkers on narrow trails. Now let's look at what the opponents say. "
                               "E-bikes let older riders reach remote trails.")
    with_head = ClassifierDetector(threads=2).run(ex).details.clauses
    without = ClassifierDetector(threads=2, framing_head=False).run(ex).details.clauses
    assert [c.claim for c in without] == [True, True, True]
    assert [c.claim for c in with_head] == [True, False, True] and with_head[1].support == 1.0


def test_the_framing_head_is_part_of_the_model_id():
    shipped = FramingHead.load()
    other = FramingHead(shipped.weights, shipped.bias, threshold=min(0.99, shipped.threshold + 0.01))
    ids = {ClassifierDetector(threads=2, framing_head=h).model_id for h in (shipped, other, False)}
    assert len(ids) == 3
    assert ClassifierDetector(threads=2).model_id == ClassifierDetector(threads=2, framing_head=shipped).model_id


def test_the_training_command_reads_every_folder_it_is_given(tmp_path):
    sentences = {"a": ["F\tHere is the overview.", "C\tFares would rise for commuters."],
                 "b": ["F\tNow for the other side.", "C\tBus lanes slow down delivery vans."]}
    for name, lines in sentences.items():  # five topics a folder: the cross-validation groups by topic, five folds
        (tmp_path / name).mkdir()
        blocks = [f"# topic: {name} {k}\n" + "\n".join(lines * 3) for k in range(5)]
        (tmp_path / name / f"{name}.txt").write_text("\n".join(blocks) + "\n", encoding="utf-8")
    out = tmp_path / "framing.json"
    assert train_main(["--data", str(tmp_path / "a"), str(tmp_path / "b"), "-o", str(out), "--threads", "1"]) == 0
    trained_on = json.loads(out.read_text())["trained_on"]
    assert trained_on["files"] == ["a.txt", "b.txt"] and trained_on["topics"] == 10 and trained_on["sentences"] == 60
