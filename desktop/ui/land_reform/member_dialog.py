"""Seat a member of the bakhsh's agricultural dispute board (art. 34)."""

from __future__ import annotations

from desktop.services import land_reform as lr
from desktop.services.land_reform.board import SEAT_FA
from desktop.ui.land_reform.form_dialog import LandFormDialog


class MemberDialog(LandFormDialog):
    service = staticmethod(lr.set_board_member)

    def build(self) -> None:
        self.setWindowTitle(self.tr("Board member"))
        self.say(
            self.tr(
                "The board: the bakhshdar, the head of the bakhsh court and the agriculture representative (art. 34)."
            )
        )
        self.combo("seat", self.tr("Seat"), list(SEAT_FA.items()))
        self.line("name", self.tr("Name"))
        self.date("from_on", self.tr("From"))
