"""Fixtures for the printing tests: a demo bakhsh, and PDF text through poppler's pdftotext."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata
from pathlib import Path

import pytest

from desktop.demo import build_demo

PDFTOTEXT = shutil.which("pdftotext")
# The PDF checks are the point of these tests: without poppler they fail (README and .ci/run
# install poppler-utils) rather than pass by skipping.
needs_poppler = pytest.mark.usefixtures("poppler")


@pytest.fixture
def poppler() -> str:
    if PDFTOTEXT is None:
        pytest.fail("pdftotext not found: install poppler-utils (see README)")
    return PDFTOTEXT


_DIGITS = re.compile("([0-9\u06f0-\u06f9\u0660-\u0669]+)")
_PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
_DROP = re.compile("[\u200c\u200d\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def pdf_text(pdf: bytes | Path, tmp_path: Path, *, layout: bool = False) -> str:
    """The text of a PDF as poppler extracts it, NFKC-normalised (presentation forms -> letters)."""
    if isinstance(pdf, bytes):
        path = tmp_path / "doc.pdf"
        path.write_bytes(pdf)
    else:
        path = pdf
    args = [
        PDFTOTEXT or "pdftotext",
        "-enc",
        "UTF-8",
        *(["-layout"] if layout else []),
        str(path),
        "-",
    ]
    out = subprocess.run(args, check=True, capture_output=True).stdout.decode("utf-8")
    return unicodedata.normalize("NFKC", out)


def words(text: str) -> str:
    """Comparable form: NFKC, no bidi controls/ZWNJ, no marks, no punctuation, single spaces.

    Extraction loses ZWNJ and returns brackets mirrored, so brackets and punctuation go too.
    """
    text = _DROP.sub("", unicodedata.normalize("NFKC", text)).translate(_PERSIAN)
    kept = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat == "Mn":
            continue
        kept.append(" " if cat.startswith("P") or ch.isspace() else ch)
    joined = _DIGITS.sub(r" \1 ", "".join(kept))  # extraction glues digits to the next word
    return " ".join(joined.split())


@pytest.fixture
def demo_db(db):
    import datetime as dt

    from desktop.demo_councils import fill

    build_demo(db, villages=8, farmers_per_village=6)
    fill(db, dt.date(2026, 11, 30))  # the councils' records the council documents print
    return db
