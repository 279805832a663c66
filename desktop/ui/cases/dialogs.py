"""The cases' dialogs: filing a case, and taking one step of its workflow.

Each fits a 1366×768 screen (the form scrolls inside), Enter saves; Escape asks before
dropping what was typed and Ctrl+S saves (``desktop.ui.common.forms.GuardedDialog``).
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.jalali import jalali_year
from desktop.rules.dismissal import compute_dismissal_compensation
from desktop.rules.errors import RuleError
from desktop.rules.parameters import REGIME_LABEL_FA
from desktop.rules.timeline import regime_on
from desktop.services import cases, letters
from desktop.services.cases.kinds import KINDS, STEPS, body_fa, law_for, outcomes_of
from desktop.services.change import Change
from desktop.services.rule_choices import get_rule_choices
from desktop.text import group_thousands, to_ascii_digits, to_persian_digits
from desktop.ui.common import dialogs
from desktop.ui.common.citation_links import CitationLabel
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm, GuardedDialog, input_value, size_to_content
from desktop.ui.common.number_edit import NumberEdit
from desktop.ui.common.roles_box import PersonPicker, village_combo
from desktop.ui.common.widgets import wrapped_label

W = TypeVar("W", bound=QWidget)
MAX_DIALOG_HEIGHT = 680  # leaves room for the task bar on a 1366×768 screen


def _int_or_text(text: str) -> object:
    """What the clerk typed in an amount box: an int when it reads as one (either digit set,
    with or without separators), else the text as typed (the service refuses it by name)."""
    plain = to_ascii_digits(text.strip()).replace(",", "").replace("\u066c", "")
    if not plain:
        return None
    return int(plain) if plain.isdigit() else text


class CaseDialogBase(GuardedDialog):
    """A form in a scroll area; Save/Cancel. Each dialog calls ``mark_clean`` once built."""

    def __init__(self, ctx: AppContext, parent: QWidget | None, title: str) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setWindowTitle(title)
        self.change: Change | None = None
        self.form = FieldForm()  # it scrolls inside itself
        layout = QVBoxLayout(self)
        layout.addWidget(self.form, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        save.setText(QCoreApplication.translate("CaseDialogBase", "Save"))
        save.setDefault(True)
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(
            QCoreApplication.translate("CaseDialogBase", "Cancel")
        )
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMaximumHeight(MAX_DIALOG_HEIGHT)
        size_to_content(self, 620)

    def finish(self) -> None:
        """After the rows: keep them at the top (a text box must not spread the form)."""
        outer = self.form.layout()
        if isinstance(outer, QVBoxLayout):
            outer.addStretch(1)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt naming
        # Enter saves from a one-line field; in a text box it starts a new line (Ctrl+Enter saves)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
            not isinstance(self.focusWidget(), QPlainTextEdit)
            or event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.save()
            return
        super().keyPressEvent(event)

    def run(self, action: Callable[..., Change], **values: object) -> None:
        outcome = self.ctx.run(action, **values)
        if not outcome.ok:
            self.form.show_errors(outcome.errors or {})
            return
        self.change = outcome.change
        self.accept()

    def save(self) -> None:  # pragma: no cover - each dialog has its own
        raise NotImplementedError


def _text(widget: QLineEdit | QPlainTextEdit) -> str:
    return widget.toPlainText() if isinstance(widget, QPlainTextEdit) else widget.text()


class NewCaseDialog(CaseDialogBase):
    """File a case: kind, date, parties (from the people register or typed), subject, amounts."""

    def __init__(
        self, ctx: AppContext, kinds: tuple[str, ...], parent: QWidget | None = None
    ) -> None:
        super().__init__(ctx, parent, QCoreApplication.translate("CaseDialogs", "New case"))
        self.setObjectName("NewCaseDialog")
        f = self.form
        self.kind = f.add_row("kind", self.tr("Kind"), QComboBox())
        for k in kinds:
            self.kind.addItem(KINDS[k], k)
        self.filed_on = f.add_row("filed_on", self.tr("Filed on"), JalaliDateEdit())
        self.filed_on.set_date(_dt.date.today())
        self.basis = CitationLabel(ctx)  # its article a link to the «قانون» section
        self.basis.setObjectName("basis")
        self.basis.setWordWrap(True)
        f.layout_.addRow(self.tr("Decided by"), self.basis)
        self.subject = f.add_row("subject", self.tr("Subject"), QLineEdit())
        self.village = f.add_row(
            "village_id", self.tr("Village"),
            village_combo(ctx, allow_none=True, none_text=self.tr("(none)")),
        )  # fmt: skip
        self.complainant = f.add_row("complainants", self.tr("Complainant"), PersonPicker(ctx))
        self.complainant_outside = f.add_row(
            "complainant_outside", self.tr("…or a party not in the register"), QLineEdit()
        )
        self.respondent = f.add_row("respondents", self.tr("Complained against"), PersonPicker(ctx))
        self.respondent_outside = f.add_row(
            "respondent_outside", self.tr("…or a party not in the register"), QLineEdit()
        )
        self.second_respondent = f.add_row(
            "second_respondent", self.tr("Another party complained against (name)"), QLineEdit()
        )
        self.claimed = f.add_row(
            "claimed_rials", self.tr("Amount claimed (rials)"), NumberEdit("amount")
        )
        self.attachments = f.add_row(
            "attachments", self.tr("Attachments (one a line)"), QPlainTextEdit()
        )
        self.attachments.setMaximumHeight(70)
        self.incoming = f.add_row(
            "incoming_letter_id", self.tr("Incoming letter number"), NumberEdit("code")
        )
        self.incoming.setPlaceholderText(self.tr("e.g. %1").replace("%1", "۱۲ / ۱۴۰۵"))
        # chosen among the members in office on the filing day of the village's council and its
        # dehestan's, each named with father, seat and council
        self.member = f.add_row("member_id", self.tr("Council member complained of"), QComboBox())
        self.obligation = f.add_row(
            "obligation_id", self.tr("Fund obligation number"), NumberEdit("int")
        )
        self.finish()
        self.kind.currentIndexChanged.connect(lambda _i: self.sync())
        self.filed_on.edited.connect(self.sync)
        self.village.currentIndexChanged.connect(lambda _i: self.fill_members())
        self.filed_on.edited.connect(self.fill_members)
        self.fill_members()
        self.sync()
        self.subject.setFocus()
        self.mark_clean()

    def sync(self) -> None:
        kind = self.kind.currentData()
        self.member.setEnabled(kind == "member_complaint")
        self.obligation.setEnabled(kind == "refusal_fund")
        filed = self.filed_on.date_or_none()
        if filed is None or kind is None:
            self.basis.setText("")
            return
        try:
            regime = regime_on(filed)
        except RuleError as e:
            self.basis.setText(e.message_fa)
            return
        law = law_for(kind, regime)
        if law is None:
            self.basis.setText(
                self.tr("Not a case of its own under %1").replace("%1", REGIME_LABEL_FA[regime])
            )
            return
        self.basis.setText(
            to_persian_digits(
                f"{body_fa(law.body, regime)} — {law.citation.short()} ({REGIME_LABEL_FA[regime]})"
            )
        )

    def fill_members(self) -> None:
        from desktop.services import councils, places
        from desktop.services.councils.queries import in_office

        day = self.filed_on.date_or_none() or _dt.date.today()
        kept = self.member.currentData()
        village = self.village.currentData()
        dehestan = places.get_village(self.ctx.db, village)["dehestan_id"] if village else None
        self.member.clear()
        self.member.addItem(self.tr("(choose the member)"), None)
        for council in councils.list_councils(self.ctx.db):
            if not in_office(council, day) or council["level"] not in ("village", "dehestan"):
                continue  # the complaint is against a member of a village or dehestan council
            if village and not (
                council["village_id"] == village
                or (council["level"] == "dehestan" and council["dehestan_id"] == dehestan)
            ):
                continue
            for m in councils.members_of(self.ctx.db, council["id"], on=day):
                father = (
                    " " + self.tr("child of %1").replace("%1", m["father_name"])
                    if m["father_name"]
                    else ""
                )
                seat = m["seat_fa"] or m["kind_fa"]
                self.member.addItem(f"{m['name']}{father} — {seat} — {council['title']}", m["id"])
        found = self.member.findData(kept)
        self.member.setCurrentIndex(max(found, 0))

    def _party(self, picker: PersonPicker, outside: QLineEdit) -> list[dict]:
        if outside.text().strip():
            return [{"name": outside.text()}]
        pid = picker.person_id()
        return [{"person_id": pid}] if pid is not None else []

    def _letter(self) -> object:
        text = self.incoming.text().strip()
        if not text:
            return None
        filed = self.filed_on.date_or_none() or _dt.date.today()
        found = letters.find_letter(
            self.ctx.db, text.replace(" ", ""), direction="in", year=jalali_year(filed)
        )
        return found if found is not None else -1  # refused by the service, by name

    def values(self) -> dict[str, object]:
        respondents = self._party(self.respondent, self.respondent_outside)
        if self.second_respondent.text().strip():
            respondents.append({"name": self.second_respondent.text()})
        kind = self.kind.currentData()
        return {
            "kind": kind,
            "filed_on": self.filed_on.text(),
            "subject": self.subject.text(),
            "village_id": self.village.currentData(),
            "complainants": self._party(self.complainant, self.complainant_outside),
            "respondents": respondents,
            "claimed_rials": _int_or_text(self.claimed.text()),
            "attachments": self.attachments.toPlainText(),
            "incoming_letter_id": self._letter(),
            "member_id": self.member.currentData() if kind == "member_complaint" else None,
            "obligation_id": _int_or_text(self.obligation.text())
            if kind == "refusal_fund"
            else None,
        }

    def save(self) -> None:
        self.run(cases.register_case, **self.values())


STEP_SERVICES: dict[str, Callable[..., Change]] = {
    "hear": cases.record_hearing,
    "decide": cases.record_decision,
    "notify": cases.record_notification,
    "request_review": cases.record_review_request,
    "review_decide": cases.record_review_decision,
    "enforce": cases.record_enforcement,
    "collect": cases.record_collection,
    "hand_over": cases.record_hand_over,
    "reconcile": cases.record_reconciliation,
    "schedule": cases.schedule_council_session,
    "pay": cases.record_payment,
    "refer_court": cases.refer_to_court,
    "finalize": cases.finalize_case,
    "expel": cases.record_expulsion,
    "close": cases.close_case,
}

# the steps that settle something: recorded for good, asked about first
FINAL_STEPS = frozenset({"decide", "review_decide", "finalize", "expel", "close", "pay",
                         "refer_court", "reconcile"})  # fmt: skip


class StepDialog(CaseDialogBase):
    """One step of a case: its date and what the step records (the fields differ by step)."""

    def __init__(
        self, ctx: AppContext, case_id: int, step: str, parent: QWidget | None = None
    ) -> None:
        case = cases.get_case(ctx.db, case_id)
        super().__init__(ctx, parent, f"{STEPS[step]} — {cases.case_number(case)}")
        self.setObjectName("StepDialog")
        self.case, self.step = case, step
        f = self.form
        self.widgets: dict[str, QWidget] = {}
        self.on = self._add("on", self.tr("Date"), JalaliDateEdit())
        self.on.set_date(_dt.date.today())
        kind = case["kind"]
        people = cases.parties(ctx.db, case_id)
        if step == "hear":
            self._add("attendance", self.tr("Present"), QLineEdit())
            self._add("note", self.tr("Notes"), QPlainTextEdit())
        elif step == "decide":
            outcome = self._add("outcome", self.tr("Outcome"), QComboBox())
            for key, label in outcomes_of(kind, case["regime"]).items():  # by the law
                outcome.addItem(label, key)
            self._add("text", self.tr("Decision"), QPlainTextEdit())
            if kind in ("refusal_farmers", "refusal_fund"):
                amount = self._add(
                    "amount_rials", self.tr("Amount to pay (rials)"), NumberEdit("amount")
                )
                if case["claimed_rials"] is not None:
                    amount.setText(group_thousands(int(case["claimed_rials"])))
            if kind == "late_delivery":
                amount = self._add(
                    "amount_rials",
                    self.tr("Amount not delivered in time (rials)"),
                    NumberEdit("amount"),
                )
                if case["claimed_rials"] is not None:
                    amount.setText(group_thousands(int(case["claimed_rials"])))
            if kind == "dismissal":
                for key, label in (
                    ("daily_wage_rials", self.tr("Local labourer's daily wage (rials)")),
                    ("ayani_rials", self.tr("A'yani valued at (rials)")),
                    ("crop_rials", self.tr("Crop valued at (rials)")),
                ):
                    amount = self._add(key, label, NumberEdit("amount"))
                    amount.textEdited.connect(self.show_compensation)
                self._add("experts", self.tr("Experts who valued them"), QLineEdit())
                self.compensation = wrapped_label("compensation")
                f.layout_.addRow(self.tr("Compensation"), self.compensation)
        elif step in ("notify", "request_review"):
            party = self._add("party_id", self.tr("Party"), QComboBox())
            for p in people:
                wanted = not p["notified_on"] if step == "notify" else bool(p["notified_on"])
                if wanted:
                    party.addItem(p["name"], p["id"])
            if step == "request_review":
                self._add("note", self.tr("Notes"), QPlainTextEdit())
        elif step == "review_decide":
            self._add("text", self.tr("Decision on review"), QPlainTextEdit())
        elif step in ("enforce", "hand_over", "refer_court", "expel"):
            self._add("note", self.tr("Notes"), QPlainTextEdit())
        elif step in ("collect", "pay"):
            amount = self._add("amount_rials", self.tr("Amount (rials)"), NumberEdit("amount"))
            due = (
                case["compensation_rials"]
                if step == "pay"
                else case["compensation_rials"] or case["claimed_rials"]
            )
            if due is not None:
                amount.setText(group_thousands(int(due)))
        elif step == "reconcile":
            self._add("agreed", self.tr("Reconciled"), QCheckBox(self.tr("The parties agreed")))
            self._add("note", self.tr("Notes"), QPlainTextEdit())
        elif step == "schedule":
            session = self._add(
                "session_on", self.tr("Session of the bakhsh council"), JalaliDateEdit()
            )
            proposed = cases.proposed_session(ctx.db, case_id)
            hint = QLabel(
                self.tr("Proposed from the councils' sessions.")
                if proposed
                else self.tr("No session of the bakhsh council is recorded: type its date.")
            )
            hint.setWordWrap(True)
            f.layout_.addRow("", hint)
            if proposed:
                session.set_date(proposed)
        elif step == "close":
            missing = cases.missing_steps(ctx.db, case, _dt.date.today())
            if missing:
                warn = QLabel(self.tr("Still missing: %1").replace("%1", "؛ ".join(missing)))
                warn.setWordWrap(True)
                warn.setObjectName("missing")
                f.layout_.addRow("", warn)
            self._add("reason", self.tr("Reason for closing"), QPlainTextEdit())
        self.finish()
        first = next(iter(self.widgets.values()))
        first.setFocus()
        self.mark_clean()

    def _add(self, key: str, label: str, widget: W) -> W:
        if isinstance(widget, QPlainTextEdit):
            widget.setMaximumHeight(90)
            widget.setTabChangesFocus(True)
        self.form.add_row(key, label, widget)
        self.widgets[key] = widget
        return widget

    def show_compensation(self, *_args: object) -> None:
        """The rules core's figure and explanation as the clerk types the wage and valuations."""
        amounts: dict[str, object] = {
            k: _int_or_text(_text(self.widgets[k]))  # type: ignore[arg-type]
            for k in ("daily_wage_rials", "ayani_rials", "crop_rials")
        }
        wage, ayani, crop = (amounts[k] for k in ("daily_wage_rials", "ayani_rials", "crop_rials"))
        if not isinstance(wage, int) or not all(
            v is None or isinstance(v, int) for v in (ayani, crop)
        ):
            self.compensation.clear()
            return
        try:
            r = compute_dismissal_compensation(
                regime=self.case["regime"], daily_wage_rials=wage,
                ayani_rials=ayani if isinstance(ayani, int) else 0,
                crop_rials=crop if isinstance(crop, int) else 0,
                choices=get_rule_choices(self.ctx.db),
            )  # fmt: skip
        except RuleError as e:
            self.compensation.setText(e.message_fa)
            return
        self.compensation.setText(to_persian_digits(r.explanation))

    def values(self) -> dict[str, object]:
        out: dict[str, object] = {"case_id": self.case["id"]}
        for key, w in self.widgets.items():
            value = input_value(w)
            amount = key.endswith("_rials") and isinstance(w, QLineEdit | QPlainTextEdit)
            out[key] = _int_or_text(value) if amount and isinstance(value, str) else value
        return out

    def save(self) -> None:
        if self.step in FINAL_STEPS:
            consequence = (
                self.tr(
                    "«%1» is recorded in case %2 and cannot be changed or taken back afterwards; "
                    "the case moves on to its next step."
                )
                .replace("%1", STEPS[self.step])
                .replace("%2", cases.case_number(self.case))
            )
            if not dialogs.confirm_act(self, consequence, self.tr("&Record it")):
                return
        self.run(STEP_SERVICES[self.step], **self.values())
