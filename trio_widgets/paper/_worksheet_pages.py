"""A lesson's worksheet: its exercises laid out on A4 pages, then the answers for the teacher."""

from __future__ import annotations

import random
from typing import Any

from ..engine._rules import Rules
from ..files._numbers import whole
from ..teaching._lesson_ids import lesson_id
from ..words import _i18n as i18n
from ..words._i18n import Msg
from ._document import Printable
from ._draw_figures import draw_figure, figure_height
from ._drawing import GREY, LIGHT, MARGIN, PAGE_H, PAGE_W
from ._figures import BoardFigure, Exercise, GridFigure, TilesFigure
from ._font import text_width, wrap
from ._layout import Flow
from ._lessons import LESSONS, find_lesson

__all__ = ["Worksheet", "worksheet"]


def _t(key: str, lang: str, **params: Any) -> str:
    return i18n.t(key, lang, **params)


def _check_seed(seed: object) -> int:
    n = whole(seed)
    if n is None or not 0 <= n < 10**9:
        raise ValueError(f"seed is a whole number from 0 to 999999999 (the sheet's number), not {seed!r}")
    return n


def _header(flow: Flow, title: str, lang: str) -> None:
    flow.y += 8
    flow.page.text(MARGIN, flow.y, title, size=16, bold=True)
    flow.y += 10
    name, date = _t("print.header.name", lang), _t("print.header.date", lang)
    flow.page.text(MARGIN, flow.y, name, size=11)
    x = MARGIN + text_width(name, 11) + 2
    flow.page.line(x, flow.y + 0.8, 128, flow.y + 0.8, 0.3, GREY)
    flow.page.text(134, flow.y, date, size=11)
    x2 = 134 + text_width(date, 11) + 2
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


def points_line(preset: str) -> Msg:
    """What scores what under ``preset``, every number from the rule set: the line a scoring
    sheet prints under its header."""
    r = Rules.preset(preset)
    items = [Msg("print.points.sides" if r.multiply_by_sides else "print.points.sum")]
    if r.start_bonus:
        items.append(Msg("print.points.start", p=r.start_bonus))
    if r.zero_triple_bonus:
        items.append(Msg("print.points.zero", p=r.start_bonus + r.zero_triple_bonus))
    if r.bridge_bonus:
        items.append(Msg("print.points.bridge", p=r.bridge_bonus))
    if r.two_sides_bonus:
        items.append(Msg("print.points.two_sides", p=r.two_sides_bonus))
    if r.hexagon_bonus:
        items.append(Msg("print.points.hexagon", p=r.hexagon_bonus, p2=2 * r.hexagon_bonus))
    if r.draw_penalty:
        items.append(Msg("print.points.draw", p=r.draw_penalty))
    if r.pass_penalty:
        items.append(Msg("print.points.pass", p=r.pass_penalty))
    if r.out_bonus:
        items.append(Msg("print.points.out", p=r.out_bonus))
    joined = items[0]
    for m in items[1:]:
        joined = Msg("print.semi", a=joined, b=m)
    return Msg("print.points.line", head=Msg("print.points.head", rules=Msg(f"print.preset.{preset}")), items=joined)


def _points_box(flow: Flow, presets: list[str], lang: str) -> None:
    """The scoring rules the sheet uses, in a shaded box under the header."""
    width = PAGE_W - 2 * MARGIN
    lines = [ln for p in presets for ln in wrap(points_line(p).text(lang), 9.5, width - 6)]
    h = len(lines) * 4.4 + 3.5
    flow.y += 3
    flow.page.rect(MARGIN, flow.y, width, h, (243, 243, 243), None)
    y = flow.y + 1.2
    for ln in lines:
        y += 4.4
        flow.page.text(MARGIN + 3, y, ln, size=9.5)
    flow.y += h


def _room(ex: Exercise) -> int:
    """Lines to write the answer on: every task has at least one, except a table to fill in."""
    return ex.lines if ex.lines or isinstance(ex.figure, GridFigure) else 1


def _exercise_block(flow: Flow, i: int, ex: Exercise, lang: str, pips: bool) -> None:
    width = PAGE_W - 2 * MARGIN - 8
    lines = wrap(ex.prompt.text(lang), 11, width)
    # A board with tiles to choose from or to turn: the tiles on the left, the board beside them.
    side_by_side = isinstance(ex.figure, BoardFigure) and isinstance(ex.figure2, TilesFigure)
    if side_by_side:
        assert isinstance(ex.figure2, TilesFigure)
        left = 2 * (ex.figure2.side + 5) if len(ex.figure2.tiles) > 1 else ex.figure2.side + 5
        figs_h = max(figure_height(ex.figure, width - left - 6), figure_height(ex.figure2, left))
    else:
        left = 0.0
        figs_h = figure_height(ex.figure, width) + figure_height(ex.figure2, width)
    h = len(lines) * 5.3 + figs_h + _room(ex) * 9 + 14
    flow.need(min(h, PAGE_H - 2 * MARGIN - 20))
    flow.y += 6
    flow.page.text(MARGIN, flow.y + 5.3, f"{i}.", size=12, bold=True)
    for line in lines:
        flow.y += 5.3
        flow.page.text(MARGIN + 8, flow.y, line, size=11)
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
    for _ in range(_room(ex)):
        flow.y += 9
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


class Worksheet(Printable):
    """A lesson's exercises on paper, then the answers for the teacher (from the answer page on)."""

    kind = "worksheet"

    def __init__(self, lesson: str, lang: str, seed: int, exercises: list[Exercise], pips: bool = False) -> None:
        self.lesson = lesson
        self.seed = seed
        self.exercises = exercises
        sheet = LESSONS[lesson_id(lesson)]
        title = _t("print.worksheet.title", lang, lesson=sheet.title.text(lang))
        footer = _t("print.footer.worksheet", lang, lesson=lesson_id(lesson), seed=seed)
        presets = scoring_presets(exercises)
        breaks: set[int] = set()
        for _attempt in range(len(exercises)):
            flow = Flow(footer)
            _header(flow, title, lang)
            if presets:
                _points_box(flow, presets, lang)
            pages: list[int] = []
            for i, ex in enumerate(exercises, 1):
                if i - 1 in breaks:
                    flow.new_page()
                _exercise_block(flow, i, ex, lang, pips)
                pages.append(len(flow.pages) - 1)
            lone = _lone_task(pages)
            if lone is None:
                break
            breaks.add(lone)
        self.page_breaks = sorted(breaks)  # exercises moved to a new page to keep two a page
        #: the page (from 0) each exercise starts on
        self.exercise_pages = pages
        self.answer_page = len(flow.pages)  # index of the first answer page
        flow.new_page()
        flow.y += 8
        flow.page.text(
            MARGIN, flow.y, _t("print.answers.title", lang, lesson=sheet.title.text(lang)), size=16, bold=True
        )
        flow.y += 3
        flow.paragraph(_t("print.answers.note", lang), size=9)
        flow.y += 3
        for i, ex in enumerate(exercises, 1):
            _answer_block(flow, i, ex, lang)
        super().__init__(title, lang, flow.finish())

    def __repr__(self) -> str:
        return (
            f"<Worksheet lesson {self.lesson!r} seed={self.seed} lang={self.lang!r}: {len(self.exercises)} exercises, "
            f"{self.page_count} A4 pages (answers from page {self.answer_page + 1})>"
        )


def worksheet(lesson: object, lang: str = "en", seed: int = 0, pips: bool = False) -> Worksheet:
    """The exercises of ``lesson`` (``"04"``, ``4`` or ``"04_scoring"``) on paper, then an answer page.

    The exercises come from the engine with ``seed`` (the sheet's number, printed in its
    footer): the same seed gives the same sheet, another seed another one, so neighbours in
    a class can get different sheets.  ``pips=True`` draws dots instead of digits.

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
    rng = random.Random(f"trio_widgets:worksheet:{sheet.stem}:{seed}")
    exercises = sheet.exercises(rng, seed)
    return Worksheet(sheet.stem, lang, seed, exercises, pips)
