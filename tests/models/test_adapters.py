"""LoRA adapters merged without peft, and the shipped document adapter (issue 24, out of domain)."""
import pytest
import torch
from transformers import BertForSequenceClassification

from detectors.classifier import adapters
from detectors.classifier.detector import ClassifierDetector, load_pair_model, pair_scores_many
from detectors.core.domain import has_document
from detectors.core.example import Example, Perspective
from tests.models.test_train_entailment import PAIRS, merged_tok
from tests.models.tiny_bert import tiny_bert
from tests.unit.test_long_premise import DOC


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """A tiny three-way BERT and a rank-4 adapter trained on it for three steps (peft's own format)."""
    from detectors.training.train_entailment import train

    tmp = tmp_path_factory.mktemp("lora")
    folder = tiny_bert(tmp / "three", {0: "entailment", 1: "neutral", 2: "contradiction"}, max_positions=64)
    train(PAIRS * 4, tmp / "out", init=str(folder), lora=4, batch_size=4, lr=1e-2, max_steps=3, log=lambda m: None)
    return folder, tmp / "out" / "adapter"


def test_the_merge_computes_what_peft_computes(trained):
    from peft import PeftModel

    folder, adapter = trained
    ours = adapters.merge_adapter(adapter, folder)
    theirs = PeftModel.from_pretrained(BertForSequenceClassification.from_pretrained(folder), adapter).eval()
    enc = merged_tok(folder)(["The drug reduced symptoms.", "A man sleeps."], ["It helped.", "He runs."],
                             padding=True, return_tensors="pt")
    with torch.no_grad():
        assert torch.allclose(ours(**enc).logits, theirs(**enc).logits, atol=1e-5)
        plain = BertForSequenceClassification.from_pretrained(folder).eval()(**enc).logits
    assert not torch.allclose(ours(**enc).logits, plain, atol=1e-3)  # the adapter changed something


def test_the_merged_model_is_built_once_in_the_cache(trained, tmp_path, monkeypatch):
    monkeypatch.setenv("FAITHSCOPE_CACHE", str(tmp_path / "cache"))
    folder, adapter = trained
    first = adapters.merged_folder(adapter, folder)
    assert first.is_relative_to(tmp_path / "cache") and (first / "config.json").is_file()
    stamp = (first / "config.json").stat().st_mtime_ns
    assert adapters.merged_folder(adapter, folder) == first and (first / "config.json").stat().st_mtime_ns == stamp
    assert adapters.model_folder(str(folder)) == folder  # a model folder is used as it is
    shipped = adapters.model_folder(adapters.DOCUMENT_ADAPTER)  # the shipped adapter: merged into the shipped model
    assert shipped == adapters.merged_folder(adapters.DOCUMENT_ADAPTER) and shipped.is_relative_to(tmp_path / "cache")


def test_an_example_with_a_document_is_read_by_the_document_adapter():
    """The shipped detector reads a document example with the merged NLI adapter and any other with the
    shipped cross-encoder; the adapter is part of the detector's model id."""
    short = Example(id="s", query="Q?", perspectives=[Perspective(label="pro", arguments=["The council approved the bridge."])],
                    response="The bridge was approved by the council.")
    doc = Example(id="d", query="Summarize.", perspectives=[Perspective(label="source", arguments=[DOC])],
                  response="In May the new bridge was given the approval of the council.")
    assert has_document(doc) and not has_document(short)
    det = ClassifierDetector(threads=2)
    got = det.run_many([short, doc])
    base = det.pair_model
    document = load_pair_model(adapters.model_folder(adapters.DOCUMENT_ADAPTER), threads=2)
    for ex, res, pm in ((short, got[0], base), (doc, got[1], document)):
        [ps] = pair_scores_many(pm, [ex], None, det.biencoder)
        assert res.details.clauses[0].support_given == pytest.approx(float(ps.f_given[0]), abs=1e-6)
    [other] = pair_scores_many(base, [doc], None, det.biencoder)
    assert abs(got[1].details.clauses[0].support_given - float(other.f_given[0])) > 1e-3
    off = ClassifierDetector(threads=2, document_model="none")
    assert off.model_id != det.model_id
    assert off.run(doc).details.clauses[0].support_given == pytest.approx(float(other.f_given[0]), abs=1e-6)
