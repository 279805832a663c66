"""The cases' only doors into the councils and funds modules (imported lazily: either may be
absent until it is merged; then the case keeps the member or obligation id typed by hand).

- A founded complaint against a council member ends the membership through
  ``councils.remove_member`` (which promotes the council's first alternate).
- A dismissal not reconciled goes to the bakhsh council's first session after the failure:
  ``councils.bakhsh_council_on`` and ``councils.first_session_after`` propose its date.
- A complaint against a council member names a member in office on the filing day:
  ``councils.get_member`` and ``councils.get_council`` give the seat, its council and term.
- A refusal to pay the fund's share cites a fund obligation: ``funds.get_obligation`` and
  ``funds.outstanding_rials`` give the landlord, the village and the amount still owed.
"""

from __future__ import annotations

import datetime as _dt
import importlib
from types import ModuleType
from typing import Any

from sqlite_utils import Database

from desktop.domain.errors import NotFound
from desktop.jalali import InvalidDate, format_jalali, parse_jalali
from desktop.services.cases.records import guarded
from desktop.services.change import Change
from desktop.services.door import action, read


def _module(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(f"desktop.services.{name}")
    except ImportError:
        return None


def councils_available() -> bool:
    return _module("councils") is not None


def funds_available() -> bool:
    return _module("funds") is not None


def _as_date(value: object) -> _dt.date | None:
    if isinstance(value, _dt.date):
        return value
    if not isinstance(value, str) or not value:
        return None
    try:
        return _dt.date.fromisoformat(value)
    except ValueError:
        pass
    try:
        return parse_jalali(value)
    except InvalidDate:
        return None


@action(right="decide")
@guarded
def remove_member(
    db: Database, *, member_id: int, on: _dt.date, reason: str, basis: str
) -> Change | None:
    """End the membership and promote the first alternate; None when councils is not installed."""
    councils = _module("councils")
    if councils is None:
        return None
    change: Change = councils.remove_member(
        db, member_id=member_id, on=format_jalali(on), reason=reason, basis=basis
    )
    return change


@read()
@guarded
def propose_council_session(db: Database, *, after: _dt.date) -> _dt.date | None:
    """The bakhsh council's first session after ``after``, if the councils module knows one."""
    councils = _module("councils")
    if councils is None:
        return None
    council = councils.bakhsh_council_on(db, on=format_jalali(after))
    if not council:
        return None
    session = councils.first_session_after(
        db, council_id=int(council["id"]), after=format_jalali(after)
    )
    if not session:
        return None
    return _as_date(session.get("held_on"))


@read()
@guarded
def member_and_council(db: Database, member_id: int) -> tuple[dict, dict] | None:
    """The council member's row and its council's; None without the councils module.

    Raises NotFound when the councils module knows no such member."""
    councils = _module("councils")
    if councils is None:
        return None
    member: dict[str, Any] = dict(councils.get_member(db, member_id))
    council: dict[str, Any] = dict(councils.get_council(db, int(member["council_id"])))
    return member, council


@read()
@guarded
def obligation(db: Database, obligation_id: int) -> dict[str, Any] | None:
    """The fund obligation refused, with what is still outstanding; None without the funds
    module or when there is no such obligation."""
    funds = _module("funds")
    if funds is None:
        return None
    try:
        found: dict[str, Any] = dict(funds.get_obligation(db, obligation_id))
    except NotFound:
        return None
    found["outstanding_rials"] = int(funds.outstanding_rials(db, obligation_id))
    return found
