"""Whole numbers as a saved file writes them: the digits 0-9 only."""

from __future__ import annotations

import operator
import re

__all__ = ["plain_int", "whole"]


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
