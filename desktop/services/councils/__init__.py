"""Councils (شورا under the 1331 bill, انجمن under the 1334 law) at every level: forming them,
village elections, members and officers over a term, vacancies, sessions and decisions.

The public functions other modules use (see the contracts): ``remove_member``,
``first_session_after``, ``bakhsh_council_on``, ``officers_on``, ``get_decision``,
``get_member``, ``get_council``.
"""

from __future__ import annotations

from desktop.services.councils.common import get_council
from desktop.services.councils.elections import (
    add_candidate,
    candidates_of,
    count_election,
    get_election,
    list_elections,
    open_election,
    record_votes,
    result_of,
    roll_of,
    set_exclusion,
    withdraw_candidate,
)
from desktop.services.councils.forming import form_council, form_village_council
from desktop.services.councils.members import (
    add_member,
    elect_officers,
    get_member,
    members_of,
    remove_member,
)
from desktop.services.councils.queries import (
    attention,
    bakhsh_council_on,
    law_on,
    list_councils,
    officers_on,
)
from desktop.services.councils.seats import delegate_choices, empty_seats
from desktop.services.councils.sessions import (
    first_session_after,
    get_decision,
    get_session,
    record_session,
    sessions_of,
)
from desktop.services.public import public_names

__all__ = public_names(globals())
