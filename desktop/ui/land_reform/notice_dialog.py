"""Record the last notice in the official gazette for an owner: his three months start (art. 10)."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog


class NoticeDialog(LandFormDialog):
    service = staticmethod(lr.record_notice)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Record notice"))
        intro = self.tr(
            "Owners over the ceiling must declare within three months of the last notice (art. 10)."
        )
        self.owner(intro)
        self.date("notice_on", self.tr("Date of the last notice"))
        self.memo("notes", self.tr("Notes"))
