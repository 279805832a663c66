"""The Qt layer: the only part of the program that imports PySide6."""

from __future__ import annotations
