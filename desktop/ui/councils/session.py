"""A council session: the day, who came (the quorum is checked), the agenda, the decisions
with their votes for, against and abstaining."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.services import councils
from desktop.ui.common.context import AppContext
from desktop.ui.common.date_edit import JalaliDateEdit
from desktop.ui.common.forms import FieldForm
from desktop.ui.common.number_edit import right_aligned
from desktop.ui.councils.common import CouncilDialog


class SessionDialog(CouncilDialog):
    def __init__(self, ctx: AppContext, council_id: int, parent: QWidget | None = None) -> None:
        super().__init__(ctx, parent=parent)
        self.council_id = council_id
        council = councils.get_council(ctx.db, council_id)
        self.setWindowTitle(self.tr("Session of %1").replace("%1", council["title"]))
        self.resize(820, 640)
        layout = QVBoxLayout(self)
        self.form = FieldForm()
        self.held_on = self.form.add_row("held_on", self.tr("Held on"), JalaliDateEdit())
        self.place = self.form.add_row("place", self.tr("Place"), QLineEdit())
        self.agenda = self.form.add_row("agenda", self.tr("Agenda"), QPlainTextEdit())
        self.agenda.setMaximumHeight(70)
        self.present = self.form.add_row("present", self.tr("Present"), QListWidget())
        self.present.setMaximumHeight(150)
        layout.addWidget(self.form)
        for m in councils.members_of(ctx.db, council_id):
            if m["kind"] == "alternate":
                continue
            item = QListWidgetItem(f"{m['name']} — {m['seat_fa']}")
            item.setData(Qt.ItemDataRole.UserRole, m["id"])
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.present.addItem(item)
        layout.addWidget(QLabel(self.tr("Decisions (carried when more vote for than against)")))
        self.decisions = QTableWidget(0, 4)
        self.decisions.setObjectName("decisions")
        self.decisions.setHorizontalHeaderLabels(
            [self.tr("Decision"), self.tr("For"), self.tr("Against"), self.tr("Abstaining")]
        )
        self.decisions.horizontalHeader().setStretchLastSection(False)
        self.decisions.setColumnWidth(0, 420)
        layout.addWidget(self.decisions, 1)
        row = QHBoxLayout()
        add = QPushButton(self.tr("Add a decision"))
        add.setAutoDefault(False)
        add.clicked.connect(lambda: self.add_decision())
        row.addWidget(add)
        row.addStretch(1)
        self.add_save_cancel(row, self.tr("Save the session"), self.tr("Cancel"))
        layout.addLayout(row)
        self.mark_clean()

    def add_decision(self, text: str = "", votes: tuple[int, int, int] = (0, 0, 0)) -> None:
        r = self.decisions.rowCount()
        self.decisions.insertRow(r)
        self.decisions.setItem(r, 0, QTableWidgetItem(text))
        for c, v in enumerate(votes, 1):
            box = right_aligned(QSpinBox())
            box.setRange(0, 500)
            box.setValue(v)
            self.decisions.setCellWidget(r, c, box)

    def set_present(self, member_ids: list[int]) -> None:
        for i in range(self.present.count()):
            item = self.present.item(i)
            on = item.data(Qt.ItemDataRole.UserRole) in member_ids
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def save(self) -> None:
        present = [
            self.present.item(i).data(Qt.ItemDataRole.UserRole)
            for i in range(self.present.count())
            if self.present.item(i).checkState() == Qt.CheckState.Checked
        ]
        decisions = []
        for r in range(self.decisions.rowCount()):
            item = self.decisions.item(r, 0)
            votes = [self.decisions.cellWidget(r, c) for c in (1, 2, 3)]
            decisions.append({
                "text": item.text() if item else "",
                **{k: b.value() for k, b in zip(("for", "against", "abstaining"), votes, strict=True) if isinstance(b, QSpinBox)},
            })  # fmt: skip
        outcome = self.ctx.run(
            councils.record_session, council_id=self.council_id, held_on=self.held_on.text(),
            agenda=self.agenda.toPlainText(), present_member_ids=present, decisions=decisions,
            place=self.place.text(),
        )  # fmt: skip
        errors = dict(outcome.errors or {})
        general = [
            f"{self.tr('Decision')} {int(k.split('.')[1]) + 1}: {errors.pop(k)}"
            for k in list(errors)
            if k.startswith("decisions.")
        ]
        if general:
            errors["general"] = "\n".join(general)
        self.saved(outcome, errors)
