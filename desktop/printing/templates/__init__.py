"""The office's own documents, registered on import (see ``desktop.printing.registry``)."""

from desktop.printing.templates import council, fund_records, notices, reports  # noqa: F401
