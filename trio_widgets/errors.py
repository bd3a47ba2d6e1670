"""The engine's errors: every one is a ValueError that says what was wrong.

A reason the rules give is a :class:`Reason`: the English sentence, plus a
``key`` and ``params`` a widget uses to say the same in the player's language
(the keys are those of the message catalogue, without the ``error.`` prefix).

>>> why = Reason("that cell is taken by 3-4-5", "cell_taken", tile="3-4-5")
>>> str(why), why.key, why.params
('that cell is taken by 3-4-5', 'cell_taken', {'tile': '3-4-5'})
>>> IllegalMove(why).key
'cell_taken'
"""

from __future__ import annotations

from typing import Any

__all__ = ["IllegalMove", "Reason"]


class Reason(str):
    """Why something is not allowed: the English text, with a catalogue ``key`` and its ``params``."""

    key: str
    params: dict[str, Any]

    def __new__(cls, text: str, key: str = "other", **params: Any) -> Reason:
        r = super().__new__(cls, text)
        r.key = key
        r.params = params
        return r


class IllegalMove(ValueError):
    """A move, draw or pass the rules do not allow now.  The game is unchanged.

    ``key`` and ``params`` name the reason for a translation (``"other"`` when the
    reason was plain text)."""

    def __init__(self, reason: object = "") -> None:
        super().__init__(reason)
        if isinstance(reason, Reason):
            self.key, self.params = reason.key, dict(reason.params)
        else:
            self.key, self.params = "other", {"reason": str(reason)}
