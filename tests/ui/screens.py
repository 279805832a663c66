"""Every window and dialog of the application, built on a demo office, for the tests that look at
all of them (size on the office screen, Persian text). A module adds its dialogs here."""

from __future__ import annotations

from desktop.printing import registry
from desktop.printing.templates.fields import EXAMPLE_PARAMS
from desktop.services import letters
from desktop.ui.context import AppContext


def all_dialogs(ctx: AppContext) -> list:
    from desktop.ui.batch_print import BatchPrintDialog
    from desktop.ui.dehestans_dialog import DehestansDialog
    from desktop.ui.import_dialog import ImportDialog
    from desktop.ui.office_form import SetupDialog
    from desktop.ui.pages.audit import RecordHistoryDialog
    from desktop.ui.pages.letters import (
        CancelDialog,
        IncomingDialog,
        NewDocumentDialog,
        ReferralDialog,
    )
    from desktop.ui.person_form import PersonDialog
    from desktop.ui.print_preview import PrintPreviewDialog
    from desktop.ui.safety_settings import UserDialog
    from desktop.ui.sign_in import SignInDialog
    from desktop.ui.village_form import DehestanDialog, VillageDialog

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
        UserDialog(ctx), ImportDialog(ctx, "people"), ImportDialog(ctx, "villages"),
        NewDocumentDialog(ctx), IncomingDialog(ctx), RecordHistoryDialog(ctx, "person", 1),
        BatchPrintDialog(ctx, template_key="register_report", village_id=1), DehestansDialog(ctx),
        CancelDialog(ctx, out_row), ReferralDialog(ctx, in_row),
        PrintPreviewDialog(ctx, letter_id=out_id),
    ]  # fmt: skip
    for t in registry.all_templates():  # the letter editor of every document
        dialogs.append(
            PrintPreviewDialog(
                ctx, template_key=t.key, record_id=t.sample(db), params=EXAMPLE_PARAMS.get(t.key)
            )
        )
    return dialogs
