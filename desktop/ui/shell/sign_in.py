"""Getting in: the questions asked before the main window opens (database open elsewhere? damaged,
restore the last good backup?) and the sign-in dialog when the office requires it."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.errors import PermissionDenied
from desktop.services import auth
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import show_error
from desktop.ui.common.forms import ERROR_STYLE
from desktop.ui.common.widgets import ok_cancel


class SignInDialog(QDialog):
    """Accepted only once ``auth.sign_in`` has bound a user to the context's database."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.session: auth.Session | None = None
        self.setWindowTitle(self.tr("Sign in"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("This office requires signing in.")))
        form = QFormLayout()
        self.username = QLineEdit()
        self.username.setObjectName("username")
        self.password = QLineEdit()
        self.password.setObjectName("password")
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        form.addRow(self.tr("User name"), self.username)
        form.addRow(self.tr("Password"), self.password)
        layout.addLayout(form)
        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        layout.addWidget(ok_cancel(self, self.try_sign_in, self.tr("Sign in"), self.tr("Quit")))

    def try_sign_in(self) -> bool:
        try:
            self.session = auth.sign_in(self.ctx.db, self.username.text(), self.password.text())
        except PermissionDenied as e:
            self.error.setText(e.message_fa)
            self.password.clear()
            self.password.setFocus()
            return False
        self.accept()
        return True


class StartupGate(QObject):
    """Yes/no questions of start-up, in the clerk's language. Each returns True for "go on"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__()
        self.parent_widget = parent

    def _ask(self, title: str, text: str, yes: str, no: str) -> bool:
        box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=self.parent_widget)
        yes_button = box.addButton(yes, QMessageBox.ButtonRole.YesRole)
        box.addButton(no, QMessageBox.ButtonRole.NoRole)
        box.setDefaultButton(yes_button)
        box.exec()
        return box.clickedButton() is yes_button

    def open_read_only(self, message_fa: str) -> bool:
        return self._ask(
            self.tr("Database in use"),
            message_fa + "\n\n" + self.tr("Open it read-only?"),
            self.tr("Open read-only"),
            self.tr("Quit"),
        )

    def restore_backup(self, message_fa: str, backup: Path | None) -> bool:
        if backup is None:
            QMessageBox(
                QMessageBox.Icon.Critical,
                self.tr("Damaged database"),
                message_fa + "\n\n" + self.tr("No good backup was found."),
                parent=self.parent_widget,
            ).exec()
            return False
        return self._ask(
            self.tr("Damaged database"),
            message_fa
            + "\n\n"
            + self.tr("Restore the last good backup (%1)? The damaged file is kept aside.").replace(
                "%1", backup.name
            ),
            self.tr("Restore"),
            self.tr("Quit"),
        )

    def tell(self, message: str) -> None:
        QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Bakhsh office"),
            message,
            parent=self.parent_widget,
        ).exec()

    def show_error(self, message_fa: str) -> None:
        show_error(self.parent_widget, message_fa)

    def restored(self, aside: Path | None) -> None:
        text = self.tr("The backup was restored.")
        if aside is not None:
            text += "\n" + self.tr("The previous file was kept as %1.").replace("%1", str(aside))
        self.tell(text)


class HeadlessGate:
    """Start-up without anyone to ask (``--screenshot``): errors go to stderr, a file in use is
    opened read-only, a damaged one is not restored; nothing waits for a click."""

    def open_read_only(self, message_fa: str) -> bool:
        print(message_fa, file=sys.stderr)
        return True

    def restore_backup(self, message_fa: str, backup: Path | None) -> bool:
        print(message_fa, file=sys.stderr)
        return False

    def show_error(self, message_fa: str) -> None:
        print(message_fa, file=sys.stderr)

    def tell(self, message: str) -> None:
        print(message, file=sys.stderr)

    def restored(self, aside: Path | None) -> None:
        self.tell(f"restored; previous file kept as {aside}")
