"""The plain letter (نامهٔ عادی): recipient, subject and a body the clerk writes, in paragraphs."""

from __future__ import annotations

from typing import Any

from desktop.domain.office import complete
from desktop.printing.document import Document, Para
from desktop.printing.registry import Template, register
from desktop.printing.templates import fields as tf
from desktop.printing.templates.common import OfficePaper, bakhshdar

BLANK = "................"


def paragraphs(text: object) -> list[str]:
    """A body typed with blank lines between paragraphs -> its paragraphs (single line breaks
    inside one are joined by a space, as a typed letter would wrap them)."""
    if not isinstance(text, str):
        return []
    blocks, current = [], []
    for line in text.replace("\r\n", "\n").split("\n"):
        if line.strip():
            current.append(line.strip())
        elif current:
            blocks.append(" ".join(current))
            current = []
    if current:
        blocks.append(" ".join(current))
    return blocks


def build_letter(paper: OfficePaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    body = paragraphs(params.get("body")) or [BLANK * 4]
    cc = tuple(line.strip() for line in str(params.get("cc") or "").splitlines() if line.strip())
    return Document(
        title="نامه",
        recipient=str(params.get("recipient") or BLANK),
        subject=str(params.get("subject") or BLANK),
        blocks=(Para("با سلام و احترام،"), *(Para(p) for p in body)),
        signatory=bakhshdar(office),
        cc=cc,
        extra={"counterpart": str(params.get("recipient") or "")},
    )


register(
    Template(
        "letter",
        "نامهٔ عادی",
        "",
        build_letter,
        fields=tf.LETTER,
        prefill=tf.prefill_letter,
    )
)
