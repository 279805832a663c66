"""One case of each kind taken from filing to its end through the screens: the new-case dialog,
the step dialogs the page offers, and every document issued through the preview and read back
with pdftotext. Deadlines cross a month end and a year end, the leap Esfands of 1333, 1399 and 1403.
The dashboard lists exactly the overdue and near-due items and opens each one's case."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QLineEdit, QPlainTextEdit

from desktop.jalali import parse_jalali as J
from desktop.services import cases, councils, letters, people, places
from desktop.ui.cases.dialogs import NewCaseDialog, StepDialog
from desktop.ui.cases.page import CasesPage
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.shell.main_window import MainWindow
from tests.printing.conftest import needs_poppler, pdf_text, poppler, words  # noqa: F401 - poppler is a fixture
from tests.services.council_fixtures import sitting_member
from tests.ui.helpers import replace_text, type_text
from tests.ui.test_translations import english_in

pytestmark = needs_poppler


@pytest.fixture
def ctx(qapp, office_db, db_path):
    db = office_db
    d = places.add_dehestan(db, name="قمصر").id
    v = places.add_village(db, name="کامو", dehestan_id=d).id
    for first, last, father in (("علی", "رضایی", "حسن"), ("حسن", "ملکی", "رضا"),
                                ("کاظم", "کدخدایی", "محمد")):  # fmt: skip
        people.add_person(db, first_name=first, last_name=last, father_name=father,
                          residence_village_id=v)  # fmt: skip
    # the village association of 1399, whose member a complaint names (none sits after
    # 1400/11/10, when 1334 art. 16 was repealed)
    ctx = AppContext(db, db_path)
    ctx.member = sitting_member(db, v)  # type: ignore[attr-defined]
    return ctx


def _page(qtbot, ctx, section: str) -> CasesPage:
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    page = window.show_section(section)
    assert isinstance(page, CasesPage)
    return page


def _file(page: CasesPage, kind: str, filed: str, subject: str, *, complainant: str,
          respondent: str = "", outside: str = "", claimed: str = "") -> int:  # fmt: skip
    dialog = page.add()
    assert isinstance(dialog, NewCaseDialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData(kind))
    replace_text(dialog.filed_on.line, filed)
    dialog.sync()
    type_text(dialog.subject, subject)
    dialog.village.setCurrentIndex(dialog.village.findText("کامو", Qt.MatchFlag.MatchStartsWith))
    type_text(dialog.complainant.search, complainant)
    if respondent:
        type_text(dialog.respondent.search, respondent)
    if outside:
        type_text(dialog.respondent_outside, outside)
    if claimed:
        type_text(dialog.claimed, claimed)
    if kind == "member_complaint":  # the member complained of, from the picker
        dialog.member.setCurrentIndex(dialog.member.findData(page.ctx.member["id"]))
    assert english_in(dialog) == []
    assert dialog.maximumHeight() <= 700 and dialog.width() <= 1366  # fits a 1366×768 screen
    dialog.save()
    assert dialog.change is not None, dialog.form.general_error.text()
    case_id = dialog.change.id
    assert page.current == case_id  # the new case is open on the page
    return case_id


def _step(page: CasesPage, step: str, on: str, **fields: object) -> StepDialog:
    assert step in page.step_names(), (step, page.step_names())
    dialog = page.take_step(step)
    assert isinstance(dialog, StepDialog)
    replace_text(dialog.on.line, on)
    for key, value in fields.items():
        w = dialog.widgets[key]
        if isinstance(w, JalaliDateEdit):
            replace_text(w.line, str(value))
        elif isinstance(w, QComboBox):
            i = w.findData(value)
            w.setCurrentIndex(i if i >= 0 else w.findText(str(value), Qt.MatchFlag.MatchStartsWith))
        elif isinstance(w, QCheckBox):
            w.setChecked(bool(value))
        elif isinstance(w, QLineEdit | QPlainTextEdit):
            w.clear()
            type_text(w, str(value))
    assert english_in(dialog) == []
    dialog.on.line.setFocus()  # Enter in the date only tidies it (the date edit keeps it) …
    QTest.keyClick(dialog.on.line, Qt.Key.Key_Return)
    assert dialog.change is None and dialog.isVisible()
    QTest.keyClick(dialog, Qt.Key.Key_Return)  # … Enter on the dialog saves
    assert dialog.change is not None, {k: v.text() for k, v in dialog.form.error_labels.items()}
    return dialog


def _party(page: CasesPage, name: str) -> int:
    return next(p["id"] for p in cases.parties(page.ctx.db, page.current) if name in p["name"])


def _issue(page: CasesPage, key: str, record_id: int, tmp_path) -> str:
    assert key in page.document_keys(), (key, page.document_keys())
    preview = page.open_document(key, record_id)
    assert preview is not None and preview.pane.page_count() >= 1
    out = tmp_path / f"{key}-{record_id}.pdf"
    assert preview.deliver(letters.file_sink(out))
    preview.close()
    return words(pdf_text(out, tmp_path))


def assert_has(text: str, *phrases: str) -> None:
    """Each phrase is in the PDF's text, compared as extracted (punctuation and ZWNJ dropped)."""
    for phrase in phrases:
        assert words(phrase) in text, phrase


def _state(page: CasesPage) -> str:
    return cases.get_case(page.ctx.db, page.current)["state"]


def test_complaint_against_a_council_member_to_court(qtbot, ctx, tmp_path):
    page = _page(qtbot, ctx, "complaints")
    cid = _file(page, "member_complaint", "۱۳۹۹/۱۲/۲۰", "تصرف در وجوه صندوق ده",
                complainant="رضایی", respondent="کدخدایی")  # fmt: skip
    # 15 days from the filing in leap Esfand 1399 (30 days): the last day is 1400/01/05
    assert any("۱۴۰۰/۰۱/۰۵" in t and "۱۳۳۴ م۳۰" in t for t in page.panel.deadline_texts())
    text = _issue(page, "complaint_receipt", cid, tmp_path)
    assert_has(text, "انجمن عمران شهرستان", "۱۴۰۰/۰۱/۰۵", "۱/۱۳۹۹", "ظرف ۱۵ روز",
               "۵ فروردین ۱۴۰۰", "روز جمعه یا تعطیل مهلت را تمدید نمی‌کند")  # fmt: skip
    text = _issue(page, "summons", _party(page, "کدخدایی"), tmp_path)
    assert_has(text, "کاظم کدخدایی", "تصرف در وجوه صندوق ده")
    _step(page, "hear", "1399/12/28", attendance="شاکی و مشتکی‌عنه")
    _step(page, "decide", "1400/01/04", outcome="founded", text="برداشت بی‌مجوز محرز است")
    assert any("انجام" in t for t in page.panel.deadline_texts())  # decided in time
    _step(page, "notify", "1400/01/05", party_id=_party(page, "رضایی"))
    _step(page, "notify", "1400/01/06", party_id=_party(page, "کدخدایی"))
    text = _issue(page, "decision_notice", _party(page, "کدخدایی"), tmp_path)
    assert_has(text, "برداشت بیمجوز محرز است", "۱۴۰۰/۰۱/۰۶", "دادگاه")
    assert "finalize" not in page.step_names()  # founded: it goes to court
    _step(page, "refer_court", "1400/01/10", note="برای رسیدگی کیفری")
    text = _issue(page, "court_referral", cid, tmp_path)
    assert_has(text, "کاظم کدخدایی", "قانون ۱۳۳۴ ماده ۳۰", "۱۴۰۰/۰۱/۰۴")
    assert _state(page) == "referred" and page.step_names() == []
    assert page.panel.history.rowCount() == 6 and page.panel.letters.rowCount() == 4


def test_landlords_share_dispute_review_windows_across_the_leap_day(qtbot, ctx, tmp_path):
    page = _page(qtbot, ctx, "complaints")
    cid = _file(page, "share_dispute", "1403/12/20", "مقدار بهرهٔ مالکانهٔ گندم آبی",
                complainant="رضایی", respondent="ملکی", claimed="۴٬۸۰۰٬۰۰۰")  # fmt: skip
    _step(page, "hear", "1403/12/22", attendance="مالک و زارع")
    _step(page, "decide", "1403/12/25", outcome="view", text="بهرهٔ مالکانه دو پنجم محصول است")
    _step(page, "notify", "1403/12/26", party_id=_party(page, "رضایی"))
    _step(page, "notify", "1403/12/30", party_id=_party(page, "ملکی"))  # the leap day
    texts = page.panel.deadline_texts()
    assert any("۱۴۰۴/۰۱/۰۶" in t for t in texts) and any("۱۴۰۴/۰۱/۱۰" in t for t in texts)
    text = _issue(page, "decision_notice", _party(page, "ملکی"), tmp_path)
    assert_has(text, "۱۰ فروردین ۱۴۰۴", "انجمن عمران بخش", "۱۴۰۳/۱۲/۳۰")
    dialog = page.take_step("enforce")  # a window is still open on 1404/01/10: refused
    replace_text(dialog.on.line, "1404/01/10")
    dialog.save()
    assert dialog.change is None and "۱۴۰۴/۰۱/۱۰" in dialog.form.error_text("on")
    dialog.mark_clean()  # the refused date is dropped
    dialog.reject()
    _step(page, "enforce", "1404/01/11", note="به وسیلهٔ ضابطین")
    text = _issue(page, "enforcement_request", cid, tmp_path)
    assert_has(text, "ضابطین محترم دادگستری", "۱۴۰۴/۰۱/۰۶", "۱۴۰۴/۰۱/۱۰")
    assert _state(page) == "enforced"


def test_refusal_of_the_farmers_share_collected_in_leap_esfand_1333(qtbot, ctx, tmp_path):
    page = _page(qtbot, ctx, "complaints")
    cid = _file(page, "refusal_farmers", "1333/12/20", "امتناع از پرداخت ده درصد زارعین",
                complainant="رضایی", respondent="ملکی", claimed="36000")  # fmt: skip
    assert cases.get_case(ctx.db, cid)["regime"] == "1331"
    _step(page, "hear", "1333/12/22", attendance="مالک")
    _step(page, "decide", "1333/12/29", outcome="pay", text="مالک سهم زارعین را بپردازد")
    _step(page, "notify", "1333/12/30", party_id=_party(page, "ملکی"))  # 1333 is leap
    _step(page, "notify", "1334/01/01", party_id=_party(page, "رضایی"))
    text = _issue(page, "notice", _party(page, "ملکی"), tmp_path)
    assert_has(text, "۳۶٬۰۰۰ ریال", "سی و شش هزار ریال", "حسن ملکی")
    _step(page, "collect", "1334/01/10", amount_rials="۳۶٬۰۰۰")
    text = _issue(page, "enforcement_request", cid, tmp_path)
    assert_has(text, "۳۶٬۰۰۰ ریال", "ماده ۳۲")
    _step(page, "hand_over", "1334/01/11", note="به زارعین به نسبت محصول")
    assert _state(page) == "handed_over"


def test_refusal_of_the_funds_share_referred_to_court(qtbot, ctx, tmp_path):
    page = _page(qtbot, ctx, "complaints")
    cid = _file(page, "refusal_fund", "1333/12/25", "امتناع از پرداخت سهم صندوق ده",
                complainant="رضایی", respondent="ملکی", claimed="52000")  # fmt: skip
    _step(page, "hear", "1333/12/26", attendance="مالک حاضر نشد")
    _step(page, "decide", "1333/12/28", outcome="pay", text="مالک سهم صندوق را بپردازد")
    _step(page, "notify", "1333/12/30", party_id=_party(page, "ملکی"))
    _step(page, "notify", "1334/01/02", party_id=_party(page, "رضایی"))
    _step(page, "refer_court", "1334/01/15")
    text = _issue(page, "court_referral", cid, tmp_path)
    assert_has(text, "خارج از نوبت", "۵۲٬۰۰۰ ریال", "کامو")
    assert _state(page) == "referred"


def test_dismissal_to_compensation_paid_across_a_month_end(qtbot, ctx, tmp_path):
    page = _page(qtbot, ctx, "dismissals")
    cid = _file(page, "dismissal", "1404/06/28", "برکناری زارع پس از برداشت",
                complainant="رضایی", respondent="ملکی")  # fmt: skip
    text = _issue(page, "reconciliation_invitation", _party(page, "ملکی"), tmp_path)
    assert_has(text, "سازش", "علی رضایی", "حسن ملکی")
    _step(page, "reconcile", "1404/06/31", agreed=False, note="مالک نپذیرفت")  # Shahrivar 31
    _step(page, "schedule", "1404/07/01", session_on="1404/07/02")
    text = _issue(page, "summons", _party(page, "ملکی"), tmp_path)
    assert_has(text, "۲ مهر ۱۴۰۴", "انجمن عمران بخش")
    _step(page, "hear", "1404/07/02", attendance="اعضای انجمن بخش، مالک، زارع")
    decided = _step(page, "decide", "1404/07/02", outcome="compensation", text="زارع محق است",
                    daily_wage_rials="50000", ayani_rials="300000", crop_rials="200000",
                    experts="حسن باغبانی")  # fmt: skip
    shown = decided.compensation.text()  # the rules core's figure, as the clerk typed
    assert "۹۰ روز" in shown and "جمعاً" in shown and "۱۳۳۴ م۳۳" in shown
    text = _issue(page, "compensation_order", cid, tmp_path)
    # 3 months × 30 days (the office's reading) × 50,000 + 300,000 + 200,000
    assert_has(text, "۴٬۵۰۰٬۰۰۰ ریال", "۵٬۰۰۰٬۰۰۰ ریال", "پنج میلیون ریال")
    assert_has(text, "حسن باغبانی", "قانون ۱۳۳۴ ماده ۳۳")
    _step(page, "notify", "1404/07/03", party_id=_party(page, "رضایی"))
    _step(page, "notify", "1404/07/04", party_id=_party(page, "ملکی"))
    text = _issue(page, "decision_notice", _party(page, "ملکی"), tmp_path)
    assert_has(text, "۵٬۰۰۰٬۰۰۰ ریال", "۱۴۰۴/۰۷/۰۴")
    _step(page, "pay", "1404/07/10", amount_rials="5,000,000")
    assert _state(page) == "paid" and page.step_names() == []


def test_trouble_maker_expelled_by_the_bakhsh_association(qtbot, ctx, tmp_path):
    page = _page(qtbot, ctx, "complaints")
    cid = _file(page, "trouble_maker", "۱۴۰۴/۰۳/۰۱", "تحریک زارعین به نکاشتن",
                complainant="کدخدایی", respondent="رضایی")  # fmt: skip
    assert _state(page) == "registered"
    text = _issue(page, "complaint_receipt", cid, tmp_path)
    assert_has(text, "انجمن عمران بخش", "قانون ۱۳۳۴ ماده ۳۵", "اخلال در امور ده")
    _step(page, "hear", "1404/03/05", attendance="اعضای انجمن بخش و بخشدار")
    _step(page, "decide", "1404/03/05", outcome="expel", text="اخلال نامبرده محرز است")
    assert "expulsion_order" not in page.document_keys()  # not before it is notified
    _step(page, "notify", "1404/03/06", party_id=_party(page, "کدخدایی"))
    _step(page, "notify", "1404/03/07", party_id=_party(page, "رضایی"))
    assert "finalize" not in page.step_names()  # the order is to expel
    text = _issue(page, "expulsion_order", cid, tmp_path)
    assert_has(text, "حکم اخراج از ده", "علی رضایی", "کاظم کدخدایی", "۱۴۰۴/۰۳/۰۵",
               "قانون ۱۳۳۴ ماده ۳۵", "اخلال نامبرده محرز است")  # fmt: skip
    _step(page, "expel", "1404/03/10", note="به وسیلهٔ پاسگاه")
    assert _state(page) == "expelled" and page.step_names() == []
    assert page.panel.history.rowCount() == 6 and page.panel.letters.rowCount() == 2


def test_closing_early_needs_a_reason_and_escape_asks_first(qtbot, ctx, monkeypatch):
    page = _page(qtbot, ctx, "complaints")
    _file(page, "share_dispute", "1404/02/01", "سهم مالکانهٔ جو", complainant="رضایی",
          outside="اسدالله مباشر")  # fmt: skip
    dialog = page.take_step("close")
    missing = dialog.findChild(QLabel, "missing")
    assert missing is not None and "رأی صادر نشده" in missing.text()
    replace_text(dialog.on.line, "1404/02/05")
    dialog.save()
    assert dialog.change is None and "علت" in dialog.form.error_text("reason")
    type_text(dialog.widgets["reason"], "شاکی شکایت را پس گرفت")
    asked = []
    monkeypatch.setattr(
        "desktop.ui.common.forms.ask_discard", lambda parent: asked.append(1) or False
    )
    dialog.reject()  # typed something: asks, and stays open on "no"
    assert asked and dialog.isVisible()
    dialog.save()
    assert _state(page) == "closed"


def test_search_on_the_page_is_normalised(qtbot, ctx):
    page = _page(qtbot, ctx, "complaints")
    a = _file(page, "share_dispute", "1404/02/01", "سهم مالکانهٔ جو", complainant="رضایی",
              respondent="ملکی")  # fmt: skip
    _file(page, "member_complaint", "1400/02/02", "غیبت در جلسات", complainant="رضایی",
          respondent="کدخدایی")  # fmt: skip
    type_text(page.search, "ملكي")  # Arabic ك and ي
    assert [r["id"] for r in page.model.rows] == [a]
    page.search.clear()
    page.kind_filter.setCurrentIndex(page.kind_filter.findData("member_complaint"))
    assert len(page.model.rows) == 1 and page.count_label.text() == "۱ پرونده"


def test_dashboard_lists_the_days_items_and_opens_each_case(qtbot, ctx, monkeypatch):
    from desktop.services.attention import collect
    from desktop.ui.dashboard import page as dashboard

    db = ctx.db
    day = J("1400/01/10")
    monkeypatch.setattr(dashboard, "today", lambda: day)
    farmer = {"person_id": 1}
    landlord = {"person_id": 2}

    def new(kind, filed):
        member = ctx.member["id"] if kind == "member_complaint" else None
        return cases.register_case(db, kind=kind, filed_on=filed, subject="آزمایش",
                                   complainants=[farmer], respondents=[landlord],
                                   member_id=member).id  # fmt: skip

    late = new("member_complaint", "1399/12/20")  # due 1400/01/05
    near = new("member_complaint", "1399/12/27")  # due 1400/01/12
    new("member_complaint", "1399/12/29")  # due 1400/01/14: not within three days
    session = new("dismissal", "1399/12/20")
    cases.record_reconciliation(db, case_id=session, on="1399/12/22", agreed=False, note="نشد")
    cases.schedule_council_session(db, case_id=session, on="1399/12/23", session_on="1400/01/09")
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    page = window.show_section("dashboard")
    table = page.attention
    assert [(i.record_id, i.severity) for i in table.items_] == [
        (late, "overdue"),
        (session, "overdue"),
        (near, "soon"),
    ]
    assert table.items_ == collect(db, day) and table.rowCount() == 3
    assert "۱۴۰۰/۰۱/۰۵" == table.text(0, 0) and "۵ روز گذشته" in table.text(0, 2)
    assert page.summary.text().startswith("۲ مهلت گذشته")
    assert english_in(page) == []
    table.setCurrentIndex(table.model().index(1, 0))
    QTest.keyClick(table, Qt.Key.Key_Return)
    opened = window.pages["dismissals"]
    assert window.stack.currentWidget() is opened and opened.current == session
    window.show_section("dashboard")
    table.doubleClicked.emit(table.model().index(0, 1))
    assert window.pages["complaints"].current == late
    # a step taken elsewhere updates the day's list
    cases.record_hearing(db, case_id=near, on="1400/01/10", attendance="طرفین")
    outcome = ctx.run(
        cases.record_decision, case_id=near, on="1400/01/10", outcome="unfounded", text="وارد نیست"
    )
    assert outcome.ok
    assert [i.record_id for i in table.items_ if i.severity != "waiting"] == [late, session]
    assert chart_total(page) == 4  # every case here is still open


def chart_total(page) -> int:
    return sum(page.chart.counts.values())


def test_complaint_against_the_bakhsh_council_decided_by_the_shahrestan(qtbot, ctx, tmp_path):
    page = _page(qtbot, ctx, "complaints")
    cid = _file(page, "council_complaint", "1404/04/01", "تقسیم نابرابر اعتبار عمرانی بخش",
                complainant="رضایی", outside="انجمن عمران بخش قمصر")  # fmt: skip
    case = cases.get_case(ctx.db, cid)
    assert (case["deciding_body"], case["legal_basis"]) == ("shahrestan_association", "۱۳۳۴ م۳۱")
    # neither 1331 م۳۶ nor 1334 م۳۱ gives one: the panel says so rather than invent a date
    assert page.panel.deadline_texts() == ["قانون برای این مرحله مهلتی به روز معین نکرده است."]
    text = _issue(page, "complaint_receipt", cid, tmp_path)
    assert_has(text, "انجمن عمران شهرستان", "قانون ۱۳۳۴ ماده ۳۱", "علی رضایی",
               "تقسیم نابرابر اعتبار عمرانی بخش")  # fmt: skip
    _step(page, "hear", "1404/04/10", attendance="اعضای انجمن شهرستان و شاکی")
    _step(page, "decide", "1404/04/10", outcome="unfounded", text="تقسیم اعتبار طبق مصوبه بوده است")
    _step(page, "notify", "1404/04/11", party_id=_party(page, "رضایی"))
    _step(page, "notify", "1404/04/12", party_id=_party(page, "انجمن عمران بخش"))
    text = _issue(page, "decision_notice", _party(page, "رضایی"), tmp_path)
    assert_has(text, "علی رضایی", "انجمن عمران شهرستان", "تقسیم اعتبار طبق مصوبه بوده است",
               "۱۴۰۴/۰۴/۱۱")  # fmt: skip
    _step(page, "finalize", "1404/04/15")
    assert _state(page) == "final" and page.step_names() == []
    assert page.panel.history.rowCount() == 6


def test_late_delivery_under_the_original_bill_fined_twice_by_the_court(qtbot, ctx, tmp_path):
    page = _page(qtbot, ctx, "complaints")
    cid = _file(page, "late_delivery", "1331/09/01", "تأخیر در تحویل ده درصد صندوق ده",
                complainant="رضایی", respondent="ملکی", claimed="45000")  # fmt: skip
    case = cases.get_case(ctx.db, cid)
    assert (case["regime"], case["deciding_body"], case["legal_basis"]) == (
        "1331-original", "bakhsh_court", "۱۳۳۱ م۳۳",
    )  # fmt: skip
    _step(page, "hear", "1331/09/03", attendance="مالک و عضو شورا")
    decided = _step(page, "decide", "1331/09/03", outcome="fine", text="مالک در تحویل تأخیر کرده")
    assert decided.widgets["amount_rials"].text() == "۴۵٬۰۰۰"  # the amount claimed, as prefilled
    case = cases.get_case(ctx.db, cid)
    assert case["compensation_rials"] == 90_000  # the rules core's 2×, bill م۳۲
    _step(page, "notify", "1331/09/04", party_id=_party(page, "رضایی"))
    _step(page, "notify", "1331/09/05", party_id=_party(page, "ملکی"))
    text = _issue(page, "decision_notice", _party(page, "ملکی"), tmp_path)
    assert_has(text, "حسن ملکی", "دادگاه بخش", "۹۰٬۰۰۰ ریال", "ماده ۳۲", "ماده ۳۳",
               "مالک در تحویل تأخیر کرده", "۱۳۳۱/۰۹/۰۵")  # fmt: skip
    _step(page, "pay", "1331/09/10", amount_rials="۹۰٬۰۰۰")
    assert _state(page) == "paid" and page.step_names() == []
    assert page.panel.history.rowCount() == 6


def test_a_complaint_against_a_council_member_picks_among_that_councils_members(
    qtbot, office_db, db_path
):
    # the form asked for «شمارهٔ ثبت عضو شورا», an internal number, with no list to pick from
    from tests.services.council_fixtures import run_election, small_bakhsh

    b = small_bakhsh(office_db)
    _, kamu = run_election(office_db, b["kamu"])
    _, azran = run_election(office_db, b["azran"])
    ctx = AppContext(office_db, db_path)
    dialog = NewCaseDialog(ctx, ("member_complaint",))
    qtbot.addWidget(dialog)
    replace_text(dialog.filed_on.line, "1332/07/01")
    dialog.filed_on.edited.emit()
    dialog.village.setCurrentIndex(dialog.village.findData(b["kamu"]["village"]))
    offered = {dialog.member.itemData(i): dialog.member.itemText(i)
               for i in range(1, dialog.member.count())}  # fmt: skip
    sitting = {m["id"]: m for m in councils.members_of(office_db, kamu, on=J("1332/07/01"))}
    assert set(offered) == set(sitting)  # the village's council only: none of آزران's
    first = next(iter(sitting.values()))
    assert first["name"] in offered[first["id"]] and "شورای ده کامو" in offered[first["id"]]
    assert not any(ch.isascii() and ch.isalnum() for t in offered.values() for ch in t)
    assert dialog.member.currentData() is None  # nobody chosen for the clerk
    dialog.member.setFocus()
    QTest.keyClick(dialog.member, Qt.Key.Key_Down)
    chosen = dialog.member.currentData()
    assert chosen in sitting and dialog.values()["member_id"] == chosen
    assert azran not in {m["council_id"] for m in sitting.values()}


def test_a_complaint_against_a_member_with_no_member_chosen_is_refused_at_the_picker(qtbot, ctx):
    # filed with «(choose the member)» left in the picker, the complaint was recorded against
    # nobody; now refused beside the picker, with the article (1334 art. 30), the picker focused
    page = _page(qtbot, ctx, "complaints")
    page.window().show()
    dialog = page.add()
    assert isinstance(dialog, NewCaseDialog)
    dialog.kind.setCurrentIndex(dialog.kind.findData("member_complaint"))
    replace_text(dialog.filed_on.line, "1400/02/02")
    dialog.filed_on.edited.emit()
    type_text(dialog.subject, "غیبت در جلسات")
    dialog.village.setCurrentIndex(dialog.village.findText("کامو", Qt.MatchFlag.MatchStartsWith))
    type_text(dialog.complainant.search, "رضایی")
    type_text(dialog.respondent.search, "کدخدایی")
    assert dialog.member.findData(ctx.member["id"]) > 0 and dialog.member.currentData() is None
    before = ctx.db.execute("SELECT count(*) FROM case_file").fetchone()[0]
    dialog.save()
    assert dialog.change is None
    error = dialog.form.error_labels["member_id"]
    assert not error.isHidden() and "۱۳۳۴ م۳۰" in error.text() and "برگزینید" in error.text()
    assert dialog.focusWidget() is dialog.member
    assert ctx.db.execute("SELECT count(*) FROM case_file").fetchone()[0] == before


def test_a_case_step_taken_by_keyboard_alone(qtbot, ctx):
    # the step menu and its dialog, keys only: Ctrl+Enter opens the menu on the case in view,
    # the arrows and Enter choose the step, the dialog opens with the keyboard in its date, Tab
    # goes on to the next field and Enter saves
    from PySide6.QtWidgets import QApplication, QMenu

    from tests.ui.helpers import activate

    db = ctx.db
    who = {p["last_name"]: p["id"] for p in db.query("SELECT id, last_name FROM person")}
    cid = cases.register_case(
        db, kind="member_complaint", filed_on="1400/03/01", subject="غیبت در جلسات",
        complainants=[{"person_id": who["رضایی"]}], respondents=[{"person_id": who["کدخدایی"]}],
        member_id=ctx.member["id"],
    ).id  # fmt: skip
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    page = window.show_section("complaints")
    page.select(cid)
    assert page.current == cid
    page.table.setFocus()
    QTest.keyClick(page.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    menu = page.step_menu
    qtbot.waitUntil(menu.isVisible)
    assert isinstance(QApplication.activePopupWidget(), QMenu)
    names = page.step_names()
    for _ in range(names.index("hear") - names.index(menu.activeAction().data())):
        QTest.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction().data() == "hear"
    QTest.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), StepDialog))
    dialog = QApplication.activeModalWidget()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.on.line)
    type_text(QApplication.focusWidget(), "۱۴۰۰/۰۳/۰۵")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is dialog.widgets["attendance"]
    type_text(QApplication.focusWidget(), "شاکی و مشتکی‌عنه")
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert dialog.change is not None and cases.get_case(db, cid)["state"] == "heard"
    # the next step by its access key, typed on the English layout (the key at the position of
    # the item's Persian letter, no Alt inside an open menu)
    from desktop.ui.common.access_keys import PERSIAN_AT, mnemonic

    activate(qtbot, window)
    page.table.setFocus()
    QTest.keyClick(page.table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(menu.isVisible)
    decide = next(a for a in menu.actions() if a.data() == "decide")
    letter = mnemonic(decide.text())
    assert letter is not None, [a.text() for a in menu.actions()]
    latin = next(k for k, v in PERSIAN_AT.items() if v == letter)
    QTest.keyClick(menu, Qt.Key(latin))
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), StepDialog))
    assert QApplication.activeModalWidget().step == "decide"
    QApplication.activeModalWidget().reject()
