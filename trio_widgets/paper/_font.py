"""The printables' font, DejaVu Sans, and measuring text set in it."""

from __future__ import annotations

import copy
import importlib.util
from pathlib import Path
from typing import Any

__all__ = ["FONT", "new_pdf", "text_width", "wrap"]

#: The name the PDFs know the font by.
FONT = "DejaVu"


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


def new_pdf() -> Any:
    """An empty A4 document with the fonts loaded.  Measuring a TTF's glyphs takes about a second,
    so that is done once and each document starts as a copy of an unused template."""
    if not _TEMPLATE:
        from fpdf import FPDF

        pdf = FPDF(orientation="portrait", unit="mm", format="A4")
        regular, bold = _font_files()
        pdf.add_font(FONT, "", str(regular))
        pdf.add_font(FONT, "B", str(bold))
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
        _MEASURE.append(new_pdf())
    return _MEASURE[0]


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Width in mm of ``text`` at ``size`` points."""
    m = _measure()
    m.set_font(FONT, "B" if bold else "", size)
    return float(m.get_string_width(text))


def wrap(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for w in words:
            trial = f"{line} {w}" if line else w
            if line and text_width(trial, size, bold) > width:
                lines.append(line)
                line = w
            else:
                line = trial
        lines.append(line)
    return lines
