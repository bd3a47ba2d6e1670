"""Pages drawn into an A4 PDF with fpdf2."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timezone
from typing import Any

from ._drawing import Page
from ._font import FONT, new_pdf

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


def _draw_pdf(pdf: Any, page: Page) -> None:
    pdf.add_page()
    for op in page.ops:
        kind = op[0]
        if kind == "text":
            _, x, y, text, size, bold, color = op
            pdf.set_font(FONT, "B" if bold else "", size)
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
