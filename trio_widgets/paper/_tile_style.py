"""A tile on paper, drawn in the one tile style: the numbers of ``tile_style.json``.

The SVG pictures (``pictures/_svg.py``) and the widgets (``shared/tile.mjs``) draw a tile from
``widgets/static/shared/tile_style.json``; paper draws it from the same numbers, read from
:data:`trio_widgets.pictures.STYLE` each time a tile is drawn.  Lengths there are for a tile
``edge`` units long, so on paper each is scaled by the tile's side in mm over ``edge``.

A tile is its face (rounded corners, ``gap`` inside its cell; ``face`` fill, ``border`` outline
``stroke_width`` thick), the bevel line inside it, and a digit (``font_size``, bold, at ``anchor``)
or pips (``pips``, ``pip_spacing``, ``pip_radius`` at ``pip_anchor``) at each corner, coloured
``numbers[n]``.  The screen's drop shadow is left out on paper.  An empty place to fill is the
``highlight`` colour ("the yellow space" of the sheets' words); a tile just placed has a blue
face (:data:`MOVE_FACE`, "the blue tile").
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

from ..pictures import STYLE
from ._drawing import TARGET_LABEL, Colour, Dot, Point, Polygon, Primitive, Step, Text, Triangle
from ._font import MM_PER_PT, text_width

__all__ = ["MOVE_FACE", "colour", "flat", "tile_steps", "unit"]

#: The face of a tile just placed.  The sheets' words call it "the blue tile" (``print.ex.score``
#: ...), so on paper it is blue where the screen's pictures draw the ``last`` outline.
MOVE_FACE: Colour = (200, 230, 255)
#: Points on each rounded corner.
_ROUND_STEPS = 4


def colour(name: str) -> Colour:
    """A colour of the style (its static fallback, ``"#rrggbb"``) as red, green, blue."""
    return _rgb(STYLE["colours"][name][1])


def _rgb(hex_colour: str) -> Colour:
    h = hex_colour.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def unit(side: float) -> float:
    """Millimetres per style unit for a tile ``side`` mm a side."""
    return side / float(STYLE["edge"])


def _shape(t: Triangle, inset: float) -> tuple[Point, ...]:
    """The triangle shrunk so each edge moves ``inset`` mm inwards, its corners rounded as the
    SVG pictures round them (``corner_round``)."""
    cx, cy = t.centre
    r = t.side * math.sqrt(3) / 6  # the distance from the centre to an edge
    k = (r - inset) / r
    pts = [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in t.points]
    f = float(STYLE["corner_round"])
    out: list[Point] = []
    for i, (px, py) in enumerate(pts):
        qx, qy = pts[(i + 2) % 3]
        nx, ny = pts[(i + 1) % 3]
        a = (px + (qx - px) * f, py + (qy - py) * f)
        b = (px + (nx - px) * f, py + (ny - py) * f)
        for s in range(_ROUND_STEPS + 1):  # the quadratic curve a -> b round the corner p
            u = s / _ROUND_STEPS
            out.append(
                (
                    (1 - u) ** 2 * a[0] + 2 * (1 - u) * u * px + u**2 * b[0],
                    (1 - u) ** 2 * a[1] + 2 * (1 - u) * u * py + u**2 * b[1],
                )
            )
    return tuple(out)


def _anchor(t: Triangle, i: int, frac: float) -> Point:
    cx, cy = t.centre
    x, y = t.points[i]
    return (cx + (x - cx) * frac, cy + (y - cy) * frac)


def _number_steps(t: Triangle, numbers: tuple[int, int, int], u: float) -> Iterator[Primitive]:
    size_mm = float(STYLE["font_size"]) * u
    size_pt = size_mm / MM_PER_PT
    bold = STYLE["font_weight"] == "bold"
    for i, n in enumerate(numbers):
        ink = _rgb(STYLE["numbers"][n])
        if t.pips:
            if n == 0:
                continue
            ax, ay = _anchor(t, i, float(STYLE["pip_anchor"]))
            spacing = float(STYLE["pip_spacing"][n]) * u
            radius = float(STYLE["pip_radius"][n]) * u
            flip = 1.0 if t.up else -1.0  # the pattern points the way the tile points
            for dx, dy in STYLE["pips"][str(n)]:
                yield Dot(ax + dx * spacing, ay + dy * spacing * flip, radius, ink)
        else:
            ax, ay = _anchor(t, i, float(STYLE["anchor"]))
            digit = str(n)
            # the baseline's left end, seen from the digit's centre in the digit's own frame
            dx, dy = -text_width(digit, size_pt, bold) / 2, float(STYLE["baseline"]) * size_mm
            if not t.corner_digits:
                yield Text(ax + dx, ay + dy, digit, size_pt, bold, ink)
                continue
            # the digit's top points from the tile's centre into its corner
            cx, cy = t.centre
            px, py = t.points[i]
            angle = math.atan2(px - cx, cy - py)
            cos, sin = math.cos(angle), math.sin(angle)
            yield Text(
                ax + dx * cos - dy * sin, ay + dx * sin + dy * cos, digit, size_pt, bold, ink, math.degrees(angle)
            )


def tile_steps(t: Triangle) -> list[Primitive]:
    """The steps that draw ``t`` in the tile style."""
    u = unit(t.side)
    gap = float(STYLE["gap"]) * u
    border = colour("border")
    if t.numbers is None:  # an empty place: the highlight colour, a dashed outline and a "?"
        size_mm = float(STYLE["font_size"]) * u
        size_pt = size_mm / MM_PER_PT
        cx, cy = t.centre
        return [
            Polygon(_shape(t, gap), colour("highlight"), border, float(STYLE["stroke_width"]) * u, dash=True),
            Text(
                cx - text_width(TARGET_LABEL, size_pt, True) / 2,
                cy + float(STYLE["baseline"]) * size_mm,
                TARGET_LABEL,
                size_pt,
                True,
                border,
            ),
        ]
    face = MOVE_FACE if t.mark == "move" else colour("face")
    steps: list[Primitive] = [
        Polygon(_shape(t, gap), face, border, float(STYLE["stroke_width"]) * u),
        Polygon(
            _shape(t, gap + float(STYLE["bevel_inset"]) * u), None, colour("bevel"), float(STYLE["bevel_width"]) * u
        ),
    ]
    steps.extend(_number_steps(t, t.numbers, u))
    return steps


def flat(steps: Iterable[Step]) -> Iterator[Primitive]:
    """The steps with each tile turned into the steps that draw it: what a back end draws."""
    for step in steps:
        if isinstance(step, Triangle):
            yield from tile_steps(step)
        else:
            yield step
