"""The Jinja2 environment shared by the case file and the report, and the offline plotly script.

plotly.js goes in once, packed (``plotly_js_packed``). Autoescaping is on for every template: text from an example reaches the page escaped by Jinja2.
HTML that ``components`` functions return (already escaped there, the same HTML the app shows) is
passed in as ``Markup`` by ``component_html``; figures go in as JSON through Jinja2's ``tojson``
filter (which escapes ``<``, ``>``, ``&`` and ``'``), with plotly's encoder for its numpy arrays.
"""
from __future__ import annotations

import base64
import gzip
import platform
import tomllib
from datetime import UTC, datetime
from functools import lru_cache
from importlib import metadata
from pathlib import Path

import plotly.graph_objects as go
from jinja2 import Environment, FileSystemLoader, select_autoescape
from markupsafe import Markup
from plotly.io.json import to_json_plotly

TEMPLATES = Path(__file__).resolve().parent / "templates"
PLOT_CONFIG = {"displaylogo": False, "responsive": True}


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(default=True, default_for_string=True),
                      trim_blocks=True, lstrip_blocks=True)
    env.policies["json.dumps_function"] = to_json_plotly  # numpy arrays in figures
    env.policies["json.dumps_kwargs"] = {}
    return env


@lru_cache(maxsize=1)
def plotly_js_packed() -> str:
    """plotly.js (4.8 MB) gzipped and base64-encoded (about 1.9 MB): inlined once per document, unpacked by the
    browser's own ``DecompressionStream``, so a case file with a salience map stays under 5 MB and draws offline."""
    from plotly.offline import get_plotlyjs

    return base64.b64encode(gzip.compress(get_plotlyjs().encode("utf-8"), 9, mtime=0)).decode("ascii")


def component_html(html: str) -> Markup:
    """HTML built by a ``components`` function: every text in it was escaped there (tests/unit/test_reports.py checks)."""
    return Markup(html)


def figure(fig: go.Figure) -> dict:
    """A plotly figure as the template's ``plot`` macro takes it."""
    return fig.to_plotly_json()


PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


@lru_cache(maxsize=1)
def versions() -> dict[str, str]:
    """Python and the packages that shape the numbers and the figures (Faithscope's own from the checkout's
    pyproject.toml when it is not installed)."""
    out = {"python": platform.python_version()}
    for dist in ("faithscope", "plotly", "jinja2", "streamlit", "torch", "transformers"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            if dist == "faithscope" and PYPROJECT.is_file():
                out[dist] = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["version"] + " (checkout)"
    return dict(sorted(out.items()))


def render(template: str, **context) -> str:
    context.setdefault("generated", datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"))
    context.setdefault("versions", versions())
    return environment().get_template(template).render(plotly_packed=plotly_js_packed(), plot_config=PLOT_CONFIG, **context)
