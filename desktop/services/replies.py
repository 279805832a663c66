"""Replies owed on incoming letters, for the dashboard: overdue, or due within a week.

An incoming letter with a reply deadline (``letter.reply_due``) is settled when an outgoing
letter in reply to it (its عطف, ``refers_to_id``) is issued and not cancelled.
"""

from __future__ import annotations

import datetime as dt

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.printing.numbers import jdate, pdigits
from desktop.services.attention import OVERDUE, SOON, AttentionItem, AttentionList
from desktop.services.door import read
from desktop.services.letter_numbers import letter_number
from desktop.services.rows import _limit_clause

WARN_DAYS = 7  # the office's own habit, not a statute: a week's notice before a reply is due


@read()
def replies_owed(
    db: Database, today: dt.date, *, within_days: int = WARN_DAYS, limit: int | None = None
) -> list[dict]:
    """Incoming letters whose reply is due by ``today + within_days`` and not yet sent, the
    earliest due first (at most ``limit``, read on the reply-due index)."""
    _check_day(today)
    if (
        not isinstance(within_days, int)
        or isinstance(within_days, bool)
        or not 0 <= within_days <= 3660
    ):
        raise ValidationError.single("within_days", "شمار روزها نامعتبر است.")
    try:
        horizon = (today + dt.timedelta(days=within_days)).isoformat()
    except OverflowError as e:
        raise ValidationError.single("today", "تاریخ امروز نامعتبر است.") from e
    return list(
        db.query(
            "SELECT l.* FROM letter l WHERE l.direction = 'in' AND l.status = 'issued' "
            "AND l.reply_due IS NOT NULL AND l.reply_due <= ? AND NOT EXISTS ("
            "SELECT 1 FROM letter r WHERE r.refers_to_id = l.id AND r.status = 'issued') "
            "ORDER BY l.reply_due, l.id" + (" LIMIT ?" if limit is not None else ""),
            [horizon] if limit is None else [horizon, limit],
        )
    )


def _check_day(today: object) -> None:
    if not isinstance(today, dt.date) or isinstance(today, dt.datetime):
        raise ValidationError.single("today", "تاریخ امروز نامعتبر است.")


@read()
def attention(db: Database, today: dt.date, *, limit: int | None = None) -> AttentionList:
    """Replies owed; with ``limit``, the earliest due ``limit`` (the list then marked not exact)."""
    _check_day(today)
    _limit_clause(limit)  # a page's size, refused in Persian when it is not one
    items = AttentionList()
    rows = replies_owed(db, today, limit=None if limit is None else limit + 1)
    if limit is not None and len(rows) > limit:
        del rows[limit:]
        items.exact = False
    for row in rows:
        due = dt.date.fromisoformat(row["reply_due"])
        days = (due - today).days
        when = (
            f"{pdigits(-days)} روز گذشته از مهلت"
            if days < 0
            else ("مهلت امروز است" if days == 0 else f"{pdigits(days)} روز مانده")
        )
        who = f"، ارجاع به {row['referred_to']}" if row["referred_to"] else ""
        items.append(
            AttentionItem(
                kind="letter_reply",
                severity=OVERDUE if days < 0 else SOON,
                title_fa=f"پاسخ نامهٔ واردهٔ {letter_number(row)} از {row['counterpart']}",
                detail_fa=f"مهلت پاسخ {jdate(due)} ({when}){who}: {row['subject']}",
                section="letters",
                record_id=int(row["id"]),
                due=due,
                days=days,
            )
        )
    return items
