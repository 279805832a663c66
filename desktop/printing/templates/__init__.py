"""The office's own documents, registered on import (see ``desktop.printing.registry``)."""

from desktop.printing.templates import case_records, council, notices, reports  # noqa: F401
