"""The funds page and its dialogs, driven offscreen: the demo season, a payment typed in the
dialog and printed, an expense refused beside its field, a reversal, the chart's figures, the
export, and every dialog fitting a 1366×768 screen."""

from __future__ import annotations

import datetime as _dt

import pytest
from PySide6.QtCore import Qt

from desktop.demo import build_demo
from desktop.demo.funds import fill
from desktop.jalali import jalali_year
from desktop.services import funds
from desktop.services.exchange import read_table
from desktop.text import group_thousands
from desktop.ui.common.context import AppContext
from desktop.ui.funds.assessment_dialog import AssessmentDialog
from desktop.ui.funds.deposit_dialog import DepositDialog
from desktop.ui.funds.expense_dialog import ExpenseDialog
from desktop.ui.funds.page import FundsPage
from desktop.ui.funds.payment_dialog import PaymentDialog
from desktop.ui.funds.reverse_dialog import ReverseDialog
from desktop.ui.funds.sale_dialog import SaleDialog
from desktop.ui.shell.main_window import MainWindow
from tests.ui.helpers import type_text

TODAY = _dt.date.today()


@pytest.fixture
def ctx(qapp, db, db_path):
    build_demo(db, villages=2, farmers_per_village=3)
    fill(db, TODAY)
    return AppContext(db, db_path)


def test_the_section_opens_the_funds_page(qtbot, ctx):
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show_section("funds")
    page = window.findChild(FundsPage)
    assert (
        page is not None and page.fund.count() == 6
    )  # 2 villages, 2 dehestans, bakhsh, shahrestan


def test_chart_and_book_come_from_the_ledger(qtbot, ctx):
    page = FundsPage(ctx)
    qtbot.addWidget(page)
    fid = page.fund.currentData()
    page.year.setValue(jalali_year(TODAY - _dt.timedelta(days=60)))
    expected = funds.monthly(ctx.db, fund_id=fid, year=page.year.value())
    assert page.chart.values == expected and any(r for _m, r, _s in expected)
    assert page.book_model.rowCount() == len(
        funds.yearly_book(ctx.db, fund_id=fid, year=page.year.value())
    )
    assert page.arrears.rowCount() == 0  # the all-funds tabs are drawn when first shown
    page.tabs.setCurrentWidget(page.balance)
    balance = page.balance_model
    assert balance.rowCount() == 6
    assert all(balance.data(balance.index(i, 3)) == "تراز" for i in range(6))
    page.tabs.setCurrentWidget(page.arrears)
    assert page.arrears.rowCount() >= 1


def test_a_payment_typed_in_the_dialog_is_recorded(qtbot, ctx, monkeypatch):
    page = FundsPage(ctx)
    qtbot.addWidget(page)
    fid = page.fund.currentData()
    dialog = PaymentDialog(ctx, fid, parent=page)
    qtbot.addWidget(dialog)
    cash = [i for i in range(dialog.obligation.count())
            if funds.outstanding_rials(ctx.db, dialog.obligation.itemData(i))]  # fmt: skip
    dialog.obligation.setCurrentIndex(cash[0])
    ob = dialog.obligation.currentData()
    left = funds.outstanding_rials(ctx.db, ob)
    type_text(dialog.amount, "۱۰۰۰")
    dialog.save()
    assert dialog.change is not None and funds.outstanding_rials(ctx.db, ob) == left - 1000
    assert page.payments_model.rowCount() == len(funds.reports.payments(ctx.db, fund_id=fid))


def test_an_expense_over_the_money_is_refused_beside_its_field(qtbot, ctx):
    fid = funds.list_funds(ctx.db)[0]["id"]
    dialog = ExpenseDialog(ctx, fid)
    qtbot.addWidget(dialog)
    type_text(dialog.amount, "999999999999")
    type_text(dialog.payee, "پیمانکار")
    type_text(dialog.decision_number, "۲۱")
    dialog.save()
    assert "کمتر از صفر" in dialog.form.error_text("amount_rials")
    assert dialog.change is None


def test_escape_asks_before_dropping_what_was_typed(qtbot, ctx, monkeypatch):
    fid = funds.list_funds(ctx.db)[0]["id"]
    dialog = ExpenseDialog(ctx, fid)
    qtbot.addWidget(dialog)
    asked = []
    monkeypatch.setattr(
        "desktop.ui.common.forms.ask_discard", lambda parent: asked.append(1) or False
    )
    type_text(dialog.payee, "x")
    dialog.reject()
    assert len(asked) == 1  # asked, and the dialog stayed open


def test_a_reversal_from_the_book(qtbot, ctx):
    page = FundsPage(ctx)
    qtbot.addWidget(page)
    page.year.setValue(jalali_year(TODAY - _dt.timedelta(days=20)))
    entry = ctx.db.execute(
        "SELECT e.id FROM ledger_entry e WHERE e.kind = 'expense' AND NOT EXISTS "
        "(SELECT 1 FROM ledger_entry r WHERE r.reverses_id = e.id) ORDER BY e.id DESC LIMIT 1"
    ).fetchone()[0]
    dialog = ReverseDialog(ctx, entry)
    qtbot.addWidget(dialog)
    dialog.save()
    assert "reason" in dialog.form.error_labels and dialog.form.error_text("reason")
    type_text(dialog.reason, "ثبت تکراری")
    dialog.save()
    assert dialog.change is not None and funds.balance_check(ctx.db).ok


def test_the_assessment_dialog_computes_then_confirms(qtbot, ctx):
    vid = funds.get_fund(ctx.db, funds.list_funds(ctx.db)[0]["id"])["village_id"]
    dialog = AssessmentDialog(ctx, vid)
    qtbot.addWidget(dialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData("development_duty"))
    type_text(dialog.base, "۱۰۰۰۰۰۰")
    dialog.save()
    assert "۵۰۰٬۰۰۰" in dialog.outcome_label.text() and "۱۳۳۴ م۲" in dialog.outcome_label.text()
    assert dialog.confirm_button.isEnabled()
    before = len(funds.reports.obligations(ctx.db, fund_id=funds.list_funds(ctx.db)[0]["id"]))
    dialog.confirm_obligation()
    assert (
        len(funds.reports.obligations(ctx.db, fund_id=funds.list_funds(ctx.db)[0]["id"]))
        == before + 1
    )


def test_every_dialog_fits_a_small_screen(qtbot, ctx):
    fid = funds.list_funds(ctx.db)[0]["id"]
    vid = funds.get_fund(ctx.db, fid)["village_id"]
    entry = ctx.db.execute("SELECT max(id) FROM ledger_entry").fetchone()[0]
    for dialog in (AssessmentDialog(ctx, vid), PaymentDialog(ctx, fid), DepositDialog(ctx, fid),
                   SaleDialog(ctx, fid), ExpenseDialog(ctx, fid), ReverseDialog(ctx, entry)):  # fmt: skip
        qtbot.addWidget(dialog)
        dialog.show()
        size = dialog.frameGeometry()
        assert size.width() <= 1366 and size.height() <= 768, type(dialog).__name__
        assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft


def test_export_writes_the_statement_through_the_office_export(qtbot, ctx, tmp_path):
    page = FundsPage(ctx)
    qtbot.addWidget(page)
    fid = page.fund.currentData()
    from desktop.ui.funds.page import _year_end, _year_start

    start, end = _year_start(page.year.value()), _year_end(page.year.value())
    out = tmp_path / "statement.csv"
    count = page.write_export(
        out, {"report": "statement", "fund_id": fid, "start": start, "end": end}
    )
    table = read_table(out)
    assert count == len(table.rows) >= 2
    st = funds.statement(ctx.db, fund_id=fid, start=start, end=end)
    assert table.rows[-1][1] == str(st.closing_rials)


def test_help_loan_and_order_dialogs(qtbot, ctx):
    from desktop.ui.funds.help_dialog import HelpDialog
    from desktop.ui.funds.loan_dialog import LoanDialog
    from desktop.ui.funds.order_dialog import OrderDialog

    rows = funds.list_funds(ctx.db)
    village = rows[0]["id"]
    dehestan = next(r["id"] for r in rows if r["level"] == "dehestan")
    help_ = HelpDialog(ctx, dehestan)
    qtbot.addWidget(help_)
    assert help_.target.count() >= 1
    type_text(help_.amount, "۱۰۰۰")
    type_text(help_.basis, "سیل")
    help_.save()
    assert help_.change is not None
    loan = LoanDialog(ctx, village)
    qtbot.addWidget(loan)
    type_text(loan.amount, "1000")
    type_text(loan.interest, "۷")
    type_text(loan.years, "5")
    loan.save()
    assert "۱۳۳۴ م۱۳" in loan.form.error_text("amount_rials")
    order = OrderDialog(ctx, village)
    qtbot.addWidget(order)
    type_text(order.quantity, "10")
    type_text(order.holder, "کدخدا")
    type_text(order.decision_number, "۴")
    order.save()
    assert order.change is not None or order.form.error_text(
        "amount"
    )  # the landlord's store may be empty
    for dialog in (help_, loan, order):
        dialog.show()
        assert dialog.frameGeometry().height() <= 768


def _village_of_first_fund(ctx):
    return funds.get_fund(ctx.db, funds.list_funds(ctx.db)[0]["id"])["village_id"]


def test_a_special_contract_ticked_in_the_assessment_dialog(qtbot, ctx):
    dialog = AssessmentDialog(ctx, _village_of_first_fund(ctx))
    qtbot.addWidget(dialog)
    dialog.assessed_on.set_date(_dt.date(2025, 7, 23))  # 1404/05/01: the 1334 law
    dialog.fill_kinds()
    dialog.kind.setCurrentIndex(dialog.kind.findData("net_under_half"))
    type_text(dialog.base, "۱۰۰۰۰۰۰")
    assert not dialog.contract_ref.isEnabled()
    dialog.special.setChecked(True)
    assert dialog.contract_ref.isEnabled() and dialog.is_dirty()
    dialog.save()  # no reference: refused beside its field
    assert dialog.change is None and "قرارداد" in dialog.form.error_text("contract_ref")
    type_text(dialog.contract_ref, "سند ۴۵ دفترخانهٔ ۳")
    dialog.save()
    assert dialog.change is not None
    a = funds.get_assessment(ctx.db, dialog.assessment_id)
    assert (a["special_contract"], a["farmers_rials"], a["statutory_farmers_rials"]) == (
        1,
        0,
        100_000,
    )
    text = dialog.outcome_label.text()
    assert "۱۳۳۴ م۲۶ تبصره" in text and "سند ۴۵ دفترخانهٔ ۳" in text and "۱۰۰٬۰۰۰" in text


def test_a_special_contract_is_refused_under_the_1331_bill(qtbot, ctx):
    dialog = AssessmentDialog(ctx, _village_of_first_fund(ctx))
    qtbot.addWidget(dialog)
    dialog.assessed_on.set_date(_dt.date(1953, 7, 23))  # 1332/05/01
    dialog.fill_kinds()
    dialog.kind.setCurrentIndex(dialog.kind.findData("cash"))
    type_text(dialog.base, "۱۰۰۰۰۰۰")
    dialog.special.setChecked(True)
    type_text(dialog.contract_ref, "سند ۱")
    dialog.save()
    assert dialog.change is None
    assert "قرارداد خاص" in dialog.form.error_text("special_contract")


def test_the_assessment_dialog_in_kind(qtbot, ctx):
    dialog = AssessmentDialog(ctx, _village_of_first_fund(ctx))
    qtbot.addWidget(dialog)
    dialog.assessed_on.set_date(_dt.date(1953, 7, 1))  # 1332/04/10: the 1331 bill as amended
    dialog.fill_kinds()
    dialog.kind.setCurrentIndex(dialog.kind.findData("crop_in_kind"))
    type_text(dialog.quantity, "۲")
    dialog.unit.setCurrentIndex(dialog.unit.findData("kharvar"))
    dialog.commodity.setCurrentIndex(dialog.commodity.findData("barley"))
    assert dialog.farmers.rowCount() >= 2
    for i in range(2):
        dialog.farmers.item(i, 0).setCheckState(Qt.CheckState.Checked)
    dialog.farmers.item(1, 1).setText("۲")
    dialog.save()
    assert dialog.change is not None, dialog.form.error_labels
    a = funds.get_assessment(ctx.db, dialog.assessment_id)
    assert (a["base_grams"], a["unit"], a["commodity"]) == (600_000, "kharvar", "barley")
    assert (a["farmers_grams"], a["fund_grams"], a["base_rials"]) == (60_000, 60_000, None)
    assert [f["share_grams"] for f in a["farmers"]] == [20_000, 40_000]
    assert "۲۰ کیلوگرم" in dialog.outcome_label.text()
    assert "۴۰ کیلوگرم" in dialog.outcome_label.text()
    dialog.confirm_obligation()
    ob = ctx.db.execute(
        "SELECT grams, commodity FROM fund_obligation WHERE assessment_id = ?", [a["id"]]
    ).fetchone()
    assert tuple(ob) == (60_000, "barley")


def test_closing_the_financial_year_from_the_page(qtbot, ctx, monkeypatch):
    page = FundsPage(ctx)
    qtbot.addWidget(page)
    db = ctx.db
    fid = page.fund.currentData()
    vid = funds.get_fund(db, fid)["village_id"]
    landlord = db.execute(
        "SELECT landlord_id FROM fund_assessment WHERE village_id = ? LIMIT 1", [vid]
    ).fetchone()[0]
    last_year = jalali_year(TODAY) - 1
    a = funds.assess(db, village_id=vid, landlord_id=landlord, income_kind="development_duty",
                     assessed_on=f"{last_year}/06/01", base_rials=2_000_000).id  # fmt: skip
    ob = funds.confirm_assessment(db, assessment_id=a, due_on=f"{last_year}/07/01").id
    funds.record_payment(  # the Ministry's deposit (1334 arts. 2, 5)
        db,
        obligation_id=ob,
        received_on=f"{last_year}/06/02",
        amount_rials=30_000,
        collected_on=f"{last_year}/06/01",
    )
    from desktop.ui.funds.page import _year_end, _year_start

    this_year = (_year_start(jalali_year(TODAY)), TODAY)
    before = funds.statement(db, fund_id=fid, start=this_year[0], end=this_year[1])
    asked, errors = [], []
    monkeypatch.setattr(
        "desktop.ui.funds.page.confirm", lambda parent, text: asked.append(text) or answer[0]
    )
    monkeypatch.setattr("desktop.ui.funds.page.show_error", lambda p, text: errors.append(text))
    answer = [False]
    page.year.setValue(jalali_year(TODAY))
    page.close_year()  # the year shown is not over: refused, not asked
    assert not asked and "تمام نشده" in errors[-1]
    page.fund.setCurrentIndex(page.fund.findData(fid))
    page.year.setValue(last_year)
    page.close_year()  # asked, and the clerk says no: nothing closed
    assert len(asked) == 1 and "بازگشت" in asked[0]
    assert db.execute("SELECT count(*) FROM fund_period").fetchone()[0] == 0
    answer[0] = True
    page.close_year()
    end = _year_end(last_year)
    period = db.execute("SELECT id, fund_id, closed_through FROM fund_period").fetchall()
    assert [tuple(p)[1:] for p in period] == [(fid, end.isoformat())]
    carried = db.execute(
        "SELECT count(*) FROM fund_period_balance WHERE period_id = ? AND fund_id = ?",
        [period[0][0], fid],
    ).fetchone()[0]
    assert carried >= 1  # the cash of last year carried forward
    after = funds.statement(db, fund_id=fid, start=this_year[0], end=this_year[1])
    assert after == before  # this year's statement now starts from the carried balances
    assert "بسته" in page.summary.text()
    page.year.setValue(last_year)
    page.close_year()  # again: refused in Persian, not asked
    assert len(asked) == 2 and "پیش‌تر" in errors[-1]
    with pytest.raises(Exception):  # noqa: B017, PT011 - the trigger or the service refuses
        funds.record_payment(db, obligation_id=ob, received_on=f"{last_year}/08/01", amount_rials=1)


def test_choosing_another_fund_does_not_redo_the_all_funds_check(qtbot, ctx, monkeypatch):
    page = FundsPage(ctx)
    qtbot.addWidget(page)
    calls = []
    for name in ("balance_check", "arrears"):
        real = getattr(funds, name)
        monkeypatch.setattr(
            funds,
            name,
            lambda *a, _real=real, _name=name, **k: calls.append(_name) or _real(*a, **k),
        )
    fid = page.fund.currentData()
    page.fund.setCurrentIndex(1)
    page.year.setValue(page.year.value() - 1)
    assert page.fund.currentData() != fid
    assert page.book_model.rowCount() == len(
        funds.yearly_book(ctx.db, fund_id=page.fund.currentData(), year=page.year.value())
    )
    assert calls == []  # the fund's own tabs were redrawn, the all-funds ones left alone
    page.refresh()  # a change to the records redraws them, when they are shown
    assert calls == []
    page.tabs.setCurrentWidget(page.balance)
    assert sorted(calls) == ["arrears", "balance_check"]
    page.tabs.setCurrentWidget(page.arrears)  # drawn once, not again for the other tab
    assert sorted(calls) == ["arrears", "balance_check"]
    page.refresh()
    assert sorted(calls) == ["arrears", "arrears", "balance_check", "balance_check"]


def test_the_funds_list_is_read_in_one_query_without_each_funds_money(qtbot, ctx):
    choices = funds.reports.fund_choices(ctx.db)
    assert [(f["id"], f["name"]) for f in choices] == [
        (f["id"], f["name"]) for f in funds.list_funds(ctx.db)
    ]
    page = FundsPage(ctx)
    qtbot.addWidget(page)
    assert [page.fund.itemText(i) for i in range(page.fund.count())] == [f["name"] for f in choices]


def test_the_money_line_shows_every_part_of_the_funds_money(qtbot, ctx):
    # The bakhsh fund's money holds its share of the cash its villages have received and not yet
    # deposited (1334 art. 6), less the shahrestan's tenth of it (art. 11); the line showed only
    # the bank and the fund's own cash, so its parts fell short of the total by those shares.
    page = FundsPage(ctx)
    qtbot.addWidget(page)
    assert funds.undeposited(ctx.db, today=TODAY)  # the demo season leaves cash in the villages
    for i in range(page.fund.count()):
        page.fund.setCurrentIndex(i)
        m = funds.reports.money_of(ctx.db, page.fund.currentData())
        parts = ("bank", "cash", "due_from", "due_to", "due_council")
        assert m["money"] == sum(m[k] for k in parts)
        line = page.summary.text()
        for k in parts:
            if m[k]:
                assert group_thousands(abs(m[k])) in line, (page.fund.currentText(), k, line)
        if m["due_from"] or m["due_to"]:
            assert all(c in line for c in m["split_citations"]) and m["split_citations"]
        assert not any(ch.isascii() and ch.isdigit() for ch in line)
    bakhsh = page.fund.findText("بخش", Qt.MatchFlag.MatchContains)
    page.fund.setCurrentIndex(bakhsh)
    m = funds.reports.money_of(ctx.db, page.fund.currentData())
    assert m["due_from"] > 0 and m["money"] != m["bank"] + m["cash"]
    assert "۱۳۳۴ م۱۱" in page.summary.text()


def test_a_long_book_is_read_a_page_at_a_time(qtbot, ctx):
    # a year of the bakhsh fund's book on a shahrestan's file is 20,000 entries: the list holds
    # the rows read so far, a page of them, and reads the next page on when scrolled
    from tests.services.test_funds_paging import MANY, add_entries

    page = FundsPage(ctx)
    qtbot.addWidget(page)
    fid = page.fund.currentData()
    year = page.year.value() - 1
    add_entries(ctx.db, fid, year)
    read = []
    real = funds.reports.book_page
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(
            funds.reports, "book_page", lambda *a, **k: read.append(k.get("after")) or real(*a, **k)
        )
        page.year.setValue(year)
        model = page.book_model
        assert model.rowCount() == 200 and model.total == MANY + 1 and model.exact
        assert read == [None]  # one page, from the start
        model.fetchMore()
        assert model.rowCount() == 400 and read[-1] == model.rows[199]  # on from the last row
    assert model.rows == funds.yearly_book(ctx.db, fund_id=fid, year=year)[:400]


def test_a_payment_redraws_the_fund_without_reading_every_fund_again(qtbot, ctx, monkeypatch):
    from desktop.services.change import Change

    page = FundsPage(ctx)
    qtbot.addWidget(page)
    read = []
    real = funds.reports.fund_choices
    monkeypatch.setattr(funds.reports, "fund_choices", lambda db: read.append(1) or real(db))
    drawn = []
    monkeypatch.setattr(page, "refresh_fund", lambda: drawn.append(1))
    page.on_change(Change.of("fund_payment", "ledger_entry", ids=[1]))
    assert read == [] and drawn == [1]  # the chosen fund redrawn, the 2,000 funds not re-read
    page.on_change(Change.of("fund", ids=[1]))  # a fund opened: the list is read again
    assert read == [1] and drawn == [1, 1]
    page.on_change(Change.of("person", ids=[1]))  # nothing of the funds
    assert read == [1] and drawn == [1, 1]
