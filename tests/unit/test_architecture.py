"""Fitness tests for the architecture: the layers import in one direction only.

Imports are read with ``ast`` from every module, including imports inside functions (a lazy
import still ties two modules together; the old training ↔ runtime cycle was one).
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(path: Path, package: str | None = None) -> set[str]:
    """Absolute names of every module ``path`` imports (relative imports resolved against ``package``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if package is None:
        package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - (node.level - 1)]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            out.add(prefix)
            out.update(f"{prefix}.{a.name}" for a in node.names)  # `from pkg import module`
    return out


def python_files(*folders: str) -> list[Path]:
    return [p for f in folders for p in sorted((ROOT / f).rglob("*.py"))]


def graph(folder: str) -> dict[str, set[str]]:
    """Module → the modules of the same tree it imports (only names that are real modules)."""
    files = {module_name(p): p for p in python_files(folder)}
    return {m: {i for i in imports_of(p) if i in files and i != m} for m, p in files.items()}


def find_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        stack.append(m)
        for n in sorted(edges.get(m, ())):
            if state.get(n) == 1:
                return stack[stack.index(n):] + [n]
            if n not in state and (c := visit(n)):
                return c
        state[m] = 2
        stack.pop()
        return None

    for m in sorted(edges):
        if m not in state and (c := visit(m)):
            return c
    return None


def offenders(folders: tuple[str, ...], banned: tuple[str, ...], skip: tuple[str, ...] = ()) -> list[str]:
    bad = []
    for p in python_files(*folders):
        if any(module_name(p).startswith(s) for s in skip):
            continue
        for name in imports_of(p):
            if any(name == b or name.startswith(b + ".") for b in banned):
                bad.append(f"{p.relative_to(ROOT)} imports {name}")
    return bad


def test_no_import_cycle_inside_detectors():
    # Package __init__ modules are left out: importing detectors.x.y always runs detectors/__init__.
    edges = {m: {n for n in e if not (ROOT / n.replace(".", "/") / "__init__.py").exists()}
             for m, e in graph("detectors").items()}
    assert find_cycle(edges) is None, f"import cycle: {' -> '.join(find_cycle(edges))}"


def test_the_cycle_finder_finds_cycles():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a"}}) is None


def test_detectors_is_a_pure_library():
    assert offenders(("detectors",), ("streamlit", "components", "reports", "pages", "app")) == []


# reports/ (the case file and the dataset report) sits between pages and components: it draws with components and
# reads detectors' result, view, evaluation and findings types; it never runs a detector, a model or Streamlit.
# Its `report` subcommand joins `python -m detectors` by module name (detectors.cli.COMMAND_MODULES), not by import.
def test_reports_render_results_never_run_detectors():
    assert offenders(("reports",), ("streamlit", "pages", "app", "torch", "transformers", "captum",
                                    "sentence_transformers", *DETECTOR_IMPLEMENTATIONS)) == []
    assert offenders(("components",), ("reports",)) == []


def test_layered_commands_are_named_not_imported():
    from detectors.cli import COMMAND_MODULES, build_parser

    for name in COMMAND_MODULES:
        path = ROOT / (name.replace(".", "/") + ".py")
        assert path.is_file() and not name.startswith("detectors"), name
        assert "def add_commands(" in path.read_text(encoding="utf-8")
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    assert "report" in sub.choices


def test_components_know_nothing_of_models():
    assert offenders(("components",), ("torch", "transformers", "captum", "sentence_transformers", "streamlit")) == []


# components/ turn results into figures: they may read the result and view types (detectors.core, the
# calibrated view in detectors.calibration, AUC results, findings) but never a detector, a model or a runner.
DETECTOR_IMPLEMENTATIONS = ("detectors.rouge", "detectors.salience", "detectors.classifier", "detectors.run",
                            "detectors.training", "detectors.cli", "detectors.compare")


def test_components_read_results_never_detectors():
    assert offenders(("components",), DETECTOR_IMPLEMENTATIONS) == []
    allowed = ("detectors.core", "detectors.calibration", "detectors.evaluation", "detectors.findings")
    used = {n for p in python_files("components") for n in imports_of(p) if n.startswith("detectors.")}
    assert used and all(n.startswith(allowed) for n in used), sorted(used)


def test_runtime_never_imports_training_code():
    runtime = ("detectors", "components", "reports", "pages")
    assert offenders(runtime, ("detectors.training",), skip=("detectors.training",)) == []
    app_imports = imports_of(ROOT / "app.py")
    assert not any(i.startswith("detectors.training") for i in app_imports)


def test_pages_folder_holds_only_page_scripts():
    """Every .py file directly in pages/ is a page listed in app.py; helpers live in pages/parts/."""
    listed = {p.name for p in (ROOT / "pages").glob("*.py")}
    app = (ROOT / "app.py").read_text()
    assert listed and all(f'"pages/{name}"' in app for name in listed)


@pytest.mark.parametrize("source, expected", [
    ("import a.b\nfrom c import d\n", {"a.b", "c", "c.d"}),
    ("def f():\n    from x.y import z\n", {"x.y", "x.y.z"}),
    ("from .sib import k\nfrom .. import top\n", {"detectors.run.sib", "detectors.run.sib.k", "detectors", "detectors.top"}),
])
def test_imports_are_read_from_anywhere_in_a_module(tmp_path, source, expected):
    path = tmp_path / "probe.py"
    path.write_text(source)
    assert imports_of(path, package="detectors.run") == expected
