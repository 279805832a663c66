"""A scan's kind from its bytes and the name the program gives it (issue 21)."""

from __future__ import annotations

import pytest

from desktop.domain.scans import safe_scan_name, scan_kind


@pytest.mark.parametrize(
    ("head", "kind"),
    [
        (b"%PDF-1.7", (".pdf", "application/pdf")),
        (b"\x89PNG\r\n\x1a\n", (".png", "image/png")),
        (b"\xff\xd8\xff\xe0", (".jpg", "image/jpeg")),
        (b"II*\x00", (".tif", "image/tiff")),
        (b"MM\x00*", (".tif", "image/tiff")),
        (b"\x7fELF\x02\x01", None),
        (b"MZ\x90\x00", None),
        (b"#!/bin/sh\n", None),
        (b"", None),
    ],
)
def test_the_kind_is_read_from_the_bytes(head, kind):
    assert scan_kind(head + bytes(32)) == kind


@pytest.mark.parametrize(
    ("name", "safe"),
    [
        ("نامهٔ فرمانداری.pdf", "نامهٔ فرمانداری.pdf"),
        ("/tmp/evil.sh", "evil.pdf"),
        ("../../evil.bat", "evil.pdf"),
        ("..\\..\\evil.bat", "evil.pdf"),
        ("C:evil.png", "Cevil.pdf"),
        (".bashrc", "bashrc.pdf"),
        ("", "scan.pdf"),
        ("...", "scan.pdf"),
        ("x\u202egnp.exe", "xgnp.pdf"),
        ("NUL.png", "scan-NUL.pdf"),
        (None, "scan.pdf"),
    ],
)
def test_the_name_is_a_safe_base_name_with_the_kinds_extension(name, safe):
    assert safe_scan_name(name, ".pdf") == safe


def test_a_long_name_is_cut():
    assert len(safe_scan_name("ب" * 500 + ".png", ".png")) == 104
