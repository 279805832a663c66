"""Small shared dialogs: errors, confirmations."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget


def show_error(parent: QWidget | None, message: str) -> None:
    box = QMessageBox(
        QMessageBox.Icon.Critical,
        QCoreApplication.translate("Dialogs", "Error"),
        message,
        parent=parent,
    )
    box.exec()


def confirm(parent: QWidget | None, message: str) -> bool:
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("Dialogs", "Confirm"),
        message,
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        parent,
    )
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return box.exec() == QMessageBox.StandardButton.Yes
