"""Where things live: shipped resources, translations, the default database."""

from __future__ import annotations

import os
import sys
from pathlib import Path

_HERE = Path(__file__).resolve().parent


def _shipped(name: str) -> Path:
    inside = _HERE / name  # in a built wheel (see pyproject force-include)
    return inside if inside.is_dir() else _HERE.parent / name


RESOURCES = _shipped("resources")
I18N = _shipped("i18n")
FONT_REGULAR = RESOURCES / "fonts" / "Vazirmatn-Regular.ttf"
FONT_BOLD = RESOURCES / "fonts" / "Vazirmatn-Bold.ttf"
SEEDS_DIR = RESOURCES / "statutes"
APP_ICON = RESOURCES / "icons" / "bakhsh-office.png"
SRGB_PROFILE = RESOURCES / "color" / "sRGB.icc"


def user_data_dir() -> Path:
    """The per-user folder of the database and its backups. On Windows the local one
    (%LOCALAPPDATA%): a domain PC with roaming profiles copies %APPDATA% over the network at
    every sign-in and sign-out, with a full backup added at every close."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return base / "bakhsh-office"


def default_database() -> Path:
    return user_data_dir() / "office.sqlite"


def roaming_data_dir() -> Path | None:
    """Where earlier versions kept the data on Windows (%APPDATA%, roaming); None elsewhere."""
    if sys.platform != "win32":
        return None
    base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    return base / "bakhsh-office"


def settle_default_database() -> tuple[Path, str | None]:
    """The default database, after moving an older version's Roaming folder (database, backups,
    other bakhshes' records) to the local one on first start; returns the path to open and, when
    something was moved or could not be, what to tell the clerk in Persian.

    Moves nothing when the local folder already has a database, and keeps using the Roaming one
    for now when another window (an older version still open) holds it."""
    new = default_database()
    old_dir = roaming_data_dir()
    if old_dir is None or new.exists() or old_dir.resolve() == new.parent.resolve():
        return new, None
    old = old_dir / new.name
    if not old.is_file():
        return new, None
    from desktop.store.lock import InstanceLock, LockHeld, lock_path

    try:
        lock = InstanceLock(old).acquire()
    except (LockHeld, OSError):
        return old, (
            f"پایگاه داده هنوز در پوشهٔ «{old_dir}» است و برنامهٔ دیگری آن را باز دارد؛ "
            "پس از بستن همهٔ پنجره‌های برنامه، در اجرای بعدی به پوشهٔ محلی منتقل می‌شود."
        )
    import shutil

    held = lock_path(old).name
    try:
        new.parent.mkdir(parents=True, exist_ok=True)
        for entry in sorted(old_dir.iterdir(), key=lambda p: p.name == new.name):
            if entry.name != held and not (new.parent / entry.name).exists():
                shutil.move(entry, new.parent / entry.name)  # the database itself last
    except OSError as e:
        lock.release()
        if old.exists():  # nothing lost: the database is still where it was
            return old, (
                f"انتقال پایگاه داده از «{old_dir}» به «{new.parent}» ممکن نشد "
                f"({e.strerror or e}); این بار از همان پوشهٔ پیشین باز می‌شود."
            )
        raise
    lock.release()
    for leftover in (old_dir / held,):
        leftover.unlink(missing_ok=True)
    try:
        old_dir.rmdir()
    except OSError:
        pass  # something of the clerk's own stays there
    return new, (
        f"پایگاه داده و پشتیبان‌های آن از پوشهٔ «{old_dir}» به پوشهٔ محلی «{new.parent}» "
        "منتقل شد، تا در شبکه‌هایی که نمایهٔ کاربری سیار دارند در هر ورود و خروج رونوشت "
        "نشوند."
    )
