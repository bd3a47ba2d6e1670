"""The printables' font, DejaVu Sans, shipped in ``paper/fonts/``, and measuring text set in it.

The two files (regular and bold) are DejaVu Sans cut down by ``tools/subset_fonts.py`` to the
letters of English, Russian, Polish and Hungarian and the signs the sheets print (about 80 and
70 kB; the licence is ``fonts/LICENSE``).  A letter the font lacks (a name written in Chinese,
say) is printed as :data:`MISSING`, a white square, and measured as one.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fpdf import FPDF

__all__ = [
    "BOLD",
    "FONT",
    "MISSING",
    "REGULAR",
    "fit_lines",
    "has_glyph",
    "new_pdf",
    "printable",
    "text_width",
    "wrap",
    "wrap_words",
]

#: The name the PDFs know the font by.
FONT = "DejaVu"
FONTS = Path(__file__).resolve().parent / "fonts"
REGULAR = FONTS / "DejaVuSans.ttf"
BOLD = FONTS / "DejaVuSans-Bold.ttf"
#: What a letter the font lacks is printed as.
MISSING = "\u25a1"
MM_PER_PT = 25.4 / 72


@cache
def _advances(bold: bool) -> tuple[dict[int, float], float]:
    """Each character's advance as a fraction of the font size, and the missing glyph's."""
    from fontTools.ttLib import TTFont

    font = TTFont(BOLD if bold else REGULAR, lazy=True)
    per_em = float(font["head"].unitsPerEm)
    hmtx = font["hmtx"]
    widths = {code: hmtx[glyph][0] / per_em for code, glyph in font.getBestCmap().items()}
    return widths, hmtx[".notdef"][0] / per_em


def has_glyph(ch: str, bold: bool = False) -> bool:
    """Whether the font (regular or bold) can print the character ``ch``."""
    return ord(ch) in _advances(bold)[0]


def printable(text: str, bold: bool = False) -> str:
    """``text`` with every letter the font lacks replaced by :data:`MISSING`."""
    widths = _advances(bold)[0]
    if all(ord(c) in widths for c in text):
        return text
    return "".join(c if ord(c) in widths else MISSING for c in text)


def text_width(text: str, size: float, bold: bool = False) -> float:
    """Width in mm of ``text`` printed at ``size`` points."""
    widths, _ = _advances(bold)
    return sum(widths[ord(c)] for c in printable(text, bold)) * size * MM_PER_PT


def _split_word(word: str, size: float, width: float, bold: bool) -> list[str]:
    """A word wider than ``width`` (a name with no break point) cut into pieces that fit."""
    pieces: list[str] = []
    piece = ""
    for ch in word:
        if piece and text_width(piece + ch, size, bold) > width:
            pieces.append(piece)
            piece = ch
        else:
            piece += ch
    return pieces + [piece]


def wrap(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``text`` broken into lines at most ``width`` mm wide (at spaces; ``\n`` starts a new line;
    a word wider than a line, a name with no break point, is cut where the line ends).

    >>> wrap("W" * 40, 12, 60)[0] == "W" * len(wrap("W" * 40, 12, 60)[0]), len(wrap("W" * 40, 12, 60))
    (True, 3)
    """
    lines: list[str] = []
    for line in wrap_words(text, size, width, bold):
        if text_width(line, size, bold) > width:  # a word wider than the line: cut it
            *done, line = _split_word(line, size, width, bold)
            lines += done
        lines.append(line)
    return lines


def fit_lines(
    text: str, size: float, width: float, bold: bool = False, smallest: float = 0.7
) -> list[tuple[str, float]]:
    """A title in lines at most ``width`` mm wide, each with its size: wrapped at spaces, and a
    word too wide for a line (a name with no break point) first printed smaller (down to
    ``smallest`` of ``size``), then cut.

    >>> [(len(line), sz) for line, sz in fit_lines("How to play: " + "W" * 40, 16, 180, bold=True)]
    [(12, 16), (40, 11.5)]
    """
    out: list[tuple[str, float]] = []
    for line in wrap_words(text, size, width, bold):
        sz = size
        while text_width(line, sz, bold) > width and sz > size * smallest + 1e-9:
            sz = round(max(size * smallest, sz - 0.5), 2)
        out += [(piece, sz) for piece in wrap(line, sz, width, bold)]
    return out


def wrap_words(text: str, size: float, width: float, bold: bool = False) -> list[str]:
    """``text`` broken at spaces only: a word wider than the line stays whole, on a line of its own."""
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for w in para.split(" "):
            trial = f"{line} {w}" if line else w
            if line and text_width(trial, size, bold) > width:
                lines.append(line)
                line = w
            else:
                line = trial
        lines.append(line)
    return lines


def new_pdf() -> FPDF:
    """A new, empty A4 document (millimetres, no margins, no automatic page break) with the font.

    Each document gets its own: fpdf2 cuts a document's font down to the glyphs it prints when
    it writes the file, and the shipped font is small enough to load each time."""
    from fpdf import FPDF

    pdf = FPDF(orientation="portrait", unit="mm", format="A4")
    pdf.add_font(FONT, "", REGULAR)
    pdf.add_font(FONT, "B", BOLD)
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    return pdf
