"""The QApplication, set up before any widget exists: RTL, Persian locale, shipped font, translations."""

from __future__ import annotations

import sys

from PySide6.QtCore import QLibraryInfo, QLocale, Qt, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QIcon
from PySide6.QtWidgets import QApplication

from desktop.paths import APP_ICON, FONT_BOLD, FONT_REGULAR, I18N

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


def create_application(argv: list[str] | None = None) -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or sys.argv[:1])
    configure(app)
    return app


def configure(app: QApplication) -> None:
    app.setApplicationName("bakhsh-office")
    app.setOrganizationName("bakhsh-office")
    if APP_ICON.is_file():
        app.setWindowIcon(QIcon(str(APP_ICON)))
    app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    QLocale.setDefault(QLocale(QLocale.Language.Persian, QLocale.Country.Iran))
    family = load_fonts()
    app.setFont(QFont(family, FONT_POINT_SIZE))
    if not app.property("bakhsh_translated"):
        install_translations(app)
        app.setProperty("bakhsh_translated", True)
    if app.property("bakhsh_habits") is None:
        from desktop.ui.common.forms import ClerkHabits

        habits = ClerkHabits(app)  # parented to the app: lives as long as it
        app.installEventFilter(habits)
        app.setProperty("bakhsh_habits", True)
