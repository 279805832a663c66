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
    from desktop.demo import add_demo_letters, build_demo
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
        window = MainWindow(AppContext(db, "demo.sqlite"))
        window.resize(1280, 800)
        window.show()
        OUT.mkdir(parents=True, exist_ok=True)
        for key in ("dashboard", "villages", "people", "letters", "audit", "settings"):
            window.show_section(key)
            for _ in range(5):
                app.processEvents()
            window.grab().save(str(OUT / f"{key}.png"))
        from desktop.printing.templates.fields import EXAMPLE_PARAMS
        from desktop.ui.import_dialog import ImportDialog
        from desktop.ui.pages.letters import IncomingDialog
        from desktop.ui.print_preview import PrintPreviewDialog

        incoming = IncomingDialog(window.ctx, window)
        incoming.sender_edit.setText("ادارهٔ کشاورزی کاشان")
        incoming.subject.setText("درخواست آمار زارعین صاحب نسق")
        incoming.their_number.setText("۲۲۰۴/ک")
        incoming.referred_to.setText("کاردان کشاورزی بخش")
        incoming.reply_due.setText("")
        incoming.reply_due.line.setText("۱۴۰۵/۰۹/۲۰")

        for name, dialog in (
            ("village-form", VillageDialog(window.ctx, 1, parent=window)),
            ("person-form", PersonDialog(window.ctx, 1, parent=window)),
            (
                "print-preview",
                PrintPreviewDialog(window.ctx, window, template_key="notice", record_id=1),
            ),
            ("import", ImportDialog(window.ctx, "people", parent=window)),
            (
                "letter-editor",
                PrintPreviewDialog(
                    window.ctx,
                    window,
                    template_key="letter",
                    record_id=None,
                    params=EXAMPLE_PARAMS["letter"],
                ),
            ),
            ("incoming-letter", incoming),
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
