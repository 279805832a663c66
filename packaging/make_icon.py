"""Draw the application icon (resources/icons/bakhsh-office.png and .ico) with Pillow.

    uv run python packaging/make_icon.py

A green field under a ledger page with a wheat ear: the office's registers of the land. Drawn
from code so it can be regenerated at any size; Pillow is already installed (ReportLab needs it).
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

OUT = Path(__file__).resolve().parent.parent / "resources" / "icons"
SIZE = 512


def draw(size: int = SIZE) -> Image.Image:
    s = size / 512
    img = Image.new("RGBA", (size, size), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((16 * s, 16 * s, 496 * s, 496 * s), radius=96 * s, fill=(27, 94, 32))
    # the fields: three furrowed bands
    for i, colour in enumerate(((56, 142, 60), (104, 159, 56), (139, 195, 74))):
        top = (340 + i * 44) * s
        d.rectangle((40 * s, top, 472 * s, top + 36 * s), fill=colour)
    # the register: a white page with ruled lines
    d.rounded_rectangle((132 * s, 64 * s, 380 * s, 318 * s), radius=16 * s, fill=(250, 250, 245))
    for i in range(5):
        y = (110 + i * 38) * s
        d.line((160 * s, y, 352 * s, y), fill=(120, 144, 156), width=max(1, int(8 * s)))
    # the wheat ear, drawn over the page's right edge
    d.line((400 * s, 300 * s, 400 * s, 110 * s), fill=(255, 193, 7), width=max(1, int(12 * s)))
    for i in range(5):
        y = (130 + i * 32) * s
        d.ellipse((364 * s, y, 398 * s, y + 26 * s), fill=(255, 193, 7))
        d.ellipse((402 * s, y, 436 * s, y + 26 * s), fill=(255, 193, 7))
    d.ellipse((386 * s, 92 * s, 414 * s, 130 * s), fill=(255, 193, 7))
    return img


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    big = draw(512)
    big.save(OUT / "bakhsh-office.png")
    big.save(
        OUT / "bakhsh-office.ico",
        sizes=[(16, 16), (24, 24), (32, 32), (48, 48), (64, 64), (128, 128), (256, 256)],
    )
    print("wrote", OUT / "bakhsh-office.png", "and .ico")


if __name__ == "__main__":
    main()
