"""The cases' lines on the dashboard: deadlines passed or within three days, review windows
closing, decisions waiting to be notified, council sessions due for a dismissal."""

from __future__ import annotations

import datetime as _dt
import itertools

from sqlite_utils import Database

from desktop.rules.choices import Choices
from desktop.services.attention import (
    OVERDUE,
    SOON,
    WAITING,
    AttentionItem,
    AttentionList,
    checked_today,
)
from desktop.services.cases.deadlines import WARN_DAYS, case_deadlines
from desktop.services.cases.kinds import DISMISSAL_KINDS, KINDS, TERMINAL
from desktop.services.cases.records import case_number, guarded, jdate_fa, parties_of_cases
from desktop.services.door import read
from desktop.services.rule_choices import get_rule_choices
from desktop.text import to_persian_digits


def _section(kind: str) -> str:
    return "dismissals" if kind in DISMISSAL_KINDS else "complaints"


@read()
@guarded
def attention(db: Database, today: _dt.date, *, limit: int | None = None) -> AttentionList:
    """The open cases' lines; with ``limit``, the oldest cases' first (the most overdue), until
    ``limit`` lines are found (the list is then marked not exact)."""
    today = checked_today(today)
    items = AttentionList()
    open_cases = db.query(
        f"SELECT c.*, v.name AS village_name FROM case_file c "
        f"LEFT JOIN village v ON v.id = c.village_id WHERE c.retired_at IS NULL AND c.state "
        f"NOT IN ({', '.join('?' for _ in TERMINAL)}) ORDER BY c.filed_on, c.id",
        sorted(TERMINAL),
    )
    choices = get_rule_choices(db)
    rows = iter(open_cases)
    while chunk := [dict(r) for r in itertools.islice(rows, CASES_AT_ONCE)]:
        of_cases = parties_of_cases(db, [case["id"] for case in chunk if _names_parties(case)])
        for case in chunk:
            if limit is not None and len(items) >= limit:
                items.exact = False
                return items
            _case_lines(items, case, of_cases.get(case["id"], []), db, choices, today)
    return items


# the open cases read at a time, the parties of those whose lines need them with them (one
# query for all of them)
CASES_AT_ONCE = 100


def _names_parties(case: dict) -> bool:
    """Whether a case's lines need its parties: a share dispute's review windows (one for each
    party notified), a decided case's notices owed. No other case's lines read them."""
    return case["kind"] == "share_dispute" or case["state"] == "decided"


def _case_lines(
    items: AttentionList, case: dict, of_case: list[dict], db: Database, choices: Choices,
    today: _dt.date,
) -> None:  # fmt: skip
    """The lines of one open case, added to ``items``; ``of_case``: its parties when its lines
    need them (``_names_parties``)."""
    label = f"پروندهٔ {case_number(case)} ({KINDS[case['kind']]})"
    fa = to_persian_digits
    owed = [dl for dl in case_deadlines(db, case, choices, of_case) if dl.met_on is None]
    windows = [dl for dl in owed if dl.key == "review"]
    if (
        windows
        and all(dl.days_left(today) < 0 for dl in windows)
        and not any(p["notified_on"] is None for p in of_case)
    ):
        last = max(windows, key=lambda dl: dl.due)
        items.append(
            AttentionItem(
                kind="case_enforcement",
                severity=OVERDUE,
                title_fa=f"{label}: مهلت تجدیدنظر گذشته، اجرا مانده",
                detail_fa=f"آخرین مهلت تجدیدنظر {jdate_fa(last.due)} گذشت و تقاضایی نرسید؛ "
                f"نظر بخشدار را برای اجرا بفرستید ({fa(last.citation)})",
                section=_section(case["kind"]),
                record_id=case["id"],
                due=last.due,
                days=last.days_left(today),
            )  # fmt: skip
        )
    for dl in owed:
        left = dl.days_left(today)
        if left > WARN_DAYS or (dl.key == "review" and left < 0):
            continue
        if dl.key == "review":
            what = f"تا {jdate_fa(dl.due)}، {to_persian_digits(str(left))} روز مانده ({fa(dl.citation)})"
        elif left < 0:
            what = f"مهلت {to_persian_digits(str(-left))} روز گذشته است ({fa(dl.citation)})"
        else:
            what = f"تا {jdate_fa(dl.due)}، {to_persian_digits(str(left))} روز مانده ({fa(dl.citation)})"
        items.append(
            AttentionItem(
                kind=f"case_{dl.key}",
                severity=OVERDUE if left < 0 else SOON,
                title_fa=f"{label}: {dl.what_fa}",
                detail_fa=what,
                section=_section(case["kind"]),
                record_id=case["id"],
                due=dl.due,
                days=left,
            )  # fmt: skip
        )
    if case["state"] == "decided":
        waiting = [p["name"] for p in of_case if not p["notified_on"]]
        items.append(
            AttentionItem(
                kind="case_notification",
                severity=WAITING,
                title_fa=f"{label}: رأی در انتظار ابلاغ",
                detail_fa="ابلاغ نشده به: " + "، ".join(waiting),
                section=_section(case["kind"]),
                record_id=case["id"],
            )  # fmt: skip
        )
