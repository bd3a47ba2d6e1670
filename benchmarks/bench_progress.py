"""A child's progress kept in the browser (widgets/_progress.py): how big the records are and how
long the kernel takes to keep and to check them.

    PYTHONPATH=. python benchmarks/bench_progress.py

Printed, for a lesson exercise (04 ex2, every part answered), the drill's stars and a game
(kids and pressman rules, 2 players against greedy computers, seeded, played to its end and
sealed after every move, as the widget does): the record's size in characters (the page's
storage holds about 5 million per site), and the median time to make the record (sealing
included) and to check it again when the page gives it back to a new widget (the widget made,
the record unsealed, replayed by the engine and taken), over 20 runs, in ms.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("TRIO_WIDGETS_DATA", tempfile.mkdtemp())

import trio_widgets as tw
from trio_widgets.players import make_bot, play_round

RUNS = 20


def timed(f) -> float:
    times = []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        f()
        times.append((time.perf_counter() - t0) * 1000)
    return statistics.median(times)


def row(name: str, widget, again) -> None:
    record = widget._progress.record(widget.PROGRESS_KIND, widget._progress_state())
    size = len(json.dumps(record))
    keep = timed(lambda: widget._progress.record(widget.PROGRESS_KIND, widget._progress_state()))
    check = timed(lambda: again().handle({"action": "restore", "record": record}))
    print(f"{name:<34} {size:>9,} chars   keep {keep:7.2f} ms   check {check:7.2f} ms")


def main() -> None:
    q = tw.Question.lesson("04", "ex2")
    for i, part in enumerate(q.spec.parts):
        q.handle({"action": "answer", "part": i, "value": list(part.answer) if part.many else part.answer[0]})
        if i + 1 < len(q.spec.parts):
            q.next()
    row("question 04 ex2 (all parts)", q, lambda: tw.Question.lesson("04", "ex2"))
    d = tw.AdditionDrill(level=2, progress="10-drill")
    d.answer(d.question.answer)
    row("drill stars", d, lambda: tw.AdditionDrill(level=2, progress="10-drill"))
    for rules in ("kids", "pressman"):
        w = tw.GameWidget(
            rules=rules, players=["A", "B"], bots={0: "greedy", 1: "greedy"}, seed=3, bot_delay=0, progress="bench-game"
        )
        play_round(w.game, [make_bot("greedy"), make_bot("greedy")])
        row(
            f"game {rules}, a whole round",
            w,
            lambda r=rules: tw.GameWidget(
                rules=r, players=["A", "B"], bots={0: "greedy", 1: "greedy"}, seed=3, bot_delay=0, progress="bench-game"
            ),
        )


if __name__ == "__main__":
    main()
