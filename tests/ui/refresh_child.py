"""Child process of ``test_refcount.py``: the program's own main window on a demo office,
its dashboard refreshed and Qt setters called more times than ``None`` had references at the
start. Prints ``alive`` and exits through the interpreter's normal teardown."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# On an interpreter whose None is mortal (before 3.12) the budget is the count it really has;
# from 3.12 the count is a sentinel, and the budget is twice what a mortal None holds at this
# point (38,087 measured with PySide6 6.12.0 on 3.11, this window on the demo office), so that
# the loop would have freed it there.
IMMORTAL = 1 << 30
MORTAL_NONE_AT_START = 38_087
REFRESHES = int(sys.argv[1]) if len(sys.argv) > 1 else 600  # 455 aborted the program


def main() -> int:
    from PySide6.QtCore import QObject, Signal
    from PySide6.QtWidgets import QLabel, QTableWidget, QTableWidgetItem

    from desktop.demo import build_demo_office
    from desktop.store.db import open_database
    from desktop.ui.common.context import AppContext
    from desktop.ui.shell.application import create_application
    from desktop.ui.shell.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="bakhsh-refcount-"))
    db = open_database(folder / "demo.sqlite")
    build_demo_office(db)
    app = create_application(["bakhsh-office"])
    window = MainWindow(AppContext(db, folder / "demo.sqlite"))
    window.show()
    app.processEvents()
    start = sys.getrefcount(None)
    budget = start + 1_000 if start < IMMORTAL else 2 * MORTAL_NONE_AT_START
    print(f"None refs at start {start}, budget {budget}", flush=True)

    dashboard = window.page("dashboard")
    for _ in range(REFRESHES):
        dashboard.refresh()  # each dropped about 83 references on 3.11
    app.processEvents()

    class Source(QObject):
        edited = Signal(str)

    label, table, source = QLabel(), QTableWidget(2, 2), Source()
    for i in range(budget):  # each call below dropped one reference to None, emit one to True
        label.setText("متن")
        label.setToolTip("راهنما")
        table.setRowCount(2)
        table.setItem(0, 0, QTableWidgetItem(str(i)))
        source.edited.emit("ت")
    app.processEvents()
    window.close()
    db.close()
    print("alive", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
