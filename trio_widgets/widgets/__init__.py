"""The Jupyter widgets (anywidget): the widget base, the game, the teaching widgets, the score
keeper, the puzzle board, the addition drill and the lessons' answer widget (Question), and the key under which a child's progress is kept in the browser (Progress).  Each loads on first use, so importing one
widget does not build every widget's front end.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ._base import KEEP_MESSAGE, Refused, Said, Setting, SettingError, WidgetBase, safe_text, short
    from ._drill import ROUND, SECONDS, AdditionDrill
    from ._game import MOSAIC_FORMAT, MOSAIC_RADIUS, GameWidget, explain
    from ._progress import Progress, ProgressError
    from ._puzzle import COUNT_LIMIT, COUNT_STEPS, SEARCH_STEPS, PuzzleBoard, PuzzlePlay, PuzzleRefused, puzzle_svg
    from ._question import Question, after_answer
    from ._score_keeper import ScoreKeeper
    from ._teach import MatchPuzzle, OrientationTrainer, ScoringPractice, TeachInputError, TileSetExplorer

_WHERE = {
    "._base": ("KEEP_MESSAGE", "Refused", "Said", "Setting", "SettingError", "WidgetBase", "safe_text", "short"),
    "._drill": ("ROUND", "SECONDS", "AdditionDrill"),
    "._game": ("MOSAIC_FORMAT", "MOSAIC_RADIUS", "GameWidget", "explain"),
    "._puzzle": (
        "COUNT_LIMIT",
        "COUNT_STEPS",
        "SEARCH_STEPS",
        "PuzzleBoard",
        "PuzzlePlay",
        "PuzzleRefused",
        "puzzle_svg",
    ),
    "._progress": ("Progress", "ProgressError"),
    "._question": ("Question", "after_answer"),
    "._score_keeper": ("ScoreKeeper",),
    "._teach": ("MatchPuzzle", "OrientationTrainer", "ScoringPractice", "TeachInputError", "TileSetExplorer"),
}
_MODULE_OF = {name: module for module, names in _WHERE.items() for name in names}

__all__ = [
    "COUNT_LIMIT",
    "COUNT_STEPS",
    "KEEP_MESSAGE",
    "MOSAIC_FORMAT",
    "MOSAIC_RADIUS",
    "ROUND",
    "SEARCH_STEPS",
    "SECONDS",
    "AdditionDrill",
    "GameWidget",
    "MatchPuzzle",
    "OrientationTrainer",
    "Progress",
    "ProgressError",
    "PuzzleBoard",
    "PuzzlePlay",
    "PuzzleRefused",
    "Question",
    "Refused",
    "Said",
    "ScoreKeeper",
    "ScoringPractice",
    "Setting",
    "SettingError",
    "TeachInputError",
    "TileSetExplorer",
    "WidgetBase",
    "after_answer",
    "explain",
    "puzzle_svg",
    "safe_text",
    "short",
]


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
