"""The lot that settles a tie, drawn reproducibly: the SHA-256 of a seed the office records (the
election's, the selection's) and the id of the one drawn for, so anyone can redraw it and get
the same order. A lower value draws first."""

from __future__ import annotations

import hashlib


def lot_value(seed: str, ident: str, *, decimal: bool = False) -> str:
    """The lot of ``ident`` under ``seed``: the first 16 hex digits of the hash (an election's
    lot, as its results store it), or with ``decimal`` its first 32 bits as a 10-digit decimal
    number, which prints in Persian digits and fits a table cell (land reform's priority list).
    Both sort as the hash does."""
    digest = hashlib.sha256(f"{seed}\x1f{ident}".encode()).hexdigest()
    return str(int(digest[:8], 16)).zfill(10) if decimal else digest[:16]
