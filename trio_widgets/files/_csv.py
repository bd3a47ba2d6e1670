"""Spreadsheet cells: no cell of an exported CSV starts with a character a spreadsheet reads as
the start of a formula.

Every cell of an exported CSV goes through :func:`csv_cell` (whole numbers such as ``-5`` are numbers, not
formulas, and stay as they are); :func:`csv_uncell` reads such a cell back:

>>> csv_cell("=cmd|' /C calc'!A0"), csv_cell("-5"), csv_cell("Ann")
("'=cmd|' /C calc'!A0", '-5', 'Ann')
>>> csv_uncell(csv_cell("@SUM(A1)")), csv_uncell(csv_cell("'quoted"))
('@SUM(A1)', "'quoted")
"""

from __future__ import annotations

import re

__all__ = ["FORMULA_START", "csv_cell", "csv_uncell"]

#: First characters a spreadsheet may read as the start of a formula (tab and CR too).
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")

_PLAIN_INT = re.compile(r"-?[0-9]{1,18}")


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
