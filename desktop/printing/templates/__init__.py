"""The office's own documents, registered on import (see ``desktop.printing.registry``)."""

from desktop.printing.templates import council, letter, notices, reports  # noqa: F401
