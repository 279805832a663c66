"""``set_by_key``: an enum property set by its C++ key, for what the first paint shows without
Python naming Qt's namespace (``tests/ui/test_first_paint.py`` holds that it is not named)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QScrollArea

from desktop.ui.common.qt_names import USER_ROLE, set_by_key
from desktop.ui.common.widgets import ok_cancel


def test_an_enum_and_a_flags_property_are_set_by_their_keys(qtbot):
    area, label = QScrollArea(), QLabel()
    qtbot.addWidget(area)
    qtbot.addWidget(label)
    set_by_key(area, "focusPolicy", "NoFocus")
    set_by_key(area, "horizontalScrollBarPolicy", "ScrollBarAlwaysOff")
    set_by_key(label, "alignment", "AlignRight|AlignVCenter")
    assert area.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert area.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert label.alignment() == Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def test_a_key_or_a_property_qt_does_not_know_is_refused_and_nothing_is_set(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    set_by_key(label, "alignment", "AlignCenter")
    with pytest.raises(ValueError, match="alignment"):
        set_by_key(label, "alignment", "AlignMiddle")
    assert label.alignment() == Qt.AlignmentFlag.AlignCenter
    with pytest.raises(ValueError, match="alignmnet"):
        set_by_key(label, "alignmnet", "AlignLeft")
    names = [bytes(n.data()) for n in label.dynamicPropertyNames()]
    assert b"alignmnet" not in names  # not made a property of its own


def test_the_start_up_paths_values_are_qts():
    assert USER_ROLE == int(Qt.ItemDataRole.UserRole)


def test_ok_cancel_has_its_two_buttons_with_their_texts(qtbot):
    from PySide6.QtWidgets import QDialog

    dialog = QDialog()
    qtbot.addWidget(dialog)
    box = ok_cancel(dialog, lambda: None, "ذخیره", "بستن")
    ok, cancel = QDialogButtonBox.StandardButton.Ok, QDialogButtonBox.StandardButton.Cancel
    assert box.standardButtons() == ok | cancel
    assert box.button(ok).text() == "ذخیره" and box.button(cancel).text() == "بستن"
