"""The engine's errors: every one is a ValueError that says what was wrong, in any language.

A reason the rules give is a :class:`Reason`: its ``msg`` is the full sentence
(a :class:`~trio_widgets.words.Msg` with a key ``engine.<...>`` of
``locales/engine.<lang>.json``), ``str(reason)`` is that sentence in English;
``key`` and ``params`` name the kind of refusal, and :attr:`Reason.brief` is the
short line a widget shows for it (``error.<key>`` of the catalogue).

>>> why = Reason.of("cell_taken", tile="3-4-5")
>>> str(why), why.key, why.params
('that place is taken by 3-4-5', 'cell_taken', {'tile': '3-4-5'})
>>> why.msg.text("ru")
'это место уже занято фишкой 3-4-5'
>>> why.brief.text("en")
'That place is taken by 3-4-5'
>>> err = IllegalMove(why)
>>> err.key, str(err), err.msg == why.msg
('cell_taken', 'that place is taken by 3-4-5', True)
"""

from __future__ import annotations

from typing import Any

from ..words import Msg

__all__ = ["IllegalMove", "Msg", "Reason"]


class Reason(str):
    """Why something is not allowed: the English sentence (from the catalogue), with the
    message ``msg`` it was said from, a ``key`` naming the kind of refusal and its ``params``.

    Made by :meth:`Reason.of`; ``Reason(text, key, **params)`` still wraps a text given by the
    caller (its message is ``engine.text``, which says the text as it is)."""

    key: str
    params: dict[str, Any]
    msg: Msg

    def __new__(cls, text: str | Msg, key: str = "other", /, **params: Any) -> Reason:
        msg = text if isinstance(text, Msg) else Msg("engine.text", text=str(text))
        r = super().__new__(cls, msg.text("en"))
        r.key = key
        r.params = params
        r.msg = msg
        return r

    @classmethod
    def of(cls, key: str, sentence: str | None = None, /, **params: Any) -> Reason:
        """The reason of kind ``key``, said by the catalogue's ``engine.<sentence>``
        (``sentence`` defaults to ``key``); ``params`` fill both."""
        return cls(Msg(f"engine.{sentence or key}", params), key, **params)

    @property
    def brief(self) -> Msg:
        """The short line a widget shows: ``error.<key>`` with the same parameters."""
        return _brief(self.key, self.params, self)


def _brief(key: str, params: dict[str, Any], said: str) -> Msg:
    if key == "other" and "reason" not in params:
        return Msg("error.other", params, reason=said)
    return Msg(f"error.{key}", params)


class IllegalMove(ValueError):
    """A move, draw or pass the rules do not allow now.  The game is unchanged.

    ``msg`` is the reason as a :class:`~trio_widgets.words.Msg` (``str(err)`` is its English text);
    ``key`` and ``params`` name the kind of refusal for a widget (``"other"`` when the reason was
    plain text), and ``brief`` is the widget's short line for it."""

    msg: Msg
    key: str
    params: dict[str, Any]

    def __init__(self, reason: object = "") -> None:
        if isinstance(reason, Reason):
            self.key, self.params, self.msg = reason.key, dict(reason.params), reason.msg
        elif isinstance(reason, Msg):
            self.key, self.params, self.msg = "other", {}, reason
        else:
            self.msg = Msg("engine.text", text=str(reason))
            self.key, self.params = "other", {"reason": str(reason)}
        text = self.msg.text("en")
        if self.key == "other":
            self.params.setdefault("reason", text)
        super().__init__(text)

    @property
    def brief(self) -> Msg:
        """The short line a widget shows: ``error.<key>`` with the same parameters."""
        return _brief(self.key, self.params, str(self))

    def text(self, lang: str = "en") -> str:
        """The reason in ``lang``."""
        return self.msg.text(lang)
