"""Before anything that takes a number or cannot be undone, a question naming the consequence:
issuing a letter (Ctrl+S took a register number as soon as the file dialog was accepted), a
case's decision and the steps that settle a case, an election's count, forming a council, an
allocation of land, a ledger entry's reversal, a register number cancelled, a batch of papers.
Cancelling leaves the database as it was, to the byte; going ahead does the act."""

from __future__ import annotations

import datetime as _dt
import random

import pytest

from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import cases, councils
from desktop.services.cases.workflow import available_steps
from desktop.ui.common import dialogs
from desktop.ui.common.context import AppContext
from tests.printing.conftest import fill_demo_office


def dump(db) -> str:
    return "\n".join(db.conn.iterdump())


@pytest.fixture
def office(db, db_path):
    fill_demo_office(db)
    return AppContext(db, db_path)


class Asked:
    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.questions: list[tuple[str, str]] = []

    def __call__(self, parent, consequence: str, act: str) -> bool:
        self.questions.append((consequence, act))
        return self.answer


def ask(monkeypatch, answer: bool) -> Asked:
    asked = Asked(answer)
    monkeypatch.setattr(dialogs, "confirm_act", asked)
    return asked


def _open_election(db) -> tuple[int, dict[int, int]]:
    """An election of 1332 in the demo's third village, its candidates and their votes typed."""
    from desktop.demo.councils import _old_person

    village = db.execute("SELECT id FROM village ORDER BY id LIMIT 1 OFFSET 2").fetchone()[0]
    rng = random.Random(7)
    people = [
        _old_person(db, rng, village, born=_dt.date(1921, 4, 1) + _dt.timedelta(days=300 * i))
        for i in range(6)
    ]
    e = councils.open_election(db, village_id=village, held_on="1332/06/15", seed="۱۲").id
    cands = [councils.add_candidate(db, election_id=e, person_id=p).id for p in people]
    return e, dict(zip(cands, [6, 5, 4, 3, 2, 1], strict=True))


def test_issuing_a_letter_asks_before_it_takes_a_number(office, qtbot, monkeypatch):
    from desktop.ui.documents.print_preview import PrintPreviewDialog

    editor = PrintPreviewDialog(office, template_key="letter", params=EXAMPLE_PARAMS["letter"])
    qtbot.addWidget(editor)
    before = dump(office.db)
    asked = ask(monkeypatch, False)
    assert editor.deliver(lambda _pdf: None) is False
    assert len(asked.questions) == 1
    consequence, act = asked.questions[0]
    assert "شماره" in consequence and "۱" in act  # the number it would take, named
    assert dump(office.db) == before
    assert editor.mode == "draft"
    ask(monkeypatch, True)
    assert editor.deliver(lambda _pdf: None) is True
    assert editor.mode == "letter" and dump(office.db) != before


def test_every_step_that_settles_a_case_asks_first(office, qtbot, monkeypatch):
    """Every settling step (FINAL_STEPS) a case of the demo can take: asked first, nothing
    recorded on «no»; on «yes» the step is run (recorded, or refused beside its field)."""
    from desktop.ui.cases.dialogs import FINAL_STEPS, StepDialog

    db = office.db
    rows = [cases.get_case(db, r[0]) for r in db.execute("SELECT id FROM case_file ORDER BY id")]
    ran: list[object] = []
    real_run = office.run
    monkeypatch.setattr(office, "run", lambda *a, **k: ran.append(a) or real_run(*a, **k))
    tried = []
    for step in sorted(FINAL_STEPS):
        case = next((c for c in rows if step in available_steps(c)), None)
        if case is None:
            continue
        tried.append(step)
        dialog = StepDialog(office, case["id"], step)
        qtbot.addWidget(dialog)
        before = dump(db)
        asked = ask(monkeypatch, False)
        ran.clear()
        dialog.save()
        assert len(asked.questions) == 1, step
        assert cases.case_number(case) in asked.questions[0][0], step
        assert ran == [] and dump(db) == before, step
        ask(monkeypatch, True)
        dialog.save()
        assert len(ran) == 1, step
    assert {"decide", "close", "reconcile"} <= set(tried), tried


def test_counting_an_election_asks_first(office, qtbot, monkeypatch):
    from desktop.ui.councils.election import ElectionDialog

    db = office.db
    election, votes = _open_election(db)
    dialog = ElectionDialog(office, election_id=election)
    qtbot.addWidget(dialog)
    for ident, box in dialog.vote_boxes().items():
        box.setValue(votes[ident])
    dialog.ballots.setValue(sum(1 for r in councils.roll_of(db, election) if r["on_roll"]))
    before = dump(db)
    asked = ask(monkeypatch, False)
    dialog.count()
    assert len(asked.questions) == 1 and dump(db) == before
    ask(monkeypatch, True)
    dialog.count()
    status = db.execute("SELECT status FROM election WHERE id = ?", [election]).fetchone()[0]
    assert status != "open" and dump(db) != before


def test_forming_a_council_asks_first(office, qtbot, monkeypatch):
    from desktop.ui.councils.election import ElectionDialog
    from desktop.ui.councils.form import FormCouncilDialog

    db = office.db
    election, votes = _open_election(db)
    cast = sum(1 for r in councils.roll_of(db, election) if r["on_roll"])
    councils.record_votes(db, election_id=election, ballots_cast=cast, votes=votes)
    councils.count_election(db, election_id=election)
    dialog = ElectionDialog(office, election_id=election)
    qtbot.addWidget(dialog)
    before = dump(db)
    asked = ask(monkeypatch, False)
    dialog.form_council()
    assert len(asked.questions) == 1 and dump(db) == before
    ran: list[object] = []
    real_run = office.run
    monkeypatch.setattr(office, "run", lambda *a, **k: ran.append(a) or real_run(*a, **k))
    ask(monkeypatch, True)
    dialog.form_council()
    assert len(ran) == 1  # asked, then formed (or refused with the law's reason)

    upper = FormCouncilDialog(office)
    qtbot.addWidget(upper)
    before = dump(db)
    asked = ask(monkeypatch, False)
    ran.clear()
    upper.save()
    assert len(asked.questions) == 1 and ran == [] and dump(db) == before


def test_allocating_surplus_land_asks_first(office, qtbot, monkeypatch):
    """The allocation draws the lot from its seed, hands the parcel to the first of the ranking
    and sets his ten instalments (1339 arts. 18–19): it was saved with no question."""
    from desktop.services import land_reform as lr
    from desktop.services import people
    from desktop.ui.land_reform.allocation_dialog import AllocationDialog
    from tests.ui.helpers import replace_text

    db = office.db
    village = db.execute("SELECT id FROM village ORDER BY id LIMIT 1").fetchone()[0]
    owner = people.add_person(db, first_name="حاج", last_name="مالک‌بزرگ").id
    parcel = lr.add_parcel(db, owner_id=owner, village_id=village, kind="irrigated",
                           area_ha="500").id  # fmt: skip
    surplus = lr.add_surplus(db, parcel_id=parcel, area_ha="10", price_rials=1_000_000,
                             regional_min_ha="5", taken_on="1341/02/01", label="مازاد آزمون").id  # fmt: skip
    farmers = [r[0] for r in db.execute(
        "SELECT person_id FROM person_role WHERE role = 'farmer' AND retired_at IS NULL "
        "ORDER BY person_id LIMIT 2 OFFSET 20")]  # fmt: skip
    for p in farmers:
        lr.add_applicant(db, surplus_id=surplus, person_id=p, priority_class="a", children=2,
                         applied_on="1341/02/10")  # fmt: skip
    dialog = AllocationDialog(office, surplus_id=surplus)
    qtbot.addWidget(dialog)
    replace_text(dialog.form.fields["allocated_on"].line, "1341/03/01")
    replace_text(dialog.form.fields["first_due"].line, "1342/07/01")
    before = dump(db)
    asked = ask(monkeypatch, False)
    dialog.save()
    assert len(asked.questions) == 1 and dump(db) == before and dialog.change is None
    consequence, act = asked.questions[0]
    first = lr.rank(db, surplus, dialog.seed.text().strip()).order[0]
    name = next(a["name"] for a in lr.applicants(db, surplus) if str(a["id"]) == first.id)
    assert name in consequence and "قسط" in consequence and act
    ask(monkeypatch, True)
    dialog.save()
    assert dialog.change is not None
    assert db.execute("SELECT count(*) FROM land_allocation WHERE surplus_id = ?",
                      [surplus]).fetchone()[0] == 1  # fmt: skip


def test_reversing_a_ledger_entry_asks_first(office, qtbot, monkeypatch):
    """A reversal is posted for good (the books are append-only, a reversal is not reversed):
    it was recorded at the dialog's save with no question."""
    from desktop.ui.funds.reverse_dialog import ReverseDialog
    from tests.ui.helpers import replace_text

    db = office.db
    entry = db.execute(
        "SELECT e.id FROM ledger_entry e WHERE e.reverses_id IS NULL AND e.kind = 'expense' AND "
        "NOT EXISTS (SELECT 1 FROM ledger_entry r WHERE r.reverses_id = e.id) ORDER BY e.id LIMIT 1"
    ).fetchone()[0]
    dialog = ReverseDialog(office, entry)
    qtbot.addWidget(dialog)
    replace_text(dialog.reason, "رقم اشتباه نوشته شده بود")
    before = dump(db)
    asked = ask(monkeypatch, False)
    dialog.save()
    assert len(asked.questions) == 1 and dump(db) == before
    consequence, act = asked.questions[0]
    assert str(entry).translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")) in consequence and act
    ask(monkeypatch, True)
    dialog.save()
    assert (
        db.execute("SELECT count(*) FROM ledger_entry WHERE reverses_id = ?", [entry]).fetchone()[0]
        == 1
    )


def test_cancelling_a_register_number_asks_first(office, qtbot, monkeypatch):
    """A number cancelled stays cancelled, never given to another letter: it was cancelled at
    the dialog's save with no question."""
    from desktop.services import letters
    from desktop.ui.letters.page import CancelDialog
    from tests.ui.helpers import replace_text

    db = office.db
    ident = db.execute(
        "SELECT id FROM letter WHERE direction = 'out' AND cancelled_at IS NULL ORDER BY id LIMIT 1"
    ).fetchone()[0]
    dialog = CancelDialog(office, letters.get_letter(db, ident))
    qtbot.addWidget(dialog)
    replace_text(dialog.reason, "صادرشده به اشتباه")
    before = dump(db)
    asked = ask(monkeypatch, False)
    dialog.save()
    assert len(asked.questions) == 1 and dump(db) == before
    ask(monkeypatch, True)
    dialog.save()
    assert letters.get_letter(db, ident)["cancelled_at"] is not None


def test_a_batch_asks_before_it_takes_its_numbers(office, qtbot, monkeypatch, tmp_path):
    """A batch takes a register number a paper, for good: it began numbering at «آغاز» with no
    question; the question says how many."""
    from desktop.ui.letters.batch_print import BatchPrintDialog

    db = office.db
    dialog = BatchPrintDialog(office, None, template_key="register_report")
    qtbot.addWidget(dialog)
    dialog.folder.setText(str(tmp_path))
    total = len(dialog.record_ids())
    assert total >= 3
    before = dump(db)
    asked = ask(monkeypatch, False)
    dialog.start()
    assert len(asked.questions) == 1 and dump(db) == before and dialog.steps is None
    assert list(tmp_path.glob("*.pdf")) == []
    consequence, act = asked.questions[0]
    assert str(total).translate(str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")) in consequence and act
    ask(monkeypatch, True)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.steps is None, timeout=20000)
    assert len(list(tmp_path.glob("*.pdf"))) == total
