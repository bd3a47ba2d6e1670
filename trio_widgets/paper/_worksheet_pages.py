"""A lesson's worksheet: the pupil's sheet on A4 pages; the teacher's answers, a document of their own."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any, Literal, overload

from .. import words as i18n
from ..engine import Rules, Score
from ..files import whole
from ..teaching import lesson_id
from ..words import Msg
from ._document import Printable
from ._draw_figures import draw_figure, figure_height
from ._drawing import GREY, LIGHT, MARGIN, PAGE_H, PAGE_W, PT, Page
from ._figures import BoardFigure, Exercise, GridFigure, TilesFigure
from ._font import fit_lines, text_width, wrap
from ._layout import Flow
from ._lessons import LESSONS, PRACTICE, find_lesson

__all__ = ["AGES", "YOUNG", "AnswerSheet", "ClassSet", "Worksheet", "age_of", "class_set", "working_lines", "worksheet"]


def _t(key: str, lang: str, **params: Any) -> str:
    return i18n.t(key, lang, **params)


def _check_seed(seed: object) -> int:
    n = whole(seed)
    if n is None or not 0 <= n < 10**9:
        raise ValueError(f"seed is a whole number from 0 to 999999999 (the sheet's number), not {seed!r}")
    return n


#: The lessons for children of 7 to 9 (00-05 and 07): larger type, a short points box.
YOUNG = frozenset({"00", "01", "02", "03", "04", "04b", "05", "07"})


@dataclass(frozen=True)
class Age:
    """The type of a sheet for an age: sizes in points, the writing lines' spacing in mm."""

    prompt: float
    number: float
    title: float
    box: float
    line_gap: float
    label: float = 9.0


#: The sizes a sheet is set in, by the age its lesson is for.
AGES = {
    "young": Age(prompt=13.5, number=14.0, title=18.0, box=12.5, line_gap=10.0, label=11.0),
    "older": Age(prompt=11.0, number=12.0, title=16.0, box=9.5, line_gap=9.0),
}


def age_of(lesson: str) -> Age:
    """The type of ``lesson``'s sheet: larger for the lessons of 7- to 9-year-olds."""
    return AGES["young" if lesson_id(lesson) in YOUNG else "older"]


def _header(flow: Flow, title: str, sheet: str, lang: str, size: float) -> None:
    """The lesson's title and the sheet's number, then lines for the child's name and the date."""
    width = PAGE_W - 2 * MARGIN
    label = 11.0
    right = text_width(sheet, label, True) + 4
    flow.y += 8
    lines = fit_lines(title, size, width - right, bold=True)
    for k, (line, sz) in enumerate(lines):
        flow.y += sz * PT * 1.25 if k else 0
        flow.page.text(MARGIN, flow.y, line, size=sz, bold=True)
        if k == 0:
            flow.page.text(PAGE_W - MARGIN, flow.y, sheet, size=label, bold=True, align="right", color=GREY)
    flow.y += 10
    name, date = _t("print.header.name", lang), _t("print.header.date", lang)
    flow.page.text(MARGIN, flow.y, name, size=label)
    x = MARGIN + text_width(name, label) + 2
    flow.page.line(x, flow.y + 0.8, 128, flow.y + 0.8, 0.3, GREY)
    flow.page.text(134, flow.y, date, size=label)
    x2 = 134 + text_width(date, label) + 2
    flow.page.line(x2, flow.y + 0.8, PAGE_W - MARGIN, flow.y + 0.8, 0.3, GREY)
    flow.y += 4
    flow.page.line(MARGIN, flow.y, PAGE_W - MARGIN, flow.y, 0.5)


#: The kinds of exercise that score with a rule set's numbers (``Exercise.data``'s ``preset``).
_SCORING = ("score", "score_sheet", "going_out", "score_grid")


def scoring_presets(exercises: list[Exercise]) -> list[str]:
    """The rule sets a sheet's scoring exercises use, in the order they first appear."""
    out: list[str] = []
    for ex in exercises:
        preset = ex.info.get("preset")
        if ex.kind in _SCORING and isinstance(preset, str) and preset not in out:
            out.append(preset)
    return out


def _facts(score: Score | None) -> set[str]:
    if score is None:
        return set()
    out = {"sum"}
    if score.first:
        out |= {"start", "zero"} if tuple(score.tile) == (0, 0, 0) else {"start"}
    if score.bridge:
        out.add("bridge")
    if score.two_sides:
        out.add("two_sides")
    if score.hexagons:
        out.add("hexagon")
    return out


def used_points(exercises: list[Exercise], preset: str) -> set[str]:
    """The points of ``preset`` a sheet's exercises use: ``"sum"``, ``"start"``, ``"bridge"`` ..."""
    rules = Rules.preset(preset)
    used: set[str] = set()
    for ex in exercises:
        if ex.info.get("preset") != preset:
            continue
        if ex.kind == "score":
            q = ex.info["question"]
            used |= _facts(q.make_board().score(q.move, rules))
        elif ex.kind == "going_out":
            used |= {"out"}
        elif ex.kind in ("score_sheet", "score_grid"):
            used |= {"sum", "draw", "pass"}
            for turn in ex.info.get("turns", ()):
                used |= _facts(turn.score)
    return used


def points_items(preset: str, used: set[str] | None = None) -> list[Msg]:
    """What scores what under ``preset``, every number from the rule set (only the ``used`` ones,
    when given)."""
    r = Rules.preset(preset)
    items: list[tuple[str, Msg]] = [("sum", Msg("print.points.sides" if r.multiply_by_sides else "print.points.sum"))]
    if r.start_bonus:
        items.append(("start", Msg("print.points.start", p=r.start_bonus)))
    if r.zero_triple_bonus:
        items.append(("zero", Msg("print.points.zero", p=r.start_bonus + r.zero_triple_bonus)))
    if r.bridge_bonus:
        items.append(("bridge", Msg("print.points.bridge", p=r.bridge_bonus)))
    if r.two_sides_bonus:
        items.append(("two_sides", Msg("print.points.two_sides", p=r.two_sides_bonus)))
    if r.hexagon_bonus:
        items.append(("hexagon", Msg("print.points.hexagon", p=r.hexagon_bonus, p2=2 * r.hexagon_bonus)))
    if r.draw_penalty:
        items.append(("draw", Msg("print.points.draw", p=r.draw_penalty)))
    if r.pass_penalty:
        items.append(("pass", Msg("print.points.pass", p=r.pass_penalty)))
    if r.out_bonus:
        items.append(("out", Msg("print.points.out", p=r.out_bonus)))
    return [m for name, m in items if used is None or name in used]


def points_line(preset: str) -> Msg:
    """What scores what under ``preset``, every number from the rule set: the line a scoring
    sheet prints under its header."""
    items = points_items(preset)
    joined = items[0]
    for m in items[1:]:
        joined = Msg("print.semi", a=joined, b=m)
    return Msg("print.points.line", head=Msg("print.points.head", rules=Msg(f"print.preset.{preset}")), items=joined)


def _points_box(flow: Flow, presets: list[str], exercises: list[Exercise], lang: str, age: Age) -> None:
    """The scoring rules the sheet uses, in a shaded box under the header: for the older children
    the rule set's whole line; for the young, one short line a rule the sheet's tasks use."""
    width = PAGE_W - 2 * MARGIN
    size = age.box
    lines: list[tuple[str, bool]] = []
    for p in presets:
        if age is AGES["young"]:
            lines.append((Msg("print.points.head", rules=Msg(f"print.preset.{p}")).text(lang), True))
            for m in points_items(p, used_points(exercises, p)):
                lines += [(ln, False) for ln in wrap("\u2022 " + m.text(lang), size, width - 6)]
        else:
            lines += [(ln, False) for ln in wrap(points_line(p).text(lang), size, width - 6)]
    lh = size * PT * 1.3
    h = len(lines) * lh + 3.5
    flow.y += 3
    flow.page.rect(MARGIN, flow.y, width, h, (243, 243, 243), None)
    y = flow.y + 1.2
    for ln, bold in lines:
        y += lh
        flow.page.text(MARGIN + 3, y, ln, size=size, bold=bold)
    flow.y += h


#: The kinds of exercise whose answer is a sum worked out step by step: a writing line a step.
SUMS = frozenset({"score", "hand_penalty", "going_out", "score_sheet", "sum_1", "sum_2", "sum_3", "sum_4"})
#: The kinds whose answer is worked out in a few lines (a fraction, a count, a reason).
WORKED = frozenset(
    {
        "chance",
        "dealt_chance",
        "own_tile",
        "worth_count",
        "box_count",
        "big_triangle",
        "missing_tiles",
        "fits_lone",
        "impossible",
        "who_starts",
        "smallest_count",
        "number_count",
    }
)


def working_lines(ex: Exercise) -> int:
    """Lines to write on under ``ex``: a line for each step of a sum (as the answer page works it
    out), two or more for a count or a chance worked out, none under a table or a place drawn to
    fill in (they are the room), one for the rest."""
    if ex.kind in SUMS:
        return max(ex.lines, min(len(ex.answer_text), 6), 2)
    if ex.kind in WORKED:
        return max(ex.lines, 2)
    if isinstance(ex.figure, GridFigure):
        return ex.lines
    return max(ex.lines, 1)


def _for_age(ex: Exercise, age: Age) -> Exercise:
    """``ex`` as drawn for ``age``: a place the child writes a tile's numbers in is drawn larger
    on a young child's sheet (at least :data:`YOUNG_PLACE` mm a side where the page allows)."""
    fig = ex.figure
    if age is AGES["young"] and isinstance(fig, BoardFigure) and fig.target is not None:
        return dataclasses.replace(ex, figure=dataclasses.replace(fig, max_side=max(fig.max_side, YOUNG_PLACE)))
    return ex


#: The side (mm) of a place to write a tile's numbers in, on a young child's sheet.
YOUNG_PLACE = 24.0


def _exercise_block(flow: Flow, i: int, ex: Exercise, lang: str, pips: bool, age: Age, extra: int = 0) -> None:
    ex = _for_age(ex, age)
    width = PAGE_W - 2 * MARGIN - 8
    lh = age.prompt * PT * 1.35
    lines = wrap(ex.prompt.text(lang), age.prompt, width)
    # A board with tiles to choose from or to turn: the tiles on the left, the board beside them.
    side_by_side = isinstance(ex.figure, BoardFigure) and isinstance(ex.figure2, TilesFigure)
    if side_by_side:
        assert isinstance(ex.figure2, TilesFigure)
        left = 2 * (ex.figure2.side + 5) if len(ex.figure2.tiles) > 1 else ex.figure2.side + 5
        figs_h = max(figure_height(ex.figure, width - left - 6), figure_height(ex.figure2, left))
    else:
        left = 0.0
        figs_h = figure_height(ex.figure, width) + figure_height(ex.figure2, width)
    room = working_lines(ex) + extra
    label = ex.kind in SUMS and room > 0
    h = len(lines) * lh + figs_h + room * age.line_gap + (5 if label else 0) + 14
    flow.need(min(h, PAGE_H - 2 * MARGIN - 20))
    flow.y += 6
    flow.page.text(MARGIN, flow.y + lh, f"{i}.", size=age.number, bold=True)
    for line in lines:
        flow.y += lh
        flow.page.text(MARGIN + 8, flow.y, line, size=age.prompt)
    if side_by_side:
        assert ex.figure is not None and ex.figure2 is not None
        flow.y += 3
        draw_figure(flow.page, ex.figure2, MARGIN + 8, flow.y + 2, left, pips, lang)
        draw_figure(flow.page, ex.figure, MARGIN + 8 + left + 6, flow.y, width - left - 6, pips, lang)
        flow.y += figs_h
    else:
        for fig in (ex.figure, ex.figure2):
            if fig is not None:
                flow.y += 3
                draw_figure(flow.page, fig, MARGIN + 8, flow.y, width, pips, lang)
                flow.y += figure_height(fig, width)
    if label:
        flow.y += 5
        flow.page.text(MARGIN + 8, flow.y, _t("print.work", lang), size=age.label, color=GREY)
    for _ in range(room):
        flow.y += age.line_gap
        flow.page.line(MARGIN + 8, flow.y, PAGE_W - MARGIN, flow.y, 0.25, LIGHT)


def _answer_block(flow: Flow, i: int, ex: Exercise, lang: str) -> None:
    width = PAGE_W - 2 * MARGIN - 8
    texts = [t.text(lang) for t in ex.answer_text]
    fig = ex.answer_figure
    fig_w = 70.0
    text_w = width - (fig_w + 4 if fig is not None else 0)
    wrapped = [w for t in texts for w in wrap(t, 10, text_w)]
    fh = figure_height(fig, fig_w) if fig is not None else 0
    h = max(len(wrapped) * 4.8, fh) + 4
    flow.need(h)
    top = flow.y
    flow.y += 4.8
    flow.page.text(MARGIN, flow.y, f"{i}.", size=11, bold=True)
    flow.y -= 4.8
    for line in wrapped:
        flow.y += 4.8
        flow.page.text(MARGIN + 8, flow.y, line, size=10)
    if fig is not None:
        draw_figure(flow.page, fig, PAGE_W - MARGIN - fig_w, top + 2, fig_w)
        flow.y = max(flow.y, top + fh)
    flow.y += 3


def _lone_task(pages: list[int]) -> int | None:
    """An exercise to start a new page with, so that no page holds a single task: the last one
    of the page before a page with one task (when that page keeps two), or ``None``."""
    for p in sorted(set(pages)):
        on = [i for i, q in enumerate(pages) if q == p]
        if len(on) != 1:
            continue
        before = [i for i, q in enumerate(pages) if q == p - 1]
        if len(before) >= 3:
            return before[-1]
    return None


#: The most writing lines a task gets beyond its working when a page's room is shared out.
MOST_LINES = 6

#: The lowest a page's writing may reach (mm from the top): above the footer.
_BOTTOM = PAGE_H - MARGIN - 8


class Worksheet(Printable):
    """A lesson's exercises on paper: the pupil's sheet, and nothing for the teacher on it.

    Its answers are their own document, :meth:`answers` (or ``worksheet(..., answers=True)``)."""

    kind = "worksheet"

    def __init__(
        self, lesson: str, lang: str, seed: int, exercises: list[Exercise], pips: bool = False, fill: bool = True
    ) -> None:
        self.lesson = lesson
        self.seed = seed
        self.exercises = exercises
        self.pips = pips
        self.age = age_of(lesson)
        sheet = LESSONS[lesson_id(lesson)]
        self.lesson_title = sheet.title.text(lang)
        title = _t("print.worksheet.title", lang, lesson=self.lesson_title)
        footer = _t("print.footer.pupil", lang, lesson=lesson_id(lesson), seed=seed)
        presets = scoring_presets(exercises)
        breaks: set[int] = set()

        def lay_out(extra: dict[int, int]) -> tuple[Flow, list[int], dict[int, float]]:
            flow = Flow(footer)
            _header(flow, title, _t("print.header.sheet", lang, seed=seed), lang, self.age.title)
            if presets:
                _points_box(flow, presets, exercises, lang, self.age)
            pages: list[int] = []
            ends: dict[int, float] = {}  # where each page's last task ends
            for i, ex in enumerate(exercises):
                if i in breaks:
                    flow.new_page()
                _exercise_block(flow, i + 1, ex, lang, pips, self.age, extra.get(i, 0))
                pages.append(len(flow.pages) - 1)
                ends[pages[-1]] = flow.y
            return flow, pages, ends

        for _attempt in range(len(exercises)):
            flow, pages, ends = lay_out({})
            lone = _lone_task(pages)
            if lone is None:
                break
            breaks.add(lone)
        # the room left at the foot of each page is shared out as writing lines among its tasks
        # (those that write most first): a page of practice fills the page
        for short in range(4 if fill else 0):  # a line less a page while a task would move to the next page
            extra: dict[int, int] = {}
            for p, y in ends.items():
                on = sorted((i for i, q in enumerate(pages) if q == p), key=lambda i: -working_lines(exercises[i]))
                for k in range(max(int((_BOTTOM - 8 - y) // self.age.line_gap) - short, 0)):
                    i = on[k % len(on)]
                    if extra.get(i, 0) < MOST_LINES:
                        extra[i] = extra.get(i, 0) + 1
            filled = lay_out(extra)
            if filled[1] == pages:  # the same tasks on the same pages, only more room to write
                flow, pages, ends = filled
                break
        self.page_breaks = sorted(breaks)  # exercises moved to a new page to keep two a page
        #: the page (from 0) each exercise starts on
        self.exercise_pages = pages
        super().__init__(title, lang, flow.finish())

    def answers(self) -> AnswerSheet:
        """The teacher's answers to this sheet: a document of its own, to print apart."""
        return AnswerSheet(self)

    def __repr__(self) -> str:
        return (
            f"<Worksheet lesson {self.lesson!r} seed={self.seed} lang={self.lang!r}: {len(self.exercises)} exercises, "
            f"{self.page_count} A4 pages; its answers: .answers()>"
        )


class AnswerSheet(Printable):
    """The teacher's answers to one worksheet or a class's set, each worked out as the lesson's
    widgets do (a score's steps in the engine's words), under the sheet's number to match it."""

    kind = "answers"

    def __init__(self, sheets: Worksheet | list[Worksheet]) -> None:
        sheets = [sheets] if isinstance(sheets, Worksheet) else list(sheets)
        first = sheets[0]
        lang = first.lang
        self.sheets = sheets
        self.lesson, self.seed = first.lesson, first.seed
        title = _t("print.answers.title", lang, lesson=first.lesson_title)
        seeds = str(first.seed) if len(sheets) == 1 else f"{first.seed}\u2013{sheets[-1].seed}"
        flow = Flow(_t("print.footer.worksheet", lang, lesson=lesson_id(first.lesson), seed=seeds))
        width = PAGE_W - 2 * MARGIN
        flow.y += 8
        for k, (line, sz) in enumerate(fit_lines(title, 16, width, bold=True)):
            flow.y += sz * PT * 1.25 if k else 0
            flow.page.text(MARGIN, flow.y, line, size=sz, bold=True)
        flow.y += 3
        flow.paragraph(_t("print.answers.note", lang), size=9)
        for sheet in sheets:
            flow.need(32)  # a sheet's number never alone at the foot of a page
            flow.y += 4
            flow.paragraph(_t("print.header.sheet", lang, seed=sheet.seed), size=12, bold=True)
            flow.y += 1
            for i, ex in enumerate(sheet.exercises, 1):
                _answer_block(flow, i, ex, lang)
        super().__init__(title, lang, flow.finish())


class ClassSet(Printable):
    """A class's worksheets, one document: the sheets of ``seeds``, each starting a new page.
    Their answers, in the same order, are :meth:`answers`: another document."""

    kind = "class_set"

    def __init__(self, sheets: list[Worksheet], duplex: bool = False) -> None:
        self.sheets = sheets
        first = sheets[0]
        pages: list[Page] = []
        for sheet in sheets:
            pages += sheet.pages
            if duplex and sheet.page_count % 2:  # printed on both sides: each child's sheet on its own paper
                pages.append(Page())
        super().__init__(first.title, first.lang, pages)

    def answers(self) -> AnswerSheet:
        """The answers to every sheet of the set, in its order: one document for the teacher."""
        return AnswerSheet(self.sheets)


def class_set(
    lesson: object, lang: str = "en", sheets: int = 30, first: int = 0, pips: bool = False, duplex: bool = False
) -> ClassSet:
    """``sheets`` different worksheets of ``lesson`` (numbers ``first``, ``first + 1`` ...) in one
    PDF for a class; ``.answers()`` gives their answers as a second document.  ``duplex=True``
    adds a blank page after a sheet of an odd number of pages, so that printed on both sides
    each child's sheet starts on a new piece of paper.

    >>> s = class_set("02", sheets=3)
    >>> [w.seed for w in s.sheets], s.answers().page_count >= 1
    ([0, 1, 2], True)
    """
    n = whole(sheets)
    if n is None or not 1 <= n <= 200:
        raise ValueError(f"sheets is how many different sheets, 1 to 200, not {sheets!r}")
    start = _check_seed(first)
    _check_seed(start + n - 1)
    if not isinstance(duplex, bool):
        raise ValueError(f"duplex is True (printed on both sides) or False, not {duplex!r}")
    return ClassSet([worksheet(lesson, lang, seed, pips) for seed in range(start, start + n)], duplex)


@overload
def worksheet(lesson: object, lang: str = ..., seed: int = ..., pips: bool = ...) -> Worksheet: ...
@overload
def worksheet(lesson: object, lang: str, seed: int, pips: bool, answers: Literal[True]) -> AnswerSheet: ...
@overload
def worksheet(
    lesson: object, lang: str = ..., seed: int = ..., pips: bool = ..., *, answers: Literal[True]
) -> AnswerSheet: ...
@overload
def worksheet(
    lesson: object, lang: str = ..., seed: int = ..., pips: bool = ..., answers: bool = ...
) -> Worksheet | AnswerSheet: ...


def worksheet(
    lesson: object, lang: str = "en", seed: int = 0, pips: bool = False, answers: bool = False
) -> Worksheet | AnswerSheet:
    """The exercises of ``lesson`` (``"04"``, ``4`` or ``"04_scoring"``) on paper: the pupil's sheet.

    The exercises come from the engine with ``seed`` (the sheet's number, printed at its top):
    the same seed gives the same sheet, another seed another one, so neighbours in a class can
    get different sheets.  ``pips=True`` draws dots instead of digits.  The teacher's answers
    are a document of their own: ``worksheet(...).answers()``, or ``answers=True``.

    >>> worksheet("04", lang="pl", seed=1, answers=True).kind
    'answers'

    >>> worksheet("04", lang="pl").lesson
    '04_scoring'
    >>> worksheet("99")
    Traceback (most recent call last):
    ...
    ValueError: no worksheet for lesson '99'; the lessons with worksheets are 01 (01_meet_the_tiles), ..., 10 (10_strategy_and_chance)
    """
    sheet = find_lesson(lesson)
    lang = i18n.check_lang(lang)
    seed = _check_seed(seed)
    if not isinstance(pips, bool):
        raise ValueError(f"pips is True (dots) or False (digits), not {pips!r}")
    if not isinstance(answers, bool):
        raise ValueError(f"answers is True (the teacher's answers) or False (the pupil's sheet), not {answers!r}")
    rng = random.Random(f"trio_widgets:worksheet:{sheet.stem}:{seed}")
    exercises = _with_practice(sheet.stem, seed, sheet.exercises(rng, seed), pips)
    ws = Worksheet(sheet.stem, lang, seed, exercises, pips)
    return ws.answers() if answers else ws


#: The most tasks a sheet with its practice holds.
MOST_TASKS = 8


def _with_practice(stem: str, seed: int, exercises: list[Exercise], pips: bool) -> list[Exercise]:
    """A young child's sheet with more of the lesson's practice while its last page has room for
    one more task in every language (so that the language never changes the sheet)."""
    practice = PRACTICE.get(lesson_id(stem))
    if practice is None:
        return exercises
    rng = random.Random(f"trio_widgets:practice:{stem}:{seed}")
    pages = {lang: Worksheet(stem, lang, seed, exercises, pips, fill=False).page_count for lang in i18n.LANGUAGES}
    while len(exercises) < MOST_TASKS:
        more = [*exercises, practice(rng)]
        if any(Worksheet(stem, lang, seed, more, pips, fill=False).page_count > n for lang, n in pages.items()):
            break
        exercises = more
    return exercises
