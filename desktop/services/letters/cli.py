"""``bakhsh-office print``: documents to PDF without the window.

    bakhsh-office print --list
    bakhsh-office print TEMPLATE --record ID --out FILE.pdf [--db PATH] [--draft] [--param k=v ...]
    bakhsh-office print TEMPLATE --demo --out FILE.pdf

Issuing takes the next number of the register of letters (unless ``--draft``); with ``--demo``
the document is issued in a throw-away database filled with the demo bakhsh.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

from desktop.paths import default_database, settle_default_database
from desktop.store.lock import InstanceLock, LockHeld


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bakhsh-office print", description="Render a document to PDF."
    )
    parser.add_argument("template", nargs="?", help="template key (see --list)")
    parser.add_argument("--list", action="store_true", help="name the templates, one per line")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--record", type=int, metavar="ID", help="the record the document is about")
    where.add_argument(
        "--demo", action="store_true", help="use a sample record of a throw-away demo database"
    )
    parser.add_argument("--out", type=Path, metavar="FILE.pdf", help="where to write the PDF")
    parser.add_argument(
        "--db", type=Path, metavar="PATH", help=f"database (default: {default_database()})"
    )
    parser.add_argument("--draft", action="store_true", help="do not take a register number")
    parser.add_argument(
        "--param", action="append", default=[], metavar="KEY=VALUE", help="a template parameter"
    )
    return parser


def _fail(message: str, code: int = 2) -> int:
    print(message, file=sys.stderr)
    return code


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    from desktop.printing import registry

    if args.list:
        for t in registry.all_templates():
            print(t.key)
        return 0
    if not args.template:
        return _fail("نام قالب لازم است (a TEMPLATE, or --list, is required; see --help).")
    if not registry.exists(args.template):
        return _fail(f"چنین قالبی نیست (unknown template {args.template!r}; see --list).")
    if args.out is None:
        return _fail("جای پروندهٔ PDF را بدهید (--out FILE.pdf is required).")
    params: dict[str, object] = {}
    for item in args.param:
        key, sep, value = item.partition("=")
        if not sep:
            return _fail(
                f"پارامتر باید به شکل KEY=VALUE باشد (--param wants KEY=VALUE, got {item!r})."
            )
        params[key] = value

    from desktop.domain.errors import NotFound, PermissionDenied, ValidationError
    from desktop.domain.fields import is_row_id
    from desktop.printing.params import check_params
    from desktop.services import letters
    from desktop.store.db import StoreError
    from desktop.store.staged import PublishFailed

    template = registry.get(args.template)
    if args.record is not None and not is_row_id(args.record):
        return _fail(f"شناسهٔ رکورد نامعتبر است: {args.record}")
    try:
        params = check_params(template, params)
    except ValidationError as e:
        return _fail("\n".join(f"--param {k}: {v}" for k, v in e.errors.items()))
    temp_dir = None
    lock = None
    try:
        if args.demo:
            from desktop.demo import build_demo_office
            from desktop.store.db import open_database

            temp_dir = Path(tempfile.mkdtemp(prefix="bakhsh-print-"))
            db = open_database(temp_dir / "demo.sqlite")
            build_demo_office(db)
            from desktop.services import papers

            record_id = papers.sample(db, template.key)
            from desktop.printing.templates.fields import EXAMPLE_PARAMS

            params = {**EXAMPLE_PARAMS.get(args.template, {}), **params}
            if template.key == "letter_book":  # the demo's register spans the last two months
                first, last = db.execute(
                    "SELECT min(letter_date), max(letter_date) FROM letter"
                ).fetchone()
                params.setdefault("date_from", first or "")
                params.setdefault("date_to", last or "")
        else:
            if template.record_table and args.record is None:
                return _fail(
                    "شناسهٔ رکورد لازم است (--record ID, or --demo, is required for this template)."
                )
            if args.db is None:
                path, moved = settle_default_database()
                if moved:
                    print(moved, file=sys.stderr)
            else:
                path = Path(args.db)
            if not path.is_file():  # printing never creates an office database
                return _fail(f"پایگاه داده‌ای در این نشانی نیست (no database at {path}).")
            lock, db = _open_for_printing(path, draft=args.draft)
            record_id = args.record
        try:
            if args.draft:
                pdf = letters.render_draft(
                    db, template_key=args.template, record_id=record_id, params=params
                )
                letters.file_sink(args.out)(pdf)
            else:
                change = letters.issue_document(
                    db, template_key=args.template, record_id=record_id, params=params,
                    sink=letters.file_sink(args.out),
                )  # fmt: skip
                if change.ids:
                    row = letters.get_letter(db, change.id)
                    print(f"{args.out}\tnumber {row['number']}/{row['year']}\t{row['number_text']}")
                else:
                    print(args.out)
        except ValidationError as e:  # each refused field named as --param names it
            return _fail("\n".join(f"{k}: {m}" if k else m for k, m in e.errors.items()))
        except (NotFound, PermissionDenied) as e:
            return _fail(e.message_fa)
        except PublishFailed as e:  # the number is in the book; the file waits beside its place
            return _fail(e.message_fa, 1)
        except OSError as e:
            told = getattr(e, "message_fa", None)
            return _fail(told or f"نوشتن پروندهٔ PDF ممکن نشد؛ شماره‌ای از دفتر گرفته نشد. ({e})", 1)
        finally:
            db.close()
    except (StoreError, LockHeld) as e:
        return _fail(e.message_fa)
    finally:
        if lock is not None:
            lock.release()
        if temp_dir is not None:
            shutil.rmtree(temp_dir, ignore_errors=True)
    return 0


def _open_for_printing(path: Path, *, draft: bool):  # noqa: ANN202 - (InstanceLock | None, Database)
    """Issuing writes the register: it takes the one-writer lock (refused while a window holds
    the file), quick-checks the file, and refuses an imported copy of another bakhsh's records
    (docs/exchange.md: it is read-only). A draft only reads: it opens read-only, lock-free."""
    from desktop.services.office import exchange_source
    from desktop.store import integrity
    from desktop.store.db import StoreError, open_database
    from desktop.store.network import refuse_writing_on_network

    if not draft:  # a draft reads (read-only is allowed on a share); issuing writes the book
        refuse_writing_on_network(path)
    try:
        lock = None if draft else InstanceLock(path).acquire()
    except OSError as e:
        raise StoreError(str(e), "پوشهٔ پایگاه داده در دسترس نیست یا اجازهٔ نوشتن در آن نیست.") from e
    try:
        report = integrity.inspect_file(path)
        if not report.ok:
            raise StoreError(f"{path}: {report.status}", report.message_fa)
        db = open_database(path, read_only=draft, create=False)
        if not draft and exchange_source(db) is not None:
            db.close()
            raise StoreError(
                "imported copy",
                "این پرونده نسخهٔ واردشدهٔ سوابق بخشی دیگر و فقط‌خواندنی است؛ "
                "در آن سندی شماره نمی‌خورد.",
            )
    except BaseException:
        if lock is not None:
            lock.release()
        raise
    return lock, db
