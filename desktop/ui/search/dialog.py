"""The global search (Ctrl+K): one box over people, villages, councils, cases and letters.

Keyboard only: type (the search waits for a pause in typing), Up/Down move among the hits,
Enter opens the hit's record in its section, Escape closes. Words that matched are in bold.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QPainter, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QVBoxLayout,
    QWidget,
)

from desktop.services.search import Hit, SearchResult, search
from desktop.text import to_persian_digits
from desktop.ui.common.context import AppContext
from desktop.ui.common.widgets import search_field

HIT = Qt.ItemDataRole.UserRole
HTML = Qt.ItemDataRole.UserRole + 1


def marked(text: str, spans: tuple[tuple[int, int], ...]) -> str:
    """``text`` as HTML with the spans in bold."""
    out, at = [], 0
    for a, b in spans:
        out.append(escape(text[at:a]))
        out.append(f"<b>{escape(text[a:b])}</b>")
        at = b
    out.append(escape(text[at:]))
    return "".join(out)


class HitDelegate(QStyledItemDelegate):
    """Draws a hit's title (matched words bold) over its details, right to left."""

    def _doc(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QTextDocument:
        doc = QTextDocument()
        doc.setDefaultFont(option.font)
        doc.setDocumentMargin(4)
        doc.setHtml(f'<div dir="rtl">{index.data(HTML) or ""}</div>')
        doc.setTextWidth(option.rect.width())
        return doc

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        if not index.data(HTML):
            super().paint(painter, option, index)
            return
        self.initStyleOption(option, index)
        style = option.widget.style() if option.widget else None
        option.text = ""
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option, painter, option.widget)
        doc = self._doc(option, index)
        painter.save()
        rect = option.rect
        painter.translate(rect.topLeft())
        doc.drawContents(painter, QRectF(0, 0, rect.width(), rect.height()))
        painter.restore()

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:  # noqa: N802
        if not index.data(HTML):
            return super().sizeHint(option, index)
        doc = self._doc(option, index)
        return QSize(int(doc.idealWidth()), int(doc.size().height()))


class SearchDialog(QDialog):
    """Ctrl+K anywhere in the main window."""

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.setObjectName("global_search")
        self.setWindowTitle(self.tr("Search everything"))
        self.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        self.resize(760, 560)  # within a 1366×768 screen with room for its frame
        layout = QVBoxLayout(self)
        self.box = search_field(self.tr("A name, a village, a council, a case, a letter…"))
        layout.addWidget(self.box)
        self.hits = QListWidget()
        self.hits.setObjectName("hits")
        self.hits.setItemDelegate(HitDelegate(self.hits))
        self.hits.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay in the box
        self.hits.setUniformItemSizes(False)
        layout.addWidget(self.hits, 1)
        self.status = QLabel()
        self.status.setObjectName("search_status")
        layout.addWidget(self.status)
        self.box.searched.connect(self.run)
        self.hits.itemActivated.connect(lambda _item: self.open_current())
        self.box.installEventFilter(self)
        QShortcut(QKeySequence("Ctrl+K"), self).activated.connect(self.box.selectAll)
        self.found = SearchResult((), ())
        self.run("")

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt naming
        pressed = isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress
        if watched is self.box and pressed:
            assert isinstance(event, QKeyEvent)
            key = Qt.Key(event.key())
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
                step = {Qt.Key.Key_Down: 1, Qt.Key.Key_Up: -1, Qt.Key.Key_PageDown: 5,
                        Qt.Key.Key_PageUp: -5}[key]  # fmt: skip
                self.move_by(step)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                if self.box.pending():
                    self.box.flush()
                self.open_current()
                return True
        return super().eventFilter(watched, event)

    def run(self, text: str) -> None:
        self.found = search(self.ctx.db, text)
        self.hits.clear()
        for group in self.found.groups:
            head = QListWidgetItem(group.title + (" " + self.tr("(more…)") if group.more else ""))
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)  # a heading: shown, never chosen
            font = head.font()
            font.setBold(True)
            head.setFont(font)
            self.hits.addItem(head)
            for hit in group.hits:
                item = QListWidgetItem(f"{hit.title}\n{hit.detail}")
                item.setData(HIT, hit)
                item.setData(
                    HTML,
                    f"{marked(hit.title, hit.title_spans)}<br><small>"
                    f"{marked(hit.detail, hit.detail_spans)}</small>",
                )
                self.hits.addItem(item)
        count = len(self.found.hits)
        if not text.strip():
            self.status.setText(
                self.tr("Type to search; arrows choose, Enter opens, Escape closes.")
            )
        elif count:
            self.status.setText(self.tr("%1 found").replace("%1", to_persian_digits(str(count))))
        else:
            self.status.setText(self.tr("Nothing found."))
        self.move_by(1)

    def _hit_rows(self) -> list[int]:
        return [i for i in range(self.hits.count()) if self.hits.item(i).data(HIT) is not None]

    def move_by(self, step: int) -> None:
        rows = self._hit_rows()
        if not rows:
            return
        current = self.hits.currentRow()
        if current not in rows:
            target = rows[0] if step > 0 else rows[-1]
        else:
            at = rows.index(current) + step
            target = rows[max(0, min(len(rows) - 1, at))]
        self.hits.setCurrentRow(target)
        self.hits.scrollToItem(self.hits.item(target))

    def current_hit(self) -> Hit | None:
        item = self.hits.currentItem()
        return item.data(HIT) if item is not None else None

    def open_current(self) -> None:
        hit = self.current_hit()
        if hit is None:
            return
        self.accept()
        self.ctx.open_requested.emit(hit.section, hit.record_id)
