"""Every visible string has Persian: the catalogue covers the sources, and the shown window has
no untranslated English left in it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QCheckBox, QGroupBox, QLabel, QLineEdit, QListWidget

from desktop.ui.context import AppContext
from desktop.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


def test_catalogue_has_every_source_string():
    result = subprocess.run(
        [sys.executable, str(ROOT / "i18n" / "build.py"), "--check"], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode == 0, "untranslated:\n" + result.stdout + result.stderr


def test_compiled_catalogue_is_loaded(qapp):
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("Sections", "Villages") == "آبادی‌ها"


def visible_texts(widget) -> list[str]:
    texts = []
    for w in widget.findChildren(QLabel) + widget.findChildren(QAbstractButton) + widget.findChildren(QGroupBox):
        if isinstance(w, QCheckBox | QAbstractButton | QLabel):
            texts.append(w.text())
        if isinstance(w, QGroupBox):
            texts.append(w.title())
    for w in widget.findChildren(QLineEdit):
        texts.append(w.placeholderText())
    for lw in widget.findChildren(QListWidget):
        texts += [lw.item(i).text() for i in range(lw.count())]
    return texts


def test_no_english_left_in_the_window(qtbot, qapp, db, db_path):
    from desktop.demo import build_demo

    build_demo(db)
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    english = []
    from desktop.ui.sections import SECTIONS

    for key, _, _ in SECTIONS:
        window.show_section(key)
        for text in visible_texts(window):
            path_free = text.replace(str(db_path), "")
            if LATIN_WORD.search(path_free):
                english.append((key, text))
        model = getattr(window.pages[key], "model", None)
        if model is not None:
            for c in range(model.columnCount()):
                header = model.headerData(c, 1)
                if header and LATIN_WORD.search(header):
                    english.append((key, header))
    assert english == []


def test_qt_own_strings_are_persian(qapp):
    """Standard buttons (OK, Cancel, Yes, No…) come from Qt's catalogue, loaded beside ours."""
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    texts = [b.text() for b in box.buttons()]
    assert not any(LATIN_WORD.search(t) for t in texts), texts
    message = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    texts = [b.text() for b in message.buttons()]
    assert not any(LATIN_WORD.search(t) for t in texts), texts
