"""Every window and dialog fits the office's 1366×768 screen: opened, shown, and measured —
its size and the least size its layout needs (more would push buttons off the screen)."""

from __future__ import annotations

from desktop.demo import build_demo
from desktop.ui.common.context import AppContext
from desktop.ui.common.forms import DIALOG_MAX, SCREEN
from desktop.ui.shell.main_window import MainWindow
from desktop.ui.shell.sections import SECTIONS
from tests.printing.conftest import fill_demo_office
from tests.ui.screens import all_dialogs


def test_every_dialog_fits_the_office_screen(qtbot, qapp, db, db_path):
    fill_demo_office(db)  # every module's records, so each document's editor opens on one
    ctx = AppContext(db, db_path)
    too_big = []
    for dialog in all_dialogs(ctx):
        qtbot.addWidget(dialog)
        dialog.show()
        qapp.processEvents()
        name = f"{type(dialog).__name__} «{dialog.windowTitle()}»"
        size, least = dialog.size(), dialog.minimumSizeHint()
        if size.width() > DIALOG_MAX.width() or size.height() > DIALOG_MAX.height():
            too_big.append((name, "size", size.width(), size.height()))
        if least.width() > DIALOG_MAX.width() or least.height() > DIALOG_MAX.height():
            too_big.append((name, "needs", least.width(), least.height()))
        dialog.hide()
    assert too_big == [], too_big


def test_no_form_grows_past_the_screen_with_its_errors(qtbot, qapp, db, db_path):
    """Long errors under every field of every form (the person form grew with each error until
    Save fell below the screen; the add-user dialog clipped its error): the form scrolls."""
    from desktop.ui.common.forms import FieldForm

    fill_demo_office(db)
    too_big = []
    for dialog in all_dialogs(AppContext(db, db_path)):
        qtbot.addWidget(dialog)
        forms = [f for f in dialog.findChildren(FieldForm) if f.fields]
        if not forms:
            continue
        dialog.show()
        qapp.processEvents()
        for form in forms:
            form.show_errors({k: "این خانه درست نیست؛ " * 12 for k in form.fields})
        qapp.processEvents()
        least = dialog.minimumSizeHint()
        if least.height() > DIALOG_MAX.height() or dialog.height() > DIALOG_MAX.height():
            too_big.append((type(dialog).__name__, least.height(), dialog.height()))
        dialog.hide()
    assert too_big == [], too_big


def test_every_section_fits_the_office_screen(qtbot, qapp, db, db_path):
    build_demo(db, villages=3, farmers_per_village=4)
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    window.resize(SCREEN.width(), SCREEN.height() - 40)
    window.show()
    for key, _, _ in SECTIONS:
        window.show_section(key)
        qapp.processEvents()
        least = window.minimumSizeHint()
        assert least.width() <= SCREEN.width() and least.height() <= SCREEN.height() - 40, key


def test_every_form_shows_its_rows(qtbot, qapp, db, db_path):
    """A form put in a scroll area of the dialog's own got none of the height: the cases'
    dialogs opened on an empty frame (a FieldForm scrolls inside itself)."""
    from desktop.ui.common.forms import FieldForm

    fill_demo_office(db)
    empty = []
    for dialog in all_dialogs(AppContext(db, db_path)):
        qtbot.addWidget(dialog)
        forms = [f for f in dialog.findChildren(FieldForm) if f.fields and f.scroll_area]
        if not forms:
            continue
        dialog.show()
        qapp.processEvents()
        for form in forms:
            shown = [w for w in form.fields.values() if w.isVisibleTo(dialog)]
            if shown and all(w.visibleRegion().isEmpty() for w in shown):  # not one row seen
                empty.append((type(dialog).__name__, dialog.windowTitle()))
        dialog.hide()
    assert empty == []
