"""The register of letters (دفتر اندیکاتور): the book, search, new documents, incoming mail,
reprints, cancellations, batches and the printed book for a date range."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale, Qt, QUrl
from PySide6.QtGui import QDesktopServices
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
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.errors import ValidationError
from desktop.jalali import format_jalali, jalali_year
from desktop.printing import registry
from desktop.services import documents, letters, queries
from desktop.services.change import Change
from desktop.services.letter_numbers import letter_number, number_text
from desktop.text import to_persian_digits
from desktop.ui.common import dialogs
from desktop.ui.common.choices import choice_box
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.dialogs import confirm, show_error
from desktop.ui.common.files import ltr, open_path
from desktop.ui.common.forms import FieldForm, FormDialog, GuardedDialog
from desktop.ui.common.keys import list_keys
from desktop.ui.common.number_edit import NumberEdit, right_aligned
from desktop.ui.common.record_table import record_table
from desktop.ui.common.table_model import Column, PagedTableModel
from desktop.ui.common.widgets import add_buttons, bare, ok_cancel, search_field
from desktop.ui.documents.print_preview import preview_document, preview_letter
from desktop.ui.letters.batch_print import BatchPrintDialog


def _jalali(iso: str) -> str:
    return format_jalali(_dt.date.fromisoformat(iso[:10]), persian_digits=True)


def _date(row: dict) -> str:
    return _jalali(row["letter_date"])


class NewDocumentDialog(GuardedDialog):
    """Choose a document and the record it is about (none for a plain letter); OK opens the
    letter editor."""

    def __init__(
        self,
        ctx: AppContext,
        parent: QWidget | None = None,
        *,
        village_id: int | None = None,
        person_id: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("NewDocumentDialog")
        self.setWindowTitle(self.tr("New document"))
        self.ctx = ctx
        self.form = FieldForm(self)
        self.form.setProperty("not_an_edit", True)  # a choice, nothing typed: Escape just closes
        self.template = QComboBox()
        for t in sorted(registry.all_templates(), key=lambda t: (t.key != "letter", t.title)):
            if t.numbered and t.record_table in ("person", "village", ""):
                self.template.addItem(t.title, t.key)
        self.form.add_row("template_key", self.tr("&Document"), self.template)
        self.village = QComboBox()
        for v in queries.village_choices(ctx.db):
            self.village.addItem(v["name"], v["id"])
        self.form.add_row("village", self.tr("&Village"), self.village)
        self.person = QComboBox()
        self.form.add_row("person", self.tr("&Person"), self.person)
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
        if village_id is not None or person_id is not None:
            self.choose(village_id, person_id)
        self.sync()

    def choose(self, village_id: int | None, person_id: int | None) -> None:
        """Start on a record (Ctrl+P in a register): its village, the person in it, and the
        first document about such a record."""
        table = "person" if person_id is not None else "village"
        first = next(
            (i for i in range(self.template.count())
             if registry.get(self.template.itemData(i)).record_table == table),
            -1,
        )  # fmt: skip
        self.template.setCurrentIndex(max(first, 0))
        if village_id is not None:
            self.village.setCurrentIndex(max(self.village.findData(village_id), 0))
        if person_id is not None:
            if self.person.findData(person_id) < 0:  # no role in the village: still the person
                from desktop.services.people import get_person

                p = get_person(self.ctx.db, person_id)
                self.person.addItem(f"{p['first_name']} {p['last_name']}", person_id)
            self.person.setCurrentIndex(self.person.findData(person_id))

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
        table = registry.get(key).record_table if key is not None else ""
        self.person.setEnabled(table == "person")
        self.village.setEnabled(table in ("person", "village"))

    def choice(self) -> tuple[str | None, int | None]:
        key = self.template.currentData()
        if key is None:
            return None, None
        table = registry.get(key).record_table
        if not table:
            return key, None
        return key, self.person.currentData() if table == "person" else self.village.currentData()

    def accept_if_ready(self) -> None:
        key, record = self.choice()
        if key is None or (record is None and registry.get(key).record_table):
            self.form.show_errors({"person": self.tr("Choose the record the document is about.")})
            return
        self.accept()


def new_document(
    ctx: AppContext,
    parent: QWidget,
    *,
    village_id: int | None = None,
    person_id: int | None = None,
) -> NewDocumentDialog:
    """Ask which document about which record, then open its letter editor (kept as
    ``parent.dialog`` for the tests, as every page does with the last dialog it opened)."""
    dialog = NewDocumentDialog(ctx, parent, village_id=village_id, person_id=person_id)

    def open_editor() -> None:
        key, record = dialog.choice()
        if key is not None:
            parent.dialog = preview_document(ctx, parent, key, record)  # type: ignore[attr-defined]

    dialog.accepted.connect(open_editor)
    dialog.open()
    return dialog


class IncomingDialog(GuardedDialog):
    """Register a letter received: who sent it, their number and date, to whom it is referred,
    the day a reply is owed, and its scan. After saving, its number is shown plainly."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("IncomingDialog")
        self.setWindowTitle(self.tr("Register an incoming letter"))
        self.ctx = ctx
        self.scan_file = ""
        self.form = FieldForm(self)
        self.sender_edit = self.form.add_row("sender", self.tr("&From"), QLineEdit())
        self.subject = self.form.add_row("subject", self.tr("S&ubject"), QLineEdit())
        self.received_on = self.form.add_row(
            "letter_date", self.tr("Received on"), JalaliDateEdit()
        )
        self.received_on.set_date(_dt.date.today())
        self.their_number = self.form.add_row(
            "their_number", self.tr("Their number"), NumberEdit("code")
        )
        self.their_date = self.form.add_row("their_date", self.tr("Their date"), JalaliDateEdit())
        self.referred_to = self.form.add_row(
            "referred_to", self.tr("Referred to (ارجاع)"), QLineEdit()
        )
        self.referred_to.setPlaceholderText(self.tr("the person who is to act on it"))
        self.reply_due = self.form.add_row("reply_due", self.tr("Reply due by"), JalaliDateEdit())
        scan_row, row = bare(QHBoxLayout)
        self.scan_label = QLabel(self.tr("none"))
        self.scan_button = QPushButton(self.tr("Choose s&can or PDF…"))
        self.scan_button.setAutoDefault(False)
        self.scan_button.clicked.connect(self.choose_scan)
        row.addWidget(self.scan_label, 1)
        row.addWidget(self.scan_button)
        self.form.add_row("scan", self.tr("Scan"), scan_row)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        self.number_label = QLabel()
        self.number_label.setObjectName("number_label")
        self.number_label.setStyleSheet("font-size: 15pt; font-weight: bold; color: #0b5394;")
        self.number_label.setWordWrap(True)
        self.number_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.number_label.hide()
        layout.addWidget(self.number_label)
        self.box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.box.accepted.connect(self.save)
        self.box.rejected.connect(self.reject)
        layout.addWidget(self.box)
        self.change: Change | None = None
        self.mark_clean()

    def choose_scan(self) -> None:
        path = open_path(
            self,
            self.tr("Scan of the letter"),
            self.tr("Scans (*.pdf *.png *.jpg *.jpeg *.tif *.tiff)"),
        )
        if path:
            self.set_scan(path)

    def set_scan(self, path: str) -> None:
        self.scan_file = path
        self.scan_label.setText(ltr(Path(path).name))

    def save(self) -> None:
        scan: bytes | None = None
        if self.scan_file:
            try:
                scan = Path(self.scan_file).read_bytes()
            except OSError as e:
                self.form.show_errors(
                    {
                        "scan": self.tr("The file could not be read: %1").replace(
                            "%1", str(e.strerror or e)
                        )
                    }
                )
                return
        outcome = self.ctx.run(
            letters.register_incoming,
            sender=self.sender_edit.text(),
            subject=self.subject.text(),
            received_on=self.received_on.text() or None,
            their_number=self.their_number.text() or None,
            their_date=self.their_date.text() or None,
            referred_to=self.referred_to.text() or None,
            reply_due=self.reply_due.text() or None,
            scan_name=Path(self.scan_file).name if self.scan_file else None,
            scan=scan,
        )
        if not outcome.ok:
            self.form.show_errors(outcome.errors or {})
            return
        self.change = outcome.change
        assert self.change is not None
        row = letters.get_letter(self.ctx.db, self.change.id)
        self.form.clear_errors()
        self.form.setEnabled(False)
        self.number_label.setText(
            self.tr("Registered as incoming number %1. Write it on the letter.").replace(
                "%1", letter_number(row)
            )
        )
        self.number_label.show()
        self.box.button(QDialogButtonBox.StandardButton.Save).hide()
        cancel = self.box.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(self.tr("Close"))
        cancel.setDefault(True)
        cancel.setFocus()
        self.mark_clean()


class ReferralDialog(FormDialog):
    """Refer an incoming letter (ارجاع) and set, change or clear its reply deadline."""

    def __init__(self, ctx: AppContext, letter: dict, parent: QWidget | None = None) -> None:
        title = self.tr("Referral of incoming letter %1").replace("%1", letter_number(letter))
        super().__init__(ctx, title, parent)
        self.setObjectName("ReferralDialog")
        self.letter = letter
        self.referred_to = self.form.add_row("referred_to", self.tr("Referred to"), QLineEdit())
        self.referred_to.setText(letter.get("referred_to") or "")
        self.reply_due = self.form.add_row("reply_due", self.tr("Reply due by"), JalaliDateEdit())
        if letter.get("reply_due"):
            self.reply_due.set_date(_dt.date.fromisoformat(letter["reply_due"]))
        self.column.addWidget(self.form)
        self.column.addWidget(ok_cancel(self, self.save, self.tr("Save"), self.tr("Cancel")))
        self.mark_clean()

    def save(self) -> None:
        if self.run_form(
            letters.refer_letter,
            letter_id=self.letter["id"],
            referred_to=self.referred_to.text() or None,
            reply_due=self.reply_due.text() or None,
        ):
            self.accept()


class CancelDialog(FormDialog):
    """Why a number is cancelled; an empty reason is refused beside the field, the dialog open."""

    def __init__(self, ctx: AppContext, letter: dict, parent: QWidget | None = None) -> None:
        super().__init__(
            ctx, self.tr("Cancel number %1").replace("%1", letter_number(letter)), parent
        )
        self.setObjectName("CancelDialog")
        self.letter = letter
        note = QLabel(self.tr("The number stays in the book, marked cancelled, with this reason."))
        note.setWordWrap(True)
        self.column.addWidget(note)
        self.reason = self.form.add_row("reason", self.tr("Reason"), QLineEdit())
        self.column.addWidget(self.form)
        self.column.addWidget(
            ok_cancel(self, self.save, self.tr("Cancel the number"), self.tr("Close"))
        )
        self.mark_clean()

    def save(self) -> None:
        # a number cancelled stays cancelled (the register is never renumbered): asked first,
        # once the reason is given (a missing one is refused beside its field, nothing asked)
        consequence = self.tr(
            "Number %1 is cancelled for good: it stays in the register marked cancelled, with "
            "this reason, and is never given to another letter."
        ).replace("%1", letter_number(self.letter))
        asked = bool(self.reason.text().strip())
        if asked and not dialogs.confirm_act(self, consequence, self.tr("&Cancel the number")):
            return
        if self.run_form(
            letters.cancel_letter, letter_id=self.letter["id"], reason=self.reason.text()
        ):
            self.accept()


def _on_selected(
    action: Callable[[LettersPage, dict], None],
) -> Callable[[LettersPage], None]:
    """An action on the letter selected in the list; nothing while none is."""

    def on_selected(page: LettersPage) -> None:  # no wraps: Qt reads the slot's own arguments
        row = page.selected()
        if row is not None:
            action(page, row)

    on_selected.__doc__ = action.__doc__
    return on_selected


class LettersPage(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.dialog: QDialog | None = None  # the last dialog opened (tests look at it)
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.search = search_field(
            self.tr("Search by number (%1), their number, recipient or subject…").replace(
                "%1", number_text(ctx.db, "out", 7, 1405)
            )
        )
        self.search.setProperty("not_an_edit", True)
        bar.addWidget(self.search, 2)
        self.direction = choice_box("direction", [
            (self.tr("Outgoing and incoming"), None), (self.tr("Outgoing"), "out"),
            (self.tr("Incoming"), "in"),
        ])  # fmt: skip
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
            Column("number", self.tr("Number"), letter_number),
            Column("letter_date", self.tr("Date"), _date),
            Column("direction", self.tr("Kind"), lambda r: directions[r["direction"]]),
            Column("counterpart", self.tr("Recipient / sender")),
            Column("subject", self.tr("Subject")),
            Column("status", self.tr("Status"), lambda r: self.status_text(r, statuses)),
        ]  # fmt: skip
        self.model = PagedTableModel(
            columns,
            lambda order, desc, limit, offset: letters.list_letters(
                ctx.db, self.query(), order_by=order, descending=desc, limit=limit, offset=offset
            ),
            lambda: (letters.count_letters(ctx.db, self.query()), True),
        )
        self.model.descending = True
        self.model.struck = lambda r: r["status"] == "cancelled"
        self.model.tooltip = self.tooltip
        self.table.setModel(self.model)
        header = self.table.horizontalHeader()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)  # the subject takes the room
        for column, width in ((0, 110), (1, 100), (2, 70), (3, 240), (5, 170)):
            self.table.setColumnWidth(column, width)
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        buttons = QHBoxLayout()
        self.buttons = add_buttons(
            buttons,
            (
                ("new", self.tr("&New document…"), self.new_document),
                ("incoming", self.tr("&Register incoming…"), self.register_incoming),
                ("show", self.tr("&Show / reprint…"), self.show_letter),
                ("copy", self.tr("C&opy into a new letter…"), self.copy_letter),
                ("refer", self.tr("Re&fer / reply due…"), self.refer_letter),
                ("scan", self.tr("Sc&an…"), self.open_scan),
                ("cancel", self.tr("&Cancel number…"), self.cancel_letter),
                ("batch", self.tr("&Batch…"), self.batch),
                ("book", self.tr("Print the boo&k…"), self.print_book),
                ("start", self.tr("Starting n&umber…"), self.starting_number),
            ),
            "{}_button",
        )
        buttons.addStretch(1)
        self.count_label = QLabel()
        buttons.addWidget(self.count_label)
        layout.addLayout(buttons)
        list_keys(self, search=self.search, new=self.new_document, print_=self.show_letter)
        self.search.searched.connect(lambda _t: self.reload())
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
        if change.touches("letter", "letter_start", "letter_scan"):
            self.reload()

    def status_text(self, r: dict, statuses: dict[str, str]) -> str:
        if r["status"] == "cancelled":
            return statuses["cancelled"] + (f": {r['cancel_reason']}" if r["cancel_reason"] else "")
        if r["direction"] == "in":
            parts = []
            if r["replied_by"]:
                parts.append(self.tr("answered by %1").replace("%1", r["replied_by"]))
            elif r["reply_due"]:
                parts.append(self.tr("reply by %1").replace("%1", _jalali(r["reply_due"])))
            if r["referred_to"]:
                parts.append(self.tr("referred to %1").replace("%1", r["referred_to"]))
            return "، ".join(parts)
        return ""

    def tooltip(self, r: dict) -> str:
        """The whole of what a row's cells may cut off: the reason a number was cancelled, the
        subject, the sender's own number, the scan."""
        lines = [f"{letter_number(r)} — {r['subject']}"]
        if r["status"] == "cancelled":
            lines.append(self.tr("Cancelled: %1").replace("%1", r["cancel_reason"] or ""))
        if r["their_number"]:
            lines.append(
                self.tr("Their number: %1").replace("%1", to_persian_digits(r["their_number"]))
            )
        if r["scans"]:
            lines.append(self.tr("A scan is kept with it."))
        return "\n".join(lines)

    def selected(self) -> dict | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.model.rows[rows[0].row()] if rows else None

    # ------------------------------------------------------------------ actions

    def open_dialog(self, dialog: QDialog) -> None:
        self.dialog = dialog
        dialog.open()

    def new_document(self) -> None:
        self.dialog = new_document(self.ctx, self)

    def register_incoming(self) -> None:
        self.open_dialog(IncomingDialog(self.ctx, self))

    @_on_selected
    def copy_letter(self, row: dict) -> None:
        """A new letter from the selected one: same document, record and typed parts."""
        try:
            key, record, values = documents.params_of_letter(self.ctx.db, row["id"])
        except ValidationError as e:
            show_error(self, "\n".join(e.errors.values()))
            return
        self.dialog = preview_document(self.ctx, self, key, record, values)

    @_on_selected
    def refer_letter(self, row: dict) -> None:
        if row["direction"] != "in":
            show_error(self, self.tr("Only an incoming letter is referred."))
            return
        self.open_dialog(ReferralDialog(self.ctx, row, self))

    @_on_selected
    def open_scan(self, row: dict) -> None:
        """Open the selected letter's scan in the system's viewer (a temporary copy)."""
        scans = letters.scans_of(self.ctx.db, row["id"])
        if not scans:
            show_error(
                self, self.tr("No scan is kept with letter %1.").replace("%1", letter_number(row))
            )
            return
        try:
            path = letters.scan_to_open(self.ctx.db, scans[-1]["id"])
        except ValidationError as e:
            show_error(self, "\n".join(e.errors.values()))
            return
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(path)))

    def open_record(self, record_id: int) -> None:
        """Select a letter (a dashboard line asks for it): filters cleared, the row chosen."""
        self.search.clear()
        self.direction.setCurrentIndex(0)
        self.date_from.set_date(None)
        self.date_to.set_date(None)
        self.show_cancelled.setChecked(True)
        self.reload()
        for i, r in enumerate(self.model.rows):
            if r["id"] == record_id:
                self.table.selectRow(i)
                self.table.setFocus()
                return

    @_on_selected
    def show_letter(self, row: dict) -> None:
        if row["direction"] == "in":
            show_error(self, self.tr("An incoming letter has no document to print."))
            return
        self.dialog = preview_letter(self.ctx, self, row["id"])

    @_on_selected
    def cancel_letter(self, row: dict) -> None:
        self.open_dialog(CancelDialog(self.ctx, row, self))

    def batch(self) -> None:
        self.open_dialog(BatchPrintDialog(self.ctx, self))

    def print_book(self) -> None:
        """The book in the editor, its range asked beside it: the list's dates when set, else
        this Jalali year (1 Farvardin to today)."""
        params: dict[str, object] = {"direction": self.direction.currentData() or ""}
        if self.date_from.date_or_none():
            params["date_from"] = self.date_from.text()
        if self.date_to.date_or_none():
            params["date_to"] = self.date_to.text()
        self.dialog = preview_document(self.ctx, self, "letter_book", None, params)

    def starting_number(self) -> None:
        year = jalali_year(_dt.date.today())
        ask = QInputDialog(self)  # a number field: Persian digits, flush right, no free text
        ask.setInputMode(QInputDialog.InputMode.IntInput)
        ask.setWindowTitle(self.tr("Starting number"))
        ask.setLabelText(
            self.tr("First number of the outgoing letters of year %1 (to continue the paper book):").replace(
                "%1", to_persian_digits(str(year))
            )
        )  # fmt: skip
        ask.setIntRange(1, 10**9)
        ask.setIntValue(1)
        for box in ask.findChildren(QSpinBox):
            right_aligned(box)
        if ask.exec() != QDialog.DialogCode.Accepted:
            return
        number = ask.intValue()
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
