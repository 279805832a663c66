"""Land reform (1339): holdings, declarations, transfers, distribution, instalments and the
dispute board, one tab each; every list redraws from the change notices."""

from __future__ import annotations

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

from desktop.services.change import Change
from desktop.ui.common.context import AppContext
from desktop.ui.land_reform.board_tab import BoardTab
from desktop.ui.land_reform.declarations_tab import DeclarationsTab
from desktop.ui.land_reform.distribution_tab import DistributionTab
from desktop.ui.land_reform.holdings_tab import HoldingsTab
from desktop.ui.land_reform.instalments_tab import InstalmentsTab
from desktop.ui.land_reform.tab import Tab
from desktop.ui.land_reform.transfers_tab import TransfersTab

WATCHED = {
    "holdings": (
        "land_parcel",
        "person",
        "village",
        "land_declaration",
        "land_owner_choice",
        "land_transfer_call",
    ),
    "declarations": ("land_declaration", "person"),
    "transfers": ("land_transfer",),
    "distribution": ("land_surplus", "land_applicant", "land_allocation"),
    "instalments": ("land_allocation", "land_instalment", "land_payment"),
    "board": ("land_board_member", "land_dispute", "land_board_decision", "land_board_session"),
}


class LandReformPage(QWidget):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__()
        self.setObjectName("LandReformPage")
        self.ctx = ctx
        self.tabs_widget = QTabWidget()
        self.tabs_widget.setObjectName("land_tabs")
        self.holdings = HoldingsTab(ctx)
        self.declarations = DeclarationsTab(ctx)
        self.transfers = TransfersTab(ctx)
        self.distribution = DistributionTab(ctx)
        self.instalments = InstalmentsTab(ctx)
        self.board = BoardTab(ctx)
        self.tabs: dict[str, Tab] = {
            "holdings": self.holdings, "declarations": self.declarations,
            "transfers": self.transfers, "distribution": self.distribution,
            "instalments": self.instalments, "board": self.board,
        }  # fmt: skip
        titles = {
            "holdings": self.tr("Holdings"), "declarations": self.tr("Declarations"),
            "transfers": self.tr("Transfers and duties"), "distribution": self.tr("Distribution"),
            "instalments": self.tr("Instalments"), "board": self.tr("Dispute board"),
        }  # fmt: skip
        for key, tab in self.tabs.items():
            self.tabs_widget.addTab(tab, titles[key])
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs_widget)
        ctx.changed.connect(self.on_change)

    def on_change(self, change: Change) -> None:
        for key, tab in self.tabs.items():
            if change.touches(*WATCHED[key]):
                tab.refresh()

    def open_record(self, record_id: int) -> None:
        """A dashboard line names a person: his instalments if he received land, else his holding."""
        if self.instalments.open_recipient(record_id):
            self.tabs_widget.setCurrentWidget(self.instalments)
        elif self.holdings.open_owner(record_id):
            self.tabs_widget.setCurrentWidget(self.holdings)


def create_page(ctx: AppContext) -> QWidget:
    return LandReformPage(ctx)
