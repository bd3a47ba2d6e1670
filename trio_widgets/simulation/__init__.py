"""Simulation with numpy: dealt hands, who starts, round statistics."""

from __future__ import annotations

from ._explore import (
    exact_at_least_one,
    hand_odds,
    points_histogram,
    random_hands,
    round_stats,
    round_table,
    tile_set,
    triples_in_hand,
    who_starts,
)

__all__ = [
    "exact_at_least_one",
    "hand_odds",
    "points_histogram",
    "random_hands",
    "round_stats",
    "round_table",
    "tile_set",
    "triples_in_hand",
    "who_starts",
]
