"""Pages drawn into an A4 PDF with fpdf2."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timezone
from typing import TYPE_CHECKING

from ._drawing import DASH, Colour, Line, Page, Polygon, Primitive, Rect, Text
from ._font import FONT, new_pdf, printable
from ._tile_style import flat

if TYPE_CHECKING:
    from fpdf import FPDF

__all__ = ["pdf_bytes"]


def pdf_bytes(title: str, lang: str, pages: Sequence[Page]) -> bytes:
    """The PDF of ``pages``, titled ``title`` in language ``lang`` (the same bytes each time)."""
    pdf = new_pdf()
    pdf.set_title(title)
    pdf.set_lang(lang)
    pdf.set_creator("trio_widgets")
    pdf.set_creation_date(datetime(2024, 1, 1, tzinfo=timezone.utc))
    for page in pages:
        _draw_pdf(pdf, page)
    return bytes(pdf.output())


def _snap(v: float, k: float) -> float:
    """``v`` mm moved onto a grid of 0.1 pt (0.035 mm, far finer than a printer's dot): the page's
    numbers then end alike, and a sheet of 30 worksheets compresses about 6 % smaller."""
    return round(v * k, 1) / k


def _outline(pdf: FPDF, stroke: Colour | None, width: float, dash: bool) -> None:
    if stroke is not None:
        pdf.set_draw_color(*stroke)
        pdf.set_line_width(width)
        pdf.set_dash_pattern(dash=DASH[0] if dash else 0, gap=DASH[1] if dash else 0)


def _style(fill: Colour | None, stroke: Colour | None) -> str:
    """fpdf2's paint style: "F" fill, "D" draw the outline, "DF" both."""
    if fill is not None:
        return "DF" if stroke is not None else "F"
    return "D"


def _draw_step(pdf: FPDF, step: Primitive) -> None:
    if isinstance(step, Text):
        pdf.set_font(FONT, "B" if step.bold else "", step.size)
        pdf.set_text_color(*step.color)
        if step.angle:
            with pdf.rotation(-step.angle, step.x, step.y):  # fpdf2 turns anticlockwise
                pdf.text(step.x, step.y, printable(step.text, step.bold))
        else:
            pdf.text(step.x, step.y, printable(step.text, step.bold))
    elif isinstance(step, Line):
        _outline(pdf, step.color, step.width, step.dash)
        k = pdf.k
        pdf.line(_snap(step.x1, k), _snap(step.y1, k), _snap(step.x2, k), _snap(step.y2, k))
    elif isinstance(step, Polygon):
        if step.fill is not None:
            pdf.set_fill_color(*step.fill)
        _outline(pdf, step.stroke, step.width, step.dash)
        k = pdf.k
        points = [(_snap(x, k), _snap(y, k)) for x, y in step.points]
        pdf.polygon(points, style=_style(step.fill, step.stroke))
    elif isinstance(step, Rect):
        if step.fill is not None:
            pdf.set_fill_color(*step.fill)
        _outline(pdf, step.stroke, step.width, step.dash)
        k = pdf.k
        x, y, w, h = (_snap(v, k) for v in (step.x, step.y, step.w, step.h))
        pdf.rect(x, y, w, h, style=_style(step.fill, step.stroke))
    else:
        pdf.set_fill_color(*step.color)
        pdf.ellipse(step.x - step.r, step.y - step.r, 2 * step.r, 2 * step.r, style="F")


def _draw_pdf(pdf: FPDF, page: Page) -> None:
    pdf.add_page()
    for step in flat(page.steps):
        _draw_step(pdf, step)
    pdf.set_dash_pattern()
