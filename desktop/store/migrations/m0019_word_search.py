"""0019: word-prefix full-text indexes over the normalised text the store keeps, for the search
boxes and the global search (Ctrl+K): people, villages, letters, councils and cases.

Each index is an FTS5 table with *external content*: it stores only the index, not a second copy
of the text, and reads the text back from the row (``person.search_norm``, ``village.name_norm``,
``letter.subject_norm``, ``case_file.search_norm``; a council's from the view ``council_search``:
its level and its village's or dehestan's normalised name). Triggers keep every index in step with
its rows — an insert, an edit, a retirement or a restore, the rows an office file brings in — since
every one of those writes goes through SQL, while the normalised text itself is computed by the
services (``desktop.text.normalize``, which SQL cannot call). A contentless table would need the
same triggers and, in this SQLite, the old text on every delete all the same.

The tokenizer is ``unicode61`` with ``remove_diacritics 2``: the text is already normalised
(Arabic ي/ك folded to ی/ک, ZWNJ and tatweel dropped, every digit set made ASCII), so a word of the
index is a word as ``normalize`` writes it, and a query normalised the same way finds it. The
prefix indexes (``prefix='1 2 3'``) make the first letters typed as quick as a whole word: without
them a one-letter prefix merges the lists of every word that starts with it.

The trigram index of 0004 (substrings of three or more letters) is dropped: the people list now
searches this one, by the beginning of each word, and keeping both doubled every write.
"""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.migrations import MIGRATIONS

TOKENIZE = "tokenize = 'unicode61 remove_diacritics 2', prefix = '1 2 3'"

# table with the text, its FTS table, the text column
SIMPLE = (
    ("person", "person_words", "search_norm"),
    ("village", "village_words", "name_norm"),
    ("letter", "letter_words", "subject_norm"),
    ("case_file", "case_words", "search_norm"),
)

# the words a council is found by: «شورای» (the bill's word) or «انجمن» (the 1334 law's), its
# level (ده، دهستان، بخش، شهرستان) and its place's name
_LEVEL = (
    "CASE {c}.regime WHEN '1334' THEN 'انجمن ' ELSE 'شورای ' END || CASE {c}.level WHEN 'village' THEN 'ده' WHEN 'dehestan' THEN 'دهستان' "
    "WHEN 'bakhsh' THEN 'بخش' ELSE 'شهرستان' END"
)


def _council_text(c: str, village_name: str, dehestan_name: str) -> str:
    return (
        f"{_LEVEL.format(c=c)} || coalesce(' ' || CASE {c}.level WHEN 'village' THEN "
        f"{village_name} WHEN 'dehestan' THEN {dehestan_name} END, '')"
    )


def _simple(table: str, fts: str, col: str) -> str:
    return f"""
        CREATE VIRTUAL TABLE {fts} USING fts5({col}, content='{table}', content_rowid='id',
            {TOKENIZE});
        INSERT INTO {fts}({fts}) VALUES ('rebuild');
        CREATE TRIGGER {fts}_ai AFTER INSERT ON {table} BEGIN
            INSERT INTO {fts}(rowid, {col}) VALUES (new.id, new.{col});
        END;
        CREATE TRIGGER {fts}_ad AFTER DELETE ON {table} BEGIN
            INSERT INTO {fts}({fts}, rowid, {col}) VALUES ('delete', old.id, old.{col});
        END;
        CREATE TRIGGER {fts}_au AFTER UPDATE OF {col} ON {table} BEGIN
            INSERT INTO {fts}({fts}, rowid, {col}) VALUES ('delete', old.id, old.{col});
            INSERT INTO {fts}(rowid, {col}) VALUES (new.id, new.{col});
        END;
    """


def _place_trigger(name: str, event: str, place: str, old_text: str) -> str:
    """An insert or a rename of a village or dehestan re-indexes the councils of that level that
    name it: their words as they were (``old_text``) leave the index and the new ones come in."""
    new_text = _council_text("c", "new.name_norm", "new.name_norm")
    return f"""        CREATE TRIGGER {name} {event} ON {place} BEGIN
            INSERT INTO council_words(council_words, rowid, search_norm)
                SELECT 'delete', c.id, {old_text} FROM council c
                WHERE c.level = '{place}' AND c.{place}_id = new.id;
            INSERT INTO council_words(rowid, search_norm)
                SELECT c.id, {new_text} FROM council c
                WHERE c.level = '{place}' AND c.{place}_id = new.id;
        END;"""


def council_sql() -> str:
    village = "(SELECT name_norm FROM village WHERE id = {c}.village_id)"
    dehestan = "(SELECT name_norm FROM dehestan WHERE id = {c}.dehestan_id)"
    new_text = _council_text("new", village.format(c="new"), dehestan.format(c="new"))
    old_text = _council_text("old", village.format(c="old"), dehestan.format(c="old"))
    view_text = _council_text("c", village.format(c="c"), dehestan.format(c="c"))
    # a rename of a village or dehestan changes the text of its councils: the old words leave
    # the index (written with the old name) and the new ones come in
    renamed_old = _council_text("c", "old.name_norm", "old.name_norm")
    # a place inserted after councils naming it (an office file's tables come in by name, council
    # before village): those councils were indexed without its name, which now comes in
    placeless = _council_text("c", "NULL", "NULL")
    return f"""
        CREATE VIEW council_search AS SELECT c.id AS id, {view_text} AS search_norm
            FROM council c;
        CREATE VIRTUAL TABLE council_words USING fts5(search_norm, content='council_search',
            content_rowid='id', {TOKENIZE});
        INSERT INTO council_words(council_words) VALUES ('rebuild');
        CREATE TRIGGER council_words_ai AFTER INSERT ON council BEGIN
            INSERT INTO council_words(rowid, search_norm) VALUES (new.id, {new_text});
        END;
        CREATE TRIGGER council_words_ad AFTER DELETE ON council BEGIN
            INSERT INTO council_words(council_words, rowid, search_norm)
                VALUES ('delete', old.id, {old_text});
        END;
        CREATE TRIGGER council_words_au AFTER UPDATE OF regime, level, village_id, dehestan_id ON council
        BEGIN
            INSERT INTO council_words(council_words, rowid, search_norm)
                VALUES ('delete', old.id, {old_text});
            INSERT INTO council_words(rowid, search_norm) VALUES (new.id, {new_text});
        END;
{_place_trigger("council_words_village", "AFTER UPDATE OF name_norm", "village", renamed_old)}
{_place_trigger("council_words_village_new", "AFTER INSERT", "village", placeless)}
{_place_trigger("council_words_dehestan_new", "AFTER INSERT", "dehestan", placeless)}
{_place_trigger("council_words_dehestan", "AFTER UPDATE OF name_norm", "dehestan", renamed_old)}
    """


@MIGRATIONS(name="0019_word_search")
def word_search(db: Database) -> None:
    db.executescript(
        """
        DROP TRIGGER IF EXISTS person_fts_ai;
        DROP TRIGGER IF EXISTS person_fts_ad;
        DROP TRIGGER IF EXISTS person_fts_au;
        DROP TABLE IF EXISTS person_fts;
        """
        + "".join(_simple(*t) for t in SIMPLE)
        + council_sql()
    )
