"""Assessing the levy and the landlord's obligation it becomes.

The clerk assesses one income of a landlord (``assess``): the farmers' portion, each farmer's
part and the fund's portion, in rials or in grams of the crop, computed by the rules under the
regime in force on the assessment's date. Confirming it (``confirm_assessment``) makes it the
landlord's obligation to the village fund, which ``collection`` receives payments against.
"""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import Checker
from desktop.jalali import jalali_year
from desktop.rules import RULE_VERSION
from desktop.rules.errors import RuleError
from desktop.rules.in_kind import COMMODITIES, IN_KIND_KINDS, compute_levy_in_kind
from desktop.rules.levy import FARMING, KINDS_1331, KINDS_1334, compute_levy
from desktop.rules.money import allocate
from desktop.services.change import Change
from desktop.services.door import action, read
from desktop.services.funds.common import (
    _cites_json,
    _dated,
    _get_row,
    _live,
    _need_id,
    _quantity,
    _rials,
    _rule_error,
    _txt,
)
from desktop.services.funds.ledger import _funds_of_village
from desktop.services.rule_choices import get_rule_choices
from desktop.store.db import insert_row, update_row

ACTING = ("landlord", "tenant", "mutavalli")
# the argument of compute_levy that the assessed base fills, by kind (default landlord_share_rials)
_BASE_ARG = {
    "orchard_net": "net_income_rials",
    "farmer_owned": "income_rials",
    "resident": "income_rials",
    "development_duty": "collected_rials",
}
MAX_FARMERS = 200


def _farmers(c: Checker, db: Database, farmers: object) -> list[dict]:
    if farmers in (None, ""):
        return []
    if not isinstance(farmers, list | tuple) or len(farmers) > MAX_FARMERS:
        c.fail("farmers", "فهرست زارعین نامعتبر است.")
        return []
    out = []
    for f in farmers:
        if not isinstance(f, dict) or set(f) - {"name", "weight", "person_id"}:
            c.fail("farmers", "فهرست زارعین نامعتبر است.")
            return []
        name = _txt(c, "farmers", f.get("name"), required=True, name=True)
        weight = c.integer("farmers", f.get("weight", 1), required=True, minimum=0, maximum=10**9)
        pid = f.get("person_id")
        if pid is not None and (
            _need_id(c, "farmers", pid) is None or not _live(db, "person", pid)
        ):
            c.fail("farmers", "زارع را از فهرست اشخاص برگزینید.")
        out.append({"name": name, "weight": weight, "person_id": pid})
    if out and not c.errors and sum(int(f["weight"] or 0) for f in out) == 0:
        c.fail("farmers", "جمع وزن زارعین صفر است.")
    return out


def _kind_refusal(regime: str | None, kind: object) -> str:
    """Why an income kind of the other law is refused on this date, naming the articles: the
    1331 kinds (supp. art. 1, bill arts. 3, 11) ended with 1334 art. 36 on 1334/05/05; the 1334
    ones (arts. 2, 3, 6 تبصره) do not reach an act dated before that day."""
    if regime == "1334" and kind in KINDS_1331:
        return (
            "این نوع درآمد از انواع لایحهٔ ۱۳۳۱ است (۱۳۳۱ متمم م۱، ۱۳۳۱ م۳ و م۱۱) که به حکم "
            "۱۳۳۴ م۳۶ از ۱۳۳۴/۰۵/۰۵ ملغی است؛ در این تاریخ یکی از انواع قانون ۱۳۳۴ را برگزینید."
        )
    if regime in ("1331", "1331-original") and kind in KINDS_1334:
        return (
            "این نوع درآمد از انواع قانون ۱۳۳۴ است (۱۳۳۴ م۲، م۳ و م۶ تبصره) که از ۱۳۳۴/۰۵/۰۵ "
            "لازم‌الاجراست؛ این تاریخ در حکم لایحهٔ ۱۳۳۱ است و یکی از انواع آن را برگزینید."
        )
    return ""


@action(right="register")
def assess(
    db: Database,
    *,
    village_id: int,
    landlord_id: int,
    income_kind: str,
    assessed_on: _dt.date | str,
    farming_year: int | None = None,
    base_rials: int | str | None = None,
    quantity: str | int | None = None,
    unit: str = "kg",
    commodity: str | None = None,
    farming: str | None = None,
    acting_as: str = "landlord",
    acting_person_id: int | None = None,
    farmers: list[dict] | None = None,
    notes: str = "",
    special_contract: bool = False,
    contract_ref: str = "",
) -> Change:
    """Assess one income of a landlord: the farmers' portion, each farmer's part and the fund's
    portion (in rials, or in grams of the crop), computed by the rules under the regime of the
    assessment's date. A draft until ``confirm_assessment``.

    ``special_contract``: the landlord and farmers have a special contract (``contract_ref``: its
    date or reference, required then), which under 1334 prevails over the farmers' increase of
    art. 3 (arts. 26–27 تبصره); the 1331 bill has no such rule and refuses it."""
    c = Checker()
    vid = _need_id(c, "village_id", village_id)
    lid = _need_id(c, "landlord_id", landlord_id)
    day, regime = _dated(c, "assessed_on", assessed_on)
    kinds = KINDS_1334 if regime == "1334" else KINDS_1331
    kind = c.choice("income_kind", income_kind, kinds, refusal=_kind_refusal(regime, income_kind))
    year = c.integer("farming_year", farming_year, minimum=1300, maximum=1500)
    base = _rials(c, "base_rials", base_rials, required=False, positive=False)
    g = _quantity(c, quantity, unit)
    com = c.choice("commodity", commodity, tuple(COMMODITIES), required=g is not None)
    farm = c.choice("farming", farming, FARMING, required=False)
    acting = c.choice("acting_as", acting_as, ACTING)
    apid = None if acting_person_id is None else _need_id(c, "acting_person_id", acting_person_id)
    people = _farmers(c, db, farmers)
    note = _txt(c, "notes", notes, max_len=2000)
    special = c.flag("special_contract", special_contract)
    ref = _txt(c, "contract_ref", contract_ref, max_len=200)
    if special and not ref and "contract_ref" not in c.errors:
        c.fail("contract_ref", "تاریخ یا شمارهٔ قرارداد خاص را بنویسید.")
    if ref and not special and "contract_ref" not in c.errors:
        c.fail("contract_ref", "قرارداد خاص علامت نخورده است.")
    if special and g is not None:
        c.fail("special_contract", "قرارداد خاص فقط در ارزیابی به ریال (قانون ۱۳۳۴) اثر دارد.")
    if vid and not _live(db, "village", vid):
        c.fail("village_id", "آبادی را از فهرست برگزینید.")
    if lid and not _live(db, "person", lid):
        c.fail("landlord_id", "مالک را از فهرست اشخاص برگزینید.")
    if apid and not _live(db, "person", apid):
        c.fail("acting_person_id", "شخص را از فهرست برگزینید.")
    if acting != "landlord" and apid is None and "acting_person_id" not in c.errors:
        c.fail("acting_person_id", "مستأجر یا متولی را که به جای مالک عمل می‌کند برگزینید.")
    if base is None and g is None and not c.errors:
        c.fail("base_rials", "مبلغ (ریال) یا مقدار جنس را وارد کنید.")
    if base is not None and g is not None:
        c.fail("quantity", "یا مبلغ یا مقدار جنس، نه هر دو.")
    if g is not None and kind and kind not in IN_KIND_KINDS:
        c.fail("quantity", "این نوع درآمد به جنس ارزیابی نمی‌شود؛ مبلغ را به ریال وارد کنید.")
    c.raise_if_any()
    assert day is not None and regime is not None and kind is not None
    choices = get_rule_choices(db)
    statutory: int | None = None
    try:
        if g is not None:
            assert com is not None
            r_kind = compute_levy_in_kind(
                regime=regime,
                income_kind=kind,
                commodity=com,
                landlord_share_grams=g,
                on=day,
                choices=choices,
            )
            farmers_r = fund_r = 0
            farmers_g, fund_g = r_kind.farmers_grams, r_kind.fund_grams
            citations, explanation = r_kind.citations, r_kind.explanation
        else:
            assert base is not None
            args: dict[str, object] = {_BASE_ARG.get(kind, "landlord_share_rials"): base}
            if farm is not None:
                if kind == "farmer_owned":
                    args["farming"] = farm
                else:
                    args.pop("landlord_share_rials", None)
                    args.update(crop_total_rials=base, farming=farm)
            if kind == "pump_water":
                args["has_sharecropper"] = bool(people)
            r = compute_levy(
                regime=regime, income_kind=kind, on=day, choices=choices,
                special_contract=special, **args,  # type: ignore[arg-type]
            )  # fmt: skip
            farmers_r, fund_r, farmers_g, fund_g = r.farmers_rials, r.fund_rials, 0, 0
            citations, explanation = r.citations, r.explanation
            statutory = r.statutory_farmers_rials
            if special:
                explanation += f" قرارداد: {ref}."
    except RuleError as e:
        field = "special_contract" if special and e.code == "no_such_rule" else "income_kind"
        raise _rule_error(field, e) from None
    portion_r, portion_g = farmers_r, farmers_g
    if people and (portion_r or portion_g):
        weights = [f["weight"] for f in people]
        parts_r = allocate(portion_r, weights).parts
        parts_g = allocate(portion_g, weights).parts
    else:
        parts_r = parts_g = tuple(0 for _ in people)
    with db.atomic():
        ident = insert_row(
            db,
            "fund_assessment",
            {
                "village_id": vid,
                "farming_year": year or jalali_year(day),
                "landlord_id": lid,
                "acting_as": acting,
                "acting_person_id": apid,
                "income_kind": kind,
                "farming": farm,
                "base_rials": base,
                "commodity": com,
                "base_grams": g,
                "unit": unit if g else None,
                "farmers_rials": farmers_r,
                "fund_rials": fund_r,
                "farmers_grams": farmers_g,
                "fund_grams": fund_g,
                "assessed_on": day.isoformat(),
                "regime": regime,
                "rule_version": RULE_VERSION,
                "citations": _cites_json(citations),
                "explanation": explanation,
                "notes": note,
                "special_contract": int(special),
                "contract_ref": ref if special else None,
                "statutory_farmers_rials": statutory,
            },  # fmt: skip
        )
        for f, pr, pg in zip(people, parts_r, parts_g, strict=True):
            insert_row(
                db,
                "fund_assessment_farmer",
                {"assessment_id": ident, "person_id": f["person_id"], "name": f["name"],
                 "weight": f["weight"], "share_rials": pr, "share_grams": pg},
            )  # fmt: skip
    return Change.of("fund_assessment", "fund_assessment_farmer", ids=[ident])


@read()
def get_assessment(db: Database, assessment_id: int) -> dict:
    a = _get_row(db, "fund_assessment", assessment_id)
    a["farmers"] = list(
        db.query(
            "SELECT * FROM fund_assessment_farmer WHERE assessment_id = ? ORDER BY id", [a["id"]]
        )
    )
    return a


@action(right="register")
def confirm_assessment(db: Database, *, assessment_id: int, due_on: _dt.date | str) -> Change:
    """The clerk confirms an assessment: it becomes the landlord's obligation to the village fund."""
    c = Checker()
    ident = _need_id(c, "assessment_id", assessment_id)
    due = c.date("due_on", due_on, required=True)
    c.raise_if_any()
    assert ident is not None and due is not None
    a = get_assessment(db, ident)
    if a["retired_at"] is not None:
        raise NotFound("fund_assessment", ident)
    if a["status"] == "confirmed":
        raise ValidationError.single("assessment_id", "این ارزیابی پیش‌تر تأیید شده است.")
    if due < _dt.date.fromisoformat(a["assessed_on"]):
        raise ValidationError.single("due_on", "سررسید پیش از تاریخ ارزیابی است.")
    if not (a["fund_rials"] or a["fund_grams"]):
        raise ValidationError.single(
            "assessment_id", "سهم صندوق از این درآمد صفر است؛ تعهدی پدید نمی‌آید."
        )
    with db.atomic():
        funds = _funds_of_village(db, a["village_id"])
        ob = insert_row(
            db,
            "fund_obligation",
            {
                "fund_id": funds["village"],
                "village_id": a["village_id"],
                "landlord_id": a["landlord_id"],
                "farming_year": a["farming_year"],
                "assessment_id": a["id"],
                "amount_rials": a["fund_rials"],
                "commodity": a["commodity"] if a["fund_grams"] else None,
                "grams": a["fund_grams"],
                "due_on": due.isoformat(),
                "regime": a["regime"],
            },  # fmt: skip
        )
        update_row(db, "fund_assessment", a["id"], {"status": "confirmed"})
    return Change.of("fund_assessment", "fund_obligation", ids=[ob])


@read()
def get_obligation(db: Database, obligation_id: int) -> dict:
    """An obligation with what is paid and outstanding (NotFound when missing)."""
    ob = _get_row(db, "fund_obligation", obligation_id)
    paid_r, paid_g = db.execute(
        "SELECT coalesce(sum(amount_rials), 0), coalesce(sum(grams), 0) FROM fund_payment "
        "WHERE obligation_id = ? AND reversed_at IS NULL",
        [ob["id"]],
    ).fetchone()
    ob["paid_rials"], ob["paid_grams"] = int(paid_r), int(paid_g)
    ob["outstanding_rials"] = max(0, ob["amount_rials"] - ob["paid_rials"])
    ob["outstanding_grams"] = max(0, ob["grams"] - ob["paid_grams"])
    p = db.execute(
        "SELECT first_name, last_name FROM person WHERE id = ?", [ob["landlord_id"]]
    ).fetchone()
    ob["landlord_name"] = f"{p[0]} {p[1]}" if p else ""
    v = db.execute("SELECT name FROM village WHERE id = ?", [ob["village_id"]]).fetchone()
    ob["village_name"] = v[0] if v else ""
    return ob


@read()
def outstanding_rials(db: Database, obligation_id: int) -> int:
    """What is still owed in rials on an obligation (NotFound when missing)."""
    return int(get_obligation(db, obligation_id)["outstanding_rials"])
