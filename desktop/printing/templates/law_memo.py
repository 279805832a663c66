"""The memo of a computation (یادداشت محاسبه): the clerk's answer at the counter — what the law
makes of the figures given, and by which article.

The calculator of the «قانون» section hands the answer over as a plain value, ``params["memo"]``
(stored with the letter, so a copy prints the same answer)::

    {"computation": "عوارض سهم مالکانه",
     "timeline": "کار به تاریخ … است؛ قانون حاکم: …",
     "inputs": [["سهم مالکانه (ریال)", "۱٬۰۰۰٬۰۰۰ ریال"], …],
     "explanation": "…",
     "citations": [["قانون ۱۳۳۴ ماده ۳", "ماده سوم – …"], …]}

The clerk types the recipient and may change the subject; the articles and their quotes are
the document's legal basis. Its content is the office alone (``services.letters.papers``).
"""

from __future__ import annotations

from typing import Any

from desktop.domain.office import complete
from desktop.printing.document import Document, Fields, Heading, Legal, Para
from desktop.printing.registry import Field, Template, register
from desktop.printing.templates.common import OfficePaper, bakhshdar
from desktop.printing.templates.fields import prefill_letter

BLANK = "................"

FIELDS = (
    Field("recipient", "گیرنده", "text"),
    Field("subject", "موضوع", "text"),
)


def _text(value: object) -> str:
    return value.strip() if isinstance(value, str) else ""


def _pairs(value: object) -> list[tuple[str, str]]:
    if not isinstance(value, list | tuple):
        return []
    out = []
    for pair in value:
        if isinstance(pair, list | tuple) and len(pair) == 2:
            out.append((_text(pair[0]), _text(pair[1])))
    return [p for p in out if p[0]]


def build_memo(paper: OfficePaper, params: dict[str, Any]) -> Document:
    office = complete(paper.office)
    memo = params.get("memo")
    memo = memo if isinstance(memo, dict) else {}
    what = _text(memo.get("computation"))
    blocks: list = [Para("با سلام و احترام،")]
    if what:
        blocks.append(Para(f"بنا به درخواست، «{what}» به شرح زیر محاسبه شد:"))
    if timeline := _text(memo.get("timeline")):
        blocks.append(Para(timeline))
    if inputs := _pairs(memo.get("inputs")):
        blocks += [Heading("داده‌ها"), Fields(tuple(inputs))]
    blocks.append(Heading("نتیجه"))
    blocks.append(Para(_text(memo.get("explanation")) or BLANK * 4))
    legal = tuple(Legal(c, q) for c, q in _pairs(memo.get("citations")))
    subject = _text(params.get("subject")) or (f"پاسخ محاسبهٔ {what}" if what else BLANK)
    return Document(
        title="یادداشت محاسبه",
        recipient=_text(params.get("recipient")) or BLANK,
        subject=subject,
        blocks=tuple(blocks),
        legal=legal,
        signatory=bakhshdar(office),
        extra={"counterpart": _text(params.get("recipient"))},
    )


register(
    Template(
        "law_memo",
        "یادداشت محاسبه",
        "",
        build_memo,
        fields=FIELDS,
        prefill=prefill_letter,  # the office's letterhead must exist; nothing else to pre-fill
    )
)
