"""The clerk's day in the demo: a letter received last week, referred with a reply deadline near,
one overdue, and a plain letter sent — so the dashboard and the register show them at work."""

from __future__ import annotations

import datetime as _dt

from sqlite_utils import Database

from desktop.jalali import format_jalali
from desktop.services import letters


def fill(db: Database, today: _dt.date) -> None:
    def day(offset: int) -> str:
        return format_jalali(today + _dt.timedelta(days=offset))

    letters.register_incoming(
        db, sender="فرمانداری کاشان", subject="گزارش وضع صندوق‌های عمران دهستان‌ها",
        received_on=day(-8), their_number="۵۶۱۲/ع/۴", their_date=day(-10),
        referred_to="مسئول امور شوراها", reply_due=day(-1),
    )  # fmt: skip
    asked = letters.register_incoming(
        db, sender="ادارهٔ کشاورزی کاشان", subject="درخواست آمار زارعین صاحب نسق",
        received_on=day(-3), their_number="۲۲۰۴/ک", their_date=day(-5),
        referred_to="کاردان کشاورزی بخش", reply_due=day(4),
    ).id  # fmt: skip
    letters.issue_document(
        db,
        template_key="letter",
        record_id=None,
        sink=lambda _pdf: None,
        letter_date=day(-2),
        params={
            "recipient": "ریاست محترم ادارهٔ ثبت اسناد و املاک کاشان",
            "subject": "استعلام وضع ثبتی املاک قریهٔ کامو",
            "body": "خواهشمند است دستور فرمایید وضع ثبتی پلاک‌های مزروعی قریهٔ کامو را برای "
            "رسیدگی به شکایت زارعین به این بخشداری اعلام فرمایند.\n\n"
            "پیشاپیش از همکاری صمیمانه سپاسگزاری می‌شود.",
            "cc": "فرمانداری کاشان برای آگاهی",
        },
    )
    _ = asked
