"""Who the office is, as a value: what a letterhead and a signature are made of. The settings
that hold it are ``desktop.services.office``; printing takes it as given."""

from __future__ import annotations

from dataclasses import dataclass

from desktop.domain.errors import ValidationError


@dataclass(frozen=True)
class Office:
    office_name: str
    shahrestan: str
    bakhsh: str
    bakhshdar: str


MISSING_BAKHSHDAR = (
    "نام بخشدار در تنظیمات دفتر ثبت نشده است؛ پیش از صدور نامه آن را در «تنظیمات» وارد کنید."
)
MISSING_OFFICE = "مشخصات دفتر (نام بخشداری، بخش، شهرستان و بخشدار) هنوز ثبت نشده است."


def complete(office: Office | None) -> Office:
    """The office a letterhead needs, or a clear Persian refusal naming what is missing."""
    if office is None or not (office.office_name and office.bakhsh and office.shahrestan):
        raise ValidationError.single("office", MISSING_OFFICE)
    if not (office.bakhshdar or "").strip():
        raise ValidationError.single("bakhshdar", MISSING_BAKHSHDAR)
    return office
