"""Chance and simulation for the lessons: one-line calls, the exact answer beside the simulated one.

Every helper returns a :class:`Table`: it prints as a small text table (and as
HTML in a notebook), gives its columns as plain lists with ``table["column"]``
or ``table.to_dict()``, and ``table.chart()`` gives labels and numbers ready
for a bar chart.  Raw numbers, where there are any, are in ``table.data``: numpy arrays
where numpy is installed, lists where it is not.

numpy is optional: without it (a browser kernel offline, for instance) every helper deals
the same hands from the same seed, with NumPy's own generator written in plain Python
(:func:`default_rng`), only more slowly; the exact answers are the same numbers.

>>> from trio_widgets import simulation
>>> t = simulation.hand_odds(hands=20_000, size=9, seed=1)
>>> t.columns
['question', 'simulated', 'exact', 'difference', '95% margin']
>>> [round(x, 3) for x in t["exact"]]
[0.669, 1.0, 0.161]
>>> simulation.tile_set(5).row(5)["total"]
56

The helpers:

- :func:`hand_odds` — deal many hands: how often a hand holds a triple, at
  least one double, a given tile (exact values by counting: hypergeometric);
- :func:`triples_in_hand` — how many triples a hand holds, simulated and exact;
- :func:`who_starts` — for 2-6 players, how often anybody holds a triple, and
  how often 0-0-0 is the only triple dealt;
- :func:`round_stats` / :func:`round_table` — whole rounds played by bots:
  how often the starting player wins, how long a round lasts, how often it
  ends blocked, the points a player makes in a round
  (:func:`points_histogram` turns them into bars);
- :func:`tile_set` — the set for numbers 0..n: triples, doubles,
  all-different, total, and what a set with both mirror images would need.
"""

from __future__ import annotations

import math
import numbers
import random
from collections.abc import Iterable, Sequence
from itertools import product
from math import comb
from typing import Any

from ..engine import Rules, Tile, full_set
from ..players import Table
from . import _pcg64

np: Any
try:
    import numpy as np
except ImportError:  # the same deals in plain Python (_pcg64), only slower
    np = None

__all__ = [
    "Table",
    "default_rng",
    "exact_at_least_one",
    "hand_odds",
    "points_histogram",
    "random_hands",
    "round_stats",
    "round_table",
    "tile_set",
    "triples_in_hand",
    "who_starts",
]


# ---------------------------------------------------------------------------
# Checking arguments


def _whole(v: object) -> bool:
    """An int or a numpy integer (both are ``numbers.Integral``), never a bool."""
    return isinstance(v, numbers.Integral) and not isinstance(v, bool)


def _count(v: Any, name: str, low: int = 1) -> int:
    if not _whole(v) or v < low:
        raise ValueError(f"{name} is a whole number {low} or more, not {v!r}")
    return int(v)


def _seed(seed: Any) -> int | None:
    if seed is None:
        return None
    if not _whole(seed):
        raise ValueError(f"seed is a whole number or None, not {seed!r}")
    return int(seed)


def default_rng(seed: int | None = None) -> Any:
    """The random generator the simulations deal with: ``numpy.random.default_rng(seed)``
    where numpy is installed, otherwise the same generator in plain Python, which gives the
    same numbers for the same seed (its ``integers`` and ``random``).

    >>> rng = default_rng(1)
    >>> [int(x) for x in rng.integers(0, 55, 5)]
    [26, 28, 41, 52, 1]
    """
    s = _seed(seed)
    if np is not None:
        return np.random.default_rng(s)
    if s is None:
        s = random.SystemRandom().randrange(2**128)
    return _pcg64.default_rng(s)


def _rules(rules: Rules | str) -> Rules:
    if isinstance(rules, Rules):
        return rules
    return Rules.preset(rules)


def _margin(p: float, n: int) -> float:
    """Half-width of a 95% interval for a simulated frequency p out of n."""
    return 1.96 * math.sqrt(max(p * (1 - p), 0.0) / n) if n else float("nan")


# ---------------------------------------------------------------------------
# Dealing: random hands as bit masks


def random_hands(n: int, size: int, max_value: int = 5, seed: int | None = None) -> Any:
    """``n`` random hands of ``size`` different tiles, as a boolean array ``(n, tiles in the set)``
    (a numpy array; without numpy, a list of ``n`` lists of True and False).

    Column ``i`` is the tile ``full_set(max_value)[i]``.  Each hand is a uniform
    random choice of ``size`` tiles from the set (a deal from a shuffled set).

    >>> h = random_hands(3, 9, seed=1)
    >>> [sum(map(bool, row)) for row in h]
    [9, 9, 9]
    """
    tiles = len(full_set(max_value))
    n = _count(n, "n")
    size = _count(size, "size")
    if size > tiles:
        raise ValueError(f"a hand of {size} tiles is more than the {tiles} tiles of the set")
    rng = default_rng(seed)
    if tiles <= 64:
        masks = _random_masks(rng, n, size, tiles)
        if np is None:
            return [[bool(m >> j & 1) for j in range(tiles)] for m in masks]
        bits = np.left_shift(np.uint64(1), np.arange(tiles, dtype=np.uint64))
        return (masks[:, None] & bits[None, :]) != 0
    if np is None:
        out = []
        for _ in range(n):
            keys = rng.random(tiles)  # row after row, as numpy fills an (n, tiles) array
            chosen = set(sorted(range(tiles), key=keys.__getitem__)[:size])
            out.append([j in chosen for j in range(tiles)])
        return out
    keys = rng.random((n, tiles))
    idx = np.argpartition(keys, size - 1, axis=1)[:, :size]
    hands = np.zeros((n, tiles), dtype=bool)
    np.put_along_axis(hands, idx, True, axis=1)
    return hands


_BIT: Any = np.left_shift(np.uint64(1), np.arange(64, dtype=np.uint64)) if np is not None else None


def _random_masks(rng: Any, n: int, size: int, tiles: int) -> Any:
    """``n`` uniform random ``size``-subsets of ``tiles`` (<= 64) items, as uint64 bit masks
    (a numpy array; without numpy, a list of ints drawn in the same order from the same numbers).

    Draw after draw, each hand takes a uniform random tile it does not hold yet
    (a tile it already holds is drawn again): exactly a deal without replacement.
    """
    if np is None:
        return _random_masks_py(rng, n, size, tiles)
    if 2 * size > tiles:
        # dealing most of the set: choose the tiles left out instead
        full = np.uint64((1 << tiles) - 1) if tiles < 64 else np.uint64(0xFFFFFFFFFFFFFFFF)
        return full ^ _random_masks(rng, n, tiles - size, tiles)
    masks = np.zeros(n, dtype=np.uint64)
    dtype = np.uint8
    for _ in range(size):
        bit = _BIT[rng.integers(0, tiles, size=n, dtype=dtype)]
        clash = (masks & bit) != 0
        masks |= bit
        if clash.any():
            todo = np.flatnonzero(clash)
            while todo.size:
                bit = _BIT[rng.integers(0, tiles, size=todo.size, dtype=dtype)]
                m = masks[todo]
                ok = (m & bit) == 0
                masks[todo[ok]] = m[ok] | bit[ok]
                todo = todo[~ok]
    return masks


def _random_masks_py(rng: Any, n: int, size: int, tiles: int) -> list[int]:
    """:func:`_random_masks` in plain Python: the same draws in the same order, so the same hands."""
    if 2 * size > tiles:
        full = (1 << tiles) - 1
        return [full ^ m for m in _random_masks_py(rng, n, tiles - size, tiles)]
    masks = [0] * n
    for _ in range(size):
        todo = []
        for i, d in enumerate(rng.integers(0, tiles, size=n, dtype="uint8")):
            bit = 1 << d
            if masks[i] & bit:
                todo.append(i)
            else:
                masks[i] |= bit
        while todo:
            again = []
            for i, d in zip(todo, rng.integers(0, tiles, size=len(todo), dtype="uint8")):
                bit = 1 << d
                if masks[i] & bit:
                    again.append(i)
                else:
                    masks[i] |= bit
            todo = again
    return masks


def _popcount(a: Any) -> Any:
    if hasattr(np, "bitwise_count"):
        return np.bitwise_count(a)
    b = a.view(np.uint8).reshape(a.shape + (8,))
    return np.unpackbits(b, axis=-1).sum(axis=-1)


def _kind_bits(tiles: Sequence[Tile], kind: str) -> int:
    m = 0
    for i, t in enumerate(tiles):
        if t.kind == kind:
            m |= 1 << i
    return m


def _hits(masks: Any, bits: int) -> int:
    """How many of the hands ``masks`` hold one of the tiles ``bits`` at least."""
    if np is None:
        return sum(1 for m in masks if m & bits)
    return int(np.count_nonzero((masks & np.uint64(bits)) != 0))


def _columns(tiles: Sequence[Tile], keep: Any) -> list[int]:
    return [i for i, t in enumerate(tiles) if keep(t)]


def _rows_hit(dealt: Any, columns: list[int]) -> int:
    """How many rows of a boolean hands table hold a True in one of ``columns``."""
    if np is None:
        return sum(1 for row in dealt if any(row[i] for i in columns))
    return int(np.count_nonzero(dealt[:, columns].any(axis=1)))


def exact_at_least_one(good: int, total: int, drawn: int) -> float:
    """The chance that ``drawn`` tiles dealt from ``total`` include at least one of ``good`` special ones.

    ``1 - C(total - good, drawn) / C(total, drawn)`` (hypergeometric).

    >>> round(exact_at_least_one(6, 56, 9), 4)   # a hand of 9 holds a triple
    0.6693
    """
    if drawn > total:
        raise ValueError(f"cannot deal {drawn} tiles from {total}")
    return 1 - comb(total - good, drawn) / comb(total, drawn)


def _parse_tile(tile: Tile | str | None, tiles: Sequence[Tile]) -> Tile | None:
    if tile is None:
        return None
    t = Tile.parse(tile)
    if t not in tiles:
        raise ValueError(f"{t} is not a tile of this set")
    return t


def hand_odds(
    hands: int = 1_000_000,
    size: int = 9,
    tile: Tile | str | None = "5-5-5",
    max_value: int = 5,
    seed: int | None = 0,
) -> Table:
    """Deal ``hands`` random hands of ``size`` tiles: how often does a hand hold a triple,
    at least one double, the tile ``tile``?  Simulated, and exact by counting.

    >>> t = hand_odds(hands=10_000, size=7, tile="0-0-0", seed=2)
    >>> t.row("holds 0-0-0")["exact"]
    0.125
    >>> all(abs(d) < 0.03 for d in t["difference"])
    True
    """
    tiles = full_set(max_value)
    total = len(tiles)
    hands = _count(hands, "hands")
    size = _count(size, "size")
    if size > total:
        raise ValueError(f"a hand of {size} tiles is more than the {total} tiles of the set")
    t = _parse_tile(tile, tiles)
    rng = default_rng(seed)
    triples = sum(1 for x in tiles if x.is_triple)
    doubles = sum(1 for x in tiles if x.is_double)
    if total <= 64:
        masks = _random_masks(rng, hands, size, total)
        n_triple = _hits(masks, _kind_bits(tiles, "triple"))
        n_double = _hits(masks, _kind_bits(tiles, "double"))
        n_tile = _hits(masks, 1 << tiles.index(t)) if t is not None else 0
    else:
        dealt = random_hands(hands, size, max_value, int(rng.integers(2**63)))
        n_triple = _rows_hit(dealt, _columns(tiles, lambda x: x.kind == "triple"))
        n_double = _rows_hit(dealt, _columns(tiles, lambda x: x.kind == "double"))
        n_tile = _rows_hit(dealt, [tiles.index(t)]) if t is not None else 0
    rows = []
    questions = [
        ("holds a triple", n_triple, exact_at_least_one(triples, total, size)),
        ("holds at least one double", n_double, exact_at_least_one(doubles, total, size)),
    ]
    if t is not None:
        questions.append((f"holds {t}", n_tile, size / total))
    for q, hits, exact in questions:
        p = hits / hands
        rows.append((q, p, exact, p - exact, _margin(exact, hands)))
    return Table(
        ["question", "simulated", "exact", "difference", "95% margin"],
        rows,
        title=f"{hands:,} hands of {size} tiles from the {total}-tile set",
        note="exact: 1 - C(tiles without it, hand) / C(all tiles, hand); a simulated share lands within the 95% margin of the exact one 19 times in 20",
    )


def triples_in_hand(hands: int = 1_000_000, size: int = 9, max_value: int = 5, seed: int | None = 0) -> Table:
    """How many triples a hand of ``size`` tiles holds: the share of hands with 0, 1, 2, ...

    ``table.data["counts"]`` holds each hand's number of triples.

    >>> t = triples_in_hand(hands=1000, seed=1)
    >>> t["triples"][:3], round(sum(t["exact"]), 9)
    ([0, 1, 2], 1.0)
    """
    tiles = full_set(max_value)
    total = len(tiles)
    hands = _count(hands, "hands")
    size = _count(size, "size")
    triples = sum(1 for x in tiles if x.is_triple)
    rng = default_rng(seed)
    top = min(triples, size)
    counts: Any
    if np is None:
        if total <= 64:
            tb = _kind_bits(tiles, "triple")
            counts = [(m & tb).bit_count() for m in _random_masks(rng, hands, size, total)]
        else:
            dealt = random_hands(hands, size, max_value, int(rng.integers(2**63)))
            cols = _columns(tiles, lambda x: x.is_triple)
            counts = [sum(1 for i in cols if row[i]) for row in dealt]
        hist = [0] * (top + 1)
        for c in counts:
            hist[c] += 1
    else:
        if total <= 64:
            counts = _popcount(_random_masks(rng, hands, size, total) & np.uint64(_kind_bits(tiles, "triple")))
        else:
            dealt = random_hands(hands, size, max_value, int(rng.integers(2**63)))
            counts = dealt[:, [x.is_triple for x in tiles]].sum(axis=1)
        hist = np.bincount(counts.astype(np.int64), minlength=top + 1)
    rows = []
    for k in range(top + 1):
        exact = comb(triples, k) * comb(total - triples, size - k) / comb(total, size)
        sim = float(hist[k]) / hands
        rows.append((k, sim, exact, sim - exact))
    return Table(
        ["triples", "simulated", "exact", "difference"],
        rows,
        title=f"Triples in a hand of {size} ({hands:,} hands)",
        data={"counts": counts},
        note="exact: C(triples, k) C(other tiles, hand - k) / C(all tiles, hand)",
    )


# ---------------------------------------------------------------------------
# Who starts


def _some_and_only_zero(rng: Any, deals: int, dealt: int, r: Rules, tiles: Sequence[Tile]) -> tuple[float, float]:
    """Out of ``deals`` deals of ``dealt`` tiles: the share with some triple, and with 0-0-0 the only one."""
    total = len(tiles)
    if total <= 64:
        masks = _random_masks(rng, deals, dealt, total)
        tmask = _kind_bits(tiles, "triple")
        zero = 1 << tiles.index(Tile(0, 0, 0))
        if np is None:
            got = [m & tmask for m in masks]
            return sum(1 for g in got if g) / deals, sum(1 for g in got if g == zero) / deals
        got = masks & np.uint64(tmask)
        return float(np.count_nonzero(got)) / deals, float(np.count_nonzero(got == np.uint64(zero))) / deals
    d = random_hands(deals, dealt, r.max_value, int(rng.integers(2**63)))
    cols = _columns(tiles, lambda x: x.is_triple)
    if np is None:
        tr = [[row[i] for i in cols] for row in d]
        return sum(1 for x in tr if any(x)) / deals, sum(1 for x in tr if x[0] and sum(x) == 1) / deals
    t = d[:, np.array([x.is_triple for x in tiles])]
    return float(t.any(axis=1).mean()), float((t[:, 0] & (t.sum(axis=1) == 1)).mean())


def who_starts(
    deals: int = 100_000,
    players: Iterable[int] = (2, 3, 4, 5, 6),
    rules: Rules | str = "pressman",
    seed: int | None = 0,
) -> Table:
    """For each number of players: how often is any triple dealt (so its holder starts
    with it), and how often is 0-0-0 the only triple dealt?

    >>> t = who_starts(deals=5_000, players=[2, 6], seed=3)
    >>> [round(x, 4) for x in t["some triple, exact"]]
    [0.915, 0.9988]
    """
    r = _rules(rules)
    tiles = full_set(r.max_value)
    total = len(tiles)
    deals = _count(deals, "deals")
    rng = default_rng(seed)
    triples = sum(1 for x in tiles if x.is_triple)
    rows = []
    for n in players:
        n = _count(n, "players", 2)
        dealt = n * r.hand_size(n)
        if dealt > total:
            raise ValueError(f"{n} players need {dealt} tiles, more than the {total} of the set")
        some, only_zero = _some_and_only_zero(rng, deals, dealt, r, tiles)
        some_exact = exact_at_least_one(triples, total, dealt)
        zero_exact = comb(total - triples, dealt - 1) / comb(total, dealt)
        rows.append((n, dealt, some, some_exact, only_zero, zero_exact))
    return Table(
        [
            "players",
            "tiles dealt",
            "some triple, simulated",
            "some triple, exact",
            "only 0-0-0, simulated",
            "only 0-0-0, exact",
        ],
        rows,
        title=f"Who starts: {deals:,} deals per player count ({r.name} hand sizes)",
        note=f"exact: some triple 1 - C({total - triples}, dealt) / C({total}, dealt); only 0-0-0 C({total - triples}, dealt - 1) / C({total}, dealt)",
    )


# ---------------------------------------------------------------------------
# Whole rounds


def round_stats(
    rules: Rules | str = "pressman",
    players: int = 2,
    rounds: int = 1000,
    bots: str | Sequence[str] = "greedy",
    seed: int | None = 0,
) -> Table:
    """Play ``rounds`` whole rounds with bots and count: how often the starting player wins,
    how long a round lasts, how often it ends blocked, the points a player makes.

    ``bots`` is one bot name for every seat or one per seat.  There is no exact
    answer for whole games: only the simulated one (with a 95% margin).
    ``table.data["points"]`` holds every player's points in every round (a numpy
    array rounds x players; without numpy a list of lists); ``table.data["lengths"]``
    the tiles played per round; ``table.data["seeds"]`` each round's game seed
    (``Game(rules, players, seed=...)`` deals it again).

    >>> t = round_stats("kids", players=3, rounds=20, seed=1)
    >>> t["question"][:3]
    ['starting player wins', 'ends blocked', 'tiles played']
    """
    from ..engine import Game
    from ..players import make_bot, play_round

    r = _rules(rules)
    players = _count(players, "players", 2)
    r.hand_size(players)
    rounds = _count(rounds, "rounds")
    names = [bots] * players if isinstance(bots, str) else list(bots)
    if len(names) != players:
        raise ValueError(f"give one bot name, or one for each of the {players} players, not {len(names)}")
    seed = _seed(seed)
    base = seed if seed is not None else random.SystemRandom().randrange(2**32)
    seats = [make_bot(nm, i) for i, nm in enumerate(names)]
    starter_share = [0.0] * rounds
    blocked = [False] * rounds
    plays = [0] * rounds
    turns = [0] * rounds
    draws = [0] * rounds
    points: list[list[int]] = []
    # a seed string (the module's earlier name): the same seeds give the same seats as before
    seat_rng = random.Random(f"trio_widgets.explore:{base}")
    seeds = [0] * rounds
    for i in range(rounds):
        seeds[i] = seat_rng.randrange(2**32)
        g = Game(r, players=players, seed=seeds[i])
        for b in seats:
            b.rng.seed(seat_rng.randrange(2**32))
        play_round(g, seats)
        if g.starter in g.round_winners:
            starter_share[i] = 1 / len(g.round_winners)
        blocked[i] = g.round_end_reason == "blocked"
        acts = g.actions
        plays[i] = sum(1 for a in acts if a["action"] == "play")
        draws[i] = sum(1 for a in acts if a["action"] == "draw")
        turns[i] = plays[i] + sum(1 for a in acts if a["action"] == "pass")
        points.append([int(p) for p in g.round_points])
    all_points = [p for row in points for p in row]
    sw = _mean(starter_share)
    bl = sum(blocked) / rounds
    rows = [
        ("starting player wins", sw, _margin(sw, rounds), 1 / players),
        ("ends blocked", bl, _margin(bl, rounds), None),
        ("tiles played", _mean(plays), _mean_margin(plays), None),
        ("turns", _mean(turns), _mean_margin(turns), None),
        ("tiles drawn", _mean(draws), _mean_margin(draws), None),
        ("points per player", _mean(all_points), _mean_margin(all_points), None),
    ]
    who = names[0] if len(set(names)) == 1 else ", ".join(names)
    data: dict[str, Any] = {
        "points": points,
        "lengths": plays,
        "turns": turns,
        "draws": draws,
        "blocked": blocked,
        "starter_share": starter_share,
        "seeds": seeds,
    }
    if np is not None:  # the same numbers as arrays: points is rounds x players
        data = {k: np.array(v) for k, v in data.items()}
    return Table(
        ["question", "simulated", "95% margin", "if it were fair"],
        rows,
        title=f"{rounds:,} rounds of {r.name}, {players} players ({who})",
        data=data,
        note="no exact answer for whole games: the margin is a 95% interval; a round won jointly counts a share to each winner",
    )


def _mean(x: Sequence[float]) -> float:
    """The mean, as numpy's would be (every sum here is exact: whole numbers and halves, mostly)."""
    return math.fsum(x) / len(x)


def _mean_margin(x: Sequence[float]) -> float:
    """Half-width of a 95% interval for the mean of ``x`` (1.96 standard errors, sample deviation)."""
    n = len(x)
    if n < 2:
        return float("nan")
    m = _mean(x)
    sd = math.sqrt(math.fsum((v - m) ** 2 for v in x) / (n - 1))
    return 1.96 * sd / math.sqrt(n)


def _flat(points: Any) -> list[float]:
    if hasattr(points, "ravel"):
        return list(points.ravel().tolist())
    return [v for row in points for v in row]


def points_histogram(table: Table, width: int = 25) -> Table:
    """Bar-chart data for the points one player makes in a round, from :func:`round_stats`.

    >>> t = round_stats("pressman", rounds=30, seed=2)
    >>> h = points_histogram(t, width=50)
    >>> sum(h["rounds"]) == 30 * 2
    True
    """
    pts = table.data.get("points")
    if pts is None:
        raise ValueError("this table has no points: make it with round_stats(...)")
    width = _count(width, "width")
    flat = _flat(pts)
    lo = int(math.floor(min(flat) / width) * width)
    hi = int(math.floor(max(flat) / width) * width)
    edges = list(range(lo, hi + width + 1, width))
    counts = [0] * (len(edges) - 1)
    for v in flat:  # bins [a, a + width): the last edge is past the highest value
        counts[int((v - lo) // width)] += 1
    rows = [(f"{a} to {a + width - 1}", c, c / len(flat)) for a, c in zip(edges[:-1], counts)]
    return Table(
        ["points", "rounds", "share"], rows, title=f"Points per player per round ({len(flat):,} player-rounds)"
    )


def _percentile(values: Sequence[float], q: float) -> float:
    """numpy's ``percentile(values, q)`` (its default, linear interpolation), in plain Python."""
    a = sorted(float(v) for v in values)
    index = (len(a) - 1) * (q / 100)
    below = math.floor(index)
    above = min(below + 1, len(a) - 1)
    t = index - below
    lo, hi = a[below], a[above]
    diff = hi - lo
    return hi - diff * (1 - t) if t >= 0.5 else lo + diff * t


def round_table(
    presets: Iterable[Rules | str] = ("pressman", "classic", "trimino_simple", "trimino_advanced", "kids"),
    players: Iterable[int] = (2, 3, 4),
    rounds: int = 300,
    bots: str = "greedy",
    seed: int | None = 0,
) -> Table:
    """:func:`round_stats` for every preset and player count, one row each.

    >>> t = round_table(["kids"], players=[2], rounds=10, seed=1)
    >>> t.columns[:3]
    ['rules', 'players', 'starting player wins']
    """
    rows = []
    for p in presets:
        r = _rules(p)
        for n in players:
            t = round_stats(r, n, rounds, bots, seed)
            v = dict(zip(t["question"], t["simulated"]))
            pts = _flat(t.data["points"])
            rows.append(
                (
                    r.name,
                    n,
                    v["starting player wins"],
                    v["ends blocked"],
                    v["tiles played"],
                    v["turns"],
                    v["points per player"],
                    _percentile(pts, 10),
                    _percentile(pts, 90),
                )
            )
    return Table(
        [
            "rules",
            "players",
            "starting player wins",
            "ends blocked",
            "tiles played",
            "turns",
            "mean points",
            "points 10%",
            "points 90%",
        ],
        rows,
        title=f"Whole rounds played by {bots} bots, {rounds:,} per row",
        note="simulated only: whole games have no exact answer",
    )


# ---------------------------------------------------------------------------
# The set


def tile_set(max_values: int | Iterable[int] = range(1, 10)) -> Table:
    """The set for numbers 0..n, for each n: triples, doubles, all-different, total, and how
    many more tiles a set holding both mirror images would need.

    Counted by listing every way to write three numbers and grouping the
    turnings of the same tile, beside the formulas n+1, (n+1)n, C(n+1, 3),
    C(n+3, 3) (the columns ``... by formula``).

    >>> t = tile_set(5)
    >>> t.row(5)
    {'numbers 0..n': 5, 'triples': 6, 'doubles': 30, 'all different': 20, 'total': 56, 'mirror images to add': 20, 'with both mirrors': 76, 'total by formula': 56, 'formulas agree': True}
    """
    ns: list[Any] = [max_values] if _whole(max_values) else list(max_values)  # type: ignore[arg-type]
    rows = []
    for n in ns:
        if not _whole(n) or not 1 <= n <= 9:
            raise ValueError(f"numbers run 0..n with n from 1 to 9, not {n!r}")
        n = int(n)
        tiles = {Tile(a, b, c) for a, b, c in product(range(n + 1), repeat=3)}  # every reading, turnings merged
        triples = sum(1 for t in tiles if t.is_triple)
        doubles = sum(1 for t in tiles if t.is_double)
        different = sum(1 for t in tiles if t.is_different)
        in_set = sum(1 for t in tiles if t.in_set(n))
        mirrors = len(tiles) - in_set  # the mirror images a set leaves out
        formula = comb(n + 3, 3)
        agree = (triples, doubles, different - mirrors, in_set) == (n + 1, (n + 1) * n, comb(n + 1, 3), formula)
        rows.append((n, triples, doubles, in_set - triples - doubles, in_set, mirrors, len(tiles), formula, agree))
    return Table(
        [
            "numbers 0..n",
            "triples",
            "doubles",
            "all different",
            "total",
            "mirror images to add",
            "with both mirrors",
            "total by formula",
            "formulas agree",
        ],
        rows,
        title="Tiles in a set with numbers 0..n",
    )
