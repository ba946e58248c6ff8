"""The import rule of issue 27: the CLI and the light detectors start without the heavy libraries.

Each case imports a module in a fresh interpreter (this test process has imported everything already)
and lists which of the heavy packages ended up in ``sys.modules``.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODEL_LIBRARIES = ("torch", "transformers", "captum", "ray", "sentence_transformers")
# What `score` never needs unless another subcommand runs: evaluation (scipy), review (SQLAlchemy, Alembic),
# reports (Jinja2, plotly), the app (Streamlit), tables (pandas).
CLI_EXTRAS = ("scipy.stats", "sklearn.metrics", "sqlalchemy", "alembic", "jinja2", "plotly", "streamlit", "pandas")


def imported(code: str) -> set[str]:
    """The top-level names and the CLI_EXTRAS modules in ``sys.modules`` after running ``code`` fresh."""
    probe = (f"import sys, json\n{code}\n"
             "print(json.dumps(sorted({m.split('.')[0] for m in sys.modules} | set(sys.modules))))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True)
    return set(json.loads(out.stdout.splitlines()[-1]))


@pytest.mark.parametrize("module", ["detectors", "detectors.cli", "detectors.rouge", "detectors.run.registry",
                                    "detectors.salience.detector", "detectors.findings", "detectors.evaluation.evaluate"])
def test_no_model_library_on_import(module):
    loaded = imported(f"import {module}") & set(MODEL_LIBRARIES)
    assert not loaded, f"importing {module} imports {sorted(loaded)}"


def test_score_parser_leaves_the_other_subcommands_unimported():
    loaded = imported("from detectors.cli import build_parser\nbuild_parser(score_only=True)")
    assert not loaded & set(CLI_EXTRAS + MODEL_LIBRARIES), sorted(loaded & set(CLI_EXTRAS + MODEL_LIBRARIES))
    # and the whole parser still has every subcommand
    full = imported("from detectors.cli import build_parser\nbuild_parser()")
    assert {"detectors.evaluation.commands", "detectors.review.commands"} <= full


def test_the_probe_sees_an_import():
    """The check can fail: a module that imports torch is reported."""
    assert "torch" in imported("import detectors.salience.gradients")
