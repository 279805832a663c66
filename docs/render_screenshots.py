"""Render the demo's main screens to docs/screenshots/*.png (offscreen).

uv run python docs/render_screenshots.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots"


def settle(app, seconds: float) -> None:  # noqa: ANN001
    import time

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.02)


def main() -> None:
    import datetime as _dt

    from desktop.demo import add_demo_letters, build_demo
    from desktop.demo_councils import fill as fill_councils
    from desktop.store.db import open_database
    from desktop.ui.application import create_application
    from desktop.ui.context import AppContext
    from desktop.ui.main_window import MainWindow
    from desktop.ui.person_form import PersonDialog
    from desktop.ui.village_form import VillageDialog

    app = create_application(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "demo.sqlite"
        db = open_database(path)
        build_demo(db)
        add_demo_letters(db)
        from desktop import demo_land
        from desktop.jalali import today

        demo_land.fill(db, today())
        fill_councils(db, _dt.date.today())
        window = MainWindow(AppContext(db, "demo.sqlite"))
        window.resize(1280, 800)
        window.show()
        OUT.mkdir(parents=True, exist_ok=True)
        for key in ("dashboard", "villages", "people", "letters", "audit", "settings"):
            window.show_section(key)
            for _ in range(5):
                app.processEvents()
            window.grab().save(str(OUT / f"{key}.png"))
        from desktop.ui.about import AboutDialog

        land_page = window.show_section("land_reform")
        over = [r["id"] for r in land_page.holdings.owners.rows if r["over"]]
        land_page.holdings.owners.select(over[-1])
        for i, tab in enumerate(("holdings", "declarations", "transfers", "distribution",
                                 "instalments", "board")):  # fmt: skip
            land_page.tabs_widget.setCurrentIndex(i)
            settle(app, 0.2)
            window.grab().save(str(OUT / f"land-{tab}.png"))
        from desktop.ui.land_reform.allocation_dialog import AllocationDialog

        allocation = AllocationDialog(window.ctx, window, surplus_id=1)
        allocation.show()
        settle(app, 0.3)
        allocation.grab().save(str(OUT / "land-allocation-dialog.png"))
        allocation.close()
        from desktop.ui.import_dialog import ImportDialog
        from desktop.ui.print_preview import PrintPreviewDialog

        for name, dialog in (
            ("village-form", VillageDialog(window.ctx, 1, parent=window)),
            ("person-form", PersonDialog(window.ctx, 1, parent=window)),
            (
                "print-preview",
                PrintPreviewDialog(window.ctx, window, template_key="notice", record_id=1),
            ),
            ("import", ImportDialog(window.ctx, "people", parent=window)),
            ("about", AboutDialog(window)),
        ):
            dialog.show()
            settle(app, 1.5)  # QPdfView renders its pages in a thread
            dialog.grab().save(str(OUT / f"{name}.png"))
            dialog.close()
        render_councils(app, window)
        window.close()
        db.close()
    print("\n".join(sorted(str(p.relative_to(ROOT)) for p in OUT.glob("*.png"))))
    sys.stdout.flush()
    os._exit(0)


def render_councils(app, window) -> None:  # noqa: ANN001
    """The councils' page and its dialogs, on the demo's records."""
    from desktop.ui.council_common import select_row
    from desktop.ui.council_election import ElectionDialog
    from desktop.ui.council_form import FormCouncilDialog
    from desktop.ui.council_session import SessionDialog

    page = window.show_section("councils")
    page.select(1)  # the 1332 village council of the demo: a member died, his alternate sat
    page.tabs.setCurrentIndex(0)
    settle(app, 0.3)
    window.grab().save(str(OUT / "councils.png"))
    page.tabs.setCurrentIndex(1)
    select_row(page.sessions, 0)
    settle(app, 0.3)
    window.grab().save(str(OUT / "council-sessions.png"))
    election = ElectionDialog(window.ctx, window, election_id=1)
    election.tabs.setCurrentIndex(1)
    form = FormCouncilDialog(window.ctx, window)
    form.level.setCurrentIndex(1)
    form.formed_on.setText("۱۳۳۲/۰۸/۰۱")
    form.refresh()
    session = SessionDialog(window.ctx, 1, window)
    for name, dialog, tab in (("council-election-roll", election, 1), ("council-election-result", election, 3),
                              ("council-form", form, None), ("council-session", session, None)):  # fmt: skip
        if tab is not None:
            election.tabs.setCurrentIndex(tab)
        dialog.show()
        settle(app, 0.3)
        dialog.grab().save(str(OUT / f"{name}.png"))
        dialog.hide()


if __name__ == "__main__":
    main()
