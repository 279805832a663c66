"""What needs the office's attention today: the dashboard's list, gathered from every module.

Each module that has deadlines (cases, councils' terms, cash not deposited, arrears, land-reform
declarations, replies owed on incoming letters) offers one function
``attention(db, today) -> list[AttentionItem]`` and names it in ``PROVIDERS``. The dashboard
shows ``collect(db, today)``; each line opens its record through ``section`` and ``record_id``.
"""

from __future__ import annotations

import datetime as dt
import importlib
from collections.abc import Callable
from dataclasses import dataclass

from sqlite_utils import Database

from desktop.domain.fields import Checker
from desktop.services.door import read

OVERDUE = "overdue"  # the date has passed
SOON = "soon"  # the date falls within the module's warning window
WAITING = "waiting"  # no date, but an act is owed (a decision not yet notified)
SEVERITIES = (OVERDUE, SOON, WAITING)


@dataclass(frozen=True)
class AttentionItem:
    kind: str  # stable machine word: "case_deadline", "council_term", "cash_not_deposited", ...
    severity: str  # one of SEVERITIES
    title_fa: str  # one line, Persian, e.g. «مهلت تجدیدنظر پروندهٔ ۱۲/۱۴۰۵»
    detail_fa: str  # what is owed and the article, Persian
    section: str  # the main window's section key that holds the record
    record_id: int
    due: dt.date | None = None  # the deadline, when there is one
    days: int | None = None  # days left (positive) or late (negative), when dated


Provider = Callable[[Database, dt.date], list[AttentionItem]]

# "module:function"; each module adds its own line when it lands.
PROVIDERS: tuple[str, ...] = (
    "desktop.services.cases:attention",
    "desktop.services.councils:attention",
    "desktop.services.funds.attention:attention",
    "desktop.services.land_reform.attention:attention",
    "desktop.services.replies:attention",
)


def checked_today(today: object) -> dt.date:
    """The dashboard's day, checked as every provider needs it: a date the program knows (a
    Jalali text is read), else a Persian refusal."""
    c = Checker()
    day = c.date("today", today, required=True)
    c.raise_if_any()
    assert day is not None
    return day


def _load(spec: str) -> Provider:
    module, _, name = spec.partition(":")
    provider: Provider = getattr(importlib.import_module(module), name)
    return provider


@read()
def collect(db: Database, today: dt.date) -> list[AttentionItem]:
    """Every module's items, overdue first, then by date (the most urgent at the top)."""
    day = checked_today(today)
    items: list[AttentionItem] = []
    for spec in PROVIDERS:
        items.extend(_load(spec)(db, day))
    rank = {s: i for i, s in enumerate(SEVERITIES)}
    return sorted(
        items,
        key=lambda i: (rank[i.severity], i.due or dt.date.max, i.kind, i.record_id),
    )
