"""Printing is a function from data to PDF: it imports nothing of the services or the screens,
and the services reach the engine (ReportLab) only when they render — so importing any service,
or the main window with its first screen, loads no ReportLab."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import desktop

ROOT = Path(desktop.__file__).parent
ABOVE = ("desktop.services", "desktop.ui")


def _imported(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports, at any depth (a function's own imports too), and every
    module named to ``importlib.import_module`` or ``__import__`` as a literal."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
            found += [(node.lineno, f"{node.module}.{a.name}") for a in node.names]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            if name in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                found.append((node.lineno, node.args[0].value))
    return found


def test_printing_imports_nothing_of_the_services_or_the_screens():
    paths = sorted((ROOT / "printing").rglob("*.py"))
    assert len(paths) > 15
    offenders = [
        f"{path.relative_to(ROOT.parent)}:{line}: {name}"
        for path in paths
        for line, name in _imported(path)
        if name in ABOVE or name.startswith(tuple(f"{a}." for a in ABOVE))
    ]
    assert offenders == []


def test_the_check_sees_an_import_inside_a_function(tmp_path):
    """(The check above would see the lazy import the activity template used to make.)"""
    sample = tmp_path / "t.py"
    sample.write_text(
        "import importlib\n"
        "def build():\n"
        "    from desktop.services.activity import activity\n"
        "    importlib.import_module('desktop.ui.shell.main_window')\n",
        encoding="utf-8",
    )
    names = [name for _line, name in _imported(sample)]
    assert "desktop.services.activity" in names and "desktop.ui.shell.main_window" in names


def _fresh(code: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300
    )


LOADED = (
    "print(sorted(m for m in sys.modules if m.split('.')[0] == 'reportlab'"
    " or m in ('desktop.printing.engine', 'desktop.printing.archive')))\n"
)


def test_importing_every_service_loads_no_reportlab():
    result = _fresh(
        "import importlib, pkgutil, sys\n"
        "import desktop.services\n"
        "names = [m.name for m in pkgutil.walk_packages(desktop.services.__path__, 'desktop.services.')]\n"
        "assert len(names) > 50, names\n"
        "for name in names:\n"
        "    importlib.import_module(name)\n" + LOADED
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_the_main_window_and_its_first_screen_load_no_reportlab():
    result = _fresh(
        "import sys\n"
        "import desktop.ui.shell.main_window, desktop.ui.shell.sections\n"
        "import importlib\n"
        "first = desktop.ui.shell.sections.SECTIONS[0]\n"
        "assert first[0] == 'dashboard', first\n"
        "importlib.import_module(first[2])\n" + LOADED
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_rendering_still_loads_the_engine():
    """(The two checks above can fail: a document laid out does load ReportLab.)"""
    result = _fresh(
        "import sys\n"
        "from desktop.printing.document import Document, Para, Signatory\n"
        "from desktop.printing.engine import Office, Stamp, render\n"
        "render(Document('نامه', (Para('متن'),), Signatory('نام', 'بخشدار')),"
        " Office('بخشداری', 'مرکزی', 'کاشان'), Stamp())\n" + LOADED
    )
    assert result.returncode == 0, result.stderr
    assert "reportlab" in result.stdout
