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
import re
from functools import cache
from pathlib import Path
from typing import Any, Union

__all__ = [
    "DEFAULT_LANG",
    "LANGUAGES",
    "catalogue",
    "catalogue_files",
    "check_lang",
    "format_message",
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
    if isinstance(n, bool) or not isinstance(n, int):
        return "other"
    i = abs(n)
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
    return _PLACEHOLDER.sub(lambda m: str(params[m.group(1)]) if m.group(1) in params else m.group(0), text)


def t(key: str, lang: str = DEFAULT_LANG, **params: Any) -> str:
    """The message ``key`` in ``lang`` with its placeholders filled.  An unknown key gives the key
    itself (so a missing translation shows as ``game.something`` rather than breaking a widget).

    >>> t("game.turn_of", "en", name="Ann")
    "Ann's turn"
    >>> t("no.such.key")
    'no.such.key'
    """
    lang = check_lang(lang)
    text = _load(lang).get(key)
    if text is None:
        text = _load(DEFAULT_LANG).get(key)
    if text is None:
        return key
    return format_message(text, lang, params)
