"""The teaching widgets (anywidget): explore the set, turn tiles, find the tile that fits, count points.

* :class:`TileSetExplorer`: the whole set, grouped and counted, with the formula.
* :class:`OrientationTrainer`: "same tile or mirror image?" and "turn it so it fits".
* :class:`MatchPuzzle`: which of these tiles fit the marked cell, and which way round?
* :class:`ScoringPractice`: how many points did the marked move score?

The exercises and the checking live in :mod:`trio_widgets.teaching` (no
widget code); these classes hold the state in synced traitlets, draw it in
the browser (``static/teach_*.js``, tiles by ``static/tile.mjs``) and answer
the browser's intents.  Every intent is checked: a wrong one shows a clear
message in the widget and changes nothing.  Each widget can also be driven
from Python (``w.handle({...})`` or the methods) and shows a static picture
where there is no kernel (``_repr_html_``).

>>> w = MatchPuzzle(seed=3, difficulty="bridge")
>>> w
MatchPuzzle(seed=3, difficulty='bridge', lang='en')
>>> w.handle({"action": "try", "tile": "9-9-9", "turn": 0})
False
>>> w.message_text
'“9-9-9” is not a tile. A tile is three numbers, like 2-4-5.'
>>> tile = w.question.solutions[0]
>>> w.try_tile(tile, next(k for k in range(6) if w.question.fits(tile, k)))
True
>>> w.done
True
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

import traitlets as T

from .. import teaching as ex
from ..engine import Rules, Score, Tile
from ..pictures import board_svg, tile_svg, tiles_svg
from ..teaching import ExerciseError, Feedback
from ..words import DEFAULT_LANG, Msg, check_lang
from ..words import t as translate
from ._base import Setting, WidgetBase
from ._static import css, esm

__all__ = ["MatchPuzzle", "OrientationTrainer", "ScoringPractice", "TeachInputError", "TileSetExplorer"]


class TeachInputError(ExerciseError, T.TraitError):
    """A setting given to a teaching widget that makes no sense (a ValueError and a TraitError)."""


def _guard(check: Callable[..., Any], *args: Any) -> Any:
    """Run a checker from :mod:`exercises`; its ExerciseError becomes a TeachInputError."""
    try:
        return check(*args)
    except TeachInputError:
        raise
    except ExerciseError as e:
        raise TeachInputError(e.msg.key, **dict(e.msg.params)) from None


def _check_bool(v: object) -> bool:
    if not isinstance(v, bool):
        raise ExerciseError("teach.error.switch", value=ex.short_text(v))
    return v


def _check_lang(v: object) -> str:
    try:
        return check_lang(v)
    except ValueError:
        raise ExerciseError("teach.error.lang", value=ex.short_text(v)) from None


def _placements(ps: Any) -> list[list[Any]]:
    return [[p.cell.label(), list(p.corners)] for p in ps]


def _e(text: str) -> str:
    return html.escape(text, quote=True)


_STATIC_STYLE = (
    "font-family: Verdana, DejaVu Sans, sans-serif; color: #2b2118; background: #fffaec; "
    "border: 2px solid #4a3728; border-radius: 12px; padding: 12px 16px; display: inline-block; max-width: 100%;"
)


def _static_box(title: str, body: str, note: str = "") -> str:
    """The frame of every static view: a light card that reads on light and dark pages."""
    out = f'<div class="trio-teach-static" style="{_STATIC_STYLE}">'
    out += f'<div style="font-size: 1.25em; font-weight: bold; margin-bottom: 8px;">{_e(title)}</div>{body}'
    if note:
        out += f'<div style="margin-top: 8px; font-size: 0.95em;">{_e(note)}</div>'
    return out + "</div>"


def _tile_row_svg(
    items: list[tuple[tuple[int, int, int], bool, bool]],
    *,
    edge_px: float = 54,
    per_row: int = 12,
    pips: bool = False,
    lang: str = DEFAULT_LANG,
) -> str:
    """A strip of small tiles (corners, up, tinted) as one SVG, for the static views; its
    titles and screen-reader name in ``lang``."""
    if not items:
        return ""
    return str(
        tiles_svg(
            [c for c, _, _ in items],
            up=[u for _, u, _ in items],
            marks=[i for i, (_, _, tint) in enumerate(items) if tint],
            per_row=per_row,
            pips=pips,
            edge_px=edge_px,
            background=False,
            lang=lang,
        )
    )


class _TeachWidget(WidgetBase):
    """What the four teaching widgets share besides :class:`WidgetBase`: ``pips``, feedback, the words."""

    _css = css("teach")

    # Settings are T.Any with a validator of our own, so that any wrong value is refused with
    # the same clear message (a TeachInputError: a ValueError and a TraitError).
    pips = Setting(False)
    #: What the child is told about the last answer: Feedback.to_dict() + {"id"} (empty: nothing yet).
    feedback = T.Dict().tag(sync=True)

    REFUSALS = (ExerciseError,)
    BAD_INTENT_KEY = "teach.error.message"
    RUN_KEY = "teach.still.run"

    def __init__(self, *, lang: str = DEFAULT_LANG, pips: bool = False, **kwargs: Any) -> None:
        self._feedback: Feedback | None = None
        super().__init__(lang=lang, pips=_guard(_check_bool, pips), **kwargs)

    # -- settings ---------------------------------------------------------------
    def _check_lang(self, value: Any) -> str:
        return _guard(_check_lang, value)

    def _catalogue_for(self, lang: str) -> dict[str, Any]:
        return ex.teach_catalogue(lang)

    @T.validate("pips")
    def _valid_pips(self, proposal: Any) -> bool:
        return _guard(_check_bool, proposal["value"])

    def _on_lang(self) -> None:
        self._show_feedback()
        self._publish()

    # -- text ---------------------------------------------------------------------
    def text(self, key: str, **params: Any) -> str:
        """A catalogue message in this widget's language."""
        return translate(key, self.lang, **params)

    @property
    def feedback_text(self) -> str:
        """What the child was told about the last answer, with its steps, one per line."""
        if self._feedback is None:
            return ""
        return "\n".join([self._feedback.text(self.lang)] + [s.text(self.lang) for s in self._feedback.steps])

    def _tell(self, fb: Feedback | None) -> None:
        self._feedback = fb
        self._show_feedback()

    def _show_feedback(self) -> None:
        if self._feedback is None:
            self.feedback = {}
        else:
            self._msg_id += 1
            self.feedback = {**self._feedback.to_dict(self.lang), "id": self._msg_id}

    def _publish(self) -> None:  # pragma: no cover - every widget has its own
        raise NotImplementedError

    # -- pictures -----------------------------------------------------------------
    def _repr_html_(self) -> str:  # pragma: no cover - every widget has its own
        raise NotImplementedError

    def _title_and_ask(self) -> tuple[str, str]:  # pragma: no cover - every widget has its own
        """The still view's title and its question under the picture ("": none), in the widget's language."""
        raise NotImplementedError

    def _still_extra(self) -> list[str]:
        """What the still text says between the title and the question (the rules' name ...)."""
        return []

    def _still_words(self) -> list[str]:
        title, ask = self._title_and_ask()
        return [title, *self._still_extra(), ask, *super()._still_words()]


class _Exercise(_TeachWidget):
    """What the three exercise widgets share: a seed, the question made from it, done, stars, ``next()``.

    A subclass lists its other settings with their checkers in ``_SETTINGS`` (checked in that
    order, after the seed, before the widget is made), the settings whose change brings a new
    question in ``_NEW_ON`` (the seed always does), makes the question in ``_make_question``
    and clears its own state for a new question in ``_reset``.
    """

    seed = Setting(0)
    done = T.Bool(False).tag(sync=True)
    #: exercises solved so far
    stars = T.Int(0).tag(sync=True)

    #: setting -> its checker (an ExerciseError for a bad value)
    _SETTINGS: dict[str, Callable[[Any], Any]] = {}
    #: the settings besides ``seed`` whose change brings a new question
    _NEW_ON: tuple[str, ...] = ()

    def __init__(self, seed: int, *, lang: str, pips: bool, **kwargs: Any) -> None:
        settings = {"seed": _guard(ex.check_seed, seed)}
        for name, check in self._SETTINGS.items():
            settings[name] = _guard(check, kwargs.pop(name))
        self._question: Any = None
        self._ready = False
        #: the exercises that earned their star, and those whose answer was shown: one star per
        #: exercise, none after "show" (switching a setting away and back brings the same one back)
        self._starred: set[str] = set()
        self._shown: set[str] = set()
        super().__init__(lang=lang, pips=pips, **settings, **kwargs)
        self._ready = True
        self.observe(self._on_question_setting, names=["seed", *self._NEW_ON])
        self._new_exercise()

    @T.validate("seed")
    def _valid_seed(self, proposal: Any) -> int:
        return _guard(ex.check_seed, proposal["value"])

    def _on_question_setting(self, change: Any) -> None:
        # (not named "_seed_changed": traitlets would call a method of that name on its own as well)
        if getattr(self, "_ready", False):
            self._new_exercise()

    def _make_question(self) -> Any:  # pragma: no cover - every exercise has its own
        raise NotImplementedError

    def _reset(self) -> None:
        """Clear what the child did with the last question (the subclass's own state)."""

    def _new_exercise(self) -> None:
        self._question = self._make_question()
        with self.hold_sync():
            self._reset()
            self.done = False
            self._tell(None)
            self._say(None)
            self._publish()

    def _do_next(self) -> None:
        self.seed = self.seed + 1

    def _exercise_key(self) -> str:
        """What makes this exercise the same one again (the question itself, not the rules it is scored by)."""
        return f"{type(self._question).__name__}:{self._question!r}"

    def _award_star(self) -> None:
        """A star for solving this exercise: the first time only, and not once its answer was shown."""
        key = self._exercise_key()
        if key in self._starred or key in self._shown:
            return
        self._starred.add(key)
        self.stars += 1

    # -- Python API -----------------------------------------------------------------
    def next(self) -> None:
        """The next exercise (``seed + 1``)."""
        self._act({"action": "next"})


# =============================================================================== the set


class TileSetExplorer(_TeachWidget):
    """The whole set laid out, grouped, counted and explained.

    ``TileSetExplorer(max_value=5, group_by="kind", number=0, mirrors=False, formulas=True, lang="en", pips=False)``

    * ``max_value``: the largest number on a tile (1-9); the slider redraws the set.
    * ``group_by``: ``"kind"`` (triples, doubles, all different), ``"value"``
      (the sum), ``"number"`` (how often ``number`` shows) or ``"none"``.
    * ``mirrors``: add the mirror images no real set holds (56 becomes 76).
    * ``formulas``: count with the arithmetic (``C(8, 3) = 8 × 7 × 6 ÷ 6 = 56``); ``False`` says
      only how many in words (``56 tiles``), for a young child's page.
    * touching a tile (``select("3-4-5")``) shows its sum.

    >>> w = TileSetExplorer()
    >>> [g["count"] for g in w.groups], w.facts[0]["count"]
    ([6, 30, 20], 56)
    >>> w.mirrors = True
    >>> w.facts[-1]["formula"]
    '56 + 20 = 76'
    >>> w.select("5-4-3"); w.feedback["text"]
    'Tile 3-5-4 is the mirror image of 3-4-5. It is not in the set! 3 + 5 + 4 = 12'
    >>> [f["formula"] for f in TileSetExplorer(formulas=False, lang="hu").facts]
    ['56 dominó', '6 dominó', '30 dominó', '20 dominó']
    """

    _esm = esm("teach_explorer")

    max_value = Setting(5)
    group_by = Setting("kind")
    number = Setting(0)
    mirrors = Setting(False)
    formulas = Setting(True)
    #: the tile touched last ("" for none)
    selected = T.Unicode("").tag(sync=True)
    #: the layout: [{"id", "label", "count", "tiles": [[name, [a, b, c], mirror], ...]}, ...]
    groups: T.List[Any] = T.List().tag(sync=True)
    #: the counts with their arithmetic: [{"id", "label", "formula", "count"}, ...]
    facts: T.List[Any] = T.List().tag(sync=True)

    ACTIONS = {
        "set": frozenset({"max_value", "group_by", "number", "mirrors"}),
        "select": frozenset({"tile"}),
    }

    def __init__(
        self,
        max_value: int = 5,
        group_by: str = "kind",
        number: int = 0,
        mirrors: bool = False,
        formulas: bool = True,
        *,
        lang: str = DEFAULT_LANG,
        pips: bool = False,
        **kwargs: Any,
    ) -> None:
        n = _guard(ex.check_max_value, max_value)
        g = _guard(ex.check_grouping, group_by)
        k = _guard(ex.check_number, number, n)
        m = _guard(_check_bool, mirrors)
        f = _guard(_check_bool, formulas)
        self._ready = False
        super().__init__(lang=lang, pips=pips, max_value=n, group_by=g, number=k, mirrors=m, formulas=f, **kwargs)
        self._ready = True
        self._publish()

    def __repr__(self) -> str:
        return (
            f"TileSetExplorer(max_value={self.max_value}, group_by={self.group_by!r}, number={self.number}, "
            f"mirrors={self.mirrors}, formulas={self.formulas}, lang={self.lang!r})"
        )

    # -- settings -----------------------------------------------------------------
    @T.validate("max_value")
    def _valid_max(self, proposal: Any) -> int:
        return _guard(ex.check_max_value, proposal["value"])

    @T.validate("group_by")
    def _valid_group(self, proposal: Any) -> str:
        return _guard(ex.check_grouping, proposal["value"])

    @T.validate("number")
    def _valid_number(self, proposal: Any) -> int:
        return _guard(ex.check_number, proposal["value"], self.max_value)

    @T.validate("mirrors")
    def _valid_mirrors(self, proposal: Any) -> bool:
        return _guard(_check_bool, proposal["value"])

    @T.validate("formulas")
    def _valid_formulas(self, proposal: Any) -> bool:
        return _guard(_check_bool, proposal["value"])

    @T.observe("max_value", "group_by", "number", "mirrors", "formulas")
    def _layout_changed(self, change: Any) -> None:
        if not getattr(self, "_ready", False):
            return
        with self.hold_sync():
            if self.number > self.max_value:
                self.number = self.max_value  # observed again; the layout follows
            if self.selected and not self._shows(self.selected):
                self.selected = ""
                self._tell(None)
            self._publish()

    def _shows(self, name: str) -> bool:
        t = Tile.parse(name)
        if max(t) > self.max_value:
            return False
        return t.in_set(self.max_value) or (self.mirrors and t.mirror().in_set(self.max_value))

    # -- intents ------------------------------------------------------------------
    def _do_set(self, max_value: Any = None, group_by: Any = None, number: Any = None, mirrors: Any = None) -> None:
        n = self.max_value if max_value is None else ex.check_max_value(max_value)
        g = self.group_by if group_by is None else ex.check_grouping(group_by)
        k = min(self.number, n) if number is None else ex.check_number(number, n)
        m = self.mirrors if mirrors is None else _check_bool(mirrors)
        self._ready = False
        try:
            self.max_value, self.group_by, self.number, self.mirrors = n, g, k, m
        finally:
            self._ready = True
        self._layout_changed(None)

    def _do_select(self, tile: Any = None) -> None:
        if tile is None or tile == "":
            self.selected = ""
            self._tell(None)
            return
        t = ex.parse_tile(tile, 9)
        if not self._shows(str(t)):
            raise ExerciseError("teach.error.not_shown", tile=str(t))
        self.selected = str(t)
        self._tell(ex.tile_sum(t))

    def select(self, tile: Tile | str | None) -> None:
        """Touch a tile (``None`` lets go): the widget shows its sum."""
        self._act({"action": "select", "tile": None if tile is None else str(tile)})

    # -- state ----------------------------------------------------------------------
    def _publish(self) -> None:
        if not getattr(self, "_ready", False):
            return
        lang = self.lang
        groups = ex.set_groups(self.max_value, self.group_by, self.number, self.mirrors)
        with self.hold_sync():
            self.groups = [
                {
                    "id": g.id,
                    "label": g.label.text(lang),
                    "count": g.count,
                    "tiles": [[st.name, list(st.corners), st.mirror] for st in g.tiles],
                }
                for g in groups
            ]
            self.facts = [
                {
                    "id": r["id"],
                    "label": r["label"].text(lang),
                    "formula": r["formula"] if self.formulas else self.text("teach.explorer.count", n=r["count"]),
                    "count": r["count"],
                }
                for r in ex.set_facts(self.max_value, self.mirrors, lang)
            ]

    def _repr_html_(self) -> str:
        font = "font-family: monospace; " if self.formulas else ""
        rows = "".join(
            f'<tr><td style="padding: 2px 10px 2px 0;">{_e(f["label"])}</td>'
            f'<td style="padding: 2px 10px; {font}font-size: 1.05em;">{_e(f["formula"])}</td></tr>'
            for f in self.facts
        )
        body = f'<table style="border-collapse: collapse; margin-bottom: 8px;">{rows}</table>'
        edge = 44 if self.max_value <= 5 else 34
        for g in self.groups:
            body += f'<div style="font-weight: bold; margin: 8px 0 2px;">{_e(g["label"])} ({g["count"]})</div>'
            items = [(tuple(c), True, bool(m)) for _, c, m in g["tiles"]]
            body += _tile_row_svg(items, edge_px=edge, per_row=14, pips=self.pips, lang=self.lang)  # type: ignore[arg-type]
        return _static_box(self._title_and_ask()[0], body)

    def _title_and_ask(self) -> tuple[str, str]:
        return self.text("teach.explorer.title"), ""


# =============================================================================== turning


ORIENTATION_MODES = ("mixed", "mirror", "turn")


def _check_mode(v: object) -> str:
    if not isinstance(v, str) or v not in ORIENTATION_MODES:
        raise ExerciseError("teach.error.mode", value=ex.short_text(v), choices=", ".join(ORIENTATION_MODES))
    return v


class OrientationTrainer(_Exercise):
    """A tile to turn (buttons, dragging round, arrow keys) and two kinds of exercise:

    * ``"mirror"``: is this the same tile as the first one, or its mirror image?
    * ``"turn"``: turn the tile so it fits the marked space on a small board.

    ``OrientationTrainer(seed=0, mode="mixed", lang="en", pips=False)``; ``mode``
    is ``"mirror"``, ``"turn"`` or ``"mixed"`` (even seeds ask about mirrors,
    odd seeds about turning).  ``next()`` moves on to ``seed + 1``.

    >>> w = OrientationTrainer(seed=1)
    >>> w.kind, w.question.start_turn == w.turn
    ('turn', True)
    >>> w.check()
    False
    >>> w.turn = w.question.right_turns[0]; w.check()
    True
    """

    _esm = esm("teach_orientation")

    mode = Setting("mixed")
    #: the exercise: {"kind", "tile": [a, b, c] (at turn 0), "reference": [a, b, c] | None,
    #: "board": [[cell, corners], ...], "cell": label | None}
    exercise = T.Dict().tag(sync=True)
    #: how far the tile is turned, in sixths of a full turn clockwise (0-5)
    turn = Setting(0)

    ACTIONS = {
        "turn": frozenset({"turn"}),
        "answer": frozenset({"choice", "turn"}),
        "check": frozenset({"turn"}),
        "next": frozenset(),
    }

    _SETTINGS = {"mode": _check_mode}
    _NEW_ON = ("mode",)

    def __init__(
        self, seed: int = 0, mode: str = "mixed", *, lang: str = DEFAULT_LANG, pips: bool = False, **kwargs: Any
    ) -> None:
        super().__init__(seed, lang=lang, pips=pips, mode=mode, **kwargs)

    def __repr__(self) -> str:
        return f"OrientationTrainer(seed={self.seed}, mode={self.mode!r}, lang={self.lang!r})"

    @T.validate("mode")
    def _valid_mode(self, proposal: Any) -> str:
        return _guard(_check_mode, proposal["value"])

    @T.validate("turn")
    def _valid_turn(self, proposal: Any) -> int:
        return _guard(ex.check_turn_value, proposal["value"])

    @property
    def kind(self) -> str:
        """``"mirror"`` or ``"turn"``: the exercise shown now."""
        if self.mode != "mixed":
            return self.mode
        return "mirror" if self.seed % 2 == 0 else "turn"

    @property
    def question(self) -> ex.MirrorQuestion | ex.TurnQuestion:
        """The exercise shown now (from :mod:`trio_widgets.teaching`)."""
        return self._question

    def _make_question(self) -> ex.MirrorQuestion | ex.TurnQuestion:
        if self.kind == "mirror":
            return ex.make_mirror_question(self.seed)
        return ex.make_turn_question(self.seed)

    def _reset(self) -> None:
        self.turn = self._question.start_turn

    def _publish(self) -> None:
        q = self._question
        if q is None:
            return
        if isinstance(q, ex.MirrorQuestion):
            self.exercise = {
                "kind": "mirror",
                "seed": q.seed,
                "tile": list(q.shown),
                "reference": list(q.reference),
                "board": [],
                "cell": None,
            }
        else:
            self.exercise = {
                "kind": "turn",
                "seed": q.seed,
                "tile": list(q.tile),
                "reference": None,
                "board": _placements(q.board),
                "cell": q.cell.label(),
            }

    # -- intents ------------------------------------------------------------------
    def _do_turn(self, turn: Any = None) -> None:
        self.turn = ex.check_turn_value(turn)

    def _finish(self, fb: Feedback) -> None:
        self._tell(fb)
        if fb.ok:
            self.done = True
            self._award_star()

    def _do_answer(self, choice: Any = None, turn: Any = None) -> None:
        if self.kind != "mirror":
            raise ExerciseError("teach.error.not_now")
        if self.done:
            raise ExerciseError("teach.error.done")
        k = self.turn if turn is None else ex.check_turn_value(turn)
        fb = ex.check_mirror(self._question, choice, k)
        self.turn = k
        self._finish(fb)

    def _do_check(self, turn: Any = None) -> None:
        if self.kind != "turn":
            raise ExerciseError("teach.error.not_now")
        if self.done:
            raise ExerciseError("teach.error.done")
        k = self.turn if turn is None else ex.check_turn_value(turn)
        fb = ex.check_turn(self._question, k)
        self.turn = k
        self._finish(fb)

    # -- Python API -----------------------------------------------------------------
    def turn_by(self, steps: int = 1) -> None:
        """Turn the tile ``steps`` sixths clockwise (negative: anticlockwise)."""
        if not ex.is_whole_number(steps):
            raise TeachInputError("teach.error.turn", value=ex.short_text(steps))
        self._act({"action": "turn", "turn": (self.turn + int(steps)) % ex.TURNS})

    def answer(self, choice: str) -> bool:
        """Answer a mirror question: ``"same"`` or ``"mirror"``.  True when right."""
        self._act({"action": "answer", "choice": choice})
        return bool(self._feedback and self._feedback.ok)

    def check(self) -> bool:
        """Check a turning exercise with the tile as it is turned now.  True when it fits."""
        self._act({"action": "check"})
        return bool(self._feedback and self._feedback.ok)

    def _repr_html_(self) -> str:
        q = self._question
        if isinstance(q, ex.MirrorQuestion):
            corners, up = ex.turned(q.shown, self.turn)
            body = (
                '<div style="display: flex; gap: 24px; align-items: flex-end; flex-wrap: wrap;">'
                + str(tile_svg(q.reference, up=True, size=110, pips=self.pips, label=False, lang=self.lang))
                + str(tile_svg(corners, up=up, size=110, pips=self.pips, label=False, lang=self.lang))
                + "</div>"
            )
            title, ask = self._title_and_ask()
            return _static_box(title, body, ask)
        corners, up = ex.turned(tuple(q.tile), self.turn)
        body = (
            '<div style="display: flex; gap: 24px; align-items: center; flex-wrap: wrap;">'
            + str(board_svg(q.make_board(), highlight=[q.cell], size=64, pips=self.pips, lang=self.lang))
            + str(tile_svg(corners, up=up, size=110, pips=self.pips, label=False, lang=self.lang))
            + "</div>"
        )
        title, ask = self._title_and_ask()
        return _static_box(title, body, ask)

    def _title_and_ask(self) -> tuple[str, str]:
        mirror = isinstance(self._question, ex.MirrorQuestion)
        return self.text("teach.orient.title"), self.text(
            "teach.orient.ask_mirror" if mirror else "teach.orient.ask_turn"
        )


# =============================================================================== which tile fits?


class MatchPuzzle(_Exercise):
    """A small board with a marked cell: pick the tile that fits, turn it the right way, put it there.

    ``MatchPuzzle(seed=0, difficulty="one_edge", lang="en", pips=False)``;
    ``difficulty`` is ``"one_edge"``, ``"two_edges"``, ``"bridge"`` or
    ``"hexagon"``.  Some one-edge puzzles have two tiles to find.
    ``next()`` moves on to ``seed + 1``.

    >>> w = MatchPuzzle(seed=2, difficulty="two_edges")
    >>> len(w.exercise["candidates"]), w.exercise["need"]
    (4, 1)
    """

    _esm = esm("teach_match")

    difficulty = Setting("one_edge")
    #: the puzzle: {"board": [[cell, corners], ...], "cell": label, "need": how many tiles fit,
    #: "candidates": [{"tile": name, "corners": [a, b, c]}, ...]}
    exercise = T.Dict().tag(sync=True)
    #: how each candidate is turned now (sixths clockwise), in candidate order
    turns: T.List[Any] = T.List().tag(sync=True)
    #: the candidate in hand ("" for none)
    selected = T.Unicode("").tag(sync=True)
    #: the tiles found so far, in the order found
    found: T.List[Any] = T.List().tag(sync=True)
    #: the tile shown in the marked cell after a right try: {"cell", "corners"} (empty: none)
    placed = T.Dict().tag(sync=True)

    ACTIONS = {
        "select": frozenset({"tile"}),
        "turn": frozenset({"tile", "turn"}),
        "try": frozenset({"tile", "turn"}),
        "level": frozenset({"difficulty"}),
        "next": frozenset(),
    }

    _SETTINGS = {"difficulty": ex.check_difficulty}
    _NEW_ON = ("difficulty",)

    def __init__(
        self,
        seed: int = 0,
        difficulty: str = "one_edge",
        *,
        lang: str = DEFAULT_LANG,
        pips: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(seed, lang=lang, pips=pips, difficulty=difficulty, **kwargs)

    def __repr__(self) -> str:
        return f"MatchPuzzle(seed={self.seed}, difficulty={self.difficulty!r}, lang={self.lang!r})"

    @T.validate("difficulty")
    def _valid_difficulty(self, proposal: Any) -> str:
        return _guard(ex.check_difficulty, proposal["value"])

    @property
    def question(self) -> ex.MatchQuestion:
        """The puzzle shown now (from :mod:`trio_widgets.teaching`)."""
        assert self._question is not None
        return self._question

    def _make_question(self) -> ex.MatchQuestion:
        return ex.make_match_puzzle(self.seed, self.difficulty)

    def _reset(self) -> None:
        self.turns = list(self.question.start_turns)
        self.selected = ""
        self.found = []
        self.placed = {}

    def _publish(self) -> None:
        q = self._question
        if q is None:
            return
        self.exercise = {
            "seed": q.seed,
            "difficulty": q.difficulty,
            "board": _placements(q.board),
            "cell": q.cell.label(),
            "need": len(q.solutions),
            "candidates": [{"tile": str(t), "corners": list(t)} for t in q.candidates],
        }

    def _candidate(self, tile: Any) -> int:
        t = ex.parse_tile(tile)
        if t not in self.question.candidates:
            raise ExerciseError("teach.error.not_candidate", tile=str(t))
        return self.question.candidates.index(t)

    # -- intents ------------------------------------------------------------------
    def _do_select(self, tile: Any = None) -> None:
        if tile is None or tile == "":
            self.selected = ""
            return
        i = self._candidate(tile)
        self.selected = str(self.question.candidates[i])

    def _do_turn(self, tile: Any = None, turn: Any = None) -> None:
        i = self._candidate(tile)
        k = ex.check_turn_value(turn)
        turns = list(self.turns)
        turns[i] = k
        self.turns = turns

    def _do_try(self, tile: Any = None, turn: Any = None) -> None:
        q = self.question
        i = self._candidate(tile)
        k = ex.check_turn_value(turn)
        if self.done:
            raise ExerciseError("teach.error.done")
        t = q.candidates[i]
        turns = list(self.turns)
        turns[i] = k
        self.turns = turns
        self.selected = str(t)
        if str(t) in self.found:
            self._tell(Feedback(None, Msg.of("teach.match.already", tile=str(t))))
            return
        fb = ex.check_match(q, t, k)
        if fb.ok:
            found = self.found + [str(t)]
            left = len(q.solutions) - len(found)
            self.found = found
            self.placed = {"cell": q.cell.label(), "corners": list(q.placement(t, k).corners), "tile": str(t)}
            if left > 0:
                fb = Feedback(True, fb.message, (Msg.of("teach.match.more", n=left),))
            else:
                extra = (Msg.of("teach.match.all_found"),) if len(q.solutions) > 1 else ()
                fb = Feedback(True, fb.message, extra, done=True)
                self.done = True
                self._award_star()
        self._tell(fb)

    def _do_level(self, difficulty: Any = None) -> None:
        d = ex.check_difficulty(difficulty)
        if d != self.difficulty:
            self.difficulty = d

    # -- Python API -----------------------------------------------------------------
    def choose(self, tile: Tile | str) -> None:
        """Take a candidate in hand."""
        self._act({"action": "select", "tile": str(tile)})

    def try_tile(self, tile: Tile | str, turn: int) -> bool:
        """Put candidate ``tile``, turned ``turn`` sixths clockwise, on the marked cell.  True if it fits."""
        self._act({"action": "try", "tile": str(tile), "turn": turn})
        return bool(self._feedback and self._feedback.ok)

    def _repr_html_(self) -> str:
        q = self.question
        board = board_svg(q.make_board(), highlight=[q.cell], size=60, pips=self.pips, lang=self.lang)
        items = []
        for t, k in zip(q.candidates, self.turns):
            corners, up = ex.turned(tuple(t), k)
            items.append((corners, up, False))
        body = (
            '<div style="display: flex; gap: 20px; align-items: center; flex-wrap: wrap;">'
            + str(board)
            + _tile_row_svg(items, edge_px=70, per_row=6, pips=self.pips, lang=self.lang)
            + "</div>"
        )
        title, ask = self._title_and_ask()
        return _static_box(title, body, ask)

    def _title_and_ask(self) -> tuple[str, str]:
        n = len(self.question.solutions)
        return self.text("teach.match.title"), self.text(
            "teach.match.ask_one" if n == 1 else "teach.match.ask_many", n=n
        )


# =============================================================================== scoring


def _check_preset_name(v: object) -> str:
    if not isinstance(v, str) or v not in ex.SCORING_PRESETS:
        raise ExerciseError("teach.error.preset", value=ex.short_text(v), choices=", ".join(ex.SCORING_PRESETS))
    return v


class ScoringPractice(_Exercise):
    """A board with the last move marked: how many points did it score?

    ``ScoringPractice(seed=0, preset="pressman", focus="any", lang="en", pips=False)``;
    ``preset`` is ``"pressman"``, ``"classic"`` or ``"trimino_advanced"``
    (tile value × sides touched); ``focus`` picks the kind of move:
    ``"any"``, ``"start"``, ``"one_side"``, ``"two_sides"``, ``"bridge"`` or ``"hexagon"``.
    A wrong answer first gets a hint, a second one the whole arithmetic.

    >>> w = ScoringPractice(seed=5, focus="bridge")
    >>> w.answer("52") in (True, False), w.attempts
    (True, 1)
    >>> w.answer("lots")
    Traceback (most recent call last):
    ...
    trio_widgets.teaching._exercises.ExerciseError: “lots” is not a number. Type the points with digits, like 12.
    >>> w.attempts
    1
    """

    _esm = esm("teach_scoring")

    preset = Setting("pressman")
    focus = Setting("any")
    #: the exercise: {"board": [[cell, corners], ...] (the move included), "move": {"cell", "corners", "tile"},
    #: "rules": [texts about the bonuses of the preset]}
    exercise = T.Dict().tag(sync=True)
    #: wrong answers so far for this move
    attempts = T.Int(0).tag(sync=True)

    ACTIONS = {
        "answer": frozenset({"points"}),
        "show": frozenset(),
        "preset": frozenset({"preset"}),
        "next": frozenset(),
    }
    _SETTINGS = {"preset": _check_preset_name, "focus": ex.check_focus}
    _NEW_ON = ("focus",)

    def __init__(
        self,
        seed: int = 0,
        preset: str = "pressman",
        focus: str = "any",
        *,
        lang: str = DEFAULT_LANG,
        pips: bool = False,
        **kwargs: Any,
    ) -> None:
        super().__init__(seed, lang=lang, pips=pips, preset=preset, focus=focus, **kwargs)

    def __repr__(self) -> str:
        return f"ScoringPractice(seed={self.seed}, preset={self.preset!r}, focus={self.focus!r}, lang={self.lang!r})"

    @T.validate("preset")
    def _valid_preset(self, proposal: Any) -> str:
        return _guard(_check_preset_name, proposal["value"])

    @T.validate("focus")
    def _valid_focus(self, proposal: Any) -> str:
        return _guard(ex.check_focus, proposal["value"])

    @T.observe("preset")
    def _preset_changed(self, change: Any) -> None:
        if getattr(self, "_ready", False):
            with self.hold_sync():
                self.attempts = 0
                self.done = False
                self._tell(None)
                self._publish()

    @property
    def rules(self) -> Rules:
        return Rules.preset(self.preset)

    @property
    def question(self) -> ex.ScoringQuestion:
        """The move shown now (from :mod:`trio_widgets.teaching`)."""
        assert self._question is not None
        return self._question

    @property
    def score(self) -> Score:
        """The engine's Score of the marked move under the chosen preset."""
        return self.question.score(self.rules)

    def _make_question(self) -> ex.ScoringQuestion:
        return ex.make_scoring_question(self.seed, self.focus)

    def _reset(self) -> None:
        self.attempts = 0

    def _rules_lines(self) -> list[str]:
        r = self.rules
        lines = []
        if r.multiply_by_sides:
            lines.append(self.text("teach.score.rule.multiply"))
        else:
            lines.append(self.text("teach.score.rule.sum"))
        if r.start_bonus:
            lines.append(self.text("teach.score.rule.start", p=r.start_bonus, z=r.zero_triple_bonus))
        if r.bridge_bonus:
            lines.append(self.text("teach.score.rule.bridge", p=r.bridge_bonus))
        if r.two_sides_bonus:
            lines.append(self.text("teach.score.rule.two_sides", p=r.two_sides_bonus))
        if r.hexagon_bonus:
            lines.append(self.text("teach.score.rule.hexagon", p=r.hexagon_bonus))
        return lines

    def _publish(self) -> None:
        q = self._question
        if q is None:
            return
        self.exercise = {
            "seed": q.seed,
            "board": _placements(q.board + (q.move,)),
            "move": {"cell": q.move.cell.label(), "corners": list(q.move.corners), "tile": str(q.move.tile)},
            "first": not q.board,
            "rules": self._rules_lines(),
        }

    # -- intents ------------------------------------------------------------------
    def _do_answer(self, points: Any = None) -> None:
        if self.done:
            raise ExerciseError("teach.error.done")
        fb = ex.check_score(self.question, self.rules, points, self.attempts + 1)
        if fb.ok:
            self._award_star()
            self.done = True
        else:
            self.attempts += 1
            self.done = fb.done
        self._tell(fb)

    def _do_show(self) -> None:
        self._shown.add(self._exercise_key())
        s = self.score
        self._tell(Feedback(None, Msg.of("teach.score.shown", n=s.total), ex.score_steps(s, self.rules), done=True))
        self.done = True

    def _do_preset(self, preset: Any = None) -> None:
        self.preset = _check_preset_name(preset)

    # -- Python API -----------------------------------------------------------------
    def answer(self, points: int | str) -> bool:
        """Type an answer.  True when right; a bad entry raises ExerciseError and changes nothing."""
        self._act({"action": "answer", "points": points})
        return bool(self._feedback and self._feedback.ok)

    def show(self) -> None:
        """Show the arithmetic without answering."""
        self._act({"action": "show"})

    def _repr_html_(self) -> str:
        q = self.question
        board = board_svg(q.make_board(with_move=True), last=q.move, size=60, pips=self.pips, lang=self.lang)
        rules = "".join(f"<li>{_e(line)}</li>" for line in self._rules_lines())
        body = (
            '<div style="display: flex; gap: 20px; align-items: flex-start; flex-wrap: wrap;">'
            + str(board)
            + f'<div><div style="font-weight: bold;">{_e(self.text("teach.score.preset." + self.preset))}</div>'
            + f'<ul style="margin: 4px 0; padding-left: 20px;">{rules}</ul></div></div>'
        )
        title, ask = self._title_and_ask()
        return _static_box(title, body, ask)

    def _title_and_ask(self) -> tuple[str, str]:
        return self.text("teach.score.title"), self.text("teach.score.ask")

    def _still_extra(self) -> list[str]:
        return [self.text("teach.score.preset." + self.preset)]
