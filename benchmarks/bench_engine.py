"""Engine speed and sanity figures, alone or side by side with another checkout.

    python benchmarks/bench_engine.py [--matches N]              # this tree's figures
    python benchmarks/bench_engine.py --base ../base-checkout    # + the same figures there, and ratios
    python benchmarks/bench_engine.py --base DIR --repeats 7 --only greedy_matches,smart_decision

Every figure is measured by a fresh Python process with one tree's ``trio_widgets`` first on its
path (this script's own workload code, the engine of that tree); with ``--base`` the two trees
take turns, ``--repeats`` times each, and the medians are compared.  The machine's load
(``os.getloadavg``) is printed with the figures: on a shared machine, quote medians.

Figures (higher is better for rates, lower for times):

- movegen: every legal placement of the 31 tiles not on a fixed 25-tile board, asked tile by
  tile of a new copy of the board; asked at once (``legal_placements_for``); and after placing
  the 25th tile on a 24-tile copy (what a game does every move).  Target: no slower than the base;
- random and greedy 2-player pressman matches to 400 per second, each action chosen by this
  script from ``game.legal_placements()`` (target >= 100 greedy matches/s), with rounds,
  bridges and hexagons per match as a sanity check;
- greedy 2-player pressman matches per second played by ``bots.play_match`` (the bots' own
  code; target: 2.5 times the base), and the CPU and wall time of 1,000 of them at that rate
  (target: 3 s of CPU; the wall time depends on the machine's load);
- SmartBot decision: median time of ``SmartBot.decide`` over every position met in seeded
  2-player pressman games (each timed 3 times, the fastest kept; target: half the base's), and
  over the positions with at least two legal placements (the same target);
- a lesson cell's simulation: ``explore.round_stats`` of 1,000 whole matches of the kids'
  game (one round each, as lesson 06b plays them, target <= 3 s) and of 1,000 greedy pressman
  rounds; a million simulated hands (``explore.hand_odds``, target <= 1 s);
- memory: the resident set of a Python process that imports trio_widgets and makes a
  GameWidget, with the package's modules compiled beforehand as an installed package has them
  (target: no more than the base's).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _tree_from_argv() -> Path:
    if "--tree" in sys.argv:
        return Path(sys.argv[sys.argv.index("--tree") + 1]).resolve()
    return ROOT


sys.path.insert(0, str(_tree_from_argv()))

import trio_widgets as tw  # noqa: E402


def fixed_board(n_tiles: int = 25, seed: int = 2024) -> tuple[tw.Board, list[tw.Placement]]:
    """A board of n tiles built by random legal placements from the whole set (seeded), and
    the placements that built it."""
    rng = random.Random(seed)
    while True:
        board = tw.Board()
        left = list(tw.full_set())
        made: list[tw.Placement] = []
        ok = True
        while len(board) < n_tiles:
            moves = board.legal_placements_for(left)
            if not moves:
                ok = False
                break
            p = rng.choice(moves)
            board.place(p)
            made.append(p)
            left.remove(p.tile)
        if ok:
            return board, made
        seed += 1
        rng = random.Random(seed)


def best_of(fn: Callable[[], object], repeat: int = 7, number: int = 200) -> float:
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        for _ in range(number):
            fn()
        best = min(best, (time.perf_counter() - t) / number)
    return best


def play_policy_match(seed: int, policy: str, rules: tw.Rules) -> tuple[int, int, int]:
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
                board, r = g.board, g.rules
                p = max(moves, key=lambda m: board.score_unchecked(m, r, True).total)
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


# ---------------------------------------------------------------------------
# Workloads: each returns {figure: value}; run in a process of its own


def work_movegen(args: argparse.Namespace) -> dict[str, Any]:
    board, made = fixed_board()
    left = [t for t in tw.full_set() if t not in board]
    assert len(board) == 25 and len(left) == 31
    before = tw.Board.from_placements(made[:-1])
    last = made[-1]

    def per_tile_fresh() -> list:
        b = board.copy()  # a new position each time: nothing worked out before carried over
        return [b.legal_placements(t) for t in left]

    def after_a_move() -> list:
        b = before.copy()
        b.place_unchecked(last)
        return b.legal_placements_for(left)

    return {
        "movegen per tile, fresh copy (ms)": best_of(per_tile_fresh) * 1e3,
        "movegen legal_placements_for(all) (ms)": best_of(lambda: board.legal_placements_for(left)) * 1e3,
        "movegen copy + place + list (ms)": best_of(after_a_move) * 1e3,
        "_info": f"{sum(len(board.legal_placements(t)) for t in left)} legal placements, "
        f"{len(board.open_cells())} open cells",
    }


def work_policy_matches(args: argparse.Namespace) -> dict[str, Any]:
    rules = tw.Rules.preset("pressman")
    out: dict[str, Any] = {}
    info = []
    for policy in ("random", "greedy"):
        t = time.perf_counter()
        res = [play_policy_match(seed, policy, rules) for seed in range(args.matches)]
        dt = time.perf_counter() - t
        out[f"{policy} pressman matches/s (script's own loop)"] = args.matches / dt
        rounds = [r[0] for r in res]
        sd = statistics.stdev(rounds)
        info.append(
            f"{policy}: rounds/match {statistics.mean(rounds):.2f} (±{1.96 * sd / len(rounds) ** 0.5:.2f}), "
            f"bridges/match {statistics.mean(r[1] for r in res):.2f}, "
            f"hexagons/match {statistics.mean(r[2] for r in res):.2f}"
        )
    out["_info"] = "; ".join(info)
    return out


def work_greedy_matches(args: argparse.Namespace) -> dict[str, Any]:
    from trio_widgets.players import play_match

    t = time.perf_counter()
    cpu = time.process_time()
    total = 0
    for s in range(args.matches):
        total += play_match("pressman", ["greedy", "greedy"], seed=s).scores[0]
    cpu = time.process_time() - cpu
    dt = time.perf_counter() - t
    return {
        "greedy pressman matches/s (bots.play_match)": args.matches / dt,
        "  the same per CPU second (matches/s)": args.matches / cpu,
        "  1,000 such matches: CPU time (s)": 1000 * cpu / args.matches,
        "  1,000 such matches: wall time (s)": 1000 * dt / args.matches,
        "_info": f"score sum {total}",
    }


def smart_positions(games: int, seed: int = 500) -> list[tw.Game]:
    """Copies of every position met in seeded 2-player pressman games of smart, greedy and
    random bots (as benchmarks/bench_bots.py plays them)."""
    from trio_widgets.players import make_bot

    kinds = ["smart", "greedy", "random"]
    out = []
    for g in range(games):
        game = tw.Game("pressman", players=2, seed=seed + g)
        bots = [make_bot(kinds[(s + g) % 3], seed=s) for s in range(2)]
        while not game.round_over:
            out.append(game.copy())
            bots[game.current].act(game)
    return out


def work_smart_decision(args: argparse.Namespace) -> dict[str, Any]:
    from trio_widgets.players import make_bot

    positions = smart_positions(args.games)
    bot = make_bot("smart", seed=1)
    times = []
    choice = []
    picked = []
    for game in positions:
        best = float("inf")
        for _ in range(3):
            t = time.perf_counter()
            action = bot.decide(game)
            best = min(best, time.perf_counter() - t)
        times.append(best * 1e3)
        picked.append(action)
        if len(game.legal_placements()) >= 2:
            choice.append(best * 1e3)
    return {
        "SmartBot decision, median (ms)": statistics.median(times),
        "SmartBot decision with a choice, median (ms)": statistics.median(choice),
        "SmartBot decision, mean (ms)": statistics.fmean(times),
        "_info": f"{len(times)} positions, {len(choice)} with a choice; "
        f"decisions {hashlib.sha256(repr(picked).encode()).hexdigest()[:8]}",
    }


def work_lesson(args: argparse.Namespace) -> dict[str, Any]:
    from trio_widgets import simulation as explore

    t = time.perf_counter()
    kids = explore.round_stats("kids", players=2, rounds=1000, seed=1)
    t_kids = time.perf_counter() - t
    t = time.perf_counter()
    press = explore.round_stats("pressman", players=2, rounds=1000, bots="greedy", seed=1)
    t_press = time.perf_counter() - t
    t = time.perf_counter()
    explore.hand_odds(hands=1_000_000, size=9, tile="5-5-5", seed=1)
    t_hands = time.perf_counter() - t
    return {
        "round_stats: 1,000 kids matches (s)": t_kids,
        "round_stats: 1,000 greedy pressman rounds (s)": t_press,
        "hand_odds: 1,000,000 hands (s)": t_hands,
        "_info": f"kids starter wins {kids.row('starting player wins')['simulated']:.3f}, "
        f"pressman points {press.row('points per player')['simulated']:.2f}",
    }


def work_memory(args: argparse.Namespace) -> dict[str, Any]:
    import resource

    w = tw.GameWidget(rules="pressman", players=["Ann", "Bob"], bots={1: "smart"}, seed=5)
    assert w.game is not None
    rss = 0
    with open("/proc/self/status", encoding="ascii") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                rss = int(line.split()[1])
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"memory: RSS with a GameWidget (MB)": rss / 1024, "memory: peak RSS (MB)": peak / 1024}


WORK: dict[str, Callable[[argparse.Namespace], dict[str, Any]]] = {
    "movegen": work_movegen,
    "policy_matches": work_policy_matches,
    "greedy_matches": work_greedy_matches,
    "smart_decision": work_smart_decision,
    "lesson": work_lesson,
    "memory": work_memory,
}

#: figure -> (target text, is it met: fn(value, base value or None) -> bool | None)
TARGETS: dict[str, tuple[str, Callable[[float, float | None], bool | None]]] = {
    "movegen per tile, fresh copy (ms)": ("<= base", lambda v, b: None if b is None else v <= b * 1.05),
    "movegen legal_placements_for(all) (ms)": ("<= base", lambda v, b: None if b is None else v <= b * 1.05),
    "movegen copy + place + list (ms)": ("<= base", lambda v, b: None if b is None else v <= b * 1.05),
    "greedy pressman matches/s (script's own loop)": (">= 100", lambda v, b: v >= 100),
    "greedy pressman matches/s (bots.play_match)": (">= 2.5x base", lambda v, b: None if b is None else v >= 2.5 * b),
    "  1,000 such matches: CPU time (s)": ("<= 3 s", lambda v, b: v <= 3),
    "SmartBot decision, median (ms)": ("<= base / 2", lambda v, b: None if b is None else v <= b / 2),
    "SmartBot decision with a choice, median (ms)": ("<= base / 2", lambda v, b: None if b is None else v <= b / 2),
    "round_stats: 1,000 kids matches (s)": ("<= 3 s", lambda v, b: v <= 3),
    "round_stats: 1,000 greedy pressman rounds (s)": ("<= 5 s", lambda v, b: v <= 5),
    "hand_odds: 1,000,000 hands (s)": ("<= 1 s", lambda v, b: v <= 1),
    "memory: RSS with a GameWidget (MB)": ("<= base", lambda v, b: None if b is None else v <= b),
}


#: Each tree's compiled modules, as an installed package has them (a kernel does not compile
#: the package again each time it starts, and compiling would count in its memory).
_PYCACHE = Path(tempfile.gettempdir()) / f"bench_engine_pycache_{os.getpid()}"


def warm_up(tree: Path) -> None:
    """Compile the tree's modules into its cache before anything is measured."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONPYCACHEPREFIX=str(_PYCACHE / tree.name))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    code = "import trio_widgets, trio_widgets.players, trio_widgets.simulation, trio_widgets.widgets._game"
    subprocess.run([sys.executable, "-c", code], env=env, cwd=tempfile.gettempdir(), check=True)


def run_worker(tree: Path, name: str, args: argparse.Namespace) -> dict[str, Any]:
    cmd = [
        sys.executable,
        str(Path(__file__).resolve()),
        "--worker",
        name,
        "--tree",
        str(tree),
        "--matches",
        str(args.matches),
        "--games",
        str(args.games),
    ]
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONPYCACHEPREFIX=str(_PYCACHE / tree.name))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"{name} in {tree} failed:\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def _fmt(v: float | None) -> str:
    if v is None:
        return "-"
    return f"{v:.3f}" if abs(v) < 100 else f"{v:.1f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--matches", type=int, default=300, help="matches per match figure (default 300)")
    ap.add_argument("--games", type=int, default=6, help="seeded games whose positions SmartBot decides (default 6)")
    ap.add_argument("--base", type=Path, help="another checkout to measure side by side")
    ap.add_argument("--repeats", type=int, default=5, help="runs of each workload in each tree (default 5)")
    ap.add_argument("--only", help="comma-separated workloads: " + ", ".join(WORK))
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--tree", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.worker:
        print(json.dumps(WORK[args.worker](args)))
        return
    names = args.only.split(",") if args.only else list(WORK)
    for n in names:
        if n not in WORK:
            raise SystemExit(f"no workload {n!r}; choose from {', '.join(WORK)}")
    trees = [ROOT] + ([args.base.resolve()] if args.base else [])
    for tree in trees:
        warm_up(tree)
    try:
        run_all(args, names, trees)
    finally:
        shutil.rmtree(_PYCACHE, ignore_errors=True)


def run_all(args: argparse.Namespace, names: list[str], trees: list[Path]) -> None:
    results: dict[Path, dict[str, list[float]]] = {t: {} for t in trees}
    infos: dict[Path, set[str]] = {t: set() for t in trees}
    loads = [os.getloadavg()[0]]
    for r in range(args.repeats):
        for name in names:
            order = trees if r % 2 == 0 else trees[::-1]  # alternate who goes first
            for tree in order:
                res = run_worker(tree, name, args)
                for k, v in res.items():
                    if k == "_info":
                        infos[tree].add(f"{name}: {v}")
                    else:
                        results[tree].setdefault(k, []).append(v)
        loads.append(os.getloadavg()[0])
        print(f"  repeat {r + 1}/{args.repeats} done (load {loads[-1]:.2f})", file=sys.stderr)
    mine = results[ROOT]
    base = results[trees[1]] if len(trees) > 1 else None
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} cores; load average (1 min) during the run: "
        f"{min(loads):.2f}-{max(loads):.2f}; medians of {args.repeats} runs per tree"
    )
    print(f"this tree: {ROOT}" + (f"\nbase tree: {trees[1]}" if base is not None else ""))
    head = (
        f"{'figure':48s} {'this':>10s}" + (f" {'base':>10s} {'ratio':>8s}" if base else "") + f"  {'target':>12s}  met"
    )
    print(head)
    print("-" * len(head))
    for k, vals in mine.items():
        v = statistics.median(vals)
        b = statistics.median(base[k]) if base and k in base else None
        line = f"{k:48s} {_fmt(v):>10s}"
        if base is not None:
            # ratio: how many times better this tree is (rates: this/base; times and sizes: base/this)
            better = None if b is None else (v / b if "/s" in k else b / v)
            line += f" {_fmt(b):>10s} {f'{better:.2f}x' if better else '-':>8s}"
        target = TARGETS.get(k)
        if target:
            met = target[1](v, b)
            line += f"  {target[0]:>12s}  {'-' if met is None else 'yes' if met else 'NO'}"
        print(line)
    for tree in trees:
        for info in sorted(infos[tree]):
            print(f"[{'this' if tree == ROOT else 'base'}] {info}")


if __name__ == "__main__":
    main()
