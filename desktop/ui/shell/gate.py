"""The questions of start-up, asked before the main window's office is open: the database open
elsewhere (open it read-only?), damaged (restore the last good backup?), an error that stops it.

Light on purpose: asked before the window's first paint, it imports nothing but Qt's message box,
and that only when it asks.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget


class StartupGate(QObject):
    """Yes/no questions of start-up, in the clerk's language. Each returns True for "go on"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__()
        self.parent_widget = parent

    @staticmethod
    def _habits() -> None:
        """A question asked before the window's first paint behaves as every other one does."""
        from PySide6.QtWidgets import QApplication

        from desktop.ui.shell.application import install_habits

        app = QApplication.instance()
        if isinstance(app, QApplication):
            install_habits(app)

    def _ask(self, title: str, text: str, yes: str, no: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        self._habits()
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
        from PySide6.QtWidgets import QMessageBox

        from desktop.store.backup import describe

        self._habits()
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
                "%1", describe(backup)
            ),
            self.tr("Restore"),
            self.tr("Quit"),
        )

    def tell(self, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        self._habits()
        QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Bakhsh office"),
            message,
            parent=self.parent_widget,
        ).exec()

    def show_error(self, message_fa: str) -> None:
        from desktop.ui.common.dialogs import show_error

        self._habits()
        show_error(self.parent_widget, message_fa)

    def restored(self, aside: Path | None) -> None:
        text = self.tr("The backup was restored.")
        if aside is not None:
            from desktop.store.backup import describe

            text += "\n" + self.tr(
                "The previous file was kept beside the database as «%1»."
            ).replace("%1", describe(aside))
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
