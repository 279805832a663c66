"""PySide6 6.12.0 drops a reference to ``None`` on every call of a Qt method that returns nothing
and to ``True`` on every ``Signal.emit()`` (bench/refcount_probe.py measures each call). Before
Python 3.12 the program aborted once a singleton's count reached zero ("Fatal Python error:
none_dealloc" after about 455 dashboard refreshes, "bool_dealloc" after a few thousand
keystrokes); from 3.12 they are immortal, and the program requires it (docs/hardening.md)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_the_program_outlives_more_dropped_references_than_none_had():
    """Fails on Python 3.11 (the child aborts with none_dealloc at about the 455th refresh)."""
    run = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "ui" / "refresh_child.py")],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )
    assert "Fatal Python error" not in run.stderr, run.stderr[-2000:]
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.strip().endswith("alive")


def test_the_interpreter_is_one_whose_singletons_are_immortal():
    assert sys.version_info >= (3, 12)
    assert sys.getrefcount(None) >= 1 << 30 and sys.getrefcount(True) >= 1 << 30


def test_the_project_requires_that_interpreter():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert project["project"]["requires-python"] == ">=3.12"
    assert (ROOT / ".python-version").read_text(encoding="utf-8").strip() == "3.12"


def test_an_older_interpreter_is_refused_in_words(monkeypatch, capsys):
    from desktop import __main__ as entry

    monkeypatch.setattr(entry.sys, "version_info", (3, 11, 7, "final", 0))
    with pytest.raises(SystemExit) as stop:
        entry.require_immortal_singletons()
    assert stop.value.code == 2
    assert "۳٫۱۲" in capsys.readouterr().err


def test_the_entry_point_outlives_a_long_session_of_refreshes(tmp_path: Path):
    """What packaging/check_bundle.sh runs on a bundle: --refreshes before the screenshot."""
    png = tmp_path / "soak.png"
    run = subprocess.run(
        [sys.executable, "-m", "desktop", "--demo", "--screenshot", str(png), "--refreshes", "600"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
