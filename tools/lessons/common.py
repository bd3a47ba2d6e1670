"""Pieces every lesson shares."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from build_lessons import Cell, check, code, helper, md  # noqa: F401

#: Lesson file names (without .ipynb) and titles, in order: 00 links them.
TITLES = {
    "00_start_here": "Start here",
    "01_meet_the_tiles": "Meet the tiles",
    "02_counting": "Counting the tiles",
    "03_matching_and_turning": "Matching and turning",
    "04_scoring": "Scoring arithmetic",
    "05_play_a_game": "Play a game",
    "06_chance_and_simulation": "Chance and simulation",
    "07_mosaic_pictures": "Mosaic pictures",
    "08_keep_score": "Keep score of a real game",
}

# The first code cell of the lessons that draw rows of tiles.
SETUP_TILES = '''
import trio_widgets as tw
from trio_widgets.svg import STYLE, SvgString, def_ids, def_markup, tile_markup


def tiles_picture(tiles, size=56, per_row=8):
    """Draw several tiles in rows, each with its name under it (you do not need to read this)."""
    e = STYLE["edge"]
    h = e * 3 ** 0.5 / 2
    cw, ch = e * 1.12, h + 0.42 * e
    parts = []
    for i, corners in enumerate(tiles):
        x, y = (i % per_row + 0.5) * cw, (i // per_row) * ch + 2 * h / 3 + 0.06 * e
        parts.append(tile_markup(tuple(corners), True, x=x, y=y))
        parts.append(f'<text x="{x:.1f}" y="{y + h / 3 + 0.3 * e:.1f}" text-anchor="middle" '
                     f'font-size="{0.19 * e:.1f}" font-weight="bold">{tw.Tile(*corners)}</text>')
    w, h_all = min(per_row, len(tiles)) * cw, -(-len(tiles) // per_row) * ch
    names = ", ".join(str(tw.Tile(*t)) for t in tiles)
    return SvgString(
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'viewBox="0 0 {w:.1f} {h_all:.1f}" width="{w * size / e:.0f}" height="{h_all * size / e:.0f}" '
        f'role="img" aria-label="{len(tiles)} tiles: {names}" font-family="sans-serif" fill="#222">'
        f'<defs>{"".join(def_markup(d) for d in def_ids(False))}</defs>'
        f'<rect width="100%" height="100%" rx="{0.1 * e:.1f}" fill="#fbf7ef"/>{"".join(parts)}</svg>'
    )
'''


def teacher(age: str, time: str, goal: str, questions: list[str], extra: str = "") -> Cell:
    """The note for the teacher: a clearly marked block."""
    qs = "\n".join(f"> - {q}" for q in questions)
    more = f"\n>\n> {extra}" if extra else ""
    return md(
        f"""
> ### 🍎 For the teacher
>
> **Age:** {age} · **Time:** {time}
>
> **Goal:** {goal}
>
> **Questions to ask afterwards:**
>
{qs}{more}
"""
    )


def answer(question: str, body: str, summary: str = "Answer") -> Cell:
    """An exercise with its answer folded away in a <details> block."""
    import textwrap

    return md(
        f"""
{textwrap.dedent(question).strip()}

<details><summary>{summary}</summary>

{textwrap.dedent(body).strip()}

</details>
"""
    )


def next_lesson(stem: str) -> Cell:
    keys = list(TITLES)
    i = keys.index(stem)
    bits = []
    if i > 0:
        bits.append(f"⬅ Back: [{keys[i - 1][:2]} {TITLES[keys[i - 1]]}]({keys[i - 1]}.ipynb)")
    bits.append("[🏠 Start here](00_start_here.ipynb)")
    if i + 1 < len(keys):
        bits.append(f"Next: [{keys[i + 1][:2]} {TITLES[keys[i + 1]]}]({keys[i + 1]}.ipynb) ➡")
    return md(" · ".join(bits))


def widget_ready(name: str) -> bool:
    """True when ``tw.<name>`` exists and can be imported (widgets are written in parallel)."""
    try:
        import trio_widgets

        getattr(trio_widgets, name)
        return True
    except Exception:
        return False


def widget(name: str, src: str, fallback: str = "", what: str = "") -> list[Cell]:
    """A cell showing widget ``tw.<name>``; while that widget does not exist yet, a clearly
    marked note and (optionally) a cell that does the same job with what exists."""
    if widget_ready(name):
        return [code(src)]
    cells = [
        md(
            f"""
> 🚧 **Not ready yet:** the `tw.{name}` widget{(" (" + what + ")") if what else ""} is still
> being built. When it is there, this cell will be: `{src.strip().splitlines()[-1].strip()}`.
> {"Meanwhile, the cell below does the same job without it." if fallback else ""}
"""
        )
    ]
    if fallback:
        cells.append(code(fallback))
    return cells


def try_first() -> Cell:
    """Put before a checked cell that gives an exercise's answer away."""
    return md("🔍 **Check with the computer.** This shows the answer, so try on your own first!")
