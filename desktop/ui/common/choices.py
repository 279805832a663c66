"""A choice box filled again from the records it offers, keeping the clerk's choice."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox

_KEEP = object()


def refill(combo: QComboBox, items: Iterable[tuple[str, object]], choose: object = _KEEP) -> None:
    """``combo``'s items (text, data) set anew without signalling a change, the one whose data is
    ``choose`` chosen (by default the one chosen before, if it is still there), else the first."""
    chosen = combo.currentData() if choose is _KEEP else choose
    combo.blockSignals(True)
    combo.clear()
    for text, data in items:
        combo.addItem(text, data)
    combo.setCurrentIndex(max(combo.findData(chosen), 0))
    combo.blockSignals(False)
