"""A page as a list of drawing steps, in millimetres from the top left of an A4 sheet.

The PDF (:mod:`._pdf`) and the notebook's preview (:mod:`._svg`) are drawn from the same steps.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from ._font import text_width

__all__ = [
    "DASH",
    "GREY",
    "INK",
    "LIGHT",
    "MARGIN",
    "PAGE_H",
    "PAGE_W",
    "PT",
    "TARGET_LABEL",
    "Colour",
    "Dot",
    "Line",
    "Mark",
    "Page",
    "Point",
    "Polygon",
    "Primitive",
    "Rect",
    "Step",
    "Text",
    "Triangle",
]

PAGE_W, PAGE_H = 210.0, 297.0
MARGIN = 15.0
PT = 0.3528  # mm in a point

#: A colour as red, green and blue, 0-255.
Colour = tuple[int, int, int]
#: A point on the page: (x, y) in mm from the top left.
Point = tuple[float, float]

INK: Colour = (20, 20, 20)
GREY: Colour = (120, 120, 120)
LIGHT: Colour = (200, 200, 200)


@dataclass(frozen=True)
class Text:
    """A line of text set in the printables' font; ``(x, y)`` is the left end of its baseline."""

    x: float
    y: float
    text: str
    size: float  # points
    bold: bool = False
    color: Colour = INK
    #: degrees, clockwise on the page, round ``(x, y)`` (a cut-out tile's digits point into their corners)
    angle: float = 0.0


@dataclass(frozen=True)
class Line:
    """A straight line ``width`` mm thick, dashed or not."""

    x1: float
    y1: float
    x2: float
    y2: float
    width: float = 0.3
    color: Colour = INK
    dash: bool = False


@dataclass(frozen=True)
class Polygon:
    """A closed shape through ``points``, filled and/or outlined (``None``: not filled / no outline)."""

    points: tuple[Point, ...]
    fill: Colour | None = None
    stroke: Colour | None = INK
    width: float = 0.4
    dash: bool = False


@dataclass(frozen=True)
class Rect:
    """A rectangle, its top left corner at ``(x, y)``."""

    x: float
    y: float
    w: float
    h: float
    fill: Colour | None = None
    stroke: Colour | None = INK
    width: float = 0.3
    dash: bool = False


@dataclass(frozen=True)
class Dot:
    """A filled circle of radius ``r`` mm round ``(x, y)``."""

    x: float
    y: float
    r: float
    color: Colour = INK


#: What an empty place to fill shows.
TARGET_LABEL = "?"

#: A mark on a tile's place: ``"move"`` a tile just placed, ``"target"`` an empty place to fill.
Mark = Literal["", "move", "target"]


@dataclass(frozen=True)
class Triangle:
    """A tile on the cell triangle ``points`` (page mm, clockwise from the cell's first corner, as
    ``cell_corners`` gives them) with ``numbers`` at its corners as digits or ``pips``, or, with no
    numbers, an empty place.  It is drawn in the one tile style (``tile_style.json``, as the SVG
    pictures and the widgets draw tiles): :func:`._tile_style.tile_steps` turns it into the
    other steps."""

    points: tuple[Point, Point, Point]
    numbers: tuple[int, int, int] | None
    pips: bool = False
    mark: Mark = ""
    #: digits turned to point into their corners, as on a real tile (the cut-out sheet)
    corner_digits: bool = False

    @property
    def centre(self) -> Point:
        return (sum(p[0] for p in self.points) / 3, sum(p[1] for p in self.points) / 3)

    @property
    def side(self) -> float:
        return math.dist(self.points[0], self.points[1])

    @property
    def up(self) -> bool:
        """Whether it points up (one corner above its centre)."""
        cy = self.centre[1]
        return sum(1 for _x, y in self.points if y < cy) == 1


#: A step the back ends draw as it is.
Primitive = Text | Line | Polygon | Rect | Dot
#: One drawing step; a page is a list of them, drawn in order.
Step = Primitive | Triangle

#: A dashed line's dash and gap, in mm.
DASH = (1.5, 1.2)


@dataclass
class Page:
    """One A4 page as drawing steps in millimetres from the top left: the PDF and the notebook
    preview are drawn from the same steps."""

    steps: list[Step] = field(default_factory=list)

    def add(self, step: Step) -> None:
        self.steps.append(step)

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 11,
        bold: bool = False,
        align: str = "left",
        color: Colour = INK,
    ) -> None:
        """``y`` is the baseline; ``align`` says whether ``x`` is the text's left end, centre or right end."""
        w = text_width(text, size, bold)
        if align == "center":
            x -= w / 2
        elif align == "right":
            x -= w
        self.steps.append(Text(x, y, text, size, bold, color))

    def line(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        width: float = 0.3,
        color: Colour = INK,
        dash: bool = False,
    ) -> None:
        self.steps.append(Line(x1, y1, x2, y2, width, color, dash))

    def poly(
        self,
        pts: Sequence[Point],
        fill: Colour | None = None,
        stroke: Colour | None = INK,
        width: float = 0.4,
        dash: bool = False,
    ) -> None:
        self.steps.append(Polygon(tuple(pts), fill, stroke, width, dash))

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        fill: Colour | None = None,
        stroke: Colour | None = INK,
        width: float = 0.3,
    ) -> None:
        self.steps.append(Rect(x, y, w, h, fill, stroke, width))

    def dot(self, x: float, y: float, r: float, color: Colour = INK) -> None:
        self.steps.append(Dot(x, y, r, color))

    def triangle(
        self,
        pts: Sequence[Point],
        numbers: Sequence[int] | None,
        *,
        pips: bool = False,
        mark: Mark = "",
        corner_digits: bool = False,
    ) -> None:
        """A tile (or, with no numbers, an empty place) on the triangle ``pts``; ``corner_digits``
        turns each digit to point into its corner, as on a real tile."""
        a, b, c = pts
        nums = None if numbers is None else (int(numbers[0]), int(numbers[1]), int(numbers[2]))
        self.steps.append(Triangle((a, b, c), nums, pips, mark, corner_digits))

    def texts(self) -> list[str]:
        """The words on the page, in the order they are drawn (a tile's digits too)."""
        out: list[str] = []
        for s in self.steps:
            if isinstance(s, Text):
                out.append(s.text)
            elif isinstance(s, Triangle) and s.numbers is not None and not s.pips:
                out.extend(map(str, s.numbers))
            elif isinstance(s, Triangle) and s.mark == "target":
                out.append(TARGET_LABEL)
        return out
