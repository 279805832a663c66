"""The code stays as STYLE asks: mypy, ruff lint and ruff format clean; a slip fails here."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_mypy_is_clean():
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_lint_and_format_are_clean():
    paths = ["desktop", "tests", "bench", "docs", "i18n"]
    lint = subprocess.run(
        [sys.executable, "-m", "ruff", "check", *paths], cwd=ROOT, capture_output=True, text=True
    )
    assert lint.returncode == 0, lint.stdout + lint.stderr
    form = subprocess.run(
        [sys.executable, "-m", "ruff", "format", "--check", *paths],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert form.returncode == 0, form.stdout + form.stderr
