"""Register of people and their roles in villages: add, edit, retire (never delete)."""

from __future__ import annotations

import datetime as _dt
from typing import Literal

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import MAX_TEXT, Checker, is_row_id
from desktop.domain.national_code import check_national_code
from desktop.domain.people import ROLES
from desktop.domain.places import SHESHDANG, dang_fa
from desktop.jalali import FIRST_BIRTH_YEAR
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.rows import _retire_row, _row_by_id
from desktop.store.db import insert_row, now_iso, update_row
from desktop.store.sort_keys import row_sort_key
from desktop.text import normalize, to_persian_digits

PERSON_FIELDS = (
    "first_name", "last_name", "father_name", "id_number", "id_issue_place", "birth_date",
    "national_code", "literate", "iranian", "convicted", "residence_village_id",
    "residence_text", "notes",
)  # fmt: skip


def search_text(values: dict) -> str:
    parts = [
        values.get("first_name"), values.get("last_name"), values.get("father_name"),
        values.get("national_code"), values.get("id_number"),
    ]  # fmt: skip
    return normalize(" ".join(p for p in parts if p))


def _person_values(db: Database, ident: int | None, fields: dict) -> tuple[dict, list[str]]:
    extra = set(fields) - set(PERSON_FIELDS)
    if extra:
        raise ValidationError.single(
            "", f"خانه‌های ناشناخته: {'، '.join(sorted(map(str, extra)))[:200]}"
        )
    c = Checker()
    warnings: list[str] = []
    birth = c.date("birth_date", fields.get("birth_date"), first_year=FIRST_BIRTH_YEAR)
    if birth is not None and birth > _dt.date.today():
        c.fail("birth_date", "تاریخ تولد در آینده است.")
    code = c.text("national_code", fields.get("national_code"), max_len=20)
    if code:
        result = check_national_code(code)
        if result.error:
            c.fail("national_code", result.error)
        else:
            code = result.code
            if result.warning:
                warnings.append(result.warning)
            clash = db.execute(
                "SELECT id FROM person WHERE national_code = ? AND retired_at IS NULL AND id IS NOT ?",
                [code, ident],
            ).fetchone()
            if clash:
                c.fail("national_code", "شخص دیگری با همین کد ملی ثبت شده است.")
    residence = c.integer("residence_village_id", fields.get("residence_village_id"), minimum=1)
    if (
        residence is not None
        and not db.execute(
            "SELECT 1 FROM village WHERE id = ? AND retired_at IS NULL", [residence]
        ).fetchone()
    ):
        c.fail("residence_village_id", "آبادی محل اقامت را از فهرست برگزینید.")
    values = {
        "first_name": c.text("first_name", fields.get("first_name"), required=True, name=True),
        "last_name": c.text("last_name", fields.get("last_name"), required=True, name=True),
        "father_name": c.text("father_name", fields.get("father_name"), name=True),
        "id_number": c.text("id_number", fields.get("id_number"), max_len=20),
        "id_issue_place": c.text("id_issue_place", fields.get("id_issue_place"), name=True),
        "birth_date": birth.isoformat() if birth else None,
        "national_code": code or None,
        "literate": c.flag("literate", fields.get("literate")),
        "iranian": c.flag("iranian", fields.get("iranian", True)),
        "convicted": c.flag("convicted", fields.get("convicted")),
        "residence_village_id": residence,
        "residence_text": c.text("residence_text", fields.get("residence_text"), max_len=200),
        "notes": c.text("notes", fields.get("notes"), max_len=MAX_TEXT),
    }
    c.raise_if_any()
    values["search_norm"] = search_text(values)
    values["sort_key"] = row_sort_key("person", values)
    return values, warnings


@action(right="register")
def add_person(db: Database, **fields: object) -> Change:
    values, warnings = _person_values(db, None, fields)
    with db.atomic():
        ident = insert_row(db, "person", values)
    return Change.of("person", ids=[ident], warnings=tuple(warnings))


@action(right="register")
def edit_person(db: Database, person_id: int, **fields: object) -> Change:
    get_person(db, person_id)
    values, warnings = _person_values(db, person_id, fields)
    with db.atomic():
        update_row(db, "person", person_id, values)
    return Change.of("person", ids=[person_id], warnings=tuple(warnings))


@action(right="register")
def retire_person(db: Database, person_id: int) -> Change:
    get_person(db, person_id)
    return _retire_with_roles(db, "person", person_id)


def _retire_with_roles(db: Database, table: Literal["person", "village"], ident: int) -> Change:
    """Retire a person or a village and, in the same transaction, end the roles held on it."""
    stamp = now_iso()
    with db.atomic():
        db.table(table).update(ident, {"retired_at": stamp, "updated_at": stamp})
        db.execute(
            "UPDATE person_role SET retired_at = ?, updated_at = ? "
            f"WHERE {table}_id = ? AND retired_at IS NULL",
            [stamp, stamp, ident],
        )
    return Change.of(table, "person_role", ids=[ident])


def _restore_row(
    db: Database,
    table: Literal["person", "village", "dehestan"],
    ident: int,
    not_retired: str,
    *obstacles: tuple[str, str],
) -> Change:
    """Undo a retirement, or refuse it (a ValidationError on the record): with ``not_retired``
    when the row is live, else with the refusal of the first obstacle (a query naming the row's
    columns as ``:column``, its refusal) whose query finds a row."""
    row = _row_by_id(db, table, ident)
    refusal = not_retired if row["retired_at"] is None else None
    for sql, refused in obstacles:
        if refusal is None and db.execute(sql, row).fetchone():
            refusal = refused
    if refusal:
        raise ValidationError.single(table, refusal)
    with db.atomic():
        update_row(db, table, ident, {"retired_at": None})
    return Change.of(table, ids=[ident])


@read()
def get_person(db: Database, person_id: int) -> dict:
    return _row_by_id(db, "person", person_id)


@read()
def landlord_total(db: Database, village_id: int, *, excluding_role: int | None = None) -> int:
    return db.execute(
        "SELECT coalesce(sum(share_millidang), 0) FROM person_role WHERE village_id = ? "
        "AND role = 'landlord' AND retired_at IS NULL AND id IS NOT ?",
        [village_id, excluding_role],
    ).fetchone()[0]


@action(right="register")
def add_role(
    db: Database,
    *,
    person_id: int,
    village_id: int,
    role: str,
    share_millidang: int | None = None,
    since: object = None,
) -> Change:
    """Give a person a role in a village; a landlord's share (in thousandths of a dang) is required."""
    c = Checker()
    c.choice("role", role, ROLES)
    since_d = c.date("since", since)
    person = db.execute("SELECT retired_at FROM person WHERE id = ?", [person_id]).fetchone()
    if person is None or person[0] is not None:
        c.fail("person_id", "شخص را از فهرست برگزینید.")
    village = db.execute("SELECT retired_at FROM village WHERE id = ?", [village_id]).fetchone()
    if village is None or village[0] is not None:
        c.fail("village_id", "آبادی را از فهرست برگزینید.")
    if role == "landlord":
        share = c.integer(
            "share_millidang", share_millidang, required=True, minimum=1, maximum=SHESHDANG,
            too_large="سهم مالک بیش از شش دانگ (۱۰۰ درصد) نمی‌شود.",
        )  # fmt: skip
        if share is not None and village is not None:
            total = landlord_total(db, village_id) + share
            if total > SHESHDANG:
                c.fail(
                    "share_millidang",
                    f"جمع سهم مالکان از شش دانگ بیشتر می‌شود ({dang_fa(total)} دانگ).",
                )
    else:
        share = None
        if share_millidang not in (None, 0):
            c.fail("share_millidang", "سهم مالکیت فقط برای مالک است.")
    if not c.errors:
        if db.execute(
            "SELECT 1 FROM person_role WHERE person_id = ? AND village_id = ? AND role = ? "
            "AND retired_at IS NULL",
            [person_id, village_id, role],
        ).fetchone():
            c.fail("role", "این شخص همین نقش را در این آبادی دارد.")
        if (
            role == "kadkhoda"
            and db.execute(
                "SELECT 1 FROM person_role WHERE village_id = ? AND role = 'kadkhoda' AND retired_at IS NULL",
                [village_id],
            ).fetchone()
        ):
            c.fail("role", "این آبادی کدخدای فعال دارد؛ نخست نقش او را پایان دهید.")
    c.raise_if_any()
    with db.atomic():
        ident = insert_row(
            db,
            "person_role",
            {
                "person_id": person_id,
                "village_id": village_id,
                "role": role,
                "share_millidang": share,
                "since": since_d.isoformat() if since_d else None,
            },
        )
    return Change.of("person_role", ids=[ident])


@action(right="register")
def end_role(db: Database, role_id: int) -> Change:
    row = (
        db.execute("SELECT retired_at FROM person_role WHERE id = ?", [role_id]).fetchone()
        if is_row_id(role_id)
        else None
    )
    if row is None:
        raise NotFound("person_role", role_id)
    if row[0] is not None:
        raise ValidationError.single("role", "این نقش پیش‌تر پایان یافته است.")
    return _retire_row(db, "person_role", role_id)


@read()
def roles_of(db: Database, person_id: int) -> list[dict]:
    return list(
        db.query(
            "SELECT r.*, v.name AS village_name FROM person_role r JOIN village v ON v.id = r.village_id "
            "WHERE r.person_id = ? AND r.retired_at IS NULL ORDER BY v.name",
            [person_id],
        )
    )


@read()
def role_summaries(db: Database, person_ids: list[int]) -> dict[int, str]:
    """Each person's current roles in a few words («زارع کامو، مالک سادیان»), for pickers that
    must tell two people of the same name apart."""
    from desktop.domain.people import ROLES

    ids = [int(i) for i in person_ids if isinstance(i, int)]
    if not ids:
        return {}
    marks = ", ".join("?" for _ in ids)
    out: dict[int, list[str]] = {}
    for r in db.query(
        "SELECT r.person_id, r.role, v.name AS village_name FROM person_role r "
        "JOIN village v ON v.id = r.village_id "
        f"WHERE r.retired_at IS NULL AND r.person_id IN ({marks}) ORDER BY r.id",
        ids,
    ):
        out.setdefault(int(r["person_id"]), []).append(
            f"{ROLES.get(r['role'], r['role'])} {r['village_name']}"
        )
    return {k: "، ".join(v[:3]) for k, v in out.items()}


def picker_label(p: dict, roles: str) -> str:
    """A person as a picker lists them, told apart from namesakes: the name, the father's name,
    the roles and villages, the residence, the national code («غلامعلی باغبانی فرزند حسن —
    زارع کامو — ساکن کامو — ۰۰۱۲۳۴۵۶۷۸»)."""
    parts = [f"{p['first_name']} {p['last_name']}"]
    if p.get("father_name"):
        parts[0] += f" فرزند {p['father_name']}"
    if roles:
        parts.append(roles)
    if p.get("village_name"):
        parts.append(f"ساکن {p['village_name']}")
    if p.get("national_code"):
        parts.append(to_persian_digits(p["national_code"]))
    return " — ".join(parts)


@read()
def roles_in_village(db: Database, village_id: int) -> list[dict]:
    return list(
        db.query(
            "SELECT r.*, p.first_name, p.last_name FROM person_role r JOIN person p ON p.id = r.person_id "
            "WHERE r.village_id = ? AND r.retired_at IS NULL ORDER BY "
            "CASE r.role WHEN 'landlord' THEN 0 WHEN 'mutavalli' THEN 1 WHEN 'tenant' THEN 2 "
            "WHEN 'kadkhoda' THEN 3 ELSE 4 END, r.role, p.sort_key",
            [village_id],
        )
    )


@action(right="register")
def restore_person(db: Database, person_id: int) -> Change:
    """Undo a retirement. Roles ended with it stay ended; they are given again one by one."""
    return _restore_row(
        db, "person", person_id, "این شخص بایگانی نشده است.",
        ("SELECT 1 FROM person WHERE national_code = :national_code AND national_code != '' "
         "AND retired_at IS NULL", "شخص فعال دیگری همین کد ملی را دارد."),
    )  # fmt: skip
