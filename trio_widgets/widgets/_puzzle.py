"""PuzzleBoard: fill a shape with tiles, in the notebook (anywidget), checked by the engine.

The child taps a tile in the tray, turns it, and taps a place of the shape.  Python
(:class:`PuzzlePlay`, with the solver of :mod:`trio_widgets.teaching`) checks every corner the
tile touches and every rule of the puzzle; a tile that does not fit stays in the tray and the
widget says why, in the child's language.  Buttons: Check, Hint (one correct tile of some
solution), Show a solution, How many solutions?, Start again.

:class:`PuzzlePlay` holds a puzzle being solved, without any widget: the lessons, the tests
and the worksheet use it from Python; :class:`PuzzleBoard` draws it in the browser
(``static/puzzle_board.js``) and answers the browser's intents.

>>> play = PuzzlePlay(lesson_puzzle("small_triangle"))
>>> [str(t) for t in play.tray]
['1-2-2', '1-2-3', '1-3-5', '2-2-3', '3-4-5', '5-5-5']
>>> play.place("0,0,d", 4, turn=0)
Traceback (most recent call last):
...
trio_widgets.widgets._puzzle.PuzzleRefused: This place points down: turn the tile so it points down too.
>>> print(play.count())
This puzzle has 3 solutions. If turning the whole shape makes the same solution, it has 1.
>>> print(play.hint())
Here is one that is right: 1-2-2.
>>> w = PuzzleBoard("hexagon_012", lang="pl")
>>> w
PuzzleBoard('hexagon_012', lang='pl')
"""

from __future__ import annotations

import html
import json
import numbers
import os
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

import traitlets as T

from .. import words as i18n
from ..engine import Cell, Placement, Tile, cell_corners, point_xy
from ..files import check_path, write_file
from ..teaching import LESSON_PUZZLES, Puzzle, PuzzleError, Solution, lesson_puzzle, turned
from ..words import DEFAULT_LANG, Msg
from ._base import KEEP_MESSAGE, Setting, SettingError, WidgetBase, short
from ._static import css, esm

__all__ = ["COUNT_LIMIT", "COUNT_STEPS", "SEARCH_STEPS", "PuzzleBoard", "PuzzlePlay", "PuzzleRefused", "puzzle_svg"]


#: The most a saved game may weigh (a puzzle and the tiles placed: a few kilobytes).
MAX_SAVED = 200_000

#: "How many solutions?" from a tap counts up to this many (then says "more than")...
COUNT_LIMIT = 1000
#: ... and tries at most this many places per count, so that a tap answers within a second
#: on a busy classroom machine (benchmarks/bench_puzzle_widget.py prints the slowest tap).
COUNT_STEPS = 50_000
#: "Check", "Hint" and "Show a solution" from a tap try at most this many places per search (a
#: tap makes one or two), then say "no answer found quickly": a custom puzzle too big to search
#: in a moment never blocks the kernel (benchmarks/bench_puzzle_taps.py prints the slowest tap).
SEARCH_STEPS = 50_000


class PuzzleRefused(ValueError):
    """Something the child (or the page) asked that cannot be done; nothing changed."""

    def __init__(self, key: str, **params: Any) -> None:
        self.msg = Msg.of(key, **params)
        self.key = key
        super().__init__(self.msg.text("en"))

    def text(self, lang: str = "en") -> str:
        return self.msg.text(lang)


def _short(v: object, n: int = 40) -> str:
    try:
        s = v if isinstance(v, str) else repr(v)
    except Exception:
        s = f"<{type(v).__name__}>"
    s = "".join(ch if ch.isprintable() else "\ufffd" for ch in s[: n + 1])
    return s if len(s) <= n else s[: n - 1] + "…"


def _int(v: object) -> bool:
    return isinstance(v, numbers.Integral) and not isinstance(v, bool)


def _as_puzzle(puzzle: Any) -> Puzzle:
    if isinstance(puzzle, Puzzle):
        return puzzle
    if isinstance(puzzle, str):
        try:
            return lesson_puzzle(puzzle)
        except PuzzleError as e:
            raise PuzzleRefused(e.msg.key, **dict(e.msg.params)) from None
    raise PuzzleRefused("puzzle.ui.error.puzzle", value=_short(puzzle))


# ================================================================================= the play


class PuzzlePlay:
    """A puzzle being solved: the tray of tiles, the tiles placed, and what the child may do.

    Every method either does what it says and returns what to tell the child (a
    :class:`~trio_widgets.words.Msg`), or raises :class:`PuzzleRefused` and changes nothing.
    Tiles in the tray are known by their number in :attr:`tray` (a puzzle may hold two equal tiles).
    """

    def __init__(self, puzzle: Puzzle | str) -> None:
        self.puzzle = _as_puzzle(puzzle)
        free = self.puzzle.free_tiles()
        #: the tiles to place, in the set's order (each as often as the puzzle has it)
        self.tray: tuple[Tile, ...] = tuple(t for t in sorted(free) for _ in range(free[t]))
        #: cell -> (placement, tray number, "child" | "hint" | "shown")
        self.placed: dict[Cell, tuple[Placement, int, str]] = {}
        self._given = {p.cell: p for p in self.puzzle.given}

    # -- looking ------------------------------------------------------------------------
    @property
    def placements(self) -> list[Placement]:
        """The tiles placed by the child (and by hints), in the shape's order."""
        order = {c: i for i, c in enumerate(self.puzzle.shape.cells)}
        return [p for p, _, _ in sorted(self.placed.values(), key=lambda v: order[v[0].cell])]

    def used(self) -> set[int]:
        return {i for _, i, _ in self.placed.values()}

    @property
    def solved(self) -> bool:
        return self.puzzle.is_solution(self.placements)

    def empty_cells(self) -> list[Cell]:
        return [c for c in self.puzzle.shape.cells if c not in self.placed and c not in self._given]

    # -- checking intents ----------------------------------------------------------------
    def _cell(self, cell: Any) -> Cell:
        try:
            c = cell if isinstance(cell, Cell) else Cell.parse(cell)
        except ValueError:
            raise PuzzleRefused("puzzle.ui.error.cell", value=_short(cell)) from None
        if c not in set(self.puzzle.shape.cells):
            raise PuzzleRefused("puzzle.ui.error.off_shape", value=c.label())
        return c

    def _tile_id(self, tile: Any) -> int:
        if not _int(tile) or not 0 <= int(tile) < len(self.tray):
            raise PuzzleRefused("puzzle.ui.error.tile", value=_short(tile))
        return int(tile)

    @staticmethod
    def _turn(turn: Any) -> int:
        if not _int(turn) or not 0 <= int(turn) <= 5:
            raise PuzzleRefused("puzzle.ui.error.turn", value=_short(turn))
        return int(turn)

    def placement_for(self, cell: Any, tile: Any, turn: Any = 0) -> Placement:
        """The placement the tile ``tile`` (tray number) turned ``turn`` sixths makes on ``cell``."""
        c, i, k = self._cell(cell), self._tile_id(tile), self._turn(turn)
        corners, up = turned(tuple(self.tray[i]), k)
        if up != c.up:
            raise PuzzleRefused("puzzle.ui.point_up" if c.up else "puzzle.ui.point_down")
        return Placement(c, corners)

    def fits(self, placement: Placement) -> Msg | None:
        """Why a placement breaks a rule with the tiles already there (None: it fits)."""
        others = [p for p in self.placements if p.cell != placement.cell]
        before = set(self.puzzle.problems(others))
        new = [m for m in self.puzzle.problems([*others, placement]) if m not in before]
        return new[0] if new else None

    def legal_cells(self, tile: Any, turn: Any) -> list[Cell]:
        """The empty places where the tile, turned so, fits what is there (the lit places)."""
        i, k = self._tile_id(tile), self._turn(turn)
        if i in self.used():
            return []
        corners, up = turned(tuple(self.tray[i]), k)
        return [c for c in self.empty_cells() if c.up == up and self.fits(Placement(c, corners)) is None]

    # -- doing ---------------------------------------------------------------------------
    def place(self, cell: Any, tile: Any, turn: Any = 0) -> Msg:
        """Put tray tile ``tile`` on ``cell``, turned ``turn`` sixths clockwise (even: pointing up)."""
        p = self.placement_for(cell, tile, turn)
        i = int(tile)
        if p.cell in self._given or p.cell in self.placed:
            raise PuzzleRefused("puzzle.ui.taken")
        if i in self.used():
            raise PuzzleRefused("puzzle.ui.in_use", tile=str(self.tray[i]))
        why = self.fits(p)
        if why is not None:
            raise PuzzleRefused(why.key, **dict(why.params))
        self.placed[p.cell] = (p, i, "child")
        if self.solved:
            return Msg.of("puzzle.ui.solved")
        return Msg.of("puzzle.ui.fits", tile=str(p.tile))

    def take(self, cell: Any) -> Msg:
        """Take a placed tile back to the tray."""
        c = self._cell(cell)
        if c in self._given:
            raise PuzzleRefused("puzzle.ui.given")
        if c not in self.placed:
            raise PuzzleRefused("puzzle.ui.empty")
        p, _, _ = self.placed.pop(c)
        return Msg.of("puzzle.ui.taken_back", tile=str(p.tile))

    def reset(self) -> Msg:
        self.placed.clear()
        return Msg.of("puzzle.ui.reset")

    def _solve(self, puzzle: Puzzle, steps: int | None) -> Solution | None:
        """``puzzle.solve()``; with ``steps``, tried no longer than that and refused
        ("no answer found quickly") when they run out, so that a tap never blocks the kernel."""
        if steps is None:
            return puzzle.solve()
        sol, complete = puzzle.solve_within(steps)
        if not complete:
            raise PuzzleRefused("puzzle.ui.too_long")
        return sol

    def check(self, steps: int | None = None) -> Msg:
        """Is it solved? If not: how many places are empty, and can it still be finished?
        With ``steps`` (a tap asks :data:`SEARCH_STEPS`) it searches no longer than that and may
        answer "no answer found quickly"."""
        if self.solved:
            return Msg.of("puzzle.ui.solved")
        empty = len(self.empty_cells())
        try:
            sol = self._solve(self.puzzle.with_given(self.placements), steps)
        except PuzzleRefused as e:
            return e.msg
        if sol is None:
            if not self.placed:
                why = self.puzzle.why_impossible()
                return why if why is not None else Msg.of("puzzle.why.searched")
            return Msg.of("puzzle.ui.stuck", n=empty)
        return Msg.of("puzzle.ui.on_track", n=empty)

    def _tray_id(self, tile: Tile, taken: set[int]) -> int:
        for i, t in enumerate(self.tray):
            if t == tile and i not in taken:
                return i
        raise AssertionError("a solution uses only tiles of the tray")  # pragma: no cover

    def _impossible(self) -> PuzzleRefused:
        """The refusal when the puzzle itself has no solution: why, or "the computer tried all"."""
        why = self.puzzle.why_impossible()
        return PuzzleRefused(why.key if why else "puzzle.why.searched", **(dict(why.params) if why else {}))

    def hint(self, steps: int | None = None) -> Msg:
        """Place one correct tile of some solution that keeps what is placed (or say why not).
        ``steps`` bounds each search as in :meth:`check`."""
        if self.solved:
            return Msg.of("puzzle.ui.solved")
        if steps is None:
            p, complete = self.puzzle.hint(self.placements), True
        else:
            p, complete = self.puzzle.hint_within(self.placements, steps)
        if not complete:
            raise PuzzleRefused("puzzle.ui.too_long")
        if p is None:
            if not self.placed:
                raise self._impossible()
            if steps is None:
                solvable = self.puzzle.solve() is not None
            else:  # when the steps run out, that no solution keeps these tiles is still sure
                whole, complete = self.puzzle.solve_within(steps)
                solvable = whole is not None or not complete
            if solvable:
                raise PuzzleRefused("puzzle.ui.stuck", n=len(self.empty_cells()))
            raise self._impossible()
        self.placed[p.cell] = (p, self._tray_id(p.tile, self.used()), "hint")
        if self.solved:
            return Msg.of("puzzle.ui.solved")
        return Msg.of("puzzle.ui.hint", tile=str(p.tile))

    def show_solution(self, steps: int | None = None) -> Msg:
        """Fill the shape with a solution (one that keeps what is placed, when there is one).
        ``steps`` bounds each search as in :meth:`check` (then nothing changes when they run out)."""
        sol = self._solve(self.puzzle.with_given(self.placements), steps) if self.placed else None
        kept = sol is not None
        if sol is None:
            sol = self._solve(self.puzzle, steps)
        if sol is None:
            raise self._impossible()
        if not kept:
            self.placed.clear()
        taken = self.used()
        for p in sol.placements:
            if p.cell in self._given or p.cell in self.placed:
                continue
            i = self._tray_id(p.tile, taken)
            taken.add(i)
            self.placed[p.cell] = (p, i, "shown")
        return Msg.of("puzzle.ui.shown_kept" if kept and len(self.placed) > 0 else "puzzle.ui.shown")

    def count(self, limit: int | None = None, steps: int | None = None) -> Msg:
        """How many solutions, as placed and with turns of the whole shape counted once.
        With ``limit`` and ``steps`` (what a tap asks for: :data:`COUNT_LIMIT`,
        :data:`COUNT_STEPS`), it counts no further than ``limit`` ("more than") and no longer
        than ``steps`` places tried ("there may be more")."""
        if limit is None and steps is None:
            n, complete = self.puzzle.count(), True
        else:
            n, complete = self.puzzle.count_up_to((limit or COUNT_LIMIT) + 1, steps=steps)
        if not complete:
            if limit is not None and n > limit:
                return Msg.of("puzzle.ui.count_more", n=limit)
            return Msg.of("puzzle.ui.count_stopped", n=n) if n else Msg.of("puzzle.ui.count_stopped_none")
        if n == 0:
            why = self.puzzle.why_impossible()
            return Msg.of("puzzle.ui.count_none", why=why if why is not None else Msg.of("puzzle.why.searched"))
        if limit is None and steps is None:
            turned_n = self.puzzle.count(turned_same=True)
        else:
            turned_n, complete = self.puzzle.count_up_to(n + 1, turned_same=True, steps=steps)
            if not complete:  # the plain count is sure; say only that one
                return Msg.of("puzzle.ui.count", n=n)
        if turned_n == n:
            return Msg.of("puzzle.ui.count", n=n)
        return Msg.of("puzzle.ui.count_turned", n=n, m=turned_n)

    # -- saving ---------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        placed = [
            {"cell": p.cell.label(), "corners": list(p.corners), "tile": i, "by": by}
            for p, i, by in (self.placed[c] for c in self.puzzle.shape.cells if c in self.placed)
        ]
        return {"format": "trio-puzzle", "version": 1, "puzzle": self.puzzle.to_dict(), "placed": placed}

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_json(cls, text: Any) -> PuzzlePlay:
        """A play saved by :meth:`to_json` (a PuzzleError, a ValueError, for anything else)."""
        if not isinstance(text, (str, bytes)):
            raise PuzzleError("puzzle.error.saved", why="not text")
        if len(text) > MAX_SAVED:
            raise PuzzleError("puzzle.error.saved", why="too long")
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise PuzzleError("puzzle.error.saved", why="not JSON") from None
        if not isinstance(data, Mapping) or data.get("format") != "trio-puzzle" or data.get("version") != 1:
            raise PuzzleError("puzzle.error.saved", why="not a saved puzzle")
        if set(data) != {"format", "version", "puzzle", "placed"}:
            raise PuzzleError("puzzle.error.saved", why="unknown fields")
        play = cls(Puzzle.from_dict(data["puzzle"]))
        placed = data["placed"]
        if not isinstance(placed, list):
            raise PuzzleError("puzzle.error.saved", why="bad tiles placed")
        for item in placed:
            if not isinstance(item, Mapping) or set(item) != {"cell", "corners", "tile", "by"}:
                raise PuzzleError("puzzle.error.saved", why="bad tile placed")
            corners, i, by = item["corners"], item["tile"], item["by"]
            if by not in ("child", "hint", "shown") or not _int(i) or not 0 <= i < len(play.tray):
                raise PuzzleError("puzzle.error.saved", why="bad tile placed")
            if not isinstance(corners, list) or len(corners) != 3 or not all(_int(v) for v in corners):
                raise PuzzleError("puzzle.error.saved", why="bad corners")
            try:
                p = Placement(Cell.parse(item["cell"]), tuple(corners))
            except ValueError:
                raise PuzzleError("puzzle.error.saved", why="bad place") from None
            if p.tile != play.tray[i] or i in play.used() or p.cell in play.placed or p.cell in play._given:
                raise PuzzleError("puzzle.error.saved", why="tiles do not agree")
            if p.cell not in set(play.puzzle.shape.cells) or play.fits(p) is not None:
                raise PuzzleError("puzzle.error.saved", why="a tile breaks a rule")
            play.placed[p.cell] = (p, i, by)
        return play


# ================================================================================= pictures

_EDGE = 100.0
_H = _EDGE * 3**0.5 / 2


def _svg_xy(pt: tuple[int, int]) -> tuple[float, float]:
    x, y = point_xy(pt)
    return x * _EDGE, -y * _EDGE


def puzzle_svg(
    play: PuzzlePlay | Puzzle,
    *,
    size: float = 70,
    tray: bool = True,
    pips: bool = False,
    label: str = "",
    lang: str = DEFAULT_LANG,
) -> str:
    """The puzzle as one SVG picture, for a page or for print: the shape's outline with its
    places (the given tiles and those placed drawn in them), and the tiles to place below it
    (``tray``), in rows.  ``size`` is a tile edge in pixels (CSS px; 1 px = 1/96 inch on paper).
    Plain black outlines on white, so it prints on any printer."""
    from ..pictures import def_ids, def_markup, tile_markup

    play = play if isinstance(play, PuzzlePlay) else PuzzlePlay(play)
    pz = play.puzzle
    cells = pz.shape.cells
    pts = [_svg_xy(p) for c in cells for p in cell_corners(c)]
    x0, x1 = min(p[0] for p in pts), max(p[0] for p in pts)
    y0, y1 = min(p[1] for p in pts), max(p[1] for p in pts)
    m = 0.25 * _EDGE
    shown = {**{p.cell: p for p in pz.given}, **{c: v[0] for c, v in play.placed.items()}}
    free = [i for i in range(len(play.tray)) if i not in play.used()] if tray else []
    per_row = max(4, int((x1 - x0 + 2 * m) // (_EDGE * 1.1)))
    tray_h = ((len(free) + per_row - 1) // per_row) * (_H + 0.3 * _EDGE) + (0.3 * _EDGE if free else 0)
    w = max(x1 - x0 + 2 * m, min(len(free), per_row) * _EDGE * 1.1 + 2 * m)
    h = y1 - y0 + 2 * m + tray_h
    ox = x0 - m - (w - (x1 - x0 + 2 * m)) / 2
    oy = y0 - m
    numbers = [n for p in shown.values() for n in p.corners] + [n for i in free for n in play.tray[i]]
    text = label or i18n.t("puzzle.ui.picture", lang, n=len(cells), tiles=len(free))
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'viewBox="{ox:.1f} {oy:.1f} {w:.1f} {h:.1f}" width="{w * size / _EDGE:.0f}" height="{h * size / _EDGE:.0f}" '
        f'role="img" aria-label="{html.escape(text, quote=True)}" class="trio-puzzle-svg">',
        "<defs>" + "".join(def_markup(i) for i in def_ids(pips, numbers)) + "</defs>",
        f'<rect x="{ox:.1f}" y="{oy:.1f}" width="{w:.1f}" height="{h:.1f}" fill="#ffffff"/>',
    ]
    for c in cells:
        d = "M" + " L".join(f"{x:.1f},{y:.1f}" for x, y in (_svg_xy(p) for p in cell_corners(c))) + " Z"
        out.append(
            f'<path d="{d}" fill="#ffffff" stroke="#444444" stroke-width="2" stroke-dasharray="6 4" data-cell="{c.label()}"/>'
        )
    for c, p in shown.items():
        cx = sum(_svg_xy(q)[0] for q in cell_corners(c)) / 3
        cy = sum(_svg_xy(q)[1] for q in cell_corners(c)) / 3
        out.append(tile_markup(p.corners, c.up, x=cx, y=cy, pips=pips, cell=c.label(), lang=lang))
    # the outline, drawn over the places: every edge with one side off the shape
    have = set(cells)
    from ..engine import cell_edges

    for c in cells:
        corners = cell_corners(c)
        for nb, opp in cell_edges(c):
            if nb not in have:
                a, b = (corners[i] for i in range(3) if i != opp)
                (ax, ay), (bx, by) = _svg_xy(a), _svg_xy(b)
                out.append(
                    f'<line x1="{ax:.1f}" y1="{ay:.1f}" x2="{bx:.1f}" y2="{by:.1f}" stroke="#111111" '
                    f'stroke-width="5" stroke-linecap="round"/>'
                )
    top = y1 + m + 0.3 * _EDGE
    left = ox + (w - min(len(free), per_row) * _EDGE * 1.1) / 2
    for k, i in enumerate(free):
        x = left + (k % per_row + 0.5) * _EDGE * 1.1
        y = top + (k // per_row) * (_H + 0.3 * _EDGE) + 2 * _H / 3
        out.append(tile_markup(tuple(play.tray[i]), True, x=x, y=y, pips=pips, lang=lang))
    out.append("</svg>")
    from ..pictures import SvgString

    return SvgString("".join(out))


# ================================================================================= the widget


class PuzzleBoard(WidgetBase):
    """Solve an edge-matching puzzle by tapping: a shape, a tray of tiles, and the engine checking.

    ``PuzzleBoard(puzzle="hexagon_012", lang="en", pips=False)``: ``puzzle`` is a
    :class:`~trio_widgets.teaching.Puzzle` or the name of one of lesson 09's
    (:data:`~trio_widgets.teaching.LESSON_PUZZLES`).

    ``after=("09", "ex1")``: on a lesson's page, the buttons that would answer that exercise
    ("How many solutions?", "Show a solution"; on a puzzle with no solution also "Check" and
    "Hint", which say why) wait until the child has tried it (answered right, or "Show me"):
    :attr:`locked` names them and :attr:`locked_why` says why in the child's language; the page
    shows them disabled, with that sentence under them.

    From Python: :meth:`place`, :meth:`take`, :meth:`check`, :meth:`hint`,
    :meth:`show_solution`, :meth:`count`, :meth:`reset`; :meth:`to_json` and
    :meth:`load_json` save and load the puzzle with the tiles placed; :meth:`to_svg`
    draws it for print.
    """

    _esm = esm("puzzle")
    _css = css("puzzle")

    pips = Setting(False)
    #: the puzzle: {"cells": [label], "rules": [text], "title": text, "task": text, "given": [[cell, corners]]}
    puzzle = T.Dict().tag(sync=True)
    #: the tray: [[tray number, name, corners]], and the tray numbers of the tiles on the shape
    tray: T.List[Any] = T.List().tag(sync=True)
    used: T.List[Any] = T.List().tag(sync=True)
    #: the tiles placed: [[cell, corners, tray number, "child" | "hint" | "shown"]]
    placed: T.List[Any] = T.List().tag(sync=True)
    #: the tile in hand (tray number, -1: none) and how far it is turned (sixths clockwise)
    selected = T.Int(-1).tag(sync=True)
    turn = T.Int(0).tag(sync=True)
    #: the places where the tile in hand fits, as it is turned now
    legal: T.List[Any] = T.List().tag(sync=True)
    #: the place a hint filled last ("" none), and whether the puzzle is solved
    hinted = T.Unicode("").tag(sync=True)
    solved = T.Bool(False).tag(sync=True)
    #: whether "undo" has a change to take back (a tile placed or taken, a hint, "show", "start again", a load)
    can_undo = T.Bool(False).tag(sync=True)
    #: the buttons that wait for a lesson's exercise they would answer (``after``), and why, in
    #: the child's language ("Answer “Exercise 1” first. ..."); [] and "" once it is tried
    locked: T.List[Any] = T.List().tag(sync=True)
    locked_why = T.Unicode("").tag(sync=True)

    ACTIONS: ClassVar[dict[str, frozenset[str]]] = {
        "select": frozenset({"tile"}),
        "turn": frozenset({"turn"}),
        "place": frozenset({"cell", "tile", "turn"}),
        "take": frozenset({"cell"}),
        "check": frozenset(),
        "hint": frozenset(),
        "solve": frozenset(),
        "count": frozenset(),
        "reset": frozenset(),
        "undo": frozenset(),
    }
    REFUSALS = (PuzzleRefused,)
    #: changes "undo" can take back, one at a time
    UNDO_DEPTH = 200
    BAD_INTENT_KEY = "puzzle.ui.error.message"

    def __init__(
        self,
        puzzle: Puzzle | str = "hexagon_012",
        *,
        lang: str = DEFAULT_LANG,
        pips: bool = False,
        after: tuple[str, str] | None = None,
        **kw: Any,
    ):
        self._play = PuzzlePlay(puzzle)
        self._name = puzzle if isinstance(puzzle, str) else None
        self._before: list[tuple[str, str | None]] = []  # the play before each change, for "undo"
        self._waits: tuple[Any, Callable[[], bool], frozenset[str]] | None = None
        if after is not None:
            self._waits = self._wait_for(after)
        super().__init__(lang=lang, pips=self._check_pips(pips), **kw)
        self._publish()

    def _wait_for(self, after: Any) -> tuple[Any, Callable[[], bool], frozenset[str]]:
        """``after=("09", "ex1")``: the buttons that would answer that exercise ("How many
        solutions?", "Show a solution"; for a puzzle with no solution also "Check" and "Hint",
        which say why) wait until the child has tried it (answered right, or "Show me")."""
        from ..teaching import QuestionError, lesson_question
        from ._question import watch_answer

        if not (isinstance(after, tuple) and len(after) == 2 and all(isinstance(a, str) for a in after)):
            raise PuzzleRefused("puzzle.ui.error.after", value=_short(after))
        try:
            spec = lesson_question(*after)
        except QuestionError:
            raise PuzzleRefused("puzzle.ui.error.after", value=_short(after)) from None
        answered = watch_answer(after[0], after[1], self._answer_changed)
        sol, complete = self._play.puzzle.solve_within(SEARCH_STEPS)
        actions = {"count", "solve"} | ({"check", "hint"} if sol is None and complete else set())
        return spec, answered, frozenset(actions)

    def _answer_changed(self) -> None:
        self._publish()

    def _waiting(self, action: str) -> None:
        """Refuse ``action`` while it waits for the exercise it would answer."""
        if action in self.locked:
            raise PuzzleRefused("puzzle.ui.locked", exercise=self.locked_why_title())

    def locked_why_title(self) -> str:
        if self._waits is None:
            return ""
        spec = self._waits[0]
        return spec.title.text(self.lang) or self.text("question.title")

    def __repr__(self) -> str:
        what = repr(self._name) if self._name else f"Puzzle({self._play.puzzle.shape.name!r})"
        return f"PuzzleBoard({what}, lang={self.lang!r})"

    # -- settings ----------------------------------------------------------------------
    def _check_lang(self, value: Any) -> str:
        try:
            return i18n.check_lang(value)
        except ValueError:
            raise SettingError(i18n.t("puzzle.ui.error.lang", DEFAULT_LANG, value=short(value))) from None

    @staticmethod
    def _check_pips(v: Any) -> bool:
        if not isinstance(v, bool):
            raise SettingError(i18n.t("puzzle.ui.error.pips", DEFAULT_LANG, value=short(v)))
        return v

    @T.validate("pips")
    def _valid_pips(self, proposal: Any) -> bool:
        return self._check_pips(proposal["value"])

    def _catalogue_for(self, lang: str) -> dict[str, Any]:
        return {k: v for k, v in i18n.catalogue(lang).items() if k.startswith(("puzzle.", "teach.ui.", "teach.aria."))}

    def _on_lang(self) -> None:
        self._publish()

    def _refusal(self, error: Exception) -> Msg:
        return error.msg if isinstance(error, PuzzleRefused) else error  # type: ignore[return-value]

    # -- words ---------------------------------------------------------------------------
    def text(self, key: str, **params: Any) -> str:
        return i18n.t(key, self.lang, **params)

    def _rules(self) -> list[str]:
        pz = self._play.puzzle
        out = [self.text("puzzle.rule.match" if pz.match else "puzzle.rule.no_match")]
        if isinstance(pz.border, int):
            out.append(self.text("puzzle.rule.border", number=pz.border))
        elif pz.border == "same":
            out.append(self.text("puzzle.rule.border_same"))
        if isinstance(pz.side_sum, int):
            out.append(self.text("puzzle.rule.side_sum", total=pz.side_sum))
        elif pz.side_sum == "equal":
            out.append(self.text("puzzle.rule.side_equal"))
        if pz.no_equal_touching:
            out.append(self.text("puzzle.rule.no_equal"))
        return out

    def _publish(self) -> None:
        if not hasattr(self, "_play"):
            return
        play = self._play
        pz = play.puzzle
        with self.hold_sync():
            title_key = f"puzzle.title.{pz.title}" if pz.title in LESSON_PUZZLES else ""
            self.puzzle = {
                "cells": [c.label() for c in pz.shape.cells],
                "given": [[p.cell.label(), list(p.corners)] for p in pz.given],
                "rules": self._rules(),
                "title": self.text(title_key) if title_key else (pz.title or self.text("puzzle.ui.title")),
                "task": self.text("puzzle.ui.task", n=len(play.empty_cells()) + len(play.placed)),
            }
            self.tray = [[i, str(t), list(t)] for i, t in enumerate(play.tray)]
            self.used = sorted(play.used())
            self.placed = [
                [p.cell.label(), list(p.corners), i, by]
                for p, i, by in (play.placed[c] for c in pz.shape.cells if c in play.placed)
            ]
            if self.selected in play.used():
                self.selected = -1
            self.legal = [c.label() for c in play.legal_cells(self.selected, self.turn)] if self.selected >= 0 else []
            self.solved = play.solved
            self.can_undo = bool(self._before)
            waits = self._waits is not None and not self._waits[1]()
            self.locked = sorted(self._waits[2]) if waits and self._waits is not None else []
            self.locked_why = self.text("puzzle.ui.locked", exercise=self.locked_why_title()) if waits else ""

    # -- intents ---------------------------------------------------------------------------
    def _do_select(self, tile: Any = -1) -> Msg | None:
        if tile is None or (_int(tile) and tile == -1):
            self.selected = -1
            self._publish()
            return None
        i = self._play._tile_id(tile)
        if i in self._play.used():
            raise PuzzleRefused("puzzle.ui.in_use", tile=str(self._play.tray[i]))
        self.selected = i
        self._publish()
        return Msg.of("puzzle.ui.in_hand", tile=str(self._play.tray[i]))

    def _do_turn(self, turn: Any = 0) -> Any:
        # turning the tile in hand says nothing new: the message the child is reading stays
        self.turn = self._play._turn(turn)
        self._publish()
        return KEEP_MESSAGE

    def _do_place(self, cell: Any = None, tile: Any = None, turn: Any = None) -> Msg:
        t = self.selected if tile is None else tile
        if t is None or (_int(t) and t == -1):
            raise PuzzleRefused("puzzle.ui.pick_first")
        k = self.turn if turn is None else turn
        keep = self._play.to_json()
        said = self._play.place(cell, t, k)
        self._keep(keep)
        self.selected, self.turn, self.hinted = -1, 0, ""
        self._publish()
        return said

    def _do_take(self, cell: Any = None) -> Msg:
        keep = self._play.to_json()
        said = self._play.take(cell)
        self._keep(keep)
        self.hinted = ""
        self._publish()
        return said

    def _do_check(self) -> Msg:
        self._waiting("check")
        return self._play.check(steps=SEARCH_STEPS)

    def _do_hint(self) -> Msg:
        self._waiting("hint")
        before = set(self._play.placed)
        keep = self._play.to_json()
        said = self._play.hint(steps=SEARCH_STEPS)
        self._keep(keep)
        new = [c for c in self._play.placed if c not in before]
        self.hinted = new[0].label() if new else ""
        self.selected = -1
        self._publish()
        return said

    def _do_solve(self) -> Msg:
        self._waiting("solve")
        keep = self._play.to_json()
        said = self._play.show_solution(steps=SEARCH_STEPS)
        self._keep(keep)
        self.selected, self.hinted = -1, ""
        self._publish()
        return said

    def _do_count(self) -> Msg:
        self._waiting("count")
        # a tap never blocks the kernel for long: a bounded count ("more than 1000")
        return self._play.count(limit=COUNT_LIMIT, steps=COUNT_STEPS)

    def _do_reset(self) -> Msg:
        keep = self._play.to_json()
        said = self._play.reset()
        self._keep(keep)
        self.selected, self.turn, self.hinted = -1, 0, ""
        self._publish()
        return said

    def _do_undo(self) -> Msg:
        if not self._before:
            raise PuzzleRefused("puzzle.ui.nothing_to_undo")
        text, name = self._before.pop()
        self._play, self._name = PuzzlePlay.from_json(text), name
        self.selected, self.turn, self.hinted = -1, 0, ""
        self._publish()
        return Msg.of("puzzle.ui.undone")

    def _keep(self, text: str) -> None:
        """Remember the play as it was before a change: no tap wipes a child's work for good."""
        if text != self._play.to_json():
            self._before.append((text, self._name))
            del self._before[: -self.UNDO_DEPTH]

    # -- Python API ----------------------------------------------------------------------------
    @property
    def play(self) -> PuzzlePlay:
        """The puzzle being solved (read it; change it through the widget's methods)."""
        return self._play

    def place(self, cell: Cell | str, tile: int | Tile | str, turn: int = 0) -> str:
        """Put a tray tile (its number, or the tile) on a place, turned ``turn`` sixths."""
        if not _int(tile):
            want = Tile.parse(tile)  # type: ignore[arg-type]
            free = [i for i, t in enumerate(self._play.tray) if t == want and i not in self._play.used()]
            if not free:
                raise PuzzleRefused("puzzle.why.not_allowed", tile=str(want))
            tile = free[0]
        return self._tell(
            {"action": "place", "cell": cell.label() if isinstance(cell, Cell) else cell, "tile": tile, "turn": turn}
        )

    def _tell(self, content: dict[str, Any]) -> str:
        self._act(content)
        return self.message_text

    def take(self, cell: Cell | str) -> str:
        """Take a placed tile back to the tray; returns what the widget says."""
        return self._tell({"action": "take", "cell": cell.label() if isinstance(cell, Cell) else cell})

    def check(self) -> str:
        """Is it solved? If not, can it still be finished?"""
        return self._tell({"action": "check"})

    def hint(self) -> str:
        """Place one correct tile of some solution that keeps the tiles placed."""
        return self._tell({"action": "hint"})

    def show_solution(self) -> str:
        return self._tell({"action": "solve"})

    def count(self) -> str:
        """How many solutions (and how many when turning the whole shape makes the same one)."""
        return self._tell({"action": "count"})

    def reset(self) -> str:
        """Take every tile back to the tray (:meth:`undo` puts them back)."""
        return self._tell({"action": "reset"})

    def undo(self) -> str:
        """Take back the last change: a tile placed or taken, a hint, "show", "start again", a load."""
        return self._tell({"action": "undo"})

    def to_json(self) -> str:
        """The puzzle and the tiles placed, as JSON (:meth:`load_json` reads it back)."""
        return self._play.to_json()

    def load_json(self, text: str) -> None:
        """Load a puzzle saved by :meth:`to_json`; a bad one is a ValueError and changes nothing."""
        play = PuzzlePlay.from_json(text)
        self._before.append((self._play.to_json(), self._name))
        del self._before[: -self.UNDO_DEPTH]
        self._play = play
        self._name = None
        with self.hold_sync():
            self.selected, self.turn, self.hinted = -1, 0, ""
            self._publish()
            self._say(None)

    def to_svg(self, path: str | os.PathLike[str] | None = None, *, size: float = 70, tray: bool = True) -> str:
        """The puzzle as an SVG picture for print (the outline, the tiles placed and the tray);
        written to ``path`` when given, all or nothing (:func:`~trio_widgets.files.write_file`)."""
        if path is not None:
            check_path(path)  # before drawing: refuse anything but a file name
        text = puzzle_svg(self._play, size=size, tray=tray, pips=self.pips, lang=self.lang)
        if path is not None:
            write_file(path, text)
        return text

    def print_spec(self) -> dict[str, Any]:
        """What a worksheet needs to print this puzzle: the title, the rules (in the widget's
        language), the SVG, and the answer (the number of solutions and one solution's SVG)."""
        pz = self._play.puzzle
        sol = pz.solve()
        answer_play = PuzzlePlay(pz)
        if sol is not None:
            for p in sol.placements:
                if p.cell not in answer_play._given:
                    answer_play.placed[p.cell] = (p, answer_play._tray_id(p.tile, answer_play.used()), "shown")
        return {
            "title": self.puzzle["title"],
            "rules": list(self.puzzle["rules"]),
            "task": self.puzzle["task"],
            "svg": puzzle_svg(self._play, pips=self.pips, lang=self.lang),
            "count": pz.count(),
            "count_turned": pz.count(turned_same=True),
            "answer_svg": puzzle_svg(answer_play, tray=False, pips=self.pips, lang=self.lang) if sol else "",
            "why_impossible": (pz.why_impossible() or Msg.of("puzzle.why.searched")).text(self.lang)
            if sol is None
            else "",
        }

    # -- the still picture ---------------------------------------------------------------------
    def _still_words(self) -> list[str]:
        """The puzzle's title, its task and "Run this cell", in the widget's language."""
        return [self.puzzle["title"], self.puzzle["task"], self.text("puzzle.ui.run_cell")]

    def _repr_html_(self) -> str:
        style = (
            "font-family: Verdana, DejaVu Sans, sans-serif; color: #2b2118; background: #fffaec; "
            "border: 2px solid #4a3728; border-radius: 12px; padding: 12px 16px; display: inline-block; max-width: 100%;"
        )
        rules = "".join(f"<li>{html.escape(r)}</li>" for r in self.puzzle["rules"])
        return (
            f'<div class="trio-puzzle-static" lang="{self.lang}" style="{style}">'
            f'<div style="font-size: 1.25em; font-weight: bold;">{html.escape(self.puzzle["title"])}</div>'
            f'<p style="margin: 6px 0;">{html.escape(self.puzzle["task"])}</p><ul style="margin: 4px 0;">{rules}</ul>'
            f'<div style="max-width: 100%; overflow-x: auto;">{puzzle_svg(self._play, size=56, pips=self.pips, lang=self.lang)}</div>'
            f'<p style="margin-top: 8px; font-weight: bold;">{html.escape(self.text("puzzle.ui.run_cell"))}</p></div>'
        )
