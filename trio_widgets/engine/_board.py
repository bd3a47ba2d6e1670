"""The board: placements, legality (docs/rules.md section 3) and scoring (section 4).

>>> b = Board()
>>> first = Placement(Cell(0, 0, True), (0, 1, 2))
>>> b.score(first, Rules.preset("pressman")).total
3
>>> b.place(first)
>>> sorted(str(p.tile) for p in b.legal_placements_for(full_set()))[:3]
['0-0-1', '0-0-2', '0-1-1']
"""

from __future__ import annotations

import numbers
from collections.abc import Iterable, Iterator, Mapping
from typing import Any, NamedTuple

from ..files import check_path
from ..words import shown
from ._errors import IllegalMove, Reason
from ._geometry import START_CELL, Cell, Point, cell_corners, cell_edges, point_cells
from ._rules import Rules
from ._scoring import Score, compute_score
from ._tiles import MAX_NUMBER, TILE_OF, Tile, full_set

__all__ = ["Board", "Placement", "Score"]


class _PlacementBase(NamedTuple):
    cell: Cell
    corners: tuple[int, int, int]


class Placement(_PlacementBase):
    """A cell plus the numbers at its three corners, clockwise (docs/rules.md section 2).

    >>> p = Placement(Cell(0, 0, False), (2, 0, 1))
    >>> p.tile
    Tile(0, 1, 2)
    >>> p
    Placement(Cell(0, 0, False), (2, 0, 1))
    """

    __slots__ = ()

    def __new__(cls, cell: Any, corners: Any) -> Placement:
        x: Any
        y: Any
        up: Any
        nums: tuple[Any, ...]
        if type(cell) is not Cell:
            if isinstance(cell, str):
                cell = Cell.parse(cell)
            else:
                try:
                    x, y, up = cell
                except (TypeError, ValueError):
                    raise ValueError(f"a cell is (x, y, up), not {shown(cell)}") from None
                if not (_is_int(x) and _is_int(y)) or not isinstance(up, (bool, numbers.Integral)) or up not in (0, 1):
                    raise ValueError(
                        f"a cell is (x, y, up) with whole numbers x, y and up True or False, not {shown(cell)}"
                    )
                cell = Cell(int(x), int(y), bool(up))
        else:
            if not (_is_int(cell.x) and _is_int(cell.y)) or cell.up not in (True, False):
                raise ValueError(
                    f"a cell is (x, y, up) with whole numbers x, y and up True or False, not {shown(cell)}"
                )
        if type(corners) is not tuple or len(corners) != 3 or not all(type(v) is int for v in corners):
            try:
                nums = tuple(corners)
            except TypeError:
                raise ValueError(f"a placement's corners are three numbers, not {shown(corners)}") from None
            if len(nums) != 3 or not all(_is_int(v) for v in nums):
                raise ValueError(f"a placement's corners are three whole numbers, not {shown(corners)}")
            corners = tuple(int(v) for v in nums)
        for v in corners:
            if not 0 <= v <= MAX_NUMBER:
                raise ValueError(f"a tile's corners are whole numbers 0-{MAX_NUMBER}, not {v}")
        return tuple.__new__(cls, (cell, corners))

    @property
    def tile(self) -> Tile:
        return TILE_OF[self.corners]

    def __repr__(self) -> str:
        return f"Placement({self.cell!r}, {self.corners!r})"

    def describe(self) -> str:
        """``"3-4-5 on cell 2,1,up"``: words for a screen reader or a log."""
        x, y, up = self.cell
        return f"{self.tile} on cell {x},{y},{'up' if up else 'down'}"

    def to_dict(self) -> dict[str, Any]:
        return {"cell": self.cell.label(), "corners": list(self.corners)}


def _is_int(v: object) -> bool:
    return isinstance(v, numbers.Integral) and not isinstance(v, bool)


def _fast_placement(cell: Cell, corners: tuple[int, int, int]) -> Placement:
    return tuple.__new__(Placement, (cell, corners))


# ---------------------------------------------------------------------------
# Precomputed tables

_CELL_INFO: dict[Cell, tuple[tuple[Point, Point, Point], tuple[tuple[Cell, int], ...]]] = {}
#: Cells whose corners and edges are kept: every cell a game of the largest set (220 tiles)
#: can reach from the start cell.  Other cells (asked about by hand) are worked out each time,
#: so the table never grows past this.
_CELL_INFO_REACH = 230


def _cell_info(cell: Cell) -> tuple[tuple[Point, Point, Point], tuple[tuple[Cell, int], ...]]:
    info = _CELL_INFO.get(cell)
    if info is None:
        info = (cell_corners(cell), cell_edges(cell))
        if -_CELL_INFO_REACH <= cell[0] <= _CELL_INFO_REACH and -_CELL_INFO_REACH <= cell[1] <= _CELL_INFO_REACH:
            _CELL_INFO[cell] = info
    return info


class _Tables:
    """Per set size: for every corner pattern (-1 = open corner), the placements that fit."""

    _cache: dict[int, _Tables] = {}

    def __init__(self, max_value: int) -> None:
        self.max_value = max_value
        self.tiles = full_set(max_value)
        self.tile_set = frozenset(self.tiles)
        by_key: dict[tuple[int, int, int], list[tuple[tuple[int, int, int], Tile]]] = {}
        for t in self.tiles:
            for rot in t.rotations():
                pair = (rot, t)  # one pair for its eight patterns
                a, b, c = rot
                for key in ((-1, -1, -1), (a, -1, -1), (-1, b, -1), (a, b, -1)):
                    by_key.setdefault(key, []).append(pair)
                for key in ((-1, -1, c), (a, -1, c), (-1, b, c), (a, b, c)):
                    by_key.setdefault(key, []).append(pair)
        self.by_key = {k: tuple(v) for k, v in by_key.items()}

    @classmethod
    def get(cls, max_value: int) -> _Tables:
        t = cls._cache.get(max_value)
        if t is None:
            t = cls._cache[max_value] = _Tables(max_value)
        return t


_POINT_CELLS: dict[Point, tuple[Cell, ...]] = {}


def _point_cells(point: Point) -> tuple[Cell, ...]:
    """The six cells around a lattice point (kept, like :func:`_cell_info`, within reach)."""
    around = _POINT_CELLS.get(point)
    if around is None:
        around = point_cells(point)
        if -_CELL_INFO_REACH <= point[0] <= _CELL_INFO_REACH and -_CELL_INFO_REACH <= point[1] <= _CELL_INFO_REACH:
            _POINT_CELLS[point] = around
    return around


_NEAR: dict[Cell, tuple[frozenset[Cell], tuple[Cell, ...]]] = {}


def _near(cell: Cell) -> tuple[frozenset[Cell], tuple[Cell, ...]]:
    """The cell and every cell sharing a corner with it (13 cells): as a set, and in a fixed order."""
    near = _NEAR.get(cell)
    if near is None:
        order = tuple(dict.fromkeys(c for p in _cell_info(cell)[0] for c in _point_cells(p)))
        near = (frozenset(order), order)
        if -_CELL_INFO_REACH <= cell[0] <= _CELL_INFO_REACH and -_CELL_INFO_REACH <= cell[1] <= _CELL_INFO_REACH:
            _NEAR[cell] = near
    return near


_NEAR2: dict[Cell, frozenset[Cell]] = {}


def _near2(cell: Cell) -> frozenset[Cell]:
    """The cells whose :meth:`Board._around` a tile on ``cell`` can change: those sharing a
    corner with a cell that shares a corner with it (their 13 cells and ``cell``'s 13 meet)."""
    near2 = _NEAR2.get(cell)
    if near2 is None:
        near2 = frozenset(c for x in _near(cell)[1] for c in _near(x)[1])
        if -_CELL_INFO_REACH <= cell[0] <= _CELL_INFO_REACH and -_CELL_INFO_REACH <= cell[1] <= _CELL_INFO_REACH:
            _NEAR2[cell] = near2
    return near2


_EMPTY: tuple[Any, ...] = ()
#: What a tile on an empty cell would change (Board._around): the cells around it, and for each
#: cell open after it, where its corners' numbers come from, its sides, hexagons and bridge.
_Around = tuple[frozenset[Cell], list[tuple[Cell, tuple[int, int, int, int, int, int], int, int, bool]]]


class Board:
    """Tiles on the table.  Keeps a map from lattice point to number, a count of
    tiles around each point and the open cells, each with the (rotation, tile) pairs that
    fit its corners now, and for every tile of the set how many such fits it has: so listing
    and scoring moves never scans the whole board, and whether a tile (or a hand) can be
    placed is a look-up.  Placing a tile brings up to date only the open cells that share a
    corner with it.
    """

    __slots__ = (
        "_cells",
        "_count",
        "_fits",
        "_moves",
        "_near_memo",
        "_near_shared",
        "_open",
        "_order",
        "_points",
        "_t",
        "_tiles",
        "max_value",
    )

    def __init__(self, max_value: int = 5) -> None:
        if not _is_int(max_value) or not 1 <= max_value <= MAX_NUMBER:
            raise ValueError(f"max_value is a whole number 1-{MAX_NUMBER}, not {shown(max_value)}")
        self.max_value = int(max_value)
        self._t = _Tables.get(self.max_value)
        self._cells: dict[Cell, Placement] = {}
        self._points: dict[Point, int] = {}
        self._count: dict[Point, int] = {}
        # open cell -> the (rotation, tile) pairs that fit its corners, in the tables' order;
        # cells in the order they opened (the order moves are listed in)
        self._open: dict[Cell, tuple[tuple[tuple[int, int, int], Tile], ...]] = {}
        # tile -> how many (open cell, rotation) pairs fit it (tiles on the board included)
        self._fits: dict[Tile, int] = dict.fromkeys(self._t.tiles, 0)
        self._tiles: set[Tile] = set()
        self._order: list[Placement] = []
        # tile -> its legal placements on this position, built in one pass over the open
        # cells the first time a single tile is asked about; dropped on every change.
        self._moves: dict[Tile, list[Placement]] | None = None
        # empty cell -> what placing a tile there changes (see _around); dropped on every change
        self._near_memo: dict[Cell, _Around] | None = None
        # a copy reads and adds to the memo of the board it was copied from, for the cells its
        # own placements since have not changed: (that memo, the cells they changed; None
        # before any); dropped at its second placement
        self._near_shared: tuple[dict[Cell, _Around], frozenset[Cell] | None] | None = None

    # -- looking -------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._order)

    def __iter__(self) -> Iterator[Placement]:
        return iter(self._order)

    def __contains__(self, item: object) -> bool:
        if isinstance(item, Tile):
            return item in self._tiles
        return item in self._cells

    def __repr__(self) -> str:
        return f"<Board with {len(self)} tile{'s' if len(self) != 1 else ''}>"

    @property
    def placements(self) -> tuple[Placement, ...]:
        """Every placement, in the order played."""
        return tuple(self._order)

    @property
    def cells(self) -> Mapping[Cell, Placement]:
        """Cell -> placement for every filled cell (a read-only copy)."""
        return dict(self._cells)

    @property
    def tiles(self) -> frozenset[Tile]:
        return frozenset(self._tiles)

    @property
    def is_empty(self) -> bool:
        return not self._order

    def number_at(self, point: Point) -> int | None:
        """The number shown at a lattice point, or None if no tile touches it."""
        return self._points.get(tuple(point))  # type: ignore[arg-type]

    @property
    def points(self) -> dict[Point, int]:
        """Lattice point -> number for every point a tile touches (a copy)."""
        return dict(self._points)

    def tiles_around(self, point: Point) -> int:
        """How many of the six cells around a lattice point are filled."""
        return self._count.get(tuple(point), 0)  # type: ignore[arg-type]

    def open_cells(self) -> list[Cell]:
        """Empty cells sharing an edge with a tile (the start cell on an empty board)."""
        if not self._order:
            return [START_CELL]
        return list(self._open)

    def copy(self) -> Board:
        b = Board.__new__(Board)
        b.max_value = self.max_value
        b._t = self._t
        b._cells = dict(self._cells)
        b._points = dict(self._points)
        b._count = dict(self._count)
        b._open = dict(self._open)
        b._fits = dict(self._fits)
        b._tiles = set(self._tiles)
        b._order = list(self._order)
        b._moves = None
        b._near_memo = None
        memo = self._near_memo
        if memo is None:
            memo = self._near_memo = {}
        b._near_shared = (memo, None)
        return b

    # -- legality ------------------------------------------------------------
    def problem(self, placement: Placement) -> Reason | None:
        """Why a placement is not legal on this board, or None if it is."""
        try:
            if type(placement) is not Placement:
                placement = Placement(*placement)
        except (TypeError, ValueError) as e:
            if isinstance(e, ValueError):
                return Reason.of("not_a_tile", "text", text=str(e))
            return Reason.of("not_a_tile", "not_a_placement", value=shown(placement))
        cell, corners = placement
        for v in corners:
            if v > self.max_value:
                return Reason.of("not_a_tile", "no_such_number", v=v, max=self.max_value)
        tile = TILE_OF[corners]
        if tile not in self._t.tile_set:
            return Reason.of("mirror", tile=str(tile), mirror=str(tile.mirror()))
        if tile in self._tiles:
            return Reason.of("on_board", tile=str(tile))
        taken = self._cells.get(cell)
        if taken is not None:
            return Reason.of("cell_taken", tile=str(taken.tile))
        if not self._order:
            if cell != START_CELL:
                return Reason.of("first_cell")
            return None
        if cell not in self._open:
            return Reason.of("not_touching")
        pts, _ = _cell_info(cell)
        points = self._points
        for p, v in zip(pts, corners):
            have = points.get(p)
            if have is not None and have != v:
                return Reason.of("corner", have=have, want=v, point=list(p), at=str(p))
        return None

    def is_legal(self, placement: Placement) -> bool:
        return self.problem(placement) is None

    def check(self, placement: Placement) -> Placement:
        """Return the placement (normalised) or raise IllegalMove saying why."""
        why = self.problem(placement)
        if why is not None:
            raise IllegalMove(why)
        return placement if type(placement) is Placement else Placement(*placement)

    # -- listing moves -------------------------------------------------------
    def legal_placements(self, tile: Tile) -> list[Placement]:
        """Every legal (cell, rotation) for one tile.

        >>> b = Board(); b.place(Placement(Cell(0, 0, True), (4, 4, 4)))
        >>> len(b.legal_placements(Tile(4, 4, 5)))
        3
        """
        if not isinstance(tile, Tile):
            tile = Tile.parse(tile)
        if tile not in self._t.tile_set or tile in self._tiles:
            return []
        if not self._order:
            return [_fast_placement(START_CELL, r) for r in tile.rotations()]
        if not self._fits[tile]:
            return []
        moves = self._moves
        if moves is None:
            moves = {}
            for cell, here in self._open.items():
                for rot, t in here:
                    lst = moves.get(t)
                    if lst is None:
                        moves[t] = [_fast_placement(cell, rot)]
                    else:
                        lst.append(_fast_placement(cell, rot))
            self._moves = moves
        return list(moves.get(tile, _EMPTY))

    def fits(self, tile: Tile) -> int:
        """How many legal placements ``tile`` has now (0 for a tile on the board or not of the
        set): a look-up, kept up to date as tiles are placed.

        >>> b = Board(); b.place(Placement(Cell(0, 0, True), (4, 4, 4)))
        >>> b.fits(Tile(4, 4, 5)), b.fits(Tile(0, 1, 2)), b.fits(Tile(4, 4, 4))
        (3, 0, 0)
        """
        if tile in self._tiles:
            return 0
        if not self._order:
            return len(tile.rotations()) if tile in self._t.tile_set else 0
        return self._fits.get(tile, 0)

    def playable(self, tiles: Iterable[Tile]) -> list[Tile]:
        """The tiles (of those given, in their order, each once) that have a legal placement now.

        >>> b = Board(); b.place(Placement(Cell(0, 0, True), (4, 4, 4)))
        >>> b.playable([Tile(0, 1, 2), Tile(4, 4, 5), Tile(4, 4, 5)])
        [Tile(4, 4, 5)]
        """
        on = self._tiles
        if not self._order:
            return [t for t in dict.fromkeys(tiles) if t in self._t.tile_set and t not in on]
        fits = self._fits
        return [t for t in dict.fromkeys(tiles) if fits.get(t) and t not in on]

    def any_fits(self, tiles: Iterable[Tile]) -> bool:
        """Whether any of the tiles has a legal placement now (``playable(tiles) != []``)."""
        on = self._tiles
        if not self._order:
            return any(t in self._t.tile_set and t not in on for t in tiles)
        fits = self._fits
        for t in tiles:
            if fits.get(t) and t not in on:
                return True
        return False

    def legal_placements_for(self, tiles: Iterable[Tile]) -> list[Placement]:
        """Every legal placement of any of the given tiles (a hand, or every unplayed tile)."""
        on = self._tiles
        if not self._order:
            wanted = {t for t in tiles if t not in on}
            return [
                _fast_placement(START_CELL, r) for t in full_set(self.max_value) if t in wanted for r in t.rotations()
            ]
        fits = self._fits
        wanted = set()
        need = 0
        for t in tiles:
            n = fits.get(t)
            if n and t not in on and t not in wanted:
                wanted.add(t)
                need += n
        if not need:
            return []
        out: list[Placement] = []
        add = out.append
        new = tuple.__new__
        for cell, here in self._open.items():
            for rot, t in here:
                if t in wanted:
                    add(new(Placement, (cell, rot)))
                    need -= 1
            if not need:  # every fit of the wanted tiles found: the other cells hold none
                break
        return out

    def has_legal_placement(self, tiles: Iterable[Tile]) -> Placement | None:
        """The first legal placement of any of the tiles, or None (cheaper than listing all)."""
        wanted = {t for t in tiles if t not in self._tiles}
        if not wanted:
            return None
        if not self._order:
            t = next(iter(sorted(wanted)))
            return _fast_placement(START_CELL, t.rotations()[0])
        fits = self._fits
        if not any(fits.get(t) for t in wanted):
            return None
        for cell, here in self._open.items():
            for rot, t in here:
                if t in wanted:
                    return _fast_placement(cell, rot)
        return None  # pragma: no cover - a tile with a fit has it in some open cell

    # -- scoring -------------------------------------------------------------
    def score(self, placement: Placement, rules: Rules | None = None) -> Score:
        """What a legal placement would score now; IllegalMove if it is not legal.

        Under penalty scoring, and in the kids' game, placements score nothing
        (``total`` is 0, ``counted`` is False); the tile's value and the reasons are still there.
        """
        placement = self.check(placement)
        rules = rules if rules is not None else Rules()
        return self._score(placement, rules, rules.keep_score and not rules.penalty_scoring)

    def score_unchecked(self, placement: Placement, rules: Rules, counted: bool = True) -> Score:
        """What a placement known to be legal (one of :meth:`legal_placements`) scores, without
        checking it again: the fast path computer players use to weigh many moves.
        ``counted=False`` gives the score of a game that counts no points during play.

        >>> b = Board()
        >>> p = b.legal_placements(Tile(4, 4, 4))[0]
        >>> b.score_unchecked(p, Rules.preset("pressman")) == b.score(p, Rules.preset("pressman"))
        True
        """
        return self._score(placement, rules, counted)

    def score_totals(self, placements: Iterable[Placement], rules: Rules) -> list[int]:
        """``[score_unchecked(p, rules).total for p in placements]`` for placements known to be
        legal, without making a :class:`Score` for each: the computer players weigh thousands.

        >>> b = Board(); b.place(Placement(Cell(0, 0, True), (4, 4, 4)))
        >>> moves = b.legal_placements(Tile(4, 4, 5))
        >>> b.score_totals(moves, Rules()) == [b.score_unchecked(p, Rules()).total for p in moves]
        True
        """
        if not self._order:
            return [self._score(p, rules).total for p in placements]
        cells = self._cells
        points = self._points
        count = self._count
        by_sides = rules.multiply_by_sides
        bridge_bonus = rules.bridge_bonus
        two_sides_bonus = rules.two_sides_bonus
        hexagon_bonus = rules.hexagon_bonus
        info = _CELL_INFO
        out: list[int] = []
        for cell, corners in placements:
            cell_info = info.get(cell)
            pts, edges = cell_info if cell_info is not None else _cell_info(cell)
            sides = 0
            opposite = -1
            for nb, opp in edges:
                if nb in cells:
                    sides += 1
                    opposite = opp
            # the arithmetic of scoring.compute_score for a placement that is not the first
            total = corners[0] + corners[1] + corners[2]
            if by_sides:
                total *= sides
            hexagons = (count.get(pts[0], 0) == 5) + (count.get(pts[1], 0) == 5) + (count.get(pts[2], 0) == 5)
            if hexagons:
                total += hexagon_bonus * hexagons
            elif sides == 2:
                total += two_sides_bonus
            if sides == 1 and pts[opposite] in points:
                total += bridge_bonus
            out.append(total)
        return out

    def changed_by(
        self, placement: Placement, tiles: Iterable[Tile], rules: Rules
    ) -> tuple[frozenset[Cell], list[Placement], list[int]]:
        """What placing ``placement`` (legal now) would change for ``tiles``, without placing it.

        Placing a tile changes what fits, and what it scores, only in the cells that share a
        corner with it: returns those cells, and the legal placements of ``tiles`` there on the
        board after it with their score totals (as :meth:`score_totals` would give them on that
        board).  Every other legal placement of ``tiles`` stays legal and scores the same, so a
        computer player weighing a reply need not copy the board.

        >>> b = Board(); b.place(Placement(Cell(0, 0, True), (4, 4, 4)))
        >>> p = b.legal_placements(Tile(4, 4, 5))[0]
        >>> near, moves, totals = b.changed_by(p, full_set(), Rules())
        >>> after = b.copy(); after.place(p)
        >>> sorted(moves) == sorted(q for q in after.legal_placements_for(full_set()) if q.cell in near)
        True
        >>> totals == after.score_totals(moves, Rules())
        True
        """
        cell, corners = placement
        on = self._tiles
        placed = TILE_OF[corners]
        wanted = {t for t in tiles if t not in on and t != placed}
        near, around = self._around(cell)
        moves: list[Placement] = []
        totals: list[int] = []
        if not wanted:
            return near, moves, totals
        table = self._t.by_key
        by_sides = rules.multiply_by_sides
        hexagon_bonus = rules.hexagon_bonus
        two_sides_bonus = rules.two_sides_bonus
        bridge_bonus = rules.bridge_bonus
        for c, (i0, v0, i1, v1, i2, v2), sides, hexagons, bridge in around:
            key = (
                corners[i0] if i0 >= 0 else v0,
                corners[i1] if i1 >= 0 else v1,
                corners[i2] if i2 >= 0 else v2,
            )
            bonus = -1
            for rot, t in table.get(key, _EMPTY):
                if t in wanted:
                    if bonus < 0:
                        bonus = hexagon_bonus * hexagons if hexagons else two_sides_bonus if sides == 2 else 0
                        if bridge:
                            bonus += bridge_bonus
                    moves.append(_fast_placement(c, rot))
                    value = rot[0] + rot[1] + rot[2]
                    totals.append((value * sides if by_sides else value) + bonus)
        return near, moves, totals

    def best_changed_by(
        self,
        placement: Placement,
        tiles: frozenset[Tile],
        rules: Rules,
        best_fit: dict[tuple[int, int, int], int] | None = None,
    ) -> tuple[frozenset[Cell], int | None, int]:
        """What :meth:`changed_by` finds, reduced to its best: ``(near, max(totals), the
        highest value of a tile among moves)``, or ``(near, None, -1)`` when no tile of
        ``tiles`` fits a changed cell; without making the moves.

        ``best_fit`` is a dict the caller keeps for one set ``tiles`` (empty at first): the
        highest value of those tiles that fits each corner pattern met, so that later calls
        look each pattern up once.  It is used only while no tile of ``tiles`` is on the board
        or is the placed one (else the tiles are looked at afresh).

        >>> b = Board(); b.place(Placement(Cell(0, 0, True), (4, 4, 4)))
        >>> p = b.legal_placements(Tile(4, 4, 5))[0]
        >>> mine = frozenset(t for t in full_set() if t != p.tile and t != Tile(4, 4, 4))
        >>> near, _moves, totals = b.changed_by(p, mine, Rules())
        >>> b.best_changed_by(p, mine, Rules(), {}) == (near, max(totals), max(q.tile.value for q in _moves))
        True
        """
        cell, corners = placement
        on = self._tiles
        placed = TILE_OF[corners]
        near, around = self._around(cell)
        if placed in tiles or not on.isdisjoint(tiles):
            wanted = frozenset(t for t in tiles if t not in on and t != placed)
            best_fit = {}
        else:
            wanted = tiles
            if best_fit is None:
                best_fit = {}
        if not wanted:
            return near, None, -1
        table = self._t.by_key
        by_sides = rules.multiply_by_sides
        hexagon_bonus = rules.hexagon_bonus
        two_sides_bonus = rules.two_sides_bonus
        bridge_bonus = rules.bridge_bonus
        best_total: int | None = None
        best_value = -1
        for _c, (i0, v0, i1, v1, i2, v2), sides, hexagons, bridge in around:
            key = (
                corners[i0] if i0 >= 0 else v0,
                corners[i1] if i1 >= 0 else v1,
                corners[i2] if i2 >= 0 else v2,
            )
            value = best_fit.get(key)
            if value is None:
                value = -1
                for rot, t in table.get(key, _EMPTY):
                    if t in wanted:
                        v = rot[0] + rot[1] + rot[2]
                        if v > value:
                            value = v
                best_fit[key] = value
            if value < 0:
                continue
            # the best total here is the best value's: totals grow with the value, the rest is the cell's
            bonus = hexagon_bonus * hexagons if hexagons else two_sides_bonus if sides == 2 else 0
            if bridge:
                bonus += bridge_bonus
            total = (value * sides if by_sides else value) + bonus
            if best_total is None or total > best_total:
                best_total = total
            if value > best_value:
                best_value = value
        return near, best_total, best_value

    def _around(self, cell: Cell) -> _Around:
        """For :meth:`changed_by`: the cells that a tile on the empty ``cell`` would change, and
        for each cell open after it, what does not depend on the tile's numbers: where each corner's
        number comes from (``i >= 0``: the tile's corner ``i``; else the board's number ``v``, -1
        for none), the sides it would touch, the hexagons it would close and whether it would
        make a bridge.  Kept for each cell until the board changes."""
        shared = self._near_shared
        memo: dict[Cell, _Around]
        if shared is not None and (shared[1] is None or cell not in shared[1]):
            memo = shared[0]  # the same there as on the board this one was copied from
        else:
            own = self._near_memo
            if own is None:
                own = self._near_memo = {}
            memo = own
        known = memo.get(cell)
        if known is not None:
            return known
        pts, edges = _cell_info(cell)
        near, near_order = _near(cell)
        cells = self._cells
        points = self._points
        count = self._count
        opened = self._open
        # the cells open after the tile, among those it changes: the open ones but its own,
        # and its edge neighbours not filled
        fresh = [nb for nb, _ in edges if nb not in cells and nb not in opened]
        fresh += [c for c in near_order if c in opened and c != cell]
        around: list[tuple[Cell, tuple[int, int, int, int, int, int], int, int, bool]] = []
        for c in fresh:
            cpts, cedges = _cell_info(c)
            src: list[int] = []
            for q in cpts:
                if q in pts:
                    src += [pts.index(q), 0]
                else:
                    src += [-1, points.get(q, -1)]
            sides = 0
            opposite = -1
            for nb, opp in cedges:
                if nb in cells or nb == cell:
                    sides += 1
                    opposite = opp
            hexagons = 0
            for q in cpts:
                if count.get(q, 0) + (q in pts) == 5:
                    hexagons += 1
            bridge = sides == 1 and (cpts[opposite] in points or cpts[opposite] in pts)
            s0, s1, s2, s3, s4, s5 = src
            around.append((c, (s0, s1, s2, s3, s4, s5), sides, hexagons, bridge))
        known = memo[cell] = (near, around)
        return known

    def _score(self, placement: Placement, rules: Rules, counted: bool = True) -> Score:
        cell, corners = placement
        tile = TILE_OF[corners]
        if not self._order:
            return compute_score(tile, rules, True, 0, False, 0, counted)
        pts, edges = _cell_info(cell)
        cells = self._cells
        sides = 0
        opposite = -1
        for nb, opp in edges:
            if nb in cells:
                sides += 1
                opposite = opp
        bridge = sides == 1 and pts[opposite] in self._points
        count = self._count
        hexagons = (count.get(pts[0], 0) == 5) + (count.get(pts[1], 0) == 5) + (count.get(pts[2], 0) == 5)
        return compute_score(tile, rules, False, sides, bridge, hexagons, counted)

    # -- changing ------------------------------------------------------------
    def place(self, placement: Placement) -> None:
        """Put a tile on the board; IllegalMove (board unchanged) if the rules forbid it."""
        self._apply(self.check(placement))

    def place_unchecked(self, placement: Placement) -> None:
        """Put a placement known to be legal (one of :meth:`legal_placements`) on the board
        without checking it again: the fast path of the game and the computer players.
        A placement that is not legal leaves the board wrong; use :meth:`place` for anything else."""
        self._apply(placement)

    def _apply(self, placement: Placement) -> None:
        cell, corners = placement
        info = _CELL_INFO
        cell_info = info.get(cell)
        pts, edges = cell_info if cell_info is not None else _cell_info(cell)
        self._moves = None
        self._near_memo = None
        shared = self._near_shared
        if shared is not None:
            self._near_shared = (shared[0], _near2(cell)) if shared[1] is None else None
        cells = self._cells
        cells[cell] = placement
        self._order.append(placement)
        self._tiles.add(TILE_OF[corners])
        opened = self._open
        fits = self._fits
        gone = opened.pop(cell, None)
        if gone:
            for _rot, t in gone:
                fits[t] -= 1
        points = self._points
        count = self._count
        # a legal tile's corners agree with the numbers there: a corner's number is new where
        # no tile touched it before
        p0, p1, p2 = pts
        new0 = p0 not in points
        new1 = p1 not in points
        new2 = p2 not in points
        points[p0], points[p1], points[p2] = corners
        count[p0] = count.get(p0, 0) + 1
        count[p1] = count.get(p1, 0) + 1
        count[p2] = count.get(p2, 0) + 1
        table = self._t.by_key
        # the open cells with a corner whose number is new: what fits them changes (a tile
        # placed beside others sets one new number at most; the cells around a point differ)
        n_new = new0 + new1 + new2
        if not n_new:
            around: Iterable[Cell] = _EMPTY
        elif n_new == 1:
            around = _point_cells(p0 if new0 else p1 if new1 else p2)
        else:
            changed = [p for p, new in ((p0, new0), (p1, new1), (p2, new2)) if new]
            around = dict.fromkeys(c for p in changed for c in _point_cells(p))
        get = points.get
        for c in around:
            old = opened.get(c)
            if old is not None:
                for _rot, t in old:
                    fits[t] -= 1
                c_info = info.get(c)
                q0, q1, q2 = (c_info if c_info is not None else _cell_info(c))[0]
                here = table.get((get(q0, -1), get(q1, -1), get(q2, -1)), _EMPTY)
                opened[c] = here  # a cell keeps its place in the order
                for _rot, t in here:
                    fits[t] += 1
        for nb, _ in edges:
            if nb not in cells and nb not in opened:
                nb_info = info.get(nb)
                q0, q1, q2 = (nb_info if nb_info is not None else _cell_info(nb))[0]
                here = table.get((points.get(q0, -1), points.get(q1, -1), points.get(q2, -1)), _EMPTY)
                opened[nb] = here
                for _rot, t in here:
                    fits[t] += 1

    def play_facts(
        self, placement: Placement, rules: Rules, counted: bool = True
    ) -> tuple[Score, list[Point], Point | None]:
        """``(score_unchecked(placement, rules, counted), *play_points(placement))`` in one look
        at the cell, for a placement known to be legal: what a game records when a tile is played."""
        cell, corners = placement
        tile = TILE_OF[corners]
        if not self._order:
            return compute_score(tile, rules, True, 0, False, 0, counted), [], None
        pts, edges = _cell_info(cell)
        cells = self._cells
        sides = 0
        opposite = -1
        for nb, opp in edges:
            if nb in cells:
                sides += 1
                opposite = opp
        bridge_point = pts[opposite] if sides == 1 and pts[opposite] in self._points else None
        count = self._count
        hexagon_points = [p for p in pts if count.get(p, 0) == 5]
        score = compute_score(tile, rules, False, sides, bridge_point is not None, len(hexagon_points), counted)
        return score, hexagon_points, bridge_point

    def play_points(self, placement: Placement) -> tuple[list[Point], Point | None]:
        """``(hexagon_points(placement), bridge_point(placement))`` in one look at the cell."""
        pts, edges = _cell_info(placement.cell)
        count = self._count
        hexagons = [p for p in pts if count.get(p, 0) == 5]
        cells = self._cells
        shared = [opp for nb, opp in edges if nb in cells]
        if len(shared) == 1 and pts[shared[0]] in self._points:
            return hexagons, pts[shared[0]]
        return hexagons, None

    def bridge_point(self, placement: Placement) -> Point | None:
        """Where a placement sharing one edge would make a bridge: its corner opposite that
        edge, when a tile already touches it; else None."""
        pts, edges = _cell_info(placement.cell)
        shared = [opp for nb, opp in edges if nb in self._cells]
        if len(shared) == 1 and pts[shared[0]] in self._points:
            return pts[shared[0]]
        return None

    def hexagon_points(self, placement: Placement) -> list[Point]:
        """The lattice points around which this (not yet placed) placement would close a hexagon."""
        pts = _cell_info(placement.cell)[0]
        return [p for p in pts if self._count.get(p, 0) == 5]

    @classmethod
    def from_placements(cls, placements: Iterable[Placement], max_value: int = 5) -> Board:
        """Build a board by placing each placement in turn (each must be legal)."""
        b = cls(max_value)
        for p in placements:
            b.place(p)
        return b

    # -- pictures ------------------------------------------------------------
    def _repr_svg_(self) -> str:
        from ..pictures import board_svg

        return str(board_svg(self))

    def to_svg(self, path: str | None = None, *, lang: str = "en", **kw: Any) -> str:
        """The board as an SVG picture; written to ``path`` (a file name) when given, all or
        nothing.  ``lang`` is the language of its titles and of what a screen reader says
        (``board_svg``'s other options go through ``kw``)."""
        from ..pictures import board_svg

        if path is not None:
            check_path(path)  # before drawing: refuse anything but a file name
        return board_svg(self, lang=lang, **kw).to_svg(path)
