"""The schema, changed only by numbered migrations applied in order at start-up.

Each module adds its migrations in a file of its own, ``mNNNN_<what>.py``, registering
functions on ``MIGRATIONS`` under the name ``NNNN_<what>``; ``ORDER`` lists the files.
Never edit a migration that has shipped: add a new one.
"""

from __future__ import annotations

import importlib

from sqlite_utils.migrations import Migrations

MIGRATIONS = Migrations("bakhsh-office")

ORDER = (
    "m0001_foundation",
    "m0002_letters",
    "m0003_audit_users",
    "m0004_person_search",
    "m0005_sort_keys",
    "m0006_live_people_index",
    "m0007_regime_follows_dates",
    "m0009_clerk",
    "m0010_councils",
    "m0011_funds",
    "m0012_cases",
    "m0013_land_reform",
    "m0014_special_contract",
    "m0015_case_kinds",
    "m0016_report_dates",
    "m0017_bill_councils_end",
    "m0018_land_choice_and_call",
    "m0019_word_search",
    "m0020_ministry_deposits",
    "m0021_retired_people_index",
    "m0022_list_pages",
    "m0023_surplus_parcel",
)

for _name in ORDER:
    importlib.import_module(f"{__name__}.{_name}")

KNOWN_NAMES = tuple(m.name for m in MIGRATIONS._migrations)
SCHEMA_VERSION = len(KNOWN_NAMES)
