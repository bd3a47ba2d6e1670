"""A score sheet for a table game with a real set (docs/rules.md sections 4-8).

The paper sheet of seeds 000 and 003 ("write down every player's name; after
each turn add or take away points in their column"), done by the computer:
you record the *facts* of each turn (which tile, how it touched, draws, a
pass) and of each round end (who went out and what the others have left, or
a blocked table), and the sheet works out every number with the engine's own
arithmetic (:class:`~trio_widgets.board.Score`, :class:`~trio_widgets.rules.Rules`).

>>> s = ScoreSheet(["Ann", "Bob"], "pressman")
>>> s.turn("Ann", "4-4-4").points          # first tile, a triple: 12 + 10
(22, 0)
>>> s.turn("Bob", "3-4-5", bridge=True).points   # 12 + bridge 40
(0, 52)
>>> s.turn("Ann", draws=2, passed=True).points   # -5 -5 -10
(-20, 0)
>>> s.went_out("Bob", {"Ann": 17}).points          # 25 + 17
(0, 42)
>>> s.totals
[2, 94]
>>> ScoreSheet.from_csv(s.to_csv()) == s and ScoreSheet.from_json(s.to_json()) == s
True

Bad input raises :class:`SheetError` (a ``ValueError``) with a clear message
and leaves the sheet as it was:

>>> s.turn("Ann", "3-4-5", bridge=True)      # round 2 has started: a first tile
Traceback (most recent call last):
...
trio_widgets.scoresheet._model.SheetError: The first tile of a round touches no other tile: no bridge, extra sides or hexagon.
>>> len(s.entries), s.round_number
(4, 2)
"""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import numbers
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import islice
from typing import Any, ClassVar, NamedTuple, Union

from ..engine._names import name_key, name_problem, text_problem, tidy_name
from ..engine._rules import PRESETS, Rules
from ..engine._scoring import Score, match_winners, round_end_points, round_end_steps, score_from_facts
from ..engine._tiles import Tile, full_set
from ..files._csv import FORMULA_START, csv_cell, csv_uncell
from ..files._json import parse_json
from ..files._numbers import plain_int
from ..files._write import write_file
from ..words._i18n import Msg, catalogue, t
from ..words._shown import shown

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "MAX_ENTRIES",
    "MAX_FILE",
    "Adjust",
    "Hand",
    "Line",
    "RoundEnd",
    "RoundSummary",
    "ScoreSheet",
    "SheetError",
    "Turn",
    "match_winners",
    "round_end_points",
    "score_from_facts",
    "set_tile",
]

FORMAT = "trio_widgets/scoresheet"
FORMAT_VERSION = 1
#: The CSV's version: 2 ends with a line ``end,<number of entries>`` so that a file cut
#: short is noticed.  Version 1 files (no end line) are still read when they end with the
#: total line the score keeper always wrote last.
CSV_VERSION = 2
MAX_NAME = 40
MAX_NOTE = 80
MAX_ADJUST = 10_000
#: A saved sheet (JSON or CSV) longer than this, in characters, is refused before it is read.
#: A real match takes 20-200 thousand characters of JSON (about 200 per entry), 4-40 thousand of CSV.
MAX_FILE = 30_000_000
#: The most entries a sheet holds: a long match has a few hundred, a whole evening a few thousand.
MAX_ENTRIES = 100_000

# --------------------------------------------------------------------------
# Messages: keys in locales/score_keeper.{lang}.json (prefix "keeper."), said by the
# package's one translator (trio_widgets/i18n.py).


class SheetError(ValueError):
    """A bad entry or file: says what is wrong (in any of the four languages) and changes nothing.

    ``msg`` is the message (:class:`~trio_widgets.i18n.Msg`), ``key`` and ``params`` its catalogue
    key and parameters; ``str(err)`` is English, ``err.text("ru")`` Russian.  A parameter may be
    another SheetError (said in the same language) or a list of names.

    >>> SheetError("keeper.err.tile_played", tile="3-4-5", entry=2).text("en")
    '3-4-5 was already played in this round (entry 2).'
    """

    msg: Msg

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        self.msg = Msg(key, {k: (v.msg if isinstance(v, SheetError) else v) for k, v in params.items()})
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        return self.msg.text(lang)


def _is_int(v: object) -> bool:
    return isinstance(v, numbers.Integral) and not isinstance(v, bool)


# --------------------------------------------------------------------------
# Entries: the facts a player taps in


def set_tile(value: Any) -> Tile:
    """The set's tile with these three numbers, whatever order they were read in: a real
    set holds exactly one tile for each three numbers (docs/rules.md section 1)."""
    if isinstance(value, Tile):
        nums = list(value)
    elif isinstance(value, str):
        try:
            nums = list(Tile.parse(value))
        except ValueError:
            raise SheetError("keeper.err.tile_text", text=value[:20]) from None
    else:
        try:
            nums = list(islice(value, 4))
        except TypeError:
            raise SheetError("keeper.err.tile_text", text=shown(value, 20)) from None
        if len(nums) != 3 or not all(_is_int(v) for v in nums):
            raise SheetError("keeper.err.tile_text", text=shown(value, 20))
        for v in nums:
            if not 0 <= v <= 9:
                raise SheetError("keeper.err.tile_text", text=shown(value, 20))
    a, b, c = sorted(int(v) for v in nums)
    return Tile(a, b, c)


@dataclass(frozen=True)
class Turn:
    """One player's turn: a tile placed (with how it touched), or a pass; draws before either.

    ``sides`` is how many edges the tile shares with tiles already down (1-3; the first
    tile of a round touches none and keeps the default 1), ``bridge`` a bridge (one
    side, docs/rules.md 4), ``hexagons`` how many hexagons it closed (0-3).

    >>> Turn(0, "5-4-3", sides=2)
    Turn(seat=0, tile=Tile(3, 4, 5), sides=2, bridge=False, hexagons=0, draws=0, passed=False)
    """

    seat: int
    tile: Tile | None = None
    sides: int = 1
    bridge: bool = False
    hexagons: int = 0
    draws: int = 0
    passed: bool = False
    kind: ClassVar[str] = "turn"

    def __post_init__(self) -> None:
        if not _is_int(self.seat) or self.seat < 0:
            raise SheetError("keeper.err.seat", seat=shown(self.seat, 20))
        object.__setattr__(self, "seat", int(self.seat))
        if self.tile is not None:
            object.__setattr__(self, "tile", set_tile(self.tile))
        if not _is_int(self.sides) or not 1 <= self.sides <= 3:
            raise SheetError("keeper.err.sides", sides=shown(self.sides, 20))
        object.__setattr__(self, "sides", int(self.sides))
        if not isinstance(self.bridge, bool):
            raise SheetError("keeper.err.flag", field="bridge", value=shown(self.bridge, 20))
        if not isinstance(self.passed, bool):
            raise SheetError("keeper.err.flag", field="pass", value=shown(self.passed, 20))
        if not _is_int(self.hexagons) or not 0 <= self.hexagons <= 3:
            raise SheetError("keeper.err.hexagons", n=shown(self.hexagons, 20))
        object.__setattr__(self, "hexagons", int(self.hexagons))
        if not _is_int(self.draws) or not 0 <= self.draws <= 99:
            raise SheetError("keeper.err.draws", n=shown(self.draws, 20))
        object.__setattr__(self, "draws", int(self.draws))
        if self.passed and self.tile is not None:
            raise SheetError("keeper.err.pass_tile")
        if self.tile is None and (self.sides != 1 or self.bridge or self.hexagons):
            raise SheetError("keeper.err.pass_facts")
        if self.tile is None and not self.passed and not self.draws:
            raise SheetError("keeper.err.turn_empty")
        if self.bridge and self.sides != 1:
            raise SheetError("keeper.err.bridge_sides")
        if self.hexagons and self.sides < 2:
            raise SheetError("keeper.err.hexagon_sides")
        if self.hexagons >= 2 and self.sides != 3:
            raise SheetError("keeper.err.hexagons_three")

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "turn",
            "seat": self.seat,
            "tile": None if self.tile is None else str(self.tile),
            "sides": self.sides,
            "bridge": self.bridge,
            "hexagons": self.hexagons,
            "draws": self.draws,
            "pass": self.passed,
        }


@dataclass(frozen=True)
class Hand:
    """What a player has left at a round's end: the tiles, or just their total value
    and/or how many there are.

    >>> Hand.parse("1-2-3 0-0-4")
    Hand(total=10, count=2, tiles=(Tile(1, 2, 3), Tile(0, 0, 4)))
    >>> Hand.parse("17"), Hand.parse("n=3")
    (Hand(total=17, count=None, tiles=None), Hand(total=None, count=3, tiles=None))
    >>> Hand.parse(17) == Hand(total=17)
    True
    """

    total: int | None = None
    count: int | None = None
    tiles: tuple[Tile, ...] | None = None

    def __post_init__(self) -> None:
        if self.tiles is not None:
            if isinstance(self.tiles, (str, bytes)) or not isinstance(self.tiles, (list, tuple)):
                raise SheetError("keeper.err.hand_text", text=shown(self.tiles, 30))
            tiles = tuple(set_tile(t) for t in self.tiles)
            seen: set[Tile] = set()
            for t in tiles:
                if t in seen:
                    raise SheetError("keeper.err.hand_twice", tile=str(t))
                seen.add(t)
            total = sum(t.value for t in tiles)
            if (self.total is not None and self.total != total) or (
                self.count is not None and self.count != len(tiles)
            ):
                raise SheetError("keeper.err.hand_mixed")
            object.__setattr__(self, "tiles", tiles)
            object.__setattr__(self, "total", total)
            object.__setattr__(self, "count", len(tiles))
            return
        if self.total is None and self.count is None:
            raise SheetError("keeper.err.hand_text", text="")
        # only the kind of number here: how big a hand may be is the set's to say (the sheet checks
        # a total against the set's points and a count against its tiles, and says so)
        if self.total is not None and (not _is_int(self.total) or not 0 <= self.total):
            raise SheetError("keeper.err.hand_total", total=shown(self.total, 20))
        if self.count is not None and (not _is_int(self.count) or not 0 <= self.count):
            raise SheetError("keeper.err.hand_count", count=shown(self.count, 20))
        if self.total is not None:
            object.__setattr__(self, "total", int(self.total))
        if self.count is not None:
            object.__setattr__(self, "count", int(self.count))

    @classmethod
    def parse(cls, value: Any) -> Hand:
        """A Hand from a total (``17``), a text (``"17"``, ``"n=3"``, ``"17 n=3"``,
        ``"1-2-3 0-0-4"``), a list of tiles or a dict of the fields."""
        if isinstance(value, Hand):
            return value
        if _is_int(value):
            return cls(total=int(value))
        if isinstance(value, dict):
            unknown = sorted(set(map(str, value)) - {"total", "count", "tiles"})
            if unknown:
                raise SheetError("keeper.err.hand_text", text=", ".join(unknown)[:30])
            tiles = value.get("tiles")
            if tiles is not None and (isinstance(tiles, (str, bytes)) or not isinstance(tiles, (list, tuple))):
                raise SheetError("keeper.err.hand_text", text=shown(tiles, 30))
            return cls(
                total=value.get("total"), count=value.get("count"), tiles=None if tiles is None else tuple(tiles)
            )
        if isinstance(value, (list, tuple)):
            return cls(tiles=tuple(value))
        if not isinstance(value, str):
            raise SheetError("keeper.err.hand_text", text=shown(value, 30))
        words = value.replace(",", " ").replace(";", " ").split()
        if not words:
            raise SheetError("keeper.err.hand_text", text=value[:30])
        total: int | None = None
        count: int | None = None
        named: list[str] = []
        if len(words) > 60:
            raise SheetError("keeper.err.hand_text", text=value[:30])
        for w in words:
            # digits 0-9 only: str.isdigit() and int() also take '²' and other scripts' digits
            if w[:1] != "-" and plain_int(w, 4) is not None and total is None and not named:
                total = plain_int(w, 4)
            elif (
                w.lower().startswith("n=")
                and w[2:3] != "-"
                and plain_int(w[2:], 3) is not None
                and count is None
                and not named
            ):
                count = plain_int(w[2:], 3)
            elif "-" in w and total is None and count is None:
                named.append(w)
            else:
                raise SheetError("keeper.err.hand_text", text=value[:30])
        if named:
            return cls(tiles=tuple(set_tile(t) for t in named))
        return cls(total=total, count=count)

    def text(self) -> str:
        """The form :meth:`parse` reads back: ``"1-2-3 0-0-4"``, ``"17"``, ``"n=3"``, ``"17 n=3"``."""
        if self.tiles is not None:
            return " ".join(str(t) for t in self.tiles)
        parts = [] if self.total is None else [str(self.total)]
        if self.count is not None:
            parts.append(f"n={self.count}")
        return " ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        if self.tiles is not None:
            return {"tiles": [str(t) for t in self.tiles]}
        d: dict[str, Any] = {}
        if self.total is not None:
            d["total"] = self.total
        if self.count is not None:
            d["count"] = self.count
        return d


@dataclass(frozen=True)
class RoundEnd:
    """A round's end: ``how`` is ``"out"`` (``seat`` placed their last tile) or ``"blocked"``
    (nobody can move); ``hands`` by seat is what each player has left (None: not given,
    and always None for the player who went out)."""

    how: str
    seat: int | None
    hands: tuple[Hand | None, ...]
    kind: ClassVar[str] = "round_end"

    def __post_init__(self) -> None:
        if self.how not in ("out", "blocked"):
            raise SheetError("keeper.err.how", how=shown(self.how, 20))
        if self.how == "out":
            if not _is_int(self.seat) or self.seat < 0:  # type: ignore[operator]
                raise SheetError("keeper.err.seat", seat=shown(self.seat, 20))
            object.__setattr__(self, "seat", int(self.seat))  # type: ignore[arg-type]
        elif self.seat is not None:
            raise SheetError("keeper.err.blocked_seat")
        if isinstance(self.hands, (str, bytes, dict)) or not isinstance(self.hands, (list, tuple)):
            raise SheetError("keeper.err.hands_list", n="2-6")
        object.__setattr__(self, "hands", tuple(None if h is None else Hand.parse(h) for h in self.hands))

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.how}
        if self.how == "out":
            d["seat"] = self.seat
        d["hands"] = [None if h is None else h.to_dict() for h in self.hands]
        return d


@dataclass(frozen=True)
class Adjust:
    """Points added (or taken away) by hand, with a note: a house rule, a correction agreed
    at the table.  Not for games that keep no score."""

    seat: int
    points: int
    note: str = ""
    kind: ClassVar[str] = "adjust"

    def __post_init__(self) -> None:
        if not _is_int(self.seat) or self.seat < 0:
            raise SheetError("keeper.err.seat", seat=shown(self.seat, 20))
        object.__setattr__(self, "seat", int(self.seat))
        if not _is_int(self.points) or self.points == 0 or abs(self.points) > MAX_ADJUST:
            raise SheetError("keeper.err.adjust_points", points=shown(self.points, 20), max=MAX_ADJUST)
        object.__setattr__(self, "points", int(self.points))
        if not isinstance(self.note, str) or len(self.note) > 4 * MAX_NOTE:
            raise SheetError("keeper.err.note", max=MAX_NOTE)
        note = self.note.strip()
        if len(note) > MAX_NOTE or _unsafe_text(note):
            raise SheetError("keeper.err.note", max=MAX_NOTE)
        object.__setattr__(self, "note", note)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "adjust", "seat": self.seat, "points": self.points, "note": self.note}


Entry = Union[Turn, RoundEnd, Adjust]  # noqa: UP007


def _unsafe_text(text: str) -> bool:
    """Control or invisible characters, or a first character a spreadsheet reads as a formula."""
    return text_problem(text) is not None or text.startswith(FORMULA_START)


def entry_from_dict(d: Any) -> Entry:
    """An entry from its JSON form (``to_dict``)."""
    if not isinstance(d, dict):
        raise SheetError("keeper.err.file_field", field="entries")
    kind = d.get("kind")
    if not isinstance(kind, str):
        raise SheetError("keeper.err.file_field", field="entries")
    fields = {
        "turn": {"kind", "seat", "tile", "sides", "bridge", "hexagons", "draws", "pass", "points"},
        "out": {"kind", "seat", "hands", "points"},
        "blocked": {"kind", "hands", "points"},
        "adjust": {"kind", "seat", "points", "note"},
    }.get(kind)  # type: ignore[arg-type]
    if fields is None or set(d) - fields:
        raise SheetError("keeper.err.file_field", field="entries")
    if kind == "turn":
        return Turn(
            d.get("seat"),  # type: ignore[arg-type]
            d.get("tile"),
            sides=d.get("sides", 1),
            bridge=d.get("bridge", False),
            hexagons=d.get("hexagons", 0),
            draws=d.get("draws", 0),
            passed=d.get("pass", False),
        )
    if kind == "adjust":
        return Adjust(d.get("seat"), d.get("points"), d.get("note", ""))  # type: ignore[arg-type]
    hands = d.get("hands")
    if not isinstance(hands, list):
        raise SheetError("keeper.err.file_field", field="hands")
    return RoundEnd(kind, d.get("seat"), tuple(hands))  # type: ignore[arg-type]


def _entry_dict(e: Entry) -> dict[str, Any]:
    return e.to_dict()


# --------------------------------------------------------------------------
# What the sheet works out


class Line(NamedTuple):
    """One entry with its points, as the sheet reads it."""

    index: int  # type: ignore[assignment]  # position in ScoreSheet.entries (0-based)
    round: int  # 1-based
    entry: Entry
    points: tuple[int, ...]  # by seat, this entry alone
    totals: tuple[int, ...]  # match totals by seat after this entry
    score: Score | None  # the placed tile's score (turns with a tile)
    first: bool  # the first tile of its round
    winners: tuple[int, ...]  # a round end's winners

    @property
    def seat(self) -> int | None:
        return getattr(self.entry, "seat", None)


class RoundSummary(NamedTuple):
    """A round: its entries, each player's points in it, and how it ended."""

    number: int  # 1-based
    start: int  # index of its first entry
    stop: int  # one past its last entry
    points: tuple[int, ...]
    totals: tuple[int, ...]  # match totals after the round (so far, if it goes on)
    how: str | None  # "out", "blocked", or None while it goes on
    winners: tuple[int, ...]
    over: bool


@dataclass
class _Round:
    number: int
    start: int
    points: list[int]
    played: dict[Tile, int]
    draws: int = 0
    first_done: bool = False
    last_seat: int | None = None
    hand_sizes: list[int] | None = None
    turns: int = 0


class _EntryProblem(Exception):
    def __init__(self, index: int, error: SheetError) -> None:
        self.index = index
        self.error = error


def _hand_max_total(rules: Rules) -> int:
    return sum(t.value for t in full_set(rules.max_value))


class _Evaluator:
    """The sheet's arithmetic, worked out one entry at a time: adding an entry at the end
    costs the same at entry 10 as at entry 10,000 (only edits in the middle work the whole
    sheet out again).  :meth:`step` checks an entry completely before it changes anything."""

    def __init__(self, players: Sequence[str], rules: Rules) -> None:
        n = len(players)
        self.players = players
        self.rules = rules
        self.n = n
        self.counted = rules.keep_score and not rules.penalty_scoring
        self.dealt = rules.hand_size(n)
        self.pool = len(full_set(rules.max_value)) - n * self.dealt
        self.hand_limit = _hand_max_total(rules)
        self.set_size = len(full_set(rules.max_value))
        self.totals: list[int] = [0] * n
        self.lines: list[Line] = []
        self.closed: list[RoundSummary] = []
        self.winners: tuple[int, ...] = ()
        self.cur = self._fresh(1, 0)

    def _fresh(self, number: int, start: int) -> _Round:
        return _Round(number, start, [0] * self.n, {}, hand_sizes=[self.dealt] * self.n)

    # -- saving and restoring the state after the last entry (undo of an add) ----
    def save(self) -> tuple[Any, ...]:
        c = self.cur
        cur = dataclasses.replace(c, points=list(c.points), played=dict(c.played), hand_sizes=list(c.hand_sizes or []))
        return (tuple(self.totals), cur, len(self.lines), len(self.closed), self.winners)

    def restore(self, snap: tuple[Any, ...]) -> None:
        totals, cur, nlines, nclosed, winners = snap
        self.totals = list(totals)
        self.cur = dataclasses.replace(
            cur, points=list(cur.points), played=dict(cur.played), hand_sizes=list(cur.hand_sizes or [])
        )
        del self.lines[nlines:]
        del self.closed[nclosed:]
        self.winners = winners

    # -- reading ----------------------------------------------------------------
    def rounds(self) -> tuple[RoundSummary, ...]:
        if self.winners:
            return tuple(self.closed)
        c = self.cur
        open_round = RoundSummary(
            c.number, c.start, len(self.lines), tuple(c.points), tuple(self.totals), None, (), False
        )
        return (*self.closed, open_round)

    # -- one entry --------------------------------------------------------------
    def step(self, e: Entry) -> Line:
        """Add one entry at the end; _EntryProblem (nothing changed) if it is wrong here."""
        i = len(self.lines)
        n = self.n
        rules = self.rules
        players = self.players
        cur = self.cur

        def problem(i: int, key: str, **params: Any) -> _EntryProblem:
            return _EntryProblem(i, SheetError(key, **params))

        if self.winners:
            raise problem(
                i, "keeper.err.after_match", round=self.closed[-1].number, winners=[players[w] for w in self.winners]
            )
        seat = getattr(e, "seat", None)
        if seat is not None and seat >= n:
            raise problem(i, "keeper.err.seat", seat=seat + 1)
        points = [0] * n
        score: Score | None = None
        first = False
        line_winners: tuple[int, ...] = ()
        if isinstance(e, Turn):
            assert seat is not None
            if rules.max_draws is not None and e.draws > rules.max_draws:
                raise problem(i, "keeper.err.draws_max", n=rules.max_draws)
            if e.draws and not cur.first_done:
                raise problem(i, "keeper.err.first_draws")
            if e.tile is None:
                if not cur.first_done:
                    raise problem(i, "keeper.err.first_pass")
            else:
                if max(e.tile) > rules.max_value:
                    raise problem(i, "keeper.err.tile_number", max=rules.max_value, n=max(e.tile))
                if e.tile in cur.played:
                    raise problem(i, "keeper.err.tile_played", tile=str(e.tile), entry=cur.played[e.tile] + 1)
                first = not cur.first_done
                if first and (e.sides != 1 or e.bridge or e.hexagons):
                    raise problem(i, "keeper.err.first_plain")
            if cur.draws + e.draws > self.pool:
                raise problem(i, "keeper.err.draws_pool", pool=self.pool, players=n, n=cur.draws + e.draws)
            penalty = e.draws * rules.draw_penalty + (rules.pass_penalty if e.passed else 0)
            points[seat] = -penalty if self.counted else 0
            if e.tile is not None:
                score = score_from_facts(
                    e.tile,
                    rules,
                    first=first,
                    sides=e.sides,
                    bridge=e.bridge,
                    hexagons=e.hexagons,
                    counted=self.counted,
                )
                points[seat] += score.total
            # every check passed: record the turn
            cur.draws += e.draws
            if e.tile is not None:
                cur.played[e.tile] = i
                cur.first_done = True
            assert cur.hand_sizes is not None
            cur.hand_sizes[seat] += e.draws - (1 if e.tile is not None else 0)
            cur.last_seat = seat
            cur.turns += 1
        elif isinstance(e, Adjust):
            if not rules.keep_score:
                raise problem(i, "keeper.err.adjust_no_score")
            points[e.seat] = e.points
        else:
            if len(e.hands) != n:
                raise problem(i, "keeper.err.hands_list", n=n)
            out = e.seat if e.how == "out" else None
            need_total = rules.keep_score
            need_count = e.how == "blocked" and rules.winner == "fewest_tiles"
            owner: dict[Tile, int] = {}
            for s, h in enumerate(e.hands):
                who = players[s]
                if s == out:
                    if h is not None and (h.count or h.total):
                        raise problem(i, "keeper.err.hand_out_seat", player=who)
                    continue
                if h is None:
                    if need_total:
                        raise problem(i, "keeper.err.hand_needed", player=who)
                    if need_count:
                        raise problem(i, "keeper.err.hand_count_needed", player=who)
                    continue
                if need_total and h.total is None:
                    raise problem(i, "keeper.err.hand_needed", player=who)
                if need_count and h.count is None:
                    raise problem(i, "keeper.err.hand_count_needed", player=who)
                if h.count is not None and h.count < 1:
                    raise problem(i, "keeper.err.hand_empty", player=who)
                if h.count is not None and h.count > self.set_size:
                    raise problem(i, "keeper.err.hand_count_set", player=who, count=h.count, max=self.set_size)
                if h.total is not None and h.total > self.hand_limit:
                    raise problem(i, "keeper.err.hand_total_set", player=who, total=h.total, max=self.hand_limit)
                if h.total is not None and h.count is not None and h.total > 3 * rules.max_value * h.count:
                    raise problem(
                        i,
                        "keeper.err.hand_total_big",
                        player=who,
                        total=h.total,
                        n=h.count,
                        max=3 * rules.max_value * h.count,
                    )
                for t in h.tiles or ():
                    if max(t) > rules.max_value:
                        raise problem(i, "keeper.err.tile_number", max=rules.max_value, n=max(t))
                    if t in cur.played:
                        raise problem(
                            i, "keeper.err.hand_tile_played", tile=str(t), player=who, entry=cur.played[t] + 1
                        )
                    if t in owner:
                        raise problem(i, "keeper.err.hand_tile_two", tile=str(t), player=players[owner[t]], other=who)
                    owner[t] = s
            left = [None if h is None else h.total for h in e.hands]
            counts = [0 if s == out else (None if h is None else h.count) for s, h in enumerate(e.hands)]
            pts, rw = round_end_points(rules, out, left, counts)
            points = pts
            line_winners = tuple(rw)
        totals = self.totals
        for s in range(n):
            totals[s] += points[s]
            cur.points[s] += points[s]
        line = Line(i, cur.number, e, tuple(points), tuple(totals), score, first, line_winners)
        self.lines.append(line)
        if isinstance(e, RoundEnd):
            self.closed.append(
                RoundSummary(cur.number, cur.start, i + 1, tuple(cur.points), tuple(totals), e.how, line_winners, True)
            )
            self.winners = tuple(match_winners(rules, totals, line_winners))
            self.cur = self._fresh(cur.number + 1, i + 1)
        return line


def _evaluate(players: Sequence[str], rules: Rules, entries: Sequence[Entry]) -> _Evaluator:
    ev = _Evaluator(players, rules)
    for e in entries:
        ev.step(e)
    return ev


# --------------------------------------------------------------------------
# The sheet


def _check_rules(rules: Any) -> Rules:
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        if rules not in PRESETS:
            raise SheetError("keeper.err.rules_unknown", name=rules[:30], names=", ".join(PRESETS))
        return PRESETS[rules]
    if isinstance(rules, dict):
        try:
            return Rules.from_dict(rules)
        except (ValueError, TypeError):
            raise SheetError("keeper.err.file_field", field="rules") from None
    raise SheetError("keeper.err.rules_unknown", name=shown(rules, 30), names=", ".join(PRESETS))


def _check_players(players: Any, rules: Rules) -> tuple[str, ...]:
    if isinstance(players, (str, bytes)) or not isinstance(players, (list, tuple)):
        raise SheetError("keeper.err.players_count", min=rules.min_players, max=rules.max_players, n="?")
    if not rules.min_players <= len(players) <= rules.max_players:
        raise SheetError("keeper.err.players_count", min=rules.min_players, max=rules.max_players, n=len(players))
    names: list[str] = []
    for p in players:
        # the same rules as a Game's players (trio_widgets.safety.check_name)
        why = name_problem(p, MAX_NAME)
        if why is not None:
            key = f"error.{why.key}"  # error.name_* of the shared catalogue, as the Game says it
            raise SheetError(key, **why.params)
        name = tidy_name(p)
        if name_key(name) in {name_key(x) for x in names}:
            raise SheetError("keeper.err.player_twice", name=name)
        names.append(name)
    dealt = rules.hand_size(len(names))
    have = len(full_set(rules.max_value))
    if len(names) * dealt > have:
        raise SheetError("keeper.err.players_tiles", players=len(names), dealt=dealt, n=len(names) * dealt, have=have)
    return tuple(names)


class ScoreSheet:
    """The score sheet of one match: players, rules, and the list of entries.

    ``players`` is a list of 2-6 names; ``rules`` a preset name (``"classic"``,
    ``"pressman"``, ``"trimino_simple"``, ``"trimino_advanced"``, ``"kids"``) or a
    :class:`Rules`.  Every number is worked out from the entries; every change is
    checked first and refused with a :class:`SheetError` if it is wrong, leaving the
    sheet as it was.  ``undo()`` takes back the last change.

    A player is named by seat (0, 1, ...) or by name wherever a ``seat`` is asked for.
    """

    def __init__(self, players: Sequence[str], rules: Rules | str = "classic", entries: Iterable[Entry] = ()) -> None:
        r = _check_rules(rules)
        names = _check_players(players, r)
        items = list(entries)
        if len(items) > MAX_ENTRIES:
            raise SheetError("keeper.err.too_many", max=MAX_ENTRIES, n=len(items))
        for e in items:
            if not isinstance(e, (Turn, RoundEnd, Adjust)):
                raise SheetError("keeper.err.file_field", field="entries")
        try:
            result = _evaluate(names, r, items)
        except _EntryProblem as p:
            raise SheetError("keeper.err.at_entry", entry=p.index + 1, error=p.error) from None
        self._players = names
        self._rules = r
        self._entries: list[Entry] = items
        self._result = result
        self._cache: dict[str, Any] = {}
        # ("add", snapshot) takes back an entry added at the end; (what, players, rules, entries) the rest
        self._undo: list[tuple[Any, ...]] = []
        self._listeners: list[Callable[[ScoreSheet], None]] = []

    # -- reading -------------------------------------------------------------
    @property
    def players(self) -> list[str]:
        return list(self._players)

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def entries(self) -> tuple[Entry, ...]:
        got = self._cache.get("entries")
        if got is None:
            got = self._cache["entries"] = tuple(self._entries)
        return got  # type: ignore[no-any-return]

    @property
    def lines(self) -> tuple[Line, ...]:
        """Every entry with its points and the running totals."""
        got = self._cache.get("lines")
        if got is None:
            got = self._cache["lines"] = tuple(self._result.lines)
        return got  # type: ignore[no-any-return]

    @property
    def totals(self) -> list[int]:
        """Match totals by seat."""
        return list(self._result.totals)

    @property
    def rounds(self) -> tuple[RoundSummary, ...]:
        """Every round so far; the last one is still going on unless the match is over."""
        got = self._cache.get("rounds")
        if got is None:
            got = self._cache["rounds"] = self._result.rounds()
        return got  # type: ignore[no-any-return]

    @property
    def round_number(self) -> int:
        """The round being played now (the last one when the match is over)."""
        return self._result.closed[-1].number if self._result.winners else self._result.cur.number

    @property
    def match_over(self) -> bool:
        return bool(self._result.winners)

    @property
    def winners(self) -> list[int]:
        """Seats of the match's winners (docs/rules.md 6, 7); [] while the match goes on."""
        return list(self._result.winners)

    @property
    def leaders(self) -> list[int]:
        """Seats in the lead now (highest total, or lowest with penalty scoring); [] before
        any points or when the rules keep no score."""
        t = self._result.totals
        if not self._rules.keep_score or not any(t) or self._rules.winner == "fewest_tiles":
            return []
        best = min(t) if self._rules.winner == "lowest" else max(t)
        return [s for s in range(len(t)) if t[s] == best]

    @property
    def next_seat(self) -> int | None:
        """Whose turn it probably is (the seat after the last turn of this round), or None
        at a round's start (the starter is whoever holds the highest triple)."""
        last = self._result.cur.last_seat
        if self.match_over or last is None:
            return None
        return (last + 1) % len(self._players)

    @property
    def round_started(self) -> bool:
        """True once the current round has its first tile."""
        return self._result.cur.first_done

    @property
    def played_tiles(self) -> list[Tile]:
        """Tiles placed so far in the current round, in the order played."""
        return list(self._result.cur.played)

    @property
    def hand_sizes(self) -> list[int] | None:
        """Tiles each player should hold now by this round's entries (dealt + drawn − placed),
        or None before any turn of the round is entered."""
        cur = self._result.cur
        if not cur.turns or self.match_over:
            return None
        return list(cur.hand_sizes or [])

    def seat(self, who: int | str) -> int:
        """The seat of a player given by seat number or name (SheetError if there is none)."""
        if _is_int(who):
            if 0 <= who < len(self._players):  # type: ignore[operator]
                return int(who)  # type: ignore[arg-type]
        elif isinstance(who, str):
            w = name_key(" ".join(who.split()))
            for s, name in enumerate(self._players):
                if name_key(name) == w:
                    return s
        raise SheetError("keeper.err.no_player", who=str(who)[:40], players=list(self._players))

    def __len__(self) -> int:
        return len(self._entries)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ScoreSheet):
            return NotImplemented
        return (self._players, self._rules, self._entries) == (other._players, other._rules, other._entries)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        scores = " · ".join(f"{p} {t}" for p, t in zip(self._players, self._result.totals))
        state = "match over" if self.match_over else f"round {self.round_number}"
        count = len(self._entries)
        return f"<ScoreSheet {self._rules.name}: {scores}; {state}; {count} entr{'y' if count == 1 else 'ies'}>"

    # -- changing ------------------------------------------------------------
    def on_change(self, callback: Callable[[ScoreSheet], None]) -> None:
        """Call ``callback(sheet)`` after every change (the widget redraws this way)."""
        self._listeners.append(callback)

    def off_change(self, callback: Callable[[ScoreSheet], None]) -> None:
        """Stop calling ``callback`` (a closed widget lets go of the sheet this way)."""
        self._listeners = [cb for cb in self._listeners if cb is not callback]

    def _commit(
        self,
        what: str,
        entries: Sequence[Entry],
        changed: int | None = None,
        players: tuple[str, ...] | None = None,
        rules: Rules | None = None,
    ) -> None:
        players = self._players if players is None else players
        rules = self._rules if rules is None else rules
        entries = list(entries)
        if len(entries) > MAX_ENTRIES:
            raise SheetError("keeper.err.too_many", max=MAX_ENTRIES, n=len(entries))
        try:
            result = _evaluate(players, rules, entries)
        except _EntryProblem as p:
            if p.index == changed:
                raise p.error from None
            raise SheetError("keeper.err.breaks", entry=p.index + 1, error=p.error) from None
        self._undo.append((what, self._players, self._rules, tuple(self._entries)))
        del self._undo[:-200]
        self._players, self._rules, self._entries, self._result = players, rules, entries, result
        self._changed()

    def _changed(self) -> None:
        self._cache.clear()
        for cb in list(self._listeners):
            cb(self)

    def _check_open(self) -> None:
        if self.match_over:
            raise SheetError("keeper.err.match_over", winners=[self._players[w] for w in self._result.winners])

    def _index(self, index: int) -> int:
        if not _is_int(index) or not -len(self._entries) <= index < len(self._entries):
            raise SheetError("keeper.err.index", entry=str(index)[:20], count=len(self._entries))
        return int(index) % len(self._entries)

    def check(self, entry: Entry, index: int | None = None) -> Line:
        """The line ``entry`` would give, added at the end (or put in place of entry ``index``),
        without changing the sheet: SheetError if it would be refused.

        >>> s = ScoreSheet(["Ann", "Bob"], "classic"); _ = s.turn("Ann", "2-2-2")
        >>> s.check(Turn(1, "2-2-5", sides=2)).points, len(s)
        ((0, 49), 1)
        """
        if not isinstance(entry, (Turn, RoundEnd, Adjust)):
            raise SheetError("keeper.err.file_field", field="entry")
        if index is None:
            self._check_open()
            ev = self._result
            snap = ev.save()
            try:
                return ev.step(entry)
            except _EntryProblem as p:
                raise p.error from None
            finally:
                ev.restore(snap)
        i = self._index(index)
        entries = self._entries[:i] + [entry] + self._entries[i + 1 :]
        try:
            result = _evaluate(self._players, self._rules, entries)
        except _EntryProblem as p:
            if p.index == i:
                raise p.error from None
            raise SheetError("keeper.err.breaks", entry=p.index + 1, error=p.error) from None
        return result.lines[i]

    def add(self, entry: Entry) -> Line:
        """Add an entry at the end; returns its line."""
        if not isinstance(entry, (Turn, RoundEnd, Adjust)):
            raise SheetError("keeper.err.file_field", field="entry")
        self._check_open()
        if len(self._entries) >= MAX_ENTRIES:
            raise SheetError("keeper.err.too_many", max=MAX_ENTRIES, n=len(self._entries) + 1)
        ev = self._result
        snap = ev.save()
        try:
            line = ev.step(entry)  # only this entry is worked out: the cost does not grow with the sheet
        except _EntryProblem as p:
            ev.restore(snap)
            raise p.error from None
        self._entries.append(entry)
        self._undo.append(("add", snap))
        del self._undo[:-200]
        self._changed()
        return line

    def insert(self, index: int, entry: Entry) -> Line:
        """Put an entry before entry ``index`` (a forgotten turn); later points are worked out again."""
        if not isinstance(entry, (Turn, RoundEnd, Adjust)):
            raise SheetError("keeper.err.file_field", field="entry")
        i = self._index(index) if self._entries else 0
        self._commit("insert", self._entries[:i] + [entry] + self._entries[i:], changed=i)
        return self._result.lines[i]

    def replace(self, index: int, entry: Entry) -> Line:
        """Put ``entry`` in place of entry ``index`` (a wrong entry); the old one stays if the new one is wrong."""
        if not isinstance(entry, (Turn, RoundEnd, Adjust)):
            raise SheetError("keeper.err.file_field", field="entry")
        i = self._index(index)
        self._commit("edit", self._entries[:i] + [entry] + self._entries[i + 1 :], changed=i)
        return self._result.lines[i]

    def edit(self, index: int, **changes: Any) -> Line:
        """Change some facts of entry ``index``: ``sheet.edit(3, bridge=True)``; a player may be
        given by name (``seat="Bob"``), a round end's hands as in :meth:`went_out`."""
        i = self._index(index)
        old = self._entries[i]
        allowed = {f.name for f in dataclasses.fields(old)}
        unknown = sorted(set(changes) - allowed)
        if unknown:
            raise SheetError("keeper.err.file_field", field=", ".join(unknown))
        if "seat" in changes and changes["seat"] is not None:
            changes["seat"] = self.seat(changes["seat"])
        if "hands" in changes:
            changes["hands"] = self._hands(changes["hands"], changes.get("seat", getattr(old, "seat", None)))
        return self.replace(i, dataclasses.replace(old, **changes))

    def delete(self, index: int) -> Entry:
        """Remove entry ``index`` (refused if that would make a later entry wrong); returns it."""
        i = self._index(index)
        old = self._entries[i]
        self._commit("delete", self._entries[:i] + self._entries[i + 1 :])
        return old

    def undo(self) -> str:
        """Take back the last change (add, edit, delete, load, ...); returns what it was."""
        if not self._undo:
            raise SheetError("keeper.err.nothing_to_undo")
        record = self._undo.pop()
        if record[0] == "add":
            self._entries.pop()
            self._result.restore(record[1])
            self._changed()
            return "add"
        what, players, rules, entries = record
        self._players, self._rules, self._entries = players, rules, list(entries)
        self._result = _evaluate(players, rules, self._entries)
        self._changed()
        return str(what)

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def set_players(self, players: Sequence[str], rules: Rules | str | None = None) -> None:
        """Rename the players (and, if given, change the rules at the same time); the number
        of players can change only while the sheet is empty."""
        r = self._rules if rules is None else _check_rules(rules)
        names = _check_players(players, r)
        if self._entries and len(names) != len(self._players):
            raise SheetError("keeper.err.players_locked")
        if names != self._players or r != self._rules:
            self._commit("players", self._entries, players=names, rules=r)

    def set_rules(self, rules: Rules | str) -> None:
        """Score the same entries under other rules (refused if an entry makes no sense under them)."""
        r = _check_rules(rules)
        names = _check_players(self._players, r)
        self._commit("rules", self._entries, rules=r, players=names)

    def clear(self) -> None:
        """Start a new match with the same players and rules (undo brings the old one back)."""
        self._commit("clear", ())

    def load(self, other: ScoreSheet) -> None:
        """Take players, rules and entries from another sheet (a loaded file); undo goes back."""
        self._commit("load", list(other._entries), players=other._players, rules=other._rules)

    # -- adding, the friendly way ---------------------------------------------
    def turn(
        self,
        seat: int | str,
        tile: Tile | str | Sequence[int] | None = None,
        *,
        sides: int = 1,
        bridge: bool = False,
        hexagons: int = 0,
        draws: int = 0,
        passed: bool = False,
    ) -> Line:
        """A turn: the tile placed (any reading of its three numbers) with how it touched,
        after ``draws`` draws; or ``passed=True`` (after draws); or only draws.

        >>> s = ScoreSheet(["Ann", "Bob"], "classic")
        >>> s.turn(0, "5-5-5").points, s.turn("Bob", (5, 4, 5), sides=2).points
        ((25, 0), (0, 54))
        """
        t = None if tile is None else set_tile(tile)
        return self.add(
            Turn(self.seat(seat), t, sides=sides, bridge=bridge, hexagons=hexagons, draws=draws, passed=passed)
        )

    def _hands(self, hands: Any, out: int | None) -> tuple[Hand | None, ...]:
        n = len(self._players)
        if isinstance(hands, Mapping):
            row: list[Any] = [None] * n
            for who, h in hands.items():
                row[self.seat(who)] = h
            hands = row
        if isinstance(hands, (str, bytes)) or not isinstance(hands, (list, tuple)) or len(hands) != n:
            raise SheetError("keeper.err.hands_list", n=n)
        return tuple(None if h is None else Hand.parse(h) for h in hands)

    def went_out(self, seat: int | str, hands: Any) -> Line:
        """The round ends: ``seat`` placed their last tile.  ``hands`` says what the others have
        left: ``{"Ann": 17, "Cleo": "1-2-3 0-0-4"}`` or a list by seat (None for the one who went out)."""
        s = self.seat(seat)
        return self.add(RoundEnd("out", s, self._hands(hands, s)))

    def blocked(self, hands: Any) -> Line:
        """The round ends blocked (nobody can move): what every player has left, as in :meth:`went_out`."""
        return self.add(RoundEnd("blocked", None, self._hands(hands, None)))

    def adjust(self, seat: int | str, points: int, note: str = "") -> Line:
        """Add (or with a negative number take away) points by hand, with a note."""
        return self.add(Adjust(self.seat(seat), points, note))

    # -- words ---------------------------------------------------------------
    def explain(self, index: int, lang: str = "en") -> str:
        """How entry ``index`` scored, in words a child can follow.

        >>> s = ScoreSheet(["Ann", "Bob"], "pressman")
        >>> _ = s.turn("Ann", "4-4-4"); _ = s.turn("Bob", "3-4-4", sides=2, draws=1)
        >>> s.explain(1)
        'drew 1 tile −5, 3 + 4 + 4 = 11, two sides +40, total 46'
        """
        line = self._result.lines[self._index(index)]
        return explain_line(line, self._players, self._rules, lang)

    # -- files ---------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        entries = []
        for line in self._result.lines:
            d = line.entry.to_dict()
            if not isinstance(line.entry, Adjust):
                d["points"] = list(line.points)
            entries.append(d)
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "players": list(self._players),
            "rules": self._rules.to_dict(),
            "entries": entries,
            "totals": list(self._result.totals),
        }

    def to_json(self, indent: int | None = 1, *, path: str | os.PathLike[str] | None = None) -> str:
        """The sheet as JSON (players, rules, the entries with their points, the totals); also
        written to the file ``path`` when given (:func:`~trio_widgets.safety.write_file`)."""
        text = json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)
        if path is not None:
            write_file(path, text)
        return text

    @classmethod
    def from_dict(cls, data: Any) -> ScoreSheet:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise SheetError("keeper.err.file_not_sheet")
        if data.get("version") != FORMAT_VERSION:
            raise SheetError("keeper.err.file_version", version=str(data.get("version"))[:10], mine=FORMAT_VERSION)
        extra = sorted(set(map(str, data)) - {"format", "version", "players", "rules", "entries", "totals"})
        if extra:
            raise SheetError("keeper.err.file_field", field=", ".join(extra)[:60])
        for key in ("players", "rules", "entries"):
            if key not in data:
                raise SheetError("keeper.err.file_field", field=key)
        if not isinstance(data["entries"], list):
            raise SheetError("keeper.err.file_field", field="entries")
        if len(data["entries"]) > MAX_ENTRIES:
            raise SheetError("keeper.err.too_many", max=MAX_ENTRIES, n=len(data["entries"]))
        entries = []
        saved_points = []
        for k, d in enumerate(data["entries"]):
            try:
                entries.append(entry_from_dict(d))
            except SheetError as e:
                raise SheetError("keeper.err.at_entry", entry=k + 1, error=e) from None
            saved_points.append(None if isinstance(entries[-1], Adjust) else d.get("points"))
        sheet = cls(data["players"], _check_rules(data["rules"]), entries)
        for line, saved in zip(sheet.lines, saved_points):
            if saved is not None and saved != list(line.points):
                raise SheetError(
                    "keeper.err.file_points", entry=line.index + 1, saved=_nums(saved), mine=_nums(line.points)
                )
        if "totals" in data and data["totals"] != sheet.totals:
            raise SheetError("keeper.err.file_totals", saved=_nums(data["totals"]), mine=_nums(sheet.totals))
        return sheet

    @classmethod
    def from_json(cls, text: str | bytes) -> ScoreSheet:
        """A sheet saved by :meth:`to_json`; anything wrong raises SheetError saying what."""
        text = _text(text)
        try:
            data = parse_json(text)
        except ValueError:
            raise SheetError("keeper.err.file_not_sheet") from None
        try:
            return cls.from_dict(data)
        except RecursionError:
            raise SheetError("keeper.err.file_not_sheet") from None

    def to_csv(self, lang: str = "en", *, path: str | os.PathLike[str] | None = None) -> str:
        """The sheet as CSV for a spreadsheet: a few lines naming the rules and players, then one
        row per entry with each player's points in their column and a total row after each round.
        Column names are in ``lang``; :meth:`from_csv` reads any of the four languages.  Also
        written to the file ``path`` when given (:func:`~trio_widgets.safety.write_file`)."""
        text = _to_csv(self, lang)
        if path is not None:
            write_file(path, text)
        return text

    @classmethod
    def from_csv(cls, text: str | bytes) -> ScoreSheet:
        """A sheet saved by :meth:`to_csv`.  The points and totals in it are checked against
        the entries (the sheet works them out itself: change entries, not numbers)."""
        return _from_csv(cls, _text(text))

    @classmethod
    def load_text(cls, text: str | bytes) -> ScoreSheet:
        """A sheet from a saved file, JSON or CSV (told apart by its first character)."""
        text = _text(text)
        if text.lstrip().startswith("{"):
            return cls.from_json(text)
        return cls.from_csv(text)

    @classmethod
    def from_game(cls, game: Any) -> ScoreSheet:
        """The score sheet of an engine :class:`~trio_widgets.game.Game` so far, built from its
        history (what a family would have written down)."""
        entries: list[Entry] = []
        pending: dict[int, int] = {}
        for ev in game.history:
            kind = ev["type"]
            if kind == "draw":
                pending[ev["seat"]] = pending.get(ev["seat"], 0) + 1
            elif kind == "play":
                pending.pop(ev["seat"], None)
                entries.append(
                    Turn(
                        ev["seat"],
                        set_tile(ev["tile"]),
                        sides=max(1, ev["sides"]),
                        bridge=ev["bridge"],
                        hexagons=ev["hexagons"],
                        draws=ev["draws"],
                    )
                )
            elif kind == "pass":
                pending.pop(ev["seat"], None)
                entries.append(Turn(ev["seat"], None, draws=ev["draws"], passed=True))
            elif kind == "round_end":
                pending.clear()
                out = ev["seat"] if ev["how"] == "out" else None
                hands = tuple(
                    None if s == out else Hand(total=ev["hand_totals"][s], count=ev["hand_sizes"][s])
                    for s in range(len(game.players))
                )
                entries.append(RoundEnd(ev["how"], out, hands))
        for seat, k in pending.items():
            entries.append(Turn(seat, None, draws=k))
        return cls(list(game.players), game.rules, entries)

    # -- pictures ------------------------------------------------------------
    def _repr_html_(self) -> str:
        return sheet_html(self)

    def to_html(self, lang: str = "en") -> str:
        """A static HTML table of the sheet (what a notebook shows without a kernel)."""
        return sheet_html(self, lang)


def _nums(values: Any) -> str:
    if isinstance(values, (list, tuple)):
        return " / ".join(str(v) if str(v).strip() else "·" for v in values)[:60]
    return str(values)[:60]


def _text(text: Any) -> str:
    if isinstance(text, (bytes, bytearray)):
        if len(text) > 4 * MAX_FILE:
            raise SheetError("keeper.err.file_too_big", size=len(text))
        text = bytes(text)
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise SheetError("keeper.err.file_encoding") from None
    if not isinstance(text, str):
        raise SheetError("keeper.err.file_not_sheet")
    if len(text) > MAX_FILE:
        raise SheetError("keeper.err.file_too_big", size=len(text))
    return text.lstrip("\ufeff")


# --------------------------------------------------------------------------
# Words for a line


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def score_parts(score: Score, lang: str = "en") -> list[str]:
    """A placed tile's score as steps (``3 + 4 + 5 = 12``, ``bridge +40`` ...) in ``lang``:
    ``Score.steps`` without the total (the line adds its own, draws and passes included)."""
    return [m.text(lang) for m in score.steps(total=False)]


def explain_line(line: Line, players: Sequence[str], rules: Rules, lang: str = "en") -> str:
    """How one line of the sheet scored, in ``lang``."""
    e = line.entry
    sep = str(catalogue(lang).get("score.sep", ", "))
    counted = rules.keep_score and not rules.penalty_scoring
    if isinstance(e, Turn):
        parts = []
        if e.draws:
            parts.append(t("keeper.part.draws", lang, n=e.draws, points=e.draws * rules.draw_penalty if counted else 0))
        if e.passed:
            parts.append(t("keeper.part.pass", lang, points=rules.pass_penalty if counted else 0))
        if line.score is not None:
            parts.extend(score_parts(line.score, lang))
        if counted and (len(parts) > 1 or (line.score is not None and (line.score.bonus or line.score.multiplier > 1))):
            parts.append(
                t(
                    "score.total",
                    lang,
                    total=_signed(line.points[e.seat]) if line.points[e.seat] < 0 else line.points[e.seat],
                )
            )
        return sep.join(parts)
    if isinstance(e, Adjust):
        text = t("keeper.part.adjust", lang, player=players[e.seat], points=_signed(e.points))
        return f"{text}: {e.note}" if e.note else text
    if e.how == "out":
        head = t("round.out", lang, name=players[e.seat])  # type: ignore[index]
    else:
        head = t("round.blocked", lang)
    bits = []
    if rules.keep_score and not rules.penalty_scoring:
        for w in line.winners:
            hand = e.hands[w]
            own = hand.total if hand is not None and e.how == "blocked" else 0
            rest = line.points[w] - (rules.out_bonus if e.how == "out" else 0) + (own or 0)
            sub = [m.text(lang) for m in round_end_steps(rules, e.how, rest, own=own or None)]
            bits.append(
                t("keeper.part.total", lang, player=players[w], points=_signed(line.points[w]))
                + " ("
                + sep.join(sub)
                + ")"
            )
    elif rules.penalty_scoring:
        bits.append(t("round.penalty", lang))
    else:
        bits.append(t("round.winners", lang, n=len(line.winners), names=[players[w] for w in line.winners]))
    return head + (" " if head[-1:] in (".", "!", "?", "…") else ". ") + sep.join(bits)


# --------------------------------------------------------------------------
# CSV

_CSV_WORDS = (
    "format", "rules", "rule", "players", "round", "kind", "player", "tile", "sides", "bridge", "hexagons",
    "draws", "pass", "points", "note", "left", "turn", "out", "blocked", "adjust", "total", "yes", "end",
)  # fmt: skip


def _csv_words(lang: str) -> dict[str, str]:
    cat = catalogue(lang)
    return {w: str(cat.get(f"keeper.csv.{w}", w)) for w in _CSV_WORDS}


@cache
def _csv_reverse() -> dict[str, str]:
    """Any language's CSV word -> its meaning."""
    from ..words._i18n import LANGUAGES

    out: dict[str, str] = {}
    for lang in LANGUAGES:
        for w, text in _csv_words(lang).items():
            out.setdefault(text.casefold(), w)
    for text, w in _CSV_OLD_WORDS.items():
        out.setdefault(text.casefold(), w)
    return out


#: Words files saved before the catalogues' review used, so that those files still load.
_CSV_OLD_WORDS = {"вышел": "out", "wyszedł": "out", "kifogyott": "out"}


def _base_rules(name: str) -> Rules:
    if name in PRESETS:
        return PRESETS[name]
    try:
        return dataclasses.replace(Rules(), name=name)  # Rules refuses a name that is not safe text
    except ValueError:
        raise SheetError("keeper.err.file_field", field="rules") from None


def _header(sheet: ScoreSheet, w: Mapping[str, str]) -> list[str]:
    cols = [
        w[k]
        for k in ("round", "kind", "player", "tile", "sides", "bridge", "hexagons", "draws", "pass", "points", "note")
    ]
    cols += [f"{p}: {w['left']}" for p in sheet.players]
    cols += list(sheet.players)
    return cols


class _SafeWriter:
    """A csv writer whose every cell goes through :func:`~trio_widgets.safety.csv_cell`: no
    cell starts with = + - @, a tab or a carriage return, whatever field it came from."""

    def __init__(self, out: io.StringIO) -> None:
        self._w = csv.writer(out, lineterminator="\r\n")

    def writerow(self, row: Sequence[Any]) -> None:
        self._w.writerow([csv_cell(str(c)) for c in row])


def _to_csv(sheet: ScoreSheet, lang: str) -> str:
    w = _csv_words(lang)
    out = io.StringIO()
    wr = _SafeWriter(out)
    rules = sheet.rules
    wr.writerow([w["format"], FORMAT, CSV_VERSION])
    wr.writerow([w["rules"], rules.name])
    base = (PRESETS[rules.name] if rules.name in PRESETS else Rules()).to_dict()
    base["name"] = rules.name
    for field, value in rules.to_dict().items():
        if base[field] != value:
            wr.writerow([w["rule"], field, json.dumps(value)])
    wr.writerow([w["players"], *sheet.players])
    wr.writerow([])
    wr.writerow(_header(sheet, w))
    n = len(sheet.players)
    yes = w["yes"]
    rounds = {r.stop - 1: r for r in sheet.rounds if r.over}
    for line in sheet.lines:
        e = line.entry
        row = [str(line.round)] + [""] * 10 + [""] * n + [""] * n
        if isinstance(e, Turn):
            row[1] = w["turn"]
            row[2] = sheet.players[e.seat]
            if e.tile is not None:
                row[3] = str(e.tile)
                row[6] = str(e.hexagons)
                if not line.first:
                    row[4] = str(e.sides)
                row[5] = yes if e.bridge else ""
            row[7] = str(e.draws)
            row[8] = yes if e.passed else ""
            row[11 + n + e.seat] = str(line.points[e.seat])
        elif isinstance(e, Adjust):
            row[1] = w["adjust"]
            row[2] = sheet.players[e.seat]
            row[9] = str(e.points)
            row[10] = e.note
            row[11 + n + e.seat] = str(line.points[e.seat])
        else:
            row[1] = w[e.how]
            if e.how == "out":
                row[2] = sheet.players[e.seat]  # type: ignore[index]
            for s, h in enumerate(e.hands):
                row[11 + s] = "" if h is None else h.text()
                row[11 + n + s] = str(line.points[s])
        wr.writerow(row)
        r = rounds.get(line.index)
        if r is not None:
            wr.writerow([str(r.number), w["total"]] + [""] * (9 + n) + [str(t) for t in r.totals])
    r = sheet.rounds[-1]
    if not r.over and r.stop > r.start:
        wr.writerow([str(r.number), w["total"]] + [""] * (9 + n) + [str(t) for t in r.totals])
    wr.writerow([w["end"], str(len(sheet))])  # a file cut short is noticed on loading
    return out.getvalue()


def _read_rows(text: str) -> list[list[str]]:
    """The CSV's rows, cells as they were before :func:`csv_cell` (version 2); SheetError (never csv.Error)
    for a cell over the csv module's size limit, a NUL character and the like."""
    reader = csv.reader(io.StringIO(text))
    rows: list[list[str]] = []
    try:
        for row in reader:
            if len(rows) > MAX_ENTRIES * 2 + 100 or len(row) > 100:
                raise SheetError("keeper.err.too_many", max=MAX_ENTRIES, n=f"{len(rows)}+")
            rows.append(row)
    except csv.Error:
        raise SheetError("keeper.err.file_csv", row=reader.line_num) from None
    if rows and len(rows[0]) >= 3 and rows[0][2] == str(CSV_VERSION):  # version 1 wrote cells as they were
        rows = [[csv_uncell(c) for c in row] for row in rows]
    return rows


def _from_csv(cls: type, text: str) -> ScoreSheet:
    rows = _read_rows(text)
    rev = _csv_reverse()

    def word(cell: str) -> str:
        return rev.get(cell.strip().casefold(), "?")

    if not rows or len(rows[0]) < 3 or word(rows[0][0]) != "format" or rows[0][1] != FORMAT:
        raise SheetError("keeper.err.file_not_sheet")
    if rows[0][2] not in ("1", str(CSV_VERSION)):
        raise SheetError("keeper.err.file_version", version=rows[0][2][:10], mine=CSV_VERSION)
    version = int(rows[0][2])
    k = 1
    rules: Rules | None = None
    players: list[str] | None = None
    overrides: dict[str, Any] = {}
    while k < len(rows) and any(c.strip() for c in rows[k]):
        row = rows[k]
        what = word(row[0])
        if what == "rules" and len(row) >= 2:
            rules = _base_rules(row[1])
        elif what == "rule" and len(row) >= 3:
            try:
                overrides[row[1]] = parse_json(row[2])
            except ValueError:
                raise SheetError(
                    "keeper.err.file_row", row=k + 1, error=SheetError("keeper.err.file_field", field=row[1][:30])
                ) from None
        elif what == "players":
            players = [c for c in row[1:] if c != ""]
        else:
            raise SheetError(
                "keeper.err.file_row", row=k + 1, error=SheetError("keeper.err.file_field", field=row[0][:30])
            )
        k += 1
    if rules is None:
        raise SheetError("keeper.err.file_field", field="rules")
    if players is None:
        raise SheetError("keeper.err.file_field", field="players")
    if overrides:
        d = rules.to_dict()
        unknown = sorted(set(overrides) - set(d))
        if unknown:
            raise SheetError("keeper.err.file_field", field=", ".join(unknown)[:60])
        d.update(overrides)
        rules = _check_rules(d)
    names = _check_players(players, rules)
    n = len(names)
    k += 1  # the blank line
    if k >= len(rows):  # the file ends before its column names: it was cut short
        raise SheetError("keeper.err.file_cut")
    header = rows[k]
    if len(header) != 11 + 2 * n:
        raise SheetError("keeper.err.file_row", row=k + 1, error=SheetError("keeper.err.file_field", field="columns"))
    idx = {s: i for i, s in enumerate(names)}
    entries: list[Entry] = []
    checks: list[tuple[int, int, list[str]]] = []  # (csv row, entry index or -1 - round, points cells)
    totals_checks: list[tuple[int, list[str]]] = []
    end: tuple[int, int | None] | None = None  # (csv row, the entry count it gives)
    last_kind = ""
    for r in range(k + 1, len(rows)):
        row = rows[r]
        if not any(c.strip() for c in row):
            continue
        if end is not None:  # nothing may follow the end line
            raise SheetError("keeper.err.file_row", row=r + 1, error=SheetError("keeper.err.file_field", field="end"))
        if version >= 2 and row and word(row[0]) == "end":
            end = (r, plain_int(row[1].strip(), 9) if len(row) == 2 else None)
            continue
        if len(row) != 11 + 2 * n:
            raise SheetError(
                "keeper.err.file_row", row=r + 1, error=SheetError("keeper.err.file_field", field="columns")
            )
        kind = word(row[1])
        last_kind = kind
        try:
            who = row[2]
            seat = idx.get(who) if who else None
            if who and seat is None:
                raise SheetError("keeper.err.no_player", who=who[:40], players=list(names))
            yes = {"yes"}
            if kind == "turn":
                if seat is None:
                    raise SheetError("keeper.err.file_field", field="player")
                tile = set_tile(row[3]) if row[3] else None
                entries.append(
                    Turn(
                        seat,
                        tile,
                        sides=_csv_int(row[4], 1) if tile else 1,
                        bridge=word(row[5]) in yes if row[5] else False,
                        hexagons=_csv_int(row[6], 0),
                        draws=_csv_int(row[7], 0),
                        passed=word(row[8]) in yes if row[8] else False,
                    )
                )
            elif kind == "adjust":
                if seat is None:
                    raise SheetError("keeper.err.file_field", field="player")
                entries.append(Adjust(seat, _csv_int(row[9], 0), row[10]))
            elif kind in ("out", "blocked"):
                hands = tuple(None if not c.strip() else Hand.parse(c) for c in row[11 : 11 + n])
                entries.append(RoundEnd(kind, seat if kind == "out" else None, hands))
            elif kind == "total":
                totals_checks.append((r, row[11 + n :]))
                continue
            else:
                raise SheetError("keeper.err.file_field", field="kind")
        except SheetError as e:
            raise SheetError("keeper.err.file_row", row=r + 1, error=e) from None
        checks.append((r, len(entries) - 1, row[11 + n :]))
    if version >= 2:
        if end is None:
            raise SheetError("keeper.err.file_cut")
        if end[1] != len(entries):
            raise SheetError(
                "keeper.err.file_count", row=end[0] + 1, saved=(rows[end[0]] + [""])[1][:20], n=len(entries)
            )
    elif entries and last_kind != "total":
        # version 1 has no end line: it always ended with a total line, so a file that does
        # not was cut short (one cut just after a round's total line cannot be told apart)
        raise SheetError("keeper.err.file_cut")
    sheet = cls(list(names), rules, entries)
    lines = sheet.lines
    for r, i, cells in checks:
        for s, c in enumerate(cells):
            if c.strip() and _csv_int(c, 0, row=r) != lines[i].points[s]:
                raise SheetError(
                    "keeper.err.file_row",
                    row=r + 1,
                    error=SheetError(
                        "keeper.err.file_points", entry=i + 1, saved=_nums(cells), mine=_nums(lines[i].points)
                    ),
                )
    rounds = sheet.rounds  # once: it is built afresh on every reading
    for r, cells in totals_checks:
        rnd = plain_int(rows[r][0].strip(), 6) or 0
        want = [str(t) for t in rounds[rnd - 1].totals] if 1 <= rnd <= len(rounds) else None
        if want != cells:
            raise SheetError(
                "keeper.err.file_row",
                row=r + 1,
                error=SheetError("keeper.err.file_totals", saved=_nums(cells), mine=_nums(want or [])),
            )
    return sheet


def _csv_int(cell: str, default: int, row: int | None = None) -> int:
    c = cell.strip().replace("−", "-")
    if not c:
        return default
    value = plain_int(c, 9)  # digits 0-9 only: int() also reads '²'-like digits of other scripts
    if value is None:
        raise SheetError("keeper.err.file_number", text=cell[:20])
    return value


# --------------------------------------------------------------------------
# Static HTML


def _esc(text: Any) -> str:
    import html

    return html.escape(str(text), quote=True)


def sheet_html(sheet: ScoreSheet, lang: str = "en") -> str:
    """The sheet as a plain HTML table (rounds, each player's column, totals, the winner).
    Deterministic; uses JupyterLab's CSS variables with fallbacks so it reads in dark mode."""
    players = sheet.players
    n = len(players)
    fg = "var(--jp-ui-font-color0, #1f1f1f)"
    muted = "var(--jp-ui-font-color2, #6b6b6b)"
    line_c = "var(--jp-border-color2, #d0d0d0)"
    bg2 = "var(--jp-layout-color2, #f2f2f2)"
    cell = f"padding:3px 8px;border-bottom:1px solid {line_c};"
    num = cell + "text-align:right;font-variant-numeric:tabular-nums;"
    title = t("keeper.title", lang)
    preset = (
        t(f"keeper.rules.{sheet.rules.name}", lang)
        if f"keeper.rules.{sheet.rules.name}" in catalogue(lang)
        else sheet.rules.name
    )
    goal = t("game.target", lang, n=sheet.rules.target) if sheet.rules.target else t("game.one_round", lang)
    out = [
        f'<div class="trio-scoresheet-static" style="font-family:var(--jp-ui-font-family, sans-serif);color:{fg};">',
        f'<div style="font-weight:bold;margin:4px 0;">{_esc(title)} · {_esc(preset)} · {_esc(goal)}</div>',
        f'<table style="border-collapse:collapse;font-size:13px;color:{fg};">',
        f'<thead><tr><th style="{cell}text-align:left;">#</th><th style="{cell}text-align:left;">{_esc(t("keeper.col.what", lang))}</th>',
    ]
    out += [f'<th style="{num}">{_esc(p)}</th>' for p in players]
    out.append("</tr></thead><tbody>")
    over = {r.stop - 1: r for r in sheet.rounds if r.over}
    for line in sheet.lines:
        what = explain_line(line, players, sheet.rules, lang)
        if isinstance(line.entry, (Turn, Adjust)):
            what = f"{players[line.entry.seat]}: {what}"
        out.append(f'<tr><td style="{cell}color:{muted};">{line.index + 1}</td><td style="{cell}">{_esc(what)}</td>')
        for s in range(n):
            value = line.points[s] if (line.points[s] or line.seat == s or isinstance(line.entry, RoundEnd)) else ""
            out.append(f'<td style="{num}">{_esc(value)}</td>')
        out.append("</tr>")
        r = over.get(line.index)
        if r is not None:
            out.append(
                f'<tr style="background:{bg2};font-weight:bold;"><td style="{cell}"></td><td style="{cell}">{_esc(t("keeper.round_total", lang, n=r.number))}</td>'
            )
            out += [f'<td style="{num}">{t}</td>' for t in r.totals]
            out.append("</tr>")
    out.append(
        f'</tbody><tfoot><tr style="font-weight:bold;"><td style="{cell}"></td><td style="{cell}">{_esc(t("round.total", lang))}</td>'
    )
    out += [f'<td style="{num}">{t}</td>' for t in sheet.totals]
    out.append("</tr></tfoot></table>")
    if sheet.match_over:
        names = [players[w] for w in sheet.winners]
        out.append(
            f'<div style="font-weight:bold;margin:6px 0;">★ {_esc(t("match.winner", lang, n=len(names), names=names))}</div>'
        )
    elif sheet.leaders:
        names = [players[w] for w in sheet.leaders]
        out.append(f'<div style="margin:6px 0;">{_esc(t("keeper.leader", lang, n=len(names), names=names))}</div>')
    out.append("</div>")
    return "".join(out)
