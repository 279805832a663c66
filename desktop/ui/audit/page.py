"""The office-wide audit log, and the history of one record (``RecordHistoryDialog``).

Both read the append-only trail through ``desktop.services.audit``; nothing here can change it.
A register page shows a record's history with ``RecordHistoryDialog(ctx, "person", 12).exec()``.
"""

from __future__ import annotations

import datetime as _dt
import json
import re

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)
from sqlite_utils import Database

from desktop.domain.labels import (
    actor_label,
    column_label,
    referenced_table,
    table_label,
)
from desktop.jalali import format_jalali
from desktop.printing import registry
from desktop.services import audit
from desktop.services.change import Change
from desktop.services.letter_numbers import letter_number
from desktop.store import backup
from desktop.text import to_persian_digits
from desktop.ui.audit import structures
from desktop.ui.audit.codes import code_label
from desktop.ui.common.choices import choice_box, refill
from desktop.ui.common.context import AppContext
from desktop.ui.common.record_table import empty_hint, record_table
from desktop.ui.common.table_model import Column, PagedTableModel
from desktop.ui.common.widgets import search_field

_ISO_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_ISO_TIME = re.compile(r"^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}")


def _value(v: object, column: str = "", table: str = "", db: Database | None = None) -> str:
    """A stored value as the clerk reads it: Jalali dates, Persian digits, Persian words for
    codes (a document's kind, a letter's direction, a village's water), the name of a record
    an id points to, lists as words."""
    if v is None:
        return ""
    if isinstance(v, dict) and {"law", "article", "text"} <= set(v):  # a citation kept whole
        return to_persian_digits(str(v["text"]))
    text = str(v)
    word = code_label(column, text, table)
    if word is not None:
        return word
    if text.startswith(("[", "{")):  # kept as JSON: a list («["qanat"]»), a count, a letter
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        if isinstance(data, list | dict):
            return structures.shown(data, column, table, lambda x, c, t: _value(x, c, t, db), db)
    pointed = referenced_table(column)
    if pointed is not None and db is not None:
        return audit.record_name(db, pointed, v)
    if column == "template_key" and registry.exists(text):
        return registry.get(text).title
    if _ISO_DAY.match(text):
        try:
            return format_jalali(_dt.date.fromisoformat(text), persian_digits=True)
        except ValueError:
            pass
    if _ISO_TIME.match(text):
        try:
            return _when({"at": text})
        except ValueError:
            pass
    return to_persian_digits(text)


def _note(note: str) -> str:
    """Older entries name a document by its key (``summons``): show its title."""
    note = backup.describe_names(note)  # a backup by its kind and Jalali time, not its file
    words = [registry.get(w).title if registry.exists(w) else w for w in note.split(" ")]
    return to_persian_digits(" ".join(words))


def _when(row: dict) -> str:
    """The trail keeps local ISO time; the clerk reads Jalali date and time."""
    stamp = _dt.datetime.fromisoformat(str(row["at"]))
    return (
        format_jalali(stamp.date(), persian_digits=True)
        + " "
        + to_persian_digits(stamp.strftime("%H:%M:%S"))
    )


class ChangeTable(QTableWidget):
    """Field / before / after for one entry of the trail."""

    def __init__(self, db: Database | None = None) -> None:
        super().__init__(0, 3)
        self.db = db  # to name the records an entry's ids point to
        self.setObjectName("changes")
        self.setHorizontalHeaderLabels([self.tr("Field"), self.tr("Before"), self.tr("After")])
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        empty_hint(self, self.tr("Choose an entry of the trail: what it changed is shown here."))

    def show_entry(self, entry: dict | None) -> None:
        changes = audit.changed_fields(entry) if entry else []
        table = str(entry["table_name"]) if entry else ""
        self.setRowCount(len(changes))
        for i, c in enumerate(changes):
            for j, text in enumerate(
                (
                    column_label(c.field),
                    _value(c.old, c.field, table, self.db),
                    _value(c.new, c.field, table, self.db),
                )
            ):
                self.setItem(i, j, QTableWidgetItem(text))


def summary(entry: dict) -> str:
    """The trail's one-line description, with document keys named by their titles."""
    if entry.get("note"):
        entry = {**entry, "note": _note(str(entry["note"]))}
    return audit.summary(entry)


class AuditPage(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.search = search_field(self.tr("Search in old and new values…"), clear_button=False)
        self.table_filter = choice_box("table_filter")
        self.actor_filter = choice_box("actor_filter")
        self.refresh_button = QPushButton(self.tr("Refresh"))
        bar.addWidget(self.search, 2)
        bar.addWidget(self.table_filter, 1)
        bar.addWidget(self.actor_filter, 1)
        bar.addWidget(self.refresh_button)
        layout.addLayout(bar)
        self.view = record_table("log", sortable=False)
        self.changes = ChangeTable(ctx.db)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.view)
        split.addWidget(self.changes)
        layout.addWidget(split, 1)
        self.count_label = QLabel()
        layout.addWidget(self.count_label)
        self.model = PagedTableModel(self.columns(), self._fetch, self._count)
        self.view.setModel(self.model)
        self.view.selectionModel().currentRowChanged.connect(
            lambda cur, _prev: self.show_row(cur.row())
        )
        self.search.searched.connect(lambda _t: self.reload())
        self.table_filter.currentIndexChanged.connect(lambda _i: self.reload())
        self.actor_filter.currentIndexChanged.connect(lambda _i: self.reload())
        self.refresh_button.clicked.connect(self.refresh)
        ctx.changed.connect(self.on_change)
        self.refresh()

    def columns(self) -> list[Column]:
        return [
            Column("id", self.tr("When"), _when),
            Column("actor", self.tr("Who"), lambda r: actor_label(r["actor"]), sortable=False),
            Column("table_name", self.tr("Record"), self.record_text, sortable=False),
            Column("action", self.tr("What"), summary, sortable=False),
        ]

    def record_text(self, r: dict) -> str:
        """«نامه ۳/ص/۱۴۰۵» for a letter (its printed number, not its row id); «شخص ۱۲» else."""
        if r["table_name"] == "letter" and r["row_id"]:
            found = self.ctx.db.execute(
                "SELECT direction, number, year, number_text FROM letter WHERE id = ?",
                [r["row_id"]],
            ).fetchone()
            if found:
                keys = ("direction", "number", "year", "number_text")
                return (
                    f"{table_label('letter')} {letter_number(dict(zip(keys, found, strict=True)))}"
                )
        return f"{table_label(r['table_name'])} {_value(r['row_id'])}".strip()

    def query(self) -> audit.LogQuery:
        return audit.LogQuery(
            table=self.table_filter.currentData(),
            actor=self.actor_filter.currentData(),
            search=self.search.text(),
        )

    def _fetch(self, _order: str, descending: bool, limit: int, offset: int) -> list[dict]:
        """A page of the trail, read on from the last entry already shown (not from row 0)."""
        last = self.model.after(offset)
        return audit.log_page(
            self.ctx.db, self.query(), limit=limit, after=None if last is None else last["id"],
            newest_first=not descending,
        )  # fmt: skip

    def _count(self) -> tuple[int, bool]:
        return audit.log_count(self.ctx.db, self.query()), True

    def _fill(self, combo: QComboBox, everything: str, values: list[str], label=str) -> None:  # noqa: ANN001
        refill(combo, [(everything, None), *((label(v), v) for v in values)])

    def refresh(self) -> None:
        self._fill(
            self.table_filter, self.tr("All records"), audit.tables(self.ctx.db), table_label
        )
        self._fill(self.actor_filter, self.tr("Everyone"), audit.actors(self.ctx.db), actor_label)
        self.reload()

    def reload(self) -> None:
        self.model.reload()
        self.changes.show_entry(None)
        self.count_label.setText(
            self.tr("%1 entries").replace("%1", QLocale().toString(self.model.total))
        )

    def show_row(self, row: int) -> None:
        self.changes.show_entry(self.model.rows[row] if 0 <= row < len(self.model.rows) else None)

    def on_change(self, _change: Change) -> None:
        """Every change adds to the trail: redraw now when shown, else when next shown."""
        if self.isVisible():
            self.refresh()
        else:
            self.stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt naming
        super().showEvent(event)
        if getattr(self, "stale", False):
            self.stale = False
            self.refresh()


class RecordHistoryDialog(QDialog):
    """Every change of one record, oldest first, with what each changed."""

    def __init__(
        self, ctx: AppContext, table: str, row_id: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("History of the record"))
        self.resize(760, 520)
        self.entries = audit.history(ctx.db, table, row_id)
        layout = QVBoxLayout(self)
        self.list = QTableWidget(len(self.entries), 3)
        self.list.setObjectName("entries")
        self.list.setHorizontalHeaderLabels([self.tr("When"), self.tr("Who"), self.tr("What")])
        self.list.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.verticalHeader().hide()
        for i, e in enumerate(self.entries):
            for j, text in enumerate((_when(e), actor_label(e["actor"]), summary(e))):
                self.list.setItem(i, j, QTableWidgetItem(text))
        self.changes = ChangeTable(ctx.db)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.changes, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.list.currentCellChanged.connect(
            lambda row, *_: self.changes.show_entry(self._entry(row))
        )
        if self.entries:
            self.list.setCurrentCell(len(self.entries) - 1, 0)

    def _entry(self, row: int) -> dict | None:
        return self.entries[row] if 0 <= row < len(self.entries) else None


def create_page(ctx: AppContext) -> QWidget:
    return AuditPage(ctx)
