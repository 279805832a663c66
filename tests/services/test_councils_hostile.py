"""Every public function of the councils' services, fed a hostile value in each argument in
turn: it succeeds or refuses with the domain's Persian error, and a refusal changes nothing."""

from __future__ import annotations

import inspect
import math

import pytest

from desktop.domain.errors import NotFound, PermissionDenied, ValidationError
from desktop.services import councils
from tests.services.council_fixtures import run_election, small_bakhsh

HOSTILE = [
    None, math.nan, 2**63, 2**70, -1, 0, True, 1.5, "", "\x00", "\ud800", "x" * 1_000_000,
    "1403/13/40", "'; DROP TABLE council; --", [], {}, [1, 2], {"a": 1}, {1: "x"}, b"\x00",
]  # fmt: skip
TABLES = ("council", "council_member", "council_officer", "election", "election_roll",
          "election_candidate", "council_session", "council_attendance", "council_decision", "letter")  # fmt: skip


def snapshot(db) -> list:
    return [list(db.execute(f"SELECT * FROM {t} ORDER BY id")) for t in TABLES]


@pytest.fixture
def setup(office_db):
    b = small_bakhsh(office_db)
    e, cid = run_election(office_db, b["kamu"], votes=(8, 7, 6, 5, 4, 3, 1))
    open_e = councils.open_election(
        office_db, village_id=b["azran"]["village"], held_on="1332/06/01"
    ).id
    members = councils.members_of(office_db, cid)
    session = councils.record_session(office_db, council_id=cid, held_on="1332/07/01", agenda="الف",
                                      present_member_ids=[m["id"] for m in members[:4]],
                                      decisions=[{"text": "ب", "for": 3}]).ids  # fmt: skip
    roll = councils.roll_of(office_db, open_e)[0]["id"]
    valid = {
        "village_id": b["azran"]["village"], "held_on": "1332/06/01", "seed": "s", "place": "",
        "roll_id": roll, "reason": "death", "election_id": open_e, "person_id": b["azran"]["farmers"][0],
        "candidate_id": 1, "ballots_cast": 3, "votes": {}, "formed_on": "1332/07/01",
        "landlord_person_id": None, "kadkhoda_person_id": None, "level": "dehestan", "members": [],
        "dehestan_id": b["d1"], "notes": "", "council_id": cid, "on": "1332/08/01",
        "member_id": members[-1]["id"], "basis": "", "seat": "village_delegate", "delegate_of_id": None,
        "officers": {"chair": members[0]["id"]}, "agenda": "ج", "present_member_ids": [m["id"] for m in members[:4]],
        "decisions": None, "after": "1332/06/01", "session_id": session[0], "decision_id": session[1],
        "all_rows": False,
    }  # fmt: skip
    return office_db, valid


PUBLIC = sorted(name for name in councils.__all__ if callable(getattr(councils, name)))


@pytest.mark.parametrize("name", PUBLIC)
def test_hostile_arguments_are_refused_in_persian_and_change_nothing(setup, name):
    db, valid = setup
    func = getattr(councils, name)
    params = [p for p in inspect.signature(func).parameters.values() if p.name != "db"]
    for target in params:
        for bad in HOSTILE:
            kwargs = {
                p.name: valid[p.name] for p in params if p.name in valid and p.name != target.name
            }
            kwargs[target.name] = bad
            before = snapshot(db)
            try:
                func(db, **kwargs)
            except (ValidationError, NotFound, PermissionDenied) as e:
                message = getattr(e, "message_fa", None) or " ".join(
                    getattr(e, "errors", {}).values()
                )
                assert any("\u0600" <= ch <= "\u06ff" for ch in message), (name, target.name, bad)
                assert snapshot(db) == before, (name, target.name, repr(bad)[:40])
            except Exception as e:  # noqa: BLE001
                pytest.fail(
                    f"{name}({target.name}={repr(bad)[:40]}) raised {type(e).__name__}: {e}"
                )
