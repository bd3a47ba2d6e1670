"""trio_widgets: Triominoes for Jupyter — a rules engine, widgets and lessons.

>>> import trio_widgets as tw
>>> len(tw.full_set())
56
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from types import ModuleType
from typing import Any

from .engine import (
    PRESETS,
    START_CELL,
    Board,
    Cell,
    Game,
    IllegalMove,
    Placement,
    Reason,
    Rules,
    Score,
    Tile,
    cell_centre,
    cell_corners,
    cell_neighbours,
    full_set,
    highest_first,
    match_winners,
    point_cells,
    point_xy,
    round_end_points,
    score_from_facts,
    set_counts,
)
from .words import Msg

__version__ = "0.1.0"

__all__ = [
    "PRESETS",
    "START_CELL",
    "Board",
    "Cell",
    "Game",
    "IllegalMove",
    "Msg",
    "Placement",
    "Reason",
    "Rules",
    "Score",
    "Tile",
    "cell_centre",
    "cell_corners",
    "cell_neighbours",
    "full_set",
    "highest_first",
    "match_winners",
    "point_cells",
    "point_xy",
    "round_end_points",
    "score_from_facts",
    "set_counts",
]

# The layers are subpackages (engine, words, files, players, simulation, pictures, scoresheet,
# teaching, paper, widgets; CONTRIBUTING.md).  The modules' earlier, documented paths stay
# importable: ``trio_widgets.bots`` *is* the module ``trio_widgets.players._bots`` (the same
# object, so a name patched on one is patched on the other).
MODULE_PATHS = {
    "board": "engine._board",
    "errors": "engine._errors",
    "events": "engine._events",
    "game": "engine._game",
    "geometry": "engine._geometry",
    "mosaic": "engine._mosaic",
    "rules": "engine._rules",
    "scoring": "engine._scoring",
    "tiles": "engine._tiles",
    "i18n": "words._i18n",
    "safety": "engine._names",
    "bots": "players._bots",
    "table": "players._table",
    "explore": "simulation._explore",
    "svg": "pictures._svg",
    "exercises": "teaching._exercises",
    "puzzles": "teaching._puzzles",
    "printables": "paper",
    "puzzle_sheets": "paper._puzzle_sheets",
    "widget_base": "widgets._base",
    "game_widget": "widgets._game",
    "teach": "widgets._teach",
    "score_keeper": "widgets._score_keeper",
    "puzzle_widget": "widgets._puzzle",
    "drill": "widgets._drill",
}


class _ModulePath(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds ``trio_widgets.<old name>`` and hands back the module it names now."""

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> importlib.machinery.ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        if package != __name__ or name not in MODULE_PATHS:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        name = module.__name__.rpartition(".")[2]
        # the import system hands out what sys.modules holds once this returns: the real module
        sys.modules[module.__name__] = importlib.import_module(f"{__name__}.{MODULE_PATHS[name]}")


if not any(isinstance(f, _ModulePath) for f in sys.meta_path):
    sys.meta_path.append(_ModulePath())

# Widgets and helpers that import ipywidgets/anywidget load on first use, so the
# engine imports fast and works without a Jupyter stack.
_LAZY = {
    "GameWidget": ".widgets._game",
    "TileSetExplorer": ".widgets._teach",
    "OrientationTrainer": ".widgets._teach",
    "MatchPuzzle": ".widgets._teach",
    "ScoringPractice": ".widgets._teach",
    "PuzzleBoard": ".widgets._puzzle",
    "AdditionDrill": ".widgets._drill",
    "Question": ".widgets._question",
    "after_answer": ".widgets._question",
    "Progress": ".widgets._progress",
    "number_part": ".teaching._questions",
    "tile_part": ".teaching._questions",
    "choice_part": ".teaching._questions",
    "board_part": ".teaching._questions",
    "Puzzle": ".teaching._puzzles",
    "Shape": ".teaching._puzzles",
    "ScoreKeeper": ".widgets._score_keeper",
    "ScoreSheet": ".scoresheet",
    "make_bot": ".players._bots",
    "hint": ".players._bots",
    "tile_svg": ".pictures._svg",
    "board_svg": ".pictures._svg",
    "game_svg": ".pictures._svg",
    "to_svg": ".pictures._svg",
    "mosaic_svg": ".pictures._svg",
    "tiles_svg": ".pictures._svg",
    "Mosaic": ".engine._mosaic",
    "Table": ".players._table",
    "worksheet": ".paper",
    "class_set": ".paper",
    "cutout_sheet": ".paper",
    "rules_sheet": ".paper",
}

_SUBPACKAGES = (
    "engine",
    "words",
    "files",
    "players",
    "simulation",
    "pictures",
    "scoresheet",
    "teaching",
    "paper",
    "widgets",
)


def __getattr__(name: str) -> Any:
    if name in MODULE_PATHS or name in _SUBPACKAGES:
        module = importlib.import_module(f".{name}", __name__)
        globals()[name] = module
        return module
    mod = _LAZY.get(name)
    if mod is None:
        raise AttributeError(f"module 'trio_widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(mod, __name__), name)
    globals()[name] = value
    return value
