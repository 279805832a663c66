"""Render the demo's main screens to docs/screenshots/*.png (offscreen).

uv run python docs/render_screenshots.py
uv run python docs/render_screenshots.py law     only the «قانون» section's
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
    from desktop.ui.common.context import AppContext
    from desktop.ui.shell.application import create_application
    from desktop.ui.shell.main_window import MainWindow

    app = create_application(sys.argv[:1])
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "demo.sqlite"
        db = open_database(path)
        build_demo_office(db)  # registers, letters and every module's demo part
        window = MainWindow(AppContext(db, "demo.sqlite"))
        window.resize(1366, 736)  # the office screen less a title bar
        window.show()
        OUT.mkdir(parents=True, exist_ok=True)
        if sys.argv[1:] == ["law"]:
            render_law(app, window)
            window.close()
            db.close()
            os._exit(0)
        open_case = {"complaints": _case(db, "share_dispute", "notified"),
                     "dismissals": _case(db, "dismissal", "paid")}  # fmt: skip
        for key in ("dashboard", "villages", "people", "funds", "complaints", "dismissals",
                    "letters", "reports", "audit", "settings"):  # fmt: skip
            page = window.show_section(key)
            if key in open_case:
                page.open_record(open_case[key])  # type: ignore[attr-defined]
            settle(app, 0.3)
            window.grab().save(str(OUT / f"{key}.png"))
        render_councils(app, window)
        render_land(app, window)
        render_law(app, window)
        for name, dialog in dialogs(window, db):
            dialog.show()
            settle(app, 1.5)  # QPdfView renders its pages in a thread
            dialog.grab().save(str(OUT / f"{name}.png"))
            dialog.close()
        window.close()
        db.close()
    print("\n".join(sorted(str(p.relative_to(ROOT)) for p in OUT.glob("*.png"))))
    sys.stdout.flush()
    os._exit(0)


def dialogs(window, db):  # noqa: ANN001, ANN201
    from desktop.printing.templates.fields import EXAMPLE_PARAMS
    from desktop.services import papers
    from desktop.services.cases.kinds import COMPLAINT_KINDS
    from desktop.ui.cases.dialogs import NewCaseDialog, StepDialog
    from desktop.ui.documents.print_preview import PrintPreviewDialog
    from desktop.ui.exchange.import_dialog import ImportDialog
    from desktop.ui.funds.assessment_dialog import AssessmentDialog
    from desktop.ui.funds.deposit_dialog import DepositDialog
    from desktop.ui.funds.expense_dialog import ExpenseDialog
    from desktop.ui.funds.payment_dialog import PaymentDialog
    from desktop.ui.letters.page import IncomingDialog
    from desktop.ui.people.person_form import PersonDialog
    from desktop.ui.places.village_form import VillageDialog
    from desktop.ui.shell.about import AboutDialog

    ctx = window.ctx
    incoming = IncomingDialog(ctx, window)
    incoming.sender_edit.setText("ادارهٔ کشاورزی کاشان")
    incoming.subject.setText("درخواست آمار زارعین صاحب نسق")
    incoming.their_number.setText("۲۲۰۴/ک")
    incoming.referred_to.setText("کاردان کشاورزی بخش")
    incoming.reply_due.line.setText("۱۴۰۵/۰۹/۲۰")
    return (
        ("village-form", VillageDialog(ctx, 1, parent=window)),
        ("person-form", PersonDialog(ctx, 1, parent=window)),
        ("print-preview", PrintPreviewDialog(
            ctx, window, template_key="decision_notice",
            record_id=papers.sample(db, "decision_notice"))),
        ("letter-editor", PrintPreviewDialog(
            ctx, window, template_key="letter", record_id=None, params=EXAMPLE_PARAMS["letter"])),
        ("incoming-letter", incoming),
        ("case-new", NewCaseDialog(ctx, COMPLAINT_KINDS, parent=window)),
        ("case-step", StepDialog(ctx, _case(db, "dismissal", "on_agenda"), "hear", parent=window)),
        ("case-close", StepDialog(ctx, _case(db, "council_complaint", "heard"), "close", parent=window)),
        ("funds-assessment", AssessmentDialog(ctx, 1, parent=window)),
        ("funds-payment", PaymentDialog(ctx, 1, parent=window)),
        ("funds-deposit", DepositDialog(ctx, 1, parent=window)),
        ("funds-expense", ExpenseDialog(ctx, 1, parent=window)),
        ("import", ImportDialog(ctx, "people", parent=window)),
        ("about", AboutDialog(window)),
    )  # fmt: skip


def render_land(app, window) -> None:  # noqa: ANN001
    """The land-reform tabs on an owner over the ceiling, and the allocation dialog."""
    from desktop.ui.land_reform.allocation_dialog import AllocationDialog

    land_page = window.show_section("land_reform")
    over = [r["id"] for r in land_page.holdings.owners.rows if r["over"]]
    land_page.holdings.owners.select(over[-1])
    for i, tab in enumerate(("holdings", "declarations", "transfers", "distribution",
                             "instalments", "board")):  # fmt: skip
        land_page.tabs_widget.setCurrentIndex(i)
        settle(app, 0.2)
        window.grab().save(str(OUT / f"land-{tab}.png"))
    allocation = AllocationDialog(window.ctx, window, surplus_id=1)
    allocation.show()
    settle(app, 0.3)
    allocation.grab().save(str(OUT / "land-allocation-dialog.png"))
    allocation.close()


def render_law(app, window) -> None:  # noqa: ANN001
    """The «قانون» section: an article found by a word, the calculator's answer, its memo."""
    page = window.show_section("law")
    page.search.setText("حداكثر مالكيت")
    page.articles.setCurrentRow(0)
    settle(app, 0.3)
    window.grab().save(str(OUT / "law.png"))
    calc = page.open_calculator("land_ceiling", "1339", "2")
    for key, value in (("irrigated_ha", "۵۰۰"), ("dry_ha", "۱۲۰"), ("fallow_ha", "۰")):
        calc.inputs[key].setText(value)
    calc.compute()
    settle(app, 0.3)
    window.grab().save(str(OUT / "law-calculator.png"))
    calc.print_memo()
    dialog = calc.dialog
    dialog.fields.set_values(
        {"recipient": "آقای حسن کشاورز", "subject": dialog.params.get("subject", "")}
    )
    dialog.redraw()
    settle(app, 1.5)
    dialog.grab().save(str(OUT / "law-memo.png"))
    dialog.close()


def render_councils(app, window) -> None:  # noqa: ANN001
    """The councils' page and its dialogs, on the demo's records."""
    from desktop.ui.councils.common import select_row
    from desktop.ui.councils.election import ElectionDialog
    from desktop.ui.councils.form import FormCouncilDialog
    from desktop.ui.councils.session import SessionDialog

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
