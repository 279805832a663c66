"""The entry point: --help, and --screenshot on the demo (offscreen)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "desktop", *args], capture_output=True, text=True, env=ENV, timeout=120)


def test_help_lists_the_options():
    out = run("--help").stdout
    for option in ("--db", "--demo", "--screenshot", "rules", "print"):
        assert option in out


def test_screenshot_of_the_demo(tmp_path: Path):
    png = tmp_path / "shot.png"
    result = run("--demo", "--screenshot", str(png))
    assert result.returncode == 0, result.stderr
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 10_000


def test_screenshot_creates_and_migrates_a_new_database(tmp_path: Path):
    db = tmp_path / "sub" / "office.sqlite"
    result = run("--db", str(db), "--screenshot", str(tmp_path / "s.png"))
    assert result.returncode == 0, result.stderr
    assert db.exists() and oct(db.stat().st_mode & 0o777) == "0o600"
