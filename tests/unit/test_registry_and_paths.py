"""The registry drives the CLI flags; visitors may only load models from the allowed folder; user
text in Markdown is shown as typed."""
import argparse

import pytest

from components.plot_text import md_escape
from detectors.core.paths import ModelPathRefused, resolve_user_model
from detectors.run.registry import (
    REGISTRY,
    SALIENCE_METHODS,
    add_cli_options,
    cli_options,
    detector_info,
    make_detector,
)
from detectors.salience.scoring import AGGREGATIONS


def test_every_detector_declares_what_it_returns_and_builds_by_name():
    assert list(REGISTRY) == ["rouge", "salience", "classifier"]
    det = make_detector("rouge")
    assert det.name == "rouge"
    from detectors.core.example import Example

    ex = Example(query="q?", perspectives=[{"label": "pro", "arguments": ["tea helps"]}], response="tea helps")
    assert isinstance(det.run(ex).details, REGISTRY["rouge"].returns)
    with pytest.raises(ValueError, match="unknown detector 'nope'; choose from rouge, salience, classifier"):
        detector_info("nope")
    with pytest.raises(ValueError, match="has no option model"):
        make_detector("rouge", model="x")


def test_salience_method_choices_match_the_implemented_methods():
    from detectors.salience.gradients import METHODS

    assert SALIENCE_METHODS == tuple(METHODS)
    opts = {o.name: o for o in REGISTRY["salience"].options}
    assert opts["aggregation"].choices == AGGREGATIONS


def test_salience_defaults_are_defined_once():
    """The registry, the detector and compute_salience take their defaults from the salience package."""
    import inspect

    from detectors.salience import scoring
    from detectors.salience.detector import SalienceDetector, compute_salience
    from detectors.salience.lm import DEFAULT_MODEL
    from detectors.salience.prompt import DEFAULT_PROMPT_FORMAT

    registry = REGISTRY["salience"].defaults()
    expected = {"model": DEFAULT_MODEL, "method": scoring.DEFAULT_METHOD, "aggregation": scoring.DEFAULT_AGGREGATION,
                "normalization": scoring.DEFAULT_NORMALIZATION, "prompt_format": DEFAULT_PROMPT_FORMAT}
    assert {k: registry[k] for k in expected} == expected
    for fn in (SalienceDetector.__init__, compute_salience):
        params = inspect.signature(fn).parameters
        for name in ("method", "aggregation", "normalization", "prompt_format"):
            assert params[name].default == expected[name], (fn.__qualname__, name)


def test_the_registry_does_not_load_torch():
    import subprocess
    import sys
    from pathlib import Path

    code = "import sys, detectors.run.registry; print('torch' in sys.modules)"
    root = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root)
    assert out.stdout.strip() == "False"


def test_cli_flags_come_from_the_registry_and_shared_flags_appear_once():
    parser = argparse.ArgumentParser()
    add_cli_options(parser)
    flags = [a.option_strings[0] for a in parser._actions if a.option_strings and a.dest != "help"]
    assert flags.count("--threads") == 1
    assert {"--model", "--classifier", "--salience-method", "--salience-aggregation"} <= set(flags)
    args = parser.parse_args(["--model", "m", "--threads", "3", "--salience-aggregation", "sum"])
    assert cli_options(args, "salience") == {"model": "m", "aggregation": "sum", "threads": 3}
    assert cli_options(args, "classifier") == {"threads": 3}
    assert cli_options(args, "rouge") == {}
    with pytest.raises(SystemExit):
        parser.parse_args(["--salience-method", "saliency-by-vibes"])


def test_only_bundled_models_and_folders_under_the_models_dir_are_accepted(tmp_path, monkeypatch):
    root = tmp_path / "models"
    (root / "mine").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()
    monkeypatch.setenv("FAITHSCOPE_MODELS_DIR", str(root))
    assert resolve_user_model("smollm2", bundled=("smollm2",)) == "smollm2"
    assert resolve_user_model("mine") == str((root / "mine").resolve())
    assert resolve_user_model(str(root / "mine")) == str((root / "mine").resolve())
    for refused in (str(tmp_path / "elsewhere"), "../elsewhere", "mine/../../elsewhere", "HuggingFaceTB/SmolLM2-1.7B",
                    "/etc"):
        with pytest.raises(ModelPathRefused):
            resolve_user_model(refused)
    (root / "link").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(ModelPathRefused, match="not under the models directory"):
        resolve_user_model("link")  # a symlink leading out is resolved first
    with pytest.raises(ModelPathRefused, match="no model folder"):
        resolve_user_model("missing")


def test_markdown_escape_shows_text_as_typed():
    raw = "**bold** [link](http://x) <b>x</b> $x$ # h\nnext"
    out = md_escape(raw)
    assert "**" not in out.replace("\\*", "") and "\\[link\\]\\(http\\:" in out and "\\$x\\$" in out
    assert "\n" not in out and "\\<b\\>" in out
