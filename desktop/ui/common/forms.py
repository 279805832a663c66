"""Forms that lose nothing: errors beside each field, a form that scrolls instead of growing, and
``GuardedDialog``, the one base every dialog with typed input derives from.

Adopting ``GuardedDialog`` (module engineers: do this for every dialog that takes input)::

    class CouncilDialog(GuardedDialog):
        def __init__(self, ctx, parent=None):
            super().__init__(parent)
            self.form = FieldForm(self)          # rows with an error label each; scrolls
            ...build the rows, load the record...
            layout.addWidget(ok_cancel(self, self.save, self.tr("Save"), self.tr("Close")))
            self.mark_clean()                    # what is on screen now counts as "no edits"

        def save(self):
            outcome = self.ctx.run(...)
            if not outcome.ok:
                self.form.show_errors(outcome.errors or {})   # beside each field; stays open
                return
            self.accept()                        # closes without asking

What it gives:
- Escape, Cancel/Close and the window's × ask before discarding edits (``is_dirty()`` compares
  every input's value with the snapshot ``mark_clean()`` took: text, dates, combo boxes, check
  boxes, number boxes, ticks in a list, cells of an editable table; not those of a dialog opened
  from this one. Call it again after a save that keeps the dialog open). Nothing is asked when
  nothing was changed; no dialog keeps a ``dirty`` flag of its own.
- Enter inside a widget that has (or sits inside one that has) the property ``keeps_enter``
  moves to the next field instead of pressing the default button: a sub-box such as the roles
  box sets it, so Enter there never saves and closes the parent form. A date field never
  passes Enter on (see ``desktop.ui.common.date_edit``).
- Ctrl+S presses the dialog's default (save) button.
- Its size is kept within the office screen (1366×768) by ``desktop.ui.shell.application``'s filter;
  a ``FieldForm`` scrolls inside rather than pushing the buttons off the screen.

An input that is not an edit (a search box, a filter) sets the property ``not_an_edit``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, TypeVar

import shiboken6
from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QDialog,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.ui.common import access_keys
from desktop.ui.common.qt_names import set_by_key
from desktop.ui.common.screen import DIALOG_MAX, SCREEN  # noqa: F401 - the screens' sizes, here too
from desktop.ui.common.widgets import bare

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractItemView, QMessageBox

    from desktop.services.change import Change
    from desktop.ui.common.context import AppContext, Outcome

ERROR_STYLE = "color: #b00020;"
# a notice (saved, but worth a look; a national code's prefix) is not an error: not in red
NOTICE_STYLE = "color: #5a4a00; background: #fff6d5; padding: 2px 4px;"

W = TypeVar("W", bound=QWidget)


class _FormScroll(QScrollArea):
    """The form's scroll area: it asks for the whole form (up to ``FORM_HEIGHT``) so a dialog
    opens showing every row, but can shrink to a few rows, so errors shown under the fields
    scroll the form instead of growing the dialog past the screen."""

    FORM_HEIGHT = 560
    LEAST_HEIGHT = 150
    LEAST_WIDTH = 420

    def setWidget(self, widget: QWidget) -> None:  # noqa: N802 - Qt naming
        super().setWidget(widget)
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt naming
        # rows that grow after opening (a worked-out compensation, an error) ask the dialog for
        # room again: a scroll area passes no layout request on, and the form kept its first
        # height, scrolling its last rows in a strip with the dialog's room left empty below
        if obj is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
            window = self.window()
            if has_flag(window, "to_content") and window.isVisible():
                # a dialog sized to its rows has no room below them: it grows, within the screen
                QTimer.singleShot(0, window, lambda: grow_to_content(window))
        return super().eventFilter(obj, event)

    def _bar(self) -> int:
        bar = self.verticalScrollBar()
        return bar.sizeHint().width() if bar is not None else 16

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt naming
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        hint = inner.sizeHint()
        # a word-wrapped error can make the form's least width exceed its hint: never clip it
        least = inner.minimumSizeHint().width()
        width = max(max(hint.width(), least) + self._bar(), self.LEAST_WIDTH)
        return QSize(width, min(hint.height(), self.FORM_HEIGHT))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt naming
        inner = self.widget()
        if inner is None:
            return super().minimumSizeHint()
        least = inner.minimumSizeHint()
        return QSize(least.width() + self._bar(), min(least.height(), self.LEAST_HEIGHT))


class FieldForm(QWidget):
    """A QFormLayout whose rows each carry an error label, keyed by the service's field name.

    With ``scroll=True`` (the default) the rows sit in a frameless scroll area: errors shown
    under the fields make the form scroll, never the dialog grow past the screen."""

    def __init__(self, parent: QWidget | None = None, *, scroll: bool = True) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.general_error = self._error_label("general")
        outer.addWidget(self.general_error)
        self.layout_ = QFormLayout()
        self.scroll_area: QScrollArea | None = None
        if scroll:
            area = _FormScroll()
            # the scroll area is no field: given focus (Qt's default for one) it swallowed the
            # first word the clerk typed in every form
            set_by_key(area, "focusPolicy", "NoFocus")
            area.setFrameShape(QFrame.Shape.NoFrame)
            area.setWidgetResizable(True)
            set_by_key(area, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
            inner = QWidget()
            inner.setLayout(self.layout_)
            self.layout_.setContentsMargins(0, 0, 4, 0)
            area.setWidget(inner)
            outer.addWidget(area)
            self.scroll_area = area
        else:
            outer.addLayout(self.layout_)
        self.fields: dict[str, QWidget] = {}
        self.error_labels: dict[str, QLabel] = {}
        self.rows: dict[str, QWidget] = {}

    def _error_label(self, key: str) -> QLabel:
        label = QLabel()
        label.setObjectName(f"error_{key}")
        label.setStyleSheet(ERROR_STYLE)
        label.setWordWrap(True)
        label.hide()
        return label

    def add_row(self, key: str, text: str, widget: W) -> W:
        box, col = bare(QVBoxLayout)
        col.setSpacing(1)
        col.addWidget(widget)
        error = self._error_label(key)
        col.addWidget(error)
        widget.setObjectName(key)
        label = QLabel(text)
        label.setBuddy(widget)
        self.layout_.addRow(label, box)
        self.fields[key] = widget
        self.error_labels[key] = error
        self.rows[key] = box
        on_change(widget, partial(self.clear_error, key))
        return widget

    def clear_error(self, key: str) -> None:
        """The field was changed: its error no longer describes it."""
        label = self.error_labels.get(key)
        if label is not None and not label.isHidden():
            label.clear()
            label.hide()

    def clear_errors(self) -> None:
        for label in [self.general_error, *self.error_labels.values()]:
            label.clear()
            label.hide()
        self.general_error.setStyleSheet(ERROR_STYLE)

    def show_notice(self, text: str) -> None:
        """A word above the rows that is not an error (saved, but worth a look)."""
        self.general_error.setText(text)
        self.general_error.setStyleSheet(NOTICE_STYLE)
        self.general_error.show()

    def show_errors(self, errors: dict[str, str]) -> None:
        """Each error under its field; the first bad field (in the form's order) scrolled into
        sight with its error and given the keyboard."""
        self.clear_errors()
        general = [m for k, m in errors.items() if k not in self.error_labels]
        for key, message in errors.items():
            if key in self.error_labels:
                self.error_labels[key].setText(message)
                self.error_labels[key].show()
        if general:
            self.general_error.setText("\n".join(general))
            self.general_error.show()
        first = next((k for k in self.fields if k in errors), None)
        if first is not None:
            self.bring_into_sight(first)

    def bring_into_sight(self, key: str) -> None:
        """Scroll the row of ``key`` (its field and its error) into the form's viewport and give
        its field the keyboard."""
        field = self.fields[key]
        target = first_input(field) or field
        target.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)
        area = self.scroll_area
        if area is None:
            return
        inner = area.widget()
        inner_layout = inner.layout() if inner is not None else None
        if inner_layout is not None:
            inner_layout.activate()  # the error label just shown has its height now
        area.updateGeometry()
        window = self.window()
        window_layout = window.layout() if isinstance(window, QDialog) else None
        if window_layout is not None:
            # the dialog grows to show the error when the screen has room (it never grows past
            # DIALOG_MAX); the form scrolls for the rest
            window_layout.activate()
            grow_to_content(window)
        self._scroll_to(key)
        # once more after the scroll area has taken the form's new height (a posted event)
        QTimer.singleShot(0, self, lambda: self._scroll_to(key))

    def _scroll_to(self, key: str) -> None:
        area = self.scroll_area
        if area is None or not self.isVisible():
            return
        area.ensureWidgetVisible(self.rows[key], 4, 4)
        error = self.error_labels[key]
        if not error.isHidden():
            area.ensureWidgetVisible(error, 4, 4)

    def error_text(self, key: str) -> str:
        label = self.error_labels.get(key, self.general_error)
        return label.text() if not label.isHidden() else ""


# the inputs other than a line edit or a button, by the names Qt knows them by
_OTHER_INPUTS = ("QPlainTextEdit", "QTextEdit", "QComboBox", "QAbstractSpinBox", "QListWidget",
                 "QTableWidget")  # fmt: skip


def _other_input(w: QWidget) -> bool:
    """Whether ``w`` is one of ``_OTHER_INPUTS``, asked of Qt by name: PySide6 makes a class the
    first time Python names it, and a dialog of line edits (a new file's set-up dialog, every
    widget of which the form's checks meet as it is built) is painted without the text, list
    and table classes."""
    return any(w.inherits(name) for name in _OTHER_INPUTS)


def on_change(widget: QWidget, slot: Callable[[], None]) -> None:
    """Call ``slot`` whenever the clerk changes ``widget`` or an input inside it (a row may hold
    a date field, a number field, a row of check boxes)."""
    for w in [widget, *widget.findChildren(QWidget)]:
        if isinstance(w, QLineEdit):
            w.textEdited.connect(lambda _t: slot())
        elif isinstance(w, QAbstractButton):
            if w.isCheckable():
                w.toggled.connect(lambda _c: slot())
        elif not _other_input(w):
            continue
        elif isinstance(w, QtWidgets.QPlainTextEdit | QtWidgets.QTextEdit):
            w.textChanged.connect(slot)
        elif isinstance(w, QtWidgets.QComboBox):
            w.currentIndexChanged.connect(lambda _i: slot())
            if w.isEditable():
                w.editTextChanged.connect(lambda _t: slot())
        elif isinstance(w, QtWidgets.QAbstractSpinBox):
            w.editingFinished.connect(slot)
        elif isinstance(w, QtWidgets.QListWidget):
            w.itemChanged.connect(lambda _i: slot())
        elif isinstance(w, QtWidgets.QTableWidget):
            w.cellChanged.connect(lambda _r, _c: slot())
    edited = getattr(widget, "edited", None)  # a date field's calendar pick
    if edited is not None and hasattr(edited, "connect"):
        edited.connect(slot)


def is_input(w: QWidget) -> bool:
    """Whether ``w`` is a place the clerk types or chooses a value in."""
    if isinstance(w, QLineEdit):
        return not w.isReadOnly()
    if isinstance(w, QAbstractButton):
        return w.isCheckable() and not isinstance(w, QPushButton)
    if not _other_input(w):
        return False
    if isinstance(w, QtWidgets.QPlainTextEdit | QtWidgets.QTextEdit):
        return not w.isReadOnly()
    if isinstance(w, QtWidgets.QComboBox | QtWidgets.QAbstractSpinBox):
        return True
    if isinstance(w, QtWidgets.QTableWidget):
        return w.editTriggers() != _read_only()
    if isinstance(w, QtWidgets.QListWidget):
        return any(_tickable(w.item(i)) for i in range(w.count()))
    return False


def _takes_keys(w: QWidget, root: QWidget) -> bool:
    return (
        is_input(w)
        and w.isEnabled()
        and w.isVisibleTo(root)
        and bool(w.focusPolicy() & QtCore.Qt.FocusPolicy.TabFocus)
        and w.window() is root.window()
    )


def first_input(root: QWidget) -> QWidget | None:
    """The first input under ``root`` in the keyboard's (Tab) order, or None."""
    if _takes_keys(root, root):
        return root
    start = root
    w = root.nextInFocusChain()
    seen = 0
    while w is not None and w is not start and seen < 5000:
        seen += 1
        if (root is w or root.isAncestorOf(w)) and _takes_keys(w, root):
            return w
        w = w.nextInFocusChain()
    return None


def focus_first_input(window: QWidget) -> None:
    """On a window's first showing: the keyboard in its first input (the first bad field when
    errors are already shown), unless the window put it in an input itself."""
    current = window.focusWidget()
    if current is not None and is_input(current) and current.isVisibleTo(window):
        return
    for form in window.findChildren(FieldForm):
        bad = [k for k, label in form.error_labels.items() if not label.isHidden()]
        if bad and form.isVisibleTo(window):
            form.bring_into_sight(bad[0])
            return
    target = first_input(window)
    if target is not None:
        target.setFocus(QtCore.Qt.FocusReason.OtherFocusReason)


# ---------------------------------------------------------------------------- nothing lost


def ask_discard(parent: QWidget) -> bool:
    """«Discard the changes?» — True to discard. (Tests replace this function.)"""
    box = QtWidgets.QMessageBox(
        QtWidgets.QMessageBox.Icon.Question,
        QCoreApplication.translate("Forms", "Unsaved changes"),
        QCoreApplication.translate("Forms", "Discard the changes you typed?"),
        QtWidgets.QMessageBox.StandardButton.Discard | QtWidgets.QMessageBox.StandardButton.Cancel,
        parent,
    )
    box.setDefaultButton(QtWidgets.QMessageBox.StandardButton.Cancel)
    return box.exec() == QtWidgets.QMessageBox.StandardButton.Discard


def input_value(w: QWidget) -> object:
    """What a form's input holds, as a service takes it: a date field's text as typed, the data
    of a list's chosen entry, a check box's tick, the text of a text box (None for anything
    else)."""
    # imported here: a form without a date (a new file's set-up) is shown without the calendar
    from desktop.ui.common.date_edit import JalaliDateEdit

    if isinstance(w, JalaliDateEdit | QLineEdit):
        return w.text()
    if isinstance(w, QtWidgets.QPlainTextEdit):
        return w.toPlainText()
    if isinstance(w, QtWidgets.QComboBox):
        return w.currentData()
    if isinstance(w, QAbstractButton) and w.isCheckable():
        return w.isChecked()
    return None


def input_state(root: QWidget) -> list[object]:
    """The value of every input under ``root`` (not those marked ``not_an_edit``), in a fixed
    order: what ``GuardedDialog`` compares to know whether anything was typed. The order is the
    widgets' own, not their stacking: showing another tab raises its page to the end of its
    parent's children, and compared by position the same values read as a change (closing an
    open election after looking at its candidates asked about unsaved changes)."""
    state: list[tuple[int, object]] = []
    window = root.window()
    for w in root.findChildren(QWidget):
        if w.window() is not window or _marked(w, "not_an_edit", root):
            continue  # a dialog opened from this one (a preview) keeps its own edits
        value = _value(w)
        if value is not _NO_INPUT:
            state.append((shiboken6.getCppPointer(w)[0], value))
    return [value for _, value in sorted(state, key=lambda pair: pair[0])]


_NO_INPUT = object()


def _value(w: QWidget) -> object:
    """What ``w`` holds, if it is an input (else ``_NO_INPUT``)."""
    if isinstance(w, QLineEdit):
        return w.text()
    if isinstance(w, QAbstractButton):
        return w.isChecked() if w.isCheckable() else _NO_INPUT
    if not _other_input(w):
        return _NO_INPUT
    if isinstance(w, QtWidgets.QPlainTextEdit | QtWidgets.QTextEdit):
        return w.toPlainText()
    if isinstance(w, QtWidgets.QComboBox) and not w.isEditable():
        return w.currentIndex()
    if isinstance(w, QtWidgets.QAbstractSpinBox):
        return w.text()
    if isinstance(w, QtWidgets.QListWidget):  # ticks in a list (who was present)
        items = [w.item(i) for i in range(w.count())]
        return [i.checkState() for i in items if _tickable(i)]
    if isinstance(w, QtWidgets.QTableWidget) and w.editTriggers() != _read_only():
        return [_cell(w, r, c) for r in range(w.rowCount()) for c in range(w.columnCount())]
    return _NO_INPUT


def _read_only() -> QAbstractItemView.EditTrigger:
    return QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers


def _tickable(item: QtWidgets.QListWidgetItem | QtWidgets.QTableWidgetItem) -> bool:
    return bool(item.flags() & QtCore.Qt.ItemFlag.ItemIsUserCheckable)


def _cell(table: QtWidgets.QTableWidget, row: int, column: int) -> object:
    item = table.item(row, column)
    if item is None:
        return None
    return (item.text(), item.checkState()) if _tickable(item) else item.text()


def has_flag(w: QObject, prop: str) -> bool:
    """Whether ``w`` has the dynamic property ``prop`` set true. (Reading a property never set
    returns None in a way that crashes PySide6 6.x after many calls: look at the names first.)"""
    name = prop.encode()
    if not any(bytes(n.data()) == name for n in w.dynamicPropertyNames()):
        return False
    return bool(w.property(prop))


def _marked(w: QWidget | None, prop: str, stop: QWidget) -> bool:
    while w is not None and w is not stop:
        if has_flag(w, prop):
            return True
        w = w.parentWidget()
    return False


class GuardedDialog(QDialog):
    """A dialog that never drops typed edits to Escape or Enter; see the module's docstring."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._clean: list[object] | None = None
        self._keys_given = False

    def give_keys(self) -> None:
        """Ctrl+S presses the default button: given as the dialog is shown (``settle_shown``),
        once. (Qt's key classes are made on first use, through QtGui: a new file's set-up
        dialog is painted before them, about 5 ms of its start-up.)"""
        if not self._keys_given:
            self._keys_given = True
            save = QtGui.QShortcut(QtGui.QKeySequence.StandardKey.Save, self)
            save.activated.connect(self.press_default)

    def mark_clean(self) -> None:
        self._clean = input_state(self)

    def is_dirty(self) -> bool:
        return self._clean is not None and input_state(self) != self._clean

    def press_default(self) -> None:
        for button in self.findChildren(QPushButton):
            if button.isDefault() and button.isEnabled() and button.isVisible():
                button.click()
                return

    def reject(self) -> None:
        if self.is_dirty() and not ask_discard(self):
            return
        self._clean = None  # asked once; the close that follows does not ask again
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt naming
        # the clerk's × (a spontaneous close) asks; a close by the program does not
        if event.spontaneous() and self.isVisible() and self.is_dirty() and not ask_discard(self):
            event.ignore()
            return
        self._clean = None
        super().closeEvent(event)


class FormDialog(GuardedDialog):
    """A dialog built around one ``FieldForm``: the context it saves through, its title, and the
    column (``column``) the subclass lays the form out in, with what else it shows and its
    buttons."""

    def __init__(self, ctx: AppContext, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(title)
        self.column = QVBoxLayout(self)
        self.form = FieldForm()

    def run_form(
        self, action: Callable[..., Change], *args: object, **values: object
    ) -> Outcome | None:
        """Save through ``action``: None when refused (each refusal beside its field), else the
        outcome, the form's refusals cleared."""
        outcome = self.ctx.run(action, *args, **values)
        if not outcome.ok:
            self.form.show_errors(outcome.errors or {})
            return None
        self.form.clear_errors()
        return outcome

    def save_record(
        self,
        add: Callable[..., Change],
        edit: Callable[..., Change],
        ident: int | None,
        **values: object,
    ) -> Outcome | None:
        """``run_form`` with ``edit`` of record ``ident``, or ``add`` while the record is new."""
        return self.run_form(edit, ident, **values) if ident else self.run_form(add, **values)


# ---------------------------------------------------------------------------- app-wide habits


class ClerkHabits(QObject):
    """Installed on the application (``desktop.ui.shell.application``), so every window, including
    those other modules add, behaves the same:

    - Enter inside a sub-box marked ``keeps_enter`` moves to the next field instead of pressing
      the dialog's default button;
    - the mouse wheel never changes a combo box or a number field the pointer merely passes
      over (it scrolls the page instead) — only one that has the keyboard focus;
    - Tab leaves a multi-line text field instead of typing a tab, and a list that is only read
      (an editable table keeps Tab for its cells);
    - a dialog never grows past the office screen (``DIALOG_MAX``);
    - every button, check box, tab and field label gets an access key when its window or page
      is shown (``desktop.ui.common.access_keys``), and the key works on the English layout too
      (and Ctrl + a key on the Persian layout alone, ``press_as_english``);
    - every dialog opens with the keyboard in its first input (``focus_first_input``), and a
      question is raised above its window (``on_top``).
    """

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt naming
        kind = event.type()
        if kind == QEvent.Type.Wheel and isinstance(
            obj, QtWidgets.QComboBox | QtWidgets.QAbstractSpinBox
        ):
            if not obj.hasFocus():
                area = _scroll_parent(obj)
                if area is not None:
                    bar = area.verticalScrollBar()
                    if bar is not None:
                        QCoreApplication.sendEvent(bar, event)
                return True
        elif kind == QEvent.Type.Polish:
            if isinstance(obj, QtWidgets.QComboBox | QtWidgets.QAbstractSpinBox):
                obj.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)  # not WheelFocus
            elif isinstance(obj, QtWidgets.QPlainTextEdit | QtWidgets.QTextEdit):
                obj.setTabChangesFocus(True)
            elif (
                isinstance(obj, QtWidgets.QAbstractItemView) and obj.editTriggers() == _read_only()
            ):
                obj.setTabKeyNavigation(False)  # a list to read: Tab leaves it
        elif kind == QEvent.Type.Show and isinstance(obj, QWidget):
            settle_shown(obj)
        elif kind == QEvent.Type.Hide and isinstance(obj, QDialog) and obj.isWindow():
            back_to_parent(obj)
        elif kind == QEvent.Type.KeyPress and isinstance(obj, QWidget):
            assert isinstance(event, QKeyEvent)
            alt = event.modifiers() & ~QtCore.Qt.KeyboardModifier.KeypadModifier
            if (
                isinstance(obj, QtWidgets.QMenu)
                and not alt
                and event.text() not in access_keys.LETTERS
                and access_keys.press_in_menu(obj, event.key())
            ):
                return True  # a menu's access key typed on the English layout
            if (
                alt == QtCore.Qt.KeyboardModifier.AltModifier
                and event.key() in access_keys.PERSIAN_AT
            ):
                # an access key typed on the English layout: no shortcut took it
                if access_keys.press_latin(obj.window(), event.key()):
                    return True
            if (
                alt & QtCore.Qt.KeyboardModifier.ControlModifier
                or (
                    alt == QtCore.Qt.KeyboardModifier.AltModifier
                    and event.key() in access_keys.DIGIT_KEYS
                )
            ) and access_keys.press_as_english(obj, event):
                return True  # Ctrl or Alt + a key on the Persian layout alone: no shortcut took it
            if event.key() in (QtCore.Qt.Key.Key_Return, QtCore.Qt.Key.Key_Enter) and _enter_stays(
                obj
            ):
                window = obj.window()
                window.focusNextChild()
                return True
        return False


def settle_shown(obj: QWidget) -> None:
    """What the clerk's habits do to a widget as it is shown: a question above its window, a
    dialog within the screen with the keyboard in its first input, access keys for a window or a
    page. (Called by hand for a window shown before the habits were installed.)"""
    if isinstance(obj, QtWidgets.QMessageBox):
        on_top(obj)
    elif isinstance(obj, QDialog):
        if isinstance(obj, GuardedDialog):
            obj.give_keys()
        fit_to_screen(obj)
        if not has_flag(obj, "focused"):
            obj.setProperty("focused", True)
            focus_first_input(obj)
    if obj.isWindow() or isinstance(obj.parentWidget(), QtWidgets.QStackedWidget):
        access_keys.assign(obj.window())


def back_to_parent(dialog: QDialog) -> None:
    """The keyboard goes back to the window ``dialog`` was opened from once it closes: under a
    window manager, an election closed after its «unsaved changes» question left no window
    active, and every key went nowhere until the clerk clicked."""
    parent = dialog.parentWidget()
    home = parent.window() if parent is not None else None
    if home is None:
        return

    def back() -> None:
        active = QApplication.activeWindow()
        if home.isVisible() and (active is None or active is dialog):
            home.activateWindow()

    QTimer.singleShot(0, home, back)


def on_top(box: QMessageBox) -> None:
    """A question stays above the window it is about: raised and made active once it is on
    the screen (under a window manager the letter editor's «unsaved changes» question once
    opened behind the editor, which then seemed frozen: Escape and × went to the editor, which
    the modal question blocked)."""

    def lift() -> None:
        if box.isVisible():
            box.raise_()
            box.activateWindow()

    lift()
    QTimer.singleShot(0, box, lift)  # again once mapped: a window manager stacks it then


def _enter_stays(w: QWidget) -> bool:
    """Enter in a sub-box marked ``keeps_enter`` (not on one of its buttons, which Enter
    presses) moves on instead of reaching the dialog's default button."""
    window = w.window()
    return (
        isinstance(window, QDialog)
        and not isinstance(w, QAbstractButton)
        and not _marked(w, "own_enter", window)  # a date field tidies itself on Enter
        and _marked(w, "keeps_enter", window)
    )


def _scroll_parent(w: QWidget) -> QAbstractScrollArea | None:
    parent = w.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def grow_to_content(window: QWidget) -> None:
    """As large as the window's content asks, never smaller than it is nor past its maximum."""
    layout = window.layout()
    if layout is not None:
        layout.activate()
    wanted = window.size().expandedTo(window.sizeHint()).boundedTo(window.maximumSize())
    if wanted != window.size():
        window.resize(wanted)


def size_to_content(window: QWidget, width: int) -> None:
    """Open ``window`` ``width`` pixels wide (wider if its rows ask) and as tall as its rows ask,
    within the screen (``fit_to_screen`` measures it when first shown) — not a preset height that
    leaves a three-field step half empty; it grows later when a row grows (a worked-out sum, an
    error), and its form scrolls past the screen's height."""
    window.setProperty("to_content", True)
    window.resize(width, 1)


def fit_to_screen(window: QWidget) -> None:
    """Keep a window within ``DIALOG_MAX`` (and the real screen, when smaller)."""
    limit = QSize(DIALOG_MAX)
    screen = window.screen()
    if screen is not None and QApplication.platformName() != "offscreen":
        available = screen.availableGeometry().size()
        if available.width() >= 640 and available.height() >= 480:
            limit = limit.boundedTo(available - QSize(20, 40))
    window.setMaximumSize(window.maximumSize().boundedTo(limit))
    if not has_flag(window, "fitted"):
        # first shown: as large as its content asks, within the screen (Qt alone would stop at
        # two thirds of the screen's height and squeeze a scrolling form to a few rows)
        window.setProperty("fitted", True)
        window.resize(window.size().expandedTo(window.sizeHint()).boundedTo(limit))
    if window.width() > limit.width() or window.height() > limit.height():
        window.resize(window.size().boundedTo(limit))
