"""Simulation helpers: simulated frequencies agree with exact values; tables; bad input.

Tolerance: a simulated share p of n trials is within 5 standard errors
(5 * sqrt(p (1 - p) / n)) of the exact value.  For a correct sampler that
fails about once in 1.7 million checks, and every check here is seeded, so a
pass is reproducible; a biased sampler (a tile missing, a repeated tile, a
wrong hand size) is off by far more.

numpy is optional for the simulations: these tests read the results as lists, so they run
the same with numpy and without it (tests/test_without_numpy.py runs them with numpy hidden;
there the big deals are 10 times smaller, since plain Python deals more slowly).
"""

from __future__ import annotations

import math
from fractions import Fraction
from itertools import combinations

import pytest

import trio_widgets as tw
from trio_widgets import simulation as explore
from trio_widgets.players import Table

try:
    import numpy as np
except ImportError:
    np = None

#: how much smaller the big simulations are without numpy (the same 5-sigma checks)
SHRINK = 1 if np is not None else 10


def lists(a):
    """A result as plain lists, whether numpy made it or not."""
    return a.tolist() if hasattr(a, "tolist") else a


def column_means(rows):
    return [sum(col) / len(rows) for col in zip(*rows)]


def close(sim: float, exact: float, n: int, sigmas: float = 5.0) -> bool:
    se = math.sqrt(max(exact * (1 - exact), 1e-12) / n)
    return abs(sim - exact) <= sigmas * se + 1e-12


def p_none(good: int, total: int, drawn: int) -> Fraction:
    """Chance that none of ``good`` tiles is among ``drawn`` dealt from ``total``: a product, not comb()."""
    q = Fraction(1)
    for i in range(drawn):
        q *= Fraction(total - good - i, total - i)
    return q


# -- exact values checked by brute force and by another formula ----------------


def test_exact_values_match_enumerating_every_hand_of_a_small_set():
    tiles = tw.full_set(2)  # 10 tiles: 3 triples, 6 doubles, 1 all-different
    for size in (1, 2, 3, 4):
        hands = list(combinations(tiles, size))
        triple = sum(any(t.is_triple for t in h) for h in hands) / len(hands)
        double = sum(any(t.is_double for t in h) for h in hands) / len(hands)
        t = explore.hand_odds(hands=2000, size=size, tile="0-1-2", max_value=2, seed=1)
        assert t.row("holds a triple")["exact"] == pytest.approx(triple)
        assert t.row("holds at least one double")["exact"] == pytest.approx(double)
        assert t.row("holds 0-1-2")["exact"] == pytest.approx(sum(Tile012 in h for h in hands) / len(hands))


Tile012 = tw.Tile(0, 1, 2)


def test_exact_values_for_the_real_set():
    t = explore.hand_odds(hands=1000, size=9, tile="5-5-5", seed=0)
    assert t.row("holds a triple")["exact"] == pytest.approx(float(1 - p_none(6, 56, 9)))
    assert t.row("holds at least one double")["exact"] == pytest.approx(float(1 - p_none(30, 56, 9)))
    assert t.row("holds 5-5-5")["exact"] == pytest.approx(9 / 56)
    assert explore.exact_at_least_one(6, 56, 9) == pytest.approx(float(1 - p_none(6, 56, 9)))


# -- simulated agrees with exact ---------------------------------------------------


@pytest.mark.parametrize("size,tile", [(9, "5-5-5"), (7, "0-1-2"), (6, "2-2-4")])
def test_hand_odds_simulated_agrees_with_exact(size, tile):
    n = 200_000 // SHRINK
    t = explore.hand_odds(hands=n, size=size, tile=tile, seed=size)
    for row in t:
        q = dict(zip(t.columns, row))
        assert close(q["simulated"], q["exact"], n), q
        assert q["difference"] == pytest.approx(q["simulated"] - q["exact"])


def test_random_hands_are_deals_of_distinct_tiles_every_tile_equally_likely():
    n, size = 60_000 // SHRINK, 9
    h = lists(explore.random_hands(n, size, seed=4))
    assert len(h) == n and all(len(row) == 56 and all(type(x) is bool for x in row) for row in h)
    assert all(sum(row) == size for row in h)
    assert all(close(f, size / 56, n) for f in column_means(h))
    # pairs too: two given tiles together, C(54, 7) / C(56, 9) = 9*8 / (56*55)
    both = sum(row[0] and row[55] for row in h) / n
    assert close(both, 9 * 8 / (56 * 55), n)


def test_random_hands_for_a_set_bigger_than_64_tiles():
    n = 20_000 // SHRINK
    h = lists(explore.random_hands(n, 7, max_value=6, seed=1))  # 84 tiles
    assert len(h) == n and all(len(row) == 84 and sum(row) == 7 for row in h)
    assert all(close(f, 7 / 84, n) for f in column_means(h))
    t = explore.hand_odds(hands=50_000 // SHRINK, size=7, tile="6-6-6", max_value=6, seed=2)
    for row in t:
        q = dict(zip(t.columns, row))
        assert close(q["simulated"], q["exact"], 50_000 // SHRINK)


def test_who_starts_for_a_set_bigger_than_64_tiles():
    import dataclasses

    rules = dataclasses.replace(tw.Rules.preset("pressman"), max_value=6)  # 84 tiles, 7 triples
    n = 20_000 // SHRINK
    t = explore.who_starts(deals=n, players=[2], rules=rules, seed=5)
    q = t.row(2)
    assert q["some triple, exact"] == pytest.approx(float(1 - p_none(7, 84, 18)))
    assert close(q["some triple, simulated"], q["some triple, exact"], n)
    assert close(q["only 0-0-0, simulated"], q["only 0-0-0, exact"], n)


def test_dealing_most_of_the_set():
    h = lists(explore.random_hands(5_000, 50, seed=3))  # chooses the 6 left out
    assert all(sum(row) == 50 for row in h)
    assert all(close(f, 50 / 56, 5_000) for f in column_means(h))


def test_triples_in_hand_distribution():
    n = 200_000 // SHRINK
    t = explore.triples_in_hand(hands=n, size=9, seed=5)
    assert t["triples"] == list(range(7))
    assert sum(t["exact"]) == pytest.approx(1)
    assert sum(t["simulated"]) == pytest.approx(1)
    for _k, sim, exact, _ in t:
        assert close(sim, exact, n)
    # hypergeometric mean: 9 * 6 / 56
    assert sum(lists(t.data["counts"])) / n == pytest.approx(9 * 6 / 56, abs=0.01)
    assert 1 - t.row(0)["exact"] == pytest.approx(float(1 - p_none(6, 56, 9)))


def test_who_starts():
    n = 100_000 // SHRINK
    t = explore.who_starts(deals=n, seed=6)
    assert t["players"] == [2, 3, 4, 5, 6]
    assert t["tiles dealt"] == [18, 21, 28, 30, 36]
    for row in t:
        q = dict(zip(t.columns, row))
        d = q["tiles dealt"]
        assert q["some triple, exact"] == pytest.approx(float(1 - p_none(6, 56, d)))
        # 0-0-0 dealt and none of the 5 other triples: d/56 * P(no other triple among the other d-1 of 55)
        assert q["only 0-0-0, exact"] == pytest.approx(float(Fraction(d, 56) * p_none(5, 55, d - 1)))
        assert close(q["some triple, simulated"], q["some triple, exact"], n)
        assert close(q["only 0-0-0, simulated"], q["only 0-0-0, exact"], n)


def test_who_starts_against_the_engines_deal():
    """The engine's own deals (seeded games) agree with the exact value too."""
    n = 3000
    some = sum(any(t.is_triple for h in tw.Game("pressman", 2, seed=s).hands for t in h) for s in range(n)) / n
    exact = explore.who_starts(deals=10, players=[2]).row(2)["some triple, exact"]
    assert close(some, exact, n)


# -- whole rounds ---------------------------------------------------------------------


def test_round_stats_reproducible_and_consistent():
    a = explore.round_stats("pressman", players=2, rounds=40, seed=3)
    b = explore.round_stats("pressman", players=2, rounds=40, seed=3)
    assert repr(a) == repr(b)
    points = lists(a.data["points"])
    assert points == lists(b.data["points"])
    assert len(points) == 40 and all(len(row) == 2 for row in points)
    v = dict(zip(a["question"], a["simulated"]))
    assert 0 <= v["starting player wins"] <= 1 and 0 <= v["ends blocked"] <= 1
    lengths = lists(a.data["lengths"])
    assert v["tiles played"] == pytest.approx(sum(lengths) / 40)
    # every round plays at least the first tile, and at most the whole set
    assert all(1 <= x <= 56 for x in lengths)
    assert v["turns"] >= v["tiles played"]


def test_round_stats_matches_games_replayed_here():
    """Greedy bots use no chance: replaying each round's seed with the engine gives the same counts."""
    from trio_widgets.players import GreedyBot, play_round

    t = explore.round_stats("classic", players=3, rounds=15, seed=9)
    blocked = starter = 0.0
    for i, seed in enumerate(lists(t.data["seeds"])):
        g = tw.Game("classic", players=3, seed=seed)
        play_round(g, [GreedyBot(), GreedyBot(), GreedyBot()])
        assert g.round_points == lists(t.data["points"])[i]
        assert sum(a["action"] == "play" for a in g.actions) == lists(t.data["lengths"])[i]
        blocked += g.round_end_reason == "blocked"
        starter += (g.starter in g.round_winners) / len(g.round_winners)
    assert t.row("ends blocked")["simulated"] == pytest.approx(blocked / 15)
    assert t.row("starting player wins")["simulated"] == pytest.approx(starter / 15)


def test_round_stats_kids_and_penalty_points():
    kids = explore.round_stats("kids", players=4, rounds=20, seed=1)
    assert not any(any(row) for row in lists(kids.data["points"]))  # the kids' game keeps no score
    simple = explore.round_stats("trimino_simple", players=2, rounds=20, seed=1)
    points = lists(simple.data["points"])
    assert all(p >= 0 for row in points for p in row)  # penalty points only go up
    # exactly one player scores 0 when somebody goes out
    for pts, blocked in zip(points, lists(simple.data["blocked"])):
        if not blocked:
            assert pts.count(0) >= 1


def test_round_table_and_histogram():
    t = explore.round_table(["kids", "pressman"], players=[2, 3], rounds=8, seed=2)
    assert [(r[0], r[1]) for r in t] == [("kids", 2), ("kids", 3), ("pressman", 2), ("pressman", 3)]
    rs = explore.round_stats("pressman", rounds=25, seed=4)
    h = explore.points_histogram(rs, width=50)
    assert sum(h["rounds"]) == 50
    assert sum(h["share"]) == pytest.approx(1)
    with pytest.raises(ValueError):
        explore.points_histogram(explore.tile_set(3))


# -- the set ------------------------------------------------------------------------------


def test_tile_set_counts():
    t = explore.tile_set()
    for n in range(1, 10):
        row = t.row(n)
        c = tw.set_counts(n)
        assert (row["triples"], row["doubles"], row["all different"], row["total"]) == (
            c["triples"],
            c["doubles"],
            c["different"],
            c["total"],
        )
        assert row["total"] == len(tw.full_set(n))
        assert row["with both mirrors"] == c["with_mirrors"]
        assert row["formulas agree"] is True
    five = t.row(5)
    assert (five["triples"], five["doubles"], five["all different"], five["total"]) == (6, 30, 20, 56)
    assert (five["mirror images to add"], five["with both mirrors"]) == (20, 76)


# -- tables and bad input -----------------------------------------------------------------


def test_table_prints_and_converts():
    t = Table(["kind", "share"], [("triple", 0.5), ("double", 0.25)], title="T", note="n")
    text = repr(t)
    assert text.splitlines()[0] == "T" and text.splitlines()[-1] == "n"
    assert "0.5000" in text
    assert t.to_dict() == {"kind": ["triple", "double"], "share": [0.5, 0.25]}
    assert t.chart() == {"labels": ["triple", "double"], "share": [0.5, 0.25]}
    assert "<table>" in t._repr_html_() and "&lt;" in Table(["a"], [("<b>",)])._repr_html_()
    with pytest.raises(KeyError):
        t["nope"]
    with pytest.raises(KeyError):
        t.row("quad")
    with pytest.raises(ValueError):
        Table(["a", "b"], [(1,)])


@pytest.mark.parametrize(
    "call",
    [
        lambda: explore.hand_odds(hands=0),
        lambda: explore.hand_odds(hands=10, size=57),
        lambda: explore.hand_odds(hands=10, tile="6-6-6"),
        lambda: explore.hand_odds(hands=10, tile="0-2-1"),
        lambda: explore.hand_odds(hands=10, seed="x"),
        lambda: explore.who_starts(deals=10, players=[1]),
        lambda: explore.who_starts(deals=10, players=[7]),
        lambda: explore.round_stats("pressman", players=2, rounds=0),
        lambda: explore.round_stats("pressman", players=3, bots=["greedy", "smart"]),
        lambda: explore.round_stats("nonsense"),
        lambda: explore.tile_set(0),
        lambda: explore.random_hands(5, 0),
    ],
)
def test_bad_input_is_a_clear_value_error(call):
    with pytest.raises(ValueError):
        call()


# -- the same deals with numpy and without it ---------------------------------------------


def test_default_rng_gives_numpys_numbers():
    from trio_widgets.simulation import _pcg64

    for seed in (0, 1, 2024, 2**64 + 3):
        py = _pcg64.default_rng(seed)
        first = py.integers(0, 55, 20), py.integers(0, 56, 30, dtype="uint8"), py.random(3), py.integers(2**63)
        assert all(0 <= x < 55 for x in first[0]) and all(0 <= x < 56 for x in first[1])
        assert all(0 <= x < 1 for x in first[2]) and 0 <= first[3] < 2**63
        if np is not None:
            rng = np.random.default_rng(seed)
            same = rng.integers(0, 55, 20), rng.integers(0, 56, 30, dtype=np.uint8), rng.random(3), rng.integers(2**63)
            assert [lists(x) for x in first] == [lists(x) for x in same]
    # numbers fixed once, from numpy 2: the same seed gives these with numpy or without
    assert _pcg64.default_rng(1).integers(0, 55, 5) == [26, 28, 41, 52, 1]
    assert lists(explore.default_rng(1).integers(0, 55, 5)) == [26, 28, 41, 52, 1]
    with pytest.raises(ValueError):
        _pcg64.default_rng(1).integers(5, 5)
    with pytest.raises(ValueError):
        _pcg64.default_rng(-1)


@pytest.mark.skipif(np is None, reason="compares the numpy deals with the plain-Python ones")
def test_the_plain_python_deals_are_numpys_deals(monkeypatch):
    """Every helper gives the same table with numpy and without it: the same hands, the same rounds."""
    import dataclasses

    from trio_widgets.simulation import _explore

    six = dataclasses.replace(tw.Rules.preset("pressman"), max_value=6)
    calls = [
        lambda: explore.hand_odds(hands=3000, size=9, tile="5-5-5", seed=1),
        lambda: explore.hand_odds(hands=500, size=7, tile="6-6-6", max_value=6, seed=2),
        lambda: explore.triples_in_hand(hands=3000, size=9, seed=1),
        lambda: explore.triples_in_hand(hands=300, size=7, max_value=6, seed=1),
        lambda: explore.who_starts(deals=2000, players=[2, 3, 4, 6], seed=1),
        lambda: explore.who_starts(deals=300, players=[2], rules=six, seed=5),
        lambda: explore.round_stats("kids", players=2, rounds=30, seed=1),
        lambda: explore.points_histogram(explore.round_stats("pressman", rounds=20, seed=2), width=50),
        lambda: explore.round_table(["pressman"], players=[2, 3], rounds=10, seed=2),
        lambda: Table(["hands"], [(row,) for row in lists(explore.random_hands(40, 50, seed=3))]),
        lambda: Table(["hands"], [(row,) for row in lists(explore.random_hands(20, 7, max_value=6, seed=3))]),
    ]
    with_numpy = [c() for c in calls]
    monkeypatch.setattr(_explore, "np", None)
    monkeypatch.setattr(_explore, "_BIT", None)
    without = [c() for c in calls]
    for a, b in zip(with_numpy, without):
        assert len(a.rows) == len(b.rows), a.title
        for ra, rb in zip(a.rows, b.rows):
            for x, y in zip(ra, rb):
                # the simulated shares are equal; a margin may differ in its last digit (another sum)
                assert x == (pytest.approx(y, rel=1e-12, nan_ok=True) if isinstance(x, float) else y), a.title
        for key in a.data:
            assert lists(a.data[key]) == lists(b.data[key]), (a.title, key)
