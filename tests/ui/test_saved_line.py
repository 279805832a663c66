"""After each save the main window's status bar says, in Persian, what was recorded: one line
from the act's own entries in the audit trail (``AppContext.run``, which every dialog's save goes
through), for a few seconds; a refusal says nothing there (its errors are beside the fields)."""

from __future__ import annotations

from desktop.services import councils
from desktop.ui.councils.election import ElectionDialog
from desktop.ui.people.person_form import PersonDialog
from desktop.ui.places.village_form import VillageDialog
from desktop.ui.shell.main_window import SAVED_SHOWN_MS, MainWindow
from tests.services.council_fixtures import small_bakhsh
from tests.ui.helpers import replace_text, type_text


def _window(qtbot, ctx) -> MainWindow:
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    return window


def test_saving_a_person_then_editing_a_village_each_says_what_was_recorded(
    qtbot, office_db, db_path
):
    from desktop.ui.common.context import AppContext

    ctx = AppContext(office_db, db_path)
    b = small_bakhsh(office_db)
    window = _window(qtbot, ctx)
    person = PersonDialog(ctx, parent=window)
    qtbot.addWidget(person)
    person.show()
    person.save()  # nothing typed: refused beside the fields, nothing said below
    assert window.statusBar().currentMessage() == ""
    type_text(person.first_name, "مریم")
    type_text(person.last_name, "صالحی")
    person.save()
    assert window.statusBar().currentMessage() == "شخص «مریم صالحی» ثبت شد."
    village = VillageDialog(ctx, parent=window, village_id=b["kamu"]["village"])
    qtbot.addWidget(village)
    replace_text(village.name, "کامو علیا")
    village.save()
    assert window.statusBar().currentMessage() == "آبادی «کامو علیا» ویرایش شد."
    qtbot.waitUntil(
        lambda: window.statusBar().currentMessage() == "", timeout=SAVED_SHOWN_MS + 2000
    )


def test_a_step_of_an_election_says_what_it_recorded(qtbot, office_db, db_path):
    from desktop.ui.common.context import AppContext

    ctx = AppContext(office_db, db_path)
    b = small_bakhsh(office_db)
    window = _window(qtbot, ctx)
    e = councils.open_election(office_db, village_id=b["kamu"]["village"], held_on="1332/06/01").id
    dialog = ElectionDialog(ctx, window, election_id=e)
    qtbot.addWidget(dialog)
    dialog.add_candidate()
    assert window.statusBar().currentMessage() == "نامزد انتخابات ثبت شد."
    dialog.ballots.setValue(sum(r["on_roll"] for r in councils.roll_of(office_db, e)))
    dialog.count()  # two acts, the votes then the count: the line is the count's
    assert window.statusBar().currentMessage() == "انتخابات ویرایش شد."
