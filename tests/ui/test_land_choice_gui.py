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


def _owner_with_land(db) -> int:
    """500 ha irrigated and 200 dry: 600 ha irrigated-equivalent, 200 over the ceiling."""
    o = _owner(db)
    v = db.execute("SELECT id FROM village").fetchone()[0]
    lr.add_parcel(db, owner_id=o, village_id=v, kind="irrigated", area_ha="500")
    lr.add_parcel(db, owner_id=o, village_id=v, kind="dry", area_ha="200")
    return o


@pytest.fixture
def land_page(qtbot, ctx):
    from desktop.ui.land_reform.page import LandReformPage

    owner = _owner_with_land(ctx.db)
    page = LandReformPage(ctx)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    page.activateWindow()
    qtbot.waitExposed(page)
    assert page.holdings.owners.select(owner)
    return page, owner


def _field(dialog, key):
    return dialog.form.fields[key]


def test_the_owners_choice_through_the_keyboard(qtbot, land_page, tmp_path, monkeypatch):
    # 1339 art. 2: the owner of 500 ha irrigated and 200 dry who keeps 400 irrigated leaves
    # 100 irrigated + 200 dry (200 irrigated-equivalent); keeping 450 is over the ceiling
    # of 400 and is refused beside the field, naming the article.
    from desktop.ui.common import forms
    from desktop.ui.land_reform.choice_dialog import OwnerChoiceDialog

    page, owner = land_page
    tab = page.holdings
    tab.owners.view.setFocus()
    QTest.keyClick(tab.owners.view, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: tab.dialog is not None)  # the shortcut presses the button (animated)
    dialog = tab.dialog
    assert isinstance(dialog, OwnerChoiceDialog) and dialog.isVisible()
    assert dialog.width() <= 1366 and dialog.height() <= 700  # fits a 1366×768 screen
    assert "۵۰۰" in dialog.intro.text() and "۱۳۳۹ م۲" in dialog.intro.text()
    replace_text(_field(dialog, "chosen_on").line, "۱۳۴۱/۰۱/۱۰")
    type_text(_field(dialog, "keep_irrigated_ha"), "۴۵۰")
    assert "۴۰۰" in dialog.surplus.text() and "۱۳۳۹ م۲" in dialog.surplus.text()
    QTest.keyClick(_field(dialog, "keep_irrigated_ha"), Qt.Key.Key_Return)  # Enter saves
    assert dialog.isVisible() and "۴۰۰" in dialog.form.error_text("keep_irrigated_ha")
    assert lr.owner_choice(ctx_db(page), owner) is None
    asked = []  # Escape with edits asks before dropping them; «no» keeps the dialog
    monkeypatch.setattr(forms, "ask_discard", lambda parent: asked.append(parent) or False)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert asked and dialog.isVisible()
    replace_text(_field(dialog, "keep_irrigated_ha"), "۴۰۰")
    preview = dialog.surplus.text()
    assert "آبی ۱۰۰ هکتار" in preview and "دیم ۲۰۰ هکتار" in preview
    qtbot.wait(50)  # the rows settle once the cleared error has gone
    dialog.grab().save(str(tmp_path / "owner_choice.png"))
    import os
    import shutil

    if os.environ.get("SHOT_DIR"):  # to look at it
        shutil.copy(tmp_path / "owner_choice.png", os.environ["SHOT_DIR"])
    QTest.keyClick(_field(dialog, "keep_irrigated_ha"), Qt.Key.Key_Return)
    assert not dialog.isVisible()
    choice = lr.owner_choice(ctx_db(page), owner)
    assert (choice["surplus_irrigated_m2"], choice["surplus_dry_m2"]) == (1_000_000, 2_000_000)
    assert "مازاد" in tab.text.text() and "۱۰۰" in tab.text.text()  # the holding shows it
    # opened again, the dialog shows the choice stored, and Escape without edits just closes
    tab.owner_choice()
    again = tab.dialog
    assert _field(again, "keep_irrigated_ha").text() == "۴۰۰"
    asked.clear()
    QTest.keyClick(again, Qt.Key.Key_Escape)
    assert not asked and not again.isVisible()


def ctx_db(page):
    return page.ctx.db


def test_the_call_to_transfer_through_the_screen(qtbot, land_page):
    # 1339 art. 17: 100 ha irrigated and 200 dry taken from him, 100 × 1,500 + 200 × 750 =
    # 300,000 rials a year, his total; shown under his holding once he is called.
    page, owner = land_page
    db = ctx_db(page)
    for kind, area in (("irrigated", "100"), ("dry", "200")):
        parcel = db.execute(  # the parcel of his holding it is taken from (1339 art. 2)
            "SELECT id FROM land_parcel WHERE owner_id = ? AND kind = ?", [owner, kind]
        ).fetchone()[0]
        lr.add_surplus(db, parcel_id=parcel, area_ha=area, price_rials=1_000_000,
                       regional_min_ha="5", taken_on="1341/02/01", label=kind)  # fmt: skip
    tab = page.holdings
    tab.call_transfer()
    dialog = tab.dialog
    replace_text(_field(dialog, "called_on").line, "۱۳۴۱/۰۳/۰۱")
    QTest.keyClick(_field(dialog, "called_on").line, Qt.Key.Key_Return)  # tidies the date
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert not dialog.isVisible()
    assert lr.transfer_calls(db, owner)[0]["yearly_rials"] == 300_000
    assert "۳۰۰٬۰۰۰" in tab.text.text()
