"""0022: indexes the funds' lists page on, each page read on from where the last one ended: a
fund's book in the order of its days and entries (``ledger_posting_fund_day``, so that a page of
the bakhsh fund's 40,000 postings of a year is read from the index rather than sorted each time)
and a fund's receipts newest first (``fund_payment_fund``; the receipts were read by day across
every fund); and land reform's lists, each the latest first, along the day that orders it."""

from __future__ import annotations

from sqlite_utils import Database

from desktop.store.migrations import MIGRATIONS


@MIGRATIONS(name="0022_list_pages")
def list_pages(db: Database) -> None:
    db.executescript(
        """
        CREATE INDEX ledger_posting_fund_day ON ledger_posting(fund_id, posted_on, entry_id, account_id, rials);
        CREATE INDEX fund_payment_fund ON fund_payment(fund_id, received_on, id);
        CREATE INDEX land_declaration_due ON land_declaration(due_on) WHERE retired_at IS NULL;
        CREATE INDEX land_transfer_day ON land_transfer(transfer_on) WHERE retired_at IS NULL;
        CREATE INDEX land_dispute_filed ON land_dispute(filed_on) WHERE retired_at IS NULL;
        CREATE INDEX land_surplus_taken ON land_surplus(taken_on) WHERE retired_at IS NULL;
        CREATE INDEX land_allocation_day ON land_allocation(allocated_on) WHERE retired_at IS NULL;
        """
    )
