"""Persian names of the stored tables and columns, for screens that show raw records (the audit
trail, exports). One place, so a new table or column gets its name once."""

from __future__ import annotations

from desktop.domain.people import ROLES
from desktop.domain.places import FARMING_TYPES, TENURES, VILLAGE_KINDS, WATER_SOURCES

TABLES = {
    "settings": "تنظیمات",
    "dehestan": "دهستان",
    "village": "آبادی",
    "person": "شخص",
    "person_role": "نقش شخص",
    "letter": "نامه",
    "letter_start": "شمارهٔ آغاز دفتر",
    "app_user": "کاربر",
    "letter_scan": "اسکن نامه",
    "database": "پایگاه داده",  # whole-file events: backup, restore
    # councils
    "council": "شورا",
    "council_member": "عضو شورا",
    "council_officer": "هیئت رئیسهٔ شورا",
    "council_session": "جلسهٔ شورا",
    "council_attendance": "حضور در جلسه",
    "council_decision": "تصمیم شورا",
    "election": "انتخابات",
    "election_roll": "فهرست رأی‌دهندگان",
    "election_candidate": "نامزد انتخابات",
    # funds
    "fund": "صندوق",
    "fund_account": "حساب صندوق",
    "fund_period": "دورهٔ مالی صندوق",
    "fund_period_balance": "ماندهٔ دورهٔ مالی",
    "fund_assessment": "ارزیابی سهم",
    "fund_assessment_farmer": "سهم زارع از ارزیابی",
    "fund_obligation": "بدهی به صندوق",
    "fund_store": "انبار",
    "fund_payment": "دریافت صندوق",
    "fund_deposit": "واریز به بانک",
    "fund_order": "حوالهٔ شورا",
    "fund_expense": "هزینهٔ صندوق",
    "fund_transfer": "انتقال میان صندوق‌ها",
    "fund_loan": "وام صندوق",
    "ledger_entry": "سند حسابداری",
    "ledger_posting": "ردیف سند حسابداری",
    # cases
    "case_file": "پرونده",
    "case_party": "طرف پرونده",
    "case_event": "رویداد پرونده",
    # land reform
    "land_parcel": "قطعهٔ ملک",
    "land_declaration": "اظهارنامهٔ املاک",
    "land_transfer": "انتقال ملک",
    "land_surplus": "زمین مازاد",
    "land_owner_choice": "انتخاب مالک از زمین خود",
    "land_transfer_call": "دعوت به انتقال سند",
    "land_applicant": "متقاضی زمین",
    "land_allocation": "واگذاری زمین",
    "land_instalment": "قسط زمین",
    "land_payment": "پرداخت قسط",
    "land_dispute": "اختلاف اصلاحات ارضی",
    "land_board_member": "عضو هیئت حل اختلاف",
    "land_board_session": "جلسهٔ هیئت حل اختلاف",
    "land_board_decision": "رأی هیئت حل اختلاف",
}

COLUMNS = {
    "id": "شناسه",
    "key": "کلید",
    "value": "مقدار",
    "name": "نام",
    "notes": "یادداشت",
    "retired_at": "بایگانی در",
    "created_at": "ایجاد در",
    "updated_at": "ویرایش در",
    "first_name": "نام",
    "last_name": "نام خانوادگی",
    "father_name": "نام پدر",
    "id_number": "شمارهٔ شناسنامه",
    "id_issue_place": "محل صدور",
    "birth_date": "تاریخ تولد",
    "national_code": "کد ملی",
    "literate": "باسواد",
    "iranian": "تبعهٔ ایران",
    "convicted": "محکومیت کیفری",
    "residence_village_id": "آبادی محل اقامت",
    "residence_text": "نشانی",
    "dehestan_id": "دهستان",
    "kind": "نوع",
    "population": "جمعیت",
    "households": "خانوار",
    "water_sources": "منابع آب",
    "farming_type": "نوع زراعت",
    "landlord_share_pct": "بهرهٔ مالکانه (درصد)",
    "has_municipality": "شهرداری دارد",
    "tenure": "وضع ملک",
    "person_id": "شخص",
    "village_id": "آبادی",
    "role": "نقش",
    "share_millidang": "سهم (هزارم دانگ)",
    "since": "از تاریخ",
    "direction": "صادره/وارده",
    "year": "سال",
    "number": "شماره",
    "letter_date": "تاریخ نامه",
    "counterpart": "گیرنده/فرستنده",
    "subject": "موضوع",
    "template_key": "نوع سند",
    "record_table": "پروندهٔ مربوط",
    "record_id": "شمارهٔ پرونده",
    "refers_to_id": "عطف به",
    "follows_id": "پیرو",
    "attachments": "پیوست",
    "their_number": "شمارهٔ نامهٔ وارده",
    "their_date": "تاریخ نامهٔ وارده",
    "content": "متن",
    "status": "وضعیت",
    "cancel_reason": "علت ابطال",
    "cancelled_at": "ابطال در",
    "copies_printed": "رونوشت‌های چاپ‌شده",
    "first_number": "شمارهٔ آغاز",
    "username": "نام کاربری",
    "display_name": "نام نمایشی",
    "failed_attempts": "تلاش‌های ناموفق",
    "locked_until": "قفل تا",
    "username_norm": "نام کاربری (برای جست‌وجو)",
    "name_norm": "نام (برای جست‌وجو)",
    "search_norm": "متن جست‌وجو",
    "subject_norm": "متن جست‌وجو",
    "sort_key": "کلید ترتیب الفبایی",
    "params": "بخش‌های نوشتهٔ کاربر",
    "number_text": "شمارهٔ چاپی",
    "referred_to": "ارجاع به",
    "referred_on": "تاریخ ارجاع",
    "reply_due": "مهلت پاسخ",
    "letter_id": "نامه",
    "file_name": "نام پرونده",
    "media_type": "گونهٔ پرونده",
    "byte_size": "اندازه (بایت)",
    "sha256": "اثر انگشت پرونده",
    "scan_bytes": "محتوای پرونده",
}

# Stored words of a few columns, as the clerk reads them.
VALUES = {
    "direction": {"out": "صادره", "in": "وارده"},
    "status": {"issued": "صادرشده", "cancelled": "باطل"},
}

# Stored words that mean different things in different tables (a village's ``kind`` is not a
# payment's): the table's own first.
TABLE_VALUES: dict[tuple[str, str], dict[str, str]] = {
    ("village", "kind"): VILLAGE_KINDS,
    ("village", "farming_type"): FARMING_TYPES,
    ("village", "tenure"): TENURES,
    ("village", "water_sources"): WATER_SOURCES,
    ("person_role", "role"): ROLES,
}

# A column holding another record's id whose name does not say the table.
REFERENCES = {
    "acting_person_id": "person", "landlord_id": "person", "owner_id": "person",
    "residence_village_id": "village", "case_id": "case_file", "member_id": "council_member",
    "delegate_of_id": "council", "previous_id": "council", "from_fund_id": "fund",
    "to_fund_id": "fund", "follows_id": "letter", "refers_to_id": "letter",
    "incoming_letter_id": "letter", "applicant_id": "land_applicant", "surplus_id": "land_surplus",
    "allocation_id": "land_allocation", "declaration_id": "land_declaration",
}  # fmt: skip

ACTORS = {"office": "اداره"}


def table_label(table: str) -> str:
    return TABLES.get(table, table)


def column_label(column: str) -> str:
    return COLUMNS.get(column, column)


def value_label(column: str, value: object, table: str = "") -> str | None:
    """The Persian word for a stored code (``direction`` ``out`` -> صادره; a village's ``kind``
    ``hamlet`` -> مزرعه), or None."""
    word = TABLE_VALUES.get((table, column), {}).get(str(value))
    return word if word is not None else VALUES.get(column, {}).get(str(value))


def referenced_table(column: str) -> str | None:
    """The table a ``…_id`` column points into (``landlord_id`` -> person), or None."""
    if not column.endswith("_id"):
        return None
    found = REFERENCES.get(column, column[:-3])
    return found if found in TABLES else None


def actor_label(actor: str) -> str:
    return ACTORS.get(actor, actor)
