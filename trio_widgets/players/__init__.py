"""The computer players (random, greedy, smart; hints; matches and tournaments) and the table
they sit at.
"""

from __future__ import annotations

from ._bots import (
    BOTS,
    Action,
    Bot,
    GreedyBot,
    MatchRecord,
    PublicView,
    RandomBot,
    SmartBot,
    SmartWeights,
    TournamentResult,
    describe_placement,
    hint,
    make_bot,
    move_gain,
    play_match,
    play_round,
    tournament,
)
from ._table import Table

__all__ = [
    "BOTS",
    "Action",
    "Bot",
    "GreedyBot",
    "MatchRecord",
    "PublicView",
    "RandomBot",
    "SmartBot",
    "SmartWeights",
    "Table",
    "TournamentResult",
    "describe_placement",
    "hint",
    "make_bot",
    "move_gain",
    "play_match",
    "play_round",
    "tournament",
]
