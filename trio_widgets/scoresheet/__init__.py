"""The score sheet: a model of a paper sheet, its evaluator, its CSV and HTML forms.

One job per file: ``_entries.py`` the facts a player taps in (and the checks of names and
rules), ``_evaluator.py`` the arithmetic, ``_model.py`` the sheet itself (:class:`ScoreSheet`:
changes, undo, loading), ``_explain.py`` a line in words, ``_json.py``, ``_csv.py`` and
``_html.py`` its forms.  Everything a user needs is here.
"""

from __future__ import annotations

from ..engine import match_winners, round_end_points, score_from_facts
from ._entries import (
    CSV_VERSION,
    FORMAT,
    FORMAT_VERSION,
    MAX_ADJUST,
    MAX_ENTRIES,
    MAX_FILE,
    MAX_NAME,
    MAX_NOTE,
    Adjust,
    Hand,
    RoundEnd,
    SheetError,
    Turn,
    entry_from_dict,
    set_tile,
)
from ._evaluator import Line, RoundSummary
from ._explain import explain_line, score_parts
from ._html import sheet_html
from ._model import ScoreSheet

__all__ = [
    "CSV_VERSION",
    "FORMAT",
    "FORMAT_VERSION",
    "MAX_ADJUST",
    "MAX_ENTRIES",
    "MAX_FILE",
    "MAX_NAME",
    "MAX_NOTE",
    "Adjust",
    "Hand",
    "Line",
    "RoundEnd",
    "RoundSummary",
    "ScoreSheet",
    "SheetError",
    "Turn",
    "entry_from_dict",
    "explain_line",
    "match_winners",
    "round_end_points",
    "score_from_facts",
    "score_parts",
    "set_tile",
    "sheet_html",
]
