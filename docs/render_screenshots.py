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


def _case(db, kind: str, state: str) -> int:  # noqa: ANN001
    row = db.execute(
        "SELECT id FROM case_file WHERE kind = ? AND state = ? ORDER BY id LIMIT 1", [kind, state]
    ).fetchone()
    return int(row[0])


def main() -> None:
    from desktop.demo import build_demo_office
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
        build_demo_office(db)  # registers, letters and every module's demo part (cases...)
        window = MainWindow(AppContext(db, "demo.sqlite"))
        window.resize(1280, 800)
        window.show()
        OUT.mkdir(parents=True, exist_ok=True)
        open_case = {"complaints": _case(db, "share_dispute", "notified"),
                     "dismissals": _case(db, "dismissal", "paid")}  # fmt: skip
        for key in ("dashboard", "villages", "people", "complaints", "dismissals", "letters",
                    "audit", "settings"):  # fmt: skip
            page = window.show_section(key)
            if key in open_case:
                page.open_record(open_case[key])  # type: ignore[attr-defined]
            for _ in range(5):
                app.processEvents()
            window.grab().save(str(OUT / f"{key}.png"))
        from desktop.printing import registry
        from desktop.services.cases.kinds import COMPLAINT_KINDS
        from desktop.ui.case_dialogs import NewCaseDialog, StepDialog
        from desktop.ui.import_dialog import ImportDialog
        from desktop.ui.print_preview import PrintPreviewDialog

        for name, dialog in (
            ("village-form", VillageDialog(window.ctx, 1, parent=window)),
            ("person-form", PersonDialog(window.ctx, 1, parent=window)),
            (
                "print-preview",
                PrintPreviewDialog(
                    window.ctx,
                    window,
                    template_key="decision_notice",
                    record_id=registry.get("decision_notice").sample(db),
                ),
            ),
            ("case-new", NewCaseDialog(window.ctx, COMPLAINT_KINDS, parent=window)),
            (
                "case-step",
                StepDialog(window.ctx, _case(db, "dismissal", "on_agenda"), "hear", parent=window),
            ),
            (
                "case-close",
                StepDialog(
                    window.ctx, _case(db, "member_complaint", "heard"), "close", parent=window
                ),
            ),
            ("import", ImportDialog(window.ctx, "people", parent=window)),
        ):
            dialog.show()
            settle(app, 1.5)  # QPdfView renders its pages in a thread
            dialog.grab().save(str(OUT / f"{name}.png"))
            dialog.close()
        window.close()
        db.close()
    print("\n".join(sorted(str(p.relative_to(ROOT)) for p in OUT.glob("*.png"))))
    sys.stdout.flush()
    os._exit(0)


if __name__ == "__main__":
    main()
