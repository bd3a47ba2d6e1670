"""What a sheet shows, as data: the figures (tiles, a board, hands) and an exercise with its answer.

Drawing them on a page is :mod:`._draw_figures`; making them from the engine is :mod:`._worksheets`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from .. import words as i18n
from ..engine import Cell, Placement, Tile
from ..words import Msg

__all__ = [
    "BoardFigure",
    "Builder",
    "Exercise",
    "Figure",
    "GridFigure",
    "HandsFigure",
    "TilesFigure",
    "letter",
    "letters",
]


@dataclass(frozen=True)
class TilesFigure:
    """A row of tiles: each ``(corners clockwise, pointing up)``, with a caption under each
    (``"A"``, ``"B"``...) or an empty box to write in."""

    tiles: tuple[tuple[tuple[int, int, int], bool], ...]
    lettered: bool = False
    boxes: bool = False
    side: float = 19.0


@dataclass(frozen=True)
class BoardFigure:
    """Tiles on the table: ``target`` is the empty place to fill (yellow, with ``?``), ``move``
    a tile just placed (blue), ``shape`` empty cells drawn as an outline to count or fill."""

    placements: tuple[Placement, ...] = ()
    target: Cell | None = None
    move: Placement | None = None
    shape: tuple[Cell, ...] = ()
    max_side: float = 20.0


@dataclass(frozen=True)
class HandsFigure:
    """The players' hands, one row each, the player's name first."""

    hands: tuple[tuple[Tile, ...], ...]
    side: float = 16.0


@dataclass(frozen=True)
class GridFigure:
    """An empty table to fill in: a header row (catalogue keys; ``""`` an empty cell to write a
    name in), ``rows`` numbered rows and, with ``total``, a last row of that name (a key)."""

    headers: tuple[str, ...]
    rows: int
    total: str = ""
    first_width: float = 22.0
    row_h: float = 8.0
    width: float = 0.0  # mm; 0: as wide as the page allows


Figure = TilesFigure | BoardFigure | HandsFigure | GridFigure


def letter(i: int, lang: str) -> str:
    """The ``i``-th letter naming a tile on a sheet: A, B, C ... (А, Б, В ... in Russian)."""
    return i18n.t(f"print.letter.{i}", lang)


def letters(indexes: Sequence[int]) -> Msg:
    """Tiles named by their letters, in the sheet's alphabet: "B", "B and D", "A, B and D"."""
    names = [Msg(f"print.letter.{i}") for i in indexes]
    if len(names) == 1:
        return names[0]
    first = names[0]
    for n in names[1:-1]:
        first = Msg("print.comma", a=first, b=n)
    return Msg("names.and", first=first, last=names[-1])


# --------------------------------------------------------------------------- exercises


@dataclass(frozen=True)
class Exercise:
    """One exercise on a worksheet.

    ``prompt`` is the question, ``figure`` (and ``figure2``) what is drawn under it, ``lines`` how many
    lines are left to write on; ``answer`` is the answer as data (a number, a tile, a
    list ...) and ``answer_text`` the lines printed on the answer page (``answer_figure``
    drawn beside them); ``data`` holds what the exercise was made from, so a test can
    work the answer out again from the engine.
    """

    kind: str
    prompt: Msg
    answer: Any
    answer_text: tuple[Msg, ...]
    figure: Figure | None = None
    answer_figure: Figure | None = None
    figure2: Figure | None = None
    lines: int = 1
    data: tuple[tuple[str, Any], ...] = ()

    @property
    def info(self) -> dict[str, Any]:
        return dict(self.data)


Builder = Callable[[random.Random, int], list[Exercise]]
