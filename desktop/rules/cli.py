"""``bakhsh-office rules list`` and ``bakhsh-office rules compute NAME --regime R --input JSON``.

Results are printed as JSON on stdout. Every refusal (unknown name, unknown or missing key,
wrong type, negative amount, impossible date, a regime without such a rule, a repealed article)
is printed as ``{"error": {...}}`` JSON **on stdout** as well, with exit status 2.
"""

from __future__ import annotations

import argparse
import datetime as dt
import inspect
import json
import math
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, NoReturn

from desktop.jalali import FIRST_BIRTH_YEAR, FIRST_YEAR, InvalidDate, format_jalali, parse_jalali
from desktop.rules import (
    councils,
    deadlines,
    dismissal,
    elections,
    funds,
    land_holdings,
    land_presented,
    land_reform,
    levy,
    procedures,
    timeline,
)
from desktop.rules.choices import Choices
from desktop.rules.errors import RuleError
from desktop.rules.fields import label_fa
from desktop.rules.parameters import PARAMETERS, REGIMES, check_regime

# Input key types: rials (non-negative int), count (non-negative int), number (int or float),
# hectares (non-negative number), date (Jalali text), bool, str, list.
# Each spec entry: input key -> (type, required, keyword argument name).
Spec = dict[str, tuple[str, bool, str]]


def _k(t: str, required: bool = False, kw: str | None = None) -> tuple[str, bool, str | None]:
    return (t, required, kw)


def _spec(**keys: tuple[str, bool, str | None]) -> Spec:
    return {k.rstrip("_"): (t, req, kw or k.rstrip("_")) for k, (t, req, kw) in keys.items()}


ON = _k("date")
COMPUTATIONS: dict[str, tuple[Callable[..., Any], Spec]] = {
    "levy": (levy.compute_levy, _spec(
        income_kind=_k("str", True), landlord_share_rials=_k("rials"), crop_total_rials=_k("rials"),
        farming=_k("str"), income_rials=_k("rials"), net_income_rials=_k("rials"),
        has_sharecropper=_k("bool"), gavband_share_rials=_k("rials"), collected_rials=_k("rials"),
        special_contract=_k("bool"), on=ON)),
    "farmers_split": (funds.compute_farmers_split, _spec(
        amount_rials=_k("rials", True), basis=_k("str", True), farmers=_k("list", True),
        income_kind=_k("str"), on=ON)),
    "distribution": (funds.compute_distribution, _spec(amount_rials=_k("rials", True), on=ON)),
    "bakhsh_transfer": (funds.compute_bakhsh_transfer, _spec(bakhsh_income_rials=_k("rials", True), on=ON)),
    "admin_ceiling": (funds.compute_admin_ceiling, _spec(income_rials=_k("rials", True), spent_rials=_k("rials"), on=ON)),
    "loan_ceiling": (funds.compute_loan_ceiling, _spec(
        ordinary_income_rials=_k("rials", True), requested_rials=_k("rials"),
        interest_percent=_k("number"), years=_k("count"), on=ON)),
    "late_penalty": (funds.compute_late_penalty, _spec(amount_rials=_k("rials", True), repeated=_k("bool", True), on=ON)),
    "deadline": (deadlines.compute_deadline, _spec(kind=_k("str", True), from_=_k("date", True, "start"), on=ON)),
    "council_composition": (councils.compute_council_composition, _spec(
        level=_k("str", True), villages=_k("count"), dehestans=_k("count"), bakhshes=_k("count"), on=ON)),
    "eligibility": (councils.compute_eligibility, _spec(
        role=_k("str", True), on=_k("date", True), iranian=_k("bool", True), birth_date=_k("date"),
        resident=_k("bool"), farming=_k("bool"), convicted=_k("bool"), corruption_reputation=_k("bool"),
        undertakes_farming=_k("bool"))),
    "dismissal_compensation": (dismissal.compute_dismissal_compensation, _spec(
        daily_wage_rials=_k("rials"), monthly_wage_rials=_k("rials"), ayani_rials=_k("rials"),
        crop_rials=_k("rials"), on=ON)),
    "water_exemption": (levy.compute_water_exemption, _spec(water_from=_k("date", True), on=ON)),
    "land_ceiling": (land_reform.compute_land_ceiling, _spec(
        irrigated_ha=_k("hectares", True), dry_ha=_k("hectares", True), fallow_ha=_k("hectares", True), on=ON)),
    "transfer_duty": (land_holdings.compute_transfer_duty_with_exemptions, _spec(
        price_rials=_k("rials", True), understated_unpaid_rials=_k("rials"), area_ha=_k("hectares"),
        beyond_ceiling_ha=_k("hectares"), free_allowance_used_ha=_k("hectares"),
        sold_to_farmers_art5=_k("bool"), on=ON)),
    "non_transfer_duty": (land_reform.compute_non_transfer_duty, _spec(
        irrigated_ha=_k("hectares", True), dry_ha=_k("hectares", True), fallow_ha=_k("hectares", True),
        years=_k("count"), on=ON)),
    "declaration_fine": (land_reform.compute_declaration_fine, _spec(fine_rials=_k("rials"), on=ON)),
    "refusal_fine": (land_reform.compute_refusal_fine, _spec(fine_rials=_k("rials"), share_owed_rials=_k("rials"), on=ON)),
    "instalments": (land_reform.compute_instalments, _spec(price_rials=_k("rials", True), first_due=_k("date", True), on=ON)),
    "applicant_priority": (land_reform.compute_applicant_priority, _spec(applicants=_k("list", True), seed=_k("str", True), on=ON)),
    "instalment_default": (land_reform.compute_instalment_default, _spec(
        unpaid_without_excuse=_k("count", True), enforcement_refused=_k("bool", True), paid_rials=_k("rials"), on=ON)),
    "house_payment": (land_reform.compute_house_payment, _spec(
        building_value_rials=_k("rials", True), buildings_owned_by=_k("str"), landlord_keeps=_k("bool"), on=ON)),
    "days_late": (deadlines.compute_days_late, _spec(
        received_on=_k("date", True), deposited_on=_k("date"), kind=_k("str"), on=ON)),
    "report_due_dates": (deadlines.compute_report_due_dates, _spec(formed_on=_k("date", True), level=_k("str"), on=ON)),
    "refusal_procedure": (procedures.compute_refusal_procedure, _spec(refused_share=_k("str", True), on=ON)),
    "tenant_deduction": (procedures.compute_tenant_deduction, _spec(
        rent_rials=_k("rials", True), paid_by_tenant_rials=_k("rials", True), on=ON)),
    "long_qanat_split": (levy.compute_long_qanat_split, _spec(
        qanat_km=_k("nonneg", True), farmer_share_percent=_k("nonneg", True), gross_rials=_k("rials", True),
        seed_rials=_k("rials", True), qanat_costs_rials=_k("rials", True), usual_farmer_rials=_k("rials", True),
        on=ON)),
    "election_count": (elections.compute_election_count, _spec(
        on=_k("date", True), candidates=_k("list", True), seed=_k("str", True),
        roll_size=_k("count", True), ballots_cast=_k("count", True))),
    # 1339: the rules that run from the presentation day the office enters (choices).
    "waqf": (land_presented.compute_waqf, _spec(
        waqf_on=_k("date", True), waqf_ha=_k("hectares", True), beneficiaries=_k("count", True),
        mixed=_k("bool"), on=ON)),
    "heirs_transfer": (land_holdings.compute_heirs_transfer, _spec(
        owner_keeps_ha=_k("hectares", True), requested_ha=_k("hectares", True),
        earlier_ha=_k("hectares"), earlier_on=_k("date"), on=_k("date", True))),
    "mechanised_exception": (land_presented.compute_mechanised_exception, _spec(
        season_on=_k("date", True), still_mechanised=_k("bool", True), on=ON)),
    "disputed_land": (land_presented.compute_disputed_land, _spec(
        dispute_on=_k("date", True), disputed_ha=_k("hectares", True), shares_ha=_k("list", True),
        resolved=_k("bool"), on=ON)),
    "lease": (land_presented.compute_lease, _spec(
        lease_from=_k("date", True), lease_until=_k("date", True), on=ON)),
    "mortgage": (land_presented.compute_mortgage, _spec(
        made_on=_k("date", True), renewed_on=_k("date"), division_start=_k("date"), on=ON)),
}  # fmt: skip


# The key whose date is the act's date (the regime in force that day governs it); the first
# present wins. Any other computation dates its act by "on".
ACT_DATE_KEYS: dict[str, tuple[str, ...]] = {
    "deadline": ("from",),
    "water_exemption": ("water_from", "on"),
    "instalments": ("on", "first_due"),
    "days_late": ("received_on",),
    "report_due_dates": ("formed_on",),
}
# Computations of the land reform family (land-1339 runs beside the farmers' share laws).
LAND_FAMILY = frozenset(
    {
        "land_ceiling", "transfer_duty", "non_transfer_duty", "declaration_fine", "refusal_fine",
        "instalments", "applicant_priority", "instalment_default", "house_payment",
        "waqf", "heirs_transfer", "mechanised_exception", "disputed_land", "lease", "mortgage",
    }
)  # fmt: skip

# Bounds that keep every figure printable and every date computable: 10**18 rials is far above
# any fund's money and fits SQLite's integers; counts and hectares likewise.
MAX_RIALS = 10**18
MAX_COUNT = 1_000_000
MAX_NUMBER = 10**12


def _field(key: str) -> str:
    return f"«{label_fa(key)}»"


def _convert(key: str, kind: str, raw: object) -> object:
    def bad(what: str, what_fa: str) -> RuleError:
        return RuleError("bad_type", f"{key} must be {what}", f"{_field(key)} باید {what_fa} باشد.")

    if kind in ("rials", "count"):
        if isinstance(raw, bool) or not isinstance(raw, int):
            raise bad("an integer", "عدد صحیح")
        if raw < 0:
            raise RuleError(
                "negative_amount", f"{key} must not be negative", f"{_field(key)} منفی است."
            )
        limit = MAX_RIALS if kind == "rials" else MAX_COUNT
        if raw > limit:
            raise RuleError(
                "too_large",
                f"{key} must not exceed {limit}",
                f"{_field(key)} بیش از اندازه بزرگ است.",
            )
        return raw
    if kind in ("number", "hectares", "nonneg"):
        if isinstance(raw, bool) or not isinstance(raw, int | float):
            raise bad("a number", "عدد")
        if isinstance(raw, float) and not math.isfinite(raw):
            raise RuleError(
                "not_finite", f"{key} must be a finite number", f"{_field(key)} عدد معتبری نیست."
            )
        if kind in ("hectares", "nonneg") and raw < 0:
            raise RuleError(
                "negative_amount", f"{key} must not be negative", f"{_field(key)} منفی است."
            )
        if abs(raw) > MAX_NUMBER:
            raise RuleError(
                "too_large",
                f"{key} must not exceed {MAX_NUMBER}",
                f"{_field(key)} بیش از اندازه بزرگ است.",
            )
        return raw
    if kind == "date":
        if not isinstance(raw, str):
            raise bad("a Jalali date such as 1403/02/15", "تاریخی مانند ۱۴۰۳/۰۲/۱۵")
        try:
            return parse_jalali(
                raw, first_year=FIRST_BIRTH_YEAR if key == "birth_date" else FIRST_YEAR
            )
        except InvalidDate as e:
            raise RuleError(
                "invalid_date",
                f"{key}: {raw!r} is not a real Jalali date",
                f"{_field(key)}: {e.message_fa}",
            ) from None
    if kind == "bool":
        if not isinstance(raw, bool):
            raise bad("true or false", "بله یا خیر")
        return raw
    if kind == "str":
        if not isinstance(raw, str):
            raise bad("a string", "متن")
        return raw
    if kind == "list":
        if not isinstance(raw, list):
            raise bad("a list", "فهرست")
        return raw
    raise AssertionError(kind)


@dataclass(frozen=True)
class _Timeline:
    regime: str
    chosen: str  # "auto" | "given"
    date_key: str | None
    act_date: dt.date | None

    def to_json(self) -> dict[str, object]:
        s = timeline.span(self.regime)
        out: dict[str, object] = {
            "regime": self.regime,
            "chosen": self.chosen,
            "date_key": self.date_key,
            "act_date": format_jalali(self.act_date) if self.act_date else None,
            "span": s.to_json(),
        }
        if self.act_date is not None:
            out["message_fa"] = (
                f"کار به تاریخ {format_jalali(self.act_date, persian_digits=True)} است؛ "
                f"{timeline.governing_text_fa(self.act_date, s.family)}."
            )
        return out


def _act_date(name: str, spec: Spec, data: dict[str, object]) -> tuple[str | None, dt.date | None]:
    for key in ACT_DATE_KEYS.get(name, ("on",)):
        if key in spec and key in data:
            value = _convert(key, "date", data[key])
            assert isinstance(value, dt.date)
            return key, value
    return None, None


def _choose_regime(name: str, regime: str | None, data: dict[str, object]) -> _Timeline:
    """The regime the computation runs under: the given one checked against the act's date, or
    (``auto``/none) the one the timeline gives for that date."""
    func, spec = COMPUTATIONS[name]
    key, day = _act_date(name, spec, data)
    if regime is None or regime == timeline.AUTO:
        if day is None:
            keys = [k for k in ACT_DATE_KEYS.get(name, ("on",)) if k in spec]
            raise RuleError(
                "missing_key",
                f"--regime auto needs the act's date: {' or '.join(keys)}",
                "برای تعیین قانون حاکم، تاریخ کار ("
                + " یا ".join(_field(k) for k in keys)
                + ") لازم است.",
            )
        family = timeline.LAND if name in LAND_FAMILY else timeline.FARMERS
        if name == "eligibility" and data.get("role") == "land_recipient":
            family = timeline.LAND
        return _Timeline(timeline.regime_on(day, family), "auto", key, day)
    check_regime(regime)
    if day is not None:
        timeline.check_in_force(regime, day)
    return _Timeline(regime, "given", key, day)


def run_computation(name: str, regime: str | None, data: object) -> dict[str, object]:
    """Validate the input against the computation's keys, run it, return its JSON form.

    ``regime`` None or ``"auto"`` takes the regime from the act's date and reports the choice under
    ``"timeline"``; a given regime is refused (``superseded`` / ``not_yet_enacted``) for an act
    dated outside its span."""
    if name not in COMPUTATIONS:
        raise RuleError(
            "unknown_computation",
            f"unknown computation {name!r}; known: {', '.join(COMPUTATIONS)}",
            "محاسبهٔ خواسته‌شده شناخته نیست.",
        )
    if not isinstance(data, dict):
        raise RuleError(
            "bad_input", "the input must be a JSON object", "ورودی باید به شکل کلید و مقدار باشد."
        )
    func, spec = COMPUTATIONS[name]
    for key in data:
        if key != "choices" and key not in spec:
            raise RuleError(
                "unknown_key",
                f"unknown key {key!r} for {name}; known: {', '.join(spec)}, choices",
                "کلیدی در ورودی هست که این محاسبه نمی‌شناسد.",
            )
    chosen = _choose_regime(name, regime, data)
    kwargs: dict[str, object] = {"regime": chosen.regime}
    for key, raw in data.items():
        if key == "choices":
            # any input may carry them (checked); one no choice touches does not take them
            read = Choices.from_json(raw)
            if "choices" in inspect.signature(func).parameters:
                kwargs["choices"] = read
            continue
        kind, _, kw = spec[key]
        if raw is None:
            raise RuleError("bad_type", f"{key} must not be null", f"{_field(key)} خالی است.")
        kwargs[kw] = _convert(key, kind, raw)
    for key, (_, required, _kw) in spec.items():
        if required and key not in data:
            raise RuleError("missing_key", f"{name} needs {key!r}", f"{_field(key)} لازم است.")
    assert set(kwargs) <= set(inspect.signature(func).parameters)
    out: dict[str, object] = func(**kwargs).to_json()
    if chosen.chosen == "auto":
        out["timeline"] = chosen.to_json()
    return out


class _ArgError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _ArgError(message)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="bakhsh-office rules", description="The law as code: parameters and computations."
    )
    sub = p.add_subparsers(dest="command", required=True, parser_class=_Parser)
    lp = sub.add_parser("list", help="every parameter with regime, article and dates in force")
    lp.add_argument("--regime", help="only this regime")
    lp.add_argument("--json", action="store_true", help="print JSON instead of a table")
    cp = sub.add_parser("compute", help="run one computation and print its JSON result")
    cp.add_argument("name", help=", ".join(COMPUTATIONS))
    cp.add_argument(
        "--regime",
        default=timeline.AUTO,
        help=", ".join([*REGIMES, timeline.AUTO])
        + " (default auto: the regime in force on the act's date)",
    )
    cp.add_argument("--input", required=True, help="a JSON object, or - to read it from stdin")
    return p


def _print_json(obj: object) -> None:
    sys.stdout.write(json.dumps(obj, ensure_ascii=False, indent=2) + "\n")


def _error(e: RuleError) -> int:
    _print_json({"error": e.to_json()})
    return 2


def _list(regime: str | None, as_json: bool) -> int:
    if regime is not None:
        check_regime(regime)
    params = [p for p in PARAMETERS if regime is None or p.regime == regime]
    spans = [s for s in timeline.SPANS if regime is None or s.regime == regime]
    if as_json:
        _print_json(
            {"regimes": [s.to_json() for s in spans], "parameters": [p.to_json() for p in params]}
        )
        return 0
    sys.stdout.write("regime\tfrom\tuntil\tended by\tlabel\n")
    for s in spans:
        until = format_jalali(s.end) if s.end else "-"
        ended = s.end_citation.short() if s.end_citation else "-"
        sys.stdout.write(
            f"{s.regime}\t{format_jalali(s.start)}\t{until}\t{ended}\t{timeline.REGIME_LABEL_FA[s.regime]}\n"
        )
    sys.stdout.write("\n")
    sys.stdout.write("regime\tname\tvalue\tunit\tarticle\tin force\tlabel\n")
    for p in params:
        v = p.to_json()["value"]
        sys.stdout.write(
            f"{p.regime}\t{p.name}\t{v}\t{p.unit}\t{p.citation.short()}\t{p.in_force_text()}\t{p.label_fa}\n"
        )
    return 0


def main(argv: list[str]) -> int:
    try:
        args = _parser().parse_args(argv)
        if args.command == "list":
            return _list(args.regime, args.json)
        text = sys.stdin.read() if args.input == "-" else args.input
        data = _parse(text)
        _print_json(run_computation(args.name, args.regime, data))
        return 0
    except _ArgError as e:
        return _error(RuleError("bad_arguments", str(e), "آرگومان‌های خط فرمان نادرست است."))
    except RuleError as e:
        return _error(e)
    except (
        RecursionError,
        MemoryError,
        OverflowError,
        ValueError,
        TypeError,
        ArithmeticError,
    ) as e:
        # A bug, not the clerk's fault: still the documented JSON and exit 2, never a traceback.
        return _error(
            RuleError(
                "internal_error",
                f"the computation failed: {type(e).__name__}: {e}"[:500],
                "محاسبه با این ورودی انجام نشد؛ لطفاً ورودی را بازبینی کنید.",
            )
        )


MAX_DEPTH = 32


def _depth_ok(obj: object, depth: int = 0) -> bool:
    if depth > MAX_DEPTH:
        return False
    if isinstance(obj, dict):
        return all(_depth_ok(v, depth + 1) for v in obj.values())
    if isinstance(obj, list):
        return all(_depth_ok(v, depth + 1) for v in obj)
    return True


def _parse(text: str) -> object:
    """The input JSON; refused (not a traceback) when invalid, nested past ``MAX_DEPTH`` levels,
    or holding an integer too long to read. NaN and Infinity parse and are refused per field."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RuleError(
            "bad_json",
            f"the input is not valid JSON: {e}",
            "ورودی خوانا نیست؛ ساختار آن نادرست است.",
        ) from None
    except (RecursionError, ValueError) as e:
        raise RuleError(
            "bad_json",
            f"the input cannot be read: {type(e).__name__}: {e}"[:300],
            "ورودی بیش از اندازه تودرتو است یا عددی بیش از اندازه بزرگ دارد.",
        ) from None
    if not _depth_ok(data):
        raise RuleError(
            "bad_json",
            f"the input is nested deeper than {MAX_DEPTH} levels",
            "ورودی بیش از اندازه تودرتو است.",
        )
    return data
