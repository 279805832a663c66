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
    from desktop.services import letters

    def person(role: str, nth: int = 0) -> int:
        return _first(
            db,
            "SELECT person_id FROM person_role WHERE role = ? AND retired_at IS NULL"
            " ORDER BY id LIMIT 1 OFFSET ?",
            [role, nth],
        )

    village_id = _first(
        db, "SELECT id FROM village WHERE retired_at IS NULL ORDER BY id LIMIT 1", []
    )
    discard = lambda _pdf: None  # noqa: E731 - the demo keeps the register, not the PDFs
    # 1332: a complaint of the farmers and the notice it led to (supp. art. 32)
    complaint = letters.register_incoming(
        db, sender="زارعین قریهٔ کامو", subject="شکایت از پرداخت‌نشدن ده درصد سهم زارعین (سال ۱۳۳۲)",
        received_on="1332/07/12", their_number="بی‌شماره",
    ).id  # fmt: skip
    letters.issue_document(
        db, template_key="notice", record_id=person("landlord"), sink=discard,
        letter_date="1332/07/20", refers_to_id=complaint,
    )  # fmt: skip
    # 1333: a village council elected, its members' decree (art. 34: 3 years), a dispute over the
    # landlord's share decided and notified (supp. art. 32 تبصره ۱: 10 days, review by the court)
    letters.issue_document(
        db, template_key="election_minutes", record_id=village_id, sink=discard,
        letter_date="1333/02/10", params={"held_on": "1333/02/08"},
    )  # fmt: skip
    letters.issue_document(
        db, template_key="membership_decree", record_id=person("farmer", 2), sink=discard,
        letter_date="1333/02/12", params={"term_start": "1333/02/08"},
    )  # fmt: skip
    letters.issue_document(
        db, template_key="decision_notice", record_id=person("landlord", 1), sink=discard,
        letter_date="1333/09/15", params={"notified_on": "1333/09/15"},
    )  # fmt: skip
    # the village fund's statement for 1333: split 50/30/20 (art. 7)
    entries = [
        (parse_jalali(d).isoformat(), what, cr, dr)
        for d, what, cr, dr in (
            ("1333/04/10", "سهم ده درصد صندوق از محصول شتوی", 48_000, 0),
            ("1333/05/02", "جریبانه و علفچر", 12_500, 0),
            ("1333/07/11", "لای‌روبی قنات ده", 0, 21_000),
        )
    ]
    letters.issue_document(
        db, template_key="fund_statement", record_id=village_id, sink=discard,
        letter_date="1333/12/20", params={"entries": entries},
    )  # fmt: skip
