"""Every window and dialog of the application, built on a demo office, for the tests that look at
all of them (size on the office screen, Persian text, Escape and Ctrl+S). A module adds its
dialogs here. Build the office with ``tests.printing.conftest.fill_demo_office`` first, so each
dialog opens on a real record."""

from __future__ import annotations

from desktop.printing import registry
from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import letters, papers
from desktop.ui.common.context import AppContext


def all_dialogs(ctx: AppContext) -> list:
    from desktop.ui.audit.page import RecordHistoryDialog
    from desktop.ui.documents.print_preview import PrintPreviewDialog
    from desktop.ui.exchange.import_dialog import ImportDialog
    from desktop.ui.letters.batch_print import BatchPrintDialog
    from desktop.ui.letters.page import (
        CancelDialog,
        IncomingDialog,
        NewDocumentDialog,
        ReferralDialog,
    )
    from desktop.ui.people.person_form import PersonDialog
    from desktop.ui.places.dehestans_dialog import DehestansDialog
    from desktop.ui.places.village_form import DehestanDialog, VillageDialog
    from desktop.ui.settings.office import SetupDialog
    from desktop.ui.settings.safety import UserDialog
    from desktop.ui.shell.about import AboutDialog
    from desktop.ui.shell.sign_in import SignInDialog

    db = ctx.db
    out_id = letters.issue_document(
        db, template_key="letter", record_id=None, params=EXAMPLE_PARAMS["letter"],
        sink=lambda _p: None,
    ).id  # fmt: skip
    in_id = letters.register_incoming(
        db, sender="فرمانداری کاشان", subject="بخشنامه", their_number="۱۲/ف",
        referred_to="مسئول شوراها",
    ).id  # fmt: skip
    out_row, in_row = letters.get_letter(db, out_id), letters.get_letter(db, in_id)
    dialogs = [
        SetupDialog(ctx), PersonDialog(ctx), PersonDialog(ctx, 1), VillageDialog(ctx),
        VillageDialog(ctx, 1), DehestanDialog(ctx), DehestanDialog(ctx, 1), SignInDialog(ctx),
        UserDialog(ctx), UserDialog(ctx, _a_user(db)), ImportDialog(ctx, "people"),
        ImportDialog(ctx, "villages"), NewDocumentDialog(ctx), IncomingDialog(ctx),
        RecordHistoryDialog(ctx, "person", 1),
        BatchPrintDialog(ctx, template_key="register_report", village_id=1), DehestansDialog(ctx),
        CancelDialog(ctx, out_row), ReferralDialog(ctx, in_row),
        PrintPreviewDialog(ctx, letter_id=out_id), AboutDialog(),
    ]  # fmt: skip
    dialogs += council_dialogs(ctx) + fund_dialogs(ctx) + case_dialogs(ctx) + land_dialogs(ctx)
    for t in registry.all_templates():  # the letter editor of every document
        dialogs.append(
            PrintPreviewDialog(
                ctx,
                template_key=t.key,
                record_id=papers.sample(db, t.key),
                params=EXAMPLE_PARAMS.get(t.key),
            )
        )
    return dialogs


def _a_user(db) -> dict:
    from desktop.services import auth

    change = auth.add_user(
        db, username="دبیر", display_name="دبیر بخش", role="clerk", password="Kashan-1405-dabir"
    )
    return next(iter(db.query("SELECT * FROM app_user WHERE id = ?", [change.ids[0]])))


def council_dialogs(ctx: AppContext) -> list:
    from desktop.services import councils
    from desktop.ui.councils.election import ElectionDialog
    from desktop.ui.councils.fill import FillSeatDialog
    from desktop.ui.councils.form import FormCouncilDialog
    from desktop.ui.councils.member import RemoveMemberDialog
    from desktop.ui.councils.officers import OfficersDialog
    from desktop.ui.councils.session import SessionDialog

    db = ctx.db
    election = db.execute("SELECT max(id) FROM election").fetchone()[0]
    council = db.execute("SELECT id FROM council WHERE level = 'village' LIMIT 1").fetchone()[0]
    upper = db.execute("SELECT id FROM council WHERE level != 'village' LIMIT 1").fetchone()[0]
    member = councils.members_of(db, council)[0]
    return [
        ElectionDialog(ctx), ElectionDialog(ctx, election_id=election), FormCouncilDialog(ctx),
        RemoveMemberDialog(ctx, member), FillSeatDialog(ctx, council), FillSeatDialog(ctx, upper),
        OfficersDialog(ctx, council), SessionDialog(ctx, council),
    ]  # fmt: skip


def fund_dialogs(ctx: AppContext) -> list:
    from desktop.ui.funds.assessment_dialog import AssessmentDialog
    from desktop.ui.funds.deposit_dialog import DepositDialog
    from desktop.ui.funds.expense_dialog import ExpenseDialog
    from desktop.ui.funds.help_dialog import HelpDialog
    from desktop.ui.funds.loan_dialog import LoanDialog
    from desktop.ui.funds.order_dialog import OrderDialog
    from desktop.ui.funds.payment_dialog import PaymentDialog
    from desktop.ui.funds.reverse_dialog import ReverseDialog
    from desktop.ui.funds.sale_dialog import SaleDialog

    db = ctx.db
    fund = db.execute("SELECT id, village_id FROM fund WHERE level = 'village'").fetchone()
    entry = db.execute("SELECT min(id) FROM ledger_entry").fetchone()[0]
    by_fund = (DepositDialog, ExpenseDialog, HelpDialog, LoanDialog, OrderDialog, PaymentDialog,
               SaleDialog)  # fmt: skip
    return [
        AssessmentDialog(ctx, fund[1]),
        *(kind(ctx, fund[0]) for kind in by_fund),
        ReverseDialog(ctx, entry),
    ]


def case_dialogs(ctx: AppContext) -> list:
    """A new case of every kind, every step at least once (on a case that may take it when the
    demo has one) and every kind's decision (its rows differ by kind)."""
    from desktop.services import cases
    from desktop.services.cases.kinds import KINDS
    from desktop.services.cases.workflow import available_steps
    from desktop.ui.cases.dialogs import STEP_SERVICES, NewCaseDialog, StepDialog

    db = ctx.db
    rows = [cases.get_case(db, r[0]) for r in db.execute("SELECT id FROM case_file ORDER BY id")]
    dialogs: list = [NewCaseDialog(ctx, (kind,)) for kind in KINDS]
    for step in STEP_SERVICES:
        case = next((c for c in rows if step in available_steps(c)), rows[0])
        dialogs.append(StepDialog(ctx, case["id"], step))
    for kind in KINDS:
        case = next((c for c in rows if c["kind"] == kind), None)
        if case is not None:
            dialogs.append(StepDialog(ctx, case["id"], "decide"))
    return dialogs


def land_dialogs(ctx: AppContext) -> list:
    from desktop.ui.land_reform.allocation_dialog import AllocationDialog
    from desktop.ui.land_reform.applicant_dialog import ApplicantDialog
    from desktop.ui.land_reform.call_dialog import CallDialog
    from desktop.ui.land_reform.choice_dialog import OwnerChoiceDialog
    from desktop.ui.land_reform.decision_dialog import DecisionDialog
    from desktop.ui.land_reform.declaration_dialog import DeclarationDialog
    from desktop.ui.land_reform.dispute_dialog import DisputeDialog
    from desktop.ui.land_reform.excuse_dialog import ExcuseDialog
    from desktop.ui.land_reform.member_dialog import MemberDialog
    from desktop.ui.land_reform.notice_dialog import NoticeDialog
    from desktop.ui.land_reform.parcel_dialog import ParcelDialog
    from desktop.ui.land_reform.payment_dialog import PaymentDialog
    from desktop.ui.land_reform.surplus_dialog import SurplusDialog
    from desktop.ui.land_reform.transfer_dialog import TransferDialog

    db = ctx.db

    def first(sql: str) -> int:
        return db.execute(sql).fetchone()[0]

    owner = first("SELECT owner_id FROM land_parcel LIMIT 1")
    surplus = first("SELECT min(id) FROM land_surplus")
    return [
        ParcelDialog(ctx), ParcelDialog(ctx, owner_id=owner), NoticeDialog(ctx),
        NoticeDialog(ctx, owner_id=owner), TransferDialog(ctx), MemberDialog(ctx),
        DisputeDialog(ctx), SurplusDialog(ctx),
        DeclarationDialog(ctx, declaration_id=first("SELECT max(id) FROM land_declaration")),
        DecisionDialog(ctx, dispute_id=first("SELECT min(id) FROM land_dispute")),
        ApplicantDialog(ctx, surplus_id=surplus), AllocationDialog(ctx, surplus_id=surplus),
        PaymentDialog(ctx, allocation_id=first("SELECT min(id) FROM land_allocation")),
        ExcuseDialog(ctx, instalment_id=first("SELECT max(id) FROM land_instalment")),
        OwnerChoiceDialog(ctx, owner_id=owner), CallDialog(ctx), CallDialog(ctx, owner_id=owner),
    ]  # fmt: skip
