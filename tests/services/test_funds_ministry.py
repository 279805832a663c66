"""Under the 1334 law the development duty is collected by the Ministry of Finance with the farm
property tax (art. 2) and the Ministry deposits it within a month into the village fund's account
(art. 5): a Ministry deposit, not a landlord's receipt, its lateness the Ministry's. A 1331-dated
receipt stays the council's, deposited within three days (bill art. 5). Worked by hand."""

from __future__ import annotations

import pytest

from desktop.domain.errors import ValidationError
from desktop.jalali import parse_jalali as J
from desktop.services import funds
from tests.printing.conftest import needs_poppler, pdf_text, poppler, words  # noqa: F401 - fixture
from tests.services.funds_fixtures import make_village


@pytest.fixture
def village(office_db):
    return office_db, make_village(office_db)


def _duty(db, ids, collected=2_000_000):
    # art. 2: half of the 2,000,000 collected with the tax is the development duty: 1,000,000
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"],
                     income_kind="development_duty", assessed_on="1404/05/01",
                     base_rials=collected).id  # fmt: skip
    ob = funds.confirm_assessment(db, assessment_id=a, due_on="1404/06/01").id
    assert funds.outstanding_rials(db, ob) == 1_000_000
    return ob


def _bank(db, fund_id):
    return db.execute(
        "SELECT coalesce(sum(p.rials), 0) FROM ledger_posting p JOIN fund_account a ON a.id = p.account_id "
        "WHERE a.fund_id = ? AND a.code = 'bank'", [fund_id],
    ).fetchone()[0]  # fmt: skip


def test_the_ministrys_deposit_reaches_the_funds_accounts_and_its_lateness_is_the_ministrys(
    village,
):
    # Collected by the Ministry on 1404/05/01; its month ends 1404/06/01; it reached the village
    # fund's account on 1404/06/11: 10 days late, the Ministry's. Art. 6: 70% village 700,000,
    # 15% dehestan 150,000, 14% bakhsh 140,000, 1% the shahrestan's agricultural council 10,000;
    # art. 11: the bakhsh passes 10% of its 140,000 (14,000) to the shahrestan central fund.
    db, ids = village
    ob = _duty(db, ids)
    pid = funds.record_payment(db, obligation_id=ob, received_on="1404/06/11", amount_rials=1_000_000,
                               collected_on="1404/05/01", tax_receipt="۴۴۱۰").id  # fmt: skip
    p = db.table("fund_payment").get(pid)
    assert (p["collector"], p["payer"], p["tax_receipt"]) == ("ministry", "وزارت دارایی", "۴۴۱۰")
    assert (
        p["deposit_id"] is not None
    )  # in the fund's account already: nothing for the council to deposit
    assert funds.undeposited(db, today="1404/07/01") == []
    late = funds.deposit_lateness(db, payment_id=pid)
    assert late["due"] == "1404/06/01" and late["days_late"] == 10
    assert "از آنِ وزارت دارایی" in late["explanation"] and "۱۳۳۴ م۵" in late["explanation"]
    ups = funds.reports.village_funds(db, ids["village"])
    assert _bank(db, p["fund_id"]) == 700_000
    assert _bank(db, ups["dehestan"]) == 150_000
    assert _bank(db, ups["bakhsh"]) == 126_000 and _bank(db, ups["shahrestan"]) == 14_000
    assert funds.balance_check(db).ok


def test_who_brought_the_money_in_follows_the_law_of_the_day(village):
    db, ids = village
    ob = _duty(db, ids)
    with pytest.raises(ValidationError) as e:  # the Ministry's month runs from its collection
        funds.record_payment(db, obligation_id=ob, received_on="1404/06/11", amount_rials=1_000)
    assert "مادهٔ ۵" in e.value.errors["collected_on"]
    with pytest.raises(ValidationError) as e:  # under 1334 no council receives the duty
        funds.record_payment(db, obligation_id=ob, received_on="1404/06/11", amount_rials=1_000,
                             collected_by="council")  # fmt: skip
    assert "مادهٔ ۲ و ۵" in e.value.errors["collected_by"]
    with pytest.raises(ValidationError) as e:
        funds.record_payment(db, obligation_id=ob, received_on="1404/05/01", amount_rials=1_000,
                             collected_on="1404/05/02")  # fmt: skip
    assert e.value.errors["collected_on"]
    # a 1332 receipt is the council's, with the bill's three days
    a = funds.assess(db, village_id=ids["village"], landlord_id=ids["landlord1"], income_kind="cash",
                     assessed_on="1332/04/01", base_rials=1_000_000).id  # fmt: skip
    old = funds.confirm_assessment(db, assessment_id=a, due_on="1332/05/01").id
    with pytest.raises(ValidationError) as e:
        funds.record_payment(db, obligation_id=old, received_on="1332/04/10", amount_rials=1_000,
                             collected_by="ministry", collected_on="1332/04/01")  # fmt: skip
    assert "لایحهٔ ۱۳۳۱، مادهٔ ۵" in e.value.errors["collected_by"]
    pid = funds.record_payment(
        db, obligation_id=old, received_on="1332/04/10", amount_rials=1_000
    ).id
    assert db.table("fund_payment").get(pid)["collector"] == "council"
    cash = funds.undeposited(db, today="1332/04/20")[0]
    assert (
        cash["due"] == J("1332/04/13") and cash["days_late"] == 7 and cash["citation"] == "۱۳۳۱ م۵"
    )


@needs_poppler
def test_the_ministrys_deposit_paper_names_the_ministry_and_quotes_art_5(village, tmp_path):
    from desktop.services import documents, letters

    db, ids = village
    ob = _duty(db, ids)
    pid = funds.record_payment(db, obligation_id=ob, received_on="1404/06/11", amount_rials=1_000_000,
                               collected_on="1404/05/01", tax_receipt="۴۴۱۰").id  # fmt: skip
    values = documents.prefill(db, "fund_receipt", pid)
    text = words(pdf_text(letters.render_draft(db, template_key="fund_receipt", record_id=pid,
                                               params=values), tmp_path))  # fmt: skip
    assert words("برگ ثبت واریز وزارت دارایی به صندوق عمران") in text
    assert words("تاریخ وصول وزارت دارایی") in text and words("۱۴۰۴/۰۵/۰۱") in text
    assert words("تأخیر وزارت دارایی ۱۰ روز") in text
    assert words("قبض شمارهٔ ۴۴۱۰") in text
    assert words("وزارت دارائی مکلف است مناصفه مالیات و عوارض عمران را") in text  # art. 5 quoted
    assert words("شورای کشاورزی شهرستان") in text and words("قانون حاکم") in text


def test_the_ministrys_deposit_through_the_payment_dialog(qtbot, qapp, village, db_path):
    from desktop.ui.common.context import AppContext
    from desktop.ui.funds.payment_dialog import PaymentDialog
    from tests.ui.helpers import type_text

    db, ids = village
    ob = _duty(db, ids)
    ctx = AppContext(db, db_path)
    fid = funds.get_obligation(db, ob)["fund_id"]
    dialog = PaymentDialog(ctx, fid)
    qtbot.addWidget(dialog)
    dialog.obligation.setCurrentIndex(dialog.obligation.findData(ob))
    dialog.received_on.setText("۱۴۰۴/۰۶/۱۱")
    type_text(dialog.amount, "۱۰۰۰۰۰۰")
    dialog.save()  # without the Ministry's collection day: refused beside its field
    assert "مادهٔ ۵" in dialog.form.error_text("collected_on")
    dialog.collected_on.setText("۱۴۰۴/۰۵/۰۱")
    type_text(dialog.tax_receipt, "۴۴۱۰")
    dialog.save()
    p = db.execute("SELECT collector, collected_on, deposit_id FROM fund_payment").fetchone()
    assert p[0] == "ministry" and p[1] == J("1404/05/01").isoformat() and p[2] is not None
