"""The register of letters (دفتر اندیکاتور): issuing numbered documents, incoming mail, reprints.

Numbers are gap-free within a direction (outgoing/incoming) and a Jalali year, and restart on
1 Farvardin (at 1, or at the starting number set for that year so the office can continue its
paper book). A number is taken inside the same transaction that hands the PDF to its sink (a
file, a printer): if the sink fails, the transaction is rolled back and the number is not used.
A cancelled number stays in the book, marked cancelled; a reprint is the same letter marked
«رونوشت».

Other modules issue a numbered document with::

    change = issue_document(db, template_key="notice", record_id=case_party_id,
                            params={...}, sink=file_sink(path))
    letter = get_letter(db, change.id)      # letter["number"], letter["year"], ...
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Generator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import MAX_TEXT, Checker, is_row_id
from desktop.domain.letter_numbers import parse_reference
from desktop.jalali import FIRST_YEAR, LAST_YEAR, jalali_year
from desktop.printing import registry
from desktop.printing.document import Document
from desktop.printing.engine import Office as Letterhead
from desktop.printing.engine import Stamp, render
from desktop.printing.numbers import jdate
from desktop.printing.params import check_declared
from desktop.printing.templates.common import office_or_refuse
from desktop.services.audit import log_event
from desktop.services.auth import require
from desktop.services.change import Change
from desktop.services.documents import check_params, prefill
from desktop.services.letter_numbers import letter_number, number_text
from desktop.store.db import insert_row, now_iso
from desktop.text import bad_characters, normalize, search_words, to_ascii_digits

Sink = Callable[[bytes], None]
MAX_PARAM_TEXT = 5 * MAX_TEXT  # a document part longer than this is a paste gone wrong
DIRECTIONS = {"out": "صادره", "in": "وارده"}


# ---------------------------------------------------------------------------- sinks


def file_sink(path: Path | str) -> Sink:
    """Write the PDF next to ``path`` and rename it into place (never a half-written file)."""
    c = Checker()
    checked = c.path("path", path)
    c.raise_if_any()
    assert checked is not None
    target = checked

    def write(pdf: bytes) -> None:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".part-", suffix=".pdf", dir=target.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(pdf)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    return write


# ---------------------------------------------------------------------------- numbering


def _year_and_start(db: Database, direction: str, year: int) -> int:
    row = db.execute(
        "SELECT first_number FROM letter_start WHERE direction = ? AND year = ?", [direction, year]
    ).fetchone()
    return row[0] if row else 1


def next_number(db: Database, *, letter_date: _dt.date, direction: str = "out") -> tuple[int, int]:
    """(year, number) the next letter of that date would get; nothing is reserved."""
    c = Checker()
    c.choice("direction", direction, DIRECTIONS)
    day = c.date("letter_date", letter_date, required=True)
    c.raise_if_any()
    assert day is not None
    year = jalali_year(day)
    last = db.execute(
        "SELECT max(number) FROM letter WHERE direction = ? AND year = ?", [direction, year]
    ).fetchone()[0]
    return year, (last + 1 if last else _year_and_start(db, direction, year))


def set_first_number(
    db: Database, *, year: int, first_number: int, direction: str = "out"
) -> Change:
    """Continue a paper book: the year's numbering starts at ``first_number``."""
    require(db, "register")
    c = Checker()
    c.choice("direction", direction, DIRECTIONS)
    y = c.integer("year", year, required=True, minimum=FIRST_YEAR, maximum=LAST_YEAR)
    n = c.integer("first_number", first_number, required=True, minimum=1, maximum=10**9)
    if (
        y is not None
        and not c.errors
        and db.execute(
            "SELECT 1 FROM letter WHERE direction = ? AND year = ?", [direction, y]
        ).fetchone()
    ):
        c.fail("first_number", "در این سال نامه ثبت شده است؛ شمارهٔ آغاز را دیگر نمی‌توان تغییر داد.")
    c.raise_if_any()
    with db.atomic():
        db.execute(
            "INSERT INTO letter_start(direction, year, first_number) VALUES (?, ?, ?) "
            "ON CONFLICT(direction, year) DO UPDATE SET first_number = excluded.first_number",
            [direction, y, n],
        )
    return Change.of("letter_start")


def _check_date_and_links(
    db: Database, c: Checker, direction: str, when: object, refers_to_id: object, follows_id: object
) -> _dt.date | None:
    d = c.date("letter_date", when) if when not in (None, "") else _dt.date.today()
    if d is not None:
        year = jalali_year(d)
        last = db.execute(
            "SELECT max(letter_date) FROM letter WHERE direction = ? AND year = ?",
            [direction, year],
        ).fetchone()[0]
        if last and d.isoformat() < last:
            c.fail(
                "letter_date",
                f"تاریخ نامه پیش از آخرین نامهٔ ثبت‌شدهٔ این سال ({jdate(last)}) است؛ "
                "شماره‌ها باید به ترتیب تاریخ باشند.",
            )
    for field_name, ident in (("refers_to_id", refers_to_id), ("follows_id", follows_id)):
        if ident not in (None, ""):
            ok = c.integer(field_name, ident, minimum=1)
            if (
                ok is not None
                and not db.execute("SELECT 1 FROM letter WHERE id = ?", [ok]).fetchone()
            ):
                c.fail(field_name, "نامهٔ عطف/پیرو در دفتر یافت نشد.")
    return d


def _letterhead(db: Database) -> Letterhead:
    office = office_or_refuse(db)
    return Letterhead(office.office_name, office.bakhsh, office.shahrestan)


# ---------------------------------------------------------------------------- drafts


def build_document(
    db: Database, *, template_key: str, record_id: int | None, params: dict[str, Any] | None = None,
    letter_date: _dt.date | None = None,
) -> Document:  # fmt: skip
    if not isinstance(template_key, str) or not registry.exists(template_key):
        raise ValidationError.single("template_key", "چنین قالبی تعریف نشده است.")
    if params is not None and not isinstance(params, dict):
        raise ValidationError.single("params", "مقادیر سند نامعتبر است.")
    if record_id is not None and not is_row_id(record_id):
        raise NotFound(template_key, record_id)
    check_declared(registry.get(template_key), params)
    for key, value in (params or {}).items():  # undeclared keys: at least sane text
        if isinstance(value, str) and (len(value) > MAX_PARAM_TEXT or bad_characters(value)):
            raise ValidationError.single(
                str(key)[:40], "متن این بخش سند نامعتبر یا بیش از حد بلند است."
            )
    # what the clerk typed, over what the record pre-fills (a field left out keeps its pre-fill;
    # an empty one is left out, so the template's own default applies)
    start = {k: v for k, v in prefill(db, template_key, record_id).items() if v not in ("", None)}
    values = {**start, **(params or {})}
    values.setdefault("_letter_date", (letter_date or _dt.date.today()).isoformat())
    return registry.get(template_key).build(db, record_id, values)


def render_draft(
    db: Database, *, template_key: str, record_id: int | None, params: dict[str, Any] | None = None
) -> bytes:
    """A preview: the document as it would be issued today, marked draft, no number taken."""
    doc = build_document(db, template_key=template_key, record_id=record_id, params=params)
    template = registry.get(template_key)
    stamp = Stamp(
        date=jdate(_dt.date.today()), draft=template.numbered, attachments=doc.attachments
    )
    return render(doc, _letterhead(db), stamp)


# ---------------------------------------------------------------------------- issuing


def issue_document(
    db: Database,
    *,
    template_key: str,
    record_id: int | None,
    sink: Sink,
    params: dict[str, Any] | None = None,
    letter_date: _dt.date | str | None = None,
    recipient: str | None = None,
    subject: str | None = None,
    refers_to_id: int | None = None,
    follows_id: int | None = None,
    attachments: str | None = None,
) -> Change:
    """Number, render and deliver one document; the register row exists only if ``sink`` succeeded.

    ``sink`` receives the PDF bytes (``file_sink(path)``, or a printer); anything it raises
    rolls the register back and propagates. Returns ``Change.of("letter", ids=[letter_id])``.
    """
    require(db, "register")
    office_or_refuse(db)  # before any number is taken: a clear Persian refusal
    c = Checker()
    if not isinstance(template_key, str) or not registry.exists(template_key):
        c.fail("template_key", "چنین قالبی تعریف نشده است.")
    when = _check_date_and_links(db, c, "out", letter_date, refers_to_id, follows_id)
    recipient_v = c.text("recipient", recipient, max_len=300)
    subject_v = c.text("subject", subject, max_len=500)
    attachments_v = c.text("attachments", attachments, max_len=200)
    typed: dict[str, Any] = {}
    if "template_key" not in c.errors:
        if params is not None and not isinstance(params, dict):
            c.fail("params", "مقادیر سند نامعتبر است.")
        else:
            try:
                typed = check_params(
                    registry.get(template_key),
                    {**prefill(db, template_key, record_id), **(params or {})},
                )
                # a part left empty is left out: the template's own default applies
                typed = {k: v for k, v in typed.items() if v is not None}
            except ValidationError as e:
                for key, message in e.errors.items():
                    c.fail(key, message)
    c.raise_if_any()
    assert when is not None
    template = registry.get(template_key)
    doc = build_document(
        db, template_key=template_key, record_id=record_id, params=typed, letter_date=when
    )
    link_lines = []
    for label, ident in (("عطف به نامهٔ", refers_to_id), ("پیرو نامهٔ", follows_id)):
        if ident:
            earlier = _letter_row(db, int(ident))
            kind = DIRECTIONS[earlier["direction"]]
            link_lines.append(
                f"{label} {kind} شمارهٔ {letter_number(earlier)} مورخ {jdate(earlier['letter_date'])}"
            )
    if link_lines:
        doc = dataclasses.replace(doc, extra={**doc.extra, "links": link_lines})
    counterpart = recipient_v or doc.recipient or str(doc.extra.get("counterpart") or "—")
    subject_text = subject_v or doc.subject or doc.title
    attachments_text = attachments_v or doc.attachments
    head = _letterhead(db)
    with db.atomic():
        if template.numbered:
            year, number = next_number(db, letter_date=when)
            shown = number_text(db, "out", number, year)
            letter_id = insert_row(
                db,
                "letter",
                {
                    "direction": "out",
                    "year": year,
                    "number": number,
                    "letter_date": when.isoformat(),
                    "counterpart": counterpart,
                    "subject": f"{doc.title}: {subject_text}"
                    if subject_text != doc.title
                    else subject_text,
                    "subject_norm": normalize(f"{counterpart} {doc.title} {subject_text}"),
                    "template_key": template_key,
                    "record_table": doc.record_table or None,
                    "record_id": doc.record_id,
                    "refers_to_id": refers_to_id,
                    "follows_id": follows_id,
                    "attachments": attachments_text or None,
                    "content": doc.to_json(),
                    "params": json.dumps(typed, ensure_ascii=False, default=str),
                    "number_text": shown,
                    "copies_printed": 1,
                },  # fmt: skip
            )
            pdf = render(doc, head, Stamp(shown, jdate(when), attachments_text))
            log_event(db, "number", "letter", letter_id, note=f"{shown} {template.title}")
        else:
            letter_id = 0
            pdf = render(doc, head, Stamp("", jdate(when), attachments_text))
        log_event(db, "print", "letter", letter_id or None, note=template.title)
        sink(pdf)
    return Change.of("letter", ids=[letter_id] if letter_id else [])


def _letter_row(db: Database, letter_id: int) -> dict:
    if not is_row_id(letter_id):
        raise NotFound("letter", letter_id)
    cur = db.execute("SELECT * FROM letter WHERE id = ?", [letter_id])
    row = cur.fetchone()
    if row is None:
        raise NotFound("letter", letter_id)
    return dict(zip([d[0] for d in cur.description], row, strict=True))


def get_letter(db: Database, letter_id: int) -> dict:
    return _letter_row(db, letter_id)


def find_letter(db: Database, reference: str, *, direction: str, year: int) -> int | None:
    """«۱۲» (this year) or «۱۲/۱۴۰۲» -> the id of that letter of the book, or None."""
    if not isinstance(reference, str) or len(reference) > 40:
        return None
    if not isinstance(year, int) or isinstance(year, bool) or not 0 < year < 10**6:
        return None
    found = parse_reference(to_ascii_digits(reference).strip())
    if found is None:
        return None
    number, typed_year = found
    row = db.execute(
        "SELECT id FROM letter WHERE direction = ? AND year = ? AND number = ?",
        [direction, typed_year or year, number],
    ).fetchone()
    return row[0] if row else None


def _small_number(text: str) -> bool:
    text = text.strip()
    return text.isascii() and text.isdigit() and len(text) <= 12


def render_letter(db: Database, letter_id: int, *, copy: bool = True) -> bytes:
    """An issued letter again, exactly as issued, marked «رونوشت» (and «باطل شده» if cancelled)."""
    row = _letter_row(db, letter_id)
    if row["direction"] != "out" or not row["content"]:
        raise ValidationError.single("letter", "این نامه وارده است و متنی برای چاپ ندارد.")
    doc = Document.from_json(row["content"])
    stamp = Stamp(
        letter_number(row), jdate(row["letter_date"]), row["attachments"] or "",
        copy=copy, cancelled=row["status"] == "cancelled",
    )  # fmt: skip
    return render(doc, _letterhead(db), stamp)


def reprint_letter(db: Database, *, letter_id: int, sink: Sink) -> Change:
    """The same letter, marked «رونوشت»; counts the copy in the book, only if ``sink`` succeeded."""
    require(db, "register")
    pdf = render_letter(db, letter_id, copy=True)
    with db.atomic():
        db.execute(
            "UPDATE letter SET copies_printed = copies_printed + 1, updated_at = ? WHERE id = ?",
            [now_iso(), letter_id],
        )
        log_event(db, "print", "letter", letter_id, note="رونوشت")
        sink(pdf)
    return Change.of("letter", ids=[letter_id])


def cancel_letter(db: Database, *, letter_id: int, reason: str) -> Change:
    require(db, "register")
    row = _letter_row(db, letter_id)
    c = Checker()
    reason_v = c.text("reason", reason, required=True, max_len=500)
    if row["status"] == "cancelled":
        c.fail("letter", "این شماره پیش‌تر باطل شده است.")
    c.raise_if_any()
    stamp = now_iso()
    with db.atomic():
        db.table("letter").update(
            letter_id,
            {
                "status": "cancelled",
                "cancel_reason": reason_v,
                "cancelled_at": stamp,
                "updated_at": stamp,
            },
        )
    return Change.of("letter", ids=[letter_id])


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
    require(db, "register")
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
    media = SCAN_TYPES.get(Path(name_v).suffix.lower())
    if media is None:
        c.fail("scan", "تنها PDF یا تصویر (PNG، JPG، TIFF) پیوست می‌شود.")
        return None
    return Path(name_v).name, media, bytes(data)


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


def refer_letter(
    db: Database, *, letter_id: int, referred_to: str | None,
    reply_due: _dt.date | str | None = None,
) -> Change:  # fmt: skip
    """Refer an incoming letter to a person (ارجاع) and set the day a reply is owed by."""
    require(db, "register")
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


def attach_scan(db: Database, *, letter_id: int, file_name: str, data: bytes) -> Change:
    """Keep the scan or PDF of a letter in the database, so backups and exports carry it."""
    require(db, "register")
    _letter_row(db, letter_id)
    c = Checker()
    scan = _check_scan(c, file_name, data)
    c.raise_if_any()
    assert scan is not None
    with db.atomic():
        scan_id = _insert_scan(db, letter_id, *scan)
    return Change.of("letter_scan", ids=[scan_id])


def scans_of(db: Database, letter_id: int) -> list[dict]:
    """The scans kept with a letter (without their bytes): id, file_name, media_type, byte_size."""
    if not is_row_id(letter_id):
        raise NotFound("letter", letter_id)
    return list(
        db.query(
            "SELECT id, file_name, media_type, byte_size, sha256, created_at FROM letter_scan "
            "WHERE letter_id = ? AND retired_at IS NULL ORDER BY id",
            [letter_id],
        )
    )


def scan_bytes(db: Database, scan_id: int) -> tuple[str, bytes]:
    """(file name, bytes) of a kept scan, to open or save it."""
    if not is_row_id(scan_id):
        raise NotFound("letter_scan", scan_id)
    row = db.execute(
        "SELECT file_name, scan_bytes FROM letter_scan WHERE id = ?", [scan_id]
    ).fetchone()
    if row is None:
        raise NotFound("letter_scan", scan_id)
    return str(row[0]), bytes(row[1])


# ---------------------------------------------------------------------------- the book


@dataclass(frozen=True)
class LetterQuery:
    search: str = ""
    direction: str | None = None
    date_from: _dt.date | None = None
    date_to: _dt.date | None = None
    include_cancelled: bool = True
    record_table: str | None = None
    record_id: int | None = None


def _where(q: LetterQuery) -> tuple[str, list]:
    where: list[str] = []
    args: list[object] = []
    if not isinstance(q, LetterQuery):
        raise ValidationError.single("query", "جست‌وجوی نامعتبر.")
    c = Checker()
    date_from = c.date("date_from", q.date_from)
    date_to = c.date("date_to", q.date_to)
    c.raise_if_any()
    if isinstance(q.direction, str) and q.direction in DIRECTIONS:
        where.append("direction = ?")
        args.append(q.direction)
    if date_from:
        where.append("letter_date >= ?")
        args.append(date_from.isoformat())
    if date_to:
        where.append("letter_date <= ?")
        args.append(date_to.isoformat())
    if not q.include_cancelled:
        where.append("status = 'issued'")
    if q.record_table:
        where.append("record_table = ? AND record_id = ?")
        args += [q.record_table, q.record_id]
    for word in search_words(q.search):
        ref = parse_reference(word) if "/" in word else None
        if ref is not None:
            where.append("((number = ? AND year = coalesce(?, year)) OR subject_norm LIKE ?)")
            args += [ref[0], ref[1], f"%{word}%"]
        elif word.isdigit() and len(word) <= 18:  # a number SQLite can hold
            where.append("(number = ? OR subject_norm LIKE ?)")
            args += [int(word), f"%{word}%"]
        else:
            where.append("subject_norm LIKE ? ESCAPE '\\'")
            args.append(
                "%" + word.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
            )
    return (" WHERE " + " AND ".join(where)) if where else "", args


ORDER = {
    "number": "year {d}, number {d}",
    "letter_date": "letter_date {d}, number {d}",
    "counterpart": "counterpart {d}",
    "subject": "subject {d}",
    "direction": "direction {d}",
    "status": "status {d}",
}


def list_letters(
    db: Database, q: LetterQuery, *, order_by: str = "number", descending: bool = True,
    limit: int = 200, offset: int = 0,
) -> list[dict]:  # fmt: skip
    require(db, "read")
    where, args = _where(q)
    order = ORDER.get(order_by if isinstance(order_by, str) else "", ORDER["number"])
    order = order.format(d="DESC" if descending else "ASC")
    return list(
        db.query(
            "SELECT id, direction, year, number, letter_date, counterpart, subject, template_key, "
            "record_table, record_id, refers_to_id, follows_id, attachments, status, cancel_reason, "
            "copies_printed, their_number, their_date, number_text, referred_to, reply_due, "
            "(SELECT count(*) FROM letter_scan s WHERE s.letter_id = letter.id "
            "AND s.retired_at IS NULL) AS scans, "
            "(SELECT min(number_text) FROM letter r WHERE r.refers_to_id = letter.id "
            f"AND r.status = 'issued') AS replied_by FROM letter{where} ORDER BY {order}, id LIMIT ? OFFSET ?",
            [*args, limit, offset],
        )
    )


def count_letters(db: Database, q: LetterQuery) -> int:
    require(db, "read")
    where, args = _where(q)
    return db.execute(f"SELECT count(*) FROM letter{where}", args).fetchone()[0]


def render_letter_book(
    db: Database, *, date_from: _dt.date, date_to: _dt.date, direction: str | None = None
) -> bytes:
    """The book for a date range, as a landscape table (not itself numbered)."""
    c = Checker()
    c.date("date_from", date_from, required=True)
    c.date("date_to", date_to, required=True)
    if direction is not None:
        c.choice("direction", direction, DIRECTIONS)
    c.raise_if_any()
    doc = build_document(
        db, template_key="letter_book", record_id=None,
        params={"date_from": date_from, "date_to": date_to, "direction": direction},
    )  # fmt: skip
    return render(doc, _letterhead(db), Stamp("", jdate(_dt.date.today())))


# ---------------------------------------------------------------------------- batches


@dataclass(frozen=True)
class BatchStep:
    done: int
    total: int
    record_id: int
    letter_id: int | None
    path: Path | None
    error: str | None = None


def issue_batch(
    db: Database,
    *,
    template_key: str,
    record_ids: list[int],
    out_dir: Path | str,
    params: dict[str, Any] | None = None,
    letter_date: _dt.date | str | None = None,
) -> Generator[BatchStep, None, None]:
    """Issue the same document for many records, one numbered letter and one file each.

    A generator: the caller advances it (and may stop at any step; every letter issued so far
    is complete and registered). Office settings are checked before the first number.
    """
    c = Checker()
    if not isinstance(template_key, str) or not registry.exists(template_key):
        c.fail("template_key", "چنین قالبی تعریف نشده است.")
    out_path = c.path("out_dir", out_dir)
    if not isinstance(record_ids, list | tuple) or not all(is_row_id(r) for r in record_ids):
        c.fail("record_ids", "شناسهٔ رکوردها نامعتبر است.")
    c.raise_if_any()
    office_or_refuse(db)
    out = Path(out_path or ".")
    total = len(record_ids)
    for i, rid in enumerate(record_ids, start=1):
        year, number = next_number(db, letter_date=_as_date(letter_date))
        path = out / f"{template_key}-{year}-{number:05d}-{rid}.pdf"
        try:
            change = issue_document(
                db, template_key=template_key, record_id=rid, params=params,
                letter_date=letter_date, sink=file_sink(path),
            )  # fmt: skip
        except (ValidationError, NotFound, OSError) as e:
            message = (
                "؛ ".join(e.errors.values())
                if isinstance(e, ValidationError)
                else str(getattr(e, "message_fa", e))
            )
            yield BatchStep(i, total, rid, None, None, message)
            continue
        yield BatchStep(i, total, rid, change.ids[0] if change.ids else None, path)


def _as_date(value: _dt.date | str | None) -> _dt.date:
    if value is None or value == "":
        return _dt.date.today()
    c = Checker()
    d = c.date("letter_date", value)
    c.raise_if_any()
    assert d is not None
    return d


def farmers_of(db: Database, village_id: int, role: str = "farmer") -> list[int]:
    """The people holding ``role`` in a village, for a batch."""
    return [
        r[0]
        for r in db.execute(
            "SELECT DISTINCT person_id FROM person_role WHERE village_id = ? AND role = ? "
            "AND retired_at IS NULL ORDER BY person_id",
            [village_id, role],
        )
    ]
