"""The dashboard's lines for the funds: cash not deposited in time (with the days late and the
article) and arrears per landlord. Each line opens the fund (``record_id`` is a fund id)."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import Checker, is_row_id
from desktop.rules.in_kind import COMMODITIES, quantity_text
from desktop.services.attention import OVERDUE, SOON, AttentionItem, AttentionList
from desktop.services.door import read
from desktop.services.funds.reports import arrears, undeposited
from desktop.text import group_thousands, to_persian_digits


@read()
def attention(db: Database, today: _dt.date, *, limit: int | None = None) -> AttentionList:
    """Cash not deposited (overdue, or due soon) and arrears per landlord, as of ``today``; with
    ``limit``, the oldest ``limit`` receipts (the list is then marked not exact)."""
    c = Checker()
    day = c.date("today", today, required=True)
    c.raise_if_any()
    assert day is not None
    today = day
    if limit is not None and not is_row_id(limit):
        raise ValidationError.single("limit", "عدد نامعتبر است.")
    items = AttentionList()
    cash = undeposited(db, today=today, limit=None if limit is None else limit + 1)
    if limit is not None and len(cash) > limit:
        del cash[limit:]
        items.exact = False
    for p in cash:
        late = p["days_late"]
        items.append(
            AttentionItem(
                kind="cash_not_deposited",
                severity=OVERDUE if late else SOON,
                title_fa=f"وجه نقد رسید {to_persian_digits(str(p['receipt_no']))} واریز نشده"
                + (f"؛ {to_persian_digits(str(late))} روز تأخیر" if late else ""),
                detail_fa=f"{group_thousands(p['amount_rials'])} ریال از {p['payer']} ({p['citation']})",
                section="funds",
                record_id=int(p["fund_id"]),
                due=p["due"],  # None under 1334: no deadline binds the association
                days=-late if late else (None if p["due"] is None else (p["due"] - today).days),
            )
        )
    for a in arrears(db, today=today):
        first = min(a["obligations"], key=lambda o: o["due_on"])
        owed = [f"{group_thousands(a['rials'])} ریال"] if a["rials"] else []
        owed += [f"{quantity_text(g)} {COMMODITIES.get(k, k)}" for k, g in a["grams"].items()]
        items.append(
            AttentionItem(
                kind="fund_arrears",
                severity=OVERDUE,
                title_fa=f"بدهی معوق {a['landlord']} به صندوق عمران",
                detail_fa="، ".join(owed) + f" — {a['villages']}",
                section="funds",
                record_id=int(first["fund_id"]),
                due=first["due_on"],
                days=-first["days_late"],
            )
        )
    return items
