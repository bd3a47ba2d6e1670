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
        if not isinstance(self.name, str):
            raise ValueError(f"rules: name must be a string, not {self.name!r}")
        for f in _INT_FIELDS:
            v = getattr(self, f)
            if not _is_int(v) or v < 0:
                raise ValueError(f"rules: {f} must be a whole number 0 or more, not {v!r}")
        for f in _BOOL_FIELDS:
            v = getattr(self, f)
            if not isinstance(v, bool):
                raise ValueError(f"rules: {f} must be true or false, not {v!r}")
        if self.max_draws is not None and (not _is_int(self.max_draws) or self.max_draws < 1):
            raise ValueError(
                f"rules: max_draws must be None (no limit) or a whole number 1 or more, not {self.max_draws!r}"
            )
        if self.target is not None and (not _is_int(self.target) or self.target < 1):
            raise ValueError(f"rules: target must be None (one round) or a whole number 1 or more, not {self.target!r}")
        if self.winner not in WINNER_MODES:
            raise ValueError(f"rules: winner must be one of {', '.join(WINNER_MODES)}, not {self.winner!r}")
        if self.penalty_scoring and self.winner != "lowest":
            raise ValueError("rules: penalty scoring needs winner='lowest' (the fewest penalty points win)")
        if not _is_int(self.max_value) or not 1 <= self.max_value <= 9:
            raise ValueError(f"rules: max_value must be a whole number 1-9, not {self.max_value!r}")
        hs = self.hand_sizes
        if isinstance(hs, list):
            object.__setattr__(self, "hand_sizes", tuple(hs))
            hs = self.hand_sizes
        if not isinstance(hs, tuple) or not 1 <= len(hs) <= 5 or not all(_is_int(h) and h >= 1 for h in hs):
            raise ValueError(
                f"rules: hand_sizes lists the tiles dealt to each player for 2, 3, ... players (whole numbers 1 or more), not {hs!r}"
            )

    # -- presets -------------------------------------------------------------
    @classmethod
    def preset(cls, name: str) -> Rules:
        """One of ``pressman``, ``classic``, ``trimino_simple``, ``trimino_advanced``, ``kids``."""
        try:
            return PRESETS[name]
        except (KeyError, TypeError):
            raise ValueError(f"no preset named {name!r}; choose one of {', '.join(PRESETS)}") from None

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
            raise ValueError(f"a game has {self.min_players} to {self.max_players} players, not {players!r}")
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
        unknown = sorted(set(d) - names)
        if unknown:
            raise ValueError(f"rules: unknown field(s) {', '.join(map(str, unknown))}")
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
