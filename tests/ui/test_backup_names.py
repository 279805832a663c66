"""Backups are named to the clerk by their kind and their Jalali date and time in Persian digits
(«پشتیبان دستی، ۱۴۰۵/۰۹/۱۰ ساعت ۱۴:۳۲»), never by the program's file name
(«bakhsh-office-20261201-143205-manual.sqlite»): after «پشتیبان‌گیری اکنون», in the last
backup line, in the question before a restore and the message after it, in the audit log and
in what the start-up clean-up says it removed. The file name stays as a tooltip."""

from __future__ import annotations

import datetime as _dt
import os
import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from desktop.services import exchange
from desktop.store import backup
from desktop.ui.audit.page import AuditPage
from desktop.ui.common.context import AppContext
from desktop.ui.settings import safety
from desktop.ui.settings.safety import create_group

LATIN = re.compile(r"[0-9A-Za-z]")
LABEL = re.compile(r"پشتیبان دستی، ۱۴\d\d/\d\d/\d\d ساعت \d\d:\d\d".replace(r"\d", "[۰-۹]"))


@pytest.fixture
def ctx(qapp, office_db, db_path):
    return AppContext(office_db, db_path)


def test_the_store_names_its_own_files_in_persian():
    name = "bakhsh-office-20261201-143205-manual.sqlite"
    assert backup.describe(f"/usb/{name}") == "پشتیبان دستی، ۱۴۰۵/۰۹/۱۰ ساعت ۱۴:۳۲"
    assert backup.describe("bakhsh-office-20261201-143205-auto-2.sqlite").startswith(
        "پشتیبان روزانه، "
    )
    assert backup.describe("office.sqlite.before-restore-20261201-143205-2") == (
        "پروندهٔ کنارگذاشته پیش از بازگردانی، ۱۴۰۵/۰۹/۱۰ ساعت ۱۴:۳۲"
    )
    assert backup.describe("my-own-copy.sqlite") == "my-own-copy.sqlite"  # the clerk's name
    assert backup.describe("bakhsh-office-20261399-143205-manual.sqlite").startswith("bakhsh")


def test_the_dashboards_last_backup_says_its_kind(ctx, qtbot, monkeypatch):
    """The dashboard's line showed only the date and time («۱۴۰۵/۰۹/۱۰ ۱۴:۳۲»): not whether the
    last backup was the clerk's own or the daily one. Now as the safety screen names it."""
    from desktop.ui.dashboard.page import DashboardPage

    saved = backup.make_backup(ctx.db, backup.folder_for(ctx.db, ctx.db_path), kind="manual")
    page = DashboardPage(ctx)
    qtbot.addWidget(page)
    line = page.labels["last_backup"]
    assert LABEL.fullmatch(line.text()), line.text()
    assert line.text() == backup.describe(saved) and saved.name in line.toolTip()


def test_backing_up_now_says_which_backup_in_persian(ctx, qtbot, tmp_path):
    group = create_group(ctx)
    qtbot.addWidget(group)
    (tmp_path / "usb").mkdir()
    assert group.set_folder(str(tmp_path / "usb"))
    saved = group.back_up_now()
    assert saved is not None
    said = group.status.text()
    assert LABEL.search(said), said
    assert saved.name not in said
    assert saved.name in group.status.toolTip()
    assert LABEL.search(group.last_backup.text()), group.last_backup.text()
    assert saved.name in group.last_backup.toolTip()


def test_restoring_asks_and_tells_in_persian(ctx, qtbot, tmp_path, monkeypatch):
    group = create_group(ctx)
    qtbot.addWidget(group)
    saved = exchange.backup_now(ctx.db, ctx.db_path)
    shown: list[str] = []

    def answer(box: QMessageBox, *args: object) -> int:
        shown.append(box.text() + "\n" + box.informativeText())
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "exec", answer)
    monkeypatch.setattr(safety, "open_path", lambda *a, **k: str(saved))
    monkeypatch.setattr(QCoreApplication, "quit", lambda: None)
    group.restore_button.click()
    question, told = shown
    assert LABEL.search(question) and saved.name not in question, question
    assert "پروندهٔ کنارگذاشته پیش از بازگردانی، ۱۴" in told, told
    assert not re.search(r"before-restore|\.sqlite", told), told


def test_the_audit_log_names_backups_in_persian(ctx, qtbot):
    saved = exchange.backup_now(ctx.db, ctx.db_path)
    page = AuditPage(ctx)
    qtbot.addWidget(page)
    texts = [page.model.data(page.model.index(r, 3)) for r in range(page.model.rowCount())]
    backups = [t for t in texts if t and t.startswith("پشتیبان‌گیری")]
    assert backups, texts
    assert LABEL.search(backups[0]) and saved.name not in backups[0], backups[0]


def test_the_clean_up_names_what_it_removed_in_persian(ctx):
    aside = ctx.db_path.with_name(ctx.db_path.name + ".before-restore-20261201-143205")
    aside.write_bytes(b"old")
    old = (_dt.datetime.now() - 2 * backup.LEFTOVER_GRACE).timestamp()
    os.utime(aside, (old, old))
    told = exchange.clean_leftovers(ctx.db, ctx.db_path)
    assert told is not None and not aside.exists()
    assert "پروندهٔ کنارگذاشته پیش از بازگردانی، ۱۴۰۵/۰۹/۱۰ ساعت ۱۴:۳۲" in told, told
    assert not LATIN.search(told), told


def test_the_restore_dialog_lists_backups_in_persian_and_chooses_the_file(ctx, qtbot, monkeypatch):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QFileDialog, QListView

    group = create_group(ctx)
    qtbot.addWidget(group)
    saved = exchange.backup_now(ctx.db, ctx.db_path)
    listed: list[tuple[str, str]] = []

    def choose(dialog: QFileDialog, *args: object) -> int:
        dialog.show()
        qtbot.waitExposed(dialog)
        view = dialog.findChild(QListView, "listView")
        qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) > 0)
        index = view.model().index(0, 0, view.rootIndex())
        listed.append((index.data(), index.data(Qt.ItemDataRole.ToolTipRole)))
        rect = view.visualRect(index)
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        dialog.accept()  # «گزینش»
        return dialog.result()

    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "exec", choose)
    monkeypatch.setattr(QMessageBox, "exec", lambda box, *a: asked.append(box.text()) or 0)
    group.restore_button.click()
    [(shown, tip)] = listed
    assert LABEL.fullmatch(shown), shown
    assert saved.name in tip
    [question] = asked  # the file itself was chosen: the question names it
    assert LABEL.search(question), question


def test_the_start_up_gate_names_the_backup_and_the_set_aside_file_in_persian(
    qapp, monkeypatch, tmp_path
):
    from desktop.ui.shell.gate import StartupGate

    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box, *a: shown.append(box.text()) or 0)
    gate = StartupGate()
    found = tmp_path / "bakhsh-office-20261201-143205-auto.sqlite"
    gate.restore_backup("پایگاه داده آسیب دیده است.", found)
    gate.restored(tmp_path / "office.sqlite.before-restore-20261201-143205")
    asked, told = shown
    assert "پشتیبان روزانه، ۱۴۰۵/۰۹/۱۰ ساعت ۱۴:۳۲" in asked and found.name not in asked, asked
    assert "پروندهٔ کنارگذاشته پیش از بازگردانی، ۱۴۰۵/۰۹/۱۰ ساعت ۱۴:۳۲" in told, told
    assert not LATIN.search(asked + told), (asked, told)
