"""The Persian label of every input key a computation takes, so a refusal names the field as the
clerk knows it (never the English key)."""

from __future__ import annotations

from decimal import Decimal

from desktop.rules.errors import RuleError

FIELD_FA: dict[str, str] = {
    "income_kind": "نوع درآمد",
    "landlord_share_rials": "سهم مالکانه (ریال)",
    "crop_total_rials": "کل محصول (ریال)",
    "farming": "نوع زراعت",
    "income_rials": "درآمد (ریال)",
    "net_income_rials": "درآمد خالص (ریال)",
    "has_sharecropper": "وجود کشاورز سهم‌بر",
    "gavband_share_rials": "سهم خالص گاوبند (ریال)",
    "collected_rials": "مبلغ وصول‌شده (ریال)",
    "special_contract": "قرارداد خاص مالک و زارع",
    "long_qanat": "قنات طولانی کرمان",
    "on": "تاریخ",
    "amount_rials": "مبلغ (ریال)",
    "basis": "مبنای تقسیم",
    "farmers": "فهرست زارعین",
    "bakhsh_income_rials": "درآمد صندوق بخش (ریال)",
    "income": "درآمد",
    "spent_rials": "هزینهٔ انجام‌شده (ریال)",
    "ordinary_income_rials": "درآمد عادی صندوق (ریال)",
    "requested_rials": "مبلغ درخواستی (ریال)",
    "interest_percent": "نرخ سود (درصد)",
    "years": "شمار سال‌ها",
    "repeated": "تکرار تخلف",
    "kind": "نوع مهلت",
    "from": "تاریخ شروع",
    "start": "تاریخ شروع",
    "level": "سطح شورا",
    "villages": "شمار قراء",
    "dehestans": "شمار دهستان‌ها",
    "bakhshes": "شمار بخش‌ها",
    "members": "شمار اعضا",
    "role": "سمت",
    "iranian": "تابعیت ایران",
    "birth_date": "تاریخ تولد",
    "resident": "سکونت در ده",
    "convicted": "سابقهٔ محکومیت",
    "corruption_reputation": "اشتهار به فساد",
    "undertakes_farming": "تعهد به زراعت",
    "daily_wage_rials": "مزد روزانه (ریال)",
    "monthly_wage_rials": "مزد ماهانه (ریال)",
    "ayani_rials": "بهای اعیانی (ریال)",
    "crop_rials": "بهای محصول (ریال)",
    "water_from": "تاریخ تهیهٔ آب",
    "irrigated_ha": "زمین آبی (هکتار)",
    "dry_ha": "زمین دیم (هکتار)",
    # 1339 art. 2's third class is بایر: land not farmed at all (art. 1 الف), not fallow (آیش) —
    # art. 2 counts آیش inside irrigated and dry land, and art. 17 charges irrigated land «خواه
    # زراعت بشود یا نشود»; irrigated or dry land lying fallow is entered as irrigated or dry.
    "fallow_ha": "زمین بایر (هکتار؛ آبی یا دیمِ آیش جزو آبی یا دیم)",
    "price_rials": "بها (ریال)",
    # transfer_duty (1339 art. 4): the areas its exemptions need, and the deed's price
    "area_ha": "مساحت منتقل‌شده، معادل آبی (هکتار)",
    "beyond_ceiling_ha": "بخش زائد بر سهم مالک از مساحت منتقل‌شده (هکتار)",
    "free_allowance_used_ha": "معافیت ۶۰۰ هکتاری به‌کاررفته در انتقال‌های پیشین (هکتار)",
    "sold_to_farmers_art5": "فروش به زارعین همان زمین (مادهٔ ۵)",
    "share_owed_rials": "سهم پرداخت‌نشده (ریال)",
    "buildings_owned_by": "مالک اعیانی (مالک یا زارع)",
    "landlord_keeps": "مالک عرصه و اعیانی را نگاه می‌دارد (مادهٔ ۳۱ ب)",
    "understated_unpaid_rials": "مابه‌التفاوت پرداخت‌نشده (ریال)",
    "fine_rials": "مبلغ جریمه (ریال)",
    "first_due": "سررسید نخستین قسط",
    "applicants": "فهرست متقاضیان",
    "seed": "بذر قرعه",
    "unpaid_without_excuse": "شمار اقساط پرداخت‌نشده",
    "enforcement_refused": "امتناع از اجرا",
    "paid_rials": "مبلغ پرداخت‌شده (ریال)",
    "building_value_rials": "بهای ساختمان (ریال)",
    "received_on": "تاریخ وصول",
    "deposited_on": "تاریخ واریز",
    "formed_on": "تاریخ تشکیل",
    "rent_rials": "مال‌الاجاره (ریال)",
    "paid_by_tenant_rials": "پرداختی مستأجر (ریال)",
    "refused_share": "سهم مورد امتناع",
    "seed_rials": "بذر (ریال)",
    "qanat_costs_rials": "هزینهٔ عمرانی قنات و بهره‌برداری (ریال)",
    "gross_rials": "مجموع حاصل (ریال)",
    "usual_farmer_rials": "سهم معمول سابق زارع (ریال)",
    "farmer_share_percent": "بهرهٔ رعیتی (درصد)",
    "qanat_km": "طول قنات (کیلومتر)",
    "waqf_on": "تاریخ وقف",
    "waqf_ha": "زمین وقف خاص (هکتار معادل آبی)",
    "beneficiaries": "شمار موقوف‌علیهم",
    "mixed": "وقف خاص و عام",
    "owner_keeps_ha": "سهم مالک (هکتار معادل آبی)",
    "requested_ha": "انتقال درخواستی به وراث (هکتار)",
    "earlier_ha": "انتقال پیشین به وراث (هکتار)",
    "earlier_on": "تاریخ انتقال پیشین به وراث",
    "season_on": "تاریخ دورهٔ زراعت مکانیزه",
    "still_mechanised": "هنوز به صورت مکانیزه بهره‌برداری می‌شود",
    "dispute_on": "تاریخ دعوی",
    "disputed_ha": "زمین موضوع دعوی (هکتار معادل آبی)",
    "shares_ha": "سهم هر یک از اصحاب دعوی (هکتار)",
    "resolved": "رفع تنازع تا شروع تقسیم",
    "lease_from": "آغاز اجارهٔ رسمی",
    "lease_until": "پایان اجارهٔ رسمی",
    "made_on": "تاریخ معاملهٔ رهنی",
    "renewed_on": "تاریخ تمدید یا تجدید",
    "division_start": "تاریخ شروع تقسیم در منطقه",
    "choices": "انتخاب‌های دفتر",
    "regime": "قانون",
}


def label_fa(key: str) -> str:
    """The Persian label of ``key``; an unknown key is called "a field" rather than shown raw."""
    return FIELD_FA.get(key, "این فیلد")


def refuse_negative(key: str, value: int | Decimal) -> None:
    """A figure a computation is given (rials, hectares, a count) is never below zero: refused
    naming the field as the clerk knows it."""
    if value < 0:
        raise RuleError(
            "negative_amount", f"{key} must not be negative", f"«{label_fa(key)}» منفی است."
        )
