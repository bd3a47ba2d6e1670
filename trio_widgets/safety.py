"""Checks for what comes from outside: names, saved files, spreadsheet cells, file paths.

One set of rules for every name that enters the package (a :class:`~trio_widgets.game.Game`'s
players, a score sheet's players, a rule set's name): :func:`check_name`.

>>> check_name("  Zoltán   Kiss ")
'Zoltán Kiss'
>>> check_name("=1+1")
Traceback (most recent call last):
...
trio_widgets.safety.BadInput: a name cannot start with = + - or @: '=1+1'
>>> check_name("Ann\\x00")
Traceback (most recent call last):
...
trio_widgets.safety.BadInput: a name cannot hold control or invisible characters: 'Ann\\x00'

Every cell of an exported CSV goes through :func:`csv_cell`, so no cell starts with a
character a spreadsheet reads as a formula (whole numbers such as ``-5`` are numbers, not
formulas, and stay as they are); :func:`csv_uncell` reads such a cell back:

>>> csv_cell("=cmd|' /C calc'!A0"), csv_cell("-5"), csv_cell("Ann")
("'=cmd|' /C calc'!A0", '-5', 'Ann')
>>> csv_uncell(csv_cell("@SUM(A1)")), csv_uncell(csv_cell("'quoted"))
('@SUM(A1)', "'quoted")
"""

from __future__ import annotations

import json
import numbers
import operator
import os
import re
import stat
import tempfile
import unicodedata
from typing import Any

from .errors import Reason
from .i18n import Msg

__all__ = [
    "FORMULA_START",
    "MAX_NAME",
    "BadInput",
    "check_name",
    "check_names",
    "check_path",
    "csv_cell",
    "csv_uncell",
    "invisible",
    "name_key",
    "name_problem",
    "parse_json",
    "plain_int",
    "shown",
    "text_problem",
    "tidy_name",
    "whole",
    "write_file",
    "write_text",
]

#: Longest name (after spaces are tidied), in characters.
MAX_NAME = 40

#: First characters a spreadsheet may read as the start of a formula (tab and CR too).
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")

_PLAIN_INT = re.compile(r"-?[0-9]{1,18}")
# Bidirectional controls that reorder what is shown (a name could look like another).
_BIDI = set("\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Letters (not format characters) that are drawn as nothing at all.
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u17b4\u17b5")


class BadInput(ValueError):
    """Text, a number or a file refused before it could do harm.  Like
    :class:`~trio_widgets.errors.IllegalMove`: ``msg`` is the sentence (``engine.<key>``,
    ``str(err)`` in English), ``key`` and ``params`` name the refusal, ``brief`` is the
    short line a widget shows (``error.<key>``).

    >>> err = BadInput(Reason.of("name_empty"))
    >>> str(err), err.key, err.brief.text("pl")
    ('a name cannot be empty', 'name_empty', 'Imię nie może być puste')
    """

    msg: Msg
    key: str
    params: dict[str, Any]

    def __init__(self, reason: Reason) -> None:
        self.key, self.params, self.msg = reason.key, dict(reason.params), reason.msg
        super().__init__(self.msg.text("en"))

    @property
    def brief(self) -> Msg:
        """The short line a widget shows: ``error.<key>`` with the same parameters."""
        return Msg(f"error.{self.key}", self.params)

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang``."""
        return self.msg.text(lang)


def shown(value: Any, limit: int = 40) -> str:
    """A short, always printable picture of any value for a message: huge numbers, deep
    lists and strange objects never break the message that shows them.

    >>> shown(10**5000), shown("x" * 100)[-3:], shown([[[]]])
    ('~10^5000', 'xx…', '[[[]]]')
    """
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        try:
            n = int(value)
        except Exception:
            return f"<{type(value).__name__}>"
        if n.bit_length() > 60:
            digits = int(abs(n).bit_length() * 0.30103)  # language-neutral: "~10^5000"
            return f"{'-' if n < 0 else ''}~10^{digits}"
    try:
        text = repr(value)
    except Exception:  # a deep nest (RecursionError), a number too long to print, a broken __repr__
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"


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
    trio_widgets.safety.BadInput: two players are called ann: give everyone a different name
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


def whole(value: object) -> int | None:
    """``value`` as a plain ``int`` when it is a whole number of any kind (``int``, a numpy
    integer, anything with ``__index__``), else None; ``True``/``False`` are not numbers here.

    >>> import numpy as np
    >>> whole(np.int64(3)), whole(7), whole(True), whole(3.0), whole("3")
    (3, 7, None, None, None)
    """
    if isinstance(value, bool) or type(value).__name__ in ("bool_", "bool"):
        return None
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        return None


def plain_int(text: str, max_digits: int = 18) -> int | None:
    """A whole number written with the digits 0-9 (an optional leading ``-``), or None.
    ``int()`` also reads ``'²'``-like digits of other scripts, ``'1_000'`` and spaces,
    which a saved file never holds.

    >>> plain_int("-12"), plain_int("²"), plain_int("1_0"), plain_int("٣")
    (-12, None, None, None)
    """
    if not isinstance(text, str) or len(text) > max_digits + 1:
        return None
    if re.fullmatch(r"-?[0-9]+", text) is None:
        return None
    return int(text)


def csv_cell(text: str) -> str:
    """A cell safe to put in a CSV a spreadsheet opens: text that starts with
    ``= + - @``, a tab or a carriage return gets a ``'`` in front (the spreadsheet's own
    "this is text" mark), and so does text that already starts with ``'`` (so that
    :func:`csv_uncell` gives back exactly what was written); plain whole numbers such as
    ``-5`` stay numbers (a number is not a formula)."""
    if (text.startswith(FORMULA_START) and not _PLAIN_INT.fullmatch(text)) or text.startswith("'"):
        return "'" + text
    return text


def csv_uncell(text: str) -> str:
    """Undo :func:`csv_cell` for a cell read back from a CSV."""
    return text[1:] if text.startswith("'") else text


def parse_json(text: str) -> Any:
    """``json.loads`` that raises only ValueError: also for nesting deeper than Python's
    recursion allows, and for numbers too long to read."""
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("nested too deeply") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"not valid JSON ({e.msg} at line {e.lineno}, column {e.colno})") from None
    except ValueError:  # e.g. an integer of more than 4300 digits
        raise ValueError("a number in it is too long") from None


def check_path(path: object) -> str:
    """``path`` as a file name, or :class:`BadInput` if it is not one (a number would be
    taken by ``open()`` as an already open file, such as standard output)."""
    target: Any = None
    if not isinstance(path, bool) and isinstance(path, (str, os.PathLike)):
        target = os.fspath(path)
        if isinstance(target, bytes):
            target = os.fsdecode(target)
    if not isinstance(target, str) or not target or "\x00" in target:
        raise BadInput(Reason.of("path_text", path=shown(path)))
    return target


def write_text(path: object, text: str) -> None:
    """Write ``text`` (as UTF-8) to the file ``path``: :func:`write_file`."""
    write_file(path, text)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_file(path: object, data: str | bytes) -> None:
    """The package's one way of writing a file (pictures, PDFs, saved games, score sheets,
    mosaics): ``path`` is a ``str`` or ``os.PathLike``; ``data`` text (written as UTF-8) or bytes.

    All or nothing: the data goes to a new file in the same folder first, then takes the old
    file's place (``os.replace``), so a write that fails leaves an existing file as it was and
    no temporary file behind.  A new file gets the mode ``open()`` would give it (the umask
    decides: 0644 under the usual 022, so classmates on a shared folder can read it); an
    existing file keeps its mode.  Refused with a :class:`BadInput` naming the path as given,
    before anything is written: not a file name (a number would be taken by ``open()`` as an
    open file such as standard output), a folder, a folder that does not exist, a read-only
    file or a folder that cannot be written, something that is not an ordinary file.
    """
    target = check_path(path)
    blob = data.encode("utf-8") if isinstance(data, str) else bytes(data)  # before any file is touched

    if os.path.isdir(target):
        raise BadInput(Reason.of("file_folder", path=target))
    folder = os.path.dirname(os.path.abspath(target))
    if not os.path.isdir(folder):
        raise BadInput(Reason.of("file_no_folder", path=target))
    try:
        st: os.stat_result | None = os.stat(target)
    except FileNotFoundError:
        st = None
    except OSError:
        raise BadInput(Reason.of("file_write", path=target)) from None
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            raise BadInput(Reason.of("file_special", path=target))  # a device such as /dev/null, a pipe: never replaced
        if not st.st_mode & 0o222 or not os.access(target, os.W_OK):
            raise BadInput(Reason.of("file_read_only", path=target))  # someone made it read-only: it stays
        mode = stat.S_IMODE(st.st_mode)
    else:
        mode = 0o666 & ~_umask()
    if not os.access(folder, os.W_OK):
        raise BadInput(Reason.of("file_folder_locked", path=target))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".trio-", suffix=".tmp", dir=folder)
    except OSError:
        raise BadInput(Reason.of("file_folder_locked", path=target)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(blob)
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException as e:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(e, OSError):
            raise BadInput(Reason.of("file_write", path=target)) from None
        raise
