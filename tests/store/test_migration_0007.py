"""0007: the office's regime setting leaves its details without losing anything."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from desktop.services.office import get_office, get_setting
from desktop.store.db import open_database

FIXTURE = Path(__file__).parent / "data" / "schema-0001.sqlite"


def test_the_regime_setting_is_retired_and_kept(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    shutil.copy(FIXTURE, path)
    db = open_database(path)
    raw = get_setting(db, "office")
    assert "regime" not in raw
    assert raw == {
        "office_name": "بخشداری",
        "shahrestan": "کاشان",
        "bakhsh": "مرکزی",
        "bakhshdar": "بخشدار",
    }
    retired = get_setting(db, "office_regime_retired")
    assert retired["regime"] == "1331"  # what the office had chosen, kept
    office = get_office(db)
    assert office is not None and office.bakhshdar == "بخشدار"
    # no audit noise: the value moved between two keys, nobody changed it
    assert db.execute("SELECT count(*) FROM audit_log WHERE action = 'update'").fetchone()[0] == 0
    db.close()


def test_readings_are_untouched_and_a_new_file_has_nothing_to_retire(db_path: Path) -> None:
    db = open_database(db_path)
    assert get_setting(db, "office_regime_retired") is None
    db.execute(
        "INSERT INTO settings(key, value) VALUES ('rule_choices', ?)",
        [json.dumps({"reading_1334_m3": "0.5"})],
    )
    db.close()
    again = open_database(db_path)
    assert get_setting(again, "rule_choices") == {"reading_1334_m3": "0.5"}
