"""AdditionDrill: quick sums of tiles and bonuses, with stars, levels and an optional 30-second round.

Seed 003 (the Hungarian leaflet) suggests half a minute to play a tile; the drill gives the
same half minute to add up.  Every answer is worked out by the engine
(:func:`~trio_widgets.engine.score_from_facts` under the rules of a preset), and a wrong
answer is shown with its steps, without taking a star away.

Levels:

1. ``"tile"``: the sum of one tile (3 + 4 + 5).
2. ``"bonus"``: one tile and one bonus (a bridge, a hexagon, a start with a triple).
3. ``"hand"``: the tiles left in a hand at the end of a round (2 to 4 tiles).
4. ``"move"``: a whole move: the tile with every bonus it earns (two hexagons, a bridge, 0-0-0 first).

The questions are :func:`~trio_widgets.teaching.drill_question`'s (no widget there, so a
printed sheet asks them without loading this one).

>>> d = AdditionDrill(level=2, seed=0)
>>> d.answer(d.question.answer)
True
>>> d.stars, d.right, d.asked
(1, 1, 1)
"""

from __future__ import annotations

import html
import numbers
import time
from typing import Any, ClassVar

import traitlets as T

from .. import words as i18n
from ..files import plain_int, whole
from ..teaching import LEVELS, DrillQuestion, drill_question
from ..words import DEFAULT_LANG, Msg
from ._base import Refused, Setting, SettingError, WidgetBase, short
from ._progress import KeepsProgress, Progress, ProgressError, progress_of
from ._static import css, esm

__all__ = ["LEVELS", "ROUND", "SECONDS", "AdditionDrill", "DrillQuestion", "drill_question"]

#: questions in a round without the timer; seconds in a round with it
ROUND = 10
SECONDS = 30
#: the time a page may take to send the last answer after the half minute is over
GRACE = 2.0


def _check_level(v: Any) -> int:
    if isinstance(v, str) and v in LEVELS.values():
        return next(k for k, name in LEVELS.items() if name == v)
    if isinstance(v, bool) or not isinstance(v, numbers.Integral) or int(v) not in LEVELS:
        raise SettingError(i18n.t("drill.error.level", DEFAULT_LANG, value=short(v), most=max(LEVELS)))
    return int(v)


def _check_bool(v: Any, name: str) -> bool:
    if not isinstance(v, bool):
        raise SettingError(i18n.t("drill.error.switch", DEFAULT_LANG, name=name, value=short(v)))
    return v


def _check_seed(v: Any) -> int:
    n = whole(v)
    if n is None or not 0 <= n < 2**32:
        raise SettingError(i18n.t("drill.error.seed", DEFAULT_LANG, value=short(v)))
    return n


class AdditionDrill(KeepsProgress, WidgetBase):
    """Add up tiles and bonuses in your head: tap the right total among four.

    ``AdditionDrill(level=1, timer=False, seed=0, lang="en", pips=False)``: ``level`` 1-4 (or
    its name, see :data:`LEVELS`); ``timer``: a round is as many sums as fit in 30 seconds
    (press Start), else a round is 10 sums.  A right answer earns a star; a wrong one shows the
    steps and costs nothing.  At the end of a round: one to three big stars for how it went.
    ``progress``: a key (``"10-drill"``) under which the stars are kept across a reload of the
    page, in the child's browser (``widgets/_progress.py``); the round itself starts afresh.
    """

    _esm = esm("drill")
    _css = css("drill")

    level = Setting(1)
    timer = Setting(False)
    seed = Setting(0)
    pips = Setting(False)
    #: the question: {"tiles": [[a, b, c]], "bonuses": [text], "prompt": text, "choices": [n], "number": k}
    question_view = T.Dict().tag(sync=True)
    #: the answer to the last question: {"right": bool, "answer": n, "picked": n, "steps": [text], "id": k}
    feedback = T.Dict().tag(sync=True)
    asked = T.Int(0).tag(sync=True)
    right = T.Int(0).tag(sync=True)
    stars = T.Int(0).tag(sync=True)
    #: "ready" (timer on, not started), "asking", "answered", "over"
    phase = T.Unicode("asking").tag(sync=True)
    #: when the timer is on: the seconds the round lasts and the time it started (ms since the epoch)
    seconds = T.Int(SECONDS).tag(sync=True)
    started_at = T.Float(0.0).tag(sync=True)
    #: the round's result: {"stars": 1-3, "text": ...} ({}: not over)
    result = T.Dict().tag(sync=True)

    ACTIONS: ClassVar[dict[str, frozenset[str]]] = {
        "answer": frozenset({"value"}),
        "next": frozenset(),
        "start": frozenset(),
        "time_up": frozenset(),
        "level": frozenset({"level"}),
        "again": frozenset(),
    }
    BAD_INTENT_KEY = "drill.error.message"
    PROGRESS_KIND = "drill"

    def __init__(
        self,
        level: int | str = 1,
        timer: bool = False,
        seed: int = 0,
        *,
        lang: str = DEFAULT_LANG,
        pips: bool = False,
        progress: str | Progress | None = None,
        **kw: Any,
    ) -> None:
        self._progress = progress_of(progress)
        self._ready = False
        self._clock = time.monotonic
        self._t0 = 0.0
        self._question: DrillQuestion | None = None
        self._last_steps: tuple[Msg, ...] = ()
        super().__init__(
            lang=lang,
            level=_check_level(level),
            timer=_check_bool(timer, "timer"),
            seed=_check_seed(seed),
            pips=_check_bool(pips, "pips"),
            **kw,
        )
        self._ready = True
        self._new_round()
        self._progress_ready()

    # -- progress (the stars, kept in the static site) --------------------------------
    def _progress_state(self) -> dict[str, Any]:
        return {"stars": self.stars}

    def _restore_state(self, state: dict[str, Any]) -> None:
        self.stars = _kept_stars(state)

    def _run(self, content: Any) -> None:
        before = self.stars
        super()._run(content)
        if self.stars != before:
            self._keep()

    def __repr__(self) -> str:
        return f"AdditionDrill(level={self.level}, timer={self.timer}, seed={self.seed}, lang={self.lang!r})"

    # -- settings ---------------------------------------------------------------------
    def _check_lang(self, value: Any) -> str:
        try:
            return i18n.check_lang(value)
        except ValueError:
            raise SettingError(i18n.t("drill.error.lang", DEFAULT_LANG, value=short(value))) from None

    @T.validate("level")
    def _valid_level(self, proposal: Any) -> int:
        return _check_level(proposal["value"])

    @T.validate("timer")
    def _valid_timer(self, proposal: Any) -> bool:
        return _check_bool(proposal["value"], "timer")

    @T.validate("pips")
    def _valid_pips(self, proposal: Any) -> bool:
        return _check_bool(proposal["value"], "pips")

    @T.validate("seed")
    def _valid_seed(self, proposal: Any) -> int:
        return _check_seed(proposal["value"])

    @T.observe("level", "timer")
    def _round_setting(self, change: Any) -> None:
        if self._ready:
            self._new_round()

    def _catalogue_for(self, lang: str) -> dict[str, Any]:
        return {k: v for k, v in i18n.catalogue(lang).items() if k.startswith(("drill.", "teach.aria.", "teach.ui."))}

    def _on_lang(self) -> None:
        self._publish()

    # -- the round --------------------------------------------------------------------
    @property
    def question(self) -> DrillQuestion:
        assert self._question is not None
        return self._question

    def _ask(self) -> None:
        self._question = drill_question(self.level, self.seed * 1000 + self.asked)

    def _new_round(self) -> None:
        with self.hold_sync():
            self.asked = self.right = 0
            self.result = {}
            self.feedback = {}
            self.started_at = 0.0
            self.phase = "ready" if self.timer else "asking"
            self._ask()
            self._publish()
            self._say(None)

    def _time_left(self) -> float:
        if not self.timer or self.phase == "ready":
            return float(SECONDS)
        return SECONDS - (self._clock() - self._t0)

    def _publish(self) -> None:
        if self._question is None:
            return
        q = self._question
        lang = self.lang
        self.question_view = {
            "tiles": [list(t) for t in q.tiles],
            "bonuses": [m.text(lang) for m in q.bonus_steps()],
            "prompt": q.prompt().text(lang),
            "choices": list(q.choices),
            "number": self.asked + 1,
            "level": LEVELS[self.level],
        }
        if self.feedback:
            self.feedback = {
                **self.feedback,
                "text": self._feedback_text(self.feedback["right"], self.feedback["answer"]),
                "steps": [m.text(lang) for m in self._last_steps],
            }
        if self.result:
            self.result = self._result()

    def _feedback_text(self, right: bool, answer: int) -> str:
        return i18n.t("drill.right" if right else "drill.wrong", self.lang, answer=answer)

    def _result(self) -> dict[str, Any]:
        n, r = self.asked, self.right
        big = 3 if n and r >= max(1, round(0.8 * n)) else 2 if n and r >= n / 2 else 1
        key = "drill.over.timer" if self.timer else "drill.over"
        return {"stars": big, "text": i18n.t(key, self.lang, n=n, right=r, seconds=SECONDS)}

    def _end_round(self) -> None:
        self.phase = "over"
        self.result = self._result()

    # -- intents ---------------------------------------------------------------------
    def _do_start(self) -> None:
        if not self.timer:
            raise Refused("drill.error.no_timer")
        if self.phase != "ready":
            raise Refused("drill.error.started")
        self._t0 = self._clock()
        self.started_at = time.time() * 1000
        self.phase = "asking"
        self._publish()

    def _do_answer(self, value: Any = None) -> None:
        if self.phase == "ready":
            raise Refused("drill.error.press_start")
        if self.phase == "over":
            raise Refused("drill.error.over")
        if self.phase == "answered":
            raise Refused("drill.error.answered")
        if isinstance(value, str):
            # the digits 0-9 only: str.isdigit() also takes '²' and other scripts' digits, which int() refuses
            typed = plain_int(value.strip(), 5)
            value = value if typed is None else typed
        if isinstance(value, bool) or not isinstance(value, numbers.Integral) or not -1000 <= int(value) <= 100_000:
            raise Refused("drill.error.number", value=short(value))
        if self.timer and self._time_left() < -GRACE:
            self._end_round()
            raise Refused("drill.error.time_up")
        q = self.question
        ok = int(value) == q.answer
        self.asked += 1
        if ok:
            self.right += 1
            self.stars += 1
        self._last_steps = q.steps
        self.feedback = {
            "right": ok,
            "answer": q.answer,
            "picked": int(value),
            "text": self._feedback_text(ok, q.answer),
            "steps": [m.text(self.lang) for m in q.steps],
            "id": self.asked,
        }
        if self.timer:
            # against the clock: straight on to the next sum
            if self._time_left() <= 0:
                self._end_round()
            else:
                self._ask()
                self.phase = "asking"
        elif self.asked >= ROUND:
            self._end_round()
        else:
            self.phase = "answered"
        self._publish()

    def _do_next(self) -> None:
        if self.phase != "answered":
            raise Refused("drill.error.answer_first" if self.phase == "asking" else "drill.error.over")
        self._ask()
        self.phase = "asking"
        self.feedback = {}
        self._publish()

    def _do_time_up(self) -> None:
        if not self.timer or self.phase not in ("asking", "answered"):
            raise Refused("drill.error.no_clock")
        if self._time_left() > GRACE:
            raise Refused("drill.error.not_yet")
        self._end_round()
        self._publish()

    def _do_level(self, level: Any = None) -> None:
        try:
            n = _check_level(level)
        except SettingError:
            raise Refused("drill.error.level", value=short(level), most=max(LEVELS)) from None
        self.level = n  # a new round (observed)

    def _do_again(self) -> None:
        self.seed = (self.seed + 1) % 2**32
        self._new_round()

    # -- Python API ------------------------------------------------------------------
    def answer(self, value: int) -> bool:
        """Give an answer to the sum shown; True when it is right."""
        self._act({"action": "answer", "value": value})
        return bool(self.feedback.get("right"))

    def next(self) -> None:
        self._act({"action": "next"})

    def start(self) -> None:
        """Start the half minute (with ``timer=True``)."""
        self._act({"action": "start"})

    def again(self) -> None:
        """A new round with new sums."""
        self._act({"action": "again"})

    # -- the still picture --------------------------------------------------------------
    def _still_words(self) -> list[str]:
        """The drill's name, the sum it asks now and "Run this cell", in the widget's language."""
        return [i18n.t("drill.title", self.lang), self.question_view["prompt"], i18n.t("drill.run_cell", self.lang)]

    def _repr_html_(self) -> str:
        from ..pictures import def_ids, def_markup, tile_markup

        q = self.question
        e = 100.0
        w = len(q.tiles) * e * 1.1
        nums = [n for t in q.tiles for n in t]
        names = ", ".join(map(str, q.tiles))
        label = i18n.t("picture.tiles", self.lang, n=len(q.tiles), names=names)
        parts = [
            f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 {w:.0f} {e:.0f}" '
            f'width="{w * 0.7:.0f}" height="{e * 0.7:.0f}" role="img" aria-label="{html.escape(label)}">',
            "<defs>" + "".join(def_markup(i) for i in def_ids(self.pips, nums)) + "</defs>",
        ]
        for k, t in enumerate(q.tiles):
            parts.append(tile_markup(tuple(t), True, x=(k + 0.5) * e * 1.1, y=e * 0.6, pips=self.pips, lang=self.lang))
        parts.append("</svg>")
        bonuses = "".join(f"<li>{html.escape(b)}</li>" for b in self.question_view["bonuses"])
        style = (
            "font-family: Verdana, DejaVu Sans, sans-serif; color: #2b2118; background: #fffaec; "
            "border: 2px solid #4a3728; border-radius: 12px; padding: 12px 16px; display: inline-block; max-width: 100%;"
        )
        return (
            f'<div class="trio-drill-static" lang="{self.lang}" style="{style}">'
            f'<div style="font-size: 1.25em; font-weight: bold;">{html.escape(i18n.t("drill.title", self.lang))}</div>'
            f"<p>{html.escape(self.question_view['prompt'])}</p>{''.join(parts)}<ul>{bonuses}</ul>"
            f'<p style="font-weight: bold;">{html.escape(i18n.t("drill.run_cell", self.lang))}</p></div>'
        )


def _kept_stars(state: dict[str, Any]) -> int:
    """The drill's stars as the page kept them."""
    stars = state.get("stars")
    if set(state) != {"stars"} or isinstance(stars, bool) or not isinstance(stars, int) or not 0 <= stars <= 1_000_000:
        raise ProgressError("progress.error.file")
    return stars
