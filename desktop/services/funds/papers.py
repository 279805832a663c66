"""The funds' documents, read from the ledger (``desktop.services.papers``): a fund's statement and
yearly book for a village, the arrears, the balance check, a payment's receipt."""

from __future__ import annotations

import datetime as _dt
from typing import Any

from sqlite_utils import Database

from desktop.domain.funds import Statement
from desktop.printing.templates.fund_records import (
    ArrearsPaper,
    BalancePaper,
    FundReceiptPaper,
    StatementPaper,
    YearlyBookPaper,
    arrears_day,
    book_year,
    fund_name,
    level_of,
    period,
)
from desktop.services import councils
from desktop.services.funds import reports
from desktop.services.funds.assessment import get_obligation
from desktop.services.funds.ledger import get_entry, get_fund
from desktop.services.office import get_office
from desktop.services.papers import _first_id, chosen, no_record, sample_village, source, village


def _special_contracts(db: Database, village_id: int, start: _dt.date, end: _dt.date) -> list[dict]:
    """The village's assessments in the period made under a special contract."""
    return [
        dict(r)
        for r in db.query(
            "SELECT a.*, p.first_name || ' ' || p.last_name AS landlord FROM fund_assessment a "
            "JOIN person p ON p.id = a.landlord_id WHERE a.village_id = ? AND a.special_contract = 1 "
            "AND a.retired_at IS NULL AND a.assessed_on BETWEEN ? AND ? ORDER BY a.assessed_on, a.id",
            [village_id, start.isoformat(), end.isoformat()],
        )
    ]


def _statement(
    db: Database, record_id: int | None, params: dict[str, Any] | None
) -> StatementPaper | None:
    if params is None:  # the pre-fill reads nothing of the record
        return None
    v = village(db, record_id)
    level = level_of(params)
    start, end = period(params)
    fid = reports.village_funds(db, v["id"])[level]
    name = fund_name(v, level)
    if fid is not None:
        st = reports.statement(db, fund_id=fid, start=start, end=end)
    else:
        st = Statement(0, name, level, start, end, 0, [], [], [], 0, 0)
    contracts = _special_contracts(db, int(v["id"]), start, end)
    # who may sign for the fund's council: its officers in office on the period's last day
    officers = councils.officers_on(
        db, level=level, on=end, village_id=int(v["id"]), dehestan_id=int(v["dehestan_id"])
    )
    return StatementPaper(get_office(db), v, name, fid, st, tuple(contracts), officers)


def _yearly_book(
    db: Database, record_id: int | None, params: dict[str, Any] | None
) -> YearlyBookPaper | None:
    if params is None:
        return None
    v = village(db, record_id)
    level = level_of(params)
    year = book_year(params)
    fid = reports.village_funds(db, v["id"])[level]
    book = reports.yearly_book(db, fund_id=fid, year=year) if fid else []
    return YearlyBookPaper(get_office(db), v, fund_name(v, level), year, tuple(book))


def _arrears(
    db: Database, record_id: int | None, params: dict[str, Any] | None
) -> ArrearsPaper | None:
    if params is None:
        return None
    on = arrears_day(params)
    return ArrearsPaper(get_office(db), on, tuple(reports.arrears(db, today=on)))


def _balance(db: Database, record_id: int | None, params: dict[str, Any] | None) -> BalancePaper:
    return BalancePaper(get_office(db), reports.balance_check(db))


def _receipt(
    db: Database, record_id: int | None, params: dict[str, Any] | None
) -> FundReceiptPaper:
    p = reports.get_payment(db, chosen(record_id, "دریافت"))
    obligation = contract = None
    if p["obligation_id"]:
        obligation = get_obligation(db, p["obligation_id"])
        if obligation["assessment_id"]:
            a = db.execute(
                "SELECT special_contract, contract_ref, statutory_farmers_rials "
                "FROM fund_assessment WHERE id = ?",
                [obligation["assessment_id"]],
            ).fetchone()
            if a is not None and a[0]:
                contract = {"contract_ref": a[1], "statutory_farmers_rials": a[2]}
    entry = get_entry(db, p["entry_id"]) if p["entry_id"] and p["kind"] != "goods" else None
    return FundReceiptPaper(
        get_office(db), p, get_fund(db, p["fund_id"]), obligation, contract, entry
    )


def _sample_payment(db: Database) -> int | None:
    return _first_id(
        db, "SELECT id FROM fund_payment WHERE reversed_at IS NULL ORDER BY id LIMIT 1"
    )


source("fund_statement", _statement, sample_village, regather=True)
source("fund_receipt", _receipt, _sample_payment)
source("fund_yearly_book", _yearly_book, sample_village, regather=True)
source("fund_arrears", _arrears, no_record, regather=True)
source("fund_balance_check", _balance, no_record)
