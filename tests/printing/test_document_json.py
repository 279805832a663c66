"""A document stored with its letter (``Document.to_json``) reads back as it was, and is written
as ``dataclasses.asdict`` wrote it before (the letters already in a register are read back)."""

from __future__ import annotations

import dataclasses
import json

from desktop.printing.document import (
    Document,
    Fields,
    Heading,
    Legal,
    Para,
    Signatory,
    Table,
)


def _document() -> Document:
    return Document(
        title="رسید وجه و جنس",
        blocks=(
            Heading("سهم صندوق"),
            Para("بدین‌وسیله گواهی می‌شود…", bold=True, align="right", size=10.5),
            Fields((("نام", "حسن رضایی"), ("ده", "آزران"))),
            Table(("ردیف", "مبلغ"), (("۱", "۱۰۰"), ("۲", "۲۰۰")), (1.0, 2.0), ("جمع", "۳۰۰")),
        ),
        signatory=Signatory("محمد نوروزی", "بخشدار"),
        recipient="حسن رضایی",
        subject="دریافت سهم",
        legal=(Legal("1334 م۱۸", "…"), Legal("1331 متمم م۳۲")),
        cc=("دهستان",),
        record_table="fund_payment",
        record_id=7,
        extra={"links": ["عطف به نامهٔ …"], "counterpart": "حسن", "n": {"a": (1, 2)}},
        signers=(Signatory("حسن رضایی", "پرداخت‌کننده"), Signatory("", "گیرنده")),
    )


def test_the_json_is_what_asdict_made():
    doc = _document()
    data = dataclasses.asdict(dataclasses.replace(doc, blocks=()))
    data["blocks"] = [
        {"kind": kind, **dataclasses.asdict(b)}
        for kind, b in zip(("heading", "para", "fields", "table"), doc.blocks, strict=True)
    ]
    assert doc.to_json() == json.dumps(data, ensure_ascii=False)


def test_a_document_reads_back_as_it_was():
    doc = _document()
    back = Document.from_json(doc.to_json())
    assert back.blocks == doc.blocks and back.legal == doc.legal and back.signers == doc.signers
    assert back.to_json() == doc.to_json()
