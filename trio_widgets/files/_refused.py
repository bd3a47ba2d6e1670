"""BadInput: text, a number or a file refused before it could do harm."""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from ..words import Msg

__all__ = ["BadInput"]


class _Reason(Protocol):
    """What a refusal is made from: an engine :class:`~trio_widgets.engine.Reason` has these."""

    @property
    def key(self) -> str: ...
    @property
    def params(self) -> dict[str, Any]: ...
    @property
    def msg(self) -> Msg: ...


class _Said(NamedTuple):
    key: str
    params: dict[str, Any]
    msg: Msg


class BadInput(ValueError):
    """Text, a number or a file refused before it could do harm.  Like
    :class:`~trio_widgets.engine.IllegalMove`: ``msg`` is the sentence (``engine.<key>``,
    ``str(err)`` in English), ``key`` and ``params`` name the refusal, ``brief`` is the
    short line a widget shows (``error.<key>``).

    >>> err = BadInput.of("name_empty")
    >>> str(err), err.key, err.brief.text("pl")
    ('a name cannot be empty', 'name_empty', 'Imię nie może być puste')
    """

    msg: Msg
    key: str
    params: dict[str, Any]

    def __init__(self, reason: _Reason) -> None:
        self.key, self.params, self.msg = reason.key, dict(reason.params), reason.msg
        super().__init__(self.msg.text("en"))

    @classmethod
    def of(cls, key: str, sentence: str | None = None, /, **params: Any) -> BadInput:
        """The refusal of kind ``key``, said by the catalogue's ``engine.<sentence>``
        (``sentence`` defaults to ``key``), as :meth:`~trio_widgets.engine.Reason.of` says it."""
        return cls(_Said(key, params, Msg(f"engine.{sentence or key}", params)))

    @property
    def brief(self) -> Msg:
        """The short line a widget shows: ``error.<key>`` with the same parameters."""
        return Msg(f"error.{self.key}", self.params)

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang``."""
        return self.msg.text(lang)
