"""The 56 tiles to print and cut out, for a class without sets."""

from __future__ import annotations

import math
from typing import Any

from .. import words as i18n
from ..engine import full_set
from ._document import Printable
from ._draw_figures import tile_points
from ._drawing import GREY, MARGIN, PAGE_H, PAGE_W
from ._font import wrap
from ._layout import Flow

__all__ = ["CutoutSheet", "cutout_sheet"]


def _t(key: str, lang: str, **params: Any) -> str:
    return i18n.t(key, lang, **params)


CUT_SIDE = 45.0  # mm: about the size of a real tile


class CutoutSheet(Printable):
    """The 56 tiles of a set, 45 mm a side, in strips that share their cut lines."""

    kind = "cutout"

    def __init__(self, lang: str, pips: bool) -> None:
        self.pips = pips
        tiles = full_set()
        self.tiles = tiles
        title = _t("print.cutout.title", lang)
        flow = Flow(_t("print.footer.cutout", lang))
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
                for line in wrap(_t("print.cutout.how", lang), 9.5, PAGE_W - 2 * MARGIN):
                    y += 4.5
                    page.text(MARGIN, y, line, size=9.5)
                for line in wrap(_t("print.cutout.card", lang), 9.5, PAGE_W - 2 * MARGIN, bold=True):
                    y += 4.5
                    page.text(MARGIN, y, line, size=9.5, bold=True)
                y += 4
                first = False
            while i < len(tiles) and y + h <= PAGE_H - MARGIN - 8:
                row = tiles[i : i + per_row]
                width = (len(row) + 1) * CUT_SIDE / 2
                x0 = (PAGE_W - width) / 2
                for k, t in enumerate(row):
                    up = k % 2 == 0
                    pts = tile_points(x0 + k * CUT_SIDE / 2, y, CUT_SIDE, up)
                    page.triangle(pts, t, pips=pips, corner_digits=True)  # digits into their corners
                    page.poly(pts, None, GREY, 0.35)  # its cut line, shared with its neighbours
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
