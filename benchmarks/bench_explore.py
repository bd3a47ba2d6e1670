"""Simulation helpers for the lessons: how fast they answer.

    python benchmarks/bench_explore.py

Prints:
- one million dealt hands of 9 analysed (triple, at least one double, a given
  tile) by explore.hand_odds, best of 3 runs; target < 1 s;
- 1,000 whole 2-player pressman rounds played by greedy bots and counted by
  explore.round_stats, best of 3 runs; target < 5 s;
- a few other helpers, for reference, with their tables.
"""

from __future__ import annotations

import platform
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from trio_widgets import simulation as explore


def best_of(fn, repeat: int = 3):
    best = float("inf")
    result = None
    for i in range(repeat):
        t = time.perf_counter()
        result = fn(i)
        best = min(best, time.perf_counter() - t)
    return best, result


def main() -> None:
    print(f"python {platform.python_version()} on {platform.machine()}")
    dt, t = best_of(lambda i: explore.hand_odds(hands=1_000_000, size=9, tile="5-5-5", seed=i))
    print(f"\nhand_odds: 1,000,000 hands of 9 analysed in {dt:.3f} s (target < 1 s)")
    print(t)
    dt, t = best_of(lambda i: explore.triples_in_hand(hands=1_000_000, size=9, seed=i))
    print(f"\ntriples_in_hand: 1,000,000 hands in {dt:.3f} s")
    dt, t = best_of(lambda i: explore.who_starts(deals=1_000_000, seed=i), repeat=1)
    print(f"\nwho_starts: 1,000,000 deals for each of 2-6 players in {dt:.3f} s")
    print(t)
    dt, t = best_of(lambda i: explore.round_stats("pressman", players=2, rounds=1000, bots="greedy", seed=i))
    print(f"\nround_stats: 1,000 greedy 2-player pressman rounds in {dt:.3f} s (target < 5 s)")
    print(t)


if __name__ == "__main__":
    main()
