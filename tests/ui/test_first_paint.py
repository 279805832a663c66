"""Start-up paints the window's frame first and opens the office behind it: by the first paint
the program has imported none of what that frame does not show (the database layer and
sqlite-utils, the services, the rules and the law's tables, jdatetime, the dashboard, printing,
QtCharts, QtPdf), and a moment later the clerk sees the same dashboard as before.

Run in a fresh interpreter, as the program starts: another test's imports would hide them."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Not needed to paint the frame: each is imported after it, when the office is opened.
NOT_BEFORE_FIRST_PAINT = (
    "sqlite_utils",
    "jdatetime",
    "reportlab",
    "tomllib",
    "dataclasses",
    "PySide6.QtCharts",
    "PySide6.QtPdf",
    "desktop.store.db",
    "desktop.store.migrations",
    "desktop.store.integrity",
    "desktop.store.lock",
    "desktop.store.network",
    "desktop.text",
    "desktop.services",
    "desktop.rules",
    "desktop.domain.office",
    "desktop.jalali",
    "desktop.printing",
    "desktop.ui.dashboard",
    "desktop.ui.common.context",
    "desktop.ui.common.forms",
)

# What exists when a window is first painted, in the probes below: the modules among ``names``,
# and what PySide6 makes when Python first names it — Qt's namespace (95 enums,
# desktop.ui.common.qt_names), the keys' classes, and those of the inputs other than line edits.
# (No braces: the probes are format strings.)
AT_PAINT = r"""
def at_paint(names):
    widgets = vars(sys.modules["PySide6.QtWidgets"])
    return dict(
        painted=sorted(
            m for m in sys.modules if any(m == n or m.startswith(n + ".") for n in names)
        ),
        qt_keys="QKeySequence" in vars(sys.modules["PySide6.QtGui"]),
        qt_namespace="Qt" in vars(sys.modules["PySide6.QtCore"]),
        other_inputs=sorted(
            n for n in ("QComboBox", "QPlainTextEdit", "QTextEdit", "QListWidget",
                        "QTableWidget", "QTableView", "QMessageBox")
            if n in widgets
        ),
    )
"""

PROBE = r"""
import os, sys
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget

NAMES = {names!r}
state = {{"painted": None}}
{at_paint}
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and state["painted"] is None:
            state.update(at_paint(NAMES))
            QTimer.singleShot(0, lambda: wait(obj, 0))
        return False

watcher = FirstPaint()
original = QWidget.showMaximized

def shown(self):
    self.installEventFilter(watcher)
    return original(self)

QWidget.showMaximized = shown

def wait(window, tries):
    page = getattr(window, "pages", {{}}).get("dashboard")
    if page is None and tries < 400:  # the office is opened behind the painted frame
        QTimer.singleShot(25, lambda: wait(window, tries + 1))
        return
    print("before", state["painted"])
    print("qt_keys", state["qt_keys"])
    print("qt_namespace", state["qt_namespace"])
    print("loading", window.ctx is None)
    print("after", page is not None and window.stack.currentWidget() is page)
    print("title", page.title.text() if page is not None else "")
    sys.stdout.flush()
    os._exit(0)

from desktop.__main__ import main
main(["--db", sys.argv[1]])
"""


def _start(path: Path, *, first: str = "") -> dict[str, str]:
    """What the program had imported at its first paint, and what it showed after; ``first``
    is imported before the program starts."""
    probe = PROBE.format(names=NOT_BEFORE_FIRST_PAINT, at_paint=AT_PAINT).replace(
        "from desktop.__main__", first + "\nfrom desktop.__main__"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", probe, str(path)],
        capture_output=True, text=True, env=env, timeout=300, cwd=ROOT,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    lines = dict(line.split(" ", 1) for line in result.stdout.splitlines() if " " in line)
    assert "before" in lines, result.stdout + result.stderr[-3000:]
    return lines


@pytest.fixture
def office_path(office_db, db_path: Path) -> Path:
    office_db.close()
    return db_path


def test_the_first_paint_needs_only_the_frame_and_the_dashboard_follows(office_path: Path):
    seen = _start(office_path)
    assert seen["before"] == "[]", "imported before the first paint: " + seen["before"]
    assert seen["qt_keys"] == "False"  # the window's keys are given after its frame's paint
    assert seen["qt_namespace"] == "False"  # nor is Qt's namespace named before it
    assert seen["loading"] == "False"  # the office was opened after that paint
    assert seen["after"] == "True"  # and its first screen is the dashboard, as before
    assert "بخشداری مرکزی کاشان" in seen["title"]


def test_the_check_sees_a_module_imported_before_the_first_paint(office_path: Path):
    """(The check above can fail: a frame that imported a service would be caught.)"""
    seen = _start(
        office_path,
        first="import desktop.services.office\nfrom PySide6.QtGui import QKeySequence\n"
        "from PySide6.QtCore import Qt",
    )
    assert "'desktop.services.office'" in seen["before"] and "'sqlite_utils'" in seen["before"]
    assert seen["qt_keys"] == "True"
    assert seen["qt_namespace"] == "True"


# Not needed to show a new file's set-up dialog, the first thing shown of a new file, alone: what
# the frame does not need either (but the forms the dialog is made of), nor the window itself,
# its keys (named in Persian digits) and the claim on the file (a share, the one-writer lock),
# nor the date field; the file is claimed, created and migrated, and the law's periods read,
# once it has been painted, and the window follows when the office is set up.
NOT_BEFORE_SET_UP_SHOWS = (
    *(n for n in NOT_BEFORE_FIRST_PAINT if n != "desktop.ui.common.forms"),
    "desktop.ui.common.date_edit",
    "desktop.ui.shell.main_window",
)

SET_UP_PROBE = r"""
import os, sys
from pathlib import Path
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QDialog, QLabel

NAMES = {names!r}
path = Path(sys.argv[1])
state = {{"painted": None}}
{at_paint}
class FirstPaint(QObject):
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and state["painted"] is None:
            state.update(at_paint(NAMES))
            state["file"] = path.exists()
            state["habits"] = QApplication.instance().property("bakhsh_habits")
            QTimer.singleShot(0, lambda: opened(obj, 0))
        return False

watcher = FirstPaint()
original = QDialog.exec

def shown(self):
    if type(self).__name__ == "SetupDialog":
        self.installEventFilter(watcher)
    return original(self)

QDialog.exec = shown
from PySide6.QtWidgets import QApplication

def opened(dialog, tries):
    if dialog.ctx is None and tries < 400:  # the file is created behind the painted dialog
        QTimer.singleShot(25, lambda: opened(dialog, tries + 1))
        return
    print("before", state["painted"])
    print("qt_keys", state["qt_keys"])
    print("qt_namespace", state["qt_namespace"])
    print("other_inputs", state["other_inputs"])
    print("file_at_paint", state["file"])
    print("habits_at_paint", state["habits"])
    print("file_after", path.exists())
    print("law", "قانون ۱۳۳۴" in dialog.form.law_note.text())
    focus = QApplication.focusWidget()
    print("focus", focus.objectName() if focus is not None else "")
    print("keys", any("&" in label.text() for label in dialog.findChildren(QLabel)))
    form = dialog.form
    form.office_name.setText("بخشداری مرکزی")
    form.shahrestan.setText("کاشان")
    form.bakhsh.setText("مرکزی")
    form.bakhshdar.setText("محمد نوروزی")
    print("alone", dialog.parentWidget() is None)  # no window behind it yet
    dialog.accept_if_valid()
    QTimer.singleShot(0, lambda: dashboard(0))

def dashboard(tries):
    windows = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow"]
    page = getattr(windows[0], "pages", {{}}).get("dashboard") if windows else None
    window = windows[0] if windows else None
    if page is None and tries < 400:
        QTimer.singleShot(25, lambda: dashboard(tries + 1))
        return
    print("after", page is not None and window.stack.currentWidget() is page)
    print("title", page.title.text() if page is not None else "")
    sys.stdout.flush()
    os._exit(0)

from desktop.__main__ import main
main(["--db", str(path)])
"""


def test_a_new_files_set_up_dialog_shows_before_the_file_is_made_and_the_office_follows(
    tmp_path: Path,
):
    path = tmp_path / "new.sqlite"
    probe = SET_UP_PROBE.format(names=NOT_BEFORE_SET_UP_SHOWS, at_paint=AT_PAINT)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", probe, str(path)],
        capture_output=True, text=True, env=env, timeout=300, cwd=ROOT,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr[-3000:]
    seen = dict(line.split(" ", 1) for line in result.stdout.splitlines() if " " in line)
    assert "before" in seen, result.stdout + result.stderr[-3000:]
    assert seen["before"] == "[]", "imported before the set-up dialog showed: " + seen["before"]
    assert seen["qt_keys"] == "False"  # its keys are given once it has been painted
    assert seen["qt_namespace"] == "False"
    assert seen["other_inputs"] == "[]", seen["other_inputs"]
    assert seen["file_at_paint"] == "False"  # created once the dialog was painted
    assert seen["habits_at_paint"] == "None"  # installed after it too
    assert seen["file_after"] == "True"
    assert seen["law"] == "True"  # the law's periods, read after the paint
    assert seen["focus"] == "office_name"  # the clerk's habits given to the dialog shown before
    assert seen["keys"] == "True"
    assert seen["alone"] == "True"
    assert seen["after"] == "True"  # saved: the window follows, on the office's first screen
    assert "بخشداری مرکزی" in seen["title"]


def _shown_until_closed(app, dialog) -> int:
    """A dialog's exec, with a way out if it never closes: shown, ``app``'s events run until it
    is closed."""
    dialog.show()
    deadline = time.monotonic() + 20
    while dialog.isVisible() and time.monotonic() < deadline:
        app.processEvents()
    return dialog.result()


@pytest.mark.parametrize("fails", ["refused", "raises"])
def test_a_new_file_that_cannot_be_made_closes_its_set_up_dialog(
    qapp, tmp_path, monkeypatch, fails
):
    """The file is made behind the painted set-up dialog: if that is refused (the gate has said
    why) the dialog closes and the program exits with 1; an error is raised out as before."""
    from desktop import app as start
    from desktop.ui.settings.office import SetupDialog
    from desktop.ui.shell.main_window import MainWindow

    def cannot(*args, **kwargs):
        if fails == "raises":
            raise RuntimeError("disk on fire")
        return None

    monkeypatch.setattr(SetupDialog, "exec", lambda dialog: _shown_until_closed(qapp, dialog))
    monkeypatch.setattr(start, "open_office", cannot)
    window = MainWindow()  # the frame alone
    path = tmp_path / "new.sqlite"
    held: list = []
    try:
        if fails == "raises":
            with pytest.raises(RuntimeError, match="disk on fire"):
                start._set_up_new_file(qapp, window, path, None, gate=None, held=held)
        else:
            assert start._set_up_new_file(qapp, window, path, None, gate=None, held=held) == 1
        assert len(held) == 1  # claimed once the dialog was painted, before the file was made
        assert window.section_shortcuts  # and the window's keys installed then
    finally:
        for lock in held:
            lock.release()
    assert not path.exists()
    assert not any(isinstance(w, SetupDialog) and w.isVisible() for w in qapp.topLevelWidgets())


@pytest.mark.parametrize("answer", [True, False])
def test_a_new_file_another_program_holds_is_read_or_left_as_the_clerk_answers(
    qapp, tmp_path, monkeypatch, answer
):
    """The claim waits for the set-up dialog's paint: when another program holds the file's
    lock then, the clerk is asked; the dialog closes without making the file, and start-up
    reads it (True) or quits (0)."""
    from desktop import app as start
    from desktop.store.lock import InstanceLock
    from desktop.ui.settings.office import SetupDialog
    from desktop.ui.shell.main_window import MainWindow

    class Gate:
        def __init__(self) -> None:
            self.asked: list[str] = []

        def open_read_only(self, message_fa: str) -> bool:
            self.asked.append(message_fa)
            return answer

    monkeypatch.setattr(SetupDialog, "exec", lambda dialog: _shown_until_closed(qapp, dialog))
    path = tmp_path / "new.sqlite"
    other = InstanceLock(path).acquire()  # another program's, on its own descriptor
    gate, held = Gate(), []
    try:
        got = start._set_up_new_file(qapp, MainWindow(), path, None, gate=gate, held=held)
    finally:
        other.release()
    if answer:
        assert got is True
    else:
        assert got == 0 and not isinstance(got, bool)
    assert held == [] and "جای دیگری باز است" in gate.asked[0]
    assert not path.exists()
