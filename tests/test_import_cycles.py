"""Every module of the core imports on its own, first: a cycle that only bites in one import
order (the activity report's template importing its service, which reached the templates again
through the register of letters) is found here, not by a clerk's first click."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = """
import importlib, pkgutil, sys
import desktop
names = sorted(m.name for m in pkgutil.walk_packages(desktop.__path__, "desktop.")
               if not m.name.startswith("desktop.ui") and m.name != "desktop.__main__")
failed = []
for name in names:
    for loaded in [k for k in sys.modules if k.startswith("desktop.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except ImportError as e:
        failed.append(f"{name}: {e}")
print(len(names))
print("\\n".join(failed))
"""


def test_every_core_module_imports_first():
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, cwd=ROOT, timeout=600
    )
    assert out.returncode == 0, out.stderr
    count, *failed = out.stdout.strip().split("\n")
    assert int(count) > 100
    assert [f for f in failed if f] == []
