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
every template), made without laying out, drawing or formatting again what has not changed. Anything else (a part using a new letter, another
shape, a second page) is drawn the ordinary way, and that document's page is kept in turn.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable
from typing import Any

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
        for (start, name), end in zip(starts, ends, strict=True):
            number, version = doc.idToObjectNumberAndVersion[name]
            chunk = data[start:end]
            if (
                number != len(self.objects) + 1 or version != 0
                or not chunk.startswith(b"%d 0 obj\n" % number) or not chunk.endswith(b"endobj\n")
            ):  # fmt: skip
                raise Unkeepable(f"object {name} is not where its number says")
            self.objects.append((name, None if name in varying else chunk))

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
        """``PDFInfo.format``'s dictionary with its values formatted already: each string once a
        batch (the office, the title, the program repeat in every document), the dates once
        (a batch's documents carry the kept page's time stamp)."""
        info = doc.info
        done = self._formatted
        if self._date is None:
            stamp = pdfdoc.PDFDate(ts=doc._timeStamp, dateFormatter=info._dateFormatter)
            self._date = pdfdoc.format(stamp, doc)

        def string(text: str) -> bytes:
            got = done.get(text)
            if got is None:
                if len(done) > 64:  # a number's keywords are new each time: kept a while
                    done.clear()
                got = done[text] = pdfdoc.format(pdfdoc.PDFString(text), doc)
            return got

        return pdfdoc.PDFDictionary(
            {
                "Title": string(info.title),
                "Author": string(info.author),
                "ModDate": self._date,
                "CreationDate": self._date,
                "Producer": string(info.producer),
                "Creator": string(info.creator),
                "Subject": string(info.subject),
                "Keywords": string(info.keywords),
                "Trapped": pdfdoc.PDFName(info.trapped),
            }
        )

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
        contents = pdfdoc.PDFStream()
        contents.filters = self.filters
        contents.content = "\n".join((self.head, *code)) + "\n"
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
        doc.idToObject[self.meta_name] = archive.metadata_stream(doc, meta)
        return self._write()
