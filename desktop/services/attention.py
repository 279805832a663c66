"""What needs the office's attention today: the dashboard's list, gathered from every module.

Each module that has deadlines (cases, councils' terms, cash not deposited, arrears, land-reform
declarations, replies owed on incoming letters) offers one function
``attention(db, today) -> list[AttentionItem]`` and names it in ``PROVIDERS``. The dashboard
shows ``collect(db, today)``; each line opens its record through ``section`` and ``record_id``.
"""

from __future__ import annotations

import datetime as dt
import importlib
import inspect
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
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


class AttentionList(list[AttentionItem]):
    """Items, and whether they are all of them: ``exact`` is False when a limit stopped the
    collection, and the count is then a lower bound (the dashboard says «at least»)."""

    exact: bool = True


def _takes_limit(provider: Provider) -> bool:
    try:
        return "limit" in inspect.signature(provider).parameters
    except (TypeError, ValueError):
        return False


@read()
def collect(db: Database, today: dt.date, *, limit: int | None = None) -> AttentionList:
    """Every module's items, overdue first, then by date (the most urgent at the top). With
    ``limit`` (what a screen can show), a module with thousands of lines stops after ``limit``
    of its most overdue (its oldest first), and the list is marked not exact."""
    day = checked_today(today)
    if limit is not None and (not isinstance(limit, int) or isinstance(limit, bool) or limit < 1):
        raise ValidationError.single("limit", "شمار سطرها باید عددی درست و مثبت باشد.")
    items = AttentionList()
    for spec in PROVIDERS:
        provider = _load(spec)
        if limit is not None and _takes_limit(provider):
            found = cast(Any, provider)(db, day, limit=limit)
            if not getattr(found, "exact", True):
                items.exact = False
        else:
            found = provider(db, day)
        items.extend(found)
    rank = {s: i for i, s in enumerate(SEVERITIES)}
    items.sort(key=lambda i: (rank[i.severity], i.due or dt.date.max, i.kind, i.record_id))
    if limit is not None and len(items) > limit:
        del items[limit:]
        items.exact = False
    return items
