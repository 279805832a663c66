"""The register of letters (دفتر اندیکاتور): the book, search, new documents, incoming mail,
reprints, cancellations, batches and the printed book for a date range."""

from __future__ import annotations

import datetime as _dt

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.jalali import format_jalali, jalali_year
from desktop.printing import registry
from desktop.services import letters, queries
from desktop.services.change import Change
from desktop.text import to_persian_digits
from desktop.ui.batch_print import BatchPrintDialog
from desktop.ui.context import AppContext
from desktop.ui.date_edit import JalaliDateEdit
from desktop.ui.dialogs import confirm, show_error
from desktop.ui.forms import FieldForm
from desktop.ui.print_preview import PrintPreviewDialog, preview_document, preview_letter
from desktop.ui.table_model import Column, PagedTableModel
from desktop.ui.widgets import record_table


def _date(row: dict) -> str:
    return format_jalali(_dt.date.fromisoformat(row["letter_date"]), persian_digits=True)


class NewDocumentDialog(QDialog):
    """Choose a template and the record it is about; OK opens the preview."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("NewDocumentDialog")
        self.setWindowTitle(self.tr("New document"))
        self.ctx = ctx
        self.form = FieldForm(self)
        self.template = QComboBox()
        for t in registry.all_templates():
            if t.numbered and t.record_table in ("person", "village"):
                self.template.addItem(t.title, t.key)
        self.form.add_row("template_key", self.tr("Document"), self.template)
        self.village = QComboBox()
        for v in queries.villages(ctx.db, queries.ListQuery(order_by="name"), limit=-1):
            self.village.addItem(v["name"], v["id"])
        self.form.add_row("village", self.tr("Village"), self.village)
        self.person = QComboBox()
        self.form.add_row("person", self.tr("Person"), self.person)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.accepted.connect(self.accept_if_ready)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.template.currentIndexChanged.connect(lambda _i: self.sync())
        self.village.currentIndexChanged.connect(lambda _i: self.fill_people())
        self.fill_people()
        self.sync()

    def fill_people(self) -> None:
        self.person.clear()
        village_id = self.village.currentData()
        if village_id is None:
            return
        from desktop.domain.people import ROLES
        from desktop.services.people import roles_in_village

        seen = set()
        for r in roles_in_village(self.ctx.db, village_id):
            if r["person_id"] in seen:
                continue
            seen.add(r["person_id"])
            self.person.addItem(
                f"{r['first_name']} {r['last_name']} ({ROLES.get(r['role'], r['role'])})",
                r["person_id"],
            )

    def sync(self) -> None:
        key = self.template.currentData()
        needs_person = key is not None and registry.get(key).record_table == "person"
        self.person.setEnabled(needs_person)

    def choice(self) -> tuple[str | None, int | None]:
        key = self.template.currentData()
        if key is None:
            return None, None
        table = registry.get(key).record_table
        return key, self.person.currentData() if table == "person" else self.village.currentData()

    def accept_if_ready(self) -> None:
        key, record = self.choice()
        if key is None or record is None:
            self.form.show_errors({"person": self.tr("Choose the record the document is about.")})
            return
        self.accept()


class IncomingDialog(QDialog):
    """Register a letter received (a complaint by post)."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("IncomingDialog")
        self.setWindowTitle(self.tr("Register an incoming letter"))
        self.ctx = ctx
        self.form = FieldForm(self)
        self.sender_edit = self.form.add_row("sender", self.tr("From"), QLineEdit())
        self.subject = self.form.add_row("subject", self.tr("Subject"), QLineEdit())
        self.received_on = self.form.add_row(
            "letter_date", self.tr("Received on"), JalaliDateEdit()
        )
        self.received_on.set_date(_dt.date.today())
        self.their_number = self.form.add_row("their_number", self.tr("Their number"), QLineEdit())
        self.their_date = self.form.add_row("their_date", self.tr("Their date"), JalaliDateEdit())
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        box.accepted.connect(self.save)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.change: Change | None = None

    def save(self) -> None:
        outcome = self.ctx.run(
            letters.register_incoming,
            sender=self.sender_edit.text(),
            subject=self.subject.text(),
            received_on=self.received_on.text() or None,
            their_number=self.their_number.text() or None,
            their_date=self.their_date.text() or None,
        )
        if not outcome.ok:
            self.form.show_errors(outcome.errors or {})
            return
        self.change = outcome.change
        self.accept()


class LettersPage(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.dialog: QDialog | None = None  # the last dialog opened (tests look at it)
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Search by number, recipient or subject…"))
        bar.addWidget(self.search, 2)
        self.direction = QComboBox()
        self.direction.setObjectName("direction")
        self.direction.addItem(self.tr("Outgoing and incoming"), None)
        self.direction.addItem(self.tr("Outgoing"), "out")
        self.direction.addItem(self.tr("Incoming"), "in")
        bar.addWidget(self.direction, 1)
        bar.addWidget(QLabel(self.tr("From")))
        self.date_from = JalaliDateEdit()
        self.date_from.setObjectName("date_from")
        bar.addWidget(self.date_from)
        bar.addWidget(QLabel(self.tr("to")))
        self.date_to = JalaliDateEdit()
        self.date_to.setObjectName("date_to")
        bar.addWidget(self.date_to)
        self.show_cancelled = QCheckBox(self.tr("Show cancelled"))
        self.show_cancelled.setChecked(True)
        bar.addWidget(self.show_cancelled)
        layout.addLayout(bar)
        self.table = record_table("table", stretch=False)
        self.table.doubleClicked.connect(lambda _i: self.show_letter())
        layout.addWidget(self.table, 1)
        directions = {"out": self.tr("Outgoing"), "in": self.tr("Incoming")}
        statuses = {"issued": "", "cancelled": self.tr("Cancelled")}
        columns = [
            Column("number", self.tr("Number"), lambda r: to_persian_digits(f"{r['number']}/{r['year']}")),
            Column("letter_date", self.tr("Date"), _date),
            Column("direction", self.tr("Kind"), lambda r: directions[r["direction"]]),
            Column("counterpart", self.tr("Recipient / sender")),
            Column("subject", self.tr("Subject")),
            Column("status", self.tr("Status"), lambda r: statuses[r["status"]] + (f": {r['cancel_reason']}" if r["cancel_reason"] else "")),
        ]  # fmt: skip
        self.model = PagedTableModel(
            columns,
            lambda order, desc, limit, offset: letters.list_letters(
                ctx.db, self.query(), order_by=order, descending=desc, limit=limit, offset=offset
            ),
            lambda: (letters.count_letters(ctx.db, self.query()), True),
        )
        self.model.descending = True
        self.table.setModel(self.model)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)  # the subject takes the room
        for column, width in ((0, 90), (1, 100), (2, 70), (3, 240), (5, 140)):
            self.table.setColumnWidth(column, width)
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        buttons = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, text, slot in (
            ("new", self.tr("New document…"), self.new_document),
            ("incoming", self.tr("Register incoming…"), self.register_incoming),
            ("show", self.tr("Show / reprint…"), self.show_letter),
            ("cancel", self.tr("Cancel number…"), self.cancel_letter),
            ("batch", self.tr("Batch…"), self.batch),
            ("book", self.tr("Print the book…"), self.print_book),
            ("start", self.tr("Starting number…"), self.starting_number),
        ):
            button = QPushButton(text)
            button.setObjectName(f"{key}_button")
            button.clicked.connect(slot)
            buttons.addWidget(button)
            self.buttons[key] = button
        buttons.addStretch(1)
        self.count_label = QLabel()
        buttons.addWidget(self.count_label)
        layout.addLayout(buttons)
        QShortcut(QKeySequence("Ctrl+F"), self).activated.connect(self.search.setFocus)
        QShortcut(QKeySequence("Ctrl+N"), self).activated.connect(self.new_document)
        self.search.textChanged.connect(lambda _t: self.reload())
        self.direction.currentIndexChanged.connect(lambda _i: self.reload())
        self.show_cancelled.toggled.connect(lambda _b: self.reload())
        self.date_from.edited.connect(self.reload)
        self.date_to.edited.connect(self.reload)
        ctx.changed.connect(self.on_change)
        self.reload()

    def query(self) -> letters.LetterQuery:
        return letters.LetterQuery(
            search=self.search.text(),
            direction=self.direction.currentData(),
            date_from=self.date_from.date_or_none(),
            date_to=self.date_to.date_or_none(),
            include_cancelled=self.show_cancelled.isChecked(),
        )

    def reload(self) -> None:
        self.model.reload()
        self.count_label.setText(
            self.tr("%1 letters").replace("%1", QLocale().toString(self.model.total))
        )

    def on_change(self, change: Change) -> None:
        if change.touches("letter", "letter_start"):
            self.reload()

    def selected(self) -> dict | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.model.rows[rows[0].row()] if rows else None

    # ------------------------------------------------------------------ actions

    def new_document(self) -> None:
        dialog = NewDocumentDialog(self.ctx, self)
        self.dialog = dialog
        if dialog.exec() == QDialog.DialogCode.Accepted:
            key, record = dialog.choice()
            if key is not None:
                self.dialog = preview_document(self.ctx, self, key, record)

    def register_incoming(self) -> None:
        dialog = IncomingDialog(self.ctx, self)
        self.dialog = dialog
        dialog.exec()

    def show_letter(self) -> None:
        row = self.selected()
        if row is None:
            return
        if row["direction"] == "in":
            show_error(self, self.tr("An incoming letter has no document to print."))
            return
        self.dialog = preview_letter(self.ctx, self, row["id"])

    def cancel_letter(self) -> None:
        row = self.selected()
        if row is None:
            return
        reason, ok = QInputDialog.getText(
            self, self.tr("Cancel number"),
            self.tr("Why is number %1 cancelled? It stays in the book, marked cancelled.").replace(
                "%1", to_persian_digits(f"{row['number']}/{row['year']}")
            ),
        )  # fmt: skip
        if not ok:
            return
        outcome = self.ctx.run(letters.cancel_letter, letter_id=row["id"], reason=reason)
        if not outcome.ok:
            show_error(self, "\n".join((outcome.errors or {}).values()))

    def batch(self) -> None:
        dialog = BatchPrintDialog(self.ctx, self)
        self.dialog = dialog
        dialog.open()

    def print_book(self) -> None:
        today = _dt.date.today()
        start = self.date_from.date_or_none() or today.replace(day=1)
        end = self.date_to.date_or_none() or today
        try:
            pdf = letters.render_letter_book(
                self.ctx.db, date_from=start, date_to=end, direction=self.direction.currentData()
            )
        except Exception as e:  # noqa: BLE001 - shown to the clerk
            show_error(self, "\n".join(getattr(e, "errors", {}).values()) or str(e))
            return
        title = (
            self.tr("Register of letters, %1 to %2")
            .replace("%1", format_jalali(start, persian_digits=True))
            .replace("%2", format_jalali(end, persian_digits=True))
        )
        dialog = PrintPreviewDialog(self.ctx, self, pdf=pdf, title=title)
        self.dialog = dialog
        dialog.open()

    def starting_number(self) -> None:
        year = jalali_year(_dt.date.today())
        number, ok = QInputDialog.getInt(
            self, self.tr("Starting number"),
            self.tr("First number of the outgoing letters of year %1 (to continue the paper book):").replace(
                "%1", to_persian_digits(str(year))
            ),
            1, 1, 10**9,
        )  # fmt: skip
        if not ok:
            return
        if not confirm(
            self,
            self.tr("Numbering of year %1 will start at %2. Continue?")
            .replace("%1", to_persian_digits(str(year)))
            .replace("%2", to_persian_digits(str(number))),
        ):
            return
        outcome = self.ctx.run(letters.set_first_number, year=year, first_number=number)
        if not outcome.ok:
            show_error(self, "\n".join((outcome.errors or {}).values()))


def create_page(ctx: AppContext) -> QWidget:
    return LettersPage(ctx)
