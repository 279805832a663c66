"""A form whose rows grow after the dialog opened (the dismissal's compensation, worked out as
the clerk types the wage) takes the room the dialog has below it, instead of scrolling its last
rows in a strip with the space under them left empty."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QLabel, QLineEdit, QVBoxLayout

from desktop.ui.common.forms import FieldForm


def test_a_row_that_grows_after_opening_is_shown_whole_in_the_dialog_s_room(qtbot, qapp):
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    form = FieldForm()
    layout.addWidget(form, 1)
    for i in range(4):
        form.add_row(f"f{i}", f"خانهٔ {i}", QLineEdit())
    worked_out = QLabel()
    worked_out.setWordWrap(True)
    form.layout_.addRow("خسارت", worked_out)
    form.layout().addStretch(1)  # the rows kept at the top, as the case dialogs do
    dialog.resize(620, 560)
    dialog.show()
    qtbot.waitExposed(dialog)
    worked_out.setText("مالکی که کشاورز برکنارشده را به کار نمی‌گمارد خسارت می‌دهد. " * 8)
    area = form.scroll_area
    assert area is not None
    inner = area.widget()
    qtbot.waitUntil(lambda: area.viewport().height() >= inner.sizeHint().height(), timeout=2000)
    assert area.verticalScrollBar().maximum() == 0  # nothing hidden below: no scrolling
