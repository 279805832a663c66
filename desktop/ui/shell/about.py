"""The About box (Help menu): the program's name and version, and every bundled component with
its licence, read from the installed distributions (``desktop.licences``)."""

from __future__ import annotations

from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop import licences
from desktop.text import to_persian_digits


def _ltr(text: str) -> str:
    """Isolate a Latin name or version left-to-right inside the Persian window."""
    return "\u2066" + text + "\u2069" if text else "—"


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("AboutDialog")
        self.setWindowTitle(self.tr("About"))
        self.resize(760, 560)
        layout = QVBoxLayout(self)
        # plain labels, no markup: every text the clerk sees is Persian (the Latin name isolated)
        heading = QLabel(licences.NAME_FA)
        font = heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        latin = QLabel(_ltr(licences.NAME_EN))
        latin.setAlignment(Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignRight)
        layout.addWidget(latin)
        version = self.tr("Version %1").replace("%1", to_persian_digits(licences.version()))
        layout.addWidget(QLabel(version))
        layout.addWidget(
            QLabel(
                self.tr(
                    "Free software under the GNU General Public License, version 3 or later. It "
                    "is built on the components below, each under its own licence:"
                )
            )
        )
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("components")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Component"), self.tr("Version"), self.tr("Licence")]
        )
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for component in licences.components(qVersion()):
            row = self.table.rowCount()
            self.table.insertRow(row)
            version = to_persian_digits(component.version) if component.version else "—"
            for column, text in enumerate((_ltr(component.name), version, _ltr(component.licence))):
                item = QTableWidgetItem(text)
                if component.home:
                    item.setToolTip(_ltr(component.home))
                self.table.setItem(row, column, item)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
