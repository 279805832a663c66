"""The office's reports in one place: the report of the bakhsh's work sent upward, the funds'
arrears and balance check, the register of letters, and a village's people and fund books.

Each opens in the letter editor (``preview_document``) with its fields pre-filled (the period,
this Jalali year by default), to be checked, printed or saved; the numbered ones take their
number there. Enter, a double click or Ctrl+P opens the selected report."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.printing import registry
from desktop.services import queries
from desktop.services.change import Change
from desktop.ui.common.choices import choice_box
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import show_error
from desktop.ui.common.keys import list_keys
from desktop.ui.common.widgets import named_button, wrapped_label
from desktop.ui.documents.print_preview import PrintPreviewDialog, preview_document

# (template key, what it tells, in the order an office reaches for them)
REPORTS: tuple[tuple[str, str], ...] = (  # QT_TRANSLATE_NOOP returns its text
    ("activity_report", str(QT_TRANSLATE_NOOP("ReportsPage", "The bakhsh's work over a period, "
     "counted from every register, with the law's duty to report it upward (1334 art. 22; 1331 "
     "bill arts. 27–28). Numbered."))),
    ("fund_arrears", str(QT_TRANSLATE_NOOP("ReportsPage", "Landlords whose share is past due and "
     "not fully paid, on a day."))),
    ("fund_balance_check", str(QT_TRANSLATE_NOOP("ReportsPage", "Every fund's books: debits "
     "equal credits and no account negative."))),
    ("letter_book", str(QT_TRANSLATE_NOOP("ReportsPage", "The register of letters for a date "
     "range, as the paper book is kept."))),
    ("register_report", str(QT_TRANSLATE_NOOP("ReportsPage", "A village's people and their "
     "roles. Numbered."))),
    ("fund_statement", str(QT_TRANSLATE_NOOP("ReportsPage", "A village fund's statement for a "
     "period. Numbered."))),
    ("fund_yearly_book", str(QT_TRANSLATE_NOOP("ReportsPage", "A village fund's book of income "
     "and expense for a year."))),
)  # fmt: skip


class ReportsPage(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.dialog: PrintPreviewDialog | None = None  # the last report opened (tests look)
        layout = QHBoxLayout(self)
        self.list = QListWidget()
        self.list.setObjectName("reports")
        for key, about in REPORTS:
            item = QListWidgetItem(registry.get(key).title)
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setToolTip(QCoreApplication.translate("ReportsPage", about))
            self.list.addItem(item)
        layout.addWidget(self.list, 1)
        side = QVBoxLayout()
        self.about = wrapped_label("about")
        side.addWidget(self.about)
        form = QFormLayout()
        self.village = choice_box("village")
        self.village_label = QLabel(self.tr("Village"))
        self.village_label.setBuddy(self.village)
        form.addRow(self.village_label, self.village)
        side.addLayout(form)
        self.open_button = named_button(self.tr("Open in the editor…"), "open_button")
        self.open_button.setToolTip(self.tr("Enter or Ctrl+P"))
        side.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignLeft)
        side.addStretch(1)
        layout.addLayout(side, 1)
        self.list.currentRowChanged.connect(lambda _r: self.sync())
        self.list.activated.connect(lambda _i: self.open_report())
        self.open_button.clicked.connect(self.open_report)
        list_keys(self, print_=self.open_report)
        ctx.changed.connect(self.on_change)
        self.fill_villages()
        self.list.setCurrentRow(0)

    def fill_villages(self) -> None:
        current = self.village.currentData()
        self.village.clear()
        for v in queries.village_choices(self.ctx.db):
            self.village.addItem(v["name"], v["id"])
        if current is not None:
            self.village.setCurrentIndex(max(self.village.findData(current), 0))

    def on_change(self, change: Change) -> None:
        if change.touches("village"):
            self.fill_villages()

    def key(self) -> str | None:
        item = self.list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    def sync(self) -> None:
        key = self.key()
        about = dict(REPORTS).get(key or "", "")
        self.about.setText(QCoreApplication.translate("ReportsPage", about) if about else "")
        per_village = key is not None and registry.get(key).record_table == "village"
        self.village.setVisible(per_village)
        self.village_label.setVisible(per_village)

    def open_report(self) -> None:
        key = self.key()
        if key is None:
            return
        record = None
        if registry.get(key).record_table == "village":
            record = self.village.currentData()
            if record is None:
                show_error(self, self.tr("Add a village first: this report is about one."))
                return
        self.dialog = preview_document(self.ctx, self, key, record)


def create_page(ctx: AppContext) -> QWidget:
    return ReportsPage(ctx)
