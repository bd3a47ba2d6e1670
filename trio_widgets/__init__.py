"""trio_widgets: Triominoes for Jupyter — a rules engine, widgets and lessons.

>>> import trio_widgets as tw
>>> len(tw.full_set())
56
"""

from __future__ import annotations

from typing import Any

from .board import Board, Placement, Score
from .errors import IllegalMove, Reason
from .game import Game
from .geometry import START_CELL, Cell, cell_centre, cell_corners, cell_neighbours, point_cells, point_xy
from .i18n import Msg
from .rules import PRESETS, Rules
from .scoring import match_winners, round_end_points, score_from_facts
from .tiles import Tile, full_set, highest_first, set_counts

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

# Widgets and helpers that import ipywidgets/anywidget load on first use, so the
# engine imports fast and works without a Jupyter stack.
_LAZY = {
    "GameWidget": ".game_widget",
    "TileSetExplorer": ".teach",
    "OrientationTrainer": ".teach",
    "MatchPuzzle": ".teach",
    "ScoringPractice": ".teach",
    "PuzzleBoard": ".puzzle_widget",
    "AdditionDrill": ".drill",
    "Puzzle": ".puzzles",
    "Shape": ".puzzles",
    "ScoreKeeper": ".score_keeper",
    "ScoreSheet": ".scoresheet",
    "make_bot": ".bots",
    "hint": ".bots",
    "tile_svg": ".svg",
    "board_svg": ".svg",
    "game_svg": ".svg",
    "to_svg": ".svg",
    "mosaic_svg": ".svg",
    "tiles_svg": ".svg",
    "Mosaic": ".mosaic",
    "Table": ".table",
    "worksheet": ".printables",
    "cutout_sheet": ".printables",
    "rules_sheet": ".printables",
}


_SUBMODULES = (
    "bots",
    "explore",
    "svg",
    "teach",
    "exercises",
    "scoresheet",
    "score_keeper",
    "game_widget",
    "i18n",
    "events",
    "mosaic",
    "table",
    "puzzles",
    "puzzle_widget",
    "drill",
)


def __getattr__(name: str) -> Any:
    if name in _SUBMODULES:
        import importlib

        module = importlib.import_module(f".{name}", __name__)
        globals()[name] = module
        return module
    mod = _LAZY.get(name)
    if mod is None:
        raise AttributeError(f"module 'trio_widgets' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(mod, __name__), name)
    globals()[name] = value
    return value
