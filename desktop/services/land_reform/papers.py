"""Land reform's documents, read from its registers (``desktop.services.papers``): an owner's
holding, a declaration, a transfer, an allocation, a land payment, a board decision."""

from __future__ import annotations

from typing import Any

from sqlite_utils import Database

from desktop.printing.templates.common import letter_date
from desktop.printing.templates.land_records import (
    AllocationPaper,
    BoardPaper,
    CallPaper,
    CeilingPaper,
    DeclarationPaper,
    InstalmentPaper,
    TransferPaper,
)
from desktop.services.land_reform.board import DISPUTE_FA, SEAT_FA, SEATS
from desktop.services.land_reform.calls import call_standing
from desktop.services.land_reform.distribution import applicants
from desktop.services.land_reform.holdings import holding_of, parcels_of
from desktop.services.land_reform.instalments import instalments_of, paid_rials
from desktop.services.office import get_office
from desktop.services.papers import Sample, _first_id, person, source
from desktop.services.rows import _row_by_id

Params = dict[str, Any] | None


def _ceiling(db: Database, record_id: int | None, params: Params) -> CeilingPaper:
    owner = person(db, record_id)
    found = db.execute(
        "SELECT notice_on FROM land_declaration WHERE owner_id = ? AND retired_at IS NULL "
        "ORDER BY notice_on DESC LIMIT 1",
        [record_id],
    ).fetchone()
    notice = found[0] if found else None
    if params is None:  # the pre-fill: the latest notice is all it reads
        return CeilingPaper(get_office(db), owner, latest_notice=notice)
    assert record_id is not None
    return CeilingPaper(
        get_office(db), owner, holding_of(db, record_id), tuple(parcels_of(db, record_id)), notice
    )


def _declaration(db: Database, record_id: int | None, params: Params) -> DeclarationPaper:
    d = _row_by_id(db, "land_declaration", record_id)
    return DeclarationPaper(get_office(db), d, person(db, d["owner_id"]))


def _transfer(db: Database, record_id: int | None, params: Params) -> TransferPaper:
    t = _row_by_id(db, "land_transfer", record_id)
    return TransferPaper(get_office(db), t, person(db, t["owner_id"]))


def _transfer_call(db: Database, record_id: int | None, params: Params) -> CallPaper:
    t = _row_by_id(db, "land_transfer_call", record_id)
    owner = person(db, t["owner_id"])
    if params is None:  # the pre-fill reads the call alone
        return CallPaper(get_office(db), t, owner)
    return CallPaper(get_office(db), t, owner, call_standing(db, t["id"], letter_date(params)))


def _allocation_row(db: Database, record_id: int | None) -> dict:
    return _row_by_id(
        db, "land_allocation", record_id,
        "SELECT l.*, s.label, s.area_m2, s.kind, s.regional_min_m2, v.name AS village_name "
        "FROM land_allocation l JOIN land_surplus s ON s.id = l.surplus_id "
        "JOIN village v ON v.id = s.village_id WHERE l.id = ?",
    )  # fmt: skip


def _allocation_list(db: Database, record_id: int | None, params: Params) -> AllocationPaper:
    a = _allocation_row(db, record_id)
    return AllocationPaper(get_office(db), a, tuple(applicants(db, a["surplus_id"])))


def _transfer_notice(db: Database, record_id: int | None, params: Params) -> AllocationPaper:
    a = _allocation_row(db, record_id)
    if params is None:  # the pre-fill reads the allocation's date alone
        return AllocationPaper(get_office(db), a)
    return AllocationPaper(
        get_office(db), a, recipient=person(db, a["person_id"]),
        instalments=tuple(instalments_of(db, a["id"])),
    )  # fmt: skip


def _instalment(db: Database, record_id: int | None, params: Params) -> InstalmentPaper:
    p = _row_by_id(db, "land_payment", record_id)
    a = _allocation_row(db, p["allocation_id"])
    payer = person(db, a["person_id"])
    # the standing as of this payment: later payments are not counted
    later = db.execute(
        "SELECT coalesce(sum(rials), 0) FROM land_payment WHERE allocation_id = ? AND retired_at IS NULL "
        "AND (paid_on > ? OR (paid_on = ? AND id > ?))",
        [a["id"], p["paid_on"], p["paid_on"], p["id"]],
    ).fetchone()[0]
    return InstalmentPaper(
        get_office(db), p, a, payer, paid_rials(db, a["id"]) - later,
        tuple(instalments_of(db, a["id"])),
    )  # fmt: skip


def _board(db: Database, record_id: int | None, params: Params) -> BoardPaper:
    x = _row_by_id(
        db, "land_board_decision", record_id,
        "SELECT x.*, s.held_on, s.members, d.kind, d.claimant, d.respondent, d.subject, d.filed_on "
        "FROM land_board_decision x JOIN land_board_session s ON s.id = x.session_id "
        "JOIN land_dispute d ON d.id = x.dispute_id WHERE x.id = ?",
    )  # fmt: skip
    return BoardPaper(get_office(db), x, DISPUTE_FA[x["kind"]], tuple(SEAT_FA[s] for s in SEATS))


def _sample(table: str) -> Sample:
    return lambda db: _first_id(
        db, f"SELECT id FROM {table} WHERE retired_at IS NULL ORDER BY id LIMIT 1"
    )  # noqa: S608


def _sample_owner(db: Database) -> int | None:
    return _first_id(
        db, "SELECT owner_id FROM land_parcel WHERE retired_at IS NULL ORDER BY id LIMIT 1"
    )


source("land_ceiling_notice", _ceiling, _sample_owner, regather=True)
source("land_declaration_reminder", _declaration, _sample("land_declaration"))
source("land_transfer_duty", _transfer, _sample("land_transfer"))
source("land_transfer_call", _transfer_call, _sample("land_transfer_call"), regather=True)
source("land_allocation_list", _allocation_list, _sample("land_allocation"))
source("land_transfer_notice", _transfer_notice, _sample("land_allocation"), regather=True)
source("land_instalment_receipt", _instalment, _sample("land_payment"))
source("land_board_decision", _board, _sample("land_board_decision"))
