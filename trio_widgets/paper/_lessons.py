"""The lessons that have a worksheet: a registry a later lesson joins with :func:`register_lesson`."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..files import whole
from ..teaching import LESSON_STEM, lesson_id
from ..words import Msg
from ._figures import Builder, Exercise
from ._worksheets import (
    ex_big_triangle,
    ex_going_out,
    ex_hand_penalty,
    ex_mirror,
    ex_number_count,
    ex_score,
    ex_shape_count,
    ex_smallest_count,
    ex_worth_count,
    sheet_01,
    sheet_02,
    sheet_03,
    sheet_04,
    sheet_04b,
    sheet_05,
    sheet_06,
    sheet_06b,
    sheet_07,
    sheet_08,
)

__all__ = ["LESSONS", "PRACTICE", "LessonSheet", "find_lesson", "register_lesson"]

#: One more task of what a lesson taught, to fill the last page of a young child's sheet.
Practice = Callable[[random.Random], Exercise]


@dataclass(frozen=True)
class LessonSheet:
    """How a lesson's worksheet is made: its stem (``"03_matching_and_turning"``), its title
    and a function of (random generator, seed) giving the exercises, or the name of one
    (``"my_lessons.puzzles:sheet_exercises"``), imported when a sheet is first made."""

    stem: str
    title: Msg
    build: Builder | str

    def exercises(self, rng: random.Random, seed: int) -> list[Exercise]:
        build = self.build
        if isinstance(build, str):
            import importlib

            module, _, name = build.partition(":")
            build = getattr(importlib.import_module(module), name)
        out = list(build(rng, seed))
        if not 1 <= len(out) <= 12 or not all(isinstance(e, Exercise) for e in out):
            raise ValueError(f"the worksheet of {self.stem} needs 1 to 12 exercises, got {out!r:.80}")
        return out


#: The lessons that have a worksheet, by number ("01" ...).  Add one with :func:`register_lesson`.
LESSONS: dict[str, LessonSheet] = {}


def register_lesson(stem: str, title: Msg, build: Builder | str) -> LessonSheet:
    """Give lesson ``stem`` (``"09_puzzles"``) a worksheet titled ``title``.

    ``build(rng, seed)`` returns its 4-8 :class:`Exercise` (``rng`` is already seeded from the
    lesson and the seed); it may be given as ``"module:function"`` so that the lesson's own
    module is imported only when its sheet is made (a line in :data:`_SHEETS` below is all a
    new lesson needs).  Figures to draw: :class:`TilesFigure`, :class:`BoardFigure` (tiles on the
    table, a place to fill, a shape's outline) and :class:`HandsFigure`.
    """
    if not isinstance(stem, str) or not LESSON_STEM.fullmatch(stem):
        raise ValueError(f"a lesson stem looks like '09_puzzles' or '09b_more_puzzles', not {stem!r:.40}")
    if not isinstance(title, Msg):
        raise ValueError(f"a worksheet's title is a Msg of the catalogue, not {title!r:.40}")
    if not callable(build) and not (isinstance(build, str) and ":" in build):
        raise ValueError(f"build is a function (rng, seed) -> exercises or 'module:function', not {build!r:.40}")
    sheet = LessonSheet(stem, title, build)
    LESSONS[lesson_id(stem)] = sheet
    return sheet


def find_lesson(lesson: object) -> LessonSheet:
    """The sheet of ``lesson`` (``"04"``, ``4`` or ``"04_scoring"``), or a ValueError naming the lessons."""
    known = ", ".join(f"{k} ({v.stem})" for k, v in sorted(LESSONS.items()))
    key: str | None = None
    if whole(lesson) is not None:
        n = int(lesson)  # type: ignore[call-overload]
        key = f"{n:02d}" if 0 <= n < 100 else None
    elif isinstance(lesson, str):
        s = lesson.strip()
        if s.isdigit() and len(s) <= 2:
            key = s.zfill(2)
        elif s in LESSONS:
            key = s
        elif LESSON_STEM.fullmatch(s) and LESSONS.get(lesson_id(s)) and s == LESSONS[lesson_id(s)].stem:
            key = lesson_id(s)
    if key is None or key not in LESSONS:
        shown = lesson if not isinstance(lesson, str) or len(lesson) <= 40 else lesson[:39] + "\u2026"
        raise ValueError(f"no worksheet for lesson {shown!r}; the lessons with worksheets are {known}")
    return LESSONS[key]


#: The lessons' worksheets: (stem, exercises).  A later lesson adds a line, e.g.
#: ``("09_puzzles", "my_lessons.puzzles:sheet_exercises")`` (the titles ``print.lesson.09`` and
#: ``print.lesson.10`` are in the catalogue already).
_SHEETS: tuple[tuple[str, Builder | str], ...] = (
    ("01_meet_the_tiles", sheet_01),
    ("02_counting", sheet_02),
    ("03_matching_and_turning", sheet_03),
    ("04_scoring", sheet_04),
    ("04b_bonuses", sheet_04b),
    ("05_play_a_game", sheet_05),
    ("06_chance_and_simulation", sheet_06),
    ("06b_who_starts", sheet_06b),
    ("07_mosaic_pictures", sheet_07),
    ("08_keep_score", sheet_08),
    ("09_puzzles", "trio_widgets.paper._puzzle_sheets:sheet_09"),
    ("09b_more_puzzles", "trio_widgets.paper._puzzle_sheets:sheet_09b"),
    ("10_strategy_and_chance", "trio_widgets.paper._puzzle_sheets:sheet_10"),
)
for _stem, _build in _SHEETS:
    register_lesson(_stem, Msg(f"print.lesson.{lesson_id(_stem)}"), _build)


def _one_of(*makers: Practice) -> Practice:
    return lambda rng: rng.choice(makers)(rng)


#: The practice that fills the last page of the sheets of the lessons for 7- to 9-year-olds: more
#: of what the lesson itself taught (``worksheet`` adds them while the page has room for one).
PRACTICE: dict[str, Practice] = {
    "01": _one_of(ex_worth_count, ex_number_count),
    "02": _one_of(ex_smallest_count, ex_mirror),
    "03": ex_mirror,
    "04": ex_hand_penalty,
    "04b": _one_of(lambda rng: ex_score(rng, "bridge"), lambda rng: ex_score(rng, "two_sides")),
    "05": _one_of(ex_going_out, ex_hand_penalty),
    "07": _one_of(lambda rng: ex_shape_count(rng, "free"), ex_big_triangle),
}
