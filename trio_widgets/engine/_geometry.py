"""Board coordinates of docs/rules.md section 2: lattice points, cells, neighbours.

A lattice point is a pair ``(x, y)`` of ints.  Drawn on paper it sits at
``X = x + y / 2``, ``Y = y * sqrt(3) / 2`` (Y pointing up).  A cell is
``Cell(x, y, up)``.  Everything here is pure arithmetic on small tuples, so
the engine, the SVG renderer and the widgets share one geometry.

>>> cell_corners(Cell(0, 0, True))
((0, 1), (1, 0), (0, 0))
>>> cell_neighbours(Cell(0, 0, False))
(Cell(0, 0, True), Cell(1, 0, True), Cell(0, 1, True))
"""

from __future__ import annotations

import math
from typing import NamedTuple

from ..files import plain_int
from ..words import shown

Point = tuple[int, int]

SQRT3_2 = math.sqrt(3) / 2

__all__ = [
    "START_CELL",
    "Cell",
    "Point",
    "cell_centre",
    "cell_corners",
    "cell_edges",
    "cell_neighbours",
    "point_cells",
    "point_xy",
]


class Cell(NamedTuple):
    """A triangular cell of the board: ``up`` points up, otherwise down."""

    x: int
    y: int
    up: bool

    def __repr__(self) -> str:
        return f"Cell({self.x}, {self.y}, {self.up})"

    def label(self) -> str:
        """The short form used by widgets and tests: ``"x,y,u"`` or ``"x,y,d"``."""
        return f"{self.x},{self.y},{'u' if self.up else 'd'}"

    @classmethod
    def parse(cls, text: str) -> Cell:
        """Read ``"x,y,u"`` / ``"x,y,d"`` back into a Cell.

        >>> Cell.parse("2,-1,d")
        Cell(2, -1, False)
        """
        if not isinstance(text, str):
            raise ValueError(f"a cell label is a string like '0,0,u', not {shown(text)}")
        parts = text.strip().split(",") if len(text) <= 40 else []
        # whole numbers in the digits 0-9 only (int() also reads '²'-like digits, '1_0', spaces)
        x = plain_int(parts[0].strip(), 9) if len(parts) == 3 else None
        y = plain_int(parts[1].strip(), 9) if len(parts) == 3 else None
        if x is None or y is None or parts[2].strip() not in ("u", "d"):
            raise ValueError(f"a cell label looks like '0,0,u' or '1,-2,d', not {shown(text)}")
        return cls(x, y, parts[2].strip() == "u")


START_CELL = Cell(0, 0, True)


def cell_corners(cell: Cell) -> tuple[Point, Point, Point]:
    """The cell's three lattice points, clockwise (docs/rules.md section 2)."""
    x, y, up = cell
    if up:
        return ((x, y + 1), (x + 1, y), (x, y))
    return ((x, y + 1), (x + 1, y + 1), (x + 1, y))


def cell_neighbours(cell: Cell) -> tuple[Cell, Cell, Cell]:
    """The three cells that share an edge with ``cell``."""
    x, y, up = cell
    if up:
        return (Cell(x, y, False), Cell(x - 1, y, False), Cell(x, y - 1, False))
    return (Cell(x, y, True), Cell(x + 1, y, True), Cell(x, y + 1, True))


def cell_edges(cell: Cell) -> tuple[tuple[Cell, int], ...]:
    """Each edge neighbour with the index (0-2) of ``cell``'s corner opposite that edge."""
    x, y, up = cell
    if up:
        return ((Cell(x, y, False), 2), (Cell(x - 1, y, False), 1), (Cell(x, y - 1, False), 0))
    return ((Cell(x, y, True), 1), (Cell(x + 1, y, True), 0), (Cell(x, y + 1, True), 2))


def point_cells(point: Point) -> tuple[Cell, ...]:
    """The six cells around a lattice point."""
    x, y = point
    return (
        Cell(x, y, True),
        Cell(x - 1, y, True),
        Cell(x, y - 1, True),
        Cell(x - 1, y, False),
        Cell(x, y - 1, False),
        Cell(x - 1, y - 1, False),
    )


def point_xy(point: Point) -> tuple[float, float]:
    """Paper coordinates of a lattice point (unit edge, Y up)."""
    x, y = point
    return (x + y / 2, y * SQRT3_2)


def cell_centre(cell: Cell) -> tuple[float, float]:
    """Paper coordinates of the centre of a cell (unit edge, Y up)."""
    pts = [point_xy(p) for p in cell_corners(cell)]
    return (sum(p[0] for p in pts) / 3, sum(p[1] for p in pts) / 3)
