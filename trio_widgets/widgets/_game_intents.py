"""The game widget's messages from the page: which intents there are, what their fields may
hold, and the refusals a well-formed intent may meet.  A field that is not what the page
sends is a :class:`BadMessage` (the widget says "that message is not understood" and changes
nothing); a move the rules or the widget's state do not allow now is a :class:`GameRefused`
carrying the catalogue key of what to say.

>>> cell("1,0,d"), corners([4, 5, 3]), tile("3-4-5")
(Cell(1, 0, False), (4, 5, 3), Tile(3, 4, 5))
>>> corners([1, 2])
Traceback (most recent call last):
...
trio_widgets.widgets._game_intents.BadMessage: corners must be a list of three whole numbers, not [1, 2]
"""

from __future__ import annotations

from typing import Any

import traitlets as T

from ..engine import Cell, Reason, Tile
from ..files import whole
from ._base import Refused

__all__ = ["ACTIONS", "BadMessage", "GameRefused", "WholeOrNone", "cell", "corners", "is_int", "refusal", "tile"]

#: action -> every field its intent may carry (``action`` included)
ACTIONS: dict[str, frozenset[str]] = {
    "play": frozenset({"action", "cell", "corners", "tile", "seat"}),
    "draw": frozenset({"action", "seat"}),
    "pass": frozenset({"action", "seat"}),
    "undo": frozenset({"action", "seat"}),
    "select": frozenset({"action", "tile", "turns", "seq", "seat"}),
    "ready": frozenset({"action", "seat"}),
    "hint": frozenset({"action", "seat"}),
    "next_round": frozenset({"action"}),
    "new_match": frozenset({"action"}),
    "set_mode": frozenset({"action", "mode"}),
    "mosaic_place": frozenset({"action", "cell", "corners"}),
    "mosaic_remove": frozenset({"action", "cell"}),
    "mosaic_clear": frozenset({"action"}),
    "mosaic_undo": frozenset({"action"}),
    "restore": frozenset({"action", "record"}),  # what the page kept of a game in progress (widgets/_progress.py)
}
MAX_TEXT = 40  # longest cell label / tile name a message may carry


class BadMessage(ValueError):
    """A message from the browser that is not one the widget understands."""


class GameRefused(Refused):
    """A well-formed request the rules (or the widget's state) do not allow now."""


def refusal(why: Reason | None) -> GameRefused | None:
    """The engine's reason (docs/rules.md decided there) as a message the widget shows."""
    return None if why is None else GameRefused("error." + why.key, **why.params)


def is_int(v: object) -> bool:
    return whole(v) is not None


class WholeOrNone(T.Int[Any, Any]):
    """An Int trait that also takes numpy integers (made plain ints), as the rest of the package does."""

    def validate(self, obj: Any, value: Any) -> Any:
        n = whole(value)
        return super().validate(obj, value if n is None else n)


def _text(v: object, what: str) -> str:
    if not isinstance(v, str) or not 0 < len(v) <= MAX_TEXT:
        raise BadMessage(f"{what} must be a short string, not {v!r:.60}")
    return v


def cell(v: object) -> Cell:
    """A cell label from the page (``"1,0,d"``)."""
    try:
        return Cell.parse(_text(v, "cell"))
    except ValueError as e:
        raise BadMessage(str(e)) from None


def corners(v: object) -> tuple[int, int, int]:
    """A tile's three corners from the page, clockwise."""
    if not isinstance(v, list) or len(v) != 3 or not all(is_int(n) for n in v):
        raise BadMessage(f"corners must be a list of three whole numbers, not {v!r:.60}")
    a, b, c = (int(n) for n in v)
    return (a, b, c)


def tile(v: object) -> Tile:
    """A tile's name from the page (``"3-4-5"``)."""
    try:
        return Tile.parse(_text(v, "tile"))
    except ValueError as e:
        raise BadMessage(str(e)) from None
