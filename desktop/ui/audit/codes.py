"""The Persian words for the codes the modules store, for the audit trail's screens: the labels'
own (``desktop.domain.labels``, which imports nothing above the domain), then the words each
module keeps for its codes (cases, councils, funds and the ledger, land reform, the rules)."""

from __future__ import annotations

import functools

from desktop.domain.labels import TABLES, value_label
from desktop.rules import fund_spending as spending
from desktop.rules import land_holdings as holdings
from desktop.rules.in_kind import COMMODITIES
from desktop.rules.land_reform import CLASS_LETTER_FA
from desktop.rules.parameters import REGIME_LABEL_FA
from desktop.services.cases.kinds import BODIES, KINDS, OUTCOMES, STATES, STEPS
from desktop.services.councils import common as councils
from desktop.services.funds.common import LEVEL_FA as FUND_LEVEL_FA
from desktop.services.funds.ledger import ACCOUNT_FA
from desktop.services.funds.reports import INCOME_KIND_FA
from desktop.services.land_reform import board
from desktop.text import to_persian_digits


@functools.cache
def _module_values() -> tuple[dict[tuple[str, str], dict[str, str]], dict[str, dict[str, str]]]:
    """The modules' own Persian words for their codes, by table and column, then by column."""
    outcomes: dict[str, str] = {}
    for words in OUTCOMES.values():
        for code, word in words.items():
            outcomes.setdefault(code, word)
    outcomes["founded"] = "شکایت وارد است"  # the kinds differ only in what follows
    categories = {
        spending.ADMINISTRATION: spending.ADMINISTRATION_FA,
        spending.HELP: spending.HELP_FA,
    }
    for level in (
        spending._VILLAGE_1334,
        spending._DEHESTAN,
        spending._BAKHSH,
        spending._SHAHRESTAN,
    ):
        categories.update(level)
    by_table = {
        ("case_file", "kind"): KINDS, ("case_file", "state"): STATES,
        ("case_event", "state_after"): STATES, ("case_event", "step"): STEPS,
        ("case_file", "deciding_body"): BODIES, ("case_file", "outcome"): outcomes,
        ("case_party", "side"): {"complainant": "شاکی", "respondent": "مشتکی‌عنه"},
        ("council", "level"): councils.LEVEL_FA, ("fund", "level"): FUND_LEVEL_FA,
        ("council_member", "kind"): councils.KIND_FA, ("council_member", "seat"): councils.SEAT_FA,
        ("council_officer", "office"): councils.OFFICE_FA,
        ("election", "status"): {"open": "در جریان", "counted": "آرا شمرده شد",
                                 "formed": "شورا تشکیل شد"},
        ("fund_account", "kind"): {"asset": "دارایی", "expense": "هزینه", "income": "درآمد",
                                   "liability": "بدهی"},
        ("fund_assessment", "acting_as"): {"landlord": "مالک"},
        ("fund_assessment", "income_kind"): INCOME_KIND_FA,
        ("fund_assessment", "status"): {"confirmed": "قطعی", "draft": "پیش‌نویس"},
        ("fund_assessment", "unit"): {"kg": "کیلوگرم"},
        ("fund_expense", "category"): categories,
        ("fund_payment", "collector"): {"council": "شورا", "kadkhoda": "کدخدا",
                                        "ministry": "وزارت دارایی"},
        ("fund_payment", "kind"): {"cash": "نقد", "goods": "جنس", "sale": "فروش جنس"},
        ("fund_store", "kind"): {"council": "انبار شورا", "landlord": "انبار مالک"},
        ("land_applicant", "priority_class"): CLASS_LETTER_FA,
        ("land_board_member", "seat"): board.SEAT_FA, ("land_dispute", "kind"): board.DISPUTE_FA,
        ("land_parcel", "exception"): {k: v[0] for k, v in holdings.EXCEPTIONS.items()},
        ("land_parcel", "kind"): holdings.KIND_FA, ("land_surplus", "kind"): holdings.KIND_FA,
        ("land_parcel", "ownership"): holdings.OWNERSHIP_FA,
        ("ledger_entry", "kind"): {"deposit": "واریز به بانک", "expense": "هزینه", "help": "کمک",
                                   "order": "حوالهٔ جنس", "receipt": "دریافت", "reversal": "برگشت",
                                   "sale": "فروش جنس"},
        ("ledger_entry", "source_table"): TABLES, ("letter", "record_table"): TABLES,
    }  # fmt: skip
    by_table[("fund_account", "code")] = ACCOUNT_FA
    by_table[("settings", "key")] = {"office": "مشخصات اداره"}
    return by_table, {
        "regime": REGIME_LABEL_FA,
        "commodity": COMMODITIES,
        "account_code": ACCOUNT_FA,
        "account_of": {**INCOME_KIND_FA, **categories},
    }


def code_label(column: str, value: object, table: str = "") -> str | None:
    """The Persian word for a stored code: the labels' own (``direction`` ``out`` -> صادره; a
    village's ``kind`` ``hamlet`` -> مزرعه), else the module's (a case's ``state``, a council
    member's ``seat``, a fund account's ``code``...), or None."""
    code = str(value)
    if (word := value_label(column, code, table)) is not None:
        return word
    by_table, by_column = _module_values()
    for words in (by_table.get((table, column)), by_column.get(column)):
        if words and (word := words.get(code)) is not None:
            return word
    if (table, column) == ("fund_account", "code") and ":" in code:
        # due_from:<fund id>, store:<store id>, levy:<income kind>, expense:<category>
        base, _, other = code.partition(":")
        word = by_column["account_code"].get(base)
        what = "انبار" if base == "store" else "صندوق"
        of = (
            f"{what} {to_persian_digits(other)}"
            if other.isdigit()
            else by_column["account_of"].get(other)
        )
        if word is not None and of is not None:
            return f"{word} ({of})"
    if column == "rule_version" and code.startswith("rules-"):
        return f"قاعده‌های نسخهٔ {to_persian_digits(code.removeprefix('rules-'))}"
    return None
