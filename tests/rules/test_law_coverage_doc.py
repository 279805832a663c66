"""docs/law-coverage.md is what docs/render_law_coverage.py writes from the coverage file, and the
README links it."""

from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _render() -> str:
    spec = importlib.util.spec_from_file_location(
        "render", ROOT / "docs" / "render_law_coverage.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.render()


def test_the_committed_coverage_is_up_to_date() -> None:
    committed = (ROOT / "docs" / "law-coverage.md").read_text(encoding="utf-8")
    assert committed == _render(), "run: uv run python docs/render_law_coverage.py"


def test_the_readme_links_it() -> None:
    assert "(docs/law-coverage.md)" in (ROOT / "README.md").read_text(encoding="utf-8")
