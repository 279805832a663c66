"""Every file dialog the clerk meets (backups, exports, imports, scans, PDFs) is Qt's own,
through one helper, in Persian and right to left: its title, its filters (the patterns aside),
its labels and buttons, the tooltips of its tool buttons (Qt's own catalogue, qtbase_fa), and a
suggested name in Persian, the folder's path left to right; the detail view, whose dates are Gregorian and sizes «KiB», cannot
be switched on."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QToolButton,
)

from desktop.ui.common.context import AppContext
from desktop.ui.common.files import pdf_filter, save_path
from desktop.ui.exchange.export import Exporter
from desktop.ui.exchange.import_dialog import ImportDialog
from desktop.ui.letters.batch_print import BatchPrintDialog
from desktop.ui.letters.page import IncomingDialog
from desktop.ui.settings.safety import create_group

LATIN = re.compile(r"[A-Za-z0-9]")
PATTERNS = re.compile(r"\([^)]*\)")  # «(*.pdf *.png)»: what the file system matches
EXTENSION = re.compile(r"\.[a-z]+$")


@pytest.fixture
def ctx(qapp, office_db, db_path):
    return AppContext(office_db, db_path)


@pytest.fixture
def opened(monkeypatch, qtbot):
    """What each file dialog showed when it opened (it is then cancelled)."""
    seen: list[dict] = []

    def look(dialog: QFileDialog, *args: object) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        texts = [w.text() for w in dialog.findChildren(QLabel) if w.isVisible()]
        texts += [w.text() for w in dialog.findChildren(QAbstractButton) if w.isVisible()]
        tips = [w.toolTip() for w in dialog.findChildren(QToolButton) if w.isVisible()]
        detail = dialog.findChild(QToolButton, "detailModeButton")
        name = dialog.findChild(QLineEdit, "fileNameEdit")
        seen.append(
            {
                "title": dialog.windowTitle(),
                "filters": dialog.nameFilters()
                if dialog.nameFilters() != ["All Files (*)"]
                else [],
                "texts": [t for t in texts if t],
                "tips": [t for t in tips if t],
                "detail": detail is not None and detail.isVisible(),
                "rtl": dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft,
                "path_ltr": dialog.findChild(QComboBox, "lookInCombo").layoutDirection()
                == Qt.LayoutDirection.LeftToRight,
                "name": name.text() if name is not None and name.isVisible() else "",
            }
        )
        dialog.reject()
        return 0

    monkeypatch.setattr(QFileDialog, "exec", look)
    return seen


def latin_in(shown: dict) -> list[str]:
    found = []
    for key in ("title", "filters", "texts", "tips"):
        values = shown[key] if isinstance(shown[key], list) else [shown[key]]
        found += [f"{key}: {v}" for v in values if LATIN.search(PATTERNS.sub("", v))]
    if LATIN.search(EXTENSION.sub("", shown["name"])):
        found.append(f"name: {shown['name']}")
    return found


def test_every_file_dialog_is_persian_and_right_to_left(ctx, qtbot, opened):
    group = create_group(ctx)
    qtbot.addWidget(group)
    for button in (
        group.choose_folder_button,
        group.restore_button,
        group.export_button,
        group.open_export_button,
    ):
        button.click()
    importing = ImportDialog(ctx, "people", group)
    qtbot.addWidget(importing)
    importing.choose_button.click()
    assert Exporter().ask_path(group, "فهرست-اشخاص") is None
    assert save_path(group, "ذخیرهٔ سند", "نامه-۷.pdf", pdf_filter(), suffix="pdf") == ""
    incoming = IncomingDialog(ctx, group)
    qtbot.addWidget(incoming)
    incoming.scan_button.click()
    batch = BatchPrintDialog(ctx, template_key="register_report", village_id=1, parent=group)
    qtbot.addWidget(batch)
    batch.choose_folder()
    assert len(opened) == 9
    assert all(shown["tips"] for shown in opened)  # Qt's own words were looked at
    wrong = {
        shown["title"]: [
            *([] if shown["rtl"] else ["left to right"]),
            *(["the detail view can be chosen"] if shown["detail"] else []),
            *([] if shown["path_ltr"] else ["the folder's path right to left"]),
            *latin_in(shown),
        ]
        for shown in opened
    }
    assert wrong == {shown["title"]: [] for shown in opened}


def test_saving_a_paper_asks_in_persian(qapp, db, db_path, qtbot, opened):
    from desktop.demo import build_demo
    from desktop.services import papers
    from desktop.ui.documents.print_preview import preview_document

    build_demo(db, villages=2, farmers_per_village=3)
    ctx = AppContext(db, db_path)
    dialog = preview_document(ctx, None, "receipt", papers.sample(db, "receipt"))
    qtbot.addWidget(dialog)
    dialog.ask_file()
    [shown] = opened
    assert latin_in(shown) == [], shown
    assert shown["rtl"] and not shown["detail"]
