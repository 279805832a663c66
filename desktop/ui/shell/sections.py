"""The sections of the main window, in navigation order.

Each entry: key, English title (translated in MainWindow), and the module whose
``create_page(ctx)`` builds the page.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

SECTIONS: list[tuple[str, str, str]] = [  # QT_TRANSLATE_NOOP returns its text
    ("dashboard", str(QT_TRANSLATE_NOOP("Sections", "Dashboard")), "desktop.ui.dashboard.page"),
    ("villages", str(QT_TRANSLATE_NOOP("Sections", "Villages")), "desktop.ui.places.page"),
    ("people", str(QT_TRANSLATE_NOOP("Sections", "People")), "desktop.ui.people.page"),
    ("councils", str(QT_TRANSLATE_NOOP("Sections", "Councils")), "desktop.ui.councils.page"),
    ("funds", str(QT_TRANSLATE_NOOP("Sections", "Funds")), "desktop.ui.funds.page"),
    ("complaints", str(QT_TRANSLATE_NOOP("Sections", "Complaints")), "desktop.ui.cases.complaints"),
    ("dismissals", str(QT_TRANSLATE_NOOP("Sections", "Dismissals")), "desktop.ui.cases.dismissals"),
    (
        "land_reform",
        str(QT_TRANSLATE_NOOP("Sections", "Land reform")),
        "desktop.ui.land_reform.page",
    ),
    (
        "letters",
        str(QT_TRANSLATE_NOOP("Sections", "Register of letters")),
        "desktop.ui.letters.page",
    ),
    ("reports", str(QT_TRANSLATE_NOOP("Sections", "Reports")), "desktop.ui.reports.page"),
    ("audit", str(QT_TRANSLATE_NOOP("Sections", "Audit log")), "desktop.ui.audit.page"),
    ("settings", str(QT_TRANSLATE_NOOP("Sections", "Settings")), "desktop.ui.settings.page"),
]
