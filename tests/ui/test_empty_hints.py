"""An empty list says what to do instead of staying blank: every list of every section of a new
office, and of the dialogs, shows its hint while it has no row (``RecordTable``'s own, or the
shared ``empty_hint`` a ``QTableWidget`` is given)."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QListWidget, QTableView

from desktop.ui.common.context import AppContext
from desktop.ui.common.record_table import RecordTable
from desktop.ui.shell.main_window import MainWindow
from desktop.ui.shell.sections import SECTIONS

# Lists still blank when empty, by section and name, so the set can only shrink: the list of
# councils, a filled table not yet a paged list of the shared ``RecordTable`` (which brings its
# hint; a council's members and the fund book became such lists and say what to do). An item
# that gains its hint fails the test until taken off.
LEFT = {("councils", "MainWindow/councils")}


def blank_lists(widget) -> list[str]:
    """The shown lists with no row and nothing said over them."""
    found = []
    for view in widget.findChildren(QAbstractItemView):
        if not isinstance(view, QTableView) or isinstance(view, QListWidget):
            continue
        if not view.isVisibleTo(widget.window()) or view.model() is None:
            continue
        if view.model().rowCount() != 0:
            continue
        if isinstance(view, RecordTable):
            if not view.empty_hint:
                found.append(view.objectName())
            continue
        hints = [w for w in view.viewport().children() if w.objectName() == "empty_hint"]
        if not any(h.isVisibleTo(view) and h.text() for h in hints):
            found.append(f"{type(view.window()).__name__}/{view.objectName()}")
    return found


def test_every_empty_list_of_a_new_office_says_what_to_do(qtbot, qapp, office_db, db_path):
    window = MainWindow(AppContext(office_db, db_path))
    qtbot.addWidget(window)
    window.resize(1366, 736)
    window.show()
    found = []
    for key, _, _ in SECTIONS:
        page = window.show_section(key)
        qapp.processEvents()
        found += [(key, name) for name in blank_lists(page)]
    assert [f for f in found if f not in LEFT] == [], "\n".join(map(str, found))
    assert not LEFT - set(found), "now with a hint: take off LEFT"
