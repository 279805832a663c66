"""One start-up, timed by the process that launches it: prints ``painted`` at the first paint of
a top-level window, then exits at once.

    python bench/startup_probe.py bare            a bare PySide6 window (the baseline)
    python bench/startup_probe.py app --db PATH   the program, as ``bakhsh-office --db PATH``

Both install the same application-wide event filter, so the baseline pays what the program pays
for being watched. ``run_all.py`` measures from launch to the ``painted`` line.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def _watch(app) -> None:  # noqa: ANN001
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QWidget

    class FirstPaint(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: ANN001, N802 - Qt naming
            if event.type() == QEvent.Type.Paint and isinstance(obj, QWidget) and obj.isWindow():
                sys.stdout.write(f"painted {type(obj).__name__}\n")
                sys.stdout.flush()
                os._exit(0)
            return False

    app._first_paint = FirstPaint()  # kept alive with the application
    app.installEventFilter(app._first_paint)


def bare() -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    _watch(app)
    window = QMainWindow()
    window.resize(1280, 800)
    window.show()
    return app.exec()


def program(argv: list[str]) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    import desktop.ui.shell.application as application

    original = application.create_application

    def create(argv=None):  # noqa: ANN001, ANN202
        app = original(argv)
        _watch(app)
        return app

    application.create_application = create
    from desktop.__main__ import main

    return main(argv)


if __name__ == "__main__":
    mode, rest = sys.argv[1], sys.argv[2:]
    sys.exit(bare() if mode == "bare" else program(rest))
