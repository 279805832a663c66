"""The register of letters (دفتر اندیکاتور): issuing numbered documents, incoming mail, reprints.

Numbers are gap-free within a direction (outgoing/incoming) and a Jalali year, and restart on
1 Farvardin (at 1, or at the starting number set for that year so the office can continue its
paper book). A number is taken inside the same transaction that hands the PDF to its sink (a
file, a printer): if the sink fails, the transaction is rolled back and the number is not used.
A cancelled number stays in the book, marked cancelled; a reprint is the same letter marked
«رونوشت».

Other modules issue a numbered document with::

    change = issue_document(db, template_key="notice", record_id=case_party_id,
                            params={...}, sink=file_sink(path))
    letter = get_letter(db, change.id)      # letter["number"], letter["year"], ...

Import as ``from desktop.services import letters``. The modules, by family of actions:
``numbering`` (the next number, a year's first number), ``outgoing`` (drafts, issuing, reprint,
cancel, batches), ``incoming`` (registering, referral and reply due, scans), ``book`` (a letter,
the list and its count, the printed book); ``common`` holds what they share.
"""

from __future__ import annotations

from desktop.services.letters.book import (
    LetterQuery,
    count_letters,
    find_letter,
    get_letter,
    list_letters,
    render_letter_book,
)
from desktop.services.letters.common import Sink
from desktop.services.letters.incoming import (
    attach_scan,
    refer_letter,
    register_incoming,
    scan_bytes,
    scan_to_open,
    scans_of,
)
from desktop.services.letters.numbering import next_number, set_first_number
from desktop.services.letters.outgoing import (
    PER_COMMIT,
    BatchStep,
    build_document,
    cancel_letter,
    farmers_of,
    file_sink,
    issue_batch,
    issue_document,
    per_commit_for,
    render_draft,
    render_letter,
    reprint_letter,
)
from desktop.services.public import public_names

__all__ = public_names(globals())
