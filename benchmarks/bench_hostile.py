"""Costs that must not grow with a match, and the cost of refusing a hostile file.

    PYTHONPATH=. python benchmarks/bench_hostile.py

Prints:
- ``Game.undo`` of one action in the middle of round 1 and of round 30 (a long match:
  pressman with a target of 100,000), beside what replaying the whole match costs (how
  undo worked before);
- a score sheet append (``sheet.turn``) at 10 and at 10,000 entries, beside working the
  whole sheet out again (how every change worked before);
- the time to refuse a 75 MB saved game and a 75 MB score sheet (refused by length), and
  to load the largest files the limits allow (a 1,000-round match; a 100,000-entry sheet).
"""

from __future__ import annotations

import dataclasses
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import trio_widgets as tw
from trio_widgets import scoresheet as sheet_mod
from trio_widgets.game import MAX_ROUNDS, Game
from trio_widgets.scoresheet import Hand, RoundEnd, ScoreSheet, Turn

LONG = dataclasses.replace(tw.Rules.preset("pressman"), name="long match", target=100_000)


def step(g: Game) -> None:
    ps = g.legal_placements()
    if ps:
        g.play(max(ps, key=lambda p: (g.board.score(p, g.rules).total, str(p))))
    elif g.can_draw():
        g.draw()
    else:
        g.pass_turn()


def game_at_round(rnd: int, actions: int = 20, seed: int = 11) -> Game:
    """A long match in round ``rnd`` with ``actions`` actions already taken in that round."""
    g = Game(LONG, players=2, seed=seed)
    while g.round_number < rnd or g.round_over:
        if g.round_over:
            g.next_round()
        else:
            step(g)
    while len(g.actions) < actions and not g.round_over:
        step(g)
    return g


def best_of(fn, repeat: int = 30) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times) * 1000, statistics.median(times) * 1000


def bench_undo() -> None:
    print("Game.undo (one action; ms, best / median of 30)")
    for rnd in (1, 30):
        g = game_at_round(rnd)

        def undo_once(g: Game = g) -> None:
            h = g.copy()
            h.undo()

        data = json.loads(g.to_json())
        data["rounds"][-1]["actions"].pop()
        del data["state"]
        text = json.dumps(data)
        best, med = best_of(undo_once)
        rbest, rmed = best_of(lambda text=text: Game.from_json(text), repeat=5)
        print(
            f"  round {g.round_number:2d}, {len(g.actions)} actions in the round: undo {best:6.2f} / {med:6.2f}"
            f"   (replaying the whole match, as before: {rbest:6.1f} / {rmed:6.1f})"
        )


def sheet_of(entries: int) -> ScoreSheet:
    tiles = ["5-5-5", "4-5-5", "3-5-5", "2-5-5", "1-5-5", "0-5-5", "4-4-5", "3-4-5", "2-4-5", "1-4-5"]
    items: list = []
    k = 0
    while len(items) < entries:
        items += [Turn(i % 2, t, sides=1) for i, t in enumerate(tiles[: 2 + k % 8])]
        items.append(RoundEnd("out", 0, (None, Hand(total=10))))
        k += 1
    items = items[:entries]
    if isinstance(items[-1], RoundEnd):
        items.pop()
    return ScoreSheet(["Ann", "Bob"], LONG, items)


def bench_sheet() -> None:
    print("ScoreSheet append (sheet.turn, then undo; ms, best / median of 30)")
    for n in (10, 10_000):
        s = sheet_of(n)
        seat = 1 - (s.next_seat or 0)
        played = set(s.played_tiles)
        tile = next(t for t in tw.full_set() if t not in played)

        def add_and_undo(s: ScoreSheet = s, seat: int = seat, tile: tw.Tile = tile) -> None:
            s.turn(seat, tile)
            s.undo()

        entries = [*s.entries, Turn(seat, tile)]

        def whole(s: ScoreSheet = s, entries: list = entries) -> None:
            sheet_mod._evaluate(s.players, s.rules, entries)

        best, med = best_of(add_and_undo)
        fbest, fmed = best_of(whole, repeat=5)
        print(
            f"  {len(s):6d} entries: append + undo {best:6.3f} / {med:6.3f}"
            f"   (working the whole sheet out again, as before: {fbest:7.1f} / {fmed:7.1f})"
        )


def bench_refuse() -> None:
    print("Refusing hostile files (s)")
    big = " " * 75_000_000
    t = time.perf_counter()
    try:
        Game.from_json('{"format": "trio_widgets/game"' + big + "}")
    except ValueError as e:
        print(f"  75 MB saved game refused in {time.perf_counter() - t:.4f}: {e}")
    t = time.perf_counter()
    try:
        ScoreSheet.load_text("{" + big + "}")
    except ValueError as e:
        print(f"  75 MB score sheet refused in {time.perf_counter() - t:.4f}: {e}")
    # the largest files the limits let through
    g = game_at_round(1, actions=0)
    while len(g._rounds) < MAX_ROUNDS:
        if g.round_over:
            g.next_round()
        else:
            step(g)
    while not g.round_over:
        step(g)
    text = g.to_json()
    t = time.perf_counter()
    Game.from_json(text)
    print(f"  a {MAX_ROUNDS}-round match ({len(text) / 1e6:.1f} MB) loads in {time.perf_counter() - t:.2f}")
    data = json.loads(text)
    data["rounds"].append(data["rounds"][-1])
    t = time.perf_counter()
    try:
        Game.from_json(json.dumps(data))
    except ValueError as e:
        print(f"  the same with one round more is refused in {time.perf_counter() - t:.2f}: {e}")
    s = sheet_of(sheet_mod.MAX_ENTRIES)
    text = s.to_json()
    t = time.perf_counter()
    ScoreSheet.from_json(text)
    print(f"  a {len(s):,}-entry score sheet ({len(text) / 1e6:.1f} MB of JSON) loads in {time.perf_counter() - t:.2f}")
    text = s.to_csv()
    t = time.perf_counter()
    ScoreSheet.from_csv(text)
    print(f"  the same as CSV ({len(text) / 1e6:.1f} MB) loads in {time.perf_counter() - t:.2f}")


if __name__ == "__main__":
    bench_undo()
    bench_sheet()
    bench_refuse()
