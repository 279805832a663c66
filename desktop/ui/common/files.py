"""Choosing a file or folder in Persian: Qt's own (non-native) file dialog with every label
translated here, the list view (no Gregorian «date modified» column), a suggested file name,
and a path shown left-to-right inside Persian text.

Every screen asks through these instead of ``QFileDialog``'s static functions::

    path = save_path(self, self.tr("Save as a PDF document"), "نامه-۷-ص-۱۴۰۵.pdf", pdf_filter())
    if path:
        ...
        show_info(self, self.tr("Saved in %1").replace("%1", ltr(path)))
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDir,
    QIdentityProxyModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import QComboBox, QDialog, QFileDialog, QToolButton, QWidget


class FileDialog(QObject):
    """Holds the dialog's labels for the translation catalogue (context «FileDialog»)."""

    def texts(self) -> dict[QFileDialog.DialogLabel, str]:
        L = QFileDialog.DialogLabel  # noqa: N806 - Qt's enum
        return {
            L.LookIn: self.tr("Look in:"),
            L.FileName: self.tr("File name:"),
            L.FileType: self.tr("Files of type:"),
            L.Accept: self.tr("Choose"),
            L.Reject: self.tr("Cancel"),
        }


def ltr(path: str | Path) -> str:
    """A path isolated left-to-right (LRI … PDI), so its slashes stay put in Persian text."""
    return "\u2066" + str(path) + "\u2069"


def pdf_filter() -> str:
    return QCoreApplication.translate("FileDialog", "PDF documents (*.pdf)")


def _existing(folder: str | Path) -> str:
    """``folder``, or its nearest parent that exists: Qt puts the last part of a folder that
    does not exist (the default «backups» before the first backup) in the file name box."""
    if not folder:
        return QDir.homePath()
    path = Path(folder)
    while not path.is_dir() and path.parent != path:
        path = path.parent
    return str(path) if path.is_dir() else QDir.homePath()


def make_dialog(
    parent: QWidget | None, title: str, *, folder: str | Path = "", name_filter: str = ""
) -> QFileDialog:
    dialog = QFileDialog(parent, title, _existing(folder))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setViewMode(QFileDialog.ViewMode.List)
    # the detail view's dates are Gregorian and its sizes «KiB»: not offered
    for name in ("detailModeButton", "listModeButton"):
        button = dialog.findChild(QToolButton, name)
        if button is not None:
            button.hide()
    look_in = dialog.findChild(QComboBox, "lookInCombo")
    if look_in is not None:  # a path reads left to right: its slashes stay at their ends
        look_in.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
    for label, text in FileDialog().texts().items():
        dialog.setLabelText(label, text)
    if name_filter:
        dialog.setNameFilter(name_filter)
    return dialog


class _Named(QIdentityProxyModel):
    """The dialog's files shown by ``name`` (a backup by its kind and Jalali time), the file
    name as the tooltip; what is chosen is still the file itself."""

    def __init__(self, name: Callable[[str], str], parent: QObject) -> None:
        super().__init__(parent)
        self.name = name

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        value = super().data(index, role)
        if index.column() == 0 and role in (
            Qt.ItemDataRole.DisplayRole,
            Qt.ItemDataRole.ToolTipRole,
        ):
            shown = super().data(index, Qt.ItemDataRole.DisplayRole)
            if isinstance(shown, str):
                return self.name(shown) if role == Qt.ItemDataRole.DisplayRole else ltr(shown)
        return value


def _run(dialog: QFileDialog) -> str:
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return ""
    chosen = dialog.selectedFiles()
    return chosen[0] if chosen else ""


def save_path(
    parent: QWidget | None, title: str, suggested: str, name_filter: str = "",
    *, folder: str | Path = "", suffix: str = "",
) -> str:  # fmt: skip
    """Ask where to save, offering ``suggested`` as the name; "" when the clerk cancels."""
    dialog = make_dialog(parent, title, folder=folder, name_filter=name_filter)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.selectFile(suggested)
    if suffix:
        dialog.setDefaultSuffix(suffix)
    return _run(dialog)


def open_path(
    parent: QWidget | None, title: str, name_filter: str = "", *, folder: str | Path = "",
    named: Callable[[str], str] | None = None,
) -> str:  # fmt: skip
    """Ask for a file to open; ``named`` shows each file by another name (``backup.describe``)."""
    dialog = make_dialog(parent, title, folder=folder, name_filter=name_filter)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    if named is not None:
        dialog.setProxyModel(_Named(named, dialog))
    return _run(dialog)


def folder_path(parent: QWidget | None, title: str, *, folder: str | Path = "") -> str:
    dialog = make_dialog(parent, title, folder=folder)
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
    return _run(dialog)


def safe_file_name(text: str) -> str:
    """A suggested file name from Persian text: the characters no file system takes replaced."""
    bad = '\\/:*?"<>|\n\r\t'
    cleaned = "".join("-" if ch in bad else ch for ch in text).strip(" .-")
    return cleaned[:120] or "document"
