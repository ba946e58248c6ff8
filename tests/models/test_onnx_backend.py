"""The ONNX Runtime encoders against the torch ones they are exported from (a fast path against its reference)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from detectors.classifier.biencoder import BiEncoder
from detectors.classifier.detector import ClassifierDetector, PairModel, load_pair_model
from detectors.classifier.onnx_backend import OnnxPairModel, resolve_backend
from detectors.core.example import load_examples

ROOT = Path(__file__).resolve().parents[2]
ODD = ["Ünïcode — “quotes” & <b>tags</b>", "Short.", "word " * 700]  # the last one is truncated
PAIRS = [("Uniforms reduce bullying.", "School uniforms cut bullying, supporters say."),
         (ODD[0], ODD[1]), (ODD[2], "Is this stated?"), ("A premise.", ODD[2]), (ODD[2], ODD[2])]


def test_onnx_pair_model_gives_the_torch_probabilities():
    onnx, torch_pm = load_pair_model(backend="onnx"), load_pair_model(backend="torch")
    assert isinstance(onnx, OnnxPairModel) and isinstance(torch_pm, PairModel)
    assert (onnx.entail_id, onnx.contradiction_id, onnx.max_length) == (torch_pm.entail_id, torch_pm.contradiction_id,
                                                                        torch_pm.max_length)
    assert onnx.precision == torch_pm.precision  # the same model id, so the same calibration
    np.testing.assert_allclose(onnx.distributions(PAIRS), torch_pm.distributions(PAIRS), atol=1e-5)


def test_onnx_tokenizer_matches_the_transformers_one():
    onnx, torch_pm = load_pair_model(backend="onnx"), load_pair_model(backend="torch")
    assert isinstance(onnx, OnnxPairModel) and isinstance(torch_pm, PairModel)
    from detectors.classifier.onnx_backend import encode

    ref = torch_pm.tokenizer([a for a, _ in PAIRS], [b for _, b in PAIRS], truncation="longest_first",
                             max_length=torch_pm.max_length, padding=True, return_tensors="np")
    got = encode(onnx.tokenizer, PAIRS, ("input_ids", "attention_mask", "token_type_ids"))
    for k, v in got.items():
        np.testing.assert_array_equal(v, ref[k])


def test_onnx_biencoder_gives_the_torch_probabilities():
    pairs = [(a, b) for a in ODD + [p for p, _ in PAIRS[:1]] for b in ODD]
    np.testing.assert_allclose(BiEncoder(backend="onnx").probs(pairs), BiEncoder(backend="torch").probs(pairs), atol=1e-5)


def test_detector_results_equal_on_both_backends():
    examples = [ex for _, ex in load_examples(ROOT / "examples" / "gallery.jsonl").examples][:4]
    onnx, torch_det = ClassifierDetector(backend="onnx"), ClassifierDetector(backend="torch")
    assert onnx.model_id == torch_det.model_id
    for a, b in zip(onnx.run_many(examples), torch_det.run_many(examples)):
        assert a.hallucination == pytest.approx(b.hallucination, abs=1e-5)
        assert a.coverage == pytest.approx(b.coverage, abs=1e-5)
        assert [c.support for c in a.details.clauses] == pytest.approx([c.support for c in b.details.clauses], abs=1e-5)


def test_backend_choice():
    assert resolve_backend("auto", "cpu", "float32") == "onnx"
    assert resolve_backend("auto", "cpu", "bfloat16") == "torch"  # ONNX Runtime here runs float32 only
    assert resolve_backend("auto", "cuda", "float32") == "torch"
    assert resolve_backend("torch", "cpu", "float32") == "torch"
    with pytest.raises(ValueError, match="float32 on a CPU"):
        resolve_backend("onnx", "cpu", "bfloat16")
    with pytest.raises(ValueError, match="unknown encoder backend"):
        resolve_backend("tensorrt", "cpu", "float32")


def test_only_checked_architectures_run_on_onnx(tmp_path):
    for kind in ("bert", "roberta"):
        (tmp_path / kind).mkdir()
        (tmp_path / kind / "config.json").write_text(json.dumps({"model_type": kind}), encoding="utf-8")
        (tmp_path / kind / "tokenizer.json").write_text("{}", encoding="utf-8")
    assert resolve_backend("auto", "cpu", "float32", tmp_path / "bert") == "onnx"
    assert resolve_backend("auto", "cpu", "float32", tmp_path / "roberta") == "torch"  # its pad id moves positions
    with pytest.raises(ValueError, match="a model of type bert"):
        resolve_backend("onnx", "cpu", "float32", tmp_path / "roberta")


def test_a_warm_process_scores_without_importing_torch_or_transformers(tmp_path):
    load_pair_model(), BiEncoder()  # exported into this session's cache (the subprocess inherits it)
    line = (ROOT / "examples" / "sample_set.jsonl").read_text(encoding="utf-8").splitlines()[0]
    (tmp_path / "one.jsonl").write_text(line + "\n", encoding="utf-8")
    probe = ("import runpy, sys; sys.argv = ['detectors', 'score', sys.argv[1], '-o', sys.argv[2], '--detectors', "
             "'classifier', '-q']; code = 0\n"
             "try:\n    runpy.run_module('detectors', run_name='__main__')\nexcept SystemExit as e:\n    code = e.code or 0\n"
             "print('LOADED', sorted(m for m in ('torch', 'transformers') if m in sys.modules), code)")
    out = subprocess.run([sys.executable, "-c", probe, str(tmp_path / "one.jsonl"), str(tmp_path / "out.jsonl")],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert "LOADED [] 0" in out.stdout, out.stdout + out.stderr
    row = json.loads((tmp_path / "out.jsonl").read_text(encoding="utf-8"))
    assert 0.0 <= row["scores"]["classifier"]["hallucination"] <= 1.0


def test_a_damaged_cached_graph_is_exported_again(tmp_path, monkeypatch):
    monkeypatch.setenv("FAITHSCOPE_CACHE", str(tmp_path))
    load_pair_model(backend="onnx")
    (graph,) = (tmp_path / "onnx").glob("classifier-*.onnx")
    graph.write_bytes(graph.read_bytes()[:1000])  # cut short, as a full disk or a killed copy leaves it
    pm = load_pair_model(backend="onnx")
    np.testing.assert_allclose(pm.distributions(PAIRS[:1]), load_pair_model(backend="torch").distributions(PAIRS[:1]),
                               atol=1e-5)
    assert graph.stat().st_size > 1_000_000


def test_auto_falls_back_to_torch_when_no_graph_can_be_made(tmp_path, monkeypatch):
    import detectors.classifier.onnx_backend as ob

    def no_exporter(*args, **kwargs):
        raise ModuleNotFoundError("No module named 'onnx'")

    monkeypatch.setenv("FAITHSCOPE_CACHE", str(tmp_path))  # nothing cached: the graph must be exported
    monkeypatch.setattr(ob, "export_graph", no_exporter)
    with pytest.warns(RuntimeWarning, match="runs on torch"):
        assert isinstance(load_pair_model(), PairModel)
    with pytest.warns(RuntimeWarning, match="runs on torch"):
        assert BiEncoder().model is not None  # the torch module
    with pytest.raises(ModuleNotFoundError):  # asked for by name: the error, not a silent switch
        load_pair_model(backend="onnx")
