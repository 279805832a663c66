"""A batch's kept page: the next document of the same shape written from the bytes of the last.

The documents of a batch (a receipt for each farmer of a village) differ in a few parts of their
one page: the paragraph naming the farmer, the number, now and then the village in the subject.
When a document's flowables have the sizes the kept page's had, one by one (``engine`` checks
this: the same kinds, widths, heights, spaces and groups), platypus would place every one where
it placed the kept page's, so the page's operators are the kept ones with only the parts that
say something else drawn anew; and while those parts use no letter the batch's fonts have not
given a byte yet, every object of the file but the page's content, its information dictionary
and its XMP metadata is the kept file's, byte for byte. ``KeptPage.fill`` writes such a document
as ``PDFDocument.format`` would: those three objects, the cross-reference table and the trailer
formatted by ReportLab, every other object the bytes ReportLab wrote the first time: the same
file ReportLab would have written (``tests/printing`` compares whole batches byte for byte, for
every template), made without laying out, drawing or formatting again what has not changed.
Even those three objects, the table and the trailer are not formatted through ReportLab's
classes: a kept page learns from its own file the bytes around what changes in them (a
stream's length and data, the identifier, where the table starts) and keeps what it learnt only
if it gives back that file byte for byte (``_learn_quick``). Anything else (a part using a new
letter, another shape, a second page) is drawn the ordinary way, and that document's page is
kept in turn.
"""

from __future__ import annotations

import codecs
import copy
import re
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

from reportlab.lib.rl_accel import escapePDF
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from desktop.printing import archive
from desktop.printing.archive import Metadata

# a part of the page: what it says (None: drawn anew each time) and how it is drawn on a canvas
Part = tuple[Hashable | None, Callable[[Canvas], None]]


class Unkeepable(Exception):
    """A file not laid out as ``KeptPage`` reads one: written, but its page not kept."""


class KeptPage:
    """A one-page document as written: its canvas, its operators, where each part of them was
    written, and its file's objects."""

    def __init__(
        self, canvas: Canvas, pdf: bytes, code: list[str], head: str,
        spans: list[tuple[Hashable | None, int, int]], fonts: dict[str, Any], *,
        signature: Any, stamp: Any,
    ) -> None:  # fmt: skip
        """``canvas`` has just written ``pdf``: its one page's operators are ``code`` (after
        ``head`` in its stream), its parts the ``spans`` of them, its fonts' subsets ``fonts``;
        ``signature``: the md5 of its file's identifier before the information was added,
        ``stamp``: ReportLab's time stamp before the register's date replaced it."""
        self.canvas = canvas
        self.code = code
        self.head = head
        self.spans = spans
        self.fonts = fonts
        self.signature = signature
        self.stamp = stamp
        doc = canvas._doc
        contents = doc.Pages.pages[0].Contents
        self.content_name = contents.__InternalName__
        self.filters = contents.filters
        self.info_name = doc.info.__InternalName__
        self.meta_name = doc.Catalog.Metadata.__InternalName__
        self._formatted: dict[str, bytes] = {}  # ``_info``'s strings, and its date
        self._date: bytes | None = None
        self._keep_objects(pdf)
        self._restore_fonts()
        self._quick = self._learn_quick(pdf)

    def _keep_objects(self, data: bytes) -> None:
        """Every object but the three a document changes, as the bytes it was written as (from
        its number to its ``endobj``), in the order of their numbers; and what comes before."""
        doc = self.canvas._doc
        if doc.encrypt.info() is not None:  # (the engine's files are never encrypted)
            raise Unkeepable("an encrypted file")
        starts = sorted((offset, name) for name, offset in doc.idToOffset.items())
        ends = [offset for offset, _ in starts[1:]] + [data.rindex(b"\nxref\n") + 1]
        varying = {self.content_name, self.info_name, self.meta_name}
        self.head_bytes = data[: starts[0][0]]
        self.objects: list[tuple[str, bytes | None]] = []
        self._varying: dict[str, bytes] = {}  # the kept document's, as ReportLab wrote them
        for (start, name), end in zip(starts, ends, strict=True):
            number, version = doc.idToObjectNumberAndVersion[name]
            chunk = data[start:end]
            if (
                number != len(self.objects) + 1 or version != 0
                or not chunk.startswith(b"%d 0 obj\n" % number) or not chunk.endswith(b"endobj\n")
            ):  # fmt: skip
                raise Unkeepable(f"object {name} is not where its number says")
            self.objects.append((name, None if name in varying else chunk))
            if name in varying:
                self._varying[name] = chunk

    def _learn_quick(self, data: bytes) -> _Quick | None:
        """How ``_quick_write`` makes this page's files: the kept file's bytes around what
        changes from one document to the next (a stream's length and data, the identifier,
        where the cross-reference table starts), taken only if they give back the kept file
        itself, byte for byte (else every file is formatted by ReportLab's classes)."""
        doc = self.canvas._doc
        content = "\n".join((self.head, *self.code)) + "\n"
        try:
            quick = _Quick(
                content=_around(self._varying[self.content_name], self._encoded(content)),
                meta=_around(self._varying[self.meta_name], doc.idToObject[self.meta_name].content),
                trailer=_trailer_around(data, doc.ID()),
                info_number=doc.idToObjectNumberAndVersion[self.info_name][0],
            )  # fmt: skip
        except (ValueError, KeyError, AttributeError, TypeError):
            return None
        again = self._quick_write(quick, content, doc.idToObject[self.meta_name].content)
        return quick if again == data else None

    def _encoded(self, content: str) -> bytes:
        """The page's operators as its stream holds them (its filters applied, last first)."""
        out: str | bytes = content
        for f in reversed(self.filters or ()):
            out = f.encode(out)
        if isinstance(out, str):
            raise TypeError("a stream with no filter")  # (the engine's pages are compressed)
        return out

    def _quick_write(self, quick: _Quick, content: str, meta: bytes) -> bytes:
        """What ``_write`` writes for a document of this page whose operators are ``content``
        and XMP packet ``meta`` (its information set on the canvas's document): the kept
        objects as they are, the three that change and the table and trailer formatted as
        ReportLab formats them, by the bytes learnt from the kept file."""
        doc = self.canvas._doc
        out = [self.head_bytes]
        at = len(self.head_bytes)
        offsets = []
        for name, kept in self.objects:
            if kept is None:
                if name == self.content_name:
                    kept = quick.content.around(self._encoded(content))
                elif name == self.meta_name:
                    kept = quick.meta.around(meta)
                else:
                    kept = b"%d 0 obj\n%s\nendobj\n" % (quick.info_number, self._info_bytes())
            offsets.append(at)
            out.append(kept)
            at += len(kept)
        # PDFCrossReferenceSubsection.format: the free entry, then one line an object
        out.append(b"xref\n0 %d\n0000000000 65535 f \n" % (len(offsets) + 1))
        out.append(b"".join([b"%010d 00000 n \n" % offset for offset in offsets]))
        out.append(quick.trailer.around(doc.ID(), at))
        return b"".join(out)

    def _info_bytes(self) -> bytes:
        """``PDFInfo.format``: its nine entries by their names' order, each string formatted
        once a batch (``_string``), the line broken before the seventh (``PDFDictionary``)."""
        info = self.canvas._doc.info
        title, author, producer, creator, subject, keywords = map(
            self._string,
            (info.title, info.author, info.producer, info.creator, info.subject, info.keywords),
        )
        entries = [
            b"/Author " + author, b"/CreationDate " + self._stamp(), b"/Creator " + creator,
            b"/Keywords " + keywords, b"/ModDate " + self._stamp(), b"/Producer " + producer,
            b"\n ", b"/Subject " + subject, b"/Title " + title,
            b"/Trapped " + pdfdoc.format(pdfdoc.PDFName(info.trapped), None),
        ]  # fmt: skip
        return b"<<\n" + b" ".join(entries) + b"\n>>"

    def _write(self) -> bytes:
        """``PDFDocument.format`` of the document with its kept objects' bytes as they were:
        the changed objects formatted by ReportLab, the cross-reference table and the trailer
        made by ReportLab's own classes from where each object now starts."""
        doc = self.canvas._doc
        out = [self.head_bytes]
        at = len(self.head_bytes)
        for name, kept in self.objects:
            if kept is None:
                content = self._info(doc) if name == self.info_name else doc.idToObject[name]
                kept = pdfdoc.PDFIndirectObject(name, content).format(doc)
            doc.idToOffset[name] = at
            out.append(kept)
            at += len(kept)
        xref = pdfdoc.PDFCrossReferenceTable()
        xref.addsection(0, [name for name, _ in self.objects])
        out.append(xref.format(doc))
        trailer = pdfdoc.PDFTrailer(
            startxref=at, Size=len(self.objects) + 1, Root=doc.Reference(doc.Catalog),
            Info=doc.Reference(doc.info), ID=doc.ID(),
        )  # fmt: skip
        out.append(trailer.format(doc))
        return b"".join(out)

    def _info(self, doc: pdfdoc.PDFDocument) -> pdfdoc.PDFDictionary:
        """``PDFInfo.format``'s dictionary with its values formatted already (``_string``,
        ``_stamp``)."""
        info = doc.info
        return pdfdoc.PDFDictionary(
            {
                "Title": self._string(info.title),
                "Author": self._string(info.author),
                "ModDate": self._stamp(),
                "CreationDate": self._stamp(),
                "Producer": self._string(info.producer),
                "Creator": self._string(info.creator),
                "Subject": self._string(info.subject),
                "Keywords": self._string(info.keywords),
                "Trapped": pdfdoc.PDFName(info.trapped),
            }
        )

    def _string(self, text: str) -> bytes:
        """An information string as ReportLab formats it, once a batch (the office, the title,
        the program repeat in every document; a number's keywords are new each time: kept a
        while)."""
        done = self._formatted
        got = done.get(text)
        if got is None:
            if len(done) > 64:
                done.clear()
            got = done[text] = pdf_string(text, self.canvas._doc)
        return got

    def _stamp(self) -> bytes:
        """The information's dates, formatted once (a batch's documents carry the kept page's
        time stamp)."""
        if self._date is None:
            doc = self.canvas._doc
            stamp = pdfdoc.PDFDate(ts=doc._timeStamp, dateFormatter=doc.info._dateFormatter)
            self._date = pdfdoc.format(stamp, doc)
        return self._date

    def _restore_fonts(self) -> None:
        """The fonts' subsets as the page ended them, on its document again (ReportLab drops
        them once it has written the fonts): the parts drawn anew take the same bytes."""
        doc = self.canvas._doc
        for name, state in self.fonts.items():
            kept = copy.copy(state)
            kept.assignments = dict(state.assignments)
            kept.subsets = [list(x) for x in state.subsets]
            pdfmetrics.getFont(name).state[doc] = kept
        self.mapping = dict(doc.fontMapping)

    def _fonts_unchanged(self) -> bool:
        doc = self.canvas._doc
        for name, state in self.fonts.items():
            now = pdfmetrics.getFont(name).state.get(doc)
            if now is None or len(now.assignments) != len(state.assignments):
                return False
        return doc.fontMapping == self.mapping

    def fill(self, parts: list[Part], meta: Metadata) -> bytes | None:
        """The file of a document whose parts are ``parts`` (one for each span, in order), or
        None when one of them uses a letter the kept fonts have no byte for (the page is no
        longer usable then: the caller drops it)."""
        if len(parts) != len(self.spans):
            return None
        c = self.canvas
        code: list[str] = []
        at = 0
        for (key, draw), (kept_key, begin, end) in zip(parts, self.spans, strict=True):
            code += self.code[at:begin]
            if key is not None and key == kept_key:
                code += self.code[begin:end]
            else:
                c._code = []
                draw(c)
                code += c._code
            at = end
        code += self.code[at:]
        if not self._fonts_unchanged():
            return None
        doc = c._doc
        content = "\n".join((self.head, *code)) + "\n"
        if self._quick is None:
            contents = pdfdoc.PDFStream()
            contents.filters = self.filters
            contents.content = content
            contents.__Comment__ = "page stream"
            doc.idToObject[self.content_name] = contents
        # what the document template gives the canvas (its producer, the template's default,
        # is the kept page's already)
        c.setAuthor(meta.author)
        c.setTitle(meta.title)
        c.setSubject(meta.subject)
        c.setCreator(meta.creator)
        c.setKeywords(meta.keywords)
        doc._ID = None
        doc.signature = self.signature.copy()
        doc.info.invariant = doc.invariant
        doc.info.digest(doc.signature)
        doc._timeStamp = self.stamp
        meta_stream = archive.metadata_stream(doc, meta)
        if self._quick is not None:
            return self._quick_write(self._quick, content, meta_stream.content)
        doc.idToObject[self.meta_name] = meta_stream
        return self._write()


def pdf_string(text: str, doc: pdfdoc.PDFDocument) -> bytes:
    """``PDFString(text)`` as ReportLab formats it in an unencrypted ``doc``: a text with a
    letter of the Arabic script (which PDFDocEncoding has none of) as its UTF-16 with the byte
    order mark, escaped, written here in a quarter of the time; any other by ReportLab."""
    if _ARABIC.search(text) is None:
        return pdfdoc.format(pdfdoc.PDFString(text), doc)
    escaped = escapePDF(codecs.BOM_UTF16_BE + text.encode("utf_16_be"))
    return f"({escaped})".encode("ascii")


_ARABIC = re.compile("[\u0600-\u06ff]")


@dataclass(frozen=True)
class _Around:
    """A stream object's bytes but its length and data (``_around``)."""

    before: bytes  # up to its length's digits
    between: bytes  # from after them to its data
    after: bytes

    def around(self, data: bytes) -> bytes:
        return b"%s%d%s%s%s" % (self.before, len(data), self.between, data, self.after)


def _around(chunk: bytes, data: bytes) -> _Around:
    """The stream object ``chunk`` (``data`` its stream, unfiltered by then) as an ``_Around``;
    ValueError when it is not written so."""
    start = chunk.index(b"\nstream\n") + len(b"\nstream\n")
    if chunk[start : start + len(data)] != data:
        raise ValueError("the stream is not its data")
    head = chunk[:start]
    found = list(re.finditer(rb"/Length %d(?!\d)" % len(data), head))
    if len(found) != 1:
        raise ValueError("no single length")
    at = found[0].start() + len(b"/Length ")
    end = found[0].end()
    return _Around(head[:at], head[end:], chunk[start + len(data) :])


@dataclass(frozen=True)
class _Trailer:
    """The trailer's bytes but the file's identifier and where its table starts."""

    before: bytes
    between: bytes
    after: bytes

    def around(self, ident: bytes, xref_at: int) -> bytes:
        return b"%s%s%s%d%s" % (self.before, ident, self.between, xref_at, self.after)


def _trailer_around(data: bytes, ident: bytes) -> _Trailer:
    tail = data[data.rindex(b"\ntrailer\n") + 1 :]
    if tail.count(ident) != 1:
        raise ValueError("no single identifier")
    before, rest = tail.split(ident)
    mark = b"\nstartxref\n%d\n" % (data.rindex(b"\nxref\n") + 1)
    if rest.count(mark) != 1:
        raise ValueError("no single start of the table")
    between, after = rest.split(mark)
    return _Trailer(before, between + b"\nstartxref\n", b"\n" + after)


@dataclass(frozen=True)
class _Quick:
    """What ``KeptPage._quick_write`` needs besides the kept objects."""

    content: _Around
    meta: _Around
    trailer: _Trailer
    info_number: int
