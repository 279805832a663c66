"""The election count: seats by votes, alternates in order, ties by a reproducible lot."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from desktop.jalali import parse_jalali
from desktop.rules.elections import compute_election_count, lot_value
from desktop.rules.errors import RuleError

BEFORE = parse_jalali("1332/06/01")  # 1331 bill as amended
AFTER = parse_jalali("1398/06/01")  # 1334 law, art. 16 still in force


def cands(*votes: int) -> list[dict[str, object]]:
    return [{"id": f"p{i}", "votes": v} for i, v in enumerate(votes, 1)]


def test_1331_three_trustees_then_three_alternates_in_order():
    r = compute_election_count(
        regime="1331", on=BEFORE, candidates=cands(12, 3, 9, 7, 5, 8, 1),
        seed="s", roll_size=20, ballots_cast=15,
    )  # fmt: skip
    assert [p.id for p in r.order] == ["p1", "p3", "p6", "p4", "p5", "p2", "p7"]
    assert [p.seat for p in r.order] == ["elected_trustee"] * 3 + ["alternate"] * 3 + [""]
    assert not r.lot_used and r.term_years == 3 and r.council_fa == "شورای ده"
    assert {c.short() for c in r.citations} >= {"۱۳۳۱ م۱۷", "۱۳۳۱ م۱۸", "۱۳۳۱ م۳۴"}


def test_a_tie_on_the_boundary_is_decided_by_the_recorded_seed_and_re_runs_the_same():
    votes = cands(10, 9, 9, 9, 2)
    first = compute_election_count(
        regime="1331", on=BEFORE, candidates=votes, seed="۱۳۳۲-کامو", roll_size=12, ballots_cast=11
    )
    again = compute_election_count(
        regime="1331", on=BEFORE, candidates=list(reversed(votes)), seed="۱۳۳۲-کامو",
        roll_size=12, ballots_cast=11,
    )  # fmt: skip
    assert first.order == again.order and first.lot_used
    tied = [p for p in first.order if p.votes == 9]
    assert [p.lot for p in tied] == sorted(lot_value("۱۳۳۲-کامو", p.id) for p in tied)
    assert [p.seat for p in tied] == ["elected_trustee", "elected_trustee", "alternate"]
    assert all(p.by_lot for p in tied)
    assert "۱۳۳۲-کامو" in first.explanation
    # another seed may seat someone else: the lot, not the input order, decides
    orders = {
        tuple(p.id for p in compute_election_count(
            regime="1331", on=BEFORE, candidates=votes, seed=str(s), roll_size=12, ballots_cast=11
        ).order)
        for s in range(20)
    }  # fmt: skip
    assert len(orders) > 1


def test_1334_fills_the_farmers_representative_and_two_trustees_with_no_alternates():
    r = compute_election_count(
        regime="1334", on=AFTER, candidates=cands(5, 8, 6, 1), seed="s", roll_size=9, ballots_cast=9
    )
    assert [p.seat for p in r.order] == ["farmer_representative", "trustee", "trustee", ""]
    assert r.alternates == 0 and r.term_years == 2 and r.council_fa == "انجمن ده"
    assert "۱۳۳۴ م۱۶" in {c.short() for c in r.citations}


@pytest.mark.parametrize(
    ("regime", "on", "kw", "code"),
    [
        ("1334", parse_jalali("1401/01/01"), {}, "repealed"),
        ("1331", AFTER, {}, "superseded"),
        ("1331", BEFORE, {"ballots_cast": 30}, "bad_value"),
        ("1331", BEFORE, {"candidates": [{"id": "a", "votes": 99}]}, "bad_value"),
        ("1331", BEFORE, {"candidates": [{"id": "a", "votes": -1}]}, "negative_amount"),
        ("1331", BEFORE, {"candidates": []}, "missing_key"),
        ("1331", BEFORE, {"seed": ""}, "missing_key"),
        (
            "1331",
            BEFORE,
            {"candidates": [{"id": "a", "votes": 1}, {"id": "a", "votes": 2}]},
            "bad_value",
        ),
    ],
)
def test_refusals(regime, on, kw, code):
    args = {"candidates": cands(3, 2), "seed": "s", "roll_size": 20, "ballots_cast": 10, **kw}
    with pytest.raises(RuleError) as e:
        compute_election_count(regime=regime, on=on, **args)
    assert e.value.code == code and e.value.message_fa


def test_the_cli_runs_it():
    data = {"on": "1332/06/01", "seed": "s", "roll_size": 5, "ballots_cast": 5,
            "candidates": [{"id": "a", "votes": 3}, {"id": "b", "votes": 3}]}  # fmt: skip
    out = subprocess.run(
        [sys.executable, "-m", "desktop", "rules", "compute", "election_count", "--regime", "1331",
         "--input", json.dumps(data)], capture_output=True, text=True, check=True,
    )  # fmt: skip
    result = json.loads(out.stdout)
    assert [p["seat"] for p in result["order"]] == ["elected_trustee", "elected_trustee"]
    assert result["citations"][0]["text"] == "۱۳۳۱ م۱۷"


def test_the_count_lists_its_citations_with_the_persian_comma():
    """The explanation the clerk reads under the result: «(۱۳۳۴ م۱۶، ۱۳۳۴ م۱۶)», not a Latin
    comma between Persian citations."""
    r = compute_election_count(
        regime="1334", on=AFTER, candidates=cands(5, 8, 6, 1), seed="s", roll_size=9, ballots_cast=9
    )
    assert "," not in r.explanation
    assert "م۱۶، ۱۳۳۴" in r.explanation
