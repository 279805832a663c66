"""Start-up: parse arguments, open the database, build the context and the window, run.

The one place that builds things and passes them in; nothing else reaches for a global.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from pathlib import Path

from desktop.paths import default_database, settle_default_database


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
    where.add_argument(
        "--db", type=Path, metavar="PATH", help=f"database file (default: {default_database()})"
    )
    where.add_argument(
        "--demo", action="store_true", help="open a throw-away database filled with a demo bakhsh"
    )
    parser.add_argument(
        "--screenshot",
        type=Path,
        metavar="PATH.png",
        help="render the main window to a PNG and exit",
    )
    parser.add_argument(
        "--refreshes",
        type=int,
        default=0,
        metavar="N",
        help="with --screenshot: refresh the dashboard N times first (a build's long-session check)",
    )
    parser.add_argument("--read-only", action="store_true", help="open the database read-only")
    return parser


def main(argv: list[str]) -> int:
    args = build_parser().parse_args(argv)
    demo_dir = None
    moved = None  # what to tell the clerk about a database moved to its new default place
    if args.demo:
        demo_dir = Path(tempfile.mkdtemp(prefix="bakhsh-demo-"))
        path = demo_dir / "demo.sqlite"
        _build_demo(path)  # written first, so that --read-only --demo has something to read
    else:
        path = args.db
        if path is None:  # only the default place is made on first run; a typed path never
            path, moved = settle_default_database()
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError:
                pass  # take_lock says why in Persian
    if args.screenshot:
        _offscreen_without_display()
    held: list = []  # the one-writer lock, once taken: released when the program ends
    # The start-up quick check reads the whole file, on its own read-only connection in a thread
    # (sqlite releases the GIL). It starts once the window's frame has been painted, as the
    # office is opened. A small file's is waited for before the file is opened (90 ms at most);
    # a large one's goes on while the clerk works, so that a file of years opens as fast as a
    # new one (reading 2 GB first would not), and the clerk is told if it finds damage.
    check = _start_check(path, start=False)
    try:
        from desktop.ui.shell.application import create_application
        from desktop.ui.shell.gate import HeadlessGate, StartupGate

        # the clerk's habits wait for the frame's first paint unless nothing is to be painted
        app = create_application(sys.argv[:1], habits=bool(args.screenshot))
        gate = HeadlessGate() if args.screenshot else StartupGate()
        if moved:
            gate.tell(moved)
        if args.screenshot:
            claimed = claim_file(path, gate, read_only=args.read_only, held=held)
            if not isinstance(claimed, bool):  # an exit status
                return claimed
            opened = open_office(path, check, gate=gate, read_only=claimed)
            if opened is None:
                return 1
            return _screenshot_of(app, opened[0], args.screenshot, args.refreshes)
        # A new file's set-up dialog is the first thing shown (the window follows once the
        # office is set up); otherwise the window's frame is painted first. Either way the
        # office is claimed (a share, the one-writer lock) and opened behind what was painted
        # (the file's checks, the migrations, sign-in, the first screen).
        read_only = args.read_only
        opened = None
        if not read_only and not Path(path).exists():
            made = _set_up_new_file(app, None, path, check, gate=gate, held=held)
            if made is True:  # another program holds it, and the clerk chose to read it
                read_only = True
            elif isinstance(made, tuple):
                opened = made
            else:  # cancelled, or the file could not be made: no window was shown
                return made
        from desktop.ui.shell.main_window import MainWindow

        window = MainWindow()
        if isinstance(gate, StartupGate):  # its questions now stand over the window
            gate.parent_widget = window
        window.open_for_work()
        failed: list[BaseException] = []

        def finish() -> None:
            try:
                _finish_opening(
                    app, window, path, check, gate=gate, read_only=read_only, held=held,
                    opened=opened,
                )  # fmt: skip
            except BaseException as e:  # raised out of main, as before the frame came first
                failed.append(e)
                app.exit(1)

        window.after_first_paint(finish)
        code = app.exec()
        if failed:
            raise failed[0]
        return code
    finally:
        for lock in held:
            lock.release()
        if demo_dir is not None:
            shutil.rmtree(demo_dir, ignore_errors=True)


def claim_file(path: Path, gate, *, read_only: bool, held: list) -> bool | int:  # noqa: ANN001
    """Whether ``path`` is to be opened read-only: on a network share (SQLite's locks do not
    hold over one) or while another program writes it, the clerk is asked; otherwise the
    one-writer lock is taken and put in ``held``. The exit status when the clerk cannot, or
    chooses not to, go on."""
    if read_only:
        return True
    from desktop.store.network import network_location, refusal_fa

    where = network_location(path)
    if where is not None:  # read-only, or quit
        return True if gate.open_read_only(refusal_fa(where)) else 0
    lock, choice = take_lock(path, gate)
    if choice is None:  # the file's folder cannot be used at all
        return 1
    if lock is None and not choice:
        return 0
    if lock is not None:
        held.append(lock)
    return choice


def open_office(path: Path, check, *, gate, read_only: bool):  # noqa: ANN001, ANN201 - (AppContext, bool) | None
    """The office's file judged and opened (read-only when it holds another bakhsh's records),
    as the context every screen is given, and whether its quick check was waited for; None when
    it cannot be opened (the gate has said why)."""
    wait_for_check = must_wait_for_check(path)
    check.start()
    db = open_checked(
        path,
        read_only=read_only,
        gate=gate,
        # not waited for: the file's header, owner and schema are still judged now, its
        # pages by the check going on in the background
        quick_check=check.result() if wait_for_check else (check.result_if_done() or ["ok"]),
    )
    if db is None:
        return None
    from desktop.services.office import exchange_source

    if not read_only and exchange_source(db) is not None:  # another bakhsh's records
        from desktop.store.db import open_database

        db.close()
        db = open_database(path, read_only=True)
        read_only = True
    from desktop.ui.common.context import AppContext

    return AppContext(db, path, read_only=read_only), wait_for_check


def _screenshot_of(app, ctx, out: Path, refreshes: int) -> int:  # noqa: ANN001
    from desktop.services.auth import current_session
    from desktop.ui.shell.main_window import MainWindow

    if current_session(ctx.db) is None:  # the door refuses every read before sign-in
        print(
            "این دفتر ورود با نام کاربری را الزامی کرده است؛ پیش از ورود چیزی نشان داده "
            "نمی‌شود و تصویری گرفته نشد.",
            file=sys.stderr,
        )
        return 1
    window = MainWindow(ctx)
    return 0 if screenshot(app, window, out, refreshes) else 1


def _finish_opening(
    app, window, path: Path, check, *, gate, read_only: bool, held: list, opened=None
) -> None:  # noqa: ANN001
    """Behind the painted frame: install its keys, claim the file (``claim_file``) and open the
    office, set it up or sign in if need be (``opened``, the office and whether its check was
    waited for, when a new file's set-up dialog made it), and show its first screen; or close
    the window with the exit status when the clerk cannot go on."""

    from desktop.ui.shell.application import install_habits

    def leave(code: int) -> None:
        app.exit(code)  # first: closing the last window would quit with 0
        window.close()

    window.install_keys()
    if opened is None:
        claimed = claim_file(path, gate, read_only=read_only, held=held)
        if not isinstance(claimed, bool):  # an exit status
            return leave(claimed)
        read_only = claimed
        install_habits(app)
        opened = open_office(path, check, gate=gate, read_only=read_only)
        if opened is None:
            return leave(1)
        ctx, _ = opened
        from desktop.services.office import is_set_up

        if not is_set_up(ctx.db) and not ctx.read_only:
            from desktop.ui.settings.office import SetupDialog

            if SetupDialog(ctx, window).exec() != SetupDialog.DialogCode.Accepted:
                return leave(0)
    ctx, check_waited = opened
    if not signed_in(ctx, window):
        return leave(0)
    window.attach(ctx)
    if not ctx.read_only:
        from desktop.ui.settings.safety import schedule_backups

        schedule_backups(app, ctx, window)
    if not check_waited:
        from desktop.ui.shell.application import verify_after_show

        verify_after_show(window, check, path)
    return None


def _set_up_new_file(app, window, path: Path, check, *, gate, held: list):  # noqa: ANN001, ANN202 - (AppContext, bool) | int | True
    """A file not yet created: its set-up dialog is shown first (over ``window``, or before any
    window: start-up shows it alone), built without the store or the rules, and once it has
    been painted (while the clerk reads it) the clerk's habits are installed and given to it,
    the window's keys installed, the file claimed (``claim_file``) and created and migrated.
    The habits wait too: the first Python event filter to meet one of Qt's private widgets
    makes PySide6 initialise every class it wraps (about 80 ms). The opened office and whether
    its check was waited for; True when another program holds the file and the clerk chose to
    read it; or the exit status when the clerk cancels or quits (0) or the file cannot be made
    (1)."""
    from desktop.ui.common.forms import settle_shown
    from desktop.ui.settings.office import SetupDialog
    from desktop.ui.shell.application import install_habits

    opened: list[tuple] = []
    claimed: list[bool | int] = []

    def create():  # noqa: ANN202 - AppContext | None
        install_habits(app)
        settle_shown(dialog)  # its showing went by before the habits were there
        if window is not None:
            window.install_keys()
        claimed.append(claim_file(path, gate, read_only=False, held=held))
        if claimed[0] is not False:  # read-only (True) or an exit status: not to be written
            return None
        got = open_office(path, check, gate=gate, read_only=False)
        if got is None:
            return None
        opened.append(got)
        return got[0]

    dialog = SetupDialog(None, window, open_office=create)
    accepted = dialog.exec() == SetupDialog.DialogCode.Accepted
    if dialog.open_error is not None:  # raised out of main, as when the file opened first
        raise dialog.open_error
    if accepted and opened:
        return opened[0]
    if claimed and claimed[0] is not False:
        return claimed[0]
    return 1 if dialog.open_failed else 0  # cancelled: 0, the file left created, not set up


def _offscreen_without_display() -> None:
    """``--screenshot`` draws nothing on screen: with no display to open (a server, a terminal
    session), Qt's offscreen platform instead of an abort, unless the caller chose one."""
    import os

    if os.environ.get("QT_QPA_PLATFORM") or not sys.platform.startswith("linux"):
        return
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def _build_demo(path: Path) -> None:
    from desktop.demo import build_demo_office
    from desktop.store.db import open_database

    db = open_database(path)
    try:
        build_demo_office(db)
    finally:
        db.close()


# --- start-up safety: one writer, a sound file, sign-in ------------------------------------


def take_lock(path: Path, gate):  # noqa: ANN001, ANN201 - (InstanceLock | None, bool | None)
    """The one-writer lock, or the clerk's choice to open read-only (True) or to quit (False);
    None when the file's folder cannot be used at all."""
    from desktop.store.lock import InstanceLock, LockHeld

    try:
        return InstanceLock(path).acquire(), False
    except LockHeld as e:
        return None, gate.open_read_only(e.message_fa)
    except OSError as e:  # no such folder, no permission, a read-only medium
        message = f"پوشهٔ پایگاه داده در دسترس نیست یا اجازهٔ نوشتن در آن نیست ({e.strerror or e})."
        if Path(path).is_file():  # e.g. on a read-only medium: it can still be read
            return None, gate.open_read_only(message)
        gate.show_error(message)
        return None, None


def _start_check(path: Path, *, start: bool = True) -> _Background:
    """``PRAGMA quick_check`` of ``path`` in a thread, with nothing but sqlite3 and the store's
    untrusted-file helper (importing the rest of the store there would contend with the main
    thread's imports); None where the file cannot be read that way, and inspect_file then
    judges it itself."""

    def run() -> list[str] | None:
        import sqlite3

        from desktop.store.untrusted import open_untrusted  # sqlite3 and pathlib only

        if not path.exists():
            return None
        try:
            conn = open_untrusted(path)
        except sqlite3.Error:
            return None
        try:
            return [r[0] for r in conn.execute("PRAGMA quick_check").fetchall()]
        except sqlite3.DatabaseError as e:  # "malformed", "not a database": damage to report
            return [f"quick_check: {e}"]
        except sqlite3.Error:
            return None
        finally:
            conn.close()

    return _Background(run, start=start)


class _Background:
    """A function run in a daemon thread; ``result()`` waits for it (re-raising its error)."""

    def __init__(self, fn, *, start: bool = True) -> None:  # noqa: ANN001
        import threading

        self._value: object = None
        self._error: BaseException | None = None

        def target() -> None:
            try:
                self._value = fn()
            except BaseException as e:  # noqa: BLE001 - handed to the caller of result()
                self._error = e

        self._thread = threading.Thread(target=target, name="quick-check", daemon=True)
        self._started = False
        if start:
            self.start()

    def start(self) -> None:
        """Start the thread (once; ``start=False`` left it for later)."""
        if not self._started:
            self._started = True
            self._thread.start()

    def result(self):  # noqa: ANN201
        self.start()
        self._thread.join()
        if self._error is not None:
            raise self._error
        return self._value

    def done(self) -> bool:
        return self._started and not self._thread.is_alive()

    def result_if_done(self):  # noqa: ANN201
        """The result if the thread has finished (else None: not known yet)."""
        return self.result() if self.done() else None


# A file this small is quick-checked before it opens (about 1.4 ms a MiB: 90 ms here, done
# while Qt starts); a larger one is checked while the clerk works.
WAIT_FOR_CHECK_BYTES = 64 * 2**20


def must_wait_for_check(path: Path) -> bool:
    from desktop.store.integrity import damage_marker

    try:
        return path.stat().st_size <= WAIT_FOR_CHECK_BYTES or damage_marker(path).exists()
    except OSError:  # missing (a new file) or unreadable: open_checked says what it is
        return True


def open_checked(path: Path, *, read_only: bool, gate, quick_check=None):  # noqa: ANN001, ANN201 - Database | None
    """Quick-check the file first (or take the result of a quick check already run): refuse a
    newer program's file untouched; for a damaged or foreign one, offer the last good backup;
    then open (and migrate) it."""
    from desktop.store import integrity
    from desktop.store.db import StoreError, open_database

    report = integrity.inspect_file(path, quick_check=quick_check)
    if report.ok:
        try:
            integrity.damage_marker(Path(path)).unlink(missing_ok=True)
        except OSError:  # a read-only medium: the next start-up waits for its check again
            pass
    if report.status == integrity.NEWER:
        gate.show_error(report.message_fa)
        return None
    if report.restorable:
        from desktop.store import backup

        if read_only:  # a read-only start restores nothing: say why it cannot open
            gate.show_error(report.message_fa)
            return None
        good = backup.latest_good_backup(backup.folder_for(None, path))
        if not gate.restore_backup(report.message_fa, good) or good is None:
            return None
        gate.restored(backup.restore(path, good))
    try:
        return open_database(path, read_only=read_only)
    except StoreError as e:
        gate.show_error(e.message_fa)
        return None


def signed_in(ctx, parent=None) -> bool:  # noqa: ANN001 - AppContext, QWidget
    from desktop.services.auth import sign_in_required
    from desktop.ui.shell.sign_in import SignInDialog

    if not sign_in_required(ctx.db):
        return True
    return SignInDialog(ctx, parent).exec() == SignInDialog.DialogCode.Accepted


def screenshot(app, window, out: Path, refreshes: int = 0) -> bool:  # noqa: ANN001 - Qt types
    """Draw the window to ``out``; ``refreshes`` first redraws the dashboard that many times, as
    a session's change notices do (a build that drops references to None dies there)."""
    window.resize(1366, 736)  # the office screen less a title bar
    window.show()
    for _ in range(5):
        app.processEvents()
    if refreshes > 0:
        dashboard = window.page("dashboard")
        for _ in range(refreshes):
            dashboard.refresh()
        app.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    ok = window.grab().save(str(out))
    window.close()
    return bool(ok)
