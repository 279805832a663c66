"""Run by tests/hardening/test_races.py: one of two processes racing the other on one file.

    python race_child.py DB PLAN.json GO_FILE

Waits for GO_FILE, then, for every target of the plan in order (the other process takes the
same targets in the same order, so each pair of calls meets), makes the call that only one of
the two may win: deposit the same receipt, pay an obligation's whole outstanding sum, allocate
the same surplus, pay an allocation's whole price, decide the same case; then guesses a wrong
password for each of the plan's users until its own count of guesses is spent. Prints one JSON
line: what it won, what was refused in Persian, how many passwords it actually checked per user,
and every other error (raw, English, a traceback's type): the test wants none of those.
"""

from __future__ import annotations

import datetime as dt
import json
import re
import sys
import time
from pathlib import Path

from desktop.domain.errors import NotFound, PermissionDenied, ValidationError
from desktop.services import auth, cases, funds
from desktop.services import land_reform as lr
from desktop.store.db import StoreError, open_database

PERSIAN = re.compile("[\u0600-\u06ff]")
NOW = dt.datetime(2025, 1, 1, 10, 0)  # fixed: a lock-out set in the race lasts the whole race


def _persian_refusal(e: Exception) -> bool:
    if isinstance(e, ValidationError):
        return all(PERSIAN.search(m) for m in e.errors.values())
    return bool(PERSIAN.search(str(getattr(e, "message_fa", ""))))


def main() -> None:
    path, plan_file, go = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
    plan = json.loads(plan_file.read_text(encoding="utf-8"))
    auth._SCRYPT = {"n": 2**10, "r": 8, "p": 1}  # the plan's users were hashed so; speed only
    checked: dict[str, int] = {}
    current = ""
    real_verify = auth.verify_password

    def counting_verify(password: str, stored: str) -> bool:
        checked[current] = checked.get(current, 0) + 1
        return real_verify(password, stored)

    auth.verify_password = counting_verify
    db = open_database(path)
    print(json.dumps({"ready": True}), flush=True)
    deadline = time.monotonic() + 60
    while not go.exists() and time.monotonic() < deadline:
        time.sleep(0.005)
    won: dict[str, int] = {}
    refused: dict[str, int] = {}
    errors: list[str] = []

    def attempt(race: str, call) -> None:  # noqa: ANN001 - a thunk
        try:
            call()
        except (ValidationError, NotFound, PermissionDenied, StoreError) as e:
            if _persian_refusal(e):
                refused[race] = refused.get(race, 0) + 1
            else:
                errors.append(f"{race}: {type(e).__name__} without Persian: {e}")
        except Exception as e:  # noqa: BLE001 - every other failure is what the test looks for
            errors.append(f"{race}: {type(e).__name__}: {e}")
        else:
            won[race] = won.get(race, 0) + 1

    for i, pid in enumerate(plan["deposit_payments"]):
        attempt("deposit", lambda pid=pid, i=i: funds.record_deposit(
            db, fund_id=plan["fund"], deposited_on=plan["deposit_on"], slip_number=f"{i}-{pid}",
            bank="ملی", payment_ids=[pid],
        ))  # fmt: skip
    for ob, owed in plan["obligations"]:
        attempt("obligation", lambda ob=ob, owed=owed: funds.record_payment(
            db, obligation_id=ob, received_on=plan["pay_on"], amount_rials=owed,
        ))  # fmt: skip
    for s in plan["surpluses"]:
        attempt("allocation", lambda s=s: lr.allocate(
            db, surplus_id=s, allocated_on="1341/04/01", first_due="1341/07/01", seed=f"بذر{s}",
        ))  # fmt: skip
    for s, price in plan["prices"]:

        def pay_all(s: int = s, price: int = price) -> None:
            (a,) = db.execute(
                "SELECT id FROM land_allocation WHERE surplus_id = ? AND retired_at IS NULL", [s]
            ).fetchone()
            lr.record_payment(db, allocation_id=a, paid_on="1341/07/01", rials=price)

        attempt("instalment", pay_all)
    for cid in plan["cases"]:
        attempt("decision", lambda cid=cid: cases.record_decision(
            db, case_id=cid, on=plan["decide_on"], outcome="reinstated", text="به کار بازگردد",
        ))  # fmt: skip
    for name in plan["users"]:
        current = name
        for _ in range(plan["guesses"]):
            attempt("guess", lambda name=name: auth.sign_in(db, name, "not-the-password", now=NOW))
    print(json.dumps({"won": won, "refused": refused, "checked": checked, "errors": errors}),
          flush=True)  # fmt: skip
    db.close()


if __name__ == "__main__":
    main()
