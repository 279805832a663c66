"""Start-up: parse arguments, open the database, build the context and the window, run.

The one place that builds things and passes them in; nothing else reaches for a global.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

from desktop.paths import default_database


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bakhsh-office",
        description=(
            "Records and Persian documents for a bakhsh office. With no arguments, opens the "
            "window on the default database (created and migrated on first run)."
        ),
        epilog=(
            "sub-commands (no window): 'bakhsh-office rules list|compute ...' the law as code; "
            "'bakhsh-office print TEMPLATE ...' documents to PDF. Each has its own --help."
        ),
    )
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--db", type=Path, metavar="PATH", help=f"database file (default: {default_database()})")
    where.add_argument("--demo", action="store_true", help="open a throw-away database filled with a demo bakhsh")
    parser.add_argument("--screenshot", type=Path, metavar="PATH.png", help="render the main window to a PNG and exit")
    parser.add_argument("--read-only", action="store_true", help="open the database read-only")
    return parser


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    from desktop.store.db import StoreError, open_database

    demo_dir = None
    if args.demo:
        demo_dir = Path(tempfile.mkdtemp(prefix="bakhsh-demo-"))
        path = demo_dir / "demo.sqlite"
    else:
        path = args.db or default_database()
    try:
        from desktop.ui.application import create_application

        app = create_application(sys.argv[:1])
        try:
            db = open_database(path, read_only=args.read_only)
        except StoreError as e:
            from desktop.ui.dialogs import show_error

            show_error(None, e.message_fa)
            return 1
        if args.demo:
            from desktop.demo import build_demo

            build_demo(db)
        from desktop.ui.context import AppContext
        from desktop.ui.main_window import MainWindow

        ctx = AppContext(db, path, read_only=args.read_only)
        if args.screenshot:
            window = MainWindow(ctx)
            return 0 if screenshot(app, window, args.screenshot) else 1
        from desktop.services.office import is_set_up

        if not is_set_up(db) and not args.read_only:
            from desktop.ui.office_form import SetupDialog

            if SetupDialog(ctx).exec() != SetupDialog.DialogCode.Accepted:
                return 0
        window = MainWindow(ctx)
        window.show()
        return app.exec()
    finally:
        if demo_dir is not None:
            shutil.rmtree(demo_dir, ignore_errors=True)


def screenshot(app, window, out: Path) -> bool:  # noqa: ANN001 - Qt types stay in the UI layer
    window.resize(1280, 800)
    window.show()
    for _ in range(5):
        app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    ok = window.grab().save(str(out))
    window.close()
    return bool(ok)
