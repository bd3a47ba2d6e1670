from itertools import permutations, product
from math import comb

import pytest

import trio_widgets as tw
from trio_widgets.engine import Tile


def test_rotation_is_the_same_tile_mirror_is_not():
    assert Tile(0, 1, 2) == Tile(1, 2, 0) == Tile(2, 0, 1)
    assert Tile(0, 1, 2) != Tile(0, 2, 1)
    assert hash(Tile(1, 2, 0)) == hash(Tile(0, 1, 2))
    assert tuple(Tile(1, 2, 0)) == (0, 1, 2)
    assert tuple(Tile(5, 3, 4)) == (3, 4, 5)
    assert tuple(Tile(1, 0, 0)) == (0, 0, 1)


def test_repr_pastes_back():
    t = Tile(4, 3, 5)
    assert eval(repr(t), {"Tile": Tile}) == t
    assert str(t) == "3-5-4"


@pytest.mark.parametrize("n", range(1, 10))
def test_full_set_sizes_and_kinds(n):
    s = tw.full_set(n)
    assert len(s) == comb(n + 3, 3) == len(set(s))
    assert sum(t.is_triple for t in s) == n + 1
    assert sum(t.is_double for t in s) == (n + 1) * n
    assert sum(t.is_different for t in s) == comb(n + 1, 3)
    # every ordered triple of numbers is a rotation of exactly one set tile or of a mirror of one
    for a, b, c in product(range(n + 1), repeat=3):
        t = Tile(a, b, c)
        assert (t in s) != (t.mirror() in s) or t == t.mirror()


def test_the_56_tile_set():
    s = tw.full_set()
    assert len(s) == 56
    counts = tw.set_counts(5)
    assert (counts["triples"], counts["doubles"], counts["different"]) == (6, 30, 20)
    assert counts["with_mirrors"] == 76
    # each number appears on exactly 21 tiles
    for v in range(6):
        assert sum(v in t for t in s) == 21
    # the mirror of an all-different tile is never in the set
    assert all(t.mirror() not in s for t in s if t.is_different)
    # all 6 * 6 * 6 ordered triples, taken up to rotation, give 56 + 20 = 76 distinct tiles
    assert len({Tile(*p) for p in product(range(6), repeat=3)}) == 76


def test_value_kind_mirror():
    assert Tile(3, 4, 5).value == 12
    assert Tile(0, 0, 0).value == 0 and Tile(5, 5, 5).value == 15
    assert Tile(2, 2, 2).kind == "triple"
    assert Tile(2, 5, 2).kind == "double"
    assert Tile(1, 3, 2).kind == "different"
    assert Tile(0, 1, 2).mirror() == Tile(0, 2, 1)
    assert Tile(1, 1, 4).mirror() == Tile(1, 1, 4)
    for t in tw.full_set():
        assert t.mirror().mirror() == t


def test_highest_first_order():
    order = tw.highest_first(tw.full_set())
    assert order[0] == Tile(5, 5, 5)
    # equal values: numbers sorted descending, compared lexicographically
    assert order.index(Tile(3, 5, 5)) < order.index(Tile(4, 4, 5))  # 5-5-3 before 5-4-4
    values = [t.value for t in order]
    assert values == sorted(values, reverse=True)


@pytest.mark.parametrize(
    "text,expected",
    [("3-4-5", (3, 4, 5)), ("345", (3, 4, 5)), (" 5-3-4 ", (3, 4, 5)), ("0,0,1", (0, 0, 1)), ("2 1 0", (0, 2, 1))],
)
def test_parse(text, expected):
    assert tuple(Tile.parse(text)) == expected


@pytest.mark.parametrize(
    "junk", ["", "3-4", "3-4-5-6", "a-b-c", "12", "3-4-10", "-1-2-3", "3--4", None, 345, [1, 2], "3.5-1-1"]
)
def test_parse_junk_raises_clear_value_error(junk):
    with pytest.raises(ValueError) as e:
        Tile.parse(junk)
    assert "tile" in str(e.value)


@pytest.mark.parametrize("bad", [(-1, 0, 0), (10, 0, 0), (1.5, 0, 0), ("1", 2, 3), (True, 0, 0), (None, 1, 1)])
def test_bad_numbers_raise(bad):
    with pytest.raises(ValueError):
        Tile(*bad)


def test_tile_outside_a_small_set():
    assert Tile(7, 0, 0).in_set(9) and not Tile(7, 0, 0).in_set(5)
    with pytest.raises(ValueError):
        tw.full_set(0)
    with pytest.raises(ValueError):
        tw.full_set(10)


def test_rotations():
    assert len(Tile(3, 3, 3).rotations()) == 1
    for t in tw.full_set():
        rots = t.rotations()
        assert len(set(rots)) == len(rots) == (1 if t.is_triple else 3)
        assert all(Tile(*r) == t for r in rots)
        # every rotation is one of the cyclic shifts, never a mirror reading
        for r in rots:
            assert r in {p for p in permutations(tuple(t)) if Tile(*p) == t}


def test_parse_within_a_set():
    assert Tile.parse("5-5-5", max_value=5) == Tile(5, 5, 5)
    with pytest.raises(ValueError, match="0-5 set: 7 is too big"):
        Tile.parse("7-0-0", max_value=5)
    with pytest.raises(ValueError, match="mirror image of 0-1-2"):
        Tile.parse("0-2-1", max_value=5)
    assert Tile.parse("7-0-0", max_value=9) == Tile(0, 0, 7)
