"""Rule sets: every number of docs/rules.md is a field here (section 8 presets).

>>> r = Rules.preset("pressman")
>>> r.hexagon_bonus, r.target
(50, 400)
>>> import dataclasses
>>> dataclasses.replace(r, max_draws=3).max_draws
3
"""

from __future__ import annotations

import dataclasses
import numbers
from dataclasses import dataclass, field
from typing import Any

from ..words import shown
from ._names import name_problem

__all__ = ["PRESETS", "WINNER_MODES", "Rules"]

#: How the winner of a round and a match is found.
#: "highest": most points; "lowest": fewest penalty points; "fewest_tiles": fewest tiles left in hand.
WINNER_MODES = ("highest", "lowest", "fewest_tiles")

_INT_FIELDS = (
    "bridge_bonus",
    "two_sides_bonus",
    "hexagon_bonus",
    "start_bonus",
    "zero_triple_bonus",
    "draw_penalty",
    "pass_penalty",
    "out_bonus",
)
_BOOL_FIELDS = ("multiply_by_sides", "may_draw_instead", "penalty_scoring", "keep_score")

#: The largest bonus, penalty or target a rule set may name (a real one uses a few hundred).
MAX_POINTS = 100_000


def _is_int(v: object) -> bool:
    return isinstance(v, numbers.Integral) and not isinstance(v, bool)


@dataclass(frozen=True)
class Rules:
    """A rule set.  Defaults are the ``pressman`` preset (docs/rules.md section 8).

    Fields beyond section 8's table: ``max_value`` (largest number on a tile,
    section 1), ``hand_sizes`` (tiles dealt for 2, 3, 4, 5, 6 players,
    section 5.1) and ``keep_score`` (False for the ``kids`` game, which keeps
    no score at all).
    """

    name: str = "pressman"
    bridge_bonus: int = 40
    two_sides_bonus: int = 40
    hexagon_bonus: int = 50
    multiply_by_sides: bool = False
    start_bonus: int = 10
    zero_triple_bonus: int = 30
    draw_penalty: int = 5
    pass_penalty: int = 10
    max_draws: int | None = None
    may_draw_instead: bool = False
    out_bonus: int = 25
    penalty_scoring: bool = False
    target: int | None = 400
    winner: str = "highest"
    keep_score: bool = True
    max_value: int = 5
    hand_sizes: tuple[int, ...] = field(default=(9, 7, 7, 6, 6))

    def __post_init__(self) -> None:
        why = name_problem(self.name)
        if why is not None:
            raise ValueError(f"rules: the rule set's name: {why}")
        object.__setattr__(self, "name", " ".join(self.name.split()))
        self._check_numbers()
        self._check_limits()
        self._check_modes()
        self._check_hands()

    def _check_numbers(self) -> None:
        # numpy and other integer types become plain ints here, so saving never fails later
        for f in _INT_FIELDS:
            v = getattr(self, f)
            if not _is_int(v) or not 0 <= v <= MAX_POINTS:
                raise ValueError(f"rules: {f} must be a whole number from 0 to {MAX_POINTS}, not {shown(v)}")
            object.__setattr__(self, f, int(v))
        for f in _BOOL_FIELDS:
            v = getattr(self, f)
            if not isinstance(v, bool):
                if type(v).__module__ == "numpy" and type(v).__name__ in ("bool_", "bool"):  # numpy bool
                    object.__setattr__(self, f, bool(v))
                    continue
                raise ValueError(f"rules: {f} must be true or false, not {shown(v)}")

    def _check_limits(self) -> None:
        if self.max_draws is not None:
            if not _is_int(self.max_draws) or not 1 <= self.max_draws <= MAX_POINTS:
                raise ValueError(
                    f"rules: max_draws must be None (no limit) or a whole number 1 or more, not {shown(self.max_draws)}"
                )
            object.__setattr__(self, "max_draws", int(self.max_draws))
        if self.target is not None:
            if not _is_int(self.target) or not 1 <= self.target <= MAX_POINTS:
                raise ValueError(
                    f"rules: target must be None (one round) or a whole number from 1 to {MAX_POINTS}, not {shown(self.target)}"
                )
            object.__setattr__(self, "target", int(self.target))

    def _check_modes(self) -> None:
        if not isinstance(self.winner, str) or self.winner not in WINNER_MODES:
            raise ValueError(f"rules: winner must be one of {', '.join(WINNER_MODES)}, not {shown(self.winner)}")
        if self.penalty_scoring and self.winner != "lowest":
            raise ValueError("rules: penalty scoring needs winner='lowest' (the fewest penalty points win)")
        if not self.keep_score and self.target is not None:
            raise ValueError(
                "rules: a game that keeps no score never reaches a target: use target=None (one round) "
                "or keep_score=True"
            )

    def _check_hands(self) -> None:
        if not _is_int(self.max_value) or not 1 <= self.max_value <= 9:
            raise ValueError(f"rules: max_value must be a whole number 1-9, not {shown(self.max_value)}")
        object.__setattr__(self, "max_value", int(self.max_value))
        hs = self.hand_sizes
        if isinstance(hs, list):
            hs = tuple(hs)
        if not isinstance(hs, tuple) or not 1 <= len(hs) <= 5 or not all(_is_int(h) and 1 <= h <= 220 for h in hs):
            raise ValueError(
                f"rules: hand_sizes lists the tiles dealt to each player for 2, 3, ... players (whole numbers 1 or more), not {shown(hs)}"
            )
        object.__setattr__(self, "hand_sizes", tuple(int(h) for h in hs))

    # -- presets -------------------------------------------------------------
    @classmethod
    def preset(cls, name: str) -> Rules:
        """One of ``pressman``, ``classic``, ``trimino_simple``, ``trimino_advanced``, ``kids``."""
        try:
            return PRESETS[name]
        except (KeyError, TypeError):
            raise ValueError(f"no preset named {shown(name)}; choose one of {', '.join(PRESETS)}") from None

    @classmethod
    def presets(cls) -> tuple[str, ...]:
        return tuple(PRESETS)

    # -- derived -------------------------------------------------------------
    @property
    def min_players(self) -> int:
        return 2

    @property
    def max_players(self) -> int:
        return 1 + len(self.hand_sizes)

    def hand_size(self, players: int) -> int:
        """Tiles dealt to each player for a given number of players (docs/rules.md 5.1)."""
        if not _is_int(players) or not self.min_players <= players <= self.max_players:
            raise ValueError(f"a game has {self.min_players} to {self.max_players} players, not {shown(players)}")
        return self.hand_sizes[players - 2]

    @property
    def one_round(self) -> bool:
        return self.target is None

    # -- JSON ----------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["hand_sizes"] = list(self.hand_sizes)
        return d

    @classmethod
    def from_dict(cls, d: object) -> Rules:
        if not isinstance(d, dict):
            raise ValueError(f"rules must be an object of fields, not {type(d).__name__}")
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(map(str, set(d) - names))
        if unknown:
            raise ValueError(f"rules: unknown field(s) {shown(', '.join(unknown), 80)}")
        kw = dict(d)
        if "hand_sizes" in kw and isinstance(kw["hand_sizes"], list):
            kw["hand_sizes"] = tuple(kw["hand_sizes"])
        return cls(**kw)


PRESETS: dict[str, Rules] = {
    "pressman": Rules(name="pressman"),
    "classic": Rules(name="classic", hexagon_bonus=60),
    "trimino_simple": Rules(
        name="trimino_simple",
        bridge_bonus=0,
        two_sides_bonus=0,
        hexagon_bonus=0,
        start_bonus=0,
        zero_triple_bonus=0,
        draw_penalty=0,
        pass_penalty=0,
        may_draw_instead=True,
        out_bonus=0,
        penalty_scoring=True,
        target=300,
        winner="lowest",
    ),
    "trimino_advanced": Rules(
        name="trimino_advanced",
        bridge_bonus=0,
        two_sides_bonus=0,
        hexagon_bonus=0,
        multiply_by_sides=True,
        start_bonus=0,
        zero_triple_bonus=0,
        draw_penalty=0,
        pass_penalty=0,
        may_draw_instead=True,
        out_bonus=0,
        target=400,
    ),
    "kids": Rules(
        name="kids",
        bridge_bonus=0,
        two_sides_bonus=0,
        hexagon_bonus=0,
        start_bonus=0,
        zero_triple_bonus=0,
        draw_penalty=0,
        pass_penalty=0,
        out_bonus=0,
        target=None,
        winner="fewest_tiles",
        keep_score=False,
    ),
}
