"""Tiles, boards and hands drawn on a page, in millimetres."""

from __future__ import annotations

import math

from .. import words as i18n
from ..engine import Cell, cell_corners, point_xy
from ._drawing import GREY, LIGHT, Page
from ._figures import BoardFigure, Figure, GridFigure, HandsFigure, TilesFigure, letter
from ._font import wrap

__all__ = ["board_layout", "draw_figure", "figure_height", "tile_points"]


def tile_points(x: float, y: float, side: float, up: bool) -> list[tuple[float, float]]:
    """Corners (clockwise from the top / top left) of a triangle whose bounding box starts at (x, y)."""
    h = side * math.sqrt(3) / 2
    if up:
        return [(x + side / 2, y), (x + side, y + h), (x, y + h)]
    return [(x, y), (x + side, y), (x + side / 2, y + h)]


_NAME_W = 24.0


def figure_height(fig: Figure | None, width: float) -> float:
    if fig is None:
        return 0.0
    if isinstance(fig, HandsFigure):
        return len(fig.hands) * (fig.side * math.sqrt(3) / 2 + 4)
    if isinstance(fig, GridFigure):
        return (fig.rows + 1 + (1 if fig.total else 0)) * fig.row_h + 4
    if isinstance(fig, TilesFigure):
        rows = math.ceil(len(fig.tiles) / _per_row(fig, width))
        per = fig.side * math.sqrt(3) / 2 + (9 if fig.lettered or fig.boxes else 2) + 3
        return rows * per
    _, _, h = board_layout(fig, width)
    return h + 4


def _per_row(fig: TilesFigure, width: float) -> int:
    return max(1, int((width + 4) // (fig.side + 5)))


def _draw_tiles(
    page: Page, fig: TilesFigure, x: float, y: float, width: float, pips: bool = False, lang: str = "en"
) -> None:
    per = _per_row(fig, width)
    h = fig.side * math.sqrt(3) / 2
    row_h = h + (9 if fig.lettered or fig.boxes else 2) + 3
    for i, (corners, up) in enumerate(fig.tiles):
        r, c = divmod(i, per)
        tx = x + c * (fig.side + 5)
        ty = y + r * row_h
        page.triangle(tile_points(tx, ty, fig.side, up), corners, pips=pips)
        mid = tx + fig.side / 2
        if fig.boxes:
            bx = mid - 5 if fig.lettered else mid - 7
            page.rect(bx, ty + h + 1.5, 14, 7, None, GREY, 0.3)
            if fig.lettered:
                page.text(bx - 1.5, ty + h + 6.5, letter(i, lang), size=11, bold=True, align="right")
        elif fig.lettered:
            page.text(mid, ty + h + 6, letter(i, lang), size=11, bold=True, align="center")


def _board_cells(fig: BoardFigure) -> list[Cell]:
    cells = [p.cell for p in fig.placements] + list(fig.shape)
    if fig.target is not None:
        cells.append(fig.target)
    if fig.move is not None:
        cells.append(fig.move.cell)
    return cells


def board_layout(fig: BoardFigure, width: float) -> tuple[float, tuple[float, float, float, float], float]:
    """(edge in mm, paper bounding box, height in mm) of a board drawn ``width`` wide at most."""
    pts = [point_xy(p) for c in _board_cells(fig) for p in cell_corners(c)]
    if not pts:
        return fig.max_side, (0.0, 0.0, 0.0, 0.0), 0.0
    x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
    y0, y1 = min(p[1] for p in pts), max(p[1] for p in pts)
    s = min(fig.max_side, width / max(x1 - x0, 1e-9), 62.0 / max(y1 - y0, 1e-9))
    return s, (x0, x1, y0, y1), (y1 - y0) * s


def _draw_board(page: Page, fig: BoardFigure, x: float, y: float, width: float, pips: bool = False) -> None:
    s, (x0, x1, _y0, y1), _h = board_layout(fig, width)
    ox = x + (width - (x1 - x0) * s) / 2

    def to_page(pt: tuple[int, int]) -> tuple[float, float]:
        px, py = point_xy(pt)
        return (ox + (px - x0) * s, y + (y1 - py) * s)

    for c in fig.shape:
        page.poly([to_page(p) for p in cell_corners(c)], None, GREY, 0.3)
    for p in fig.placements:
        page.triangle([to_page(q) for q in cell_corners(p.cell)], p.corners, pips=pips)
    if fig.target is not None:
        page.triangle([to_page(q) for q in cell_corners(fig.target)], None, mark="target")
    if fig.move is not None:
        page.triangle([to_page(q) for q in cell_corners(fig.move.cell)], fig.move.corners, pips=pips, mark="move")


def _draw_hands(page: Page, fig: HandsFigure, x: float, y: float, lang: str, pips: bool) -> None:
    h = fig.side * math.sqrt(3) / 2
    for s, hand in enumerate(fig.hands):
        ty = y + s * (h + 4)
        page.text(x, ty + h * 0.7, i18n.t(f"print.name.{s}", lang), size=11, bold=True)
        for k, t in enumerate(hand):
            a, b, c = t
            page.triangle(tile_points(x + _NAME_W + k * (fig.side + 4), ty, fig.side, True), (a, b, c), pips=pips)


def _draw_grid(page: Page, fig: GridFigure, x: float, y: float, width: float, lang: str) -> None:
    """The table: its header row in bold, the rows numbered in the first column."""
    n = len(fig.headers)
    width = min(width, fig.width) if fig.width else width
    col = (width - fig.first_width) / max(n - 1, 1)
    xs = [x] + [x + fig.first_width + k * col for k in range(n)]
    rows = fig.rows + 1 + (1 if fig.total else 0)
    page.rect(x, y, width, fig.row_h, (238, 238, 238), None)  # the header row, shaded
    for r in range(rows + 1):
        page.line(x, y + r * fig.row_h, x + width, y + r * fig.row_h, 0.5 if r in (0, 1, rows) else 0.25, GREY)
    for cx in xs:
        page.line(cx, y, cx, y + rows * fig.row_h, 0.3, GREY)
    for k, key in enumerate(fig.headers):
        if not key:
            continue
        w = fig.first_width if k == 0 else col
        head = wrap(i18n.t(key, lang), 9, w - 2, bold=True)[0]
        page.text(xs[k] + w / 2, y + fig.row_h * 0.68, head, size=9, bold=True, align="center")
    for r in range(1, fig.rows + 1):
        page.text(x + fig.first_width / 2, y + (r + 0.68) * fig.row_h, str(r), size=10, align="center", color=GREY)
    if fig.total:
        page.text(x + 2, y + (rows - 1 + 0.68) * fig.row_h, i18n.t(fig.total, lang), size=10, bold=True)
        page.rect(x, y + (rows - 1) * fig.row_h, width, fig.row_h, None, LIGHT, 0.25)


def draw_figure(
    page: Page, fig: Figure, x: float, y: float, width: float, pips: bool = False, lang: str = "en"
) -> None:
    if isinstance(fig, GridFigure):
        _draw_grid(page, fig, x, y, width, lang)
    elif isinstance(fig, HandsFigure):
        _draw_hands(page, fig, x, y, lang, pips)
    elif isinstance(fig, TilesFigure):
        _draw_tiles(page, fig, x, y, width, pips, lang)
    else:
        _draw_board(page, fig, x, y, width, pips)
