"""0012: the register of cases: complaints, landlord–farmer disputes, refusals to pay, dismissals.

One row per case in ``case_file`` (its kind, the regime and deciding body fixed by the filing
date, its state in the kind's workflow); its parties in ``case_party`` (from the people register
or an outside party, each with the day the decision was notified to them); every step taken in
``case_event`` (the case's history, never edited). Documents issued for a case are rows of the
register of letters whose ``record_table`` is ``case_file`` or ``case_party``.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.audit import add_audit_triggers
from desktop.store.migrations import MIGRATIONS


@MIGRATIONS(name="0012_cases")
def cases(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE case_file (
            id INTEGER PRIMARY KEY,
            kind TEXT NOT NULL CHECK (kind IN (
                'member_complaint', 'share_dispute', 'refusal_farmers', 'refusal_fund',
                'dismissal')),
            year INTEGER NOT NULL,                  -- Jalali year of filed_on
            number INTEGER NOT NULL CHECK (number >= 1),
            filed_on TEXT NOT NULL,                 -- ISO Gregorian
            regime TEXT NOT NULL,                   -- the regime in force on filed_on
            deciding_body TEXT NOT NULL,            -- bakhsh_council | shahrestan_council | bakhshdar | ...
            legal_basis TEXT NOT NULL,              -- the article, e.g. «1331 م۳۵»
            incoming_letter_id INTEGER REFERENCES letter(id),
            village_id INTEGER REFERENCES village(id),
            subject TEXT NOT NULL,
            claimed_rials INTEGER CHECK (claimed_rials IS NULL OR claimed_rials >= 0),
            attachments TEXT,                       -- one attachment a line
            member_id INTEGER,                      -- council_member(id) complained against
            obligation_id INTEGER,                  -- fund_obligation(id) refused
            state TEXT NOT NULL,
            outcome TEXT,
            decided_on TEXT,
            decision_text TEXT,
            session_on TEXT,                        -- dismissal: the bakhsh council's session
            daily_wage_rials INTEGER,
            ayani_rials INTEGER,
            crop_rials INTEGER,
            experts TEXT,
            compensation_rials INTEGER,
            compensation_basis TEXT,                -- the rules core's explanation, as computed
            paid_rials INTEGER,
            closed_on TEXT,
            close_reason TEXT,
            search_norm TEXT NOT NULL,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            UNIQUE (year, number)
        );
        CREATE INDEX case_file_kind_state ON case_file(kind, state) WHERE retired_at IS NULL;
        CREATE INDEX case_file_filed ON case_file(filed_on);

        CREATE TABLE case_party (
            id INTEGER PRIMARY KEY,
            case_id INTEGER NOT NULL REFERENCES case_file(id),
            side TEXT NOT NULL CHECK (side IN ('complainant', 'respondent')),
            person_id INTEGER REFERENCES person(id),
            outside_name TEXT,                      -- a party not in the people register
            notified_on TEXT,                       -- the decision's notification to this party
            review_requested_on TEXT,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            CHECK (person_id IS NOT NULL OR outside_name IS NOT NULL)
        );
        CREATE INDEX case_party_case ON case_party(case_id);
        CREATE INDEX case_party_person ON case_party(person_id);

        CREATE TABLE case_event (
            id INTEGER PRIMARY KEY,
            case_id INTEGER NOT NULL REFERENCES case_file(id),
            step TEXT NOT NULL,
            on_date TEXT NOT NULL,
            state_after TEXT NOT NULL,
            party_id INTEGER REFERENCES case_party(id),
            amount_rials INTEGER,
            note TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX case_event_case ON case_event(case_id, id);
        CREATE TRIGGER case_event_no_delete BEFORE DELETE ON case_event
        BEGIN
            SELECT RAISE(ABORT, 'a case''s history is never deleted');
        END;
        """
    )
    for table in ("case_file", "case_party", "case_event"):
        add_audit_triggers(db, table)
