"""The 1339 rules that run from the day the bill was presented to the Majlis, each worked by hand
from the statute's words on a reading of that day the office enters (1338/09/01 here: the
statute does not give it), a day before and after it, the same facts under another reading, and
the refusal while the office has entered none."""

from __future__ import annotations

import contextlib
import io
import json
from decimal import Decimal

import pytest

from desktop.jalali import parse_jalali as D
from desktop.rules.choices import Choices
from desktop.rules.cli import main
from desktop.rules.errors import RuleError
from desktop.rules.land_holdings import compute_heirs_transfer
from desktop.rules.land_presented import (
    compute_disputed_land,
    compute_lease,
    compute_mechanised_exception,
    compute_mortgage,
    compute_waqf,
)

R = "land-1339"
ON = D("1340/01/01")
READ = Choices(land_bill_presented_on=D("1338/09/01"))
SAYS = "روز تقدیم لایحه به مجلس، به خواندن این دفتر: ۱۳۳۸/۰۹/۰۱"


def _reading(day: str) -> Choices:
    return Choices(land_bill_presented_on=D(day))


def _refused_naming(call, article_words: str) -> None:
    with pytest.raises(RuleError) as e:
        call(Choices())
    assert e.value.code == "presentation_day_unset"
    assert article_words in e.value.message_fa and "«تنظیمات»" in e.value.message_fa


def test_waqf_before_and_after_the_presentation():
    # Art. 2 note 1: 1,500 ha made private waqf for 3 beneficiaries «تا تاریخ تقدیم»: each keeps
    # up to 400 ha, 3 × 400 = 1,200 stay waqf, 300 ha surplus sold for other property. The day
    # itself is «تا». Made after: all the shares together at most 400 ha, and those 400 are
    # taken off what the owner keeps; 1,100 ha surplus.
    def waqf(on: str, choices: Choices = READ, **kw):
        return compute_waqf(regime=R, waqf_on=D(on), waqf_ha=1500, beneficiaries=3, on=ON, choices=choices, **kw)  # fmt: skip

    before = waqf("1338/08/30")
    assert (before.before, before.stays_waqf_ha, before.surplus_ha, before.deducted_from_owner_ha) == (True, 1200, 300, 0)  # fmt: skip
    assert SAYS in before.explanation and "۱۳۳۹ م۲ تبصره ۱" in before.explanation
    assert waqf("1338/09/01").stays_waqf_ha == 1200
    after = waqf("1338/09/02")
    assert (after.before, after.stays_waqf_ha, after.surplus_ha, after.deducted_from_owner_ha) == (False, 400, 1100, 400)  # fmt: skip
    # an earlier reading of the day puts the same waqf after it
    assert waqf("1338/08/30", _reading("1338/08/29")).stays_waqf_ha == 400
    # note 2: the private share of a waqf private and public follows the same two parts
    mixed = waqf("1338/08/30", mixed=True)
    assert mixed.stays_waqf_ha == 1200 and "۱۳۳۹ م۲ تبصره ۲" in mixed.explanation
    _refused_naming(lambda c: waqf("1338/08/30", c), "تبصره ۱")
    _refused_naming(lambda c: waqf("1338/08/30", c, mixed=True), "تبصره ۲")


def test_heirs_transfers_in_the_year_before_the_presentation():
    # Art. 3 item 3: the owner keeps 400 ha, may pass 1.5 × 400 = 600 to his heirs; what he
    # gave them «ظرف یک سال قبل از تقدیم» (1337/09/01 to 1338/08/30) is taken off: 50 ha on
    # 1337/09/01 leaves 550; 50 ha a day earlier, or on the day itself, leaves 600.
    def heirs(earlier_on: str, choices: Choices = READ):
        return compute_heirs_transfer(
            regime=R, owner_keeps_ha=Decimal(400), requested_ha=Decimal(700),
            earlier_ha=Decimal(50), earlier_on=D(earlier_on), on=D("1340/06/01"), choices=choices,
        )  # fmt: skip

    inside = heirs("1337/09/01")
    assert inside.allowed_ha == 550 and inside.earlier_ha == 50 and SAYS in inside.explanation
    assert heirs("1338/08/30").allowed_ha == 550
    assert heirs("1337/08/30").allowed_ha == 600
    assert heirs("1338/09/01").allowed_ha == 600
    assert heirs("1337/09/01", _reading("1338/09/02")).allowed_ha == 600  # a year from 1337/09/02
    _refused_naming(lambda c: heirs("1337/09/01", c), "بند ۳")
    with pytest.raises(RuleError) as e:  # the year cannot be told without the transfer's date
        compute_heirs_transfer(regime=R, owner_keeps_ha=Decimal(400), requested_ha=Decimal(1), earlier_ha=Decimal(50), on=ON, choices=READ)  # fmt: skip
    assert "بند ۳ مادهٔ ۳" in e.value.message_fa


def test_mechanised_land_in_the_two_years_before_the_presentation():
    # Art. 3 item 6: one season mechanised by farm help in the two years before the day
    # (1336/09/01 to 1338/08/30) excepts the land while it is still so farmed.
    def mech(season: str, still: bool = True, choices: Choices = READ):
        return compute_mechanised_exception(regime=R, season_on=D(season), still_mechanised=still, on=ON, choices=choices)  # fmt: skip

    r = mech("1336/09/01")
    assert r.excepted and r.window_from == D("1336/09/01") and SAYS in r.explanation
    assert mech("1338/08/30").excepted
    assert not mech("1336/08/30").excepted
    assert not mech("1338/09/01").excepted  # the day itself is not «قبل از»
    assert not mech("1337/03/01", still=False).excepted  # no longer farmed so: art. 2 again
    assert not mech("1336/09/01", choices=_reading("1338/09/02")).excepted
    _refused_naming(lambda c: mech("1337/03/01", choices=c), "بند ۶")


def test_disputed_land_up_to_and_after_the_presentation():
    # Art. 10 note 2: 1,000 ha disputed from 1338/09/01 (up to the day), two parties claiming
    # 700 each, unresolved when the division begins: each counted up to 400, 800 together (no
    # more than the 1,000 disputed), 200 ha under the law. Resolved by then, the note's counting
    # does not apply. Disputed after the day: each possessor counted his share up to 400,
    # resolved or not.
    def disputed(on: str, shares: list, resolved: bool = False, choices: Choices = READ):
        return compute_disputed_land(regime=R, dispute_on=D(on), disputed_ha=1000, shares_ha=shares, resolved=resolved, on=ON, choices=choices)  # fmt: skip

    r = disputed("1338/09/01", [700, 700])
    assert r.before and r.counted_ha == (400, 400) and r.counted_total_ha == 800 and r.rest_ha == 200  # fmt: skip
    assert SAYS in r.explanation and "سهم ادعایی" in r.explanation
    assert disputed("1338/09/01", [700, 700], resolved=True).counted_total_ha == 0
    after = disputed("1338/09/02", [700, 300], resolved=True)
    assert not after.before and after.counted_ha == (400, 300) and after.rest_ha == 300
    assert "متصرفین" in after.explanation
    assert disputed("1338/09/01", [700, 700], resolved=True, choices=_reading("1338/08/30")).counted_total_ha == 800  # fmt: skip
    big = compute_disputed_land(regime=R, dispute_on=D("1338/01/01"), disputed_ha=500, shares_ha=[400, 300], on=ON, choices=READ)  # fmt: skip
    assert big.counted_total_ha == 500 and big.rest_ha == 0  # together at most the disputed land
    _refused_naming(lambda c: disputed("1338/01/01", [1], choices=c), "ماده ۱۰ تبصره ۲")


def test_lease_in_force_on_the_presentation_day():
    # Art. 12: an official lease in force on 1338/09/01 with at most 5 years left (to
    # 1343/09/01) runs to its end; ending 1343/09/02 it is void for the rest; begun after the
    # day it is not this article's.
    def lease(start: str, end: str, choices: Choices = READ):
        return compute_lease(regime=R, lease_from=D(start), lease_until=D(end), on=ON, choices=choices)  # fmt: skip

    r = lease("1335/01/01", "1343/09/01")
    assert r.in_force_on_presentation and r.stands_until == D("1343/09/01") and SAYS in r.explanation  # fmt: skip
    void = lease("1335/01/01", "1343/09/02")
    assert void.in_force_on_presentation and void.stands_until is None and "ملغی" in void.explanation  # fmt: skip
    late = lease("1338/09/02", "1340/01/01")
    assert not late.in_force_on_presentation and late.stands_until is None
    assert lease("1335/01/01", "1343/09/02", _reading("1338/09/02")).stands_until == D("1343/09/02")  # fmt: skip
    _refused_naming(lambda c: lease("1335/01/01", "1340/01/01", c), "ماده ۱۲")


def test_mortgage_before_and_after_the_presentation():
    # Art. 15 الف: mortgaged by official deed «قبل از تاریخ تقدیم» (by 1338/08/30): the law is
    # applied once the term ends and the owner is fixed. ب: mortgaged on or after the day, or a
    # الف transaction renewed after it: freed within 6 months of the division's start
    # (1340/01/01 → 1340/07/01), or the state pays the debt up to the valued price.
    def mortgage(made: str, choices: Choices = READ, **kw):
        return compute_mortgage(regime=R, made_on=D(made), on=ON, choices=choices, **kw)

    a = mortgage("1338/08/30")
    assert a.branch == "الف" and a.release_by is None and SAYS in a.explanation
    b = mortgage("1338/09/01", division_start=D("1340/01/01"))
    assert b.branch == "ب" and b.release_by == D("1340/07/01") and "۱۳۳۹ م۱۵ ب" in b.explanation
    assert mortgage("1338/01/01", renewed_on=D("1338/10/01")).branch == "ب"
    assert mortgage("1338/01/01", renewed_on=D("1338/08/01")).branch == "الف"
    assert mortgage("1338/08/30", _reading("1338/08/01")).branch == "ب"
    _refused_naming(lambda c: mortgage("1338/08/30", c), "ماده ۱۵")


def _cli(name: str, **data: object) -> tuple[int, dict]:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        code = main(["compute", name, "--regime", R, "--input", json.dumps(data)])
    return code, json.loads(buf.getvalue())


def test_the_command_line_reads_the_day_from_choices():
    read = {"land_bill_presented_on": "1338/09/01"}
    code, out = _cli("lease", lease_from="1335/01/01", lease_until="1343/09/01", on="1340/01/01", choices=read)  # fmt: skip
    assert code == 0 and out["stands_until"] == "1343/09/01"
    code, out = _cli("mortgage", made_on="1338/08/30", on="1340/01/01")
    assert code == 2 and out["error"]["code"] == "presentation_day_unset"
    code, out = _cli("disputed_land", dispute_on="1338/01/01", disputed_ha=1000, shares_ha=[700, 700], on="1340/01/01", choices=read)  # fmt: skip
    assert code == 0 and out["counted_total_ha"] == 800
    code, out = _cli("heirs_transfer", owner_keeps_ha=400, requested_ha=700, earlier_ha=50, earlier_on="1337/09/01", on="1340/06/01", choices=read)  # fmt: skip
    assert code == 0 and out["allowed_ha"] == 550
    code, out = _cli("waqf", waqf_on="1338/10/01", waqf_ha=1500, beneficiaries=3, on="1340/01/01", choices=read)  # fmt: skip
    assert code == 0 and out["stays_waqf_ha"] == 400
    code, out = _cli("mechanised_exception", season_on="1337/03/01", still_mechanised=True, on="1340/01/01", choices=read)  # fmt: skip
    assert code == 0 and out["excepted"] is True
