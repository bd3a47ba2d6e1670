"""The facts of a score sheet: the entries a player taps in (a turn, a round's end, points
by hand), the message a wrong one raises, and the checks of players and rules."""

from __future__ import annotations

import numbers
from dataclasses import dataclass
from itertools import islice
from typing import Any, ClassVar, Union

from ..engine import PRESETS, Rules, Tile, full_set, name_key, name_problem, text_problem, tidy_name
from ..files import FORMULA_START, plain_int
from ..words import Msg, shown

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

    ``msg`` is the message (:class:`~trio_widgets.words.Msg`), ``key`` and ``params`` its catalogue
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


def is_int(v: object) -> bool:
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
        if len(nums) != 3 or not all(is_int(v) for v in nums):
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
        if not is_int(self.seat) or self.seat < 0:
            raise SheetError("keeper.err.seat", seat=shown(self.seat, 20))
        object.__setattr__(self, "seat", int(self.seat))
        if self.tile is not None:
            object.__setattr__(self, "tile", set_tile(self.tile))
        if not is_int(self.sides) or not 1 <= self.sides <= 3:
            raise SheetError("keeper.err.sides", sides=shown(self.sides, 20))
        object.__setattr__(self, "sides", int(self.sides))
        if not isinstance(self.bridge, bool):
            raise SheetError("keeper.err.flag", field="bridge", value=shown(self.bridge, 20))
        if not isinstance(self.passed, bool):
            raise SheetError("keeper.err.flag", field="pass", value=shown(self.passed, 20))
        if not is_int(self.hexagons) or not 0 <= self.hexagons <= 3:
            raise SheetError("keeper.err.hexagons", n=shown(self.hexagons, 20))
        object.__setattr__(self, "hexagons", int(self.hexagons))
        if not is_int(self.draws) or not 0 <= self.draws <= 99:
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
        if self.total is not None and (not is_int(self.total) or not 0 <= self.total):
            raise SheetError("keeper.err.hand_total", total=shown(self.total, 20))
        if self.count is not None and (not is_int(self.count) or not 0 <= self.count):
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
        if is_int(value):
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
            if not is_int(self.seat) or self.seat < 0:  # type: ignore[operator]
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
        if not is_int(self.seat) or self.seat < 0:
            raise SheetError("keeper.err.seat", seat=shown(self.seat, 20))
        object.__setattr__(self, "seat", int(self.seat))
        if not is_int(self.points) or self.points == 0 or abs(self.points) > MAX_ADJUST:
            raise SheetError("keeper.err.adjust_points", points=shown(self.points, 20), max=MAX_ADJUST)
        object.__setattr__(self, "points", int(self.points))
        if not isinstance(self.note, str) or len(self.note) > 4 * MAX_NOTE:
            raise SheetError("keeper.err.note", max=MAX_NOTE)
        note = self.note.strip()
        if len(note) > MAX_NOTE or unsafe_text(note):
            raise SheetError("keeper.err.note", max=MAX_NOTE)
        object.__setattr__(self, "note", note)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": "adjust", "seat": self.seat, "points": self.points, "note": self.note}


Entry = Union[Turn, RoundEnd, Adjust]  # noqa: UP007


def unsafe_text(text: str) -> bool:
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


def check_rules(rules: Any) -> Rules:
    """Rules from a preset's name, a Rules or its dict; SheetError otherwise."""
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


def check_players(players: Any, rules: Rules) -> tuple[str, ...]:
    """The players' names, tidied; SheetError for a name a Game refuses, a name twice, too many players."""
    if isinstance(players, (str, bytes)) or not isinstance(players, (list, tuple)):
        raise SheetError("keeper.err.players_count", min=rules.min_players, max=rules.max_players, n="?")
    if not rules.min_players <= len(players) <= rules.max_players:
        raise SheetError("keeper.err.players_count", min=rules.min_players, max=rules.max_players, n=len(players))
    names: list[str] = []
    for p in players:
        # the same rules as a Game's players (trio_widgets.engine.check_name)
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


def shown_numbers(values: Any) -> str:
    """Numbers for a message: ``22 / 0 / ·``."""
    if isinstance(values, (list, tuple)):
        return " / ".join(str(v) if str(v).strip() else "·" for v in values)[:60]
    return str(values)[:60]


def file_text(text: Any) -> str:
    """A saved file's text (bytes as UTF-8, a byte order mark dropped); SheetError if it is none."""
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
