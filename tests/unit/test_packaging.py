"""The library installed from a wheel finds its shipped data through the package, not through the checkout.

Builds the wheel from a copy of the sources (``pip wheel``, offline, no build isolation), installs it
into a temporary folder and, in a fresh interpreter whose path holds only that folder, loads the
shipped classifier weights' config, the shipped calibration, the salience score ranges, a shipped
precomputed salience result of a gallery example, and the report templates (with the `report` command).
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.slow

CHECK = r"""
import json, sys
from pathlib import Path
site = Path(sys.argv[1]).resolve()
import detectors
assert Path(detectors.__file__).resolve().is_relative_to(site), detectors.__file__
from detectors.classifier.detector import DEFAULT_MODEL_DIR
from detectors.classifier.biencoder import DEFAULT_BIENCODER_DIR
from detectors.calibration import load_calibration
from detectors.core.example import load_examples
from detectors.salience.detector import SalienceDetector
cal = load_calibration()
ex = next(e for _, e in load_examples(sys.argv[2]).examples if e.id == "zoos-error-free")
hit = SalienceDetector(device="cpu", dtype="float32").cached(ex)
from reports.render import TEMPLATES, environment
from detectors.cli import build_parser
environment().get_template("report.html.j2")
commands = next(a for a in build_parser()._actions if a.dest == "command").choices
print(json.dumps({
    "weights": json.loads((DEFAULT_MODEL_DIR / "config.json").read_text())["architectures"],
    "weights_in_site": DEFAULT_MODEL_DIR.resolve().is_relative_to(site),
    "biencoder": (DEFAULT_BIENCODER_DIR / "delta.safetensors").is_file(),
    "calibrated": sorted(cal.detectors), "calibration_in_site": Path(cal.source).resolve().is_relative_to(site),
    "stretch": cal.get("salience").errors["hallucination"].map.kind,
    "precomputed": hit is not None and hit.details.complete,
    "templates_in_site": TEMPLATES.resolve().is_relative_to(site), "report_command": "report" in commands,
}))
"""


def test_wheel_ships_the_data_and_finds_it_through_the_package(tmp_path):
    src = tmp_path / "src"
    src.mkdir()
    for name in ("detectors", "components", "reports"):
        shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__"))
    for name in ("pyproject.toml", "README.md", "requirements.txt"):
        shutil.copy(ROOT / name, src / name)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    subprocess.run(pip + ["wheel", "--no-deps", "--no-build-isolation", "-w", str(tmp_path / "dist"), str(src)],
                   check=True, cwd=tmp_path)
    wheel = next((tmp_path / "dist").glob("faithscope-*.whl"))
    site = tmp_path / "site"
    subprocess.run(pip + ["install", "--no-deps", "--no-index", "--target", str(site), str(wheel)], check=True)
    env = {**os.environ, "PYTHONPATH": str(site), "HF_HUB_OFFLINE": "1"}
    out = subprocess.run([sys.executable, "-c", CHECK, str(site), str(ROOT / "examples" / "gallery.jsonl")],
                         cwd=tmp_path, env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-3000:]
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got == {"weights": ["BertForSequenceClassification"], "weights_in_site": True, "biencoder": True,
                   "calibrated": ["classifier", "rouge", "salience"], "calibration_in_site": True, "stretch": "stretch",
                   "precomputed": True, "templates_in_site": True, "report_command": True}
