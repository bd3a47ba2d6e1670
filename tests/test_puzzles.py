"""The puzzle solver (trio_widgets.teaching): hand-built puzzles, brute force on small shapes,
properties of every answer, saving, and the activities of lesson 09."""

from __future__ import annotations

import itertools
import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import trio_widgets as tw
from trio_widgets import Cell, Placement, Tile
from trio_widgets.engine import cell_corners, cell_neighbours, point_cells
from trio_widgets.teaching import (
    Puzzle,
    PuzzleError,
    Shape,
    missing_tiles,
    neighbour_counts,
    neighbours,
    value_histogram,
)

SET_0_2 = [t for t in tw.full_set() if max(t) <= 2]
SET_0_3 = [t for t in tw.full_set() if max(t) <= 3]
STRIP = Shape.free(["0,0,u", "0,0,d", "1,0,u"], name="strip")


# ------------------------------------------------------------------------ an independent checker


def breaks_a_rule(pz: Puzzle, placements: list[Placement]) -> str | None:
    """Check a full filling straight from the definitions (no solver code): None when it is right."""
    cells = [p.cell for p in placements]
    if sorted(cells) != sorted(pz.shape.cells):
        return "not the shape"
    if Counter(p.tile for p in placements) - Counter(pz.tiles) - Counter(g.tile for g in pz.given):
        return "tiles not allowed"
    for g in pz.given:
        if g not in placements:
            return "a given tile moved"
    corners = [(pt, v) for p in placements for pt, v in zip(cell_corners(p.cell), p.corners)]
    if pz.match:
        at: dict = {}
        for pt, v in corners:
            if at.setdefault(pt, v) != v:
                return "corners differ"
    shape_cells = set(pz.shape.cells)
    outline = {pt for pt, _ in corners if sum(c in shape_cells for c in point_cells(pt)) < 6}
    if pz.border is not None:
        shown = {v for pt, v in corners if pt in outline}
        if len(shown) > 1 or (isinstance(pz.border, int) and shown != {pz.border}):
            return "border"
    if pz.side_sum is not None:
        at = dict(corners)
        sums = {sum(at[pt] for pt in side) for side in pz.shape.sides}
        if len(sums) > 1 or (isinstance(pz.side_sum, int) and sums != {pz.side_sum}):
            return "sides"
    if pz.no_equal_touching and _equal_neighbours(placements):
        return "equal neighbours"
    return None


def _equal_neighbours(placements: list[Placement]) -> bool:
    """Whether two tiles of equal value touch along a side."""
    by_cell = {p.cell: p for p in placements}
    for p in placements:
        for nb in cell_neighbours(p.cell):
            if nb in by_cell and by_cell[nb].tile.value == p.tile.value:
                return True
    return False


def brute_force(pz: Puzzle) -> list[tuple[Placement, ...]]:
    """Every solution of a small matching puzzle: try every number at every point."""
    assert pz.match
    pts = pz.shape.points
    top = max(max(t) for t in pz.tiles)
    out = []
    for values in itertools.product(range(top + 1), repeat=len(pts)):
        at = dict(zip(pts, values))
        ps = [Placement(c, tuple(at[q] for q in cell_corners(c))) for c in pz.shape.cells]
        if breaks_a_rule(pz, ps) is None:
            out.append(tuple(sorted(ps)))
    return out


def brute_force_unmatched(pz: Puzzle) -> list[tuple[Placement, ...]]:
    """Every solution when tiles need not match: every tile on every cell every way round."""
    out = []
    cells = pz.shape.cells
    for tiles in itertools.permutations(range(len(pz.tiles)), len(cells)):
        for turns in itertools.product(range(3), repeat=len(cells)):
            ps = []
            for c, ti, k in zip(cells, tiles, turns):
                rots = pz.tiles[ti].rotations()
                ps.append(Placement(c, rots[k % len(rots)]))
            if breaks_a_rule(pz, ps) is None:
                out.append(tuple(sorted(ps)))
    return sorted(set(out))


def turned_classes(pz: Puzzle, sols: list[tuple[Placement, ...]]) -> int:
    """How many solutions are left when a solution and the shape turned count as one."""
    moves = pz.shape.turns()
    seen: set = set()
    classes = 0
    for s in sols:
        if s in seen:
            continue
        classes += 1
        at = {pt: v for p in s for pt, v in zip(cell_corners(p.cell), p.corners)}
        for _, moved in moves:
            turned_at = {moved[pt]: v for pt, v in at.items()}
            seen.add(tuple(sorted(Placement(c, tuple(turned_at[q] for q in cell_corners(c))) for c in pz.shape.cells)))
    return classes


# ------------------------------------------------------------------------ shapes


def test_the_shapes_of_the_lessons():
    assert Shape.hexagon().size == 6
    assert [Shape.triangle(n).size for n in (1, 2, 3, 4)] == [1, 4, 9, 16]
    assert Shape.ring().size == 12 and Shape.ring("hexagon").size == 18
    hexagon = Shape.hexagon()
    assert len(hexagon.points) == 7 and len(hexagon.border) == 6
    assert [hexagon.cells_at(p) for p in hexagon.points].count(6) == 1
    assert len(Shape.triangle(3).border) == 9  # 10 points, one inside
    # the big triangle and the hexagon turn onto themselves
    assert [k for k, _ in Shape.triangle(3).turns()] == [0, 2, 4]
    assert [k for k, _ in hexagon.turns()] == list(range(6))
    assert [k for k, _ in STRIP.turns()] == [0]
    assert [k for k, _ in Shape.ring().turns()] == [0, 2, 4]


def test_a_ring_has_a_hole_and_its_hole_has_a_border():
    ring = Shape.ring()
    hole = Cell(1, 1, True)
    assert hole not in ring.cells
    assert all(p in ring.border for p in cell_corners(hole))


@pytest.mark.parametrize(
    "cells, key",
    [
        ([], "puzzle.error.empty_shape"),
        (["0,0,u", "5,5,u"], "puzzle.error.apart"),
        (["0,0,u", "0,0,u"], "puzzle.error.twice"),
        (["0,0,x"], None),
        ("0,0,u", "puzzle.error.cells"),
        ([(0, 0, 2)], "puzzle.error.cell"),
    ],
)
def test_a_bad_shape_is_refused_with_a_reason(cells, key):
    with pytest.raises(ValueError) as e:
        Shape.free(cells)
    if key:
        assert e.value.msg.key == key  # type: ignore[attr-defined]


def test_bad_puzzles_are_refused():
    for kw in (
        {"tiles": "0-1-2"},
        {"tiles": ["9-9"]},
        {"match": 1},
        {"border": 10},
        {"border": "any"},
        {"side_sum": -1},
        {"side_sum": True},
        {"given": [("0,0,u", (0, 1))]},
        {"given": [("9,9,u", (0, 1, 2))]},
    ):
        with pytest.raises(PuzzleError):
            Puzzle(Shape.triangle(2), **kw)
    with pytest.raises(PuzzleError, match="no straight sides"):
        Puzzle(STRIP, side_sum=3)
    with pytest.raises(PuzzleError, match="only when the tiles match"):
        Puzzle(Shape.triangle(2), side_sum=3, match=False)


# ------------------------------------------------------------------------ known answers


def test_the_hexagon_from_the_whole_set():
    # 7 points: the middle number c, and six around it; each tile reads (c, o_i, o_i+1)
    expected = 0
    full = set(tw.full_set())
    for c in range(6):
        for o in itertools.product(range(6), repeat=6):
            ts = [Tile(c, o[i], o[(i + 1) % 6]) for i in range(6)]
            if all(t in full for t in ts) and len(set(ts)) == 6:
                expected += 1
    hexagon = Puzzle(Shape.hexagon())
    assert hexagon.count() == expected == 3996
    # no solution is its own turn (six different tiles), so turning makes classes of 6
    assert hexagon.count(turned_same=True) == 3996 // 6


def test_a_hand_built_puzzle_with_one_answer():
    # the small triangle around 1-2-3 with three tiles pointing at the corners
    pz = Puzzle(Shape.triangle(2), tiles=["0-1-2", "1-1-2", "2-2-3", "1-3-3", "4-4-4"])
    sols = list(pz.solutions())
    assert [breaks_a_rule(pz, list(s.placements)) for s in sols] == [None] * len(sols)
    assert len(sols) == pz.count() == len(brute_force(pz))


def test_a_missing_piece_is_deduced():
    # a hexagon with five tiles given: the sixth is forced
    sol = Puzzle(Shape.hexagon()).solve()
    assert sol is not None
    given = sol.placements[:5]
    pz = Puzzle(Shape.hexagon(), given=given)
    assert pz.count() == 1
    last = pz.solve().placements  # type: ignore[union-attr]
    assert sol.placements[5] in last
    assert pz.hint() == sol.placements[5]


def test_the_strip_of_three_that_cannot_be_built():
    # pairwise every two tiles share a number, but all three meet at one point
    pz = Puzzle(STRIP, tiles=["0-1-2", "2-3-4", "0-4-5"])
    assert pz.count() == 0
    assert pz.why_impossible().key == "puzzle.why.point"  # type: ignore[union-attr]
    assert "3 tiles meet at one point" in str(pz.why_impossible())
    # with 0-2-4 instead, 2 (or 4) is on all three: it can be built
    assert Puzzle(STRIP, tiles=["0-1-2", "2-3-4", "0-2-4"]).count() > 0


def test_a_border_of_zeros_around_a_big_triangle_is_impossible():
    pz = Puzzle(Shape.triangle(3), border=0)
    why = pz.why_impossible()
    assert why is not None and why.key == "puzzle.why.border3"
    assert pz.solve() is None
    assert "there is only 1" in str(why)


def test_parity_in_the_hexagon():
    # every point of the hexagon is shared by 2 or 6 tiles: every number must show an even number of times
    tiles = ["0-0-1", "0-1-1", "0-1-2", "0-2-2", "0-2-3", "0-3-3"]
    shows = Counter(v for t in tiles for v in Tile.parse(t))
    assert any(n % 2 for n in shows.values())
    pz = Puzzle(Shape.hexagon(), tiles=tiles)
    assert pz.why_impossible().key == "puzzle.why.parity"  # type: ignore[union-attr]
    assert pz.count() == 0


def test_too_few_tiles():
    pz = Puzzle(Shape.triangle(3), tiles=SET_0_2[:8])
    assert pz.why_impossible().key == "puzzle.why.too_few"  # type: ignore[union-attr]
    assert pz.solve() is None


def test_no_four_tiles_make_a_triangle_with_equal_sides():
    # brute force over the points agrees: the small triangle can never have three equal sides
    pz = Puzzle(Shape.triangle(2), side_sum="equal")
    assert pz.count() == 0 == len(brute_force(Puzzle(Shape.triangle(2), tiles=SET_0_3, side_sum="equal")))


def test_a_side_too_big_is_impossible():
    pz = Puzzle(Shape.triangle(2), side_sum=16)
    assert pz.why_impossible().key == "puzzle.why.side_big"  # type: ignore[union-attr]


# ------------------------------------------------------------------------ brute force agrees


SMALL = [
    Puzzle(Shape.triangle(2), tiles=SET_0_2),
    Puzzle(Shape.triangle(2), tiles=SET_0_2, no_equal_touching=True),
    Puzzle(Shape.triangle(2), tiles=SET_0_3, side_sum=4),
    Puzzle(Shape.triangle(2), tiles=SET_0_2, border="same"),
    Puzzle(Shape.hexagon(), tiles=SET_0_2),
    Puzzle(Shape.hexagon(), tiles=SET_0_2, side_sum="equal"),
    Puzzle(Shape.hexagon(), tiles=SET_0_3, border=1),
    Puzzle(STRIP, tiles=SET_0_2, border=0),
    Puzzle(Shape.free(["0,0,u", "0,0,d", "1,0,u", "1,0,d", "1,1,u"]), tiles=SET_0_2, no_equal_touching=True),
]


@pytest.mark.parametrize("pz", SMALL, ids=lambda p: f"{p.shape.name}-{len(p.tiles)}")
def test_counts_agree_with_brute_force(pz):
    sols = brute_force(pz)
    assert pz.count() == len(sols)
    assert pz.count(turned_same=True) == turned_classes(pz, sols)
    mine = sorted(tuple(sorted(s.placements)) for s in pz.solutions())
    assert mine == sorted(sols)
    if pz.why_impossible() is not None:
        assert sols == []


def test_counts_agree_with_brute_force_when_tiles_need_not_match():
    pz = Puzzle(STRIP, tiles=SET_0_2[:5], match=False, no_equal_touching=True)
    assert pz.count() == len(brute_force_unmatched(pz)) > 0
    # every corner of the strip is on its outline: with a border of 0s only 0-0-0 fits (a set with three)
    pz = Puzzle(STRIP, tiles=["0-0-0", "0-0-0", "0-0-0", "0-0-1"], match=False, border=0)
    assert pz.count() == len(brute_force_unmatched(pz)) == 1
    pz = Puzzle(STRIP, tiles=["0-0-0", "0-0-0", "1-1-1", "1-1-1"], match=False, border="same")
    assert pz.count() == len(brute_force_unmatched(pz)) == 0


def test_counting_with_a_limit_stops_there():
    assert Puzzle(Shape.hexagon()).count(limit=10) == 10


shapes = st.sampled_from([Shape.triangle(2), Shape.hexagon(), STRIP, Shape.free(["0,0,u", "0,0,d", "1,0,u", "1,0,d"])])


@st.composite
def small_puzzles(draw):
    shape = draw(shapes)
    tiles = draw(st.lists(st.sampled_from(SET_0_2), min_size=shape.size, max_size=8, unique=True))
    border = draw(st.sampled_from([None, "same", 0, 1, 2]))
    sides = draw(st.sampled_from([None, "equal", 3, 4])) if shape.sides else None
    return Puzzle(shape, tiles=tiles, border=border, side_sum=sides, no_equal_touching=draw(st.booleans()))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_puzzles())
def test_properties_of_every_answer(pz):
    sol = pz.solve()
    truth = brute_force(pz)
    if sol is None:
        assert truth == []
    else:
        assert breaks_a_rule(pz, list(sol.placements)) is None
        assert pz.is_solution(sol.placements)
        assert pz.problems(sol.placements) == []
    # a puzzle called impossible has no solution
    if pz.why_impossible() is not None:
        assert truth == []
    assert pz.count() == len(truth)


# ------------------------------------------------------------------------ checking a child's work


def test_problems_say_what_is_wrong():
    pz = Puzzle(Shape.triangle(2), tiles=SET_0_2)
    good = pz.solve()
    assert good is not None
    a, b = Placement(Cell(0, 0, True), (0, 0, 1)), Placement(Cell(0, 0, False), (2, 2, 2))
    keys = [m.key for m in pz.problems([a, b])]
    assert keys == ["puzzle.why.corner"]
    assert "puts a 2 where 0-0-1 shows a 0" in str(pz.problems([a, b])[0])
    mirror = Placement(Cell(0, 0, True), (0, 2, 1))
    assert [m.key for m in pz.problems([mirror])] == ["puzzle.why.mirror"]
    far = Placement(Cell(7, 7, True), (0, 0, 0))
    assert [m.key for m in pz.problems([far])] == ["puzzle.why.outside"]
    assert [m.key for m in pz.problems([a, Placement(Cell(1, 0, True), (0, 1, 0))])] == ["puzzle.why.used"]
    four = Placement(Cell(0, 0, True), (4, 4, 4))
    assert [m.key for m in pz.problems([four])] == ["puzzle.why.not_allowed"]
    assert pz.problems(good.placements) == []
    assert not pz.is_solution(good.placements[:3])


def test_reasons_speak_every_language():
    why = Puzzle(Shape.triangle(3), border=0).why_impossible()
    texts = {lang: why.text(lang) for lang in ("en", "ru", "pl", "hu")}  # type: ignore[union-attr]
    assert len(set(texts.values())) == 4
    assert all("{" not in t for t in texts.values())


# ------------------------------------------------------------------------ saving


def test_a_puzzle_round_trips_through_json():
    sol = Puzzle(Shape.hexagon()).solve()
    pz = Puzzle(Shape.triangle(3), tiles=SET_0_3, border="same", side_sum="equal", title="Try me")
    assert Puzzle.from_json(pz.to_json()) == pz
    pz2 = Puzzle(Shape.hexagon(), given=sol.placements[:2], no_equal_touching=True)  # type: ignore[union-attr]
    assert Puzzle.from_json(pz2.to_json()) == pz2


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[",
        "[]",
        "{}",
        '{"shape": {"cells": ["0,0,u"]}, "extra": 1}',
        '{"shape": {"cells": ["0,0,q"]}}',
        '{"shape": {"cells": ["0,0,u"]}, "tiles": "0-0-0"}',
        '{"shape": {"cells": ["0,0,u"]}, "given": [{"cell": "0,0,u", "corners": [1, 2]}]}',
        '{"shape": {"cells": ["0,0,u"]}, "given": [{"cell": "0,0,u", "corners": [1, 2, true]}]}',
        '{"shape": {"cells": ["0,0,u"], "sides": [[[0, "a"]]]}}',
        '{"shape": {"cells": ["0,0,u"]}, "border": "x"}',
        "[" * 10000 + "]" * 10000,
        json.dumps({"shape": {"cells": [f"{i},0,u" for i in range(100)]}}),
        42,
    ],
)
def test_a_bad_saved_puzzle_is_a_clear_value_error(text):
    with pytest.raises(PuzzleError) as e:
        Puzzle.from_json(text)
    assert str(e.value)


# ------------------------------------------------------------------------ activities


def test_the_whole_set_is_worth_420_and_two_missing_tiles():
    assert sum(t.value for t in tw.full_set()) == 420
    answers = missing_tiles(400, 54)
    assert answers and all(sum(t.value for t in pair) == 20 for pair in answers)
    every_pair = [p for p in itertools.combinations(tw.full_set(), 2) if p[0].value + p[1].value == 20]
    assert answers == every_pair
    assert missing_tiles(405, 55) == [(Tile(5, 5, 5),)]
    with pytest.raises(PuzzleError):
        missing_tiles(400, 50)


def test_the_value_histogram():
    h = value_histogram()
    assert list(h) == list(range(16))
    assert sum(h.values()) == 56
    assert sum(v * n for v, n in h.items()) == 420
    assert all(h[v] == h[15 - v] for v in range(16))  # turn every number n into 5 - n
    assert max(h.values()) == 6 and [v for v in h if h[v] == 6] == [6, 7, 8, 9]


def test_neighbours_by_family():
    assert neighbour_counts() == {"triple": {5}, "double": {10}, "different": {9}}
    # a neighbour really fits: some placement puts it edge to edge with the tile on a board
    for t in (Tile(3, 3, 3), Tile(1, 1, 4), Tile(0, 2, 5)):
        fits = set()
        for u in tw.full_set():
            if u == t:
                continue
            b = tw.Board()
            b.place(Placement(tw.START_CELL, tuple(t)))
            if b.legal_placements(u):
                fits.add(u)
        assert set(neighbours(t)) == fits


def test_the_docstring_examples():
    import doctest

    from trio_widgets.teaching import _puzzles as puzzles

    result = doctest.testmod(puzzles, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 5
