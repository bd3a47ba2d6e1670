"""A game: rounds and a match (docs/rules.md sections 5-7).

>>> g = Game("pressman", players=["Ann", "Bob"], seed=7)
>>> len(g.hands[0]), len(g.hands[1]), g.pool_size
(9, 9, 38)
>>> score = g.play(g.legal_placements()[0])
>>> Game.from_json(g.to_json()).to_json() == g.to_json()
True
"""

from __future__ import annotations

import json
import numbers
import os
import random
from collections.abc import Iterable, Sequence
from itertools import islice
from typing import Any

from ..files import BadInput, check_path, parse_json, whole, write_file
from ..words import Msg, shown
from ._board import Board, Placement, Score
from ._errors import IllegalMove, Reason
from ._events import DealEvent, DrawEvent, Event, MatchEndEvent, PassEvent, PlayEvent, RoundEndEvent, TurnEvent
from ._geometry import Cell
from ._names import check_names
from ._rules import Rules
from ._scoring import match_winners, round_end_points, round_end_steps
from ._tiles import Tile, full_set

__all__ = ["FORMAT", "MAX_ROUNDS", "MAX_SAVE_CHARS", "MAX_SEED", "Game"]

FORMAT = "trio_widgets/game"
FORMAT_VERSION = 1
_ZERO = Tile(0, 0, 0)
#: What a refusal is when it is not to be worded (``_draw_problem(say=False)``): made once.
_REFUSED = Reason.of("other", "text", text="refused")

#: A saved game longer than this (in characters) is refused before it is read.  A real
#: match saves to 10-50 thousand characters; a 1,000-round match to about 3-9 million.
MAX_SAVE_CHARS = 10_000_000
#: The most rounds a match may have (a real match has a handful; this bounds a saved file).
MAX_ROUNDS = 1000
#: The most actions a saved round may hold (a real round has fewer than 300).
_MAX_ROUND_ACTIONS = 2000
#: Seeds are whole numbers from -MAX_SEED to MAX_SEED.
MAX_SEED = 2**64


class _Memo:
    """What one position's questions gave: its legal placements and (once asked) their scores."""

    __slots__ = ("legal", "scores")

    def __init__(self, legal: list[Placement]) -> None:
        self.legal = legal
        self.scores: dict[Placement, Score] | None = None


def _round_order(seed: int, round_index: int, max_value: int) -> list[Tile]:
    """The shuffled set for a round: the same on every run and machine."""
    order = list(full_set(max_value))
    random.Random(f"trio_widgets:{seed}:{round_index}").shuffle(order)
    return order


class Game:
    """A match of Triominoes for 2-6 players under one rule set.

    ``players`` is a count or a list of names; ``order`` is the shuffled set
    for the first round (docs/rules.md 5.1 deals from it); ``seed`` makes the
    shuffles reproducible when ``order`` is None.
    """

    def __init__(
        self,
        rules: Rules | str | None = None,
        players: int | Sequence[str] = 2,
        order: Iterable[Tile | str] | None = None,
        seed: int | None = None,
    ) -> None:
        if rules is None:
            rules = Rules()
        elif isinstance(rules, str):
            rules = Rules.preset(rules)
        elif not isinstance(rules, Rules):
            raise ValueError(f"rules must be a Rules or a preset name, not {shown(rules)}")
        self.rules: Rules = rules
        if isinstance(players, bool):
            raise ValueError(f"players is a count (2-6) or a list of names, not {shown(players)}")
        if isinstance(players, numbers.Integral):
            rules.hand_size(players)  # type: ignore[arg-type]
            names = [f"Player {i + 1}" for i in range(int(players))]
        elif isinstance(players, (list, tuple)):
            if not rules.min_players <= len(players) <= rules.max_players:
                rules.hand_size(len(players))
            # the same rules as the score sheet's names (trio_widgets.engine.check_name)
            names = check_names(players)
        else:
            raise ValueError(f"players is a count (2-6) or a list of names, not {shown(players)}")
        self.players: list[str] = names
        n = len(names)
        have = len(full_set(rules.max_value))
        if n * rules.hand_size(n) > have:
            dealt = rules.hand_size(n)
            raise BadInput(Reason.of("players_tiles", players=n, dealt=dealt, n=n * dealt, have=have))
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        elif isinstance(seed, bool) or not isinstance(seed, numbers.Integral) or not -MAX_SEED <= seed <= MAX_SEED:
            raise BadInput(Reason.of("seed", seed=shown(seed)))
        self.seed: int = int(seed)
        self.scores: list[int] = [0] * n
        #: Everything that happened, in order: typed events (:mod:`trio_widgets.engine`).
        self.history: list[Event] = []
        self.match_over = False
        self.match_winners: list[int] = []
        self._rounds: list[dict[str, Any]] = []
        #: What was worked out for the current position (forgotten whenever it changes).
        self._memo: _Memo | None = None
        self._deal(order)

    # ------------------------------------------------------------------ deal
    def _check_order(self, order: Iterable[Tile | str]) -> list[Tile]:
        if isinstance(order, (str, bytes)):
            raise ValueError("order is a list of tiles, not a string")
        want = full_set(self.rules.max_value)
        try:
            items = list(islice(order, len(want) + 1))
        except TypeError:
            raise ValueError(f"order is a list of tiles, not {shown(order)}") from None
        if len(items) > len(want):
            raise ValueError(f"order: the set has {len(want)} tiles, the order lists more")
        tiles = [t if isinstance(t, Tile) else Tile.parse(t) for t in items]
        seen: set[Tile] = set()
        for t in tiles:
            if not t.in_set(self.rules.max_value):
                if max(t) > self.rules.max_value:
                    raise ValueError(f"order: {t} is not a tile of the 0-{self.rules.max_value} set")
                raise ValueError(f"order: {t} is not a tile of the set (it is the mirror image of {t.mirror()})")
            if t in seen:
                raise ValueError(f"order: {t} is there twice")
            seen.add(t)
        missing = [t for t in want if t not in seen]
        if missing:
            raise ValueError(f"order: {', '.join(map(str, missing[:5]))}{' ...' if len(missing) > 5 else ''} missing")
        return tiles

    def _deal(self, order: Iterable[Tile | str] | None) -> None:
        ri = len(self._rounds)
        tiles = _round_order(self.seed, ri, self.rules.max_value) if order is None else self._check_order(order)
        self._rounds.append({"order": tiles, "actions": []})
        self._start_round(ri, tiles)

    def _start_round(self, ri: int, tiles: list[Tile]) -> None:
        """Lay out round ``ri`` from its shuffled set: hands, pool, starter.  What the match
        was at this moment is kept, so that undo replays only this round."""
        n = len(self.players)
        h = self.rules.hand_size(n)
        self._round_start: tuple[tuple[int, ...], int] = (tuple(self.scores), len(self.history))
        self.round_index = ri
        self.board = Board(self.rules.max_value)
        self._hands: list[list[Tile]] = [tiles[k * h : (k + 1) * h] for k in range(n)]
        self._pool: list[Tile] = tiles[n * h :]
        self._pool_pos = 0
        self.round_points: list[int] = [0] * n
        self.round_over = False
        self.round_winners: list[int] = []
        self.round_end_reason: str | None = None
        self.draws_this_turn = 0
        self._last_draw: Tile | None = None
        self._last_draw_fits = False
        self._passes = 0
        self._changed()
        # Start (docs/rules.md 5.2)
        triples = [(t, s) for s, hand in enumerate(self._hands) for t in hand if t.is_triple]
        if triples:
            best, starter = max(triples, key=lambda ts: ts[0].value)
            start = [best]
            if best != _ZERO and _ZERO in self._hands[starter]:
                start.append(_ZERO)
        else:
            everything = [(t, s) for s, hand in enumerate(self._hands) for t in hand]
            best, starter = max(everything, key=lambda ts: ts[0].sort_key())
            start = [best]
        self.starter = starter
        self.start_tiles: list[Tile] = start
        self.current = starter
        self.history.append(
            DealEvent(
                round=ri,
                hand_sizes=[len(hh) for hh in self._hands],
                pool_size=len(self._pool),
                starter=starter,
                start_tiles=[str(t) for t in start],
                points=[0] * n,
            )
        )

    # ---------------------------------------------------------------- state
    @property
    def hands(self) -> list[list[Tile]]:
        """Every hand, by seat (copies: changing them changes nothing)."""
        return [list(h) for h in self._hands]

    def hand(self, seat: int) -> list[Tile]:
        return list(self._hands[seat])

    @property
    def hand_sizes(self) -> list[int]:
        """Tiles in each hand: public information."""
        return [len(h) for h in self._hands]

    @property
    def pool_size(self) -> int:
        return len(self._pool) - self._pool_pos

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def counting(self) -> bool:
        """True when placements, draws and passes score points (not penalty scoring or the kids' game)."""
        return self.rules.keep_score and not self.rules.penalty_scoring

    @property
    def round_number(self) -> int:
        """1 for the first round."""
        return self.round_index + 1

    @property
    def actions(self) -> list[dict[str, Any]]:
        """The actions of the current round so far (as saved in JSON)."""
        return [dict(a) for a in self._rounds[-1]["actions"]]

    def unseen_tiles(self, seat: int) -> list[Tile]:
        """Tiles the player at ``seat`` cannot see: the other hands and the pool, in set order."""
        known = set(self._hands[seat]) | self.board.tiles
        return [t for t in full_set(self.rules.max_value) if t not in known]

    def __repr__(self) -> str:
        state = (
            "match over"
            if self.match_over
            else "round over"
            if self.round_over
            else f"{self.players[self.current]} to play"
        )
        return f"<Game {self.rules.name}, {self.num_players} players, round {self.round_number}, {state}, scores {self.scores}>"

    # --------------------------------------------------- what happened
    def turn_events(self) -> list[TurnEvent]:
        """The plays, draws and passes of the current round, in order."""
        out: list[TurnEvent] = []
        for e in reversed(self.history):
            if isinstance(e, DealEvent):
                break
            if isinstance(e, (PlayEvent, DrawEvent, PassEvent)):
                out.append(e)
        return out[::-1]

    def last_action(self) -> TurnEvent | None:
        """The last play, draw or pass of the current round (None before the first)."""
        for e in reversed(self.history):
            if isinstance(e, DealEvent):
                return None
            if isinstance(e, (PlayEvent, DrawEvent, PassEvent)):
                return e
        return None

    def last_play(self) -> PlayEvent | None:
        """The last tile placed in the current round, with its score (None before the first).

        >>> g = Game("pressman", players=2, seed=7)
        >>> g.last_play() is None
        True
        >>> s = g.play(g.legal_placements()[0])
        >>> g.last_play().score == s and g.last_play().seat == 0
        True
        """
        for e in reversed(self.history):
            if isinstance(e, DealEvent):
                return None
            if isinstance(e, PlayEvent):
                return e
        return None

    def undo_steps(self, seats: Iterable[int]) -> int | None:
        """How many actions :meth:`undo` takes back to undo the last action of this round made
        by one of ``seats`` (and every action after it); None when they have made none."""
        mine = set(seats)
        events = self.turn_events()
        for i in range(len(events) - 1, -1, -1):
            if events[i].seat in mine:
                return len(events) - i
        return None

    def round_end(self) -> RoundEndEvent | None:
        """How the current round ended (None while it goes on)."""
        if not self.round_over:
            return None
        for e in reversed(self.history):
            if isinstance(e, RoundEndEvent):
                return e
        return None  # pragma: no cover - a finished round always has its event

    def round_end_steps(self, seat: int) -> list[Msg]:
        """How ``seat``'s points at the end of the round were made (``round.out_bonus``,
        ``round.from_hands``, ``round.own_hand``); [] for a player who scored nothing there, while
        the round goes on, or when the rules count no points for it."""
        end = self.round_end()
        if end is None or not self.counting:
            return []
        totals = end.hand_totals
        n = len(totals)
        if end.how == "out" and seat == end.seat:
            others = sum(totals[o] for o in range(n) if o != seat)
            return round_end_steps(self.rules, "out", others)
        if end.how == "blocked" and seat in end.winners:
            others = sum(totals[o] for o in range(n) if o not in end.winners)
            return round_end_steps(self.rules, "blocked", others, own=totals[seat])
        return []

    # ----------------------------------------------------------- questions
    def _changed(self) -> None:
        """The position changed: what was worked out for the last one is forgotten."""
        self._memo = None

    def _legal_memo(self) -> _Memo:
        """The legal placements of this position (and their scores once asked), worked out once."""
        memo = self._memo
        if memo is None:
            memo = self._memo = _Memo(self._legal_now())
        return memo

    def _legal_now(self) -> list[Placement]:
        if self.round_over:
            return []
        if self.board.is_empty:
            return [p for t in self.start_tiles for p in self.board.legal_placements(t)]
        if self._must_keep_drawing():
            return []
        return self.board.legal_placements_for(self._hands[self.current])

    def legal_placements(self) -> list[Placement]:
        """Every legal placement for the player to act."""
        return list(self._legal_memo().legal)

    def scored_placements(self) -> list[tuple[Placement, Score]]:
        """Every legal placement for the player to act with the :class:`Score` :meth:`play` would
        give it, in the order of :meth:`legal_placements`: worked out once per position, so a
        computer player that weighs the moves and then plays one asks nothing twice.

        >>> g = Game("pressman", players=2, seed=7)
        >>> [(str(p.tile), s.total) for p, s in g.scored_placements()][:1]
        [('5-5-5', 25)]
        """
        memo = self._legal_memo()
        scores = memo.scores
        if scores is None:
            board, rules, counted = self.board, self.rules, self.counting
            scores = memo.scores = {p: board.score_unchecked(p, rules, counted) for p in memo.legal}
        return [(p, scores[p]) for p in memo.legal]

    def can_play(self) -> bool:
        if self.round_over:
            return False
        if self.board.is_empty:
            return True
        if self._must_keep_drawing():
            return False
        return self.board.any_fits(self._hands[self.current])

    def _draw_limit_reached(self) -> bool:
        md = self.rules.max_draws
        return md is not None and self.draws_this_turn >= md

    @property
    def last_drawn(self) -> Tile | None:
        """The tile the player to act drew last this turn (None before any draw)."""
        return self._last_draw

    @property
    def last_drawn_fits(self) -> bool:
        """True when the tile drawn last this turn can be placed: drawing stops, a tile must be placed."""
        return self.draws_this_turn > 0 and self._last_draw_fits

    @property
    def must_keep_drawing(self) -> bool:
        """True while the player to act is drawing and may not place yet (docs/rules.md 5.3)."""
        return self._must_keep_drawing()

    def _must_keep_drawing(self) -> bool:
        """docs/rules.md 5.3: a player who has started drawing draws until a drawn tile can be
        played (or the pool is empty, or max_draws is reached); only then may they place."""
        return (
            self.draws_this_turn > 0
            and not self._last_draw_fits
            and self.pool_size > 0
            and not self._draw_limit_reached()
        )

    def _over_reason(self) -> Reason:
        if self.match_over:
            return Reason.of("match_over")
        return Reason.of("round_over")

    def _draw_problem(self, say: bool = True) -> Reason | None:
        """Why the player to act may not draw now, or None.  With ``say=False`` a refusal is
        :data:`_REFUSED`, not worded (the question asked on every move)."""
        if self.round_over:
            return self._over_reason() if say else _REFUSED
        if self.board.is_empty:
            return Reason.of("must_start", tile=str(self.start_tiles[0])) if say else _REFUSED
        if self.pool_size == 0:
            return Reason.of("pool_empty") if say else _REFUSED
        md = self.rules.max_draws
        if md is not None and self.draws_this_turn >= md:
            return Reason.of("max_draws", n=md) if say else _REFUSED
        if self.draws_this_turn > 0 and self._last_draw_fits:
            return Reason.of("drew_fits", tile=str(self._last_draw)) if say else _REFUSED
        if self.draws_this_turn == 0 and not self.rules.may_draw_instead:
            hand = self._hands[self.current]
            memo = self._memo  # before a draw, this position's placements are the hand's
            if bool(memo.legal) if memo is not None else self.board.any_fits(hand):
                if not say:
                    return _REFUSED
                p = self.board.has_legal_placement(hand)
                assert p is not None
                return Reason.of("can_play", "can_play_draw", tile=str(p.tile))
        return None

    def draw_problem(self) -> Reason | None:
        """Why the player to act may not draw now, or None."""
        return self._draw_problem()

    def can_draw(self) -> bool:
        return self._draw_problem(say=False) is None

    def _pass_problem(self, say: bool = True) -> Reason | None:
        """Why the player to act may not pass now, or None (``say``: as :meth:`_draw_problem`)."""
        if self.round_over:
            return self._over_reason() if say else _REFUSED
        if self.board.is_empty:
            return Reason.of("must_start", tile=str(self.start_tiles[0])) if say else _REFUSED
        hand = self._hands[self.current]
        if self.board.any_fits(hand):
            if not say:
                return _REFUSED
            p = self.board.has_legal_placement(hand)
            assert p is not None
            return Reason.of("can_play", "can_play_pass", tile=str(p.tile))
        if self._draw_problem(say=False) is None:
            return Reason.of("can_draw") if say else _REFUSED
        return None

    def pass_problem(self) -> Reason | None:
        """Why the player to act may not pass now, or None."""
        return self._pass_problem()

    def can_pass(self) -> bool:
        return self._pass_problem(say=False) is None

    def _check_seat(self, seat: int | None) -> None:
        if seat is not None and seat != self.current:
            who = self.players[self.current]
            raise IllegalMove(Reason.of("not_your_turn", name=who))

    def play_problem(self, placement: object) -> Reason | None:
        """Why the player to act cannot make this placement now, or None."""
        if self.round_over:
            return self._over_reason()
        try:
            p = placement if type(placement) is Placement else Placement(*placement)  # type: ignore[misc]
        except (TypeError, ValueError) as e:
            if isinstance(e, ValueError):
                return Reason.of("not_a_tile", "text", text=str(e))
            return Reason.of("not_a_tile", "not_a_placement", value=shown(placement))
        for v in p.corners:
            if v > self.rules.max_value:
                return Reason.of("not_a_tile", "no_such_number", v=v, max=self.rules.max_value)
        tile = p.tile
        if not tile.in_set(self.rules.max_value):
            return Reason.of("mirror", tile=str(tile), mirror=str(tile.mirror()))
        if self.board.is_empty and tile not in self.start_tiles:
            first = self.start_tiles[0]
            if first.is_triple:
                if len(self.start_tiles) > 1:
                    return Reason.of("start_tile_zero", "start_triple_zero", tile=str(first))
                return Reason.of("start_tile", "start_triple", tile=str(first))
            return Reason.of("start_tile", "start_highest", tile=str(first))
        if tile not in self._hands[self.current]:
            if tile in self.board:
                return Reason.of("on_board", tile=str(tile))
            return Reason.of("not_in_hand", tile=str(tile))
        if self._must_keep_drawing():
            return Reason.of("keep_drawing", tile=str(self._last_draw))
        return self.board.problem(p)

    def preview(self, placement: Placement) -> Score:
        """What a placement would score now, without playing it (IllegalMove if not allowed)."""
        memo = self._memo
        if memo is not None and memo.scores is not None and type(placement) is Placement:
            known = memo.scores.get(placement)
            if known is not None:
                return known
        why = self.play_problem(placement)
        if why is not None:
            raise IllegalMove(why)
        p = placement if type(placement) is Placement else Placement(*placement)
        return self.board.score_unchecked(p, self.rules, self.counting)

    # -------------------------------------------------------------- actions
    def play(self, placement: Placement, seat: int | None = None) -> Score:
        """Place a tile for the player to act; returns its Score.  IllegalMove (nothing changes) if not allowed."""
        self._check_seat(seat)
        memo = self._memo
        if memo is not None and type(placement) is Placement:
            # one of the placements worked out for this position: legal, and maybe scored
            if memo.scores is not None:
                known = memo.scores.get(placement)
                if known is not None:
                    return self._do_play(placement, known)
            elif placement in memo.legal:
                return self._do_play(placement)
        why = self.play_problem(placement)
        if why is not None:
            raise IllegalMove(why)
        p = placement if type(placement) is Placement else Placement(*placement)
        return self._do_play(p)

    def _do_play(self, p: Placement, score: Score | None = None) -> Score:
        seat = self.current
        board = self.board
        if score is None:
            score, hexagon_points, bridge_point = board.play_facts(p, self.rules, self.counting)
        else:
            hexagon_points, bridge_point = board.play_points(p)
        board.place_unchecked(p)  # the placement is legal
        self._memo = None  # _changed()
        tile = score.tile
        self._hands[seat].remove(tile)
        cell, corners = p
        label = cell.label()
        self._rounds[-1]["actions"].append({"action": "play", "cell": label, "corners": list(corners)})
        total = score.total
        self.scores[seat] += total
        self.round_points[seat] += total
        # PlayEvent's fields in order: round, seat, tile, cell, corners, placement, score, points,
        # explain, sides, bridge, two_sides, hexagons, hexagon_points, bridge_point, draws
        event = PlayEvent(
            self.round_index,
            seat,
            str(tile),
            label,
            list(corners),
            p,
            score,
            total,
            None,
            score.sides,
            score.bridge,
            score.two_sides,
            score.hexagons,
            [list(h) for h in hexagon_points],
            list(bridge_point) if bridge_point else None,
            self.draws_this_turn,
        )
        self.history.append(event)
        self._passes = 0
        self.draws_this_turn = 0
        self._last_draw = None
        self._last_draw_fits = False
        if not self._hands[seat]:
            self._end_round(out=seat)
        else:
            self.current = (seat + 1) % len(self.players)
        return score

    def draw(self, seat: int | None = None) -> Tile:
        """Draw one tile from the pool for the player to act (docs/rules.md 5.3)."""
        self._check_seat(seat)
        if self._draw_problem(say=False) is not None:
            raise IllegalMove(self._draw_problem())
        return self._do_draw()

    def _do_draw(self) -> Tile:
        seat = self.current
        tile = self._pool[self._pool_pos]
        self._pool_pos += 1
        self._hands[seat].append(tile)
        self.draws_this_turn += 1
        self._changed()
        self._last_draw = tile
        self._last_draw_fits = self.board.fits(tile) > 0
        pts = -self.rules.draw_penalty if self.counting else 0
        self.scores[seat] += pts
        self.round_points[seat] += pts
        self._rounds[-1]["actions"].append({"action": "draw"})
        self.history.append(DrawEvent(round=self.round_index, seat=seat, tile=str(tile), points=pts))
        return tile

    def pass_turn(self, seat: int | None = None) -> None:
        """Pass when the player can neither place nor draw (docs/rules.md 5.3)."""
        self._check_seat(seat)
        if self._pass_problem(say=False) is not None:
            raise IllegalMove(self._pass_problem())
        self._do_pass()

    def _do_pass(self) -> None:
        seat = self.current
        pts = -self.rules.pass_penalty if self.counting else 0
        self._changed()
        self.scores[seat] += pts
        self.round_points[seat] += pts
        self._rounds[-1]["actions"].append({"action": "pass"})
        self.history.append(PassEvent(round=self.round_index, seat=seat, points=pts, draws=self.draws_this_turn))
        self.draws_this_turn = 0
        self._last_draw = None
        self._last_draw_fits = False
        self._passes += 1
        if self.pool_size == 0 and self._passes >= len(self.players):
            self._end_round(out=None)
        else:
            self.current = (seat + 1) % len(self.players)

    def act(self, action: dict[str, Any]) -> Any:
        """Carry out an action given as data: {"action": "play", "cell": "x,y,u", "corners": [a, b, c]},
        {"action": "draw"} or {"action": "pass"} (the form saved games use)."""
        if not isinstance(action, dict):
            raise IllegalMove(Reason.of("other", "bad_action", value=shown(action)))
        kind = action.get("action")
        extra = set(action) - ({"action", "cell", "corners"} if kind == "play" else {"action"})
        if extra:
            raise IllegalMove(
                Reason.of("other", "action_fields", kind=shown(kind), fields=", ".join(sorted(map(str, extra))))
            )
        if kind == "play":
            cell = action.get("cell")
            corners = action.get("corners")
            try:
                if not isinstance(cell, str):
                    raise ValueError(f"a cell is written like '0,0,u', not {shown(cell)}")
                if not isinstance(corners, list):
                    raise ValueError(f"corners are a list of three numbers, not {shown(corners)}")
                p = Placement(Cell.parse(cell), corners)
            except ValueError as e:
                raise IllegalMove(str(e)) from None
            return self.play(p)
        if kind == "draw":
            return self.draw()
        if kind == "pass":
            return self.pass_turn()
        raise IllegalMove(Reason.of("other", "action_kind", kind=shown(kind)))

    # ------------------------------------------------------------ round end
    def _end_round(self, out: int | None) -> None:
        n = len(self.players)
        totals = [sum(t.value for t in h) for h in self._hands]
        counts = [len(h) for h in self._hands]
        points, winners = round_end_points(self.rules, out, totals, counts)
        for s in range(n):
            self.scores[s] += points[s]
            self.round_points[s] += points[s]
        self.round_over = True
        self.round_winners = winners
        self.round_end_reason = "out" if out is not None else "blocked"
        self.history.append(
            RoundEndEvent(
                round=self.round_index,
                how=self.round_end_reason,
                seat=out,
                winners=list(winners),
                hand_totals=totals,
                hand_sizes=counts,
                points=points,
                scores=list(self.scores),
            )
        )
        self._check_match_end()

    def _check_match_end(self) -> None:
        winners = match_winners(self.rules, self.scores, self.round_winners)
        if winners:
            self.match_over = True
            self.match_winners = winners
            self.history.append(
                MatchEndEvent(winners=list(winners), scores=list(self.scores), points=[0] * len(self.players))
            )

    def next_round(self, order: Iterable[Tile | str] | None = None) -> None:
        """Deal the next round of the match (docs/rules.md section 6)."""
        if self.match_over:
            raise IllegalMove(Reason.of("match_over", "match_over_new"))
        if not self.round_over:
            raise IllegalMove(Reason.of("round_not_over"))
        if len(self._rounds) >= MAX_ROUNDS:
            raise IllegalMove(Reason.of("other", "max_rounds", n=MAX_ROUNDS))
        self._deal(order)

    # ------------------------------------------------------------- undo etc.
    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` actions of the current round.  The round is dealt again
        from the moment it started and its other actions replayed: the cost is that of one
        round, however long the match."""
        acts = self._rounds[-1]["actions"]
        n = whole(steps)
        if n is None or n < 1:
            raise ValueError(f"steps is a whole number 1 or more, not {shown(steps)}")
        steps = n
        if steps > len(acts):
            raise IllegalMove(Reason.of("other", "nothing_to_undo"))
        keep = [dict(a) for a in acts[:-steps]]
        scores, history_len = self._round_start
        g = self.copy()
        g.scores = list(scores)
        g.history = g.history[:history_len]
        g.match_over = False
        g.match_winners = []
        g._rounds[-1] = {"order": list(self._rounds[-1]["order"]), "actions": []}
        g._start_round(self.round_index, g._rounds[-1]["order"])
        for a in keep:
            g.act(a)
        self.__dict__.update(g.__dict__)

    def copy(self) -> Game:
        """An independent copy (for trying moves)."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g.board = self.board.copy()
        g._hands = [list(h) for h in self._hands]
        g._pool = list(self._pool)
        g.scores = list(self.scores)
        g.round_points = list(self.round_points)
        g.history = list(self.history)
        g.round_winners = list(self.round_winners)
        g.match_winners = list(self.match_winners)
        g.start_tiles = list(self.start_tiles)
        g._rounds = [dict(r, actions=list(r["actions"])) for r in self._rounds]
        return g

    def sample_hidden(self, seat: int, rng: random.Random) -> Game:
        """A copy in which every hand but ``seat``'s and the pool are dealt afresh from the
        tiles ``seat`` cannot see, keeping the public hand sizes: a world a player
        might be in, for a computer player that must not peek."""
        g = self.copy()
        unseen = [t for s, h in enumerate(self._hands) if s != seat for t in h] + self._pool[self._pool_pos :]
        unseen.sort()
        rng.shuffle(unseen)
        i = 0
        for s in range(len(self._hands)):
            if s == seat:
                continue
            k = len(self._hands[s])
            g._hands[s] = unseen[i : i + k]
            i += k
        g._pool = unseen[i:]
        g._pool_pos = 0
        g._changed()
        return g

    # ----------------------------------------------------------------- JSON
    def _to_data(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "rules": self.rules.to_dict(),
            "players": list(self.players),
            "seed": self.seed,
            "rounds": [
                {"order": [str(t) for t in r["order"]], "actions": [dict(a) for a in r["actions"]]}
                for r in self._rounds
            ],
            "state": self._state(),
        }

    def _state(self) -> dict[str, Any]:
        return {
            "round": self.round_number,
            "current": self.current,
            "scores": list(self.scores),
            "hands": [[str(t) for t in h] for h in self._hands],
            "pool_size": self.pool_size,
            "board": [[p.cell.label(), list(p.corners)] for p in self.board.placements],
            "round_over": self.round_over,
            "match_over": self.match_over,
            "match_winners": list(self.match_winners),
        }

    def to_json(self, indent: int | None = None, *, path: str | os.PathLike[str] | None = None) -> str:
        """The whole match as JSON: rules, players, each round's deal and actions, and the state
        they give; also written to the file ``path`` when given (:func:`~trio_widgets.files.write_file`)."""
        text = json.dumps(self._to_data(), indent=indent, ensure_ascii=False)
        if path is not None:
            write_file(path, text)
        return text

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """Load a saved game.  It is rebuilt by replaying every action, so a file that was
        changed by hand loads only if every move in it is legal; anything wrong raises
        ValueError saying what.  A text longer than :data:`MAX_SAVE_CHARS` characters is
        refused before it is read."""
        if isinstance(text, (bytes, bytearray)):
            if len(text) > 4 * MAX_SAVE_CHARS:
                raise _too_big(len(text))
            try:
                text = bytes(text).decode("utf-8")
            except UnicodeDecodeError:
                raise ValueError("a saved game is UTF-8 text") from None
        if not isinstance(text, str):
            raise ValueError(f"a saved game is JSON text, not {type(text).__name__}")
        if len(text) > MAX_SAVE_CHARS:
            raise _too_big(len(text))
        try:
            data = parse_json(text)
        except ValueError as e:
            raise ValueError(f"the saved game is not valid JSON: {e}") from None
        try:
            return cls._from_data(data)
        except RecursionError:
            raise ValueError("the saved game is nested too deeply") from None

    @classmethod
    def _from_data(cls, data: Any) -> Game:
        _check_saved_header(data)
        rules = Rules.from_dict(data["rules"])
        players = data["players"]
        if not isinstance(players, list):
            raise ValueError("players must be a list of names")
        rounds = data["rounds"]
        _check_saved_rounds(rounds)
        try:
            g = cls(rules, players, order=rounds[0]["order"], seed=data["seed"])
        except ValueError as e:
            raise ValueError(f"round 1: {e}") from None
        for i, r in enumerate(rounds):
            if i > 0:
                try:
                    g.next_round(order=r["order"])
                except ValueError as e:
                    raise ValueError(f"round {i + 1}: {e}") from None
            for k, a in enumerate(r["actions"]):
                try:
                    g.act(a)
                except ValueError as e:
                    raise ValueError(f"round {i + 1}, action {k + 1}: {e}") from None
        if "state" in data:
            _check_saved_state(data["state"], g._state())
        return g

    # ------------------------------------------------------------- pictures
    def _repr_svg_(self) -> str:
        from ..pictures import game_svg

        return str(game_svg(self))

    def to_svg(self, path: str | os.PathLike[str] | None = None, *, lang: str = "en", **kw: Any) -> str:
        """The game as an SVG picture; written to ``path`` (a file name) when given, all or
        nothing: a refused picture leaves an existing file as it was.  ``lang`` is the language
        of every word in it (``game_svg``'s other options go through ``kw``)."""
        from ..pictures import game_svg

        if path is not None:
            check_path(path)  # before drawing: refuse anything but a file name
        return game_svg(self, lang=lang, **kw).to_svg(path)


def _check_saved_header(data: Any) -> None:
    """A saved game's format, version and fields, before anything in it is read."""
    if not isinstance(data, dict):
        raise ValueError("a saved game is a JSON object")
    if data.get("format") != FORMAT:
        raise ValueError(f"this is not a saved trio_widgets game (format {shown(data.get('format'))})")
    if data.get("version") != FORMAT_VERSION:
        raise ValueError(
            f"saved game version {shown(data.get('version'))} is not one this version reads ({FORMAT_VERSION})"
        )
    allowed = {"format", "version", "rules", "players", "seed", "rounds", "state"}
    extra = set(data) - allowed
    if extra:
        raise ValueError(f"unknown field(s) in the saved game: {', '.join(sorted(map(str, extra)))}")
    for key in ("rules", "players", "seed", "rounds"):
        if key not in data:
            raise ValueError(f"the saved game has no {key!r}")


def _check_saved_rounds(rounds: Any) -> None:
    """Each saved round's shape and size, before any of it is played again."""
    if not isinstance(rounds, list) or not rounds:
        raise ValueError("rounds must be a non-empty list")
    if len(rounds) > MAX_ROUNDS:
        raise ValueError(f"a match has at most {MAX_ROUNDS} rounds, the saved game has {len(rounds)}")
    for i, r in enumerate(rounds):
        if not isinstance(r, dict) or set(r) != {"order", "actions"}:
            raise ValueError(f"round {i + 1}: a round is an object with 'order' and 'actions'")
        if not isinstance(r["order"], list) or not all(isinstance(t, str) for t in r["order"]):
            raise ValueError(f"round {i + 1}: order must be a list of tiles like '3-4-5'")
        if not isinstance(r["actions"], list):
            raise ValueError(f"round {i + 1}: actions must be a list")
        if len(r["actions"]) > _MAX_ROUND_ACTIONS:
            raise ValueError(f"round {i + 1}: a round has far fewer than {len(r['actions'])} actions")


def _check_saved_state(state: Any, mine: dict[str, Any]) -> None:
    """The saved ``state`` must be what the replayed moves give, field by field."""
    if not isinstance(state, dict):
        raise ValueError("state must be an object")
    for key, value in state.items():
        if key not in mine:
            raise ValueError(f"unknown field in state: {shown(key)}")
        if mine[key] != value:
            raise ValueError(
                f"the saved {key} ({shown(value)}) does not match what the moves give ({shown(mine[key])})"
            )


def _too_big(size: int) -> BadInput:
    return BadInput(Reason.of("file_too_big", size=size, max=MAX_SAVE_CHARS))
