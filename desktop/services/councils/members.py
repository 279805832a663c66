"""Members over a term: vacancies filled by the first alternate, officers elected from members."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker, is_row_id
from desktop.rules.citations import Citation
from desktop.rules.result import date_fa
from desktop.services.change import Change
from desktop.services.councils.common import (
    KIND_FA,
    OFFICE_FA,
    SEAT_FA,
    _row,
    composition,
    get_council,
    parse_day,
)
from desktop.services.councils.common import text as cc_text
from desktop.services.door import action, read
from desktop.services.rows import _limit_clause
from desktop.store.db import insert_row, update_row

REASONS = {
    "death": "فوت",
    "lost_eligibility": "از دست دادن شرایط عضویت",
    "removed": "برکناری پس از رسیدگی به شکایت",
    "resigned": "استعفا",
}


# ex officio members first, then the principals, then the alternates (by rank)
# The list's order of kinds: ex officio, principals, then alternates.
_KIND_RANKS = ("ex_officio", "principal", "alternate")
_KIND_ORDER = (
    "CASE m.kind "
    + " ".join(f"WHEN '{k}' THEN {i}" for i, k in enumerate(_KIND_RANKS[:-1]))
    + f" ELSE {len(_KIND_RANKS) - 1} END"
)


def _term_citation(regime: str) -> Citation:
    return Citation("1334", 29) if regime == "1334" else Citation("1331-bill", 34)


@read()
def members_of(
    db: Database,
    council_id: int,
    *,
    on: _dt.date | None = None,
    all_rows: bool = False,
    limit: int | None = None,
    after: dict | None = None,
) -> list[dict]:
    """The council's members (in office on ``on`` when given, else those whose seat has not
    ended; ``all_rows`` gives the whole history), principal first, alternates by rank; with
    ``limit``, a page of them, and with ``after`` (the last row of the page before), the page
    that follows it, read on from where that one ended."""
    get_council(db, council_id)
    if on is not None and not isinstance(on, _dt.date):
        on = parse_day("on", on)
    sql = (
        f"SELECT m.*, {_KIND_ORDER} AS kind_order, p.first_name, p.last_name, p.father_name, "
        "p.national_code, p.literate, "
        "(SELECT group_concat(o.office) FROM council_officer o WHERE o.member_id = m.id "
        " AND o.until_on IS NULL AND o.retired_at IS NULL) AS offices "
        "FROM council_member m JOIN person p ON p.id = m.person_id "
        "WHERE m.council_id = ? AND m.retired_at IS NULL"
    )
    args: list[object] = [council_id]
    if on is not None:
        sql += " AND m.from_on <= ? AND (m.until_on IS NULL OR m.until_on > ?)"
        args += [on.isoformat(), on.isoformat()]
    elif not all_rows:
        sql += " AND m.until_on IS NULL"
    if after is not None:
        order, rank, ident = (
            (after.get(k) for k in ("kind_order", "rank", "id"))
            if isinstance(after, dict)
            else (None, None, None)
        )
        if (
            order not in range(len(_KIND_RANKS))
            or not (rank is None or is_row_id(rank))
            or not is_row_id(ident)
        ):
            raise ValidationError.single("after", "مقدار نامعتبر است.")
        sql += f" AND ({_KIND_ORDER}, coalesce(m.rank, 0), m.id) > (?, ?, ?)"
        args += [order, rank or 0, ident]
    sql += f" ORDER BY kind_order, coalesce(m.rank, 0), m.id{_limit_clause(limit)}"
    out = []
    for m in db.query(sql, args):
        m["name"] = f"{m['first_name']} {m['last_name']}"
        m["seat_fa"] = SEAT_FA.get(m["seat"], m["seat"])
        m["kind_fa"] = KIND_FA[m["kind"]]
        m["offices_fa"] = "، ".join(OFFICE_FA[o] for o in (m["offices"] or "").split(",") if o)
        out.append(m)
    return out


@read()
def get_member(db: Database, member_id: int) -> dict:
    return _row(db, "council_member", member_id)


@action(right="decide")
def remove_member(
    db: Database, *, member_id: int, on: object, reason: str, basis: str = ""
) -> Change:
    """End a membership (death, lost eligibility, removal after an upheld complaint...) and
    put the council's first alternate in the seat, recorded with the date and reason. With no
    alternate left, the seat stays empty and needs a by-election (a warning says so)."""
    m = get_member(db, member_id)
    c = Checker()
    day = c.date("on", on, required=True)
    reason_v = cc_text(c, "reason", REASONS.get(reason, reason) if isinstance(reason, str) else reason,
                      required=True, max_len=500)  # fmt: skip
    basis_v = cc_text(c, "basis", basis, max_len=500)
    if m["until_on"] is not None or m["retired_at"] is not None:
        c.fail("member_id", "عضویت این شخص پیش‌تر پایان یافته است.")
    council = get_council(db, int(m["council_id"]))
    if day is not None:
        if day < _dt.date.fromisoformat(m["from_on"]):
            c.fail("on", "تاریخ پایان عضویت پیش از آغاز آن است.")
        if day > _dt.date.fromisoformat(council["term_end"]):
            c.fail(
                "on",
                f"دورهٔ این شورا در {date_fa(_dt.date.fromisoformat(council['term_end']))} پایان یافته است.",
            )
    c.raise_if_any()
    assert day is not None and reason_v is not None
    cite = _term_citation(council["regime"])
    warnings: list[str] = []
    ids = [int(m["id"])]
    with db.atomic():
        update_row(db, "council_member", int(m["id"]), {
            "until_on": day.isoformat(), "end_reason": reason_v, "end_basis": basis_v,
        })  # fmt: skip
        db.execute(
            "UPDATE council_officer SET until_on = ?, updated_at = ? WHERE member_id = ? AND until_on IS NULL",
            [day.isoformat(), _dt.datetime.now().isoformat(timespec="seconds"), m["id"]],
        )
        if m["kind"] == "principal":
            alt = db.execute(
                "SELECT id, person_id FROM council_member WHERE council_id = ? AND kind = 'alternate' "
                "AND until_on IS NULL AND retired_at IS NULL ORDER BY rank, id LIMIT 1",
                [m["council_id"]],
            ).fetchone()
            if alt:
                update_row(db, "council_member", int(alt[0]), {
                    "until_on": day.isoformat(), "end_reason": "ارتقا به عضویت اصلی",
                })  # fmt: skip
                ident = insert_row(db, "council_member", {
                    "council_id": m["council_id"], "person_id": alt[1], "kind": "principal",
                    "seat": m["seat"], "delegate_of_id": m["delegate_of_id"], "from_on": day.isoformat(),
                    "promoted_from_id": alt[0], "replaces_id": m["id"],
                    "basis": f"عضو علی‌البدل اول به جای عضو اصلی ({reason_v}) ({Citation('1331-bill', 18).short()}، {cite.short()})",
                })  # fmt: skip
                ids.append(ident)
            elif m["seat"] != "kadkhoda" and m["seat"] != "landlord_representative":
                warnings.append(
                    f"عضو علی‌البدل نمانده است؛ کرسی «{SEAT_FA.get(m['seat'], m['seat'])}» خالی است و انتخابات میان‌دوره لازم است ({cite.short()})."
                )
    return Change.of("council_member", "council_officer", ids=ids, warnings=tuple(warnings))


@action(right="register")
def add_member(
    db: Database, *, council_id: int, person_id: int, seat: str, on: object,
    delegate_of_id: int | None = None, basis: str = "",
) -> Change:  # fmt: skip
    """Fill an empty seat during the term (a by-election, a new delegate), checked as at forming."""
    from desktop.services.councils.seats import _check_members, _composition_for

    council = get_council(db, council_id)
    c = Checker()
    day = c.date("on", on, required=True)
    c.raise_if_any()
    assert day is not None
    if not (council["term_start"] <= day.isoformat() <= council["term_end"]):
        raise ValidationError.single("on", "این تاریخ در دورهٔ نمایندگی شورا نیست.")
    formed = _dt.date.fromisoformat(council["formed_on"])
    if council["level"] == "village":
        comp = composition(c, "on", regime=council["regime"], level="village", on=formed)
        stands_in = False
    else:
        comp, stands_in, errors = _composition_for(
            db, level=council["level"], on=formed, dehestan_id=council["dehestan_id"]
        )
        for k, v in errors.items():
            c.fail(k, v)
    c.raise_if_any()
    assert comp is not None
    current = [
        {"person_id": x["person_id"], "seat": x["seat"], "delegate_of_id": x["delegate_of_id"]}
        for x in members_of(db, council_id)
    ]
    new = {"person_id": person_id, "seat": seat, "delegate_of_id": delegate_of_id}
    clean = _check_members(db, c, level=council["level"], comp=comp, on=day, members=[*current, new],
                          dehestan_id=council["dehestan_id"], stands_in=stands_in)  # fmt: skip
    for key in list(c.errors):
        if key == f"members.{len(current)}":
            c.errors["person_id"] = c.errors.pop(key)
    c.raise_if_any()
    added = clean[-1]
    if basis:
        added["basis"] = str(basis)[:500]
    if added["kind"] == "alternate":
        top = db.execute(
            "SELECT coalesce(max(rank), 0) FROM council_member WHERE council_id = ? AND kind = 'alternate'",
            [council_id],
        ).fetchone()[0]
        added["rank"] = int(top) + 1
    with db.atomic():
        ident = insert_row(
            db, "council_member", {**added, "council_id": council_id, "from_on": day.isoformat()}
        )
    return Change.of("council_member", ids=[ident])


@action(right="register")
def elect_officers(
    db: Database, *, council_id: int, on: object, officers: dict[str, int]
) -> Change:
    """The council elects from its members a chair, vice-chair, accountant and treasurer
    (1331 م۲۶) or a chair, accountant and treasurer (1334 م۲۱); ``officers``: office -> member id."""
    council = get_council(db, council_id)
    c = Checker()
    day = c.date("on", on, required=True)
    allowed = (
        ("chair", "accountant", "treasurer") if council["regime"] == "1334" else tuple(OFFICE_FA)
    )
    cite = "۱۳۳۴ م۲۱" if council["regime"] == "1334" else "۱۳۳۱ م۲۶"
    if not isinstance(officers, dict) or not officers:
        c.fail("officers", "دست‌کم یک سمت را برگزینید.")
        officers = {}
    members = {int(x["id"]): x for x in members_of(db, council_id) if x["kind"] != "alternate"}
    seen: set[int] = set()
    for office, member in officers.items():
        if office not in allowed:
            c.fail(str(office)[:40], f"این سمت در {council['title']} نیست ({cite}).")
            continue
        if not is_row_id(member) or member not in members:
            c.fail(
                office, f"{OFFICE_FA[office]} از میان اعضای اصلی همین شورا برگزیده می‌شود ({cite})."
            )
            continue
        if member in seen:
            c.fail(office, "یک عضو دو سمت نمی‌گیرد (برداشت دفتر).")
        seen.add(member)
    if day is not None and not (council["term_start"] <= day.isoformat() <= council["term_end"]):
        c.fail("on", "این تاریخ در دورهٔ نمایندگی شورا نیست.")
    c.raise_if_any()
    assert day is not None
    ids = []
    with db.atomic():
        for office, member in officers.items():
            db.execute(
                "UPDATE council_officer SET until_on = ?, updated_at = ? WHERE council_id = ? "
                "AND office = ? AND until_on IS NULL",
                [
                    day.isoformat(),
                    _dt.datetime.now().isoformat(timespec="seconds"),
                    council_id,
                    office,
                ],
            )
            ids.append(insert_row(db, "council_officer", {
                "council_id": council_id, "member_id": member, "office": office, "elected_on": day.isoformat(),
            }))  # fmt: skip
    return Change.of("council_officer", ids=ids)
