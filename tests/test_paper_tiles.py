"""Paper draws a tile in the one tile style: the numbers of ``tile_style.json`` that the SVG
pictures and the widgets draw from (``pictures.STYLE``), scaled from its ``edge`` to the tile's mm."""

from __future__ import annotations

import io
import re

import pypdf
import pytest

import trio_widgets as tw
from trio_widgets.paper import Dot, Polygon, Text, Triangle
from trio_widgets.paper._tile_style import MOVE_FACE, flat, tile_steps
from trio_widgets.pictures import STYLE

MM_PER_PT = 25.4 / 72


def _rgb(name: str) -> tuple[int, int, int]:
    h = STYLE["colours"][name][1].lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def _hex_rgb(h: str) -> tuple[int, int, int]:
    h = h.lstrip("#")
    return (int(h[0:2], 16), int(h[2:4], 16), int(h[4:6], 16))


def _tiles(printable) -> list[Triangle]:
    return [s for page in printable.pages for s in page.steps if isinstance(s, Triangle)]


def _pdf_ops(data: bytes) -> tuple[list[tuple[float, float, float]], list[tuple[float, float, float]], list[float]]:
    """Fill colours (rg), stroke colours (RG) and line widths (w, in points) of a PDF's first page."""
    content = pypdf.PdfReader(io.BytesIO(data)).pages[0].get_contents().get_data().decode("latin-1")
    num = r"(\d+(?:\.\d+)?)"
    fills = [tuple(map(float, m)) for m in re.findall(rf"{num} {num} {num} rg", content)]
    strokes = [tuple(map(float, m)) for m in re.findall(rf"{num} {num} {num} RG", content)]
    widths = [float(m) for m in re.findall(rf"(?m)^{num} w$", content)]
    return fills, strokes, widths  # type: ignore[return-value]


def _has(colours, rgb) -> bool:
    return any(all(abs(a - b / 255) < 0.001 for a, b in zip(c, rgb)) for c in colours)


@pytest.mark.parametrize("pips", [False, True])
def test_a_tile_takes_its_colours_sizes_and_line_widths_from_the_style(pips):
    sheet = tw.worksheet("01", seed=2, pips=pips)
    tile = next(t for t in _tiles(sheet) if t.numbers is not None and len(set(t.numbers)) == 3 and 0 not in t.numbers)
    u = tile.side / STYLE["edge"]
    steps = tile_steps(tile)
    face, bevel = steps[0], steps[1]
    assert isinstance(face, Polygon) and isinstance(bevel, Polygon)
    assert face.fill == _rgb("face") and face.stroke == _rgb("border")
    assert face.width == pytest.approx(STYLE["stroke_width"] * u)
    assert (
        bevel.fill is None and bevel.stroke == _rgb("bevel") and bevel.width == pytest.approx(STYLE["bevel_width"] * u)
    )
    # the face sits ``gap`` inside the cell: its lowest point is that far above the cell's base (an up tile)
    if tile.up:
        base = max(y for _x, y in tile.points)
        assert base - max(y for _x, y in face.points) == pytest.approx(STYLE["gap"] * u, abs=1e-6)
    cx, cy = tile.centre
    if pips:
        dots = [s for s in steps if isinstance(s, Dot)]
        assert len(dots) == sum(tile.numbers)
        for i, n in enumerate(tile.numbers):
            mine = [d for d in dots if d.color == _hex_rgb(STYLE["numbers"][n])]
            assert len(mine) == n and all(d.r == pytest.approx(STYLE["pip_radius"][n] * u) for d in mine)
            # the pattern of ``n`` (turned over on a tile pointing down) round the corner's pip anchor
            px, py = tile.points[i]
            ax, ay = cx + (px - cx) * STYLE["pip_anchor"], cy + (py - cy) * STYLE["pip_anchor"]
            spacing, flip = STYLE["pip_spacing"][n] * u, 1 if tile.up else -1
            want = sorted((ax + dx * spacing, ay + dy * spacing * flip) for dx, dy in STYLE["pips"][str(n)])
            got = sorted((d.x, d.y) for d in mine)
            assert [c for xy in got for c in xy] == pytest.approx([c for xy in want for c in xy])
    else:
        digits = [s for s in steps if isinstance(s, Text)]
        assert [d.text for d in digits] == [str(n) for n in tile.numbers]
        for i, (d, n) in enumerate(zip(digits, tile.numbers)):
            assert d.color == _hex_rgb(STYLE["numbers"][n]) and d.bold == (STYLE["font_weight"] == "bold")
            assert d.size * MM_PER_PT == pytest.approx(STYLE["font_size"] * u)
            py = tile.points[i][1]
            assert d.y == pytest.approx(cy + (py - cy) * STYLE["anchor"] + STYLE["baseline"] * STYLE["font_size"] * u)


def test_a_place_to_fill_and_a_tile_just_placed():
    ws = tw.worksheet("03", seed=2)
    tiles = _tiles(ws)
    target = next(t for t in tiles if t.mark == "target")
    place, label = tile_steps(target)
    assert isinstance(place, Polygon) and place.fill == _rgb("highlight") and place.dash  # "the yellow space"
    assert isinstance(label, Text) and label.text == "?"
    move = next(t for t in _tiles(ws.answers()) if t.mark == "move")  # on the teacher's answers
    assert tile_steps(move)[0].fill == MOVE_FACE  # "the blue tile" of the answers
    assert tile_steps(move)[0].stroke == _rgb("border")


def test_the_pdf_draws_the_tiles_with_the_style_and_follows_a_change_of_it(monkeypatch):
    sheet = tw.cutout_sheet("en")  # 45 mm tiles
    fills, strokes, widths = _pdf_ops(sheet.to_pdf())
    assert _has(fills, _rgb("face")) and _has(strokes, _rgb("border")) and _has(strokes, _rgb("bevel"))
    for n in range(6):
        assert _has(fills, _hex_rgb(STYLE["numbers"][n]))  # the digits
    u = 45 / STYLE["edge"]
    assert any(abs(w - STYLE["stroke_width"] * u / MM_PER_PT) < 0.01 for w in widths)
    # the same drawing in the notebook's preview
    svg = sheet._repr_html_()
    assert STYLE["colours"]["face"][1] in svg and STYLE["colours"]["border"][1] in svg

    monkeypatch.setitem(STYLE["colours"], "face", ["--trio-tile-face", "#123456"])
    monkeypatch.setitem(STYLE, "stroke_width", 4.0)
    monkeypatch.setitem(STYLE, "numbers", ["#0a0b0c"] * 10)
    fills, _strokes, widths = _pdf_ops(tw.cutout_sheet("en").to_pdf())
    assert _has(fills, (0x12, 0x34, 0x56)) and not _has(fills, (0xFF, 0xFA, 0xEC))
    assert _has(fills, (0x0A, 0x0B, 0x0C)) and not _has(fills, _hex_rgb("#c62828"))
    assert any(abs(w - 4.0 * u / MM_PER_PT) < 0.01 for w in widths)


def test_every_tile_drawn_is_a_tile_step():
    """No sheet draws a tile another way: every face colour on a page comes from a Triangle."""
    for sheet in (tw.worksheet("04", seed=1), tw.rules_sheet("classic"), tw.cutout_sheet("pl", pips=True)):
        for page in sheet.pages:
            loose = [s for s in page.steps if isinstance(s, Polygon) and s.fill is not None]
            assert loose == []
            drawn = [s for s in flat(page.steps) if isinstance(s, Polygon) and s.fill in (_rgb("face"), MOVE_FACE)]
            assert len(drawn) == sum(1 for s in page.steps if isinstance(s, Triangle) and s.numbers is not None)
