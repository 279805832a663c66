"""Number fields: Persian digits as they are typed, right-aligned, whatever the form.

``NumberEdit(kind)`` is the one line edit for every number the clerk types:

- ``"amount"`` whole rials: grouped in thousands with «٬» when editing finishes (۱٬۲۰۰٬۰۰۰);
- ``"int"`` a count (population, children, years, a record number): digits as typed;
- ``"decimal"`` hectares, dang, a quantity, a percent: «.» typed becomes «٫»;
- ``"code"`` an identity number, a national code, a letter's or a slip's number: digits as typed,
  never grouped, any other character (a series letter, «/») kept.

Latin (and Arabic-Indic) digits become Persian ones as they are typed or pasted, the cursor
staying where it was: a key or Ctrl+V is rewritten before the field takes it (so Ctrl+Z still
undoes), and a validator rewrites, character for character, whatever else arrives (a drop, the
context menu's paste, ``setText``). The
services take both digit sets and both separators, so what the field shows is what is saved.

Qt aligns a digits-only text to the left in a right-to-left form (it reads the text as
left-to-right); ``AlignRight | AlignAbsolute`` keeps every number flush right.
``right_aligned(spin_box)`` does the same for a spin box, whose digits are already Persian
through the application's default locale; ``NumberDelegate(kind)`` gives a table's number column
the same editor.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QKeySequence, QValidator
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QLineEdit,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from desktop.text import group_thousands, to_ascii_digits, to_persian_digits

KINDS = ("amount", "int", "decimal", "code")
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter
THOUSANDS = "\u066c"  # ٬
DECIMAL = "\u066b"  # ٫

# One character for one character, so the cursor never moves: «.» → «٫» in a decimal,
# «,» → «٬» in an amount.
_SEPARATORS: dict[str, dict[int, str]] = {
    "amount": {ord(","): THOUSANDS},
    "int": {},
    "decimal": {ord("."): DECIMAL},
    "code": {},
}


def persian_number(text: str, kind: str) -> str:
    """``text`` with its digits Persian and its separators those of ``kind``; same length."""
    return to_persian_digits(to_ascii_digits(text)).translate(_SEPARATORS[kind])


def grouped(text: str) -> str:
    """A whole number of rials grouped in thousands (۱٬۲۰۰٬۰۰۰); any other text as it is."""
    plain = to_ascii_digits(text.strip()).replace(",", "").replace(THOUSANDS, "")
    if plain.isascii() and plain.isdigit() and len(plain) <= 18:
        return group_thousands(int(plain))
    return text


class _PersianDigits(QValidator):
    """Accepts everything (the service, not the keyboard, refuses a wrong figure, beside its
    field) and rewrites the digits in place."""

    def __init__(self, kind: str, parent: QObject) -> None:
        super().__init__(parent)
        self.kind = kind

    def validate(self, text: str, pos: int) -> object:
        return QValidator.State.Acceptable, persian_number(text, self.kind), pos


class NumberEdit(QLineEdit):
    def __init__(self, kind: str = "int", text: str = "", parent: QWidget | None = None) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown kind of number {kind!r}")
        super().__init__(parent)
        self.kind: str = kind
        self.setValidator(_PersianDigits(kind, self))
        self.setAlignment(RIGHT)
        self.editingFinished.connect(self._tidy)
        if text:
            self.setText(text)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt naming
        """Typed and pasted digits arrive Persian, so the validator has nothing to rewrite and
        Ctrl+Z still undoes (Qt drops the undo history when a validator changes the text)."""
        if event.matches(QKeySequence.StandardKey.Paste) and not self.isReadOnly():
            clipboard = QGuiApplication.clipboard()
            if clipboard is not None and clipboard.text():
                self._separate()  # the paste is its own undo step, as in any line edit
                self.insert(persian_number(clipboard.text(), self.kind))
                self._separate()
            event.accept()
            return
        text = event.text()
        shown = persian_number(text, self.kind)
        if text and shown != text:
            event = QKeyEvent(
                event.type(), event.key(), event.modifiers(), shown, event.isAutoRepeat(),
                event.count(),
            )  # fmt: skip
        super().keyPressEvent(event)

    def _separate(self) -> None:
        """End the current undo step: Qt ends one whenever the cursor moves, so step it away
        and back (and select again what was selected)."""
        pos, start, length = self.cursorPosition(), self.selectionStart(), len(self.selectedText())
        if self.text():
            self.setCursorPosition(pos - 1 if pos > 0 else pos + 1)
            self.setCursorPosition(pos)
        if length:
            anchor = start + length if pos == start else start
            self.setSelection(anchor, pos - anchor)

    def setText(self, text: str | None) -> None:  # noqa: N802 - Qt naming
        shown = persian_number(text or "", self.kind)
        super().setText(grouped(shown) if self.kind == "amount" else shown)

    def _tidy(self) -> None:
        if self.kind == "amount":
            shown = grouped(self.text())
            if shown != self.text():
                super().setText(shown)


LEAST_DIGITS = 9999  # a spin box is never narrower than this figure needs


def right_aligned[S: QAbstractSpinBox](box: S) -> S:
    """A spin box whose figure sits flush right, like every number of the form, and wide enough
    for four digits whatever its maximum: the election's ballots box, whose maximum follows
    the roll (a dozen voters), was sized for one digit and showed it half hidden."""
    box.setAlignment(RIGHT)
    if isinstance(box, QSpinBox):
        low, high = box.minimum(), box.maximum()
        box.setMaximum(max(high, LEAST_DIGITS))
        box.setMinimumWidth(max(box.minimumWidth(), box.sizeHint().width()))
        box.setRange(low, high)
    return box


class NumberDelegate(QStyledItemDelegate):
    """A table column of numbers typed in place (a farmer's weight): edited in a ``NumberEdit``."""

    def __init__(self, kind: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.kind = kind

    def createEditor(  # noqa: N802 - Qt naming
        self,
        parent: QWidget,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> QWidget:
        return NumberEdit(self.kind, parent=parent)
