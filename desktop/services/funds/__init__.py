"""The development funds: assessment of the levy, collection in cash and in kind, deposits,
stores, allocation to the funds above, spending, and books that balance.

Import as ``from desktop.services import funds`` and call ``funds.record_payment(...)`` etc.
The contract other modules rely on: ``funds.get_obligation(db, obligation_id) -> dict`` and
``funds.outstanding_rials(db, obligation_id) -> int`` (both raise NotFound when missing).
"""

from __future__ import annotations

from desktop.services.funds.assessment import (
    assess,
    confirm_assessment,
    get_assessment,
    get_obligation,
    outstanding_rials,
)
from desktop.services.funds.collection import (
    add_store,
    issue_order,
    record_deposit,
    record_payment,
    sell_stock,
)
from desktop.services.funds.ledger import (
    close_period,
    get_entry,
    get_fund,
    open_fund,
    reverse_entry,
    stock,
)
from desktop.services.funds.reports import (
    arrears,
    balance_check,
    deposit_lateness,
    late_penalty,
    list_funds,
    monthly,
    statement,
    undeposited,
    yearly_book,
)
from desktop.services.funds.spending import record_expense, record_help, record_loan, spendable
from desktop.services.public import public_names

__all__ = public_names(globals())
