"""trio_widgets: Triominoes for Jupyter — a rules engine, widgets and lessons.

>>> import trio_widgets as tw
>>> len(tw.full_set())
56
"""

from __future__ import annotations

import importlib
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
from .words import Msg, say

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
    "say",
    "score_from_facts",
    "set_counts",
]

# The layers are subpackages (engine, words, files, players, simulation, pictures, scoresheet,
# teaching, paper, widgets, classroom; CONTRIBUTING.md): each is the one public path to its
# modules (``from trio_widgets.players import make_bot``), and its ``__all__`` says what it gives.

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
    if name in _SUBPACKAGES:
        module = importlib.import_module(f".{name}", __name__)
        globals()[name] = module
        return module
    mod = _LAZY.get(name)
    if mod is None:
        raise AttributeError(f"module 'trio_widgets' has no attribute {name!r}")
    value = getattr(importlib.import_module(mod, __name__), name)
    globals()[name] = value
    return value
