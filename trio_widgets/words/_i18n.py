"""The message catalogue: every word a widget shows, in English, Russian, Polish and Hungarian.

The catalogue of a language is ``locales/<lang>.json`` (the shared words and
the game widget's; ``en.json`` is the reference) plus one file per other
widget, ``locales/<widget>.<lang>.json`` (``teach.ru.json``,
``score_keeper.pl.json`` ...), so widgets never edit each other's files.  Keys
are dotted and start with the widget's prefix (``"game.draw"``,
``"teach.…"``, ``"keeper.…"``); a key must be defined in one file only (the
first file wins; the tests refuse duplicates).
``tests/test_i18n.py`` checks that every language has exactly the English
keys, file by file, with the same ``{placeholders}``.

A value is text with ``{name}`` placeholders, or an object of plural forms
picked by the parameter ``n`` (CLDR categories: ``one``/``other`` in English
and Hungarian, ``one``/``few``/``many``/``other`` in Russian and Polish).
Keys starting with ``_`` are notes for translators, never shown.

The browser gets the whole catalogue of one language (:func:`catalogue`) and
formats with the same rules (``static/i18n.mjs``).

There is one translator, :func:`t`, and one message type, :class:`Msg` (a key
and its parameters, turned into text when shown).  Every refusal of the
package (:class:`~trio_widgets.engine.IllegalMove`, the score sheet's
``SheetError``, the exercises' ``ExerciseError``) carries one as ``err.msg``,
and its English text comes from ``en.json`` and the other English files, never
from a second copy in the code.  A parameter may itself be a :class:`Msg` (a
word that needs translating too) or a list of names (``"Ann and Bob"``).

>>> t("game.pool", "en", n=1)
'Pool: 1 tile'
>>> t("game.pool", "ru", n=22)
'Колодец: 22 фишки'
>>> t("game.pool", "pl", n=5)
'Pula: 5 żetonów'
>>> plural_category("ru", 11), plural_category("pl", 22), plural_category("hu", 1)
('many', 'few', 'one')
"""

from __future__ import annotations

import json
import numbers
import re
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, Union

__all__ = [
    "DEFAULT_LANG",
    "LANGUAGES",
    "Msg",
    "MsgError",
    "catalogue",
    "catalogue_files",
    "check_lang",
    "format_message",
    "format_number",
    "join_names",
    "keys",
    "plural_category",
    "read_catalogue_file",
    "t",
]

#: The interface languages (those of the rule texts), English first.
LANGUAGES: tuple[str, ...] = ("en", "ru", "pl", "hu")
DEFAULT_LANG = "en"

_DIR = Path(__file__).resolve().parent / "locales"
_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
Message = Union[str, dict[str, str]]  # noqa: UP007


def check_lang(lang: object) -> str:
    """The language code if it is one we have, else ValueError.

    >>> check_lang("pl")
    'pl'
    >>> check_lang("de")
    Traceback (most recent call last):
    ...
    ValueError: the interface languages are en, ru, pl, hu, not 'de'
    """
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise ValueError(f"the interface languages are {', '.join(LANGUAGES)}, not {lang!r}")
    return lang


def catalogue_files(lang: str) -> list[Path]:
    """The files that make up one language's catalogue: ``<lang>.json`` first, then the
    widgets' ``<widget>.<lang>.json`` in name order."""
    lang = check_lang(lang)
    return [_DIR / f"{lang}.json"] + sorted(_DIR.glob(f"*.{lang}.json"))


def read_catalogue_file(path: Path) -> dict[str, Message]:
    """One catalogue file's messages (keys starting with ``_`` are notes and are left out)."""
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    if not isinstance(data, dict):
        raise ValueError(f"{path.name}: a catalogue is a JSON object of key -> text")
    return {k: v for k, v in data.items() if not k.startswith("_")}


@cache
def _load(lang: str) -> dict[str, Message]:
    merged: dict[str, Message] = {}
    for path in catalogue_files(lang):
        if not path.is_file():
            continue
        for key, value in read_catalogue_file(path).items():
            if key in merged:  # the first file wins; tests/test_i18n.py refuses duplicates
                continue
            merged[key] = value
    return merged


def keys(lang: str = DEFAULT_LANG) -> list[str]:
    """Every message key a language file defines, sorted."""
    return sorted(_load(check_lang(lang)))


def catalogue(lang: str = DEFAULT_LANG) -> dict[str, Message]:
    """Every message of one language, English filling any gap: what a widget sends to the browser.

    >>> catalogue("hu")["game.draw"]
    'Húzás'
    """
    lang = check_lang(lang)
    out = dict(_load(DEFAULT_LANG))
    if lang != DEFAULT_LANG:
        out.update(_load(lang))
    return out


def plural_category(lang: str, n: Any) -> str:
    """CLDR plural category of a whole number ``n`` in ``lang`` (same rules as static/i18n.mjs)."""
    if isinstance(n, bool) or not isinstance(n, numbers.Integral):
        return "other"
    i = abs(int(n))
    if lang in ("ru", "pl"):
        d, dd = i % 10, i % 100
        if lang == "ru" and d == 1 and dd != 11:
            return "one"
        if lang == "pl" and i == 1:
            return "one"
        if 2 <= d <= 4 and not 12 <= dd <= 14:
            return "few"
        return "many"
    return "one" if i == 1 else "other"


def format_message(text: Message, lang: str, params: dict[str, Any]) -> str:
    """Fill a catalogue value: pick the plural form by ``n``, then replace ``{name}`` placeholders.
    A placeholder without a parameter is left as it is (a missing word shows, nothing breaks).

    >>> format_message({"one": "{n} tile", "other": "{n} tiles"}, "en", {"n": 3})
    '3 tiles'
    """
    if isinstance(text, dict):
        cat = plural_category(lang, params.get("n"))
        text = text.get(cat) or text.get("other") or next(iter(text.values()), "")
    if lang == "hu" and "(z) " in text:
        return _HU_FILL.sub(lambda m: _hu_fill(m, params), text)
    return _PLACEHOLDER.sub(lambda m: str(params[m.group(1)]) if m.group(1) in params else m.group(0), text)


_HU_ARTICLE = re.compile(r"\b([Aa])\(z\) (\W*)(\w+)")
# One pass over a Hungarian template: the catalogue's own "a(z)" before a word or a placeholder,
# or a placeholder.  Only the template's text is read: an "a(z)" or a "{name}" inside a filled-in
# value (a player called "a(z) Ede" or "{last}") is that value's own text and stays as it is.
_HU_FILL = re.compile(
    r"(?<!\w)([Aa])\(z\) ([^\w{]*)(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|(\w+))|\{([A-Za-z_][A-Za-z0-9_]*)\}"
)
_FIRST_WORD = re.compile(r"\W*(\w+)")


def _hu_fill(m: re.Match[str], params: dict[str, Any]) -> str:
    lone = m.group(5)
    if lone is not None:
        return str(params[lone]) if lone in params else m.group(0)
    article, pre, name, word = m.group(1), m.group(2), m.group(3), m.group(4)
    if name is not None:
        if name not in params:
            return m.group(0)
        value = str(params[name])
        first = _FIRST_WORD.match(value)
        if first is None:  # nothing to read the article by: the template's a(z) stays
            return f"{article}(z) {pre}{value}"
        return f"{article}{'z' if _hu_wants_az(first.group(1)) else ''} {pre}{value}"
    return f"{article}{'z' if _hu_wants_az(word) else ''} {pre}{word}"


_HU_VOWELS = frozenset("aáeéiíoóöőuúüű")


def _hu_wants_az(word: str) -> bool:
    """Whether Hungarian says "az" (not "a") before ``word``: before a vowel sound, and before a
    number read with one (egy, öt, ötven, ötszáz, ezer, egymillió: 1, 5, 50-59, 500-599, 1000-1999 ...)."""
    digits = re.match(r"[0-9]+", word)
    if not digits:
        return word[:1].lower() in _HU_VOWELS
    number = digits.group(0).lstrip("0") or "0"
    lead = number[: len(number) % 3 or 3]
    return number[0] == "5" or (lead == "1" and len(number) != 2 and len(number) != 3)


def hu_articles(text: str) -> str:
    """Hungarian's "a(z)" before a filled-in word made "a" or "az", as the word is read.

    >>> hu_articles("a(z) 1-3-4 mellé, a(z) 2-2-5 fölé, A(z) 5. kör, a(z) Ann, a(z) 12. sor")
    'az 1-3-4 mellé, a 2-2-5 fölé, Az 5. kör, az Ann, a 12. sor'
    """
    return _HU_ARTICLE.sub(
        lambda m: (m.group(1) + ("z" if _hu_wants_az(m.group(3)) else "")) + " " + m.group(2) + m.group(3), text
    )


def join_names(names: Iterable[Any], lang: str = DEFAULT_LANG) -> str:
    """ "Ann", "Ann and Bob", "Ann, Bob and Cleo" in ``lang``.

    >>> join_names(["Ann", "Bob", "Cleo"], "pl")
    'Ann, Bob i Cleo'
    """
    words = [str(n) for n in names]
    if len(words) <= 1:
        return "".join(words)
    cat = catalogue(lang)
    sep = str(cat.get("names.sep", ", "))
    # one pass over the template: a name that looks like a placeholder ("{last}") stays as it is
    return format_message(
        cat.get("names.and", "{first} and {last}"), lang, {"first": sep.join(words[:-1]), "last": words[-1]}
    )


DECIMAL_POINT_LANGS = frozenset({"en"})


def format_number(x: Any, lang: str = DEFAULT_LANG, digits: int | None = None) -> str:
    """``x`` written as a child of ``lang`` writes it: a decimal point in English, a decimal
    comma in Russian, Polish and Hungarian.  ``digits`` fixes the digits after the separator
    (``None``: as Python writes the number).

    >>> format_number(0.1607, "en", digits=3)
    '0.161'
    >>> format_number(0.1607, "hu", digits=3)
    '0,161'
    >>> format_number(42.5, "pl")
    '42,5'
    >>> format_number(56, "ru")
    '56'
    """
    lang = check_lang(lang)
    s = f"{float(x):.{digits}f}" if digits is not None else str(x if isinstance(x, int) else float(x))
    return s if lang in DECIMAL_POINT_LANGS else s.replace(".", ",")


def _say(value: Any, lang: str) -> Any:
    """A parameter as it goes into a text: a Msg in the same language, a list of names joined."""
    if isinstance(value, Msg):
        return value.text(lang)
    if isinstance(value, list):
        return join_names(value, lang)
    return value


def t(key: str, lang: str = DEFAULT_LANG, **params: Any) -> str:
    """The message ``key`` in ``lang`` with its placeholders filled: the package's one translator.

    A parameter that is a :class:`Msg` is said in the same language; a list is a list of
    names (``"Ann and Bob"``).  An unknown key gives the key itself (so a missing translation
    shows as ``game.something`` rather than breaking a widget).

    >>> t("game.turn_of", "en", name="Ann")
    "Ann's turn"
    >>> t("match.winner", "hu", n=2, names=["Ann", "Bob"])
    'Ann és Bob nyertek!'
    >>> t("no.such.key")
    'no.such.key'
    """
    lang = check_lang(lang)
    text = _load(lang).get(key)
    if text is None:
        text = _load(DEFAULT_LANG).get(key)
    if text is None:
        return key
    return format_message(text, lang, {k: _say(v, lang) for k, v in params.items()})


class MsgError(ValueError):
    """A refusal that carries its message: ``msg`` (a :class:`Msg`, said in any language with
    ``text(lang)``), ``key`` and ``params`` its catalogue key and parameters; ``str(e)`` is English.
    The package's refusals (a widget's, an exercise's, a puzzle's, a question's) are these.

    >>> e = MsgError("error.cell_taken", tile="3-4-5")
    >>> e.key, e.params, e.text("en") == str(e)
    ('error.cell_taken', {'tile': '3-4-5'}, True)
    """

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        self.msg = Msg(key, params)
        super().__init__(self.msg.text(DEFAULT_LANG))

    def text(self, lang: str = DEFAULT_LANG) -> str:
        return self.msg.text(lang)


class Msg:
    """A message: a catalogue ``key`` and its ``params``, said in any language when shown.

    Immutable; equal (and hashable, when its parameters are) when key and parameters are.
    ``params`` is a tuple of ``(name, value)`` pairs in name order; :attr:`kwargs` gives them as a
    dict.  A parameter may be another Msg (translated too) or a list of names.

    >>> m = Msg("error.cell_taken", tile="3-4-5")
    >>> m.text(), m.text("pl")
    ('That place is taken by 3-4-5', 'To pole zajmuje 3-4-5')
    >>> m == Msg("error.cell_taken", {"tile": "3-4-5"}) == Msg.of("error.cell_taken", tile="3-4-5")
    True
    >>> m.to_json()
    {'key': 'error.cell_taken', 'params': {'tile': '3-4-5'}}
    >>> Msg("teach.fit.corner", where=Msg("teach.corner.top"), need=4, have=3).text()
    'Not quite: the top corner needs a 4, but the tile has a 3 there. Try turning it!'
    """

    __slots__ = ("key", "params")
    key: str
    params: tuple[tuple[str, Any], ...]

    def __init__(
        self, key: str, params: Mapping[str, Any] | Iterable[tuple[str, Any]] | None = None, /, **kw: Any
    ) -> None:
        if not isinstance(key, str):
            raise TypeError(f"a message key is a string, not {key!r:.40}")
        merged = dict(params or {})
        merged.update(kw)
        object.__setattr__(self, "key", key)
        object.__setattr__(self, "params", tuple(sorted(merged.items())))

    @classmethod
    def of(cls, key: str, **params: Any) -> Msg:
        """``Msg.of(key, a=1)`` is ``Msg(key, a=1)``."""
        return cls(key, params)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a Msg cannot be changed")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("a Msg cannot be changed")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Msg):
            return NotImplemented
        return self.key == other.key and self.params == other.params

    def __hash__(self) -> int:
        return hash((self.key, self.params))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params)
        return f"Msg({self.key!r}{args})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Msg, (self.key, self.params))

    @property
    def kwargs(self) -> dict[str, Any]:
        """The parameters as a dict."""
        return dict(self.params)

    def text(self, lang: str = DEFAULT_LANG) -> str:
        """The message in ``lang`` (see :func:`t`)."""
        return t(self.key, lang, **dict(self.params))

    def __str__(self) -> str:
        return self.text(DEFAULT_LANG)

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        """``{"key": ..., "params": {...}}`` for the browser (whose ``static/i18n.mjs`` formats it);
        parameters that are messages or lists of names are said in ``lang`` (English if None)."""
        said = lang or DEFAULT_LANG
        return {
            "key": self.key,
            "params": {k: (_say(v, said) if isinstance(v, (Msg, list)) else v) for k, v in self.params},
        }
