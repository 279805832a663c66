"""A person born before 1300 (a landlord or council member of the 1330s) through the real person
form: typed, saved, and shown again when the form reopens."""

from __future__ import annotations

from desktop.services import people
from desktop.ui.common.context import AppContext
from desktop.ui.people.person_form import PersonDialog
from tests.ui.helpers import type_text
from tests.ui.test_registers_gui import click_save


def test_a_birth_date_of_1275_is_saved_and_shown(qtbot, qapp, db, db_path):
    ctx = AppContext(db, db_path)
    dialog = PersonDialog(ctx)
    qtbot.addWidget(dialog)
    type_text(dialog.first_name, "حسن")
    type_text(dialog.last_name, "مالکی")
    type_text(dialog.birth_date.line, "۱۲۷۵/۰۳/۰۱")
    click_save(dialog)
    assert not dialog.form.error_text("birth_date")
    assert dialog.person_id is not None
    assert people.get_person(db, dialog.person_id)["birth_date"] == "1896-05-21"
    again = PersonDialog(ctx, dialog.person_id)
    qtbot.addWidget(again)
    assert again.birth_date.text() == "۱۲۷۵/۰۳/۰۱"
