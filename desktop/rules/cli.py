"""``bakhsh-office rules list`` and ``bakhsh-office rules compute NAME --regime R --input JSON``.

Results are printed as JSON on stdout. Every refusal (unknown name, unknown or missing key,
wrong type, negative amount, impossible date, a regime without such a rule, a repealed article)
is printed as ``{"error": {...}}`` JSON **on stdout** as well, with exit status 2.
"""

from __future__ import annotations

import argparse
import inspect
import json
import sys
from collections.abc import Callable
from typing import Any, NoReturn

from desktop.jalali import InvalidDate, parse_jalali
from desktop.rules import councils, deadlines, dismissal, funds, land_reform, levy
from desktop.rules.choices import Choices
from desktop.rules.errors import RuleError
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
        has_sharecropper=_k("bool"), gavband_share_rials=_k("rials"), collected_rials=_k("rials"), on=ON)),
    "farmers_split": (funds.compute_farmers_split, _spec(
        amount_rials=_k("rials", True), basis=_k("str", True), farmers=_k("list", True), on=ON)),
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
    "transfer_duty": (land_reform.compute_transfer_duty, _spec(
        price_rials=_k("rials", True), understated_unpaid_rials=_k("rials"), on=ON)),
    "non_transfer_duty": (land_reform.compute_non_transfer_duty, _spec(
        irrigated_ha=_k("hectares", True), dry_ha=_k("hectares", True), fallow_ha=_k("hectares", True),
        years=_k("count"), on=ON)),
    "declaration_fine": (land_reform.compute_declaration_fine, _spec(fine_rials=_k("rials"), on=ON)),
    "refusal_fine": (land_reform.compute_refusal_fine, _spec(fine_rials=_k("rials"), on=ON)),
    "instalments": (land_reform.compute_instalments, _spec(price_rials=_k("rials", True), first_due=_k("date", True))),
    "applicant_priority": (land_reform.compute_applicant_priority, _spec(applicants=_k("list", True), seed=_k("str", True))),
    "instalment_default": (land_reform.compute_instalment_default, _spec(
        unpaid_without_excuse=_k("count", True), enforcement_refused=_k("bool", True), paid_rials=_k("rials"), on=ON)),
    "house_payment": (land_reform.compute_house_payment, _spec(building_value_rials=_k("rials", True), on=ON)),
}  # fmt: skip


def _convert(key: str, kind: str, raw: object) -> object:
    def bad(what: str) -> RuleError:
        return RuleError("bad_type", f"{key} must be {what}", f"مقدار {key} باید {what} باشد.")

    if kind in ("rials", "count"):
        if isinstance(raw, bool) or not isinstance(raw, int):
            raise bad("an integer")
        if raw < 0:
            raise RuleError(
                "negative_amount", f"{key} must not be negative", f"مقدار {key} منفی است."
            )
        return raw
    if kind in ("number", "hectares"):
        if isinstance(raw, bool) or not isinstance(raw, int | float):
            raise bad("a number")
        if kind == "hectares" and raw < 0:
            raise RuleError(
                "negative_amount", f"{key} must not be negative", f"مقدار {key} منفی است."
            )
        return raw
    if kind == "date":
        if not isinstance(raw, str):
            raise bad("a Jalali date such as 1403/02/15")
        try:
            return parse_jalali(raw)
        except InvalidDate as e:
            raise RuleError(
                "invalid_date", f"{key}: {raw!r} is not a real Jalali date", e.message_fa
            ) from None
    if kind == "bool":
        if not isinstance(raw, bool):
            raise bad("true or false")
        return raw
    if kind == "str":
        if not isinstance(raw, str):
            raise bad("a string")
        return raw
    if kind == "list":
        if not isinstance(raw, list):
            raise bad("a list")
        return raw
    raise AssertionError(kind)


def run_computation(name: str, regime: str, data: object) -> dict[str, object]:
    """Validate the input against the computation's keys, run it, return its JSON form."""
    if name not in COMPUTATIONS:
        raise RuleError(
            "unknown_computation",
            f"unknown computation {name!r}; known: {', '.join(COMPUTATIONS)}",
            f"محاسبهٔ «{name}» شناخته نیست.",
        )
    check_regime(regime)
    if not isinstance(data, dict):
        raise RuleError(
            "bad_input", "the input must be a JSON object", "ورودی باید یک شیء JSON باشد."
        )
    func, spec = COMPUTATIONS[name]
    kwargs: dict[str, object] = {"regime": regime}
    for key, raw in data.items():
        if key == "choices":
            kwargs["choices"] = Choices.from_json(raw)
            continue
        if key not in spec:
            raise RuleError(
                "unknown_key",
                f"unknown key {key!r} for {name}; known: {', '.join(spec)}, choices",
                f"کلید ناشناخته: {key}",
            )
        kind, _, kw = spec[key]
        if raw is None:
            raise RuleError("bad_type", f"{key} must not be null", f"مقدار {key} خالی است.")
        kwargs[kw] = _convert(key, kind, raw)
    for key, (_, required, _kw) in spec.items():
        if required and key not in data:
            raise RuleError("missing_key", f"{name} needs {key!r}", f"کلید «{key}» لازم است.")
    assert set(kwargs) <= set(inspect.signature(func).parameters)
    return func(**kwargs).to_json()


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
    cp.add_argument("--regime", required=True, help=", ".join(REGIMES))
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
    if as_json:
        _print_json([p.to_json() for p in params])
        return 0
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
        try:
            data = json.loads(text)
        except ValueError as e:  # JSONDecodeError, or an integer past 4,300 digits
            raise RuleError(
                "bad_json", f"the input is not valid JSON: {e}", "ورودی JSON معتبر نیست."
            ) from None
        _print_json(run_computation(args.name, args.regime, data))
        return 0
    except _ArgError as e:
        return _error(RuleError("bad_arguments", str(e), "آرگومان‌های خط فرمان نادرست است."))
    except RuleError as e:
        return _error(e)
