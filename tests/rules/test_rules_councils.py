"""Council composition per level and regime; voter and candidate eligibility on a given day."""

from __future__ import annotations

import pytest

from desktop.jalali import parse_jalali
from desktop.rules.councils import compute_council_composition, compute_eligibility
from desktop.rules.errors import RuleError

J = parse_jalali


@pytest.mark.parametrize(
    ("regime", "level", "counts", "roles", "total", "alternates", "term", "cite"),
    [
        pytest.param("1331", "village", {}, {"landlord_representative": 1, "kadkhoda": 1, "elected_trustee": 3}, 5, 3, 3, "۱۳۳۱ م۱۷", id="1331-m17-m18-village-5-plus-3"),
        pytest.param("1334", "village", {}, {"landlord_representative": 1, "farmer_representative": 1, "kadkhoda": 1, "trustee": 2}, 5, 0, 2, "۱۳۳۴ م۱۶", id="1334-m16-village-5"),
        pytest.param("1331", "dehestan", {"villages": 12}, {"village_delegate": 12}, 12, 0, 3, "۱۳۳۱ متمم م۲۲", id="1331-supp-m22-one-per-village"),
        pytest.param("1334", "dehestan", {"villages": 5}, {"village_delegate": 5}, 5, 0, 2, "۱۳۳۴ م۱۷", id="1334-m17-up-to-7-one-each"),
        pytest.param("1334", "dehestan", {"villages": 9}, {"elected_village_delegate": 7}, 7, 0, 2, "۱۳۳۴ م۱۷", id="1334-m17-more-than-7-elect-7"),
        pytest.param("1331", "bakhsh", {"dehestans": 3}, {"bakhshdar": 1, "agriculture": 1, "health": 1, "justice": 1, "agricultural_bank": 1, "dehestan_delegate": 6}, 11, 0, 3, "۱۳۳۱ م۲۳", id="1331-m23-2-per-dehestan"),
        pytest.param("1334", "bakhsh", {}, {"bakhshdar_presumed": 1, "agriculture": 1, "health": 1, "dehestan_delegate": 4}, 7, 0, 2, "۱۳۳۴ م۱۸", id="1334-m18-4-delegates"),
        pytest.param("1331", "shahrestan", {"bakhshes": 2}, {"farmandar": 1, "agriculture": 1, "health": 1, "agricultural_bank": 1, "justice": 1, "bakhsh_delegate": 4}, 9, 0, 3, "۱۳۳۱ متمم م۲۴", id="1331-supp-m24-2-per-bakhsh"),
        pytest.param("1331-original", "shahrestan", {"bakhshes": 2}, {"farmandar": 1, "agriculture": 1, "health": 1, "agricultural_bank": 1, "bakhsh_delegate": 4}, 8, 0, 3, "۱۳۳۱ م۲۴", id="1331-original-m24-no-justice"),
        pytest.param("1334", "shahrestan", {}, {"farmandar": 1, "agriculture": 1, "health": 1, "agri_council_representative": 2, "landlord": 2, "justice": 1, "agricultural_bank": 1}, 9, 0, 2, "۱۳۳۴ م۱۹", id="1334-m19-shahrestan"),
    ],
)  # fmt: skip
def test_composition(
    regime: str,
    level: str,
    counts: dict,
    roles: dict,
    total: int,
    alternates: int,
    term: int,
    cite: str,
) -> None:
    r = compute_council_composition(regime=regime, level=level, **counts)
    assert {s.role: s.count for s in r.members} == roles
    assert (r.principal_members, r.alternates, r.term_years) == (total, alternates, term)
    assert r.citations[0].short() == cite


def test_1331_supp_m22_quorum_7_and_officers() -> None:
    r = compute_council_composition(regime="1331", level="dehestan", villages=20)
    assert r.min_present == 7
    assert r.officers == ("chair", "vice_chair", "accountant", "treasurer")  # 1331 م۲۶
    r34 = compute_council_composition(regime="1334", level="bakhsh")
    assert r34.officers == ("chair", "accountant", "treasurer")  # 1334 م۲۱
    assert "به قرینه بخشدار" in r34.explanation


@pytest.mark.parametrize(
    ("villages", "members", "quorum"),
    [
        pytest.param(3, 3, None, id="3-villages-no-quorum-of-7"),
        pytest.param(7, 7, None, id="7-villages-quorum-would-be-everyone"),
        pytest.param(8, 8, 7, id="8-villages-many-quorum-7"),
    ],
)
def test_1331_supp_m22_quorum_only_where_villages_are_many(
    villages: int, members: int, quorum: int | None
) -> None:
    """supp. art. 22: one member per village council; "where the villages are many" at least 7
    present. A quorum of 7 cannot be asked of a council of 3 (it used to say 7)."""
    r = compute_council_composition(regime="1331", level="dehestan", villages=villages)
    assert r.principal_members == members
    assert r.min_present == quorum
    if quorum is None:
        assert "به کار نمی‌آید" in r.explanation
    assert r.min_present is None or r.min_present <= r.principal_members


@pytest.mark.parametrize("regime", ["1331", "1331-original", "1334"])
def test_a_dehestan_council_of_no_villages_is_refused(regime: str) -> None:
    with pytest.raises(RuleError) as e:
        compute_council_composition(regime=regime, level="dehestan", villages=0)
    assert e.value.code == "no_members"
    assert "دست‌کم یک" in e.value.message_fa


def test_a_shahrestan_of_no_bakhsh_is_refused_but_a_bakhsh_without_dehestans_is_not() -> None:
    with pytest.raises(RuleError) as e:
        compute_council_composition(regime="1331", level="shahrestan", bakhshes=0)
    assert e.value.code == "no_members"
    # supp. art. 22: where a bakhsh has no dehestans the bakhsh council stands in: its 5
    # officials sit without dehestan delegates.
    r = compute_council_composition(regime="1331", level="bakhsh", dehestans=0)
    assert r.principal_members == 5


def test_1334_m16_repealed_from_1400_11_10() -> None:
    ok = compute_council_composition(regime="1334", level="village", on=J("1400/11/09"))
    assert ok.principal_members == 5
    undated = compute_council_composition(regime="1334", level="village")
    assert undated.to_json()["repealed_from"] == "1400/11/10"
    assert "منسوخ" in undated.explanation
    with pytest.raises(RuleError) as e:
        compute_council_composition(regime="1334", level="village", on=J("1400/11/10"))
    assert e.value.code == "repealed" and "1400/11/10" in e.value.message


@pytest.mark.parametrize(
    ("regime", "level", "counts", "code"),
    [
        pytest.param("1331", "dehestan", {}, "missing_key", id="1331-supp-m22-needs-villages"),
        pytest.param("1331", "bakhsh", {}, "missing_key", id="1331-m23-needs-dehestans"),
        pytest.param(
            "1331", "village", {"villages": 3}, "unknown_key", id="villages-not-for-village"
        ),
        pytest.param("1331", "province", {}, "bad_value", id="unknown-level"),
        pytest.param("land-1339", "village", {}, "no_such_rule", id="1339-no-councils"),
    ],
)
def test_composition_refusals(regime: str, level: str, counts: dict, code: str) -> None:
    with pytest.raises(RuleError) as e:
        compute_council_composition(regime=regime, level=level, **counts)
    assert e.value.code == code


BASE = {
    "iranian": True,
    "resident": True,
    "farming": True,
    "convicted": False,
    "corruption_reputation": False,
}


@pytest.mark.parametrize(
    ("role", "birth", "on", "changes", "eligible", "age", "failed", "cite"),
    [
        pytest.param("voter", "1312/02/15", "1332/02/15", {}, True, 20, (), "۱۳۳۱ م۱۹", id="1331-m19-20th-birthday-counts"),
        pytest.param("voter", "1312/02/16", "1332/02/15", {}, False, 19, ("age",), "۱۳۳۱ م۱۹", id="1331-m19-one-day-short"),
        pytest.param("candidate", "1300/01/01", "1333/01/01", {"iranian": False}, False, 33, ("citizenship",), "۱۳۳۱ م۲۰", id="1331-m20-citizenship"),
        pytest.param("candidate", "1300/01/01", "1333/01/01", {"resident": False, "convicted": True}, False, 33, ("no_criminal_conviction", "residence"), "۱۳۳۱ م۲۰", id="1331-m20-residence-conviction"),
        pytest.param("voter", "1300/01/01", "1333/01/01", {"farming": False, "corruption_reputation": True}, False, 33, ("no_corruption_reputation", "farming"), "۱۳۳۱ م۱۹", id="1331-m19-farming-reputation"),
        pytest.param("kadkhoda", "1300/01/01", "1333/01/01", {}, True, 33, (), "۱۳۳۱ م۲۰", id="1331-m21-kadkhoda-meets-m20"),
    ],
)  # fmt: skip
def test_eligibility(
    role: str,
    birth: str,
    on: str,
    changes: dict,
    eligible: bool,
    age: int,
    failed: tuple,
    cite: str,
) -> None:
    r = compute_eligibility(
        regime="1331", role=role, birth_date=J(birth), on=J(on), **{**BASE, **changes}
    )
    assert (r.eligible, r.age_years, r.failed) == (eligible, age, failed)
    assert r.citations[0].short() == cite


def test_eligibility_1334_has_no_voter_rule() -> None:
    with pytest.raises(RuleError) as e:
        compute_eligibility(
            regime="1334", role="voter", birth_date=J("1350/01/01"), on=J("1403/01/01"), **BASE
        )
    assert e.value.code == "no_such_rule"


def test_eligibility_needs_every_condition() -> None:
    with pytest.raises(RuleError) as e:
        compute_eligibility(
            regime="1331",
            role="voter",
            birth_date=J("1300/01/01"),
            on=J("1333/01/01"),
            iranian=True,
        )
    assert e.value.code == "missing_key"


@pytest.mark.parametrize(
    ("kwargs", "eligible"),
    [
        pytest.param(
            {"iranian": True, "farming": False, "undertakes_farming": True},
            True,
            id="1339-m20-undertakes",
        ),
        pytest.param({"iranian": False, "farming": True}, False, id="1339-m20-not-iranian"),
    ],
)
def test_land_recipient(kwargs: dict, eligible: bool) -> None:
    r = compute_eligibility(regime="land-1339", role="land_recipient", on=J("1341/01/01"), **kwargs)
    assert r.eligible is eligible
    assert r.citations[0].short() == "۱۳۳۹ م۲۰"


def test_the_kadkhodas_conditions_list_their_citations_with_the_persian_comma() -> None:
    """Two citations in a Persian sentence are separated by «،», as everywhere else."""
    r = compute_eligibility(
        regime="1331", role="kadkhoda", birth_date=J("1300/01/01"), on=J("1332/06/01"), **BASE
    )
    assert "," not in r.explanation
    assert "، " in r.explanation.split("(")[1]
