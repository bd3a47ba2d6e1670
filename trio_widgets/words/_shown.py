"""A short, always printable picture of any value, for a message that quotes it."""

from __future__ import annotations

import numbers
from typing import Any

__all__ = ["short", "shown"]


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


def short(value: object, limit: int = 40) -> str:
    """A value as a short, safe piece of a message (the browser may send anything): its text or
    ``repr``, cut to ``limit`` characters, unprintable characters shown as U+FFFD.

    >>> short("x" * 50, 5), short([1, 2])
    ('xxxx…', '[1, 2]')
    """
    try:
        text = value if isinstance(value, str) else repr(value)
    except Exception:  # a hostile __repr__
        text = f"<{type(value).__name__}>"
    text = "".join(ch if ch.isprintable() else "\ufffd" for ch in text[: limit + 1])
    return text if len(text) <= limit else text[: limit - 1] + "…"
