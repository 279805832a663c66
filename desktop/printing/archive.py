"""PDF/A-2u: what ReportLab does not write by itself, and a file name for the archive.

ReportLab gives the document information dictionary, the catalog's /Lang and a file /ID; the
engine embeds every font with a ToUnicode map (``fonts.PersianTTFont``) and draws no
transparency. ``finish`` adds, just before the file is written:

* the XMP metadata stream (uncompressed, as PDF/A wants it) declaring PDF/A-2u, with the same
  title, author, subject, keywords, producer, creator tool and dates as the information
  dictionary (a validator compares them);
* the output intent ``GTS_PDFA1`` with the sRGB profile shipped in ``resources/color``, which
  the device RGB colours of the page (black text, grey rules, red marks) are then defined by.

What is met and what is not, and why: docs/printing.md.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass
from functools import lru_cache

from reportlab.pdfbase.pdfdoc import (
    PDFArray,
    PDFCatalog,
    PDFDictionary,
    PDFName,
    PDFStream,
    PDFString,
    format,
)
from reportlab.pdfgen.canvas import Canvas

from desktop.paths import SRGB_PROFILE
from desktop.text import normalize, to_ascii_digits, to_persian_digits

PDFA_PART = 2
PDFA_CONFORMANCE = "U"
OUTPUT_CONDITION = "sRGB IEC61966-2.1"


@dataclass(frozen=True)
class Metadata:
    """The document information a file carries (and its XMP copy): what an archive indexes."""

    title: str
    subject: str
    author: str
    keywords: str
    issued: _dt.date | None = None  # the register's date: the file's creation date
    creator: str = "bakhsh-office"
    lang: str = "fa-IR"


class _PlainStream(PDFStream):
    """A stream written as it is: PDF/A wants the metadata stream without a /Filter."""

    def format(self, document) -> bytes:  # noqa: ANN001 - ReportLab's signature
        dictionary = PDFDictionary(self.dictionary.dict.copy())
        dictionary["Length"] = len(self.content)
        return format(dictionary, document) + b"\nstream\n" + self.content + b"\nendstream\n"


@lru_cache(maxsize=1)
def srgb_profile() -> bytes:
    return SRGB_PROFILE.read_bytes()


def _iso(stamp) -> str:  # noqa: ANN001 - reportlab.lib.utils.TimeStamp
    y, mo, d, h, mi, s = stamp.YMDhms
    sign = "+" if stamp.dhh >= 0 else "-"
    return f"{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{s:02d}{sign}{abs(stamp.dhh):02d}:{stamp.dmm:02d}"


def escape(text: str) -> str:
    """Text for XML element content (what xml.sax.saxutils.escape does; importing that module
    pulls in urllib.request and ssl, 200 ms of the program's start-up)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def xmp(meta: Metadata, *, producer: str, when: str) -> str:
    """The XMP packet: PDF/A identification, Dublin Core, PDF and XMP basic properties."""
    e = escape
    return f"""<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">
   <pdfaid:part>{PDFA_PART}</pdfaid:part>
   <pdfaid:conformance>{PDFA_CONFORMANCE}</pdfaid:conformance>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
   <dc:format>application/pdf</dc:format>
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">{e(meta.title)}</rdf:li></rdf:Alt></dc:title>
   <dc:creator><rdf:Seq><rdf:li>{e(meta.author)}</rdf:li></rdf:Seq></dc:creator>
   <dc:description><rdf:Alt><rdf:li xml:lang="x-default">{e(meta.subject)}</rdf:li></rdf:Alt></dc:description>
   <dc:language><rdf:Bag><rdf:li>{e(meta.lang)}</rdf:li></rdf:Bag></dc:language>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
   <pdf:Producer>{e(producer)}</pdf:Producer>
   <pdf:Keywords>{e(meta.keywords)}</pdf:Keywords>
   <pdf:Trapped>False</pdf:Trapped>
  </rdf:Description>
  <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <xmp:CreatorTool>{e(meta.creator)}</xmp:CreatorTool>
   <xmp:CreateDate>{when}</xmp:CreateDate>
   <xmp:ModifyDate>{when}</xmp:ModifyDate>
   <xmp:MetadataDate>{when}</xmp:MetadataDate>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>"""


class _Day:
    """A ReportLab time stamp for a day at midnight, Iran time (the register's date)."""

    def __init__(self, day: _dt.date) -> None:
        self.YMDhms = (day.year, day.month, day.day, 0, 0, 0)
        self.dhh, self.dmm = 3, 30


def metadata_stream(doc, meta: Metadata) -> PDFStream:  # noqa: ANN001 - ReportLab's PDFDocument
    """The XMP metadata stream of ``meta``; the file's dates become the register's date of the
    document (``doc``'s time stamp)."""
    if meta.issued is not None:
        doc._timeStamp = _Day(meta.issued)
    packet = xmp(meta, producer=doc.info.producer, when=_iso(doc._timeStamp))
    return _PlainStream(
        PDFDictionary({"Type": PDFName("Metadata"), "Subtype": PDFName("XML")}),
        packet.encode("utf-8"),
    )


def finish(c: Canvas, meta: Metadata) -> None:
    """Add the XMP metadata and the sRGB output intent to the document ``c`` is writing.

    The file's creation and modification dates become the register's date of the document
    (the same document gives the same bytes; a reprint keeps its letter's date).
    """
    doc = c._doc
    catalog = doc.Catalog
    catalog.Metadata = metadata_stream(doc, meta)
    profile = PDFStream(PDFDictionary({"N": 3}), srgb_profile())
    intent = PDFDictionary(
        {
            "Type": PDFName("OutputIntent"),
            "S": PDFName("GTS_PDFA1"),
            "OutputConditionIdentifier": PDFString(OUTPUT_CONDITION),
            "Info": PDFString(OUTPUT_CONDITION),
            "DestOutputProfile": doc.Reference(profile),
        }
    )
    # the catalog writes only the keys it lists: list OutputIntents on this catalog alone
    catalog.__NoDefault__ = [*PDFCatalog.__NoDefault__, "OutputIntents"]
    catalog.OutputIntents = PDFArray([doc.Reference(intent)])


# ---------------------------------------------------------------------------- file names

_UNSAFE = re.compile(
    r'[\\/:*?"<>|\x00-\x1f\x7f\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]+'
)


def suggested_file_name(
    kind: str, *, number: int | str | None = None, year: int | str | None = None
) -> str:
    """The name the preview offers when a document is saved: «اخطاریه-۱۴۰۳-۰۰۰۱۲.pdf».

    ``kind``: the document's title (``Template.title``) or key; ``number``/``year``: its place in
    the register of letters (a draft has none: «اخطاریه-پیش‌نویس.pdf»). Characters a file
    system refuses, and bidi controls, are dropped; spaces become hyphens.
    """
    words = _UNSAFE.sub(" ", str(kind)).split()
    base = "-".join(words)[:80].strip("-. ") or "document"
    parts = [base]
    if number not in (None, ""):
        digits = to_ascii_digits(normalize(str(number)))
        if digits.isdigit():
            number_text = f"{int(digits):05d}"
        else:
            number_text = "-".join(_UNSAFE.sub(" ", str(number)).split())
        if year not in (None, ""):
            parts.append(to_ascii_digits(str(year)))
        parts.append(number_text)
    else:
        parts.append("پیش\u200cنویس")
    return to_persian_digits("-".join(parts)) + ".pdf"
