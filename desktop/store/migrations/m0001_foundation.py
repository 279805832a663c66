"""0001: office settings, dehestans, villages, people and their roles."""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.migrations import MIGRATIONS


@MIGRATIONS(name="0001_foundation")
def foundation(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );

        CREATE TABLE dehestan (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            name_norm TEXT NOT NULL,
            notes TEXT,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX dehestan_name_live ON dehestan(name_norm) WHERE retired_at IS NULL;

        CREATE TABLE person (
            id INTEGER PRIMARY KEY,
            first_name TEXT NOT NULL,
            last_name TEXT NOT NULL,
            father_name TEXT,
            id_number TEXT,
            id_issue_place TEXT,
            birth_date TEXT,               -- ISO Gregorian
            national_code TEXT,
            literate INTEGER NOT NULL DEFAULT 0 CHECK (literate IN (0, 1)),
            iranian INTEGER NOT NULL DEFAULT 1 CHECK (iranian IN (0, 1)),
            convicted INTEGER NOT NULL DEFAULT 0 CHECK (convicted IN (0, 1)),
            residence_village_id INTEGER REFERENCES village(id),
            residence_text TEXT,
            notes TEXT,
            search_norm TEXT NOT NULL,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE UNIQUE INDEX person_national_code ON person(national_code)
            WHERE national_code IS NOT NULL AND retired_at IS NULL;
        CREATE INDEX person_residence ON person(residence_village_id);
        CREATE INDEX person_last_name ON person(last_name, first_name);

        CREATE TABLE village (
            id INTEGER PRIMARY KEY,
            dehestan_id INTEGER NOT NULL REFERENCES dehestan(id),
            name TEXT NOT NULL,
            name_norm TEXT NOT NULL,
            kind TEXT NOT NULL DEFAULT 'village' CHECK (kind IN ('village', 'hamlet')),
            population INTEGER CHECK (population >= 0),
            households INTEGER CHECK (households >= 0),
            water_sources TEXT NOT NULL DEFAULT '[]',   -- JSON list of WATER_SOURCES keys
            farming_type TEXT NOT NULL DEFAULT 'irrigated'
                CHECK (farming_type IN ('irrigated', 'dry', 'mixed')),
            landlord_share_pct INTEGER CHECK (landlord_share_pct BETWEEN 0 AND 100),
            has_municipality INTEGER NOT NULL DEFAULT 0 CHECK (has_municipality IN (0, 1)),
            tenure TEXT NOT NULL DEFAULT 'private'
                CHECK (tenure IN ('private', 'waqf', 'leased', 'farmer_owned')),
            notes TEXT,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        );
        CREATE INDEX village_dehestan ON village(dehestan_id);
        CREATE UNIQUE INDEX village_name_live ON village(dehestan_id, name_norm)
            WHERE retired_at IS NULL;

        -- A person's role in a village. Landlords carry their ownership share in
        -- thousandths of a dang (6 dang = 6000).
        CREATE TABLE person_role (
            id INTEGER PRIMARY KEY,
            person_id INTEGER NOT NULL REFERENCES person(id),
            village_id INTEGER NOT NULL REFERENCES village(id),
            role TEXT NOT NULL CHECK (role IN ('landlord', 'tenant', 'mutavalli', 'farmer',
                'gavband', 'share_worker', 'khoshneshin', 'kadkhoda')),
            share_millidang INTEGER CHECK (share_millidang BETWEEN 1 AND 6000),
            since TEXT,
            retired_at TEXT,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL,
            CHECK ((role = 'landlord') = (share_millidang IS NOT NULL))
        );
        CREATE INDEX person_role_village ON person_role(village_id, role);
        CREATE INDEX person_role_person ON person_role(person_id);
        CREATE UNIQUE INDEX person_role_live ON person_role(person_id, village_id, role)
            WHERE retired_at IS NULL;
        """
    )
