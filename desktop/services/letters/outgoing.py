"""Outgoing letters: a draft preview, issuing a numbered document into a sink (a file, a
printer), a reprint marked «رونوشت», cancelling a number, and one document issued for many
records (a batch).
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import json
from collections.abc import Generator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlite_utils import Database

from desktop.domain.errors import NotFound, ValidationError
from desktop.domain.fields import MAX_TEXT, Checker, is_row_id
from desktop.printing import registry
from desktop.printing.document import Document
from desktop.printing.numbers import jdate
from desktop.printing.params import check_declared
from desktop.services import papers
from desktop.services.audit import _append_event, log_event
from desktop.services.change import Change
from desktop.services.documents import check_params, prefill_from
from desktop.services.door import action, read
from desktop.services.letter_numbers import letter_number, number_text
from desktop.services.letters.common import (
    DIRECTIONS,
    Sink,
    _check_date_and_links,
    _letter_row,
    _letterhead,
)
from desktop.services.letters.numbering import _next_number, next_number
from desktop.services.office import office_or_refuse
from desktop.store import staged
from desktop.store.db import insert_row, now_iso
from desktop.text import bad_characters, normalize

if TYPE_CHECKING:
    from desktop.printing.fonts import Embedding

MAX_PARAM_TEXT = 5 * MAX_TEXT  # a document part longer than this is a paste gone wrong


# ---------------------------------------------------------------------------- sinks


@dataclass(frozen=True)
class FileSink:
    """A PDF file as a document's sink. Issued, it is staged beside ``target`` and renamed into
    place only once the register has committed (``desktop.store.staged``); called with bytes (a
    draft, a page already made), it is written to a temporary name and renamed at once."""

    target: Path
    batch: staged.Batch | None = None  # a batch's: flushed to the disk with the others

    def __call__(self, pdf: bytes) -> None:
        staged.stage(self.target, pdf, journal=None, witness=None).publish()

    def stage(self, db: Database, pdf: bytes, *, witness: staged.Witness | None) -> staged.Staged:
        """Staged under the batch's journal entry, or under one of its own beside ``db``."""
        if self.batch is not None:
            return self.batch.stage(self.target, pdf, witness=witness)
        return staged.stage(self.target, pdf, journal=staged.journal_of(db), witness=witness)


def file_sink(path: Path | str) -> FileSink:
    """Where a PDF goes: refused in Persian (ValidationError) when the path is no place for a
    file, or when something other than a regular file is there (a folder, a symlink, a FIFO, a
    device such as /dev/full): nothing is numbered, nothing is written."""
    c = Checker()
    checked = c.path("path", path)
    c.raise_if_any()
    assert checked is not None
    try:
        staged.refuse_non_regular(checked)
    except staged.NotARegularFile as e:
        raise ValidationError.single("path", e.message_fa) from None
    return FileSink(checked)


def _deliver(db: Database, sink: Sink, pdf: bytes, witness: staged.Witness | None) -> None:
    """Hand ``pdf`` to its sink as part of the register's transaction (the one shared piece every
    numbered paper goes through). A file sink stages the file and renames it into place after
    the commit, removing it if the transaction rolls back; any other sink (a printer) is called
    now, and if it fails the transaction rolls back and no number is taken."""
    stage = getattr(sink, "stage", None)
    if stage is None:
        sink(pdf)
        return
    paper = stage(db, pdf, witness=witness)
    after_commit = getattr(db, "after_commit", None)
    if after_commit is None:  # a plain connection: its write is committed already
        paper.publish()
    else:
        after_commit(paper.publish, paper.discard)


# ---------------------------------------------------------------------------- drafts


@read()
def build_document(
    db: Database, *, template_key: str, record_id: int | None, params: dict[str, Any] | None = None,
    letter_date: _dt.date | None = None,
) -> Document:  # fmt: skip
    if not isinstance(template_key, str) or not registry.exists(template_key):
        raise ValidationError.single("template_key", "چنین قالبی تعریف نشده است.")
    if params is not None and not isinstance(params, dict):
        raise ValidationError.single("params", "مقادیر سند نامعتبر است.")
    if record_id is not None and not is_row_id(record_id):
        raise NotFound(template_key, record_id)
    check_declared(registry.get(template_key), params)
    return _lay_out(db, template_key, record_id, params, letter_date, None)


def _lay_out(
    db: Database, template_key: str, record_id: int | None, params: dict[str, Any] | None,
    letter_date: _dt.date | None, first: Any,
) -> Document:  # fmt: skip
    """``build_document`` past the checks of its arguments: a template that exists, a record
    id, ``params`` whose declared values are of their kinds (``issue_document``'s, from
    ``check_params``, are clean already); the undeclared ones are checked here. ``first``: the
    record as gathered for the pre-fill already (None: gathered here)."""
    for key, value in (params or {}).items():  # undeclared keys: at least sane text
        if isinstance(value, str) and (len(value) > MAX_PARAM_TEXT or bad_characters(value)):
            raise ValidationError.single(
                str(key)[:40], "متن این بخش سند نامعتبر یا بیش از حد بلند است."
            )
    # the services read the record into the value the template lays out; what the clerk typed
    # goes over what the record pre-fills (a field left out keeps its pre-fill; an empty one is
    # left out, so the template's own default applies)
    template = registry.get(template_key)
    source = papers.source_of(template_key)
    if first is None:
        first = papers.gather(db, template_key, record_id)
    start = {k: v for k, v in prefill_from(template, first).items() if v not in ("", None)}
    values = {**start, **(params or {})}
    values.setdefault("_letter_date", (letter_date or _dt.date.today()).isoformat())
    content = papers.gather(db, template_key, record_id, values) if source.regather else first
    return template.build(content, values)


@read()
def render_draft(
    db: Database, *, template_key: str, record_id: int | None, params: dict[str, Any] | None = None
) -> bytes:
    """A preview: the document as it would be issued today, marked draft, no number taken."""
    from desktop.printing.engine import Stamp, render  # ReportLab: only when printing

    doc = build_document(db, template_key=template_key, record_id=record_id, params=params)
    template = registry.get(template_key)
    stamp = Stamp(
        date=jdate(_dt.date.today()), draft=template.numbered, attachments=doc.attachments
    )
    return render(doc, _letterhead(db), stamp)


# ---------------------------------------------------------------------------- issuing


@action(right="register")
def issue_document(
    db: Database,
    *,
    template_key: str,
    record_id: int | None,
    sink: Sink,
    params: dict[str, Any] | None = None,
    letter_date: _dt.date | str | None = None,
    recipient: str | None = None,
    subject: str | None = None,
    refers_to_id: int | None = None,
    follows_id: int | None = None,
    attachments: str | None = None,
) -> Change:
    """Number, render and deliver one document; the register row exists only if ``sink`` succeeded.

    ``sink`` receives the PDF bytes (``file_sink(path)``, or a printer); anything it raises
    rolls the register back and propagates. Returns ``Change.of("letter", ids=[letter_id])``.
    """
    from desktop.printing.engine import Stamp, render  # ReportLab: only when printing

    office = office_or_refuse(db)  # before any number is taken: a clear Persian refusal
    c = Checker()
    if not isinstance(template_key, str) or not registry.exists(template_key):
        c.fail("template_key", "چنین قالبی تعریف نشده است.")
    when = _check_date_and_links(db, c, "out", letter_date, refers_to_id, follows_id)
    recipient_v = c.text("recipient", recipient, max_len=300)
    subject_v = c.text("subject", subject, max_len=500)
    attachments_v = c.text("attachments", attachments, max_len=200)
    typed: dict[str, Any] = {}
    first: Any = None  # the record, gathered once: for the pre-fill and for the document
    if "template_key" not in c.errors:
        if params is not None and not isinstance(params, dict):
            c.fail("params", "مقادیر سند نامعتبر است.")
        else:
            template = registry.get(template_key)
            if record_id is not None and not is_row_id(record_id):
                raise NotFound(template.record_table or "record", record_id)
            if template.prefill is not None:
                first = papers.gather(db, template_key, record_id)
            try:
                typed = check_params(template, {**prefill_from(template, first), **(params or {})})
                # a part left empty is left out: the template's own default applies
                typed = {k: v for k, v in typed.items() if v is not None}
            except ValidationError as e:
                for key, message in e.errors.items():
                    c.fail(key, message)
    c.raise_if_any()
    assert when is not None
    # a document only in the states of its record it speaks of (before any number is taken)
    papers.check_issuable(db, template_key, record_id, when)
    template = registry.get(template_key)
    doc = _lay_out(db, template_key, record_id, typed, when, first)
    link_lines = []
    for label, ident in (("عطف به نامهٔ", refers_to_id), ("پیرو نامهٔ", follows_id)):
        if ident:
            earlier = _letter_row(db, int(ident))
            kind = DIRECTIONS[earlier["direction"]]
            link_lines.append(
                f"{label} {kind} شمارهٔ {letter_number(earlier)} مورخ {jdate(earlier['letter_date'])}"
            )
    if link_lines:
        doc = dataclasses.replace(doc, extra={**doc.extra, "links": link_lines})
    counterpart = recipient_v or doc.recipient or str(doc.extra.get("counterpart") or "—")
    subject_text = subject_v or doc.subject or doc.title
    attachments_text = attachments_v or doc.attachments
    head = _letterhead(db, office)
    # the door holds this action's write (a savepoint in a batch's transaction): what follows
    # stands or falls with it, the events need no door of their own
    if template.numbered:
        year, number = next_number(db, letter_date=when)
        shown = number_text(db, "out", number, year)
        letter_id = insert_row(
            db,
            "letter",
            {
                "direction": "out",
                "year": year,
                "number": number,
                "letter_date": when.isoformat(),
                "counterpart": counterpart,
                "subject": f"{doc.title}: {subject_text}"
                if subject_text != doc.title
                else subject_text,
                "subject_norm": normalize(f"{counterpart} {doc.title} {subject_text}"),
                "template_key": template_key,
                "record_table": doc.record_table or None,
                "record_id": doc.record_id,
                "refers_to_id": refers_to_id,
                "follows_id": follows_id,
                "attachments": attachments_text or None,
                "content": doc.to_json(),
                "params": json.dumps(typed, ensure_ascii=False, default=str),
                "number_text": shown,
                "copies_printed": 1,
            },  # fmt: skip
        )
        pdf = render(doc, head, Stamp(shown, jdate(when), attachments_text))
        _append_event(db, "number", "letter", letter_id, note=f"{shown} {template.title}")
        witness: staged.Witness | None = staged.Witness(letter_id, year, number, 1)
    else:
        letter_id, witness = 0, None
        pdf = render(doc, head, Stamp("", jdate(when), attachments_text))
    _append_event(db, "print", "letter", letter_id or None, note=template.title)
    _deliver(db, sink, pdf, witness)
    return Change.of("letter", ids=[letter_id] if letter_id else [])


@read()
def render_letter(db: Database, letter_id: int, *, copy: bool = True) -> bytes:
    """An issued letter again, exactly as issued, marked «رونوشت» (and «باطل شده» if cancelled)."""
    row = _letter_row(db, letter_id)
    if row["direction"] != "out" or not row["content"]:
        raise ValidationError.single("letter", "این نامه وارده است و متنی برای چاپ ندارد.")
    from desktop.printing.engine import Stamp, render  # ReportLab: only when printing

    doc = Document.from_json(row["content"])
    stamp = Stamp(
        letter_number(row), jdate(row["letter_date"]), row["attachments"] or "",
        copy=copy, cancelled=row["status"] == "cancelled",
    )  # fmt: skip
    return render(doc, _letterhead(db), stamp)


@action(right="register")
def reprint_letter(db: Database, *, letter_id: int, sink: Sink) -> Change:
    """The same letter, marked «رونوشت»; counts the copy in the book, only if ``sink`` succeeded."""
    pdf = render_letter(db, letter_id, copy=True)
    row = _letter_row(db, letter_id)
    with db.atomic():
        db.execute(
            "UPDATE letter SET copies_printed = copies_printed + 1, updated_at = ? WHERE id = ?",
            [now_iso(), letter_id],
        )
        log_event(db, "print", "letter", letter_id, note="رونوشت")
        witness = staged.Witness(letter_id, row["year"], row["number"], row["copies_printed"] + 1)
        _deliver(db, sink, pdf, witness)
    return Change.of("letter", ids=[letter_id])


@action(right="register")
def cancel_letter(db: Database, *, letter_id: int, reason: str) -> Change:
    row = _letter_row(db, letter_id)
    c = Checker()
    reason_v = c.text("reason", reason, required=True, max_len=500)
    if row["status"] == "cancelled":
        c.fail("letter", "این شماره پیش‌تر باطل شده است.")
    c.raise_if_any()
    stamp = now_iso()
    with db.atomic():
        db.table("letter").update(
            letter_id,
            {
                "status": "cancelled",
                "cancel_reason": reason_v,
                "cancelled_at": stamp,
                "updated_at": stamp,
            },
        )
    return Change.of("letter", ids=[letter_id])


# ---------------------------------------------------------------------------- batches


# a batch's letters numbered in one transaction, their files flushed to the disk together (the
# batch dialog's; a cancel there stops after the transaction under way)
PER_COMMIT = 20


def per_commit_for(total: int) -> int:
    """The letters a batch of ``total`` numbers in one transaction: ``PER_COMMIT``, fewer in a
    small batch, so that a cancel stops within a tenth of it."""
    return max(1, min(PER_COMMIT, total // 10))


@dataclass(frozen=True)
class BatchStep:
    done: int
    total: int
    record_id: int
    letter_id: int | None
    path: Path | None
    error: str | None = None
    # the last step of its transaction: stopping after it leaves no issued letter unreported
    committed: bool = True


@action(right="register", transaction=False)
def issue_batch(
    db: Database,
    *,
    template_key: str,
    record_ids: list[int],
    out_dir: Path | str,
    params: dict[str, Any] | None = None,
    letter_date: _dt.date | str | None = None,
    per_commit: int = 1,
) -> Generator[BatchStep, None, None]:
    """Issue the same document for many records, one numbered letter and one file each.

    A generator: the caller advances it (and may stop after any step marked ``committed``;
    every letter issued so far is complete and registered, and has had its step). Office
    settings are checked before the first number.

    ``per_commit`` letters are numbered in one transaction: their files are staged, flushed to
    the disk together and renamed after its commit (``staged.Batch``), and their steps come
    after it. A letter refused on its own (its record, its file) takes no number and leaves no
    file, as alone; a commit that fails takes none of the transaction's numbers.
    """
    c = Checker()
    if not isinstance(template_key, str) or not registry.exists(template_key):
        c.fail("template_key", "چنین قالبی تعریف نشده است.")
    out_path = c.path("out_dir", out_dir)
    if not isinstance(record_ids, list | tuple) or not all(is_row_id(r) for r in record_ids):
        c.fail("record_ids", "شناسهٔ رکوردها نامعتبر است.")
    if not isinstance(per_commit, int) or isinstance(per_commit, bool) or per_commit < 1:
        c.fail("per_commit", "شمار نامه‌های هر ثبت نامعتبر است.")
    c.raise_if_any()
    office_or_refuse(db)
    # the batch's one date (today when none is given: a batch still running at midnight
    # dates its last papers as its first)
    when = _as_date(letter_date)
    from desktop.printing.fonts import Embedding  # ReportLab: only when printing

    fonts = Embedding()  # the documents share their font subsets: each made once a batch
    out = Path(out_path or ".")
    total = len(record_ids)
    journal = staged.journal_of(db)  # the connection's file: one for every paper of the batch
    for start in range(0, total, per_commit):
        chunk = list(enumerate(record_ids[start : start + per_commit], start=start + 1))
        on_disk = staged.Batch(journal)
        try:
            with db.atomic():
                steps = [
                    _batch_one(db, i, total, rid, template_key, params, when, out, fonts, on_disk)
                    for i, rid in chunk
                ]
                try:  # every file of the transaction on the disk before its commit
                    on_disk.sync()
                except BaseException:  # none of its numbers taken: no file, no journal entry
                    on_disk.discard()
                    raise
                after_commit = getattr(db, "after_commit", None)
                if after_commit is None:  # a plain connection: its writes are committed already
                    on_disk.settle()
                else:  # after every rename
                    after_commit(on_disk.settle, on_disk.discard)
        except staged.PublishFailed as e:  # numbered, but a file is not in place
            unplaced = {p.target for p in on_disk.papers if not p.placed}
            steps = [
                dataclasses.replace(s, path=None, error=e.message_fa) if s.path in unplaced else s
                for s in steps
            ]
        for n, step in enumerate(steps, start=1):
            yield dataclasses.replace(step, committed=n == len(steps))


def _batch_one(
    db: Database, i: int, total: int, rid: int, template_key: str, params: dict[str, Any] | None,
    letter_date: _dt.date, out: Path, fonts: Embedding, batch: staged.Batch,
) -> BatchStep:  # fmt: skip
    year, number = _next_number(db, letter_date, "out")  # as issue_document's
    path = out / f"{template_key}-{year}-{number:05d}-{rid}.pdf"
    try:
        # a name made of checked parts in the folder checked (``file_sink``'s checks are for a
        # path a clerk typed); what is there now is refused by ``batch.stage``, before the write
        sink = FileSink(path, batch=batch)
        with fonts.active():
            change = issue_document(
                db, template_key=template_key, record_id=rid, params=params,
                letter_date=letter_date, sink=sink,
            )  # fmt: skip
    except (ValidationError, NotFound, OSError) as e:
        message = (
            "؛ ".join(e.errors.values())
            if isinstance(e, ValidationError)
            else str(getattr(e, "message_fa", e))
        )
        return BatchStep(i, total, rid, None, None, message)
    return BatchStep(i, total, rid, change.ids[0] if change.ids else None, path)


def _as_date(value: _dt.date | str | None) -> _dt.date:
    """The letter's date (today when none is given) within the years the program knows."""
    c = Checker()
    d = c.date("letter_date", _dt.date.today() if value in (None, "") else value, required=True)
    c.raise_if_any()
    assert d is not None
    return d


@read()
def farmers_of(db: Database, village_id: int, role: str = "farmer") -> list[int]:
    """The people holding ``role`` in a village, for a batch."""
    return [
        r[0]
        for r in db.execute(
            "SELECT DISTINCT person_id FROM person_role WHERE village_id = ? AND role = ? "
            "AND retired_at IS NULL ORDER BY person_id",
            [village_id, role],
        )
    ]
