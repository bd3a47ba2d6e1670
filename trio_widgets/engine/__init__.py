"""The rules engine: tiles, the triangle grid, rule sets, boards, scoring, games and their events,
refusals, mosaics.  Pure Python: it imports only the words and the file checks below it.
"""

from __future__ import annotations

from ._board import Board, Placement
from ._errors import IllegalMove, Reason
from ._events import DealEvent, DrawEvent, Event, MatchEndEvent, PassEvent, PlayEvent, RoundEndEvent, TurnEvent
from ._game import FORMAT, MAX_ROUNDS, MAX_SAVE_CHARS, MAX_SEED, Game
from ._geometry import (
    SQRT3_2,
    START_CELL,
    Cell,
    Point,
    cell_centre,
    cell_corners,
    cell_edges,
    cell_neighbours,
    point_cells,
    point_xy,
)
from ._mosaic import MAX_MOSAIC_CHARS, MOSAIC_FORMAT, MOSAIC_RADIUS, Mosaic, MosaicRefused
from ._names import MAX_NAME, check_name, check_names, invisible, name_key, name_problem, text_problem, tidy_name
from ._rules import PRESETS, WINNER_MODES, Rules
from ._scoring import Score, compute_score, match_winners, round_end_points, round_end_steps, score_from_facts
from ._tiles import MAX_NUMBER, TILE_OF, Tile, full_set, highest_first, set_counts

__all__ = [
    "FORMAT",
    "MAX_MOSAIC_CHARS",
    "MAX_NAME",
    "MAX_NUMBER",
    "MAX_ROUNDS",
    "MAX_SAVE_CHARS",
    "MAX_SEED",
    "MOSAIC_FORMAT",
    "MOSAIC_RADIUS",
    "PRESETS",
    "SQRT3_2",
    "START_CELL",
    "TILE_OF",
    "WINNER_MODES",
    "Board",
    "Cell",
    "DealEvent",
    "DrawEvent",
    "Event",
    "Game",
    "IllegalMove",
    "MatchEndEvent",
    "Mosaic",
    "MosaicRefused",
    "PassEvent",
    "Placement",
    "PlayEvent",
    "Point",
    "Reason",
    "RoundEndEvent",
    "Rules",
    "Score",
    "Tile",
    "TurnEvent",
    "cell_centre",
    "cell_corners",
    "cell_edges",
    "cell_neighbours",
    "check_name",
    "check_names",
    "compute_score",
    "full_set",
    "highest_first",
    "invisible",
    "match_winners",
    "name_key",
    "name_problem",
    "point_cells",
    "point_xy",
    "round_end_points",
    "round_end_steps",
    "score_from_facts",
    "set_counts",
    "text_problem",
    "tidy_name",
]
