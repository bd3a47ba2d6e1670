"""The puzzle solver's speed (lesson 09's puzzles and the full hexagon count).

    python benchmarks/bench_puzzles.py [--repeat N]

Prints, with the answer found (targets of the puzzles issue):

1. every puzzle of lesson 09 (``trio_widgets.teaching.LESSON_PUZZLES``, up to 16 cells
   from the 56-tile set): solve, count where the lesson states a count, and the reason when it
   is impossible (target: each within 1 s);
2. harder puzzles of the same sizes the lesson could have used (the 16-cell triangle with every
   rule, rings);
3. all solutions of the 6-tile hexagon from the full set, as placed and with turns of the whole
   hexagon counted once (target: within 10 s).

The redraw figure of the PuzzleBoard widget is printed by ``benchmarks/bench_puzzle_widget.py``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from trio_widgets.teaching import LESSON_PUZZLES, Puzzle, Shape, lesson_puzzle  # noqa: E402


def timed(f: Callable[[], Any], repeat: int) -> tuple[Any, float, float]:
    times = []
    result = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = f()
        times.append((time.perf_counter() - t0) * 1000)
    return result, statistics.median(times), max(times)


def lesson_puzzles() -> list[tuple[str, Puzzle]]:
    return [(name, lesson_puzzle(name)) for name in LESSON_PUZZLES]


def harder() -> list[tuple[str, Puzzle]]:
    t16 = Shape.triangle(4)
    return [
        ("triangle of 16, tiles match", Puzzle(t16)),
        ("triangle of 16, sides equal", Puzzle(t16, side_sum="equal")),
        ("triangle of 16, sides add up to 10", Puzzle(t16, side_sum=10)),
        ("triangle of 16, no equal values touching", Puzzle(t16, no_equal_touching=True)),
        ("triangle of 16, border all 0 (impossible)", Puzzle(t16, border=0)),
        ("triangle of 16 from the 0-3 tiles", Puzzle(t16, tiles=[t for t in Puzzle(t16).tiles if max(t) <= 3])),
        ("ring of 12, tiles match", Puzzle(Shape.ring())),
        ("ring of 18, no equal values touching", Puzzle(Shape.ring("hexagon"), no_equal_touching=True)),
        ("hexagon, no equal values touching", Puzzle(Shape.hexagon(), no_equal_touching=True)),
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    rep = max(1, args.repeat)
    worst = 0.0
    print("1-2. solve (and count where asked): median / worst ms over", rep, "runs; target <= 1000 ms each")
    for group, items in (("lesson 09", lesson_puzzles()), ("harder", harder())):
        for name, pz in items:

            def answer(pz: Puzzle = pz, counted: bool = group == "lesson 09") -> str:
                sol = pz.solve()
                if sol is None:
                    why = pz.why_impossible()
                    return "impossible: " + (str(why) if why else "no way works (searched)")
                if counted:
                    return f"solved; {pz.count()} solutions, {pz.count(turned_same=True)} up to turning"
                return "solved"

            text, med, mx = timed(answer, rep)
            worst = max(worst, mx)
            print(f"   [{group}] {name:45s} {med:8.1f} / {mx:8.1f} ms  {text[:90]}")
    print(f"   worst: {worst:.1f} ms")
    hexagon = Puzzle(Shape.hexagon())
    n, med, mx = timed(hexagon.count, rep)
    print(f"3. hexagon of 6 from the 56 tiles: {n} solutions  median {med:.0f} ms, worst {mx:.0f} ms (target <= 10000)")
    n, med, mx = timed(lambda: hexagon.count(turned_same=True), rep)
    print(f"   the same, turns of the hexagon counted once: {n}  median {med:.0f} ms, worst {mx:.0f} ms")


if __name__ == "__main__":
    main()
