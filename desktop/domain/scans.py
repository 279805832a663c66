"""A scan kept with a letter: what kind of file it is, read from its bytes, and the name the
program gives it. A scan comes from outside (a scanner's folder, another bakhsh's exchange
file), so neither the name it came with nor its extension is believed."""

from __future__ import annotations

import re

# The first bytes of each kind the program keeps: (suffix, media type).
_MAGIC: tuple[tuple[bytes, str, str], ...] = (
    (b"%PDF-", ".pdf", "application/pdf"),
    (b"\x89PNG\r\n\x1a\n", ".png", "image/png"),
    (b"\xff\xd8\xff", ".jpg", "image/jpeg"),
    (b"II*\x00", ".tif", "image/tiff"),
    (b"MM\x00*", ".tif", "image/tiff"),
)
MAX_NAME = 100
_RESERVED = {
    "CON",
    "PRN",
    "AUX",
    "NUL",
    *(f"COM{i}" for i in range(10)),
    *(f"LPT{i}" for i in range(10)),
}
_UNSAFE = re.compile(r'[\x00-\x1f\x7f<>:"|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]')


def scan_kind(data: bytes) -> tuple[str, str] | None:
    """(suffix, media type) of a PDF, PNG, JPEG or TIFF by its first bytes; None for anything
    else (an executable named ``scan.png`` included)."""
    head = bytes(data[:16])
    for magic, suffix, media in _MAGIC:
        if head.startswith(magic):
            return suffix, media
    return None


def safe_scan_name(name: object, suffix: str) -> str:
    """A base name that cannot leave the folder it is written in: no folder part (``/`` or
    ``\\``), no drive, no leading dot, no control or direction characters, at most MAX_NAME
    characters, and the extension its kind implies."""
    text = name if isinstance(name, str) else ""  # kept as typed: NFC would change «هٔ» to «ۀ»
    base = re.split(r"[\\/]", text)[-1]
    base = _UNSAFE.sub("", base).strip().lstrip(".").strip()
    stem = base.rsplit(".", 1)[0].strip() if "." in base else base
    stem = stem[:MAX_NAME].rstrip(". ") or "scan"
    if stem.upper() in _RESERVED:  # names Windows keeps for its devices
        stem = "scan-" + stem
    return stem + suffix
