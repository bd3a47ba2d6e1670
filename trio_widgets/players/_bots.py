"""Computer players, hints, matches and tournaments, built on the engine's public API.

Three players, all with the same small interface:

- :class:`RandomBot` plays any legal move (seeded);
- :class:`GreedyBot` plays the move that scores most right now;
- :class:`SmartBot` weighs what a move scores now against what it gives the next
  player, what it keeps for itself and whether it can still go out; it sees only
  what its seat may know (its own hand, the board, the other hands' *sizes* and
  the tiles it has not seen), through a :class:`PublicView`.

>>> import trio_widgets as tw
>>> game = tw.Game("pressman", players=2, seed=3)
>>> bot = make_bot("greedy")
>>> bot.describe()
'plays the move that scores most right now'
>>> bot.act(game).kind
'play'
>>> len(game.board)
1
>>> print(hint(game)["text"])  # doctest: +ELLIPSIS
Put ...

Every decision is a function of a :class:`PublicView` built from the game:
changing the hidden hands (keeping their sizes) or the pool order cannot change
it.  ``tournament`` and ``play_match`` play whole matches between bots.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Union

from ..engine import (
    TILE_OF,
    Board,
    Cell,
    Event,
    Game,
    IllegalMove,
    Placement,
    Reason,
    Rules,
    Score,
    Tile,
    cell_centre,
    cell_edges,
)
from ..files import whole
from ..words import Msg, t
from ._table import Table

__all__ = [
    "BOTS",
    "Action",
    "Bot",
    "GreedyBot",
    "MatchRecord",
    "PublicView",
    "RandomBot",
    "SmartBot",
    "SmartWeights",
    "TournamentResult",
    "describe_placement",
    "hint",
    "make_bot",
    "move_gain",
    "play_match",
    "tournament",
]


# ---------------------------------------------------------------------------
# Actions and what a seat may see


class Action(NamedTuple):
    """One action: ``Action("play", placement)``, ``Action("draw")`` or ``Action("pass")``."""

    kind: str
    placement: Placement | None = None

    def to_dict(self) -> dict[str, Any]:
        """The engine's ``Game.act`` form: ``{"action": "draw"}`` etc."""
        if self.kind == "play":
            assert self.placement is not None
            return {"action": "play", **self.placement.to_dict()}
        return {"action": self.kind}

    def apply(self, game: Game) -> Any:
        """Carry the action out on ``game`` (IllegalMove, nothing changed, if not allowed)."""
        if self.kind == "play":
            assert self.placement is not None
            return game.play(self.placement)
        if self.kind == "draw":
            return game.draw()
        if self.kind == "pass":
            return game.pass_turn()
        raise ValueError(f"an action is 'play', 'draw' or 'pass', not {self.kind!r}")


DRAW = Action("draw")
PASS = Action("pass")


class PublicView:
    """What the player at ``seat`` may know: the only thing a bot decides from.

    Built with :meth:`PublicView.of`.  It holds the rules, a copy of the board,
    the seat's own hand, every hand's size, the pool size, the scores, and the
    tiles the seat has not seen (in set order, so their order tells nothing).
    It never holds another hand's tiles or the pool order; :meth:`key` lists
    everything it holds, so a test can check that two games differing only in
    hidden information give equal views.

    >>> import trio_widgets as tw
    >>> g = tw.Game("pressman", 2, seed=1)
    >>> v = PublicView.of(g)
    >>> len(v.hand), v.hand_sizes, len(v.unseen)
    (9, (9, 9), 47)
    """

    __slots__ = (
        "board",
        "can_draw",
        "can_pass",
        "counting",
        "draws_this_turn",
        "hand",
        "hand_sizes",
        "legal",
        "num_players",
        "pool_size",
        "round_over",
        "round_points",
        "rules",
        "scores",
        "seat",
        "start_tiles",
        "unseen",
    )

    rules: Rules
    seat: int
    num_players: int
    board: Board
    hand: tuple[Tile, ...]
    hand_sizes: tuple[int, ...]
    pool_size: int
    unseen: tuple[Tile, ...]
    scores: tuple[int, ...]
    round_points: tuple[int, ...]
    start_tiles: tuple[Tile, ...]
    draws_this_turn: int
    legal: tuple[Placement, ...]
    can_draw: bool
    can_pass: bool
    counting: bool
    round_over: bool

    def __init__(self, **kw: Any) -> None:
        for k in self.__slots__:
            object.__setattr__(self, k, kw[k])

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("a PublicView cannot be changed")

    @classmethod
    def of(cls, game: Game, seat: int | None = None) -> PublicView:
        """The view of ``seat`` (default: the player to act) in ``game``."""
        seat = game.current if seat is None else seat
        if whole(seat) is None or not 0 <= seat < game.num_players:
            raise ValueError(f"seat is a number from 0 to {game.num_players - 1}, not {seat!r}")
        seat = int(seat)
        to_act = seat == game.current and not game.round_over
        hand = tuple(game.hand(seat))
        start = tuple(game.start_tiles) if game.board.is_empty and game.starter == seat else ()
        legal = tuple(game.legal_placements()) if to_act else ()
        draws = game.draws_this_turn if to_act else 0
        can_draw, can_pass = _draw_pass(game) if to_act else (False, False)
        return cls(
            rules=game.rules,
            seat=seat,
            num_players=game.num_players,
            board=game.board.copy(),
            hand=hand,
            hand_sizes=tuple(game.hand_sizes),
            pool_size=game.pool_size,
            unseen=tuple(game.unseen_tiles(seat)),
            scores=tuple(game.scores),
            round_points=tuple(game.round_points),
            start_tiles=start,
            draws_this_turn=draws,
            legal=legal,
            can_draw=can_draw,
            can_pass=can_pass,
            counting=game.counting,
            round_over=game.round_over,
        )

    def key(self) -> tuple:
        """Everything the view holds, as plain comparable values."""
        return (
            self.rules,
            self.seat,
            self.num_players,
            self.board.placements,
            self.hand,
            self.hand_sizes,
            self.pool_size,
            self.unseen,
            self.scores,
            self.round_points,
            self.start_tiles,
            self.draws_this_turn,
            self.legal,
            self.can_draw,
            self.can_pass,
            self.counting,
            self.round_over,
        )

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PublicView) and self.key() == other.key()

    def __hash__(self) -> int:
        return hash(self.key())

    def __repr__(self) -> str:
        return (
            f"<PublicView seat {self.seat}: hand {' '.join(map(str, self.hand))}, "
            f"hand sizes {list(self.hand_sizes)}, pool {self.pool_size}, board {len(self.board)} tiles>"
        )

    @property
    def next_seat(self) -> int:
        """The seat that plays after this one."""
        return (self.seat + 1) % self.num_players


def _draw_pass(game: Game) -> tuple[bool, bool]:
    """May the player to act draw, or pass?  Asked of the engine (docs/rules.md 5.3), which
    decides from public facts and the player's own hand and drawn tiles."""
    if game.round_over or game.board.is_empty:
        return False, False
    return game.can_draw(), game.can_pass()


# ---------------------------------------------------------------------------
# What a move is worth, by rule set


#: In the kids' game every tile played is worth this much (so it compares with tile values).
KIDS_TILE = 10


def move_gain(score: Score, rules: Rules) -> int:
    """What a placement is worth to the player right now, under these rules.

    Points scored (``pressman``, ``classic``, ``trimino_advanced``); the value of
    the tile got rid of (penalty scoring: it can no longer count against you);
    one tile fewer (``kids``: the fewest tiles win).

    >>> import trio_widgets as tw
    >>> b = tw.Board()
    >>> s = b.score(tw.Placement(tw.Cell(0, 0, True), (4, 4, 4)), tw.Rules.preset("pressman"))
    >>> move_gain(s, tw.Rules.preset("pressman")), move_gain(s, tw.Rules.preset("trimino_simple"))
    (22, 12)
    """
    if rules.penalty_scoring:
        return score.tile_value
    if not rules.keep_score:
        return KIDS_TILE
    return score.total


def _gains(board: Board, placements: Sequence[Placement], rules: Rules) -> list[int]:
    """``[move_gain(board.score_unchecked(p, rules), rules) for p in placements]``, made
    without a Score for each placement (the tile's value, or one tile fewer, needs no look at
    the board)."""
    if rules.penalty_scoring:
        return [c[0] + c[1] + c[2] for _, c in placements]
    if not rules.keep_score:
        return [KIDS_TILE] * len(placements)
    return board.score_totals(placements, rules)


def _score_all(board: Board, placements: Sequence[Placement], rules: Rules) -> list[Score]:
    return [board.score_unchecked(p, rules, True) for p in placements]


def _order_key(p: Placement) -> tuple:
    """A fixed order for breaking ties (never hash order)."""
    return (p.tile.sort_key(), p.cell, p.corners)


# ---------------------------------------------------------------------------
# Bots


class Bot:
    """A computer player.  Subclasses implement :meth:`choose` (a PublicView -> an Action)."""

    name = "bot"
    description = "a computer player"

    def __init__(self, seed: int | None = None) -> None:
        if seed is not None and whole(seed) is None:
            raise ValueError(f"seed must be a whole number or None, not {seed!r}")
        seed = None if seed is None else whole(seed)
        self.seed = seed
        self.rng = random.Random(seed if seed is not None else 0)

    def describe(self, lang: str = "en") -> str:
        """One line for the UI, in ``lang`` (the catalogue's ``bot.describe.<name>``; a bot of
        another kind says its own ``description``)."""
        key = f"bot.describe.{self.name}"
        said = t(key, lang)
        return self.description if said == key else said

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed!r})"

    def with_seed(self, seed: int | None) -> Bot:
        """A fresh bot of the same kind and settings with its own seed."""
        import copy

        other = copy.copy(self)
        other.seed = seed
        other.rng = random.Random(seed if seed is not None else 0)
        return other

    # -- deciding -----------------------------------------------------------
    def choose(self, view: PublicView) -> Action:  # pragma: no cover - abstract
        raise NotImplementedError

    def decide(self, game: Game) -> Action:
        """The action this bot would take for ``game.current`` (the game is not changed)."""
        if game.round_over:
            raise IllegalMove(
                Reason.of("match_over") if game.match_over else Reason.of("round_over", "round_over_deal")
            )
        return self.choose(PublicView.of(game))

    def act(self, game: Game) -> Action:
        """Take exactly one action (play, draw or pass) for ``game.current``; returns it."""
        action = self.decide(game)
        action.apply(game)
        return action

    def hint(self, game: Game, lang: str = "en") -> dict[str, Any]:
        """The move this bot would make for the player to act, and why (see :func:`hint`)."""
        return hint(game, self, lang)

    def reason(self, view: PublicView, action: Action, score: Score | None) -> str:
        """Why this bot likes the action, in a few words for a child ('' if nothing to add)."""
        msg = self.reason_msg(view, action, score)
        return "" if msg is None else msg.text("en")

    def reason_msg(self, view: PublicView, action: Action, score: Score | None) -> Msg | None:
        """:meth:`reason` as a message, to be said in any language (None if nothing to add)."""
        return None


class RandomBot(Bot):
    """Plays any legal placement, chosen at random (seeded); draws or passes only when it must,
    or, where the rules let a player draw instead of playing, draws as one choice among the others."""

    name = "random"
    description = "plays any tile that fits, picked at random"

    def choose(self, view: PublicView) -> Action:
        options: list[Action] = [Action("play", p) for p in view.legal]
        if view.can_draw and (not options or view.rules.may_draw_instead):
            options.append(DRAW)
        if not options:
            return PASS
        return options[self.rng.randrange(len(options))]


def _greedy_pick(board: Board, rules: Rules, legal: Sequence[Placement]) -> Placement:
    best = legal[0]
    best_key: Any = None
    for p in legal:
        s = board.score_unchecked(p, rules, True)
        k = (move_gain(s, rules), s.tile_value)
        if best_key is None or k > best_key or (k == best_key and _order_key(p) > _order_key(best)):
            best, best_key = p, k
    return best


class GreedyBot(Bot):
    """Plays the move that scores most right now (see :func:`move_gain`); never draws by choice.

    Ties go to the higher tile, then to a fixed order of cells: no chance involved.
    """

    name = "greedy"
    description = "plays the move that scores most right now"

    def choose(self, view: PublicView) -> Action:
        if not view.legal:
            return DRAW if view.can_draw else PASS
        return Action("play", _greedy_pick(view.board, view.rules, view.legal))

    def decide(self, game: Game) -> Action:
        # The same decision as choose(PublicView.of(game)), without copying the board:
        # greedy reads only its own legal placements and their scores, which the game has
        # worked out once for this position (and reuses when the move is played).
        if game.round_over:
            return super().decide(game)
        legal = game.legal_placements()
        if len(legal) < 2:
            if legal:
                return Action("play", legal[0])
            return DRAW if not game.board.is_empty and game.can_draw() else PASS
        rules = game.rules
        # (move_gain, tile value) of each move, without a Score each: the game scores only the
        # move played (and knows it is legal: it listed it)
        values = [c[0] + c[1] + c[2] for _, c in legal]
        gains = _gains(game.board, legal, rules)
        best, best_key = legal[0], (gains[0], values[0])
        best_order = None
        for p, k in zip(legal, zip(gains, values)):
            if k > best_key:
                best, best_key, best_order = p, k, None
            elif k == best_key and p is not best:
                if best_order is None:
                    best_order = _order_key(best)
                mine = _order_key(p)
                if mine > best_order:
                    best, best_order = p, mine
        return Action("play", best)

    def reason_msg(self, view: PublicView, action: Action, score: Score | None) -> Msg | None:
        if action.kind != "play":
            return None
        if view.rules.penalty_scoring:
            return Msg("hint.why.highest_tile")
        if not view.rules.keep_score:
            return Msg("hint.why.one_fewer")
        return Msg("hint.why.most_points")


@dataclass(frozen=True)
class SmartWeights:
    """The weights of SmartBot's evaluation (tuned by tournaments against GreedyBot)."""

    #: how much the next player's expected best reply counts against a move
    reply: float = 1.3
    #: how much my own best move on my next turn counts for a move
    follow: float = 0.35
    #: what each tile of my hand that still fits somewhere is worth (fewer draws)
    fits: float = 2.5
    #: share of a drawn tile's mean value counted against the player who draws it
    stuck: float = 1.5
    #: how many of the best moves (by the one-turn look) also get my next move
    #: worked out after each reply the next player might make
    deep: int = 6


#: For SmartBot._replies_after: each unseen tile's moves on the board, best first, as
#: (-gain, place in the listing, placement); and each open cell's place in the board's order.
_ReplyBase = tuple[dict[Tile, list[tuple[int, int, Placement]]], dict[Cell, int]]


def _first_two(e: tuple[int, int, Placement]) -> tuple[int, int]:
    return e[0], e[1]


class _Ctx:
    """What one decision needs, computed once."""

    __slots__ = ("k", "mean", "my_draw", "opp_draw", "others_hidden", "rules", "u", "unseen", "view")

    def __init__(self, view: PublicView, stuck: float) -> None:
        self.view = view
        self.rules = view.rules
        self.unseen = view.unseen
        self.u = len(view.unseen)
        self.k = min(view.hand_sizes[view.next_seat], self.u)
        self.mean = sum(t.value for t in view.unseen) / self.u if self.u else 0.0
        self.others_hidden = sum(view.hand_sizes) - view.hand_sizes[view.seat]
        self.my_draw = SmartBot._draw_cost(self.rules, self.mean, stuck, view.pool_size, 1.0)
        self.opp_draw = stuck


class SmartBot(Bot):
    """Looks a turn ahead, using only what its seat may know (a :class:`PublicView`).

    For every legal placement it adds up:

    - what the placement is worth now (:func:`move_gain`), plus going out when it
      is the last tile (the expected value of the other hands, from the unseen tiles);
    - minus the next player's *expected* best reply: every unseen tile is scored
      on the new board, and the chance that the next player's hand (only its size
      is known) holds each of them is counted exactly (hypergeometric), including
      the chance they hold nothing that fits and must draw or pass;
    - plus what it keeps: its best move next turn (for the few best candidates,
      on the board after each reply the next player might make) and how many of
      its tiles still fit somewhere (a hand that fits nowhere has to draw).

    The weights (:class:`SmartWeights`) were tuned by tournaments against
    GreedyBot on ``pressman``.  No chance is used: the same public view always
    gives the same move, so hidden tiles cannot change it.
    """

    name = "smart"
    description = "thinks a turn ahead: scores well and leaves little for the next player"

    def __init__(self, seed: int | None = None, weights: SmartWeights | None = None) -> None:
        super().__init__(seed)
        self.weights = weights if weights is not None else SmartWeights()
        self.last_evaluation: list[tuple[float, Placement, dict[str, float]]] = []

    def __repr__(self) -> str:
        return f"SmartBot(seed={self.seed!r})"

    # -- pieces of the evaluation ----------------------------------------------
    @staticmethod
    def _draw_cost(rules: Rules, mean_unseen: float, stuck: float, pool_size: int, draws: float) -> float:
        """What being unable to play costs a player who must then draw ``draws`` tiles (or pass)."""
        if pool_size == 0:
            if not rules.keep_score:
                return KIDS_TILE * 0.5
            return rules.pass_penalty if not rules.penalty_scoring else 0.0
        draws = min(draws, pool_size, rules.max_draws or pool_size)
        if not rules.keep_score:
            return KIDS_TILE * draws
        pen = rules.draw_penalty if not rules.penalty_scoring else 0
        return draws * (pen + stuck * mean_unseen)

    def _replies(
        self, ctx: _Ctx, board: Board, my_left_value: float
    ) -> tuple[list[tuple[float, float, Placement]], float]:
        """The next player's possible best replies on ``board``: (probability, gain, placement)
        for each unseen tile that fits, best first, and the value of their being blocked."""
        if ctx.u == 0 or ctx.k == 0:
            return [], 0.0
        best: dict[Tile, tuple[float, Placement]] = {}
        theirs = board.legal_placements_for(ctx.unseen)
        for q, gain in zip(theirs, _gains(board, theirs, ctx.rules)):
            t = TILE_OF[q[1]]
            old = best.get(t)
            if old is None or gain > old[0]:
                best[t] = (gain, q)
        return self._ranked_replies(ctx, best, my_left_value)

    @staticmethod
    def _reply_base(ctx: _Ctx, board: Board) -> _ReplyBase:
        """The unseen tiles' moves on ``board`` (not empty) for :meth:`_replies_after`: for each
        tile, (-gain, place in the listing, placement) best first; and each open cell's place."""
        theirs = board.legal_placements_for(ctx.unseen)
        by_tile: dict[Tile, list[tuple[int, int, Placement]]] = {}
        for i, (q, gain) in enumerate(zip(theirs, _gains(board, theirs, ctx.rules))):
            t = TILE_OF[q[1]]
            lst = by_tile.get(t)
            if lst is None:
                by_tile[t] = [(-gain, i, q)]
            else:
                lst.append((-gain, i, q))
        for lst in by_tile.values():
            lst.sort(key=_first_two)
        return by_tile, {c: i for i, c in enumerate(board.open_cells())}

    def _replies_after(
        self, ctx: _Ctx, board: Board, base: _ReplyBase, p: Placement, my_left_value: float
    ) -> tuple[list[tuple[float, float, Placement]], float]:
        """:meth:`_replies` on ``board`` after ``p`` is placed, without placing it: the unseen
        tiles' moves far from ``p`` are those of ``board`` (``base``: :meth:`_reply_base`), the
        others :meth:`Board.changed_by` lists.  Each tile's best is the first of its best in the
        order the board after ``p`` lists moves: its open cells in the order they opened (the
        cells ``p`` opens last), each cell's moves in the tables' order."""
        if ctx.u == 0 or ctx.k == 0:
            return [], 0.0
        rules = ctx.rules
        by_tile, order = base
        near, moves, totals = board.changed_by(p, ctx.unseen, rules)
        if rules.penalty_scoring:
            gains: list[int] = [c[0] + c[1] + c[2] for _, c in moves]
        elif not rules.keep_score:
            gains = [KIDS_TILE] * len(moves)
        else:
            gains = totals
        found: dict[Tile, tuple[int, tuple[int, int], Placement]] = {}
        opened: dict[Cell, int] = {}
        n = len(order)
        for j, (q, g) in enumerate(zip(moves, gains)):
            c = q[0]
            ci = order.get(c)
            if ci is None:
                ci = opened.get(c)
                if ci is None:
                    ci = opened[c] = n + len(opened)
            t = TILE_OF[q[1]]
            old = found.get(t)
            if old is None or g > old[0] or (g == old[0] and (ci, j) < old[1]):
                found[t] = (g, (ci, j), q)
        for t, lst in by_tile.items():
            for ng, i, q in lst:
                if q[0] not in near:
                    g = -ng
                    key = (order[q[0]], i)
                    old = found.get(t)
                    if old is None or g > old[0] or (g == old[0] and key < old[1]):
                        found[t] = (g, key, q)
                    break
        best: dict[Tile, tuple[float, Placement]] = {t: (g, q) for t, (g, _key, q) in found.items()}
        return self._ranked_replies(ctx, best, my_left_value)

    def _ranked_replies(
        self, ctx: _Ctx, best: dict[Tile, tuple[float, Placement]], my_left_value: float
    ) -> tuple[list[tuple[float, float, Placement]], float]:
        """:meth:`_replies` from each fitting unseen tile's best (gain, placement)."""
        rules = ctx.rules
        u, k = ctx.u, ctx.k
        if k == 1 and best:
            # their last tile: playing it ends the round
            out = _out_gain(rules, my_left_value + ctx.mean * (ctx.others_hidden - k))
            best = {t: (g + out, q) for t, (g, q) in best.items()}
        ranked = sorted(best.values(), key=lambda gq: (-gq[0], _order_key(gq[1])))
        # P(the i-th best unseen tile is the best one the next player holds) = C(u-i, k-1) / C(u, k)
        w = k / u
        out_list: list[tuple[float, float, Placement]] = []
        covered = 0.0
        for i, (g, q) in enumerate(ranked, start=1):
            if w <= 1e-12:
                break
            out_list.append((w, g, q))
            covered += w
            if u - i <= 0:
                break
            w *= (u - i - k + 1) / (u - i)
        m = len(ranked)
        blocked_draws = (u + 1) / (m + 1)
        blocked = -self._draw_cost(rules, ctx.mean, ctx.opp_draw, ctx.view.pool_size, blocked_draws)
        return out_list, blocked

    def _best_next(self, ctx: _Ctx, board: Board, left: list[Tile]) -> tuple[float, int, list[tuple[int, Placement]]]:
        """My best gain on ``board`` with the tiles ``left`` (going out included), how many fit,
        and my moves there with their gains, best first (for :meth:`_best_after`)."""
        rules = ctx.rules
        fitting = board.playable(left)
        if not fitting:
            return -ctx.my_draw, 0, []
        mine = board.legal_placements_for(fitting)
        ranked = sorted(zip(_gains(board, mine, rules), mine), key=lambda gq: -gq[0])
        best: float = ranked[0][0]
        if len(left) == 1:
            best += _out_gain(rules, ctx.mean * ctx.others_hidden)
        return float(best), len(fitting), ranked

    def _best_after(
        self,
        ctx: _Ctx,
        board: Board,
        left: frozenset[Tile],
        mine: list[tuple[int, Placement]],
        reply: Placement,
        best_fit: dict[tuple[int, int, int], int],
    ) -> float:
        """``_best_next`` on ``board`` after ``reply`` is placed, from my moves on ``board``
        (``mine``, best first): the reply changes only the cells around it, so my best move is
        the best of those elsewhere and of what :meth:`Board.best_changed_by` finds around it
        (``best_fit``: its memo for the tiles ``left``)."""
        rules = ctx.rules
        near, here_total, here_value = board.best_changed_by(reply, left, rules, best_fit)
        best: float | None = None
        for g, q in mine:
            if q[0] not in near:
                best = g
                break
        if here_value >= 0:
            if rules.penalty_scoring:
                here: float = here_value
            elif not rules.keep_score:
                here = KIDS_TILE
            else:
                assert here_total is not None
                here = here_total
            if best is None or here > best:
                best = here
        if best is None:
            return -ctx.my_draw
        if len(left) == 1:
            best += _out_gain(rules, ctx.mean * ctx.others_hidden)
        return float(best)

    def evaluate(self, view: PublicView) -> list[tuple[float, Placement, dict[str, float]]]:
        """Every legal placement with its value and the parts of that value, best first."""
        rules = view.rules
        wts = self.weights
        board = view.board
        ctx = _Ctx(view, wts.stuck)
        hand = list(view.hand)
        base = self._reply_base(ctx, board) if ctx.u and ctx.k and not board.is_empty else None
        first: list[tuple[float, Placement, dict[str, float], Any]] = []
        for p, gain in zip(view.legal, _gains(board, view.legal, rules)):
            now = float(gain)
            t = p.tile
            left = [h for h in hand if h != t]
            if not left:
                now += _out_gain(rules, ctx.mean * ctx.others_hidden)
                first.append((now, p, {"now": now, "reply": 0.0, "follow": 0.0, "fits": 0.0}, None))
                continue
            b2 = board.copy()
            b2.place_unchecked(p)
            left_value = sum(h.value for h in left)
            if base is None:
                replies, blocked = self._replies(ctx, b2, left_value)
            else:
                replies, blocked = self._replies_after(ctx, board, base, p, left_value)
            exp_reply = sum(w * g for w, g, _ in replies) + (1.0 - sum(w for w, _, _ in replies)) * blocked
            follow, fits, mine = self._best_next(ctx, b2, left)
            parts = {
                "now": now,
                "reply": -wts.reply * exp_reply,
                "follow": wts.follow * follow,
                "fits": wts.fits * fits,
            }
            first.append((sum(parts.values()), p, parts, (b2, left, replies, blocked, follow, mine)))
        first.sort(key=lambda e: (e[0], _order_key(e[1])), reverse=True)
        if wts.deep > 0 and len(first) > 1:
            deep = []
            for val, p, parts, extra in first[: wts.deep]:
                if extra is None:
                    deep.append((val, p, parts))
                    continue
                b2, left, replies, blocked, follow, mine = extra
                # my best next move after each reply they might make (the board they leave)
                exp_follow = 0.0
                covered = 0.0
                mine_set = frozenset(left)
                best_fit: dict[tuple[int, int, int], int] = {}
                for w, _g, q in replies:
                    covered += w
                    if ctx.k == 1:
                        continue  # they went out: no next move for me
                    f = self._best_after(ctx, b2, mine_set, mine, q, best_fit)
                    exp_follow += w * f
                exp_follow += (1.0 - covered) * follow
                parts = dict(parts, follow=wts.follow * exp_follow)
                deep.append((sum(parts.values()), p, parts))
            rest = [(v, p, parts) for v, p, parts, _ in first[wts.deep :]]
            deep.sort(key=lambda e: (e[0], _order_key(e[1])), reverse=True)
            return deep + rest
        return [(v, p, parts) for v, p, parts, _ in first]

    def choose(self, view: PublicView) -> Action:
        if not view.legal:
            self.last_evaluation = []
            return DRAW if view.can_draw else PASS
        if len(view.legal) == 1:
            self.last_evaluation = []
            return Action("play", view.legal[0])
        ev = self.evaluate(view)
        self.last_evaluation = ev
        return Action("play", ev[0][1])

    def reason_msg(self, view: PublicView, action: Action, score: Score | None) -> Msg | None:
        if action.kind != "play" or not self.last_evaluation:
            return None
        _best_val, best_p, parts = self.last_evaluation[0]
        if len(view.hand) == 1:
            return Msg("hint.why.last_tile")
        # compare with the move that is worth most right now
        top_now = max(self.last_evaluation, key=lambda e: (e[2]["now"], _order_key(e[1])))
        if top_now[1] == best_p or top_now[2]["now"] == parts["now"]:
            return Msg("hint.why.most_now_little_left")
        if parts["reply"] > top_now[2]["reply"] + 1e-9:
            return Msg("hint.why.fewer_places")
        if parts["follow"] + parts["fits"] > top_now[2]["follow"] + top_now[2]["fits"] + 1e-9:
            return Msg("hint.why.keeps_tiles")
        return Msg("hint.why.turn_ahead")


def _tile_of(p: Placement) -> Tile:
    return p.tile


def _out_gain(rules: Rules, others_value: float) -> float:
    """What going out is worth to the player who does it (relative to the others)."""
    if rules.penalty_scoring:
        return others_value  # the others pay their hands, you pay nothing
    if not rules.keep_score:
        return 10 * KIDS_TILE  # the round is won
    return rules.out_bonus + others_value


#: The bots a widget may ask for by name.
BOTS: dict[str, type[Bot]] = {"random": RandomBot, "greedy": GreedyBot, "smart": SmartBot}


def make_bot(name: str | Bot, seed: int | None = None) -> Bot:
    """A bot by name: ``"random"``, ``"greedy"`` or ``"smart"`` (a Bot is returned as it is).

    >>> make_bot("smart").describe()
    'thinks a turn ahead: scores well and leaves little for the next player'
    >>> make_bot("clever")
    Traceback (most recent call last):
    ...
    ValueError: no bot named 'clever'; choose one of random, greedy, smart
    """
    if isinstance(name, Bot):
        return name
    cls = BOTS.get(name) if isinstance(name, str) else None
    if cls is None:
        raise ValueError(f"no bot named {name!r}; choose one of {', '.join(BOTS)}")
    return cls(seed)


# ---------------------------------------------------------------------------
# Hints


def placement_msg(board: Board, placement: Placement, family: str = "hint.where") -> Msg:
    """Where a placement goes, as a message: ``"3-4-5 on the left of 2-3-4"`` in any language.
    ``family`` ``"hint.put_at"`` words it as what a hint tells the child to put (Hungarian names
    the tile in the accusative there: "az 5-5-5 dominót a játéktér közepére")."""
    tile = str(placement.tile)
    put = family == "hint.put_at"
    if family not in ("hint.where", "hint.put_at"):
        raise ValueError(f"placement_msg: family is 'hint.where' or 'hint.put_at', not {family!r}")
    if board.is_empty:
        return Msg("hint.put_at.middle", tile=tile) if put else Msg("hint.where.middle", tile=tile)
    cells = board.cells
    for nb, _ in cell_edges(placement.cell):
        q = cells.get(nb)
        if q is None:
            continue
        (x0, y0), (x1, y1) = cell_centre(nb), cell_centre(placement.cell)
        angle = math.degrees(math.atan2(y1 - y0, x1 - x0)) % 360
        if angle < 60 or angle >= 300:
            where = "right"
        elif angle < 120:
            where = "above"
        elif angle < 240:
            where = "left"
        else:
            where = "below"
        other = str(q.tile)
        return (
            Msg(f"hint.put_at.{where}", tile=tile, other=other)
            if put
            else Msg(f"hint.where.{where}", tile=tile, other=other)
        )
    cell = placement.cell.label()  # pragma: no cover - a legal placement touches a tile
    return (
        Msg("hint.put_at.cell", tile=tile, cell=cell) if put else Msg("hint.where.cell", tile=tile, cell=cell)
    )  # pragma: no cover


def describe_placement(board: Board, placement: Placement, lang: str = "en") -> str:
    """Where a placement goes, in words: ``"3-4-5 on the left of 2-3-4"``.

    >>> import trio_widgets as tw
    >>> b = tw.Board(); b.place(tw.Placement(tw.Cell(0, 0, True), (2, 3, 4)))
    >>> describe_placement(b, tw.Placement(tw.Cell(-1, 0, False), (3, 2, 5)))
    '2-5-3 on the left of 2-3-4'
    >>> describe_placement(tw.Board(), tw.Placement(tw.Cell(0, 0, True), (5, 5, 5)), "pl")
    '5-5-5 na środku planszy'
    """
    return placement_msg(board, placement).text(lang)


def score_sentences(score: Score, lang: str = "en") -> str:
    """A score said as a teacher would in a hint: the tile's sum (and its sides) in one sentence,
    then the bonuses, each with the engine's own words (:meth:`Score.steps`), and the total
    (``hint.score``); with no bonus the sum alone.  The hint ends the last sentence.

    >>> import trio_widgets as tw
    >>> print(score_sentences(tw.score_from_facts("5-5-5", tw.Rules.preset("pressman"), first=True)))
    5 + 5 + 5 = 15. Starting with a triple gives 10 more points: 25 in all
    >>> score_sentences(tw.score_from_facts("2-3-5", tw.Rules.preset("pressman")))
    '2 + 3 + 5 = 10'
    """
    sep = t("score.sep", lang)
    steps = score.steps(total=False)
    sums = ("score.sum", "score.not_counted", "score.sides")
    said = sep.join(m.text(lang) for m in steps if m.key in sums)
    bonuses = sep.join(m.text(lang) for m in steps if m.key not in sums)
    if not bonuses:
        return said
    return t("hint.score", lang, sum=said, bonuses=bonuses[:1].upper() + bonuses[1:], total=score.total)


def hint(game: Game, bot: str | Bot | None = "smart", lang: str = "en") -> dict[str, Any]:
    """What a bot would do for the player to act, and why, in a sentence for a child in ``lang``.

    Returns ``{"action": "play" | "draw" | "pass", "placement": Placement or None,
    "score": Score or None, "text": str, "reason": str, "msg": Msg}``: ``text`` is ``msg`` said in
    ``lang``.  The game is not changed.

    >>> import trio_widgets as tw
    >>> first = [tw.Tile.parse(t) for t in ("4-4-4", "0-1-2")]
    >>> rest = [t for t in tw.full_set() if t not in first and t != tw.Tile(0, 0, 0)]
    >>> g = tw.Game("pressman", 2, order=first + rest + [tw.Tile(0, 0, 0)])
    >>> h = hint(g, "greedy")
    >>> h["action"], h["text"]
    ('play', 'Put 4-4-4 in the middle of the board. 4 + 4 + 4 = 12. Starting with a triple gives 10 more points: 22 in all (it scores the most points right now).')
    """
    b = make_bot(bot if bot is not None else "smart")
    if game.round_over:
        raise IllegalMove(Reason.of("match_over") if game.match_over else Reason.of("round_over", "round_over_deal"))
    view = PublicView.of(game)
    action = b.choose(view)
    rules = game.rules
    counting = game.counting
    score: Score | None = None
    msg: Msg
    if action.kind == "play":
        assert action.placement is not None
        score = game.preview(action.placement)
        where = placement_msg(game.board, action.placement, "hint.put_at")
        if rules.penalty_scoring:
            msg = Msg("hint.put_penalty", where=where, value=score.tile_value)
        elif not rules.keep_score:
            msg = Msg("hint.put_plain", where=where)
        else:
            msg = Msg("hint.put", where=where, score=score_sentences(score, lang))
    elif action.kind == "draw":
        msg = Msg("hint.draw_instead" if view.legal else "hint.draw")
        if counting and rules.draw_penalty:
            msg = Msg("hint.cost", text=msg, n=rules.draw_penalty)
    else:
        msg = Msg("hint.pass")
        if counting and rules.pass_penalty:
            msg = Msg("hint.cost", text=msg, n=rules.pass_penalty)
    because = b.reason_msg(view, action, score)
    why = because.text(lang) if because is not None else b.reason(view, action, score)
    if because is not None:
        msg = Msg("hint.because", text=msg, reason=because)
    elif why:  # a bot of another kind, with a reason of its own
        msg = Msg("hint.because", text=msg, reason=why)
    msg = Msg("hint.end", text=msg)  # a sentence ends with a full stop, after the reason
    return {
        "action": action.kind,
        "placement": action.placement,
        "score": score,
        "text": msg.text(lang),
        "reason": why,
        "msg": msg,
    }


# ---------------------------------------------------------------------------
# Matches and tournaments

BotSpec = Union[str, Bot]  # noqa: UP007  (a runtime alias; Python 3.10 needs Union here)
_MAX_ACTIONS_PER_ROUND = 2000
_MAX_ROUNDS = 500


def _derive(*parts: object) -> int:
    """A seed made from parts, the same on every run and machine."""
    # the module's earlier name is part of the seed string, so the same seeds deal the same games
    return random.Random(":".join(["trio_widgets.bots", *map(str, parts)])).randrange(2**32)


@dataclass
class MatchRecord:
    """One finished match: who sat where, who won, and the game's full history."""

    bots: list[str]
    seed: int
    winners: list[int]
    scores: list[int]
    rounds: int
    history: list[Event] = field(repr=False)
    game: Game = field(repr=False)


def play_round(game: Game, bots: Sequence[Bot]) -> None:
    """Let the bots (one per seat) play until the current round is over."""
    for _ in range(_MAX_ACTIONS_PER_ROUND):
        if game.round_over:
            return
        bots[game.current].act(game)
    raise RuntimeError("a round went on for too long: a bot keeps drawing or passing")  # pragma: no cover


def play_match(
    rules: Rules | str,
    bots: Sequence[BotSpec],
    seed: int = 0,
    players: Sequence[str] | None = None,
) -> MatchRecord:
    """Play one whole match, bots seated in the given order; returns its record (with ``.history``).

    Bots given by name get seeds derived from ``seed``; the deal comes from ``seed``.

    >>> r = play_match("kids", ["greedy", "random"], seed=1)
    >>> r.rounds, r.history[-1]["type"]
    (1, 'match_end')
    """
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    if whole(seed) is None:
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    seed = int(seed)
    seats = [make_bot(b, _derive(seed, "bot", i)) if isinstance(b, str) else b for i, b in enumerate(bots)]
    game = Game(rules, players=list(players) if players is not None else len(seats), seed=seed)
    for _ in range(_MAX_ROUNDS):
        play_round(game, seats)
        if game.match_over:
            break
        game.next_round()
    else:  # pragma: no cover
        raise RuntimeError("the match went on for too many rounds")
    return MatchRecord(
        bots=[b.name for b in seats],
        seed=seed,
        winners=list(game.match_winners),
        scores=list(game.scores),
        rounds=game.round_number,
        history=game.history,
        game=game,
    )


def _match_job(args: tuple) -> tuple[int, list[int], list[int], list[int], int]:
    rules, specs, seed, i = args
    n = len(specs)
    rot = i % n
    game_seed = _derive(seed, "deal", i // n)
    # seat s holds entry (s + rot) % n: every entry sits in every seat over a block of n matches
    order = [(s + rot) % n for s in range(n)]
    seats = []
    for _s, e in enumerate(order):
        spec = specs[e]
        bseed = _derive(seed, "bot", i, e)
        seats.append(make_bot(spec, bseed) if isinstance(spec, str) else spec.with_seed(bseed))
    rec = play_match(rules, seats, seed=game_seed)
    return i, order, rec.winners, rec.scores, rec.rounds


@dataclass
class TournamentResult:
    """Wins, mean points and 95% intervals for each entry of a tournament."""

    rules: str
    entries: list[str]
    matches: int
    seed: int
    wins: list[float]  # a shared win counts 1/k to each of k winners
    outright: list[int]
    points: list[list[int]] = field(repr=False)  # by entry: final score in each match
    rounds: list[int] = field(repr=False)  # rounds in each match
    orders: list[list[int]] = field(repr=False)  # for each match, the entry at each seat

    def win_rate(self, i: int) -> float:
        return self.wins[i] / self.matches if self.matches else 0.0

    def win_interval(self, i: int) -> tuple[float, float]:
        """95% Wilson interval for entry ``i``'s share of wins."""
        return _wilson(self.wins[i], self.matches)

    def mean_points(self, i: int) -> float:
        pts = self.points[i]
        return sum(pts) / len(pts) if pts else 0.0

    def points_interval(self, i: int) -> tuple[float, float]:
        """95% interval of the mean final score (normal approximation)."""
        pts = self.points[i]
        n = len(pts)
        m = self.mean_points(i)
        if n < 2:
            return (m, m)
        var = sum((x - m) ** 2 for x in pts) / (n - 1)
        h = 1.96 * math.sqrt(var / n)
        return (m - h, m + h)

    def table(self) -> Table:
        rows = []
        for i, name in enumerate(self.entries):
            lo, hi = self.win_interval(i)
            plo, phi = self.points_interval(i)
            rows.append(
                (
                    name,
                    f"{self.wins[i]:g}",
                    round(self.win_rate(i), 3),
                    f"{lo:.3f}-{hi:.3f}",
                    round(self.mean_points(i), 1),
                    f"{plo:.1f}-{phi:.1f}",
                )
            )
        title = f"{self.rules}: {self.matches} matches, {len(self.entries)} players, seats rotated, seed {self.seed}"
        return Table(["bot", "wins", "win rate", "95% interval", "mean points", "95% interval "], rows, title=title)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rules": self.rules,
            "matches": self.matches,
            "bots": list(self.entries),
            "wins": list(self.wins),
            "win_rate": [self.win_rate(i) for i in range(len(self.entries))],
            "win_interval": [self.win_interval(i) for i in range(len(self.entries))],
            "mean_points": [self.mean_points(i) for i in range(len(self.entries))],
            "points_interval": [self.points_interval(i) for i in range(len(self.entries))],
            "mean_rounds": sum(self.rounds) / len(self.rounds) if self.rounds else 0.0,
        }

    def __str__(self) -> str:
        return str(self.table())

    def _repr_html_(self) -> str:
        return self.table()._repr_html_()


def _wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


def tournament(
    rules: Rules | str,
    bots: Sequence[BotSpec],
    matches: int = 100,
    seed: int = 0,
    processes: int = 1,
) -> TournamentResult:
    """Play ``matches`` whole matches between the bots (one seat each), seats rotated.

    Matches come in blocks of ``len(bots)`` that share their deals, each bot
    taking every seat once per block (duplicate style, so luck of the deal
    cancels out).  The result is the same for the same seed, whatever
    ``processes`` is.

    >>> t = tournament("kids", ["greedy", "random"], matches=4, seed=1)
    >>> t.matches, len(t.wins), sum(t.wins)
    (4, 2, 4.0)
    """
    if isinstance(rules, str):
        rules = Rules.preset(rules)
    if whole(matches) is None or matches < 1:
        raise ValueError(f"matches is a whole number 1 or more, not {matches!r}")
    if whole(seed) is None:
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    matches, seed = int(matches), int(seed)
    specs = [b if isinstance(b, Bot) else make_bot(b).name for b in bots]
    for b in bots:
        if not isinstance(b, Bot):
            make_bot(b)  # checks the name
    n = len(specs)
    rules.hand_size(n)
    labels = _labels([s if isinstance(s, str) else s.name for s in specs])
    jobs = [(rules, specs, seed, i) for i in range(matches)]
    if processes > 1:
        import multiprocessing as mp

        with mp.get_context("fork").Pool(processes) as pool:
            results = pool.map(_match_job, jobs, chunksize=max(1, matches // (processes * 8)))
    else:
        results = [_match_job(j) for j in jobs]
    wins = [0.0] * n
    outright = [0] * n
    points: list[list[int]] = [[] for _ in range(n)]
    rounds: list[int] = []
    orders: list[list[int]] = []
    for _i, order, winners, scores, nrounds in sorted(results, key=lambda r: r[0]):
        rounds.append(nrounds)
        orders.append(list(order))
        for s, e in enumerate(order):
            points[e].append(scores[s])
            if s in winners:
                wins[e] += 1 / len(winners)
                if len(winners) == 1:
                    outright[e] += 1
    return TournamentResult(rules.name, labels, matches, seed, wins, outright, points, rounds, orders)


def _labels(names: list[str]) -> list[str]:
    out = []
    for i, nm in enumerate(names):
        same = [j for j, o in enumerate(names) if o == nm]
        out.append(nm if len(same) == 1 else f"{nm} {same.index(i) + 1}")
    return out
