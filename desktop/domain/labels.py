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
    # councils, funds and the ledger, cases, land reform
    "account_id": "حساب", "acting_as": "به عنوان", "agenda": "دستور جلسه",
    "allocated_on": "تاریخ واگذاری", "allocation_id": "واگذاری", "amount_rials": "مبلغ (ریال)",
    "applicant_id": "متقاضی", "applied_on": "تاریخ درخواست", "area_m2": "مساحت (متر مربع)",
    "assessed_on": "تاریخ تشخیص", "assessment_id": "تشخیص سهم", "ayani_rials": "بهای اعیانی (ریال)",
    "bakhsh_rials": "سهم بخش (ریال)", "bakhsh_to_shahrestan_rials": "سهم شهرستان از بخش (ریال)",
    "ballots_cast": "آرای مأخوذه", "bank": "بانک", "barred_1337": "محروم به حکم قانون ۱۳۳۷",
    "base_grams": "مبنا (گرم)", "base_rials": "مبنا (ریال)", "basis": "مستند قانونی",
    "beyond_m2": "مازاد بر حد (متر مربع)", "called_on": "تاریخ دعوت", "carried": "تصویب شد",
    "case_id": "پرونده", "category": "محل هزینه", "children": "شمار فرزندان",
    "chosen_on": "تاریخ انتخاب", "citations": "مستندهای قانونی", "claimant": "خواهان",
    "claimed_rials": "مبلغ خواسته (ریال)", "close_reason": "علت بستن", "closed_on": "تاریخ بستن",
    "code": "کد حساب", "collected_on": "تاریخ وصول", "collector": "وصول‌کننده",
    "commodity": "جنس", "compensation_basis": "مبنای خسارت", "compensation_rials": "خسارت (ریال)",
    "council_id": "شورا", "crop_rials": "بهای محصول (ریال)", "daily_wage_rials": "مزد روزانه (ریال)",
    "decided_on": "تاریخ رأی", "deciding_body": "مرجع رسیدگی", "decision_date": "تاریخ تصمیم",
    "decision_number": "شمارهٔ تصمیم", "decision_text": "متن رأی",
    "declared_m2": "مساحت اظهارشده (متر مربع)", "dehestan_rials": "سهم دهستان (ریال)",
    "delegate_of_id": "نمایندهٔ شورای", "deposit_id": "واریز", "deposited_on": "تاریخ واریز",
    "description": "شرح", "dispute_id": "اختلاف", "dry_m2": "دیم (متر مربع)",
    "due_on": "سررسید", "duty_free_m2": "معاف از عوارض (متر مربع)", "duty_rials": "عوارض (ریال)",
    "elected_on": "تاریخ انتخاب", "election_id": "انتخابات", "eligible": "واجد شرایط",
    "end_basis": "مستند پایان عضویت", "end_reason": "علت پایان عضویت",
    "enforcement_refused": "امتناع از اجرا", "entry_id": "سند دفتر روزنامه",
    "exception": "استثنا", "experts": "کارشناسان", "explanation": "توضیح",
    "fallow_m2": "بایر (متر مربع)", "farmers_grams": "سهم زارعین (گرم)",
    "farmers_rials": "سهم زارعین (ریال)", "farming_year": "سال زراعی", "farms": "زراعت می‌کند",
    "filed_on": "تاریخ ثبت", "fine_rials": "جریمه (ریال)", "first_due": "نخستین سررسید",
    "formed_on": "تاریخ تشکیل", "from_fund_id": "از صندوق", "from_on": "از تاریخ",
    "from_store_id": "از انبار", "fund_grams": "سهم صندوق (گرم)", "fund_id": "صندوق",
    "fund_rials": "سهم صندوق (ریال)", "grams": "مقدار (گرم)", "held_on": "تاریخ برگزاری",
    "holder": "نگه‌دار", "holding_m2": "زمین در تصرف (متر مربع)", "income_kind": "نوع درآمد",
    "irrigated_m2": "آبی (متر مربع)", "issued_on": "تاریخ صدور",
    "kept_dry_m2": "دیم نگه‌داشته (متر مربع)", "kept_fallow_m2": "بایر نگه‌داشته (متر مربع)",
    "kept_irrigated_m2": "آبی نگه‌داشته (متر مربع)", "label": "عنوان", "landlord_id": "مالک",
    "lease_ends_on": "پایان اجاره", "legal_basis": "مستند قانونی", "level": "سطح",
    "member_id": "عضو شورا", "members": "اعضا", "memo": "شرح سند", "note": "یادداشت",
    "notice_on": "تاریخ آگهی", "notified_on": "تاریخ ابلاغ", "obligation_id": "بدهی صندوق",
    "office": "سمت", "on_date": "تاریخ", "outcome": "نتیجهٔ رأی", "outside_name": "نام طرف",
    "owner_id": "مالک", "ownership": "نوع مالکیت", "paid_on": "تاریخ پرداخت",
    "paid_rials": "پرداختی (ریال)", "party_id": "طرف پرونده", "payee": "دریافت‌کننده",
    "payer": "پرداخت‌کننده", "place": "محل", "posted_on": "تاریخ ثبت در دفتر",
    "present": "حاضر", "previous_id": "دورهٔ پیشین", "price_rials": "بها (ریال)",
    "priority_class": "طبقهٔ اولویت", "promoted_from_id": "جانشین از", "quorum": "حد نصاب",
    "quorum_basis": "مستند حد نصاب", "rank": "رتبه", "ranking": "ترتیب اولویت",
    "reason": "علت", "reasons": "علت‌ها", "receipt_no": "شمارهٔ رسید", "receipt_year": "سال رسید",
    "received_on": "تاریخ دریافت", "regime": "قانون حاکم", "regional_min_m2": "حد نصاب منطقه (متر مربع)",
    "replaces_id": "جانشین", "resigned_resident": "ساکن مستعفی", "respondent": "خوانده",
    "result": "نتیجه", "reversal_reason": "علت برگشت", "reversed_at": "برگشت در",
    "reverses_id": "برگشت سند", "rials": "مبلغ (ریال)", "rule_version": "نسخهٔ قاعده‌ها",
    "seat": "کرسی", "seed": "بذر قرعه", "session_id": "جلسه", "session_on": "تاریخ جلسه",
    "shahrestan_rials": "سهم شهرستان (ریال)", "share_grams": "سهم (گرم)", "share_rials": "سهم (ریال)",
    "side": "سمت در پرونده", "slip_number": "شمارهٔ فیش", "source_id": "شمارهٔ سند مبنا",
    "source_table": "نوع سند مبنا", "special_contract": "قرارداد خاص", "spent_on": "تاریخ هزینه",
    "stands_in": "به جای", "state": "وضعیت", "state_after": "وضعیت پس از گام", "step": "گام",
    "store_id": "انبار", "surplus_dry_m2": "مازاد دیم (متر مربع)",
    "surplus_fallow_m2": "مازاد بایر (متر مربع)", "surplus_id": "زمین مازاد",
    "parcel_id": "قطعهٔ ملک مالک",
    "surplus_irrigated_m2": "مازاد آبی (متر مربع)", "taken_on": "تاریخ تصرف",
    "tax_receipt": "رسید مالیات", "term_end": "پایان دوره", "term_start": "آغاز دوره",
    "term_years": "مدت دوره (سال)", "text": "متن", "to_farmers_art5": "به زارعین (ماده ۵)",
    "to_fund_id": "به صندوق", "to_store_id": "به انبار", "total_rials": "جمع (ریال)",
    "transfer_on": "تاریخ انتقال", "transferee": "انتقال‌گیرنده", "transferred_on": "تاریخ انتقال",
    "understated_rials": "کم‌اظهاری (ریال)", "unit": "واحد", "until_on": "تا تاریخ",
    "village_rials": "سهم ده (ریال)", "votes": "آرا", "votes_abstaining": "آرای ممتنع",
    "votes_against": "آرای مخالف", "votes_for": "آرای موافق", "weight": "وزن",
    "yearly_rials": "مبلغ سالانه (ریال)",
}  # fmt: skip
# The parts of the values kept whole as JSON (an election's count, an allocation's ranking, a
# letter's content and typed parts, the office's settings) that are no column, named likewise.
COLUMNS.update(
    # an election's count (desktop.services.councils.elections)
    on="تاریخ", seats="کرسی‌ها", alternates="شمار اعضای علی‌البدل",
    roll_size="واجدان شرایط در فهرست", order="ترتیب آرا", lot="عدد قرعه",
    tied="تساوی آرا", by_lot="به قرعه", lot_used="قرعه به کار رفت",
    council_fa="شورا", empty_seats="کرسی‌های خالی", law="قانون",
    article="ماده", paragraph="بند",
    # an allocation's ranking (desktop.services.land_reform.distribution)
    lot_decided="به قرعه معین شد", **{"class": "طبقهٔ اولویت"},  # a keyword
    # a letter's content and its typed parts (desktop.printing)
    title="عنوان", blocks="بندهای متن", pairs="خانه‌ها", bold="درشت",
    align="چینش", size="اندازهٔ قلم", rows="سطرها", header="سرستون‌ها",
    footer="پانویس", widths="پهنای ستون‌ها", signatory="امضاکننده",
    signers="امضاکنندگان دیگر", recipient="گیرنده", legal="مستندهای قانونی",
    citation="مستند", quote="متن قانون", cc="رونوشت", landscape="صفحهٔ افقی",
    extra="افزوده", appeal_until="مهلت اعتراض", body="مرجع", body_name="نام مرجع",
    court="دادگاه", decision="تصمیم", session_date="تاریخ جلسه",
    session_time="ساعت جلسه", supervisor="ناظر", to="به",
    # the office's settings (desktop.services.office, rule_choices, letter_numbers, exchange)
    office_name="نام اداره", shahrestan="شهرستان", bakhsh="بخش", bakhshdar="بخشدار",
    wage_days_per_month="روزهای هر ماه در حساب مزد",
    deadline_moves_to_working_day="مهلتِ افتاده در تعطیل به روز کاری بعد می‌رود",
    holidays="تعطیلات", land_bill_presented_on="روز تقدیم لایحهٔ اصلاحات ارضی به مجلس",
    prefix="پیشوند شماره", out_series="حرف سری صادره", in_series="حرف سری وارده",
    with_year="سال در شماره", exported_at="برون‌بری در", imported_at="درون‌آوری در",
    file="پرونده",
)  # fmt: skip

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
    "parcel_id": "land_parcel",
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
