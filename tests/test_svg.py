"""Static SVG pictures (trio_widgets/svg.py): well formed, accessible, deterministic, readable."""

from __future__ import annotations

import base64
import html
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import engine_helpers
import pytest

from trio_widgets import pictures as svg
from trio_widgets.engine import Board, Cell, Game, Placement, Rules, Tile, cell_centre, cell_corners, point_xy

NS = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"
ROOT = Path(__file__).resolve().parent.parent


# ------------------------------------------------------------------ helpers
def parse(text: str) -> ET.Element:
    root = ET.fromstring(text)
    assert root.tag == NS + "svg"
    return root


def tiles_in(root: ET.Element) -> list[ET.Element]:
    return [
        g for g in root.iter(NS + "g") if (g.get("class") or "").split()[:1] == ["trio-tile"] and g.get("data-tile")
    ]


def translate_of(g: ET.Element) -> tuple[float, float]:
    m = re.match(r"translate\(([-\d.]+),([-\d.]+)\)", g.get("transform", ""))
    assert m, g.get("transform")
    return float(m.group(1)), float(m.group(2))


def viewbox(root: ET.Element) -> tuple[float, float, float, float]:
    x, y, w, h = (float(v) for v in root.get("viewBox", "").split())
    return x, y, w, h


def check_uses_resolve(root: ET.Element) -> None:
    ids = {e.get("id") for e in root.iter() if e.get("id")}
    for use in root.iter(NS + "use"):
        href = use.get("href")
        assert href and href.startswith("#") and href[1:] in ids, f"<use> of a missing def {href}"
        assert use.get(XLINK) == href, "xlink:href kept for older viewers"


def build_board() -> Board:
    """A small legal board from the real engine."""
    b = Board()
    b.place(Placement(Cell(0, 0, True), (3, 4, 5)))  # top 3, bottom-right 4, bottom-left 5
    b.place(Placement(Cell(0, 0, False), (3, 3, 4)))  # top-left 3, top-right 3, bottom 4
    b.place(Placement(Cell(-1, 0, False), (5, 3, 5)))  # left of the first tile, sharing 3 and 5
    return b


def played_game(names: list[str] | None = None, turns: int = 12, preset: str = "classic") -> Game:
    return engine_helpers.played_game(names, turns, seed=11, preset=preset)


def luminance(hex_colour: str) -> float:
    h = hex_colour.lstrip("#")
    rgb = [int(h[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# ------------------------------------------------------------------ fmt
@pytest.mark.parametrize(
    "value, text",
    [
        (0, "0"),
        (-0.0, "0"),
        (1.0, "1"),
        (-1, "-1"),
        (2.345, "2.35"),
        (-57.735, "-57.73"),
        (12.5, "12.5"),
        (-0.004, "0"),
        (1 / 3, "0.33"),
    ],
)
def test_fmt(value: float, text: str) -> None:
    assert svg.fmt(value) == text


# ------------------------------------------------------------------ tile_svg
def test_tile_svg_is_an_accessible_picture() -> None:
    text = svg.tile_svg(Tile(3, 4, 5))
    root = parse(text)
    assert root.get("role") == "img"
    assert "3-4-5" in root.get("aria-label", "")
    assert root.find(NS + "title") is not None and "3-4-5" in root.find(NS + "title").text
    (g,) = tiles_in(root)
    assert g.get("data-tile") == "3-4-5"
    assert g.find(NS + "title").text == "tile 3-4-5"
    check_uses_resolve(root)
    assert isinstance(text, svg.SvgString) and text._repr_svg_() == str(text)


@pytest.mark.parametrize("given", [Tile(3, 4, 5), (4, 5, 3), (5, 3, 4), "3-4-5", "453", [3, 4, 5]])
def test_tile_svg_names_the_tile_however_it_is_turned(given: object) -> None:
    (g,) = tiles_in(parse(svg.tile_svg(given)))
    assert g.get("data-tile") == "3-4-5"


def test_tile_svg_digits_in_clockwise_order() -> None:
    root = parse(svg.tile_svg((5, 3, 4), label=False))
    texts = [t for t in root.iter(NS + "text")]
    assert [t.text for t in texts] == ["5", "3", "4"]
    top, right, left = [(float(t.get("x")), float(t.get("y"))) for t in texts]
    assert top[1] < right[1] and top[1] < left[1] and left[0] < 0 < right[0]
    down = parse(svg.tile_svg((5, 3, 4), up=False, label=False))
    tl, tr, bottom = [(float(t.get("x")), float(t.get("y"))) for t in down.iter(NS + "text")]
    assert tl[0] < 0 < tr[0] and bottom[1] > tl[1]


def test_tile_svg_pips_and_label() -> None:
    root = parse(svg.tile_svg((0, 2, 5), pips=True))
    check_uses_resolve(root)
    pips = [u.get("href") for u in root.iter(NS + "use") if "pips" in u.get("href", "")]
    assert sorted(pips) == ["#trio-pips-2", "#trio-pips-5"]
    defs = root.find(NS + "defs")
    assert len(defs.find(f"{NS}g[@id='trio-pips-5']").findall(NS + "circle")) == 5
    # the caption under the tile is its name; label=False drops it
    assert [t.text for t in root.iter(NS + "text")] == ["0-2-5"]
    assert [t.text for t in parse(svg.tile_svg((0, 2, 5), pips=True, label=False)).iter(NS + "text")] == []


def test_tile_svg_of_a_placement_points_its_way() -> None:
    root = parse(svg.tile_svg(Placement(Cell(1, 1, False), (1, 2, 3))))
    assert any(u.get("href") == "#trio-face-d" for u in root.iter(NS + "use"))
    assert "pointing down" in root.get("aria-label")


def test_tile_svg_size_sets_pixels() -> None:
    root = parse(svg.tile_svg(Tile(1, 2, 3), size=200, label=False))
    _, _, w, _ = viewbox(root)
    assert float(root.get("width")) == pytest.approx(w * 200 / svg.EDGE, abs=0.01)


@pytest.mark.parametrize("bad", ["3-4", "x-y-z", (1, 2), (1, 2, 10), (1, 2, -1)])
def test_tile_svg_rejects_junk(bad: object) -> None:
    with pytest.raises(ValueError):
        svg.tile_svg(bad)


# ------------------------------------------------------------------ board_svg
def test_empty_board_shows_the_start_cell() -> None:
    root = parse(svg.board_svg(Board()))
    start = [g for g in root.iter(NS + "g") if g.get("class") == "trio-start"]
    assert len(start) == 1 and start[0].get("data-cell") == "0,0,u"
    assert tiles_in(root) == []
    assert "empty" in root.get("aria-label")


def test_board_svg_draws_every_tile_at_its_cell() -> None:
    b = build_board()
    root = parse(svg.board_svg(b))
    check_uses_resolve(root)
    gs = tiles_in(root)
    assert [g.get("data-cell") for g in gs] == [p.cell.label() for p in b.placements]
    assert [g.get("data-tile") for g in gs] == [str(p.tile) for p in b.placements]
    for g, p in zip(gs, b.placements):
        x, y = translate_of(g)
        cx, cy = cell_centre(p.cell)
        assert (x, y) == (pytest.approx(cx * svg.EDGE, abs=0.006), pytest.approx(-cy * svg.EDGE, abs=0.006))
        word = "up" if p.cell.up else "down"
        assert g.find(NS + "title").text == f"{p.tile} on cell {p.cell.x},{p.cell.y},{word}"
    label = root.get("aria-label")
    assert "3 tiles" in label and "3-4-5 on 0,0,up" in label


def test_board_viewbox_holds_every_tile() -> None:
    b = build_board()
    root = parse(svg.board_svg(b, margin=0))
    x0, y0, w, h = viewbox(root)
    for p in b.placements:
        for q in cell_corners(p.cell):
            X, Y = point_xy(q)
            sx, sy = X * svg.EDGE, -Y * svg.EDGE
            assert x0 - 1e-6 <= sx <= x0 + w + 1e-6 and y0 - 1e-6 <= sy <= y0 + h + 1e-6


def test_board_marks_highlight_last_and_legal_cells() -> None:
    b = build_board()
    legal = b.open_cells()[:3]
    root = parse(svg.board_svg(b, highlight=["0,0,u"], last=b.placements[-1], legal=legal))
    by_class: dict[str, list[str]] = {}
    for e in root.iter():
        if e.get("class") in ("trio-highlight", "trio-last", "trio-legal"):
            by_class.setdefault(e.get("class"), []).append(e.get("data-cell"))
    assert by_class["trio-highlight"] == ["0,0,u"]
    assert by_class["trio-last"] == [b.placements[-1].cell.label()]
    assert sorted(by_class["trio-legal"]) == sorted(c.label() for c in legal)
    assert "Last move: 3-5-5 on -1,0,down" in root.get("aria-label")


def test_board_svg_is_deterministic() -> None:
    b = build_board()
    cells = b.open_cells()
    one = svg.board_svg(b, legal=cells, highlight={Cell(0, 0, True), Cell(0, 0, False)})
    two = svg.board_svg(b, legal=list(reversed(cells)), highlight=[Cell(0, 0, False), Cell(0, 0, True)])
    assert one == two
    assert svg.board_svg(b) == svg.board_svg(Board.from_placements(b.placements))


def test_same_picture_under_any_hash_seed() -> None:
    code = (
        "from trio_widgets import pictures as svg; from trio_widgets.engine import Board, Cell, Placement\n"
        "b = Board(); b.place(Placement(Cell(0,0,True),(3,4,5))); b.place(Placement(Cell(0,0,False),(3,3,4)))\n"
        "print(svg.board_svg(b, legal=set(b.open_cells()), highlight={'0,0,u', '0,0,d'}, pips=True))"
    )
    outs = set()
    for seed in ("0", "1", "12345"):
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONPATH=str(ROOT))
        outs.add(
            subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True).stdout
        )
    assert len(outs) == 1


def test_board_pips() -> None:
    root = parse(svg.board_svg(build_board(), pips=True))
    check_uses_resolve(root)
    assert not any(t.text and t.text.isdigit() for t in root.iter(NS + "text"))


def test_board_repr_svg_from_the_engine() -> None:
    b = build_board()
    assert b._repr_svg_() == svg.board_svg(b)


def test_board_svg_takes_a_stand_in_object() -> None:
    """Duck typing: anything with .placements of (cell, corners) pairs draws."""

    class StandIn:
        placements = (Placement(Cell(0, 0, True), (1, 1, 1)),)

    (g,) = tiles_in(parse(svg.board_svg(StandIn())))
    assert g.get("data-tile") == "1-1-1"


# ------------------------------------------------------------------ game_svg
def test_game_svg_hides_hands_unless_open() -> None:
    g = played_game()
    closed = parse(svg.game_svg(g))
    check_uses_resolve(closed)
    assert len(tiles_in(closed)) == len(g.board), "no tile of a hand is named"
    backs = [e for e in closed.iter(NS + "g") if e.get("class") == "trio-tile trio-back"]
    assert len(backs) == sum(min(len(h), 12) for h in g.hands)
    opened = parse(svg.game_svg(g, open_hands=True))
    check_uses_resolve(opened)
    assert len(tiles_in(opened)) == len(g.board) + sum(len(h) for h in g.hands)


def test_game_svg_shows_players_scores_and_last_move() -> None:
    g = played_game()
    root = parse(svg.game_svg(g))
    texts = [t.text for t in root.iter(NS + "text")]
    for name, score in zip(g.players, g.scores):
        assert name in texts and str(score) in texts
    label = root.get("aria-label")
    assert f"Pool: {g.pool_size}" in label and "(to play)" in label
    last = next(e["placement"] for e in reversed(g.history) if e["type"] == "play")
    assert [e.get("data-cell") for e in root.iter() if e.get("class") == "trio-last"] == [last.cell.label()]


def test_player_names_are_escaped() -> None:
    evil = '<script>alert("x")</script> & co'
    g = played_game([evil, "Bo"], turns=2)
    text = svg.game_svg(g)
    assert "<script>" not in text
    root = parse(text)  # still well formed
    assert any(t.text == evil[:13] + "\u2026" for t in root.iter(NS + "text"))
    assert evil in root.get("aria-label")


def test_kids_game_shows_no_scores() -> None:
    g = played_game(preset="kids", turns=4)
    root = parse(svg.game_svg(g))
    assert "points" not in root.get("aria-label")


def test_game_repr_svg_from_the_engine() -> None:
    g = played_game(turns=3)
    assert g._repr_svg_() == svg.game_svg(g)


# ------------------------------------------------------------------ to_svg
def test_to_svg_dispatches_and_writes(tmp_path: Path) -> None:
    g = played_game(turns=3)
    for obj, kind in [(Tile(1, 2, 3), "tile 1-2-3"), (g.board, "board"), (g, "Players")]:
        path = tmp_path / "pic.svg"
        text = svg.to_svg(obj, path)
        assert path.read_text(encoding="utf-8") == text
        assert kind in parse(text).get("aria-label")
    assert svg.to_svg(Tile(1, 2, 3), pips=True) == svg.tile_svg(Tile(1, 2, 3), pips=True)


# ------------------------------------------------------------------ readable everywhere
def test_static_svg_needs_no_css_variables() -> None:
    for text in (svg.tile_svg(Tile(0, 1, 2)), svg.board_svg(build_board()), svg.game_svg(played_game(turns=3))):
        assert "var(" not in text and "<style" not in text and "<script" not in text


def test_colours_read_on_light_and_dark_pages() -> None:
    c = {k: v[1] for k, v in svg.STYLE["colours"].items()}
    face = c["face"]
    assert luminance(face) > 0.85, "a light tile face"
    for n, colour in enumerate(svg.STYLE["numbers"]):
        assert contrast(colour, face) >= 4.5, f"number {n} is hard to read on the tile"
    assert contrast(c["border"], "#ffffff") >= 3, "the tile's edge shows on a white page"
    assert contrast(face, "#111111") >= 3, "the tile shows on a dark page"
    assert contrast(c["table"], face) >= 3, "tiles stand out from the table"
    assert contrast(c["card_text"], c["card"]) >= 7 and contrast(c["card_muted"], c["card"]) >= 4.5
    assert contrast(c["highlight"], c["table"]) >= 3 and contrast(c["start"], c["table"]) >= 3


def test_projector_sized_numbers() -> None:
    """At the default board size a digit is at least 18 px tall (font size)."""
    import inspect

    size = inspect.signature(svg.board_svg).parameters["size"].default
    assert svg.STYLE["font_size"] * size / svg.EDGE >= 18


# ---------------------------------------------------------------- tiles_svg: rows of tiles
def _tiles_of(pic: str) -> list[ET.Element]:
    root = ET.fromstring(pic)
    return [g for g in root.iter(f"{{{svg.SVG_NS}}}g") if g.get("data-tile")]


def _xy(g: ET.Element) -> tuple[float, float]:
    m = re.match(r"translate\(([-\d.]+)[ ,]([-\d.]+)\)", g.get("transform", ""))
    assert m, g.get("transform")
    return float(m.group(1)), float(m.group(2))


def test_tiles_svg_lays_tiles_in_rows_in_order() -> None:
    import trio_widgets as tw

    tiles = tw.full_set()[:10]
    pic = tw.tiles_svg(tiles, per_row=4)
    gs = _tiles_of(pic)
    assert [g.get("data-tile") for g in gs] == [str(t) for t in tiles]
    xs = [_xy(g)[0] for g in gs]
    ys = [_xy(g)[1] for g in gs]
    assert len(set(ys[:4])) == 1 and ys[4] > ys[0] and ys[8] > ys[4]  # rows of 4, top to bottom
    assert xs[:4] == sorted(xs[:4]) and xs[4] == xs[0]
    root = ET.fromstring(pic)
    vb = [float(v) for v in root.get("viewBox", "").split()]
    assert all(0 < x < vb[2] for x in xs) and all(0 < y < vb[3] for y in ys)
    assert root.get("aria-label") == "10 tiles: " + ", ".join(str(t) for t in tiles)


def test_tiles_svg_labels_marks_turns_and_size() -> None:
    import trio_widgets as tw

    pic = tw.tiles_svg(
        ["0-1-2", "0-2-1", (3, 4, 5)], labels=["a", "b", "c"], marks=["0-2-1", 2], up=[True, False, True]
    )
    gs = _tiles_of(pic)
    assert [g.get("class") for g in gs] == ["trio-tile", "trio-tile trio-marked", "trio-tile trio-marked"]
    uses = [next(u for u in g.iter(f"{{{svg.SVG_NS}}}use")).get(f"{{{svg.XLINK_NS}}}href") for g in gs]
    assert uses == ["#trio-face-u", "#trio-face-d", "#trio-face-u"]
    texts = [t.text for t in ET.fromstring(pic).findall(f"{{{svg.SVG_NS}}}text")]
    assert texts == ["a", "b", "c"]
    named = tw.tiles_svg(["3-4-5"], labels=True)
    assert [t.text for t in ET.fromstring(named).findall(f"{{{svg.SVG_NS}}}text")] == ["3-4-5"]
    # edge_px: pixels per tile edge
    one, two = tw.tiles_svg(["1-2-3"], edge_px=50), tw.tiles_svg(["1-2-3"], edge_px=100)
    assert float(ET.fromstring(two).get("width", "")) == pytest.approx(
        2 * float(ET.fromstring(one).get("width", "")), abs=0.05
    )
    # a screen reader hears the picture in the lesson's language
    assert ET.fromstring(tw.tiles_svg(["1-2-3", "2-3-4"], lang="ru")).get("aria-label") == "2 фишки: 1-2-3, 2-3-4"
    # pips instead of digits
    assert "trio-pips-5" in tw.tiles_svg(["3-4-5"], pips=True) and "trio-nums" not in tw.tiles_svg(["3-4-5"], pips=True)


@pytest.mark.parametrize(
    "kw",
    [
        {"per_row": 0},
        {"per_row": True},
        {"marks": [5]},
        {"labels": ["only one"]},
        {"up": [True]},
    ],
)
def test_tiles_svg_refuses_what_it_cannot_draw(kw: dict) -> None:
    import trio_widgets as tw

    with pytest.raises(ValueError):
        tw.tiles_svg(["0-0-0", "1-1-1"], **kw)
    with pytest.raises(ValueError):
        tw.tiles_svg(["0-0-0", "9-x"])


def test_every_picture_saves_itself_the_same_way(tmp_path: Path) -> None:
    import trio_widgets as tw

    g = Game(Rules.preset("pressman"), players=["Ann", "Bob"], seed=1)
    for name, obj in (("tile", Tile(3, 4, 5)), ("board", g.board), ("game", g)):
        path = tmp_path / f"{name}.svg"
        text = obj.to_svg(str(path))
        assert path.read_text(encoding="utf-8") == text == str(obj._repr_svg_())
    pic = tw.tiles_svg(["1-2-3"])
    assert pic.to_svg(tmp_path / "row.svg") is pic and (tmp_path / "row.svg").read_text(encoding="utf-8") == pic
    assert pic._repr_svg_() == str(pic)


# ------------------------------------------------------------------ pictures as HTML (a notebook opened unrun)
def _picture_parts(html_text: str) -> tuple[str, dict[str, str]]:
    """The SVG inside html_picture's <img> and the <img>'s attributes."""
    import base64
    import html as html_mod

    img = re.search(r"<img ([^>]*)/>", html_text)
    assert img, html_text[:200]
    attrs = {k: html_mod.unescape(v) for k, v in re.findall(r'([a-z-]+)="([^"]*)"', img.group(1))}
    src = attrs["src"]
    assert src.startswith("data:image/svg+xml;base64,")
    return base64.b64decode(src.split(",", 1)[1]).decode("utf-8"), attrs


def _smallest_text_at(svg_text: str, width_px: float) -> float:
    root = parse(svg_text)
    sizes = [float(e.get("font-size")) for e in root.iter() if e.get("font-size")]
    return min(sizes) * width_px / viewbox(root)[2]


@pytest.mark.parametrize(("per_row", "edge_px"), [(4, 54), (8, 80), (12, 120), (12, 30)])
def test_html_picture_never_shrinks_text_below_12_px(per_row, edge_px):
    from trio_widgets.engine import full_set

    pic = svg.tiles_svg(full_set(), per_row=per_row, labels=True, edge_px=edge_px)
    page = svg.html_picture(pic)  # a row of tiles wraps instead (TileRowSvg): the whole picture here
    inner, attrs = _picture_parts(page)
    assert inner == str(pic)  # the same picture, whole
    least = float(re.search(r"min-width: ([0-9.]+)px", attrs["style"]).group(1))
    natural = float(attrs["width"])
    assert least <= natural
    if least < natural:
        # at its narrowest the smallest text is 12 px, not less and not (by more than a pixel) more
        assert 12 <= _smallest_text_at(inner, least) < 12.5
    else:  # drawn with smaller text than that: never shrunk at all
        assert least == natural and _smallest_text_at(inner, natural) < 12.5
    assert "overflow-x: auto" in page  # a narrow page scrolls the picture sideways


def _row_images(page: str) -> list[tuple[str, dict[str, str]]]:
    """The pictures of a row of tiles' page: (its SVG, the <img>'s attributes), in order."""
    out = []
    for tag in re.findall(r"<img\b[^>]*>", page):
        attrs = dict(re.findall(r'([\w-]+)="([^"]*)"', tag))
        data = attrs["src"].removeprefix("data:image/svg+xml;base64,")
        out.append((base64.b64decode(data).decode("utf-8"), attrs))
    return out


PHONE_PX = 390


@pytest.mark.parametrize(("per_row", "edge_px", "labels"), [(8, 54, True), (12, 54, False), (14, 40, False)])
def test_a_row_of_tiles_wraps_on_a_phone(per_row, edge_px, labels):
    """Issue 27: a row of tiles was one wide picture that ran off a 390 px phone.  In a page each
    tile is its own picture, in order, in a box that wraps; the row is still one SVG for files."""
    from trio_widgets.engine import full_set

    tiles = full_set()[:20]
    pic = svg.tiles_svg(tiles, per_row=per_row, labels=labels, edge_px=edge_px, marks=[3], lang="pl")
    assert isinstance(pic, svg.TileRowSvg) and isinstance(pic, svg.SvgString) and isinstance(pic, str)
    assert float(ET.fromstring(pic).get("width", "")) > PHONE_PX  # the whole row: wider than a phone
    page = pic._repr_html_()
    assert "<svg" not in page and "<script" not in page
    box = re.match(r'<div class="[^"]*trio-tile-row[^"]*" role="img" aria-label="([^"]*)" style="([^"]*)">', page)
    assert box, page[:300]
    assert html.unescape(box.group(1)) == ET.fromstring(pic).get("aria-label")  # what a screen reader hears
    assert "max-width: min(100%" in box.group(2)
    if per_row <= svg.ROWS_KEPT:  # several rows a lesson counts: each row a group of two halves
        assert "flex-direction: column" in box.group(2)
        groups = re.findall(r'<div style="display: flex; flex-wrap: wrap;">(.*?)</div></div>', page)
        assert len(groups) == -(-len(tiles) // per_row)  # one group a row (20 tiles, 8 a row: 3)
        assert [g.count("<img") for g in groups] == [per_row, per_row, len(tiles) - 2 * per_row]
        halves = re.findall(r'<div style="display: flex; flex: none;">', page)
        assert len(halves) == 2 * len(groups)
    else:
        assert "flex-wrap: wrap" in box.group(2) and "flex-direction" not in box.group(2)
    images = _row_images(page)
    assert len(images) == len(tiles)  # one picture a tile
    for i, ((one, attrs), tile) in enumerate(zip(images, tiles)):
        gs = _tiles_of(one)
        assert [g.get("data-tile") for g in gs] == [str(tile)]
        assert one.count('id="trio-face-') == 1  # only the face it shows: the page is not made heavier
        assert ("trio-marked" in gs[0].get("class", "")) == (i == 3)
        texts = [t.text for t in ET.fromstring(one).findall(f"{{{svg.SVG_NS}}}text")]
        assert texts == ([str(tile)] if labels else [])
        # each tile as big as in the whole row, and narrow enough for many to a phone's line
        assert float(attrs["width"]) == pytest.approx(float(ET.fromstring(one).get("width", "")), abs=0.01)
        assert float(attrs["width"]) * 4 < PHONE_PX
    # a wide screen keeps per_row tiles to a line
    widest = float(re.search(r"max-width: min\(100%, ([0-9.]+)px\)", box.group(2)).group(1))
    assert per_row * float(images[0][1]["width"]) <= widest < (per_row + 1) * float(images[0][1]["width"])


def test_a_row_of_tiles_still_saves_and_draws_as_one_picture(tmp_path: Path) -> None:
    import trio_widgets as tw

    pic = tw.tiles_svg(["1-2-3", "2-3-4"], labels=True)
    path = tmp_path / "row.svg"
    assert pic.to_svg(path) == pic and path.read_text(encoding="utf-8") == str(pic) == pic._repr_svg_()
    assert len(_tiles_of(pic)) == 2 and tw.tiles_svg([])._repr_html_().count("<img") == 0


def test_html_picture_says_what_the_picture_shows_and_escapes_it():
    game = Game("pressman", players=['Ann"><script>alert(1)</script>', "Bob"], seed=3)
    pic = svg.game_svg(game)
    page = svg.html_picture(pic)
    assert "<script>" not in page and 'Ann">' not in page
    inner, attrs = _picture_parts(page)
    assert inner == str(pic)
    assert attrs["alt"] == parse(inner).get("aria-label")


def test_html_picture_of_a_picture_without_text_keeps_its_width():
    page = svg.html_picture('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="300"><rect/></svg>')
    assert "min-width" not in page and 'width="300"' in page
