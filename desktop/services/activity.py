"""The office's report of its work over a period, for the report upward: what the councils,
the development funds, the cases, land reform and the secretariat did between two days, and
what stood open on the last.

The law asks the councils to report their works and finances upward (1331 bill arts. 25 ج, 27
and 28; 1334 arts. 20 and 22: the bakhsh association once a year to the shahrestan's); the
bakhshdar, who chairs the bakhsh's, sends it. Every figure here is counted from the registers as
they stood; nothing is typed. Money is integer rials; goods are counted, not summed across kinds.
"""

from __future__ import annotations

import datetime as _dt
from collections import Counter
from collections.abc import Sequence

from sqlite_utils import Database

from desktop.domain.activity import Activity, Line, Section
from desktop.domain.fields import Checker
from desktop.services.attention import OVERDUE, SOON
from desktop.services.cases.kinds import KINDS
from desktop.services.door import read
from desktop.text import to_persian_digits

LONGEST_DAYS = 3 * 366  # a report spans at most three years (a council's longest term)


@read()
def activity(db: Database, *, date_from: object, date_to: object) -> Activity:
    """The office's work from ``date_from`` to ``date_to`` (both included)."""
    c = Checker()
    start = c.date("date_from", date_from, required=True)
    end = c.date("date_to", date_to, required=True)
    if start and end:
        if start > end:
            c.fail("date_to", "تاریخ پایان باید پس از تاریخ آغاز باشد.")
        elif (end - start).days > LONGEST_DAYS:
            c.fail("date_to", "گزارش دست‌بالا سه سال را در بر می‌گیرد.")
    c.raise_if_any()
    assert start is not None and end is not None
    span = [start.isoformat(), end.isoformat()]
    return Activity(
        start,
        end,
        (
            _councils(db, span),
            _funds(db, span),
            _cases(db, span),
            _land(db, span),
            _letters(db, span),
        ),
    )


def _one(db: Database, sql: str, args: Sequence[object]) -> tuple[int, int]:
    """(count, sum) of the first two columns of a one-row aggregate."""
    row = db.execute(sql, args).fetchone()
    return int(row[0] or 0), (int(row[1] or 0) if len(row) > 1 else 0)


def _count(db: Database, sql: str, args: Sequence[object]) -> int:
    return _one(db, sql, args)[0]


def _councils(db: Database, span: list[str]) -> Section:
    """In office and owed renewal as the councils module itself reckons them (its term; its
    dashboard's warning, which leaves superseded regimes and repealed associations aside)."""
    from desktop.services.councils import attention, list_councils
    from desktop.services.councils.queries import WARN_DAYS, in_office

    end = _dt.date.fromisoformat(span[1])
    councils = list_councils(db)
    levels = {"village": "شوراهای ده", "dehestan": "شوراهای دهستان", "bakhsh": "شورای بخش"}
    lines = [
        Line(
            f"{name} در کار در پایان دوره",
            sum(1 for c in councils if c["level"] == level and in_office(c, end)),
        )
        for level, name in levels.items()
    ]
    owed = Counter(item.severity for item in attention(db, end))
    lines += [
        Line(
            "انتخابات شورای ده برگزارشده",
            _count(db, "SELECT count(*) FROM election WHERE retired_at IS NULL "
                   "AND held_on BETWEEN ? AND ?", span),
        ),
        Line(
            "جلسه‌های شوراها",
            _count(db, "SELECT count(*) FROM council_session WHERE retired_at IS NULL "
                   "AND held_on BETWEEN ? AND ?", span),
        ),
        Line(
            "تصمیم‌های تصویب‌شده",
            _count(db, "SELECT count(*) FROM council_decision d JOIN council_session s "
                   "ON s.id = d.session_id WHERE d.retired_at IS NULL AND s.retired_at IS NULL "
                   "AND d.carried = 1 AND s.held_on BETWEEN ? AND ?", span),
        ),
        Line(
            f"شوراهایی که دوره‌شان تا {to_persian_digits(str(WARN_DAYS))} روز پس از پایان "
            "دوره سر می‌آید",
            owed[SOON],
        ),
        Line("شوراهایی که دوره‌شان سر آمده و شورای تازه تشکیل نشده است", owed[OVERDUE]),
    ]  # fmt: skip
    return Section("شوراها", tuple(lines))


def _funds(db: Database, span: list[str]) -> Section:
    from desktop.services.funds.reports import arrears

    cash = _one(db, "SELECT count(*), sum(amount_rials) FROM fund_payment WHERE reversed_at IS NULL "
                "AND kind = 'cash' AND received_on BETWEEN ? AND ?", span)  # fmt: skip
    goods = _count(db, "SELECT count(*) FROM fund_payment WHERE reversed_at IS NULL "
                   "AND kind = 'goods' AND received_on BETWEEN ? AND ?", span)  # fmt: skip
    sales = _one(db, "SELECT count(*), sum(amount_rials) FROM fund_payment WHERE reversed_at IS "
                 "NULL AND kind = 'sale' AND received_on BETWEEN ? AND ?", span)  # fmt: skip
    deposits = _one(db, "SELECT count(*), sum(amount_rials) FROM fund_deposit WHERE reversed_at "
                    "IS NULL AND deposited_on BETWEEN ? AND ?", span)  # fmt: skip
    spent = _one(db, "SELECT count(*), sum(amount_rials) FROM fund_expense WHERE reversed_at IS NULL "
                 "AND spent_on BETWEEN ? AND ?", span)  # fmt: skip
    owed = arrears(db, today=_dt.date.fromisoformat(span[1]))
    return Section(
        "صندوق‌های عمران",
        (
            Line("دریافت نقدی (رسید)", cash[0], cash[1]),
            Line("دریافت جنسی (رسید)", goods),
            Line("فروش جنس انبار", sales[0], sales[1]),
            Line("واریز به بانک", deposits[0], deposits[1]),
            Line("هزینه", spent[0], spent[1]),
            Line("مالکان بدهکار در پایان دوره", len(owed), sum(int(a["rials"]) for a in owed)),
        ),
    )


def _cases(db: Database, span: list[str]) -> Section:
    filed = dict(
        db.execute(
            "SELECT kind, count(*) FROM case_file WHERE retired_at IS NULL "
            "AND filed_on BETWEEN ? AND ? GROUP BY kind",
            span,
        ).fetchall()
    )
    lines = [Line(f"ثبت‌شده: {name}", int(filed[k])) for k, name in KINDS.items() if filed.get(k)]
    lines += [
        Line("همهٔ پرونده‌های ثبت‌شده", sum(int(n) for n in filed.values())),
        Line(
            "رأی داده‌شده",
            _count(db, "SELECT count(*) FROM case_file WHERE retired_at IS NULL "
                   "AND decided_on BETWEEN ? AND ?", span),
        ),
        Line(
            "بسته‌شده",
            _count(db, "SELECT count(*) FROM case_file WHERE retired_at IS NULL "
                   "AND closed_on BETWEEN ? AND ?", span),
        ),
        Line(
            "باز در پایان دوره",
            _count(db, "SELECT count(*) FROM case_file WHERE retired_at IS NULL AND filed_on <= ? "
                   "AND (closed_on IS NULL OR closed_on > ?)", [span[1], span[1]]),
        ),
    ]  # fmt: skip
    return Section("شکایات، اختلافات و اخراج زارعین", tuple(lines))


def _land(db: Database, span: list[str]) -> Section:
    paid = _one(db, "SELECT count(*), sum(rials) FROM land_payment WHERE retired_at IS NULL "
                "AND paid_on BETWEEN ? AND ?", span)  # fmt: skip
    transfers = _one(db, "SELECT count(*), sum(total_rials) FROM land_transfer WHERE retired_at "
                     "IS NULL AND transfer_on BETWEEN ? AND ?", span)  # fmt: skip
    return Section(
        "اصلاحات ارضی",
        (
            Line(
                "واگذاری زمین",
                _count(db, "SELECT count(*) FROM land_allocation WHERE retired_at IS NULL "
                       "AND allocated_on BETWEEN ? AND ?", span),
            ),
            Line("قسط دریافتی", paid[0], paid[1]),
            Line("انتقال املاک (عوارض عمرانی)", transfers[0], transfers[1]),
            Line(
                "اختلاف رسیده به هیأت",
                _count(db, "SELECT count(*) FROM land_dispute WHERE retired_at IS NULL "
                       "AND filed_on BETWEEN ? AND ?", span),
            ),
            Line(
                "رأی هیأت حل اختلاف",
                _count(db, "SELECT count(*) FROM land_board_decision d JOIN land_board_session s "
                       "ON s.id = d.session_id WHERE d.retired_at IS NULL "
                       "AND s.held_on BETWEEN ? AND ?", span),
            ),
        ),
    )  # fmt: skip


def _letters(db: Database, span: list[str]) -> Section:
    def count(direction: str, status: str) -> int:
        return _count(db, "SELECT count(*) FROM letter WHERE direction = ? AND status = ? "
                      "AND letter_date BETWEEN ? AND ?", [direction, status, *span])  # fmt: skip

    unanswered = _count(
        db,
        "SELECT count(*) FROM letter l WHERE l.direction = 'in' AND l.status = 'issued' "
        "AND l.reply_due IS NOT NULL AND l.reply_due < ? AND NOT EXISTS (SELECT 1 FROM letter r "
        "WHERE r.refers_to_id = l.id AND r.status = 'issued' AND r.letter_date <= ?)",
        [span[1], span[1]],
    )
    return Section(
        "دبیرخانه",
        (
            Line("نامهٔ صادره", count("out", "issued")),
            Line("نامهٔ وارده", count("in", "issued")),
            Line("شمارهٔ باطل‌شده", count("out", "cancelled") + count("in", "cancelled")),
            Line("نامهٔ وارده‌ای که مهلت پاسخش گذشته و پاسخ نگرفته", unanswered),
        ),
    )
