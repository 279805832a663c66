"""The race harness (issue 21): two processes on one file make, at the same moment, the calls
only one of them may win — each race at least ``ROUNDS`` times. Before the door, checks ran
before ``BEGIN IMMEDIATE``: a receipt was deposited twice, an obligation and a land allocation
overpaid, a case decided twice, a surplus allocated twice (a raw ``IntegrityError``), and
parallel guessers had wrong passwords checked past the lock-out."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

from desktop.services import auth, cases, funds, people
from desktop.services import land_reform as lr
from desktop.store.db import open_database
from tests.hardening.test_files import ENV
from tests.services.funds_fixtures import make_village

ROUNDS = 30
GUESSES = 6  # each process, per user: 12 guesses against a lock-out after 5
CHILD = Path(__file__).with_name("race_child.py")


def _plan(db) -> dict:
    ids = make_village(db)
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="cash",
                     assessed_on="1332/05/01", base_rials=10**9).id  # fmt: skip
    big = funds.confirm_assessment(db, assessment_id=a, due_on="1332/05/01").id
    fund = funds.get_obligation(db, big)["fund_id"]
    deposit = [
        funds.record_payment(db, obligation_id=big, received_on="1332/05/02", amount_rials=1000).id
        for _ in range(ROUNDS)
    ]
    obligations = []
    for _ in range(ROUNDS):
        a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord2"], income_kind="cash",
                         assessed_on="1332/05/01", base_rials=1_000_000).id  # fmt: skip
        ob = funds.confirm_assessment(db, assessment_id=a, due_on="1332/05/01").id
        obligations.append([ob, funds.outstanding_rials(db, ob)])
    surpluses = []
    for i in range(ROUNDS):
        s = lr.add_surplus(db, village_id=ids["village"], kind="irrigated", area_ha="6",
                           price_rials=1_000_000, regional_min_ha="6", taken_on="1341/03/01",
                           label=f"قطعهٔ {i}").id  # fmt: skip
        person = people.add_person(db, first_name="زارع", last_name=f"شمارهٔ {i}").id
        lr.add_applicant(db, surplus_id=s, person_id=person, priority_class="a", children=2,
                         applied_on="1341/03/10")  # fmt: skip
        surpluses.append(s)
    heard = []
    for _ in range(ROUNDS):
        cid = cases.register_case(
            db, kind="dismissal", filed_on="1404/06/28", subject="اخراج",
            complainants=[{"person_id": ids["farmer1"]}], respondents=[{"person_id": ids["landlord3"]}],
            village_id=ids["village"],
        ).id  # fmt: skip
        cases.record_reconciliation(db, case_id=cid, on="1404/06/31", agreed=False, note="نه")
        cases.schedule_council_session(db, case_id=cid, on="1404/07/01", session_on="1404/07/05")
        cases.record_hearing(db, case_id=cid, on="1404/07/05", attendance="اعضای انجمن")
        heard.append(cid)
    users = [f"user{i}" for i in range(ROUNDS)]
    for name in users:
        auth.add_user(db, username=name, display_name=name, role="clerk", password="right-pass-1")
    return {
        "fund": fund, "deposit_on": "1332/05/03", "deposit_payments": deposit,
        "obligations": obligations, "pay_on": "1332/05/04", "surpluses": surpluses,
        "prices": [[s, 1_000_000] for s in surpluses], "cases": heard, "decide_on": "1404/07/05",
        "users": users, "guesses": GUESSES,
    }  # fmt: skip


def test_two_processes_racing_on_one_file_win_each_race_once(office_db, db_path, tmp_path):
    plan = _plan(office_db)
    (tmp_path / "plan.json").write_text(json.dumps(plan), encoding="utf-8")
    office_db.close()
    go = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [sys.executable, str(CHILD), str(db_path), str(tmp_path / "plan.json"), str(go)],
            stdout=subprocess.PIPE,
            text=True,
            env=ENV,
        )  # fmt: skip
        for _ in range(2)
    ]
    for p in procs:
        assert p.stdout is not None and "ready" in p.stdout.readline()
    started = time.monotonic()
    go.touch()
    results = []
    for p in procs:
        out, _ = p.communicate(timeout=600)
        assert p.returncode == 0
        results.append(json.loads(out.strip().splitlines()[-1]))
    took = time.monotonic() - started
    errors = [e for r in results for e in r["errors"]]
    won = {race: sum(r["won"].get(race, 0) for r in results) for race in
           ("deposit", "obligation", "allocation", "instalment", "decision")}  # fmt: skip
    refused = {race: sum(r["refused"].get(race, 0) for r in results) for race in won}
    sys.stdout.write(f"\nraces: {took:.1f} s won={won} refused={refused} errors={len(errors)}\n")
    assert errors == []  # no raw traceback, no English
    assert won == dict.fromkeys(won, ROUNDS)  # each race won exactly once
    assert refused == dict.fromkeys(won, ROUNDS)  # and refused, in Persian, once

    db = open_database(db_path)
    try:
        # no double deposit: every receipt in exactly one deposit, the bank holds what came in
        rows = db.execute(
            "SELECT count(*), count(DISTINCT deposit_id) FROM fund_payment "
            f"WHERE id IN ({','.join('?' * ROUNDS)}) AND deposit_id IS NOT NULL",
            plan["deposit_payments"],
        ).fetchone()
        assert rows == (ROUNDS, ROUNDS)
        assert db.execute("SELECT count(*), sum(amount_rials) FROM fund_deposit").fetchone() == (
            ROUNDS, 1000 * ROUNDS,
        )  # fmt: skip
        assert funds.balance_check(db).ok
        # no overpayment of an obligation or of a land allocation
        for ob, _owed in plan["obligations"]:
            assert funds.outstanding_rials(db, ob) == 0
        over = db.execute(
            "SELECT a.id FROM land_allocation a JOIN land_payment p ON p.allocation_id = a.id "
            "GROUP BY a.id HAVING sum(p.rials) > a.price_rials"
        ).fetchall()
        assert over == []
        # no double allocation, no double decision
        assert db.execute(
            "SELECT count(*), count(DISTINCT surplus_id) FROM land_allocation"
        ).fetchone() == (ROUNDS, ROUNDS)
        decided = db.execute(
            "SELECT case_id, count(*) FROM case_event WHERE step = 'decide' GROUP BY case_id"
        ).fetchall()
        assert sorted(decided) == [(c, 1) for c in sorted(plan["cases"])]
    finally:
        db.close()
    # no lock-out bypass: twelve guesses per user, five checked, the rest refused unchecked
    for name in plan["users"]:
        assert sum(r["checked"].get(name, 0) for r in results) == auth.MAX_FAILURES, name
