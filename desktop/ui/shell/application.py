"""The QApplication, set up before any widget exists: RTL, Persian locale, shipped font, translations."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication, QWidget

from desktop.paths import APP_ICON, FONT_BOLD, FONT_REGULAR, I18N
from desktop.ui.common.qt_names import set_by_key

FONT_FAMILY = "Vazirmatn"
FONT_POINT_SIZE = 10


def load_fonts() -> str:
    family = FONT_FAMILY
    for path in (FONT_REGULAR, FONT_BOLD):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            family = QFontDatabase.applicationFontFamilies(font_id)[0]
    return family


def install_translations(app: QApplication, language: str = "fa") -> list[QTranslator]:
    """Load Qt's own catalogue (standard buttons, dialogs, the calendar) and ``i18n/<language>.qm``;
    the translators are parented to the app so they live with it."""
    translators = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"qtbase_{language}", qt_dir), (language, str(I18N))):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            translators.append(translator)
    return translators


def create_application(argv: list[str] | None = None, *, habits: bool = True) -> QApplication:
    """The application, configured; ``habits=False`` leaves the clerk's habits to
    ``install_habits`` (start-up installs them once the window's frame has been painted)."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or sys.argv[:1])
    configure(app, habits=habits)
    return app


def configure(app: QApplication, *, habits: bool = True) -> None:
    app.setApplicationName("bakhsh-office")
    app.setOrganizationName("bakhsh-office")
    if APP_ICON.is_file():
        app.setWindowIcon(QIcon(str(APP_ICON)))
    set_by_key(app, "layoutDirection", "RightToLeft")  # Qt's namespace waits (set_by_key)
    QLocale.setDefault(QLocale(QLocale.Language.Persian, QLocale.Country.Iran))
    family = load_fonts()
    app.setFont(QFont(family, FONT_POINT_SIZE))
    if not app.property("bakhsh_translated"):
        install_translations(app)
        app.setProperty("bakhsh_translated", True)
    if habits:
        install_habits(app)


def install_habits(app: QApplication) -> None:
    """The clerk's habits (``ClerkHabits``) on every window, once. An application-wide filter
    in Python makes Qt hand every event of every widget to Python (about 35 ms of a window's
    first construction), so start-up installs it after the window's frame has been painted."""
    if app.property("bakhsh_habits") is None:
        from desktop.ui.common.forms import ClerkHabits

        habits = ClerkHabits(app)  # parented to the app: lives as long as it
        app.installEventFilter(habits)
        app.setProperty("bakhsh_habits", True)


def verify_after_show(window: QWidget, check, path: Path) -> None:  # noqa: ANN001 - app's _Background
    """When the start-up quick check left running in the background ends: nothing if the file
    is sound; otherwise a marker, so that the next start-up waits for its check (and offers the
    last good backup), and a Persian warning now."""
    from desktop.store.integrity import DAMAGED_FA, MESSAGES_FA, damage_marker

    timer = QTimer(window)
    timer.setInterval(250)

    def poll() -> None:
        if not check.done():
            return
        timer.stop()
        try:
            problems = check.result()
        except Exception:  # noqa: BLE001 - the check itself failed: nothing to report on
            return
        if problems is None or problems == ["ok"]:
            return
        try:
            damage_marker(path).write_text("\n".join(problems[:20]), encoding="utf-8")
        except OSError:
            pass
        from desktop.ui.common.dialogs import show_error

        show_error(window, DAMAGED_FA.replace("%1", MESSAGES_FA["corrupt"]))

    timer.timeout.connect(poll)
    timer.start()
