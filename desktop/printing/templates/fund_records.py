"""The funds' documents: a receipt per payment, the fund statement (from the ledger), the yearly
book, arrears per landlord and the balance check across all funds. Each lays out a value read
from the ledger by ``desktop.services.funds.papers``."""

from __future__ import annotations

import datetime as _dt
import json
from dataclasses import dataclass, field
from typing import Any

from desktop.domain.errors import ValidationError
from desktop.domain.funds import BalanceCheck, Statement
from desktop.domain.office import Office, complete
from desktop.jalali import farvardin_first, format_jalali, jalali_year
from desktop.printing.document import Document, Fields, Heading, Legal, Para, Signatory, Table
from desktop.printing.numbers import jdate, number_words, pdigits, rials, rials_full
from desktop.printing.registry import Field, Template, register
from desktop.printing.templates.common import (
    bakhshdar,
    date_param,
    governing_law,
    letter_date,
    quote,
    quote_citation,
    quote_paragraph,
)
from desktop.rules import parameters as P
from desktop.rules.citations import Citation
from desktop.rules.councils import council_of
from desktop.rules.deposit_days import (
    compute_deposit_days_late,
    compute_ministry_deposit,
    council_has_deadline,
)
from desktop.rules.funds import receipt_lines
from desktop.rules.in_kind import COMMODITIES, quantity_text
from desktop.rules.timeline import regime_on
from desktop.text import group_thousands

LEVEL_CHOICES = (
    ("village", "صندوق قریه"),
    ("dehestan", "صندوق دهستان"),
    ("bakhsh", "صندوق بخش"),
    ("shahrestan", "صندوق مرکزی شهرستان"),
)
LEVEL_NAME = {
    "village": "صندوق عمران قریهٔ {v}",
    "dehestan": "صندوق عمران دهستان {d}",
    "bakhsh": "صندوق عمران بخش",
    "shahrestan": "صندوق مرکزی شهرستان",
}
# Who signs the statement for the fund's council: its chair or its accountant, by the title both
# laws give them (1331 م۲۶ and 1334 م۲۱: «رئیس»، «محاسب»).
SIGNER_CHOICES = (("chair", "رئیس"), ("accountant", "محاسب"))
PERIOD_FIELDS = (
    Field("level", "صندوق", "choice", required=True, choices=LEVEL_CHOICES),
    Field("date_from", "از تاریخ", "date", required=True),
    Field("date_to", "تا تاریخ", "date", required=True),
    Field("signer", "امضاکننده", "choice", required=True, choices=SIGNER_CHOICES),
)


# What a document says of an assessment made under a special landlord–farmer contract.
SPECIAL_CONTRACT_LINE = "قرارداد خاص مالک و زارع — قانون ۱۳۳۴ ماده ۲۶/۲۷ تبصره"


@dataclass(frozen=True)
class StatementPaper:
    """A fund's statement over the period, for a village (its row, with ``dehestan_name``):
    the fund's name as printed, its id (None: the village has no fund of that level), the
    statement, the village's assessments in the period made under a special contract (rows of
    ``fund_assessment`` with ``landlord``), and the officers of the fund's council in office on
    the period's last day (office -> full name; none recorded: empty)."""

    office: Office | None
    village: dict
    fund_name: str
    fund_id: int | None
    statement: Statement
    contracts: tuple[dict, ...] = ()
    officers: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class YearlyBookPaper:
    """A fund's yearly book: its lines (``entry_id``, ``posted_on``, ``memo``, ``in``, ``out``,
    ``balance``) for ``year``."""

    office: Office | None
    village: dict
    fund_name: str
    year: int
    lines: tuple[dict, ...]


@dataclass(frozen=True)
class ArrearsPaper:
    """Each landlord's overdue obligations on ``on`` (``landlord``, ``villages``, ``rials``,
    ``grams`` per commodity, ``oldest_due``)."""

    office: Office | None
    on: _dt.date
    arrears: tuple[dict, ...]


@dataclass(frozen=True)
class BalancePaper:
    office: Office | None
    check: BalanceCheck


@dataclass(frozen=True)
class FundReceiptPaper:
    """A payment (``reports.get_payment``: payer, kind, amounts, split, regime, ...), its fund,
    the obligation it pays (None: none) with the special contract of its assessment, if any
    (``contract_ref``, ``statutory_farmers_rials``), and its ledger entry (``citations``)."""

    office: Office | None
    payment: dict
    fund: dict
    obligation: dict | None = None
    contract: dict | None = None
    entry: dict | None = None


def _contract_para(a: dict) -> Para:
    displaced = a["statutory_farmers_rials"]
    text = f"{SPECIAL_CONTRACT_LINE} ({a['contract_ref'] or ''})"
    if displaced:
        text += f"؛ افزایش سهم زارع طبق قانون ({rials(displaced)}) به جای آن اجرا نشد"
    return Para(text + ".", align="right")


def _split_legal(regime: str) -> Legal:
    if regime == "1334":
        return quote("1334", 6, "قانون ۱۳۳۴، مادهٔ ۶")
    return quote_paragraph("1331-bill", "از كليه درآمدهائي كه در قريه", "لایحهٔ قانونی ۱۳۳۱، مادهٔ ۷")


def _books_legal(regime: str) -> Legal:
    """The councils' duty to keep orderly books: 1334 art. 20 ج; the 1331 bill's art. 25."""
    if regime == "1334":
        return quote_citation(
            Citation("1334", 20, "ج"), "قانون ۱۳۳۴، مادهٔ ۲۰ بند ج (نگاهداری دفاتر مرتب)"
        )
    return quote_citation(
        Citation("1331-bill", 25), "لایحهٔ قانونی ۱۳۳۱، مادهٔ ۲۵ (نگاهداری دفاتر منظم)"
    )


# What a landlord's arrears to the funds rest on, by the regime of each debt's date: under the
# original bill the late-delivery fine (bill art. 32); under the amended bill the fund's 10%
# refused, collected by the bakhshdar through the court (supp. art. 32, second paragraph — its
# opening paragraph is the farmers' 10%); under 1334 the landlords owe a fund directly only in
# the small-owner villages, through the kadkhoda (art. 6 تبصره): the development duty is the
# Ministry of Finance's to collect with the property tax and to deposit within a month (arts. 2, 5).
_ARREARS_LEGAL = {
    "1331-original": ((Citation("1331-bill", 32), ""),),
    "1331": ((Citation("1331-supplement", 32), "در مورد ده درصد صندوق عمران"),),
    "1334": ((Citation("1334", 6, "تبصره"), ""), (Citation("1334", 5), "")),
}


def _arrears_legal(days: list[_dt.date]) -> tuple[Legal, ...]:
    out: list[Legal] = []
    for regime in ("1331-original", "1331", "1334"):
        if regime not in {_regime(d) for d in days}:
            continue
        for c, starts in _ARREARS_LEGAL[regime]:
            if starts:
                out.append(quote_paragraph(c.law, starts, f"{c.long()}، بند دوم"))
            else:
                out.append(quote_citation(c))
    return tuple(out)


def _transfer_legal(regime: str) -> Legal:
    """The bakhsh fund's transfer to the shahrestan central fund: 1334 art. 11, 1331 art. 12."""
    return quote_citation(P.lookup("funds.bakhsh_to_shahrestan_percent", regime).citation)


def _regime(day: _dt.date) -> str:
    try:
        return regime_on(day)
    except Exception:  # noqa: BLE001 - a date before the first law: cite the first one
        return "1331-original"


def period(params: dict[str, Any]) -> tuple[_dt.date, _dt.date]:
    end = date_param(params, "date_to", letter_date(params))
    start = date_param(params, "date_from", farvardin_first(jalali_year(end)))
    if end < start:
        raise ValidationError.single("date_to", "پایان دوره پیش از آغاز آن است.")
    return start, end


def level_of(params: dict[str, Any]) -> str:
    level = params.get("level") or "village"
    if level not in dict(LEVEL_CHOICES):
        raise ValidationError.single("level", "صندوق را برگزینید.")
    return str(level)


def fund_name(v: dict, level: str) -> str:
    return LEVEL_NAME[level].format(v=v["name"], d=v["dehestan_name"])


def signer_of(params: dict[str, Any]) -> str:
    signer = params.get("signer") or "chair"
    if signer not in dict(SIGNER_CHOICES):
        raise ValidationError.single("signer", "امضاکننده را برگزینید.")
    return str(signer)


def book_year(params: dict[str, Any]) -> int:
    year = params.get("year") or jalali_year(letter_date(params))
    if not isinstance(year, int) or isinstance(year, bool):
        try:
            year = int(str(year))
        except ValueError:
            raise ValidationError.single("year", "سال را وارد کنید.") from None
    return year


def arrears_day(params: dict[str, Any]) -> _dt.date:
    return date_param(params, "on", letter_date(params))


def prefill_period(paper: object) -> dict[str, Any]:
    today = _dt.date.today()
    return {
        "level": "village",
        "date_from": format_jalali(farvardin_first(jalali_year(today))),
        "date_to": format_jalali(today),
        "signer": "chair",
    }


def fund_council(level: str, village: dict, office: Office, regime: str) -> str:
    """The council that keeps the fund, in the words of the law of ``regime`` («انجمن ده طرق»,
    «شورای دهستان برزرود», «انجمن بخش مرکزی»)."""
    where = {
        "village": f"ده {village['name']}",
        "dehestan": f"دهستان {village['dehestan_name']}",
        "bakhsh": f"بخش {office.bakhsh}",
        "shahrestan": f"شهرستان {office.shahrestan}",
    }[level]
    return council_of(regime, where)


def council_above(level: str, village: dict, office: Office, regime: str) -> str:
    """Where a fund's council reports its finances: the council above it (1334 م۲۰ بند ج, 1331
    م۲۵ بند ج «بصندوقها و شوراهای بالاتر»); the shahrestan council reports to the ostandari
    (1334 م۲۳, 1331 م۲۷)."""
    up = {"village": "dehestan", "dehestan": "bakhsh", "bakhsh": "shahrestan"}
    if level not in up:
        return "استانداری"
    return fund_council(up[level], village, office, regime)


def _money_table(header: str, items: list[tuple[str, int]], total_label: str) -> Table:
    rows = tuple((pdigits(i + 1), k, group_thousands(v)) for i, (k, v) in enumerate(items)) or (
        ("", "—", group_thousands(0)),
    )
    return Table(
        header=("ردیف", header, "مبلغ (ریال)"),
        rows=rows,
        widths=(0.8, 6, 2.2),
        footer=("", total_label, group_thousands(sum(v for _k, v in items))),
    )


def build_fund_statement(paper: StatementPaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    start, end = period(params)
    fid, name, st = paper.fund_id, paper.fund_name, paper.statement
    regime = _regime(end)
    blocks: list[Any] = [
        Para(
            f"صورت‌حساب {name} از {jdate(start)} تا {jdate(end)}، چنان‌که در دفتر روزنامهٔ صندوق "
            "ثبت شده است. مبالغ به ریال است و هر رقم از جمع اسناد دفتر خوانده شده است."
        ),
        Fields((("موجودی آغاز دوره:", rials(st.opening_rials)),)),
        Heading("دریافت‌ها به تفکیک نوع"),
        _money_table("نوع دریافت", st.receipts, "جمع دریافت‌ها"),
    ]
    if st.loans_rials:
        blocks.append(Fields((("وام دریافتی:", rials(st.loans_rials)),)))
    blocks += [
        Heading("انتقال به صندوق‌های دیگر"),
        _money_table("شرح", st.transfers_out, "جمع انتقال‌ها"),
        Heading("هزینه‌ها به تفکیک امور"),
        _money_table("امور", st.expenses, "جمع هزینه‌ها"),
        Fields(
            (
                ("موجودی پایان دوره:", rials(st.closing_rials)),
                ("به حروف:", f"{number_words(st.closing_rials)} ریال"),
            )
        ),
    ]
    if st.goods:
        blocks += [
            Heading("اجناس انبار (کیلوگرم)"),
            Table(
                header=("جنس", "آغاز دوره", "ورود", "خروج", "پایان دوره"),
                rows=tuple(
                    (
                        COMMODITIES.get(g["commodity"], g["commodity"]),
                        *(
                            quantity_text(g[k]).removesuffix(" کیلوگرم")
                            for k in ("opening", "in", "out", "closing")
                        ),
                    )
                    for g in st.goods
                ),
                widths=(2, 2, 2, 2, 2),
            ),
        ]
    contracts = paper.contracts
    if contracts:
        blocks += [
            Heading("ارزیابی‌های دارای قرارداد خاص"),
            Table(
                header=("تاریخ", "مالک", "قرارداد", "افزایش سهم زارع که اجرا نشد (ریال)"),
                rows=tuple(
                    (
                        jdate(_dt.date.fromisoformat(a["assessed_on"])),
                        a["landlord"],
                        a["contract_ref"] or "",
                        group_thousands(a["statutory_farmers_rials"] or 0),
                    )
                    for a in contracts
                ),
                widths=(2, 3, 3, 3),
            ),
            Para(SPECIAL_CONTRACT_LINE + ".", align="right"),
        ]
    level = level_of(params)
    signer = signer_of(params)
    council = fund_council(level, paper.village, office, regime)
    above = council_above(level, paper.village, office, regime)
    name_of = paper.officers.get(signer) or "................................"
    return Document(
        title="صورت‌حساب صندوق عمران",
        subject=f"{name} از {jdate(start)} تا {jdate(end)}",
        blocks=tuple(blocks),
        legal=(_split_legal(regime), governing_law(end)),
        signatory=Signatory(name_of, f"{dict(SIGNER_CHOICES)[signer]} {council}"),
        cc=(f"{above} برای آگاهی و بررسی.",),
        record_table="village",
        record_id=paper.village["id"],
        extra={"counterpart": above, "fund_id": fid},
    )


def build_yearly_book(paper: YearlyBookPaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    year, name, book = paper.year, paper.fund_name, paper.lines
    year_end = farvardin_first(year + 1) - _dt.timedelta(days=1)
    rows = tuple(
        (
            pdigits(r["entry_id"] or "—"),
            jdate(r["posted_on"]),
            r["memo"],
            group_thousands(r["in"]) if r["in"] else "—",
            group_thousands(r["out"]) if r["out"] else "—",
            group_thousands(r["balance"]),
        )
        for r in book
    )
    return Document(
        title="دفتر درآمد و هزینهٔ سالانه",
        subject=f"{name}، سال {pdigits(year)}",
        blocks=(
            Para(
                f"دفتر درآمد و هزینهٔ {name} در سال {pdigits(year)}، از اسناد دفتر روزنامه. مبالغ به ریال است."
            ),
            Table(
                header=("سند", "تاریخ", "شرح", "دریافت", "پرداخت", "مانده"),
                rows=rows or (("", "", "سندی ثبت نشده است", "", "", ""),),
                widths=(0.8, 1.5, 6, 1.6, 1.6, 1.8),
            ),
        ),
        legal=(_books_legal(_regime(year_end)), governing_law(year_end)),
        signatory=bakhshdar(office),
        record_table="village",
        record_id=paper.village["id"],
        landscape=True,
    )


def build_arrears(paper: ArrearsPaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    on, data = paper.on, paper.arrears
    rows = tuple(
        (
            pdigits(i + 1),
            a["landlord"],
            a["villages"],
            group_thousands(a["rials"]),
            "، ".join(f"{quantity_text(g)} {COMMODITIES.get(k, k)}" for k, g in a["grams"].items())
            or "—",
            jdate(a["oldest_due"]),
        )
        for i, a in enumerate(data)
    )
    return Document(
        title="فهرست بدهی معوق مالکین به صندوق‌های عمران",
        subject=f"تا {jdate(on)}",
        blocks=(
            Para(
                f"تعهداتی که سررسید آن‌ها تا {jdate(on)} گذشته و تمام پرداخت نشده است، به تفکیک مالک."
            ),
            Table(
                header=("ردیف", "مالک", "آبادی", "بدهی (ریال)", "جنس", "قدیمی‌ترین سررسید"),
                rows=rows or (("", "بدهی معوقی نیست", "", "", "", ""),),
                widths=(0.8, 3, 2.2, 2, 2.6, 1.8),
                footer=("", "جمع", "", group_thousands(sum(a["rials"] for a in data)), "", ""),
            ),
        ),
        legal=(*_arrears_legal([on, *(a["oldest_due"] for a in data)]), governing_law(on)),
        signatory=bakhshdar(office),
    )


def build_balance_check(paper: BalancePaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    bc = paper.check
    rows = tuple(
        (
            f["name"],
            group_thousands(f["rials_sum"]),
            group_thousands(f["money"]),
            "درست"
            if f["rials_sum"] == 0 and not any(f["grams_sums"].values()) and not f["negative"]
            else "نادرست",
        )
        for f in bc.funds
    )
    verdict = (
        "دفاتر همهٔ صندوق‌ها تراز است: جمع بدهکار و بستانکار هر صندوق به ریال و به گرم هر جنس برابر است و هیچ حسابی منفی نیست."
        if bc.ok
        else f"دفاتر تراز نیست؛ اسناد ناتراز: {pdigits('، '.join(map(str, bc.unbalanced_entries)) or '—')}."
    )
    return Document(
        title="تراز آزمایشی همهٔ صندوق‌ها",
        subject=f"به تاریخ {jdate(letter_date(params))}",
        blocks=(
            Para(verdict),
            Table(
                header=("صندوق", "جمع گردش (باید صفر باشد)", "موجودی (ریال)", "نتیجه"),
                rows=rows or (("صندوقی نیست", "", "", ""),),
                widths=(4, 2.5, 2.5, 1.5),
            ),
        ),
        legal=(governing_law(letter_date(params)),),
        signatory=bakhshdar(office),
    )


def build_fund_receipt(paper: FundReceiptPaper, params: dict[str, Any]) -> Document:
    complete(paper.office)
    p, fund = paper.payment, paper.fund
    received = _dt.date.fromisoformat(p["received_on"])
    number = f"{pdigits(p['receipt_no'])}/{pdigits(p['receipt_year'])}"
    what = {
        "cash": "بابت سهم صندوق",
        "goods": "بابت سهم جنسی صندوق",
        "sale": "بهای جنس فروخته‌شدهٔ صندوق",
    }[p["kind"]]
    goods = (
        f"{quantity_text(p['grams'])} {COMMODITIES.get(p['commodity'], '')}" if p["grams"] else ""
    )
    ministry = p.get("collector") == "ministry"
    kadkhoda = p.get("collector") == "kadkhoda"
    hand = " به دست کدخدا به نمایندگی انجمن (قانون ۱۳۳۴، مادهٔ ۶ تبصره)" if kadkhoda else ""
    if p["kind"] == "goods":
        body = f"مقدار {goods} از {p['payer']} {what}{hand} در {jdate(received)} دریافت و به انبار تحویل شد."
    elif ministry:  # 1334 arts. 2 and 5: the Ministry's deposit, not a landlord's payment
        tax = f" (قبض شمارهٔ {p['tax_receipt']})" if p.get("tax_receipt") else ""
        body = (
            f"مبلغ {rials_full(p['amount_rials'])}، عوارض عمرانی که وزارت دارایی در {jdate(p['collected_on'])} "
            f"با مالیات املاک مزروعی وصول کرده است{tax} (قانون ۱۳۳۴، مادهٔ ۲)، در {jdate(received)} از سوی "
            "وزارت دارایی به حساب صندوق عمران همان قریه در بانک کشاورزی واریز شد (قانون ۱۳۳۴، مادهٔ ۵)."
        )  # fmt: skip
    else:
        body = f"مبلغ {rials_full(p['amount_rials'])} از {p['payer']} {what}{hand} در {jdate(received)} دریافت شد."
    pairs = [("شمارهٔ رسید:", number), ("تاریخ دریافت:", jdate(received)), ("صندوق:", fund["name"])]
    if ministry:
        pairs[1] = ("تاریخ واریز به حساب صندوق:", jdate(received))
        pairs.insert(1, ("تاریخ وصول وزارت دارایی:", jdate(p["collected_on"])))
    blocks: list[Any] = [Para(body)]
    left = paper.obligation
    if left is not None:
        if paper.contract is not None:
            blocks.append(_contract_para(paper.contract))
        pairs.append(
            (
                "ماندهٔ بدهی این تعهد:",
                rials(left["outstanding_rials"])
                if not left["grams"]
                else quantity_text(left["outstanding_grams"]),
            )
        )
    legal: list[Legal] = []
    if p["kind"] != "goods":
        if ministry:
            m = compute_ministry_deposit(
                collected_on=_dt.date.fromisoformat(p["collected_on"]), deposited_on=received
            )
            pairs.append(("مهلت واریز وزارت دارایی:", f"{jdate(m.due)} ({m.citations[0].short()})"))
            if m.days_late:
                pairs.append(("تأخیر وزارت دارایی:", f"{pdigits(m.days_late)} روز"))
            legal.append(quote_citation(Citation("1334", 5)))
        elif not council_has_deadline(p["regime"]):
            pairs.append(("مهلت واریز به بانک:", "قانون ۱۳۳۴ مهلتی ننهاده است (۱۳۳۴ م۶ تبصره)"))
        else:
            late = compute_deposit_days_late(regime=p["regime"], received_on=received, on=received)
            pairs.append(
                ("مهلت واریز به بانک:", f"{jdate(late.due)} ({late.citations[0].short()})")
            )
        split = receipt_lines(
            regime=p["regime"], village=p["village_rials"], dehestan=p["dehestan_rials"],
            bakhsh=p["bakhsh_rials"], council=p["shahrestan_rials"],
            transfer=p["bakhsh_to_shahrestan_rials"],
        )  # fmt: skip
        blocks += [
            Fields(tuple(pairs)),
            Heading("سهم صندوق‌ها از این دریافت"),
            Table(
                header=("دریافت‌کننده", "مبلغ (ریال)", "مبنا"),
                rows=tuple(
                    (s.recipient_fa, group_thousands(s.rials), s.citation.short()) for s in split
                ),
                widths=(4, 2, 2.4),
                footer=("جمع", group_thousands(p["amount_rials"]), ""),
            ),
            *(Para(f"{s.note_fa}.", align="right") for s in split if s.note_fa),
        ]
        entry = paper.entry
        cites = json.loads(entry["citations"]) if entry and entry["citations"] else []
        if cites:
            blocks.append(Para(f"مبنای تقسیم: {'، '.join(cites)}", align="right"))
        legal += [_split_legal(p["regime"]), _transfer_legal(p["regime"])]
    else:
        blocks.append(Fields(tuple(pairs)))
    receiver = params.get("receiver") or "................................"
    return Document(
        title="برگ ثبت واریز وزارت دارایی به صندوق عمران" if ministry else "قبض رسید صندوق عمران",
        subject=f"رسید شمارهٔ {number}",
        blocks=tuple(blocks),
        legal=(*legal, governing_law(received)),
        signatory=Signatory(str(receiver), f"تحویل‌گیرنده از سوی {fund['name']}"),
        signers=(Signatory(str(p["payer"] or ""), "پرداخت‌کننده"),),
        record_table="fund_payment",
        record_id=p["id"],
        extra={"counterpart": p["payer"]},
    )


register(
    Template(
        "fund_statement", "صورت‌حساب صندوق عمران", "village", build_fund_statement,
        fields=PERIOD_FIELDS, prefill=prefill_period,
    )
)  # fmt: skip
register(
    Template(
        "fund_receipt", "قبض رسید صندوق عمران", "fund_payment", build_fund_receipt,
        numbered=False, fields=(Field("receiver", "تحویل‌گیرنده", "text"),),
        prefill=lambda paper: {"receiver": ""},
    )
)  # fmt: skip
register(
    Template(
        "fund_yearly_book", "دفتر درآمد و هزینهٔ سالانهٔ صندوق", "village", build_yearly_book,
        numbered=False,
        fields=(PERIOD_FIELDS[0], Field("year", "سال", "int", required=True)),
        prefill=lambda paper: {"level": "village", "year": jalali_year(_dt.date.today())},
    )
)  # fmt: skip
register(
    Template(
        "fund_arrears", "بدهی معوق مالکین به صندوق‌ها", "", build_arrears,
        numbered=False, fields=(Field("on", "تا تاریخ", "date", required=True),),
        prefill=lambda paper: {"on": format_jalali(_dt.date.today())},
    )
)  # fmt: skip
register(
    Template(
        "fund_balance_check",
        "تراز آزمایشی همهٔ صندوق‌ها",
        "",
        build_balance_check,
        numbered=False,
    )
)
