"""What one tap on the score keeper costs as its sheet grows: the bytes sent to the page, and
the kernel's time.

    PYTHONPATH=. python benchmarks/bench_score_keeper.py

For sheets of 10, 100, 500 and 1,000 entries it prints, for one tap that saves a turn, for a
preview tap (a number typed), and for the Save buttons (an export asked for):

- the bytes of every comm message the widget sends (state updates and custom messages, as
  JSON, counted where the widget hands them to its comm: ``Widget._send``);
- the CPU time of the tap in the kernel (``time.process_time``, best / median of 15), so that
  other programs on a shared machine do not change it.

A tap's bytes must not grow with the sheet (``tests/test_score_keeper.py`` checks 10 against
500 entries); the exports are sent only when asked for, and are as long as the sheet.
"""

from __future__ import annotations

import dataclasses
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import trio_widgets as tw
from trio_widgets.scoresheet import Hand, RoundEnd, ScoreSheet, Turn
from trio_widgets.widgets import ScoreKeeper

#: A long match that does not end: no start or going-out bonus, small tiles, a far target.
RULES = dataclasses.replace(
    tw.Rules.preset("pressman"), name="long match", target=100_000, start_bonus=0, zero_triple_bonus=0, out_bonus=0
)
SIZES = (10, 100, 500, 1_000)


def sheet_of(entries: int, players: tuple[str, ...] = ("Ann", "Bob", "Cleo")) -> ScoreSheet:
    """A sheet with ``entries`` entries: rounds of 12 turns (small tiles, some draws and a
    pass), then Ann goes out; the last round still going on."""
    tiles = [t for t in tw.full_set() if t.value <= 6][:11]
    n = len(players)
    items: list[Any] = []
    while len(items) < entries:
        items += [Turn(i % n, t, sides=1, draws=1 if i % 4 == 3 else 0) for i, t in enumerate(tiles)]
        items.append(Turn(len(tiles) % n, None, draws=1, passed=True))
        items.append(RoundEnd("out", 0, (None, *(Hand(total=3) for _ in range(n - 1)))))
    items = items[:entries]
    while isinstance(items[-1], RoundEnd) or (isinstance(items[-1], Turn) and items[-1].tile is None):
        items.pop()
    return ScoreSheet(list(players), RULES, items)


def next_turn(sheet: ScoreSheet) -> dict[str, Any]:
    """A turn the sheet takes next: the next player places a tile not played in this round."""
    played = set(sheet.played_tiles)
    tile = next(t for t in tw.full_set() if t not in played)
    return {"seat": sheet.next_seat or 0, "numbers": list(tile), "sides": 1}


class Counter:
    """Counts the bytes of the messages a widget sends through its comm."""

    def __init__(self, widget: Any) -> None:
        self.messages: list[dict[str, Any]] = []
        send = widget._send

        def counted(msg: dict[str, Any], buffers: Any = None) -> None:
            self.messages.append(msg)
            send(msg, buffers)

        widget._send = counted

    def reset(self) -> None:
        self.messages.clear()

    @property
    def bytes(self) -> int:
        return sum(len(json.dumps(m, ensure_ascii=False).encode("utf-8")) for m in self.messages)


def tap_bytes(k: ScoreKeeper, counter: Counter, intent: dict[str, Any]) -> int:
    counter.reset()
    assert k.handle(intent), k.message
    return counter.bytes


def best_of(fn: Any, repeat: int = 15) -> tuple[float, float]:
    times = []
    for _ in range(repeat):
        t = time.process_time()
        fn()
        times.append((time.process_time() - t) * 1000)
    return min(times), statistics.median(times)


def main() -> None:
    print("ScoreKeeper: one tap, by sheet size (bytes sent to the page; kernel CPU ms, best / median of 15)")
    for n in SIZES:
        k = ScoreKeeper(sheet=sheet_of(n))
        counter = Counter(k)
        draft = next_turn(k.sheet)
        save = tap_bytes(k, counter, {"action": "turn", "draft": draft})
        k.handle({"action": "undo"})
        preview = tap_bytes(k, counter, {"action": "preview", "seq": 1, "draft": draft})
        exports = []
        for fmt in ("json", "csv"):
            counter.reset()
            if "export" in ScoreKeeper.ACTIONS:
                k.handle({"action": "export", "format": fmt})
            exports.append(counter.bytes)

        def save_and_undo(k: ScoreKeeper = k, draft: dict[str, Any] = draft) -> None:
            k.handle({"action": "turn", "draft": draft})
            k.handle({"action": "undo"})

        best, med = best_of(save_and_undo)
        print(
            f"  {len(k.sheet):5d} entries: save a turn {save:7,d} B, preview {preview:5,d} B;"
            f" save + undo {best:6.1f} / {med:6.1f} ms;"
            f" Save JSON {exports[0]:7,d} B, Save CSV {exports[1]:7,d} B (only when tapped)"
        )


if __name__ == "__main__":
    main()
