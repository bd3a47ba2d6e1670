"""Play Triominoes in a notebook: the interactive board widget (anywidget).

The browser (``static/game_widget.js``) only draws the synced state and sends
intents ("place 3-4-5 on cell 1,0,d this way round", "draw", "undo"); every
rule is decided here, by the engine.  Every message is checked: a wrong one is
answered with a clear message in the widget and changes nothing.

>>> w = GameWidget(rules="pressman", players=["Ann", "Bob"], seed=7, pass_and_play=False)
>>> w
GameWidget(rules='pressman', players=['Ann', 'Bob'])
>>> w.handle({"action": "draw"})
False
>>> w.message_text
'The first tile must be placed first'
>>> p = w.game.legal_placements()[0]
>>> w.handle({"action": "play", "cell": p.cell.label(), "corners": list(p.corners)})
True
>>> len(w.board), w.scores[w.game.starter] > 0
(1, True)
"""

from __future__ import annotations

import numbers
from collections.abc import Mapping, Sequence
from typing import Any

import traitlets as T

from ..engine import MOSAIC_FORMAT, MOSAIC_RADIUS, Cell, Game, IllegalMove, Placement, Rules, Score, Tile
from ..files import whole
from ..words import DEFAULT_LANG, Msg, catalogue, check_lang, join_names, t
from . import _game_intents as intents
from . import _game_view as view
from ._base import WidgetBase
from ._game_bots import BotTurns, bot_kind, check_bots
from ._game_intents import ACTIONS as _ACTIONS
from ._game_intents import BadMessage, GameRefused, WholeOrNone, is_int, refusal
from ._game_mosaic import MosaicEditor
from ._progress import KeepsProgress, Progress, ProgressError, progress_of, seal, unseal
from ._static import css, esm

__all__ = ["MOSAIC_FORMAT", "MOSAIC_RADIUS", "GameWidget", "explain"]


def _known_word(key: str, lang: str) -> str:
    """The catalogue's text for ``key`` in ``lang``, or "" when the catalogue has no such key
    (a rule set or a computer player of the user's own: its code name is never shown)."""
    return t(key, lang) if key in catalogue(lang) else ""


def explain(score: Score, lang: str = DEFAULT_LANG) -> str:
    """A placement's score as arithmetic in ``lang``: ``3 + 4 + 5 = 12, bridge +40, total 52``.

    >>> from trio_widgets import Board, Placement, Cell, Rules
    >>> s = Board().score(Placement(Cell(0, 0, True), (4, 4, 4)), Rules.preset("pressman"))
    >>> explain(s) == s.explain() and explain(s, "pl") == s.explain("pl")
    True
    """
    return score.explain(lang)


class GameWidget(BotTurns, KeepsProgress, WidgetBase):
    """A whole game of Triominoes in a notebook: board, racks, scores, computer players.

    ``GameWidget(rules="pressman", players=["Ann", "Computer"], bots={1: "smart"})``
    or ``GameWidget(game)`` for an existing :class:`~trio_widgets.Game`.

    Parameters
    ----------
    game: play this Game (then leave ``rules``, ``players`` and ``seed`` out).
    rules: a preset name or a :class:`Rules` (default ``"pressman"``).
    players: names, or a count.  Default: you against one computer player.
    bots: the computer seats: ``{seat: "random" | "greedy" | "smart" | a Bot}``.
    seed: makes the deal (and the computer players) reproducible.
    lang: interface language, ``"en"``, ``"ru"``, ``"pl"`` or ``"hu"``.
    pips: draw the numbers as dots, like the wooden set.
    hints: light up the cells where the chosen tile fits.
    open_hands: everyone's tiles visible (learning together).
    pass_and_play: a cover hides the tiles between two people's turns on one
        device (default: on when two or more people play without open hands).
    allow_undo: False for a match played "for real".
    turn_seconds: a turn timer (None = off); when it runs out the player
        draws if the rules allow, else passes.
    bot_delay: seconds a computer player waits before each action.
    mode: ``"play"`` or ``"mosaic"`` (free building, no rules).
    projector: big tiles (numbers at least 48 px on a 1080p screen) for a class;
        ``None`` (default) turns it on by itself on a large screen.
    progress: a key (``"05-game"``) or a :class:`~trio_widgets.widgets.Progress`: the game in
        progress is kept under it in the child's browser (sealed: the covered tiles stay
        unreadable; ``widgets/_progress.py``) and comes back when the same widget is made after
        a reload of the page, if it has the same rules and players (else a new game starts;
        the engine replays every kept move; a record that is not right is refused, and the
        game starts afresh and says so).
    """

    _esm = esm("game")
    _css = css("game")

    #: The only traits the page may set (the Digits/Dots buttons and the "Light up" switch);
    #: a page's update to any other trait (settings, scores, hands ...) is refused and sent back.
    FRONTEND_WRITABLE = frozenset({"pips", "hints"})
    #: action -> the fields its intent may carry (the browser sends these; see _do_<action>)
    ACTIONS = {a: fields - {"action"} for a, fields in _ACTIONS.items()}
    REFUSALS = (BadMessage, IllegalMove)
    BAD_INTENT_KEY = "error.bad_message"
    PROGRESS_KIND = "game"

    # -- configuration (Python and browser may both show these) ---------------
    pips = T.Bool(False).tag(sync=True)
    hints = T.Bool(True).tag(sync=True)
    #: The move suggested by the Hint button: {"action", "cell", "corners", "tile"} or {} (cleared by any move).
    hint = T.Dict().tag(sync=True)
    open_hands = T.Bool(False).tag(sync=True)
    pass_and_play = T.Bool(False).tag(sync=True)
    allow_undo = T.Bool(True).tag(sync=True)
    turn_seconds = WholeOrNone(None, allow_none=True).tag(sync=True)
    bot_delay = T.Float(0.9).tag(sync=True)
    mode = T.Unicode("play").tag(sync=True)

    # -- state the browser draws (written only by Python) ----------------------
    seats: T.List[dict[str, Any]] = T.List().tag(sync=True)
    rules_info = T.Dict().tag(sync=True)
    board: T.List[Any] = T.List().tag(sync=True)
    hands: T.List[Any] = T.List().tag(sync=True)
    hand_sizes: T.List[int] = T.List().tag(sync=True)
    scores: T.List[int] = T.List().tag(sync=True)
    current = T.Int(0).tag(sync=True)
    pool_size = T.Int(0).tag(sync=True)
    round_number = T.Int(1).tag(sync=True)
    viewer = T.Int(None, allow_none=True).tag(sync=True)
    covered = T.Bool(False).tag(sync=True)
    legal = T.Dict().tag(sync=True)
    can = T.Dict().tag(sync=True)
    last_move = T.Dict().tag(sync=True)
    status = T.Dict().tag(sync=True)
    summary = T.Dict().tag(sync=True)
    busy = T.Bool(False).tag(sync=True)
    turn_id = T.Int(0).tag(sync=True)
    selection = T.Dict().tag(sync=True)
    mosaic: T.List[Any] = T.List().tag(sync=True)
    #: the first move: every tile that may start, with the most it scores there: [[tile, points], ...], best first
    starts: T.List[Any] = T.List().tag(sync=True)
    #: big tiles for a projector: None = the page decides by the screen's size
    projector = T.Bool(None, allow_none=True).tag(sync=True)

    def __init__(
        self,
        game: Game | None = None,
        *,
        rules: Rules | str | None = None,
        players: int | Sequence[str] | None = None,
        bots: Mapping[int, Any] | Sequence[Any] | None = None,
        seed: int | None = None,
        lang: str = DEFAULT_LANG,
        pips: bool = False,
        hints: bool = True,
        open_hands: bool = False,
        pass_and_play: bool | None = None,
        allow_undo: bool = True,
        turn_seconds: int | None = None,
        bot_delay: float = 0.9,
        mode: str = "play",
        projector: bool | None = None,
        progress: str | Progress | None = None,
        **kwargs: Any,
    ) -> None:
        unknown = sorted(k for k in kwargs if k.startswith("_") or k not in type(self).class_trait_names())
        if unknown:
            raise TypeError(f"{type(self).__name__} has no setting {', '.join(map(repr, unknown))}")
        lang = check_lang(lang)
        if game is not None:
            if not isinstance(game, Game):
                raise ValueError(f"game must be a trio_widgets Game, not {type(game).__name__}")
            if rules is not None or players is not None or seed is not None:
                raise ValueError("give either a game, or rules/players/seed to start a new one, not both")
        else:
            if players is None:
                players = [t("game.you", lang), t("game.computer", lang)]
                if bots is None:
                    bots = {1: "greedy"}
            game = Game(rules if rules is not None else "pressman", players=players, seed=seed)
        self._progress = progress_of(progress)
        self._keeping = False  # kept from the first change on (the game as dealt needs no record)
        self._acting = False  # an intent is being carried out (its changes are sent when it ends)
        self._unsaved = False
        self._game: Game = game
        self._bots: dict[int, Any] = check_bots(bots, game)
        self._check_timer(turn_seconds)
        turn_seconds = whole(turn_seconds)
        if (
            isinstance(bot_delay, bool)
            or not isinstance(bot_delay, (int, float, numbers.Real))
            or not 0 <= bot_delay <= 10
        ):
            raise ValueError(f"bot_delay is a number of seconds from 0 to 10, not {bot_delay!r}")
        if mode not in ("play", "mosaic"):
            raise ValueError(f"mode is 'play' or 'mosaic', not {mode!r}")
        humans = [s for s in range(game.num_players) if s not in self._bots]
        if pass_and_play is None:
            pass_and_play = len(humans) >= 2 and not open_hands
        self._version = 0
        self._seq = 0
        self._pending: list[Any] = []  # asyncio handles of scheduled bot moves / timers
        self._thinking = False  # a computer player's decision is running on a worker thread
        self._holder: int | None = None  # the person holding the device (pass-and-play)
        self._mosaic = MosaicEditor(self._game.rules.max_value)
        self._selected: Tile | None = None
        self._turns = 0
        super().__init__(
            lang=lang,
            pips=bool(pips),
            hints=bool(hints),
            open_hands=bool(open_hands),
            pass_and_play=bool(pass_and_play),
            allow_undo=bool(allow_undo),
            turn_seconds=turn_seconds,
            bot_delay=float(bot_delay),
            mode=mode,
            projector=projector,
            **kwargs,
        )
        self._changed(schedule=True)
        self._keeping = True
        self._progress_ready()

    # ----------------------------------------------------------------- progress
    def _progress_state(self) -> dict[str, Any]:
        """The game in progress, sealed: the computer's tiles and the pool never reach the page."""
        return {"game": seal(self._game.to_json())}

    def _restore_state(self, state: dict[str, Any]) -> None:
        """The game the page kept, unsealed and replayed move by move by the engine; a game with
        other rules or players than this widget's (the child changed the box) is left: a new game."""
        game = _kept_game(state)
        fresh = self._game
        if game.rules != fresh.rules or list(game.players) != list(fresh.players):
            return
        self._game = game
        self._selected, self._turns, self._holder = None, 0, None
        self._changed()

    # ----------------------------------------------------------------- setup
    @staticmethod
    def _check_timer(value: Any) -> None:
        if value is not None and (not is_int(value) or not 5 <= value <= 3600):
            raise ValueError(
                f"turn_seconds is None (no timer) or a whole number of seconds from 5 to 3600, not {value!r}"
            )

    @T.validate("bot_delay")
    def _valid_bot_delay(self, proposal: Any) -> float:
        v = proposal["value"]
        if isinstance(v, bool) or not isinstance(v, numbers.Real) or not 0 <= float(v) <= 10:
            raise T.TraitError(f"bot_delay is a number of seconds from 0 to 10, not {v!r}")
        return float(v)

    @T.validate("turn_seconds")
    def _valid_timer(self, proposal: Any) -> int | None:
        try:
            self._check_timer(proposal["value"])
        except ValueError as e:
            raise T.TraitError(str(e)) from None
        return whole(proposal["value"])

    @T.validate("mode")
    def _valid_mode(self, proposal: Any) -> str:
        if proposal["value"] not in ("play", "mosaic"):
            raise T.TraitError(f"mode is 'play' or 'mosaic', not {proposal['value']!r}")
        return proposal["value"]

    @T.observe("open_hands", "pass_and_play", "allow_undo")
    def _view_changed(self, change: Any) -> None:
        if hasattr(self, "_game"):
            self._publish()

    @T.observe("turn_seconds", "mode")
    def _timing_changed(self, change: Any) -> None:
        if hasattr(self, "_game"):
            self._changed(schedule=True, bump=False)

    # --------------------------------------------------------------- reading
    @property
    def game(self) -> Game:
        """The engine's Game this widget plays (read it freely; change it only through the widget)."""
        return self._game

    @property
    def bots(self) -> dict[int, Any]:
        """Seat -> computer player."""
        return dict(self._bots)

    @property
    def humans(self) -> list[int]:
        """The seats people play."""
        return [s for s in range(self._game.num_players) if s not in self._bots]

    def __repr__(self) -> str:
        g = self._game
        bots = f", bots={ {s: bot_kind(b) for s, b in self._bots.items()} }" if self._bots else ""
        return f"GameWidget(rules={g.rules.name!r}, players={g.players!r}{bots})"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        # anywidget returns (data, metadata); ipywidgets' own base returns a bare dict
        bundle: Any = super()._repr_mimebundle_(**kwargs)
        try:  # a picture for places without a kernel (GitHub, nbviewer)
            from ..pictures import game_svg, mosaic_svg

            if self.mode == "mosaic":
                svg = str(mosaic_svg(self._mosaic.mosaic.cells, pips=self.pips, lang=self.lang))
            else:
                svg = str(game_svg(self._game, pips=self.pips, open_hands=self.open_hands, lang=self.lang))
        except Exception:  # pragma: no cover - the static view is a courtesy
            return bundle
        if isinstance(bundle, tuple):
            data, meta = bundle
        else:
            data, meta = bundle, {}
        data = dict(data)
        data["image/svg+xml"] = view.with_caption(svg, self.text("game.run_cell"))
        return data, meta

    def _still_words(self) -> list[str]:
        """The game's name, its rules' name, the players (a computer player with its name:
        "Computer (Greedy)"), and "Run this cell to play", in the widget's language."""
        g, lang = self._game, self.lang
        if self.mode == "mosaic":
            return [self.text("game.title"), self.text("mosaic.title"), self.text("game.run_cell")]
        seats = []
        for s, name in enumerate(g.players):
            if s in self._bots:
                kind = bot_kind(self._bots[s])
                seats.append(f"{name} ({_known_word('bot.name.' + kind, lang) or self.text('game.is_computer')})")
            else:
                seats.append(name)
        rules = _known_word(f"keeper.rules.{g.rules.name}", lang)
        return [self.text("game.title"), rules, join_names(seats, lang), self.text("game.run_cell")]

    def text(self, key: str, **params: Any) -> str:
        """A catalogue message in this widget's language."""
        return t(key, self.lang, **params)

    @property
    def status_text(self) -> str:
        s = self.status
        return t(s["key"], self.lang, **s.get("params", {})) if s else ""

    @property
    def last_move_text(self) -> str:
        """The last move in words, with its score as arithmetic."""
        lm = self.last_move
        if not lm:
            return ""
        name = self._game.players[lm["seat"]]
        if lm["type"] == "play":
            if lm.get("draws"):
                head = t("move.play_after_draws", self.lang, name=name, tile=lm["tile"], n=lm["draws"])
            else:
                head = t("move.play", self.lang, name=name, tile=lm["tile"])
            sep = t("score.sep", self.lang)
            return head + ": " + sep.join(t(k, self.lang, **p) for k, p in lm["parts"])
        key = "move.draw" if lm["type"] == "draw" else "move.pass"
        return t(key, self.lang, name=name)

    # ------------------------------------------------------------ the state
    def _viewer_and_cover(self) -> tuple[int | None, bool]:
        """Whose tiles the screen shows, and whether the pass-and-play cover hides them."""
        shared = self.pass_and_play and not self.open_hands
        return view.seat_view(self._game, self.humans, self._holder, self.mode, shared)

    def _covered(self) -> bool:
        return self._viewer_and_cover()[1]

    def _interactive(self) -> bool:
        """True when the person at the screen may act now."""
        g = self._game
        viewer, covered = self._viewer_and_cover()
        return (
            self.mode == "play"
            and not g.round_over
            and not covered
            and viewer is not None
            and viewer == g.current
            and g.current not in self._bots
        )

    def _undo_steps(self) -> int | None:
        """Actions to take back to undo the last human action of this round (and the bot replies after it).

        When people share one device (pass-and-play), only the person holding it may take
        back a move, and only their own: never another person's move (that would show them
        the other rack), and nothing while the cover is up."""
        g = self._game
        if g.round_over:
            return None
        humans = [s for s in range(g.num_players) if s not in self._bots]
        steps = g.undo_steps(humans)
        if steps is not None and self._private():
            # the last move of a person must be the holder's own
            mine = g.undo_steps([self._holder] if self._holder is not None else [])
            if mine != steps:
                return None
        return steps

    def _private(self) -> bool:
        """True when two or more people share the device and must not see each other's tiles."""
        return self.pass_and_play and not self.open_hands and len(self.humans) >= 2

    def _publish(self) -> None:
        """Write the game's state into the synced traits (one message to the browser)."""
        g = self._game
        viewer, covered = self._viewer_and_cover()
        interactive = self._interactive()
        legal, starts = view.legal_moves(g) if interactive else ({}, [])
        if self._selected is not None and (viewer is None or covered or self._selected not in g.hand(viewer)):
            self._selected, self._turns = None, 0
        undo = self.allow_undo and self._undo_steps() is not None and self.mode == "play" and not covered
        with self.hold_sync():
            self.seats = [
                {"name": name, "bot": bot_kind(self._bots[s]) if s in self._bots else None}
                for s, name in enumerate(g.players)
            ]
            self.rules_info = view.rules_info(g)
            self.board = [[p.cell.label(), list(p.corners)] for p in g.board.placements]
            self.hands = view.hands_shown(g, viewer, covered, self.open_hands)
            self.hand_sizes = g.hand_sizes
            self.scores = list(g.scores)
            self.current = g.current
            self.pool_size = g.pool_size
            self.round_number = g.round_number
            self.viewer = viewer
            self.covered = covered
            self.legal = legal
            self.starts = starts
            self.can = {
                "draw": interactive and g.can_draw(),
                "hint": interactive and self.mode == "play" and not g.round_over,
                "pass": interactive and g.can_pass(),
                "undo": undo,
                "next_round": self.mode == "play" and g.round_over and not g.match_over,
                "new_match": self.mode == "play" and g.match_over,
                "ready": self.mode == "play" and covered and not g.round_over,
                "mosaic_undo": self.mode == "mosaic" and self._mosaic.can_undo,
            }
            self.last_move = view.last_move(g)
            self.summary = view.summary(g)
            self.status = view.status(g, self._bots, viewer, covered, self.lang)
            self.selection = {
                "tile": str(self._selected) if self._selected is not None else None,
                "turns": self._turns,
                "seq": self._seq,
            }
            self.mosaic = self._mosaic.cells()

    def _tell(self, key: str, kind: str = "info", **params: Any) -> None:
        """Say something that is not an answer to an intent (the turn timer ran out)."""
        self._say(Msg.of(key, **params), kind)

    def _show_said(self) -> None:
        """The message with its catalogue parameters too (the page may format it again)."""
        said = self._said
        if said is None:
            self.message = {}
            return
        self._msg_id += 1
        self.message = {
            "text": said.text(self.lang),
            "key": said.key,
            "params": dict(getattr(said, "params", {})),
            "kind": "info" if self._said_kind == "ok" else self._said_kind,
            "id": self._msg_id,
        }

    def _say(self, said: Any, kind: str = "error") -> None:
        if said is not None and said is self._said and kind == "ok":
            return  # an intent that leaves the message as it was (choosing a tile)
        super()._say(said, kind)

    def _refusal(self, error: Exception) -> Any:
        if isinstance(error, BadMessage):
            return Msg.of("error.bad_message")
        if isinstance(error, IllegalMove):  # the engine's reason, in the player's language
            return Msg.of("error." + error.key, **error.params)
        return error

    # ------------------------------------------------------------- messages
    @staticmethod
    def _seat(seat: Any) -> int | None:
        if seat is not None and not is_int(seat):
            raise BadMessage(f"seat {seat!r:.20}")
        return whole(seat)

    def _check_seat(self, seat: Any) -> int | None:
        seat = self._seat(seat)
        if seat is not None and not 0 <= seat < self._game.num_players:
            raise BadMessage(f"seat {seat!r:.20}")
        return seat

    def _do_play(self, cell: Any = None, corners: Any = None, tile: Any = None, seat: Any = None) -> None:
        seat = self._check_seat(seat)
        the_cell, the_corners = intents.cell(cell), intents.corners(corners)
        the_tile = intents.tile(tile) if tile is not None else None
        self._check_turn(seat)
        self._play(the_cell, the_corners, the_tile)

    def _do_draw(self, seat: Any = None) -> None:
        self._check_turn(self._check_seat(seat))
        self._draw()

    def _do_pass(self, seat: Any = None) -> None:
        self._check_turn(self._check_seat(seat))
        self._pass()

    def _do_undo(self, seat: Any = None) -> Msg:
        self._check_seat(seat)
        self._undo()
        return Msg.of("undo.done")

    def _do_select(self, tile: Any = None, turns: Any = 0, seq: Any = None, seat: Any = None) -> Any:
        self._check_seat(seat)
        seq = self._seq if seq is None else seq
        if not is_int(turns) or not 0 <= turns <= 2 or not is_int(seq) or not 0 <= seq < 2**53:
            raise BadMessage("turns is 0, 1 or 2; seq a whole number")
        self._select(intents.tile(tile) if tile is not None else None, turns, seq)
        return self._said  # choosing a tile leaves the message as it is

    def _do_hint(self, seat: Any = None) -> Msg:
        self._check_turn(self._check_seat(seat))
        return self._hint()

    def _do_ready(self, seat: Any = None) -> None:
        self._check_seat(seat)
        self._ready()

    def _do_next_round(self) -> None:
        self._next_round()

    def _do_new_match(self) -> None:
        self._new_match()

    def _do_set_mode(self, mode: Any = None) -> None:
        if mode not in ("play", "mosaic"):
            raise BadMessage(f"mode {mode!r:.20}")
        self.mode = mode

    def _do_mosaic_place(self, cell: Any = None, corners: Any = None) -> None:
        the_cell = intents.cell(cell)
        self._mosaic_place(the_cell, None if corners is None else intents.corners(corners))

    def _do_mosaic_remove(self, cell: Any = None) -> None:
        self._mosaic_remove(intents.cell(cell))

    def _do_mosaic_clear(self) -> None:
        self._mosaic.clear()
        self._publish()

    def _do_mosaic_undo(self) -> Msg:
        if self.mode != "mosaic":
            raise GameRefused("mosaic.not_mosaic")
        self._mosaic.undo(self._game.rules.max_value)
        self._publish()
        return Msg.of("mosaic.undone")

    def _check_turn(self, seat: int | None) -> None:
        g = self._game
        if self.mode != "play":
            raise GameRefused("error.not_playing")
        if g.match_over:
            raise GameRefused("error.match_over")
        if g.round_over:
            raise GameRefused("error.round_over")
        name = g.players[g.current]
        if g.current in self._bots:
            raise GameRefused("error.wait_computer", name=name)
        viewer, covered = self._viewer_and_cover()
        if covered:
            raise GameRefused("error.covered")
        if seat is not None and seat != g.current:
            raise GameRefused("error.not_your_turn", name=name)
        if viewer != g.current:
            raise GameRefused("error.not_your_turn", name=name)

    # -------------------------------------------------------------- actions
    def _play_problem(self, p: Placement) -> GameRefused | None:
        return refusal(self._game.play_problem(p))

    def _play(self, cell: Cell, corners: tuple[int, int, int], tile: Tile | None) -> None:
        try:
            p = Placement(cell, corners)
        except ValueError:
            raise GameRefused("error.not_a_tile") from None
        if tile is not None and tile != p.tile:
            raise BadMessage(f"the tile {tile} does not have the corners {corners}")
        problem = self._play_problem(p)
        if problem is not None:
            raise problem
        self._game.play(p)
        self._selected, self._turns = None, 0
        self._say(None)
        self._changed()

    def _hint(self) -> Msg:
        """What the smart computer player would do now, shown on the board and said in words.
        It looks only at what the person to act may see (their hand, the board, hand sizes)."""
        g = self._game
        if self.mode != "play" or g.round_over:
            raise GameRefused("error.round_over")
        from ..players import hint as bot_hint

        h = bot_hint(g, "smart")
        placement = h.get("placement")
        if h["action"] == "play" and placement is not None:
            self.hint = {
                "action": "play",
                "cell": placement.cell.label(),
                "corners": list(placement.corners),
                "tile": str(placement.tile),
            }
            return Msg.of("game.hint_play", tile=str(placement.tile), score=explain(h["score"], self.lang))
        self.hint = {"action": h["action"]}
        return Msg.of("game.hint_draw" if h["action"] == "draw" else "game.hint_pass")

    def _draw_problem(self) -> GameRefused | None:
        return refusal(self._game.draw_problem())

    def _draw(self) -> None:
        problem = self._draw_problem()
        if problem is not None:
            raise problem
        self._game.draw()
        self._say(None)
        self._changed()

    def _pass(self) -> None:
        g = self._game
        problem = refusal(g.pass_problem())
        if problem is not None:
            raise problem
        g.pass_turn()
        self._say(None)
        self._changed()

    def play(self, placement: Placement | str, corners: Sequence[int] | None = None) -> bool:
        """Place a tile for the person to act, as if tapped: ``w.play("1,0,d", (4, 5, 3))``
        or ``w.play(placement)``.  Returns False (and shows why) if not allowed."""
        msg: dict[str, Any]
        if isinstance(placement, Placement):
            msg = {"action": "play", "cell": placement.cell.label(), "corners": list(placement.corners)}
        else:
            msg = {"action": "play", "cell": placement, "corners": list(corners) if corners is not None else None}
        return self.handle(msg)

    def draw(self) -> bool:
        """Draw a tile for the person to act, as if the Draw button were pressed."""
        return self.handle({"action": "draw"})

    def pass_turn(self) -> bool:
        """Pass for the person to act, as if the Pass button were pressed."""
        return self.handle({"action": "pass"})

    def select(self, tile: Tile | str | None, turns: int = 0) -> bool:
        """Choose a rack tile (and how often it is turned), as if tapped."""
        return self.handle({"action": "select", "tile": None if tile is None else str(tile), "turns": turns})

    def _select(self, tile: Tile | None, turns: int, seq: int) -> None:
        viewer, covered = self._viewer_and_cover()
        if tile is not None:
            if viewer is None or covered:
                raise GameRefused("error.covered") if covered else GameRefused("error.not_in_hand", tile=str(tile))
            if tile not in self._game.hand(viewer):
                raise GameRefused("error.not_in_hand", tile=str(tile))
        self._selected = tile
        self._turns = turns if tile is not None else 0
        self._seq = max(self._seq, seq)
        self.selection = {"tile": str(tile) if tile is not None else None, "turns": self._turns, "seq": self._seq}

    def ready(self) -> bool:
        """Pass-and-play: the next person has the device and lifts the cover."""
        return self.handle({"action": "ready"})

    def _ready(self) -> None:
        viewer, covered = self._viewer_and_cover()
        if not covered:  # a second tap on "I'm ready": nothing to do
            return
        self._holder = viewer
        self._say(None)
        self._changed(bump=False)

    def undo(self) -> bool:
        """Take back the last move of a person (and the computer replies after it)."""
        return self.handle({"action": "undo"})

    def _undo(self) -> None:
        if not self.allow_undo:
            raise GameRefused("undo.off")
        if self.mode != "play":
            raise GameRefused("error.not_playing")
        _viewer, covered = self._viewer_and_cover()
        if covered:
            raise GameRefused("error.covered")
        steps = self._undo_steps()
        if steps is None:
            raise GameRefused("undo.none")
        self._game.undo(steps)
        self._selected, self._turns = None, 0
        self._holder = self._game.current if self.pass_and_play else self._holder
        self._changed()

    def next_round(self) -> bool:
        """Deal the next round after the summary."""
        return self.handle({"action": "next_round"})

    def _next_round(self) -> None:
        g = self._game
        if g.match_over:
            raise GameRefused("error.match_over")
        if not g.round_over:
            raise GameRefused("error.round_not_over")
        g.next_round()
        self._holder = None
        self._say(None)
        self._changed()

    def new_match(self) -> bool:
        """Start a new game with the same players, rules and computer players (a new deal)."""
        return self.handle({"action": "new_match"})

    def _new_match(self) -> None:
        g = self._game
        if not g.match_over:
            raise GameRefused("error.match_not_over")
        self._game = Game(g.rules, players=list(g.players), seed=(g.seed + 1) % 2**32)
        self._holder = None
        self._say(None)
        self._changed()

    def time_up(self) -> bool:
        """The turn timer ran out for the person to act: draw if the rules allow, else pass.
        (Called by the timer; callable by hand.)  Returns True if it did something."""
        g = self._game
        if self.mode != "play" or g.round_over or g.current in self._bots:
            return False
        name = g.players[g.current]
        if self._draw_problem() is None:
            g.draw()
            self._changed()
            self._tell("timer.up_draw", name=name)
            return True
        if g.can_pass():
            g.pass_turn()
            self._changed()
            self._tell("timer.up_pass", name=name)
            return True
        self._tell("timer.up_play", name=name)
        return False

    # ------------------------------------------------------------ scheduling
    def _changed(self, schedule: bool = True, bump: bool = True) -> None:
        self.hint = {}
        if bump:
            self._version += 1
        self._cancel_pending()
        self._publish()
        if schedule:
            self._schedule()
        if bump and self._keeping and self._progress is not None:
            if self._acting:
                self._unsaved = True  # saved once the page has been sent the move (see _run)
            else:
                self._keep()

    def _run(self, content: Any) -> None:
        """An intent; the game in progress is saved after the page has been sent what changed
        (sealing the game takes a moment: the child's move is drawn first)."""
        self._acting = True
        try:
            super()._run(content)
        finally:
            self._acting = False
            if self._unsaved and self._progress is not None:
                self._unsaved = False
                self._keep()

    # --------------------------------------------------------------- mosaic
    def _mosaic_place(self, cell: Cell, corners: tuple[int, int, int] | None) -> None:
        if self.mode != "mosaic":
            raise GameRefused("mosaic.not_mosaic")
        self._mosaic.place(cell, corners, self._game.rules.max_value)
        self._say(None)
        self._publish()

    def _mosaic_remove(self, cell: Cell) -> None:
        if self.mode != "mosaic":
            raise GameRefused("mosaic.not_mosaic")
        self._mosaic.remove(cell)
        self._say(None)
        self._publish()

    def mosaic_place(self, cell: Cell | str, corners: Sequence[int] | None = None) -> bool:
        """Lay a tile in the mosaic: face down (``corners=None``) or showing its numbers clockwise."""
        label = cell.label() if isinstance(cell, Cell) else cell
        return self.handle(
            {"action": "mosaic_place", "cell": label, "corners": None if corners is None else list(corners)}
        )

    def mosaic_remove(self, cell: Cell | str) -> bool:
        """Take a tile off the mosaic."""
        return self.handle({"action": "mosaic_remove", "cell": cell.label() if isinstance(cell, Cell) else cell})

    def mosaic_clear(self) -> bool:
        """Take every tile off the mosaic (:meth:`mosaic_undo` puts them back)."""
        return self.handle({"action": "mosaic_clear"})

    def mosaic_undo(self) -> bool:
        """Take back the last change to the mosaic: a tile laid or taken off, or the whole picture cleared."""
        return self.handle({"action": "mosaic_undo"})

    def mosaic_json(self, indent: int | None = None) -> str:
        """The mosaic picture as JSON (cells in a fixed order), to save and load again.

        >>> w = GameWidget(players=["A", "B"], seed=1, mode="mosaic")
        >>> w.mosaic_place("0,0,u"); w.mosaic_place("0,0,d", (1, 2, 3))
        True
        True
        >>> w.mosaic_json()
        '{"format": "trio_widgets/mosaic", "version": 1, "cells": [["0,0,u", null], ["0,0,d", [1, 2, 3]]]}'
        """
        return self._mosaic.mosaic.to_json(indent)

    def load_mosaic(self, text: str | bytes) -> None:
        """Load a picture saved by :meth:`mosaic_json`; ValueError (and nothing changes) if it is wrong."""
        self._mosaic.load(text, self._game.rules.max_value)
        self._say(None)
        self._publish()

    # ---------------------------------------------------------------- misc
    def close(self) -> None:
        self._cancel_pending()
        super().close()


def _kept_game(state: dict[str, Any]) -> Game:
    """The game the page kept, unsealed, replayed move by move by the engine's own loader."""
    if set(state) != {"game"}:
        raise ProgressError("progress.error.file")
    text = unseal(state["game"])
    try:
        return Game.from_json(text)
    except ValueError:
        raise ProgressError("progress.error.file") from None
