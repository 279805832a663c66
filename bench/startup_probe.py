"""One start-up, timed by the process that launches it: prints ``painted`` at the first paint of
a top-level window, then exits at once.

    python bench/startup_probe.py bare                    a bare PySide6 window (the baseline)
    python bench/startup_probe.py app --db PATH           the program, as ``bakhsh-office --db PATH``
    python bench/startup_probe.py app --until SetupDialog --db PATH
                                                          the same, until that window is painted

Both watch their windows the same way: each top-level window, when shown (``show``,
``showMaximized``, a dialog's ``exec``), gets an event filter of its own that reports its first
paint. (An application-wide filter in Python would make Qt hand every event of every widget to
Python, about 35 ms of the program's first window the bare one does not pay.) ``run_all.py``
measures from launch to the ``painted`` line.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def _watch(until: str | None = None) -> None:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QDialog, QWidget

    class FirstPaint(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: ANN001, N802 - Qt naming
            if event.type() == QEvent.Type.Paint:
                name = type(obj).__name__
                if until is None or name == until:
                    sys.stdout.write(f"painted {name}\n")
                    sys.stdout.flush()
                    os._exit(0)
            return False

    watcher = FirstPaint()
    _watch.keep = watcher  # type: ignore[attr-defined] - alive as long as the process

    def watched(method):  # noqa: ANN001, ANN202
        def shown(self, *args):  # noqa: ANN001, ANN202
            if self.isWindow():
                self.installEventFilter(watcher)
            return method(self, *args)

        return shown

    for cls, name in ((QWidget, "show"), (QWidget, "showMaximized"), (QDialog, "exec")):
        setattr(cls, name, watched(getattr(cls, name)))


def bare() -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    _watch()
    window = QMainWindow()
    window.resize(1280, 800)
    window.show()
    return app.exec()


def program(argv: list[str]) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    until = None
    if argv[:1] == ["--until"]:
        until, argv = argv[1], argv[2:]
    _watch(until)
    from desktop.__main__ import main

    return main(argv)


if __name__ == "__main__":
    mode, rest = sys.argv[1], sys.argv[2:]
    sys.exit(bare() if mode == "bare" else program(rest))
