"""Demo: the office's archive from 1332–1333, when the 1331 bill (as amended) governed, beside
today's letters under the 1334 law — so both regimes are visible in the register and in print.

Everything goes through the real register of letters; each document takes its law from its own
date (``printing.templates.common.regime_for``), not from a setting.
"""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.jalali import parse_jalali


def _first(db: Database, sql: str, args: list[object]) -> int:
    row = db.execute(sql, args).fetchone()
    if row is None:
        raise LookupError(sql)
    return int(row[0])


def fill(db: Database, today: _dt.date) -> None:
    """The archive of 1332: the farmers' complaint received, and the minutes and a decree of the
    1332 village council election that the councils' demo recorded, each under the 1331 bill.
    (The cases' demo adds 1333–1334 archive documents of its own.) Runs after the councils' part."""
    from desktop.jalali import format_jalali
    from desktop.services import letters

    discard = lambda _pdf: None  # noqa: E731 - the demo keeps the register, not the PDFs
    letters.register_incoming(
        db, sender="زارعین قریهٔ کامو", subject="شکایت از پرداخت‌نشدن ده درصد سهم زارعین (سال ۱۳۳۲)",
        received_on="1332/07/12", their_number="بی‌شماره",
    )  # fmt: skip
    election = db.execute(
        "SELECT id, held_on FROM election WHERE held_on < ? ORDER BY held_on, id LIMIT 1",
        [parse_jalali("1334/05/05").isoformat()],
    ).fetchone()
    if election is None:  # the councils' demo did not run: nothing of the archive to print
        return
    held = _dt.date.fromisoformat(election[1])
    letters.issue_document(
        db, template_key="election_minutes", record_id=int(election[0]), sink=discard,
        letter_date=format_jalali(held + _dt.timedelta(days=2)),
    )  # fmt: skip
    member = _first(
        db,
        "SELECT m.id FROM council_member m JOIN council c ON c.id = m.council_id"
        " WHERE c.election_id = ? AND m.kind = 'principal' ORDER BY m.id LIMIT 1",
        [int(election[0])],
    )
    letters.issue_document(
        db, template_key="membership_decree", record_id=member, sink=discard,
        letter_date=format_jalali(held + _dt.timedelta(days=4)),
    )  # fmt: skip
