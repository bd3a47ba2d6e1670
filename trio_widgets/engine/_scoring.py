"""The arithmetic of scoring (docs/rules.md sections 4-8), in one place.

The board works out the facts of a placement (sides touched, bridge,
hexagons, first tile) from its geometry and the game works out hands at a
round's end; both, and the score keeper for a real table, turn facts into
points with these functions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..files import whole
from ..words import DEFAULT_LANG, Msg, t
from ._rules import Rules
from ._tiles import Tile

__all__ = ["Score", "compute_score", "match_winners", "round_end_points", "round_end_steps", "score_from_facts"]


class Score(NamedTuple):
    """What a placement scores (docs/rules.md section 4), with the reasons."""

    total: int
    tile: Tile
    tile_value: int
    sides: int
    multiplier: int
    bridge: bool
    two_sides: bool
    hexagons: int
    first: bool
    bridge_points: int = 0
    two_sides_points: int = 0
    hexagon_points: int = 0
    start_points: int = 0
    zero_triple_points: int = 0
    counted: bool = True

    @property
    def bonus(self) -> int:
        """All bonus points together (bridge, two sides, hexagons, start)."""
        return (
            self.bridge_points
            + self.two_sides_points
            + self.hexagon_points
            + self.start_points
            + self.zero_triple_points
        )

    @property
    def tile_points(self) -> int:
        return self.tile_value * self.multiplier

    def steps(self, total: bool = True) -> list[Msg]:
        """The arithmetic of this score as messages, one step each: the tile's sum, the sides
        it multiplies by, each bonus, then the total (left out when ``total`` is False, and
        when there is no bonus: the last step already ends with the total, said once).

        Every picture of a score is made from these: :meth:`explain`, the game widget's
        summary, the score sheet's lines and the scoring exercises' steps.  The parameters
        carry the numbers (``points`` of each bonus), so a caller can add them up itself.

        >>> s = score_from_facts("3-4-5", Rules.preset("pressman"), bridge=True)
        >>> [(m.key, m.kwargs) for m in s.steps()]  # doctest: +NORMALIZE_WHITESPACE
        [('score.sum', {'a': 3, 'b': 4, 'c': 5, 'value': 12}), ('score.bridge', {'points': 40}),
         ('score.total', {'total': 52})]
        >>> [m.text() for m in score_from_facts("2-3-5", Rules.preset("pressman")).steps()]
        ['2 + 3 + 5 = 10']
        """
        a, b, c = self.tile
        if not self.counted:
            return [Msg("score.not_counted", a=a, b=b, c=c, value=self.tile_value)]
        out = [Msg("score.sum", a=a, b=b, c=c, value=self.tile_value)]
        if self.multiplier > 1:
            out.append(Msg("score.sides", sides=self.multiplier, points=self.tile_points))
        if self.start_points:
            out.append(Msg("score.start", n=self.start_points, points=self.start_points))
        if self.zero_triple_points:
            out.append(Msg("score.zero_triple", n=self.zero_triple_points, points=self.zero_triple_points))
        if self.bridge_points:
            out.append(Msg("score.bridge", points=self.bridge_points))
        if self.two_sides_points:
            out.append(Msg("score.two_sides", points=self.two_sides_points))
        if self.hexagon_points:
            out.append(Msg("score.hexagon", n=self.hexagons, points=self.hexagon_points))
        if total and out[-1].key not in ("score.sum", "score.sides"):
            out.append(Msg("score.total", total=self.total))
        return out

    def explain(self, lang: str = DEFAULT_LANG) -> str:
        """The arithmetic a child can follow: ``3 + 4 + 5 = 12, bridge +40, total 52``
        (:meth:`steps` said in ``lang``).

        >>> s = score_from_facts("4-4-4", Rules.preset("pressman"), first=True)
        >>> s.explain(), s.explain("pl")
        ('4 + 4 + 4 = 12, starting with a triple gives 10 more points, total 22', '4 + 4 + 4 = 12, za start żetonem potrójnym dochodzi jeszcze 10 punktów, razem 22')
        """
        return t("score.sep", lang).join(m.text(lang) for m in self.steps())


def score_from_facts(
    tile: Tile | str | Sequence[int],
    rules: Rules,
    *,
    first: bool = False,
    sides: int = 1,
    bridge: bool = False,
    hexagons: int = 0,
    counted: bool | None = None,
) -> Score:
    """The engine's :class:`Score` for a tile placed with these facts (docs/rules.md section 4):
    the same arithmetic as ``Board.score`` with the board's geometry replaced by what the
    players saw on the table.  ``counted`` defaults to the rules (no points during play
    with penalty scoring or in the kids' game).

    >>> score_from_facts("3-4-5", Rules.preset("pressman"), bridge=True).total
    52
    >>> score_from_facts("0-0-0", Rules.preset("classic"), first=True).explain()
    '0 + 0 + 0 = 0, starting with a triple gives 10 more points, starting with 0-0-0 gives 30 more points, total 40'
    >>> score_from_facts("2-3-4", Rules.preset("trimino_advanced"), sides=3).total
    27
    """
    if not isinstance(tile, Tile):
        tile = Tile.parse(tile)
    if counted is None:
        counted = rules.keep_score and not rules.penalty_scoring
    if whole(sides) is None or not (0 if first else 1) <= sides <= 3:
        raise ValueError(f"a tile touches 1 to 3 sides, not {sides!r}")
    if whole(hexagons) is None or not 0 <= hexagons <= 3:
        raise ValueError(f"a tile closes 0 to 3 hexagons, not {hexagons!r}")
    sides, hexagons = int(sides), int(hexagons)
    return compute_score(tile, rules, first, sides, bool(bridge), hexagons, counted)


def compute_score(
    tile: Tile, rules: Rules, first: bool, sides: int, bridge: bool, hexagons: int, counted: bool
) -> Score:
    """The arithmetic of :func:`score_from_facts` without checking the facts: the fast path
    of ``Board.score_unchecked``."""
    value = tile[0] + tile[1] + tile[2]
    if first:
        start = zero = 0
        if tile.is_triple:
            start = rules.start_bonus
            if tile[0] == 0:
                zero = rules.zero_triple_bonus
        total = value + start + zero if counted else 0
        return Score(total, tile, value, 0, 1, False, False, 0, True, 0, 0, 0, start, zero, counted)
    two = sides == 2
    mult = sides if rules.multiply_by_sides else 1
    bp = rules.bridge_bonus if bridge else 0
    tp = rules.two_sides_bonus if two and not hexagons else 0
    hp = rules.hexagon_bonus * hexagons
    total = value * mult + bp + tp + hp if counted else 0
    return Score(total, tile, value, sides, mult, bridge, two, hexagons, False, bp, tp, hp, 0, 0, counted)


def round_end_points(
    rules: Rules, out: int | None, totals: Sequence[int | None], counts: Sequence[int | None]
) -> tuple[list[int], list[int]]:
    """(points by seat, winners) at a round's end (docs/rules.md 5.4, 5.5, 7, and the kids' game).

    ``out`` is the seat that went out, or None for a blocked round; ``totals`` and
    ``counts`` are the value and number of tiles left in each hand (None where the
    rules do not need it).

    >>> round_end_points(Rules.preset("classic"), 1, [17, 0, 8], [3, 0, 2])
    ([0, 50, 0], [1])
    >>> round_end_points(Rules.preset("classic"), None, [17, 6, 8], [3, 1, 2])
    ([0, 19, 0], [1])
    >>> round_end_points(Rules.preset("trimino_simple"), 1, [17, 0, 8], [3, 0, 2])
    ([17, 0, 8], [1])
    """
    n = len(totals)
    points = [0] * n
    if out is not None:
        winners = [out]
        if rules.penalty_scoring:
            points = [0 if s == out else int(totals[s] or 0) for s in range(n)]
        elif rules.keep_score:
            points[out] = rules.out_bonus + sum(int(totals[s] or 0) for s in range(n) if s != out)
        return points, winners
    key = counts if rules.winner == "fewest_tiles" else totals
    low = min(int(k or 0) for k in key)
    winners = [s for s in range(n) if int(key[s] or 0) == low]
    if rules.penalty_scoring:
        points = [int(t or 0) for t in totals]
    elif rules.keep_score:
        rest = sum(int(totals[s] or 0) for s in range(n) if s not in winners)
        for w in winners:
            points[w] = rest - int(totals[w] or 0)
    return points, winners


def round_end_steps(rules: Rules, how: str, from_hands: int, own: int | None = None) -> list[Msg]:
    """How a winner's points at a round's end are made, as messages (docs/rules.md 5.4, 5.5):
    going out (``how="out"``) earns the rules' bonus and the tiles left in the other hands
    (``from_hands``); in a blocked round (``how="blocked"``) the winner gets the other hands
    less their own (``own``, left out when None).  The game widget's round summary and the
    score sheet's line say these.

    >>> [m.text() for m in round_end_steps(Rules.preset("pressman"), "out", 17)]
    ['going out +25', 'from the other hands +17']
    """
    out: list[Msg] = []
    if how == "out":
        if rules.out_bonus:
            out.append(Msg("round.out_bonus", points=rules.out_bonus))
        out.append(Msg("round.from_hands", points=from_hands))
    else:
        out.append(Msg("round.from_hands", points=from_hands))
        if own is not None:
            out.append(Msg("round.own_hand", points=own))
    return out


def match_winners(rules: Rules, scores: Sequence[int], round_winners: Sequence[int]) -> list[int]:
    """Who has won the match after a round (docs/rules.md 6 and 7); [] while it goes on.

    >>> match_winners(Rules.preset("classic"), [410, 405], [1])
    [1]
    >>> match_winners(Rules.preset("classic"), [410, 380], [1])
    [0]
    >>> match_winners(Rules.preset("trimino_simple"), [120, 301, 95], [0])
    [2]
    """
    n = len(scores)
    if rules.target is None:
        return list(round_winners)
    if rules.winner == "lowest":
        if max(scores) >= rules.target:
            low = min(scores)
            return [s for s in range(n) if scores[s] == low]
        return []
    reached = [s for s in range(n) if scores[s] >= rules.target]
    if len(reached) <= 1:
        return reached
    won_last = [s for s in reached if s in round_winners]
    if won_last:
        return won_last
    top = max(scores[s] for s in reached)
    return [s for s in reached if scores[s] == top]
