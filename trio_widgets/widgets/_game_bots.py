"""The game widget's computer players and clock: making a bot from its name, asking it for a
move on a copy of the game, and scheduling its moves and the turn timer on the kernel's event
loop (a decision runs on a worker thread, so the page stays live while the computer thinks).

Every wait carries the version of the game it was made for; any change of the game bumps the
version and cancels what waits, so a late answer never plays into a changed game.  Without an
event loop (plain Python, tests) the computer players move at once.

>>> from trio_widgets.engine import Game
>>> bots = check_bots({1: "greedy"}, Game(players=["Ann", "Bob"], seed=3))
>>> {s: bot_kind(b) for s, b in bots.items()}
{1: 'greedy'}
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Mapping
from typing import Any

from ..engine import DrawEvent, Game, IllegalMove, PlayEvent
from ._game_intents import is_int

__all__ = ["MAX_BOT_ACTIONS", "BotTurns", "apply_bot", "bot_kind", "check_bots", "decide", "fallback_bot", "make_bot"]

MAX_BOT_ACTIONS = 2000  # safety net for bot-only play without an event loop


def fallback_bot() -> Any:
    """The player that steps in if a computer player fails: greedy, which never does."""
    from ..players import make_bot as players_make_bot

    return players_make_bot("greedy")


def make_bot(spec: Any, seed: int | None) -> Any:
    """A computer player from its name (``"random"``, ``"greedy"``, ``"smart"``), or the bot given."""
    if not isinstance(spec, str) and (hasattr(spec, "decide") or hasattr(spec, "act")):
        return spec
    if not isinstance(spec, str):
        raise ValueError(f"a computer player is named 'random', 'greedy' or 'smart', not {spec!r}")
    from ..players import make_bot as players_make_bot

    return players_make_bot(spec, seed=seed)


def check_bots(bots: Any, game: Game) -> dict[int, Any]:
    """The computer seats of ``bots`` (``{seat: name or bot}`` or one entry per seat), each bot
    seeded from the game's seed and its seat; ValueError naming what is wrong."""
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
        if not is_int(seat) or not 0 <= seat < n:
            raise ValueError(f"bots: seat {seat!r} is not a seat of this {n}-player game (0 to {n - 1})")
        seat = int(seat)
        # a seed string (the module's earlier name), kept so that a seed plays the same game as before
        out[seat] = make_bot(spec, seed=random.Random(f"trio_widgets.game_widget:{game.seed}:{seat}").randrange(2**32))
    return dict(sorted(out.items()))


def bot_kind(bot: Any) -> str:
    name = getattr(bot, "name", None)
    return name if isinstance(name, str) and name else type(bot).__name__


def decide(bot: Any, game: Game) -> dict[str, Any]:
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


def apply_bot(game: Game, action: dict[str, Any]) -> None:
    """Play a computer player's action; a bot bug falls back to a legal greedy action."""
    try:
        game.act(action)
    except (IllegalMove, ValueError):
        game.act(decide(fallback_bot(), game.copy()))


class BotTurns:
    """The game widget's part that waits: computer players' moves and the turn timer.

    A mix-in of :class:`~._game.GameWidget`, which gives the game (``_game``, ``_bots``), the
    version of the game (``_version``) and its own traits (``mode``, ``busy``, ``turn_id``,
    ``bot_delay``, ``turn_seconds``), and redraws with ``_changed`` / ``_publish``."""

    _game: Game
    _bots: dict[int, Any]
    _version: int
    _pending: list[Any]  # asyncio handles of scheduled bot moves / timers
    _thinking: bool  # a computer player's decision is running on a worker thread
    mode: Any
    busy: Any
    turn_id: Any
    bot_delay: Any
    turn_seconds: Any

    def _changed(self, schedule: bool = True, bump: bool = True) -> None:
        raise NotImplementedError  # pragma: no cover - the widget's

    def _publish(self) -> None:
        raise NotImplementedError  # pragma: no cover - the widget's

    def _covered(self) -> bool:
        raise NotImplementedError  # pragma: no cover - the widget's

    def time_up(self) -> bool:
        raise NotImplementedError  # pragma: no cover - the widget's

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
        if self.turn_seconds is not None and loop is not None and not self._covered():
            token = self._version
            self._pending.append(loop.call_later(self.turn_seconds, self._timer_fired, token))

    def _timer_fired(self, token: int) -> None:
        if token == self._version:
            self.time_up()

    def _run_bots_now(self) -> None:
        """No event loop (plain Python, tests): the computer players move at once."""
        g = self._game
        for _ in range(MAX_BOT_ACTIONS):
            if g.round_over or g.current not in self._bots or self.mode != "play":
                break
            apply_bot(g, decide(self._bots[g.current], g.copy()))
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
            self._bot_done(token, decide(bot, snapshot))
            return
        self._thinking = True
        fut = loop.run_in_executor(None, decide, bot, snapshot)

        def done(f: asyncio.Future[dict[str, Any]]) -> None:
            self._thinking = False
            try:
                action = f.result()
            except Exception:  # a bot that fails must not stop the game
                action = decide(fallback_bot(), self._game.copy())
            self._bot_done(token, action)

        fut.add_done_callback(done)

    def _bot_done(self, token: int, action: dict[str, Any]) -> None:
        if token != self._version:
            # the game changed while the computer thought (undo, a new round): think again
            g = self._game
            if self.mode == "play" and not g.round_over and g.current in self._bots:
                self._cancel_pending()
                self._schedule()
            return
        apply_bot(self._game, action)
        self._changed()
