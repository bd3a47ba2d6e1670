"""Make the printables' font: DejaVu Sans regular and bold, cut down to the letters of the four
languages (English, Russian, Polish, Hungarian) and the signs the sheets print.

    python tools/subset_fonts.py [SOURCE_DIR]

SOURCE_DIR holds DejaVuSans.ttf and DejaVuSans-Bold.ttf (Debian's fonts-dejavu-core puts them in
/usr/share/fonts/truetype/dejavu, the default). Writes trio_widgets/paper/fonts/. Run it again
only to change the letters (UNICODES below); the fonts it writes are committed.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset

OUT = Path(__file__).resolve().parent.parent / "trio_widgets" / "paper" / "fonts"

# Basic Latin, Latin-1 and Latin Extended-A (Polish ą ę ł ń ś ź ż, Hungarian ő ű), Cyrillic,
# general punctuation (dashes, quotes, bullet, ellipsis), and the signs the sheets and the
# catalogues use: № · × − → ← ↑ ↓ ↻ ↺ ★ ☆ ✓ ✗ △ ▽ ▲ ▼ □ ■ ○ ● ≤ ≥ ≠ ≈ ½ ¼ ¾.
UNICODES = [
    *range(0x0020, 0x007F),
    *range(0x00A0, 0x0180),
    *range(0x0400, 0x0460),
    *range(0x2010, 0x2028),
    *range(0x2030, 0x203B),
    0x2039,
    0x203A,
    0x2044,
    0x20AC,
    0x2116,
    0x2122,
    *range(0x2190, 0x219A),
    0x21BB,
    0x21BA,
    0x2212,
    0x2215,
    0x221A,
    0x221E,
    0x2248,
    0x2260,
    0x2264,
    0x2265,
    0x22C5,
    0x25A0,
    0x25A1,
    0x25B2,
    0x25B3,
    0x25B6,
    0x25BC,
    0x25BD,
    0x25C0,
    0x25CB,
    0x25CF,
    0x2605,
    0x2606,
    0x2713,
    0x2714,
    0x2717,
    0x2718,
]


def main() -> None:
    source = Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/fonts/truetype/dejavu")
    OUT.mkdir(parents=True, exist_ok=True)
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf"):
        options = subset.Options()
        options.layout_features = ["kern", "liga", "ccmp", "locl", "mark", "mkmk"]
        options.name_IDs = ["*"]  # keep the copyright and licence records
        options.notdef_outline = True
        options.recalc_timestamp = False
        font = subset.load_font(str(source / name), options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=UNICODES)
        subsetter.subset(font)
        subset.save_font(font, str(OUT / name), options)
        print(f"{OUT / name}: {(OUT / name).stat().st_size} bytes, {len(font.getBestCmap())} characters")


if __name__ == "__main__":
    main()
