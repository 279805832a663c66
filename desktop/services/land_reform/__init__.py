"""Land reform (1339): holdings and the ceiling, declarations, transfers and duties, the
distribution of surplus land by priority, instalments, and the bakhsh's dispute board.

One user action, one function; each validates first, runs in one transaction and returns a
``Change``. The figures come from ``desktop.rules.land_reform`` and ``land_holdings``.
"""

from __future__ import annotations

from desktop.services.land_reform.board import (
    board_members,
    decide_dispute,
    disputes,
    file_dispute,
    set_board_member,
)
from desktop.services.land_reform.calls import (
    call_standing,
    call_to_transfer,
    owner_yearly_duty,
    record_deed_signed,
    transfer_calls,
)
from desktop.services.land_reform.choice import owner_choice, record_owner_choice
from desktop.services.land_reform.distribution import (
    add_applicant,
    add_surplus,
    allocate,
    applicants,
    rank,
    rerun_lot,
    surpluses,
)
from desktop.services.land_reform.holdings import (
    add_parcel,
    declarations,
    holding_of,
    owners,
    parcels_of,
    record_declaration,
    record_notice,
    record_transfer,
    retire_parcel,
    transfers,
)
from desktop.services.land_reform.instalments import (
    accept_excuse,
    allocations,
    instalments_of,
    payments_of,
    record_payment,
    set_enforcement_refused,
    standing,
)
from desktop.services.public import public_names

__all__ = public_names(globals())
