"""docs/rules.md sections 2-4 and 10: coordinates, legality, scoring."""

import dataclasses
import re

import pytest
from engine_helpers import DOWN, UP, build, ring

import trio_widgets as tw
from trio_widgets import Cell, Placement, Tile
from trio_widgets.engine import cell_corners, cell_edges, cell_neighbours, point_cells, point_xy

PRESSMAN = tw.Rules.preset("pressman")
CLASSIC = tw.Rules.preset("classic")
ADVANCED = tw.Rules.preset("trimino_advanced")
START = Cell(0, 0, True)


# -- section 2: coordinates -------------------------------------------------


def test_cell_corners_as_in_the_table():
    assert cell_corners(Cell(3, -2, True)) == ((3, -1), (4, -2), (3, -2))
    assert cell_corners(Cell(3, -2, False)) == ((3, -1), (4, -1), (4, -2))


def test_corners_are_clockwise_on_paper():
    # clockwise with Y up means a negative signed area
    for cell in [Cell(0, 0, True), Cell(0, 0, False), Cell(-3, 5, True), Cell(2, -7, False)]:
        (ax, ay), (bx, by), (cx, cy) = (point_xy(p) for p in cell_corners(cell))
        area2 = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay)
        assert area2 < 0
        assert abs(abs(area2) / 2 - 3**0.5 / 4) < 1e-9  # unit triangles


def test_neighbours_share_an_edge_and_the_opposite_corner_is_off_it():
    for cell in [Cell(0, 0, True), Cell(0, 0, False), Cell(4, -1, True), Cell(-2, 3, False)]:
        for nb, opp in cell_edges(cell):
            shared = set(cell_corners(cell)) & set(cell_corners(nb))
            assert len(shared) == 2
            assert cell_corners(cell)[opp] not in shared
            assert nb.up != cell.up
            assert cell in cell_neighbours(nb)


def test_six_cells_around_a_point():
    cells = point_cells((2, -1))
    assert len(set(cells)) == 6
    assert all((2, -1) in cell_corners(c) for c in cells)
    r = ring((2, -1))
    assert set(r) == set(cells)
    for a, b in zip(r, r[1:] + r[:1]):
        assert b in cell_neighbours(a)


def test_placement_tile_and_rotations():
    p = Placement(Cell(1, 0, False), (2, 0, 1))
    assert p.tile == Tile(0, 1, 2)
    assert Placement(Cell(0, 0, True), (2, 1, 0)).tile == Tile(0, 2, 1)
    b = tw.Board()
    assert len(b.legal_placements(Tile(3, 3, 3))) == 1
    assert len(b.legal_placements(Tile(3, 3, 4))) == 3
    assert {p.cell for p in b.legal_placements(Tile(1, 2, 3))} == {START}


# -- section 3: legality -----------------------------------------------------


def test_first_tile_only_on_the_start_cell():
    b = tw.Board()
    with pytest.raises(tw.IllegalMove, match="start place"):
        b.place(Placement(Cell(1, 0, True), (1, 2, 3)))
    assert len(b) == 0
    b.place(Placement(START, (2, 3, 1)))
    assert b.number_at((0, 1)) == 2 and b.number_at((1, 0)) == 3 and b.number_at((0, 0)) == 1


def test_illegal_placements_say_why_and_change_nothing():
    b = tw.Board()
    b.place(Placement(START, (0, 1, 2)))
    before = (b.placements, b.points, b.open_cells())
    cases = [
        (Placement(START, (3, 4, 5)), "taken"),
        (Placement(Cell(5, 5, True), (3, 4, 5)), "edge"),
        # down(0,0) has corners (0,1) top-left, (1,1) top-right, (1,0) bottom: (0,1)=0 and (1,0)=1 on the board
        (
            Placement(Cell(0, 0, False), (0, 2, 2)),
            re.escape("corner (1, 0) is a 1 on the board, the tile puts a 2 there"),
        ),
        (Placement(Cell(0, 0, False), (0, 2, 1)), "mirror image"),
        (Placement(Cell(0, 0, False), (0, 7, 1)), "no 7"),
        (Placement(Cell(0, 0, False), (1, 2, 0)), "already on the board"),
    ]
    for p, why in cases:
        with pytest.raises(tw.IllegalMove, match=why):
            b.place(p)
        assert not b.is_legal(p)
    assert (b.placements, b.points, b.open_cells()) == before
    for junk in [None, "x", (1, 2), (Cell(0, 0, False), (1, 2)), (Cell(0, 0, False), "abc"), ("a", "b", "c")]:
        with pytest.raises(ValueError):
            b.place(junk)
    assert b.placements == before[0]


def test_point_contact_must_match_too():
    # 0-0-0 at the start; a tile next to it touches point (1, 0) which down(0,-1)... build a point-only contact:
    # ring around (0,0): up(0,0), down(-1,0), up(-1,0), down(-1,-1), up(0,-1), down(0,-1)
    r = ring((0, 0))
    board, _ = build(r[:3])
    # up(0,-1) is not edge-adjacent yet; down(-1,-1) is, and touches up(0,0) only at the point (0, 0)
    x = r[3]
    shown = board.number_at((0, 0))
    for p in board.legal_placements_for(tw.full_set()):
        if p.cell == x:
            assert p.corners[cell_corners(x).index((0, 0))] == shown


def test_fact_nine_tiles_fit_a_lone_0_1_2():
    b = tw.Board()
    b.place(Placement(START, (0, 1, 2)))
    fits = {p.tile for p in b.legal_placements_for(tw.full_set())}
    expected = {Tile.parse(s) for s in "0-0-1 0-0-2 0-1-1 0-2-2 0-2-3 0-2-4 0-2-5 1-1-2 1-2-2".split()}
    assert fits == expected
    assert Tile(0, 1, 3) not in fits  # it would have to be flipped
    # the per-tile call agrees with the all-tiles call
    for t in tw.full_set():
        assert bool(b.legal_placements(t)) == (t in fits)


@pytest.mark.parametrize("v", range(6))
def test_fact_five_tiles_fit_a_lone_triple(v):
    b = tw.Board()
    b.place(Placement(START, (v, v, v)))
    fits = {p.tile for p in b.legal_placements_for(tw.full_set())}
    assert len(fits) == 5
    # the five are exactly the doubles v-v-w (a tile with two v's side by side)
    assert fits == {Tile(v, v, w) for w in range(6) if w != v}


def test_legal_placements_match_brute_force_on_a_random_board():
    import random

    rng = random.Random(5)
    b = tw.Board()
    left = list(tw.full_set())
    while len(b) < 20:
        p = rng.choice(b.legal_placements_for(left))
        b.place(p)
        left.remove(p.tile)
    # brute force: every cell within reach, every rotation of every tile left
    near = {c for p in b.placements for c in point_cells(cell_corners(p.cell)[0])} | {
        n for p in b.placements for n in cell_neighbours(p.cell)
    }
    brute = set()
    for cell in near:
        for t in left:
            for rot in t.rotations():
                p = Placement(cell, rot)
                if cell in b.cells:
                    continue
                if not any(n in b.cells for n in cell_neighbours(cell)):
                    continue
                if all(b.number_at(pt) in (None, v) for pt, v in zip(cell_corners(cell), rot)):
                    brute.add(p)
    assert set(b.legal_placements_for(left)) == brute
    per_tile = {p for t in left for p in b.legal_placements(t)}
    assert per_tile == brute
    for p in brute:
        assert b.is_legal(p)


def _from_scratch(b: tw.Board) -> list[Placement]:
    """Every legal placement worked out from nothing kept: each open cell in the order the cells
    opened, each tile of the set not on the board in set order, each rotation whose numbers
    match those already at the cell's corners."""
    out = []
    on = b.tiles
    for cell in b.open_cells():
        have = [b.number_at(pt) for pt in cell_corners(cell)]
        for t in tw.full_set(b.max_value):
            if t in on:
                continue
            for rot in t.rotations():
                if all(h is None or h == v for h, v in zip(have, rot)):
                    out.append(Placement(cell, rot))
    return out


@pytest.mark.parametrize("seed", range(8))
def test_what_fits_is_kept_up_to_date_as_tiles_are_placed(seed):
    """The board's fits per tile and per open cell, updated placement by placement, always say
    what a search from nothing says: the same placements in the same order, the same counts."""
    import random

    rng = random.Random(seed)
    max_value = (3, 5, 6, 9)[seed % 4]
    b = tw.Board(max_value)
    left = list(tw.full_set(max_value))
    copies = []
    for step in range(45):
        every = _from_scratch(b) if len(b) else [q for t in left for q in b.legal_placements(t)]
        assert b.legal_placements_for(left) == every
        hand = rng.sample(left, min(len(left), 9))
        for tiles in (hand, hand[:1], []):
            assert b.legal_placements_for(tiles) == [q for q in every if q.tile in tiles]
            assert b.playable(tiles) == [t for t in tiles if any(q.tile == t for q in every)]
            assert b.any_fits(tiles) == any(q.tile in tiles for q in every)
            assert b.has_legal_placement(tiles) == next((q for q in every if q.tile in tiles), None)
        for t in tw.full_set(max_value):
            assert b.fits(t) == len(b.legal_placements(t)) == sum(q.tile == t for q in every)
        if not every:
            break
        if step % 7 == 3:
            copies.append((b.copy(), every))
        p = rng.choice(every)
        b.place(p)
        left.remove(p.tile)
    # a copy keeps what fitted when it was made, whatever the original did since
    for c, every in copies:
        assert c.legal_placements_for(tw.full_set(c.max_value)) == every


@pytest.mark.parametrize("seed", range(8))
def test_changed_by_and_score_totals_say_what_placing_would(seed):
    """Board.changed_by(p) is what placing p changes, on a copy; score_totals is score().total."""
    import random

    rng = random.Random(100 + seed)
    b = tw.Board((5, 9)[seed % 2])
    left = list(tw.full_set(b.max_value))
    for _ in range(rng.randrange(0, 35)):
        p = rng.choice(b.legal_placements_for(left))
        b.place(p)
        left.remove(p.tile)
    for name in tw.Rules.presets():
        rules = dataclasses.replace(tw.Rules.preset(name), multiply_by_sides=bool(seed % 3 == 0))
        moves = b.legal_placements_for(left)
        assert b.score_totals(moves, rules) == [b.score_unchecked(q, rules).total for q in moves]
        for p in rng.sample(moves, min(6, len(moves))):
            mine = rng.sample(left, min(len(left), 10))
            near, found, totals = b.changed_by(p, mine, rules)
            after = b.copy()
            after.place(p)
            assert p.cell in near and len(near) == 13
            want = [q for q in after.legal_placements_for(mine) if q.cell in near]
            assert sorted(found) == sorted(want)
            assert totals == after.score_totals(found, rules)
            # everything else stays as it was
            before = [q for q in b.legal_placements_for(mine) if q.cell not in near and q.tile != p.tile]
            assert before == [q for q in after.legal_placements_for(mine) if q.cell not in near]
            assert b.score_totals(before, rules) == after.score_totals(before, rules)


@pytest.mark.parametrize("seed", range(6))
def test_copies_share_what_placing_would_change_only_where_it_stays_the_same(seed):
    """Copies of a board, each with one tile placed, reuse the board's look-ups of what placing
    changes (and add to them) only for cells their tile did not change: changed_by and
    best_changed_by on each copy are what a board built afresh with the same tiles gives, in
    any order of asking, and after the original has moved on."""
    import random

    rng = random.Random(300 + seed)
    b = tw.Board((5, 7)[seed % 2])
    left = list(tw.full_set(b.max_value))
    for _ in range(rng.randrange(3, 30)):
        p = rng.choice(b.legal_placements_for(left))
        b.place(p)
        left.remove(p.tile)
    rules = dataclasses.replace(tw.Rules.preset("pressman"), multiply_by_sides=bool(seed % 2))
    moves = b.legal_placements_for(left)
    kids = []
    for p in rng.sample(moves, min(5, len(moves))):
        kid = b.copy()
        kid.place_unchecked(p)
        fresh = tw.Board.from_placements(kid.placements, b.max_value)
        rest = [t for t in left if t != p.tile]
        rng.shuffle(rest)
        # my tiles (one memo for them on each copy), and the replies: the other tiles' moves
        kids.append((kid, fresh, frozenset(rest[: len(rest) // 2]), {}, rest[len(rest) // 2 :]))
    asked = [(k, q) for k in kids for q in k[0].legal_placements_for(k[4])]
    rng.shuffle(asked)
    for step, ((kid, fresh, mine, memo, _theirs), q) in enumerate(asked):
        if step == len(asked) // 2 and b.legal_placements_for(left):
            b.place(b.legal_placements_for(left)[0])  # the original moves on
        near, found, totals = kid.changed_by(q, mine, rules)
        assert (near, found, totals) == fresh.changed_by(q, mine, rules)
        best = (near, max(totals), max(r.tile.value for r in found)) if found else (near, None, -1)
        assert kid.best_changed_by(q, mine, rules, memo) == best
        assert kid.best_changed_by(q, mine, rules) == best
    # tiles on the board or the placed one are left out, memo or not
    kid, fresh, mine, memo, theirs = kids[0]
    q = kid.legal_placements_for(theirs)[0]
    every = frozenset(tw.full_set(b.max_value))
    near, found, totals = fresh.changed_by(q, every, rules)
    want = (near, max(totals), max(r.tile.value for r in found)) if found else (near, None, -1)
    assert kid.best_changed_by(q, every, rules, memo) == want


@pytest.mark.parametrize("seed", range(4))
def test_play_facts_are_the_score_and_the_points_of_a_play(seed):
    """Board.play_facts(p) is (score_unchecked(p), hexagon points, bridge point), first tile on."""
    import random

    rng = random.Random(500 + seed)
    b = tw.Board()
    left = list(tw.full_set())
    rules = [tw.Rules.preset(n) for n in tw.Rules.presets()]
    bridges = hexagons = 0
    while True:
        moves = b.legal_placements_for(left)
        if not moves:
            break
        for q in moves:
            for r in rules:
                for counted in (True, False):
                    want = (b.score_unchecked(q, r, counted), *b.play_points(q))
                    assert b.play_facts(q, r, counted) == want
            bridges += b.bridge_point(q) is not None
            hexagons += len(b.hexagon_points(q))
        p = rng.choice(moves)
        b.place(p)
        left.remove(p.tile)
    assert bridges and hexagons  # both kinds of point were met


# -- section 4: scoring ------------------------------------------------------


def test_start_scores_fact():
    assert tw.Board().score(Placement(START, (4, 4, 4)), PRESSMAN).total == 22
    assert tw.Board().score(Placement(START, (0, 0, 0)), PRESSMAN).total == 40
    # a non-triple start scores its value, no bonus
    s = tw.Board().score(Placement(START, (5, 4, 5)), PRESSMAN)
    assert s.total == 14 and s.bonus == 0
    # with the multiplier, the first tile counts s as 1
    assert tw.Board().score(Placement(START, (3, 4, 5)), ADVANCED).total == 12


def test_one_edge_scores_the_value():
    b = tw.Board()
    b.place(Placement(START, (0, 1, 2)))
    # down(0,0): (0,1)=0, (1,1)=free, (1,0)=1 -> corners (0, x, 1) clockwise; 0-x-1 is in the set only as 0-1-x rotations: x=0 -> 0-0-1
    p = Placement(Cell(0, 0, False), (0, 0, 1))
    s = b.score(p, PRESSMAN)
    assert (s.sides, s.bridge, s.two_sides, s.hexagons, s.total) == (1, False, False, 0, 1)
    assert s.explain() == "0 + 0 + 1 = 1"


def test_bridge():
    # Eight tiles in a loop; then up(0,-1) shares one edge, with down(0,-1), and its corner
    # opposite that edge, (0,-1), is already touched by up(-1,-1), which meets it only there.
    shape = [
        Cell(0, 0, UP),
        Cell(-1, 0, DOWN),
        Cell(-1, 0, UP),
        Cell(-2, 0, DOWN),
        Cell(-2, 0, UP),
        Cell(-2, -1, DOWN),
        Cell(-1, -1, UP),
        Cell(0, -1, DOWN),
    ]
    x = Cell(0, -1, UP)
    board, fits = build(shape, last=x)
    assert (0, -1) in cell_corners(Cell(-1, -1, UP)) and (0, -1) in cell_corners(x)
    filled_nbrs = [n for n in cell_neighbours(x) if n in board.cells]
    assert filled_nbrs == [Cell(0, -1, DOWN)]
    for p in fits:
        s = board.score(p, PRESSMAN)
        assert (s.sides, s.bridge, s.two_sides, s.hexagons) == (1, True, False, 0)
        assert s.total == p.tile.value + 40
        assert f"bridge +40, total {p.tile.value + 40}" in s.explain()
        # trimino scores no bridge; advanced multiplies by 1
        assert board.score(p, ADVANCED).total == p.tile.value
    # the explain string a child reads
    p = fits[0]
    a, b_, c = p.tile
    assert (
        board.score(p, PRESSMAN).explain()
        == f"{a} + {b_} + {c} = {p.tile.value}, bridge +40, total {p.tile.value + 40}"
    )


def test_notch_is_two_sides_not_a_bridge():
    # down(0,-1) lies under up(0,0) and left of up(1,-1): with both filled it is a notch (two edges).
    # Joined the short way round point (1, 0) it would close a hexagon there, so join them the long
    # way: round (2, 0) and (2, -1), leaving down(1,-1) empty (4 of the 6 cells round (1, 0) filled).
    shape = [
        Cell(0, 0, UP),
        Cell(0, 0, DOWN),
        Cell(1, 0, UP),
        Cell(1, 0, DOWN),
        Cell(2, 0, UP),
        Cell(2, -1, DOWN),
        Cell(2, -1, UP),
        Cell(2, -2, DOWN),
        Cell(2, -2, UP),
        Cell(1, -2, DOWN),
        Cell(1, -1, UP),
    ]
    x = Cell(0, -1, DOWN)
    assert Cell(1, -1, DOWN) not in shape and Cell(0, -1, UP) not in shape
    board, fits = build(shape, last=x)
    assert sorted(n for n in cell_neighbours(x) if n in board.cells) == sorted([Cell(0, 0, UP), Cell(1, -1, UP)])
    for p in fits:
        for rules in (PRESSMAN, CLASSIC):
            s = board.score(p, rules)
            assert (s.sides, s.bridge, s.two_sides, s.hexagons) == (2, False, True, 0)
            assert s.total == p.tile.value + 40
            assert s.explain().endswith(f"two sides +40, total {p.tile.value + 40}")
        s = board.score(p, ADVANCED)
        assert s.total == 2 * p.tile.value
        assert s.explain().startswith(
            f"{' + '.join(map(str, p.tile))} = {p.tile.value}, × 2 sides = {2 * p.tile.value}"
        )


def test_hexagon_closes_with_the_sixth_tile():
    r = ring((0, 0))
    board, fits = build(r[:5], last=r[5])
    for p in fits:
        s = board.score(p, PRESSMAN)
        assert s.hexagons == 1 and s.sides == 2 and s.two_sides
        assert s.two_sides_points == 0  # a hexagon is not also paid as two sides
        assert s.total == p.tile.value + 50
        assert board.score(p, CLASSIC).total == p.tile.value + 60
        assert board.hexagon_points(p) == [(0, 0)]
    # the fifth tile closed nothing
    board5, fits5 = build(r[:4], last=r[4])
    assert all(board5.score(p, PRESSMAN).hexagons == 0 for p in fits5)


def _star(centre_cell):
    """All cells around the corners of centre_cell, in an order where each touches an earlier one by an edge."""
    around = []
    for pt in cell_corners(centre_cell):
        for c in ring(pt):
            if c != centre_cell and c not in around:
                around.append(c)
    return around


def _edge_order(cells, first):
    order = [first]
    left = [c for c in cells if c != first]
    while left:
        for c in left:
            if any(n in order for n in cell_neighbours(c)):
                order.append(c)
                left.remove(c)
                break
        else:
            raise AssertionError("not connected")
    return order


def test_two_hexagons_at_once_in_a_hole():
    x = Cell(0, 0, DOWN)  # corners (0,1), (1,1), (1,0)
    around = [c for pt in [(0, 1), (1, 1)] for c in ring(pt) if c != x]
    cells = _edge_order(list(dict.fromkeys(around)), START)
    board, fits = build(cells, last=x)
    for p in fits:
        s = board.score(p, PRESSMAN)
        assert s.hexagons == 2
        assert s.sides == len([n for n in cell_neighbours(x) if n in board.cells])
        assert s.total == p.tile.value + 100
        assert "2 hexagons +100" in s.explain()


def test_three_hexagons_at_once():
    x = Cell(0, 0, DOWN)
    cells = _edge_order(_star(x), START)
    assert len(cells) == 12
    board, fits = build(cells, last=x)
    for p in fits:
        s = board.score(p, CLASSIC)
        assert (s.hexagons, s.sides, s.bridge, s.two_sides) == (3, 3, False, False)
        assert s.total == p.tile.value + 180
        assert board.score(p, ADVANCED).total == 3 * p.tile.value


def test_hole_is_never_a_bridge_and_custom_rules_apply():
    # down(0,0)'s neighbours are up(0,0), up(1,0), up(0,1); fill them, joined round the left and top
    x = Cell(0, 0, DOWN)
    cells = [
        START,
        Cell(-1, 0, DOWN),
        Cell(-1, 1, UP),
        Cell(-1, 1, DOWN),
        Cell(0, 1, UP),
        Cell(0, 1, DOWN),
        Cell(1, 1, UP),
        Cell(1, 0, DOWN),
        Cell(1, 0, UP),
    ]
    board, fits = build(cells, last=x)
    assert all(n in board.cells for n in cell_neighbours(x))
    custom = dataclasses.replace(PRESSMAN, two_sides_bonus=7, hexagon_bonus=11, bridge_bonus=13)
    for p in fits:
        s = board.score(p, custom)
        assert s.sides == 3 and not s.bridge and not s.two_sides
        # (0,1) has all six neighbours filled by then: up(0,0), down(-1,0)... count them independently
        closes = [pt for pt in cell_corners(x) if all(c in board.cells for c in point_cells(pt) if c != x)]
        assert s.hexagons == len(closes)
        assert s.total == p.tile.value + 11 * len(closes)


def test_board_copy_is_independent():
    b = tw.Board()
    b.place(Placement(START, (0, 1, 2)))
    c = b.copy()
    c.place(Placement(Cell(0, 0, False), (0, 0, 1)))
    assert len(b) == 1 and len(c) == 2
    assert Cell(0, 0, False) not in b.cells


def test_score_of_illegal_placement_raises():
    b = tw.Board()
    with pytest.raises(tw.IllegalMove):
        b.score(Placement(Cell(2, 2, True), (1, 2, 3)), PRESSMAN)


def test_no_points_during_play_under_penalty_scoring_or_kids():
    b = tw.Board()
    for name in ("trimino_simple", "kids"):
        s = b.score(Placement(START, (3, 4, 5)), tw.Rules.preset(name))
        assert s.total == 0 and not s.counted and s.tile_value == 12
        assert "no points" in s.explain()
