"""Vocabulary of people and their roles in villages (DOMAIN.md "People")."""

from __future__ import annotations

ROLES = {
    "landlord": "مالک",
    "tenant": "مستأجر",
    "mutavalli": "متولی",
    "farmer": "زارع",
    "gavband": "گاوبند",
    "share_worker": "کارگر سهم‌بر",
    "khoshneshin": "خوش‌نشین",
    "kadkhoda": "کدخدا",
}
