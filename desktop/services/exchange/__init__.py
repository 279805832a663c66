"""Import and export: lists to CSV/XLSX (safe against formula injection), people and villages from
CSV (UTF-8 or Windows-1256) and XLSX with a preview, and the office's full export for the
shahrestan (format in docs/exchange.md) with its import as a separate, read-only bakhsh.

The preview validates each row by running the real service (``add_person`` / ``add_village``)
inside a transaction that is always rolled back, so a row is refused for exactly the reasons the
form would refuse it, duplicates within the file included. ``apply_import`` then runs the same
services in one transaction: all rows or none.

Import as ``from desktop.services import exchange``. The modules, by family of actions:
``export`` (a list to CSV/XLSX), ``reading`` (a CSV/XLSX file vetted and read), ``importing``
(mapping, preview and import of people and villages), ``office_file`` (the office's export for
the shahrestan and its import), ``backups`` (backup and restore as user actions); ``common``
holds what they share. Limits (``MAX_IMPORT_ROWS``, ``PROGRESS_EVERY``...) live in their module
and are read there: change them on that module, not on this package.
"""

from __future__ import annotations

from desktop.services.exchange.backups import (
    backup_now,
    clean_leftovers,
    restore_backup,
    scheduled_backup,
    set_backups_kept,
)
from desktop.services.exchange.common import ExchangeError
from desktop.services.exchange.export import export_list, export_rows, safe_cell
from desktop.services.exchange.importing import (
    TARGETS,
    BadRow,
    ImportCancelled,
    Preview,
    Progress,
    apply_import,
    guess_mapping,
    preview_import,
)
from desktop.services.exchange.office_file import export_office, import_office
from desktop.services.exchange.reading import RawTable, read_table
from desktop.services.office import EXCHANGE_SETTING, exchange_source
from desktop.services.public import public_names

__all__ = public_names(globals())
