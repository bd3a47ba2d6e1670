"""Question: a lesson's exercise that checks the child's answer, with hints in the child's language.

The child answers with a number (typed, or on the widget's number keys), a tile (tapped in a
row of tiles, or every right tile), a choice (buttons) or a place (tapped on a board picture).
The engine checks (:func:`~trio_widgets.teaching.check_part`); the hints come in steps: a first
wrong try gets the hint aimed at the likely mistake (the exercise's source lists them), or what
the answer itself tells (which part of a sum, which corner of a tile, bigger or smaller); a
second one also gets a stronger hint (the first step worked out); only then does the page offer
"Show me".  The worked answer is sent to the page only once every part is right or the child
has pressed "Show me", and "Show me" gives no star.  One star per exercise: answering again earns none.

The answers live in Python only: the synced traits hold the question (:meth:`Part.view`), what
the child answered and the hints, never the answer before the child has it right; the still
picture (``_repr_html_``) shows the question, never the answer.

>>> from trio_widgets.teaching import number_part
>>> q = Question(number_part(12))
>>> q.answer("11"), q.answer("12"), q.stars
(False, True, 1)
>>> state = Question(number_part(12)).get_state()
>>> # the front end's code and words, and the layout (another widget's random id) aside
>>> "12" in str({k: v for k, v in state.items() if k not in ("_esm", "_css", "_catalogue", "layout")})
False
"""

from __future__ import annotations

import html
import weakref
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import traitlets as T

from .. import words as i18n
from ..classroom import record_answer  # the class server keeps the answers (docs/classroom.md)
from ..teaching import Line, Part, QuestionError, QuestionSpec, Verdict, check_part, lesson_question, worked_lines
from ..words import DEFAULT_LANG
from ._base import KEEP_MESSAGE, Refused, WidgetBase
from ._progress import KeepsProgress, Progress, ProgressError, progress_of
from ._static import css, esm

__all__ = ["Question", "after_answer", "watch_answer"]


class _Said:
    """Lines said as one message (a verdict's hints)."""

    def __init__(self, lines: Sequence[Line]) -> None:
        self.lines = tuple(lines)
        self.key = lines[0].key if lines else "question.lesson_text"

    def text(self, lang: str) -> str:
        return " ".join(line.text(lang) for line in self.lines)


class Question(KeepsProgress, WidgetBase):
    """An exercise the engine checks: ``Question.lesson("04", "ex2", lang="ru")`` (a lesson's
    exercise), or ``Question(number_part(12))`` / ``Question(QuestionSpec(...))`` for one of your own.

    ``progress``: a key (``"04-ex2"``) or a :class:`~trio_widgets.widgets.Progress` under which the
    child's answers, "Show me" and the star are kept across a reload of the page, in the child's
    browser (see ``widgets/_progress.py``); a lesson's exercise has its own key (``"04-ex2"``)
    unless ``progress=None`` is given.  A kept record that is not right is refused: the
    exercise starts afresh and says so.

    Intents: ``{"action": "answer", "part": i, "value": v}`` (``v``: the number typed, a tile's
    name, an option's number, a place's cell label, or a list of them when every right one is
    asked for), ``{"action": "show"}`` ("Show me"), ``{"action": "next"}`` (the next part).
    """

    _esm = esm("question")
    _css = css("question")

    #: the question as the page draws it: {"title", "heading" (the title shown, "" under a lesson's
    #: text that shows it), "exercise", "parts": [Part.view ...]}; never an answer
    view = T.Dict().tag(sync=True)
    #: the part asked now (0 ...)
    part = T.Int(0).tag(sync=True)
    #: for each part, what the child answered right (None: not yet)
    results: T.List[Any] = T.List().tag(sync=True)
    #: the check of the last answer: {"ok", "lines": [text], "id", "part", "given"} ({}: none yet)
    feedback = T.Dict().tag(sync=True)
    #: the worked answer, sent once every part is right or after "Show me" ([] until then)
    worked: T.List[Any] = T.List().tag(sync=True)
    #: 1 once the exercise is solved without "Show me" (one star per exercise)
    stars = T.Int(0).tag(sync=True)
    shown = T.Bool(False).tag(sync=True)
    done = T.Bool(False).tag(sync=True)
    tries = T.Int(0).tag(sync=True)
    #: the wrong tries at the part asked now: the hints' ladder (1: the aimed hint, 2: the stronger one)
    wrong = T.Int(0).tag(sync=True)
    #: "Show me" is offered: after two wrong tries at a part (the hints first), or once it is done
    can_show = T.Bool(False).tag(sync=True)

    ACTIONS: ClassVar[dict[str, frozenset[str]]] = {
        "answer": frozenset({"part", "value"}),
        "show": frozenset(),
        "next": frozenset(),
    }
    REFUSALS = (QuestionError,)
    BAD_INTENT_KEY = "question.error.message"
    PROGRESS_KIND = "question"

    def __init__(
        self,
        spec: QuestionSpec | Part | Sequence[Part] | None = None,
        *,
        lang: str = DEFAULT_LANG,
        progress: str | Progress | None = None,
        **kw: Any,
    ) -> None:
        if isinstance(spec, Part):
            spec = QuestionSpec((spec,))
        elif isinstance(spec, (list, tuple)) and spec and all(isinstance(p, Part) for p in spec):
            spec = QuestionSpec(tuple(spec))
        if not isinstance(spec, QuestionSpec):
            raise TypeError(i18n.t("question.error.spec", DEFAULT_LANG))
        self._spec = spec
        self._verdict: Verdict | None = None
        self._feedback_id = 0
        self._teacher_show = False
        self._progress = progress_of(progress)
        super().__init__(lang=lang, **kw)
        self.results = [None] * len(spec.parts)
        self._publish()
        self._progress_ready()

    @classmethod
    def lesson(
        cls, lesson: object, exercise: object, *, lang: str = DEFAULT_LANG, progress: object = "lesson"
    ) -> Question:
        """The exercise ``exercise`` (``"ex1"``) of a lesson (``"04"``, ``4`` or ``"04_scoring"``).
        Its progress is kept under ``"04-ex1"`` in the child's browser (``progress=None``: not kept)."""
        try:
            spec = lesson_question(lesson, exercise)
        except QuestionError as e:
            raise ValueError(e.msg.text(i18n.check_lang(lang))) from None
        if progress == "lesson":
            progress = f"{spec.lesson.split('_')[0]}-{spec.exercise}"
        try:
            keep = progress_of(progress)
        except ProgressError as e:
            raise ValueError(e.msg.text(i18n.check_lang(lang))) from None
        made = cls(spec, lang=lang, progress=keep)
        _MADE[(spec.lesson, spec.exercise)] = made
        _hook(made, (spec.lesson, spec.exercise))
        return made

    @property
    def spec(self) -> QuestionSpec:
        return self._spec

    def __repr__(self) -> str:
        where = f"{self._spec.lesson} {self._spec.exercise}".strip() or f"{len(self._spec.parts)} parts"
        return f"Question({where}, lang={self.lang!r})"

    # -- what the page gets ---------------------------------------------------------------
    def _catalogue_for(self, lang: str) -> dict[str, Any]:
        return {
            k: v for k, v in i18n.catalogue(lang).items() if k.startswith(("question.", "teach.ui.", "teach.aria."))
        }

    def _on_lang(self) -> None:
        self._publish()

    def _title(self, lang: str) -> str:
        return self._spec.title.text(lang) or i18n.t("question.title", lang)

    def _still_words(self) -> list[str]:
        """The still view's plain text: the exercise's title and "Run this cell to play", in the
        widget's language (never its ``repr``, whose lesson stem is English)."""
        return [self._title(self.lang), i18n.t("teach.still.run", self.lang)]

    def _publish(self) -> None:
        lang = self.lang
        self.view = {
            "title": self._title(lang),
            # a lesson's exercise is drawn under its text, whose heading is the title: no second heading
            "heading": "" if self._spec.exercise else self._title(lang),
            "exercise": self._spec.exercise,  # "ex1" of a lesson's exercise ("" for one of your own)
            "parts": [p.view(lang) for p in self._spec.parts],
        }
        if self._verdict is not None:
            v = self._verdict
            self.feedback = {**self.feedback, "lines": [line.text(lang) for line in v.lines]}
        if self.worked:
            self.worked = worked_lines(self._spec.worked.text(lang))

    # -- progress ----------------------------------------------------------------------------
    def _progress_state(self) -> dict[str, Any]:
        return {"answers": list(self.results), "part": self.part, "tries": self.tries, "shown": self.shown}

    def _restore_state(self, state: dict[str, Any]) -> None:
        """The child's answers as they were before the page was reloaded, each checked again
        (a record that is not right raises before anything changes)."""
        restored = self._replayed(state)
        results, part, tries, shown, last = restored
        with self.hold_sync():
            self.results, self.part, self.tries, self.shown = results, part, tries, shown
            self.done = all(r is not None for r in results)
            self.stars = 1 if self.done and not shown else 0
            if self.done or shown:
                self.worked = worked_lines(self._spec.worked.text(self.lang))
            if last is not None:
                self._verdict = last
                self._feedback_id += 1
                self.feedback = {
                    "ok": True,
                    "lines": [line.text(self.lang) for line in last.lines],
                    "id": self._feedback_id,
                    "part": part,
                    "given": last.given,
                }

    def _replayed(self, state: dict[str, Any]) -> tuple[list[Any], int, int, bool, Verdict | None]:
        """The saved answers checked again by the engine (a forged "right" answer is refused)."""
        parts = self._spec.parts
        answers, part, tries, shown = (state.get(k) for k in ("answers", "part", "tries", "shown"))
        if (
            set(state) != {"answers", "part", "tries", "shown"}
            or not isinstance(answers, list)
            or len(answers) != len(parts)
            or not isinstance(shown, bool)
            or isinstance(part, bool)
            or not isinstance(part, int)
            or not 0 <= part < len(parts)
            or isinstance(tries, bool)
            or not isinstance(tries, int)
            or not 0 <= tries <= 1_000_000
        ):
            raise ProgressError("progress.error.file")
        results: list[Any] = []
        last: Verdict | None = None
        for i, given in enumerate(answers):
            if given is None:
                results += [None] * (len(parts) - i)
                if any(a is not None for a in answers[i:]) or part > i:
                    raise ProgressError("progress.error.file")
                break
            try:
                verdict = check_part(parts[i], given)
            except QuestionError:
                raise ProgressError("progress.error.file") from None
            if not verdict.ok:
                raise ProgressError("progress.error.forged")
            results.append(verdict.given)
            if i == part:
                last = verdict
        if part > 0 and results[part - 1] is None:
            raise ProgressError("progress.error.file")
        return results, part, tries, shown, last

    def _run(self, content: Any) -> None:
        super()._run(content)
        self._keep()

    # -- intents ---------------------------------------------------------------------------
    def _do_answer(self, part: Any = None, value: Any = None) -> Any:
        if self.done:
            raise Refused("question.error.done")
        if isinstance(part, bool) or not isinstance(part, int) or part != self.part:
            raise Refused("question.error.part", value=str(part)[:8] if isinstance(part, int) else "?")
        if self.results[part] is not None:
            raise Refused("question.error.not_yet")
        verdict = check_part(self._spec.parts[part], value, self.wrong)  # a QuestionError changes nothing
        self.tries += 1
        self._verdict = verdict
        self._feedback_id += 1
        if not verdict.ok:
            self.wrong += 1
            self.can_show = self.can_show or self.wrong >= 2
        self.feedback = {
            "ok": verdict.ok,
            "lines": [line.text(self.lang) for line in verdict.lines],
            "id": self._feedback_id,
            "part": part,
            "given": verdict.given,
            "step": verdict.step,
        }
        if verdict.ok:
            results = list(self.results)
            results[part] = verdict.given
            self.results = results
            if all(r is not None for r in results):
                self.done = True
                if not self.shown:
                    self.stars = 1
                self.worked = worked_lines(self._spec.worked.text(self.lang))
        record_answer(self, "answer", verdict, value)
        return None

    def _do_show(self) -> Any:
        if not (self.can_show or self.done or self.shown or self._teacher_show):
            raise Refused("question.error.show_later", show=i18n.t("question.show", self.lang))
        if not self.shown:
            self.shown = True
            self.worked = worked_lines(self._spec.worked.text(self.lang))
            record_answer(self, "show")
        return KEEP_MESSAGE

    def _do_next(self) -> Any:
        if self.results[self.part] is None:
            raise Refused("question.error.not_yet")
        if self.part + 1 >= len(self._spec.parts):
            raise Refused("question.error.done")
        self.part += 1
        self._verdict = None
        self.feedback = {}
        self.wrong = 0
        return None

    # -- Python API ------------------------------------------------------------------------
    def answer(self, value: Any) -> bool:
        """Answer the part asked now; True when it is right (a bad value raises ValueError)."""
        self._act({"action": "answer", "part": self.part, "value": value})
        return bool(self.feedback.get("ok"))

    def show(self) -> None:
        """ "Show me": the worked answer, and no star for this exercise, at once (a teacher's or a
        program's call; the page offers the button only after two wrong tries at a part)."""
        self._teacher_show = True
        try:
            self._act({"action": "show"})
        finally:
            self._teacher_show = False

    def next(self) -> None:
        """On to the next part (once this one is right)."""
        self._act({"action": "next"})

    @property
    def feedback_text(self) -> str:
        """The hints or the praise for the last answer ("" before any)."""
        return " ".join(self.feedback.get("lines", []))

    # -- the still picture ------------------------------------------------------------------
    def _repr_html_(self) -> str:
        """The question as a picture (the first part), and "Run this box to answer here"; never the
        answer.  Its title only for a question of one's own: a lesson's text already heads it."""
        from ..pictures import tiles_svg

        lang = self.lang
        first = self.view["parts"][0]
        style = (
            "font-family: Verdana, DejaVu Sans, sans-serif; color: #2b2118; background: #fffaec; "
            "border: 2px solid #4a3728; border-radius: 12px; padding: 12px 16px; display: inline-block; max-width: 100%;"
        )
        pill = "display: inline-block; margin: 4px; padding: 8px 16px; border: 2px solid #4a3728; border-radius: 10px;"
        body = ""
        if first.get("label"):
            body += f'<p style="font-size: 1.15em; font-weight: bold;">{html.escape(first["label"])}</p>'
        kind = first["kind"]
        if kind == "number":
            body += f'<p><span style="{pill} min-width: 6em;">{html.escape(i18n.t("question.your_answer", lang))}: …</span></p>'
        elif kind == "choice":
            body += "<p>" + "".join(f'<span style="{pill}">{html.escape(o)}</span>' for o in first["options"]) + "</p>"
        elif kind == "tile":
            tiles = [tuple(t) for t in first["tiles"]]
            body += str(tiles_svg(tiles, per_row=14, edge_px=40, labels=False, lang=lang))
        count = len(self.view["parts"])
        more = (
            f'<p style="color: #5a4a3a;">{html.escape(i18n.t("question.part", lang, n=1, of=count))}</p>'
            if count > 1
            else ""
        )
        # a lesson's exercise sits under its text, whose heading is the title: the picture does not
        # say it again (the live widget draws no second heading either, ``view["heading"]``)
        heading = self.view["heading"]
        head = f'<div style="font-size: 1.25em; font-weight: bold;">{html.escape(heading)}</div>' if heading else ""
        return (
            f'<div class="trio-question-static" lang="{html.escape(lang)}" style="{style}">'
            f'{head}{more}{body}<p style="font-weight: bold;">▶ {html.escape(i18n.t("question.run_cell", lang))}</p></div>'
        )


#: the lesson exercises made in this kernel, newest last: (stem, exercise) -> Question
_MADE: weakref.WeakValueDictionary[tuple[str, str], Question] = weakref.WeakValueDictionary()


#: what waits for a lesson's exercise (a puzzle's count and solution buttons): (stem, exercise) ->
#: the callbacks (weakly held) to call when the child gets its worked answer, or a new one is made
_WATCHERS: dict[tuple[str, str], list[Callable[[], Callable[[], None] | None]]] = {}


def _tell_watchers(key: tuple[str, str]) -> None:
    live = []
    for ref in _WATCHERS.get(key, []):
        f = ref()
        if f is not None:
            live.append(ref)
            f()
    _WATCHERS[key] = live


def _hook(made: Question, key: tuple[str, str]) -> None:
    """Tell what waits for this exercise now (a new one is made: not answered, or its progress
    restored) and each time its worked answer changes."""
    made.observe(lambda change: _tell_watchers(key), "worked")
    _tell_watchers(key)


def watch_answer(lesson: object, exercise: object, changed: Callable[[], None]) -> Callable[[], bool]:
    """For a widget that would give a lesson's exercise away (a puzzle's "How many solutions?"):
    ``changed`` (a bound method of the widget, held weakly: the widget may go) is called whenever
    the child gets the exercise's worked answer (answered right, or "Show me"), and when the
    exercise is made, also after the widget (the widget stands above it on the page); the function
    returned tells whether the child has it.  Until the exercise is made in this kernel, the child
    has not.

    >>> class Waits:
    ...     seen = 0
    ...     def changed(self):
    ...         self.seen += 1
    >>> w = Waits()
    >>> answered = watch_answer("08", "ex2", w.changed)
    >>> q = Question.lesson("08", "ex2", progress=None)
    >>> answered(), w.seen > 0
    (False, True)
    >>> q.show(); answered()
    True
    """
    try:
        spec = lesson_question(lesson, exercise)
    except QuestionError as e:
        raise ValueError(e.msg.text(DEFAULT_LANG)) from None
    if not (hasattr(changed, "__self__") and hasattr(changed, "__func__")):
        raise TypeError(i18n.t("question.error.watch", DEFAULT_LANG))
    key = (spec.lesson, spec.exercise)
    _WATCHERS.setdefault(key, []).append(weakref.WeakMethod(changed))  # type: ignore[arg-type]

    def answered() -> bool:
        made = _MADE.get(key)
        return made is not None and bool(made.worked)

    return answered


def after_answer(lesson: object, exercise: object, make: Callable[[], Any], *, lang: str = DEFAULT_LANG) -> Any:
    """What ``make()`` returns (a widget), shown once the child has the worked answer of a lesson's
    exercise (answered it right, or pressed "Show me"); until then one line saying so.

    For what would give the answer away if it were in sight before a try: a score keeper holding
    the game the exercise asks to add up.  ``make`` is called only then, so nothing of it reaches
    the page before.  When the exercise was not made in this kernel (a box run on its own), the
    widget is made at once.

    >>> import ipywidgets
    >>> q = Question.lesson("08", "ex2")
    >>> box = after_answer("08", "ex2", lambda: ipywidgets.Label("the totals"))
    >>> "Answer “Exercise 2” first" in box.children[0].value
    True
    >>> q.show(); box.children[0].value
    'the totals'
    """
    lang = i18n.check_lang(lang)
    if not callable(make):
        raise ValueError(i18n.t("question.error.after", lang))
    try:
        spec = lesson_question(lesson, exercise)
    except QuestionError as e:
        raise ValueError(e.msg.text(lang)) from None
    asked = _MADE.get((spec.lesson, spec.exercise))
    if asked is None or asked.worked:
        return make()
    import ipywidgets

    title = spec.title.text(lang) or i18n.t("question.title", lang)
    words = html.escape(i18n.t("question.after", lang, exercise=title, show=i18n.t("question.show", lang)))
    style = (  # the page's own text size and colours, in light and dark themes
        "font-size: 1.1rem; line-height: 1.45; margin: 6px 0; padding: 10px 14px; white-space: normal; "
        "border: 2px dashed currentColor; border-radius: 10px; max-width: 36em;"
    )
    box = ipywidgets.VBox([ipywidgets.HTML(f'<p class="trio-after" lang="{lang}" style="{style}">{words}</p>')])

    def reveal(change: dict[str, Any]) -> None:
        if change["new"]:
            asked.unobserve(reveal, "worked")
            box.children = (make(),)

    asked.observe(reveal, "worked")
    return box
