"""Read-only lists for the registers: filtered, normalised search, sorted, paged."""

from __future__ import annotations

from dataclasses import dataclass

from sqlite_utils import Database

from desktop.domain.errors import ValidationError
from desktop.domain.fields import is_row_id
from desktop.services.door import read
from desktop.text import exact_expression, match_expression, match_tokens, search_words


@dataclass(frozen=True)
class ListQuery:
    search: str = ""
    dehestan_id: int | None = None
    village_id: int | None = None
    include_retired: bool = False
    order_by: str = "name"
    descending: bool = False


def _like(term: str) -> str:
    escaped = term.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


PEOPLE_ORDER = {
    "name": "p.sort_key",
    "father_name": "p.father_name",
    "national_code": "p.national_code",
    "birth_date": "p.birth_date",
    "village": "v.sort_key",
    "id": "p.id",
}


# A search matching more people than this is "broad": its page is read from the word index
# in the order the people were entered, stopping after a page, and its count stops here too
# (the list shows "more than 1,000, in the order entered"); a narrower one is sorted by the
# column chosen. Sorting a broad one by name costs every match (1,000,000 people: «ع» matches
# 220,000, 240 ms; «موسوی» 19,000, 60 ms), walking the name index until a page is found costs
# as much when the matches cluster in it (a surname: 1.2 s); the word index gives its matches
# in entry order at once (under 2 ms a page).
BROAD = 1000


def _people_where(
    q: ListQuery, *, joined: bool = False, sorting: bool = True
) -> tuple[str, list[object]]:
    if not isinstance(q, ListQuery):
        raise ValidationError.single("query", "جست‌وجوی نامعتبر.")
    where: list[str] = []
    args: list[object] = []
    if not q.include_retired:
        # unary + keeps the planner on the sort-key index (it stops after a page) rather than
        # the live-people index (which would sort every match first); a count wants the latter
        where.append("+p.retired_at IS NULL" if sorting else "p.retired_at IS NULL")
    expression = match_expression(q.search)
    if expression is not None:
        # the word-prefix index of migration 0019: each word typed begins a word of the name,
        # the father's name, the national code or the birth certificate's number
        if joined:  # the query reads person_words first, in its order
            where.append("person_words MATCH ?")
        else:
            where.append("p.id IN (SELECT rowid FROM person_words WHERE person_words MATCH ?)")
        args.append(expression)
    elif search_words(q.search):
        where.append("0")  # only punctuation typed: no word of the index can begin with it
    if q.village_id is not None:
        where.append(
            "(p.residence_village_id = ? OR EXISTS (SELECT 1 FROM person_role r WHERE r.person_id = p.id "
            "AND r.village_id = ? AND r.retired_at IS NULL))"
        )
        args += [q.village_id, q.village_id]
    elif q.dehestan_id is not None:
        where.append("v.dehestan_id = ?")
        args.append(q.dehestan_id)
    return (" WHERE " + " AND ".join(where)) if where else "", args


_PEOPLE_COLUMNS = (
    "SELECT p.id, p.first_name, p.last_name, p.father_name, p.national_code, p.birth_date, "
    "p.id_number, p.literate, p.retired_at, p.sort_key, v.name AS village_name "
)


def _after(where: str, condition: str) -> str:
    return f"{where} AND {condition}" if where else f" WHERE {condition}"


def people_sql(
    q: ListQuery,
    *,
    limit: int = 200,
    offset: int = 0,
    broad: bool = False,
    after: dict | None = None,
) -> tuple[str, list[object]]:
    """The SQL of one page of the people list (public so a test can check its query plan);
    ``broad``: a search read from the word index in entry order (see ``BROAD``). ``after``, the
    last row of the page before: the page is read from where that one ended, by the order's
    index (page 5,000 as fast as the first), in place of ``offset``; an order of a column
    that may be empty (father's name, code, birth date, village) still counts ``offset``."""
    if after is not None and not (isinstance(after, dict) and is_row_id(after.get("id"))):
        raise ValidationError.single("after", "سطر نامعتبر است.")
    if broad and isinstance(q, ListQuery) and match_expression(q.search) is not None:
        where, args = _people_where(q, joined=True)
        if after is not None:
            where, args, offset = _after(where, "person_words.rowid > ?"), [*args, after["id"]], 0
        sql = (
            _PEOPLE_COLUMNS + "FROM person_words CROSS JOIN person p ON p.id = person_words.rowid "
            f"LEFT JOIN village v ON v.id = p.residence_village_id{where} "
            "ORDER BY person_words.rowid LIMIT ? OFFSET ?"
        )
        return sql, [*args, limit, offset]
    where, args = _people_where(q)
    key = q.order_by if isinstance(q.order_by, str) and q.order_by in PEOPLE_ORDER else "name"
    order = PEOPLE_ORDER[key]
    direction = " DESC" if q.descending else ""
    if after is not None and key in ("name", "id") and isinstance(after.get("sort_key"), str):
        than = "<" if q.descending else ">"
        if key == "id":
            where, args = _after(where, f"p.id {than} ?"), [*args, after["id"]]
        else:
            where = _after(where, f"(p.sort_key, p.id) {than} (?, ?)")
            args = [*args, after["sort_key"], after["id"]]
        offset = 0
    order = ", ".join(part + direction for part in order.split(", "))
    sql = (
        _PEOPLE_COLUMNS + "FROM person p LEFT JOIN village v ON v.id = p.residence_village_id"
        f"{where} ORDER BY {order}, p.id{direction} LIMIT ? OFFSET ?"
    )
    return sql, [*args, limit, offset]


@read()
def people_broad(db: Database, q: ListQuery) -> bool:
    """Whether the list shows this search in entry order: more than ``BROAD`` people, retired
    ones too, have a word it begins (read from the word index alone, no row: under a
    millisecond), whatever the filters."""
    if not isinstance(q, ListQuery) or match_expression(q.search) is None:
        return False
    return _matches(db, q.search, BROAD + 1) > BROAD


def _matches(db: Database, text: str, limit: int) -> int:
    """How many people, retired ones too, have a word each word of ``text`` begins, counting
    stops at ``limit``: from the word index alone, no row read. When the people with its long
    words whole are that many already, the merge of every word those begin is not made."""
    found = 0
    for expression in (exact_expression(match_tokens(text)), match_expression(text)):
        if expression is not None and found < limit:
            (found,) = db.execute(
                "SELECT count(*) FROM (SELECT 1 FROM person_words WHERE person_words MATCH ? "
                "LIMIT ?)",
                [expression, limit],
            ).fetchone()
    return found


@read()
def people(
    db: Database, q: ListQuery, *, limit: int = 200, offset: int = 0, after: dict | None = None
) -> list[dict]:
    """A page of the people list; ``after``: the last row of the page before (see people_sql)."""
    sql, args = people_sql(q, limit=limit, offset=offset, broad=people_broad(db, q), after=after)
    return list(db.query(sql, args))


def _register_size(db: Database, *, live: bool) -> int:
    """Every person, or the live ones: the register's size (SQLite counts the cells of its
    smallest index page by page, reading no entry) less the retired, read from their own index
    (migration 0021); 1,000,000 people, 20 ms, where reading the live index costs 100-180 ms."""
    (n,) = db.execute("SELECT count(*) FROM person").fetchone()
    return n - _retired(db) if live else n


def _retired(db: Database) -> int:
    return db.execute("SELECT count(*) FROM person WHERE retired_at IS NOT NULL").fetchone()[0]


@read()
def people_count(db: Database, q: ListQuery, *, cap: int | None = None) -> int:
    """How many people match; with ``cap``, counting stops at cap + 1 (the list shows "1,000+")."""
    searching = isinstance(q, ListQuery) and match_expression(q.search) is not None
    where, args = _people_where(q, joined=searching, sorting=False)
    if cap is not None and not is_row_id(cap):
        raise ValidationError.single("cap", "عدد نامعتبر است.")
    if not where or where == " WHERE p.retired_at IS NULL":  # the whole register
        n = _register_size(db, live=bool(where))
        return n if cap is None else min(n, cap + 1)
    if searching and cap is not None and q.village_id is None and q.dehestan_id is None:
        # the word index alone, no row read: of cap + 1 + R matches at most the R retired
        # people can be retired, so the rest are live (a page of «موسوی»: 5 ms -> 0.3 ms)
        retired = 0 if q.include_retired else _retired(db)
        found = _matches(db, q.search, cap + 1 + retired)
        if found - retired > cap or q.include_retired:
            return min(found, cap + 1)
    # a search counts from the word index, row by row, so a cap stops it early (the IN list the
    # page uses would first collect every match: 220,000 for «ع» on 1,000,000 people); the
    # village is joined only for a dehestan's filter, so a plain count reads the live index
    source = (
        "person_words CROSS JOIN person p ON p.id = person_words.rowid" if searching else "person p"
    )
    if q.village_id is None and q.dehestan_id is not None:
        source += " LEFT JOIN village v ON v.id = p.residence_village_id"
    inner = f"SELECT 1 FROM {source}{where}"
    if cap is not None:
        inner += " LIMIT ?"
        args = [*args, cap + 1]
    return db.execute(f"SELECT count(*) FROM ({inner})", args).fetchone()[0]


VILLAGE_ORDER = {
    "name": "v.sort_key",
    "dehestan": "d.sort_key",
    "population": "v.population",
    "households": "v.households",
    "id": "v.id",
}


def _villages_where(q: ListQuery) -> tuple[str, list[object]]:
    if not isinstance(q, ListQuery):
        raise ValidationError.single("query", "جست‌وجوی نامعتبر.")
    where: list[str] = []
    args: list[object] = []
    if not q.include_retired:
        where.append("v.retired_at IS NULL")
    for word in search_words(q.search):
        where.append("(v.name_norm LIKE ? ESCAPE '\\' OR d.name_norm LIKE ? ESCAPE '\\')")
        args += [_like(word), _like(word)]
    if q.dehestan_id is not None:
        where.append("v.dehestan_id = ?")
        args.append(q.dehestan_id)
    return (" WHERE " + " AND ".join(where)) if where else "", args


@read()
def villages(db: Database, q: ListQuery, *, limit: int = 5000, offset: int = 0) -> list[dict]:
    clause, args = _villages_where(q)
    order = VILLAGE_ORDER.get(
        q.order_by if isinstance(q.order_by, str) else "", VILLAGE_ORDER["name"]
    )
    order += " DESC" if q.descending else ""
    sql = (
        "SELECT v.*, d.name AS dehestan_name, "
        "(SELECT p.first_name || ' ' || p.last_name FROM person_role r JOIN person p ON p.id = r.person_id "
        " WHERE r.village_id = v.id AND r.role = 'kadkhoda' AND r.retired_at IS NULL) AS kadkhoda_name, "
        "(SELECT coalesce(sum(share_millidang), 0) FROM person_role r WHERE r.village_id = v.id "
        " AND r.role = 'landlord' AND r.retired_at IS NULL) AS landlord_millidang "
        f"FROM village v JOIN dehestan d ON d.id = v.dehestan_id{clause} ORDER BY {order}, v.id "
        "LIMIT ? OFFSET ?"
    )
    return list(db.query(sql, [*args, limit, offset]))


@read()
def village_choices(db: Database) -> list[dict]:
    """The live villages a filter or a form chooses among (id, name, dehestan_name), in Persian
    alphabetical order: read from the sort index alone, without the list's kadkhoda and landlord
    sums (2,000 villages of a 1,000,000-people file: 2 ms, against 3.8 s)."""
    return list(
        db.query(
            "SELECT v.id, v.name, d.name AS dehestan_name FROM village v "
            "JOIN dehestan d ON d.id = v.dehestan_id WHERE v.retired_at IS NULL "
            "ORDER BY v.sort_key, v.id"
        )
    )


@read()
def dehestans(db: Database, *, include_retired: bool = False) -> list[dict]:
    where = "" if include_retired else " WHERE d.retired_at IS NULL"
    return list(
        db.query(
            "SELECT d.*, (SELECT count(*) FROM village v WHERE v.dehestan_id = d.id "
            f"AND v.retired_at IS NULL) AS village_count FROM dehestan d{where} ORDER BY d.sort_key"
        )
    )


@read()
def counts(db: Database) -> dict[str, int]:
    one = lambda sql: db.execute(sql).fetchone()[0]  # noqa: E731
    return {
        "dehestans": one("SELECT count(*) FROM dehestan WHERE retired_at IS NULL"),
        "villages": one("SELECT count(*) FROM village WHERE retired_at IS NULL"),
        "people": _register_size(db, live=True),
        "population": one(
            "SELECT coalesce(sum(population), 0) FROM village WHERE retired_at IS NULL"
        ),
    }


@read()
def villages_count(db: Database, q: ListQuery) -> int:
    clause, args = _villages_where(q)
    return db.execute(
        f"SELECT count(*) FROM village v JOIN dehestan d ON d.id = v.dehestan_id{clause}", args
    ).fetchone()[0]


@read()
def letters_in_year(db: Database, year: int) -> dict[str, int]:
    """Letters of the register in a Jalali year: sent (cancelled numbers included) and received."""
    rows = db.execute(
        "SELECT direction, count(*) FROM letter WHERE year = ? GROUP BY direction", [year]
    ).fetchall()
    found = dict(rows)
    return {"out": found.get("out", 0), "in": found.get("in", 0)}
