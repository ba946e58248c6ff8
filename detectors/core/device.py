"""Where models run and in which precision: one rule for every detector (salience LM, classifier encoders).

``device``: ``auto`` (CUDA, else Apple MPS, else CPU) | ``cpu`` | ``cuda`` | ``cuda:N`` | ``mps``.
``dtype``: ``float32`` | ``bfloat16`` | ``float16``; ``auto`` is float32 on CPU, bfloat16 on CUDA
where supported, else float16 on a GPU.
"""
from __future__ import annotations

import glob
import platform

DEVICES = ("auto", "cpu", "cuda", "mps")
DTYPES = ("auto", "float32", "bfloat16", "float16")
BACKENDS = ("auto", "onnx", "torch")  # what runs the classifier's encoders (``detectors.classifier.onnx_backend``)


def set_threads(threads: int | None) -> None:
    """Set torch's intra-op threads (None keeps torch's default)."""
    import torch

    if threads is not None:
        torch.set_num_threads(max(1, int(threads)))


def resolve_device(device: str = "auto", cuda: bool | None = None, mps: bool | None = None) -> str:
    """``auto`` → ``cuda`` when a CUDA device is present, else ``mps`` when present, else ``cpu``.

    An explicit device that is not present raises ValueError (``cuda``/``mps`` availability can be
    passed in for tests).
    """
    device = (device or "auto").strip().lower()
    if device == "cpu":
        return device
    if (cuda is None or mps is None) and not accelerator_possible():
        cuda, mps = bool(cuda), bool(mps)  # nothing torch could find: spare a process torch's import
    if cuda is None or mps is None:
        import torch

        if cuda is None:
            cuda = torch.cuda.is_available()
        if mps is None:
            mps = bool(getattr(torch.backends, "mps", None) and torch.backends.mps.is_available())
    if device == "auto":
        return "cuda" if cuda else "mps" if mps else "cpu"
    kind = device.split(":")[0]
    if kind not in ("cpu", "cuda", "mps"):
        raise ValueError(f"unknown device {device!r}; choose from {', '.join(DEVICES)} (or cuda:N)")
    if kind == "cuda" and not cuda:
        raise ValueError("--device cuda asked for, but torch sees no CUDA device")
    if kind == "mps" and not mps:
        raise ValueError("--device mps asked for, but torch sees no Apple MPS device")
    return device


def resolve_dtype(dtype: str = "auto", device: str = "cpu", bf16_supported: bool | None = None) -> str:
    """``auto`` → float32 on CPU; on CUDA bfloat16 where supported, else float16; float16 on MPS."""
    dtype = (dtype or "auto").strip().lower()
    if dtype not in DTYPES:
        raise ValueError(f"unknown dtype {dtype!r}; choose from {', '.join(DTYPES)}")
    if dtype != "auto":
        return dtype
    kind = device.split(":")[0]
    if kind == "cuda":
        if bf16_supported is None:
            import torch

            bf16_supported = torch.cuda.is_bf16_supported()
        return "bfloat16" if bf16_supported else "float16"
    return "float16" if kind == "mps" else "float32"


def accelerator_possible() -> bool:
    """Whether this machine could have a device torch would use: an NVIDIA or AMD device node, or a Mac (MPS).
    Where not, ``auto`` is the CPU without importing torch (about a second of a process's start)."""
    return bool(glob.glob("/dev/nvidia[0-9]*") or glob.glob("/dev/kfd")) or platform.system() == "Darwin"


def placement(device: str = "auto", dtype: str = "auto") -> tuple[str, str]:
    """(device, dtype) resolved together: the pair a model is moved to."""
    resolved = resolve_device(device)
    return resolved, resolve_dtype(dtype, resolved)


def encoder_placement(device: str = "auto", dtype: str = "auto") -> tuple[str, str]:
    """(device, dtype) of the classifier's small encoders: ``auto`` device as everywhere; ``auto``
    dtype is float32 on every device (22M parameters each, so half precision saves little, and the
    shipped calibration was fitted on float32 scores)."""
    return placement(device, "float32" if (dtype or "auto") == "auto" else dtype)
