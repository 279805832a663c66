"""What the councils' screens share: the delegate seats and their choices, Jalali dates with
Persian digits, a table's row chosen, and their dialogs' buttons and the end of a save. (The dialogs derive from ``desktop.ui.common.forms.GuardedDialog``.)"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Iterable

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QWidget,
)

from desktop.jalali import format_jalali
from desktop.services.change import Change
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext, Outcome
from desktop.ui.common.forms import FieldForm, GuardedDialog

# seats filled by a delegate of a council below (chosen from ``councils.delegate_choices``);
# every other seat by a person of the register (``roles_box.PersonPicker``)
DELEGATES = ("village_delegate", "elected_village_delegate", "dehestan_delegate")


def add_delegates(combo: QComboBox, choices: Iterable[dict]) -> None:
    """The delegates a seat may take, each item's data (person id, council below's id)."""
    for ch in choices:
        combo.addItem(ch["label"], (ch["person_id"], ch["council_id"]))


def jdate(iso: str | None) -> str:
    return format_jalali(_dt.date.fromisoformat(iso), persian_digits=True) if iso else ""


def fa(value: object) -> str:
    return "" if value is None else to_persian_digits(str(value))


def select_row(view: QAbstractItemView, row: int) -> None:
    """Select a whole row (QTableView.selectRow does nothing on a widget not yet shown)."""
    model = view.selectionModel()
    index = view.model().index(row, 0)
    flags = (
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
    )
    model.setCurrentIndex(index, flags)


def selected_id(view: QAbstractItemView) -> object:
    """The id the selected row's first cell carries (a table's item or a paged model's row)."""
    rows = view.selectionModel().selectedRows()
    return rows[0].data(Qt.ItemDataRole.UserRole) if rows else None


class CouncilDialog(GuardedDialog):
    """What a council dialog shares: its buttons, and the end of a save (the refusals beside
    their fields, or the change kept and the dialog closed). Subclasses set ``form``."""

    form: FieldForm
    change: Change | None = None

    def __init__(self, ctx: AppContext, title: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(type(self).__name__)  # tests and the screenshots find it by its class
        if title:
            self.setWindowTitle(title)
        self.ctx = ctx

    def save(self) -> None:  # overridden
        raise NotImplementedError

    def save_cancel(self) -> QDialogButtonBox:
        """Save (the dialog closes once the service accepts) and Cancel."""
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.save)
        buttons.rejected.connect(self.reject)
        return buttons

    def add_save_cancel(self, row: QHBoxLayout, text: str, cancel_text: str) -> None:
        """A named save button (the default, ``save_button``) and Cancel at the end of ``row``."""
        self.save_button = QPushButton(text)
        self.save_button.setObjectName("save_button")
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        cancel = QPushButton(cancel_text)
        cancel.setAutoDefault(False)
        cancel.clicked.connect(self.reject)
        row.addWidget(self.save_button)
        row.addWidget(cancel)

    def saved(self, outcome: Outcome, errors: dict[str, str] | None = None) -> bool:
        if not outcome.ok:
            self.form.show_errors(errors if errors is not None else outcome.errors or {})
            return False
        self.change = outcome.change
        self.accept()
        return True
