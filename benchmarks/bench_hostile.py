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

Times are CPU time of this process (``time.process_time``), so that other programs on a
shared machine do not change them.
"""

from __future__ import annotations

import dataclasses
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import trio_widgets as tw
from trio_widgets.engine import MAX_ROUNDS, Game
from trio_widgets.scoresheet import MAX_ENTRIES, Hand, RoundEnd, ScoreSheet, Turn
from trio_widgets.scoresheet._evaluator import evaluate

LONG = dataclasses.replace(tw.Rules.preset("pressman"), name="long match", target=100_000)


def step(g: Game) -> None:
    ps = g.legal_placements()
    if ps:
        g.play(max(ps, key=lambda p: (g.board.score(p, g.rules).total, str(p))))
    elif g.can_draw():
        g.draw()
    else:
        g.pass_turn()


def game_at_round(rnd: int, actions: int = 20, seed: int = 11, rules: tw.Rules = LONG) -> Game:
    """A long match in round ``rnd`` with ``actions`` actions already taken in that round.
    Every round is dealt from the same shuffled set, so round 30 is played exactly as
    round 1 was: the same actions to take back, only the match before it is longer."""
    order = list(tw.full_set(rules.max_value))
    random.Random(seed).shuffle(order)
    g = Game(rules, players=2, order=order)
    while g.round_number < rnd or g.round_over:
        if g.round_over:
            g.next_round(order=order)
        else:
            step(g)
    while len(g.actions) < actions and not g.round_over:
        step(g)
    return g


def best_of(fn, repeat: int = 30) -> float:
    times = []
    for _ in range(repeat):
        t = time.process_time()
        fn()
        times.append(time.process_time() - t)
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


#: Rules for a sheet that can grow to the most entries allowed without the match ending:
#: no start or going-out bonus, and small tiles, so totals stay far below the target.
SHEET_RULES = dataclasses.replace(LONG, start_bonus=0, zero_triple_bonus=0, out_bonus=0)


def sheet_of(entries: int) -> ScoreSheet:
    """A sheet of two players with ``entries`` entries (rounds of turns with small tiles,
    some draws, then Ann goes out), the last round still going on."""
    tiles = ["0-0-0", "0-0-1", "0-1-1", "0-0-2", "0-1-2", "1-1-1", "0-2-2", "0-0-3", "1-1-2", "0-1-3"]
    items: list = []
    k = 0
    while len(items) < entries:
        items += [Turn(i % 2, t, sides=1, draws=1 if i else 0) for i, t in enumerate(tiles[: 2 + k % 8])]
        items.append(RoundEnd("out", 0, (None, Hand(total=0))))
        k += 1
    items = items[:entries]
    if isinstance(items[-1], RoundEnd):
        items.pop()
    return ScoreSheet(["Ann", "Bob"], SHEET_RULES, items)


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
            evaluate(s.players, s.rules, entries)

        best, med = best_of(add_and_undo)
        fbest, fmed = best_of(whole, repeat=5)
        print(
            f"  {len(s):6d} entries: append + undo {best:6.3f} / {med:6.3f}"
            f"   (working the whole sheet out again, as before: {fbest:7.1f} / {fmed:7.1f})"
        )


def bench_refuse() -> None:
    print("Refusing hostile files (s)")
    big = " " * 75_000_000
    game_text = '{"format": "trio_widgets/game"' + big + "}"
    sheet_text = "{" + big + "}"
    t = time.process_time()
    try:
        Game.from_json(game_text)
    except ValueError as e:
        print(f"  75 MB saved game refused in {time.process_time() - t:.4f}: {e}")
    t = time.process_time()
    try:
        ScoreSheet.load_text(sheet_text)
    except ValueError as e:
        print(f"  75 MB score sheet refused in {time.process_time() - t:.4f}: {e}")
    # the largest files the limits let through
    # penalty scoring to 100,000: a match that can go on for a thousand rounds
    g = game_at_round(
        MAX_ROUNDS, actions=0, rules=dataclasses.replace(tw.Rules.preset("trimino_simple"), target=100_000)
    )
    while not g.round_over:
        step(g)
    text = g.to_json()
    t = time.process_time()
    Game.from_json(text)
    print(f"  a {MAX_ROUNDS}-round match ({len(text) / 1e6:.1f} MB) loads in {time.process_time() - t:.2f}")
    data = json.loads(text)
    data["rounds"].append(data["rounds"][-1])
    t = time.process_time()
    try:
        Game.from_json(json.dumps(data))
    except ValueError as e:
        print(f"  the same with one round more is refused in {time.process_time() - t:.2f}: {e}")
    s = sheet_of(MAX_ENTRIES)
    text = s.to_json()
    t = time.process_time()
    ScoreSheet.from_json(text)
    print(f"  a {len(s):,}-entry score sheet ({len(text) / 1e6:.1f} MB of JSON) loads in {time.process_time() - t:.2f}")
    text = s.to_csv()
    t = time.process_time()
    ScoreSheet.from_csv(text)
    print(f"  the same as CSV ({len(text) / 1e6:.1f} MB) loads in {time.process_time() - t:.2f}")


if __name__ == "__main__":
    bench_undo()
    bench_sheet()
    bench_refuse()
