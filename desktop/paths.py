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
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return base / "bakhsh-office"


def default_database() -> Path:
    return user_data_dir() / "office.sqlite"
