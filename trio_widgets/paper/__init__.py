"""Printables: PDF and SVG worksheets, cut-out tiles, rule sheets, puzzle sheets."""

from __future__ import annotations

from ._printables import (
    LESSONS,
    BoardFigure,
    Exercise,
    HandsFigure,
    LessonSheet,
    Printable,
    TilesFigure,
    cutout_sheet,
    letters,
    register_lesson,
    rules_sheet,
    worksheet,
)
from ._puzzle_sheets import sheet_09, sheet_10

__all__ = [
    "LESSONS",
    "BoardFigure",
    "Exercise",
    "HandsFigure",
    "LessonSheet",
    "Printable",
    "TilesFigure",
    "cutout_sheet",
    "letters",
    "register_lesson",
    "rules_sheet",
    "sheet_09",
    "sheet_10",
    "worksheet",
]
