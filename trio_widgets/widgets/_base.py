"""What every widget of the package shares: settings, language, catalogue, message, intents.

"Python decides, the browser draws": a widget's state lives in Python; the
browser draws the synced traits and sends *intents*, one small JSON object
each, ``{"action": "try", "tile": "3-4-5", "turn": 2}``.  :class:`WidgetBase`
gives every widget the same frame for that:

* **settings**: a keyword the widget does not know is a ``TypeError``
  naming it (no silent typo); ``lang`` is checked (``en``, ``ru``, ``pl``,
  ``hu``) at construction and on every later change.
* **catalogue**: ``_catalogue`` is the widget's words in its language, sent
  to the browser and changed with ``lang`` (:meth:`_catalogue_for`).
* **message**: ``message`` is what the widget says now,
  ``{"text", "kind", "key", "id"}`` (``{}``: nothing); it is written again in
  the new language when ``lang`` changes.  ``id`` grows with every message, so
  the page can announce a repeated one.
* **intents**: ``ACTIONS`` maps each action to the fields its message may
  carry; :meth:`handle` refuses anything else (not an object, an unknown
  action, an unknown field) with the widget's "I did not understand" message,
  and otherwise calls ``_do_<action>(**fields)``.  A ``_do_`` method checks its
  fields, raises a refusal (:class:`Refused`, or one of the widget's
  ``REFUSALS``) *before* it changes anything, and returns what to say
  (``None``: the message is cleared).
* **the browser owns nothing**: a plain state update from the page (a
  ``model.set(...); model.save_changes()``) is refused for every trait not
  listed in ``FRONTEND_WRITABLE`` (empty by default): the trait keeps Python's
  value and the page is sent that value back.  A listed trait still goes
  through its validator; a bad value is refused the same way.

A subclass::

    class Counter(WidgetBase):
        ACTIONS = {"add": frozenset({"by"})}
        count = T.Int(0).tag(sync=True)

        def _do_add(self, by=1):
            if not isinstance(by, int) or isinstance(by, bool) or not 1 <= by <= 9:
                raise Refused("teach.error.message", value=repr(by)[:20])
            self.count += by

>>> from trio_widgets.widgets import MatchPuzzle
>>> w = MatchPuzzle(seed=3)
>>> w.handle({"action": "fly"}), w.message["kind"]
(False, 'error')
>>> w.set_state({"stars": 99}); w.stars
0
>>> MatchPuzzle(sede=3)
Traceback (most recent call last):
...
TypeError: MatchPuzzle has no setting 'sede'
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any, ClassVar, Protocol

import anywidget
import traitlets as T

from .. import words as i18n
from ..words import DEFAULT_LANG, MsgError, short

__all__ = ["KEEP_MESSAGE", "Refused", "Said", "Setting", "SettingError", "WidgetBase", "safe_text", "short"]

#: What a ``_do_`` method returns to leave the message as it is (an intent that only asks, like a preview).
KEEP_MESSAGE: Any = type("KeepMessage", (), {"__repr__": lambda self: "KEEP_MESSAGE"})()


class Said(Protocol):
    """Anything a widget can say: a catalogue ``key`` and its text in a language (a
    :class:`~trio_widgets.words.Msg`, or a message whose text is worked out per language)."""

    @property
    def key(self) -> str: ...

    def text(self, lang: str) -> str: ...


class Refused(MsgError):
    """An intent (or a setting) the widget does not carry out; nothing changed.

    ``msg`` is the message shown (:class:`~trio_widgets.words.Msg`), ``key``/``params`` its
    catalogue key and parameters; ``str(e)`` is English.
    """


class Setting(T.Any):
    """A synced setting that any value may be offered to, checked by the widget's own validator.

    Unlike ``traitlets.Any``, ``None`` is not let through unchecked: it goes to the validator like
    every other value, so the widget refuses it with its own clear message."""

    allow_none = False

    def __init__(self, default_value: Any = None, **kwargs: Any) -> None:
        super().__init__(default_value, **kwargs)
        self.tag(sync=True)


class SettingError(ValueError, T.TraitError):
    """A setting with a value the widget cannot take (a ValueError and a TraitError)."""


def safe_text(text: str) -> str:
    """Text the page can always receive: a lone surrogate or a control character (a newline
    and a tab excepted) becomes U+FFFD, so a hostile name in a message cannot break the page."""
    return "".join(
        "\ufffd"
        if (0xD800 <= ord(ch) <= 0xDFFF) or (ord(ch) < 32 and ch not in "\n\t") or 0x7F <= ord(ch) < 0xA0
        else ch
        for ch in text
    )


#: ipywidgets' own bookkeeping the page keeps (how many views are shown), whatever the widget
_PROTOCOL_WRITABLE = frozenset({"_view_count"})


class _BadIntent(Exception):
    """A message from the browser without the shape of an intent of this widget."""

    def __init__(self, value: object) -> None:
        super().__init__(short(value))
        self.value = short(value)


class WidgetBase(anywidget.AnyWidget):
    """The base of the package's widgets (see the module's documentation)."""

    lang = Setting(DEFAULT_LANG)
    _catalogue = T.Dict().tag(sync=True)
    #: what the widget says now: {"text", "kind", "key", "id"} ({}: nothing)
    message = T.Dict().tag(sync=True)

    #: action -> the fields (besides "action") its intent may carry
    ACTIONS: ClassVar[Mapping[str, frozenset[str]]] = {}
    #: the exceptions a ``_do_`` method raises to refuse an intent (shown, nothing changed)
    REFUSALS: ClassVar[tuple[type[Exception], ...]] = (Refused,)
    #: the synced traits the page may set by a state update (none: it sends intents)
    FRONTEND_WRITABLE: ClassVar[frozenset[str]] = frozenset()
    #: the catalogue key of "I did not understand this message" (``{value}``: what came)
    BAD_INTENT_KEY: ClassVar[str] = "teach.error.message"
    #: the catalogue key of "Run this cell to play" for the still picture ("": no note)
    RUN_KEY: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        missing = [a for a in cls.ACTIONS if not callable(getattr(cls, "_do_" + a, None))]
        if missing:
            raise TypeError(f"{cls.__name__}: no _do_{missing[0]} method for the action {missing[0]!r}")
        bad = [a for a in cls.ACTIONS if not a.isidentifier() or "action" in cls.ACTIONS[a]]
        if bad:
            raise TypeError(f"{cls.__name__}: action {bad[0]!r} must be a name and not list 'action' as a field")

    def __init__(self, *, lang: Any = DEFAULT_LANG, **kwargs: Any) -> None:
        unknown = sorted(k for k in kwargs if k.startswith("_") or k not in type(self).class_trait_names())
        if unknown:
            raise TypeError(f"{type(self).__name__} has no setting {', '.join(map(repr, unknown))}")
        self._said: Said | None = None
        self._said_kind = "error"
        self._msg_id = 0
        lang = self._check_lang(lang)
        super().__init__(lang=lang, **kwargs)
        self._catalogue = self._catalogue_for(self.lang)
        self.on_msg(self._on_custom_msg)

    # ------------------------------------------------------------------ language
    def _check_lang(self, value: Any) -> str:
        """The language if we have it; else the widget's own error (override to change the words)."""
        try:
            return i18n.check_lang(value)
        except ValueError as e:
            raise SettingError(str(e)) from None

    @T.validate("lang")
    def _base_valid_lang(self, proposal: Any) -> str:
        return self._check_lang(proposal["value"])

    @T.observe("lang")
    def _base_lang_changed(self, change: Any) -> None:
        if not hasattr(self, "_msg_id"):
            return  # still in construction
        with self.hold_sync():
            self._catalogue = self._catalogue_for(self.lang)
            self._show_said()
            self._on_lang()

    def _catalogue_for(self, lang: str) -> dict[str, Any]:
        """The words the browser gets (override to send fewer)."""
        return dict(i18n.catalogue(lang))

    def _on_lang(self) -> None:
        """Write the widget's other texts again in the new language (override)."""

    # ------------------------------------------------------------------ message
    def _say(self, said: Said | None, kind: str = "error") -> None:
        """Show a message (``None``: clear it); it follows later changes of ``lang``."""
        self._said = said
        self._said_kind = kind
        self._show_said()

    def _show_said(self) -> None:
        if self._said is None:
            self.message = {}
            return
        self._msg_id += 1
        self.message = {
            "text": safe_text(self._said.text(self.lang)),
            "kind": self._said_kind,
            "key": self._said.key,
            "id": self._msg_id,
        }

    @property
    def message_text(self) -> str:
        """What the widget says now ("" when nothing)."""
        return self._said.text(self.lang) if self._said is not None else ""

    def _refusal(self, error: Exception) -> Said:
        """What to say for a refusal: the error's ``msg`` (every refusal of the package carries one)."""
        said: Said = getattr(error, "msg", None) or error  # type: ignore[assignment]
        return said

    # ------------------------------------------------------------------ intents
    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.handle(content)

    def _parse(self, content: Any) -> tuple[str, dict[str, Any]]:
        if not isinstance(content, dict):
            raise _BadIntent(content)
        action = content.get("action")
        if not isinstance(action, str) or action not in self.ACTIONS:
            raise _BadIntent(action)
        allowed = self.ACTIONS[action]
        extra = sorted(str(k) for k in content if k != "action" and k not in allowed)
        if extra:
            raise _BadIntent(", ".join(extra))
        return action, {k: v for k, v in content.items() if k != "action"}

    def _run(self, content: Any) -> None:
        try:
            action, fields = self._parse(content)
        except _BadIntent as e:
            raise Refused(self.BAD_INTENT_KEY, value=e.value) from None
        with self.hold_sync():
            said = getattr(self, "_do_" + action)(**fields)
            if said is None:
                self._say(None)
            elif said is not KEEP_MESSAGE:
                self._say(said, "ok")

    def handle(self, content: Any) -> bool:
        """Carry out one intent, e.g. ``{"action": "next"}``.

        Returns True when it was carried out; otherwise the widget shows why
        (:attr:`message`) and nothing changed."""
        refusals: tuple[type[Exception], ...] = (Refused, *self.REFUSALS)
        try:
            self._run(content)
        except refusals as e:
            self._say(self._refusal(e))
            return False
        return True

    def _act(self, content: dict[str, Any]) -> None:
        """An intent from Python (the widget's methods): the same checks; a refusal is shown and raised."""
        refusals: tuple[type[Exception], ...] = (Refused, *self.REFUSALS)
        try:
            self._run(content)
        except refusals as e:
            self._say(self._refusal(e))
            raise

    # ------------------------------------------------------------------ the still picture
    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live widget, plus a still picture (``text/html``) for a notebook opened without
        running it (GitHub, nbviewer, a saved lesson): the widget's ``_repr_html_`` under a line
        saying "Run this cell to play" in the widget's language; and as ``text/plain`` not the
        widget's Python ``repr`` (its settings' code names, "classic", "greedy") but
        :meth:`still_text`, the same in words of the widget's language."""
        bundle: Any = super()._repr_mimebundle_(**kwargs)
        data, meta = bundle if isinstance(bundle, tuple) else (bundle, {})
        data = dict(data)
        try:
            plain = self.still_text()
        except Exception:  # the still view is a courtesy: never break the live widget for it
            plain = ""
        if plain:
            data["text/plain"] = plain
        still = self._still_html()
        if still:
            data["text/html"] = still
        return data, meta

    def still_text(self) -> str:
        """The widget in one line of plain text in its language: what it is, what it shows now
        and "Run this cell to play" (the ``text/plain`` of its still view).

        >>> from trio_widgets.widgets import TileSetExplorer
        >>> TileSetExplorer().still_text()
        'The whole set · Run this cell to play.'
        """
        return " · ".join(part for part in self._still_words() if part)

    def _still_words(self) -> list[str]:
        """The parts of :meth:`still_text`, each in the widget's language (override to say more)."""
        return [i18n.t(self.RUN_KEY, self.lang)] if self.RUN_KEY else []

    def _still_html(self) -> str:
        picture = getattr(self, "_repr_html_", None)
        if picture is None:
            return ""
        try:
            body = picture()
        except Exception:  # the still picture is a courtesy: never break the live widget for it
            return ""
        note = ""
        if self.RUN_KEY:
            note = (
                '<p class="trio-still-run" style="margin: 0 0 8px; padding: 6px 12px; display: inline-block; '
                "background: #fff3c4; color: #3b2f00; border: 2px solid #8a6d00; border-radius: 8px; "
                'font: bold 1.1em Verdana, DejaVu Sans, sans-serif;">▶ '
                + html.escape(i18n.t(self.RUN_KEY, self.lang))
                + "</p>"
            )
        return f'<div class="trio-still" lang="{html.escape(self.lang)}">{note}{body}</div>'

    # ------------------------------------------------------------------ the browser owns nothing
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """A state update from the page: only ``FRONTEND_WRITABLE`` traits, each validated.

        Everything else keeps Python's value, and the page is sent that value back."""
        if not isinstance(sync_data, dict):
            return
        writable = self.FRONTEND_WRITABLE | _PROTOCOL_WRITABLE
        allowed = {k: v for k, v in sync_data.items() if k in writable and k in self.keys}
        refused = [k for k in sync_data if k in self.keys and k not in allowed]
        for name, value in allowed.items():
            try:
                super().set_state({name: value})
            except (T.TraitError, ValueError, TypeError):
                refused.append(name)
        if refused and getattr(self, "comm", None) is not None:
            self.send_state(refused)
