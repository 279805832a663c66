"""How many references the Qt calls the program makes in loops take from Python's singletons.

PySide6 6.12.0 drops a reference to ``None`` on every call of a method that returns nothing, and to
``True`` on every ``Signal.emit()``. Before Python 3.12 a singleton whose count reaches zero is
freed and the interpreter aborts ("Fatal Python error: none_dealloc"); from 3.12 ``None``, the
booleans, small integers and the empty tuple and string are immortal (PEP 683) and a dropped
reference is harmless. Run it under any interpreter with PySide6:

    QT_QPA_PLATFORM=offscreen python bench/refcount_probe.py [CALLS]

It prints, per call, the change in each singleton's count over CALLS calls (0 is clean, negative
is a dropped reference, positive a leaked one), and the change in the count of the objects the
call hands back (a table item, a model index), which must not fall either. On an interpreter
with immortal singletons the counts do not move and it says so. See docs/hardening.md.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import (  # noqa: E402
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QSortFilterProxyModel,
    QStringListModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QStandardItem, QStandardItemModel  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
)

SINGLETONS = {
    "None": None,
    "True": True,
    "False": False,
    "0": 0,
    "1": 1,
    "()": (),
    "''": "",
}


class Source(QObject):
    plain = Signal()
    with_int = Signal(int)
    with_text = Signal(str)
    with_object = Signal(object)


class Rows(QAbstractTableModel):
    """A Python model as a list would have: Qt asks it for roles it has no value for (None)."""

    def rowCount(self, parent=QModelIndex()):  # noqa: B008, N802 - Qt's signature
        return 4

    def columnCount(self, parent=QModelIndex()):  # noqa: B008, N802
        return 3

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        return "ردیف" if role == Qt.ItemDataRole.DisplayRole else None


def calls() -> dict[str, object]:
    """Each entry: a call the program makes in its loops (dashboard, lists, forms, signals)."""
    label = QLabel()
    edit = QLineEdit()
    combo = QComboBox()
    table = QTableWidget(4, 3)
    item = QTableWidgetItem("x")
    table.setItem(0, 0, QTableWidgetItem("y"))
    model = QStandardItemModel(4, 3)
    model.setItem(0, 0, QStandardItem("z"))
    strings = QStringListModel(["a", "b"])
    proxy = QSortFilterProxyModel()
    proxy.setSourceModel(Rows())
    view = QTableView()
    view.setModel(model)
    source = Source()
    brush = QBrush(QColor("#b00"))
    return {
        "QLabel.setText": lambda: label.setText("متن"),
        "QLabel.text": lambda: label.text(),
        "QWidget.setToolTip": lambda: label.setToolTip("راهنما"),
        "QWidget.resize": lambda: label.resize(10, 10),
        "QWidget.setEnabled": lambda: label.setEnabled(True),
        "QLineEdit.setText": lambda: edit.setText("۱۲"),
        "QComboBox.addItem": lambda: (combo.addItem("الف", 1), combo.clear()),
        "QTableWidget.setRowCount": lambda: table.setRowCount(4),
        "QTableWidget.setItem": lambda: table.setItem(1, 1, QTableWidgetItem("ب")),
        "QTableWidget.item": lambda: table.item(0, 0),
        "QTableWidgetItem.setForeground": lambda: item.setForeground(brush),
        "QTableWidgetItem.setData": lambda: item.setData(Qt.ItemDataRole.UserRole, 7),
        "QTableWidgetItem.data": lambda: item.data(Qt.ItemDataRole.UserRole),
        "QStandardItemModel.index+data": lambda: model.data(model.index(0, 0)),
        "QStringListModel.data(None cell)": lambda: strings.data(strings.index(5, 0)),
        "Python model data() via Qt (text)": lambda: proxy.data(proxy.index(0, 0)),
        "Python model data() via Qt (None)": lambda: proxy.data(
            proxy.index(0, 0), Qt.ItemDataRole.ToolTipRole
        ),
        "QTableView.resizeRowToContents": lambda: view.resizeRowToContents(0),
        "Signal.emit()": lambda: source.plain.emit(),
        "Signal.emit(int)": lambda: source.with_int.emit(3),
        "Signal.emit(str)": lambda: source.with_text.emit("ت"),
        "Signal.emit(object)": lambda: source.with_object.emit(None),
    }


def counts() -> dict[str, int]:
    return {name: sys.getrefcount(value) for name, value in SINGLETONS.items()}


def main(n: int = 1000) -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    immortal = sys.getrefcount(None) >= 1 << 30
    # ballast, so that a mortal interpreter lives through the measurement it reports
    ballast = [value for value in SINGLETONS.values() for _ in range(50 * n)]
    print(f"Python {sys.version.split()[0]}, {n} calls each; None has {sys.getrefcount(None)} refs")
    if immortal:
        print(
            "the singletons are immortal on this interpreter: a dropped reference cannot free them"
        )
    header = ["call"] + list(SINGLETONS) + ["returned"]
    print(" | ".join(header))
    for name, call in calls().items():
        returned = call()
        kept = sys.getrefcount(returned) if returned is not None else 0
        before = counts()
        for _ in range(n):
            call()
        app.processEvents()
        after = counts()
        handed = (sys.getrefcount(returned) - kept) if returned is not None else 0
        row = [name] + [str(after[k] - before[k]) for k in SINGLETONS] + [str(handed)]
        print(" | ".join(row))
    if not immortal:
        # the dropped references would free a singleton while the ballast is torn down
        print("(leaving without teardown: on this interpreter it would abort)", flush=True)
        os._exit(0)
    del ballast
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000))
