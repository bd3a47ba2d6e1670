"""What comes from outside and goes out: names, whole numbers, saved files (JSON), spreadsheet
cells (CSV), file paths and the one all-or-nothing file writer.
"""

from __future__ import annotations

from ._safety import (
    FORMULA_START,
    MAX_NAME,
    BadInput,
    check_name,
    check_names,
    check_path,
    csv_cell,
    csv_uncell,
    name_problem,
    parse_json,
    plain_int,
    shown,
    text_problem,
    write_text,
)

__all__ = [
    "FORMULA_START",
    "MAX_NAME",
    "BadInput",
    "check_name",
    "check_names",
    "check_path",
    "csv_cell",
    "csv_uncell",
    "name_problem",
    "parse_json",
    "plain_int",
    "shown",
    "text_problem",
    "write_text",
]
