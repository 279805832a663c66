"""Rows several funds dialogs share: the goods moved (kind, quantity, unit) and the council's
decision that orders it (number, date)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox

from desktop.rules.in_kind import COMMODITIES, UNITS
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.funds.base import FundDialog


class GoodsDialog(Protocol):
    """A dialog that laid out ``goods_rows`` and ``decision_rows`` under these names."""

    commodity: QComboBox
    quantity: NumberEdit
    unit: QComboBox
    decision_number: NumberEdit
    decision_date: JalaliDateEdit


def commodity_row(dialog: FundDialog, label: str) -> QComboBox:
    """The goods, one of the law's commodities."""
    commodity = dialog.form.add_row("commodity", label, QComboBox())
    for key, name in COMMODITIES.items():
        commodity.addItem(name, key)
    return commodity


def unit_row(dialog: FundDialog, label: str) -> QComboBox:
    """The unit of a quantity of goods, kilograms unless changed."""
    unit = dialog.form.add_row("unit", label, QComboBox())
    for key, (name, _g) in UNITS.items():
        unit.addItem(name, key)
    unit.setCurrentIndex(unit.findData("kg"))
    return unit


def goods_rows(dialog: FundDialog) -> tuple[QComboBox, NumberEdit, QComboBox]:
    """Goods, quantity («۱۲٫۵») and unit (kilograms unless changed)."""
    commodity = commodity_row(dialog, QCoreApplication.translate("FundRows", "Goods"))
    quantity = dialog.form.add_row(
        "quantity", QCoreApplication.translate("FundRows", "Quantity"), NumberEdit("decimal")
    )
    return commodity, quantity, unit_row(dialog, QCoreApplication.translate("FundRows", "Unit"))


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


def goods_values(dialog: GoodsDialog) -> dict[str, object]:
    """What ``goods_rows`` and ``decision_rows`` hold, named as the services take them."""
    return {
        "commodity": dialog.commodity.currentData(),
        "quantity": dialog.quantity.text(),
        "unit": dialog.unit.currentData(),
        "decision_number": dialog.decision_number.text(),
        "decision_date": dialog.decision_date.text(),
    }
