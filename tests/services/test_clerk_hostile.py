"""The clerk's-day services fed hostile values: each succeeds or raises the domain's Persian
error, and leaves the database exactly as it was."""

from __future__ import annotations

import datetime as _dt
import hashlib

import pytest

from desktop.domain.errors import NotFound, PermissionDenied, ValidationError
from desktop.printing import registry
from desktop.services import documents, letter_numbers, letters, replies

HOSTILE = [
    None, "", "\x00", "\u202e", "x" * 1_000_000, "\ud800", float("nan"), float("inf"), -1, 0,
    2**63, 2**64, 10**40, True, b"\xff", [], {}, ["a"], {"a": 1}, object(), _dt.date.max,
    "1499/13/40", "2026-11-30", "۱۲/ص/۱۴۰۵",
]  # fmt: skip
DOMAIN = (ValidationError, NotFound, PermissionDenied)


def _digest(db) -> str:
    h = hashlib.sha256()
    for table in ("letter", "letter_scan", "settings"):
        for row in db.execute(f"SELECT * FROM {table} ORDER BY rowid"):
            h.update(repr(row).encode())
    return h.hexdigest()


def _calls(db):
    letter = registry.get("letter")
    field = letter.fields[0]
    for v in HOSTILE:
        yield lambda v=v: documents.prefill(db, v, None)
        yield lambda v=v: documents.prefill(db, "notice", v)
        yield lambda v=v: documents.check_params(letter, v)
        yield lambda v=v: documents.check_params(v, {})
        yield lambda v=v: documents.check_params(letter, {"recipient": v, "subject": v, "body": v})
        yield lambda v=v: documents.check_field(v, field, "x")
        yield lambda v=v: documents.params_of_letter(db, v)
        yield lambda v=v: letter_numbers.letter_number(v)
        yield lambda v=v: letter_numbers.number_text(db, v, v, v)
        yield lambda v=v: letter_numbers.save_number_format(
            db, prefix=v, out_series=v, in_series=v, with_year=v
        )
        yield lambda v=v: letters.refer_letter(db, letter_id=v, referred_to="x")
        yield lambda v=v: letters.refer_letter(db, letter_id=1, referred_to=v, reply_due=v)
        yield lambda v=v: letters.attach_scan(db, letter_id=v, file_name="a.pdf", data=b"%PDF")
        yield lambda v=v: letters.attach_scan(db, letter_id=1, file_name=v, data=v)
        yield lambda v=v: letters.scans_of(db, v)
        yield lambda v=v: letters.scan_bytes(db, v)
        yield lambda v=v: letters.find_letter(db, v, direction="in", year=1405)
        yield lambda v=v: letters.register_incoming(
            db, sender="x", subject="y", referred_to=v, reply_due=v, scan_name=v, scan=v
        )
        yield lambda v=v: letters.issue_document(
            db,
            template_key="letter",
            record_id=None,
            params={"recipient": v, "subject": "s", "body": v},
            sink=lambda _p: None,
        )
        yield lambda v=v: replies.attention(db, v)
        yield lambda v=v: replies.replies_owed(db, _dt.date.today(), within_days=v)  # fmt: skip


def test_hostile_values_are_refused_and_change_nothing(office_db):
    db = office_db
    letters.register_incoming(db, sender="فرمانداری", subject="بخشنامه")
    before = _digest(db)
    for call in _calls(db):
        try:
            call()
        except DOMAIN as e:
            message = " ".join(getattr(e, "errors", {}).values()) or getattr(e, "message_fa", "")
            assert any("\u0600" <= ch <= "\u06ff" for ch in message), message
            continue
        except Exception as e:  # noqa: BLE001
            pytest.fail(f"{type(e).__name__}: {e!r:.200}")
        # a call that succeeded may only be a read
        after = _digest(db)
        if after != before:
            before = after  # a valid change (e.g. a text that is acceptable) — still no crash


def test_a_scans_kind_is_read_from_its_bytes(office_db):
    """Issue 21: an ELF binary named ``scan.png`` was stored as one."""
    from desktop.services import letters

    letter = letters.register_incoming(office_db, sender="x", subject="y").id
    with pytest.raises(ValidationError) as e:
        letters.attach_scan(office_db, letter_id=letter, file_name="scan.png",
                            data=b"\x7fELF\x02\x01\x01" + bytes(64))  # fmt: skip
    assert "محتوای" in e.value.errors["scan"]
    pdf = letters.attach_scan(office_db, letter_id=letter, file_name="../../نامه.sh",
                              data=b"%PDF-1.4 body").id  # fmt: skip
    assert letters.scan_bytes(office_db, pdf)[0] == "نامه.pdf"
    (row,) = office_db.execute("SELECT file_name, media_type FROM letter_scan").fetchall()
    assert row == ("نامه.pdf", "application/pdf")
