"""The register of cases: complaints, landlord–farmer disputes, refusals to pay, dismissals.

One user action, one function (each validates first, writes in one transaction and returns a
``Change``): ``register_case``, then the steps of the kind's workflow (``kinds.WORKFLOW``),
``close_case`` with a reason, ``retire_case``. Reading: ``get_case``, ``parties``, ``events``,
``list_cases``; deadlines: ``case_deadlines``; the dashboard: ``attention``. The links to the
councils and funds modules are all in ``links``.
"""

from __future__ import annotations

from desktop.services.cases.attention import attention
from desktop.services.cases.deadlines import CaseDeadline, case_deadlines
from desktop.services.cases.documents import issue_case_document
from desktop.services.cases.records import (
    CaseQuery,
    case_number,
    count_cases,
    events,
    get_case,
    get_party,
    letters_of,
    list_cases,
    list_cases_sql,
    open_counts,
    parties,
)
from desktop.services.cases.register import register_case, retire_case
from desktop.services.cases.workflow import (
    available_steps,
    close_case,
    finalize_case,
    missing_steps,
    proposed_session,
    record_collection,
    record_decision,
    record_enforcement,
    record_expulsion,
    record_hand_over,
    record_hearing,
    record_notification,
    record_payment,
    record_reconciliation,
    record_review_decision,
    record_review_request,
    refer_to_court,
    schedule_council_session,
)
from desktop.services.public import public_names

__all__ = public_names(globals())
