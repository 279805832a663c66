"""Rows several funds dialogs share: the goods moved (kind, quantity, unit) and the council's
decision that orders it (number, date)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from desktop.rules.in_kind import COMMODITIES, UNITS
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundDialog


def goods_rows(dialog: FundDialog) -> tuple[QComboBox, NumberEdit, QComboBox]:
    """Goods, quantity («۱۲٫۵») and unit (kilograms unless changed)."""
    f = dialog.form
    commodity = f.add_row("commodity", QCoreApplication.translate("FundRows", "Goods"), QComboBox())
    for key, name in COMMODITIES.items():
        commodity.addItem(name, key)
    quantity = f.add_row(
        "quantity", QCoreApplication.translate("FundRows", "Quantity"), NumberEdit("decimal")
    )
    unit = f.add_row("unit", QCoreApplication.translate("FundRows", "Unit"), QComboBox())
    for key, (name, _g) in UNITS.items():
        unit.addItem(name, key)
    unit.setCurrentIndex(unit.findData("kg"))
    return commodity, quantity, unit


def decision_rows(dialog: FundDialog) -> tuple[NumberEdit, JalaliDateEdit]:
    """The council decision's number and date."""
    number = dialog.form.add_row(
        "decision_number",
        QCoreApplication.translate("FundRows", "Council decision number"),
        NumberEdit("code"),
    )
    return number, dialog.date_row(
        "decision_date", QCoreApplication.translate("FundRows", "Council decision date")
    )
