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


def confirm_act(parent: QWidget | None, consequence: str, act: str) -> bool:
    """Before an act that takes a number or cannot be undone: the consequence named, a button
    that says the act, and «انصراف», the default (Enter does not do it by accident). True to
    go ahead. (Tests replace this function.)"""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("Dialogs", "This cannot be undone"),
        consequence,
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    go = box.addButton(act, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is go
