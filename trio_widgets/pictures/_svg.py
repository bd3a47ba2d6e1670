"""Static SVG pictures of tiles, boards and games (python-chess style).

Built with :mod:`xml.etree.ElementTree`: the tile faces and pip patterns are
defined once in ``<defs>`` and placed with ``<use>``.  Every number comes from
``widgets/static/shared/tile_style.json``, which the browser drawing (``shared/tile.mjs``)
reads too: one drawing of a tile, in two languages, kept equal by
``tests/test_one_drawing.py``.

Board coordinates follow docs/rules.md section 2 (``geometry.point_xy``, Y up);
in SVG user units a tile edge is ``STYLE["edge"]`` long and Y points down.
The output is deterministic: the same input gives the same string.

>>> from trio_widgets.engine import Tile
>>> svg = tile_svg(Tile(3, 4, 5))
>>> svg.startswith('<svg xmlns="http://www.w3.org/2000/svg"'), 'data-tile="3-4-5"' in svg
(True, True)
"""

from __future__ import annotations

import base64
import html
import json
import math
import os
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Mapping, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

from ..engine import SQRT3_2, START_CELL, Cell, Tile, cell_corners, point_xy
from ..files import whole, write_text

__all__ = [
    "STYLE",
    "SvgString",
    "board_svg",
    "def_ids",
    "def_markup",
    "fmt",
    "game_svg",
    "placement_markup",
    "tile_element",
    "tile_markup",
    "tile_svg",
    "tiles_svg",
    "to_svg",
]

# found from the package root, wherever this module sits in the package
STYLE_PATH = Path(str(resources.files("trio_widgets"))) / "widgets" / "static" / "shared" / "tile_style.json"
#: The shared drawing numbers (``widgets/static/shared/tile_style.json``).
STYLE: Mapping[str, Any] = json.loads(STYLE_PATH.read_text(encoding="utf-8"))

EDGE: float = STYLE["edge"]
SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"

Corners = tuple[int, int, int]


class SvgString(str):
    """A string of SVG markup that Jupyter displays as a picture; :meth:`to_svg` saves it.

    Every picture of the package is one (``tile_svg``, ``tiles_svg``, ``board_svg``,
    ``game_svg``, ``mosaic_svg``), and every ``to_svg(path)`` of a tile, board or game
    writes through :meth:`to_svg`: the one place a picture is written to a file.
    """

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        return html_picture(self)

    def to_svg(self, path: str | os.PathLike[str] | None = None) -> SvgString:
        """Write the picture to ``path`` (UTF-8) when given; returns the picture.  All or
        nothing: a picture that cannot be written leaves an existing file as it was, and
        anything but a file name is refused (``open(1)`` would write to standard output)."""
        if path is not None:
            write_text(path, str(self))
        return self


ROWS_KEPT = 8
"""A row picture of several rows of at most this many tiles (an even number) keeps each row a
group in a page (a lesson counts them: "7 rows of 8"): on a phone a row's two halves go one
above the other, the tiles at their own size; longer rows wrap."""


class TileRowSvg(SvgString):
    """A row of tiles (``tiles_svg``): the string is the whole row as one SVG picture (what
    :meth:`to_svg` saves and ``_repr_svg_`` shows), and in a page (``_repr_html_``) each tile
    is its own small picture in a box that wraps, so a row too wide for a phone goes on in the
    next line instead of running off the screen."""

    _cells: Callable[[], list[SvgString]]
    _per_row: int
    _card: str
    _label: str  # what the whole row says to a screen reader (its SVG's aria-label)

    def tile_pictures(self) -> list[SvgString]:
        """Each tile of the row as its own picture, in order (with its caption and mark)."""
        cells = getattr(self, "_cells", None)
        return cells() if cells is not None else []

    def _repr_html_(self) -> str:
        if getattr(self, "_cells", None) is None:  # made from a string, not drawn by tiles_svg
            return html_picture(self)
        alt = self._label
        cells = self.tile_pictures()
        sizes = [
            re.search(r'\swidth="([0-9.]+)" height="([0-9.]+)"', c[: c.find(">") + 1]).groups()  # type: ignore[union-attr]
            for c in cells
        ]
        w = max((float(x) for x, _ in sizes), default=0.0)
        widest = max(1, min(len(cells), self._per_row)) * w + 1  # +1: rounding never wraps a row early
        card = f"box-sizing: border-box; border-radius: 6px; background: {self._card};"
        imgs = [
            f'<img src="data:image/svg+xml;base64,{base64.b64encode(c.encode("utf-8")).decode("ascii")}" '
            f'width="{x}" height="{y}" alt="" style="display: block; flex: none; max-width: none;"/>'
            for c, (x, y) in zip(cells, sizes)
        ]
        n = self._per_row
        if len(cells) > n and n <= ROWS_KEPT and n % 2 == 0:
            # rows a lesson counts ("7 rows of 8"): each row a group of two halves that sit side by
            # side, or one above the other on a phone; the tiles keep their size
            half = "display: flex; flex: none;"
            rows = "".join(
                f'<div style="display: flex; flex-wrap: wrap;">'
                f'<div style="{half}">{"".join(imgs[i : i + n // 2])}</div>'
                f'<div style="{half}">{"".join(imgs[i + n // 2 : i + n])}</div></div>'
                for i in range(0, len(imgs), n)
            )
            box = f"display: flex; flex-direction: column; row-gap: 14px; max-width: min(100%, {fmt(widest)}px); {card}"
            body = rows
        else:
            box = f"display: flex; flex-wrap: wrap; align-items: flex-start; max-width: min(100%, {fmt(widest)}px); {card}"
            body = "".join(imgs)
        return (
            f'<div class="trio-picture trio-tile-row" role="img" aria-label="{html.escape(alt)}" style="{box}">'
            f"{body}</div>"
        )


MIN_TEXT_PX = 12.0
"""The smallest size (CSS px) a picture's text is shown at in a notebook: a narrower screen
scrolls the picture sideways rather than shrinking its numbers below this."""

_NUMBER = r"([0-9]+(?:\.[0-9]+)?)"


def html_picture(svg: str, *, min_text_px: float = MIN_TEXT_PX) -> str:
    """A picture as HTML that every notebook shows, trusted or not: an ``<img>`` of the SVG
    (a notebook opened without running it shows no SVG but this), as wide as the picture and
    narrowed to the page, but never below the width at which its smallest text is
    ``min_text_px`` CSS pixels: on a phone the picture scrolls sideways instead.

    >>> pic = html_picture('<svg viewBox="0 0 400 100" width="400"><text font-size="20">5</text></svg>')
    >>> re.search(r"min-width: ([0-9]+)px", pic).group(1)  # 12 px text: 12 / 20 of 400
    '240'
    """
    text = str(svg)
    head = text[: text.find(">") + 1]
    box = re.search(r'viewBox="\s*-?[0-9.]+[\s,]+-?[0-9.]+[\s,]+' + _NUMBER, head)
    width = re.search(r'\swidth="' + _NUMBER, head)
    sizes = [float(v) for v in re.findall(r'font-size(?:="|:\s*)' + _NUMBER, text)]
    label = re.search(r'aria-label="([^"]*)"', head) or re.search(r"<title>([^<]*)</title>", text)
    alt = html.unescape(label.group(1)) if label else ""
    style = "max-width: 100%; height: auto;"
    if box and sizes and min(sizes) > 0:
        natural = float(width.group(1)) if width else float(box.group(1))
        least = math.ceil(min_text_px * float(box.group(1)) / min(sizes))
        style = f"min-width: {fmt(min(least, natural))}px; " + style
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    size = f' width="{fmt(float(width.group(1)))}"' if width else ""
    return (
        '<div class="trio-picture" style="overflow-x: auto; max-width: 100%;">'
        f'<img style="{style}"{size} src="data:image/svg+xml;base64,{data}" alt="{html.escape(alt)}"/></div>'
    )


# ---------------------------------------------------------------- numbers
def fmt(v: float) -> str:
    """A number for SVG: rounded to 2 decimals, no trailing zeros, never ``-0``.

    ``tile.mjs`` has the same function, so both drawings print the same text.

    >>> fmt(1.0), fmt(-0.001), fmt(2.345), fmt(-57.735), fmt(12.5)
    ('1', '0', '2.35', '-57.73', '12.5')
    """
    n = math.floor(v * 100 + 0.5)
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    text = str(n // 100)
    frac = n % 100
    if frac:
        text += "." + f"{frac:02d}".rstrip("0")
    return sign + text


def _t(key: str, lang: str, **params: Any) -> str:
    """A picture's words from the message catalogue (``locales/picture.*.json``)."""
    from ..words import t

    return t(key, lang, **params)


def _cell_words(cell: Cell, lang: str) -> str:
    """Where a cell is, said in ``lang`` (``"2,1,up"`` in English)."""
    return _t("picture.cell_up" if cell.up else "picture.cell_down", lang, x=cell.x, y=cell.y)


def _pt(x: float, y: float) -> str:
    return f"{fmt(x)},{fmt(y)}"


def _colour(name: str) -> str:
    return STYLE["colours"][name][1]


# ---------------------------------------------------------------- shapes
def _base_corners(up: bool) -> list[tuple[float, float]]:
    """The triangle's corners around its centre, clockwise from the cell's first corner (SVG, Y down)."""
    e = EDGE
    h = e * SQRT3_2
    if up:
        return [(0.0, -(2 * h / 3)), (e / 2, h / 3), (-(e / 2), h / 3)]
    return [(-(e / 2), -(h / 3)), (e / 2, -(h / 3)), (0.0, 2 * h / 3)]


def _shape_path(up: bool, inset: float) -> str:
    """A triangle shrunk so each edge moves ``inset`` inwards, with rounded corners."""
    e = EDGE
    r = e * SQRT3_2 / 3
    k = (r - inset) / r
    pts = [(x * k, y * k) for x, y in _base_corners(up)]
    t = STYLE["corner_round"]
    d = ""
    for i in range(3):
        px, py = pts[i]
        qx, qy = pts[(i + 2) % 3]
        nx, ny = pts[(i + 1) % 3]
        ax, ay = px + (qx - px) * t, py + (qy - py) * t
        bx, by = px + (nx - px) * t, py + (ny - py) * t
        d += ("M" if i == 0 else "L") + _pt(ax, ay) + "Q" + _pt(px, py) + " " + _pt(bx, by)
    return d + "Z"


def _anchor(up: bool, i: int, frac: float) -> tuple[float, float]:
    x, y = _base_corners(up)[i]
    return (x * frac, y * frac)


# ---------------------------------------------------------------- defs
def def_ids(pips: bool, numbers: Iterable[int] = (), backs: bool = False) -> list[str]:
    """The ``<defs>`` ids a drawing needs, in a fixed order."""
    ids = ["trio-face-u", "trio-face-d"]
    if backs:
        ids += ["trio-back-u", "trio-back-d"]
    if pips:
        ids += [f"trio-pips-{n}" for n in sorted(set(numbers)) if n > 0]
    return ids


def _def_element(def_id: str) -> ET.Element:
    if def_id.startswith("trio-pips-"):
        n = int(def_id[len("trio-pips-") :])
        g = ET.Element("g", {"id": def_id, "fill": STYLE["numbers"][n]})
        s = STYLE["pip_spacing"][n]
        r = fmt(STYLE["pip_radius"][n])
        for dx, dy in STYLE["pips"][str(n)]:
            ET.SubElement(g, "circle", {"cx": fmt(dx * s), "cy": fmt(dy * s), "r": r})
        return g
    kind, ud = def_id.split("-")[1:]
    up = ud == "u"
    face, bevel = ("back", "back_bevel") if kind == "back" else ("face", "bevel")
    g = ET.Element("g", {"id": def_id})
    outline = _shape_path(up, STYLE["gap"])
    ET.SubElement(
        g,
        "path",
        {
            "d": outline,
            "fill": _colour("shadow"),
            "fill-opacity": fmt(STYLE["shadow_opacity"]),
            "transform": f"translate(0,{fmt(STYLE['shadow_dy'])})",
        },
    )
    ET.SubElement(
        g,
        "path",
        {
            "d": outline,
            "fill": _colour(face),
            "stroke": _colour("border"),
            "stroke-width": fmt(STYLE["stroke_width"]),
            "stroke-linejoin": "round",
        },
    )
    ET.SubElement(
        g,
        "path",
        {
            "d": _shape_path(up, STYLE["gap"] + STYLE["bevel_inset"]),
            "fill": "none",
            "stroke": _colour(bevel),
            "stroke-width": fmt(STYLE["bevel_width"]),
            "stroke-linejoin": "round",
        },
    )
    return g


def def_markup(def_id: str) -> str:
    """The markup of one ``<defs>`` entry (``tile.mjs`` ``defMarkup`` gives the same)."""
    return ET.tostring(_def_element(def_id), encoding="unicode")


def _defs(parent: ET.Element, ids: Sequence[str]) -> None:
    defs = ET.SubElement(parent, "defs")
    for def_id in ids:
        defs.append(_def_element(def_id))


# ---------------------------------------------------------------- one tile
def _use(parent: ET.Element, def_id: str, extra: dict[str, str] | None = None) -> ET.Element:
    attrs = {"href": "#" + def_id, "xlink:href": "#" + def_id}
    if extra:
        attrs.update(extra)
    return ET.SubElement(parent, "use", attrs)


def tile_element(
    corners: Sequence[int],
    up: bool = True,
    *,
    pips: bool = False,
    x: float = 0,
    y: float = 0,
    scale: float = 1,
    size: float | None = None,
    cell: str | None = None,
    title: str | None = None,
    lang: str = "en",
) -> ET.Element:
    """One tile as an ElementTree ``<g>``, centred at ``(x, y)`` in SVG units.

    ``corners`` are the numbers at the triangle's corners clockwise, starting at
    the top (pointing up) or the top-left (pointing down), as in
    ``geometry.cell_corners``.  ``cell`` is a cell label like ``"2,1,u"``.
    ``size`` (an edge in SVG units) is another way to give ``scale``.  ``lang`` is the
    language of its ``<title>`` (what a screen reader says).
    ``tile.mjs`` ``tileMarkup`` builds the same element.
    """
    a, b, c = (int(v) for v in corners)
    if size is not None:
        scale = size / EDGE
    if not isinstance(cell, (str, type(None))):
        cell = _as_cell(cell).label()
    name = str(Tile(a, b, c))
    if title is None:
        if cell is None:
            title = _t("picture.tile", lang, tile=name)
        else:
            title = _t("picture.tile_on", lang, tile=name, cell=_cell_words(_as_cell(cell), lang))
    transform = f"translate({_pt(x, y)})"
    if scale != 1:
        transform += f" scale({fmt(scale)})"
    attrs = {"class": "trio-tile", "data-tile": name}
    if cell is not None:
        attrs["data-cell"] = cell
    attrs["transform"] = transform
    g = ET.Element("g", attrs)
    ET.SubElement(g, "title").text = title
    _use(g, "trio-face-" + ("u" if up else "d"))
    if pips:
        for i, n in enumerate((a, b, c)):
            if n > 0:
                ax, ay = _anchor(up, i, STYLE["pip_anchor"])
                # pip patterns point the way the tile points (a pyramid of 6 stands
                # on its base on an up tile and hangs from it on a down tile)
                place = f"translate({_pt(ax, ay)})" + ("" if up else " scale(1,-1)")
                _use(g, f"trio-pips-{n}", {"transform": place})
    else:
        nums = ET.SubElement(
            g,
            "g",
            {
                "class": "trio-nums",
                "font-family": STYLE["font_family"],
                "font-size": fmt(STYLE["font_size"]),
                "font-weight": STYLE["font_weight"],
                "text-anchor": "middle",
            },
        )
        for i, n in enumerate((a, b, c)):
            ax, ay = _anchor(up, i, STYLE["anchor"])
            t = ET.SubElement(
                nums,
                "text",
                {"x": fmt(ax), "y": fmt(ay + STYLE["baseline"] * STYLE["font_size"]), "fill": STYLE["numbers"][n]},
            )
            t.text = str(n)
    return g


def _back_element(up: bool = True, *, x: float = 0, y: float = 0, scale: float = 1, lang: str = "en") -> ET.Element:
    transform = f"translate({_pt(x, y)})"
    if scale != 1:
        transform += f" scale({fmt(scale)})"
    g = ET.Element("g", {"class": "trio-tile trio-back", "transform": transform})
    ET.SubElement(g, "title").text = _t("picture.face_down", lang)
    _use(g, "trio-back-" + ("u" if up else "d"))
    return g


def tile_markup(corners: Sequence[int], up: bool = True, **opts: Any) -> str:
    """:func:`tile_element` as a string: the same text ``tile.mjs`` ``tileMarkup`` returns."""
    return ET.tostring(tile_element(corners, up, **opts), encoding="unicode")


def _svg_xy(paper: tuple[float, float]) -> tuple[float, float]:
    return (paper[0] * EDGE, -(paper[1] * EDGE))


def _cell_centre_svg(cell: Cell) -> tuple[float, float]:
    pts = [point_xy(p) for p in cell_corners(cell)]
    return _svg_xy(((pts[0][0] + pts[1][0] + pts[2][0]) / 3, (pts[0][1] + pts[1][1] + pts[2][1]) / 3))


def _placement_element(placement: Any, *, pips: bool = False, lang: str = "en") -> ET.Element:
    cell = _as_cell(placement.cell)
    x, y = _cell_centre_svg(cell)
    return tile_element(placement.corners, cell.up, pips=pips, x=x, y=y, cell=cell.label(), lang=lang)


def placement_markup(placement: Any, *, pips: bool = False, lang: str = "en") -> str:
    """A placed tile's ``<g>`` as on a board (``tile.mjs`` ``placementMarkup`` gives the same)."""
    return ET.tostring(_placement_element(placement, pips=pips, lang=lang), encoding="unicode")


# ---------------------------------------------------------------- inputs
def _as_cell(c: Any) -> Cell:
    if isinstance(c, Cell):
        return c
    if isinstance(c, str):
        return Cell.parse(c)
    if hasattr(c, "cell") and hasattr(c, "corners"):  # a Placement
        return _as_cell(c.cell)
    x, y, up = c
    return Cell(int(x), int(y), bool(up))


def _as_corners(obj: Any) -> tuple[Corners, bool | None]:
    """Corners clockwise and, for a placement, whether its cell points up."""
    if hasattr(obj, "cell") and hasattr(obj, "corners"):
        a, b, c = obj.corners
        return (int(a), int(b), int(c)), _as_cell(obj.cell).up
    if isinstance(obj, str):
        obj = Tile.parse(obj)
    a, b, c = obj
    t = Tile(a, b, c)  # checks the numbers
    del t
    return (int(a), int(b), int(c)), None


def _sorted_cells(cells: Iterable[Any]) -> list[Cell]:
    seen = {_as_cell(c) for c in cells}
    return sorted(seen, key=lambda c: (-c.y, c.x, not c.up))


def _root(min_x: float, min_y: float, w: float, h: float, px_per_unit: float, label: str) -> ET.Element:
    # round the box outwards to the 0.01 that fmt prints, so nothing is clipped
    x0, y0 = math.floor(min_x * 100) / 100, math.floor(min_y * 100) / 100
    w = math.ceil((min_x + w) * 100) / 100 - x0
    h = math.ceil((min_y + h) * 100) / 100 - y0
    min_x, min_y = x0, y0
    svg = ET.Element(
        "svg",
        {
            "xmlns": SVG_NS,
            "xmlns:xlink": XLINK_NS,
            "version": "1.1",
            "class": "trio-svg",
            "viewBox": f"{fmt(min_x)} {fmt(min_y)} {fmt(w)} {fmt(h)}",
            "width": fmt(w * px_per_unit),
            "height": fmt(h * px_per_unit),
            "role": "img",
            "aria-label": label,
        },
    )
    ET.SubElement(svg, "title").text = label
    return svg


def _finish(svg: ET.Element) -> SvgString:
    return SvgString(ET.tostring(svg, encoding="unicode"))


def _caption(parent: ET.Element, text: str, cx: float, top: float, font_size: float) -> float:
    """A light pill with dark text, readable on light and dark pages; returns its bottom."""
    pad = font_size * 0.35
    h = font_size + 2 * pad
    w = len(text) * font_size * 0.72 + 2 * pad
    ET.SubElement(
        parent,
        "rect",
        {
            "x": fmt(cx - w / 2),
            "y": fmt(top),
            "width": fmt(w),
            "height": fmt(h),
            "rx": fmt(h / 2),
            "fill": _colour("card"),
            "stroke": _colour("border"),
            "stroke-width": "1.5",
        },
    )
    t = ET.SubElement(
        parent,
        "text",
        {
            "x": fmt(cx),
            "y": fmt(top + pad + font_size * 0.82),
            "font-family": STYLE["font_family"],
            "font-size": fmt(font_size),
            "font-weight": "bold",
            "text-anchor": "middle",
            "fill": _colour("card_text"),
        },
    )
    t.text = text
    return top + h


# ---------------------------------------------------------------- tile_svg
def tile_svg(
    tile_or_corners: Any,
    *,
    pips: bool = False,
    size: float = 120,
    up: bool | None = None,
    label: bool = True,
    lang: str = "en",
) -> SvgString:
    """One tile as a standalone SVG picture.

    ``tile_or_corners`` is a Tile, three numbers clockwise (``(3, 4, 5)``), a
    string (``"3-4-5"``) or a Placement (then its cell decides ``up``).
    ``size`` is the tile's edge in pixels; ``pips`` draws dots instead of
    digits; ``label`` adds the tile's name (``3-4-5``) under it; ``lang`` is the language
    of what a screen reader says.

    >>> s = tile_svg((5, 3, 4), up=False, pips=True)
    >>> 'data-tile="3-4-5"' in s and 'href="#trio-pips-5"' in s and 'trio-face-d' in s
    True
    """
    corners, cell_up = _as_corners(tile_or_corners)
    if up is None:
        up = True if cell_up is None else cell_up
    up = bool(up)
    name = str(Tile(*corners))
    h = EDGE * SQRT3_2
    pad = 6.0
    top = -(2 * h / 3) - pad if up else -(h / 3) - pad
    bottom = (h / 3 if up else 2 * h / 3) + STYLE["shadow_dy"] + pad
    left, width = -(EDGE / 2) - pad, EDGE + 2 * pad
    cap_font = 20.0
    if label:
        bottom += cap_font * 1.7 + 4
    text = _t("picture.one_tile_up" if up else "picture.one_tile_down", lang, tile=name)
    svg = _root(left, top, width, bottom - top, size / EDGE, text)
    _defs(svg, def_ids(pips, corners))
    svg.append(tile_element(corners, up, pips=pips, lang=lang))
    if label:
        _caption(svg, name, 0, (h / 3 if up else 2 * h / 3) + STYLE["shadow_dy"] + pad, cap_font)
    return _finish(svg)


# ---------------------------------------------------------------- tiles_svg
def _mark_element(up: bool) -> ET.Element:
    """A tinted triangle a little inside the face: a tile picked out (a mirror image, a fitting tile)."""
    r = EDGE / math.sqrt(3) / 2 * 0.84
    pts = [(0.0, -2 * r), (SQRT3_2 * 2 * r, r), (-SQRT3_2 * 2 * r, r)]
    if not up:
        pts = [(x, -y) for x, y in pts]
    return ET.Element(
        "polygon",
        {
            "class": "trio-mark",
            "points": " ".join(_pt(x, y) for x, y in pts),
            "fill": "#7e57c2",
            "fill-opacity": "0.3",
            "stroke": "#7e57c2",
            "stroke-width": "3",
        },
    )


def tiles_svg(
    tiles: Iterable[Any],
    *,
    per_row: int = 12,
    pips: bool = False,
    up: bool | Sequence[bool] = True,
    marks: Iterable[Any] | None = None,
    labels: bool | Sequence[Any] | None = None,
    edge_px: float = 54,
    background: bool = True,
    lang: str = "en",
) -> TileRowSvg:
    """Rows of tiles as one picture: a hand, a family of tiles, the answer to an exercise.

    ``tiles`` are Tiles, numbers clockwise (``(3, 4, 5)``), names (``"3-4-5"``) or Placements
    (their cell says whether they point up), ``per_row`` to a row.  ``up`` is True (all point
    up), False, or one bool per tile.  ``marks`` picks tiles out with a tinted face: positions
    in ``tiles`` (0, 1, ...) or tiles (every place that tile is).  ``labels`` writes under each
    tile its name (``True``) or the given texts (one per tile).  ``edge_px`` is a tile's edge
    in pixels; ``pips`` draws dots instead of digits; ``background`` a light card behind;
    ``lang`` the language of the picture's description for screen readers.

    The result is a :class:`TileRowSvg` (an :class:`SvgString`): ``.to_svg(path)`` saves the
    whole picture, and a page shows each tile as its own picture in a box that wraps at the
    page's width (a phone's 390 px never cuts a row off).

    >>> pic = tiles_svg(["0-0-0", "1-1-1", (2, 3, 4)], labels=True, marks=[1])
    >>> pic.count('data-tile='), pic.count('class="trio-mark"'), ">2-3-4</text>" in pic
    (3, 1, True)
    >>> 'aria-label="3 tiles: 0-0-0, 1-1-1, 2-3-4"' in pic
    True
    """
    if whole(per_row) is None or per_row < 1:
        raise ValueError(f"per_row is a whole number from 1, not {per_row!r}")
    per_row = int(per_row)
    items = [_as_corners(x) for x in tiles]
    n = len(items)
    if isinstance(up, bool):
        ups = [up if cell_up is None else cell_up for _, cell_up in items]
    else:
        ups = [bool(u) for u in up]
        if len(ups) != n:
            raise ValueError(f"up is True, False or one bool per tile ({n}), not {len(ups)} of them")
    names = [str(Tile(*c)) for c, _ in items]
    marked: set[int] = set()
    for m in marks or ():
        if whole(m) is not None:
            m = int(m)
            if not 0 <= m < n:
                raise ValueError(f"mark {m} is not the position of one of the {n} tiles")
            marked.add(m)
        else:
            name = str(Tile(*_as_corners(m)[0]))
            marked.update(i for i, nm in enumerate(names) if nm == name)
    if labels is True:
        captions: list[str] | None = names
    elif labels is None or labels is False:
        captions = None
    else:
        captions = [str(x) for x in labels]  # type: ignore[union-attr]
        if len(captions) != n:
            raise ValueError(f"labels is True or one text per tile ({n}), not {len(captions)} of them")
    label = _t("picture.tiles", lang, n=n, names=", ".join(names)) if n else _t("picture.no_tiles", lang)
    row = TileRowSvg(_draw_tiles(items, ups, marked, captions, per_row, pips, edge_px, background, label, lang))

    def cells() -> list[SvgString]:
        return [
            _draw_tiles(
                [items[i]],
                [ups[i]],
                {0} if i in marked else set(),
                None if captions is None else [captions[i]],
                1,
                pips,
                edge_px,
                False,
                _t("picture.tiles", lang, n=1, names=names[i]),
                lang,
            )
            for i in range(n)
        ]

    row._cells = cells
    row._label = label
    row._per_row = per_row
    row._card = _colour("card") if background else "transparent"
    return row


def _tile_cell(captions: bool) -> tuple[float, float, float]:
    """A tile's place in a row (SVG units): its width, its row's height, the padding."""
    pad = EDGE * 0.08
    tile_h = EDGE * SQRT3_2 + STYLE["shadow_dy"]
    return EDGE * 1.12, tile_h + pad + (EDGE * 0.19 * 1.5 if captions else 0), pad


def _draw_tiles(
    items: Sequence[tuple[Corners, bool | None]],
    ups: Sequence[bool],
    marked: set[int],
    captions: Sequence[str] | None,
    per_row: int,
    pips: bool,
    edge_px: float,
    background: bool,
    label: str,
    lang: str,
) -> SvgString:
    """The drawing of :func:`tiles_svg` (its arguments checked): ``per_row`` tiles a row."""
    n = len(items)
    h = EDGE * SQRT3_2
    cap_font = EDGE * 0.19
    tile_h = h + STYLE["shadow_dy"]
    step, row_h, pad = _tile_cell(captions is not None)
    rows = max(1, -(-n // per_row))
    cols = max(1, min(n, per_row))
    width, height = cols * step, rows * row_h + pad
    svg = _root(0, 0, width, height, edge_px / EDGE, label)
    numbers = [v for c, _ in items for v in c]
    ids = def_ids(pips, numbers)
    if n == 1:  # one tile's own picture (a row's page view, one a tile): only the face it shows
        ids.remove("trio-face-d" if ups[0] else "trio-face-u")
    _defs(svg, ids)
    if background:
        ET.SubElement(
            svg,
            "rect",
            {
                "width": fmt(width),
                "height": fmt(height),
                "rx": fmt(0.1 * EDGE),
                "fill": _colour("card"),
            },
        )
    for i, (corners, _) in enumerate(items):
        col, row = i % per_row, i // per_row
        x = (col + 0.5) * step
        top = row * row_h + pad
        y = top + (2 * h / 3 if ups[i] else h / 3)
        g = tile_element(corners, ups[i], pips=pips, x=x, y=y, lang=lang)
        if i in marked:
            g.insert(2, _mark_element(ups[i]))  # over the face, under the numbers
            g.set("class", "trio-tile trio-marked")
        svg.append(g)
        if captions:
            cap = ET.SubElement(
                svg,
                "text",
                {
                    "x": fmt(x),
                    "y": fmt(top + tile_h + cap_font * 1.05),
                    "font-family": STYLE["font_family"],
                    "font-size": fmt(cap_font),
                    "font-weight": "bold",
                    "text-anchor": "middle",
                    "fill": _colour("card_text"),
                },
            )
            cap.text = captions[i]
    return _finish(svg)


# ---------------------------------------------------------------- board_svg
def _cell_path(cell: Cell, inset: float = 0.0) -> str:
    """The cell's triangle (shrunk by ``inset``) in SVG units."""
    cx, cy = _cell_centre_svg(cell)
    r = EDGE * SQRT3_2 / 3
    k = (r - inset) / r
    pts = [(cx + x * k, cy + y * k) for x, y in _base_corners(cell.up)]
    return "M" + "L".join(_pt(x, y) for x, y in pts) + "Z"


def _grid_path(min_x: float, min_y: float, w: float, h: float) -> str:
    """The lattice lines crossing the box (SVG units): cell edges, faintly."""
    row = EDGE * SQRT3_2
    y_lo = math.floor(-(min_y + h) / row) - 1  # lattice rows (paper Y up)
    y_hi = math.ceil(-min_y / row) + 1
    x_lo = min_x / EDGE
    x_hi = (min_x + w) / EDGE
    segs = []
    for j in range(y_lo, y_hi + 1):
        segs.append("M" + _pt((x_lo - 1) * EDGE, -(j * row)) + "H" + fmt((x_hi + 1) * EDGE))
    # lines x = i (direction +60 degrees) and x + y = k (direction +120 degrees)
    for i in range(math.floor(x_lo - y_hi / 2) - 1, math.ceil(x_hi - y_lo / 2) + 2):
        segs.append("M" + _pt((i + y_lo / 2) * EDGE, -(y_lo * row)) + "L" + _pt((i + y_hi / 2) * EDGE, -(y_hi * row)))
    for k in range(math.floor(x_lo + y_lo / 2) - 1, math.ceil(x_hi + y_hi / 2) + 2):
        segs.append("M" + _pt((k - y_lo / 2) * EDGE, -(y_lo * row)) + "L" + _pt((k - y_hi / 2) * EDGE, -(y_hi * row)))
    return "".join(segs)


def _bounds(cells: Iterable[Cell]) -> tuple[float, float, float, float]:
    xs: list[float] = []
    ys: list[float] = []
    for cell in cells:
        for p in cell_corners(cell):
            x, y = _svg_xy(point_xy(p))
            xs.append(x)
            ys.append(y)
    return min(xs), min(ys), max(xs), max(ys)


def _placements(board: Any) -> tuple[Any, ...]:
    return tuple(getattr(board, "placements", ()))


def _board_layer(
    board: Any,
    *,
    pips: bool,
    highlight: Iterable[Any],
    last: Any,
    legal: Iterable[Any],
    margin: float,
    background: bool,
    grid: bool,
    min_width: float = 0.0,
    lang: str = "en",
) -> tuple[tuple[float, float, float, float], list[ET.Element], list[str], list[Cell]]:
    """Everything a board draws, plus its box (SVG units) and the defs it needs."""
    placements = _placements(board)
    hl = _sorted_cells(highlight)
    lg = _sorted_cells(legal)
    last_cell = _as_cell(last) if last is not None else None
    cells = [_as_cell(p.cell) for p in placements] + hl + lg
    if last_cell is not None:
        cells.append(last_cell)
    if not cells:
        cells = [START_CELL]
    x0, y0, x1, y1 = _bounds(cells)
    m = margin * EDGE
    x0, y0, x1, y1 = x0 - m, y0 - m, x1 + m, y1 + m + STYLE["shadow_dy"]
    if x1 - x0 < min_width:
        grow = (min_width - (x1 - x0)) / 2
        x0, x1 = x0 - grow, x1 + grow
    w, h = x1 - x0, y1 - y0
    items: list[ET.Element] = []
    if background:
        items.append(
            ET.Element(
                "rect",
                {
                    "class": "trio-table",
                    "x": fmt(x0),
                    "y": fmt(y0),
                    "width": fmt(w),
                    "height": fmt(h),
                    "rx": fmt(EDGE * 0.12),
                    "fill": _colour("table"),
                    "stroke": _colour("table_border"),
                    "stroke-width": "3",
                },
            )
        )
    if grid:
        items.append(
            ET.Element(
                "path",
                {
                    "class": "trio-grid",
                    "d": _grid_path(x0, y0, w, h),
                    "fill": "none",
                    "stroke": _colour("grid"),
                    "stroke-opacity": "0.13",
                    "stroke-width": "1.5",
                },
            )
        )
    if not placements:
        start = ET.Element("g", {"class": "trio-start", "data-cell": START_CELL.label()})
        ET.SubElement(start, "title").text = _t("picture.start", lang, cell=_cell_words(START_CELL, lang))
        ET.SubElement(
            start,
            "path",
            {
                "d": _cell_path(START_CELL, STYLE["gap"]),
                "fill": _colour("start"),
                "fill-opacity": "0.18",
                "stroke": _colour("start"),
                "stroke-width": "3",
                "stroke-dasharray": "9 7",
                "stroke-linejoin": "round",
            },
        )
        sx, sy = _cell_centre_svg(START_CELL)
        star = ET.SubElement(
            start,
            "text",
            {
                "x": fmt(sx),
                "y": fmt(sy + 11),
                "font-family": STYLE["font_family"],
                "font-size": "32",
                "text-anchor": "middle",
                "fill": _colour("start"),
                "fill-opacity": "0.85",
            },
        )
        star.text = "\u2605"
        items.append(start)
    for cell in lg:
        g = ET.Element("g", {"class": "trio-legal", "data-cell": cell.label()})
        ET.SubElement(g, "title").text = _t("picture.legal", lang, cell=_cell_words(cell, lang))
        ET.SubElement(
            g,
            "path",
            {
                "d": _cell_path(cell, STYLE["gap"] + 2),
                "fill": _colour("legal"),
                "fill-opacity": "0.35",
                "stroke": _colour("legal"),
                "stroke-width": "3",
                "stroke-dasharray": "8 6",
                "stroke-linejoin": "round",
            },
        )
        items.append(g)
    for p in placements:
        items.append(_placement_element(p, pips=pips, lang=lang))
    if last_cell is not None:
        items.append(
            ET.Element(
                "path",
                {
                    "class": "trio-last",
                    "data-cell": last_cell.label(),
                    "d": _cell_path(last_cell, STYLE["gap"] / 2),
                    "fill": "none",
                    "stroke": _colour("last"),
                    "stroke-width": "6",
                    "stroke-linejoin": "round",
                },
            )
        )
    for cell in hl:
        items.append(
            ET.Element(
                "path",
                {
                    "class": "trio-highlight",
                    "data-cell": cell.label(),
                    "d": _cell_path(cell, -1.0),
                    "fill": "none",
                    "stroke": _colour("highlight"),
                    "stroke-width": "7",
                    "stroke-linejoin": "round",
                },
            )
        )
    numbers = [n for p in placements for n in p.corners]
    ids = def_ids(pips, numbers)
    return (x0, y0, w, h), items, ids, [_as_cell(p.cell) for p in placements]


def _board_label(placements: Sequence[Any], last: Any, lang: str = "en") -> str:
    if not placements:
        return _t("picture.board_empty", lang, cell=_cell_words(START_CELL, lang))
    parts = [
        _t("picture.placed", lang, tile=str(Tile(*p.corners)), cell=_cell_words(_as_cell(p.cell), lang))
        for p in placements
    ]
    text = _t("picture.board", lang, n=len(placements), tiles=_t("picture.list_sep", lang).join(parts))
    if last is not None and hasattr(last, "corners"):
        move = _t("picture.last_move", lang, tile=str(Tile(*last.corners)), cell=_cell_words(_as_cell(last.cell), lang))
        text += ". " + move
    return text


def board_svg(
    board: Any,
    *,
    pips: bool = False,
    size: float = 80,
    highlight: Iterable[Any] = (),
    last: Any = None,
    legal: Iterable[Any] = (),
    margin: float = 0.6,
    background: bool = True,
    grid: bool = True,
    lang: str = "en",
) -> SvgString:
    """The board as an SVG picture, its box fitted to the tiles.

    ``size`` is a tile edge in pixels.  ``highlight`` and ``legal`` are cells
    (Cell, ``"x,y,u"`` labels or placements) to ring in yellow or mark as
    places a tile may go; ``last`` is the last placement (or its cell),
    ringed in orange.  An empty board shows the start cell.  ``lang`` is the language of
    what a screen reader says (the picture's title and each tile's).
    """
    placements = _placements(board)
    (x0, y0, w, h), items, ids, _ = _board_layer(
        board,
        pips=pips,
        highlight=highlight,
        last=last,
        legal=legal,
        margin=margin,
        background=background,
        grid=grid,
        lang=lang,
    )
    svg = _root(x0, y0, w, h, size / EDGE, _board_label(placements, last, lang))
    _defs(svg, ids)
    for item in items:
        svg.append(item)
    return _finish(svg)


def mosaic_svg(cells: Any, *, pips: bool = False, size: float = 60, margin: float = 0.4, lang: str = "en") -> SvgString:
    """A free-build picture (the mosaics of leaflet 000, docs/rules.md): tiles face down or face up on any cells.

    ``cells`` is a mapping from a cell (Cell or ``"x,y,u"``) to its three corner numbers, or
    None for a tile laid face down; or just an iterable of cells, all face down.

    >>> svg = mosaic_svg({"0,0,u": None, "0,0,d": (1, 2, 3)})
    >>> svg.count('class="trio-tile trio-back"'), svg.count('data-cell="0,0,d"')
    (1, 1)
    """
    items_in = list(cells.items()) if isinstance(cells, Mapping) else [(c, None) for c in cells]
    tiles = sorted(((_as_cell(c), v) for c, v in items_in), key=lambda cv: (-cv[0].y, cv[0].x, not cv[0].up))
    shown = [c for c, _ in tiles] or [START_CELL]
    x0, y0, x1, y1 = _bounds(shown)
    m = margin * EDGE
    x0, y0, x1, y1 = x0 - m, y0 - m, x1 + m, y1 + m + STYLE["shadow_dy"]
    n_back = sum(v is None for _, v in tiles)
    label = _t("picture.mosaic", lang, n=len(tiles), down=n_back)
    svg = _root(x0, y0, x1 - x0, y1 - y0, size / EDGE, label)
    numbers = [n for _, v in tiles if v is not None for n in v]
    _defs(svg, def_ids(pips, numbers, backs=n_back > 0))
    ET.SubElement(
        svg,
        "rect",
        {
            "class": "trio-table",
            "x": fmt(x0),
            "y": fmt(y0),
            "width": fmt(x1 - x0),
            "height": fmt(y1 - y0),
            "rx": fmt(EDGE * 0.12),
            "fill": _colour("table"),
            "stroke": _colour("table_border"),
            "stroke-width": "3",
        },
    )
    for cell, corners in tiles:
        x, y = _cell_centre_svg(cell)
        if corners is None:
            g = _back_element(cell.up, x=x, y=y, lang=lang)
            g.set("data-cell", cell.label())
            svg.append(g)
        else:
            svg.append(tile_element(tuple(corners), cell.up, pips=pips, x=x, y=y, cell=cell.label(), lang=lang))
    return _finish(svg)


# ---------------------------------------------------------------- game_svg
def _last_play(game: Any) -> Any:
    last = game.last_play() if hasattr(game, "last_play") else None
    return None if last is None else last.placement


def game_svg(
    game: Any,
    *,
    pips: bool = False,
    size: float = 80,
    open_hands: bool = False,
    last: Any = "auto",
    highlight: Iterable[Any] = (),
    legal: Iterable[Any] = (),
    margin: float = 0.6,
    lang: str = "en",
    run_hint: bool = False,
) -> SvgString:
    """The board plus a strip with each player's name, score and hand.

    Hands show face down (just how many tiles) unless ``open_hands``.
    ``last="auto"`` rings the last tile played (from ``game.history``).
    ``lang`` is the language of every word in the picture and of what a screen reader says.
    ``run_hint`` adds a line saying "Run this cell to play" (for a widget's saved still view).
    """
    if isinstance(last, str) and last == "auto":
        last = _last_play(game)
    players = list(getattr(game, "players", []))
    hands = [list(h) for h in getattr(game, "hands", [])]
    scores = list(getattr(game, "scores", [0] * len(players)))
    current = getattr(game, "current", None)
    rules = getattr(game, "rules", None)
    pool = getattr(game, "pool_size", None)
    # a score shows where the rules keep one, penalty points included
    show_score = bool(getattr(rules, "keep_score", True)) or bool(getattr(rules, "penalty_scoring", False))
    to_play = None if getattr(game, "round_over", False) else current
    mini = 0.7 if open_hands else 0.4
    per_line = 10 if open_hands else 12
    step = EDGE * mini / 2 + 3  # neighbours alternate up and down, interlocking
    line_h = EDGE * SQRT3_2 * mini + 10
    font = 24.0
    name_x, score_x, hand_x = 48.0, 360.0, 392.0
    hand_w = per_line * step + EDGE * mini + 120
    strip_w = hand_x + hand_w
    (x0, y0, w, h), items, _ids, _ = _board_layer(
        game.board,
        pips=pips,
        highlight=highlight,
        last=last,
        legal=legal,
        margin=margin,
        background=True,
        grid=True,
        min_width=strip_w,
        lang=lang,
    )

    def lines_for(hand: Sequence[Any]) -> int:
        return max(1, math.ceil(len(hand) / per_line)) if open_hands else 1

    gap = 14.0
    head_h = 44.0 if pool is not None else 0.0
    hint_h = 40.0 if run_hint else 0.0
    row_hs = [max(60.0, lines_for(hands[i] if i < len(hands) else []) * line_h + 8) for i in range(len(players))]
    strip_h = hint_h + head_h + sum(row_hs) + 16
    total_h = h + gap + strip_h

    label = _game_label(game, players, hands, scores if show_score else None, to_play, last, pool, run_hint, lang)
    svg = _root(x0, y0, w, total_h, size / EDGE, label)
    numbers = [n for p in _placements(game.board) for n in p.corners]
    numbers += [n for hand in hands for t in hand for n in t] if open_hands else []
    _defs(svg, def_ids(pips, numbers, backs=not open_hands))
    for item in items:
        svg.append(item)

    top = y0 + h + gap
    strip = _strip_card(svg, x0, top, w, strip_h)

    text = _strip_text
    y = top + 8
    if run_hint:
        text(strip, x0 + 18, y + 28, _t("picture.run_to_play", lang), 22, font_weight="bold").set(
            "class", "trio-run-hint"
        )
        y += hint_h
    if pool is not None:
        text(strip, x0 + 18, y + 28, _round_line(game, pool, lang), 20, fill=_colour("card_muted"))
        y += head_h
    for seat, name in enumerate(players):
        hand = hands[seat] if seat < len(hands) else []
        row_h = row_hs[seat]
        row = ET.SubElement(strip, "g", {"class": "trio-player", "data-seat": str(seat)})
        mid = y + min(row_h, 60.0) / 2 if open_hands else y + row_h / 2
        if seat == to_play:
            _row_highlight(row, x0, y, w, row_h)
            text(row, x0 + 18, mid + 8, "\u25b6", font)
        shown = name if len(name) <= 14 else name[:13] + "\u2026"
        text(row, x0 + name_x, mid + 9, shown, font, font_weight="bold")
        if show_score and seat < len(scores):
            text(row, x0 + score_x, mid + 9, str(scores[seat]), font, text_anchor="end")
        _hand_tiles(row, hand, open_hands, pips, x0 + hand_x, y, mid, per_line, mini, lang)
        count_x = x0 + hand_x + EDGE * mini + min(max(len(hand), 1), per_line) * step
        count = _t("picture.hand", lang, n=len(hand))
        text(row, count_x, mid + 8, count, 20, fill=_colour("card_muted"))
        y += row_h
    return _finish(svg)


def _strip_card(svg: ET.Element, x: float, top: float, w: float, h: float) -> ET.Element:
    """The card under the board that holds the players' rows."""
    strip = ET.SubElement(svg, "g", {"class": "trio-players"})
    ET.SubElement(
        strip,
        "rect",
        {
            "x": fmt(x),
            "y": fmt(top),
            "width": fmt(w),
            "height": fmt(h),
            "rx": "14",
            "fill": _colour("card"),
            "stroke": _colour("border"),
            "stroke-width": "2",
        },
    )
    return strip


def _strip_text(parent: ET.Element, x: float, y: float, body: str, size_: float, **extra: str) -> ET.Element:
    """A line of text in a game's players strip (``font_weight="bold"`` as ``font-weight``)."""
    attrs = {"x": fmt(x), "y": fmt(y), "font-family": STYLE["font_family"], "font-size": fmt(size_)}
    attrs.update({k.replace("_", "-"): v for k, v in extra.items()})
    attrs.setdefault("fill", _colour("card_text"))
    t = ET.SubElement(parent, "text", attrs)
    t.text = body
    return t


def _round_line(game: Any, pool: Any, lang: str) -> str:
    """The strip's head: the round, the pool, and whether the round or the match is over."""
    bits = []
    rn = getattr(game, "round_number", None)
    if rn is not None:
        bits.append(_t("picture.round", lang, round=rn))
    bits.append(_t("picture.pool", lang, n=pool))
    if getattr(game, "match_over", False):
        bits.append(_t("picture.match_over", lang))
    elif getattr(game, "round_over", False):
        bits.append(_t("picture.round_over", lang))
    return " \u00b7 ".join(bits)


def _game_label(
    game: Any,
    players: list[Any],
    hands: list[list[Any]],
    scores: list[Any] | None,
    to_play: Any,
    last: Any,
    pool: Any,
    run_hint: bool,
    lang: str,
) -> str:
    """What a screen reader says of a game's picture: the board, each player, the pool."""
    who = []
    for seat, name in enumerate(players):
        n = len(hands[seat]) if seat < len(hands) else 0
        bit = _t("picture.player_tiles", lang, name=name, n=n)
        if scores is not None and seat < len(scores):
            bit += ", " + _t("picture.player_points", lang, n=scores[seat])
        if seat == to_play:
            bit += " " + _t("picture.to_play", lang)
        who.append(bit)
    players_text = _t("picture.players", lang, players=_t("picture.list_sep", lang).join(who))
    label = _board_label(_placements(game.board), last, lang) + ". " + players_text
    if pool is not None:
        label += ". " + _t("picture.pool_total", lang, n=pool)
    if run_hint:
        label += ". " + _t("picture.run_to_play", lang)
    return label


def _row_highlight(row: ET.Element, x0: float, y: float, w: float, row_h: float) -> None:
    """The band behind the row of the player to play."""
    ET.SubElement(
        row,
        "rect",
        {
            "x": fmt(x0 + 8),
            "y": fmt(y + 3),
            "width": fmt(w - 16),
            "height": fmt(row_h - 6),
            "rx": "10",
            "fill": _colour("highlight"),
            "fill-opacity": "0.4",
        },
    )


def _hand_tiles(
    row: ET.Element,
    hand: Sequence[Any],
    open_hands: bool,
    pips: bool,
    left: float,
    y: float,
    mid: float,
    per_line: int,
    mini: float,
    lang: str,
) -> None:
    """A player's tiles in the strip: face up in lines (open hands), or the backs of the first few."""
    step = EDGE * mini / 2 + 3  # neighbours alternate up and down, interlocking
    line_h = EDGE * SQRT3_2 * mini + 10
    limit = len(hand) if open_hands else per_line
    for i, tile in enumerate(hand[:limit]):
        line, col = divmod(i, per_line)
        tup = col % 2 == 0
        cy = y + 4 + line * line_h + line_h / 2 if open_hands else mid
        # the centre of an up tile sits lower than its box's middle; of a down tile, higher
        ty = cy + (EDGE * SQRT3_2 * mini / 6) * (1 if tup else -1)
        tx = left + EDGE * mini / 2 + col * step
        if open_hands:
            row.append(tile_element(tuple(tile), tup, pips=pips, x=tx, y=ty, scale=mini, lang=lang))
        else:
            row.append(_back_element(tup, x=tx, y=ty, scale=mini, lang=lang))


# ---------------------------------------------------------------- to_svg
def to_svg(obj: Any, path: str | Path | None = None, **kw: Any) -> SvgString:
    """Draw a tile, placement, board or game; also write it to ``path`` if given."""
    if hasattr(obj, "board") and hasattr(obj, "hands"):
        text = game_svg(obj, **kw)
    elif hasattr(obj, "placements"):
        text = board_svg(obj, **kw)
    else:
        text = tile_svg(obj, **kw)
    return text.to_svg(path)
