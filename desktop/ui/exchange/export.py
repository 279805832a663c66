"""Export any list shown in a PagedTableModel to CSV or XLSX, as the clerk sees it.

``export_model(parent, model, "people")`` asks where to save and writes every row of the list
(not only the rows scrolled into view), with the columns' titles and rendered values; cells that
a spreadsheet would take for a formula are defused (``desktop.services.exchange.safe_cell``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QLocale, QObject
from PySide6.QtWidgets import QWidget
from sqlite_utils import Database

from desktop.domain.errors import PermissionDenied
from desktop.services.exchange import ExchangeError, export_list, export_rows
from desktop.ui.common.dialogs import show_error
from desktop.ui.common.files import ltr, save_path
from desktop.ui.common.table_model import PAGE, PagedTableModel


def model_rows(model: PagedTableModel) -> Iterator[list[object]]:
    """Every row of the model's query, in its current order, as displayed."""
    offset = 0
    while True:
        rows = model._fetch(model.order_by, model.descending, PAGE, offset)
        for row in rows:
            yield [col.render(row) if col.render else row.get(col.key) for col in model.columns]
        if len(rows) < PAGE:
            return
        offset += PAGE


def write_model(model: PagedTableModel, path: Path | str, db: Database | None = None) -> int:
    """Write the list; with ``db``, as the signed-in user (the core checks the right to export)."""
    headers = [c.title for c in model.columns]
    if db is None:
        return export_rows(Path(path), headers, model_rows(model))
    return export_list(db, Path(path), headers, model_rows(model))


class Exporter(QObject):
    def ask_path(self, parent: QWidget | None, name: str) -> Path | None:
        chosen = save_path(
            parent,
            self.tr("Export list"),
            f"{name}.xlsx",
            self.tr("Excel workbook (*.xlsx);;Comma-separated text (*.csv)"),
        )
        if not chosen:
            return None
        path = Path(chosen)
        if path.suffix.lower() not in (".csv", ".xlsx"):
            path = path.with_suffix(".xlsx")
        return path

    def saved(self, count: int, path: Path) -> str:
        return (
            self.tr("%1 rows written to %2.")
            .replace("%1", QLocale().toString(count))
            .replace("%2", ltr(path))
        )


def export_model(
    parent: QWidget | None, model: PagedTableModel, name: str, db: Database | None = None
) -> Path | None:
    exporter = Exporter()
    path = exporter.ask_path(parent, name)
    if path is None:
        return None
    try:
        write_model(model, path, db)
    except (OSError, ExchangeError, PermissionDenied) as e:
        show_error(parent, getattr(e, "message_fa", str(e)))
        return None
    return path
