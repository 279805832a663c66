"""The one door every public service function passes through.

Each public function of ``desktop.services`` that takes the database declares what it is, here
and nowhere else:

- ``@action(right="register")``: it changes the office's records. The door checks that the
  session may do ``right``, opens the write transaction (``BEGIN IMMEDIATE``: from this moment
  no other writer can commit), and only then runs the function — its validation and its write
  — so no check can be stale by the time it writes. Whatever the function raises rolls the
  whole transaction back. A constraint the database enforces (``UNIQUE``, ``CHECK``, a trigger's
  ``RAISE(ABORT)``) comes back as the service's Persian refusal (``ValidationError`` unless the
  declaration names another), never as a raw ``sqlite3.IntegrityError``.
- ``@read(right="read")``: it only reads (an export reads the records and writes a file
  outside the database). With sign-in required the door refuses it unless a user with
  ``right`` is signed in.
- ``@open_door``: the door's own machinery, which must work before anyone signs in (signing in,
  asking whether sign-in is required).

``DOOR`` maps every declared function's ``module.name`` to its declaration; a test walks every
module of ``desktop.services`` and fails on a public function that takes the database and is
not in it, and another checks each action's right against the table in docs/hardening.md.

A door inside a door (a service calling another) is a savepoint inside the outer transaction;
an inner action still checks its own right, an inner read does not check again.
"""

from __future__ import annotations

import functools
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar, cast

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.store import audit

F = TypeVar("F", bound=Callable[..., Any])

ACTION, READ, OPEN = "action", "read", "open"


@dataclass(frozen=True)
class Declared:
    name: str  # module.function
    kind: str  # ACTION | READ | OPEN
    right: str | None
    transaction: bool  # an action: does the door hold the write transaction around it?


DOOR: dict[str, Declared] = {}

_DEPTH = "door_depth"


def _depth(db: Database) -> int:
    return int(audit.state_of(db.conn).extra.get(_DEPTH, 0))


class _Inside:
    def __init__(self, db: Database) -> None:
        self.extra = audit.state_of(db.conn).extra

    def __enter__(self) -> None:
        self.extra[_DEPTH] = self.extra.get(_DEPTH, 0) + 1

    def __exit__(self, *exc: object) -> None:
        self.extra[_DEPTH] = self.extra.get(_DEPTH, 1) - 1


# The gate: who may do what is the sign-in module's to say (desktop.services.auth installs its
# ``require`` and its rights here when it is imported, and the services package imports it
# first), so the door knows no user, and the sign-in module's own functions pass through it.
_GATE: Callable[[Database, str], object] | None = None
_RIGHTS: frozenset[str] | None = None


def _known(declared: Declared) -> None:
    if _RIGHTS is not None and declared.right is not None and declared.right not in _RIGHTS:
        raise ValueError(f"unknown right {declared.right!r} for {declared.name}")


def install_gate(check: Callable[[Database, str], object], rights: frozenset[str]) -> None:
    """``check(db, right)`` refuses (PermissionDenied) unless the session may do ``right``."""
    global _GATE, _RIGHTS
    _GATE, _RIGHTS = check, frozenset(rights)
    for declared in DOOR.values():
        _known(declared)


def _register(fn: Callable, kind: str, right: str | None, transaction: bool) -> None:
    name = f"{fn.__module__}.{fn.__name__}"
    DOOR[name] = Declared(name, kind, right, transaction)
    _known(DOOR[name])


def _check(db: Database, right: str) -> None:
    if _GATE is None:  # a programming error: nothing may pass a door with no gate
        raise RuntimeError("the door has no gate: desktop.services.auth is not loaded")
    _GATE(db, right)


# What a constraint the database enforces means to the clerk. Each table's own words where the
# clash has one meaning there; a general sentence otherwise.
UNIQUE_FA: dict[str, str] = {
    "election_candidate": "این شخص پیش‌تر نامزد همین انتخابات شده است.",
    "land_allocation": "این زمین یا این متقاضی پیش‌تر واگذار شده است.",
    "land_payment": "قسطی با همین شمارهٔ رسید پیش‌تر ثبت شده است.",
    "fund_payment": "دریافتی با همین شمارهٔ رسید پیش‌تر ثبت شده است.",
    "letter": "شماره‌ای که برای این نامه گرفته شد هم‌زمان به نامهٔ دیگری رسید؛ دوباره بکوشید.",
    "case_file": "شماره‌ای که برای این پرونده گرفته شد هم‌زمان به پروندهٔ دیگری رسید؛ دوباره بکوشید.",
    "council_member": "این شخص پیش‌تر عضو همین شورا است.",
    "app_user": "کاربری با همین نام هست.",
}
_UNIQUE = re.compile(r"UNIQUE constraint failed: (\w+)\.")


def constraint_fa(error: sqlite3.IntegrityError) -> str:
    """The Persian sentence for a refusal the database made."""
    text = str(error)
    m = _UNIQUE.search(text)
    if m:
        return UNIQUE_FA.get(
            m.group(1), "همین رکورد پیش‌تر ثبت شده است (تکراری پذیرفته نیست)؛ چیزی ذخیره نشد."
        )
    if "period is closed" in text:
        return "این تاریخ در دورهٔ مالیِ بسته‌شده است؛ سند در دورهٔ بسته ثبت نمی‌شود. چیزی ذخیره نشد."
    if "FOREIGN KEY" in text:
        return "رکوردی که به آن اشاره شد دیگر نیست؛ فهرست را تازه کنید. چیزی ذخیره نشد."
    return "پایگاه داده این تغییر را نپذیرفت (با قاعده‌های دفتر ناسازگار است)؛ چیزی ذخیره نشد."


def _refusal(error: sqlite3.IntegrityError) -> Exception:
    return ValidationError.single("", constraint_fa(error))


def action(
    *,
    right: str | None,
    transaction: bool = True,
    refusal: Callable[[sqlite3.IntegrityError], Exception] = _refusal,
) -> Callable[[F], F]:
    """Declare a function that changes the records; see the module's docstring.

    ``transaction=False`` for an action whose writes are not the database's own (a backup, a
    restore, a batch of documents each issued through the door): the right is checked, the
    function manages what it writes."""

    def wrap(fn: F) -> F:
        _register(fn, ACTION, right, transaction)

        @functools.wraps(fn)
        def door(db: Database, *args: Any, **kwargs: Any) -> Any:
            if right is not None:
                _check(db, right)
            with _Inside(db):
                if not transaction:
                    return fn(db, *args, **kwargs)
                try:
                    with db.atomic():
                        return fn(db, *args, **kwargs)
                except sqlite3.IntegrityError as e:
                    raise refusal(e) from None

        door.__door__ = DOOR[f"{fn.__module__}.{fn.__name__}"]  # type: ignore[attr-defined]
        return cast(F, door)

    return wrap


def read(*, right: str = "read") -> Callable[[F], F]:
    """Declare a function that reads (or exports) the records; see the module's docstring."""

    def wrap(fn: F) -> F:
        _register(fn, READ, right, False)

        @functools.wraps(fn)
        def door(db: Database, *args: Any, **kwargs: Any) -> Any:
            if _depth(db) == 0 or right != "read":
                _check(db, right)
            with _Inside(db):
                return fn(db, *args, **kwargs)

        door.__door__ = DOOR[f"{fn.__module__}.{fn.__name__}"]  # type: ignore[attr-defined]
        return cast(F, door)

    return wrap


def open_door[G: Callable[..., Any]](fn: G) -> G:
    """Declare a function of the door's own machinery, open before anyone signs in."""
    _register(fn, OPEN, None, False)
    fn.__door__ = DOOR[f"{fn.__module__}.{fn.__name__}"]  # type: ignore[attr-defined]
    return fn


def declared(fn: Callable) -> Declared | None:
    return getattr(fn, "__door__", None)
