"""What comes in from files and goes out to them: JSON read safely, spreadsheet cells (CSV),
whole numbers as files write them, file names, and the one all-or-nothing file writer.
Below the engine: it imports only the words.
"""

from __future__ import annotations

from ._csv import FORMULA_START, csv_cell, csv_uncell
from ._json import parse_json
from ._numbers import plain_int, whole
from ._refused import BadInput
from ._write import check_path, write_bytes, write_file, write_text

__all__ = [
    "FORMULA_START",
    "BadInput",
    "check_path",
    "csv_cell",
    "csv_uncell",
    "parse_json",
    "plain_int",
    "whole",
    "write_bytes",
    "write_file",
    "write_text",
]
