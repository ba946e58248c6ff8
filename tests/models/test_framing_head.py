"""The shipped framing head: what it reads as framing, what its folder records, that its training command writes a
head the classifier loads, and that the classifier applies it against each example's topic."""
import json

import numpy as np

from detectors.classifier.detector import ClassifierDetector, load_framing_head
from detectors.classifier.framing_head import DEFAULT_FRAMING_HEAD, FramingHead
from detectors.training.train_framing import DEFAULT_DATA
from detectors.training.train_framing import main as train_main
from tests.factories import FramingTable, make_example, make_perspectives

TOPIC = "Bus lanes on city high streets"
FRAMING = ["Now let's look at what the opponents say.", "That's the shape of the argument, in brief.",
           "Honestly, people land all over the place on this one."]
CLAIMS = ["Bus lanes would make the commute slower for drivers.", "Critics fear the levy will drive shoppers to malls.",
          "Parents say the scheme leaves rural pupils without a bus."]


def test_the_shipped_head_tells_framing_from_claims():
    head = load_framing_head(threads=2)
    assert 0.5 <= head.threshold < 1
    p = head.probs([(TOPIC, s) for s in FRAMING + CLAIMS])
    assert p[:3].min() > 0.9 and p[3:].max() < 0.1, p
    assert head.framing([(TOPIC, s) for s in CLAIMS]).tolist() == [False] * 3


def test_the_shipped_folder_records_the_data_it_saw():
    stats = json.loads((DEFAULT_FRAMING_HEAD / "training.json").read_text())
    assert stats["trained_on"]["files"] == sorted(p.name for p in DEFAULT_DATA.glob("*.txt"))
    assert stats["id2label"] == {"0": "not_entailment", "1": "entailment"} and stats["lora_rank"] > 0
    assert stats["threshold"] == load_framing_head(threads=2).threshold


def test_the_classifier_needs_no_support_for_what_the_head_reads_as_framing():
    ex = make_example(perspectives=make_perspectives(["Bikes scare walkers on narrow trails."],
                                                     ["E-bikes let older riders reach remote trails."]),
                      response="Bikes scare walkers on narrow trails. Now let's look at what the opponents say. "
                               "E-bikes let older riders reach remote trails.")
    with_head = ClassifierDetector(threads=2).run(ex).details.clauses
    without = ClassifierDetector(threads=2, framing_head=False).run(ex).details.clauses
    assert [c.claim for c in without] == [True, True, True]
    assert [c.claim for c in with_head] == [True, False, True] and with_head[1].support == 1.0


def test_the_classifier_asks_the_head_about_claims_against_the_examples_topic():
    ex = make_example(perspectives=make_perspectives(["Bikes scare walkers."], ["Bikes widen access."]),
                      response="Bikes scare walkers. For walkers it is a mixed bag. Bikes widen access.")
    ex = ex.model_copy(update={"topic": "E-bikes on trails"})
    table = FramingTable({("E-bikes on trails", "For walkers it is a mixed bag."): 0.9})
    clauses = ClassifierDetector(threads=2, framing_head=FramingHead(table, 0.5, "w")).run(ex).details.clauses
    assert [c.claim for c in clauses] == [True, False, True] and clauses[1].support == 1.0
    assert {p for p, _ in table.seen} == {"E-bikes on trails"}


def test_the_framing_head_is_part_of_the_model_id():
    shipped = load_framing_head(threads=2)
    other = FramingHead(shipped.model, min(0.99, shipped.threshold + 0.01), shipped.weights_digest)
    ids = {ClassifierDetector(threads=2, framing_head=h).model_id for h in (shipped, other, False)}
    assert len(ids) == 3
    assert ClassifierDetector(threads=2).model_id == ClassifierDetector(threads=2, framing_head=shipped).model_id


def test_the_training_command_writes_a_head_the_classifier_loads(tmp_path):
    sentences = {"a": ["F\tHere is the overview.", "C\tFares would rise for commuters."],
                 "b": ["F\tNow for the other side.", "C\tBus lanes slow down delivery vans."]}
    for name, lines in sentences.items():
        (tmp_path / name).mkdir()
        blocks = [f"# topic: {name} {k}\n" + "\n".join(lines) for k in range(3)]
        (tmp_path / name / f"{name}.txt").write_text("\n".join(blocks) + "\n", encoding="utf-8")
    out = tmp_path / "head"
    assert train_main(["--data", str(tmp_path / "a"), str(tmp_path / "b"), "-o", str(out), "--threads", "2",
                       "--max-steps", "2", "--threshold", "0.7"]) == 0
    stats = json.loads((out / "training.json").read_text())
    assert stats["trained_on"]["files"] == ["a.txt", "b.txt"] and stats["trained_on"]["topics"] == 6
    assert stats["trained_on"]["sentences"] == 12 and stats["trained_on"]["framing"] == 6 and stats["steps"] == 2
    head = load_framing_head(out, threads=2)
    assert head.threshold == 0.7 and head.digest != load_framing_head(threads=2).digest
    pairs = [("a 0", "Here is the overview."), ("a 0", "Fares would rise for commuters.")]
    p = head.probs(pairs)
    assert p.shape == (2,) and ((0 <= p) & (p <= 1)).all()
    assert not np.allclose(p, load_framing_head(threads=2).probs(pairs), atol=1e-4)  # its own weights, not the shipped
