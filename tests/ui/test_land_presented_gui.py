"""The 1339 rules that run from the day the bill was presented to the Majlis, through the law
screen's calculator: it answers on the reading the office entered in Settings, its memo (a
paper) states that day, and with no reading it refuses naming the article and Settings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop.jalali import parse_jalali as J
from desktop.services.rule_choices import get_rule_choices
from desktop.ui.common.context import AppContext
from desktop.ui.documents import print_preview
from desktop.ui.documents.print_preview import PrintPreviewDialog
from desktop.ui.law.calculator import Calculator
from desktop.ui.settings.rule_choices import RuleChoicesGroup
from tests.printing.conftest import fill_demo_office, pdf_text, words
from tests.ui.helpers import replace_text, type_text


def _lease(calc: Calculator, start: str, end: str) -> str:
    calc.computation.setCurrentIndex(calc.computation.findData("lease"))
    calc.set_value("lease_from", J(start))
    calc.set_value("lease_until", J(end))
    calc.set_value("on", J("1340/01/01"))
    QTest.mouseClick(calc.compute_button, Qt.MouseButton.LeftButton)
    return calc.answer.toPlainText()


def test_the_calculator_and_its_memo_read_the_presentation_day_from_settings(
    qtbot, qapp, db, db_path, tmp_path, monkeypatch
):
    # 1339 art. 12: a lease from 1335/01/01 to 1343/09/01 is in force on the day the office
    # reads (1338/09/01) with 5 years left (to 1343/09/01): it runs to its end. On a reading of
    # 1338/08/30 it has more than 5 years left and is void for the rest of its term.
    fill_demo_office(db)
    ctx = AppContext(db, db_path)
    group = RuleChoicesGroup(ctx)
    qtbot.addWidget(group)
    calc = Calculator(ctx)
    qtbot.addWidget(calc)
    answer = _lease(calc, "1335/01/01", "1343/09/01")
    assert "«تنظیمات»" in answer and "ماده ۱۲" in answer  # no reading yet: refused, saying where
    assert not calc.memo_button.isEnabled()

    type_text(group.presented.line, "۱۳۳۸/۰۹/۰۱")
    group.save_button.click()
    assert get_rule_choices(db).land_bill_presented_on == J("1338/09/01")
    answer = _lease(calc, "1335/01/01", "1343/09/01")
    assert "روز تقدیم لایحه به مجلس، به خواندن این دفتر: ۱۳۳۸/۰۹/۰۱" in answer
    assert "تا آخر مدت، ۱۳۴۳/۰۹/۰۱، در اجاره می‌ماند" in answer

    QTest.mouseClick(calc.memo_button, Qt.MouseButton.LeftButton)
    dialog = calc.dialog
    assert isinstance(dialog, PrintPreviewDialog) and dialog.template_key == "law_memo"
    replace_text(dialog.fields.fields["recipient"], "آقای حسن کشاورز")
    qtbot.wait(dialog.REDRAW_MS + 100)
    target = tmp_path / "memo.pdf"
    monkeypatch.setattr(print_preview, "save_path", lambda *a, **k: str(target))
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    text = words(pdf_text(target, tmp_path))
    assert words("روز تقدیم لایحه به مجلس، به خواندن این دفتر: ۱۳۳۸/۰۹/۰۱") in text
    dialog.close()

    replace_text(group.presented.line, "۱۳۳۸/۰۸/۳۰")  # another reading, another answer
    group.save_button.click()
    answer = _lease(calc, "1335/01/01", "1343/09/01")
    assert "۱۳۳۸/۰۸/۳۰" in answer and "ملغی" in answer
