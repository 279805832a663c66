"""The rules core is pure: no Qt, no sqlite, no files, no network."""

from __future__ import annotations

import ast
import pathlib

import pytest

import desktop.rules

ROOT = pathlib.Path(desktop.rules.__file__).parent
BANNED_MODULES = (
    "PySide6",
    "PyQt",
    "sqlite3",
    "sqlite_utils",
    "desktop.store",
    "desktop.ui",
    "desktop.services",
    "socket",
    "urllib",
    "subprocess",
)
BANNED_CALLS = ("open", "print")


@pytest.mark.parametrize(
    "path", sorted(p for p in ROOT.glob("*.py") if p.name != "cli.py"), ids=lambda p: p.name
)
def test_core_module_is_pure(path: pathlib.Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
            )
            for name in names:
                assert not name.startswith(BANNED_MODULES), f"{path.name} imports {name}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in BANNED_CALLS, f"{path.name} calls {node.func.id}()"
