"""Engine speed and sanity figures (issue: the rules engine).

    python benchmarks/bench_engine.py [--matches N]

Prints:
- movegen: time to list every legal placement of all 31 tiles not on a fixed
  25-tile board (per-tile calls, and one call for all tiles at once);
- random and greedy 2-player pressman matches to 400 per second;
- rounds per match, bridges and hexagons per match (greedy), as a sanity check.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import trio_widgets as tw


def fixed_board(n_tiles: int = 25, seed: int = 2024) -> tw.Board:
    """A board of n tiles built by random legal placements from the whole set (seeded)."""
    rng = random.Random(seed)
    while True:
        board = tw.Board()
        left = list(tw.full_set())
        ok = True
        while len(board) < n_tiles:
            moves = board.legal_placements_for(left)
            if not moves:
                ok = False
                break
            p = rng.choice(moves)
            board.place(p)
            left.remove(p.tile)
        if ok:
            return board
        seed += 1
        rng = random.Random(seed)


def best_of(fn, repeat: int = 7, number: int = 200) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - t) / number)
    return best


def play_match(seed: int, policy: str, rules: tw.Rules) -> tuple[int, int, int]:
    g = tw.Game(rules, players=2, seed=seed)
    rng = random.Random(seed)
    rounds = 1
    bridges = hexagons = 0
    while not g.match_over:
        if g.round_over:
            g.next_round()
            rounds += 1
            continue
        moves = g.legal_placements()
        if moves:
            if policy == "greedy":
                board, r, counted = g.board, g.rules, g.counting
                p = max(moves, key=lambda m: board._score(m, r, counted).total)
            else:
                p = rng.choice(moves)
            s = g.play(p)
            bridges += s.bridge
            hexagons += s.hexagons
        elif g.can_draw():
            g.draw()
        else:
            g.pass_turn()
    return rounds, bridges, hexagons


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--matches", type=int, default=500, help="matches per policy (default 500)")
    args = ap.parse_args()

    board = fixed_board()
    left = [t for t in tw.full_set() if t not in board]
    assert len(board) == 25 and len(left) == 31
    n_moves = sum(len(board.legal_placements(t)) for t in left)

    def per_tile_fresh() -> list:
        board._moves = None  # a new position each time: no memo carried over
        return [board.legal_placements(t) for t in left]

    per_tile = best_of(per_tile_fresh)
    all_at_once = best_of(lambda: board.legal_placements_for(left))
    print(f"movegen, 31 tiles on a 25-tile board ({n_moves} legal placements, {len(board.open_cells())} open cells):")
    print(f"  per-tile legal_placements(): {per_tile * 1e3:.3f} ms   (target <= 0.3 ms)")
    print(f"  legal_placements_for(all):   {all_at_once * 1e3:.3f} ms")

    rules = tw.Rules.preset("pressman")
    for policy in ("random", "greedy"):
        t = time.perf_counter()
        res = [play_match(seed, policy, rules) for seed in range(args.matches)]
        dt = time.perf_counter() - t
        rounds = [r[0] for r in res]
        print(
            f"{policy:>6} 2-player pressman matches to 400: {args.matches / dt:7.1f} matches/s"
            + (" (target >= 100)" if policy == "greedy" else "")
        )
        sd = statistics.stdev(rounds)
        print(
            f"        rounds/match {statistics.mean(rounds):.2f} (±{1.96 * sd / len(rounds) ** 0.5:.2f}), "
            f"bridges/match {statistics.mean(r[1] for r in res):.2f}, "
            f"hexagons/match {statistics.mean(r[2] for r in res):.2f}"
        )


if __name__ == "__main__":
    main()
