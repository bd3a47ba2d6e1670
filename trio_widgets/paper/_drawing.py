"""A page as a list of drawing steps, in millimetres from the top left of an A4 sheet.

The PDF (:mod:`._pdf`) and the notebook's preview (:mod:`._svg`) are drawn from the same steps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ._font import text_width

__all__ = ["GREY", "INK", "LIGHT", "MARGIN", "MOVE_FILL", "PAGE_H", "PAGE_W", "PT", "TARGET_FILL", "TILE_FILL", "Page"]

PAGE_W, PAGE_H = 210.0, 297.0
MARGIN = 15.0
PT = 0.3528  # mm in a point
INK = (20, 20, 20)
GREY = (120, 120, 120)
LIGHT = (200, 200, 200)
TILE_FILL = (255, 253, 240)
TARGET_FILL = (255, 226, 120)
MOVE_FILL = (200, 230, 255)


@dataclass
class Page:
    """One A4 page as drawing steps in millimetres from the top left: the PDF and the notebook
    preview are drawn from the same steps."""

    ops: list[tuple[Any, ...]] = field(default_factory=list)

    def text(
        self,
        x: float,
        y: float,
        text: str,
        size: float = 11,
        bold: bool = False,
        align: str = "left",
        color: tuple[int, int, int] = INK,
    ) -> None:
        """``y`` is the baseline."""
        w = text_width(text, size, bold)
        if align == "center":
            x -= w / 2
        elif align == "right":
            x -= w
        self.ops.append(("text", x, y, text, size, bold, color))

    def line(
        self,
        x1: float,
        y1: float,
        x2: float,
        y2: float,
        width: float = 0.3,
        color: tuple[int, int, int] = INK,
        dash: bool = False,
    ) -> None:
        self.ops.append(("line", x1, y1, x2, y2, width, color, dash))

    def poly(
        self,
        pts: Sequence[tuple[float, float]],
        fill: tuple[int, int, int] | None = None,
        stroke: tuple[int, int, int] | None = INK,
        width: float = 0.4,
        dash: bool = False,
    ) -> None:
        self.ops.append(("poly", tuple(pts), fill, stroke, width, dash))

    def dot(self, x: float, y: float, r: float, color: tuple[int, int, int] = INK) -> None:
        self.ops.append(("dot", x, y, r, color))

    def texts(self) -> list[str]:
        return [op[3] for op in self.ops if op[0] == "text"]
