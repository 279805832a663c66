"""The entry point: --help, and --screenshot on the demo (offscreen)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ENV = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "desktop", *args],
        capture_output=True,
        text=True,
        env=ENV,
        timeout=120,
    )


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
    # in a folder that exists: a typed path into a missing folder is refused (tests/hardening)
    db = tmp_path / "office.sqlite"
    result = run("--db", str(db), "--screenshot", str(tmp_path / "s.png"))
    assert result.returncode == 0, result.stderr
    assert db.exists() and oct(db.stat().st_mode & 0o777) == "0o600"


def test_headless_start_on_an_unusable_path_says_why_and_exits(tmp_path: Path):
    """--screenshot has nobody to click a dialog: errors go to stderr and it exits (no hang)."""
    text_file = tmp_path / "notes.sqlite"
    text_file.write_text("not a database" * 50)
    # a folder, a text file, and a path under a file (no folder can be made there)
    for target in (tmp_path, text_file, text_file / "office.sqlite"):
        result = subprocess.run(
            [sys.executable, "-m", "desktop", "--db", str(target), "--screenshot", str(tmp_path / "s.png")],
            capture_output=True, text=True, env=ENV, timeout=60,
        )  # fmt: skip
        assert result.returncode != 0, target
        assert any("\u0600" <= ch <= "\u06ff" for ch in result.stderr), result.stderr


def test_unwritable_folder_is_refused_in_persian(tmp_path: Path):
    from desktop.store.db import StoreError, open_database

    blocker = tmp_path / "file"
    blocker.write_text("x")
    try:
        open_database(blocker / "office.sqlite")  # a "folder" that is a file
    except StoreError as e:
        assert "پوشه" in e.message_fa
    else:
        raise AssertionError("opened a database inside a file")
