"""Choice boxes: one named and filled at its making, one filled again from the records it
offers, keeping the clerk's choice."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox

_KEEP = object()


def choice_box(
    name: str, items: Iterable[tuple[str, object]] = (), *, chosen: object = None
) -> QComboBox:
    """A choice box with the object name tests and access keys find it by, offering ``items``
    (text, data); the item whose data is ``chosen`` chosen if it is there, else the first."""
    box = QComboBox()
    box.setObjectName(name)
    for text, data in items:
        box.addItem(text, data)
    if chosen is not None:
        box.setCurrentIndex(max(0, box.findData(chosen)))
    return box


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
