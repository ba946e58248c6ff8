"""Device/dtype resolution and the adaptive chunk size, testable without a GPU."""
import numpy as np
import pytest
import torch

from detectors.core.device import encoder_placement, resolve_device, resolve_dtype
from detectors.salience.gradients import auto_chunk_size, is_out_of_memory, token_salience_fast


@pytest.mark.parametrize("cuda,mps,expected", [(True, True, "cuda"), (False, True, "mps"), (False, False, "cpu")])
def test_auto_device_prefers_cuda_then_mps(cuda, mps, expected):
    assert resolve_device("auto", cuda=cuda, mps=mps) == expected


def test_explicit_device_must_exist():
    assert resolve_device("cpu", cuda=False, mps=False) == "cpu"
    assert resolve_device("cuda:1", cuda=True, mps=False) == "cuda:1"
    with pytest.raises(ValueError, match="no CUDA"):
        resolve_device("cuda", cuda=False, mps=False)
    with pytest.raises(ValueError, match="MPS"):
        resolve_device("mps", cuda=True, mps=False)
    with pytest.raises(ValueError, match="unknown device"):
        resolve_device("tpu", cuda=False, mps=False)


def test_dtype_auto_per_device():
    assert resolve_dtype("auto", "cpu") == "float32"
    assert resolve_dtype("auto", "cuda", bf16_supported=True) == "bfloat16"
    assert resolve_dtype("auto", "cuda:0", bf16_supported=False) == "float16"
    assert resolve_dtype("auto", "mps") == "float16"
    assert resolve_dtype("bfloat16", "cpu") == "bfloat16"
    with pytest.raises(ValueError, match="dtype"):
        resolve_dtype("int8", "cpu")


class _Cfg:
    num_hidden_layers, hidden_size = 30, 576


class _Model(torch.nn.Module):
    config = _Cfg()

    def __init__(self):
        super().__init__()
        self.w = torch.nn.Parameter(torch.zeros(1))


def test_auto_chunk_size_shrinks_with_prompt_length_and_memory():
    m = _Model()
    big = auto_chunk_size(m, 100, free_bytes=64 << 30)
    assert big == 64  # capped
    small = auto_chunk_size(m, 2000, free_bytes=2 << 30)
    assert 1 <= small < big
    assert auto_chunk_size(m, 2000, free_bytes=10 << 20) == 1  # never below one column
    assert auto_chunk_size(m, 4000, free_bytes=2 << 30) <= small


class _Oom(Exception):
    pass


def test_out_of_memory_chunk_is_split_and_retried(monkeypatch):
    """A chunk that runs out of memory is split until it fits; the map is unchanged."""
    import detectors.salience.gradients as g

    torch.manual_seed(0)
    emb = torch.nn.Embedding(20, 8)
    lin = torch.nn.Linear(8, 20)

    class Tiny(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.emb, self.lin = emb, lin

        def get_input_embeddings(self):
            return self.emb

        def forward(self, inputs_embeds, logits_to_keep, use_cache=False):
            h = torch.cumsum(inputs_embeds, dim=1)  # causal: position i sees 0..i
            logits = self.lin(h)[:, logits_to_keep]

            class Out:
                pass

            o = Out()
            o.logits = logits
            return o

    model = Tiny()
    for p in model.parameters():
        p.requires_grad_(False)
    ids, cols = list(range(12)), list(range(3, 12))
    expected = token_salience_fast(model, ids, cols, chunk_size=1)
    real = g._batched_vjp
    sizes = []

    def flaky(f, embeds, rows, m, retain):
        rows = list(rows)
        sizes.append(len(rows))
        if len(rows) > 2:
            raise RuntimeError("CUDA out of memory. Tried to allocate 2.00 GiB")
        return real(f, embeds, rows, m, retain)

    monkeypatch.setattr(g, "_batched_vjp", flaky)
    got = token_salience_fast(model, ids, cols, chunk_size=8)
    np.testing.assert_allclose(got, expected, rtol=1e-5, atol=1e-7)
    assert sizes[0] == 8 and max(s for s in sizes[1:]) <= 4 and all(s <= 2 for s in sizes[-3:])
    assert is_out_of_memory(RuntimeError("CUDA out of memory")) and not is_out_of_memory(RuntimeError("shape"))

    def broken(f, embeds, rows, m, retain):
        raise RuntimeError("shape mismatch")

    monkeypatch.setattr(g, "_batched_vjp", broken)
    with pytest.raises(RuntimeError, match="shape"):  # other errors are not swallowed
        token_salience_fast(model, ids, cols, chunk_size=8)


def test_encoder_placement_keeps_float32_on_auto():
    assert encoder_placement("cpu", "auto") == ("cpu", "float32")
    assert encoder_placement("cpu", "bfloat16") == ("cpu", "bfloat16")
