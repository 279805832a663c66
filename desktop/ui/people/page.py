"""People register: everyone the office deals with, and their roles in villages."""

from __future__ import annotations

import datetime as _dt

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QHBoxLayout, QWidget

from desktop.jalali import format_jalali
from desktop.services import people, queries
from desktop.services.change import Change
from desktop.text import to_persian_digits
from desktop.ui.common.choices import choice_box, refill
from desktop.ui.common.context import AppContext
from desktop.ui.common.register_page import RegisterPage
from desktop.ui.common.table_model import Column, PagedTableModel
from desktop.ui.people.person_form import PersonDialog


def _date(row: dict) -> str:
    return (
        format_jalali(_dt.date.fromisoformat(row["birth_date"]), persian_digits=True)
        if row["birth_date"]
        else ""
    )


class PeoplePage(RegisterPage):
    retire_service = staticmethod(people.retire_person)
    restore_service = staticmethod(people.restore_person)
    record_table = "person"
    import_kind = "people"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.search.setPlaceholderText(self.tr("Search by name, father's name, national code…"))
        columns = [
            Column("name", self.tr("Name"), lambda r: f"{r['first_name']} {r['last_name']}"),
            Column("father_name", self.tr("Father's name")),
            Column(
                "national_code",
                self.tr("National code"),
                lambda r: to_persian_digits(r["national_code"] or ""),
            ),
            Column("birth_date", self.tr("Birth date"), _date),
            Column("village", self.tr("Resident in"), lambda r: r["village_name"] or ""),
        ]
        self.attach(
            PagedTableModel(
                columns,
                lambda order, desc, limit, offset: queries.people(
                    ctx.db,
                    self.list_query(order, desc),
                    limit=limit,
                    offset=offset,
                    # the next page read from where the last one ended, not from row 0
                    after=self.model.rows[offset - 1]
                    if 0 < offset <= len(self.model.rows)
                    else None,
                ),
                self._count,
            )
        )
        ctx.changed.connect(self.on_change)

    def _count(self) -> tuple[int, bool]:
        # Counting every match of a one-letter search costs a scan of the register; it stops
        # where the list stops sorting (queries.BROAD): past it the page is in entry order.
        q = self.list_query("name", False)
        cap = queries.BROAD if q.search.strip() else None
        n = queries.people_count(self.ctx.db, q, cap=cap)
        return (cap, False) if cap is not None and n > cap else (n, True)

    def _show_count(self) -> None:
        super()._show_count()
        if queries.people_broad(self.ctx.db, self.list_query("name", False)):
            text = (
                self.tr("more than %1 records, in the order entered (type more to sort them)")
                if not self.model.exact
                else self.tr("%1 records, in the order entered (type more to sort them)")
            )
            self.count_label.setText(text.replace("%1", QLocale().toString(self.model.total)))

    def extra_filters(self, bar: QHBoxLayout) -> None:
        self.village_filter = choice_box("village_filter")
        bar.addWidget(self.village_filter, 1)
        self.fill_villages()
        self.village_filter.currentIndexChanged.connect(lambda _i: self.reload())

    def fill_villages(self) -> None:
        villages = [(v["name"], v["id"]) for v in queries.village_choices(self.ctx.db)]
        refill(self.village_filter, [(self.tr("All villages"), None), *villages])

    def village_filter_id(self) -> int | None:
        return self.village_filter.currentData() if hasattr(self, "village_filter") else None

    def on_change(self, change: Change) -> None:
        if change.touches("dehestan"):
            self.fill_dehestans()
        if change.touches("village"):
            self.fill_villages()
        if change.touches("person", "person_role", "village"):
            self.reload()

    def add(self) -> None:
        PersonDialog(self.ctx, parent=self).exec()

    def edit(self) -> None:
        person_id = self.selected_id()
        if person_id is not None:
            PersonDialog(self.ctx, person_id, parent=self).exec()

    def document_target(self) -> tuple[int | None, int | None]:
        person_id = self.selected_id()
        if person_id is None:
            return None, None
        village = self.ctx.db.execute(
            "SELECT residence_village_id FROM person WHERE id = ?", [person_id]
        ).fetchone()
        return (village[0] if village else None), person_id

    def retire_question(self) -> str:
        return self.tr(
            "Retire this person? The record stays, with its history, but leaves the lists."
        )


def create_page(ctx: AppContext) -> QWidget:
    return PeoplePage(ctx)
