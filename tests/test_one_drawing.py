"""One drawing of a tile, not two that drift apart.

``svg.py`` (static pictures) and ``widgets/static/shared/tile.mjs`` (the widgets) both
draw tiles from ``shared/tile_style.json``.  A node script prints the browser's
markup for a handful of tiles, defs, placements and outlines; each must equal
the Python markup after a normalisation (attributes in name order, numbers
compared to 0.01).  Changing one side only makes this test fail.  The board
geometry of ``geometry.mjs`` is compared with ``geometry.py`` the same way.
"""

from __future__ import annotations

import json
import math
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import needs
import pytest

from trio_widgets.engine import Cell, cell_centre, cell_corners, cell_neighbours, point_cells, point_xy
from trio_widgets.pictures import _svg as svg

ROOT = Path(__file__).resolve().parent.parent
STATIC = ROOT / "trio_widgets" / "widgets" / "static"

TILES: list[dict[str, Any]] = [
    {"corners": [3, 4, 5], "up": True, "opts": {}},
    {"corners": [5, 3, 4], "up": False, "opts": {}},
    {"corners": [0, 0, 0], "up": True, "opts": {"pips": True}},
    {"corners": [0, 1, 2], "up": True, "opts": {"pips": True}},
    {"corners": [5, 4, 3], "up": False, "opts": {"pips": True}},
    {"corners": [6, 7, 8], "up": True, "opts": {"pips": True, "x": 12.345, "y": -7.5}},
    {"corners": [9, 9, 1], "up": False, "opts": {"pips": False, "x": -250, "y": 28.8675, "scale": 0.4}},
    {"corners": [2, 2, 5], "up": True, "opts": {"cell": "2,1,u"}},
    {"corners": [1, 0, 4], "up": False, "opts": {"cell": "-3,2,d", "pips": True}},
    {"corners": [4, 4, 4], "up": True, "opts": {"title": 'Bob\'s <tile> & "more"\n'}},
    {"corners": [1, 2, 3], "up": True, "opts": {"size": 62}},
]
PLACEMENTS: list[dict[str, Any]] = [
    {"cell": "0,0,u", "corners": [3, 4, 5], "pips": False},
    {"cell": "0,0,d", "corners": [3, 3, 4], "pips": False},
    {"cell": "-4,7,d", "corners": [1, 1, 1], "pips": True},
    {"cell": "13,-9,u", "corners": [0, 5, 2], "pips": True},
]
CELL_PATHS: list[tuple[str, float]] = [("0,0,u", 0), ("2,-1,d", 2.5), ("-3,4,u", -1)]
GEO_CELLS = [Cell(x, y, up) for x in range(-3, 4) for y in range(-3, 4) for up in (True, False)]
DEF_IDS = svg.def_ids(True, range(10), backs=True)

NODE_SCRIPT = r"""
import fs from "node:fs";
import * as G from "./trio_widgets/widgets/static/shared/geometry.mjs";
import * as T from "./trio_widgets/widgets/static/shared/tile.mjs";
const input = JSON.parse(fs.readFileSync(0, "utf8"));
const style = JSON.parse(fs.readFileSync("./trio_widgets/widgets/static/shared/tile_style.json", "utf8"));
Object.assign(style, input.styleOverride || {});
T.setTileStyle(style);
const out = {
  tiles: input.tiles.map((t) => T.tileMarkup(t.corners, t.up, t.opts)),
  backs: [T.backMarkup(true), T.backMarkup(false, { x: 5, y: 6, scale: 0.4 })],
  defs: input.defIds.map((id) => T.defMarkup(id)),
  placements: input.placements.map((p) => T.placementMarkup({ cell: p.cell, corners: p.corners }, { pips: p.pips })),
  cellPaths: input.cellPaths.map(([c, inset]) => T.cellPath(c, inset)),
  fmt: input.numbers.map((v) => T.fmt(v)),
  geometry: input.cells.map((c) => ({
    label: G.cellLabel(c),
    corners: G.cellCorners(c),
    neighbours: G.cellNeighbours(c).map(G.cellLabel),
    centre: G.cellCentre(c),
    cellAt: G.cellLabel(G.cellAt(G.cellCentre(c))),
    pointCells: G.pointCells([c.x, c.y]).map(G.cellLabel),
    pointXY: G.pointXY([c.x, c.y]),
  })),
};
process.stdout.write(JSON.stringify(out));
"""

NUMBERS = [0, -0.0, 1, 2.345, -57.735, 12.5, 0.005, -0.004, 28.867513459481287, 1 / 3, -2 / 3, 99.995, 1e-9]


def _node() -> str:
    return needs.node()


def run_node(style_override: dict[str, Any] | None = None) -> dict[str, Any]:
    payload = {
        "tiles": TILES,
        "defIds": DEF_IDS,
        "placements": PLACEMENTS,
        "cellPaths": CELL_PATHS,
        "numbers": NUMBERS,
        "cells": [{"x": c.x, "y": c.y, "up": c.up} for c in GEO_CELLS],
        "styleOverride": style_override or {},
    }
    proc = subprocess.run(
        [_node(), "--input-type=module", "-e", NODE_SCRIPT],
        cwd=ROOT,
        input=json.dumps(payload),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def js() -> dict[str, Any]:
    return run_node()


# ------------------------------------------------------------- normalisation
def _norm_number(text: str) -> str:
    try:
        v = float(text)
    except ValueError:
        return text
    return f"{round(v, 2) + 0.0:.2f}"


def _norm_value(value: str) -> str:
    """Numbers inside attribute values (paths, transforms) rounded to 0.01; other text as is."""
    out, token = [], ""
    for ch in value + " ":
        if ch.isdigit() or ch in ".-" or (ch in "eE" and token and token[-1].isdigit()):
            if ch == "-" and token:  # "1-2" in a path is two numbers
                out.append(_norm_number(token))
                token = ""
            token += ch
        else:
            if token:
                out.append(_norm_number(token))
                token = ""
            out.append(ch)
    return "".join(out).rstrip(" ")


def normalise(markup: str) -> Any:
    """A tree of (tag, sorted attributes, text, children), numbers rounded: what must agree."""

    def walk(e: ET.Element) -> Any:
        attrs = tuple(sorted((k, _norm_value(v)) for k, v in e.attrib.items()))
        return (e.tag, attrs, (e.text or "").strip() or None, tuple(walk(c) for c in e))

    wrapped = f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">{markup}</svg>'
    return walk(ET.fromstring(wrapped))


def python_tiles() -> list[str]:
    return [svg.tile_markup(t["corners"], t["up"], **t["opts"]) for t in TILES]


# ------------------------------------------------------------- the checks
def test_tiles_are_drawn_the_same(js: dict[str, Any]) -> None:
    for spec, mine, theirs in zip(TILES, python_tiles(), js["tiles"]):
        assert normalise(theirs) == normalise(mine), f"tile.mjs and svg.py disagree on {spec}"


def test_tile_markup_is_byte_identical(js: dict[str, Any]) -> None:
    # Stronger than needed, and cheap while it holds: the same serialisation.
    assert js["tiles"] == python_tiles()


def test_defs_are_drawn_the_same(js: dict[str, Any]) -> None:
    assert len(js["defs"]) == len(DEF_IDS) > 10
    for def_id, theirs in zip(DEF_IDS, js["defs"]):
        assert normalise(theirs) == normalise(svg.def_markup(def_id)), def_id


def test_face_down_tiles_are_drawn_the_same(js: dict[str, Any]) -> None:
    mine = [
        ET.tostring(svg._back_element(True), encoding="unicode"),
        ET.tostring(svg._back_element(False, x=5, y=6, scale=0.4), encoding="unicode"),
    ]
    assert [normalise(m) for m in js["backs"]] == [normalise(m) for m in mine]


def test_placements_sit_on_the_same_spot(js: dict[str, Any]) -> None:
    from trio_widgets.engine import Placement

    for spec, theirs in zip(PLACEMENTS, js["placements"]):
        p = Placement(Cell.parse(spec["cell"]), tuple(spec["corners"]))
        assert normalise(theirs) == normalise(svg.placement_markup(p, pips=spec["pips"])), spec


def test_board_svg_uses_the_same_tile_markup(js: dict[str, Any]) -> None:
    """The tiles inside a whole board picture are the tiles tile.mjs draws."""
    from trio_widgets.engine import Board, Placement

    board = Board()
    board.place(Placement(Cell(0, 0, True), (3, 4, 5)))
    board.place(Placement(Cell(0, 0, False), (3, 3, 4)))
    root = ET.fromstring(svg.board_svg(board))
    ns = "{http://www.w3.org/2000/svg}"
    tiles = [g for g in root.iter(ns + "g") if g.get("class") == "trio-tile"]
    assert len(tiles) == 2
    for g, theirs in zip(tiles, js["placements"][:2]):
        ours = (
            ET.tostring(g, encoding="unicode")
            .replace("ns0:", "")
            .replace(' xmlns:ns0="http://www.w3.org/2000/svg"', "")
        )
        ours = ours.replace(' xmlns:ns1="http://www.w3.org/1999/xlink"', "").replace("ns1:href", "xlink:href")
        assert normalise(theirs) == normalise(ours)


def test_cell_outlines_are_the_same(js: dict[str, Any]) -> None:
    for (label, inset), theirs in zip(CELL_PATHS, js["cellPaths"]):
        assert _norm_value(theirs) == _norm_value(svg._cell_path(Cell.parse(label), inset))


def test_numbers_print_the_same(js: dict[str, Any]) -> None:
    assert js["fmt"] == [svg.fmt(v) for v in NUMBERS]


def test_geometry_mjs_matches_geometry_py(js: dict[str, Any]) -> None:
    for cell, g in zip(GEO_CELLS, js["geometry"]):
        assert g["label"] == cell.label()
        assert [tuple(p) for p in g["corners"]] == list(cell_corners(cell))
        assert g["neighbours"] == [n.label() for n in cell_neighbours(cell)]
        assert g["cellAt"] == cell.label()
        assert g["pointCells"] == [c.label() for c in point_cells((cell.x, cell.y))]
        cx, cy = cell_centre(cell)
        assert math.isclose(g["centre"][0], cx, abs_tol=1e-12) and math.isclose(g["centre"][1], cy, abs_tol=1e-12)
        px, py = point_xy((cell.x, cell.y))
        assert math.isclose(g["pointXY"][0], px, abs_tol=1e-12) and math.isclose(g["pointXY"][1], py, abs_tol=1e-12)


@pytest.mark.parametrize(
    "override",
    [{"font_size": 27}, {"anchor": 0.4}, {"gap": 3}, {"pip_anchor": 0.45}, {"numbers": ["#000000"] * 10}],
    ids=lambda o: next(iter(o)),
)
def test_a_change_on_one_side_only_is_caught(override: dict[str, Any]) -> None:
    """The check has teeth: drawing the browser side with a changed style must differ."""
    other = run_node(override)
    mine = python_tiles() + [svg.def_markup(i) for i in DEF_IDS]
    theirs = other["tiles"] + other["defs"]
    assert any(normalise(a) != normalise(b) for a, b in zip(mine, theirs)), override


def test_normalisation_ignores_attribute_order_and_number_spelling() -> None:
    a = '<g a="1" b="translate(1.50,-0.001)"><text x="2.0">5</text></g>'
    b = '<g b="translate(1.5,0)" a="1.00"><text x="2">5</text></g>'
    assert normalise(a) == normalise(b)
    assert normalise(a) != normalise(a.replace(">5<", ">6<"))
    assert _norm_value("M1,2L-3.456,4Q5-6 7,8Z") == "M1.00,2.00L-3.46,4.00Q5.00-6.00 7.00,8.00Z"
