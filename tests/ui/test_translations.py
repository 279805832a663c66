"""Every visible string has Persian: the catalogue covers the sources, and the shown window has
no untranslated English left in it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QAbstractTableModel, Qt
from PySide6.QtGui import QStandardItemModel, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCalendarWidget,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableView,
    QWidget,
)

from desktop.ui.common.context import AppContext
from desktop.ui.shell.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
LATIN = re.compile(r"[A-Za-z]")
LATIN_DIGIT = re.compile(r"[0-9]")
# a date as the Gregorian calendar writes it (2026-11-30, 30/11/2026, 2026/11/30), in any digits
GREGORIAN = re.compile(r"\b(19|20)\d\d[-/.]\d\d?[-/.]\d\d?\b|\b\d\d?[-/.]\d\d?[-/.](19|20)\d\d\b")
# names of file formats stay as they are written in Persian text too; not PDF, written «پی‌دی‌اف»
# in the buttons the clerk presses every day («&ذخیرهٔ PDF…», «گزینش &اسکن یا PDF…» were)
ACRONYMS = ("UTF-8", "CSV", "XLSX", "JSON", "PNG", "JPG", "TIFF")
# keys named as their caps are printed (a Persian keyboard's caps carry the Latin letter too):
# «کنترل+P», Enter, F4 — the only Latin a clerk is shown on purpose
KEY_CAP = re.compile(r"(کنترل|دگرساز|Alt)\+[A-Z]\b|\bEnter\b|\bEsc\b|\bF[1-9][0-2]?\b")


def test_catalogue_has_every_source_string():
    result = subprocess.run(
        [sys.executable, str(ROOT / "i18n" / "build.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert result.returncode == 0, "untranslated:\n" + result.stdout + result.stderr


def test_no_persian_text_writes_pdf_in_latin_letters():
    """The catalogue and the Persian messages of the code say «پی‌دی‌اف», not «PDF» (the file
    filter's «*.pdf» pattern aside: it is what the file system matches)."""
    found = [
        f"{tsv.name}: {line.split(chr(9))[-1]}"
        for tsv in sorted((ROOT / "i18n").glob("*.tsv"))
        for line in tsv.read_text(encoding="utf-8").splitlines()
        if "PDF" in line.split("\t")[-1]
    ]
    catalogue = (ROOT / "i18n" / "fa.ts").read_text(encoding="utf-8")
    found += [f"fa.ts: {t}" for t in re.findall(r"<translation>([^<]*PDF[^<]*)<", catalogue)]
    persian_pdf = re.compile(r"[\u0600-\u06FF][^\n\"]*PDF|PDF[^\n\"]*[\u0600-\u06FF]")
    for source in sorted((ROOT / "desktop").rglob("*.py")):
        if source.parts[-3:-1] == ("services", "letters") and source.name == "cli.py":
            continue  # the command line's messages go to a terminal, beside its Latin options
        for n, line in enumerate(source.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#")[0]
            if '"' in code and '"""' not in code and persian_pdf.search(code):
                found.append(f"{source.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == [], "\n".join(found)


def test_compiled_catalogue_is_loaded(qapp):
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("Sections", "Villages") == "آبادی‌ها"


def visible_texts(widget) -> list[str]:
    texts = [widget.windowTitle()]
    for w in (
        widget.findChildren(QLabel)
        + widget.findChildren(QAbstractButton)
        + widget.findChildren(QGroupBox)
    ):
        if isinstance(w, QLabel) and w.textFormat() == Qt.TextFormat.RichText:
            texts.append(QTextDocumentFragment.fromHtml(w.text()).toPlainText())  # as shown
        elif isinstance(w, QCheckBox | QAbstractButton | QLabel):
            texts.append(w.text())
        if isinstance(w, QGroupBox):
            texts.append(w.title())
    for w in widget.findChildren(QLineEdit):
        texts.append(w.placeholderText())
    for lw in widget.findChildren(QListWidget):
        texts += [lw.item(i).text() for i in range(lw.count())]
    combos = widget.findChildren(QComboBox)
    for combo in combos:
        texts += [combo.itemText(i) for i in range(combo.count())]
    for view in widget.findChildren(QAbstractItemView):
        if _in_calendar(view):
            continue
        model = view.model()
        if model is not None and any(model is c.model() for c in combos):
            continue  # a combo box's popup: its items are read above
        header = view.horizontalHeader() if isinstance(view, QTableView) else None
        if isinstance(model, QAbstractTableModel | QStandardItemModel) and (
            header is None or not header.isHidden()
        ):
            texts += [
                str(model.headerData(c, Qt.Orientation.Horizontal) or "")
                for c in range(model.columnCount())
            ]
        if model is not None and not isinstance(view, QListWidget):
            # the cells a clerk reads, as the list draws them: the first rows of every list
            delegate, locale = view.itemDelegate(), view.locale()
            for r in range(min(model.rowCount(), 20)):
                for c in range(model.columnCount()):
                    value = model.data(model.index(r, c))
                    if isinstance(value, str) or not hasattr(delegate, "displayText"):
                        texts.append(str(value or ""))
                    elif value is not None:
                        texts.append(delegate.displayText(value, locale))
    texts += [w.toolTip() for w in widget.findChildren(QWidget) if w.toolTip()]
    for lw in widget.findChildren(QListWidget):
        texts += [lw.item(i).toolTip() for i in range(lw.count())]
    return texts


def _in_calendar(view) -> bool:
    """The calendar popup's day grid (Qt draws its numbers in the locale's digits)."""
    w = view
    while w is not None:
        if isinstance(w, QCalendarWidget):
            return True
        w = w.parentWidget()
    return False


def foreign_in(widget, typed: tuple[str, ...] = ()) -> list[str]:
    """Visible texts (tooltips too) with a Latin letter, a Latin digit or a Gregorian date (the
    office's own typed names, paths isolated left-to-right — file names the clerk chose — and
    file formats aside)."""
    from desktop.text import to_ascii_digits

    found = []
    for text in visible_texts(widget):
        plain = text
        for a in (*ACRONYMS, *typed):
            plain = plain.replace(a, "")
        plain = re.sub("\u2066[^\u2069]*\u2069", "", plain)  # an isolated path
        plain = KEY_CAP.sub("", plain)
        if (
            LATIN.search(plain)
            or LATIN_DIGIT.search(plain)
            or GREGORIAN.search(to_ascii_digits(plain))
        ):
            found.append(text)
    return found


def english_in(widget) -> list[str]:
    """Visible texts with an English word, the names isolated left-to-right (a path, a
    library and its licence in the About box) and file formats aside."""
    found = []
    for text in visible_texts(widget):
        plain = KEY_CAP.sub("", re.sub("\u2066[^\u2069]*\u2069", "", text))
        for a in ACRONYMS:
            plain = plain.replace(a, "")
        if LATIN_WORD.search(plain):
            found.append(text)
    return found


def test_no_latin_letter_digit_or_gregorian_date_in_any_dialog(qtbot, qapp, db, db_path):
    """Every window and dialog (tests/ui/screens.py lists them), and every section: no Latin
    letter, no Latin digit and no Gregorian date a clerk can see, in labels, buttons, tooltips,
    lists and their cells (citations «(1334 م۲۹)», lot numbers, «(6)» seats, receipts «1/1405»
    and the navigation's «کنترل+5» were)."""
    from tests.printing.conftest import fill_demo_office
    from tests.ui.screens import all_dialogs

    fill_demo_office(db)  # every module's records, so each document's editor opens on one
    ctx = AppContext(db, db_path)
    found = []
    for dialog in all_dialogs(ctx):
        qtbot.addWidget(dialog)
        found += [(type(dialog).__name__, t) for t in foreign_in(dialog)]
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    from desktop.ui.shell.sections import SECTIONS

    for key, _, _ in SECTIONS:
        window.show_section(key)
        found += [(key, t) for t in foreign_in(window, (str(db_path),))]
    assert found == [], "\n".join(map(str, found))


def test_no_english_left_in_any_dialog(qtbot, qapp, db, db_path):
    """Every dialog of every module (tests/ui/screens.py), on the whole demo office."""
    from tests.printing.conftest import fill_demo_office
    from tests.ui.screens import all_dialogs

    fill_demo_office(db)
    english = []
    for dialog in all_dialogs(AppContext(db, db_path)):
        qtbot.addWidget(dialog)
        english += [(type(dialog).__name__, t) for t in english_in(dialog)]
    assert english == [], "\n".join(map(str, english))


def test_no_english_left_in_the_window(qtbot, qapp, db, db_path):
    from desktop.demo import build_demo

    build_demo(db)
    window = MainWindow(AppContext(db, db_path))
    qtbot.addWidget(window)
    english = []
    from desktop.ui.shell.sections import SECTIONS

    for key, _, _ in SECTIONS:
        window.show_section(key)
        for text in visible_texts(window):
            path_free = KEY_CAP.sub("", text.replace(str(db_path), ""))
            if LATIN_WORD.search(path_free):
                english.append((key, text))
        model = getattr(window.pages[key], "model", None)
        if model is not None:
            for c in range(model.columnCount()):
                header = model.headerData(c, 1)
                if header and LATIN_WORD.search(header):
                    english.append((key, header))
    assert english == [], "\n".join(map(str, english))


def test_qt_own_strings_are_persian(qapp):
    """Standard buttons (OK, Cancel, Yes, No…) come from Qt's catalogue, loaded beside ours."""
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

    box = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    texts = [b.text() for b in box.buttons()]
    assert not any(LATIN_WORD.search(t) for t in texts), texts
    message = QMessageBox(
        QMessageBox.Icon.Question,
        "",
        "",
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
    )
    texts = [b.text() for b in message.buttons()]
    assert not any(LATIN_WORD.search(t) for t in texts), texts
