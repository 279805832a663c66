"""0010: councils (شورا / انجمن) at every level, their members and officers, village elections
(roll, candidates, votes, the lot's seed), sessions with attendance, and decisions.

Nothing here is deleted: a member's seat ends (``until_on``, ``end_reason``), a council's term
ends, and the next term is a new council row that points back at the previous one.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.audit import add_audit_triggers
from desktop.store.migrations import MIGRATIONS

TABLES = (
    "council", "council_member", "council_officer", "election", "election_roll",
    "election_candidate", "council_session", "council_attendance", "council_decision",
)  # fmt: skip


@MIGRATIONS(name="0010_councils")
def councils(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE council (
            id INTEGER PRIMARY KEY,
            level TEXT NOT NULL
                CHECK (level IN ('village', 'dehestan', 'bakhsh', 'shahrestan_seat')),
            village_id INTEGER REFERENCES village(id),
            dehestan_id INTEGER REFERENCES dehestan(id),
            regime TEXT NOT NULL,            -- from formed_on, through the law's timeline
            formed_on TEXT NOT NULL,         -- ISO Gregorian
            term_start TEXT NOT NULL,
            term_end TEXT NOT NULL,          -- last day in office
            term_years INTEGER NOT NULL,
            stands_in INTEGER NOT NULL DEFAULT 0 CHECK (stands_in IN (0, 1)),  -- supp. 22 n.2
            election_id INTEGER REFERENCES election(id),
            previous_id INTEGER REFERENCES council(id),
            basis TEXT,
            notes TEXT,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            CHECK ((level = 'village') = (village_id IS NOT NULL)),
            CHECK ((level = 'dehestan') = (dehestan_id IS NOT NULL))
        );
        CREATE INDEX council_place ON council(level, village_id, dehestan_id, term_start);

        CREATE TABLE council_member (
            id INTEGER PRIMARY KEY,
            council_id INTEGER NOT NULL REFERENCES council(id),
            person_id INTEGER NOT NULL REFERENCES person(id),
            kind TEXT NOT NULL CHECK (kind IN ('principal', 'alternate', 'ex_officio')),
            rank INTEGER,                    -- alternates: 1 is promoted first
            seat TEXT NOT NULL,              -- the composition's role key
            delegate_of_id INTEGER REFERENCES council(id),  -- the council below it speaks for
            basis TEXT,                      -- how the seat was filled, with the article
            votes INTEGER,
            from_on TEXT NOT NULL,
            until_on TEXT,                   -- the day the seat ended, when it has
            end_reason TEXT,
            end_basis TEXT,
            promoted_from_id INTEGER REFERENCES council_member(id),  -- the alternate row
            replaces_id INTEGER REFERENCES council_member(id),       -- the member it replaced
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX council_member_council ON council_member(council_id, kind, rank);
        CREATE INDEX council_member_person ON council_member(person_id);

        CREATE TABLE council_officer (
            id INTEGER PRIMARY KEY,
            council_id INTEGER NOT NULL REFERENCES council(id),
            member_id INTEGER NOT NULL REFERENCES council_member(id),
            office TEXT NOT NULL CHECK (office IN ('chair', 'vice_chair', 'accountant', 'treasurer')),
            elected_on TEXT NOT NULL,
            until_on TEXT,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX council_officer_council ON council_officer(council_id);

        CREATE TABLE election (
            id INTEGER PRIMARY KEY,
            village_id INTEGER NOT NULL REFERENCES village(id),
            held_on TEXT NOT NULL,
            regime TEXT NOT NULL,
            seed TEXT NOT NULL,              -- the lot's seed, printed on the minutes
            ballots_cast INTEGER,
            status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'counted', 'formed')),
            result TEXT,                     -- the count as JSON (the rules core's result)
            council_id INTEGER REFERENCES council(id),
            place TEXT,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX election_village ON election(village_id, held_on);

        CREATE TABLE election_roll (
            id INTEGER PRIMARY KEY,
            election_id INTEGER NOT NULL REFERENCES election(id),
            person_id INTEGER NOT NULL REFERENCES person(id),
            eligible INTEGER NOT NULL CHECK (eligible IN (0, 1)),
            reasons TEXT,                    -- Persian: why left out (rules core + clerk)
            excluded_by_clerk TEXT,          -- a reason the records cannot show (reputation)
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            UNIQUE (election_id, person_id)
        );

        CREATE TABLE election_candidate (
            id INTEGER PRIMARY KEY,
            election_id INTEGER NOT NULL REFERENCES election(id),
            person_id INTEGER NOT NULL REFERENCES person(id),
            literate INTEGER NOT NULL CHECK (literate IN (0, 1)),
            votes INTEGER CHECK (votes >= 0),
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX election_candidate_live ON election_candidate(election_id, person_id)
            WHERE retired_at IS NULL;

        CREATE TABLE council_session (
            id INTEGER PRIMARY KEY,
            council_id INTEGER NOT NULL REFERENCES council(id),
            held_on TEXT NOT NULL,
            place TEXT,
            agenda TEXT NOT NULL,
            present INTEGER NOT NULL,
            quorum INTEGER NOT NULL,         -- the minimum present it was checked against
            quorum_basis TEXT NOT NULL,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX council_session_council ON council_session(council_id, held_on);

        CREATE TABLE council_attendance (
            id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES council_session(id),
            member_id INTEGER NOT NULL REFERENCES council_member(id),
            present INTEGER NOT NULL CHECK (present IN (0, 1)),
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            UNIQUE (session_id, member_id)
        );

        -- A decision's id is stable: other modules (funds) cite it.
        CREATE TABLE council_decision (
            id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES council_session(id),
            number INTEGER NOT NULL CHECK (number >= 1),
            text TEXT NOT NULL,
            votes_for INTEGER NOT NULL CHECK (votes_for >= 0),
            votes_against INTEGER NOT NULL CHECK (votes_against >= 0),
            votes_abstaining INTEGER NOT NULL CHECK (votes_abstaining >= 0),
            carried INTEGER NOT NULL CHECK (carried IN (0, 1)),
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            UNIQUE (session_id, number)
        );
        """
    )
    for table in TABLES:
        add_audit_triggers(db, table)
