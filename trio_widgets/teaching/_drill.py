"""The addition drill's questions: quick sums of tiles and bonuses, worked out by the engine
(:func:`~trio_widgets.engine.score_from_facts` under the rules of a preset), with the steps a
wrong answer is shown and four answers to tap.  No widget: the drill widget
(:class:`~trio_widgets.widgets.AdditionDrill`) and the printed lesson sheets both ask these.

Levels:

1. ``"tile"``: the sum of one tile (3 + 4 + 5).
2. ``"bonus"``: one tile and one bonus (a bridge, a hexagon, a start with a triple).
3. ``"hand"``: the tiles left in a hand at the end of a round (2 to 4 tiles).
4. ``"move"``: a whole move: the tile with every bonus it earns (two hexagons, a bridge, 0-0-0 first).

>>> q = drill_question(1, seed=3)
>>> q.level, q.tiles, q.answer
(1, (Tile(1, 1, 3),), 5)
>>> [m.text("en") for m in q.steps]
['1 + 1 + 3 = 5']
"""

from __future__ import annotations

import numbers
import random
from dataclasses import dataclass
from typing import Any

from ..engine import Rules, Score, Tile, full_set, score_from_facts
from ..words import Msg, MsgError
from ._exercises import short_text

__all__ = ["LEVELS", "DrillError", "DrillQuestion", "drill_question"]

#: level number -> its name
LEVELS = {1: "tile", 2: "bonus", 3: "hand", 4: "move"}


class DrillError(MsgError):
    """A question that cannot be asked (a level that does not exist); nothing changed.
    ``msg`` is the message (``drill.error.<...>``), ``key``/``params`` its catalogue key and
    parameters; ``str(e)`` is English."""


@dataclass(frozen=True)
class DrillQuestion:
    """One sum to work out: the tiles, the bonuses, the answer, its steps."""

    level: int
    tiles: tuple[Tile, ...]
    #: (the engine's step key, ``score.bridge`` ..., its points, how many: 2 for two hexagons)
    bonuses: tuple[tuple[str, int, int], ...]
    answer: int
    steps: tuple[Msg, ...]
    choices: tuple[int, ...]

    def bonus_steps(self) -> tuple[Msg, ...]:
        """The bonuses as the engine's steps (``bridge +40``), the words every surface says."""
        return tuple(m.kwargs["step"] for m in self.steps if m.key == "drill.running_sum")

    def prompt(self) -> Msg:
        key = {1: "drill.ask.tile", 2: "drill.ask.bonus", 3: "drill.ask.hand", 4: "drill.ask.move"}[self.level]
        return Msg.of(key, n=len(self.tiles))


def _tile_sum(tile: Tile) -> Msg:
    """A tile's sum, worded as the engine's first step of a score (``score.sum`` of :meth:`Score.steps`)."""
    a, b, c = tile
    return Msg.of("score.sum", a=a, b=b, c=c, value=tile.value)


def _score_steps(score: Score) -> tuple[tuple[tuple[str, int, int], ...], tuple[Msg, ...]]:
    """The bonuses (the engine's step key, its points, how many) and the steps of a move: the
    engine's steps (:meth:`Score.steps`), each bonus as a running sum (``drill.running_sum``,
    ``bridge +40: 9 + 40 = 49``) that carries the step's own words."""
    steps: list[Msg] = []
    bonuses: list[tuple[str, int, int]] = []
    running = 0
    for step in score.steps(total=False):
        p = step.kwargs
        if step.key in ("score.sum", "score.not_counted"):
            steps.append(step)
            running = p["value"]
        elif step.key == "score.sides":
            steps.append(step)
            running = p["points"]
        else:
            # how many: the hexagons' n (a start bonus's n is its points, for the words' plural)
            bonuses.append((step.key, p["points"], p["n"] if step.key == "score.hexagon" else 1))
            steps.append(
                Msg.of("drill.running_sum", step=step, before=running, points=p["points"], total=running + p["points"])
            )
            running += p["points"]
    assert running == score.total
    return tuple(bonuses), tuple(steps)


def _choices(answer: int, rng: random.Random, near: tuple[int, ...]) -> tuple[int, ...]:
    """Four answers to tap: the right one and three that a slip of the mind gives."""
    out = {answer}
    for d in near:
        if len(out) == 4:
            break
        if answer + d >= 0:
            out.add(answer + d)
    while len(out) < 4:
        out.add(max(0, answer + rng.choice((-3, -2, -1, 1, 2, 3, 10, -10))))
    return tuple(sorted(out))


def drill_question(level: int, seed: int = 0, rules: Rules | None = None) -> DrillQuestion:
    """The question number ``seed`` of a level (the same every time)."""
    if isinstance(level, bool) or not isinstance(level, numbers.Integral) or int(level) not in LEVELS:
        raise DrillError("drill.error.level", value=short_text(level, 40), most=max(LEVELS))
    level = int(level)
    rules = rules or Rules.preset("pressman")
    rng = random.Random(f"drill-{level}-{seed}")
    tiles = full_set(rules.max_value)
    if level == 1:
        t = rng.choice(tiles)
        score = score_from_facts(t, rules)
        bonuses, steps = _score_steps(score)
        return DrillQuestion(1, (t,), bonuses, score.total, steps, _choices(score.total, rng, (1, -1, 2)))
    if level == 2:
        kind = rng.choice(("bridge", "hexagon", "start"))
        if kind == "start":
            t = rng.choice([x for x in tiles if x.is_triple and x.value > 0])
            score = score_from_facts(t, rules, first=True)
        else:
            t = rng.choice(tiles)
            score = score_from_facts(
                t, rules, bridge=kind == "bridge", hexagons=int(kind == "hexagon"), sides=1 if kind == "bridge" else 2
            )
        bonuses, steps = _score_steps(score)
        return DrillQuestion(2, (t,), bonuses, score.total, steps, _choices(score.total, rng, (-10, 10, 1)))
    if level == 3:
        hand = tuple(rng.sample(tiles, rng.randint(2, 4)))
        total = sum(t.value for t in hand)
        parts = " + ".join(str(t.value) for t in hand)
        hand_steps = (
            *(_tile_sum(t) for t in hand),
            Msg.of("round.hand_value", tiles=parts, value=total),
        )
        return DrillQuestion(3, hand, (), total, hand_steps, _choices(total, rng, (1, -1, 5)))
    kind = rng.choice(("two_hexagons", "three_hexagons", "zero", "hexagon", "two_sides"))
    t = Tile(0, 0, 0) if kind == "zero" else rng.choice(tiles)
    facts: dict[str, Any] = {
        "zero": {"first": True},
        "two_hexagons": {"sides": 3, "hexagons": 2},
        "three_hexagons": {"sides": 3, "hexagons": 3},
        "hexagon": {"sides": 3, "hexagons": 1},
        "two_sides": {"sides": 2},
    }[kind]
    score = score_from_facts(t, rules, **facts)
    bonuses, steps = _score_steps(score)
    return DrillQuestion(4, (t,), bonuses, score.total, steps, _choices(score.total, rng, (-10, 10, -1)))
