"""What the service writes for the clerk to read is in Persian digits: an elected member's basis
read «منتخب زارعین با 4 رأی» (the count glued in Latin digits into Persian text)."""

from __future__ import annotations

import re

from tests.services.council_fixtures import run_election, small_bakhsh

LATIN = re.compile(r"[0-9]")


def test_an_elected_member_s_basis_names_his_votes_in_persian_digits(office_db):
    db = office_db
    bakhsh = small_bakhsh(db)
    _e, council = run_election(db, bakhsh["kamu"])
    rows = db.execute(
        "SELECT basis, votes FROM council_member WHERE council_id = ? AND votes IS NOT NULL",
        [council],
    ).fetchall()
    assert rows
    for basis, votes in rows:
        assert basis.startswith("منتخب زارعین با ")
        assert not LATIN.search(basis), basis
        assert basis.split(" با ")[1].split(" ")[0] == str(votes).translate(
            str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
        )
