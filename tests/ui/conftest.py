"""The screens' tests walk the clerk's work end to end: at the question asked before an act that
cannot be undone (``dialogs.confirm_act``) the clerk answers «yes». Whether each act asks, and
that «no» leaves the database untouched, is tests/ui/test_irreversible.py's."""

from __future__ import annotations

import shutil

import pytest
import shiboken6
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from desktop.store.db import open_database
from desktop.ui.common.context import AppContext
from tests.printing.conftest import fill_demo_office
from tests.ui.screens import all_dialogs


@pytest.fixture(autouse=True)
def clerk_goes_ahead(monkeypatch):
    from desktop.ui.common import dialogs

    monkeypatch.setattr(dialogs, "confirm_act", lambda parent, consequence, act: True)


# The walks over every dialog (tests/ui/test_dialogs_guard.py, test_focus_and_errors.py)
@pytest.fixture(scope="module")
def office_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("office") / "office.sqlite"
    db = open_database(path)
    fill_demo_office(db)
    db.close()
    return path


@pytest.fixture
def dialogs(office_file, tmp_path, qtbot, qapp):
    """A fresh copy of the demo office and every dialog of the application built on it."""
    path = tmp_path / "office.sqlite"
    shutil.copy(office_file, path)
    db = open_database(path)
    built = all_dialogs(AppContext(db, path))
    for dialog in built:
        qtbot.addWidget(dialog)
    yield built
    for dialog in built:  # with its timers (a letter's preview redraws late), before the db goes
        if shiboken6.isValid(dialog):
            dialog.hide()
            dialog.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    db.close()
