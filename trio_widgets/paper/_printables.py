"""Printables for a class: worksheets with an answer page, tiles to cut out, a page of rules.

Everything is made from the engine (the exercises from a seed, the rules from a
preset's numbers) and written as an A4 PDF with vector tiles and Unicode text in
English, Russian, Polish and Hungarian:

* :func:`worksheet` — a lesson's exercises on paper (a header with lines for the
  child's name and the date, 4-8 exercises) plus an answer page for the teacher;
* :func:`cutout_sheet` — the 56 tiles, large, with cut lines, for a class without sets;
* :func:`rules_sheet` — one page of rules for a family, from a preset's numbers.

Each returns a :class:`Printable`: ``.to_pdf(path)`` writes the file (``to_pdf()``
with no path returns the bytes), and a notebook shows a preview of the first page.

>>> ws = worksheet("01", lang="en", seed=3)
>>> ws.lesson, len(ws.exercises) >= 4, ws.to_pdf()[:5]
('01_meet_the_tiles', True, b'%PDF-')
>>> worksheet("01", seed=3).exercises == ws.exercises     # the same seed, the same sheet
True

The words live in ``locales/print.{en,ru,pl,hu}.json`` (keys ``print.…``).  The PDFs
use DejaVu Sans, the font matplotlib ships (a pip dependency), so nothing is fetched
at run time.

Lessons register their exercises in :data:`LESSONS` with :func:`register_lesson`, so a
later lesson adds its own sheet without touching the others.
"""

from __future__ import annotations

import copy
import html
import importlib.util
import math
import os
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..engine._board import Placement
from ..engine._game import Game
from ..engine._geometry import Cell, cell_corners, cell_neighbours, point_xy
from ..engine._rules import PRESETS, Rules
from ..engine._scoring import Score, round_end_points
from ..engine._tiles import Tile, full_set, set_counts
from ..files._numbers import whole
from ..files._write import check_path, write_file
from ..teaching._exercises import (
    make_match_puzzle,
    make_mirror_question,
    make_scoring_question,
    make_turn_question,
    turned,
)
from ..words import _i18n as i18n
from ..words._i18n import Msg

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
    "worksheet",
]

# --------------------------------------------------------------------------- words


def _t(key: str, lang: str, **params: Any) -> str:
    return i18n.t(key, lang, **params)


# --------------------------------------------------------------------------- the font

_FONT = "DejaVu"


def _font_files() -> tuple[Path, Path]:
    """DejaVu Sans (regular, bold) as shipped inside matplotlib, found without importing it."""
    spec = importlib.util.find_spec("matplotlib")
    if spec is not None and spec.submodule_search_locations:
        ttf = Path(next(iter(spec.submodule_search_locations))) / "mpl-data" / "fonts" / "ttf"
        regular, bold = ttf / "DejaVuSans.ttf", ttf / "DejaVuSans-Bold.ttf"
        if regular.is_file() and bold.is_file():
            return regular, bold
    raise RuntimeError(  # pragma: no cover - a dependency of the package
        "the printables need the DejaVu Sans font that matplotlib ships: pip install matplotlib"
    )


_TEMPLATE: list[Any] = []


def _new_pdf() -> Any:
    """An empty A4 document with the fonts loaded.  Measuring a TTF's glyphs takes about a second,
    so that is done once and each document starts as a copy of an unused template."""
    if not _TEMPLATE:
        from fpdf import FPDF

        pdf = FPDF(orientation="portrait", unit="mm", format="A4")
        regular, bold = _font_files()
        pdf.add_font(_FONT, "", str(regular))
        pdf.add_font(_FONT, "B", str(bold))
        pdf.set_auto_page_break(False)
        pdf.set_margins(0, 0, 0)
        _TEMPLATE.append(pdf)
    pdf = copy.deepcopy(_TEMPLATE[0])
    # fpdf2 shares the font file object between copies and cuts it down to the glyphs used when
    # writing, so each document opens its own (lazily: only the tables it needs are read).
    from fontTools.ttLib import TTFont

    for font in pdf.fonts.values():
        font.ttfont = TTFont(font.ttffile, recalcTimestamp=False, lazy=True)
    return pdf


_MEASURE: list[Any] = []


def _measure() -> Any:
    if not _MEASURE:
        _MEASURE.append(_new_pdf())
    return _MEASURE[0]


def _width(text: str, size: float, bold: bool = False) -> float:
    """Width in mm of ``text`` at ``size`` points."""
    m = _measure()
    m.set_font(_FONT, "B" if bold else "", size)
    return float(m.get_string_width(text))


def _wrap(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            trial = f"{line} {w}" if line else w
            if line and _width(trial, size, bold) > width:
                lines.append(line)
                line = w
            else:
                line = trial
        lines.append(line)
    return lines


# --------------------------------------------------------------------------- pages: a list of drawing steps

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
        w = _width(text, size, bold)
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


def _draw_pdf(pdf: Any, page: Page) -> None:
    pdf.add_page()
    for op in page.ops:
        kind = op[0]
        if kind == "text":
            _, x, y, text, size, bold, color = op
            pdf.set_font(_FONT, "B" if bold else "", size)
            pdf.set_text_color(*color)
            pdf.text(x, y, text)
        elif kind == "line":
            _, x1, y1, x2, y2, width, color, dash = op
            pdf.set_draw_color(*color)
            pdf.set_line_width(width)
            pdf.set_dash_pattern(dash=1.5 if dash else 0, gap=1.2 if dash else 0)
            pdf.line(x1, y1, x2, y2)
        elif kind == "poly":
            _, pts, fill, stroke, width, dash = op
            style = ("F" if fill else "") + ("D" if stroke else "")
            if fill:
                pdf.set_fill_color(*fill)
            if stroke:
                pdf.set_draw_color(*stroke)
                pdf.set_line_width(width)
                pdf.set_dash_pattern(dash=1.5 if dash else 0, gap=1.2 if dash else 0)
            pdf.polygon(list(pts), style=style or "D")
        elif kind == "dot":
            _, x, y, r, color = op
            pdf.set_fill_color(*color)
            pdf.ellipse(x - r, y - r, 2 * r, 2 * r, style="F")
    pdf.set_dash_pattern()


def _rgb(c: tuple[int, int, int] | None) -> str:
    return "none" if c is None else "#{:02x}{:02x}{:02x}".format(*c)


def page_svg(page: Page, width: str = "100%") -> str:
    """An SVG picture of one page (what a notebook shows)."""
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {PAGE_W:g} {PAGE_H:g}" width="{width}" '
        f'role="img" style="background:#fff;border:1px solid #bbb;max-width:420px">'
    ]
    for op in page.ops:
        kind = op[0]
        if kind == "text":
            _, x, y, text, size, bold, color = op
            weight = ' font-weight="bold"' if bold else ""
            out.append(
                f'<text x="{x:.2f}" y="{y:.2f}" font-family="DejaVu Sans, Verdana, sans-serif" '
                f'font-size="{size * PT:.2f}"{weight} fill="{_rgb(color)}">{html.escape(text)}</text>'
            )
        elif kind == "line":
            _, x1, y1, x2, y2, width, color, dash = op
            d = ' stroke-dasharray="1.5 1.2"' if dash else ""
            out.append(
                f'<line x1="{x1:.2f}" y1="{y1:.2f}" x2="{x2:.2f}" y2="{y2:.2f}" stroke="{_rgb(color)}" '
                f'stroke-width="{width:g}"{d}/>'
            )
        elif kind == "poly":
            _, pts, fill, stroke, width, dash = op
            d = ' stroke-dasharray="1.5 1.2"' if dash else ""
            p = " ".join(f"{x:.2f},{y:.2f}" for x, y in pts)
            out.append(
                f'<polygon points="{p}" fill="{_rgb(fill)}" stroke="{_rgb(stroke)}" stroke-width="{width:g}"{d}/>'
            )
        elif kind == "dot":
            _, x, y, r, color = op
            out.append(f'<circle cx="{x:.2f}" cy="{y:.2f}" r="{r:.2f}" fill="{_rgb(color)}"/>')
    out.append("</svg>")
    return "".join(out)


class Printable:
    """Pages ready to print: ``to_pdf(path)`` writes an A4 PDF; a notebook shows the first page."""

    kind = "printable"

    def __init__(self, title: str, lang: str, pages: list[Page]) -> None:
        self.title = title
        self.lang = lang
        self.pages = pages

    @property
    def page_count(self) -> int:
        return len(self.pages)

    def pdf_bytes(self) -> bytes:
        pdf = _new_pdf()
        pdf.set_title(self.title)
        pdf.set_lang(self.lang)
        pdf.set_creator("trio_widgets")
        from datetime import datetime, timezone

        pdf.set_creation_date(datetime(2024, 1, 1, tzinfo=timezone.utc))
        for page in self.pages:
            _draw_pdf(pdf, page)
        return bytes(pdf.output())

    def to_pdf(self, path: str | os.PathLike[str] | None = None) -> bytes | Path:
        """Write the PDF to ``path`` (returns the path), or return its bytes when no path is given.

        A path that cannot be written raises ValueError and leaves any file there untouched."""
        if path is None:
            return self.pdf_bytes()
        target = check_path(path)  # before the pages are drawn
        write_file(target, self.pdf_bytes())
        return Path(target)

    def text(self) -> str:
        """Every word printed, page by page (what a reader of the PDF sees)."""
        return "\n\n".join("\n".join(p.texts()) for p in self.pages)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.title!r}, {self.page_count} A4 pages, lang={self.lang!r}>"

    def _head(self) -> str:
        """The title and the number of pages, in the sheet's language."""
        return f"{self.title} · {_t('print.preview.pages', self.lang, n=self.page_count)}"

    def _repr_html_(self) -> str:
        head = html.escape(self._head())
        hint = html.escape(_t("print.preview.hint", self.lang))
        return (
            f'<div lang="{self.lang}"><p><b>{head}</b><br><small>{hint}</small></p>'
            f"{page_svg(self.pages[0], width='420')}</div>"
        )

    def _repr_mimebundle_(self, include: Any = None, exclude: Any = None) -> dict[str, str]:
        """What a notebook shows: the first page, and as its plain text not the ``repr`` (English
        code words) but the title and the number of pages in the sheet's language."""
        return {"text/html": self._repr_html_(), "text/plain": self._head()}


# --------------------------------------------------------------------------- drawing tiles


def _pips(page: Page, x: float, y: float, n: int, side: float) -> None:
    """``n`` dots (0-9) round (x, y), like a die."""
    g = side * 0.055
    r = max(side * 0.024, 0.45)
    spots = {
        0: [],
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }.get(n, [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1), (0, 0)][:n])
    for dx, dy in spots:
        page.dot(x + dx * g, y + dy * g, r)


def draw_triangle(
    page: Page,
    pts: Sequence[tuple[float, float]],
    numbers: Sequence[int | None],
    *,
    fill: tuple[int, int, int] | None = TILE_FILL,
    stroke: tuple[int, int, int] | None = INK,
    width: float = 0.45,
    dash: bool = False,
    pips: bool = False,
    label: str | None = None,
    size_factor: float = 0.55,
    inset: float = 0.42,
) -> None:
    """A triangle with corners ``pts`` (page mm) and a number (or pips) near each corner."""
    page.poly(pts, fill, stroke, width, dash)
    cx = sum(p[0] for p in pts) / 3
    cy = sum(p[1] for p in pts) / 3
    side = math.dist(pts[0], pts[1])
    size = side * size_factor
    cap = size * PT * 0.73
    for (px, py), v in zip(pts, numbers):
        if v is None:
            continue
        nx, ny = px + (cx - px) * inset, py + (cy - py) * inset
        if pips:
            _pips(page, nx, ny, v, side)
        else:
            page.text(nx, ny + cap / 2, str(v), size=size, bold=True, align="center")
    if label:
        lsize = side * 0.55
        page.text(cx, cy + lsize * PT * 0.73 / 2, label, size=lsize, bold=True, align="center", color=GREY)


def _tile_points(x: float, y: float, side: float, up: bool) -> list[tuple[float, float]]:
    """Corners (clockwise from the top / top left) of a triangle whose bounding box starts at (x, y)."""
    h = side * math.sqrt(3) / 2
    if up:
        return [(x + side / 2, y), (x + side, y + h), (x, y + h)]
    return [(x, y), (x + side, y), (x + side / 2, y + h)]


# --------------------------------------------------------------------------- figures


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


Figure = TilesFigure | BoardFigure | HandsFigure

_NAME_W = 24.0


def _figure_height(fig: Figure | None, width: float) -> float:
    if fig is None:
        return 0.0
    if isinstance(fig, HandsFigure):
        return len(fig.hands) * (fig.side * math.sqrt(3) / 2 + 4)
    if isinstance(fig, TilesFigure):
        rows = math.ceil(len(fig.tiles) / _per_row(fig, width))
        per = fig.side * math.sqrt(3) / 2 + (9 if fig.lettered or fig.boxes else 2) + 3
        return rows * per
    _, _, h = _board_layout(fig, width)
    return h + 4


def _per_row(fig: TilesFigure, width: float) -> int:
    return max(1, int((width + 4) // (fig.side + 5)))


def letter(i: int, lang: str) -> str:
    """The ``i``-th letter naming a tile on a sheet: A, B, C ... (А, Б, В ... in Russian)."""
    return _t(f"print.letter.{i}", lang)


def letters(indexes: Sequence[int]) -> Msg:
    """Tiles named by their letters, in the sheet's alphabet: "B", "B and D", "A, B and D"."""
    names = [Msg(f"print.letter.{i}") for i in indexes]
    if len(names) == 1:
        return names[0]
    first = names[0]
    for n in names[1:-1]:
        first = Msg("print.comma", a=first, b=n)
    return Msg("names.and", first=first, last=names[-1])


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
        draw_triangle(page, _tile_points(tx, ty, fig.side, up), corners, pips=pips)
        mid = tx + fig.side / 2
        if fig.boxes:
            bx = mid - 5 if fig.lettered else mid - 7
            page.poly(
                [(bx, ty + h + 1.5), (bx + 14, ty + h + 1.5), (bx + 14, ty + h + 8.5), (bx, ty + h + 8.5)],
                None,
                GREY,
                0.3,
            )
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


def _board_layout(fig: BoardFigure, width: float) -> tuple[float, tuple[float, float, float, float], float]:
    """(edge in mm, paper bounding box, height in mm) of a board drawn ``width`` wide at most."""
    pts = [point_xy(p) for c in _board_cells(fig) for p in cell_corners(c)]
    if not pts:
        return fig.max_side, (0.0, 0.0, 0.0, 0.0), 0.0
    x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
    y0, y1 = min(p[1] for p in pts), max(p[1] for p in pts)
    s = min(fig.max_side, width / max(x1 - x0, 1e-9), 62.0 / max(y1 - y0, 1e-9))
    return s, (x0, x1, y0, y1), (y1 - y0) * s


def _draw_board(page: Page, fig: BoardFigure, x: float, y: float, width: float, pips: bool = False) -> None:
    s, (x0, x1, _y0, y1), _h = _board_layout(fig, width)
    ox = x + (width - (x1 - x0) * s) / 2

    def to_page(pt: tuple[int, int]) -> tuple[float, float]:
        px, py = point_xy(pt)
        return (ox + (px - x0) * s, y + (y1 - py) * s)

    for c in fig.shape:
        draw_triangle(
            page, [to_page(p) for p in cell_corners(c)], (None, None, None), fill=None, stroke=GREY, width=0.3
        )
    for p in fig.placements:
        draw_triangle(page, [to_page(q) for q in cell_corners(p.cell)], p.corners, pips=pips)
    if fig.target is not None:
        draw_triangle(
            page,
            [to_page(q) for q in cell_corners(fig.target)],
            (None, None, None),
            fill=TARGET_FILL,
            width=0.6,
            dash=True,
            label="?",
        )
    if fig.move is not None:
        draw_triangle(
            page, [to_page(q) for q in cell_corners(fig.move.cell)], fig.move.corners, fill=MOVE_FILL, width=1.1
        )


def _draw_hands(page: Page, fig: HandsFigure, x: float, y: float, lang: str, pips: bool) -> None:
    h = fig.side * math.sqrt(3) / 2
    for s, hand in enumerate(fig.hands):
        ty = y + s * (h + 4)
        page.text(x, ty + h * 0.7, _t(f"print.name.{s}", lang), size=11, bold=True)
        for k, t in enumerate(hand):
            a, b, c = t
            draw_triangle(
                page, _tile_points(x + _NAME_W + k * (fig.side + 4), ty, fig.side, True), (a, b, c), pips=pips
            )


def draw_figure(
    page: Page, fig: Figure, x: float, y: float, width: float, pips: bool = False, lang: str = "en"
) -> None:
    if isinstance(fig, HandsFigure):
        _draw_hands(page, fig, x, y, lang, pips)
    elif isinstance(fig, TilesFigure):
        _draw_tiles(page, fig, x, y, width, pips, lang)
    else:
        _draw_board(page, fig, x, y, width, pips)


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


@dataclass(frozen=True)
class LessonSheet:
    """How a lesson's worksheet is made: its stem (``"03_matching_and_turning"``), its title
    and a function of (random generator, seed) giving the exercises, or the name of one
    (``"trio_widgets.puzzles:sheet_exercises"``), imported when a sheet is first made."""

    stem: str
    title: Msg
    build: Builder | str

    def exercises(self, rng: random.Random, seed: int) -> list[Exercise]:
        build = self.build
        if isinstance(build, str):
            import importlib

            module, _, name = build.partition(":")
            build = getattr(importlib.import_module(module), name)
        out = list(build(rng, seed))
        if not 1 <= len(out) <= 12 or not all(isinstance(e, Exercise) for e in out):
            raise ValueError(f"the worksheet of {self.stem} needs 1 to 12 exercises, got {out!r:.80}")
        return out


#: The lessons that have a worksheet, by number ("01" ...).  Add one with :func:`register_lesson`.
LESSONS: dict[str, LessonSheet] = {}


def register_lesson(stem: str, title: Msg, build: Builder | str) -> LessonSheet:
    """Give lesson ``stem`` (``"09_puzzles"``) a worksheet titled ``title``.

    ``build(rng, seed)`` returns its 4-8 :class:`Exercise` (``rng`` is already seeded from the
    lesson and the seed); it may be given as ``"module:function"`` so that the lesson's own
    module is imported only when its sheet is made (a line in :data:`_SHEETS` below is all a
    new lesson needs).  Figures to draw: :class:`TilesFigure`, :class:`BoardFigure` (tiles on the
    table, a place to fill, a shape's outline) and :class:`HandsFigure`.
    """
    if not isinstance(stem, str) or len(stem) < 3 or not stem[:2].isdigit() or stem[2] != "_":
        raise ValueError(f"a lesson stem looks like '09_puzzles', not {stem!r}")
    if not isinstance(title, Msg):
        raise ValueError(f"a worksheet's title is a Msg of the catalogue, not {title!r:.40}")
    if not callable(build) and not (isinstance(build, str) and ":" in build):
        raise ValueError(f"build is a function (rng, seed) -> exercises or 'module:function', not {build!r:.40}")
    sheet = LessonSheet(stem, title, build)
    LESSONS[stem[:2]] = sheet
    return sheet


def _lesson(lesson: object) -> LessonSheet:
    known = ", ".join(f"{k} ({v.stem})" for k, v in sorted(LESSONS.items()))
    key: str | None = None
    if whole(lesson) is not None:
        n = int(lesson)  # type: ignore[call-overload]
        key = f"{n:02d}" if 0 <= n < 100 else None
    elif isinstance(lesson, str):
        s = lesson.strip()
        if s.isdigit() and len(s) <= 2:
            key = s.zfill(2)
        elif s[:2] in LESSONS and s == LESSONS[s[:2]].stem:
            key = s[:2]
    if key is None or key not in LESSONS:
        shown = lesson if not isinstance(lesson, str) or len(lesson) <= 40 else lesson[:39] + "\u2026"
        raise ValueError(f"no worksheet for lesson {shown!r}; the lessons with worksheets are {known}")
    return LESSONS[key]


def _check_seed(seed: object) -> int:
    n = whole(seed)
    if n is None or not 0 <= n < 10**9:
        raise ValueError(f"seed is a whole number from 0 to 999999999 (the sheet's number), not {seed!r}")
    return n


def _exercise_seed(rng: random.Random) -> int:
    return rng.randrange(10**6)


def _up(tile: Tile) -> tuple[tuple[int, int, int], bool]:
    a, b, c = tile
    return ((a, b, c), True)


# -- the kinds of exercise, each with its answer worked out by the engine


def ex_tile_values(rng: random.Random, n: int = 6) -> Exercise:
    tiles = rng.sample(full_set(), n)
    answers = tuple(t.value for t in tiles)
    return Exercise(
        "tile_values",
        Msg("print.ex.values"),
        answers,
        tuple(
            Msg("print.ans.value", letter=Msg(f"print.letter.{i}"), a=t[0], b=t[1], c=t[2], v=t.value)
            for i, t in enumerate(tiles)
        ),
        TilesFigure(tuple(_up(t) for t in tiles), lettered=True, boxes=True),
        data=(("tiles", tuple(tiles)),),
    )


_FAMILY = {"triple": "print.family.triple", "double": "print.family.double", "different": "print.family.different"}


def ex_families(rng: random.Random, n: int = 6) -> Exercise:
    tiles = full_set()
    kinds = ["triple", "double", "different"]
    pick = [rng.choice([t for t in tiles if t.kind == k]) for k in kinds]
    rest = [t for t in tiles if t not in pick]
    pick += rng.sample(rest, n - len(pick))
    rng.shuffle(pick)
    return Exercise(
        "families",
        Msg("print.ex.families"),
        tuple(t.kind for t in pick),
        tuple(
            Msg("print.ans.family", letter=Msg(f"print.letter.{i}"), family=Msg(_FAMILY[t.kind]))
            for i, t in enumerate(pick)
        ),
        TilesFigure(tuple(_up(t) for t in pick), lettered=True),
        data=(("tiles", tuple(pick)),),
    )


def ex_worth_count(rng: random.Random) -> Exercise:
    v = rng.choice([3, 4, 5, 6, 8, 9, 10, 11, 12])
    these = [t for t in full_set() if t.value == v]
    return Exercise(
        "worth_count",
        Msg("print.ex.worth_count", v=v),
        len(these),
        (Msg("print.ans.count_list", n=len(these), tiles=", ".join(map(str, these))),),
        lines=2,
        data=(("value", v),),
    )


def ex_number_count(rng: random.Random) -> Exercise:
    k = rng.randrange(6)
    times = rng.choice([1, 2])
    these = [t for t in full_set() if list(t).count(k) >= times]
    key = "print.ex.number_once" if times == 1 else "print.ex.number_twice"
    shown = ", ".join(map(str, these)) if len(these) <= 8 else ""
    ans = Msg("print.ans.count_list", n=len(these), tiles=shown) if shown else Msg("print.ans.count", n=len(these))
    return Exercise("number_count", Msg(key, k=k), len(these), (ans,), data=(("number", k), ("times", times)))


def ex_who_starts(rng: random.Random, players: int = 3) -> Exercise:
    """The hands of a real deal; who starts, and with which tile (docs/rules.md 5.2)."""
    game = Game("classic", players=[str(i) for i in range(players)], seed=rng.randrange(10**6))
    hands = tuple(tuple(sorted(h, key=lambda t: t.sort_key())) for h in game.hands)
    starter_tiles = tuple(game.start_tiles)
    first = starter_tiles[0]
    key = "print.ans.starts_zero" if len(starter_tiles) > 1 else "print.ans.starts"
    why = "print.why.triple" if first.is_triple else "print.why.biggest"
    return Exercise(
        "who_starts",
        Msg("print.ex.who_starts", n=len(hands[0])),
        (game.starter, starter_tiles),
        (Msg(key, who=Msg(f"print.name.{game.starter}"), tile=str(first), why=Msg(why)),),
        HandsFigure(hands),
        lines=1,
        data=(("hands", hands),),
    )


def ex_mirror(rng: random.Random) -> Exercise:
    q = make_mirror_question(_exercise_seed(rng))
    shown, up = turned(q.shown, q.start_turn)
    key = "print.ans.same" if q.answer == "same" else "print.ans.mirror"
    return Exercise(
        "mirror",
        Msg("print.ex.mirror"),
        q.answer,
        (Msg(key),),
        TilesFigure(((q.reference, True), (shown, up)), lettered=True, side=24),
        data=(("question", q),),
    )


def ex_smallest_count(rng: random.Random) -> Exercise:
    k = rng.randrange(5)
    these = [t for t in full_set() if min(t) == k]
    return Exercise(
        "smallest_count",
        Msg("print.ex.smallest", k=k),
        len(these),
        (Msg("print.ans.count", n=len(these)),),
        lines=2,
        data=(("number", k),),
    )


def ex_box_count(rng: random.Random) -> Exercise:
    n = rng.choice([2, 3, 4, 6])
    c = set_counts(n)
    return Exercise(
        "box_count",
        Msg("print.ex.box", n=n),
        (c["total"], c["triples"], c["doubles"], c["different"]),
        (Msg("print.ans.box", total=c["total"], triples=c["triples"], doubles=c["doubles"], different=c["different"]),),
        lines=2,
        data=(("max_value", n),),
    )


def ex_turn(rng: random.Random) -> Exercise:
    q = make_turn_question(_exercise_seed(rng))
    right = q.right_turns
    shown, up = turned(tuple(q.tile), q.start_turn)
    answer = q.placement(right[0])
    tile_fig = TilesFigure(((shown, up),), side=22)
    return Exercise(
        "turn",
        Msg("print.ex.turn", tile=str(q.tile)),
        answer.corners,
        (Msg("print.ans.turn", tile=str(q.tile), a=answer.corners[0], b=answer.corners[1], c=answer.corners[2]),),
        BoardFigure(q.board, target=q.cell),
        BoardFigure(q.board, move=answer, max_side=15),
        figure2=tile_fig,
        lines=0,
        data=(("question", q),),
    )


def ex_match(rng: random.Random, difficulty: str) -> Exercise:
    q = make_match_puzzle(_exercise_seed(rng), difficulty)
    figure_tiles = tuple(turned(tuple(t), k) for t, k in zip(q.candidates, q.start_turns))
    right = tuple(i for i, t in enumerate(q.candidates) if t in q.solutions)
    first = q.solutions[0]
    turn = next(k for k in range(6) if q.fits(first, k))
    return Exercise(
        "match",
        Msg("print.ex.match"),
        right,
        (Msg("print.ans.match", letters=letters(right), n=len(right)),),
        BoardFigure(q.board, target=q.cell),
        BoardFigure(q.board, move=q.placement(first, turn), max_side=15),
        lines=0,
        figure2=TilesFigure(figure_tiles, lettered=True),
        data=(("question", q),),
    )


#: How each step of :meth:`Score.steps` is written on the answer page (one line a step).
_STEP_LINES = {
    "score.sum": "print.step.tile",
    "score.sides": "print.step.sides",
    "score.start": "print.step.start",
    "score.zero_triple": "print.step.zero",
    "score.bridge": "print.step.bridge",
    "score.two_sides": "print.step.two_sides",
    "score.hexagon": "print.step.hexagon",
}


def _score_answer(score: Score) -> tuple[Msg, ...]:
    """The arithmetic of a score for the answer page, one line a step, made from the engine's
    :meth:`Score.steps` (the one explainer of a score), and the sum that gives the total."""
    lines: list[Msg] = []
    parts: list[int] = []
    for step in score.steps(total=False):
        p = step.kwargs
        key = _STEP_LINES[step.key]
        if step.key == "score.sum":
            lines.append(Msg(key, a=p["a"], b=p["b"], c=p["c"], v=p["value"]))
            parts = [p["value"]]
        elif step.key == "score.sides":
            lines.append(Msg(key, n=p["sides"], v=score.tile_value, p=p["points"]))
            parts = [p["points"]]
        elif step.key == "score.hexagon":
            lines.append(Msg(key, n=p["n"], each=p["points"] // p["n"], p=p["points"]))
            parts.append(p["points"])
        else:
            lines.append(Msg(key, p=p["points"]))
            parts.append(p["points"])
    if sum(parts) != score.total:  # pragma: no cover - the steps add up to the score
        raise AssertionError(f"the steps of {score} do not add up")
    if len(parts) == 1:
        lines.append(Msg("print.step.total_plain", total=score.total))
    else:
        lines.append(Msg("print.step.total", sum=" + ".join(map(str, parts)), total=score.total))
    return tuple(lines)


def ex_score(rng: random.Random, focus: str, preset: str = "classic") -> Exercise:
    q = make_scoring_question(_exercise_seed(rng), focus)
    rules = Rules.preset(preset)
    score = q.make_board().score(q.move, rules)
    key = "print.ex.score_sides" if rules.multiply_by_sides else "print.ex.score"
    if not q.board:
        key = "print.ex.score_first"
    return Exercise(
        "score",
        Msg(key, rules=Msg(f"print.preset.{preset}")),
        score.total,
        _score_answer(score),
        BoardFigure(q.board, move=q.move),
        lines=1,
        data=(("question", q), ("preset", preset)),
    )


def ex_hand_penalty(rng: random.Random) -> Exercise:
    n = rng.randint(3, 5)
    tiles = rng.sample(full_set(), n)
    total = sum(t.value for t in tiles)
    sums = " + ".join(str(t.value) for t in tiles)
    return Exercise(
        "hand_penalty",
        Msg("print.ex.penalty"),
        total,
        (Msg("print.ans.sum", sum=sums, total=total),),
        TilesFigure(tuple(_up(t) for t in tiles)),
        data=(("tiles", tuple(tiles)),),
    )


def ex_going_out(rng: random.Random) -> Exercise:
    rules = Rules.preset("classic")
    n = rng.randint(2, 5)
    left = rng.sample(full_set(), n)
    total = sum(t.value for t in left)
    points, _ = round_end_points(rules, 0, [0, total], [0, n])
    return Exercise(
        "going_out",
        Msg("print.ex.going_out", bonus=rules.out_bonus),
        points[0],
        (
            Msg(
                "print.ans.going_out",
                bonus=rules.out_bonus,
                sum=" + ".join(str(t.value) for t in left),
                total=points[0],
            ),
        ),
        TilesFigure(tuple(_up(t) for t in left)),
        data=(("tiles", tuple(left)), ("preset", "classic")),
    )


def ex_fits_hand(rng: random.Random) -> Exercise:
    """Which tiles of a hand fit the yellow place? (several tiles, as in a game)."""
    q = make_match_puzzle(_exercise_seed(rng), rng.choice(["one_edge", "two_edges"]), candidates=5)
    figure_tiles = tuple(turned(tuple(t), k) for t, k in zip(q.candidates, q.start_turns))
    right = tuple(i for i, t in enumerate(q.candidates) if t in q.solutions)
    return Exercise(
        "match",
        Msg("print.ex.hand_fits"),
        right,
        (Msg("print.ans.match", letters=letters(right), n=len(right)),),
        BoardFigure(q.board, target=q.cell),
        None,
        lines=0,
        figure2=TilesFigure(figure_tiles, lettered=True),
        data=(("question", q),),
    )


_CHANCES = ("triple", "double", "number", "at_least", "different")


def _chance_tiles(kind: str, k: int) -> list[Tile]:
    tiles = full_set()
    if kind == "triple":
        return [t for t in tiles if t.is_triple]
    if kind == "double":
        return [t for t in tiles if t.is_double]
    if kind == "different":
        return [t for t in tiles if t.is_different]
    if kind == "number":
        return [t for t in tiles if k in t]
    return [t for t in tiles if t.value >= k]


def ex_chance(rng: random.Random, kind: str) -> Exercise:
    k = rng.randrange(6) if kind == "number" else rng.choice([10, 11, 12, 13]) if kind == "at_least" else 0
    good = len(_chance_tiles(kind, k))
    f = Fraction(good, 56)
    simple = f"{good}/56" if f.denominator == 56 else f"{good}/56 = {f.numerator}/{f.denominator}"
    return Exercise(
        "chance",
        Msg(f"print.ex.chance_{kind}", k=k),
        f,
        (Msg("print.ans.chance", good=good, fraction=simple),),
        lines=2,
        data=(("kind", kind), ("k", k)),
    )


def triangle_cells(n: int) -> tuple[Cell, ...]:
    """The cells of a big triangle of side ``n`` pointing up (n × n small triangles)."""
    cells = [Cell(x, y, True) for y in range(n) for x in range(n - y)]
    cells += [Cell(x, y, False) for y in range(n - 1) for x in range(n - 1 - y)]
    return tuple(cells)


def hexagon_cells(n: int) -> tuple[Cell, ...]:
    """The cells of a big hexagon of side ``n`` round the point (0, 0) (6 × n × n small triangles)."""

    def dist(p: tuple[int, int]) -> int:
        x, y = p
        return max(abs(x), abs(y), abs(x + y))

    out = []
    for y in range(-n, n + 1):
        for x in range(-n, n + 1):
            for up in (True, False):
                c = Cell(x, y, up)
                if all(dist(p) <= n for p in cell_corners(c)):
                    out.append(c)
    return tuple(out)


def _blob(rng: random.Random, size: int) -> tuple[Cell, ...]:
    cells = [Cell(0, 0, True)]
    while len(cells) < size:
        c = rng.choice(cells)
        nb = rng.choice(cell_neighbours(c))
        if nb not in cells:
            cells.append(nb)
    return tuple(sorted(cells, key=lambda c: (c.y, c.x, c.up)))


def ex_shape_count(rng: random.Random, shape: str) -> Exercise:
    if shape == "triangle":
        n = rng.choice([2, 3, 4])
        cells = triangle_cells(n)
        prompt = Msg("print.ex.count_triangle", n=n)
    elif shape == "hexagon":
        n = rng.choice([1, 2])
        cells = hexagon_cells(n)
        prompt = Msg("print.ex.count_hexagon", n=n)
    else:
        n = rng.randint(7, 12)
        cells = _blob(rng, n)
        prompt = Msg("print.ex.count_shape")
    return Exercise(
        "shape_count",
        prompt,
        len(cells),
        (Msg("print.ans.count", n=len(cells)),),
        BoardFigure(shape=cells, max_side=14),
        data=(("shape", shape), ("side", n), ("cells", cells)),
    )


def ex_big_triangle(rng: random.Random) -> Exercise:
    n = rng.choice([5, 6, 7, 8])
    tiles = n * n
    fits = tiles <= 56
    return Exercise(
        "big_triangle",
        Msg("print.ex.big_triangle", n=n),
        (tiles, fits),
        (Msg("print.ans.big_triangle_yes" if fits else "print.ans.big_triangle_no", n=n, t=tiles),),
        lines=2,
        data=(("side", n),),
    )


@dataclass(frozen=True)
class Turn:
    """One turn of a player in a real game: ``draws`` tiles drawn, then ``score`` (or a pass)."""

    draws: int
    score: Score | None
    passed: bool = False

    def points(self, rules: Rules) -> int:
        pts = -self.draws * rules.draw_penalty
        if self.passed:
            pts -= rules.pass_penalty
        if self.score is not None:
            pts += self.score.total
        return pts


def play_round(seed: int, preset: str = "classic", turns: int = 12) -> tuple[Game, list[tuple[int, Turn]]]:
    """The first ``turns`` turns of a real game between two players who always make the move
    scoring most (drawing when nothing fits): (game, [(seat, turn)])."""
    game = Game(preset, players=["A", "B"], seed=seed)
    out: list[tuple[int, Turn]] = []
    while len(out) < turns and not game.round_over:
        seat = game.current
        before = game.scores[seat]
        draws = 0
        while not game.legal_placements() and game.can_draw():
            game.draw()
            draws += 1
        moves = game.legal_placements()
        if moves:
            best = max(moves, key=lambda p: (game.preview(p).total, -p.cell.y, p.cell.x, p.corners))
            turn = Turn(draws, game.play(best))
        else:
            game.pass_turn()
            turn = Turn(draws, None, passed=True)
        if not game.round_over:
            assert game.scores[seat] - before == turn.points(game.rules), "the sheet adds up like the engine"
        out.append((seat, turn))
    return game, out


def _turn_text(turn: Turn) -> Msg:
    """What a player did in a turn: "draws 2 tiles, then places 1-2-3, makes a bridge"."""
    if turn.score is None:
        return Msg("print.sheet.pass", n=turn.draws) if turn.draws else Msg("print.sheet.pass_plain")
    s = turn.score
    what = Msg("print.sheet.play_draws" if turn.draws else "print.sheet.play", tile=str(s.tile), n=turn.draws)
    facts: list[Msg] = []
    if s.first:
        facts.append(Msg("print.sheet.first"))
    if s.bridge:
        facts.append(Msg("print.sheet.bridge"))
    if s.hexagons:
        facts.append(Msg("print.sheet.hexagon", n=s.hexagons))
    if s.two_sides and not s.hexagons:
        facts.append(Msg("print.sheet.two_sides"))
    for fact in facts:
        what = Msg("print.comma", a=what, b=fact)
    return what


def ex_score_sheet(rng: random.Random, preset: str = "classic") -> Exercise:
    """A real game's first turns for one player: the points of each, and the total."""
    while True:
        _game, turns = play_round(rng.randrange(10**6), preset, turns=10)
        seat = rng.randrange(2)
        mine = [t for s, t in turns if s == seat][:5]
        if len(mine) >= 4 and any(t.draws for t in mine) | any(t.score and t.score.bonus for t in mine):
            break
    rules = Rules.preset(preset)
    lines = [Msg("print.sheet.row", i=i + 1, what=_turn_text(t)) for i, t in enumerate(mine)]
    pts = [t.points(rules) for t in mine]
    total = sum(pts)
    answer_lines = tuple(
        Msg("print.sheet.row_points", i=i + 1, what=_turn_text(t), p=_signed(p))
        for i, (t, p) in enumerate(zip(mine, pts))
    ) + (Msg("print.ans.total", sum=" ".join(_term(i, p) for i, p in enumerate(pts)), total=total),)
    return Exercise(
        "score_sheet",
        Msg("print.ex.sheet", rules=Msg(f"print.preset.{preset}"), p=rules.draw_penalty, rows=_lines(lines)),
        total,
        answer_lines,
        lines=2,
        data=(("turns", tuple(mine)), ("preset", preset)),
    )


def _lines(parts: Sequence[Msg]) -> Msg:
    """Messages one under the other."""
    out = parts[0]
    for m in parts[1:]:
        out = Msg("print.lines", a=out, b=m)
    return out


def _signed(p: int) -> str:
    return f"+{p}" if p > 0 else f"\u2212{-p}" if p < 0 else "0"


def _term(i: int, p: int) -> str:
    if i == 0:
        return str(p) if p >= 0 else f"\u2212{-p}"
    return f"+ {p}" if p >= 0 else f"\u2212 {-p}"


# -- the lessons' sheets


def _l01(rng: random.Random, seed: int) -> list[Exercise]:
    return [ex_tile_values(rng), ex_families(rng), ex_worth_count(rng), ex_number_count(rng), ex_who_starts(rng, 3)]


def _l02(rng: random.Random, seed: int) -> list[Exercise]:
    return [ex_smallest_count(rng), ex_mirror(rng), ex_mirror(rng), ex_box_count(rng), ex_families(rng, 5)]


def _l03(rng: random.Random, seed: int) -> list[Exercise]:
    return [ex_mirror(rng), ex_turn(rng), ex_turn(rng), ex_match(rng, "one_edge"), ex_match(rng, "two_edges")]


def _l04(rng: random.Random, seed: int) -> list[Exercise]:
    return [
        ex_score(rng, "start"),
        ex_score(rng, "one_side"),
        ex_score(rng, "bridge"),
        ex_score(rng, "hexagon"),
        ex_score(rng, "two_sides", "trimino_advanced"),
        ex_hand_penalty(rng),
    ]


def _l05(rng: random.Random, seed: int) -> list[Exercise]:
    return [ex_who_starts(rng, 4), ex_fits_hand(rng), ex_match(rng, "bridge"), ex_going_out(rng)]


def _l06(rng: random.Random, seed: int) -> list[Exercise]:
    kinds = list(_CHANCES)
    rng.shuffle(kinds)
    return [ex_chance(rng, k) for k in kinds[:4]] + [ex_worth_count(rng)]


def _l07(rng: random.Random, seed: int) -> list[Exercise]:
    return [
        ex_shape_count(rng, "hexagon"),
        ex_shape_count(rng, "triangle"),
        ex_shape_count(rng, "free"),
        ex_big_triangle(rng),
    ]


def _l08(rng: random.Random, seed: int) -> list[Exercise]:
    return [ex_score_sheet(rng), ex_score(rng, "any"), ex_going_out(rng), ex_hand_penalty(rng)]


#: The lessons' worksheets: (stem, exercises).  A later lesson adds a line, e.g.
#: ``("09_puzzles", "trio_widgets.puzzles:sheet_exercises")`` (the titles ``print.lesson.09`` and
#: ``print.lesson.10`` are in the catalogue already).
_SHEETS: tuple[tuple[str, Builder | str], ...] = (
    ("01_meet_the_tiles", _l01),
    ("02_counting", _l02),
    ("03_matching_and_turning", _l03),
    ("04_scoring", _l04),
    ("05_play_a_game", _l05),
    ("06_chance_and_simulation", _l06),
    ("07_mosaic_pictures", _l07),
    ("08_keep_score", _l08),
    ("09_puzzles", "trio_widgets.puzzle_sheets:sheet_09"),
    ("10_strategy_and_chance", "trio_widgets.puzzle_sheets:sheet_10"),
)
for _stem, _build in _SHEETS:
    register_lesson(_stem, Msg(f"print.lesson.{_stem[:2]}"), _build)


# --------------------------------------------------------------------------- laying out pages


class _Flow:
    """Pages filled from the top, a new page when the next block does not fit."""

    def __init__(self, footer: str) -> None:
        self.pages: list[Page] = []
        self.footer = footer
        self.y = 0.0
        self.new_page()

    def new_page(self) -> Page:
        page = Page()
        self.pages.append(page)
        self.y = MARGIN
        return page

    @property
    def page(self) -> Page:
        return self.pages[-1]

    def need(self, h: float) -> None:
        if self.y + h > PAGE_H - MARGIN - 8:
            self.new_page()

    def paragraph(self, text: str, size: float = 11, bold: bool = False, x: float = MARGIN, indent: float = 0) -> None:
        lh = size * PT * 1.35
        for line in _wrap(text, size, PAGE_W - MARGIN - x - indent, bold):
            self.need(lh)
            self.y += lh
            self.page.text(x + indent, self.y, line, size=size, bold=bold)

    def bullet(self, text: str, size: float = 10.5) -> None:
        """A line of a list: a bullet, and the wrapped lines aligned after it."""
        lh = size * PT * 1.35
        indent = 6.0
        for k, line in enumerate(_wrap(text, size, PAGE_W - 2 * MARGIN - indent)):
            self.need(lh)
            self.y += lh
            if k == 0:
                self.page.text(MARGIN + 2, self.y, "\u2022", size=size)
            self.page.text(MARGIN + indent, self.y, line, size=size)

    def finish(self) -> list[Page]:
        n = len(self.pages)
        for i, page in enumerate(self.pages):
            page.text(MARGIN, PAGE_H - 8, self.footer, size=8, color=GREY)
            page.text(PAGE_W - MARGIN, PAGE_H - 8, f"{i + 1} / {n}", size=8, align="right", color=GREY)
        return self.pages


def _header(flow: _Flow, title: str, lang: str) -> None:
    flow.y += 8
    flow.page.text(MARGIN, flow.y, title, size=16, bold=True)
    flow.y += 10
    name, date = _t("print.header.name", lang), _t("print.header.date", lang)
    flow.page.text(MARGIN, flow.y, name, size=11)
    x = MARGIN + _width(name, 11) + 2
    flow.page.line(x, flow.y + 0.8, 128, flow.y + 0.8, 0.3, GREY)
    flow.page.text(134, flow.y, date, size=11)
    x2 = 134 + _width(date, 11) + 2
    flow.page.line(x2, flow.y + 0.8, PAGE_W - MARGIN, flow.y + 0.8, 0.3, GREY)
    flow.y += 4
    flow.page.line(MARGIN, flow.y, PAGE_W - MARGIN, flow.y, 0.5)


def _exercise_block(flow: _Flow, i: int, ex: Exercise, lang: str, pips: bool) -> None:
    width = PAGE_W - 2 * MARGIN - 8
    lines = _wrap(ex.prompt.text(lang), 11, width)
    # A board with tiles to choose from or to turn: the tiles on the left, the board beside them.
    side_by_side = isinstance(ex.figure, BoardFigure) and isinstance(ex.figure2, TilesFigure)
    if side_by_side:
        assert isinstance(ex.figure2, TilesFigure)
        left = 2 * (ex.figure2.side + 5) if len(ex.figure2.tiles) > 1 else ex.figure2.side + 5
        figs_h = max(_figure_height(ex.figure, width - left - 6), _figure_height(ex.figure2, left))
    else:
        left = 0.0
        figs_h = _figure_height(ex.figure, width) + _figure_height(ex.figure2, width)
    h = len(lines) * 5.3 + figs_h + ex.lines * 9 + 14
    flow.need(min(h, PAGE_H - 2 * MARGIN - 20))
    flow.y += 6
    flow.page.text(MARGIN, flow.y + 5.3, f"{i}.", size=12, bold=True)
    for line in lines:
        flow.y += 5.3
        flow.page.text(MARGIN + 8, flow.y, line, size=11)
    if side_by_side:
        assert ex.figure is not None and ex.figure2 is not None
        flow.y += 3
        draw_figure(flow.page, ex.figure2, MARGIN + 8, flow.y + 2, left, pips, lang)
        draw_figure(flow.page, ex.figure, MARGIN + 8 + left + 6, flow.y, width - left - 6, pips, lang)
        flow.y += figs_h
    else:
        for fig in (ex.figure, ex.figure2):
            if fig is not None:
                flow.y += 3
                draw_figure(flow.page, fig, MARGIN + 8, flow.y, width, pips, lang)
                flow.y += _figure_height(fig, width)
    for _ in range(ex.lines):
        flow.y += 9
        flow.page.line(MARGIN + 8, flow.y, PAGE_W - MARGIN, flow.y, 0.25, LIGHT)


def _answer_block(flow: _Flow, i: int, ex: Exercise, lang: str) -> None:
    width = PAGE_W - 2 * MARGIN - 8
    texts = [t.text(lang) for t in ex.answer_text]
    fig = ex.answer_figure
    fig_w = 70.0
    text_w = width - (fig_w + 4 if fig is not None else 0)
    wrapped = [w for t in texts for w in _wrap(t, 10, text_w)]
    fh = _figure_height(fig, fig_w) if fig is not None else 0
    h = max(len(wrapped) * 4.8, fh) + 4
    flow.need(h)
    top = flow.y
    flow.y += 4.8
    flow.page.text(MARGIN, flow.y, f"{i}.", size=11, bold=True)
    flow.y -= 4.8
    for line in wrapped:
        flow.y += 4.8
        flow.page.text(MARGIN + 8, flow.y, line, size=10)
    if fig is not None:
        draw_figure(flow.page, fig, PAGE_W - MARGIN - fig_w, top + 2, fig_w)
        flow.y = max(flow.y, top + fh)
    flow.y += 3


class Worksheet(Printable):
    """A lesson's exercises on paper, then the answers for the teacher (from the answer page on)."""

    kind = "worksheet"

    def __init__(self, lesson: str, lang: str, seed: int, exercises: list[Exercise], pips: bool = False) -> None:
        self.lesson = lesson
        self.seed = seed
        self.exercises = exercises
        sheet = LESSONS[lesson[:2]]
        title = _t("print.worksheet.title", lang, lesson=sheet.title.text(lang))
        footer = _t("print.footer.worksheet", lang, lesson=lesson[:2], seed=seed)
        flow = _Flow(footer)
        _header(flow, title, lang)
        for i, ex in enumerate(exercises, 1):
            _exercise_block(flow, i, ex, lang, pips)
        self.answer_page = len(flow.pages)  # index of the first answer page
        flow.new_page()
        flow.y += 8
        flow.page.text(
            MARGIN, flow.y, _t("print.answers.title", lang, lesson=sheet.title.text(lang)), size=16, bold=True
        )
        flow.y += 3
        flow.paragraph(_t("print.answers.note", lang), size=9)
        flow.y += 3
        for i, ex in enumerate(exercises, 1):
            _answer_block(flow, i, ex, lang)
        super().__init__(title, lang, flow.finish())

    def __repr__(self) -> str:
        return (
            f"<Worksheet lesson {self.lesson!r} seed={self.seed} lang={self.lang!r}: {len(self.exercises)} exercises, "
            f"{self.page_count} A4 pages (answers from page {self.answer_page + 1})>"
        )


def worksheet(lesson: object, lang: str = "en", seed: int = 0, pips: bool = False) -> Worksheet:
    """The exercises of ``lesson`` (``"04"``, ``4`` or ``"04_scoring"``) on paper, then an answer page.

    The exercises come from the engine with ``seed`` (the sheet's number, printed in its
    footer): the same seed gives the same sheet, another seed another one, so neighbours in
    a class can get different sheets.  ``pips=True`` draws dots instead of digits.

    >>> worksheet("04", lang="pl").lesson
    '04_scoring'
    >>> worksheet("99")
    Traceback (most recent call last):
    ...
    ValueError: no worksheet for lesson '99'; the lessons with worksheets are 01 (01_meet_the_tiles), ..., 10 (10_strategy_and_chance)
    """
    sheet = _lesson(lesson)
    lang = i18n.check_lang(lang)
    seed = _check_seed(seed)
    if not isinstance(pips, bool):
        raise ValueError(f"pips is True (dots) or False (digits), not {pips!r}")
    rng = random.Random(f"trio_widgets:worksheet:{sheet.stem}:{seed}")
    exercises = sheet.exercises(rng, seed)
    return Worksheet(sheet.stem, lang, seed, exercises, pips)


# --------------------------------------------------------------------------- tiles to cut out

CUT_SIDE = 45.0  # mm: about the size of a real tile


class CutoutSheet(Printable):
    """The 56 tiles of a set, 45 mm a side, in strips that share their cut lines."""

    kind = "cutout"

    def __init__(self, lang: str, pips: bool) -> None:
        self.pips = pips
        tiles = full_set()
        self.tiles = tiles
        title = _t("print.cutout.title", lang)
        flow = _Flow(_t("print.footer.cutout", lang))
        h = CUT_SIDE * math.sqrt(3) / 2
        per_row = int((PAGE_W - 2 * MARGIN - CUT_SIDE / 2) // (CUT_SIDE / 2))  # triangles in a strip
        i = 0
        first = True
        while i < len(tiles):
            page = flow.page if first else flow.new_page()
            y = MARGIN + 2
            if first:
                page.text(MARGIN, y + 6, title, size=15, bold=True)
                y += 9
                for line in _wrap(_t("print.cutout.how", lang), 9.5, PAGE_W - 2 * MARGIN):
                    y += 4.5
                    page.text(MARGIN, y, line, size=9.5)
                y += 4
                first = False
            while i < len(tiles) and y + h <= PAGE_H - MARGIN - 8:
                row = tiles[i : i + per_row]
                width = (len(row) + 1) * CUT_SIDE / 2
                x0 = (PAGE_W - width) / 2
                for k, t in enumerate(row):
                    up = k % 2 == 0
                    pts = _tile_points(x0 + k * CUT_SIDE / 2, y, CUT_SIDE, up)
                    a, b, c = t
                    draw_triangle(
                        page, pts, (a, b, c), fill=None, stroke=GREY, width=0.35, pips=pips, size_factor=0.5, inset=0.45
                    )
                i += len(row)
                y += h
        super().__init__(title, lang, flow.finish())


def cutout_sheet(lang: str = "en", pips: bool = False) -> CutoutSheet:
    """The 56 tiles to print on A4 and cut out (45 mm a side), for a class without sets.

    ``pips=True`` draws dots instead of digits (for children who count before they read numbers).

    >>> s = cutout_sheet("ru")
    >>> len(s.tiles), s.page_count
    (56, 2)
    """
    lang = i18n.check_lang(lang)
    if not isinstance(pips, bool):
        raise ValueError(f"pips is True (dots) or False (digits), not {pips!r}")
    return CutoutSheet(lang, pips)


# --------------------------------------------------------------------------- rules for a family


def _deal_groups(rules: Rules) -> list[tuple[int, int, int]]:
    """(from players, to players, tiles each), grouping player counts dealt the same."""
    out: list[tuple[int, int, int]] = []
    for players in range(rules.min_players, rules.max_players + 1):
        h = rules.hand_size(players)
        if out and out[-1][2] == h:
            out[-1] = (out[-1][0], players, h)
        else:
            out.append((players, players, h))
    return out


def rule_lines(rules: Rules) -> list[tuple[Msg, list[Msg]]]:
    """The rules as sections of sentences, each made from the rule set's numbers."""
    sections: list[tuple[Msg, list[Msg]]] = []
    need = [
        Msg(
            "print.rules.need",
            n=len(full_set(rules.max_value)),
            top=rules.max_value,
            lo=rules.min_players,
            hi=rules.max_players,
        )
    ]
    if rules.keep_score:
        need.append(Msg("print.rules.need_paper"))
    if not rules.keep_score:
        need.append(Msg("print.rules.goal_kids"))
    elif rules.penalty_scoring:
        need.append(Msg("print.rules.goal_low"))
    else:
        need.append(Msg("print.rules.goal"))
    sections.append((Msg("print.rules.h.need"), need))

    deal = [Msg("print.rules.shuffle")]
    for lo, hi, n in _deal_groups(rules):
        if lo == hi:
            deal.append(Msg("print.rules.deal_one", p=lo, n=n))
        else:
            deal.append(Msg("print.rules.deal_range", lo=lo, hi=hi, n=n))
    deal.append(Msg("print.rules.pool"))
    sections.append((Msg("print.rules.h.deal"), deal))

    start = [Msg("print.rules.starter"), Msg("print.rules.no_triple")]
    if rules.keep_score and not rules.penalty_scoring:
        start.append(Msg("print.rules.start_points"))
        if rules.start_bonus:
            start.append(Msg("print.rules.start_bonus", p=rules.start_bonus))
        if rules.zero_triple_bonus:
            start.append(
                Msg(
                    "print.rules.zero_bonus",
                    p=rules.zero_triple_bonus,
                    total=rules.start_bonus + rules.zero_triple_bonus,
                )
            )
    sections.append((Msg("print.rules.h.start"), start))

    turn = [Msg("print.rules.match"), Msg("print.rules.no_mirror")]
    if rules.max_draws is None:
        turn.append(Msg("print.rules.draw_until"))
    else:
        turn.append(Msg("print.rules.draw_max", n=rules.max_draws))
    if rules.may_draw_instead:
        turn.append(Msg("print.rules.may_draw"))
    if rules.keep_score and not rules.penalty_scoring and rules.draw_penalty:
        turn.append(Msg("print.rules.draw_penalty", p=rules.draw_penalty))
    turn.append(Msg("print.rules.pass"))
    if rules.keep_score and not rules.penalty_scoring and rules.pass_penalty:
        turn.append(Msg("print.rules.pass_penalty", p=rules.pass_penalty))
    sections.append((Msg("print.rules.h.turn"), turn))

    if rules.keep_score and not rules.penalty_scoring:
        pts = [Msg("print.rules.points_sum")]
        if rules.multiply_by_sides:
            pts.append(Msg("print.rules.points_sides"))
        if rules.bridge_bonus:
            pts.append(Msg("print.rules.bridge", p=rules.bridge_bonus))
        if rules.two_sides_bonus:
            pts.append(Msg("print.rules.two_sides", p=rules.two_sides_bonus))
        if rules.hexagon_bonus:
            pts.append(Msg("print.rules.hexagon", p=rules.hexagon_bonus, p2=2 * rules.hexagon_bonus))
        sections.append((Msg("print.rules.h.points"), pts))

    end = [Msg("print.rules.end")]
    if not rules.keep_score:
        end.append(Msg("print.rules.end_kids"))
    elif rules.penalty_scoring:
        end.append(Msg("print.rules.end_penalty"))
    else:
        end.append(
            Msg("print.rules.end_out", p=rules.out_bonus) if rules.out_bonus else Msg("print.rules.end_out_plain")
        )
        end.append(Msg("print.rules.end_blocked"))
    sections.append((Msg("print.rules.h.end"), end))

    if rules.target is not None:
        key = "print.rules.target_low" if rules.winner == "lowest" else "print.rules.target"
        sections.append((Msg("print.rules.h.match"), [Msg(key, n=rules.target)]))
    return sections


def _rules_pictures(rules: Rules) -> list[tuple[Msg, BoardFigure]]:
    """Small pictures of a bridge and a hexagon, built and checked by the engine."""
    pics: list[tuple[Msg, BoardFigure]] = []
    if rules.bridge_bonus or (rules.keep_score and not rules.penalty_scoring and rules.hexagon_bonus):
        q = make_scoring_question(1, "bridge")
        if rules.bridge_bonus:
            pics.append(
                (
                    Msg("print.rules.pic.bridge", p=rules.bridge_bonus),
                    BoardFigure(q.board, move=q.move, max_side=11),
                )
            )
        if rules.hexagon_bonus:
            h = make_scoring_question(2, "hexagon")
            pics.append(
                (
                    Msg("print.rules.pic.hexagon", p=rules.hexagon_bonus),
                    BoardFigure(h.board, move=h.move, max_side=11),
                )
            )
    return pics


class RulesSheet(Printable):
    """One page of rules for a family, every number from the rule set."""

    kind = "rules"

    def __init__(self, rules: Rules, lang: str) -> None:
        self.rules = rules
        self.sections = rule_lines(rules)
        name = _t(f"print.preset.{rules.name}", lang) if rules.name in PRESETS else rules.name
        title = _t("print.rules.title", lang, rules=name)
        # the largest print that keeps the rules and their pictures on one page
        for size in (10.5, 10.0, 9.5, 9.0, 8.5, 8.0):
            flow, bottom = self._layout(title, lang, size)
            if len(flow.pages) == 1 and bottom <= PAGE_H - MARGIN - 6:
                break
        super().__init__(title, lang, flow.finish())

    def _layout(self, title: str, lang: str, size: float) -> tuple[_Flow, float]:
        flow = _Flow(_t("print.footer.rules", lang))
        flow.y += 8
        # a family's own rule-set name can be long: the title wraps inside the margins
        for k, line in enumerate(_wrap(title, 16, PAGE_W - 2 * MARGIN, bold=True)):
            flow.y += 16 * PT * 1.25 if k else 0
            flow.page.text(MARGIN, flow.y, line, size=16, bold=True)
        flow.y += 2
        for head, lines in self.sections:
            flow.y += 2.5
            flow.paragraph(head.text(lang), size=size + 1.5, bold=True)
            for t in lines:
                flow.bullet(t.text(lang), size=size)
        bottom = flow.y
        pics = _rules_pictures(self.rules)
        if pics:
            flow.y += 4
            col = (PAGE_W - 2 * MARGIN) / len(pics)
            top = flow.y
            for k, (cap, fig) in enumerate(pics):
                x = MARGIN + k * col
                draw_figure(flow.page, fig, x, top, col - 6)
                _s, _box, fh = _board_layout(fig, col - 6)
                yy = top + fh + 5
                for line in _wrap(cap.text(lang), 9, col - 6):
                    flow.page.text(x, yy, line, size=9)
                    yy += 4.2
                bottom = max(bottom, yy)
        return flow, bottom


def rules_sheet(preset: str | Rules, lang: str = "en") -> RulesSheet:
    """One A4 page of rules for a family, from the numbers of ``preset`` (a name or a Rules).

    >>> rules_sheet("classic", "hu").page_count
    1
    >>> "60" in rules_sheet("classic").text()
    True
    """
    if isinstance(preset, Rules):
        rules = preset
    elif isinstance(preset, str):
        rules = Rules.preset(preset)  # ValueError naming the presets
    else:
        raise ValueError(f"a rule set is a preset name ({', '.join(PRESETS)}) or a Rules, not {preset!r}")
    lang = i18n.check_lang(lang)
    return RulesSheet(rules, lang)
