"""The score sheet's arithmetic: each entry's points, the running totals, the rounds and the
match's winners, worked out one entry at a time with the engine's scoring."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple, Protocol

from ..engine import Rules, Score, Tile, full_set, match_winners, round_end_points, score_from_facts
from ._entries import Adjust, Entry, Hand, RoundEnd, SheetError, Turn

# --------------------------------------------------------------------------
# What the sheet works out


class Line(NamedTuple):
    """One entry with its points, as the sheet reads it."""

    index: int  # type: ignore[assignment]  # position in ScoreSheet.entries (0-based)
    round: int  # 1-based
    entry: Entry
    points: tuple[int, ...]  # by seat, this entry alone
    totals: tuple[int, ...]  # match totals by seat after this entry
    score: Score | None  # the placed tile's score (turns with a tile)
    first: bool  # the first tile of its round
    winners: tuple[int, ...]  # a round end's winners

    @property
    def seat(self) -> int | None:
        return getattr(self.entry, "seat", None)


class RoundSummary(NamedTuple):
    """A round: its entries, each player's points in it, and how it ended."""

    number: int  # 1-based
    start: int  # index of its first entry
    stop: int  # one past its last entry
    points: tuple[int, ...]
    totals: tuple[int, ...]  # match totals after the round (so far, if it goes on)
    how: str | None  # "out", "blocked", or None while it goes on
    winners: tuple[int, ...]
    over: bool


@dataclass
class _Round:
    number: int
    start: int
    points: list[int]
    played: dict[Tile, int]
    draws: int = 0
    first_done: bool = False
    last_seat: int | None = None
    hand_sizes: list[int] | None = None
    turns: int = 0


class EntryProblem(Exception):
    """An entry that is wrong where it stands: its index and what is wrong."""

    def __init__(self, index: int, error: SheetError) -> None:
        self.index = index
        self.error = error


def problem(index: int, key: str, **params: Any) -> EntryProblem:
    """Entry ``index`` is wrong where it stands: say why."""
    return EntryProblem(index, SheetError(key, **params))


def _hand_max_total(rules: Rules) -> int:
    return sum(t.value for t in full_set(rules.max_value))


class Evaluator:
    """The sheet's arithmetic, worked out one entry at a time: adding an entry at the end
    costs the same at entry 10 as at entry 10,000 (only edits in the middle work the whole
    sheet out again).  :meth:`step` checks an entry completely before it changes anything."""

    def __init__(self, players: Sequence[str], rules: Rules) -> None:
        n = len(players)
        self.players = players
        self.rules = rules
        self.n = n
        self.counted = rules.keep_score and not rules.penalty_scoring
        self.dealt = rules.hand_size(n)
        self.pool = len(full_set(rules.max_value)) - n * self.dealt
        self.hand_limit = _hand_max_total(rules)
        self.set_size = len(full_set(rules.max_value))
        self.totals: list[int] = [0] * n
        self.lines: list[Line] = []
        self.closed: list[RoundSummary] = []
        self.winners: tuple[int, ...] = ()
        self.cur = self._fresh(1, 0)

    def _fresh(self, number: int, start: int) -> _Round:
        return _Round(number, start, [0] * self.n, {}, hand_sizes=[self.dealt] * self.n)

    # -- saving and restoring the state after the last entry (undo of an add) ----
    def save(self) -> tuple[Any, ...]:
        c = self.cur
        cur = dataclasses.replace(c, points=list(c.points), played=dict(c.played), hand_sizes=list(c.hand_sizes or []))
        return (tuple(self.totals), cur, len(self.lines), len(self.closed), self.winners)

    def restore(self, snap: tuple[Any, ...]) -> None:
        totals, cur, nlines, nclosed, winners = snap
        self.totals = list(totals)
        self.cur = dataclasses.replace(
            cur, points=list(cur.points), played=dict(cur.played), hand_sizes=list(cur.hand_sizes or [])
        )
        del self.lines[nlines:]
        del self.closed[nclosed:]
        self.winners = winners

    # -- reading ----------------------------------------------------------------
    def rounds(self) -> tuple[RoundSummary, ...]:
        if self.winners:
            return tuple(self.closed)
        c = self.cur
        open_round = RoundSummary(
            c.number, c.start, len(self.lines), tuple(c.points), tuple(self.totals), None, (), False
        )
        return (*self.closed, open_round)

    # -- one entry --------------------------------------------------------------
    def step(self, e: Entry) -> Line:
        """Add one entry at the end; EntryProblem (nothing changed) if it is wrong here."""
        if self.winners:
            raise problem(
                len(self.lines),
                "keeper.err.after_match",
                round=self.closed[-1].number,
                winners=[self.players[w] for w in self.winners],
            )
        seat = getattr(e, "seat", None)
        if seat is not None and seat >= self.n:
            raise problem(len(self.lines), "keeper.err.seat", seat=seat + 1)
        score: Score | None = None
        first = False
        winners: tuple[int, ...] = ()
        if isinstance(e, Turn):
            points, score, first = self._turn(e)
        elif isinstance(e, Adjust):
            points = self._adjust(e)
        else:
            points, winners = self._round_end(e)
        return self._record(e, points, score, first, winners)

    def _turn(self, e: Turn) -> tuple[list[int], Score | None, bool]:
        """A turn's points, its score and whether its tile is the round's first; the round
        (tiles played, draws, hands) changes only once every check has passed."""
        first = self._check_turn(e)
        rules, cur = self.rules, self.cur
        points = [0] * self.n
        penalty = e.draws * rules.draw_penalty + (rules.pass_penalty if e.passed else 0)
        points[e.seat] = -penalty if self.counted else 0
        score = None
        if e.tile is not None:
            score = score_from_facts(
                e.tile, rules, first=first, sides=e.sides, bridge=e.bridge, hexagons=e.hexagons, counted=self.counted
            )
            points[e.seat] += score.total
        # every check passed: record the turn
        cur.draws += e.draws
        if e.tile is not None:
            cur.played[e.tile] = len(self.lines)
            cur.first_done = True
        assert cur.hand_sizes is not None
        cur.hand_sizes[e.seat] += e.draws - (1 if e.tile is not None else 0)
        cur.last_seat = e.seat
        cur.turns += 1
        return points, score, first

    def _check_turn(self, e: Turn) -> bool:
        """Whether the turn's tile is the round's first; EntryProblem if the turn cannot be here."""
        rules, cur = self.rules, self.cur
        if rules.max_draws is not None and e.draws > rules.max_draws:
            raise problem(len(self.lines), "keeper.err.draws_max", n=rules.max_draws)
        if e.draws and not cur.first_done:
            raise problem(len(self.lines), "keeper.err.first_draws")
        if e.tile is None and not cur.first_done:
            raise problem(len(self.lines), "keeper.err.first_pass")
        first = e.tile is not None and self._check_tile(e, e.tile)
        if cur.draws + e.draws > self.pool:
            raise problem(
                len(self.lines), "keeper.err.draws_pool", pool=self.pool, players=self.n, n=cur.draws + e.draws
            )
        return first

    def _check_tile(self, e: Turn, tile: Tile) -> bool:
        """Whether the tile placed is the round's first; EntryProblem if it cannot be placed now."""
        cur = self.cur
        if max(tile) > self.rules.max_value:
            raise problem(len(self.lines), "keeper.err.tile_number", max=self.rules.max_value, n=max(tile))
        if tile in cur.played:
            raise problem(len(self.lines), "keeper.err.tile_played", tile=str(tile), entry=cur.played[tile] + 1)
        first = not cur.first_done
        if first and (e.sides != 1 or e.bridge or e.hexagons):
            raise problem(len(self.lines), "keeper.err.first_plain")
        return first

    def _adjust(self, e: Adjust) -> list[int]:
        if not self.rules.keep_score:
            raise problem(len(self.lines), "keeper.err.adjust_no_score")
        points = [0] * self.n
        points[e.seat] = e.points
        return points

    def _round_end(self, e: RoundEnd) -> tuple[list[int], tuple[int, ...]]:
        """A round end's points and winners, once every hand left is checked."""
        if len(e.hands) != self.n:
            raise problem(len(self.lines), "keeper.err.hands_list", n=self.n)
        out = e.seat if e.how == "out" else None
        owner: dict[Tile, int] = {}  # a tile named in a hand -> whose hand
        for s, h in enumerate(e.hands):
            if s == out:
                if h is not None and (h.count or h.total):
                    raise problem(len(self.lines), "keeper.err.hand_out_seat", player=self.players[s])
            elif h is None:
                self._check_no_hand(e, s)
            else:
                self._check_hand(e, s, h, owner)
        left = [None if h is None else h.total for h in e.hands]
        counts = [0 if s == out else (None if h is None else h.count) for s, h in enumerate(e.hands)]
        points, winners = round_end_points(self.rules, out, left, counts)
        return points, tuple(winners)

    def _needs(self, e: RoundEnd) -> tuple[bool, bool]:
        """Whether a round end needs each hand's points, and each hand's tile count."""
        return self.rules.keep_score, e.how == "blocked" and self.rules.winner == "fewest_tiles"

    def _check_no_hand(self, e: RoundEnd, s: int) -> None:
        need_total, need_count = self._needs(e)
        if need_total:
            raise problem(len(self.lines), "keeper.err.hand_needed", player=self.players[s])
        if need_count:
            raise problem(len(self.lines), "keeper.err.hand_count_needed", player=self.players[s])

    def _check_hand(self, e: RoundEnd, s: int, h: Hand, owner: dict[Tile, int]) -> None:
        """One hand left at a round's end: what the rules need, what the set allows."""
        who = self.players[s]
        need_total, need_count = self._needs(e)
        if need_total and h.total is None:
            raise problem(len(self.lines), "keeper.err.hand_needed", player=who)
        if need_count and h.count is None:
            raise problem(len(self.lines), "keeper.err.hand_count_needed", player=who)
        self._check_hand_size(who, h)
        for t in h.tiles or ():
            self._check_hand_tile(t, s, owner)
            owner[t] = s

    def _check_hand_size(self, who: str, h: Hand) -> None:
        if h.count is not None and h.count < 1:
            raise problem(len(self.lines), "keeper.err.hand_empty", player=who)
        if h.count is not None and h.count > self.set_size:
            raise problem(len(self.lines), "keeper.err.hand_count_set", player=who, count=h.count, max=self.set_size)
        if h.total is not None and h.total > self.hand_limit:
            raise problem(len(self.lines), "keeper.err.hand_total_set", player=who, total=h.total, max=self.hand_limit)
        most = None if h.count is None else 3 * self.rules.max_value * h.count
        if h.total is not None and most is not None and h.total > most:
            raise problem(len(self.lines), "keeper.err.hand_total_big", player=who, total=h.total, n=h.count, max=most)

    def _check_hand_tile(self, t: Tile, s: int, owner: dict[Tile, int]) -> None:
        """A tile named in player ``s``'s hand: of the set, not played in this round, in no other hand."""
        who = self.players[s]
        if max(t) > self.rules.max_value:
            raise problem(len(self.lines), "keeper.err.tile_number", max=self.rules.max_value, n=max(t))
        if t in self.cur.played:
            raise problem(
                len(self.lines), "keeper.err.hand_tile_played", tile=str(t), player=who, entry=self.cur.played[t] + 1
            )
        if t in owner:
            raise problem(
                len(self.lines), "keeper.err.hand_tile_two", tile=str(t), player=self.players[owner[t]], other=who
            )

    def _record(self, e: Entry, points: list[int], score: Score | None, first: bool, winners: tuple[int, ...]) -> Line:
        """The entry, checked, goes on the sheet: totals, its line, and the round if it ends it."""
        cur, i = self.cur, len(self.lines)
        totals = self.totals
        for s in range(self.n):
            totals[s] += points[s]
            cur.points[s] += points[s]
        line = Line(i, cur.number, e, tuple(points), tuple(totals), score, first, winners)
        self.lines.append(line)
        if isinstance(e, RoundEnd):
            self.closed.append(
                RoundSummary(cur.number, cur.start, i + 1, tuple(cur.points), tuple(totals), e.how, winners, True)
            )
            self.winners = tuple(match_winners(self.rules, totals, winners))
            self.cur = self._fresh(cur.number + 1, i + 1)
        return line


def evaluate(players: Sequence[str], rules: Rules, entries: Sequence[Entry]) -> Evaluator:
    """Every entry worked out from the start; EntryProblem at the first wrong one."""
    ev = Evaluator(players, rules)
    for e in entries:
        ev.step(e)
    return ev


class Sheet(Protocol):
    """What the sheet's other forms (CSV, HTML) read of a :class:`~trio_widgets.scoresheet.ScoreSheet`."""

    @property
    def players(self) -> list[str]: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def lines(self) -> tuple[Line, ...]: ...

    @property
    def rounds(self) -> tuple[RoundSummary, ...]: ...

    @property
    def totals(self) -> list[int]: ...

    @property
    def match_over(self) -> bool: ...

    @property
    def winners(self) -> list[int]: ...

    @property
    def leaders(self) -> list[int]: ...

    def __len__(self) -> int: ...
