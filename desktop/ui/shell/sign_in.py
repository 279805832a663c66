"""Getting in: the sign-in dialog when the office requires it (the questions asked before, in
``gate``). It imports no service at import time: the sign-in's are imported when it signs in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.errors import PermissionDenied
from desktop.ui.common.forms import ERROR_STYLE
from desktop.ui.common.widgets import ok_cancel

if TYPE_CHECKING:
    from desktop.services import auth
    from desktop.ui.common.context import AppContext


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
        from desktop.services import auth

        try:
            self.session = auth.sign_in(self.ctx.db, self.username.text(), self.password.text())
        except PermissionDenied as e:
            self.error.setText(e.message_fa)
            self.password.clear()
            self.password.setFocus()
            return False
        self.accept()
        return True
