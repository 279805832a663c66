"""Every public function of the funds' services fed hostile values, one argument at a time:
each refuses with the domain's Persian error (or succeeds), never a raw sqlite3/Type/Key error,
and a refusal leaves the database as it was."""

from __future__ import annotations

import inspect
import math

import pytest

from desktop.domain.errors import NotFound, PermissionDenied, ValidationError
from desktop.services import funds
from tests.services.funds_fixtures import make_village

HOSTILE = [
    None,
    "",
    "   ",
    "x" * 1_000_000,
    "\x00",
    "\ud800",
    "abc",
    "1e5",
    -1,
    0,
    2**63,
    2**64,
    10**40,
    math.nan,
    math.inf,
    1.5,
    True,
    [1],
    {"a": 1},
    b"\x00",
    "۱۳۳۲/۱۳/۴۰",
    "1332/05/01",
]


@pytest.fixture
def valid(office_db):
    db = office_db
    ids = make_village(db)
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="cash",
                     assessed_on="1332/05/01", base_rials=1_000_000).id  # fmt: skip
    ob = funds.confirm_assessment(db, assessment_id=a, due_on="1332/06/01").id
    pay = funds.record_payment(
        db, obligation_id=ob, received_on="1332/05/02", amount_rials=1_000
    ).id
    fid = funds.get_obligation(db, ob)["fund_id"]
    store = funds.add_store(db, village_id=ids["village"], name="انبار").id
    store2 = funds.add_store(
        db,
        village_id=ids["village"],
        name="انبار مالک",
        kind="landlord",
        landlord_id=ids["landlord1"],
    ).id
    entry = db.execute("SELECT max(id) FROM ledger_entry").fetchone()[0]
    dehestan = db.execute("SELECT id FROM fund WHERE level = 'dehestan'").fetchone()[0]
    d = "1332/05/03"
    kwargs = {
        "add_store": {"village_id": ids["village"], "name": "انبار", "kind": "council"},
        "arrears": {"today": d},
        "assess": {"village_id": ids["village"], "landlord_id": ids["landlord1"], "income_kind": "cash",
                   "assessed_on": d, "base_rials": 1000},
        "balance_check": {},
        "close_period": {"through": "1332/01/01"},
        "confirm_assessment": {"assessment_id": a, "due_on": d},
        "deposit_lateness": {"payment_id": pay},
        "get_assessment": {"assessment_id": a},
        "get_entry": {"entry_id": entry},
        "get_fund": {"fund_id": fid},
        "get_obligation": {"obligation_id": ob},
        "issue_order": {"from_store_id": store2, "to_store_id": store, "issued_on": d, "commodity": "wheat",
                        "quantity": "1", "holder": "x", "decision_number": "1", "decision_date": d},
        "late_penalty": {"obligation_id": ob},
        "list_funds": {},
        "fund_choices": {},
        "monthly": {"fund_id": fid, "year": 1332},
        "open_fund": {"level": "bakhsh"},
        "outstanding_rials": {"obligation_id": ob},
        "record_deposit": {"fund_id": fid, "deposited_on": d, "slip_number": "1", "bank": "بانک", "payment_ids": [pay]},
        "record_expense": {"fund_id": fid, "spent_on": d, "category": "roads", "amount_rials": 1, "payee": "x",
                           "decision_number": "1", "decision_date": d},
        "record_help": {"from_fund_id": dehestan, "to_fund_id": fid, "transferred_on": d, "amount_rials": 1, "basis": "x"},
        "record_loan": {"fund_id": fid, "taken_on": d, "amount_rials": 1, "interest_percent": "6", "years": 10},
        "record_payment": {"obligation_id": ob, "received_on": d, "amount_rials": 1},
        "reverse_entry": {"entry_id": entry, "reason": "x"},
        "sell_stock": {"store_id": store, "sold_on": d, "commodity": "wheat", "quantity": "1", "price_rials": 1,
                       "buyer": "x", "decision_number": "1", "decision_date": d},
        "spendable": {"fund_id": fid},
        "statement": {"fund_id": fid, "start": "1332/01/01", "end": d},
        "stock": {"fund_id": fid},
        "undeposited": {"today": d},
        "yearly_book": {"fund_id": fid, "year": 1332},
        "book_page": {"fund_id": fid, "year": 1332, "limit": 200},
        "book_count": {"fund_id": fid, "year": 1332},
        "attention": {"today": d},
        "expense_categories": {"fund_id": fid, "on": d},
        "get_payment": {"payment_id": pay},
        "income_kinds": {"on": d},
        "money_of": {"fund_id": fid},
        "obligations": {"fund_id": fid},
        "obligations_count": {"fund_id": fid},
        "payments": {"fund_id": fid},
        "payments_count": {"fund_id": fid},
        "print_target": {"fund_id": fid},
        "stores": {"fund_id": fid},
        "table": {"report": "statement", "fund_id": fid, "start": "1332/01/01", "end": d},
        "village_funds": {"village_id": ids["village"]},
    }  # fmt: skip
    return db, kwargs


def _public_functions() -> dict:
    """Every public function defined in the funds' service modules (what a harness would call)."""
    import importlib
    import pkgutil

    import desktop.services.funds as pkg

    found = {}
    for info in pkgutil.iter_modules(pkg.__path__):
        module = importlib.import_module(f"{pkg.__name__}.{info.name}")
        for name, obj in vars(module).items():
            if (
                inspect.isfunction(obj)
                and not name.startswith("_")
                and obj.__module__ == module.__name__
            ):
                found[name] = obj
    return found


def _state(db):
    return db.execute("SELECT count(*), coalesce(max(id), 0) FROM audit_log").fetchone()


def test_every_public_function_refuses_hostile_values_cleanly(valid):
    db, kwargs = valid
    public = _public_functions()
    assert set(kwargs) == set(public), set(public) ^ set(kwargs)
    for name, fn in sorted(public.items()):
        params = [p for p in inspect.signature(fn).parameters if p != "db"]
        for param in params:
            for bad in HOSTILE:
                call = {**kwargs[name], param: bad}
                before = _state(db)
                try:
                    fn(db, **call)
                except (ValidationError, NotFound, PermissionDenied) as e:
                    msg = getattr(e, "message_fa", None) or " ".join(
                        getattr(e, "errors", {}).values()
                    )
                    assert msg, (name, param, bad)
                    assert _state(db) == before, (name, param, repr(bad)[:40])
                except Exception as e:  # noqa: BLE001
                    pytest.fail(
                        f"{name}({param}={repr(bad)[:40]}) raised {type(e).__name__}: {e}"[:400]
                    )
