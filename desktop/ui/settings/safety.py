"""Settings → Safety: backups (folder, back up now, restore), sign-in and users, import and the
full export. ``create_group(ctx)`` builds the group; the Settings page places it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QProcess, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.errors import PermissionDenied
from desktop.paths import user_data_dir
from desktop.relaunch import read_only_window
from desktop.services import auth, exchange
from desktop.services.change import Change
from desktop.store import backup
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import confirm, show_error
from desktop.ui.common.files import folder_path, ltr, open_path, save_path
from desktop.ui.common.forms import FormDialog
from desktop.ui.common.widgets import button, button_row, named_button, ok_cancel, wrapped_label


class UserDialog(FormDialog):
    """A new user (with a password) or a password reset for an existing one."""

    def __init__(
        self, ctx: AppContext, user: dict | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(
            ctx, self.tr("New user") if user is None else self.tr("New password"), parent
        )
        self.user = user
        self.username = self.form.add_row("username", self.tr("User name"), QLineEdit())
        self.display_name = self.form.add_row("display_name", self.tr("Full name"), QLineEdit())
        self.role = self.form.add_row("role", self.tr("Role"), QComboBox())
        for key, label in auth.ROLES.items():
            self.role.addItem(label, key)
        self.password = self.form.add_row("password", self.tr("Password"), QLineEdit())
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        if user is not None:
            for w in (self.username, self.display_name, self.role):
                w.setEnabled(False)
            self.username.setText(user["username"])
            self.display_name.setText(user["display_name"])
            self.role.setCurrentIndex(self.role.findData(user["role"]))
        self.column.addWidget(self.form)
        self.column.addWidget(ok_cancel(self, self.save, self.tr("Save"), self.tr("Cancel")))
        self.mark_clean()

    def save(self) -> bool:
        if self.user is None:
            outcome = self.run_form(
                auth.add_user, username=self.username.text(), display_name=self.display_name.text(),
                role=self.role.currentData(), password=self.password.text(),
            )  # fmt: skip
        else:
            outcome = self.run_form(
                auth.set_password, self.user["id"], password=self.password.text()
            )
        if outcome is None:
            return False
        self.accept()
        return True


class SafetySettings(QGroupBox):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        self.setObjectName("safety_settings")
        self.setTitle(self.tr("Safety: backups, users, import and export"))
        layout = QVBoxLayout(self)
        # backups
        row = QHBoxLayout()
        self.folder = QLineEdit()
        self.folder.setObjectName("backup_folder")
        self.folder.setReadOnly(True)
        self.choose_folder_button = button(self.tr("Choose backup folder…"), self.choose_folder)
        row.addWidget(QLabel(self.tr("Backup folder")))
        row.addWidget(self.folder, 1)
        row.addWidget(self.choose_folder_button)
        layout.addLayout(row)
        row = QHBoxLayout()
        self.backup_button = named_button(self.tr("Back up now"), "backup_now", self.back_up_now)
        self.restore_button = button(self.tr("Restore from a backup…"), self.choose_restore)
        self.last_backup = QLabel()
        self.last_backup.setObjectName("last_backup")
        row.addWidget(self.backup_button)
        row.addWidget(self.restore_button)
        row.addWidget(self.last_backup, 1)
        layout.addLayout(row)
        # sign-in and users
        self.sign_in = QCheckBox(self.tr("Require signing in (users and roles)"))
        self.sign_in.setObjectName("sign_in_required")
        layout.addWidget(self.sign_in)
        self.users = QTableWidget(0, 4)
        self.users.setObjectName("users")
        self.users.setHorizontalHeaderLabels(
            [self.tr("User name"), self.tr("Full name"), self.tr("Role"), self.tr("State")]
        )
        self.users.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.users.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.users.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.users.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.users.verticalHeader().hide()
        self.users.setMaximumHeight(160)
        layout.addWidget(self.users)
        self.add_user_button = button(
            self.tr("Add user…"), lambda: UserDialog(ctx, None, self).exec()
        )
        self.password_button = button(self.tr("New password…"), self.new_password)
        self.unlock_button = button(self.tr("Unlock"), lambda: self._on_user(auth.unlock_user))
        self.retire_user_button = button(self.tr("Deactivate"), self.retire_user)
        layout.addLayout(
            button_row(
                self.add_user_button,
                self.password_button,
                self.unlock_button,
                self.retire_user_button,
            )
        )
        # import and export
        self.import_people_button = button(
            self.tr("Import people…"), lambda: self.open_import("people")
        )
        self.import_villages_button = button(
            self.tr("Import villages…"), lambda: self.open_import("villages")
        )
        self.export_button = button(self.tr("Full export for the shahrestan…"), self.full_export)
        self.open_export_button = button(self.tr("Open another bakhsh's export…"), self.open_export)
        layout.addLayout(
            button_row(
                self.import_people_button,
                self.import_villages_button,
                self.export_button,
                self.open_export_button,
            )
        )
        self.status = wrapped_label("status")
        layout.addWidget(self.status)

        self.sign_in.clicked.connect(self.toggle_sign_in)
        ctx.changed.connect(self.on_change)
        self.load()

    # --- state ----------------------------------------------------------------------------

    def load(self) -> None:
        folder = backup.folder_for(self.ctx.db, self.ctx.db_path)
        self.folder.setText(str(folder))
        found = backup.list_backups(folder)
        self.last_backup.setText(
            self.tr("Last backup: %1").replace("%1", backup.describe(found[0].path))
            if found
            else self.tr("No backup yet.")
        )
        self.last_backup.setToolTip(ltr(found[0].path) if found else "")
        self.sign_in.setChecked(auth.sign_in_required(self.ctx.db))
        session = auth.current_session(self.ctx.db)
        may_manage = session is not None and session.may("users")
        self.user_rows = auth.users(self.ctx.db, include_retired=True) if may_manage else []
        self.users.setRowCount(len(self.user_rows))
        for i, u in enumerate(self.user_rows):
            state = (
                self.tr("Inactive")
                if u["retired_at"]
                else (self.tr("Locked") if u["locked_until"] else self.tr("Active"))
            )
            for j, text in enumerate(
                (u["username"], u["display_name"], auth.ROLES[u["role"]], state)
            ):
                self.users.setItem(i, j, QTableWidgetItem(text))

    def on_change(self, change: Change) -> None:
        if change.touches("settings", "app_user"):
            self.load()

    def selected_user(self) -> dict | None:
        rows = self.users.selectionModel().selectedRows()
        return self.user_rows[rows[0].row()] if rows else None

    def say(self, text: str, file: str = "") -> None:
        """``text`` in the status line; ``file``, the path it speaks of, as its tooltip."""
        self.status.setText(text)
        self.status.setToolTip(file)

    # --- actions --------------------------------------------------------------------------

    def choose_folder(self) -> None:
        chosen = folder_path(self, self.tr("Choose backup folder"), folder=self.folder.text())
        if chosen:
            self.set_folder(chosen)

    def set_folder(self, folder: str) -> bool:
        outcome = self.ctx.run(auth.set_backup_folder, folder=folder)
        self.say(
            "\n".join((outcome.errors or {}).values()) if not outcome.ok else self.tr("Saved.")
        )
        return outcome.ok

    def back_up_now(self) -> Path | None:
        try:
            saved = exchange.backup_now(self.ctx.db, self.ctx.db_path)
        except (backup.BackupError, PermissionDenied) as e:
            self.say(e.message_fa)
            return None
        self.load()
        self.say(self.tr("Backup saved: %1").replace("%1", backup.describe(saved)), ltr(saved))
        return saved

    def choose_restore(self) -> None:
        chosen = open_path(
            self,
            self.tr("Choose a backup"),
            self.tr("Backups (*.sqlite)"),
            folder=self.folder.text(),
            named=backup.describe,
        )
        if chosen and confirm(
            self,
            self.tr(
                "Replace the current database with «%1»? The current file is kept aside, and the program closes."
            ).replace("%1", backup.describe(chosen)),
        ):
            self.restore(Path(chosen))

    def restore(self, chosen: Path) -> bool:
        if self.ctx.read_only:
            self.say(self.tr("The database is open read-only."))
            return False
        try:
            aside = exchange.restore_backup(self.ctx.db, self.ctx.db_path, chosen)
        except (backup.BackupError, PermissionDenied) as e:
            self.say(e.message_fa)
            return False
        self.ctx.setProperty("restored", True)  # app.py: no backup on close, just quit
        text = self.tr("The backup was restored. Start the program again.")
        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Restore"), text, parent=self)
        if aside is not None:
            box.setText(text + "\n" + kept_aside(aside))
            box.setToolTip(ltr(aside))
        box.exec()
        QCoreApplication.quit()
        return True

    def toggle_sign_in(self, on: bool) -> None:
        outcome = self.ctx.run(auth.set_sign_in_required, required=on)
        if not outcome.ok:
            self.sign_in.setChecked(not on)
            self.say("\n".join((outcome.errors or {}).values()))

    def new_password(self) -> None:
        user = self.selected_user()
        if user is not None:
            UserDialog(self.ctx, user, self).exec()

    def _on_user(self, action) -> None:  # noqa: ANN001 - a service taking (db, user_id)
        user = self.selected_user()
        if user is None:
            return
        outcome = self.ctx.run(action, user["id"])
        if not outcome.ok:
            self.say("\n".join((outcome.errors or {}).values()))

    def retire_user(self) -> None:
        user = self.selected_user()
        if user is not None and confirm(
            self, self.tr("Deactivate this user? They can no longer sign in.")
        ):
            self._on_user(auth.retire_user)

    def open_import(self, kind: str) -> None:
        from desktop.ui.exchange.import_dialog import ImportDialog

        ImportDialog(self.ctx, kind, self).exec()

    def full_export(self) -> None:
        chosen = save_path(
            self,
            self.tr("Full export"),
            self.tr("Full export of the bakhsh") + ".json",
            self.tr("Office exports (*.json)"),
        )
        if chosen:
            try:
                exchange.export_office(self.ctx.db, Path(chosen))
            except (OSError, exchange.ExchangeError, PermissionDenied) as e:
                show_error(self, getattr(e, "message_fa", str(e)))
                return
            self.say(self.tr("Exported to %1").replace("%1", ltr(chosen)))

    def open_export(self) -> None:
        chosen = open_path(
            self, self.tr("Another bakhsh's export"), self.tr("Office exports (*.json)")
        )
        if not chosen:
            return
        dest = self.import_export(Path(chosen), user_data_dir() / "other-bakhsh")
        if dest is not None and confirm(self, self.tr("Open it now, in a window of its own?")):
            open_in_new_window(dest)

    def import_export(self, source: Path, folder: Path) -> Path | None:
        folder.mkdir(parents=True, exist_ok=True)
        dest = folder / (source.stem + ".sqlite")
        n = 1
        while dest.exists():
            n += 1
            dest = folder / f"{source.stem}-{n}.sqlite"
        try:
            exchange.import_office(source, dest)
        except exchange.ExchangeError as e:
            self.say(e.message_fa)
            return None
        self.say(self.tr("Saved as a separate, read-only bakhsh: %1.").replace("%1", str(dest)))
        return dest


def kept_aside(aside: Path) -> str:
    """Where the file a restore replaced went, as the clerk reads it (its kind and time)."""
    return QCoreApplication.translate(
        "SafetySettings", "The previous file was kept beside the database as «%1»."
    ).replace("%1", backup.describe(aside))


def open_in_new_window(database: Path) -> bool:
    """Another bakhsh's records in a second copy of the program, read-only (no lock taken)."""
    program, arguments = read_only_window(database)  # `-m desktop` only from source
    return QProcess.startDetached(program, arguments)[0]


def schedule_backups(app: QCoreApplication, ctx: AppContext, window: QMainWindow) -> None:
    """A backup when due (at most daily, checked hourly) and one when the program closes;
    a failure (the USB stick is out) shows in the status bar."""

    def back_up(kind: str) -> None:
        if ctx.property("restored"):  # the file was replaced; the program is closing
            return
        try:
            if kind == "close" or backup.backup_due(backup.folder_for(ctx.db, ctx.db_path)):
                exchange.scheduled_backup(ctx.db, ctx.db_path, kind=kind)
        except (backup.BackupError, PermissionDenied) as e:
            window.statusBar().showMessage(e.message_fa, 60_000)

    back_up("auto")
    try:  # what cut-off backups and restores left a week ago: removed, and the clerk told
        told = exchange.clean_leftovers(ctx.db, ctx.db_path)
    except (backup.BackupError, PermissionDenied) as e:
        told = e.message_fa
    if told:
        window.statusBar().showMessage(told, 60_000)
    timer = QTimer(app)
    timer.timeout.connect(lambda: back_up("auto"))
    timer.start(60 * 60 * 1000)
    app.aboutToQuit.connect(lambda: back_up("close"))


def create_group(ctx: AppContext) -> QWidget:
    return SafetySettings(ctx)
