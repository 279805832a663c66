"""A scan opened from the letters page (issue 21): written into a fresh private folder under a
name the program makes, with the extension its bytes imply — whatever the stored file_name and
media_type say (a crafted exchange file, a database edited outside the program)."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

import pytest

from desktop.services import letters

PNG = b"\x89PNG\r\n\x1a\n" + bytes(64)
JPEG = b"\xff\xd8\xff\xe0" + bytes(64)


def _scan(db, data):
    letter = letters.register_incoming(
        db, sender="فرمانداری", subject="بخشنامه", scan_name="نامه.png", scan=data
    ).id
    return letters.scans_of(db, letter)[-1]["id"]


@pytest.mark.parametrize(
    ("name", "media"),
    [
        ("../x.sh", "application/x-sh"),
        ("/tmp/evil.sh", "text/x-shellscript"),
        ("..\\..\\evil.bat", "application/x-bat"),
        ("C:\\Windows\\evil.bat", "application/octet-stream"),
        ("نامه.exe", "image/png"),
    ],
)
def test_a_scan_is_opened_from_a_private_folder_under_a_name_the_program_makes(
    office_db, name, media
):
    scan = _scan(office_db, JPEG)
    office_db.execute(
        "UPDATE letter_scan SET file_name = ?, media_type = ? WHERE id = ?", [name, media, scan]
    )
    path = letters.scan_to_open(office_db, scan)
    try:
        assert path.name == f"scan-{scan}.jpg"  # the kind of its bytes, not the row's word
        assert path.read_bytes() == JPEG
        folder = path.parent
        assert folder.parent == Path(tempfile.gettempdir()).resolve() or folder.parent == Path(
            tempfile.gettempdir()
        )
        assert os.listdir(folder) == [path.name]
        if os.name == "posix":
            assert stat.S_IMODE(folder.stat().st_mode) == 0o700
            assert stat.S_IMODE(path.stat().st_mode) == 0o600
    finally:
        path.unlink()
        path.parent.rmdir()


def test_each_opening_gets_a_fresh_folder(office_db):
    scan = _scan(office_db, PNG)
    first, second = letters.scan_to_open(office_db, scan), letters.scan_to_open(office_db, scan)
    try:
        assert first.parent != second.parent and first.name == second.name == f"scan-{scan}.png"
    finally:
        for p in (first, second):
            p.unlink()
            p.parent.rmdir()
