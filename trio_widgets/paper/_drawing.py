"""A page as a list of drawing steps, in millimetres from the top left of an A4 sheet.

The PDF (:mod:`._pdf`) and the notebook's preview (:mod:`._svg`) are drawn from the same steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ._font import text_width

__all__ = [
    "DASH",
    "GREY",
    "INK",
    "LIGHT",
    "MARGIN",
    "MOVE_FILL",
    "PAGE_H",
    "PAGE_W",
    "PT",
    "TARGET_FILL",
    "TILE_FILL",
    "Colour",
    "Dot",
    "Line",
    "Page",
    "Point",
    "Polygon",
    "Rect",
    "Step",
    "Text",
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
TILE_FILL: Colour = (255, 253, 240)
TARGET_FILL: Colour = (255, 226, 120)
MOVE_FILL: Colour = (200, 230, 255)


@dataclass(frozen=True)
class Text:
    """A line of text set in the printables' font; ``(x, y)`` is the left end of its baseline."""

    x: float
    y: float
    text: str
    size: float  # points
    bold: bool = False
    color: Colour = INK


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


#: One drawing step; a page is a list of them, drawn in order.
Step = Text | Line | Polygon | Rect | Dot

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

    def texts(self) -> list[str]:
        """The words on the page, in the order they are drawn."""
        return [s.text for s in self.steps if isinstance(s, Text)]
