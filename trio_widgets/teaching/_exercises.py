"""The teaching widgets' logic, without any widget: exercises made from the engine, answers checked kindly.

Everything here is plain Python (no ipywidgets), so lessons, tests and the
widgets in :mod:`trio_widgets.widgets` share one definition of right and wrong.

* **Turning.**  A tile is turned in sixths of a full turn (60 degrees),
  clockwise.  Turn 0 shows it pointing up with its numbers, clockwise from the
  top, as given; every odd turn points it down (:func:`turned`).
* **Exercises** are frozen dataclasses made from a seed, so a lesson reads the
  same on every run: :func:`make_mirror_question`, :func:`make_turn_question`,
  :func:`make_match_puzzle`, :func:`make_scoring_question`.
* **Answers** are checked by :func:`check_mirror`, :func:`check_turn`,
  :func:`check_match` and :func:`check_score`; each returns a
  :class:`Feedback` (right or not, and why, in words a child can follow).
  Input that makes no sense raises :class:`ExerciseError` (a ValueError) with
  a clear message; nothing is changed.
* **Words** come from ``locales/teach.{en,ru,pl,hu}.json`` through the
  package's one translator (:func:`trio_widgets.words.t`); a :class:`Msg` is a
  message key with its parameters, turned into text in any of the four
  languages when shown.

>>> q = make_match_puzzle(3, "bridge")
>>> q == make_match_puzzle(3, "bridge")      # the same seed makes the same puzzle
True
>>> tile = q.solutions[0]
>>> turn = next(k for k in range(6) if q.fits(tile, k))
>>> check_match(q, tile, turn).ok
True
>>> Msg("teach.fit.corner", where="the top corner", need=4, have=3).text("en")
'Not quite: the top corner needs a 4, but the tile has a 3 there. Try turning it!'
"""

from __future__ import annotations

import math
import numbers
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from math import comb
from typing import Any

from .. import words as i18n
from ..engine import (
    MAX_NUMBER,
    START_CELL,
    Board,
    Cell,
    Placement,
    Point,
    Rules,
    Score,
    Tile,
    cell_centre,
    cell_corners,
    cell_neighbours,
    full_set,
    point_cells,
    point_xy,
    set_counts,
)
from ..words import Msg, MsgError

__all__ = [
    "DIFFICULTIES",
    "FOCUSES",
    "GROUPINGS",
    "LANGUAGES",
    "SCORE_NOTES",
    "SCORING_PRESETS",
    "TURNS",
    "ExerciseError",
    "Feedback",
    "MatchQuestion",
    "MirrorQuestion",
    "Msg",
    "ScoringQuestion",
    "SetTile",
    "TileGroup",
    "TurnQuestion",
    "add_up",
    "check_difficulty",
    "check_focus",
    "check_grouping",
    "check_match",
    "check_max_value",
    "check_mirror",
    "check_number",
    "check_score",
    "check_seed",
    "check_turn",
    "check_turn_value",
    "corner_name",
    "is_whole_number",
    "make_match_puzzle",
    "make_mirror_question",
    "make_scoring_question",
    "make_turn_question",
    "parse_points",
    "parse_tile",
    "says_total",
    "score_addends",
    "score_steps",
    "scoring_rules",
    "set_facts",
    "set_groups",
    "short_text",
    "teach_catalogue",
    "tile_sum",
    "turned",
    "turns_to",
]

LANGUAGES = i18n.LANGUAGES

#: A full turn is six sixths: the tile alternates pointing up and down.
TURNS = 6

#: How :func:`set_groups` can lay out the set.
GROUPINGS = ("kind", "value", "number", "none")

#: MatchPuzzle levels: what the marked cell touches.
DIFFICULTIES = ("one_edge", "two_edges", "bridge", "hexagon")

#: What a scoring exercise's move shows off.
FOCUSES = ("any", "start", "one_side", "two_sides", "bridge", "hexagon")

#: Rule sets in which a placement scores points while playing (docs/rules.md section 8).
SCORING_PRESETS = ("pressman", "classic", "trimino_advanced")

# --------------------------------------------------------------------------- words


def teach_catalogue(lang: str = "en") -> dict[str, Any]:
    """Every ``teach.*`` message of one language, English filling any gap (what the browser gets).

    >>> teach_catalogue("pl")["teach.ui.turn_left"]
    'Obróć w lewo'
    """
    return {k: v for k, v in i18n.catalogue(lang).items() if k.startswith("teach.")}


class ExerciseError(MsgError):
    """An answer or a setting that makes no sense (not a wrong answer): nothing changes.

    ``str(e)`` is the English message; ``e.msg.text(lang)`` the same in another language.
    """


@dataclass(frozen=True)
class Feedback:
    """What the child is told after an answer.

    ``ok`` is True (right), False (not yet) or None (just information);
    ``steps`` are lines of arithmetic or reasons shown under the message;
    ``mark`` is a lattice point to point at (a corner that does not match);
    ``done`` says the exercise is finished.
    """

    ok: bool | None
    message: Msg
    steps: tuple[Msg, ...] = ()
    mark: Point | None = None
    done: bool = False

    def text(self, lang: str = "en") -> str:
        return self.message.text(lang)

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """JSON-ready, in one language: what the browser shows."""
        return {
            "ok": self.ok,
            "key": self.message.key,
            "text": self.text(lang),
            "steps": [s.text(lang) for s in self.steps],
            "mark": list(self.mark) if self.mark is not None else None,
            "done": self.done,
        }


def _info(key: str, **params: Any) -> Feedback:
    return Feedback(None, Msg.of(key, **params))


# --------------------------------------------------------------------------- checking input


def is_whole_number(v: object) -> bool:
    """True for a whole number (an int or numpy integer), False for anything else, bools included."""
    return isinstance(v, numbers.Integral) and not isinstance(v, bool)


def _whole(v: object) -> int | None:
    """``v`` as an int if it is a whole number (not a bool), else None."""
    return int(v) if isinstance(v, numbers.Integral) and not isinstance(v, bool) else None


def short_text(v: object, limit: int = 24) -> str:
    """A value as a short one-line text for a message (cut with … after ``limit`` characters)."""
    s = v if isinstance(v, str) else repr(v)
    s = " ".join(s.split())
    return s if len(s) <= limit else s[: limit - 1] + "\u2026"


def check_turn_value(turn: object) -> int:
    """A turn from the browser: a whole number 0-5, else ExerciseError.

    >>> check_turn_value(3)
    3
    >>> check_turn_value("3")
    Traceback (most recent call last):
    ...
    trio_widgets.teaching._exercises.ExerciseError: A turn is a whole number from 0 to 5, not “3”.
    """
    k = _whole(turn)
    if k is None or not 0 <= k < TURNS:
        raise ExerciseError("teach.error.turn", value=short_text(turn))
    return k


def parse_tile(text: object, max_value: int = 5) -> Tile:
    """A tile named by the browser (``"2-4-5"``); ExerciseError on anything else.

    >>> parse_tile("5-2-4")
    Tile(2, 4, 5)
    >>> parse_tile("banana")
    Traceback (most recent call last):
    ...
    trio_widgets.teaching._exercises.ExerciseError: “banana” is not a tile. A tile is three numbers, like 2-4-5.
    """
    if isinstance(text, Tile):
        tile = text
    elif isinstance(text, str) and len(text) <= 20:
        try:
            tile = Tile.parse(text)
        except ValueError:
            raise ExerciseError("teach.error.tile", value=short_text(text)) from None
    else:
        raise ExerciseError("teach.error.tile", value=short_text(text))
    if max(tile) > max_value:
        raise ExerciseError("teach.error.tile", value=short_text(str(tile)))
    return tile


# --------------------------------------------------------------------------- turning


def turned(corners: Sequence[int], turn: int) -> tuple[tuple[int, int, int], bool]:
    """The numbers at a cell's corners (clockwise, docs/rules.md section 2) after turning a tile.

    At turn 0 the tile points up with ``corners`` clockwise from the top;
    each turn is a sixth of a full turn clockwise, so odd turns point down.
    Returns ``(corners, up)``.

    >>> turned((1, 2, 3), 0), turned((1, 2, 3), 1), turned((1, 2, 3), 2)
    (((1, 2, 3), True), ((3, 1, 2), False), ((3, 1, 2), True))
    """
    a = tuple(int(v) for v in corners)
    k = turn % TURNS
    s = ((k + 1) // 2) % 3
    rot = a[-s:] + a[:-s] if s else a
    return (rot[0], rot[1], rot[2]), k % 2 == 0


def turns_to(corners: Sequence[int], start: int, want: Sequence[int], up: bool) -> int | None:
    """How many turns clockwise (0-5) from ``start`` show ``want`` pointing ``up``; None if none do.

    >>> turns_to((1, 2, 3), 0, (2, 3, 1), True)
    4
    >>> turns_to((1, 2, 3), 0, (1, 3, 2), True) is None
    True
    """
    target = tuple(want)
    for k in range(TURNS):
        c, u = turned(corners, start + k)
        if c == target and u == up:
            return k
    return None


#: The corner names, clockwise, of a cell pointing up and one pointing down.
_CORNER_KEYS = {
    True: ("teach.corner.top", "teach.corner.bottom_right", "teach.corner.bottom_left"),
    False: ("teach.corner.top_left", "teach.corner.top_right", "teach.corner.bottom"),
}


def corner_name(up: bool, index: int) -> Msg:
    """Words for corner ``index`` (clockwise, docs/rules.md section 2) of a cell: "the top corner".

    >>> corner_name(False, 2).text("en")
    'the bottom corner'
    """
    return Msg.of(_CORNER_KEYS[bool(up)][index])


def _corner_problem(board: Board, cell: Cell, corners: Sequence[int]) -> tuple[int, int, int, Point] | None:
    """The first corner (clockwise) where the board shows another number: (index, need, have, point)."""
    for i, (pt, v) in enumerate(zip(cell_corners(cell), corners)):
        have = board.number_at(pt)
        if have is not None and have != v:
            return i, have, v, pt
    return None


# --------------------------------------------------------------------------- the set


@dataclass(frozen=True)
class SetTile:
    """A tile as the explorer lays it out; ``mirror`` marks a mirror image (not in a real set)."""

    tile: Tile
    mirror: bool = False

    @property
    def corners(self) -> tuple[int, int, int]:
        a, b, c = self.tile
        return (a, b, c)

    @property
    def name(self) -> str:
        return str(self.tile)


@dataclass(frozen=True)
class TileGroup:
    """A labelled row of the laid-out set: ``id`` is stable (``"kind:doubles"``, ``"value:7"``)."""

    id: str
    label: Msg
    tiles: tuple[SetTile, ...]

    @property
    def count(self) -> int:
        return len(self.tiles)


def check_max_value(max_value: object) -> int:
    n = _whole(max_value)
    if n is None or not 1 <= n <= MAX_NUMBER:
        raise ExerciseError("teach.error.max_value", value=short_text(max_value), top=MAX_NUMBER)
    return n


def check_grouping(group_by: object) -> str:
    if not isinstance(group_by, str) or group_by not in GROUPINGS:
        raise ExerciseError("teach.error.group_by", value=short_text(group_by), choices=", ".join(GROUPINGS))
    return group_by


def check_number(number: object, max_value: int) -> int:
    k = _whole(number)
    if k is None or not 0 <= k <= max_value:
        raise ExerciseError("teach.error.number", value=short_text(number), top=max_value)
    return k


def _with_mirrors(tiles: Iterable[Tile], mirrors: bool) -> list[SetTile]:
    out: list[SetTile] = []
    for t in tiles:
        out.append(SetTile(t))
        if mirrors and t.is_different:
            out.append(SetTile(t.mirror(), True))
    return out


def set_groups(
    max_value: int = 5, group_by: str = "kind", number: int = 0, mirrors: bool = False
) -> tuple[TileGroup, ...]:
    """The whole set (numbers 0..max_value) laid out in labelled groups.

    ``group_by``: ``"kind"`` (triples, doubles, all different), ``"value"``
    (the sum of the numbers), ``"number"`` (how often ``number`` shows on the
    tile) or ``"none"``.  ``mirrors`` adds, after each all-different tile, its
    mirror image (which no real set holds).

    >>> [(g.id, g.count) for g in set_groups(5, "kind")]
    [('kind:triples', 6), ('kind:doubles', 30), ('kind:different', 20)]
    >>> sum(g.count for g in set_groups(5, "value", mirrors=True))
    76
    """
    n = check_max_value(max_value)
    group_by = check_grouping(group_by)
    if not isinstance(mirrors, bool):
        raise ExerciseError("teach.error.switch", value=short_text(mirrors))
    tiles = full_set(n)
    groups: list[TileGroup] = []
    if group_by == "kind":
        groups.append(
            TileGroup(
                "kind:triples",
                Msg.of("teach.set.group.triples"),
                tuple(_with_mirrors([t for t in tiles if t.is_triple], False)),
            )
        )
        groups.append(
            TileGroup(
                "kind:doubles",
                Msg.of("teach.set.group.doubles"),
                tuple(_with_mirrors([t for t in tiles if t.is_double], False)),
            )
        )
        diff = [t for t in tiles if t.is_different]
        key = "teach.set.group.different_mirrors" if mirrors else "teach.set.group.different"
        groups.append(TileGroup("kind:different", Msg.of(key), tuple(_with_mirrors(diff, mirrors))))
    elif group_by == "value":
        for v in range(3 * n + 1):
            these = [t for t in tiles if t.value == v]
            groups.append(
                TileGroup(f"value:{v}", Msg.of("teach.set.group.value", v=v), tuple(_with_mirrors(these, mirrors)))
            )
    elif group_by == "number":
        k = check_number(number, n)
        for times in (3, 2, 1, 0):
            these = [t for t in tiles if sum(1 for x in t if x == k) == times]
            groups.append(
                TileGroup(
                    f"number:{k}:{times}",
                    Msg.of(f"teach.set.group.times{times}", k=k),
                    tuple(_with_mirrors(these, mirrors)),
                )
            )
    else:
        groups.append(TileGroup("all", Msg.of("teach.set.group.all"), tuple(_with_mirrors(tiles, mirrors))))
    return tuple(g for g in groups if g.tiles or group_by == "kind")


def set_facts(max_value: int = 5, mirrors: bool = False, lang: str = i18n.DEFAULT_LANG) -> list[dict[str, Any]]:
    """The counts of a set with the arithmetic behind them (docs/rules.md section 1).

    Each row: ``{"id", "label": Msg, "formula": str, "count": int}``.  The formulas
    are plain arithmetic; those that multiply or divide are in the school notation of
    ``lang`` (the catalogue's ``teach.set.formula.*``): ``C(8, 3)`` in English,
    ``8 · 7 · 6 : 6`` in Hungarian.

    >>> [(r["id"], r["formula"], r["count"]) for r in set_facts(5)][:2]
    [('total', 'C(8, 3) = 8 × 7 × 6 ÷ 6 = 56', 56), ('triples', '5 + 1 = 6', 6)]
    >>> set_facts(5, lang="hu")[0]["formula"]
    '8 · 7 · 6 : 6 = 56'
    """
    n = check_max_value(max_value)
    c = set_counts(n)

    def formula(key: str, **params: Any) -> str:
        return i18n.t(f"teach.set.formula.{key}", lang, **params)

    rows = [
        {
            "id": "total",
            "label": Msg.of("teach.set.fact.total", n=n),
            "formula": formula("total", a=n + 3, b=n + 2, c=n + 1, count=c["total"]),
            "count": c["total"],
        },
        {
            "id": "triples",
            "label": Msg.of("teach.set.fact.triples"),
            "formula": f"{n} + 1 = {c['triples']}",
            "count": c["triples"],
        },
        {
            "id": "doubles",
            "label": Msg.of("teach.set.fact.doubles"),
            "formula": formula("doubles", n=n, count=c["doubles"]),
            "count": c["doubles"],
        },
        {
            "id": "different",
            "label": Msg.of("teach.set.fact.different"),
            "formula": formula("different", a=n + 1, b=n, c=n - 1, count=c["different"]),
            "count": c["different"],
        },
    ]
    assert comb(n + 3, 3) == c["total"]
    if mirrors:
        rows.append(
            {
                "id": "with_mirrors",
                "label": Msg.of("teach.set.fact.with_mirrors"),
                "formula": f"{c['total']} + {c['different']} = {c['with_mirrors']}",
                "count": c["with_mirrors"],
            }
        )
    return rows


def tile_sum(tile: Tile | str, max_value: int = 9) -> Feedback:
    """What the explorer says about a tile the child touched: its value, as a sum.

    >>> tile_sum("3-4-5").text("en")
    'Tile 3-4-5: 3 + 4 + 5 = 12'
    """
    t = parse_tile(tile, max_value)
    a, b, c = t
    key = "teach.set.sum" if t.in_set(max(t)) else "teach.set.sum_mirror"
    return _info(key, tile=str(t), a=a, b=b, c=c, v=t.value, partner=str(t.mirror()))


# --------------------------------------------------------------------------- growing boards


def _rng(kind: str, seed: int) -> random.Random:
    # A string seed is hashed with SHA-512 by random.Random: the same on every run and machine.
    return random.Random(f"trio_widgets:teach:{kind}:{seed}")


def check_seed(seed: object) -> int:
    s = _whole(seed)
    if s is None:
        raise ExerciseError("teach.error.seed", value=short_text(seed))
    return s


def _pkey(p: Placement) -> tuple:
    return (p.cell.y, p.cell.x, p.cell.up, p.corners)


def _sides(board: Board, cell: Cell) -> int:
    return sum(1 for nb in cell_neighbours(cell) if nb in board)


def _touching(board: Board, cell: Cell) -> int:
    """How many tiles touch the cell's corners (by an edge or a point): how snug it sits."""
    return sum(board.tiles_around(p) for p in cell_corners(cell))


def _grow(rng: random.Random, size: int, compact: float = 3.0, max_value: int = 5) -> Board:
    """A board of ``size`` tiles played at random, legally, from one set.

    Each step picks an open cell (cells touching more tiles are likelier, by
    ``compact``), then a tile that fits it."""
    b = Board(max_value)
    tiles = full_set(max_value)
    first = rng.choice(tiles)
    b.place(Placement(START_CELL, rng.choice(first.rotations())))
    while len(b) < size:
        unused = [t for t in tiles if t not in b]
        by_cell: dict[Cell, list[Placement]] = {}
        for p in sorted(b.legal_placements_for(unused), key=_pkey):
            by_cell.setdefault(p.cell, []).append(p)
        if not by_cell:
            break
        cells = list(by_cell)
        weights = [1 + compact * _touching(b, c) ** 2 for c in cells]
        cell = rng.choices(cells, weights)[0]
        b.place(rng.choice(by_cell[cell]))
    return b


def _unused(board: Board) -> list[Tile]:
    return [t for t in full_set(board.max_value) if t not in board]


def _fitting(board: Board, cell: Cell, tiles: Iterable[Tile]) -> list[Placement]:
    return [p for t in tiles for p in board.legal_placements(t) if p.cell == cell]


def _situation(board: Board, cell: Cell) -> tuple[int, bool, int]:
    """(edges shared, bridge, hexagons closed) for a tile put on an empty cell."""
    probe = Placement(cell, (0, 0, 0))
    return _sides(board, cell), board.bridge_point(probe) is not None, len(board.hexagon_points(probe))


def _open_cells(board: Board) -> list[Cell]:
    return sorted(board.open_cells(), key=lambda c: (c.y, c.x, c.up))


# Shapes with a loop in them.  On a triangle grid a cell touches two tiles without closing a
# hexagon, or makes a bridge, only when the tiles around it go round in a loop; random play on a
# small board hardly ever makes one, so these exercises start from a shape built round a point or
# an edge, paint numbers on its corners, and let the engine check every placement.


def _ring(point: Point) -> list[Cell]:
    """The six cells around a lattice point, in order going round it."""
    px, py = point_xy(point)
    return sorted(point_cells(point), key=lambda c: math.atan2(cell_centre(c)[1] - py, cell_centre(c)[0] - px))


def _ring_from(ring: list[Cell], first: Cell, second: Cell | None = None) -> list[Cell]:
    """The ring turned to start at ``first``, going towards ``second`` (if given)."""
    i = ring.index(first)
    out = ring[i:] + ring[:i]
    if second is not None and out[1] != second:
        out = [out[0]] + out[1:][::-1]
    return out


def _random_ring(rng: random.Random, point: Point) -> list[Cell]:
    ring = _ring(point)
    first = rng.choice(ring)
    out = _ring_from(ring, first)
    if rng.random() < 0.5:
        out = [out[0]] + out[1:][::-1]
    return out


_NEXT_POINTS = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))


def _shape(rng: random.Random, kind: str) -> tuple[list[Cell], Cell]:
    """Cells to fill and the target cell, for ``kind``: hexagon, two_hexagons, two_edges, bridge."""
    if kind == "hexagon":
        ring = _random_ring(rng, (0, 0))
        target, cells = ring[0], ring[1:]
        avoid = set(cell_neighbours(target)) | {target}
        for _ in range(rng.choice((0, 1, 1, 2))):
            around = sorted({nb for c in cells for nb in cell_neighbours(c)} - set(cells) - avoid, key=_ckey)
            cells.append(rng.choice(around))
        return cells, target
    if kind == "two_hexagons":
        dx, dy = rng.choice(_NEXT_POINTS)
        r1, r2 = _ring((0, 0)), _ring((dx, dy))
        target = rng.choice(sorted(set(r1) & set(r2), key=_ckey))
        cells = sorted(set(r1) | set(r2), key=_ckey)
        cells.remove(target)
        return cells, target
    if kind == "two_edges":
        # Round the corner Q the target shares with its two neighbours, leave a gap (b) so no
        # hexagon closes there, and join the two sides by going round the gap's other corners.
        target, n1, a, b, c, n2 = _random_ring(rng, (0, 0))
        (u,) = set(cell_corners(a)) & set(cell_corners(b)) - {(0, 0)}
        ring_u = _ring_from(_ring(u), b, a)
        d = ring_u[5]
        (v,) = set(cell_corners(b)) & set(cell_corners(c)) - {(0, 0)}
        ring_v = _ring_from(_ring(v), b, d)
        assert ring_v[5] == c
        return [n1, a] + ring_u[2:] + ring_v[2:5] + [c, n2], target
    if kind == "bridge":
        ring = _random_ring(rng, (0, 0))
        target, n, x1, x2, x3, x4 = ring
        r = next(p for p in cell_corners(x4) if p not in cell_corners(target))
        ring_r = _ring_from(_ring(r), x4, x3)
        return [n, x1, x2, x3] + ring_r[2:], target
    raise ValueError(f"no shape {kind!r}")  # pragma: no cover


def _ckey(c: Cell) -> tuple[int, int, bool]:
    return (c.y, c.x, c.up)


def _paint(rng: random.Random, cells: list[Cell], target: Cell, max_value: int = 5) -> dict[Point, int] | None:
    """Numbers on every corner so that each cell shows a different tile of the set (or None)."""
    all_cells = cells + [target]
    points: list[Point] = []
    for c in all_cells:
        for p in cell_corners(c):
            if p not in points:
                points.append(p)
    ready: dict[int, list[Cell]] = {}
    for c in all_cells:
        last = max(points.index(p) for p in cell_corners(c))
        ready.setdefault(last, []).append(c)
    values: dict[Point, int] = {}
    used: set[Tile] = set()
    budget = [4000]

    def go(i: int) -> bool:
        if i == len(points):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        choices = list(range(max_value + 1))
        rng.shuffle(choices)
        for v in choices:
            values[points[i]] = v
            added: list[Tile] = []
            fine = True
            for c in ready.get(i, ()):
                t = Tile(*(values[p] for p in cell_corners(c)))
                if not t.in_set(max_value) or t in used:
                    fine = False
                    break
                used.add(t)
                added.append(t)
            if fine and go(i + 1):
                return True
            used.difference_update(added)
        del values[points[i]]
        return False

    return values if go(0) else None


def _build(rng: random.Random, kind: str, max_value: int = 5) -> tuple[Board, Placement]:
    """A board (built by legal placements from the start cell) and the placement for its target."""
    while True:
        cells, target = _shape(rng, kind)
        values = _paint(rng, cells, target, max_value)
        if values is None:
            continue
        start = rng.choice(sorted((c for c in cells if c.up), key=_ckey))
        dx, dy = start.x, start.y
        move = lambda c, dx=dx, dy=dy: Cell(c.x - dx, c.y - dy, c.up)  # noqa: E731
        corners = {move(c): tuple(values[p] for p in cell_corners(c)) for c in cells}
        order = [move(start)]
        seen = {order[0]}
        i = 0
        while i < len(order):
            for nb in sorted(cell_neighbours(order[i]), key=_ckey):
                if nb in corners and nb not in seen:
                    seen.add(nb)
                    order.append(nb)
            i += 1
        assert len(order) == len(cells), "a shape holds together"
        board = Board.from_placements((Placement(c, corners[c]) for c in order), max_value)
        goal = Placement(move(target), tuple(values[p] for p in cell_corners(target)))
        assert board.problem(goal) is None, board.problem(goal)
        return board, goal


# --------------------------------------------------------------------------- same or mirror?


@dataclass(frozen=True)
class MirrorQuestion:
    """ "Same tile or mirror image?": ``reference`` is shown pointing up and stays still; ``shown``
    (its numbers at turn 0) starts at ``start_turn`` and can be turned."""

    seed: int
    reference: tuple[int, int, int]
    shown: tuple[int, int, int]
    start_turn: int

    @property
    def answer(self) -> str:
        """``"same"`` or ``"mirror"``."""
        return "same" if Tile(*self.shown) == Tile(*self.reference) else "mirror"


def make_mirror_question(seed: int) -> MirrorQuestion:
    """A same-or-mirror question; mostly all-different tiles (about one in seven is a double).

    >>> q = make_mirror_question(1)
    >>> q.answer in ("same", "mirror"), Tile(*q.shown) in (Tile(*q.reference), Tile(*q.reference).mirror())
    (True, True)
    """
    seed = check_seed(seed)
    rng = _rng("mirror", seed)
    tiles = full_set(5)
    if rng.random() < 0.14:
        tile = rng.choice([t for t in tiles if t.is_double])
        mirror = False
    else:
        tile = rng.choice([t for t in tiles if t.is_different])
        mirror = rng.random() < 0.5
    reference = rng.choice(tile.rotations())
    other = tile.mirror() if mirror else tile
    shown = rng.choice(other.rotations())
    turns = [k for k in range(TURNS) if turned(shown, k) != (reference, True)]
    return MirrorQuestion(seed, reference, shown, rng.choice(turns))


def _clockwise_text(corners: Sequence[int], start: int) -> str:
    """``"1 → 3 → 5"``: the numbers read clockwise from the first corner showing ``start``."""
    i = list(corners).index(start)
    return " \u2192 ".join(str(corners[(i + j) % 3]) for j in range(3))


def check_mirror(q: MirrorQuestion, answer: object, turn: object = None) -> Feedback:
    """Check "same" or "mirror"; ``turn`` is how the child has turned the tile (for the hint).

    >>> q = MirrorQuestion(0, (1, 3, 5), (1, 5, 3), 2)
    >>> check_mirror(q, "mirror").ok, check_mirror(q, "same").ok
    (True, False)
    """
    if not isinstance(answer, str) or answer not in ("same", "mirror"):
        raise ExerciseError("teach.error.choice", value=short_text(answer))
    t = q.start_turn if turn is None else check_turn_value(turn)
    double = Tile(*q.reference).is_double
    if answer == q.answer:
        if q.answer == "mirror":
            return Feedback(True, Msg.of("teach.mirror.right_mirror"), done=True)
        return Feedback(True, Msg.of("teach.mirror.right_double" if double else "teach.mirror.right_same"), done=True)
    if q.answer == "same":
        n = turns_to(q.shown, t, q.reference, True)
        assert n is not None
        if n == 0:
            return Feedback(False, Msg.of("teach.mirror.wrong_same_now"))
        return Feedback(False, Msg.of("teach.mirror.wrong_same", n=n))
    low = min(q.reference)
    return Feedback(
        False,
        Msg.of(
            "teach.mirror.wrong_mirror",
            first=_clockwise_text(q.reference, low),
            second=_clockwise_text(q.shown, low),
        ),
    )


# --------------------------------------------------------------------------- turn it so it fits


@dataclass(frozen=True)
class TurnQuestion:
    """ "Turn it so it fits here": a small board, an empty ``cell`` and the ``tile`` to turn.

    The tile starts at ``start_turn`` (see :func:`turned`; turn 0 shows ``tuple(tile)``)."""

    seed: int
    board: tuple[Placement, ...]
    cell: Cell
    tile: Tile
    start_turn: int

    def make_board(self) -> Board:
        return Board.from_placements(self.board)

    def placement(self, turn: int) -> Placement:
        corners, _ = turned(tuple(self.tile), turn)
        return Placement(self.cell, corners)

    def fits(self, turn: int) -> bool:
        corners, up = turned(tuple(self.tile), turn)
        return up == self.cell.up and self.make_board().problem(Placement(self.cell, corners)) is None

    @property
    def right_turns(self) -> tuple[int, ...]:
        return tuple(k for k in range(TURNS) if self.fits(k))


def make_turn_question(seed: int) -> TurnQuestion:
    """A small board (2-5 tiles) and a tile that fits the marked cell one way round (or more).

    >>> q = make_turn_question(4)
    >>> len(q.right_turns) >= 1 and q.start_turn not in q.right_turns
    True
    """
    seed = check_seed(seed)
    rng = _rng("turn", seed)
    while True:
        board = _grow(rng, rng.randint(2, 5))
        cells = [c for c in _open_cells(board) if _sides(board, c) >= 1]
        rng.shuffle(cells)
        for cell in cells:
            fits = _fitting(board, cell, _unused(board))
            # Prefer a tile with three different numbers: its turns all look different.
            tiles = sorted({p.tile for p in fits if not p.tile.is_triple})
            if not tiles:
                continue
            different = [t for t in tiles if t.is_different]
            tile = rng.choice(different if different and rng.random() < 0.75 else tiles)
            q = TurnQuestion(seed, board.placements, cell, tile, 0)
            right = q.right_turns
            wrong = [k for k in range(TURNS) if k not in right]
            return TurnQuestion(seed, board.placements, cell, tile, rng.choice(wrong))


def _fit_feedback(
    board: Board, cell: Cell, tile: Tile, turn: int, *, right_key: str, right_params: Mapping[str, Any]
) -> Feedback:
    corners, up = turned(tuple(tile), turn)
    some_turn = any(board.problem(Placement(cell, r)) is None for r in tile.rotations())
    if up != cell.up:
        if some_turn:
            return Feedback(False, Msg.of("teach.fit.need_up" if cell.up else "teach.fit.need_down"))
        # no turn makes it fit: don't send the child turning it, judge it the right way up
        corners = (tile[0], tile[1], tile[2])
    bad = _corner_problem(board, cell, corners)
    if bad is None:
        why = board.problem(Placement(cell, corners))
        if why is None:
            return Feedback(True, Msg.of(right_key, **right_params), done=True)
        raise AssertionError(f"a tile that matches every corner was refused: {why}")  # pragma: no cover
    i, need, have, pt = bad
    where = corner_name(cell.up, i)
    if some_turn:
        return Feedback(False, Msg.of("teach.fit.corner", where=where, need=need, have=have), mark=pt)
    flipped = any(_corner_problem(board, cell, r) is None for r in tile.mirror().rotations())
    key = "teach.fit.mirror" if flipped and tile.is_different else "teach.fit.no_way"
    return Feedback(False, Msg.of(key, where=where, need=need, have=have), mark=pt)


def check_turn(q: TurnQuestion, turn: object) -> Feedback:
    """Is the tile, turned ``turn`` sixths clockwise, the right way round for the marked cell?

    >>> q = make_turn_question(4)
    >>> check_turn(q, q.right_turns[0]).ok, check_turn(q, q.start_turn).ok
    (True, False)
    """
    k = check_turn_value(turn)
    return _fit_feedback(
        q.make_board(), q.cell, q.tile, k, right_key="teach.turn.right", right_params={"tile": str(q.tile)}
    )


# --------------------------------------------------------------------------- which tile fits?


def check_difficulty(difficulty: object) -> str:
    d = difficulty.strip().lower().replace("-", "_").replace(" ", "_") if isinstance(difficulty, str) else difficulty
    if d == "two_edge":
        d = "two_edges"
    if not isinstance(d, str) or d not in DIFFICULTIES:
        raise ExerciseError("teach.error.difficulty", value=short_text(difficulty), choices=", ".join(DIFFICULTIES))
    return d


@dataclass(frozen=True)
class MatchQuestion:
    """ "Which tiles fit the marked cell, and which way round?"

    ``candidates`` are shown with ``start_turns``; ``solutions`` are the
    candidates that fit (in candidate order)."""

    seed: int
    difficulty: str
    board: tuple[Placement, ...]
    cell: Cell
    candidates: tuple[Tile, ...]
    start_turns: tuple[int, ...]
    solutions: tuple[Tile, ...]

    def make_board(self) -> Board:
        return Board.from_placements(self.board)

    def fits(self, tile: Tile, turn: int) -> bool:
        corners, up = turned(tuple(tile), turn)
        return up == self.cell.up and self.make_board().problem(Placement(self.cell, corners)) is None

    def placement(self, tile: Tile, turn: int) -> Placement:
        corners, _ = turned(tuple(tile), turn)
        return Placement(self.cell, corners)


def _closeness(tile: Tile, need: Sequence[int | None]) -> int:
    """How tempting a wrong tile looks: it shares the needed numbers (or is a flipped fit)."""
    want = [v for v in need if v is not None]
    have = list(tile)
    shared = 0
    for v in want:
        if v in have:
            have.remove(v)
            shared += 1
    return shared


def make_match_puzzle(seed: int, difficulty: str = "one_edge", candidates: int = 4) -> MatchQuestion:
    """A puzzle from a seeded random board.  ``difficulty``: ``"one_edge"`` (the cell touches one
    tile: two numbers to match), ``"two_edges"``, ``"bridge"`` (one edge, and the opposite corner
    touches a tile) or ``"hexagon"`` (the tile closes a hexagon).

    >>> q = make_match_puzzle(1, "hexagon")
    >>> len(q.candidates), len(q.solutions), q.make_board().hexagon_points(Placement(q.cell, (0, 0, 0))) != []
    (4, 1, True)
    """
    seed = check_seed(seed)
    d = check_difficulty(difficulty)
    if not is_whole_number(candidates) or not 2 <= candidates <= 6:
        raise ExerciseError("teach.error.candidates", value=short_text(candidates))
    rng = _rng(f"match:{d}", seed)
    while True:
        if d == "one_edge":
            board = _grow(rng, rng.randint(2, 5))
            unused = _unused(board)
            options = []
            for cell in _open_cells(board):
                if _situation(board, cell) == (1, False, 0):
                    fits = sorted({p.tile for p in _fitting(board, cell, unused)})
                    if fits:
                        options.append((cell, fits))
            if not options:
                continue
            cell, fits = rng.choice(options)
        else:
            kind = "two_hexagons" if d == "hexagon" and rng.random() < 0.2 else d
            board, goal = _build(rng, kind)
            unused = _unused(board)
            cell, fits = goal.cell, sorted({p.tile for p in _fitting(board, goal.cell, unused)})
        n_right = 2 if d == "one_edge" and len(fits) >= 2 and rng.random() < 0.5 else 1
        right = rng.sample(fits, n_right)
        need = [board.number_at(pt) for pt in cell_corners(cell)]
        wrong = [t for t in unused if t not in fits]
        if len(wrong) < candidates - n_right:
            continue
        keyed = sorted(wrong, key=lambda t: (-_closeness(t, need), rng.random()))
        pool = keyed[: max(candidates - n_right + 2, 4)]
        chosen = right + rng.sample(pool, candidates - n_right)
        rng.shuffle(chosen)
        probe = MatchQuestion(seed, d, board.placements, cell, (), (), ())
        starts = tuple(rng.choice([k for k in range(TURNS) if not probe.fits(t, k)]) for t in chosen)
        solutions = tuple(t for t in chosen if t in right)
        return MatchQuestion(seed, d, board.placements, cell, tuple(chosen), starts, solutions)


def check_match(q: MatchQuestion, tile: object, turn: object) -> Feedback:
    """Check one try: ``tile`` (a candidate, ``"2-4-5"``) turned ``turn`` sixths, put on the marked cell.

    >>> q = make_match_puzzle(2, "two_edges")
    >>> wrong = next(t for t in q.candidates if t not in q.solutions)
    >>> check_match(q, str(wrong), 0).ok
    False
    """
    t = parse_tile(tile)
    if t not in q.candidates:
        raise ExerciseError("teach.error.not_candidate", tile=str(t))
    k = check_turn_value(turn)
    board = q.make_board()
    corners, _ = turned(tuple(t), k)
    key = "teach.match.right"
    params: dict[str, Any] = {"tile": str(t)}
    if q.difficulty == "hexagon":
        key = "teach.match.right_hexagon"
        params["n"] = len(board.hexagon_points(Placement(q.cell, corners)))
    elif q.difficulty == "bridge":
        key = "teach.match.right_bridge"
    elif q.difficulty == "two_edges":
        key = "teach.match.right_two"
    return _fit_feedback(board, q.cell, t, k, right_key=key, right_params=params)


# --------------------------------------------------------------------------- scoring


def check_focus(focus: object) -> str:
    f = focus.strip().lower().replace("-", "_").replace(" ", "_") if isinstance(focus, str) else focus
    if not isinstance(f, str) or f not in FOCUSES:
        raise ExerciseError("teach.error.focus", value=short_text(focus), choices=", ".join(FOCUSES))
    return f


def scoring_rules(preset: object) -> Rules:
    """The rule set of a preset that scores while playing; ExerciseError for the others.

    >>> scoring_rules("classic").hexagon_bonus
    60
    """
    if isinstance(preset, Rules):
        if preset.penalty_scoring or not preset.keep_score:
            raise ExerciseError("teach.error.preset", value=preset.name, choices=", ".join(SCORING_PRESETS))
        return preset
    if not isinstance(preset, str) or preset not in SCORING_PRESETS:
        raise ExerciseError("teach.error.preset", value=short_text(preset), choices=", ".join(SCORING_PRESETS))
    return Rules.preset(preset)


@dataclass(frozen=True)
class ScoringQuestion:
    """A board (``board``: the tiles before the move) and the ``move`` whose points the child counts."""

    seed: int
    focus: str
    board: tuple[Placement, ...]
    move: Placement

    def make_board(self, with_move: bool = False) -> Board:
        b = Board.from_placements(self.board)
        if with_move:
            b.place(self.move)
        return b

    def score(self, rules: Rules | str = "pressman") -> Score:
        return self.make_board().score(self.move, scoring_rules(rules))


def _kind_of(score: Score) -> str:
    if score.first:
        return "start"
    if score.hexagons:
        return "hexagon"
    if score.bridge:
        return "bridge"
    return {1: "one_side", 2: "two_sides", 3: "three_sides"}[score.sides]


_FOCUS_WEIGHTS = (("one_side", 3), ("two_sides", 2), ("bridge", 2), ("hexagon", 3), ("start", 1))


def make_scoring_question(seed: int, focus: str = "any") -> ScoringQuestion:
    """A move to score: ``focus`` picks what it shows off (``"any"`` mixes them by the seed).

    >>> q = make_scoring_question(5, "bridge")
    >>> q.score("pressman").bridge
    True
    """
    seed = check_seed(seed)
    f = check_focus(focus)
    rng = _rng(f"score:{f}", seed)
    if f == "any":
        names = [n for n, _ in _FOCUS_WEIGHTS]
        f = rng.choices(names, [w for _, w in _FOCUS_WEIGHTS])[0]
    if f == "start":
        t = rng.choice([t for t in full_set(5) if t.is_triple])
        return ScoringQuestion(seed, "start", (), Placement(START_CELL, tuple(t)))
    if f == "one_side":
        rules = Rules.preset("pressman")
        while True:
            board = _grow(rng, rng.randint(2, 6))
            moves = sorted(board.legal_placements_for(_unused(board)), key=_pkey)
            moves = [m for m in moves if _kind_of(board.score(m, rules)) == f]
            if moves:
                return ScoringQuestion(seed, f, board.placements, rng.choice(moves))
    kind = {"two_sides": "two_edges", "bridge": "bridge", "hexagon": "hexagon"}[f]
    if f == "hexagon" and rng.random() < 0.3:
        kind = "two_hexagons"
    board, move = _build(rng, kind)
    return ScoringQuestion(seed, f, board.placements, move)


def score_addends(score: Score) -> list[int]:
    """The numbers that add up to a score, in the order :meth:`Score.steps` says them: the
    tile's sum (or that sum times the sides it touches), then each bonus.

    >>> score_addends(make_scoring_question(5, "bridge").score("pressman"))
    [4, 40]
    """
    parts: list[int] = []
    for step in score.steps(total=False):
        p = step.kwargs
        if step.key in ("score.sum", "score.not_counted"):
            parts = [p["value"]]
        elif step.key == "score.sides":
            parts = [p["points"]]
        else:
            parts.append(p["points"])
    if score.counted and sum(parts) != score.total:  # pragma: no cover - the steps add up to the score
        raise AssertionError(f"the steps of {score} do not add up")
    return parts


def add_up(score: Score) -> Msg:
    """The last line of a score worked out step by step: its numbers added up
    (``score.add_up``: ``9 + 40 = 49``), or the engine's ``score.total`` when there is one number.

    >>> add_up(make_scoring_question(5, "bridge").score("pressman")).text("ru")
    '4 + 40 = 44'
    """
    parts = score_addends(score)
    if len(parts) == 1:
        return Msg("score.total", total=score.total)
    return Msg("score.add_up", sum=" + ".join(map(str, parts)), total=score.total)


def says_total(score: Score) -> bool:
    """Whether a score worked out step by step needs its last line (:func:`add_up`): not when
    the tile's sum (or that sum times the sides) is the whole score, which its step already
    says once (``2 + 3 + 5 = 10``, never ``10 = 10`` or ``total 10`` after it).

    >>> says_total(make_scoring_question(5, "bridge").score("pressman"))
    True
    >>> from trio_widgets.engine import score_from_facts
    >>> says_total(score_from_facts("2-3-5", Rules.preset("pressman")))
    False
    """
    return not score.counted or len(score_addends(score)) > 1


#: The notes a scoring exercise adds to the engine's steps: what the rules say about this move
#: where no step shows it (the steps themselves are the engine's ``score.<name>`` words).
SCORE_NOTES = (
    "teach.score.note.first_once",
    "teach.score.note.one_side",
    "teach.score.note.no_two_sides",
    "teach.score.note.no_bonus_three",
)


def score_steps(score: Score, rules: Rules | str = "pressman") -> tuple[Msg, ...]:
    """The arithmetic of a score, one step a line: the engine's steps (:meth:`Score.steps`, the
    same words as everywhere else), a note where the rules say something no step shows, and the
    numbers added up to the total (``score.add_up``; nothing when the tile's sum is the whole
    score, :func:`says_total`).

    >>> s = make_scoring_question(5, "bridge").score("pressman")
    >>> [m.key for m in score_steps(s)]
    ['score.sum', 'score.bridge', 'score.add_up']
    >>> [m.text() for m in score_steps(s)][1:]
    ['bridge +40', '4 + 40 = 44']
    """
    r = scoring_rules(rules)
    steps: list[Msg] = []
    for step in score.steps(total=False):
        steps.append(step)
        if step.key in ("score.sum", "score.not_counted") and r.multiply_by_sides:
            # the rule is said even when the sum is not multiplied (the engine has no step for it)
            if score.first:
                steps.append(Msg.of("teach.score.note.first_once"))
            elif score.sides == 1:
                steps.append(Msg.of("teach.score.note.one_side"))
    if score.two_sides and score.hexagons and r.two_sides_bonus and r.hexagon_bonus:
        steps.append(Msg.of("teach.score.note.no_two_sides"))
    if score.sides == 3 and not score.hexagons and (r.bridge_bonus or r.two_sides_bonus):
        steps.append(Msg.of("teach.score.note.no_bonus_three"))
    if says_total(score):
        steps.append(add_up(score))
    return tuple(steps)


_DIGITS = re.compile(r"[0-9]{1,4}")


def parse_points(answer: object) -> int:
    """The points a child typed: digits only (spaces around are fine).

    >>> parse_points(" 52 "), parse_points(7)
    (52, 7)
    >>> parse_points("fifty")
    Traceback (most recent call last):
    ...
    trio_widgets.teaching._exercises.ExerciseError: “fifty” is not a number. Type the points with digits, like 12.
    """
    n = _whole(answer)
    if n is not None:
        if n < 0:
            raise ExerciseError("teach.error.negative")
        if n > 9999:
            raise ExerciseError("teach.error.too_big")
        return n
    if not isinstance(answer, str):
        raise ExerciseError("teach.error.points", value=short_text(answer))
    s = answer.strip()
    if not s:
        raise ExerciseError("teach.error.empty")
    if s.startswith("-") and _DIGITS.fullmatch(s[1:].strip()):
        raise ExerciseError("teach.error.negative")
    if s.isdigit() and s.isascii() and len(s) > 4:
        raise ExerciseError("teach.error.too_big")
    if not _DIGITS.fullmatch(s):
        raise ExerciseError("teach.error.points", value=short_text(s))
    return int(s)


def check_score(q: ScoringQuestion, rules: Rules | str, answer: object, attempt: int = 1) -> Feedback:
    """Check the points typed for the marked move.

    Right: the whole arithmetic.  Wrong the first time: the first step and a
    hint, to try again.  Wrong again: the whole arithmetic.

    >>> q = make_scoring_question(5, "bridge")
    >>> total = q.score("pressman").total
    >>> check_score(q, "pressman", str(total)).ok, check_score(q, "pressman", "1").ok
    (True, False)
    """
    n = parse_points(answer)
    r = scoring_rules(rules)
    s = q.make_board().score(q.move, r)
    steps = score_steps(s, r)
    if n == s.total:
        return Feedback(True, Msg.of("teach.score.right", n=s.total), steps, done=True)
    if attempt <= 1:
        if s.tile_value == s.total:  # the tile's sum is the answer: showing it would give it away
            return Feedback(False, Msg.of("teach.score.hint_plain", typed=n))
        if n == s.tile_value:
            return Feedback(False, Msg.of("teach.score.hint_tile_only", typed=n), steps[:1])
        return Feedback(False, Msg.of("teach.score.hint_more", typed=n), steps[:1])
    return Feedback(False, Msg.of("teach.score.wrong", typed=n, total=s.total), steps, done=True)
