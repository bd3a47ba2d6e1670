"""The slowest tap of a PuzzleBoard's buttons (Check, Hint, Show a solution, How many?) on custom
puzzles too big to search in a moment, beside what the unbounded search would cost.

    PYTHONPATH=. python benchmarks/bench_puzzle_taps.py [--repeat N]

Target (the hostile-input issue): no tap blocks the kernel for more than a second.  Times are
CPU time of this process (``time.process_time``, the kernel's own share), best and worst of
--repeat runs of the widget's message handler, from a fresh widget each time.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from trio_widgets.teaching import Puzzle, Shape, lesson_puzzle
from trio_widgets.widgets import PuzzleBoard

PUZZLES = {
    "triangle of 36 (no solution)": lambda: Puzzle(Shape.triangle(6)),
    "triangle of 36, no equal touching": lambda: Puzzle(Shape.triangle(6), no_equal_touching=True),
    "hexagon, no matching, no equal touching": lambda: Puzzle(Shape.hexagon(), match=False, no_equal_touching=True),
    "triangle of 16, sides equal": lambda: Puzzle(Shape.triangle(4), side_sum="equal"),
    "lesson 09: no_equal_neighbours": lambda: lesson_puzzle("no_equal_neighbours"),
}


def tap(make, action: str) -> tuple[float, str]:
    w = PuzzleBoard(make())
    t = time.process_time()
    w.handle({"action": action})
    return (time.process_time() - t) * 1000, w.message["key"]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--unbounded", action="store_true", help="also time the full search of each puzzle")
    args = ap.parse_args()
    worst = 0.0
    print(f"tap -> message: best / worst CPU ms over {args.repeat} runs; target <= 1000 ms")
    for name, make in PUZZLES.items():
        for action in ("check", "hint", "solve", "count"):
            runs = [tap(make, action) for _ in range(args.repeat)]
            times = [r[0] for r in runs]
            worst = max(worst, max(times))
            print(f"  {name:42s} {action:6s} {min(times):7.1f} / {max(times):7.1f} ms  {runs[0][1]}")
        if args.unbounded:
            t = time.process_time()
            make().solve()
            print(f"  {name:42s} unbounded solve(): {(time.process_time() - t) * 1000:9.1f} ms")
    print(f"worst tap: {worst:.1f} ms")


if __name__ == "__main__":
    main()
