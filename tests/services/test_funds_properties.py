"""Random operations on the funds: valid ones keep every fund's trial balance at zero and no fund
below zero; invalid ones are refused with the database unchanged."""

from __future__ import annotations

import datetime as dt

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.domain.errors import NotFound, ValidationError
from desktop.jalali import format_jalali, parse_jalali
from desktop.services import funds
from desktop.services.office import save_office
from desktop.store.db import open_database
from tests.services.funds_fixtures import make_village

START = parse_jalali("1332/05/01")
CATEGORIES = ["drinking_water", "roads", "administration", "health", "hospital"]

op = st.one_of(
    st.tuples(st.just("pay"), st.integers(1, 400_000)),
    st.tuples(st.just("goods"), st.integers(1, 50_000)),
    st.tuples(st.just("deposit"), st.integers(0, 5)),
    st.tuples(st.just("expense"), st.integers(1, 300_000), st.sampled_from(CATEGORIES)),
    st.tuples(st.just("help"), st.integers(1, 100_000)),
    st.tuples(st.just("sell"), st.integers(1, 20_000), st.integers(0, 200_000)),
    st.tuples(st.just("reverse"), st.integers(0, 30)),
    st.tuples(st.just("bad_pay"), st.sampled_from([0, -5, 10**16, "x", 1.5, None, True])),
    st.tuples(st.just("bad_expense"), st.sampled_from([0, -1, 10**16, "۱۲a"])),
)


def _state(db):
    return (
        db.execute("SELECT count(*) FROM audit_log").fetchone()[0],
        db.execute("SELECT count(*), coalesce(sum(rials), 0) FROM ledger_posting").fetchone(),
    )


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(op, min_size=1, max_size=20))
def test_random_operations_keep_the_books(ops):
    db = open_database(":memory:")
    save_office(
        db,
        office_name="بخشداری",
        shahrestan="کاشان",
        bakhsh="مرکزی",
        bakhshdar="نوروزی",
    )
    ids = make_village(db)
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="cash",
                     assessed_on="1332/05/01", base_rials=50_000_000).id  # fmt: skip
    ob = funds.confirm_assessment(db, assessment_id=a, due_on="1332/06/01").id
    w = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord2"], income_kind="crop_in_kind",
                     assessed_on="1332/05/01", quantity="100000", unit="kg", commodity="wheat").id  # fmt: skip
    wob = funds.confirm_assessment(db, assessment_id=w, due_on="1332/06/01").id
    store = funds.add_store(db, village_id=ids["village"], name="انبار").id
    fid = funds.get_obligation(db, ob)["fund_id"]
    dehestan = db.execute("SELECT id FROM fund WHERE level = 'dehestan'").fetchone()[0]
    day = START
    for i, (kind, *args) in enumerate(ops):
        day = START + dt.timedelta(days=i)
        on = format_jalali(day)
        before = _state(db)
        try:
            if kind == "pay":
                funds.record_payment(db, obligation_id=ob, received_on=on, amount_rials=args[0])
            elif kind == "goods":
                funds.record_payment(db, obligation_id=wob, received_on=on, quantity=str(args[0]), unit="kg",
                                     commodity="wheat", store_id=store)  # fmt: skip
            elif kind == "deposit":
                pending = [p["id"] for p in funds.undeposited(db, today=on)][: args[0] + 1]
                funds.record_deposit(db, fund_id=fid, deposited_on=on, slip_number=str(i), bank="بانک",
                                     payment_ids=pending)  # fmt: skip
            elif kind == "expense":
                funds.record_expense(db, fund_id=fid, spent_on=on, category=args[1], amount_rials=args[0],
                                     payee="پیمانکار", decision_number=str(i), decision_date=on)  # fmt: skip
            elif kind == "help":
                funds.record_help(db, from_fund_id=dehestan, to_fund_id=fid, transferred_on=on,
                                  amount_rials=args[0], basis="کمک")  # fmt: skip
            elif kind == "sell":
                funds.sell_stock(db, store_id=store, sold_on=on, commodity="wheat", quantity=str(args[0]),
                                 price_rials=args[1] or 1, buyer="خریدار", decision_number=str(i),
                                 decision_date=on)  # fmt: skip
            elif kind == "reverse":
                entries = [r[0] for r in db.execute(
                    "SELECT id FROM ledger_entry WHERE reverses_id IS NULL ORDER BY id").fetchall()]  # fmt: skip
                if entries:
                    funds.reverse_entry(
                        db, entry_id=entries[args[0] % len(entries)], reason="اصلاح", on=on
                    )
            elif kind == "bad_pay":
                funds.record_payment(db, obligation_id=ob, received_on=on, amount_rials=args[0])
                raise AssertionError(f"an invalid payment {args[0]!r} was accepted")
            elif kind == "bad_expense":
                funds.record_expense(db, fund_id=fid, spent_on=on, category="roads", amount_rials=args[0],
                                     payee="x", decision_number="1", decision_date=on)  # fmt: skip
                raise AssertionError(f"an invalid expense {args[0]!r} was accepted")
        except (ValidationError, NotFound):
            assert _state(db) == before, f"{kind} was refused but changed the database"
        check = funds.balance_check(db)
        assert check.ok, (kind, check)
        for f in check.funds:
            assert f["money"] >= 0
    db.close()
