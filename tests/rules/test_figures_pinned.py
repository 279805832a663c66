"""Every figure of the law is pinned by a computation worked by hand from the statute.

``PINS`` are computations with the figures a reader of the statute gets by hand (1331 art. 7:
1,000,000 rials split 50/30/20 is 500,000 / 300,000 / 200,000; 1339 art. 17: 10 ha of each class
for a year is 10 x 1,500 + 10 x 750 + 10 x 500 = 27,500 rials; ...). The mutation check then
changes each parameter of the data files in turn — a number by one, a flag by taking it out —
and requires that at least one pin no longer gives its hand-worked figures (or is refused). A
figure no pin notices could be changed in resources/law/ without any test failing; the test
names it. ``UNREAD`` lists the few figures no computation reads, with why.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import json
from collections.abc import Callable
from decimal import Decimal

import pytest

from desktop.jalali import parse_jalali
from desktop.rules import parameters as P
from desktop.rules.cli import main
from desktop.rules.land_holdings import (
    compute_heirs_transfer,
    compute_owner_payments,
    compute_purchase_limit,
    compute_transfer_duty_1339,
)

ON = {"1331-original": "1331/07/01", "1331": "1332/07/01", "1334": "1335/07/01", "land-1339": "1340/01/01"}  # fmt: skip
BILL = ("1331-original", "1331")
M = 1_000_000

# Figures in the data that no computation reads (a mutation of them cannot fail a computation).
UNREAD = {
    ("levy.total_percent", "1331-original"): "the bill's 20% is the sum of its parts (art. 1 الف"
    " 10 + 10, ج 20); only the supplement's municipal exemption (ج تبصره ۲) quotes the total",
}


def cli(name: str, regime: str, **data: object) -> Callable[[], dict]:
    data.setdefault("on", ON[regime])

    def run() -> dict:
        buf = io.StringIO()
        with contextlib.redirect_stdout(buf):
            main(["compute", name, "--regime", regime, "--input", json.dumps(data)])
        return json.loads(buf.getvalue())

    run.regime = regime  # type: ignore[attr-defined]
    return run


def call(fn: Callable[..., object], **kw: object) -> Callable[[], dict]:
    def run() -> dict:
        from desktop.rules.errors import RuleError

        try:
            return fn(regime="land-1339", **kw).to_json()  # type: ignore[attr-defined]
        except RuleError as e:
            return {"error": e.to_json()}

    run.regime = "land-1339"  # type: ignore[attr-defined]
    return run


def _levy(regime: str, kind: str, **data: object) -> Callable[[], dict]:
    return cli("levy", regime, income_kind=kind, **data)


# (what, computation, hand-worked figures)
PINS: list[tuple[str, Callable[[], dict], dict[str, object]]] = []


def pin(what: str, run: Callable[[], dict], **figures: object) -> None:
    PINS.append((what, run, figures))


for r in BILL:
    # bill / supp. art. 1 الف, ب, تبصره (1), ج: 20% of 1,000,000 = 10% + 10% (or all 20% in cash)
    pin(
        f"{r} levy in kind",
        _levy(r, "crop_in_kind", landlord_share_rials=M),
        farmers_rials=100_000,
        fund_rials=100_000,
    )
    pin(
        f"{r} levy summer sold",
        _levy(r, "summer_sold", landlord_share_rials=M),
        farmers_rials=100_000,
        fund_rials=100_000,
    )
    pin(
        f"{r} levy gavband worker",
        _levy(r, "gavband_worker", landlord_share_rials=M),
        farmers_rials=100_000,
        fund_rials=100_000,
        farmers_recipient="share_worker",
    )
    pin(
        f"{r} levy cash",
        _levy(r, "cash", landlord_share_rials=M),
        farmers_rials=0,
        fund_rials=200_000,
    )
    # art. 3: 4% irrigated, 2% dry of the farmers' own income; art. 11: residents' 3%
    pin(
        f"{r} farmer-owned irrigated",
        _levy(r, "farmer_owned", income_rials=M, farming="irrigated"),
        fund_rials=40_000,
    )
    pin(
        f"{r} farmer-owned dry",
        _levy(r, "farmer_owned", income_rials=M, farming="dry"),
        fund_rials=20_000,
    )
    pin(f"{r} resident", _levy(r, "resident", income_rials=M), fund_rials=30_000)
    # art. 7 50/30/20; art. 12 20% to the shahrestan; art. 30 10% admin; art. 14 5x, 6%, 10 years
    pin(
        f"{r} distribution",
        cli("distribution", r, amount_rials=M),
        village_rials=500_000,
        dehestan_rials=300_000,
        bakhsh_rials=200_000,
    )
    pin(
        f"{r} bakhsh transfer",
        cli("bakhsh_transfer", r, bakhsh_income_rials=M),
        shahrestan_rials=200_000,
    )
    pin(f"{r} admin ceiling", cli("admin_ceiling", r, income_rials=M), ceiling_rials=100_000)
    pin(
        f"{r} loan",
        cli("loan_ceiling", r, ordinary_income_rials=M),
        max_loan_rials=5 * M,
        max_interest_percent=6,
        max_years=10,
    )
    # art. 35: 15 days; art. 5: 3 days; art. 34: 3 years
    d = ON[r]
    y, rest = int(d[:4]), d[4:]
    pin(
        f"{r} complaint decision",
        cli("deadline", r, kind="complaint_decision", **{"from": d}),
        due=d[:-2] + "16",
    )
    pin(
        f"{r} cash deposit",
        cli("deadline", r, kind="cash_deposit", **{"from": d}),
        due=d[:-2] + "04",
    )
    pin(
        f"{r} council term",
        cli("deadline", r, kind="council_term", **{"from": d}),
        due=f"{y + 3}{rest}",
    )
    # art. 17: landlord's representative + kadkhoda + 3 trustees = 5, art. 18: 3 alternates;
    # art. 22: one per village; art. 23: 5 officials + 2 per dehestan; art. 24: 2 per bakhsh
    pin(
        f"{r} village council",
        cli("council_composition", r, level="village"),
        members={"landlord_representative": 1, "kadkhoda": 1, "elected_trustee": 3},
        principal_members=5,
        alternates=3,
        term_years=3,
    )
    pin(
        f"{r} dehestan council",
        cli("council_composition", r, level="dehestan", villages=9),
        members={"village_delegate": 9},
        min_present=7 if r == "1331" else None,
    )
    pin(
        f"{r} bakhsh council",
        cli("council_composition", r, level="bakhsh", dehestans=3),
        members={
            "bakhshdar": 1,
            "agriculture": 1,
            "health": 1,
            "justice": 1,
            "agricultural_bank": 1,
            "dehestan_delegate": 6,
        },
    )
    pin(
        f"{r} shahrestan council",
        cli("council_composition", r, level="shahrestan", bakhshes=3),
        **{"members.bakhsh_delegate": 6},
    )
    # arts. 19-20: twenty full years — born 1312/07/01 is 19 on 1331/07/01 and 20 on 1332/07/01
    for role in ("voter", "candidate"):
        pin(
            f"{r} {role} age",
            cli(
                "eligibility",
                r,
                role=role,
                iranian=True,
                resident=True,
                farming=True,
                convicted=False,
                corruption_reputation=False,
                birth_date="1312/07/01",
            ),
            eligible=r == "1331",
            min_age=20,
        )
    # art. 27: a report every 6 months of the 3-year term
    pin(f"{r} reports", cli("report_due_dates", r, formed_on=d), every_months=6, term_years=3)
    # art. 2: the tenant deducts what he paid from the rent
    pin(
        f"{r} tenant",
        cli("tenant_deduction", r, rent_rials=M, paid_by_tenant_rials=200_000),
        deducted_from_rent_rials=200_000,
        rent_due_rials=800_000,
    )
    pin(
        f"{r} refused fund share",
        cli("refusal_procedure", r, refused_share="fund"),
        steps=["petition", "hearing", "enforcement"]
        if r == "1331"
        else ["complaint", "hearing", "fine"],
    )

# the bill's art. 32 (until the supplement): twice the amount late, four times and up to 2 months
pin(
    "bill late fine",
    cli("late_penalty", "1331-original", amount_rials=M, repeated=False),
    fine_rials=2 * M,
)
pin(
    "bill late fine repeated",
    cli("late_penalty", "1331-original", amount_rials=M, repeated=True),
    fine_rials=4 * M,
    prison_up_to_months=2,
)

S = "1331"
# supp. art. 1 تبصره ۲: no custom: 40% (irrigated) / 20% (dry) of the crop is the landlord's share
pin(
    "default share irrigated",
    _levy(S, "inputs_share_worker", crop_total_rials=M, farming="irrigated"),
    base_rials=400_000,
    farmers_rials=40_000,
    fund_rials=40_000,
)
pin(
    "default share dry",
    _levy(S, "inputs_share_worker", crop_total_rials=M, farming="dry"),
    base_rials=200_000,
    farmers_rials=20_000,
    fund_rials=20_000,
)
pin(
    "inputs share worker",
    _levy(S, "inputs_share_worker", landlord_share_rials=M),
    farmers_rials=100_000,
    fund_rials=100_000,
)
pin(
    "inputs wage worker",
    _levy(S, "inputs_wage_worker", landlord_share_rials=M),
    farmers_rials=0,
    fund_rials=100_000,
)
# تبصره ۳: the pump-water tenth to the sharecropper; ج تبصره ۱: orchards 10%, net over 24,000
pin(
    "pump water",
    _levy(S, "pump_water", landlord_share_rials=M, has_sharecropper=True),
    farmers_rials=100_000,
    fund_rials=0,
)
pin("orchard in kind", _levy(S, "orchard_in_kind", landlord_share_rials=M), fund_rials=100_000)
pin("orchard net at 24,000", _levy(S, "orchard_net", net_income_rials=24_000), fund_rials=0)
pin("orchard net over 24,000", _levy(S, "orchard_net", net_income_rials=24_001), fund_rials=2_400)
# ج تبصره ۲: property in a municipality pays none of the 20%
pin(
    "municipal property",
    _levy(S, "municipal_property", landlord_share_rials=M),
    fund_rials=0,
    exempt=True,
    says="از پرداخت ۲۰ درصد معاف‌اند",
)
# supp. art. 32 تبصره ۱: 10 days; art. 24 تبصره ۲: the commission sits Bahman to Esfand
pin(
    "review request 1331",
    cli("deadline", S, kind="review_request", **{"from": ON[S]}),
    due="1332/07/11",
)
pin(
    "programme 1331",
    cli("deadline", S, kind="annual_programme", **{"from": ON[S]}),
    steps=[("commission_opens", "1332/11/01"), ("commission_closes", "1332/12/29")],
)
# supp. art. 2: three months' wage, 30 days a month by the office's reading
pin("dismissal 1331", cli("dismissal_compensation", S, daily_wage_rials=100), total_rials=9_000)
pin(
    "refused farmers' share 1331",
    cli("refusal_procedure", S, refused_share="farmers"),
    steps=["complaint", "collect", "hand_over"],
)

L = "1334"
# art. 2: half of what is collected with the property tax; art. 3: 10% / 5% (2.5 + 2.5) / 2.5%;
# art. 6 تبصره: the kadkhoda's 5%
pin(
    "development duty",
    _levy(L, "development_duty", collected_rials=M),
    fund_rials=500_000,
    tax_rials=500_000,
)
pin(
    "net under half",
    _levy(L, "net_under_half", landlord_share_rials=M),
    farmers_rials=100_000,
    says="سهم زارع کمتر از ۵۰ درصد محصول است",
)
pin(
    "half share, gavband, 2.5",
    _levy(L, "half_share_gavband", landlord_share_rials=M, gavband_share_rials=M),
    farmers_rials=50_000,
    gavband_pays_rials=25_000,
    says="سهم مالکانه ۵۰ درصد است و گاوبند یا توش‌مال یا واسطه در زراعت مداخله دارد؛ ۵ درصد بر سهم زارع افزوده می‌شود",
)
pin(
    "half share, gavband, 0.5",
    _levy(
        L,
        "half_share_gavband",
        landlord_share_rials=M,
        gavband_share_rials=M,
        choices={"reading_1334_m3": "0.5"},
    ),
    farmers_rials=30_000,
    gavband_pays_rials=25_000,
)
pin(
    "half share, no gavband",
    _levy(L, "half_share_no_gavband", landlord_share_rials=M),
    farmers_rials=25_000,
)
pin(
    "small owner village",
    _levy(L, "small_owner_village", landlord_share_rials=M),
    fund_rials=50_000,
)
# arts. 26-27 تبصره: a special contract prevails over art. 3
pin(
    "special contract",
    _levy(L, "net_under_half", landlord_share_rials=M, special_contract=True),
    farmers_rials=0,
    statutory_farmers_rials=100_000,
    says="(۱۳۳۴ م۲۶ تبصره، ۱۳۳۴ م۲۷ تبصره)",
)
# art. 6: 70/15/14/1; art. 11: 10%; art. 25: 2%; art. 13: 10x, 6%, 10 years
pin(
    "distribution 1334",
    cli("distribution", L, amount_rials=M),
    village_rials=700_000,
    dehestan_rials=150_000,
    bakhsh_rials=140_000,
    shahrestan_council_rials=10_000,
)
pin(
    "bakhsh transfer 1334",
    cli("bakhsh_transfer", L, bakhsh_income_rials=M),
    shahrestan_rials=100_000,
)
pin("admin ceiling 1334", cli("admin_ceiling", L, income_rials=M), ceiling_rials=20_000)
# arts. 22–23: a yearly report, over the 2-year term (art. 29): formed 1335/01/01, due
# 1336/01/01 and 1337/01/01
pin("1334 bakhsh reports", cli("report_due_dates", L, formed_on="1335/01/01", level="bakhsh"),
    every_months=12, term_years=2)  # fmt: skip
pin("1334 shahrestan reports", cli("report_due_dates", L, formed_on="1335/01/01"),
    every_months=12, term_years=2)  # fmt: skip
pin(
    "loan 1334",
    cli("loan_ceiling", L, ordinary_income_rials=M),
    max_loan_rials=10 * M,
    max_interest_percent=6,
    max_years=10,
)
# art. 30: 15 days; art. 5: a month; art. 29: 2 years; art. 27: 10 days; art. 19 تبصره ۲
pin(
    "complaint decision 1334",
    cli("deadline", L, kind="complaint_decision", **{"from": ON[L]}),
    due="1335/07/16",
)
pin(
    "duty deposit 1334",
    cli("deadline", L, kind="duty_deposit", **{"from": ON[L]}),
    due="1335/08/01",
)
pin(
    "council term 1334",
    cli("deadline", L, kind="council_term", **{"from": ON[L]}),
    due="1337/07/01",
)
pin(
    "review request 1334",
    cli("deadline", L, kind="review_request", **{"from": ON[L]}),
    due="1335/07/11",
)
pin(
    "programme 1334",
    cli("deadline", L, kind="annual_programme", **{"from": ON[L]}),
    steps=[("submit", "1335/09/30"), ("approve", "1335/10/30"), ("notify", "1335/11/15")],
)
# art. 16: 5 members (landlord's and farmers' representatives, kadkhoda, 2 trustees);
# art. 17: one per village up to 7, then 7 chosen; art. 18: 4 delegates; art. 19: 2 + 2
pin(
    "village association",
    cli("council_composition", L, level="village"),
    members={"landlord_representative": 1, "farmer_representative": 1, "kadkhoda": 1, "trustee": 2},
    principal_members=5,
    term_years=2,
)
pin(
    "dehestan of 7 villages",
    cli("council_composition", L, level="dehestan", villages=7),
    principal_members=7,
)
pin(
    "dehestan of 8 villages",
    cli("council_composition", L, level="dehestan", villages=8),
    members={"elected_village_delegate": 7},
)
pin(
    "bakhsh association",
    cli("council_composition", L, level="bakhsh"),
    **{"members.dehestan_delegate": 4},
)
pin(
    "shahrestan association",
    cli("council_composition", L, level="shahrestan"),
    **{"members.agri_council_representative": 2, "members.landlord": 2},
)
# art. 33: three months' wage; art. 4: 10 years' exemption; art. 4 تبصره ۱: the tenant pays
pin("dismissal 1334", cli("dismissal_compensation", L, daily_wage_rials=100), total_rials=9_000)
pin("new water", cli("water_exemption", L, water_from="1335/01/01"), exempt_until="1345/01/01")
pin(
    "tenant 1334",
    cli("tenant_deduction", L, rent_rials=M, paid_by_tenant_rials=200_000),
    deducted_from_rent_rials=0,
)
# art. 3 تبصره: Kerman, 25 km, farmer's share 30% or less: (1,000,000 - 200,000) / 2
pin(
    "long qanat, share 31%",
    cli(
        "long_qanat_split",
        L,
        qanat_km=25,
        farmer_share_percent=31,
        gross_rials=M,
        seed_rials=100_000,
        qanat_costs_rials=100_000,
        usual_farmer_rials=0,
    ),
    applies=False,
)
pin(
    "long qanat",
    cli(
        "long_qanat_split",
        L,
        qanat_km=25,
        farmer_share_percent=30,
        gross_rials=M,
        seed_rials=100_000,
        qanat_costs_rials=100_000,
        usual_farmer_rials=0,
    ),
    farmer_rials=400_000,
    applies=True,
)

R = "land-1339"
# art. 2: 400 ha irrigated, each irrigated ha = 2 dry; 500 + 100/2 + 100/2 = 600 -> 200 over
pin(
    "land ceiling",
    cli("land_ceiling", R, irrigated_ha=500, dry_ha=100, fallow_ha=100),
    ceiling_irrigated_ha=400,
    surplus_irrigated_equivalent_ha=200,
)
pin(
    "dry ceiling",
    cli("land_ceiling", R, irrigated_ha=0, dry_ha=800, fallow_ha=0),
    over_ceiling=False,
    says="حد نصاب ۴۰۰ هکتار آبی یا ۸۰۰ هکتار دیم و بایر است",
)
# art. 4: 50%; تبصره ۱: twice the duty unpaid
pin(
    "transfer duty",
    cli("transfer_duty", R, price_rials=M, understated_unpaid_rials=1_000),
    duty_rials=500_000,
    understatement_rials=2_000,
)
# art. 17: 1,500 / 750 / 500 rials a hectare a year
pin(
    "non-transfer duty",
    cli("non_transfer_duty", R, irrigated_ha=10, dry_ha=10, fallow_ha=10, years=1),
    yearly_rials=27_500,
)
# art. 10: 10,000-100,000; art. 35: 200-100,000
pin(
    "declaration fine",
    cli("declaration_fine", R, fine_rials=5_000),
    min_rials=10_000,
    max_rials=100_000,
)
pin("refusal fine", cli("refusal_fine", R, fine_rials=100), min_rials=200, max_rials=100_000)
# art. 18: ten equal yearly instalments; art. 27: three unpaid; art. 31 الف: 20,000 free
pin("instalments", cli("instalments", R, price_rials=M, first_due="1341/01/01"), count=10)
pin(
    "default at three",
    cli("instalment_default", R, unpaid_without_excuse=3, enforcement_refused=True),
    defaulted=True,
)
pin(
    "no default at two",
    cli("instalment_default", R, unpaid_without_excuse=2, enforcement_refused=True),
    defaulted=False,
)
pin(
    "house",
    cli("house_payment", R, building_value_rials=30_000),
    free_rials=20_000,
    payable_rials=10_000,
)
# art. 10: 3 months; art. 16: 2 months; art. 17: 2 months
pin(
    "declaration due",
    cli("deadline", R, kind="land_declaration", **{"from": "1340/01/01"}),
    due="1340/04/01",
)
pin(
    "objection due",
    cli("deadline", R, kind="land_objection", **{"from": "1340/01/01"}),
    due="1340/03/01",
)
pin(
    "signing due",
    cli("deadline", R, kind="land_transfer_signing", **{"from": "1340/01/01"}),
    due="1340/03/01",
)
# art. 3 بند ۳: 1.5 x 400 to the heirs within 2 years; art. 14: 10 years; art. 24: 5 x the share
# art. 4 تبصره ۲: 1,000 ha beyond the ceiling, 600 free: 50% of the price of 400/1,000
pin(
    "transfer duty, 600 ha free",
    call(
        compute_transfer_duty_1339,
        price_rials=M,
        area_ha=Decimal(1000),
        beyond_ceiling_ha=Decimal(1000),
    ),
    duty_free_ha=600,
    duty_rials=200_000,
)
pin(
    "heirs",
    call(
        compute_heirs_transfer,
        owner_keeps_ha=Decimal(400),
        requested_ha=Decimal(700),
        on=parse_jalali("1340/01/01"),
    ),
    allowed_ha=600,
    deadline="1341/02/26",
)
# The rules from the presentation day, on the office's reading 1338/09/01 (the statute gives no
# day): art. 3 بند ۳, 50 ha given the heirs on 1337/08/15, over a year before the day, is not
# taken off the 600; بند ۶, a mechanised season on 1336/08/15 is outside the two years
# (1336/09/01 on); art. 12, a lease to 1343/09/02 has more than 5 years left (to 1343/09/01)
# and is void; art. 15 ب, the owner frees the land within 6 months of 1340/01/01.
READ = {"land_bill_presented_on": "1338/09/01"}
pin(
    "heirs, earlier transfer outside the year",
    cli(
        "heirs_transfer",
        R,
        owner_keeps_ha=400,
        requested_ha=700,
        earlier_ha=50,
        earlier_on="1337/08/15",
        choices=READ,
    ),  # fmt: skip
    allowed_ha=600,
)
pin(
    "mechanised season outside the two years",
    cli("mechanised_exception", R, season_on="1336/08/15", still_mechanised=True, choices=READ),
    excepted=False,
)
pin(
    "lease with more than five years left",
    cli("lease", R, lease_from="1335/01/01", lease_until="1343/09/02", choices=READ),
    in_force_on_presentation=True,
    stands_until=None,
)
pin(
    "mortgage after the presentation",
    cli("mortgage", R, made_on="1338/10/01", division_start="1340/01/01", choices=READ),
    branch="ب",
    release_by="1340/07/01",
)
pin(
    "owner paid",
    call(compute_owner_payments, price_rials=M, first_due=parse_jalali("1341/01/01")),
    **{"parts.count": 10},
)
pin(
    "purchase limit",
    call(
        compute_purchase_limit,
        share_ha=Decimal(10),
        held_ha=Decimal(0),
        requested_ha=Decimal(50),
        regional_min_ha=Decimal(1),
        on=parse_jalali("1340/01/01"),
    ),
    limit_ha=50,
)


def figures(out: dict, wanted: dict[str, object]) -> dict[str, object]:
    """The output's figures under the names ``wanted`` uses (``members.x``: the count of seat x;
    ``members``: every seat's count; ``steps``: the steps, with their dates if dated; ``says``:
    words the explanation must contain, for a figure that is quoted rather than computed with)."""
    got: dict[str, object] = {}
    for key in wanted:
        if "error" in out:
            got[key] = out["error"]["code"]
        elif key == "members":
            got[key] = {m["role"]: m["count"] for m in out["members"]}
        elif key.startswith("members."):
            got[key] = {m["role"]: m["count"] for m in out["members"]}.get(key[8:])
        elif key == "says":  # words of the explanation that quote a figure
            got[key] = (
                wanted[key]
                if wanted[key] in str(out.get("explanation"))
                else out.get("explanation")
            )
        elif key == "parts.count":
            got[key] = len(out["parts"])
        elif key == "steps":
            got[key] = [(s["step"], s["due"]) if "due" in s else s["step"] for s in out["steps"]]
        else:
            got[key] = out.get(key)
    return got


@pytest.mark.parametrize(("what", "run", "hand"), PINS, ids=[p[0] for p in PINS])
def test_hand_worked(what: str, run: Callable[[], dict], hand: dict[str, object]) -> None:
    assert figures(run(), hand) == hand


def _perturbed(p: P.Parameter) -> P.Parameter | None:
    """The parameter with its value changed by one (a flag: taken out, None)."""
    if isinstance(p.value, bool):
        return None
    return dataclasses.replace(p, value=p.value + 1)


def _forget_remembered_answers() -> None:
    """A computation that remembers its answers (compute_deadline's cache) would answer a
    changed figure with the old one: forget them, as a new start of the program does."""
    import sys

    for name, module in list(sys.modules.items()):
        if name.startswith("desktop.rules") and module is not None:
            for value in vars(module).values():
                if callable(getattr(value, "cache_clear", None)):
                    value.cache_clear()


def test_every_figure_is_pinned(monkeypatch: pytest.MonkeyPatch) -> None:
    """Change each figure of the data in turn: some hand-worked pin must notice."""
    by_regime: dict[str, list[tuple[Callable[[], dict], dict[str, object]]]] = {}
    for _what, run, hand in PINS:
        by_regime.setdefault(run.regime, []).append((run, hand))  # type: ignore[attr-defined]
    unnoticed = []
    for p in P.PARAMETERS:
        key = (p.name, p.regime)
        if key in UNREAD:
            continue
        with monkeypatch.context() as m:
            changed = _perturbed(p)
            index = dict(P._INDEX)
            if changed is None:
                del index[key]
                params = tuple(q for q in P.PARAMETERS if q is not p)
            else:
                index[key] = changed
                params = tuple(changed if q is p else q for q in P.PARAMETERS)
            m.setattr(P, "_INDEX", index)
            m.setattr(P, "PARAMETERS", params)
            _forget_remembered_answers()
            if not any(figures(run(), hand) != hand for run, hand in by_regime[p.regime]):
                unnoticed.append(f"{p.name} ({p.regime}, {p.citation.short()})")
        _forget_remembered_answers()
    assert unnoticed == [], "figures no hand-worked pin notices:\n" + "\n".join(unnoticed)


def test_the_unread_figures_are_still_unread_and_still_there() -> None:
    for name, regime in UNREAD:
        assert P.has(name, regime), (name, regime)
