"""What every screen is given: the open database and the one channel that announces changes.

Screens call services through ``ctx.run``; it turns a refusal into a value the form can show
and tells every view what changed (views never poke each other).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from sqlite_utils import Database

from desktop.domain.errors import NotFound, PermissionDenied, ValidationError
from desktop.services import audit
from desktop.services.change import Change


@dataclass
class Outcome:
    change: Change | None = None
    errors: dict[str, str] | None = None

    @property
    def ok(self) -> bool:
        return self.errors is None


class AppContext(QObject):
    changed = Signal(object)  # a Change
    # a request to open a record: (section key, record id). The main window shows the section
    # and calls its page's ``open_record(record_id)`` when the page has one.
    open_requested = Signal(str, int)
    # a request to show an article of the law: (law, article or note key as
    # ``desktop.rules.law_coverage`` keys it). The main window opens it in the «قانون» section.
    article_requested = Signal(str, str)
    # after each act that saved: one Persian line saying what was recorded (the main window's
    # status bar shows it for a few seconds)
    saved = Signal(str)

    def __init__(self, db: Database, db_path: Path | str, *, read_only: bool = False) -> None:
        super().__init__()
        self.db = db
        self.db_path = Path(db_path) if str(db_path) != ":memory:" else Path(":memory:")
        self.read_only = read_only

    def run(self, action: Callable[..., Change], *args: Any, **kwargs: Any) -> Outcome:
        if self.read_only:
            return Outcome(errors={"": "پایگاه داده فقط‌خواندنی باز شده است؛ تغییری ذخیره نمی‌شود."})
        since = self._trail_end()
        try:
            change = action(self.db, *args, **kwargs)
        except ValidationError as e:
            return Outcome(errors=e.errors)
        except (NotFound, PermissionDenied) as e:
            return Outcome(errors={"": e.message_fa})
        self.changed.emit(change)
        if since is not None and isinstance(change, Change) and change.tables:
            try:
                line = audit.saved_line(
                    self.db, change.tables, change.ids[0] if change.ids else None, since
                )
            except PermissionDenied:  # the act itself ended the session (sign-in switched on)
                line = None
            if line:
                self.saved.emit(line)
        return Outcome(change=change)

    def _trail_end(self) -> int | None:
        """Where the trail ends before an act, or None when the session may not read it (an
        act allowed before sign-in): the status line is then not told, the act still runs."""
        try:
            return audit.last_entry_id(self.db)
        except PermissionDenied:
            return None
