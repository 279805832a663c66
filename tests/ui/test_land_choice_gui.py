"""The land-reform readings and choices through the screens: the day the bill was presented to
the Majlis entered in Settings and read by the rules that run from it (1339 art. 4, last
paragraph), and the owner's choice of the land he keeps (1339 art. 2)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.domain.errors import ValidationError
from desktop.jalali import parse_jalali as J
from desktop.services import land_reform as lr
from desktop.services import people, places
from desktop.services.rule_choices import get_rule_choices
from desktop.ui.common.context import AppContext
from desktop.ui.settings.rule_choices import RuleChoicesGroup
from tests.ui.helpers import replace_text, type_text


@pytest.fixture
def ctx(qapp, office_db, db_path):
    return AppContext(office_db, db_path)


def _owner(db) -> int:
    d = places.add_dehestan(db, name="قمصر").id
    places.add_village(db, name="کامو", dehestan_id=d)
    return people.add_person(db, first_name="حاج", last_name="ملک").id


def test_the_presentation_day_typed_in_settings_is_the_one_art_4_runs_from(qtbot, ctx):
    # 1339 art. 4, last paragraph: a transfer «در فاصله بین تاریخ تقدیم این لایحه به مجلس و
    # تصویب نهایی آن» owes the duty. 700 ha transferred on 1339/01/15, all beyond the ceiling,
    # 7,000,000 rials: 600 ha exempt (تبصره ۲), 100 ha dutiable, 7,000,000 × 100/700 × 50% =
    # 500,000 rials. The same transfer is outside art. 4 once the office reads the presentation
    # as later than the transfer, and refused for want of the day once the reading is cleared.
    db = ctx.db
    owner = _owner(db)
    args = dict(owner_id=owner, transferee="تاجر", transfer_on="1339/01/15", area_ha="700",
                beyond_ha="700", price_rials="7,000,000")  # fmt: skip
    group = RuleChoicesGroup(ctx)
    qtbot.addWidget(group)
    assert group.presented.text() == ""  # unset: the statute does not give it
    type_text(group.presented.line, "۱۳۳۸/۰۹/۰۱")
    group.save_button.click()
    assert get_rule_choices(db).land_bill_presented_on == J("1338/09/01")
    row = db.table("land_transfer").get(lr.record_transfer(db, **args).id)
    assert row["duty_rials"] == 500_000 and "۱۳۳۸/۰۹/۰۱" in row["explanation"]

    replace_text(group.presented.line, "۱۳۳۹/۰۲/۰۱")  # a later reading: the transfer precedes it
    group.save_button.click()
    assert get_rule_choices(db).land_bill_presented_on == J("1339/02/01")
    with pytest.raises(ValidationError) as e:
        lr.record_transfer(db, **args)
    assert "پیش از تقدیم لایحه" in e.value.errors["transfer_on"]
    assert "۱۳۳۹/۰۲/۰۱" in e.value.errors["transfer_on"]

    group.presented.line.clear()  # cleared: the rule says it has no day to run from
    group.save_button.click()
    assert get_rule_choices(db).land_bill_presented_on is None
    with pytest.raises(ValidationError) as e:
        lr.record_transfer(db, **args)
    assert "تنظیمات" in e.value.errors["transfer_on"]

    replace_text(group.presented.line, "۱۳۳۹/۰۳/۰۱")  # after the law: refused beside the field
    group.save_button.click()
    assert "۱۳۳۹/۰۲/۲۶" in group.form.error_text("land_bill_presented_on")
    assert get_rule_choices(db).land_bill_presented_on is None


def test_the_settings_group_shows_the_stored_presentation_day(qtbot, ctx):
    group = RuleChoicesGroup(ctx)
    qtbot.addWidget(group)
    type_text(group.presented.line, "1338/10/20")  # Latin digits typed
    QTest.keyClick(group.presented.line, Qt.Key.Key_Return)
    group.save_button.click()
    again = RuleChoicesGroup(ctx)
    qtbot.addWidget(again)
    assert again.presented.text() == "۱۳۳۸/۱۰/۲۰"
