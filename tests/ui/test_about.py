"""The Help menu's About box: name, version, and every bundled component with its licence."""

from __future__ import annotations

import importlib.metadata as md

from PySide6.QtWidgets import QDialog

from desktop import licences
from desktop.ui.common.context import AppContext
from desktop.ui.shell.about import AboutDialog
from desktop.ui.shell.main_window import MainWindow


def test_help_menu_opens_the_about_box(qtbot, office_db, db_path, monkeypatch):
    opened: list[QDialog] = []
    monkeypatch.setattr(AboutDialog, "exec", lambda self: opened.append(self) or 0)
    window = MainWindow(AppContext(office_db, db_path))
    qtbot.addWidget(window)
    menu_titles = [a.text() for a in window.menuBar().actions()]
    assert "&راهنما" in menu_titles
    window.findChild(type(window.menuBar().actions()[0]), "action_about").trigger()
    assert len(opened) == 1


def test_about_lists_each_component_with_its_licence(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "دربارهٔ برنامه"
    rows = {
        dialog.table.item(r, 0).text().strip("\u2066\u2069"): dialog.table.item(r, 2).text()
        for r in range(dialog.table.rowCount())
    }
    assert len(rows) == len(licences.components("x"))
    # QtPdf's wheel: PySide6_Pdf from 6.12, inside PySide6_Addons before (the Linux bundle's 6.9.3)
    try:
        md.distribution("PySide6_Pdf")
        pdf = "PySide6_Pdf"
    except md.PackageNotFoundError:
        pdf = "PySide6_Addons"
    assert "LGPL" in rows["PySide6_Essentials"] and pdf in rows and "BSD" in rows["reportlab"]
    assert "OFL-1.1" in rows["Vazirmatn"] and "Qt" in rows
    size = dialog.sizeHint().expandedTo(dialog.size())
    assert size.width() <= 1366 and size.height() <= 768
