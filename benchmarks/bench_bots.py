"""Computer players: think time per move, and (with --strength) tournament figures.

    python benchmarks/bench_bots.py                      # think times (about a minute)
    python benchmarks/bench_bots.py --strength           # + strength: 400 matches each, 2 processes
    python benchmarks/bench_bots.py --strength-only --matches 400 --processes 2

Think time: every position met in seeded pressman games (2 and 4 players,
mixed bots) is given to each bot, timed one decision at a time with
time.perf_counter (the decision includes building the bot's public view).
Printed: mean, median, 95th percentile and the slowest move, in ms, over
every move (forced draws and passes included) and over the moves where the
bot had two or more placements to choose from.
Targets: greedy <= 2 ms, smart <= 250 ms per move.

Strength (pressman, seats rotated, each deal played once per seat order):
greedy vs random and smart vs greedy with 2 players; with 4 players,
greedy vs 3 random, smart vs 3 greedy and 2 smart vs 2 greedy.
Targets (2 players, >= 400 matches): greedy beats random in >= 75% of
matches, smart beats greedy in >= 60%.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import trio_widgets as tw
from trio_widgets.players import make_bot, tournament


def positions(players: int, games: int, seed: int) -> list[tw.Game]:
    """Copies of every position where a bot had a choice or an action to take."""
    kinds = ["smart", "greedy", "random"]
    out = []
    for g in range(games):
        game = tw.Game("pressman", players=players, seed=seed + g)
        bots = [make_bot(kinds[(s + g) % 3], seed=s) for s in range(players)]
        while not game.round_over:
            out.append(game.copy())
            bots[game.current].act(game)
    return out


def think_times(kind: str, games_list: list[tw.Game], repeat: int) -> list[float]:
    bot = make_bot(kind, seed=1)
    times = []
    for game in games_list:
        best = float("inf")
        for _ in range(repeat):
            t = time.perf_counter()
            bot.decide(game)
            best = min(best, time.perf_counter() - t)
        times.append(best * 1000)
    return times


def summary(times: list[float]) -> str:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return (
        f"mean {statistics.fmean(times):7.3f}  median {statistics.median(times):7.3f}  "
        f"p95 {p95:7.3f}  max {times[-1]:7.3f} ms  ({len(times)} positions)"
    )


def strength(matches: int, processes: int, seed: int) -> None:
    runs = [
        ("2 players", ["greedy", "random"], "greedy beats random: target >= 75%"),
        ("2 players", ["smart", "greedy"], "smart beats greedy: target >= 60%"),
        ("4 players", ["greedy", "random", "random", "random"], "fair share 25%"),
        ("4 players", ["smart", "greedy", "greedy", "greedy"], "fair share 25%"),
        ("4 players", ["smart", "smart", "greedy", "greedy"], "fair share 50% for the two smart seats together"),
    ]
    for label, bots, target in runs:
        t = time.perf_counter()
        res = tournament("pressman", bots, matches=matches, seed=seed, processes=processes)
        dt = time.perf_counter() - t
        print(f"\n== pressman, {label}: {' vs '.join(bots)} ({target})  [{dt:.0f} s]")
        print(res.table())
        d = res.to_dict()
        print(f"mean rounds per match {d['mean_rounds']:.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=6, help="seeded games per player count for think times")
    ap.add_argument("--repeat", type=int, default=3, help="time each decision this many times, keep the fastest")
    ap.add_argument("--strength", action="store_true", help="also run the tournaments")
    ap.add_argument("--strength-only", action="store_true", help="only run the tournaments")
    ap.add_argument("--matches", type=int, default=400)
    ap.add_argument("--processes", type=int, default=2)
    ap.add_argument("--seed", type=int, default=2024)
    args = ap.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, {platform.processor() or 'cpu'}")
    if not args.strength_only:
        for players in (2, 4):
            pos = positions(players, args.games, seed=500)
            choice = [g for g in pos if len(g.legal_placements()) >= 2]
            print(f"\nThink time per move, pressman, {players} players:")
            for kind in ("random", "greedy", "smart"):
                print(f"  {kind:6s} {'every move':20s} {summary(think_times(kind, pos, args.repeat))}")
                print(f"  {kind:6s} {'moves with a choice':20s} {summary(think_times(kind, choice, args.repeat))}")
    if args.strength or args.strength_only:
        strength(args.matches, args.processes, args.seed)


if __name__ == "__main__":
    main()
