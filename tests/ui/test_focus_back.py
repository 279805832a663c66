"""When a dialog closes, the keyboard goes back to the window it was opened from: under a window
manager, closing the election after its «unsaved changes» question left no window active, and
Ctrl+6 and every other key did nothing until the clerk clicked."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QDialog, QLineEdit, QMessageBox, QVBoxLayout

from tests.ui.helpers import activate, active_main_window


def test_the_window_a_dialog_came_from_is_active_again_once_it_closes(qtbot, db, db_path):
    window = active_main_window(qtbot, db, db_path)
    dialog = QDialog(window)
    QVBoxLayout(dialog).addWidget(QLineEdit())
    dialog.show()
    activate(qtbot, dialog)
    box = QMessageBox(QMessageBox.Icon.Question, "تغییرهای ذخیره‌نشده", "کنار گذاشته شود؟",
                      QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel, dialog)  # fmt: skip
    box.show()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is box)
    box.done(QMessageBox.StandardButton.Discard)
    dialog.reject()  # the question said discard: the dialog goes
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
