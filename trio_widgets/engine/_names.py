"""Names: one set of rules for every name that enters the package (a
:class:`~trio_widgets.engine.Game`'s players, a score sheet's players, a rule set's name):
:func:`check_name`.

The other checks of what comes from outside live in ``files/`` (JSON, spreadsheet cells, whole
numbers, file names and the one file writer) and ``words/`` (``shown``).

>>> check_name("  Zoltán   Kiss ")
'Zoltán Kiss'
>>> check_name("=1+1")
Traceback (most recent call last):
...
trio_widgets.files._refused.BadInput: a name cannot start with = + - or @: '=1+1'
>>> check_name("Ann\\x00")
Traceback (most recent call last):
...
trio_widgets.files._refused.BadInput: a name cannot hold control or invisible characters: 'Ann\\x00'
"""

from __future__ import annotations

import unicodedata

from ..files import FORMULA_START, BadInput
from ..words import shown
from ._errors import Reason

__all__ = [
    "MAX_NAME",
    "check_name",
    "check_names",
    "invisible",
    "name_key",
    "name_problem",
    "text_problem",
    "tidy_name",
]

#: Longest name (after spaces are tidied), in characters.
MAX_NAME = 40

# Bidirectional controls that reorder what is shown (a name could look like another).
_BIDI = set("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Letters (not format characters) that are drawn as nothing at all.
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5")


def text_problem(text: str) -> str | None:
    """Why ``text`` cannot be shown safely in a page, an SVG file or a spreadsheet, or None:
    control characters, lone surrogates (not Unicode text), characters XML forbids,
    line separators and the bidirectional controls that make text look like other text."""
    for ch in text:
        o = ord(ch)
        if o < 32 or 0x7F <= o < 0xA0 or 0xD800 <= o <= 0xDFFF or o in (0xFFFE, 0xFFFF) or ch in _BIDI:
            return "control"
        if unicodedata.category(ch) in ("Zl", "Zp"):
            return "control"
    return None


def invisible(ch: str) -> bool:
    """True for a character that shows nothing where it stands: the format characters
    (Unicode category Cf: zero-width spaces and joiners, U+FEFF, U+2060, the soft hyphen, the
    Arabic letter mark ...) and the letters drawn as blanks (the Hangul fillers U+115F, U+1160,
    U+3164, U+FFA0, the Braille blank U+2800).  A name holding one could look like another name,
    or like no name at all."""
    return ch in _BLANK_LETTERS or unicodedata.category(ch) == "Cf"


def name_key(name: str) -> str:
    """What two names are compared by: composed (NFC, so ``"Zoe\u0301"`` is ``"Zoé"``) and
    without case (``"ann"`` is ``"Ann"``).

    >>> name_key("ZOE\u0301") == name_key("zoé")
    True
    """
    return unicodedata.normalize("NFC", name).casefold()


def name_problem(text: object, max_len: int = MAX_NAME) -> Reason | None:
    """Why ``text`` is not a name, or None."""
    if not isinstance(text, str):
        return Reason.of("name_text", name=shown(text))
    if len(text) > 4 * max_len + 200:  # far too long: say so before looking at every character
        return Reason.of("name_long", max=max_len, name=shown(text))
    if text_problem(text) or any(invisible(ch) for ch in text):
        return Reason.of("name_char", name=shown(text))
    tidy = " ".join(unicodedata.normalize("NFC", text).split())
    if not tidy:
        return Reason.of("name_empty")
    if len(tidy) > max_len:
        return Reason.of("name_long", max=max_len, name=shown(tidy))
    if tidy.startswith(FORMULA_START):
        return Reason.of("name_formula", name=shown(tidy))
    return None


def check_name(text: object, max_len: int = MAX_NAME) -> str:
    """The name with its spaces tidied (runs of spaces made one, none at either end), or
    :class:`BadInput` saying why it is refused: not text, empty, longer than ``max_len``,
    control or invisible characters, lone surrogates, or a first character a spreadsheet
    reads as a formula (``= + - @``)."""
    why = name_problem(text, max_len)
    if why is not None:
        raise BadInput(why)
    return tidy_name(str(text))


def tidy_name(text: str) -> str:
    """A name as it is kept: composed (NFC) and its spaces tidied (for a name that passed
    :func:`name_problem`)."""
    return " ".join(unicodedata.normalize("NFC", text).split())


def check_names(names: object, max_len: int = MAX_NAME) -> list[str]:
    """Every name checked by :func:`check_name`, and no two the same (compared by
    :func:`name_key`: ignoring case, ``"Zoe\u0301"`` the same as ``"Zoé"``).

    >>> check_names(["Ann", "ann "])
    Traceback (most recent call last):
    ...
    trio_widgets.files._refused.BadInput: two players are called ann: give everyone a different name
    """
    if isinstance(names, (str, bytes)) or not isinstance(names, (list, tuple)):
        raise BadInput(Reason.of("name_text", name=shown(names)))
    out: list[str] = []
    seen: set[str] = set()
    for n in names:
        name = check_name(n, max_len)
        if name_key(name) in seen:
            raise BadInput(Reason.of("name_twice", name=name))
        seen.add(name_key(name))
        out.append(name)
    return out
