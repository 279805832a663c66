"""The office's own documents, registered on import (see ``desktop.printing.registry``)."""

from desktop.printing.templates import (  # noqa: F401
    activity_report,
    case_records,
    council_records,
    fund_records,
    land_records,
    law_memo,
    letter,
    notices,
    reports,
)
