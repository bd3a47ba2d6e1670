"""Edge-matching puzzles (MacMahon's triangles): fill a shape with tiles under some rules.

A :class:`Shape` is a set of cells of the board's triangular grid (``geometry``):
a hexagon of 6, a big triangle of 4, 9 or 16 cells, a ring, or any free shape
whose cells share edges.  A :class:`Puzzle` is a shape, the tiles it may use
(the whole set, or only some), the cells already filled (``given``) and its
rules:

* ``match`` (on by default): where tiles touch, the numbers agree, as in the
  game: every lattice point of the shape shows one number (``Board`` checks
  the same);
* ``border``: every corner on the shape's outline shows this number, or
  ``"same"``: one number, whichever it is;
* ``side_sum``: the numbers along each straight side add up to this, or
  ``"equal"``: the same on every side (shapes with sides: triangles, the hexagon);
* ``no_equal_touching``: two tiles that share an edge are never worth the same
  (so two equal tiles never touch either).

The solver finds one solution, counts them all (also counting a solution and
the whole shape turned as one), and says why a puzzle is impossible when a
short counting or parity argument shows it (:meth:`Puzzle.why_impossible`).
It searches cell by cell in an order where each new cell shares as many
corners as possible with the cells before it, and looks the tiles that fit the
corners already known up in a table built once per puzzle.

>>> hexagon = Puzzle(Shape.hexagon())
>>> hexagon.count(), hexagon.count(turned_same=True)
(3996, 666)
>>> strip = Shape.free(["0,0,u", "0,0,d", "1,0,u"])
>>> p = Puzzle(strip, tiles=["0-1-2", "2-3-4", "0-4-5"])
>>> p.count()
0
>>> print(p.why_impossible())
3 tiles meet at one point, so they need a number in common, but no number is on 3 of these tiles.
>>> p = Puzzle(Shape.triangle(3), border=0)
>>> print(p.why_impossible())
3 places have 3 corners on the border, so each needs a tile with three 0s; there is only 1.
"""

from __future__ import annotations

import json
import math
import numbers
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Union

from ..engine import (
    MAX_NUMBER,
    Cell,
    Placement,
    Point,
    Tile,
    cell_corners,
    cell_neighbours,
    full_set,
    invisible,
    point_cells,
    text_problem,
)
from ..files import whole
from ..words import Msg, MsgError, shown

__all__ = [
    "LESSON_PUZZLES",
    "Puzzle",
    "PuzzleError",
    "Shape",
    "Solution",
    "lesson_puzzle",
    "missing_tiles",
    "neighbour_counts",
    "neighbours",
    "value_histogram",
]

#: The most cells a shape may have (the solver is for classroom puzzles, not for tiling the plane).
MAX_CELLS = 64


class PuzzleError(MsgError):
    """A puzzle, shape or saved puzzle that makes no sense; ``msg`` says it in any language."""


# ---------------------------------------------------------------------------- turning the grid


def _rot_point(p: Point, k: int) -> Point:
    """A lattice point turned ``k`` sixths anticlockwise about (0, 0)."""
    x, y = p
    for _ in range(k % 6):
        x, y = -y, x + y
    return (x, y)


def _cell_of_points(pts: Iterable[Point]) -> Cell:
    """The cell whose three corners these are."""
    s = set(pts)
    xs = sorted(s)
    # an up cell has corners (x, y), (x+1, y), (x, y+1); a down cell (x+1, y), (x, y+1), (x+1, y+1)
    (x, y) = min(s, key=lambda q: (q[0] + q[1], q[1]))
    if {(x, y), (x + 1, y), (x, y + 1)} == s:
        return Cell(x, y, True)
    if {(x, y), (x - 1, y + 1), (x, y + 1)} == s:
        return Cell(x - 1, y, False)
    raise ValueError(f"not the corners of one cell: {xs}")  # pragma: no cover - geometry guarantees it


def _as_cell(c: Any) -> Cell:
    if isinstance(c, Cell):
        return c
    if isinstance(c, str):
        return Cell.parse(c)
    try:
        x, y, up = c
    except (TypeError, ValueError):
        raise PuzzleError("puzzle.error.cell", value=_short(c)) from None
    if not all(isinstance(v, numbers.Integral) and not isinstance(v, bool) for v in (x, y)) or up not in (
        True,
        False,
        0,
        1,
    ):
        raise PuzzleError("puzzle.error.cell", value=_short(c))
    return Cell(int(x), int(y), bool(up))


def _short(v: object, n: int = 40) -> str:
    s = repr(v)
    return s if len(s) <= n else s[: n - 1] + "…"


# ---------------------------------------------------------------------------- shapes


@dataclass(frozen=True)
class Shape:
    """Cells of the triangular grid that a puzzle fills, and the straight sides to add up along.

    >>> Shape.hexagon().size, Shape.triangle(3).size, Shape.ring().size
    (6, 9, 12)
    >>> len(Shape.triangle(4).sides), [len(s) for s in Shape.triangle(4).sides]
    (3, [5, 5, 5])
    """

    name: str
    cells: tuple[Cell, ...]
    #: the straight sides of the outline, each as its lattice points in order (for ``side_sum``)
    sides: tuple[tuple[Point, ...], ...] = ()

    def __post_init__(self) -> None:
        cells = tuple(_as_cell(c) for c in self.cells)
        if not cells:
            raise PuzzleError("puzzle.error.empty_shape")
        if len(cells) > MAX_CELLS:
            raise PuzzleError("puzzle.error.big_shape", n=len(cells), most=MAX_CELLS)
        if len(set(cells)) != len(cells):
            raise PuzzleError("puzzle.error.twice")
        seen = {cells[0]}
        todo = [cells[0]]
        have = set(cells)
        while todo:
            for nb in cell_neighbours(todo.pop()):
                if nb in have and nb not in seen:
                    seen.add(nb)
                    todo.append(nb)
        if len(seen) != len(cells):
            raise PuzzleError("puzzle.error.apart")
        object.__setattr__(self, "cells", tuple(sorted(cells, key=lambda c: (-c.y, c.x, not c.up))))
        pts = set(self.points)
        sides = tuple(tuple((int(a), int(b)) for a, b in s) for s in self.sides)
        for s in sides:
            if len(s) < 2 or not set(s) <= pts:
                raise PuzzleError("puzzle.error.side")
        object.__setattr__(self, "sides", sides)

    # -- the shapes a lesson uses ------------------------------------------------------
    @classmethod
    def hexagon(cls) -> Shape:
        """The six cells around one point: the hexagon of the game's bonus."""
        cells = point_cells((1, 1))
        ring = [(2, 1), (1, 2), (0, 2), (0, 1), (1, 0), (2, 0)]
        sides = tuple((ring[i], ring[(i + 1) % 6]) for i in range(6))
        return cls("hexagon", cells, sides)

    @classmethod
    def triangle(cls, n: int = 2) -> Shape:
        """The big triangle pointing up with ``n`` cells along a side (n * n cells: 4, 9, 16 ...)."""
        if isinstance(n, bool) or not isinstance(n, numbers.Integral) or not 1 <= n <= 8:
            raise PuzzleError("puzzle.error.triangle", value=_short(n))
        n = int(n)
        cells = [Cell(x, y, True) for y in range(n) for x in range(n - y)]
        cells += [Cell(x, y, False) for y in range(n - 1) for x in range(n - 1 - y)]
        bottom = tuple((x, 0) for x in range(n + 1))
        right = tuple((n - y, y) for y in range(n + 1))
        left = tuple((0, n - y) for y in range(n + 1))
        return cls(f"triangle{n * n}", tuple(cells), (bottom, right, left))

    @classmethod
    def ring(cls, hole: str = "triangle") -> Shape:
        """A ring of tiles around a hole: the 12 cells touching one triangle (``hole="triangle"``),
        or the 18 cells around a hexagon (``hole="hexagon"``)."""
        if hole == "triangle":
            centre = Cell(1, 1, True)
            around = {c for p in cell_corners(centre) for c in point_cells(p)} - {centre}
            return cls("ring12", tuple(around))
        if hole == "hexagon":
            inner = set(point_cells((2, 2)))
            around = {c for cell in inner for p in cell_corners(cell) for c in point_cells(p)} - inner
            return cls("ring18", tuple(around))
        raise PuzzleError("puzzle.error.hole", value=_short(hole))

    @classmethod
    def free(cls, cells: Iterable[Any], sides: Iterable[Iterable[Point]] = (), name: str = "free") -> Shape:
        """Any shape: its cells (Cell or ``"x,y,u"`` labels), all joined by edges."""
        if isinstance(cells, (str, bytes)) or not isinstance(cells, Iterable):
            raise PuzzleError("puzzle.error.cells", value=_short(cells))
        return cls(str(name)[:40], tuple(_as_cell(c) for c in cells), tuple(tuple(s) for s in sides))

    # -- looking -----------------------------------------------------------------------
    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def points(self) -> tuple[Point, ...]:
        """Every lattice point a cell of the shape touches (sorted)."""
        return tuple(sorted({p for c in self.cells for p in cell_corners(c)}))

    def cells_at(self, point: Point) -> int:
        """How many cells of the shape meet at a point (6 inside the shape)."""
        have = set(self.cells)
        return sum(c in have for c in point_cells(point))

    @property
    def border(self) -> tuple[Point, ...]:
        """The points on the outline (fewer than six of the shape's cells around them)."""
        return tuple(p for p in self.points if self.cells_at(p) < 6)

    def turns(self) -> list[tuple[int, dict[Point, Point]]]:
        """The turns (in sixths) that lay the shape on itself, with where each point goes.
        Always holds the turn by 0."""
        pts = self.points
        have = set(pts)
        out: list[tuple[int, dict[Point, Point]]] = []
        for k in range(6):
            turned = [_rot_point(p, k) for p in pts]
            mx, my = min(turned)
            ox, oy = pts[0]
            dx, dy = ox - mx, oy - my
            moved = {p: (q[0] + dx, q[1] + dy) for p, q in zip(pts, turned)}
            if set(moved.values()) != have:
                continue
            cells = set(self.cells)
            if all(_cell_of_points(moved[p] for p in cell_corners(c)) in cells for c in self.cells):
                out.append((k, moved))
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "cells": [c.label() for c in self.cells],
            "sides": [list(map(list, s)) for s in self.sides],
        }


# ---------------------------------------------------------------------------- puzzles

BorderRule = Union[int, str, None]  # noqa: UP007


@dataclass(frozen=True)
class Solution:
    """A filled shape: the placement on every cell (the given ones too)."""

    placements: tuple[Placement, ...]

    @property
    def cells(self) -> dict[Cell, Placement]:
        return {p.cell: p for p in self.placements}

    @property
    def tiles(self) -> list[Tile]:
        return [p.tile for p in self.placements]

    def __str__(self) -> str:
        return ", ".join(p.describe() for p in self.placements)

    def to_list(self) -> list[list[Any]]:
        return [[p.cell.label(), list(p.corners)] for p in self.placements]


@dataclass(frozen=True)
class Puzzle:
    """A shape to fill with tiles under some rules (see the module's text).

    ``tiles`` is the tiles it may use (each once; list one twice to have two), the
    whole 0-5 set by default; ``given`` the placements already on the shape.
    """

    shape: Shape
    tiles: tuple[Tile, ...] = field(default_factory=full_set)
    match: bool = True
    border: BorderRule = None
    side_sum: BorderRule = None
    no_equal_touching: bool = False
    given: tuple[Placement, ...] = ()
    title: str = ""

    def __post_init__(self) -> None:
        if not isinstance(self.shape, Shape):
            raise PuzzleError("puzzle.error.shape", value=_short(self.shape))
        self._check_tiles()
        self._check_switches()
        self._check_given()
        self._check_title()

    def _check_tiles(self) -> None:
        if isinstance(self.tiles, (str, bytes)) or not isinstance(self.tiles, Iterable):
            raise PuzzleError("puzzle.error.tiles", value=_short(self.tiles))
        tiles: list[Tile] = []
        for t in self.tiles:
            try:
                tiles.append(Tile.parse(t))
            except ValueError:
                raise PuzzleError("puzzle.error.tile", value=_short(t)) from None
        if len(tiles) > 4 * len(full_set(MAX_NUMBER)):
            raise PuzzleError("puzzle.error.too_many_tiles")
        object.__setattr__(self, "tiles", tuple(tiles))

    def _check_switches(self) -> None:
        for name in ("match", "no_equal_touching"):
            if not isinstance(getattr(self, name), bool):
                raise PuzzleError("puzzle.error.switch", name=name, value=_short(getattr(self, name)))
        for name, word in (("border", "same"), ("side_sum", "equal")):
            v = getattr(self, name)
            ok = v is None or v == word or (isinstance(v, numbers.Integral) and not isinstance(v, bool))
            if not ok:
                raise PuzzleError(f"puzzle.error.{name}", value=_short(v))
            if isinstance(v, numbers.Integral) and not isinstance(v, bool):
                limit = MAX_NUMBER if name == "border" else MAX_NUMBER * 100
                if not 0 <= int(v) <= limit:
                    raise PuzzleError(f"puzzle.error.{name}", value=_short(v))
                object.__setattr__(self, name, int(v))
        if self.side_sum is not None:
            if not self.shape.sides:
                raise PuzzleError("puzzle.error.no_sides")
            if not self.match:
                raise PuzzleError("puzzle.error.sum_needs_match")

    def _check_given(self) -> None:
        given: list[Placement] = []
        have = set(self.shape.cells)
        for g in self.given:
            try:
                p = g if isinstance(g, Placement) else Placement(*g)
            except (TypeError, ValueError):
                raise PuzzleError("puzzle.error.given", value=_short(g)) from None
            if p.cell not in have:
                raise PuzzleError("puzzle.error.given_outside", cell=p.cell.label())
            given.append(p)
        if len({p.cell for p in given}) != len(given):
            raise PuzzleError("puzzle.error.twice")
        object.__setattr__(self, "given", tuple(given))

    def _check_title(self) -> None:
        if not isinstance(self.title, str):
            raise PuzzleError("puzzle.error.title")
        # the same character rules as a name (it is shown in the page, an SVG and a PDF):
        # no lone surrogates, control, bidirectional or invisible characters
        if text_problem(self.title) or any(invisible(ch) for ch in self.title):
            raise PuzzleError("puzzle.error.title_char", value=shown(self.title))
        object.__setattr__(self, "title", " ".join(unicodedata.normalize("NFC", self.title).split())[:80])

    # -- the cells still to fill -----------------------------------------------------
    @property
    def empty_cells(self) -> tuple[Cell, ...]:
        done = {p.cell for p in self.given}
        return tuple(c for c in self.shape.cells if c not in done)

    @property
    def max_value(self) -> int:
        return max([5, *(max(t) for t in self.tiles), *(max(p.corners) for p in self.given)])

    def free_tiles(self) -> Counter[Tile]:
        """The tiles still to place: ``tiles`` less the given ones that came from them."""
        left = Counter(self.tiles)
        for p in self.given:
            if left[p.tile] > 0:
                left[p.tile] -= 1
        return +left

    # -- answers ----------------------------------------------------------------------
    def solve(self) -> Solution | None:
        """One solution (the same one every time), or None if there is none."""
        for s in _Search(self).solutions():
            return s
        return None

    def solve_within(self, steps: int) -> tuple[Solution | None, bool]:
        """:meth:`solve`, trying no more than ``steps`` places: ``(solution, True)`` (the one
        :meth:`solve` gives), ``(None, True)`` when there is none, ``(None, False)`` when the
        steps ran out first.  What a tap may ask for: it answers quickly however big the puzzle.

        >>> lesson_puzzle("hexagon_012").solve_within(100_000)[1]
        True
        >>> Puzzle(Shape.triangle(6)).solve_within(1000)
        (None, False)
        """
        return _Search(self).first(_check_steps(steps))

    def solutions(self) -> Iterator[Solution]:
        """Every solution, one by one, in a fixed order."""
        return _Search(self).solutions()

    def count(self, turned_same: bool = False, limit: int | None = None) -> int:
        """How many ways to fill the shape.  With ``turned_same``, a solution and the same
        solution with the whole shape turned count once.  ``limit`` stops counting there."""
        return _Search(self).count(turned_same, limit)

    def count_up_to(self, limit: int, *, turned_same: bool = False, steps: int | None = None) -> tuple[int, bool]:
        """Count solutions, but no further than ``limit`` and (when given) no longer than ``steps``
        places tried: ``(n, True)`` is the exact count, ``(n, False)`` means there are at least
        ``n`` (``limit`` was reached or the steps ran out).  What a tap may ask for: it answers
        quickly however big the puzzle (``steps=200_000`` is well under a second).

        >>> lesson_puzzle("hexagon_012").count_up_to(100)
        (18, True)
        >>> lesson_puzzle("hexagon_012").count_up_to(5)
        (5, False)
        >>> lesson_puzzle("hexagon_012").count_up_to(100, turned_same=True)
        (3, True)
        """
        if isinstance(limit, bool) or whole(limit) is None or limit < 1:
            raise ValueError(f"limit is a whole number 1 or more, not {shown(limit)}")
        return _Search(self).count_up_to(int(limit), turned_same, None if steps is None else _check_steps(steps))

    def why_impossible(self) -> Msg | None:
        """A short reason why no solution can exist, when a counting or parity argument shows
        it; None when none of them applies (the puzzle may still have no solution: ask
        :meth:`solve`)."""
        return _why_impossible(self)

    def hint(self, placed: Iterable[Placement] = ()) -> Placement | None:
        """One correct tile: a placement of a solution that agrees with what is placed
        (None when what is placed leads to no solution, or when the shape is full)."""
        placed = list(placed)
        sol = self.with_given(placed).solve() if placed else self.solve()
        return self._next_of(sol, placed)

    def hint_within(self, placed: Iterable[Placement], steps: int) -> tuple[Placement | None, bool]:
        """:meth:`hint`, trying no more than ``steps`` places: ``(placement, True)``,
        ``(None, True)`` as :meth:`hint` says None, ``(None, False)`` when the steps ran out."""
        placed = list(placed)
        sol, complete = (self.with_given(placed) if placed else self).solve_within(steps)
        return self._next_of(sol, placed), complete

    def _next_of(self, sol: Solution | None, placed: list[Placement]) -> Placement | None:
        """The first placement of ``sol`` on a cell neither given nor placed."""
        if sol is None:
            return None
        done = {p.cell for p in placed} | {p.cell for p in self.given}
        for p in sol.placements:
            if p.cell not in done:
                return p
        return None

    def with_given(self, placements: Iterable[Placement]) -> Puzzle:
        """The same puzzle with more cells filled (the tiles they use come from ``tiles``)."""
        from dataclasses import replace

        return replace(self, given=self.given + tuple(placements))

    # -- checking a child's work --------------------------------------------------------
    def problems(self, placements: Iterable[Placement]) -> list[Msg]:
        """Everything that breaks a rule among these placements (with the given ones), each as a
        message; empty when nothing is wrong so far (the shape need not be full)."""
        return _problems(self, list(placements))

    def is_solution(self, placements: Iterable[Placement]) -> bool:
        """True when the placements (with the given ones) fill the shape and keep every rule."""
        ps = list(placements)
        cells = {p.cell for p in ps} | {p.cell for p in self.given}
        return cells == set(self.shape.cells) and len(ps) + len(self.given) == len(cells) and not self.problems(ps)

    # -- saving -------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "shape": self.shape.to_dict(),
            "tiles": [str(t) for t in self.tiles],
            "match": self.match,
            "border": self.border,
            "side_sum": self.side_sum,
            "no_equal_touching": self.no_equal_touching,
            "given": [p.to_dict() for p in self.given],
            "title": self.title,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_dict(cls, data: Any) -> Puzzle:
        if not isinstance(data, Mapping):
            raise PuzzleError("puzzle.error.saved", why="not an object")
        known = {"shape", "tiles", "match", "border", "side_sum", "no_equal_touching", "given", "title"}
        extra = sorted(str(k) for k in data if k not in known)
        if extra:
            raise PuzzleError("puzzle.error.saved", why="unknown field " + _short(extra[0]))
        sh = data.get("shape")
        if not isinstance(sh, Mapping) or not isinstance(sh.get("cells"), list):
            raise PuzzleError("puzzle.error.saved", why="no shape")
        sides = sh.get("sides", [])
        if not isinstance(sides, list) or not all(
            isinstance(s, list) and all(isinstance(p, list) and len(p) == 2 and all(_int(v) for v in p) for p in s)
            for s in sides
        ):
            raise PuzzleError("puzzle.error.saved", why="bad sides")
        shape = Shape.free(sh["cells"], [tuple(map(tuple, s)) for s in sides], str(sh.get("name", "free")))
        given = data.get("given", [])
        if not isinstance(given, list) or not all(
            isinstance(g, Mapping) and set(g) == {"cell", "corners"} for g in given
        ):
            raise PuzzleError("puzzle.error.saved", why="bad given tiles")
        tiles = data.get("tiles")
        if tiles is None:
            tiles = list(full_set())
        if not isinstance(tiles, list):
            raise PuzzleError("puzzle.error.saved", why="bad tiles")
        return cls(
            shape,
            tiles=tuple(tiles),
            match=data.get("match", True),
            border=data.get("border"),
            side_sum=data.get("side_sum"),
            no_equal_touching=data.get("no_equal_touching", False),
            given=tuple(_given(g) for g in given),
            title=data.get("title", ""),
        )

    @classmethod
    def from_json(cls, text: str | bytes) -> Puzzle:
        """A puzzle saved by :meth:`to_json`; anything else gives a PuzzleError (a ValueError)."""
        if not isinstance(text, (str, bytes)):
            raise PuzzleError("puzzle.error.saved", why="not text")
        if len(text) > 200_000:
            raise PuzzleError("puzzle.error.saved", why="too long")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise PuzzleError("puzzle.error.saved", why="not JSON") from None
        try:
            return cls.from_dict(data)
        except PuzzleError:
            raise
        except (ValueError, TypeError, RecursionError) as e:
            raise PuzzleError("puzzle.error.saved", why=_short(str(e), 80)) from None


def _check_steps(steps: object) -> int:
    """``steps`` of a bounded search: a whole number 1 or more."""
    n = whole(steps)
    if n is None or n < 1:
        raise ValueError(f"steps is a whole number 1 or more, not {shown(steps)}")
    return n


def _int(v: object) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _given(g: Mapping[str, Any]) -> Placement:
    corners = g["corners"]
    if not isinstance(corners, list) or len(corners) != 3 or not all(_int(v) for v in corners):
        raise PuzzleError("puzzle.error.saved", why="bad corners")
    try:
        return Placement(Cell.parse(g["cell"]), tuple(corners))
    except ValueError as e:
        raise PuzzleError("puzzle.error.saved", why=_short(str(e), 80)) from None


# ---------------------------------------------------------------------------- the search


class _Stop(Exception):
    pass


def _side_ok(side: Sequence[int], vals: list[int], target: int, top: int, complete: bool) -> bool:
    """Whether a side's numbers can still add up to ``target`` (-1: no target yet)."""
    total = 0
    unknown = 0
    for s in side:
        v = vals[s]
        if v < 0:
            unknown += 1
        else:
            total += v
    if complete or unknown == 0:
        return target < 0 or total == target
    return target < 0 or total <= target <= total + unknown * top


class _OutOfSteps(Exception):
    """The search tried as many placements as it was allowed to (see :meth:`Puzzle.count_up_to`)."""


class _Search:
    """One puzzle made ready for searching: cells in order, corners as slots, tables of tiles.

    A *slot* holds one number: a lattice point when tiles must match (each point shows one
    number), else one corner of one cell.  A solution is the number in every slot.
    """

    def __init__(self, pz: Puzzle) -> None:
        self.pz = pz
        shape = pz.shape
        given = {p.cell: p for p in pz.given}
        # slots
        slot_of: dict[tuple[Cell, int], int] = {}
        point_slot: dict[Point, int] = {}
        slot_point: list[Point] = []
        for c in shape.cells:
            for j, p in enumerate(cell_corners(c)):
                if pz.match:
                    if p not in point_slot:
                        point_slot[p] = len(slot_point)
                        slot_point.append(p)
                    slot_of[(c, j)] = point_slot[p]
                else:
                    slot_of[(c, j)] = len(slot_point)
                    slot_point.append(p)
        self.slot_of = slot_of
        self.slot_point = slot_point
        self.nslots = len(slot_point)
        border_pts = set(shape.border)
        self.border_slot = [p in border_pts for p in slot_point]
        # the order of the cells: the given ones first, then each time the cell with the most
        # corners already known (ties: the most cells around its points, then the shape's order)
        cells_at = {p: shape.cells_at(p) for p in shape.points}
        order: list[Cell] = [c for c in shape.cells if c in given]
        known: set[int] = {slot_of[(c, j)] for c in order for j in range(3)}
        rest = [c for c in shape.cells if c not in given]
        while rest:

            def rank(c: Cell) -> tuple[int, int]:
                return (
                    sum(slot_of[(c, j)] in known for j in range(3)),
                    sum(cells_at[p] for p in cell_corners(c)),
                )

            best = max(rest, key=rank)
            rest.remove(best)
            order.append(best)
            known.update(slot_of[(best, j)] for j in range(3))
        self.order = order
        self.ngiven = len(given)
        self.cell_slots = [tuple(slot_of[(c, j)] for j in range(3)) for c in order]
        index = {c: i for i, c in enumerate(order)}
        self.before = [
            tuple(index[nb] for nb in cell_neighbours(c) if nb in index and index[nb] < i) for i, c in enumerate(order)
        ]
        # tiles: the distinct free tiles, their counts, and the table corners -> (rotation, tile index)
        free = pz.free_tiles()
        self.tiles = sorted(free)
        self.counts = [free[t] for t in self.tiles]
        table: dict[tuple[int, int, int], list[tuple[tuple[int, int, int], int]]] = {}
        for ti, t in enumerate(self.tiles):
            for rot in t.rotations():
                for mask in range(8):
                    key = tuple(rot[i] if mask >> i & 1 else -1 for i in range(3))
                    table.setdefault(key, []).append((rot, ti))  # type: ignore[arg-type]
        self.table = table
        self.given_corners = [given[c].corners for c in order[: self.ngiven]]
        # sides: after which cell each side is complete
        self.sides: list[tuple[int, ...]] = []
        self.side_done: list[list[int]] = [[] for _ in order]
        self.side_touch: list[list[int]] = [[] for _ in order]
        if pz.side_sum is not None:
            for si, s in enumerate(shape.sides):
                slots = tuple(point_slot[p] for p in s)
                self.sides.append(slots)
                last = max(i for i, cs in enumerate(self.cell_slots) if set(cs) & set(slots))
                first_all = max(min(i for i, cs in enumerate(self.cell_slots) if sl in cs) for sl in slots)
                self.side_done[max(first_all, 0)].append(si)
                for i, cs in enumerate(self.cell_slots):
                    if set(cs) & set(slots) and i <= last:
                        self.side_touch[i].append(si)
        self.top = max(5, pz.max_value)

    # -- turning a solution ------------------------------------------------------------
    def _slot_turns(self) -> list[list[int]]:
        """For each turn of the shape that keeps the puzzle the same, where each slot goes."""
        pz = self.pz
        out = []
        given = {(p.cell, p.corners) for p in pz.given}
        side_sets = {frozenset(s) for s in pz.shape.sides}
        for k, moved in pz.shape.turns():
            if k == 0:
                continue
            perm = [0] * self.nslots
            ok = True
            turned_given = set()
            for c in pz.shape.cells:
                c2 = _cell_of_points(moved[p] for p in cell_corners(c))
                pts2 = cell_corners(c2)
                corners_to = [pts2.index(moved[p]) for p in cell_corners(c)]
                for j in range(3):
                    perm[self.slot_of[(c, j)]] = self.slot_of[(c2, corners_to[j])]
                if c in {p.cell for p in pz.given}:
                    g = next(p for p in pz.given if p.cell == c)
                    nums = [0, 0, 0]
                    for j in range(3):
                        nums[corners_to[j]] = g.corners[j]
                    turned_given.add((c2, tuple(nums)))
            if turned_given != given:
                ok = False
            if pz.side_sum is not None and {frozenset(moved[p] for p in s) for s in pz.shape.sides} != side_sets:
                ok = False
            if ok:
                out.append(perm)
        return out

    # -- the search ----------------------------------------------------------------------
    def _run(self, found: Callable[[list[int], list[int]], None], steps: int | None = None) -> None:
        """Call ``found(values, tiles)`` for every solution (values by slot, tile index by cell).
        ``steps``: raise :class:`_OutOfSteps` after trying that many places (None: no limit)."""
        walk = _Walk(self, found, steps)
        if walk.start():
            walk.go(self.ngiven)

    def first(self, steps: int | None) -> tuple[Solution | None, bool]:
        """The first solution (the one :meth:`solutions` gives first) and whether the search was
        complete: ``(None, True)`` there is none, ``(None, False)`` the ``steps`` ran out."""
        got: list[Solution] = []

        def keep(vals: list[int], chosen: list[int]) -> None:
            got.append(self._solution(vals, chosen))
            raise _Stop

        try:
            self._run(keep, steps)
        except _Stop:
            return got[0], True
        except _OutOfSteps:
            return None, False
        return None, True

    def _solution(self, vals: list[int], chosen: list[int]) -> Solution:
        out = []
        for i, c in enumerate(self.order):
            out.append(Placement(c, tuple(vals[s] for s in self.cell_slots[i])))
        return Solution(tuple(sorted(out, key=lambda p: self.pz.shape.cells.index(p.cell))))

    def solutions(self) -> Iterator[Solution]:
        # a generator over the callback search, in batches (a thread would be overkill)
        found: list[Solution] = []
        limit = [1]

        def keep(vals: list[int], chosen: list[int]) -> None:
            found.append(self._solution(vals, chosen))
            if len(found) >= limit[0]:
                raise _Stop

        skip = 0
        while True:
            found.clear()
            limit[0] = skip + max(1, skip)
            try:
                self._run(keep)
            except _Stop:
                pass
            yield from found[skip:]
            if len(found) < limit[0]:
                return
            skip = len(found)

    def count_up_to(self, limit: int, turned_same: bool, steps: int | None) -> tuple[int, bool]:
        """Solutions counted up to ``limit`` (with ``turned_same``: one per set of solutions that
        are turns of each other, counted by its smallest turn), and whether the count is complete
        (False: ``limit`` was reached, or the search ran out of ``steps``)."""
        n = [0]
        perms = self._slot_turns() if turned_same else []

        def tally(vals: list[int], chosen: list[int]) -> None:
            for perm in perms:
                turned = [0] * len(perm)
                for s, to in enumerate(perm):
                    turned[to] = vals[s]
                if turned < vals:
                    return  # a turn of this solution comes first: it is counted there
            n[0] += 1
            if n[0] >= limit:
                raise _Stop

        try:
            self._run(tally, steps)
        except (_Stop, _OutOfSteps):
            return n[0], False
        return n[0], True

    def count(self, turned_same: bool, limit: int | None) -> int:
        n = [0]
        fixed = [0]
        perms = self._slot_turns() if turned_same else []

        def tally(vals: list[int], chosen: list[int]) -> None:
            n[0] += 1
            for perm in perms:
                for s in range(len(perm)):
                    if vals[perm[s]] != vals[s]:
                        break
                else:
                    fixed[0] += 1
            if limit is not None and n[0] >= limit and not perms:
                raise _Stop

        try:
            self._run(tally)
        except _Stop:
            pass
        if perms:
            total = n[0] + fixed[0]
            group = len(perms) + 1
            assert total % group == 0, "the turns of a puzzle form a group"
            orbits = total // group
            return orbits if limit is None else min(orbits, limit)
        return n[0]


class _Walk:
    """One walk through a :class:`_Search`: the number in each slot so far, the tiles left, and
    the border's number and side total once a placed tile fixes them.  Cells are filled in the
    search's order; each tile is taken back after the walk has gone on from it."""

    def __init__(self, search: _Search, found: Callable[[list[int], list[int]], None], steps: int | None) -> None:
        self.search = search
        self.found = found
        self.left = -1 if steps is None else steps  # counting down; -1 never reaches 0
        n = len(search.order)
        self.vals = [-1] * search.nslots
        self.chosen = [-1] * n
        self.counts = list(search.counts)
        self.tile_vals = [t.value for t in search.tiles]
        self.cell_value = [0] * n
        pz = search.pz
        self.no_equal = pz.no_equal_touching
        self.fixed_border = pz.border if isinstance(pz.border, int) else -1
        self.same_border = pz.border == "same"
        self.border_val = self.fixed_border
        self.target = pz.side_sum if isinstance(pz.side_sum, int) else -1
        self.side_target = self.target
        # the search's tables, at hand
        self.ncells = n
        self.cell_slots = search.cell_slots
        self.border_slot = search.border_slot
        self.before = search.before
        self.table = search.table
        self.side_check = [bool(t or d) for t, d in zip(search.side_touch, search.side_done)]

    def start(self) -> bool:
        """Put the given cells' numbers in their slots; False when they disagree with each other
        or with the border (then there is no solution)."""
        s, vals = self.search, self.vals
        for i in range(s.ngiven):
            corners = s.given_corners[i]
            for k, v in zip(s.cell_slots[i], corners):
                if vals[k] not in (-1, v) or (s.border_slot[k] and 0 <= self.fixed_border != v):
                    return False
                vals[k] = v
            self.cell_value[i] = sum(corners)
        if self.same_border:
            shown = {vals[k] for k in range(s.nslots) if s.border_slot[k] and vals[k] >= 0}
            if len(shown) > 1:
                return False
            if shown:
                self.border_val = shown.pop()
        return True

    def go(self, i: int) -> None:
        """Fill the ``i``-th cell of the order each way that can work, and the rest after it
        (each tile is taken back after the walk has gone on from it)."""
        self.left -= 1
        if self.left == 0:
            raise _OutOfSteps
        if i == self.ncells:
            self.found(self.vals, self.chosen)
            return
        vals, bv, border = self.vals, self.border_val, self.border_slot
        a, b, c = self.cell_slots[i]
        ka = vals[a] if vals[a] >= 0 else (bv if bv >= 0 and border[a] else -1)
        kb = vals[b] if vals[b] >= 0 else (bv if bv >= 0 and border[b] else -1)
        kc = vals[c] if vals[c] >= 0 else (bv if bv >= 0 and border[c] else -1)
        new_a, new_b, new_c = vals[a] < 0, vals[b] < 0, vals[c] < 0
        counts, cell_value, tile_vals, before = self.counts, self.cell_value, self.tile_vals, self.before[i]
        find_border = self.same_border and bv < 0
        for rot, ti in self.table.get((ka, kb, kc), ()):
            if counts[ti] == 0 or (self.no_equal and any(cell_value[k] == tile_vals[ti] for k in before)):
                continue
            if find_border:
                self.border_val = self._border_shown(rot, (a, b, c))
                if self.border_val == -2:
                    continue
            counts[ti] -= 1
            self.chosen[i] = ti
            cell_value[i] = tile_vals[ti]
            vals[a], vals[b], vals[c] = rot
            set_target = self._sides_hold(i) if self.side_check[i] else False
            if set_target is not None:
                self.go(i + 1)
                if set_target:
                    self.side_target = -1
            if new_a:
                vals[a] = -1
            if new_b:
                vals[b] = -1
            if new_c:
                vals[c] = -1
            counts[ti] += 1
        if find_border:
            self.border_val = -1

    def _border_shown(self, rot: tuple[int, int, int], slots: tuple[int, int, int]) -> int:
        """The number a tile turned as ``rot`` shows on the border (-1: none; -2: two numbers)."""
        nums = {v for v, k in zip(rot, slots) if self.border_slot[k]}
        if len(nums) > 1:
            return -2
        return nums.pop() if nums else -1

    def _sides_hold(self, i: int) -> bool | None:
        """After the ``i``-th cell is filled: None when a side can no longer add up to the total,
        else whether this cell fixed the total every side must show (taken back by the caller)."""
        s, vals, top = self.search, self.vals, self.search.top
        for si in s.side_touch[i]:
            if not _side_ok(s.sides[si], vals, self.side_target, top, False):
                return None
        if self.target >= 0 or not s.side_done[i]:
            return False
        set_target = False
        for si in s.side_done[i]:
            total = sum(vals[k] for k in s.sides[si])
            if self.side_target < 0:
                self.side_target, set_target = total, True
            elif total != self.side_target:
                break
        else:
            if not set_target or all(_side_ok(side, vals, self.side_target, top, False) for side in s.sides):
                return set_target
        if set_target:
            self.side_target = -1
        return None


# ---------------------------------------------------------------------------- impossible


def _why_impossible(pz: Puzzle) -> Msg | None:
    empty = pz.empty_cells
    free = pz.free_tiles()
    nfree = sum(free.values())
    if nfree < len(empty):
        return Msg.of("puzzle.why.too_few", n=len(empty), have=nfree)
    border = set(pz.shape.border)
    why = _why_border(pz, empty, border, free)
    if why is None and pz.match:
        why = _why_point(pz, empty, border, free)
        if why is None and not pz.given and nfree == len(empty):
            why = _why_every_tile(pz, free)
    if why is None and isinstance(pz.side_sum, int):
        for s in pz.shape.sides:
            if pz.side_sum > len(s) * pz.max_value:
                return Msg.of("puzzle.why.side_big", total=pz.side_sum, n=len(s), most=len(s) * pz.max_value)
    return why


def _why_border(pz: Puzzle, empty: Sequence[Cell], border: set[Point], free: Counter[Tile]) -> Msg | None:
    """The border: a place with k corners on the outline needs a tile with k of the border number."""
    if pz.border is None:
        return None
    values = [pz.border] if isinstance(pz.border, int) else list(range(pz.max_value + 1))
    first: Msg | None = None
    for v in values:
        why = _border_count(empty, border, free, v, pz.match)
        if why is None:
            return None
        first = first or why
    if isinstance(pz.border, int):
        return first
    return Msg.of("puzzle.why.border_any")


def _why_point(pz: Puzzle, empty: Sequence[Cell], border: set[Point], free: Counter[Tile]) -> Msg | None:
    """A point where k empty places meet needs k tiles with a number in common."""
    given_cells = {p.cell for p in pz.given}
    shown = [(sum(1 for c in point_cells(p) if c in set(empty)), p) for p in pz.shape.points]
    for k, p in sorted(shown, reverse=True):
        if k < 2 or any(c in given_cells for c in point_cells(p)):
            continue
        need = [pz.border] if isinstance(pz.border, int) and p in border else range(pz.max_value + 1)
        best = max(sum(q for t, q in free.items() if v in t) for v in need)
        if best < k:
            return Msg.of("puzzle.why.point", n=k)
    return None


def _why_every_tile(pz: Puzzle, free: Counter[Tile]) -> Msg | None:
    """Every tile used: each number shows at points, each point taking k corners."""
    shape = pz.shape
    ks = [shape.cells_at(p) for p in shape.points]
    shows = Counter(v for t, q in free.items() for _ in range(q) for v in t)
    g = math.gcd(*ks)
    if g > 1:
        for v in sorted(shows):
            if shows[v] % g:
                if g == 2:
                    return Msg.of("puzzle.why.parity", number=v, n=shows[v])
                return Msg.of("puzzle.why.multiple", number=v, n=shows[v], k=g)
    for v in sorted(shows):
        if not _subset_sum(ks, shows[v]):
            return Msg.of("puzzle.why.corners", number=v, n=shows[v], ks=", ".join(map(str, sorted(set(ks)))))
    return None


def _border_count(empty: Sequence[Cell], border: set[Point], free: Counter[Tile], v: int, match: bool) -> Msg | None:
    """Hall's condition for nested needs: places with >= k border corners vs tiles with >= k v's."""
    need = Counter(sum(p in border for p in cell_corners(c)) for c in empty)
    for k in (3, 2, 1):
        places = sum(q for kk, q in need.items() if kk >= k)
        tiles = sum(q for t, q in free.items() if list(t).count(v) >= k)
        if places > tiles:
            return Msg.of(f"puzzle.why.border{k}", n=places, number=v, have=tiles)
    return None


def _subset_sum(ks: Sequence[int], total: int) -> bool:
    reach = 1
    for k in ks:
        reach |= reach << k
    return bool(reach >> total & 1)


# ---------------------------------------------------------------------------- checking


def _problems(pz: Puzzle, placed: list[Placement]) -> list[Msg]:
    every = list(pz.given) + placed
    out = _tile_problems(pz, placed) + _corner_problems(pz, every)
    if pz.no_equal_touching:
        cells = {p.cell: p for p in every}
        for p in every:
            for nb in cell_neighbours(p.cell):
                q = cells.get(nb)
                if q is not None and q.tile.value == p.tile.value and (p.cell, p.corners) < (q.cell, q.corners):
                    out.append(Msg.of("puzzle.why.equal", tile=str(p.tile), other=str(q.tile), value=p.tile.value))
    if pz.side_sum is not None:
        out += _side_problems(pz, every)
    # one message per kind and tile is enough for a child
    unique: list[Msg] = []
    for m in out:
        if m not in unique:
            unique.append(m)
    return unique


def _tile_problems(pz: Puzzle, placed: list[Placement]) -> list[Msg]:
    """Places outside the shape or taken twice, and tiles the puzzle has not got (or not again)."""
    out: list[Msg] = []
    shape_cells = set(pz.shape.cells)
    seen: dict[Cell, Placement] = {}
    left = Counter(pz.tiles)
    for p in pz.given:
        if left[p.tile] > 0:
            left[p.tile] -= 1
    for p in placed:
        if p.cell not in shape_cells:
            out.append(Msg.of("puzzle.why.outside", tile=str(p.tile)))
        if p.cell in seen:
            out.append(Msg.of("puzzle.why.taken", tile=str(seen[p.cell].tile)))
        seen[p.cell] = p
        if left[p.tile] > 0:
            left[p.tile] -= 1
        elif p.tile.mirror() in left and left[p.tile.mirror()] > 0 and not p.tile.is_double:
            out.append(Msg.of("puzzle.why.mirror", tile=str(p.tile), other=str(p.tile.mirror())))
        elif p.tile in pz.tiles:
            out.append(Msg.of("puzzle.why.used", tile=str(p.tile)))
        else:
            out.append(Msg.of("puzzle.why.not_allowed", tile=str(p.tile)))
    return out


def _corner_problems(pz: Puzzle, every: list[Placement]) -> list[Msg]:
    """Corners that meet with other numbers, and border corners that show another number."""
    out: list[Msg] = []
    border = set(pz.shape.border)
    at: dict[Point, tuple[int, Placement]] = {}
    bv = pz.border if isinstance(pz.border, int) else None
    for p in every:
        for pt, v in zip(cell_corners(p.cell), p.corners):
            if pz.match:
                if pt in at and at[pt][0] != v:
                    out.append(
                        Msg.of(
                            "puzzle.why.corner", tile=str(p.tile), mine=v, other=str(at[pt][1].tile), theirs=at[pt][0]
                        )
                    )
                at.setdefault(pt, (v, p))
            if pz.border is not None and pt in border:
                if bv is None:
                    bv = v
                elif v != bv:
                    out.append(Msg.of("puzzle.why.border_shows", tile=str(p.tile), mine=v, number=bv))
    return out


def _side_problems(pz: Puzzle, every: list[Placement]) -> list[Msg]:
    """The first full side whose sum is not the one asked for (or not the first side's)."""
    at_num = {pt: v for p in every for pt, v in zip(cell_corners(p.cell), p.corners)}
    totals = [sum(at_num[pt] for pt in s) for s in pz.shape.sides if all(pt in at_num for pt in s)]
    want = pz.side_sum if isinstance(pz.side_sum, int) else (totals[0] if totals else None)
    for t in totals:
        if t != want:
            return [Msg.of("puzzle.why.side", total=t, want=want)]
    return []


# ---------------------------------------------------------------------------- activities


def missing_tiles(total: int, count: int = 54, tiles: Iterable[Tile] | None = None) -> list[tuple[Tile, ...]]:
    """Which tiles could be missing when ``count`` tiles of the set are worth ``total``?

    Every answer, as tuples of tiles in the set's order (the whole set is worth 420).

    >>> answers = missing_tiles(400, 54)
    >>> len(answers), answers[0]
    (75, (Tile(0, 0, 5), Tile(5, 5, 5)))
    """
    pool = tuple(tiles) if tiles is not None else full_set()
    k = len(pool) - count
    if whole(total) is None or whole(count) is None:
        raise PuzzleError("puzzle.error.missing", value=_short((total, count)))
    total, count = int(total), int(count)
    if not 0 <= k <= 3:
        raise PuzzleError("puzzle.error.missing", value=_short((total, count)))
    gone = sum(t.value for t in pool) - total
    from itertools import combinations

    return [c for c in combinations(pool, k) if sum(t.value for t in c) == gone]


def value_histogram(tiles: Iterable[Tile] | None = None) -> dict[int, int]:
    """How many tiles are worth 0, 1, ..., 15 (every value, zeros too).

    >>> h = value_histogram()
    >>> h[0], h[7], h[8], h[15], sum(h.values())
    (1, 6, 6, 1, 56)
    """
    pool = tuple(tiles) if tiles is not None else full_set()
    top = max((t.value for t in pool), default=0)
    h = dict.fromkeys(range(max(15, top) + 1), 0)
    for t in pool:
        h[t.value] += 1
    return h


def _edges(t: Tile) -> set[tuple[int, int]]:
    """The tile's edges, each read clockwise (a, b): what it shows to a neighbour."""
    a, b, c = t
    return {(a, b), (b, c), (c, a)}


def neighbours(tile: Tile | str, tiles: Iterable[Tile] | None = None) -> list[Tile]:
    """The other tiles that can lie edge to edge with ``tile`` (the two numbers of the shared
    edge agree): a tile's edge read clockwise, a ``b`` then ``a``, meets an edge of the other
    read clockwise ``a`` then ``b``.

    >>> [len(neighbours(t)) for t in ("3-3-3", "3-3-4", "1-2-3")]
    [5, 10, 9]
    """
    t = Tile.parse(tile)
    pool = tuple(tiles) if tiles is not None else full_set()
    want = {(b, a) for a, b in _edges(t)}
    return [u for u in pool if u != t and _edges(u) & want]


def neighbour_counts(tiles: Iterable[Tile] | None = None) -> dict[str, set[int]]:
    """For each kind of tile (triple, double, different), how many neighbours its tiles have.

    >>> neighbour_counts()
    {'triple': {5}, 'double': {10}, 'different': {9}}
    """
    pool = tuple(tiles) if tiles is not None else full_set()
    out: dict[str, set[int]] = {"triple": set(), "double": set(), "different": set()}
    for t in pool:
        out[t.kind].add(len(neighbours(t, pool)))
    return out


# ---------------------------------------------------------------------------- the lesson's puzzles


def _set_up_to(n: int) -> tuple[Tile, ...]:
    return tuple(t for t in full_set() if max(t) <= n)


def _missing_piece() -> Puzzle:
    sol = Puzzle(Shape.hexagon(), tiles=_set_up_to(3)).solve()
    assert sol is not None
    return Puzzle(Shape.hexagon(), tiles=_set_up_to(3), given=sol.placements[:5], title="missing_piece")


#: The puzzles of lesson 09 by name: each built by a function, so every one is made the same way
#: in every language and the lesson, the widget, the worksheet and the tests share them.
LESSON_PUZZLES: dict[str, Callable[[], Puzzle]] = {
    "missing_piece": _missing_piece,
    "small_triangle": lambda: Puzzle(
        Shape.triangle(2),
        tiles=tuple(map(Tile.parse, ("1-2-2", "1-2-3", "1-3-5", "2-2-3", "3-4-5", "5-5-5"))),
        title="small_triangle",
    ),
    "hexagon_012": lambda: Puzzle(Shape.hexagon(), tiles=_set_up_to(2), title="hexagon_012"),
    "triangle_012": lambda: Puzzle(Shape.triangle(2), tiles=_set_up_to(2), title="triangle_012"),
    "no_equal_neighbours": lambda: Puzzle(
        Shape.triangle(3), tiles=_set_up_to(3), no_equal_touching=True, title="no_equal_neighbours"
    ),
    "zero_border": lambda: Puzzle(Shape.triangle(3), border=0, title="zero_border"),
    "strip_of_three": lambda: Puzzle(
        Shape.free(["0,0,u", "0,0,d", "1,0,u"], name="strip"),
        tiles=tuple(map(Tile.parse, ("0-1-2", "2-3-4", "0-4-5"))),
        title="strip_of_three",
    ),
    "odd_hexagon": lambda: Puzzle(
        Shape.hexagon(),
        tiles=tuple(map(Tile.parse, ("0-0-1", "0-1-1", "0-1-2", "0-2-2", "0-2-3", "0-3-3"))),
        title="odd_hexagon",
    ),
    "equal_sides": lambda: Puzzle(Shape.triangle(3), tiles=_set_up_to(3), side_sum="equal", title="equal_sides"),
}


def lesson_puzzle(name: str) -> Puzzle:
    """One of lesson 09's puzzles by name (see :data:`LESSON_PUZZLES`).

    >>> lesson_puzzle("hexagon_012").count(), lesson_puzzle("hexagon_012").count(turned_same=True)
    (18, 3)
    """
    make = LESSON_PUZZLES.get(name) if isinstance(name, str) else None
    if make is None:
        raise PuzzleError("puzzle.error.no_such", value=_short(name), choices=", ".join(LESSON_PUZZLES))
    return make()
