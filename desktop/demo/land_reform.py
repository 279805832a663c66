"""Demo land-reform records, through the real services: owners over and under the ceiling (one
who has not declared), transfers, a distribution decided by a lot, recipients paying and one in
arrears, and the dispute board with a decision."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.jalali import jalali_year
from desktop.services import land_reform as lr


def _ids(db: Database, sql: str, *args: object) -> list[int]:
    return [r[0] for r in db.execute(sql, list(args)).fetchall()]


def fill(db: Database, today: _dt.date) -> None:
    y = jalali_year(today)

    def d(years_back: int, md: str) -> str:
        return f"{y - years_back}/{md}"

    villages = _ids(db, "SELECT id FROM village WHERE retired_at IS NULL ORDER BY id LIMIT 3")
    landlords = _ids(db, "SELECT DISTINCT person_id FROM person_role WHERE role = 'landlord' AND retired_at IS NULL ORDER BY person_id LIMIT 3")  # fmt: skip
    farmers = _ids(db, "SELECT person_id FROM person_role WHERE role = 'farmer' AND retired_at IS NULL ORDER BY person_id LIMIT 6")  # fmt: skip
    v1, v2, v3 = (villages * 3)[:3]
    over, under, silent = landlords
    for village, kind, area, extra in (
        (v1, "irrigated", "350", {}),
        (v2, "irrigated", "90", {"ownership": "shared", "share_dang": "2"}),
        (v2, "dry", "200", {}),
        (v3, "fallow", "60", {"ownership": "leased", "lease_ends_on": f"{y + 3}/06/31"}),
        (v1, "orchard", "25.5", {}),
    ):
        lr.add_parcel(db, owner_id=over, village_id=village, kind=kind, area_ha=area, **extra)
    parcel_of = {(r[1], r[2]): r[0] for r in db.execute(
        "SELECT id, village_id, kind FROM land_parcel WHERE owner_id = ? ORDER BY id DESC", [over])}  # fmt: skip
    lr.add_parcel(db, owner_id=under, village_id=v2, kind="irrigated", area_ha="120")
    lr.add_parcel(db, owner_id=under, village_id=v3, kind="dry", area_ha="300")
    lr.add_parcel(db, owner_id=under, village_id=v3, kind="pasture", area_ha="75")
    lr.add_parcel(db, owner_id=silent, village_id=v3, kind="irrigated", area_ha="500")
    lr.add_parcel(
        db,
        owner_id=silent,
        village_id=v1,
        kind="irrigated",
        area_ha="40",
        exception="qanat_village",
    )

    declared = lr.record_notice(db, owner_id=over, notice_on=d(5, "01/15")).id
    lr.record_declaration(db, declaration_id=declared, filed_on=d(5, "03/10"), declared_ha="510")
    lr.record_notice(db, owner_id=silent, notice_on=d(1, "02/01"))

    lr.record_transfer(db, owner_id=over, transferee="وراث قانونی مالک", transfer_on=d(5, "04/01"),
                       area_ha="550", beyond_ha="550", price_rials=11_000_000)  # fmt: skip
    lr.record_transfer(db, owner_id=over, transferee="حاجی تاجر کاشانی", transfer_on=d(5, "05/20"),
                       area_ha="150", beyond_ha="110", price_rials=3_000_000)  # fmt: skip
    lr.record_transfer(db, owner_id=over, transferee="زارعین قریه", transfer_on=d(5, "06/01"),
                       area_ha="20", beyond_ha="20", price_rials=400_000, to_farmers_art5=True)  # fmt: skip

    paying = lr.add_surplus(db, parcel_id=parcel_of[(v1, "irrigated")], area_ha="12", price_rials=1_000_003,
                            regional_min_ha="6", taken_on=d(5, "08/01"), label="قطعهٔ مازاد ۱").id  # fmt: skip
    f = farmers
    for person, cls, kids, held in (
        (f[0], "a", 3, "0"),
        (f[1], "a", 3, "0"),
        (f[2], "c", 7, "2"),
        (f[3], "a", 9, "8"),
    ):
        lr.add_applicant(db, surplus_id=paying, person_id=person, priority_class=cls, children=kids,
                         applied_on=d(5, "08/15"), holding_ha=held)  # fmt: skip
    first = lr.allocate(
        db, surplus_id=paying, allocated_on=d(5, "09/01"), first_due=d(4, "07/01"), seed="کامو-۱"
    ).id
    for due in lr.instalments_of(db, first):  # paid on the day, every year
        if _dt.date.fromisoformat(due["due_on"]) <= today:
            lr.record_payment(db, allocation_id=first, paid_on=_dt.date.fromisoformat(due["due_on"]),
                              rials=due["rials"], receipt_no=f"۱۷-{due['number']}")  # fmt: skip

    arrears = lr.add_surplus(db, parcel_id=parcel_of[(v2, "dry")], area_ha="8", price_rials=400_000,
                             regional_min_ha="8", taken_on=d(6, "02/01"), label="قطعهٔ مازاد ۲").id  # fmt: skip
    for person, cls, kids in ((f[4], "b", 2), (f[5], "e", 4)):
        lr.add_applicant(db, surplus_id=arrears, person_id=person, priority_class=cls, children=kids,
                         applied_on=d(6, "02/10"))  # fmt: skip
    second = lr.allocate(
        db, surplus_id=arrears, allocated_on=d(6, "03/01"), first_due=d(5, "07/01"), seed="چوگان-۲"
    ).id
    lr.record_payment(db, allocation_id=second, paid_on=d(5, "07/01"), rials=40_000, receipt_no="۹")
    # art. 2: he keeps 360 ha irrigated and 80 dry (400 irrigated-equivalent); art. 17: he is
    # called to transfer the surplus taken from him (12 ha irrigated, 8 dry) and has not come
    lr.record_owner_choice(db, owner_id=over, chosen_on=d(5, "07/01"), keep_irrigated_ha="360",
                           keep_dry_ha="80")  # fmt: skip
    lr.call_to_transfer(db, owner_id=over, called_on=d(4, "01/10"))

    for seat, name in (
        ("bakhshdar", "محمدحسین نوروزی"),
        ("judge", "عبدالله قاضی‌زاده"),
        ("agriculture", "مهندس کریم کشاورزیان"),
    ):
        lr.set_board_member(db, seat=seat, name=name, from_on=d(6, "01/01"))
    case = lr.file_dispute(db, filed_on=today - _dt.timedelta(days=60),
                           kind="declaration", claimant="ادارهٔ کشاورزی", respondent="مالک بدون اظهارنامه",
                           subject="تسلیم‌نکردن اظهارنامه در مهلت مادهٔ ۱۰").id  # fmt: skip
    lr.decide_dispute(db, dispute_id=case, held_on=today - _dt.timedelta(days=10), text="خوانده به پرداخت جریمهٔ مادهٔ ۱۰ محکوم می‌شود.",
                      fine_rials=25_000)  # fmt: skip
    lr.file_dispute(db, filed_on=today, kind="refusal", claimant="زارعین قریه", respondent="مالک",
                    subject="امتناع از پرداخت سهم زارع از محصول")  # fmt: skip
