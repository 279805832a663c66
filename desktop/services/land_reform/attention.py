"""The dashboard's land-reform lines: owners over the ceiling who have not declared within
art. 10's three months, and recipients with instalments due and unpaid (art. 27 after three).

Each line's ``record_id`` is the person (owner or recipient); the land-reform page opens that
person's record."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.rules.citations import Citation
from desktop.services.attention import OVERDUE, AttentionItem, checked_today
from desktop.services.door import read
from desktop.services.land_reform.holdings import holding_of
from desktop.services.land_reform.instalments import allocations
from desktop.text import group_thousands, to_persian_digits

SECTION = "land_reform"


@read()
def attention(db: Database, today: _dt.date) -> list[AttentionItem]:
    today = checked_today(today)
    items: list[AttentionItem] = []
    for d in db.query(
        "SELECT d.id, d.owner_id, d.due_on, p.first_name || ' ' || p.last_name AS name "
        "FROM land_declaration d JOIN person p ON p.id = d.owner_id "
        "WHERE d.filed_on IS NULL AND d.retired_at IS NULL AND d.due_on < ? ORDER BY d.due_on",
        [today.isoformat()],
    ):
        if not holding_of(db, d["owner_id"]).over_ceiling:
            continue
        due = _dt.date.fromisoformat(d["due_on"])
        late = (today - due).days
        items.append(AttentionItem(
            kind="land_declaration_overdue", severity=OVERDUE,
            title_fa=f"اظهارنامهٔ املاک {d['name']} نرسیده است",
            detail_fa=f"مهلت سه‌ماههٔ {Citation('1339', 10).short()} {to_persian_digits(str(late))} روز گذشته است؛ جریمه با رأی هیأت.",
            section=SECTION, record_id=d["owner_id"], due=due, days=-late,
        ))  # fmt: skip
    for a in allocations(db, today):
        if not a["arrears"] or a["returned_on"]:
            continue
        flag = (
            f" — سه قسط بی‌عذر: بازگشت زمین ({Citation('1339', 27).short()})" if a["flagged"] else ""
        )
        items.append(AttentionItem(
            kind="land_instalments_unpaid", severity=OVERDUE,
            title_fa=f"اقساط زمین {a['name']} معوق است{flag}",
            detail_fa=f"{to_persian_digits(str(a['unpaid']))} قسط، {group_thousands(a['arrears'])} ریال معوق ({a['label']}، {a['village_name']}).",
            section=SECTION, record_id=a["person_id"],
        ))  # fmt: skip
    return items
