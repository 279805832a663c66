"""The development funds: one fund at a time, its money and stock, receipts and spending by
month, its book, obligations and payments; arrears and the balance check across all funds."""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSpinBox,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.jalali import farvardin_first, format_jalali, jalali_year
from desktop.rules.in_kind import COMMODITIES, quantity_text
from desktop.services import funds
from desktop.services.change import Change
from desktop.services.exchange import ExchangeError, export_rows
from desktop.text import group_thousands, to_persian_digits
from desktop.ui.common.choices import choice_box, refill
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import confirm, show_error
from desktop.ui.common.keys import list_keys
from desktop.ui.common.number_edit import right_aligned
from desktop.ui.common.record_table import paged_table
from desktop.ui.common.rows_table import fill_rows, rows_table
from desktop.ui.common.table_model import Column, PagedTableModel
from desktop.ui.common.widgets import add_buttons, popup_menu, wrapped_label
from desktop.ui.documents.print_preview import preview_document
from desktop.ui.exchange.export import Exporter
from desktop.ui.funds.assessment_dialog import AssessmentDialog
from desktop.ui.funds.chart import MonthlyChart
from desktop.ui.funds.deposit_dialog import DepositDialog
from desktop.ui.funds.expense_dialog import ExpenseDialog
from desktop.ui.funds.help_dialog import HelpDialog
from desktop.ui.funds.loan_dialog import LoanDialog
from desktop.ui.funds.order_dialog import OrderDialog
from desktop.ui.funds.payment_dialog import PaymentDialog
from desktop.ui.funds.reverse_dialog import ReverseDialog
from desktop.ui.funds.sale_dialog import SaleDialog

FUND_TABLES = ("fund", "fund_payment", "fund_deposit", "fund_expense", "fund_obligation", "ledger_entry",
               "fund_assessment", "fund_transfer", "fund_loan", "fund_order", "fund_store",
               "fund_period")  # fmt: skip


def _rials_or_goods(o: dict, rials: str, grams: str) -> str:
    """An obligation's amount in rials, or in goods when it is owed in kind."""
    return _money(o[rials]) if o["amount_rials"] else quantity_text(o[grams])


def _jd(d: _dt.date | str) -> str:
    if isinstance(d, str):
        d = _dt.date.fromisoformat(d[:10])
    return format_jalali(d, persian_digits=True)


def _year_start(year: int) -> _dt.date:
    return farvardin_first(year)


def _year_end(year: int) -> _dt.date:
    return farvardin_first(year + 1) - _dt.timedelta(days=1)


def _money(n: int) -> str:
    return group_thousands(int(n))


class FundsPage(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.setObjectName("FundsPage")
        self.ctx = ctx
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Fund")))
        self.fund = choice_box("fund")
        self.fund.setMinimumWidth(180)
        bar.addWidget(self.fund)
        bar.addWidget(QLabel(self.tr("Year")))
        self.year = right_aligned(QSpinBox())
        self.year.setObjectName("year")
        self.year.setRange(1331, 1434)
        self.year.setGroupSeparatorShown(False)
        self.year.setValue(jalali_year(_dt.date.today()))
        bar.addWidget(self.year)
        self.buttons = add_buttons(
            bar,
            (
                ("assess", self.tr("Assess…"), self.assess),
                ("pay", self.tr("Payment…"), self.pay),
                ("deposit", self.tr("Deposit…"), lambda: self._open_on_fund(DepositDialog)),
                ("sell", self.tr("Sale…"), lambda: self._open_on_fund(SaleDialog)),
                ("expense", self.tr("Expense…"), lambda: self._open_on_fund(ExpenseDialog)),
                ("reverse", self.tr("Reverse…"), self.reverse),
            ),
            "funds_{}",
        )
        self.more_button = QToolButton()
        self.more_button.setObjectName("funds_more")
        self.more_button.setText(self.tr("More"))
        self.more_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        more = QMenu(self.more_button)
        self.order_action = more.addAction(
            self.tr("Council's order for goods…"), lambda: self._open_on_fund(OrderDialog)
        )
        self.help_action = more.addAction(
            self.tr("Help to a lower fund…"), lambda: self._open_on_fund(HelpDialog)
        )
        more.addAction(self.tr("Bank loan…"), lambda: self._open_on_fund(LoanDialog))
        more.addSeparator()
        self.close_year_action = more.addAction(
            self.tr("Close the financial year…"), self.close_year
        )
        self.more_button.setMenu(more)
        bar.addWidget(self.more_button)
        self.print_button = QToolButton()
        self.print_button.setText(self.tr("Print"))
        self.print_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        menu = QMenu(self.print_button)
        menu.addAction(self.tr("Receipt of the selected payment"), self.print_receipt)
        menu.addAction(self.tr("Fund statement"), lambda: self.print_village("fund_statement"))
        menu.addAction(self.tr("Yearly book"), lambda: self.print_village("fund_yearly_book"))
        menu.addAction(self.tr("Arrears per landlord"), lambda: self.print_plain("fund_arrears"))
        menu.addAction(
            self.tr("Balance check of all funds"), lambda: self.print_plain("fund_balance_check")
        )
        self.print_button.setMenu(menu)
        bar.addWidget(self.print_button)
        self.export_button = QPushButton(self.tr("Export…"))
        self.export_button.clicked.connect(self.export)
        bar.addWidget(self.export_button)
        bar.addStretch(1)
        layout.addLayout(bar)
        self.summary = wrapped_label("funds_summary")
        layout.addWidget(self.summary)
        self.chart = MonthlyChart()
        layout.addWidget(self.chart, 2)
        self.tabs = QTabWidget()
        # the fund's lists and the balance check page in from SQLite as they scroll (a year of
        # the bakhsh fund's book is 20,000 entries on a shahrestan's file)
        self.book_model, self.book = self._paged("funds_book", [
            Column("entry_id", self.tr("Entry"), lambda r: to_persian_digits(str(r["entry_id"] or ""))),
            Column("posted_on", self.tr("Date"), lambda r: _jd(r["posted_on"])),
            Column("memo", self.tr("Description"), lambda r: to_persian_digits(r["memo"])),
            Column("in", self.tr("In"), lambda r: _money(r["in"]) if r["in"] else ""),
            Column("out", self.tr("Out"), lambda r: _money(r["out"]) if r["out"] else ""),
            Column("balance", self.tr("Balance"), lambda r: _money(r["balance"])),
        ], lambda limit, after, fid: funds.reports.book_page(
            self.ctx.db, fund_id=fid, year=self.year.value(), limit=limit, after=after),
            lambda fid: funds.reports.book_count(self.ctx.db, fund_id=fid, year=self.year.value()),
            stretch=2)  # fmt: skip
        self.obligations_model, self.obligations = self._paged("funds_obligations", [
            Column("landlord_name", self.tr("Landlord")),
            Column("farming_year", self.tr("Year")),
            Column("due_on", self.tr("Due"), lambda o: _jd(o["due_on"])),
            Column("amount_rials", self.tr("Owed"), lambda o: _rials_or_goods(o, "amount_rials", "grams")),
            Column("paid_rials", self.tr("Paid"), lambda o: _rials_or_goods(o, "paid_rials", "paid_grams")),
            Column("outstanding_rials", self.tr("Outstanding"),
                   lambda o: _rials_or_goods(o, "outstanding_rials", "outstanding_grams")),
        ], lambda limit, after, fid: funds.reports.obligations(
            self.ctx.db, fund_id=fid, limit=limit, after=after),
            lambda fid: funds.reports.obligations_count(self.ctx.db, fund_id=fid))  # fmt: skip
        self.payments_model, self.payments = self._paged("funds_payments", [
            Column("receipt_no", self.tr("Receipt"),
                   lambda p: f"{to_persian_digits(str(p['receipt_no']))}/{to_persian_digits(str(p['receipt_year']))}"),
            Column("received_on", self.tr("Date"), lambda p: _jd(p["received_on"])),
            Column("payer", self.tr("From"), lambda p: p["payer"]),
            Column("kind", self.tr("Kind"), self.payment_kind),
            Column("amount_rials", self.tr("Amount"),
                   lambda p: _money(p["amount_rials"]) if p["kind"] != "goods"
                   else f"{quantity_text(p['grams'])} {COMMODITIES.get(p['commodity'], '')}"),
            Column("deposit_id", self.tr("Deposit"), self.payment_state),
        ], lambda limit, after, fid: funds.reports.payments(
            self.ctx.db, fund_id=fid, limit=limit, after=after),
            lambda fid: funds.reports.payments_count(self.ctx.db, fund_id=fid), stretch=2)  # fmt: skip
        self.arrears = rows_table("funds_arrears", [self.tr("Landlord"), self.tr("Villages"), self.tr("Rials"),
                                                     self.tr("Goods"), self.tr("Oldest due")])  # fmt: skip
        self.balance_rows: list[dict] = []
        self.balance_model = PagedTableModel([
            Column("name", self.tr("Fund")),
            Column("rials_sum", self.tr("Sum of postings"), lambda b: _money(b["rials_sum"])),
            Column("money", self.tr("Money"), lambda b: _money(b["money"])),
            Column("negative", self.tr("Check"), lambda b: self.tr("balanced")
                   if b["rials_sum"] == 0 and not b["negative"] else self.tr("NOT balanced")),
        ], lambda _o, _d, limit, offset: self.balance_rows[offset:offset + limit],
            lambda: (len(self.balance_rows), True))  # fmt: skip
        self.balance = paged_table("funds_balance", self.balance_model, 0)
        # the all-funds tabs read every posting of every fund: drawn when first shown, and again
        # after a change only when shown (``all_funds_stale`` until then)
        self.all_funds_stale = True
        for table, title in (
            (self.book, self.tr("Book")), (self.obligations, self.tr("Obligations")),
            (self.payments, self.tr("Receipts")), (self.arrears, self.tr("Arrears")),
            (self.balance, self.tr("Balance check")),
        ):  # fmt: skip
            self.tabs.addTab(table, title)
        self.tabs.currentChanged.connect(lambda _i: self.fill_all_funds_if_shown())
        layout.addWidget(self.tabs, 3)
        # choosing a fund or a year redraws that fund only: the all-funds tabs (arrears, the
        # balance check) read every posting of every fund and change only when a record does
        self.fund.currentIndexChanged.connect(lambda _i: self.refresh_fund())
        self.year.valueChanged.connect(lambda _v: self.refresh_fund())
        list_keys(self, new=self.pay, print_=lambda: popup_menu(self.print_button))
        ctx.changed.connect(self.on_change)
        self.fill_funds()

    # --- data -------------------------------------------------------------------------------
    def _paged(
        self,
        name: str,
        columns: list[Column],
        fetch: Callable[[int, dict | None, int], list[dict]],
        count: Callable[[int], int],
        stretch: int = 0,
    ) -> tuple[PagedTableModel, QTableView]:
        """A list of the chosen fund, paged: ``fetch(limit, after, fund_id)`` reads a page on
        from the last row shown, ``count(fund_id)`` the exact total."""

        def page(_order: str, _descending: bool, limit: int, offset: int) -> list[dict]:
            fid = self.fund.currentData()
            return [] if fid is None else fetch(limit, model.after(offset), fid)

        def total() -> tuple[int, bool]:
            fid = self.fund.currentData()
            return (0 if fid is None else count(fid)), True

        model = PagedTableModel(columns, page, total)
        return model, paged_table(name, model, stretch)

    def payment_kind(self, p: dict) -> str:
        return {"cash": self.tr("Cash"), "goods": self.tr("Goods"),
                "sale": self.tr("Sale of stock")}[p["kind"]]  # fmt: skip

    def payment_state(self, p: dict) -> str:
        if p["reversed_at"]:
            return self.tr("reversed")
        if p["deposit_id"]:
            return self.tr("deposited")
        return "" if p["kind"] == "goods" else self.tr("not deposited")

    def fill_funds(self) -> None:
        refill(self.fund, [(f["name"], f["id"]) for f in funds.reports.fund_choices(self.ctx.db)])
        fid = self.fund.currentData()
        if fid is not None:
            last = self.ctx.db.execute(
                "SELECT max(posted_on) FROM ledger_posting WHERE fund_id = ?", [fid]
            ).fetchone()[0]
            if last:
                self.year.blockSignals(True)
                self.year.setValue(jalali_year(_dt.date.fromisoformat(last)))
                self.year.blockSignals(False)
        self.refresh()

    def fund_row(self) -> dict | None:
        fid = self.fund.currentData()
        return None if fid is None else funds.get_fund(self.ctx.db, fid)

    def refresh(self) -> None:
        self.all_funds_stale = True
        self.fill_all_funds_if_shown()
        self.refresh_fund()

    def fill_all_funds_if_shown(self) -> None:
        if self.all_funds_stale and self.tabs.currentWidget() in (self.arrears, self.balance):
            self.fill_all_funds()

    def refresh_fund(self) -> None:
        f = self.fund_row()
        village = f is not None and f["level"] == "village"
        for key in ("assess", "pay", "deposit", "sell"):
            self.buttons[key].setEnabled(village)
        self.buttons["expense"].setEnabled(f is not None)
        self.order_action.setEnabled(village)
        self.help_action.setEnabled(f is not None and not village)
        self.close_year_action.setEnabled(f is not None)
        if f is None:
            self.summary.setText(
                self.tr("No fund has any record yet: assess a village's income to open its fund.")
            )
            self.chart.show_months([(m, 0, 0) for m in range(1, 13)], "")
            for model in (self.book_model, self.obligations_model, self.payments_model):
                model.reload()
            return
        db, year = self.ctx.db, self.year.value()
        money = funds.reports.money_of(db, f["id"])
        stock = (
            "، ".join(
                f"{quantity_text(s['grams'])} {COMMODITIES.get(s['commodity'], '')} ({s['store']})"
                for s in funds.stock(db, f["id"])
            )
            or "—"
        )
        self.summary.setText(
            self.tr("Money of the fund: %1 rials (in the bank %2, cash not deposited %3). Stock: %4")
            .replace("%1", _money(money["money"])).replace("%2", _money(money["bank"]))
            .replace("%3", _money(money["cash"])).replace("%4", stock)
        )  # fmt: skip
        # the shares of the cash received in the villages and not yet deposited: without them the
        # parts above fall short of the money by exactly these
        law = "، ".join(money["split_citations"])
        for key, text in (
            ("due_from", self.tr("Its share of cash the funds below received and have not deposited: %1 rials (%2)")),
            ("due_to", self.tr("Less the funds above's share of its cash not deposited: %1 rials (%2)")),
            ("due_council", self.tr("Less the shahrestan agricultural council's share: %1 rials (1334 art. 6)")),
        ):  # fmt: skip
            if money[key]:
                self.summary.setText(
                    self.summary.text() + "\n"
                    + text.replace("%1", _money(abs(money[key]))).replace("%2", law)
                )  # fmt: skip
        closed = self.closed_through(f["id"])
        if closed is not None:
            self.summary.setText(
                self.summary.text() + "\n"
                + self.tr("The books of this fund are closed through %1.").replace("%1", _jd(closed))
            )  # fmt: skip
        self.chart.show_months(
            funds.monthly(db, fund_id=f["id"], year=year),
            self.tr("Receipts and spending of %1 by month, %2").replace("%1", f["name"]).replace("%2", to_persian_digits(str(year))),
        )  # fmt: skip
        for model in (self.book_model, self.obligations_model, self.payments_model):
            model.reload()

    def fill_all_funds(self) -> None:
        db = self.ctx.db
        arrears = funds.arrears(db, today=_dt.date.today())
        fill_rows(self.arrears, [
            (a["landlord"], a["villages"], _money(a["rials"]),
             "، ".join(f"{quantity_text(g)} {COMMODITIES.get(k, k)}" for k, g in a["grams"].items()),
             _jd(a["oldest_due"]))
            for a in arrears
        ], [a["landlord_id"] for a in arrears])  # fmt: skip
        self.balance_rows = funds.balance_check(db).funds
        self.balance_model.reload()
        self.all_funds_stale = False

    def on_change(self, change: Change) -> None:
        """The list of funds is read again only when a fund was opened or changed; any other
        record of the funds redraws the chosen fund (and the all-funds tabs when shown)."""
        if change.touches("fund"):
            self.fill_funds()
        elif change.touches(*FUND_TABLES):
            self.refresh()

    def open_record(self, record_id: int) -> None:
        index = self.fund.findData(record_id)
        if index >= 0:
            self.fund.setCurrentIndex(index)

    # --- actions ----------------------------------------------------------------------------
    def _village_id(self) -> int | None:
        f = self.fund_row()
        if f is not None and f["level"] == "village":
            return int(f["village_id"])
        return None

    def assess(self) -> None:
        vid = self._village_id()
        if vid is not None:
            AssessmentDialog(self.ctx, vid, parent=self).exec()

    def pay(self) -> None:
        f = self.fund_row()
        if f is None or f["level"] != "village":
            return
        dialog = PaymentDialog(self.ctx, f["id"], parent=self)
        if dialog.exec() and dialog.change is not None:
            preview_document(self.ctx, self, "fund_receipt", dialog.change.id)

    def _open_on_fund(self, dialog: Callable[..., QDialog]) -> None:
        """The funds dialog that works on the chosen fund; nothing while no fund is chosen."""
        f = self.fund_row()
        if f is not None:
            dialog(self.ctx, f["id"], parent=self).exec()

    def closed_through(self, fund_id: int) -> _dt.date | None:
        last = self.ctx.db.execute(
            "SELECT max(closed_through) FROM fund_period WHERE fund_id IS NULL OR fund_id = ?",
            [fund_id],
        ).fetchone()[0]
        return None if last is None else _dt.date.fromisoformat(last)

    def close_year(self) -> None:
        """Close the selected fund's books through the end of the year shown: irreversible, so
        asked first; later years' statements then start from the carried balances."""
        f = self.fund_row()
        if f is None:
            return
        year = self.year.value()
        end = _year_end(year)
        y = to_persian_digits(str(year))
        if end >= _dt.date.today():
            show_error(
                self,
                self.tr("The year %1 is not over yet (it ends on %2); it cannot be closed.")
                .replace("%1", y).replace("%2", _jd(end)),
            )  # fmt: skip
            return
        closed = self.closed_through(f["id"])
        if closed is not None and closed >= end:
            show_error(
                self,
                self.tr("The books of %1 are already closed through %2.")
                .replace("%1", f["name"]).replace("%2", _jd(closed)),
            )  # fmt: skip
            return
        if not confirm(
            self,
            self.tr(
                "Close the books of %1 through %2, the end of the year %3?\n"
                "No entry dated in that year or before can then be recorded or reversed, and this "
                "cannot be undone. The balances are carried forward to the next year."
            ).replace("%1", f["name"]).replace("%2", _jd(end)).replace("%3", y),
        ):  # fmt: skip
            return
        outcome = self.ctx.run(
            funds.close_period,
            through=end,
            fund_id=f["id"],
            reason=self.tr("End of the financial year %1").replace("%1", y),
        )
        if not outcome.ok:
            show_error(self, "\n".join((outcome.errors or {}).values()))

    def selected(self, table: QTableView) -> int | None:
        index = table.currentIndex()
        model = table.model()
        value = (
            model.row_id(index.row())
            if index.isValid() and isinstance(model, PagedTableModel)
            else None
        )
        return int(value) if value else None

    def chosen(self, table: QTableView, refusal: str) -> int | None:
        """The id chosen in ``table``; when none is, its tab shown and ``refusal`` said."""
        ident = self.selected(table)
        if ident is None:
            self.tabs.setCurrentWidget(table)
            show_error(self, refusal)
        return ident

    def reverse(self) -> None:
        entry = self.chosen(self.book, self.tr("Choose the entry to reverse in the book."))
        if entry is not None:
            ReverseDialog(self.ctx, entry, parent=self).exec()

    def print_receipt(self) -> None:
        payment = self.chosen(self.payments, self.tr("Choose a receipt in the list first."))
        if payment is not None:
            preview_document(self.ctx, self, "fund_receipt", payment)

    def print_village(self, key: str) -> None:
        f = self.fund_row()
        if f is None:
            return
        vid, level = funds.reports.print_target(self.ctx.db, f["id"])
        if vid is None:
            show_error(self, self.tr("This fund has no village below it to print from."))
            return
        start = format_jalali(_year_start(self.year.value()))
        end = format_jalali(_year_end(self.year.value()))
        params = {"level": level, "date_from": start, "date_to": end, "year": self.year.value()}
        preview_document(self.ctx, self, key, vid, params)

    def print_plain(self, key: str) -> None:
        preview_document(self.ctx, self, key, None, {"on": format_jalali(_dt.date.today())})

    def export(self) -> None:
        f = self.fund_row()
        current = self.tabs.currentWidget()
        if current is self.arrears:
            name, kwargs = "arrears", {"report": "arrears", "today": _dt.date.today()}
        elif current is self.balance:
            name, kwargs = "balance", {"report": "balance"}
        elif f is None:
            return
        elif current is self.book:
            name, kwargs = "book", {"report": "book", "fund_id": f["id"], "year": self.year.value()}
        else:
            name = "statement"
            kwargs = {"report": "statement", "fund_id": f["id"], "start": _year_start(self.year.value()),
                      "end": _year_end(self.year.value())}  # fmt: skip
        exporter = Exporter()
        path = exporter.ask_path(self, f"fund-{name}")
        if path is None:
            return
        self.write_export(path, kwargs)

    def write_export(self, path: Path, kwargs: dict) -> int:
        headers, rows = funds.reports.table(self.ctx.db, **kwargs)
        try:
            return export_rows(path, headers, rows)
        except (OSError, ExchangeError) as e:
            show_error(self, getattr(e, "message_fa", str(e)))
            return 0


def create_page(ctx: AppContext) -> QWidget:
    return FundsPage(ctx)
