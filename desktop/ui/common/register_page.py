"""The shape every register shares: search as you type, filters, a sortable list, add/edit/retire."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QItemSelectionModel, QLocale, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from desktop.services import queries
from desktop.services.change import Change
from desktop.ui.common.choices import choice_box, refill
from desktop.ui.common.context import AppContext
from desktop.ui.common.dialogs import confirm, show_error
from desktop.ui.common.keys import list_keys
from desktop.ui.common.record_table import record_table
from desktop.ui.common.table_model import PagedTableModel
from desktop.ui.common.widgets import button, search_field


class RegisterPage(QWidget):
    """Subclasses set up ``self.model`` and implement ``add``, ``edit``, ``retire``, ``restore``."""

    record_table = ""  # the table whose audit history "History…" shows
    import_kind = ""  # what "Import…" reads (see desktop.services.exchange)

    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.ctx = ctx
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.search = search_field(self.tr("Search…"))
        bar.addWidget(self.search, 2)
        self.dehestan_filter = choice_box("dehestan_filter")
        bar.addWidget(self.dehestan_filter, 1)
        self.extra_filters(bar)
        self.show_retired = QCheckBox(self.tr("Show retired"))
        bar.addWidget(self.show_retired)
        layout.addLayout(bar)
        self.table = record_table("table")
        self.table.doubleClicked.connect(lambda _i: self.edit())
        layout.addWidget(self.table, 1)
        buttons = QHBoxLayout()
        self.add_button = button(self.tr("&Add…"), self.add)
        self.edit_button = button(self.tr("&Edit…"), self.edit)
        self.retire_button = button(self.tr("&Retire"), self._retire_or_restore)
        self.history_button = button(self.tr("&History…"), self.history)
        self.import_button = button(self.tr("&Import…"), self.import_file)
        self.export_button = button(self.tr("E&xport…"), self.export)
        self.document_button = button(self.tr("Document…"), self.new_document)
        self.document_button.setToolTip(self.tr("A document about the selected record (Ctrl+P)"))
        for b in (
            self.add_button, self.edit_button, self.retire_button, self.history_button,
            self.document_button,
        ):  # fmt: skip
            buttons.addWidget(b)
        self.extra_buttons(buttons)
        buttons.addWidget(self.import_button)
        buttons.addWidget(self.export_button)
        buttons.addStretch(1)
        self.count_label = QLabel()
        buttons.addWidget(self.count_label)
        layout.addLayout(buttons)
        self.dialog: QWidget | None = None  # the last dialog opened (tests look at it)
        list_keys(self, search=self.search, new=self.add, print_=self.new_document)
        self.search.searched.connect(lambda _t: self.reload())
        self.dehestan_filter.currentIndexChanged.connect(lambda _i: self.reload())
        self.show_retired.toggled.connect(lambda _b: self.reload())
        self.fill_dehestans()

    # hooks
    def extra_filters(self, bar: QHBoxLayout) -> None:
        pass

    def extra_buttons(self, bar: QHBoxLayout) -> None:
        pass

    def document_target(self) -> tuple[int | None, int | None]:
        """(village id, person id) a new document starts on: the selected record."""
        return None, None

    def new_document(self) -> None:
        """Ctrl+P: a numbered document about the selected record, through the letter editor."""
        from desktop.ui.letters.page import new_document

        village_id, person_id = self.document_target()
        self.dialog = new_document(self.ctx, self, village_id=village_id, person_id=person_id)

    def attach(self, model: PagedTableModel) -> None:
        self.model = model
        self.table.setModel(model)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        model.modelReset.connect(self._selection_changed)
        # setting the indicator sorts the model, which loads its first page
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.AscendingOrder)
        self._show_count()

    def fill_dehestans(self) -> None:
        dehestans = [(d["name"], d["id"]) for d in queries.dehestans(self.ctx.db)]
        refill(self.dehestan_filter, [(self.tr("All dehestans"), None), *dehestans])

    def list_query(self, order_by: str, descending: bool) -> queries.ListQuery:
        return queries.ListQuery(
            search=self.search.text(),
            dehestan_id=self.dehestan_filter.currentData(),
            village_id=self.village_filter_id(),
            include_retired=self.show_retired.isChecked(),
            order_by=order_by,
            descending=descending,
        )

    def village_filter_id(self) -> int | None:
        return None

    def reload(self) -> None:
        if not hasattr(self, "model"):
            return
        self.model.reload()
        self._show_count()

    def open_record(self, record_id: int) -> None:
        """Another screen (the global search) asks for this record: the list is searched for it
        (its name and code, so it is on the first page) and it is selected."""
        from desktop.domain.errors import NotFound
        from desktop.services.people import get_person
        from desktop.services.places import get_village

        reader = {"person": get_person, "village": get_village}.get(self.record_table)
        try:
            row = reader(self.ctx.db, record_id) if reader else None
        except NotFound:
            row = None
        if row is None:
            return
        words = [row.get(k) for k in ("first_name", "last_name", "name", "national_code")]
        self.dehestan_filter.setCurrentIndex(0)
        self.show_retired.setChecked(bool(row.get("retired_at")))
        self.search.setText(" ".join(w for w in words if w))  # searches at once
        for r in range(self.model.rowCount()):
            if self.model.row_id(r) == record_id:
                self.table.selectionModel().setCurrentIndex(
                    self.model.index(r, 0),
                    QItemSelectionModel.SelectionFlag.ClearAndSelect
                    | QItemSelectionModel.SelectionFlag.Rows,
                )
                self.table.setFocus()
                break

    def _show_count(self) -> None:
        count = QLocale().toString(self.model.total)
        text = self.tr("%1 records") if self.model.exact else self.tr("more than %1 records")
        self.count_label.setText(text.replace("%1", count))

    def selected_id(self) -> int | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.model.row_id(rows[0].row()) if rows else None

    def selected_is_retired(self) -> bool:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return bool(rows) and bool(self.model.rows[rows[0].row()].get("retired_at"))

    def _selection_changed(self) -> None:
        self.retire_button.setText(
            self.tr("Re&store") if self.selected_is_retired() else self.tr("&Retire")
        )

    def _retire_or_restore(self) -> None:
        if self.selected_is_retired():
            self.restore()
        else:
            self.retire()

    # what retiring and restoring call: set by each register
    retire_service: Callable[..., Change] | None = None
    restore_service: Callable[..., Change] | None = None

    def retire_question(self) -> str:
        return self.tr("Retire this record? It stays, with its history, but leaves the lists.")

    def retire(self) -> None:
        ident = self.selected_id()
        if ident is not None and confirm(self, self.retire_question()):
            self._run(type(self).retire_service, ident)

    def restore(self) -> None:
        ident = self.selected_id()
        if ident is not None:
            self._run(type(self).restore_service, ident)

    def _run(self, service: Callable[..., Change] | None, ident: int) -> None:
        assert service is not None, "a register names its retire/restore services"
        outcome = self.ctx.run(service, ident)
        if not outcome.ok:
            show_error(self, "\n".join((outcome.errors or {}).values()))

    def history(self) -> None:
        ident = self.selected_id()
        if ident is not None:
            from desktop.ui.audit.page import RecordHistoryDialog

            RecordHistoryDialog(self.ctx, self.record_table, ident, parent=self).exec()

    def import_file(self) -> None:
        from desktop.ui.exchange.import_dialog import ImportDialog

        ImportDialog(self.ctx, self.import_kind, parent=self).exec()

    def export(self) -> None:
        from desktop.ui.exchange.export import export_model

        export_model(self, self.model, self.import_kind, self.ctx.db)

    def add(self) -> None:
        raise NotImplementedError

    def edit(self) -> None:
        raise NotImplementedError
