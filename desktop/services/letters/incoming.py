"""Incoming letters: registering one under the next incoming number, its referral (ارجاع) and
the day a reply is owed by, and the scans of the paper, kept in the database.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import os
import tempfile
from pathlib import Path

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import MAX_TEXT, Checker
from desktop.domain.scans import safe_scan_name, scan_kind
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.letter_numbers import number_text
from desktop.services.letters.common import _check_date_and_links, _letter_row
from desktop.services.letters.numbering import next_number
from desktop.services.rows import _need_row_id, _row_by_id
from desktop.store.db import insert_row, now_iso
from desktop.text import normalize


@action(right="register")
def register_incoming(
    db: Database,
    *,
    sender: str,
    subject: str,
    received_on: _dt.date | str | None = None,
    their_number: str | None = None,
    their_date: _dt.date | str | None = None,
    record_table: str | None = None,
    record_id: int | None = None,
    refers_to_id: int | None = None,
    attachments: str | None = None,
    referred_to: str | None = None,
    reply_due: _dt.date | str | None = None,
    scan_name: str | None = None,
    scan: bytes | None = None,
) -> Change:
    """A letter received (a complaint by post): the next number of the incoming series.

    ``referred_to`` is the person it is referred to (ارجاع), ``reply_due`` the day a reply is
    owed by (the dashboard warns as it nears; an outgoing letter in reply to it settles it);
    ``scan``/``scan_name`` the scan or PDF of the paper, kept in the database (see
    ``attach_scan``)."""
    c = Checker()
    sender_v = c.text("sender", sender, required=True, max_len=300)
    subject_v = c.text("subject", subject, required=True, max_len=MAX_TEXT)
    when = _check_date_and_links(db, c, "in", received_on, refers_to_id, None)
    their_number_v = c.text("their_number", their_number, max_len=60)
    their_d = c.date("their_date", their_date)
    attachments_v = c.text("attachments", attachments, max_len=200)
    table_v = c.text("record_table", record_table, max_len=40)
    rid = c.integer("record_id", record_id, minimum=1)
    referred_v = c.text("referred_to", referred_to, max_len=200)
    due = _check_due(c, reply_due, when)
    scan_v = _check_scan(c, scan_name, scan) if scan is not None or scan_name else None
    c.raise_if_any()
    assert when is not None
    with db.atomic():
        year, number = next_number(db, letter_date=when, direction="in")
        letter_id = insert_row(
            db,
            "letter",
            {
                "direction": "in",
                "year": year,
                "number": number,
                "letter_date": when.isoformat(),
                "counterpart": sender_v,
                "subject": subject_v,
                "subject_norm": normalize(f"{sender_v} {subject_v} {their_number_v or ''}"),
                "record_table": table_v,
                "record_id": rid,
                "refers_to_id": refers_to_id,
                "attachments": attachments_v,
                "their_number": their_number_v,
                "their_date": their_d.isoformat() if their_d else None,
                "number_text": number_text(db, "in", number, year),
                "referred_to": referred_v,
                "referred_on": when.isoformat() if referred_v else None,
                "reply_due": due.isoformat() if due else None,
            },  # fmt: skip
        )
        if scan_v is not None:
            _insert_scan(db, letter_id, *scan_v)
    return Change.of("letter", ids=[letter_id])


MAX_SCAN_BYTES = 20 * 1024 * 1024
SCAN_TYPES = {".pdf": "application/pdf", ".png": "image/png", ".jpg": "image/jpeg",
              ".jpeg": "image/jpeg", ".tif": "image/tiff", ".tiff": "image/tiff"}  # fmt: skip


def _check_due(c: Checker, reply_due: object, received: _dt.date | None) -> _dt.date | None:
    due = c.date("reply_due", reply_due)
    if due is not None and received is not None and due < received:
        c.fail("reply_due", "مهلت پاسخ پیش از تاریخ رسیدن نامه است.")
        return None
    return due


def _check_scan(c: Checker, name: object, data: object) -> tuple[str, str, bytes] | None:
    name_v = c.text("scan", name, required=True, max_len=255)
    if not isinstance(data, bytes | bytearray) or not data:
        c.fail("scan", "پرونده‌ای برای پیوست خوانده نشد.")
        return None
    if len(data) > MAX_SCAN_BYTES:
        c.fail("scan", "پروندهٔ پیوست بیش از ۲۰ مگابایت است؛ آن را با وضوح کمتر اسکن کنید.")
        return None
    if name_v is None:
        return None
    kind = scan_kind(bytes(data))
    if kind is None:
        c.fail(
            "scan",
            "تنها پی‌دی‌اف یا تصویر (PNG، JPG، TIFF) پیوست می‌شود؛ نوع پرونده از محتوای آن خوانده "
            "می‌شود، نه از نامش.",
        )
        return None
    suffix, media = kind
    return safe_scan_name(name_v, suffix), media, bytes(data)


def _insert_scan(db: Database, letter_id: int, name: str, media: str, data: bytes) -> int:
    return insert_row(
        db,
        "letter_scan",
        {
            "letter_id": letter_id,
            "file_name": name,
            "media_type": media,
            "byte_size": len(data),
            "sha256": hashlib.sha256(data).hexdigest(),
            "scan_bytes": data,
        },
    )


@action(right="register")
def refer_letter(
    db: Database, *, letter_id: int, referred_to: str | None,
    reply_due: _dt.date | str | None = None,
) -> Change:  # fmt: skip
    """Refer an incoming letter to a person (ارجاع) and set the day a reply is owed by."""
    row = _letter_row(db, letter_id)
    c = Checker()
    if row["direction"] != "in":
        c.fail("letter", "ارجاع و مهلت پاسخ تنها برای نامهٔ وارده است.")
    referred_v = c.text("referred_to", referred_to, max_len=200)
    due = _check_due(c, reply_due, _dt.date.fromisoformat(row["letter_date"]))
    c.raise_if_any()
    with db.atomic():
        db.table("letter").update(
            letter_id,
            {
                "referred_to": referred_v,
                "referred_on": _dt.date.today().isoformat() if referred_v else None,
                "reply_due": due.isoformat() if due else None,
                "updated_at": now_iso(),
            },
        )
    return Change.of("letter", ids=[letter_id])


@action(right="register")
def attach_scan(db: Database, *, letter_id: int, file_name: str, data: bytes) -> Change:
    """Keep the scan or PDF of a letter in the database, so backups and exports carry it."""
    _letter_row(db, letter_id)
    c = Checker()
    scan = _check_scan(c, file_name, data)
    c.raise_if_any()
    assert scan is not None
    with db.atomic():
        scan_id = _insert_scan(db, letter_id, *scan)
    return Change.of("letter_scan", ids=[scan_id])


@read()
def scans_of(db: Database, letter_id: int) -> list[dict]:
    """The scans kept with a letter (without their bytes): id, file_name, media_type, byte_size."""
    _need_row_id("letter", letter_id)
    return list(
        db.query(
            "SELECT id, file_name, media_type, byte_size, sha256, created_at FROM letter_scan "
            "WHERE letter_id = ? AND retired_at IS NULL ORDER BY id",
            [letter_id],
        )
    )


def _kept_scan(db: Database, scan_id: int) -> tuple[object, bytes, tuple[str, str]]:
    """(stored name, bytes, (suffix, media type) read from the bytes) of a kept scan."""
    row = _row_by_id(
        db, "letter_scan", scan_id, "SELECT file_name, scan_bytes FROM letter_scan WHERE id = ?"
    )
    data = row["scan_bytes"]
    kind = scan_kind(data) if isinstance(data, bytes) else None
    if kind is None:  # a copy's scan that is no PDF or image is never handed out to be opened
        raise ValidationError.single(
            "scan", "این پیوست پی‌دی‌اف یا تصویر نیست و باز نمی‌شود (شاید دست‌کاری شده باشد)."
        )
    return row["file_name"], data, kind


@read()
def scan_bytes(db: Database, scan_id: int) -> tuple[str, bytes]:
    """(file name, bytes) of a kept scan, to open or save it: the name is one the program makes
    (a safe base name with the extension the bytes' kind implies), whatever the row says."""
    name, data, kind = _kept_scan(db, scan_id)
    return safe_scan_name(name, kind[0]), data


@read()
def scan_to_open(db: Database, scan_id: int) -> Path:
    """Write a kept scan where the system's viewer may open it: a fresh temporary folder private
    to the user (``mkdtemp``, 0700), under a name the program makes, «scan-<id>» with the
    extension its bytes imply (not the stored name or media type, which a crafted exchange file
    or an edited database may have set to anything), the file itself 0600. Returns its path."""
    _name, data, kind = _kept_scan(db, scan_id)
    folder = Path(tempfile.mkdtemp(prefix="bakhsh-scan-"))
    path = folder / f"scan-{int(scan_id)}{kind[0]}"
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY | getattr(os, "O_BINARY", 0), 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
    except OSError as e:
        path.unlink(missing_ok=True)
        folder.rmdir()
        raise ValidationError.single(
            "scan", "نوشتن پیوست در پوشهٔ موقت ممکن نشد (جای خالی یا اجازهٔ دسترسی)."
        ) from e
    return path
