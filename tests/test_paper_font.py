"""The printables' font ships in the package and has every letter the sheets can print.

``trio_widgets/paper/fonts/`` holds DejaVu Sans (regular, bold) cut down by
``tools/subset_fonts.py``.  Every text of the catalogues (all of them, in the four languages: a
sheet prints ``print.*``, ``puzzle.*``, ``drill.*``, ``engine.*`` ... values, and more may join)
and every lesson's title must be in both; a letter the font lacks prints as a white square.
"""

from __future__ import annotations

import dataclasses
import functools
import io
import logging
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

import pypdf
import pytest
from fontTools.ttLib import TTFont

import trio_widgets as tw
from trio_widgets.words import LANGUAGES, catalogue

ROOT = Path(__file__).resolve().parent.parent
FONTS = ROOT / "trio_widgets" / "paper" / "fonts"
sys.path.insert(0, str(ROOT / "tools"))
import build_lessons  # noqa: E402


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


@functools.cache
def _printed_texts() -> dict[str, str]:
    """Where each text comes from -> the text: every catalogue value, every lesson title."""
    out = {f"{lang}:{key}": s for lang in LANGUAGES for key, v in catalogue(lang).items() for s in _strings(v)}
    stems = list(build_lessons.load_lessons())
    for lang in LANGUAGES:
        for stem in stems:
            out[f"{lang}:lesson {stem}"] = build_lessons.load_texts(lang, stem)["title"]
    return out


@pytest.mark.parametrize("name", ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
def test_every_text_a_sheet_can_print_is_in_the_font(name):
    cmap = TTFont(FONTS / name).getBestCmap()
    texts = _printed_texts()
    assert len(texts) > 1000 and any("ё" in s for s in texts.values()) and any("ő" in s for s in texts.values())
    missing = {
        f"{ch!r} U+{ord(ch):04X} {unicodedata.name(ch, '?')} (in {where})"
        for where, s in texts.items()
        for ch in s
        if ch not in "\n\t" and ord(ch) not in cmap
    }
    assert sorted(missing) == []


def test_the_fonts_are_small_and_come_with_their_licence():
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        font = TTFont(FONTS / name)
        assert font["name"].getDebugName(1) == "DejaVu Sans"
        assert (FONTS / name).stat().st_size < 120_000  # cut down, not the whole 700 kB font
        assert "李" not in map(chr, font.getBestCmap())
    licence = (FONTS / "LICENSE").read_text(encoding="utf-8")
    assert "Bitstream Vera" in licence and "Arev" in licence and "Permission is hereby granted" in licence


def test_a_letter_outside_the_font_prints_as_a_square(caplog):
    house = dataclasses.replace(tw.Rules.preset("classic"), name="李家")
    sheet = tw.rules_sheet(house, "en")
    assert "李家" in sheet.text()  # what the sheet says
    with caplog.at_level(logging.WARNING):
        data = sheet.to_pdf()
    assert not [r for r in caplog.records if "missing" in r.getMessage()]  # fpdf2 is given no missing glyph
    printed = pypdf.PdfReader(io.BytesIO(data)).pages[0].extract_text()
    assert "\u25a1\u25a1" in printed and "李" not in printed
    # measured as what is printed: as wide as two squares
    from trio_widgets.paper._font import text_width

    assert text_width("李家", 10) == text_width("\u25a1\u25a1", 10) > 0
    assert text_width("Ann", 10) < text_width("Anna", 10)


def test_printing_needs_no_matplotlib():
    code = (
        "import sys\n"
        "sys.modules['matplotlib'] = None  # importing it would fail\n"
        "import trio_widgets as tw\n"
        "assert tw.worksheet('02', lang='ru').to_pdf()[:5] == b'%PDF-'\n"
        "assert tw.cutout_sheet('hu').to_pdf()[:5] == b'%PDF-'\n"
        "print('matplotlib' in sys.modules and sys.modules['matplotlib'] is not None)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"
