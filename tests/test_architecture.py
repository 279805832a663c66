"""The core (everything in desktop/ but desktop/ui) never imports Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import desktop

ROOT = Path(desktop.__file__).parent


def core_modules() -> list[str]:
    names = []
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT.parent)
        if rel.parts[1] == "ui":
            continue
        names.append(".".join(rel.with_suffix("").parts).removesuffix(".__init__"))
    return names


def test_core_sources_do_not_mention_qt():
    offenders = []
    for path in ROOT.rglob("*.py"):
        if path.relative_to(ROOT).parts[0] == "ui":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = (
                    [a.name for a in node.names]
                    if isinstance(node, ast.Import)
                    else [node.module or ""]
                )
                if any(
                    n.split(".")[0] in {"PySide6", "shiboken6", "PyQt5", "PyQt6"} for n in names
                ):
                    offenders.append(str(path))
    assert offenders == []


def test_importing_every_core_module_loads_no_qt():
    modules = core_modules()
    assert "desktop.store.db" in modules and "desktop.services.people" in modules
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}:\n"
        "    if m in ('desktop.__main__', 'desktop.app'):\n"
        "        continue\n"
        "    importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(bad)\n"
        "sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
