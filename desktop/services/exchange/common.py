"""What the exchange modules share: the error that carries its Persian message, a file path
from the caller checked, and a file written through a private ``.part`` renamed into place.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Callable
from pathlib import Path

from desktop.domain.fields import Checker
from desktop.store.durable import sync_file


class ExchangeError(ValueError):
    def __init__(self, message: str, message_fa: str) -> None:
        super().__init__(message)
        self.message_fa = message_fa


_SURROGATES = re.compile("[\ud800-\udfff]")


def _file(path: object, field: str = "path") -> Path:
    """A file path from the caller, checked (ValidationError, Persian)."""
    c = Checker()
    checked = c.path(field, path)
    c.raise_if_any()
    assert checked is not None
    return checked


def _atomic_write(path: Path, write: Callable[[Path], None]) -> None:
    """Write through ``<path>.part`` (created private to the user: lists hold national codes)
    and rename into place. Refuses (ExchangeError) a folder that does not exist."""
    path = _file(path)
    if not path.parent.is_dir():
        raise ExchangeError(
            f"no folder {path.parent}", "پوشهٔ مقصد وجود ندارد؛ پوشهٔ دیگری برگزینید."
        )
    part = path.with_name(path.name + ".part")
    try:
        fd = os.open(part, os.O_CREAT | os.O_WRONLY | os.O_TRUNC, 0o600)
        os.close(fd)
        write(part)
        os.chmod(part, 0o600)
        sync_file(part)
        os.replace(part, path)
    except OSError as e:
        raise ExchangeError(str(e), "نوشتن پرونده ممکن نشد (جای خالی یا اجازهٔ دسترسی).") from e
    finally:
        with contextlib.suppress(OSError):
            part.unlink(missing_ok=True)
