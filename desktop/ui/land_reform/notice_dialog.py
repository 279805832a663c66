"""Record the last notice in the official gazette for an owner: his three months start (art. 10)."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.ui.land_reform.form_dialog import LandFormDialog, owner_name


class NoticeDialog(LandFormDialog):
    service = staticmethod(lr.record_notice)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Record notice"))
        intro = self.tr(
            "Owners over the ceiling must declare within three months of the last notice (art. 10)."
        )
        if "owner_id" in self.fixed:
            intro = owner_name(self.ctx.db, self.fixed["owner_id"]) + "\n" + intro
        self.say(intro)
        if "owner_id" not in self.fixed:
            self.person("owner_id", self.tr("Owner"))
        self.date("notice_on", self.tr("Date of the last notice"))
        self.memo("notes", self.tr("Notes"))
