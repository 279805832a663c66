"""What the clerk types into a document: fields, checks, the plain letter, stored values, the
number's format, incoming letters' referral, deadline and scan, and the dashboard's replies."""

from __future__ import annotations

import datetime as _dt
import json

import pytest

from desktop.domain.errors import ValidationError
from desktop.domain.letter_numbers import NumberFormat, parse_reference
from desktop.jalali import parse_jalali
from desktop.printing import registry
from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import documents, letters, papers, replies
from desktop.services.attention import OVERDUE, SOON, collect
from desktop.services.letter_numbers import get_number_format, save_number_format
from tests.printing.conftest import needs_poppler, pdf_text, words

DATE = parse_jalali("1405/02/15")


def test_every_template_declares_its_fields_and_prefills_them(demo_office_db):
    for t in registry.all_templates():
        if t.key == "fund_balance_check" or t.key.startswith("test_"):
            continue  # a check of the whole office has nothing to type; test_* are the tests' own
        assert t.fields, f"{t.key} declares no field the clerk can type"
        assert t.prefill is not None, t.key
        record = papers.sample(demo_office_db, t.key)
        values = documents.prefill(demo_office_db, t.key, record)
        assert set(values) >= {f.key for f in t.fields}, t.key
        sums = [values.get(f.key) for f in t.fields if f.kind == "amount"]  # a year is no sum
        assert not any(isinstance(v, int) and v > 100 for v in sums), (
            f"{t.key} pre-fills an invented sum"
        )


@pytest.mark.parametrize(
    ("key", "field", "value", "message"),
    [
        ("receipt", "amount", "-5", "منفی"),
        ("receipt", "amount", "دوازده", "عدد"),
        ("receipt", "amount", "", "خالی"),
        ("summons", "session_date", "1499/01/01", "سال"),
        ("summons", "session_date", "1404/12/30", "روز"),
        ("summons", "session_time", "۲۵:۳۰", "ساعت"),
        ("letter", "body", "", "خالی"),
        ("fund_statement", "level", "رئیس", "گزینه"),
        ("fund_statement", "signer", "treasurer", "گزینه"),
    ],
)
def test_a_bad_field_is_refused_by_its_key(key, field, value, message):
    template = registry.get(key)
    good = {f.key: "x" for f in template.fields if f.kind in ("text", "multiline")}
    with pytest.raises(ValidationError) as e:
        documents.check_params(template, {**good, **EXAMPLE_PARAMS.get(key, {}), field: value})
    assert message in e.value.errors[field]


def test_clean_values_are_typed():
    clean = documents.check_params(
        registry.get("summons"),
        {"subject": "s", "session_date": "۱۴۰۵/۰۲/۲۰", "session_time": "۹:۳۰", "place": "p",
         "body_name": "b"},
    )  # fmt: skip
    assert clean["session_date"] == parse_jalali("1405/02/20").isoformat()
    assert documents.check_params(registry.get("receipt"), {
        "subject": "s", "amount": "۱٬۲۵۰٬۰۰۰", "receiver": "r", "receiver_role": "k"})["amount"] == 1_250_000  # fmt: skip


def test_issuing_refuses_a_missing_amount_and_takes_no_number(demo_db):
    person = papers.sample(demo_db, "receipt")
    with pytest.raises(ValidationError) as e:
        letters.issue_document(
            demo_db, template_key="receipt", record_id=person, sink=lambda _p: None,
            params={"amount": "-1"},
        )  # fmt: skip
    assert "amount" in e.value.errors
    assert letters.count_letters(demo_db, letters.LetterQuery()) == 0


@needs_poppler
def test_a_plain_letter_typed_issued_and_reprinted_identically(demo_db, tmp_path):
    typed = {
        "recipient": "ریاست محترم ادارهٔ آب",
        "subject": "لای‌روبی قنات",
        "body": "بند نخست نامه.\n\nبند دوم که درخواست را می‌گوید.",
        "cc": "فرمانداری",
    }
    out = tmp_path / "letter.pdf"
    change = letters.issue_document(
        demo_db, template_key="letter", record_id=None, params=typed, letter_date=DATE,
        sink=letters.file_sink(out),
    )  # fmt: skip
    row = letters.get_letter(demo_db, change.id)
    assert row["number_text"] == "۱/۱۴۰۵"  # no outgoing series letter by default
    assert json.loads(row["params"])["body"] == typed["body"]
    text = words(pdf_text(out, tmp_path))
    for part in ("ادارهٔ آب", "لای‌روبی قنات", "بند نخست نامه", "بند دوم که درخواست را می‌گوید"):
        assert words(part) in text
    assert "شماره ۱ ۱۴۰۵" in text
    # the format changes later: the reprint still says what the original said
    save_number_format(demo_db, prefix="ب", out_series="ن", in_series="و")
    copy = tmp_path / "copy.pdf"
    letters.reprint_letter(demo_db, letter_id=change.id, sink=letters.file_sink(copy))
    again = words(pdf_text(copy, tmp_path))
    assert again.count("رونوشت") == text.count("رونوشت") + 1  # the copy's mark, beside the cc line
    assert again.replace("رونوشت", "").split() == text.replace("رونوشت", "").split()
    # copy a previous letter: the same template and the same typed values
    key, record, values = documents.params_of_letter(demo_db, change.id)
    assert key == "letter" and record is None and values["subject"] == typed["subject"]


def test_number_format_and_references():
    fmt = NumberFormat()
    assert fmt.text("out", 7, 1405) == "۷/۱۴۰۵"  # no outgoing series letter by default
    assert fmt.text("in", 7, 1405) == "۷/و/۱۴۰۵"
    assert (
        NumberFormat(prefix="بم", out_series="ص", with_year=False).text("out", 12, 1405)
        == "بم/۱۲/ص"
    )
    assert parse_reference("۷/ص/۱۴۰۵") == (7, 1405)
    assert parse_reference("12") == (12, None)
    assert parse_reference("بم/۱۲/ص/1403") == (12, 1403)
    assert parse_reference("ص") is None


def test_number_format_is_checked(office_db):
    with pytest.raises(ValidationError) as e:
        save_number_format(office_db, out_series="ص", in_series="ص")
    assert "in_series" in e.value.errors
    with pytest.raises(ValidationError):
        save_number_format(office_db, prefix="۱۲/")
    save_number_format(office_db, prefix="ب", out_series="ص", in_series="و", with_year=False)
    assert get_number_format(office_db) == NumberFormat("ب", "ص", "و", False)


def test_incoming_referral_deadline_scan_and_search(demo_db):
    change = letters.register_incoming(
        demo_db, sender="فرمانداری", subject="بخشنامه", received_on=DATE,
        their_number="۵۶۱۲/ع/۴", referred_to="مسئول شوراها", reply_due="1405/02/20",
        scan_name="نامه.pdf", scan=b"%PDF-1.4 scan",
    )  # fmt: skip
    row = letters.get_letter(demo_db, change.id)
    assert row["number_text"] == "۱/و/۱۴۰۵" and row["referred_to"] == "مسئول شوراها"
    [scan] = letters.scans_of(demo_db, change.id)
    assert scan["file_name"] == "نامه.pdf" and letters.scan_bytes(demo_db, scan["id"])[
        1
    ].startswith(b"%PDF")
    found = letters.list_letters(demo_db, letters.LetterQuery(search="5612/ع/4"))
    assert [r["id"] for r in found] == [change.id]
    found = letters.list_letters(demo_db, letters.LetterQuery(search="۱/و/۱۴۰۵"))
    assert [r["id"] for r in found] == [change.id]
    assert letters.find_letter(demo_db, "۱/و/۱۴۰۵", direction="in", year=1400) == change.id
    with pytest.raises(ValidationError) as e:
        letters.register_incoming(
            demo_db, sender="x", subject="y", received_on=DATE, reply_due="1405/02/01"
        )
    assert "reply_due" in e.value.errors
    with pytest.raises(ValidationError) as e:
        letters.attach_scan(demo_db, letter_id=change.id, file_name="a.exe", data=b"MZ")
    assert "scan" in e.value.errors
    # the scan's bytes are kept out of the audit trail; its fingerprint is in it
    trail = demo_db.execute("SELECT new FROM audit_log WHERE table_name = 'letter_scan'").fetchone()
    assert "sha256" in trail[0] and "scan_bytes" not in trail[0]


def test_replies_due_reach_the_dashboard_until_answered(demo_db):
    soon = letters.register_incoming(
        demo_db, sender="ادارهٔ کشاورزی", subject="آمار", received_on=DATE, reply_due="1405/02/20"
    ).id
    late = letters.register_incoming(
        demo_db, sender="فرمانداری", subject="گزارش", received_on=DATE, reply_due="1405/02/16"
    ).id
    letters.register_incoming(
        demo_db, sender="دور", subject="بعدها", received_on=DATE, reply_due="1405/04/01"
    )
    today = parse_jalali("1405/02/17")
    items = [i for i in collect(demo_db, today) if i.kind == "letter_reply"]
    assert [(i.record_id, i.severity) for i in items] == [(late, OVERDUE), (soon, SOON)]
    assert "۱" in items[0].detail_fa and items[0].section == "letters"
    letters.issue_document(
        demo_db, template_key="letter", record_id=None, letter_date=today, refers_to_id=late,
        params=EXAMPLE_PARAMS["letter"], sink=lambda _p: None,
    )  # fmt: skip
    assert [i.record_id for i in replies.attention(demo_db, today)] == [soon]
    letters.refer_letter(demo_db, letter_id=soon, referred_to="کاردان", reply_due=None)
    assert replies.attention(demo_db, today + _dt.timedelta(days=1)) == []
