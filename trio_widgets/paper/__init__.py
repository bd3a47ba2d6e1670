"""Printables: PDF and SVG worksheets, cut-out tiles, rule sheets, puzzle sheets.

Everything is made from the engine (the exercises from a seed, the rules from a
preset's numbers) and written as an A4 PDF with vector tiles and Unicode text in
English, Russian, Polish and Hungarian:

* :func:`worksheet` — a lesson's exercises on paper, the pupil's sheet (a header with the
  lesson, the sheet's number and lines for the child's name and the date, 4-8 exercises with
  room to work); its answers for the teacher are a document of their own (``.answers()``);
* :func:`class_set` — 30 different sheets of a lesson in one PDF, and (``.answers()``) theirs;
* :func:`cutout_sheet` — the 56 tiles, large, with cut lines, for a class without sets;
* :func:`rules_sheet` — one page of rules for a family, from a preset's numbers.

Each returns a :class:`Printable`: ``.to_pdf(path)`` writes the file (``to_pdf()``
with no path returns the bytes), and a notebook shows a preview of the first page.

>>> ws = worksheet("01", lang="en", seed=3)
>>> ws.lesson, len(ws.exercises) >= 4, ws.to_pdf()[:5]
('01_meet_the_tiles', True, b'%PDF-')
>>> worksheet("01", seed=3).exercises == ws.exercises     # the same seed, the same sheet
True

The words live in ``words/locales/print.{en,ru,pl,hu}.json`` (keys ``print.…``).

Lessons register their exercises in :data:`LESSONS` with :func:`register_lesson`, so a
later lesson adds its own sheet without touching the others; the kinds of exercise
(``ex_*``) are here for it to use.

One job a file: ``_drawing.py`` (a page's typed drawing steps), ``_font.py`` (the font,
shipped in ``fonts/``), ``_pdf.py`` and ``_svg.py`` (the back ends), ``_tile_style.py`` (a tile
in the one tile style), ``_document.py`` (:class:`Printable`), ``_layout.py`` (pages filled from
the top), ``_figures.py`` (what a sheet shows, as data) and ``_draw_figures.py``,
``_worksheets.py`` (the exercises of lessons 01-08), ``_puzzle_sheets.py`` (09, 09b, 10),
``_lessons.py`` (the registry), ``_worksheet_pages.py``, ``_cutouts.py``, ``_rules_sheet.py``.
"""

from __future__ import annotations

from ._cutouts import CutoutSheet, cutout_sheet
from ._document import Printable
from ._drawing import MARGIN, PAGE_H, PAGE_W, Dot, Line, Page, Polygon, Rect, Step, Text, Triangle
from ._figures import BoardFigure, Exercise, GridFigure, HandsFigure, TilesFigure, letter, letters
from ._lessons import LESSONS, LessonSheet, register_lesson
from ._puzzle_sheets import sheet_09, sheet_09b, sheet_10
from ._rules_sheet import RulesSheet, rule_lines, rules_sheet
from ._svg import page_svg
from ._worksheet_pages import AnswerSheet, ClassSet, Worksheet, class_set, worksheet
from ._worksheets import (
    Turn,
    ex_big_triangle,
    ex_box_count,
    ex_chance,
    ex_families,
    ex_fits_hand,
    ex_going_out,
    ex_hand_penalty,
    ex_match,
    ex_mirror,
    ex_number_count,
    ex_score,
    ex_score_sheet,
    ex_shape_count,
    ex_smallest_count,
    ex_tile_values,
    ex_turn,
    ex_who_starts,
    ex_worth_count,
    hexagon_cells,
    play_round,
    triangle_cells,
)

__all__ = [
    "LESSONS",
    "MARGIN",
    "PAGE_H",
    "PAGE_W",
    "AnswerSheet",
    "BoardFigure",
    "ClassSet",
    "CutoutSheet",
    "Dot",
    "Exercise",
    "GridFigure",
    "HandsFigure",
    "LessonSheet",
    "Line",
    "Page",
    "Polygon",
    "Printable",
    "Rect",
    "RulesSheet",
    "Step",
    "Text",
    "TilesFigure",
    "Triangle",
    "Turn",
    "Worksheet",
    "class_set",
    "cutout_sheet",
    "ex_big_triangle",
    "ex_box_count",
    "ex_chance",
    "ex_families",
    "ex_fits_hand",
    "ex_going_out",
    "ex_hand_penalty",
    "ex_match",
    "ex_mirror",
    "ex_number_count",
    "ex_score",
    "ex_score_sheet",
    "ex_shape_count",
    "ex_smallest_count",
    "ex_tile_values",
    "ex_turn",
    "ex_who_starts",
    "ex_worth_count",
    "hexagon_cells",
    "letter",
    "letters",
    "page_svg",
    "play_round",
    "register_lesson",
    "rule_lines",
    "rules_sheet",
    "sheet_09",
    "sheet_09b",
    "sheet_10",
    "triangle_cells",
    "worksheet",
]
