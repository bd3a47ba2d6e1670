"""Simulation: dealt hands, who starts, round statistics (with numpy where it is installed)."""

from __future__ import annotations

from ._explore import (
    default_rng,
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
    "default_rng",
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
