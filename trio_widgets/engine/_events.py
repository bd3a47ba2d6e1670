"""What happened in a game, as typed events: ``Game.history`` is a list of them.

Each event is a frozen dataclass with a ``type`` (``"deal"``, ``"play"``, ``"draw"``,
``"pass"``, ``"round_end"``, ``"match_end"``) and the numbers of that moment.  Events
also read like the dicts they replace (``e["type"]``, ``e.get("seat")``, ``dict(e)``),
so code written for those keeps working.

>>> from trio_widgets import Game
>>> g = Game("pressman", players=["Ann", "Bob"], seed=7)
>>> _ = g.play(g.legal_placements()[0])
>>> e = g.history[-1]
>>> type(e).__name__, e.type, e.seat, e["tile"] == e.tile, e.points == e.score.total
('PlayEvent', 'play', 0, True, True)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from ._board import Placement
from ._scoring import Score

__all__ = [
    "DealEvent",
    "DrawEvent",
    "Event",
    "MatchEndEvent",
    "PassEvent",
    "PlayEvent",
    "RoundEndEvent",
    "TurnEvent",
]


class _Readable(Mapping[str, Any]):
    """The dict-like reading of an event: its ``type`` and every field."""

    type: ClassVar[str] = ""
    #: Keys read like fields though worked out when asked (after which field each comes).
    _derived: ClassVar[tuple[tuple[str, str], ...]] = ()
    _key_list: ClassVar[tuple[str, ...] | None] = None

    @classmethod
    def _keys(cls) -> tuple[str, ...]:
        keys = cls.__dict__.get("_key_list")
        if keys is None:
            out = ["type"]
            for f in fields(cls):  # type: ignore[arg-type]
                out.append(f.name)
                out += [name for name, after in cls._derived if after == f.name]
            keys = tuple(out)
            cls._key_list = keys
        return keys

    def __getitem__(self, key: str) -> Any:
        if key == "type":
            return self.type
        if key in self._keys():
            return getattr(self, key)
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys())

    def __len__(self) -> int:
        return len(self._keys())

    def to_dict(self) -> dict[str, Any]:
        """The event as a plain dict (``type`` and every field)."""
        return {k: self[k] for k in self._keys()}


@dataclass(frozen=True, eq=True)
class DealEvent(_Readable):
    """A round was dealt: hand sizes, the pool, who starts and with which tile(s)."""

    type: ClassVar[str] = "deal"
    round: int
    hand_sizes: list[int]
    pool_size: int
    starter: int
    start_tiles: list[str]
    points: list[int]


@dataclass(frozen=True, eq=True, init=False)
class PlayEvent(_Readable):
    """A tile was placed: where, what it scored (``score``) and why.

    ``explain`` (the score's arithmetic in English, :meth:`Score.explain`) is worded when it is
    read, not when the tile is played: a simulation that never shows it never pays for it."""

    type: ClassVar[str] = "play"
    _derived: ClassVar[tuple[tuple[str, str], ...]] = (("explain", "points"),)
    round: int
    seat: int
    tile: str
    cell: str
    corners: list[int]
    placement: Placement
    score: Score
    points: int
    sides: int
    bridge: bool
    two_sides: bool
    hexagons: int
    hexagon_points: list[list[int]] = field(default_factory=list)
    bridge_point: list[int] | None = None
    draws: int = 0

    def __init__(
        self,
        round: int,
        seat: int,
        tile: str,
        cell: str,
        corners: list[int],
        placement: Placement,
        score: Score,
        points: int,
        explain: str | None = None,
        sides: int = 0,
        bridge: bool = False,
        two_sides: bool = False,
        hexagons: int = 0,
        hexagon_points: list[list[int]] | None = None,
        bridge_point: list[int] | None = None,
        draws: int = 0,
    ) -> None:
        # one update of the instance's dict (a frozen dataclass has no other setter that is quick)
        self.__dict__.update(
            round=round,
            seat=seat,
            tile=tile,
            cell=cell,
            corners=corners,
            placement=placement,
            score=score,
            points=points,
            _explain=explain,
            sides=sides,
            bridge=bridge,
            two_sides=two_sides,
            hexagons=hexagons,
            hexagon_points=[] if hexagon_points is None else hexagon_points,
            bridge_point=bridge_point,
            draws=draws,
        )

    @property
    def explain(self) -> str:
        """The score's arithmetic a child can follow, in English (``score.explain()``)."""
        said: str | None = self.__dict__.get("_explain")
        if said is None:
            said = self.score.explain()
            object.__setattr__(self, "_explain", said)
        return said


@dataclass(frozen=True, eq=True)
class DrawEvent(_Readable):
    """A tile was drawn from the pool (``tile`` is only for the drawer's eyes)."""

    type: ClassVar[str] = "draw"
    round: int
    seat: int
    tile: str
    points: int


@dataclass(frozen=True, eq=True)
class PassEvent(_Readable):
    """A player passed (after ``draws`` draws this turn)."""

    type: ClassVar[str] = "pass"
    round: int
    seat: int
    points: int
    draws: int = 0


@dataclass(frozen=True, eq=True)
class RoundEndEvent(_Readable):
    """A round ended: ``how`` is ``"out"`` (``seat`` went out) or ``"blocked"`` (``seat`` None)."""

    type: ClassVar[str] = "round_end"
    round: int
    how: str
    seat: int | None
    winners: list[int]
    hand_totals: list[int]
    hand_sizes: list[int]
    points: list[int]
    scores: list[int]


@dataclass(frozen=True, eq=True)
class MatchEndEvent(_Readable):
    """The match ended: its winners and the final scores."""

    type: ClassVar[str] = "match_end"
    winners: list[int]
    scores: list[int]
    points: list[int]


#: A player's action in a turn.
TurnEvent = PlayEvent | DrawEvent | PassEvent
#: Anything ``Game.history`` holds.
Event = DealEvent | PlayEvent | DrawEvent | PassEvent | RoundEndEvent | MatchEndEvent
