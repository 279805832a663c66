"""The safety widgets offscreen: sign-in, settings group (backup now, folder, sign-in switch,
users), import dialog with a preview of bad rows, audit page and record history, list export."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from desktop.services import auth, queries
from desktop.services.people import add_person, edit_person
from desktop.store import backup
from desktop.ui.audit.page import AuditPage, RecordHistoryDialog
from desktop.ui.common.context import AppContext
from desktop.ui.common.table_model import Column, PagedTableModel
from desktop.ui.exchange.export import write_model
from desktop.ui.exchange.import_dialog import ImportDialog
from desktop.ui.settings.safety import create_group
from desktop.ui.shell.sign_in import SignInDialog
from tests.ui.helpers import type_text


@pytest.fixture
def ctx(qapp, office_db, db_path):
    return AppContext(office_db, db_path)


def test_sign_in_dialog_refuses_then_accepts(ctx, qtbot):
    auth.add_user(
        ctx.db, username="admin", display_name="مدیر", role="administrator", password="admin-pass-1"
    )
    auth.set_sign_in_required(ctx.db, required=True)
    dialog = SignInDialog(ctx)
    qtbot.addWidget(dialog)
    type_text(dialog.username, "admin")
    type_text(dialog.password, "wrong-one")
    assert not dialog.try_sign_in()
    assert "نادرست" in dialog.error.text()
    type_text(dialog.password, "admin-pass-1")
    assert dialog.try_sign_in()
    assert auth.current_session(ctx.db).role == "administrator"


def test_settings_group_backs_up_and_guards_the_sign_in_switch(ctx, qtbot, tmp_path):
    group = create_group(ctx)
    qtbot.addWidget(group)
    usb = tmp_path / "usb"
    usb.mkdir()
    assert group.set_folder(str(usb))
    assert group.folder.text() == str(usb)
    saved = group.back_up_now()
    assert saved is not None and saved.parent == usb
    assert backup.list_backups(usb)[0].path == saved
    group.sign_in.click()  # no administrator yet: refused, switch goes back off
    assert not group.sign_in.isChecked()
    assert "مدیر سامانه" in group.status.text()
    auth.add_user(
        ctx.db, username="admin", display_name="مدیر", role="administrator", password="admin-pass-1"
    )
    ctx.changed.emit(auth.Change.of("app_user"))
    assert group.users.rowCount() == 1
    group.sign_in.click()
    assert auth.sign_in_required(ctx.db)


def test_a_clerk_cannot_restore(ctx, qtbot, tmp_path):
    saved = backup.make_backup(ctx.db, tmp_path / "usb")
    auth.add_user(
        ctx.db, username="admin", display_name="مدیر", role="administrator", password="admin-pass-1"
    )
    auth.add_user(
        ctx.db, username="clerk", display_name="منشی", role="clerk", password="clerk-pass-1"
    )
    auth.set_sign_in_required(ctx.db, required=True)
    auth.sign_in(ctx.db, "clerk", "clerk-pass-1")
    group = create_group(ctx)
    qtbot.addWidget(group)
    assert not group.restore(saved)
    assert "اجازه" in group.status.text()
    assert ctx.db.execute("SELECT 1").fetchone() == (1,)  # still open


def test_import_dialog_previews_bad_rows_then_imports(ctx, qtbot, tmp_path):
    path = tmp_path / "people.csv"
    with path.open("w", encoding="utf-8", newline="") as f:
        csv.writer(f).writerows(
            [
                ["نام", "نام خانوادگی", "کد ملی"],
                ["حسن", "کریمی", ""],
                ["", "بی‌نام", ""],
                ["مریم", "احمدی", "1234567890"],
            ]
        )
    dialog = ImportDialog(ctx, "people")
    qtbot.addWidget(dialog)
    assert dialog.load_file(path)
    assert dialog.mapping["last_name"].currentData() == 1
    assert not dialog.import_button.isEnabled()
    preview = dialog.run_preview()
    assert preview is not None and len(preview.good) == 1
    assert dialog.bad.rowCount() == 2
    assert queries.counts(ctx.db)["people"] == 0  # nothing until accepted
    assert dialog.import_button.isEnabled()
    assert dialog.run_import()
    assert queries.counts(ctx.db)["people"] == 1


def test_audit_page_and_record_history(ctx, qtbot):
    ident = add_person(ctx.db, first_name="علی", last_name="رضایی").id
    edit_person(ctx.db, ident, first_name="علی", last_name="رضائی")
    page = AuditPage(ctx)
    qtbot.addWidget(page)
    assert page.model.total >= 3
    page.table_filter.setCurrentIndex(page.table_filter.findData("person"))
    assert page.model.total == 2
    page.show_row(0)  # newest first: the edit
    cells = {
        page.changes.item(r, 0).text(): page.changes.item(r, 2).text()
        for r in range(page.changes.rowCount())
    }
    assert cells == {"نام خانوادگی": "رضائی"}  # the column shown by its Persian name
    dialog = RecordHistoryDialog(ctx, "person", ident)
    qtbot.addWidget(dialog)
    assert dialog.list.rowCount() == 2
    assert dialog.changes.rowCount() == 1


def test_a_list_is_exported_whole_and_defused(qapp, tmp_path):
    rows = [{"id": i, "name": f"=cmd{i}" if i == 0 else f"نام{i}"} for i in range(450)]
    model = PagedTableModel(
        [Column("name", "نام"), Column("id", "شماره", lambda r: str(r["id"]))],
        lambda _o, _d, limit, offset: rows[offset : offset + limit],
        lambda: (len(rows), True),
    )
    out = tmp_path / "list.csv"
    assert write_model(model, out) == 450
    with out.open(encoding="utf-8-sig") as f:
        got = list(csv.reader(f))
    assert got[0] == ["نام", "شماره"] and got[1] == ["'=cmd0", "0"] and len(got) == 451


def test_another_bakhshs_export_becomes_a_read_only_file(ctx, qtbot, tmp_path):
    from desktop.services.exchange import export_office

    out = export_office(ctx.db, tmp_path / "x.json")
    group = create_group(ctx)
    qtbot.addWidget(group)
    dest = group.import_export(out, tmp_path / "others")
    assert dest is not None and Path(dest).exists()


def test_the_imported_bakhsh_opens_in_a_window_of_its_own(ctx, qtbot, tmp_path):
    """What "Open it now" starts: the program on the imported file, read-only."""
    import os
    import subprocess
    import sys

    from desktop.services.exchange import export_office

    group = create_group(ctx)
    qtbot.addWidget(group)
    dest = group.import_export(export_office(ctx.db, tmp_path / "x.json"), tmp_path / "others")
    shot = tmp_path / "other.png"
    result = subprocess.run(
        [sys.executable, "-m", "desktop", "--db", str(dest), "--read-only", "--screenshot", str(shot)],
        capture_output=True, text=True, timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert shot.stat().st_size > 10_000
