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

import asyncio
import numbers
import random
import re
from collections.abc import Mapping, Sequence
from typing import Any

import traitlets as T

from ..engine._board import Placement, Score
from ..engine._errors import IllegalMove, Reason
from ..engine._events import DrawEvent, PlayEvent
from ..engine._game import Game
from ..engine._geometry import Cell
from ..engine._mosaic import MOSAIC_FORMAT, MOSAIC_RADIUS, Mosaic
from ..engine._rules import Rules
from ..engine._tiles import Tile
from ..files._numbers import whole
from ..words._i18n import DEFAULT_LANG, catalogue, check_lang, join_names, t
from ._base import Refused, WidgetBase
from ._static import css, esm

__all__ = ["MOSAIC_FORMAT", "MOSAIC_RADIUS", "GameWidget"]

_ACTIONS: dict[str, frozenset[str]] = {
    "play": frozenset({"action", "cell", "corners", "tile", "seat"}),
    "draw": frozenset({"action", "seat"}),
    "pass": frozenset({"action", "seat"}),
    "undo": frozenset({"action", "seat"}),
    "select": frozenset({"action", "tile", "turns", "seq", "seat"}),
    "ready": frozenset({"action", "seat"}),
    "hint": frozenset({"action", "seat"}),
    "next_round": frozenset({"action"}),
    "new_match": frozenset({"action"}),
    "set_mode": frozenset({"action", "mode"}),
    "mosaic_place": frozenset({"action", "cell", "corners"}),
    "mosaic_remove": frozenset({"action", "cell"}),
    "mosaic_clear": frozenset({"action"}),
    "mosaic_undo": frozenset({"action"}),
}
_MOSAIC_UNDO = 500  # mosaic changes that can be taken back, one at a time
_MAX_TEXT = 40  # longest cell label / tile name a message may carry
_MAX_BOT_ACTIONS = 2000  # safety net for bot-only play without an event loop


class _BadMessage(ValueError):
    """A message from the browser that is not one the widget understands."""


class _Refused(Refused):
    """A well-formed request the rules (or the widget's state) do not allow now."""


def _refusal(why: Reason | None) -> _Refused | None:
    """The engine's reason (docs/rules.md decided there) as a message the widget shows."""
    return None if why is None else _Refused("error." + why.key, **why.params)


class _Words:
    """Something the widget says: a catalogue key and its parameters, in any language."""

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params

    def text(self, lang: str) -> str:
        return t(self.key, lang, **self.params)


def _is_int(v: object) -> bool:
    return whole(v) is not None


class _WholeOrNone(T.Int[Any, Any]):
    """An Int trait that also takes numpy integers (made plain ints), as the rest of the package does."""

    def validate(self, obj: Any, value: Any) -> Any:
        n = whole(value)
        return super().validate(obj, value if n is None else n)


def _text(v: object, what: str) -> str:
    if not isinstance(v, str) or not 0 < len(v) <= _MAX_TEXT:
        raise _BadMessage(f"{what} must be a short string, not {v!r:.60}")
    return v


def _cell(v: object) -> Cell:
    try:
        return Cell.parse(_text(v, "cell"))
    except ValueError as e:
        raise _BadMessage(str(e)) from None


def _corners(v: object) -> tuple[int, int, int]:
    if not isinstance(v, list) or len(v) != 3 or not all(_is_int(n) for n in v):
        raise _BadMessage(f"corners must be a list of three whole numbers, not {v!r:.60}")
    a, b, c = (int(n) for n in v)
    return (a, b, c)


def _tile(v: object) -> Tile:
    try:
        return Tile.parse(_text(v, "tile"))
    except ValueError as e:
        raise _BadMessage(str(e)) from None


def _join_names(names: Sequence[str], lang: str) -> str:
    if not names:
        return ""
    if len(names) == 1:
        return names[0]
    return t("names.and", lang, first=t("names.sep", lang).join(names[:-1]), last=names[-1])


def _fallback_bot() -> Any:
    """The player that steps in if a computer player fails: greedy, which never does."""
    from ..players._bots import make_bot

    return make_bot("greedy")


def _make_bot(spec: Any, seed: int | None) -> Any:
    if not isinstance(spec, str) and (hasattr(spec, "decide") or hasattr(spec, "act")):
        return spec
    if not isinstance(spec, str):
        raise ValueError(f"a computer player is named 'random', 'greedy' or 'smart', not {spec!r}")
    from ..players._bots import make_bot

    return make_bot(spec, seed=seed)


def _bot_kind(bot: Any) -> str:
    name = getattr(bot, "name", None)
    return name if isinstance(name, str) and name else type(bot).__name__


def _known_word(key: str, lang: str) -> str:
    """The catalogue's text for ``key`` in ``lang``, or "" when the catalogue has no such key
    (a rule set or a computer player of the user's own: its code name is never shown)."""
    return t(key, lang) if key in catalogue(lang) else ""


def _decide(bot: Any, game: Game) -> dict[str, Any]:
    """The bot's next action for ``game`` (a private copy) as an action dict."""
    if hasattr(bot, "decide"):
        action = bot.decide(game)
    else:  # a bot that only knows act(game): let it act on the copy, read what it did
        before = len(game.history)
        bot.act(game)
        ev = game.last_action() if len(game.history) > before else None
        if isinstance(ev, PlayEvent):
            return {"action": "play", "cell": ev.cell, "corners": list(ev.corners)}
        return {"action": "draw" if isinstance(ev, DrawEvent) else "pass"}
    if isinstance(action, dict):
        return action
    to_dict = getattr(action, "to_dict", None)
    if callable(to_dict):
        return to_dict()
    raise ValueError(f"the bot answered {action!r}, not an action")


def _score_parts(score: Score) -> list[list[Any]]:
    """A placement's score as catalogue steps: ``[key, params]`` pairs (``Score.steps``)."""
    return [[m.key, m.kwargs] for m in score.steps()]


def explain(score: Score, lang: str = DEFAULT_LANG) -> str:
    """A placement's score as arithmetic in ``lang``: ``3 + 4 + 5 = 12, bridge +40, total 52``.

    >>> from trio_widgets import Board, Placement, Cell, Rules
    >>> s = Board().score(Placement(Cell(0, 0, True), (4, 4, 4)), Rules.preset("pressman"))
    >>> explain(s) == s.explain() and explain(s, "pl") == s.explain("pl")
    True
    """
    return score.explain(lang)


_ROOT_SVG = re.compile(r'^<svg\b[^>]*?\bviewBox="([-\d.e]+) ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)"[^>]*>')


def _with_caption(svg: str, caption: str) -> str:
    """The still picture with a line of text above it ("Run this cell to play"), or as it was
    if its shape is not the one svg.py makes."""
    from xml.sax.saxutils import escape

    m = _ROOT_SVG.match(svg)
    width = re.search(r'\swidth="([\d.]+)"', m.group(0)) if m else None
    height = re.search(r'\sheight="([\d.]+)"', m.group(0)) if m else None
    if m is None or width is None or height is None:
        return svg
    x, y, w, h = (float(v) for v in m.groups())
    band = max(48.0, w / 18)
    px = float(height.group(1)) / h  # pixels per unit
    head = re.sub(r'viewBox="[^"]*"', f'viewBox="{x:g} {y - band:g} {w:g} {h + band:g}"', m.group(0))
    head = re.sub(r'\sheight="[\d.]+"', f' height="{(h + band) * px:.2f}"', head)
    text = (
        f'<g class="trio-run-cell"><rect x="{x:g}" y="{y - band:g}" width="{w:g}" height="{band * 0.86:g}" rx="{band / 5:g}" '
        f'fill="#fff3c4" stroke="#b8860b"/><text x="{x + w / 2:g}" y="{y - band * 0.36:g}" text-anchor="middle" '
        f'font-family="Verdana, DejaVu Sans, Arial, sans-serif" font-size="{band * 0.5:g}" font-weight="bold" '
        f'fill="#3b2a00">\u25b6 {escape(caption)}</text></g>'
    )
    return head + text + svg[m.end() :]


class GameWidget(WidgetBase):
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
    """

    _esm = esm("game")
    _css = css("game")

    #: The only traits the page may set (the Digits/Dots buttons and the "Light up" switch);
    #: a page's update to any other trait (settings, scores, hands ...) is refused and sent back.
    FRONTEND_WRITABLE = frozenset({"pips", "hints"})
    #: action -> the fields its intent may carry (the browser sends these; see _do_<action>)
    ACTIONS = {a: fields - {"action"} for a, fields in _ACTIONS.items()}
    REFUSALS = (_BadMessage, IllegalMove)
    BAD_INTENT_KEY = "error.bad_message"

    # -- configuration (Python and browser may both show these) ---------------
    pips = T.Bool(False).tag(sync=True)
    hints = T.Bool(True).tag(sync=True)
    #: The move suggested by the Hint button: {"action", "cell", "corners", "tile"} or {} (cleared by any move).
    hint = T.Dict().tag(sync=True)
    open_hands = T.Bool(False).tag(sync=True)
    pass_and_play = T.Bool(False).tag(sync=True)
    allow_undo = T.Bool(True).tag(sync=True)
    turn_seconds = _WholeOrNone(None, allow_none=True).tag(sync=True)
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
        self._game: Game = game
        self._bots: dict[int, Any] = self._check_bots(bots, game)
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
        self._mosaic = Mosaic(self._game.rules.max_value)
        self._mosaic_before: list[str] = []  # the picture before each change, for mosaic_undo
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

    # ----------------------------------------------------------------- setup
    @staticmethod
    def _check_bots(bots: Any, game: Game) -> dict[int, Any]:
        n = game.num_players
        if bots is None:
            return {}
        if isinstance(bots, Mapping):
            items = list(bots.items())
        elif isinstance(bots, (list, tuple)):
            if len(bots) != n:
                raise ValueError(f"bots as a list has one entry per seat ({n}): a bot name or None, not {bots!r}")
            items = [(s, b) for s, b in enumerate(bots) if b is not None]
        else:
            raise ValueError(f"bots is a dict {{seat: 'smart'}} or a list with one entry per seat, not {bots!r}")
        out: dict[int, Any] = {}
        for seat, spec in items:
            if not _is_int(seat) or not 0 <= seat < n:
                raise ValueError(f"bots: seat {seat!r} is not a seat of this {n}-player game (0 to {n - 1})")
            seat = int(seat)
            out[seat] = _make_bot(
                spec, seed=random.Random(f"trio_widgets.game_widget:{game.seed}:{seat}").randrange(2**32)
            )
        return dict(sorted(out.items()))

    @staticmethod
    def _check_timer(value: Any) -> None:
        if value is not None and (not _is_int(value) or not 5 <= value <= 3600):
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
        bots = f", bots={ {s: _bot_kind(b) for s, b in self._bots.items()} }" if self._bots else ""
        return f"GameWidget(rules={g.rules.name!r}, players={g.players!r}{bots})"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        # anywidget returns (data, metadata); ipywidgets' own base returns a bare dict
        bundle: Any = super()._repr_mimebundle_(**kwargs)
        try:  # a picture for places without a kernel (GitHub, nbviewer)
            from ..pictures._svg import game_svg, mosaic_svg

            if self.mode == "mosaic":
                svg = str(mosaic_svg(self._mosaic.cells, pips=self.pips, lang=self.lang))
            else:
                svg = str(game_svg(self._game, pips=self.pips, open_hands=self.open_hands, lang=self.lang))
        except Exception:  # pragma: no cover - the static view is a courtesy
            return bundle
        if isinstance(bundle, tuple):
            data, meta = bundle
        else:
            data, meta = bundle, {}
        data = dict(data)
        data["image/svg+xml"] = _with_caption(svg, self.text("game.run_cell"))
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
                kind = _bot_kind(self._bots[s])
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
    def _next_human(self) -> int | None:
        g = self._game
        for k in range(g.num_players):
            s = (g.current + k) % g.num_players
            if s not in self._bots:
                return s
        return None

    def _viewer_and_cover(self) -> tuple[int | None, bool]:
        humans = self.humans
        g = self._game
        if not humans:
            return None, False
        if len(humans) == 1:
            return humans[0], False
        nxt = self._next_human()
        if g.round_over:
            return (self._holder if self._holder is not None else nxt), False
        if self.mode != "play":
            # building a mosaic: nobody's tiles are needed, a hidden hand stays hidden
            return (self._holder if self._holder is not None else nxt), self._private() and self._holder != nxt
        if self.pass_and_play and not self.open_hands:
            if self._holder is None or self._holder != nxt:
                return nxt, True
            return nxt, False
        return nxt, False

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

    def _last_move(self) -> dict[str, Any]:
        g = self._game
        e = g.last_action()
        if e is None:
            return {}
        if isinstance(e, PlayEvent):
            return {
                "type": "play",
                "seat": e.seat,
                "cell": e.cell,
                "corners": list(e.corners),
                "tile": e.tile,
                "points": e.points,
                "parts": _score_parts(e.score),
                "bridge_point": e.bridge_point,
                "hexagon_points": e.hexagon_points or [],
                "draws": e.draws,
                "n": len(g.history),
            }
        return {"type": e.type, "seat": e.seat, "points": e.points, "n": len(g.history)}

    def _summary(self) -> dict[str, Any]:
        g = self._game
        if not g.round_over:
            return {}
        end = g.round_end()
        if end is None:  # pragma: no cover - a finished round always has its event
            return {}
        rules = g.rules
        n = g.num_players
        hands = g.hands
        totals = end.hand_totals
        rows = []
        for s in range(n):
            row: dict[str, Any] = {
                "seat": s,
                "hand": [str(x) for x in hands[s]],
                "hand_value": totals[s],
                "points": end.points[s],
                "round_points": g.round_points[s],
                "during": g.round_points[s] - end["points"][s],
                "score": g.scores[s],
                "details": [[m.key, m.kwargs] for m in g.round_end_steps(s)],
            }
            rows.append(row)
        return {
            "round": g.round_number,
            "how": end.how,
            "out": end.seat,
            "winners": list(end.winners),
            "rows": rows,
            "keep_score": rules.keep_score,
            "penalty": rules.penalty_scoring,
            "fewest_tiles": rules.winner == "fewest_tiles",
            "match_over": g.match_over,
            "match_winners": list(g.match_winners),
        }

    def _status(self, viewer: int | None, covered: bool) -> dict[str, Any]:
        g = self._game
        if g.match_over:
            names = [g.players[s] for s in g.match_winners]
            return {"key": "match.winner", "params": {"names": _join_names(names, self.lang), "n": len(names)}}
        if g.round_over:
            return {"key": "round.title", "params": {"n": g.round_number}}
        name = g.players[g.current]
        if g.current in self._bots:
            return {"key": "game.thinking", "params": {"name": name}}
        if covered:
            return {"key": "cover.wait", "params": {"name": name}}
        if viewer == g.current:
            if name == t("game.you", self.lang):  # the default name: "Your turn", not "Your turn, Player"
                return {"key": "game.your_turn_plain", "params": {}}
            return {"key": "game.your_turn", "params": {"name": name}}
        return {"key": "game.turn_of", "params": {"name": name}}

    def _publish(self) -> None:
        """Write the game's state into the synced traits (one message to the browser)."""
        g = self._game
        viewer, covered = self._viewer_and_cover()
        interactive = self._interactive()
        legal: dict[str, list[list[Any]]] = {}
        starts: dict[str, int] = {}
        if interactive:
            for p in g.legal_placements():
                legal.setdefault(str(p.tile), []).append([p.cell.label(), list(p.corners)])
                if not len(g.board):
                    starts[str(p.tile)] = max(starts.get(str(p.tile), -(10**9)), g.preview(p).total)
        hands: list[list[str] | None] = []
        for s, h in enumerate(g.hands):
            visible = self.open_hands or (s == viewer and not covered) or g.round_over
            hands.append([str(x) for x in h] if visible else None)
        if self._selected is not None and (viewer is None or covered or self._selected not in g.hand(viewer)):
            self._selected, self._turns = None, 0
        undo = self.allow_undo and self._undo_steps() is not None and self.mode == "play" and not covered
        with self.hold_sync():
            self.seats = [
                {"name": name, "bot": _bot_kind(self._bots[s]) if s in self._bots else None}
                for s, name in enumerate(g.players)
            ]
            self.rules_info = {
                "name": g.rules.name,
                "keep_score": g.rules.keep_score,
                "counting": g.counting,
                "penalty": g.rules.penalty_scoring,
                "target": g.rules.target,
                "winner": g.rules.winner,
                "max_value": g.rules.max_value,
            }
            self.board = [[p.cell.label(), list(p.corners)] for p in g.board.placements]
            self.hands = hands
            self.hand_sizes = g.hand_sizes
            self.scores = list(g.scores)
            self.current = g.current
            self.pool_size = g.pool_size
            self.round_number = g.round_number
            self.viewer = viewer
            self.covered = covered
            self.legal = legal
            self.starts = [[tile, pts] for tile, pts in sorted(starts.items(), key=lambda kv: (-kv[1], kv[0]))]
            self.can = {
                "draw": interactive and g.can_draw(),
                "hint": interactive and self.mode == "play" and not g.round_over,
                "pass": interactive and g.can_pass(),
                "undo": undo,
                "next_round": self.mode == "play" and g.round_over and not g.match_over,
                "new_match": self.mode == "play" and g.match_over,
                "ready": self.mode == "play" and covered and not g.round_over,
                "mosaic_undo": self.mode == "mosaic" and bool(self._mosaic_before),
            }
            self.last_move = self._last_move()
            self.summary = self._summary()
            self.status = self._status(viewer, covered)
            self.selection = {
                "tile": str(self._selected) if self._selected is not None else None,
                "turns": self._turns,
                "seq": self._seq,
            }
            self.mosaic = [[c.label(), list(v) if v is not None else None] for c, v in self._mosaic.items()]

    def _tell(self, key: str, kind: str = "info", **params: Any) -> None:
        """Say something that is not an answer to an intent (the turn timer ran out)."""
        self._say(_Words(key, **params), kind)

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
        if isinstance(error, _BadMessage):
            return _Words("error.bad_message")
        if isinstance(error, IllegalMove):  # the engine's reason, in the player's language
            return _Words("error." + error.key, **error.params)
        return error

    # ------------------------------------------------------------- messages
    @staticmethod
    def _seat(seat: Any) -> int | None:
        if seat is not None and not _is_int(seat):
            raise _BadMessage(f"seat {seat!r:.20}")
        return whole(seat)

    def _check_seat(self, seat: Any) -> int | None:
        seat = self._seat(seat)
        if seat is not None and not 0 <= seat < self._game.num_players:
            raise _BadMessage(f"seat {seat!r:.20}")
        return seat

    def _do_play(self, cell: Any = None, corners: Any = None, tile: Any = None, seat: Any = None) -> None:
        seat = self._check_seat(seat)
        the_cell, the_corners = _cell(cell), _corners(corners)
        the_tile = _tile(tile) if tile is not None else None
        self._check_turn(seat)
        self._play(the_cell, the_corners, the_tile)

    def _do_draw(self, seat: Any = None) -> None:
        self._check_turn(self._check_seat(seat))
        self._draw()

    def _do_pass(self, seat: Any = None) -> None:
        self._check_turn(self._check_seat(seat))
        self._pass()

    def _do_undo(self, seat: Any = None) -> _Words:
        self._check_seat(seat)
        self._undo()
        return _Words("undo.done")

    def _do_select(self, tile: Any = None, turns: Any = 0, seq: Any = None, seat: Any = None) -> Any:
        self._check_seat(seat)
        seq = self._seq if seq is None else seq
        if not _is_int(turns) or not 0 <= turns <= 2 or not _is_int(seq) or not 0 <= seq < 2**53:
            raise _BadMessage("turns is 0, 1 or 2; seq a whole number")
        self._select(_tile(tile) if tile is not None else None, turns, seq)
        return self._said  # choosing a tile leaves the message as it is

    def _do_hint(self, seat: Any = None) -> _Words:
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
            raise _BadMessage(f"mode {mode!r:.20}")
        self.mode = mode

    def _do_mosaic_place(self, cell: Any = None, corners: Any = None) -> None:
        the_cell = _cell(cell)
        self._mosaic_place(the_cell, None if corners is None else _corners(corners))

    def _do_mosaic_remove(self, cell: Any = None) -> None:
        self._mosaic_remove(_cell(cell))

    def _do_mosaic_clear(self) -> None:
        if len(self._mosaic):
            self._keep_mosaic()
        self._mosaic.clear()
        self._publish()

    def _do_mosaic_undo(self) -> _Words:
        if self.mode != "mosaic":
            raise _Refused("mosaic.not_mosaic")
        if not self._mosaic_before:
            raise _Refused("mosaic.nothing_to_undo")
        self._mosaic = Mosaic.from_json(self._mosaic_before.pop(), self._game.rules.max_value, MOSAIC_RADIUS)
        self._publish()
        return _Words("mosaic.undone")

    def _keep_mosaic(self) -> None:
        """Remember the picture as it is before a change, so that one tap never wipes it for good."""
        self._mosaic_before.append(self._mosaic.to_json())
        del self._mosaic_before[:-_MOSAIC_UNDO]

    def _check_turn(self, seat: int | None) -> None:
        g = self._game
        if self.mode != "play":
            raise _Refused("error.not_playing")
        if g.match_over:
            raise _Refused("error.match_over")
        if g.round_over:
            raise _Refused("error.round_over")
        name = g.players[g.current]
        if g.current in self._bots:
            raise _Refused("error.wait_computer", name=name)
        viewer, covered = self._viewer_and_cover()
        if covered:
            raise _Refused("error.covered")
        if seat is not None and seat != g.current:
            raise _Refused("error.not_your_turn", name=name)
        if viewer != g.current:
            raise _Refused("error.not_your_turn", name=name)

    # -------------------------------------------------------------- actions
    def _play_problem(self, p: Placement) -> _Refused | None:
        return _refusal(self._game.play_problem(p))

    def _play(self, cell: Cell, corners: tuple[int, int, int], tile: Tile | None) -> None:
        try:
            p = Placement(cell, corners)
        except ValueError:
            raise _Refused("error.not_a_tile") from None
        if tile is not None and tile != p.tile:
            raise _BadMessage(f"the tile {tile} does not have the corners {corners}")
        problem = self._play_problem(p)
        if problem is not None:
            raise problem
        self._game.play(p)
        self._selected, self._turns = None, 0
        self._say(None)
        self._changed()

    def _hint(self) -> _Words:
        """What the smart computer player would do now, shown on the board and said in words.
        It looks only at what the person to act may see (their hand, the board, hand sizes)."""
        g = self._game
        if self.mode != "play" or g.round_over:
            raise _Refused("error.round_over")
        from ..players._bots import hint as bot_hint

        h = bot_hint(g, "smart")
        placement = h.get("placement")
        if h["action"] == "play" and placement is not None:
            self.hint = {
                "action": "play",
                "cell": placement.cell.label(),
                "corners": list(placement.corners),
                "tile": str(placement.tile),
            }
            return _Words("game.hint_play", tile=str(placement.tile), score=explain(h["score"], self.lang))
        self.hint = {"action": h["action"]}
        return _Words("game.hint_draw" if h["action"] == "draw" else "game.hint_pass")

    def _draw_problem(self) -> _Refused | None:
        return _refusal(self._game.draw_problem())

    def _draw(self) -> None:
        problem = self._draw_problem()
        if problem is not None:
            raise problem
        self._game.draw()
        self._say(None)
        self._changed()

    def _pass(self) -> None:
        g = self._game
        problem = _refusal(g.pass_problem())
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
                raise _Refused("error.covered") if covered else _Refused("error.not_in_hand", tile=str(tile))
            if tile not in self._game.hand(viewer):
                raise _Refused("error.not_in_hand", tile=str(tile))
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
            raise _Refused("undo.off")
        if self.mode != "play":
            raise _Refused("error.not_playing")
        _viewer, covered = self._viewer_and_cover()
        if covered:
            raise _Refused("error.covered")
        steps = self._undo_steps()
        if steps is None:
            raise _Refused("undo.none")
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
            raise _Refused("error.match_over")
        if not g.round_over:
            raise _Refused("error.round_not_over")
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
            raise _Refused("error.match_not_over")
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

    def _cancel_pending(self) -> None:
        for h in getattr(self, "_pending", ()):
            h.cancel()
        self._pending = []

    @staticmethod
    def _loop() -> asyncio.AbstractEventLoop | None:
        try:
            return asyncio.get_running_loop()
        except RuntimeError:
            return None

    def _schedule(self) -> None:
        g = self._game
        if self.mode != "play" or g.round_over:
            self.busy = False
            return
        loop = self._loop()
        if g.current in self._bots:
            self.busy = True
            if loop is None:
                self._run_bots_now()
                return
            token = self._version
            self._pending.append(loop.call_later(self.bot_delay, self._bot_step, token))
            return
        self.busy = False
        self.turn_id += 1
        # no clock while the hand is covered: it starts when the player lifts the cover
        # (ready() schedules again), never while nobody has seen the tiles
        _viewer, covered = self._viewer_and_cover()
        if self.turn_seconds is not None and loop is not None and not covered:
            token = self._version
            self._pending.append(loop.call_later(self.turn_seconds, self._timer_fired, token))

    def _timer_fired(self, token: int) -> None:
        if token == self._version:
            self.time_up()

    def _run_bots_now(self) -> None:
        """No event loop (plain Python, tests): the computer players move at once."""
        g = self._game
        for _ in range(_MAX_BOT_ACTIONS):
            if g.round_over or g.current not in self._bots or self.mode != "play":
                break
            self._apply_bot(_decide(self._bots[g.current], g.copy()))
        self._version += 1
        self._publish()
        self.busy = False
        if not g.round_over and g.current not in self._bots:
            self.turn_id += 1

    def _bot_step(self, token: int) -> None:
        if token != self._version:
            return
        if self._thinking:  # one decision at a time: its answer comes back to _bot_done
            return
        g = self._game
        if g.round_over or g.current not in self._bots:
            self.busy = False
            return
        loop = self._loop()
        bot = self._bots[g.current]
        snapshot = g.copy()
        if loop is None:  # pragma: no cover - called from call_later, a loop runs
            self._bot_done(token, _decide(bot, snapshot))
            return
        self._thinking = True
        fut = loop.run_in_executor(None, _decide, bot, snapshot)

        def done(f: asyncio.Future[dict[str, Any]]) -> None:
            self._thinking = False
            try:
                action = f.result()
            except Exception:  # a bot that fails must not stop the game
                action = _decide(_fallback_bot(), self._game.copy())
            self._bot_done(token, action)

        fut.add_done_callback(done)

    def _apply_bot(self, action: dict[str, Any]) -> None:
        g = self._game
        try:
            g.act(action)
        except (IllegalMove, ValueError):  # a bot bug: fall back to a legal greedy action
            g.act(_decide(_fallback_bot(), g.copy()))

    def _bot_done(self, token: int, action: dict[str, Any]) -> None:
        if token != self._version:
            # the game changed while the computer thought (undo, a new round): think again
            g = self._game
            if self.mode == "play" and not g.round_over and g.current in self._bots:
                self._cancel_pending()
                self._schedule()
            return
        self._apply_bot(action)
        self._changed()

    # --------------------------------------------------------------- mosaic
    def _mosaic_place(self, cell: Cell, corners: tuple[int, int, int] | None) -> None:
        if self.mode != "mosaic":
            raise _Refused("mosaic.not_mosaic")
        self._mosaic.max_value = self._game.rules.max_value
        why = self._mosaic.problem(cell, corners)
        if why is not None:
            raise _Refused(why.key, **why.kwargs)
        self._keep_mosaic()
        self._mosaic.place(cell, corners)
        self._say(None)
        self._publish()

    def _mosaic_remove(self, cell: Cell) -> None:
        if self.mode != "mosaic":
            raise _Refused("mosaic.not_mosaic")
        if cell not in self._mosaic:
            raise _Refused("mosaic.empty")
        self._keep_mosaic()
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
        return self._mosaic.to_json(indent)

    def load_mosaic(self, text: str | bytes) -> None:
        """Load a picture saved by :meth:`mosaic_json`; ValueError (and nothing changes) if it is wrong."""
        mosaic = Mosaic.from_json(text, self._game.rules.max_value, MOSAIC_RADIUS)
        self._keep_mosaic()
        self._mosaic = mosaic
        self._say(None)
        self._publish()

    # ---------------------------------------------------------------- misc
    def close(self) -> None:
        self._cancel_pending()
        super().close()
